#pragma once
// The page's text and its controls' actions (web_page_text.cpp), each done on the window's state
// by the window's loop when the page asks for it (web_platform.cpp's serveRequests).
#include <nlohmann/json_fwd.hpp>

#include <string>

namespace ablab::app {
struct AppState;
}

namespace ablab::app::platform {

// The status line, the counter, the page's words and choices, as JSON.
std::string pageText(const AppState& state);
// The lecture library in the window's language, as JSON {language, lessons: [{title, examples:
// [{name, title, current}]}]}: each example by the name a link opens it by.
std::string library(AppState& state);
// The outline, as JSON {nodes, open, items}: the nodes in preorder, descending only into the open
// ones (`asked`: {open: the ids the page keeps open, nodes: the tree size it keeps them for,
// wholeUpTo: a new tree of at most so many nodes opens whole, most: at most so many items}) and
// those on the way to the step's node; `open` is the open set used, for the page to keep.
std::string outline(const AppState& state, const nlohmann::json& asked);
// The page's step and view controls: first, back, forward, last, previous-cutoff, next-cutoff,
// practice (on or off), check (practising), language:CODE, notation:CODE, algorithm:NAME.
void pageCommand(AppState& state, const std::string& command);
// Practising: the student's answer for a node from the outline (an inner node's value, and
// whether it is marked as the root of a pruned subtree), through the practice panel's own
// setters. Returns "" or why the value was refused (it is kept, as the panel keeps it).
std::string practiceEntry(AppState& state, long long node, const std::string& text, bool pruned);
// A leaf's new value from the outline, through the same edit as the canvas's (undoable, the
// search re-run, the changed nodes outlined). Returns "" or why the text was refused.
std::string editLeaf(AppState& state, double now, long long node, const std::string& text);

}  // namespace ablab::app::platform
