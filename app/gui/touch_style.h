#pragma once
// A phone's widgets are touch targets: held upright, every frame (button, check box, combo,
// slider, text box) is a fingertip tall, 44 CSS px (WCAG 2.5.5), and a list's row as tall as a
// frame. The style is pushed for the frame by drawFrame (frame.cpp) and read back by the lists.
namespace ablab::app {

inline constexpr float kTouchTarget = 44;  // CSS px at a content scale of 1: a fingertip

// Pushes the phone's style (taller frames, a tighter window edge so the tree keeps the screen)
// at `contentScale` screen pixels per CSS pixel; before ImGui::Begin, so the window's padding
// follows. Returns how many style variables to pop.
int pushTouchStyle(float contentScale);

// The height to give a list's row (ImGui::Selectable's size): with the item spacing ImGui adds
// around it, as tall as a frame. On the desk that is the line of text it always was; on a phone
// a fingertip.
float listRowHeight();

// A tree node's flags for its frame: on a phone it takes a frame's padding, so that it is a
// fingertip tall as a button is; on the desk it keeps its line of text (0).
int treeNodeFrameFlags();

// ImGui's TableHeadersRow for a table of `columns`: its height on the desk (a line of text and
// the cells' padding), a fingertip on a phone, where the headers are touch targets too.
void tableHeadersRow(int columns);

// A button inside a line of text: ImGui's small one on the desk, a fingertip tall on a phone.
bool inlineButton(const char* label);

}  // namespace ablab::app
