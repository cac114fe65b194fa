#pragma once
// `ablab serve`'s command line: where it listens, what it serves, how long an idle session
// lives. Every flag is read here and checked before anything listens, so a mistake is one line
// and exit 2 (UsageError), never a half-started server.
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <span>
#include <string>

#include "live/messages.h"
#include "text/wording.h"

namespace ablab::app {

struct ServeOptions {
    std::string bind = "127.0.0.1";                 // loopback unless the room is let in: --bind 0.0.0.0
    std::uint16_t port = core::live::kDefaultPort;  // 0: any free port (the tests')
    std::filesystem::path site = "build-web";
    std::filesystem::path cert;  // both or neither: HTTPS
    std::filesystem::path key;
    std::chrono::seconds idle = std::chrono::minutes(30);  // --idle is in minutes; a test's may be seconds
    std::filesystem::path answers;                         // where the CSV is written when the session ends; none: not written
};

// The options of `args` (the arguments after `serve`); UsageError for an unknown flag, a missing
// or bad value, a site folder that is not there, a certificate without its key.
ServeOptions parseServeOptions(std::span<char* const> args, core::Language language);

}  // namespace ablab::app
