#include "gui/controls.h"

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <iterator>
#include <optional>
#include <span>
#include <cstdio>
#include <string>
#include <tuple>

#include "search/explain.h"
#include "search/search.h"
#include "search/search_title.h"
#include "gui/panel_caches.h"
#include "gui/status_line_words.h"
#include "gui/touch_style.h"
#include "gui/translated_label.h"
#include "gui/wrapped_text.h"
#include "platform/platform.h"
#include "text/minus_sign.h"
#include "text/notation.h"
#include "text/translate.h"
#include "gui/panels/panels.h"
#include "state/leaf_typing.h"
#include "state/panel_text.h"

namespace ablab::app {

namespace {

// On the same line as the last item when `width` more pixels fit in the window, else on the
// next: on a phone the toolbar wraps instead of running off the screen.
void sameLineIfItFits(float width) {
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width <= right) ImGui::SameLine();
}

// A combo box choosing one of `choices` by core's names for them, which view string literals,
// so data() is terminated.
template <typename Choices, typename Choice, typename NameOf>
void nameCombo(const char* label, const Choices& choices, Choice& chosen, NameOf nameOf) {
    if (!ImGui::BeginCombo(label, nameOf(chosen).data())) return;
    for (const Choice choice : choices)
        if (ImGui::Selectable(nameOf(choice).data(), choice == chosen, ImGuiSelectableFlags_None, {0, listRowHeight()}))
            chosen = choice;
    ImGui::EndCombo();
}

// A labelled item's width: `itemWidth` (a checkbox's square when 0), then its label.
float labelledWidth(const char* label, float itemWidth = 0) {
    return (itemWidth > 0 ? itemWidth : ImGui::GetFrameHeight()) + ImGui::GetStyle().ItemInnerSpacing.x +
           ImGui::CalcTextSize(label, nullptr, true).x;
}

// A checkbox after the last item, on its line if it fits.
void optionCheckbox(const char* label, bool& value) {
    sameLineIfItFits(labelledWidth(label));
    ImGui::Checkbox(label, &value);
}

// "step 12 of 22"; practising or predicting, "step 12" (the length of the run is an end statistic).
void formatStepCounter(const AppState& state, char (&counter)[64]) {
    if (holdsBackWhatIsAhead(state))
        std::snprintf(counter, sizeof counter, core::translate(state.view.language, kPracticeStepCounter), state.step);
    else
        std::snprintf(counter, sizeof counter, core::translate(state.view.language, kStepCounter), state.step,
                      state.run->trace->stepCount());
}

// The words of the slider just drawn (0 to `last`, at `value`). ImGui centres them over the whole
// slider, where its grab passes over them: a word with a block through it. Here they stay
// centred while they clear the grab, and otherwise are centred in the wider part beside it. The
// grab is where ImGui 1.86 puts it (SliderBehaviorT: 2 px in from each end, a unit of the range
// wide but no narrower than GrabMinSize).
void wordsBesideGrab(const char* words, int value, int last) {
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    constexpr float kGrabPadding = 2.0f;
    const float slider = max.x - min.x - 2 * kGrabPadding;
    const float grab = std::min(std::max(slider / static_cast<float>(last + 1), ImGui::GetStyle().GrabMinSize), slider);
    const float t = last > 0 ? static_cast<float>(value) / static_cast<float>(last) : 0.0f;
    const float grabLeft = min.x + kGrabPadding + t * (slider - grab), grabRight = grabLeft + grab;
    const ImVec2 size = ImGui::CalcTextSize(words);
    const float gap = ImGui::GetStyle().ItemInnerSpacing.x;
    float x = (min.x + max.x - size.x) / 2;
    if (x < grabRight + gap && x + size.x > grabLeft - gap) {
        if (max.x - grabRight >= grabLeft - min.x) x = std::max(grabRight + gap, (grabRight + max.x - size.x) / 2);
        else x = std::min(grabLeft - gap - size.x, (min.x + grabLeft - size.x) / 2);
    }
    ImDrawList* list = ImGui::GetWindowDrawList();
    list->PushClipRect(min, max, true);
    list->AddText(ImGui::GetFont(), ImGui::GetFontSize(), {x, (min.y + max.y - size.y) / 2}, ImGui::GetColorU32(ImGuiCol_Text),
                  words);
    list->PopClipRect();
}

}  // namespace

