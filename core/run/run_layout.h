#pragma once
// A run's layout, laid out the first time something asks for it. `ablab trace`, the tables and
// the grading never draw, so they never pay for it; the window, the exporters and the benchmark
// read it through `*` and `->` as through a pointer. It is laid out once whichever thread asks
// first (std::call_once): the window's thread and an export running beside it may both ask.
// Copies share it, and so do runs of one structure (makeRun lends it), so a value edit lays
// nothing out again.
#include <atomic>
#include <memory>
#include <mutex>

#include "model/tree.h"
#include "picture/layout.h"

namespace ablab::core {

class RunLayout {
public:
    RunLayout() = default;  // no tree: a Run made by makeRun always has one
    // To be laid out from `tree` when first asked.
    explicit RunLayout(std::shared_ptr<const Tree> tree);
    // Laid out already (a test that draws a run on a layout of its own).
    explicit RunLayout(TreeLayout made);

    const TreeLayout& operator*() const { return laidOut(); }
    const TreeLayout* operator->() const { return &laidOut(); }
    // Whether it has been asked for yet (its tests: `ablab trace` must not lay out).
    bool built() const;
    // One layout, not two equal ones: runs that share it.
    bool operator==(const RunLayout& other) const { return m_shared == other.m_shared; }

private:
    struct Shared {
        std::once_flag once;
        std::shared_ptr<const Tree> tree;  // released once laid out
        TreeLayout layout;
        std::atomic<bool> built{false};
    };
    const TreeLayout& laidOut() const;
    std::shared_ptr<Shared> m_shared;
};

}  // namespace ablab::core
