#pragma once
// AIMA's Figure 5.2, the lecture's first example, as the tests write it: in the shorthand, as
// the lecture library's file, and that file's run.
#include <memory>
#include <string>

#include "files/tree_file.h"
#include "search/trace.h"
#include "run/run.h"

namespace ablab::testing {

// Three MIN nodes under a MAX root; α-β prunes C's last two leaves.
inline constexpr const char* kAimaShorthand = "[[3,12,8],[2,4,6],[14,5,2]]";
inline const std::string kAimaFile = ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json";

// The library's file searched with `options`, in English: a run, as every client makes one.
inline std::shared_ptr<const core::Run> aimaRun(core::SearchOptions options = {}) {
    return core::makeRun(std::make_shared<const core::Tree>(core::loadTreeFile(core::Language::English, kAimaFile)), options);
}

}  // namespace ablab::testing
