// `ablab serve` on loopback (issue 45's budgets): how long a presenter's step takes to reach 200
// connected students (goal: under 100 ms), and the server's memory per student. The server is
// the real program (build/ablab-serve, a process of its own, so that its memory is its own);
// the students are tests/app/serve/crowd.h's clients, the presenter a LiveClient.
//   build/bench/ablab_live_bench [--benchmark_repetitions=5]
#include <benchmark/benchmark.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <regex>
#include <string>

#include "app/serve/crowd.h"
#include "live/live_client.h"
#include "live/messages.h"

namespace {

using namespace ablab::core::live;

struct ServerProcess {
    pid_t pid = -1;
    std::uint16_t port = 0;
    std::string code, token;

    ServerProcess() {
        int ends[2];
        if (::pipe(ends) != 0) return;
        pid = ::fork();
        if (pid == 0) {
            ::dup2(ends[1], STDOUT_FILENO);
            ::close(ends[0]);
            ::execl(ABLAB_SERVE_EXECUTABLE, "ablab-serve", "--port", "0", "--site", "/tmp", nullptr);
            ::_exit(127);
        }
        ::close(ends[1]);
        FILE* out = ::fdopen(ends[0], "r");
        char line[4096];
        const std::regex url(R"(127\.0\.0\.1:(\d+)/join\?code=(\w+))"), token(R"(yourself\): (\w+))");
        while ((port == 0 || this->token.empty()) && std::fgets(line, sizeof line, out)) {
            const std::string text(line);
            std::smatch found;
            if (std::regex_search(text, found, url)) {
                port = static_cast<std::uint16_t>(std::stoi(found[1]));
                code = found[2];
            }
            if (std::regex_search(text, found, token)) this->token = found[1];
        }
        std::fclose(out);
    }
    ~ServerProcess() {
        if (pid <= 0) return;
        ::kill(pid, SIGTERM);
        int status = 0;
        ::waitpid(pid, &status, 0);
    }
    // Its resident memory, in bytes (VmRSS).
    double residentBytes() const {
        std::ifstream status("/proc/" + std::to_string(pid) + "/status");
        for (std::string line; std::getline(status, line);)
            if (line.rfind("VmRSS:", 0) == 0) return std::stod(line.substr(6)) * 1024;
        return 0;
    }
};

void StepReachesTwoHundredStudents(benchmark::State& state) {
    const auto students = static_cast<std::size_t>(state.range(0));
    ServerProcess server;
    if (server.port == 0) return state.SkipWithError("ablab-serve did not start");
    ablab::app::LiveClient presenter("127.0.0.1", server.port);
    presenter.send(writeMessage(Present{server.token}));
    presenter.wait(std::chrono::seconds(5));
    const double before = server.residentBytes();
    ablab::testing::Crowd crowd(server.port, students);
    for (std::size_t i = 0; i < students; ++i) {
        crowd.connect(i);
        crowd.send(i, writeMessage(Join{server.code, "student " + std::to_string(i)}));
    }
    if (!crowd.waitFor([&] { return crowd.totalReceived() >= students; }, std::chrono::seconds(30)))
        return state.SkipWithError("the students did not all join");
    const double after = server.residentBytes();
    std::int64_t step = 0;
    for (auto _ : state) {
        const std::size_t had = crowd.totalReceived();
        const auto start = std::chrono::steady_clock::now();
        presenter.send(writeMessage(
            Step{++step, "α rises to 3 at B: B1 returned 3, and 3 > −∞", "AIMA fig. 5.2", "#step=" + std::to_string(step)}));
        if (!crowd.waitFor([&] { return crowd.totalReceived() >= had + students; }, std::chrono::seconds(10)))
            return state.SkipWithError("a step did not reach every student");
        state.SetIterationTime(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        presenter.poll();
    }
    state.counters["students"] = static_cast<double>(students);
    state.counters["server_bytes_per_student"] = (after - before) / static_cast<double>(students);
    state.counters["server_rss_MB"] = after / 1e6;
}

BENCHMARK(StepReachesTwoHundredStudents)->Arg(200)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(50);

}  // namespace
