#pragma once
// The engine's reply to a position: the tree below it (games/game_tree.h) searched through
// core::Run with the chosen algorithm, so the reply's search is a run like any lesson. The
// move is the root child the search chose (the leftmost among the best), the line of play is
// the search's chosen path (picture/scene.h's chosenPath), values are MAX's.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/game.h"
#include "games/game_tree.h"
#include "model/tree.h"
#include "run/run.h"
#include "search/search_options.h"

namespace ablab::core {

struct ReplyOptions {
    Algorithm algorithm = Algorithm::AlphaBeta;
    // α-β at depth 1, 2, … up to `depth` (or the end of the game), each iteration searching the
    // previous one's best move first; the reply's run is the last iteration's.
    bool iterativeDeepening = false;
    std::optional<std::uint32_t> depth;  // plies; none: to the end of every game
    MoveOrder order = MoveOrder::File;   // Score: best-first by the evaluation of each move's position
    bool transpositions = false;         // α-β and minimax: a transposition table over the tree's boards
};

struct DeepeningStep {
    std::uint32_t depth = 0;
    Value value = 0;
    std::string move;
    std::size_t leaves = 0;
    std::size_t nodes = 0;           // visited
    std::shared_ptr<const Run> run;  // this iteration's search, to step like the reply's
};

struct Reply {
    std::shared_ptr<const Run> run;  // the search behind the reply
    Move move;
    std::string moveName;                   // "c1", "d", "2:3"
    Value value = 0;                        // the position's value for MAX, as searched
    std::vector<std::string> pv;            // the line of play the search expects, the reply first
    std::vector<DeepeningStep> iterations;  // iterative deepening only: every depth searched
};

namespace detail {
struct SearchedTree {
    std::shared_ptr<const Run> run;
    std::vector<std::string> pv;  // labels' move names along the chosen path
    std::vector<DeepeningStep> iterations;
};
// Searches trees made by `makeTree(depth)` (depth none: to the end) as `options` ask.
SearchedTree searchGameTrees(const std::function<Tree(std::optional<std::uint32_t>)>& makeTree, const ReplyOptions& options);
}  // namespace detail

// Throws GameError when the game is over (there is nothing to reply) or the tree would be too big.
template <GamePosition P>
Reply engineReply(Language language, const P& position, const ReplyOptions& options) {
    if (position.moves().empty())
        throw GameError(translate(language, "position \"{position}\": the game is over, there is no move to make",
                                  {{"position", position.format()}}));
    GameTreeOptions treeOptions;
    treeOptions.scoreByEvaluation = options.order == MoveOrder::Score;
    const detail::SearchedTree searched = detail::searchGameTrees(
        [&](std::optional<std::uint32_t> depth) {
            GameTreeOptions at = treeOptions;
            at.depth = depth;
            return makeGameTree(language, position, at);
        },
        options);
    Reply reply;
    reply.run = searched.run;
    reply.pv = searched.pv;
    reply.iterations = searched.iterations;
    reply.value = searched.run->trace->rootValue();
    reply.moveName = reply.pv.at(0);
    reply.move = position.parseMove(reply.moveName).value();  // a name the position itself gave
    return reply;
}

}  // namespace ablab::core
