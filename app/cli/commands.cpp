#include "cli/commands.h"

#include <array>

#include "cli/check_command.h"
#include "cli/compare_command.h"
#include "cli/convert_command.h"
#include "cli/export_command.h"
#include "cli/game_command.h"
#include "cli/play_command.h"
#include "cli/practice_command.h"
#include "cli/sibling_program.h"
#include "cli/trace_command.h"
#include "cli/window_command.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

using core::translate;

const std::array<CommandEntry, 11> kCommands{{
    {"", runWindowCommand, "",
     [](core::Language language) {
         return std::string("ablab [FILE]                      ") +
                translate(language, "opens the window (the default lecture tree without FILE)") +
                "\n"
                "       ablab [FILE] --present SERVER --token T   " +
                translate(language, "(presents a live class to `ablab serve`)") +
                "\n"
                "       ablab --screenshot OUT.png [FILE] [--step N|end|cutoff:K] [--size WxH] [--presentation] [--force]\n"
                "                   [--view focus|whole] [--practice | --predict | --answer ANSWER.json]   " +
                translate(language, "(a student's answer, checked, its mistakes on the tree)") +
                "\n"
                "                   " +
                translate(language, "[algorithm options]") + "\n" + "       ablab --play tictactoe|connect4|gomoku|nim   " +
                translate(language, "(a game against the engine, the tree behind each reply)") + "\n";
     }},
    {"trace", runTraceCommand, "",
     [](core::Language language) {
         return std::string(
                    "ablab trace [FILE|-] [--algorithm alphabeta|minimax|minimax-levels|negascout|pvs|mtdf|mt-sss|sss|expectiminimax|star1]\n"
                    "                   [--first-guess G] [--bounds LO,HI] [--strict] [--fail-hard] [--shallow] [--negamax] [--move-limit K [--order file|score]]\n"
                    "                   [--table] [--format table|json|csv|markdown]\n"
                    "                   [--input-format json|cs188|sexpr|aima] [--branching B]   ") +
                translate(language, "(export takes them too)") + "\n";
     }},
    {"convert", runConvertCommand, "",
     [](core::Language) {
         return std::string(
             "ablab convert FILE|- --to json|cs188|sexpr|aima [--out PATH [--force]] [--input-format F] [--branching B]\n");
     }},
    {"game", runGameCommand, "",
     [](core::Language) {
         return std::string(
             "ablab game tictactoe [--position \"X.O/.X./..O\"] [--depth D] [--no-symmetry]\n"
             "                            [--eval open-lines|win-loss] [--out FILE [--force] | --iterative]\n"
             "       ablab game gomoku [--size N | --position \"…\"] [--depth D] [--move-limit K] [--out FILE [--force]]\n");
     }},
    {"play", runPlayCommand, "",
     [](core::Language) {
         return std::string(
             "ablab play tictactoe|connect4|gomoku [--position P] | nim [--heaps 3,4,5]   [--move M] [--depth D]\n"
             "                   [--algorithm alphabeta|minimax|negascout|mtdf|iterative] [--order file|score] [--table]\n"
             "                   [--format text|json] [--trace] [--eval open-lines|win-loss] [--no-symmetry] [--move-limit K]\n");
     }},
    {"export", runExportCommand, "",
     [](core::Language language) {
         return std::string(
                    "ablab export [FILE|-] --format svg|png|pdf|gif|tikz|pptx|csv|markdown|latex|json [--step N|end|all|cutoffs]\n"
                    "                    [--out PATH|-] [--size WxH] [--theme light|dark|projector] [--no-labels] [--no-alpha-beta]\n"
                    "                    [--no-values] [--no-caption] [--show-open-lines] [--view focus|whole] [--handout] [--build]\n"
                    "                    [--layout slides|stages] [--force] ") +
                translate(language, "[algorithm options]") + "\n";
     }},
    {"practice", runPracticeCommand, "",
     [](core::Language) {
         return std::string(
             "ablab practice --seed N [--depth D] [--branching B] [--values LO:HI] [--uneven] [--ties]\n"
             "                      [--strict] [--fail-hard] [--out EXERCISE.json] [--key KEY.json] [--force]\n");
     }},
    {"check", runCheckCommand, "",
     [](core::Language) {
         return std::string("ablab check EXERCISE.json ANSWER.json|FOLDER... [--strict] [--fail-hard] [--summary csv]\n");
     }},
    {"compare", runCompareCommand, "",
     [](core::Language language) {
         return std::string(
                    "ablab compare [FILE|-] [--algorithms alphabeta,negascout,…] [--format table|json|svg|png]\n"
                    "                     [--out PATH [--force]] [--width W] ") +
                translate(language, "[algorithm options]") + "\n";
     }},
    {"serve", nullptr, "ablab-serve",
     [](core::Language language) {
         return std::string(
                    "ablab serve [--bind ADDR] [--port N] [--site DIR] [--cert FILE --key FILE] [--idle MIN] [--answers FILE]\n") +
                "                   --bind ADDR     " +
                translate(language, "the address to listen on (default 127.0.0.1; 0.0.0.0 lets the room in)") +
                "\n                   --port N        " + translate(language, "the port (default 8080; 0 picks a free one)") +
                "\n                   --site DIR      " + translate(language, "the browser build to serve (default build-web/)") +
                "\n                   --cert FILE     " + translate(language, "HTTPS: the certificate (PEM), with --key") +
                "\n                   --key FILE      " + translate(language, "HTTPS: the certificate's private key (PEM)") +
                "\n                   --idle MIN      " +
                translate(language, "end the session after this many minutes without the presenter (default 30)") +
                "\n                   --answers FILE  " +
                translate(language, "write the answers' CSV there when the session ends") + "\n";
     }},
    {"bench", nullptr, "ablab-bench",
     [](core::Language language) {
         return std::string("ablab bench FILE [--frames N] [--size WxH] [--view fit|nodes:K] [--presentation] ") +
                translate(language, "[algorithm options]") + "\n";
     }},
}};

}  // namespace

std::span<const CommandEntry> commands() { return kCommands; }

const CommandEntry& windowCommand() { return kCommands.front(); }

const CommandEntry* findCommand(std::string_view name) {
    if (name.empty()) return nullptr;
    for (const CommandEntry& entry : kCommands)
        if (entry.name == name) return &entry;
    return nullptr;
}

int runCommand(const ChosenWording& chosen, const CommandEntry& entry, std::span<char* const> args) {
    return entry.run ? entry.run(chosen, args) : execSiblingProgram(chosen, entry.sibling, args);
}

}  // namespace ablab::app
