// The program `ablab serve`: its help, its one-line refusals (exit 2), its clean end on SIGTERM
// and SIGINT (exit 0, the answers written where --answers said), and HTTPS with a self-signed
// certificate made here with openssl.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/asio.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <thread>

#include "serve/server.h"
#include "support/run_ablab.h"
#include "support/temporary_folder.h"

using ablab::testing::runAblab;

namespace {

// The lines a started `ablab serve` printed until its join URL, and its process.
struct Started {
    pid_t pid = -1;
    FILE* out = nullptr;
    std::uint16_t port = 0;
};

Started startServe(const std::string& arguments) {
    Started started;
    int pipeEnds[2];
    if (::pipe(pipeEnds) != 0) return started;
    started.pid = ::fork();
    if (started.pid == 0) {
        ::dup2(pipeEnds[1], STDOUT_FILENO);
        ::dup2(pipeEnds[1], STDERR_FILENO);
        ::close(pipeEnds[0]);
        ::execl("/bin/sh", "sh", "-c", ("exec " + ablab::testing::kAblab + " serve " + arguments).c_str(), nullptr);
        ::_exit(127);
    }
    ::close(pipeEnds[1]);
    started.out = ::fdopen(pipeEnds[0], "r");
    char line[4096];
    const std::regex url(R"(join at https?://127\.0\.0\.1:(\d+)/join)");
    while (std::fgets(line, sizeof line, started.out)) {
        std::smatch found;
        const std::string text(line);
        if (std::regex_search(text, found, url)) {
            started.port = static_cast<std::uint16_t>(std::stoi(found[1]));
            break;
        }
    }
    return started;
}

// Waits for the process to end (at most ten seconds, then kills it); its exit status.
int endOf(Started& started, std::string& rest) {
    char line[4096];
    while (std::fgets(line, sizeof line, started.out)) rest += line;
    std::fclose(started.out);
    int status = 0;
    for (int i = 0; i < 1000; ++i) {
        if (::waitpid(started.pid, &status, WNOHANG) == started.pid) return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    ::kill(started.pid, SIGKILL);
    ::waitpid(started.pid, &status, 0);
    return -1;
}

class ServeProgram : public ablab::testing::TemporaryFolderTest {};

}  // namespace

TEST_F(ServeProgram, HelpNamesEveryFlag) {
    const auto result = runAblab("serve --help");
    EXPECT_EQ(result.status, 0);
    for (const char* flag : {"--bind", "--port", "--site", "--cert", "--key", "--idle", "--answers"})
        EXPECT_NE(result.out.find(flag), std::string::npos) << flag;
}

TEST_F(ServeProgram, BadUseIsOneLineAndExitTwo) {
    const std::string site = " --site " + dir.string();
    for (const auto& [arguments, message] : std::vector<std::pair<std::string, std::string>>{
             {"--bogus" + site, "ablab: unknown option '--bogus' for serve\n"},
             {"--port 70000" + site, "ablab: --port: '70000' is out of range; it expects a whole number from 0 to 65535\n"},
             {"--port" + site, ""},
             {"--idle 0" + site, "ablab: --idle: '0' is out of range; it expects a whole number from 1 to 1440\n"},
             {"--site /no/such/folder", "ablab: --site /no/such/folder: no such folder\n"},
             {"--cert /no/cert.pem --key /no/key.pem" + site, "ablab: --cert /no/cert.pem: no such file\n"},
             {"--bind nowhere" + site, "ablab: --bind expects an IP address such as 127.0.0.1 or 0.0.0.0, got 'nowhere'\n"},
         }) {
        const auto result = runAblab("serve " + arguments);
        EXPECT_EQ(result.status, 2) << arguments;
        EXPECT_EQ(std::count(result.out.begin(), result.out.end(), '\n'), 1) << result.out;
        if (!message.empty()) {
            EXPECT_EQ(result.out, message);
        }
    }
    // Without --site, build-web/ of the folder it runs in: none in an empty folder.
    const std::string inEmptyFolder = "cd " + dir.string() + " && " + ablab::testing::kAblab + " serve --port 0 2>&1";
    FILE* pipe = ::popen(inEmptyFolder.c_str(), "r");
    ASSERT_NE(pipe, nullptr);
    char line[512] = "";
    const bool read = std::fgets(line, sizeof line, pipe) != nullptr;
    EXPECT_TRUE(read);
    EXPECT_EQ(WEXITSTATUS(::pclose(pipe)), 2);
    EXPECT_STREQ(line, "ablab: no browser build in build-web: build it (bash scripts/web.sh) or name one with --site DIR\n");
    std::ofstream(dir / "not.pem") << "not a certificate\n";
    const std::string notPem = (dir / "not.pem").string();
    const auto result = runAblab("serve --cert " + notPem + " --key " + notPem + site);
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.out, "ablab: --cert " + notPem + ": not a PEM certificate\n");
}

