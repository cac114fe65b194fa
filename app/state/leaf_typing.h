#pragma once
// Typing a leaf's value where the leaf is: click a leaf on the canvas, type a number, press
// Enter, and the number replaces the leaf's value (an edit like any other: undoable, outlined).
// A class corrects a value on the projected tree without hunting for the Node panel's box.
// What is typed is kept here, for the canvas to draw beside the leaf; it belongs to the leaf
// and the tree it was typed at, so selecting another node or any change of the tree drops it.
#include <optional>
#include <string>
#include <string_view>

#include "state/app_state.h"

namespace ablab::app {

// A leaf value as typed: a number, inf, +inf or -inf (surrounding spaces allowed); nullopt
// for anything else.
std::optional<core::Value> parseLeafValue(std::string_view text);

// The text typed at the selected leaf so far, "" when nothing is (or what was typed belongs to
// another node or another tree).
std::string_view typedLeafValue(const AppState& state);

// Keys typed on the canvas (not in a text box). Returns whether the key was taken: a character
// is taken when a leaf is selected and it can be part of a number (a digit, '-', '+', '.').
bool typeAtLeaf(AppState& state, char32_t character);
void eraseTypedCharacter(AppState& state);  // Backspace
void cancelTyping(AppState& state);         // Escape
// Enter: applies the typed value to the selected leaf and returns whether it did. Nothing typed
// is no edit; text that is no value leaves the tree alone and says why in state.message.
bool enterTypedValue(AppState& state, double now);

}  // namespace ablab::app
