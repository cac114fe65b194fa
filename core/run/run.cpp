#include "run/run.h"

#include <atomic>

namespace ablab::core {

namespace {

std::uint64_t nextRevision() {
    static std::atomic<std::uint64_t> counter{0};
    return ++counter;
}

}  // namespace

std::shared_ptr<const Run> makeRun(std::shared_ptr<const Tree> tree, const SearchOptions& options, const Run* previous,
                                   const std::function<void(RunPhase)>& phase) {
    auto run = std::make_shared<Run>();
    const SettledSearch settled = settleSearch(std::move(tree), options);
    if (phase) phase(RunPhase::LayingOut);
    if (previous && previous->tree && previous->tree->sameStructure(*settled.tree)) run->layout = previous->layout;
    else run->layout = std::make_shared<const TreeLayout>(layoutTree(*settled.tree));
    if (phase) phase(RunPhase::Evaluating);
    run->trace = std::make_shared<const Trace>(Trace::recordSettled(settled));
    run->tree = settled.tree;
    run->options = settled.options;
    run->revision = nextRevision();
    const bool sharesLayout = previous && run->layout == previous->layout;
    run->structureRevision = sharesLayout ? previous->structureRevision : run->revision;
    return run;
}

}  // namespace ablab::core
