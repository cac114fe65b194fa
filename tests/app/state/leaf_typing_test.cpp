// In class: a leaf clicked on the canvas, a number typed, Enter, and the number is the leaf's
// value: it replaces the old one (typing 5 over 2 gives 5, not 25), as an undoable edit.
#include <gtest/gtest.h>

#include <string>

#include "files/tree_file.h"
#include "state/leaf_typing.h"
#include "support/by_label.h"

using namespace ablab;

namespace {

using ablab::testing::byLabel;

app::AppState typingLesson() {
    return app::makeAppState(core::parseTree(core::Language::English, "[[3,12,8],[2,4,6],[14,5,2]]", "test"));
}

void typeKeys(app::AppState& state, const std::string& text) {
    for (const char c : text) app::typeAtLeaf(state, static_cast<char32_t>(c));
}

}  // namespace

TEST(LeafTyping, ANumberTypedAtASelectedLeafReplacesItsValueOnEnter) {
    app::AppState state = typingLesson();
    const core::NodeId c1 = byLabel(*state.run->tree, "C1");
    state.selected = c1;  // the click
    typeKeys(state, "5");
    EXPECT_EQ(app::typedLeafValue(state), "5");
    EXPECT_EQ(state.run->tree->value(c1), 2) << "nothing changes before Enter";
    EXPECT_TRUE(app::enterTypedValue(state, 0));
    EXPECT_EQ(state.run->tree->value(byLabel(*state.run->tree, "C1")), 5);
    EXPECT_TRUE(state.dirty);
    EXPECT_EQ(app::typedLeafValue(state), "") << "entered, the typing is over";
    ASSERT_TRUE(app::undo(state, 0));
    EXPECT_EQ(state.run->tree->value(byLabel(*state.run->tree, "C1")), 2);

    // Backspace, a negative number, a fraction, and inf typed as the panel's box takes it.
    state.selected = c1;
    typeKeys(state, "-17");
    app::eraseTypedCharacter(state);
    typeKeys(state, ".5");
    EXPECT_EQ(app::typedLeafValue(state), "-1.5");
    EXPECT_TRUE(app::enterTypedValue(state, 0));
    EXPECT_EQ(state.run->tree->value(c1), -1.5);
    EXPECT_EQ(app::parseLeafValue("inf"), core::kInfinity);
    EXPECT_EQ(app::parseLeafValue(" -inf "), -core::kInfinity);
    EXPECT_EQ(app::parseLeafValue("+4"), 4);
}

TEST(LeafTyping, WhatIsTypedBelongsToItsLeafAndWhatIsNoValueIsRefused) {
    app::AppState state = typingLesson();
    const core::Tree& tree = *state.run->tree;
    const core::NodeId b1 = byLabel(tree, "B1"), b2 = byLabel(tree, "B2"), b = byLabel(tree, "B");

    // Nothing selected, or an inner node: the keys are not taken (they stay the shortcuts).
    EXPECT_FALSE(app::typeAtLeaf(state, U'5'));
    state.selected = b;
    EXPECT_FALSE(app::typeAtLeaf(state, U'5'));
    EXPECT_FALSE(app::enterTypedValue(state, 0));
    // Letters are never a value's: F still fits the tree, C still steps to a cutoff.
    state.selected = b1;
    EXPECT_FALSE(app::typeAtLeaf(state, U'f'));
    EXPECT_FALSE(app::typeAtLeaf(state, U'c'));

    // Typed at B1, then B2 clicked: B1's digits are not B2's value.
    typeKeys(state, "9");
    state.selected = b2;
    EXPECT_EQ(app::typedLeafValue(state), "");
    EXPECT_FALSE(app::enterTypedValue(state, 0));
    EXPECT_EQ(state.run->tree->value(b1), 3);
    EXPECT_EQ(state.run->tree->value(b2), 12);

    // Escape drops what was typed.
    typeKeys(state, "4");
    app::cancelTyping(state);
    EXPECT_FALSE(app::enterTypedValue(state, 0));
    EXPECT_EQ(state.run->tree->value(b2), 12);

    // Text that is no value: the tree stays, the message says what was typed.
    typeKeys(state, "4-2");
    EXPECT_FALSE(app::enterTypedValue(state, 0));
    EXPECT_EQ(state.run->tree->value(b2), 12);
    EXPECT_FALSE(state.dirty);
    EXPECT_NE(state.message.find("'4-2'"), std::string::npos) << state.message;
    for (const char* text : {"", "-", ".", "1e400", "nan", "infinity", "1.2.3"}) EXPECT_FALSE(app::parseLeafValue(text)) << text;
}
