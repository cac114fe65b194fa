// The status line is drawn at the sentence size; every character of what it can show in each
// language must be in the glyphs the atlas holds at that size (glyphsFor: the canvas's and the
// sentences'), or ImGui draws "?" (in Chinese the practice prompt once did). Checks the status
// line's own words, every explanation of AIMA 5.2's run as a sample of core's sentences, and
// every step of every lesson as it opens, with the notes' slips its nodes' notes point out.
#include <algorithm>
#include <filesystem>
#include <cstdio>
#include <memory>
#include <vector>
#include <string>

#include "files/default_tree.h"
#include "files/tree_file.h"
#include "run/opening.h"
#include "gui/fonts.h"
#include "gui/status_line_words.h"
#include "search/explain.h"
#include "search/trace.h"
#include "text/utf8.h"
#include "run/run.h"

namespace {

using namespace ablab;

// The characters of the status line over `tree` in `language` that the atlas made for it lacks.
int missingGlyphs(const std::shared_ptr<const core::Tree>& tree, core::Language language) {
    int missing = 0;
    const app::NeededGlyphs needed = app::glyphsFor(*tree, language);
    const core::Opening opening = core::openingFor(*tree, {}, {});
    const auto run = core::makeRun(tree, opening.options);
    const core::Trace& trace = *run->trace;
    std::vector<std::string> texts;
    for (const char* word : app::kStatusLineWords) texts.emplace_back(core::translate(language, word));
    for (std::size_t step = 0; step <= trace.stepCount(); ++step)
        texts.push_back(core::explainStep(core::Wording{language, opening.notation}, trace, step));
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
    return missing;
}

}  // namespace

int main() {
    int missing = 0;
    for (const core::Language language : {core::Language::Chinese, core::Language::Vietnamese}) {
        missing += missingGlyphs(std::make_shared<const core::Tree>(core::defaultTree()), language);
        // The cutoff's tag on the canvas, in every notation's words: the canvas sizes' glyphs
        // (the essay's 空区间 once drew as "???").
        const app::NeededGlyphs needed = app::glyphsFor(core::defaultTree(), language);
        for (const char* name : core::kCutoffNames) {
            app::GlyphSet wanted;
            app::addGlyphs(wanted, core::translate(language, name));
            for (const ImWchar c : wanted)
                if (!std::binary_search(needed.canvas.begin(), needed.canvas.end(), c)) {
                    std::printf("U+%04X of the tag \"%s\" is not in the canvas's glyphs\n", static_cast<unsigned>(c),
                                core::translate(language, name));
                    ++missing;
                }
        }
        for (const auto& entry : std::filesystem::directory_iterator(ABLAB_SOURCE_DIR "/trees")) {
            const std::string name = entry.path().stem().string();
            if (entry.path().extension() != ".json" || name == "schema" || name == "index") continue;
            const auto tree = std::make_shared<const core::Tree>(core::loadTreeFile(language, entry.path().string()));
            if (tree->size() <= 5000) missing += missingGlyphs(tree, language);  // the game trees' sentences are the catalogue's
        }
    }
    std::printf("%d characters of the status line without a glyph at its sizes\n", missing);
    return missing == 0 ? 0 : 1;
}
