#pragma once
// Every command's usage, written once: `ablab --help` shows them all, `ablab CMD --help` its own.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace ablab::app {

enum class Command : std::uint8_t { Window, Trace, Game, Export, Practice, Check, Bench, Compare, Convert };

// "usage: ablab trace …" and its continuation lines.
std::string usageOf(Command command);
// All of them, for `ablab --help`.
std::string fullUsage();
// True when the arguments ask for help (--help or -h anywhere).
bool wantsHelp(std::span<char* const> args);

}  // namespace ablab::app
