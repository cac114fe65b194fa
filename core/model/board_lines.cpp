#include "model/board_lines.h"

namespace ablab::core {

bool countOpenLines(std::string_view board, OpenLineCounts& out) {
    if (board.size() != 11 || board[3] != '/' || board[7] != '/') return false;
    char squares[9];
    int filled = 0;
    for (std::size_t i = 0; i < board.size(); ++i) {
        if (i == 3 || i == 7) continue;
        const char c = board[i] == 'x' ? 'X' : board[i] == 'o' ? 'O' : board[i];
        if (c != 'X' && c != 'O' && c != '.') return false;
        squares[filled++] = c;
    }
    out = {};
    for (const auto& line : kBoardLines) {
        out.x += squares[line[0]] != 'O' && squares[line[1]] != 'O' && squares[line[2]] != 'O';
        out.o += squares[line[0]] != 'X' && squares[line[1]] != 'X' && squares[line[2]] != 'X';
    }
    return true;
}

}  // namespace ablab::core