void drawToolbar(AppState& state, PanelCaches& caches) {
    drawStepButtons(state);
    drawSearchOptions(state, caches);
}

void drawStepButtons(AppState& state) {
    // Predicting, a button to the next cutoff would say where one is.
    const bool cutoffs = !holdsBackWhatIsAhead(state);
    if (ImGui::Button("|<")) stepToStart(state);
    ImGui::SameLine();
    if (cutoffs && ImGui::Button(core::cutWord(state.view.wording(), core::CutWord::Previous))) stepToPreviousCutoff(state);
    if (cutoffs) ImGui::SameLine();
    if (ImGui::Button(" < ")) stepBack(state);
    ImGui::SameLine();
    drawPlayButton(state);
    ImGui::SameLine();
    if (ImGui::Button(" > ")) stepForward(state);
    ImGui::SameLine();
    if (cutoffs && ImGui::Button(core::cutWord(state.view.wording(), core::CutWord::Next))) stepToNextCutoff(state);
    if (cutoffs) ImGui::SameLine();
    if (ImGui::Button(">|")) stepToEnd(state);
}

void drawPlayButton(AppState& state) {
    if (ImGui::Button(state.playback.playing ? translatedLabel(state.view.language, "pause", "play").text
                                             : translatedLabel(state.view.language, "play", "play").text))
        state.playback.playing = !state.playback.playing;
}

void drawSearchOptions(AppState& state, PanelCaches& caches) {
    // The boxes' widths are the desk's at a content scale of 1: on a phone, three times as many pixels.
    const float scale = interfaceScale();
    const LabelText speed = translatedLabel(state.view.language, "steps/s", "speed");
    sameLineIfItFits(labelledWidth(speed.text, 120 * scale));
    ImGui::SetNextItemWidth(120 * scale);
    ImGui::SliderFloat(speed.text, &state.playback.eventsPerSecond, 0.5f, 20.0f, "%.1f");

    core::SearchOptions options = state.options;
    sameLineIfItFits(190 * scale);
    ImGui::SetNextItemWidth(190 * scale);
    // The names a reader of the notes knows (search/search_title.h), not --algorithm's.
    nameCombo("##algorithm", core::kAllAlgorithms, options.algorithm,
              [&](core::Algorithm a) { return core::algorithmTitle(state.view.language, a); });
    if (options.algorithm == core::Algorithm::MtdF) {
        // MTD(f)'s first guess: the value the first null-window pass tests.
        ImGui::SameLine();
        ImGui::SetNextItemWidth(70 * scale);
        ImGui::InputDouble("f", &options.firstGuess, 1, 5, "%.0f");
        if (!std::isfinite(options.firstGuess)) options.firstGuess = 0;
    }
    if (options.algorithm == core::Algorithm::Star1) {
        // Star1's L and U, the tree's own range until the teacher types a game's score range.
        core::LeafBounds bounds =
            caches.star1Bounds.get(state.run->revision, [&] { return core::leafBoundsFor(*state.run->tree, options); });
        sameLineIfItFits(labelledWidth("L", 60 * scale));
        ImGui::SetNextItemWidth(60 * scale);
        bool changed = ImGui::InputDouble("L", &bounds.low, 0, 0, "%g");
        sameLineIfItFits(labelledWidth("U", 60 * scale));
        ImGui::SetNextItemWidth(60 * scale);
        changed |= ImGui::InputDouble("U", &bounds.high, 0, 0, "%g");
        if (changed && std::isfinite(bounds.low) && std::isfinite(bounds.high) && bounds.low < bounds.high)
            options.leafBounds = bounds;
    }
    optionCheckbox(translatedLabel(state.view.language, "strict", "strict").text, options.strict);
    optionCheckbox(translatedLabel(state.view.language, "fail-hard", "fail-hard").text, options.failHard);
    // --shallow in the notation's words: VEB's shallow 截断, Linh's rule between a node and its parent.
    const core::Notation notation = state.view.notation;
    optionCheckbox(notation == core::Notation::HorowitzSahni
                       ? translatedLabel(state.view.language, "shallow cutoffs only (VEB)", "shallow").text
                   : notation == core::Notation::NguyenVanLinh
                       ? translatedLabel(state.view.language, "parent–child cuts only", "shallow").text
                       : translatedLabel(state.view.language, "shallow", "shallow").text,
                   options.shallow);
    optionCheckbox(translatedLabel(state.view.language, "negamax form", "negamax").text, options.negamax);
    setOptions(state, options);
}

