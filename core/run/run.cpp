#include "run/run.h"

#include <atomic>

namespace ablab::core {

// The one door to Trace's recording (search/trace.h befriends it): a search is recorded only
// as part of a Run.
class RunRecorder {
public:
    static Trace record(const SettledSearch& settled) { return Trace::recordSettled(settled); }
};

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
    const bool sharesLayout = previous && previous->tree && previous->tree->sameStructure(*settled.tree);
    run->layout = sharesLayout ? previous->layout : RunLayout(settled.tree);
    if (phase) {
        phase(RunPhase::LayingOut);
        (void)*run->layout;
        phase(RunPhase::Evaluating);
    }
    run->trace = std::make_shared<const Trace>(RunRecorder::record(settled));
    run->tree = settled.tree;
    run->options = settled.options;
    run->revision = nextRevision();
    run->structureRevision = sharesLayout ? previous->structureRevision : run->revision;
    return run;
}

}  // namespace ablab::core
