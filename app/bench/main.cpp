// ablab-bench: what a tree costs the window (`ablab bench …` runs it). Apart from the window's
// program because it counts every heap allocation by replacing the global operator new, which
// the shipped window must not do.
#include "bench/bench.h"
#include "cli/run_main.h"
#include "cli/window_options.h"
#include "cli/arguments.h"

namespace {

int runBench(const ablab::app::ChosenWording& chosen, std::span<char* const> args) {
    using namespace ablab::app;
    if (!displayAvailable()) throw UsageError("ablab bench draws frames and needs an X display: run it under xvfb-run -a");
    return runBenchCommand(chosen, args);
}

}  // namespace

int main(int argc, char** argv) { return ablab::app::runMain(argc, argv, runBench); }
