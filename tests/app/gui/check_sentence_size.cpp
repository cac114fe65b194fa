// The atlas rasterises the explanations' glyphs at the status line's one size (a Chinese rebuild
// at four sizes cost 270 M instructions, at one 198 M): the sentence font is the regular size the
// status line asks for, it holds a hanzi only the explanations use, the other regular sizes do
// not, and presenting (a larger status line) moves them to the larger size. No GL: ImGui builds
// its atlas on the CPU.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <memory>

#include "files/tree_file.h"
#include "expectations.h"
#include "gui/fonts.h"
#include "text/translate.h"

int main() {
    using namespace ablab;
    using check::expect, check::failures;
    ImGui::CreateContext();
    {
        app::FontAtlas atlas(16);
        const core::Tree tree =
            core::parseTree(core::Language::Chinese,
                            R"({"root": {"label": "根", "children": [{"label": "甲", "children": [3, 12]}, 2]}})", "test");
        // 估 (估值, "evaluate"): in the explanations, not in the labels or the cutoff titles.
        constexpr ImWchar kSentenceOnly = 0x4F30;
        app::NeededGlyphs needed = app::glyphsFor(tree, core::Language::Chinese);
        const auto has = [](const app::GlyphSet& set, ImWchar c) { return std::binary_search(set.begin(), set.end(), c); };
        expect(has(needed.sentences, kSentenceOnly) && !has(needed.canvas, kSentenceOnly), "估 is a sentence glyph only");

        for (const float statusLine : {26.0f, 40.0f}) {  // the desk's and the presentation's sizes at 1280x720
            needed.sentenceSize = app::Fonts::sentenceSizeFor(statusLine);
            atlas.rebuild(needed);
            ImGui::GetIO().Fonts->Build();
            const app::Fonts& fonts = atlas.fonts();
            std::printf("status line %.0f px: sentences at %.0f px\n", statusLine, app::Fonts::kSizes[needed.sentenceSize]);
            expect(app::Fonts::kSizes[needed.sentenceSize] >= statusLine * 0.95f,
                   "the sentence size is not scaled up by more than 5 %");
            expect(fonts.sentenceFont() == fonts.regular[needed.sentenceSize], "the sentence font is the status line's size");
            for (std::size_t i = 0; i < app::Fonts::kSizes.size(); ++i) {
                const bool holds = fonts.regular[i]->FindGlyphNoFallback(kSentenceOnly) != nullptr;
                expect(holds == (i == needed.sentenceSize), "only the sentence size holds the explanations' glyphs");
                expect(fonts.regular[i]->FindGlyphNoFallback(0x7532) != nullptr, "every size holds the labels' glyphs (甲)");
            }
            expect(fonts.ui->FindGlyphNoFallback(kSentenceOnly) != nullptr, "the panels' size holds every word");
        }
    }
    ImGui::DestroyContext();
    std::printf("%d failures\n", failures);
    return failures == 0 ? 0 : 1;
}
