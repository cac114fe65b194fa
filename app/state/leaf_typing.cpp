#include "state/leaf_typing.h"

#include <charconv>
#include <cmath>

#include "model/tree_edit.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

bool typingHere(const AppState& state) {
    return !state.typing.text.empty() && state.typing.leaf == state.selected && state.typing.revision == state.run->revision;
}

bool selectedLeaf(const AppState& state) {
    return state.selected < state.run->tree->size() && state.run->tree->isLeaf(state.selected);
}

}  // namespace

std::optional<core::Value> parseLeafValue(std::string_view text) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    if (text == "inf" || text == "+inf") return core::kInfinity;
    if (text == "-inf") return -core::kInfinity;
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    // A number too large for a double is refused too: it would be ±inf under another name.
    if (text.empty() || error != std::errc() || end != text.data() + text.size() || !std::isfinite(value)) return std::nullopt;
    return value;
}

std::string_view typedLeafValue(const AppState& state) { return typingHere(state) ? state.typing.text : std::string_view(); }

bool typeAtLeaf(AppState& state, char32_t character) {
    const bool numeric = (character >= '0' && character <= '9') || character == '-' || character == '+' || character == '.';
    if (!numeric || !selectedLeaf(state)) return false;
    if (!typingHere(state)) state.typing = {{}, state.selected, state.run->revision};
    state.typing.text += static_cast<char>(character);
    return true;
}

void eraseTypedCharacter(AppState& state) {
    if (typingHere(state)) state.typing.text.pop_back();
}

void cancelTyping(AppState& state) { state.typing = {}; }

bool enterTypedValue(AppState& state, double now) {
    if (!typingHere(state) || !selectedLeaf(state)) return false;
    const std::string text = std::move(state.typing.text);
    const core::NodeId leaf = state.selected;
    state.typing = {};
    const std::optional<core::Value> value = parseLeafValue(text);
    if (!value) {
        state.message =
            core::translate(state.view.language, "a leaf value is a number, inf or -inf, not '{text}'", {{"text", text}});
        return false;
    }
    return applyEdit(state, now, [&](const core::Tree& tree) { return core::withLeafValue(tree, leaf, *value); });
}

}  // namespace ablab::app
