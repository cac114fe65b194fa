#pragma once
// Usage texts from the command table (cli/commands.h): `ablab --help` shows them all,
// `ablab CMD --help` its own.
#include <span>
#include <string>

#include "cli/commands.h"

namespace ablab::app {

// "usage: ablab trace …" and its continuation lines.
std::string usageOf(core::Language language, const CommandEntry& command);
// All of them, for `ablab --help`.
std::string fullUsage(core::Language language);
// True when the arguments ask for help (--help or -h anywhere).
bool wantsHelp(std::span<char* const> args);

}  // namespace ablab::app