void drawViewPanel(AppState& state) {
    const float width = 160 * interfaceScale();
    // How the tree is drawn; remembered between runs, like the options.
    // The language and the notation switch at once: every panel reads them each frame.
    ImGui::SetNextItemWidth(width);
    nameCombo(translatedLabel(state.view.language, "language", "language").text, core::kLanguages, state.view.language,
              core::languageName);
    ImGui::SetNextItemWidth(width);
    nameCombo(translatedLabel(state.view.language, "notation", "notation").text, core::kNotations, state.view.notation,
              core::notationName);
    ImGui::Checkbox(translatedLabel(state.view.language, "MAX □ / MIN ○ (instead of ▲ / ▼)", "shapes").text,
                    &state.view.squareCircleShapes);
    ImGui::Checkbox(translatedLabel(state.view.language, "the window (α, β) on every edge", "edges").text,
                    &state.view.windowOnEdges);
    ImGui::Checkbox(translatedLabel(state.view.language, "open lines on tic-tac-toe boards (f(p))", "open lines").text,
                    &state.view.openLines);
    ImGui::Checkbox(translatedLabel(state.view.language, "dark theme", "dark").text, &state.view.darkTheme);
    ImGui::SetNextItemWidth(width);
    ImGui::SliderFloat(translatedLabel(state.view.language, "text size (Ctrl + / −)", "text size").text, &state.view.fontScale,
                       0.5f, 3.0f, "%.1f×");
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", core::cutWord(state.view.wording(), core::CutWord::Keys));  // wraps in a narrow panel
    ImGui::PopStyleColor();
}

float statusLineTextSize(const ViewOptions& view, float displayHeight) {
    // Readable from the back row at any resolution: a share of the window's height, never
    // smaller than the desk sizes (40 px presenting, 26 px at the desk, at a content scale of 1;
    // a phone's screen pixels are smaller: scaled as the panels' text is).
    const float scale = interfaceScale();
    return (view.presentation ? std::max(40.0f * scale, displayHeight * 0.045f)
                              : std::max(26.0f * scale, displayHeight * 0.028f)) *
           view.fontScale;
}

std::string statusSentence(const AppState& state, std::size_t step, bool touch) {
    const core::Language language = state.view.language;
    if (state.practice.active && step == 0) return std::string(core::translate(language, kPracticePrompt));
    if (std::optional<std::string> predicting = predictSentence(state, state.predict, step)) return std::move(*predicting);
    if (touch && step == 0) return core::translate(language, kTapToStart, {{"run", core::runTitle(language, *state.run->trace)}});
    return core::explainStep(state.view.wording(), *state.run->trace, step);
}

namespace {

// The sentence's words for a step, as the status line draws them: typeset as the exports'
// caption is, with one minus sign (U+2212) for numbers and infinities.
std::string drawnSentence(const AppState& state, std::size_t step, bool touch) {
    return core::withMinusSigns(statusSentence(state, step, touch));
}

// How the status line sets a sentence in `room` beside the counter: at `size`, or beyond two
// lines smaller (down to 60 %, never below the panels' text: a narrow phone gets more lines).
struct SentenceSetting {
    float size;
    int lines;
};
SentenceSetting setSentence(ImFont* font, std::string_view text, float size, float width, float room, float counterAt1) {
    const float needed = font->CalcTextSizeA(size, FLT_MAX, 0, text.data(), text.data() + text.size()).x;
    if (needed > 2 * room)
        size = std::max(std::min(size, ImGui::GetFontSize()), size * std::max(0.6f, 2 * room / needed * 0.97f));
    const float gap = counterAt1 > 0 ? size * 0.8f : 0.0f;
    const float lineWidth = std::max(width * 0.3f, width - counterAt1 * size - gap);
    const float scale = size / font->FontSize;
    int lines = 0;
    core::breakLines(
        text, lineWidth,
        [&](char32_t c) { return font->GetCharAdvance(c <= 0xFFFF ? static_cast<ImWchar>(c) : ImWchar{'?'}) * scale; },
        [&](std::string_view) { ++lines; });
    return {size, std::max(lines, 1)};
}

// The height the status line keeps through the run: that of the step whose sentence takes the
// most room, so that the canvas below it never jumps as the sentences change. Measured over
// runs a class steps through (up to kMeasuredSteps); a longer one keeps two lines.
float runSentenceHeight(const AppState& state, bool touch, ImFont* font, float size, float width, float room, float counterAt1) {
    constexpr std::size_t kMeasuredSteps = 1500;
    const float spacing = ImGui::GetStyle().ItemSpacing.y;
    const auto height = [&](SentenceSetting set) { return set.lines * (set.size + spacing); };
    const std::size_t steps = state.run->trace->stepCount();
    if (steps > kMeasuredSteps) return height({size, 2});
    float most = 0;
    for (std::size_t step = 0; step <= steps; ++step)
        most = std::max(most, height(setSentence(font, drawnSentence(state, step, touch), size, width, room, counterAt1)));
    return most;
}

}  // namespace

