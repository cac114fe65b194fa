// ablab-serve: `ablab serve`, the live class session (server.h). A program of its own, as the
// window is, so that `ablab` links no Boost.Asio, OpenSSL or libqrencode.
#include <iostream>

#include "cli/commands.h"
#include "cli/run_main.h"
#include "cli/usage.h"
#include "serve/serve_options.h"
#include "serve/server.h"
#include "text/translate.h"

namespace {

int runServe(const ablab::app::ChosenWording& chosen, std::span<char* const> args) {
    using namespace ablab::app;
    const ablab::core::Language language = chosen.wording.language;
    if (wantsHelp(args)) {
        std::cout << usageOf(language, *findCommand("serve"));
        return 0;
    }
    const ServeOptions options = parseServeOptions(args, language);
    Server server(options, language, true);
    std::cout << server.banner() << std::flush;
    const std::string why = server.run();
    std::cout << "ablab serve: " << ablab::core::translate(language, "the session ended: {why}", {{"why", why}}) << std::endl;
    return 0;
}

}  // namespace

int main(int argc, char** argv) { return ablab::app::runMain(argc, argv, runServe); }
