#pragma once
// Positions of a game (games/game.h) to test the engine on: each reached from `start` by up to
// `mostPlies` random moves, none of them finished, from a seed so that a failure repeats.
#include <cstdint>
#include <random>
#include <vector>

#include "games/game.h"

namespace ablab::testing {

template <core::GamePosition P>
std::vector<P> randomPositions(const P& start, int count, std::uint32_t seed, int mostPlies) {
    std::mt19937 random(seed);
    std::vector<P> positions;
    while (static_cast<int>(positions.size()) < count) {
        P p = start;
        const int plies = static_cast<int>(random() % static_cast<unsigned>(mostPlies + 1));
        for (int i = 0; i < plies; ++i) {
            const std::vector<core::Move> moves = p.moves();
            if (moves.empty()) break;
            const P next = p.play(moves[random() % moves.size()]);
            if (next.over()) break;
            p = next;
        }
        positions.push_back(p);
    }
    return positions;
}

}  // namespace ablab::testing
