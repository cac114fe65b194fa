#pragma once
// Every command of `ablab`, written once: its name, what runs it and its usage. The dispatch in
// main.cpp, `ablab --help` and `ablab COMMAND --help` all read this one table.
#include <span>
#include <string>
#include <string_view>

#include "cli/run_main.h"

namespace ablab::app {

struct CommandEntry {
    // What follows `ablab`; empty for the window, which takes a FILE or options instead.
    std::string_view name;
    // Runs the command in this process, on the arguments after its name.
    int (*run)(const ChosenWording& chosen, std::span<char* const> args) = nullptr;
    // Where `run` is null: the program beside ablab that runs the command, because it needs a
    // library ablab does not link (GL for the frame benchmark). The cairo formats of export and
    // compare are handed to ablab-raster by the commands themselves (cli/sibling_program.h).
    std::string_view sibling;
    // Its usage lines after "usage: ", each continuation indented to sit under the first, in
    // the language chosen when it is asked for. The syntax is the same in every language.
    std::string (*usage)(core::Language language) = nullptr;
};

// All of them, in the order `ablab --help` lists them; the window first.
std::span<const CommandEntry> commands();
// The window: `ablab`, `ablab FILE`, `ablab --screenshot …`.
const CommandEntry& windowCommand();
// The command called `name`, or null; never the window.
const CommandEntry* findCommand(std::string_view name);
// Runs `entry` on `args` (the arguments after its name).
int runCommand(const ChosenWording& chosen, const CommandEntry& entry, std::span<char* const> args);

}  // namespace ablab::app
