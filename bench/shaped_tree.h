#pragma once
// The trees the benchmarks read, search and draw, each built one way for all of them.
#include <memory>
#include <random>

#include "games/tictactoe.h"
#include "model/tree.h"

namespace ablab::core {

// The whole tic-tac-toe game tree itself, as `ablab game tictactoe --no-symmetry --eval
// win-loss` writes it (549,946 nodes; a 32 MB file), made once.
inline std::shared_ptr<const Tree> wholeGameTree() {
    static const std::shared_ptr<const Tree> tree = [] {
        TicTacToeOptions options;
        options.symmetry = false;
        options.eval = TicTacToeEval::WinLoss;
        return std::make_shared<const Tree>(makeTicTacToeTree(Language::English, options));
    }();
    return tree;
}

// The shape of the real tic-tac-toe game tree, no symmetry folding: a node at depth d has 9 − d
// children until the game ends, and it ends where three in a row ends it (549,946 nodes,
// 255,168 leaves) instead of at depth 9 (986,410 nodes). That hits the ~550,000 nodes asked
// for with a shape anyone can rebuild, and minimax on it yields 1,249,239 events, the size
// the random-access benchmark wants. Leaf values are uniform in [-100, 100] from a fixed
// seed, so where α-β cuts depends on them, not on the game.
inline std::shared_ptr<const Tree> ticTacToeShapedTree() {
    static const std::shared_ptr<const Tree> tree = [] {
        const Tree& game = *wholeGameTree();
        TreeBuilder builder;
        std::mt19937_64 random(550'000);
        for (NodeId n = 0; n < game.size(); ++n) {
            const NodeId added = builder.addNode(game.parent(n));
            if (game.isLeaf(n)) builder.setValue(added, static_cast<Value>(random() % 201) - 100);
        }
        return std::make_shared<const Tree>(std::move(builder).build());
    }();
    return tree;
}

}  // namespace ablab::core
