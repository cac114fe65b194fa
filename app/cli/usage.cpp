#include "cli/usage.h"

#include <algorithm>

#include "text/translate.h"

namespace ablab::app {

namespace {

// Each entry's lines after the first are indented to sit under "usage: ". The syntax is the
// same in every language; the words between it are the chosen language's.
std::string linesOf(Command command) {
    using core::translate;
    switch (command) {
    case Command::Window:
        return std::string("ablab [FILE]                      ") + translate("opens the window (the default lecture tree without FILE)") +
               "\n"
               "       ablab --screenshot OUT.png [FILE] [--step N|end|cutoff:K] [--size WxH] [--presentation] [--force]\n"
               "                   [--practice | --answer ANSWER.json]   " +
               translate("(a student's answer, checked, its mistakes on the tree)") +
               "\n"
               "                   " + translate("[algorithm options]") + "\n";
    case Command::Trace:
        return std::string("ablab trace [FILE|-] [--algorithm alphabeta|minimax|minimax-levels|negascout|pvs|mtdf|mt-sss|sss|expectiminimax|star1]\n"
               "                   [--first-guess G] [--bounds LO,HI] [--strict] [--fail-hard] [--shallow] [--negamax] [--move-limit K [--order file|score]]\n"
               "                   [--format table|json|csv|markdown]\n"
               "                   [--input-format json|cs188|sexpr|aima] [--branching B]   ") +
               translate("(export takes them too)") + "\n";
    case Command::Compare:
        return std::string("ablab compare [FILE|-] [--algorithms alphabeta,negascout,…] [--format table|json|svg|png]\n"
                           "                     [--out PATH [--force]] [--width W] ") +
               translate("[algorithm options]") + "\n";
    case Command::Convert:
        return "ablab convert FILE|- --to json|cs188|sexpr|aima [--out PATH [--force]] [--input-format F] [--branching B]\n";
    case Command::Game:
        return "ablab game tictactoe [--position \"X.O/.X./..O\"] [--depth D] [--no-symmetry]\n"
               "                            [--eval open-lines|win-loss] [--out FILE [--force] | --iterative]\n"
               "       ablab game gomoku [--size N | --position \"…\"] [--depth D] [--move-limit K] [--out FILE [--force]]\n";
    case Command::Export:
        return std::string("ablab export [FILE|-] --format svg|png|pdf|gif|tikz|pptx|csv|markdown|latex|json [--step N|end|all|cutoffs]\n"
                           "                    [--out PATH|-] [--size WxH] [--theme light|dark|projector] [--no-labels] [--no-alpha-beta]\n"
                           "                    [--no-values] [--no-caption] [--show-open-lines] [--handout] [--build] [--force] ") +
               translate("[algorithm options]") + "\n";
    case Command::Practice:
        return "ablab practice --seed N [--depth D] [--branching B] [--values LO:HI] [--uneven] [--ties]\n"
               "                      [--strict] [--fail-hard] [--out EXERCISE.json] [--key KEY.json] [--force]\n";
    case Command::Check:
        return "ablab check EXERCISE.json ANSWER.json|FOLDER... [--strict] [--fail-hard] [--summary csv]\n";
    case Command::Bench:
        return std::string("ablab bench FILE [--frames N] [--size WxH] [--view fit|nodes:K] [--presentation] ") +
               translate("[algorithm options]") + "\n";
    }
    return "";
}

}  // namespace

std::string usageOf(Command command) { return core::translate("usage: ") + linesOf(command); }

std::string fullUsage() {
    std::string text = usageOf(Command::Window);
    for (const Command c : {Command::Trace, Command::Convert, Command::Game, Command::Export, Command::Practice, Command::Check, Command::Compare,
                            Command::Bench})
        text += "       " + linesOf(c);
    return text + core::translate("Every command takes --lang en|zh|vi (English, 简体中文, Tiếng Việt; the default comes from LANG) and") +
           "\n" + core::translate("--notation aima|horowitz-sahni|nilsson|nguyen-van-linh (the textbook whose words the explanations use).") +
           "\n";
}

bool wantsHelp(std::span<char* const> args) {
    return std::any_of(args.begin(), args.end(), [](const char* a) {
        const std::string_view arg = a;
        return arg == "--help" || arg == "-h";
    });
}

}  // namespace ablab::app
