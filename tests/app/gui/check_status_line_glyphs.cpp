// The status line is drawn at the sentence size; every character of what it can show in each
// language must be in the glyphs the atlas holds at that size (glyphsFor: the canvas's and the
// sentences'), or ImGui draws "?" (in Chinese the practice prompt once did). Checks the status
// line's own words and, as a sample of core's sentences, every explanation of AIMA 5.2's run.
#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>
#include <string>

#include "files/default_tree.h"
#include "gui/fonts.h"
#include "gui/status_line_words.h"
#include "search/explain.h"
#include "search/trace.h"
#include "text/utf8.h"
#include "run/run.h"

int main() {
    using namespace ablab;
    const auto tree = std::make_shared<const core::Tree>(core::defaultTree());
    int missing = 0;
    for (const core::Language language : {core::Language::Chinese, core::Language::Vietnamese}) {
        const app::NeededGlyphs needed = app::glyphsFor(*tree, language);
        const auto run = core::makeRun(tree, core::SearchOptions{});
        const core::Trace& trace = *run->trace;
        std::vector<std::string> texts;
        for (const char* word : app::kStatusLineWords) texts.emplace_back(core::translate(language, word));
        for (std::size_t step = 0; step <= trace.stepCount(); ++step)
            texts.push_back(core::explainStep(core::Wording{language, core::Notation::Aima}, trace, step));
        for (const std::string& text : texts) {
            app::GlyphSet wanted;
            app::addGlyphs(wanted, text);
            for (const ImWchar c : wanted) {
                const auto has = [c](const app::GlyphSet& set) { return std::binary_search(set.begin(), set.end(), c); };
                if (has(needed.sentences) || has(needed.canvas)) continue;
                std::printf("U+%04X of \"%s\" is not in the sentence sizes' glyphs\n", static_cast<unsigned>(c), text.c_str());
                ++missing;
            }
        }
    }
    std::printf("%d characters of the status line without a glyph at its sizes\n", missing);
    return missing == 0 ? 0 : 1;
}
