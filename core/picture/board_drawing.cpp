#include "picture/board_drawing.h"

#include <algorithm>
#include <tuple>

#include "games/tictactoe.h"

namespace ablab::core {

// X is MAX and O is MIN, so X takes α's colour and O β's; the shapes tell them apart without
// colour, and the grid stays light so that the marks stand out on a projector.
namespace {

// Nim: each heap a row of counters on the card, left-aligned, so heaps compare at a glance.
void drawHeaps(Painter& painter, const BoardBox& box, std::string_view heaps, const Theme& theme, bool faded) {
    const float cell = box.cell;
    const Color ink = faded ? theme.prunedInk : theme.ink;
    for (int r = 0; r < box.grid.rows; ++r) {
        const int count = heaps[static_cast<std::size_t>(2 * r)] - '0';
        const float y = box.topLeft.y + cell * (static_cast<float>(r) + 0.5f);
        for (int c = 0; c < count; ++c)
            painter.circle({box.topLeft.x + cell * (static_cast<float>(c) + 0.5f), y}, cell * 0.32f, ink,
                           Stroke{ink, 1, LineStyle::Solid});
    }
}

}  // namespace

void drawBoard(Painter& painter, const BoardBox& box, std::string_view board, const Theme& theme, bool faded) {
    const float cell = box.cell;
    const float width = cell * static_cast<float>(box.grid.cols), height = cell * static_cast<float>(box.grid.rows);
    const Point& o = box.topLeft;
    const Stroke grid{mix(theme.background, theme.faint, 0.5f), std::max(1.0f, cell * 0.06f), LineStyle::Solid};
    // Edges that pass behind the card still show through faintly, so no line seems to end at it.
    Color cardFill = theme.background;
    cardFill.a = 215;
    const Point card[] = {{o.x, o.y}, {o.x + width, o.y}, {o.x + width, o.y + height}, {o.x, o.y + height}};
    painter.polygon(card, cardFill, grid);
    if (box.grid.heaps) return drawHeaps(painter, box, board, theme, faded);
    for (int c = 1; c < box.grid.cols; ++c) {
        const float x = o.x + cell * static_cast<float>(c);
        painter.line({x, o.y}, {x, o.y + height}, grid);
    }
    for (int r = 1; r < box.grid.rows; ++r) {
        const float y = o.y + cell * static_cast<float>(r);
        painter.line({o.x, y}, {o.x + width, y}, grid);
    }
    const float mark = std::max(1.5f, cell * 0.13f), inset = cell * 0.2f;
    for (int r = 0; r < box.grid.rows; ++r) {
        for (int c = 0; c < box.grid.cols; ++c) {
            const char square = board[static_cast<std::size_t>(r * (box.grid.cols + 1) + c)];
            const float x = o.x + cell * static_cast<float>(c), y = o.y + cell * static_cast<float>(r);
            if (square == 'X' || square == 'x') {
                const Stroke ink{faded ? theme.prunedInk : theme.alpha, mark, LineStyle::Solid};
                painter.line({x + inset, y + inset}, {x + cell - inset, y + cell - inset}, ink);
                painter.line({x + cell - inset, y + inset}, {x + inset, y + cell - inset}, ink);
            } else if (square == 'O' || square == 'o') {
                const Stroke ink{faded ? theme.prunedInk : theme.beta, mark, LineStyle::Solid};
                painter.circle({x + cell / 2, y + cell / 2}, cell / 2 - inset, std::nullopt, ink);
            }
        }
    }
}

// 朱福喜's f(p) drawn on a tic-tac-toe board: each line still open for X in X's colour, a little
// above and left of the line's centre, each line open for O in O's, below and right, so that a
// line open for both shows twice. Nothing for other boards or finished games.
void drawOpenLines(Painter& painter, const BoardBox& box, std::string_view board, const Theme& theme) {
    if (box.grid.rows != 3 || box.grid.cols != 3) return;
    TicTacToeBoard position;
    try {
        position = parseTicTacToePosition(Language::English, board);  // its message is not shown
    } catch (const GameError&) {
        return;
    }
    const float cell = box.cell, shift = cell * 0.08f;
    const auto centre = [&](int square, float offset) {
        return Point{box.topLeft.x + cell * (static_cast<float>(square % 3) + 0.5f) + offset,
                     box.topLeft.y + cell * (static_cast<float>(square / 3) + 0.5f) + offset};
    };
    for (const auto& [side, colour, offset] : {std::tuple{'X', theme.alpha, -shift}, std::tuple{'O', theme.beta, shift}}) {
        Color ink = colour;
        ink.a = 170;
        const Stroke stroke{ink, std::max(1.0f, cell * 0.07f), LineStyle::Solid};
        for (const auto& line : ticTacToeOpenLineSquares(position, side))
            painter.line(centre(line[0], offset), centre(line[2], offset), stroke);
    }
}

std::string openLinesFormula(std::string_view board) { return ticTacToeOpenLinesFormula(board); }

}  // namespace ablab::core
