#pragma once
// Game positions on the picture: a board's squares and marks on a card, and for tic-tac-toe the
// lines still open for each side with the number the notes compute from them (朱福喜's f(p)).
// The one place the picture knows a game.
#include <string>
#include <string_view>

#include "picture/paint.h"

namespace ablab::core {

// A game position as a grid of squares `cell` pixels wide from `topLeft`, on a card of the
// theme's background: paintScene draws one above a node, the window's Node panel one on its own.
struct BoardBox {
    Point topLeft;
    float cell = 0;  // a square's side in pixels
    BoardGrid grid;  // boardGrid(board); not empty
};
// X in α's colour and O in β's (both in the pruned ink when `faded`).
void drawBoard(Painter& painter, const BoardBox& box, std::string_view board, const Theme& theme, bool faded);

// The lines still open on a tic-tac-toe board, X's and O's; nothing for other boards or
// finished games.
void drawOpenLines(Painter& painter, const BoardBox& box, std::string_view board, const Theme& theme);
// "f(p) = 5 − 6 = −1" for a tic-tac-toe position in play (games/tictactoe.h); "" for any other board.
std::string openLinesFormula(std::string_view board);

}  // namespace ablab::core
