// libFuzzer target: the answer reader, against AIMA Figure 5.2 (the labels the corpus uses), and
// grading what it reads.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

#include "files/default_tree.h"
#include "files/tree_file.h"
#include "search/trace.h"
#include "teaching/answer.h"
#include "teaching/grading.h"
#include "run/run.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const auto tree = std::make_shared<const ablab::core::Tree>(ablab::core::defaultTree());
    static const auto run = ablab::core::makeRun(tree, {});
    const ablab::core::Trace& trace = *run->trace;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const ablab::core::Answer answer = ablab::core::parseAnswer(text, "fuzz", *tree);
        (void)ablab::core::gradeAnswer(ablab::core::Wording{}, trace, answer);
    } catch (const ablab::core::TreeFileError&) {
        // A bad answer file is reported in one line.
    }
    return 0;
}