void drawStatusLine(AppState& state, PanelCaches& caches, const Fonts& fonts, bool withCounter) {
    const bool touch = platform::pointsByTouch();
    const std::string& text = caches.statusLine.get({state.run->revision, state.step, state.practice.active,
                                                     state.predict.revision, state.view.language, state.view.notation},
                                                    [&] { return drawnSentence(state, state.step, touch); });
    const float baseSize = statusLineTextSize(state.view, ImGui::GetIO().DisplaySize.y);
    ImFont* font = fonts.sentenceFont();
    char counter[64] = "";
    if (withCounter) formatStepCounter(state, counter);
    // The counter keeps the right end of the first line; the explanation wraps in the rest: it
    // never covers the counter.
    const float width = ImGui::GetContentRegionAvail().x;
    auto measure = [&](float at, const char* text) { return font->CalcTextSizeA(at, FLT_MAX, 0, text).x; };
    const float counterAt1 = withCounter ? measure(1.0f, counter) : 0.0f;  // the counter's width per pixel of size
    const float room = std::max(width * 0.3f, width - counterAt1 * baseSize - (withCounter ? baseSize * 0.8f : 0.0f));
    const SentenceSetting set = setSentence(font, text, baseSize, width, room, counterAt1);
    const float kept =
        caches.statusLineHeight.get({state.run->revision, state.practice.active, state.predict.revision, state.view.language,
                                     state.view.notation, width, baseSize, font->Glyphs.Size},
                                    [&] { return runSentenceHeight(state, touch, font, baseSize, width, room, counterAt1); });
    const float counterWidth = counterAt1 * set.size;
    const float gap = withCounter ? set.size * 0.8f : 0.0f;
    ImGui::PushFont(font);
    ImGui::SetWindowFontScale(set.size / font->FontSize);
    const ImVec2 start = ImGui::GetCursorPos();
    textWrappedInAnyLanguage(text, false, std::max(width * 0.3f, width - counterWidth - gap));
    const ImVec2 below = ImGui::GetCursorPos();
    if (withCounter) {
        ImGui::SetCursorPos({start.x + width - counterWidth, start.y});
        ImGui::TextDisabled("%s", counter);
        ImGui::SetCursorPos(below);
    }
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
    // The rest of the height the run's longest sentence takes.
    const float drawn = below.y - start.y;
    if (kept > drawn) ImGui::SetCursorPosY(start.y + kept);
}

namespace {

// The room's answers to the question open, by choice, once the presenter has closed it; empty
// before (nobody's answer sways the others) and when no live class is on.
std::vector<std::size_t> roomCounts(const AppState& state) {
    const LiveClass& live = state.live;
    if (!live.active || !live.closed || !live.tally || live.asked != live.tally->question) return {};
    return live.tally->counts;
}

// Under the button just drawn, a bar as wide as its share of the room's answers: the distribution
// read from the back row without the numbers.
void drawShareBar(const std::vector<std::size_t>& counts, std::size_t choice) {
    std::size_t total = 0;
    for (std::size_t n : counts) total += n;
    const float share =
        total == 0 || choice >= counts.size() ? 0 : static_cast<float>(counts[choice]) / static_cast<float>(total);
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    const float height = std::max(4.0f, (max.y - min.y) * 0.12f);
    ImGui::GetWindowDrawList()->AddRectFilled({min.x, max.y - height}, {min.x + (max.x - min.x) * share, max.y},
                                              IM_COL32(0, 114, 178, 255));
}

}  // namespace

