#include "games/nim.h"

#include <algorithm>

#include "games/tictactoe.h"  // GameError
#include "text/translate.h"

namespace ablab::core {

std::vector<Move> NimPosition::moves() const {
    std::vector<Move> moves;
    for (int h = 0; h < static_cast<int>(heaps.size()); ++h)
        for (int n = 1; n <= heaps[static_cast<std::size_t>(h)]; ++n) moves.push_back({h, n});
    return moves;
}

NimPosition NimPosition::play(Move m) const {
    NimPosition after = *this;
    after.heaps[static_cast<std::size_t>(m.at)] -= m.count;
    after.maxMoves = !maxMoves;
    return after;
}

bool NimPosition::over() const {
    return std::all_of(heaps.begin(), heaps.end(), [](int h) { return h == 0; });
}

// Normal play: with nothing left, the side to move has lost, since the other took the last object.
Value NimPosition::evaluate() const {
    if (!over()) return 0;
    return maxMoves ? -1 : 1;
}

std::string NimPosition::moveName(Move m) const { return std::to_string(m.at + 1) + ":" + std::to_string(m.count); }

std::optional<Move> NimPosition::parseMove(std::string_view name) const {
    const std::size_t colon = name.find(':');
    if (colon == std::string_view::npos || colon == 0 || colon + 1 == name.size() || name.size() > 8) return std::nullopt;
    int heap = 0, count = 0;
    for (const char c : name.substr(0, colon)) {
        if (c < '0' || c > '9') return std::nullopt;
        heap = heap * 10 + (c - '0');
    }
    for (const char c : name.substr(colon + 1)) {
        if (c < '0' || c > '9') return std::nullopt;
        count = count * 10 + (c - '0');
    }
    if (heap < 1 || heap > static_cast<int>(heaps.size()) || count < 1 || count > heaps[static_cast<std::size_t>(heap - 1)])
        return std::nullopt;
    return Move{heap - 1, count};
}

std::string NimPosition::format() const {
    std::string text;
    for (std::size_t i = 0; i < heaps.size(); ++i) text += (i ? "," : "") + std::to_string(heaps[i]);
    return text;
}

NimPosition parseNimHeaps(Language language, std::string_view text) {
    const std::string shown = "heaps \"" + std::string(text.substr(0, 40)) + (text.size() > 40 ? "…\"" : "\"");
    const std::string expected =
        translate(language, "expected 1 to {heaps} heaps of 0 to {most} objects separated by commas, such as \"3,4,5\"",
                  {{"heaps", std::to_string(kNimMaxHeaps)}, {"most", std::to_string(kNimMaxHeap)}});
    NimPosition p;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string_view heap = text.substr(start, comma - start);
        if (heap.size() != 1 || heap[0] < '0' || heap[0] > '0' + kNimMaxHeap || p.heaps.size() == kNimMaxHeaps)
            throw GameError(shown + ": " + expected);
        p.heaps.push_back(heap[0] - '0');
        start = comma + 1;
    }
    if (p.over()) throw GameError(shown + ": " + translate(language, "the game is already over: every heap is empty"));
    return p;
}

}  // namespace ablab::core