TEST_F(ServeProgram, APortInUseIsOneLineAndExitTwo) {
    Started first = startServe("--port 0 --site " + dir.string());
    ASSERT_NE(first.port, 0);
    const auto result = runAblab("serve --port " + std::to_string(first.port) + " --site " + dir.string());
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.out, "ablab: port " + std::to_string(first.port) + " on 127.0.0.1 is in use: choose another with --port\n");
    ::kill(first.pid, SIGTERM);
    std::string rest;
    EXPECT_EQ(endOf(first, rest), 0);
}

TEST_F(ServeProgram, SigtermAndSigintEndItCleanlyAndTheAnswersAreWritten) {
    for (const int signal : {SIGTERM, SIGINT}) {
        const std::filesystem::path answers = dir / (std::to_string(signal) + ".csv");
        Started started = startServe("--port 0 --site " + dir.string() + " --answers " + answers.string());
        ASSERT_NE(started.port, 0);
        ::kill(started.pid, signal);
        std::string rest;
        EXPECT_EQ(endOf(started, rest), 0) << rest;
        EXPECT_NE(rest.find("the session ended: stopped by SIG"), std::string::npos) << rest;
        std::ifstream in(answers);
        std::string header;
        std::getline(in, header);
        EXPECT_EQ(header, "name,question,text,answer,right\r");
    }
}

TEST_F(ServeProgram, ServesHttpsWithACertificateAndKey) {
    namespace beast = boost::beast;
    namespace ssl = boost::asio::ssl;
    const std::string cert = (dir / "cert.pem").string(), key = (dir / "key.pem").string();
    const std::string openssl = "openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -keyout " + key +
                                " -out " + cert + " >/dev/null 2>&1";
    ASSERT_EQ(std::system(openssl.c_str()), 0);
    ablab::app::ServeOptions options;
    options.port = 0;
    options.site = dir;
    options.cert = cert;
    options.key = key;
    ablab::app::Server server(options, ablab::core::Language::English);
    EXPECT_EQ(server.joinUrl().rfind("https://127.0.0.1:", 0), 0U);
    std::thread running([&] { server.run(); });

    boost::asio::io_context io;
    ssl::context context(ssl::context::tls_client);
    context.load_verify_file(cert);
    context.set_verify_mode(ssl::verify_peer);
    beast::ssl_stream<beast::tcp_stream> stream(io, context);
    beast::get_lowest_layer(stream).expires_after(std::chrono::seconds(10));
    beast::get_lowest_layer(stream).connect(
        boost::asio::ip::tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), server.port()));
    stream.handshake(ssl::stream_base::client);
    beast::http::request<beast::http::empty_body> request(beast::http::verb::get, "/join", 11);
    request.set(beast::http::field::host, "127.0.0.1");
    beast::http::write(stream, request);
    beast::flat_buffer buffer;
    beast::http::response<beast::http::string_body> response;
    beast::http::read(stream, buffer, response);
    EXPECT_EQ(response.result_int(), 200U);
    EXPECT_NE(response.body().find("<html"), std::string::npos);
    server.stop();
    running.join();
}