void drawPredictChoices(AppState& state, const Fonts& fonts) {
    if (!state.predict.active) return;
    ImFont* font = fonts.sentenceFont();
    const float size = 0.8f * statusLineTextSize(state.view, ImGui::GetIO().DisplaySize.y);
    ImGui::PushFont(font);
    ImGui::SetWindowFontScale(size / font->FontSize);
    const core::Question* question = openQuestion(state, state.predict);
    std::optional<std::size_t> chosen;
    if (!question) ImGui::Dummy({1, ImGui::GetFrameHeight()});
    const std::vector<std::size_t> room = roomCounts(state);
    for (std::size_t i = 0; question && i < question->choices.size(); ++i) {
        std::string label = std::to_string(i + 1) + "  " + core::withMinusSigns(question->choices[i].text);
        if (!room.empty()) label += "  (" + std::to_string(i < room.size() ? room[i] : 0) + ")";
        label += "##choice" + std::to_string(i);
        if (i > 0) sameLineIfItFits(ImGui::CalcTextSize(label.c_str(), nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x);
        if (ImGui::Button(label.c_str()) && !state.live.active) chosen = i;  // a live class answers on its phones
        if (!room.empty()) drawShareBar(room, i);
    }
    if (const std::string said = roomSentence(state, state.live); !said.empty()) ImGui::TextUnformatted(said.c_str());
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
    if (chosen) answerQuestion(state, state.predict, *chosen);  // after the loop: answering moves on
}

void drawTimeline(AppState& state, bool withCounter) {
    int step = static_cast<int>(state.step);
    const int last = static_cast<int>(state.run->trace->stepCount());
    ImGui::SetNextItemWidth(-1);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    if (ImGui::SliderInt("##timeline", &step, 0, last, "")) stepTo(state, static_cast<std::size_t>(step));
    char words[64];
    if (withCounter) formatStepCounter(state, words);
    else std::snprintf(words, sizeof words, core::translate(state.view.language, "step %d"), step);
    wordsBesideGrab(words, step, last);
    // A tick above the slider at every cutoff. Ticks closer than a few pixels are one tick
    // with their count beside it, where the next tick leaves room for the number.
    const float width = ImGui::GetItemRectSize().x, grab = ImGui::GetStyle().GrabMinSize;
    ImDrawList* list = ImGui::GetWindowDrawList();
    const float scale = interfaceScale();  // the ticks' pixels are the desk's at a content scale of 1
    const float mergePixels = 8.0f * scale;
    const ImU32 orange = IM_COL32(213, 94, 0, 255);
    const std::span<const std::uint32_t> cutoffs = timelineCutoffs(state);  // none while practising
    auto xOf = [&](std::uint32_t index) {
        const float t = last > 0 ? static_cast<float>(index + 1) / static_cast<float>(last) : 0;
        return at.x + grab / 2 + t * (width - grab);
    };
    const float countSize = ImGui::GetFontSize() * 0.8f;
    for (std::size_t i = 0; i < cutoffs.size();) {
        const float first = xOf(cutoffs[i]);
        std::size_t end = i + 1;
        while (end < cutoffs.size() && xOf(cutoffs[end]) - first < mergePixels) ++end;
        const float x = (first + xOf(cutoffs[end - 1])) / 2;
        const std::size_t count = end - i;
        list->AddTriangleFilled({x - 5 * scale, at.y - scale}, {x + 5 * scale, at.y - scale}, {x, at.y + 7 * scale}, orange);
        if (count > 1) {
            char number[24];  // any std::size_t in decimal
            std::snprintf(number, sizeof number, "%zu", count);
            const float numberWidth = ImGui::GetFont()->CalcTextSizeA(countSize, FLT_MAX, 0, number).x;
            const float next = end < cutoffs.size() ? xOf(cutoffs[end]) : at.x + width + 1e4f;
            if (x + 6 * scale + numberWidth + 6 * scale < next)
                list->AddText(ImGui::GetFont(), countSize, {x + 6 * scale, at.y - 2 * scale}, orange, number);
        }
        i = end;
    }
}

bool handleKeys(AppState& state, double now) {
    if (ImGui::GetIO().WantTextInput) return false;
    const bool practising = state.practice.active;  // stepping would give the answers away
    const bool shift = ImGui::GetIO().KeyShift;
    auto pressed = [](int key) { return ImGui::IsKeyPressed(key, true); };
    if (!practising) {
        // Presenting a live class, the clicker's forward key at a question asks the room, shows
        // its answers, then reveals (state/live_class.h): each a press of its own, so a key held
        // down to step fast does not close a question the moment it is asked.
        const bool freshForward = ImGui::IsKeyPressed(GLFW_KEY_RIGHT, false) || ImGui::IsKeyPressed(GLFW_KEY_PAGE_DOWN, false);
        if ((pressed(GLFW_KEY_RIGHT) || pressed(GLFW_KEY_PAGE_DOWN)) && !(freshForward && nextRoomMove(state, state.live)))
            stepForward(state);
        if (pressed(GLFW_KEY_LEFT) || pressed(GLFW_KEY_PAGE_UP)) stepBack(state);
        if (pressed(GLFW_KEY_HOME)) stepToStart(state);
        if (pressed(GLFW_KEY_END)) stepToEnd(state);
        if (ImGui::IsKeyPressed(GLFW_KEY_SPACE, false)) state.playback.playing = !state.playback.playing;
        if (pressed(GLFW_KEY_C) && !ImGui::GetIO().KeyCtrl && !holdsBackWhatIsAhead(state))
            shift ? stepToPreviousCutoff(state) : stepToNextCutoff(state);
    }
    // Predicting: a choice's number answers the question asked (the digits a leaf's value
    // takes otherwise).
    if (const core::Question* question = openQuestion(state, state.predict)) {
        for (int digit = 1; digit <= 9 && !state.live.active; ++digit)  // a live class answers on its phones
            if (ImGui::IsKeyPressed(GLFW_KEY_0 + digit, false) || ImGui::IsKeyPressed(GLFW_KEY_KP_0 + digit, false))
                if (static_cast<std::size_t>(digit) <= question->choices.size())
                    answerQuestion(state, state.predict, static_cast<std::size_t>(digit - 1));
        ImGui::GetIO().InputQueueCharacters.resize(0);
    }
    if (state.files.stage == FileBox::Stage::Idle) {
        // Digits typed with a leaf selected become its value on Enter (state/leaf_typing.h).
        for (const ImWchar character : ImGui::GetIO().InputQueueCharacters) typeAtLeaf(state, character);
        if (pressed(GLFW_KEY_BACKSPACE)) eraseTypedCharacter(state);
        if (ImGui::IsKeyPressed(GLFW_KEY_ESCAPE, false)) cancelTyping(state);
        if (ImGui::IsKeyPressed(GLFW_KEY_ENTER, false) || ImGui::IsKeyPressed(GLFW_KEY_KP_ENTER, false))
            enterTypedValue(state, now);
    }
    if (ImGui::IsKeyPressed(GLFW_KEY_F, false)) fitWholeTree(state);
    if (ImGui::IsKeyPressed(GLFW_KEY_J, false) && state.live.active) state.live.showJoin = !state.live.showJoin;
    if (ImGui::GetIO().KeyCtrl && pressed(GLFW_KEY_Z)) undo(state, now);
    if (ImGui::GetIO().KeyCtrl && pressed(GLFW_KEY_Y)) redo(state, now);
    if (ImGui::GetIO().KeyCtrl && pressed(GLFW_KEY_S)) requestSave(state);
    if (ImGui::GetIO().KeyCtrl && pressed(GLFW_KEY_O)) state.files.focusPath = true;
    if (ImGui::GetIO().KeyCtrl && pressed(GLFW_KEY_N)) requestNew(state);
    if (ImGui::GetIO().KeyCtrl && (pressed(GLFW_KEY_EQUAL) || pressed(GLFW_KEY_KP_ADD)))
        state.view.fontScale = std::min(state.view.fontScale * 1.1f, 3.0f);
    if (ImGui::GetIO().KeyCtrl && (pressed(GLFW_KEY_MINUS) || pressed(GLFW_KEY_KP_SUBTRACT)))
        state.view.fontScale = std::max(state.view.fontScale / 1.1f, 0.5f);
    return ImGui::IsKeyPressed(GLFW_KEY_F5, false);
}

}  // namespace ablab::app
