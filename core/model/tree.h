#pragma once
// The game tree: flat arrays indexed by node id, no per-node heap allocation.
//
// Nodes are numbered in preorder (the root is 0), so a subtree is the contiguous id range
// [n, subtreeEnd(n)), and children always have larger ids than their parent. Every algorithm
// in ablab walks these arrays with explicit stacks or plain loops: a tree may be 200,000 deep.
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "model/algorithm.h"
#include "model/leaf_bounds.h"
#include "model/localized_text.h"
#include "model/value.h"
#include "text/notation.h"

namespace ablab::core {

using NodeId = std::uint32_t;
inline constexpr NodeId kNoNode = 0xFFFFFFFFu;

enum class Player : std::uint8_t { Max, Min };

inline constexpr Player opponent(Player p) { return p == Player::Max ? Player::Min : Player::Max; }
std::string_view playerName(Player p);  // "max" / "min", as in tree files

// The text a tree was read from, kept so that saving keeps what ablab does not edit
// (files/tree_file.h). Shared by every edit of the tree.
struct SourceDocument;

// The option set answers to a tree are graded under: an exercise's "exercise_options"
// (docs/formats/tree-format.md). teaching/exercise.h turns it into SearchOptions.
struct ExerciseOptions {
    bool strict = false;    // cut only when α > β
    bool failHard = false;  // values clamped to the window
    bool operator==(const ExerciseOptions&) const = default;
};

// The voice a lesson opens in, as its notes teach it: their notation, their procedure and its
// variants ("notation", "algorithm", "strict", "fail_hard", "shallow", "negamax", and Star1's
// "bounds" in a tree document; docs/formats/tree-format.md). Each is unset when the document does not name it.
// What is chosen explicitly (a flag, a link, the student) wins over it, and it wins over the
// defaults and what was remembered: run/opening.h decides, for every program.
struct LessonVoice {
    std::optional<Notation> notation;
    std::optional<Algorithm> algorithm;
    std::optional<bool> strict, failHard, shallow, negamax;
    std::optional<LeafBounds> bounds;  // Star1's: what its lesson says every leaf lies within
    bool empty() const { return !notation && !algorithm && !strict && !failHard && !shallow && !negamax && !bounds; }
    bool operator==(const LessonVoice&) const = default;
};

// What a tree file says about itself; everything optional. The human texts may be given per
// language: show them with .in(language) (that language, else English).
struct TreeInfo {
    LocalizedText title;
    LocalizedText description;
    LocalizedText source;
    std::string expectJson;                          // the lecture library's "expect" block, kept verbatim (compact JSON)
    std::optional<ExerciseOptions> exerciseOptions;  // nullopt: the tree states none (any lecture tree)
    LessonVoice voice;                               // the notation and procedure the lesson opens in
    std::shared_ptr<const SourceDocument> document;  // null for a tree not read from text (or too big to keep)
    // What reading another format noticed, for the status line and `ablab trace`; never saved.
    bool proposesStrict = false;  // the format's course prunes only when α > β (CS188)
    std::string formatNotes;      // what the file said that ablab does not keep, in one line
};

class TreeBuilder;

// Texts of nodes, many and short (a game tree's boards, every tree's labels): the nodes that
// have one, in order (none listed while every node from 0 on has one), and their texts end to
// end in one buffer. A std::string per node cost 32 to 40 bytes a node before its text, and a
// fresh page every hundred nodes.
class NodeTexts {
public:
    // n's text; "" when it has none.
    std::string_view find(NodeId n) const;
    // Gives n a text. Nodes come in any order; the last text given to a node holds. Inline for
    // a reader's texts, which come in node order.
    void set(NodeId n, std::string_view text) {
        const bool next = m_dense ? n == m_ends.size() : m_nodes.empty() || m_nodes.back() < n;
        if (!next || m_chars.capacity() - m_chars.size() < text.size()) return setSlowly(n, text);
        if (!m_dense) m_nodes.push_back(n);
        m_chars.appendWithinCapacity(text);
        m_ends.push_back(static_cast<std::uint32_t>(m_chars.size()));
    }
    // Room for about `nodes` texts of `bytes` bytes each.
    void reserve(std::size_t nodes, std::size_t bytes);
    bool empty() const { return m_ends.empty(); }
    // In node order, once every text is set (a no-op for texts given in order, as readers give them).
    void sort();
    // The texts in node order (after sort()): the i-th node that has one, and its text.
    std::size_t count() const { return m_ends.size(); }
    NodeId nodeAt(std::size_t i) const { return m_dense ? static_cast<NodeId>(i) : m_nodes[i]; }
    std::string_view textAt(std::size_t i) const {
        const std::uint32_t begin = i == 0 ? 0 : m_ends[i - 1];
        return m_chars.view().substr(begin, m_ends[i] - begin);
    }

private:
    // The texts end to end. Not a std::string: its append, a call into the library for a board
    // of eleven bytes, was most of what a reader paid for each board and label.
    class Chars {
    public:
        Chars() = default;
        Chars(const Chars& other) { *this = other; }
        Chars& operator=(const Chars& other);
        Chars(Chars&&) noexcept = default;
        Chars& operator=(Chars&&) noexcept = default;
        std::size_t size() const { return m_size; }
        std::size_t capacity() const { return m_capacity; }
        std::string_view view() const { return {m_bytes.get(), m_size}; }
        void reserve(std::size_t bytes);  // at most 4 GiB: texts are found by 32-bit offsets
        void appendWithinCapacity(std::string_view text) {
            char* to = m_bytes.get() + m_size;
            const char* from = text.data();
            const std::size_t k = text.size();
            // A label or a board is a few bytes: two overlapping moves of a fixed size, which
            // the compiler inlines, instead of a call to memcpy (a sixth of reading a board).
            if (k >= 8 && k <= 16) {
                std::memcpy(to, from, 8);
                std::memcpy(to + k - 8, from + k - 8, 8);
            } else if (k >= 4 && k < 8) {
                std::memcpy(to, from, 4);
                std::memcpy(to + k - 4, from + k - 4, 4);
            } else if (k > 0 && k < 4) {
                to[0] = from[0], to[k / 2] = from[k / 2], to[k - 1] = from[k - 1];
            } else if (k > 16) {
                std::memcpy(to, from, k);
            }
            m_size += k;
        }
        void shrinkTo(std::size_t size) { m_size = size; }

    private:
        std::unique_ptr<char[]> m_bytes;
        std::size_t m_size = 0, m_capacity = 0;
    };

    void setSlowly(NodeId n, std::string_view text);

    // Dense: text i is node i's, as a file that labels every node gives them, and m_nodes is
    // empty (an array counting 0, 1, 2, … was 2.2 MB for the whole game tree's labels, as much
    // for its boards, and a push for every text). The first text out of that order lists them.
    bool m_dense = true;
    std::vector<NodeId> m_nodes;        // when not dense: the nodes that have a text, text i node m_nodes[i]
    std::vector<std::uint32_t> m_ends;  // text i is m_chars[m_ends[i - 1], m_ends[i])
    Chars m_chars;
    bool m_sorted = true;
};

class Tree {
public:
    std::size_t size() const { return s().m_parent.size(); }
    static constexpr NodeId root() { return 0; }

    NodeId parent(NodeId n) const { return s().m_parent[n]; }
    std::span<const NodeId> children(NodeId n) const {
        return {s().m_children.data() + s().m_childBegin[n], s().m_childBegin[n + 1] - s().m_childBegin[n]};
    }
    std::size_t childCount(NodeId n) const { return s().m_childBegin[n + 1] - s().m_childBegin[n]; }
    bool isLeaf(NodeId n) const { return childCount(n) == 0; }
    // Position of n among its parent's children (0 for the root).
    std::uint32_t childIndex(NodeId n) const { return s().m_childIndex[n]; }
    std::uint32_t depth(NodeId n) const { return s().m_depth[n]; }
    NodeId subtreeEnd(NodeId n) const { return s().m_subtreeEnd[n]; }
    bool isAncestorOrSelf(NodeId ancestor, NodeId n) const { return ancestor <= n && n < s().m_subtreeEnd[ancestor]; }

    Player player(NodeId n) const { return static_cast<Player>(s().m_player[n]); }
    std::optional<Player> playerOverride(NodeId n) const;
    // Expectiminimax: a chance node (a roll of the dice) is no player's move; its value is its
    // children's weighted by their probabilities, and the player who moved into it moves next
    // after it (player(n) of a chance node is that mover's opponent, as if it had moved).
    bool isChance(NodeId n) const { return s().m_override[n] == kChanceOverride; }
    bool hasChanceNodes() const { return s().m_hasChance; }
    bool hasProbabilities() const { return !s().m_probabilities.empty(); }  // on any node
    // The probability written on the edge into n, a chance node's child (chance/weights.h
    // gives the weights the missing ones share).
    std::optional<Value> probability(NodeId n) const;
    Player firstPlayer() const { return s().m_firstPlayer; }

    Value value(NodeId n) const { return (*m_values)[n]; }  // meaningful for leaves only
    std::span<const Value> values() const { return *m_values; }
    // The same tree with other leaf values (one per node, as values() gives them): shares
    // everything else, so that an edit of a value copies one array and nothing more.
    Tree withValues(std::vector<Value> values) const;
    // Whether two trees differ at most in their values: a layout made for one fits the other.
    bool sameStructure(const Tree& other) const { return m_structure == other.m_structure; }
    std::string_view label(NodeId n) const { return s().m_labels.textAt(n); }
    bool hasExplicitLabel(NodeId n) const { return s().m_explicitLabel[n] != 0; }
    // The note in `language` (else English); noteTexts(n) has every language the file gave.
    std::string_view note(NodeId n, Language language) const;
    bool hasNote(NodeId n) const;                    // in any language
    const LocalizedText* noteTexts(NodeId n) const;  // null when n has no note
    // A game position drawn inside the node ("X.O/.X./..O" for tic-tac-toe); "" for most trees.
    std::string_view board(NodeId n) const;
    // A move's score from the game's move generator (gomoku's line patterns), if it has one:
    // --order score searches children by descending score.
    std::optional<Value> score(NodeId n) const;

    // The label on the edge from n's parent to n: the move or action ("Left"); "" for most trees.
    std::string_view edgeLabel(NodeId n) const;

    const TreeInfo& info() const { return s().m_info; }
    std::size_t leafCount() const { return s().m_leafCount; }
    std::uint32_t height() const { return s().m_height; }

    // The child indices from the root to n; [] for the root.
    std::vector<std::uint32_t> pathOf(NodeId n) const;
    // The node at a path of child indices, or kNoNode.
    NodeId nodeAt(std::span<const std::uint32_t> path) const;

private:
    friend class TreeBuilder;
    static constexpr std::uint8_t kChanceOverride = 3;  // m_override: 0 none, 1 max, 2 min, 3 chance

    // Everything but the leaf values: what an edit of a value leaves alone, shared by the trees
    // before and after it (and by their layout).
    struct Structure {
        std::vector<NodeId> m_parent;
        std::vector<std::uint32_t> m_childBegin;  // size()+1 offsets into m_children
        std::vector<NodeId> m_children;
        std::vector<std::uint32_t> m_childIndex;
        std::vector<std::uint32_t> m_depth;
        std::vector<NodeId> m_subtreeEnd;
        std::vector<std::uint8_t> m_player;
        std::vector<std::uint8_t> m_explicitLabel;
        std::vector<std::uint8_t> m_override;                   // 0 none, 1 max, 2 min
        NodeTexts m_labels;                                     // every node's, the file's or an automatic one: textAt(n) is n's
        std::vector<std::pair<NodeId, LocalizedText>> m_notes;  // sorted by node; most nodes have none
        NodeTexts m_boards;                                     // only game trees have them
        std::vector<std::pair<NodeId, Value>> m_scores;         // sorted by node; only scored game trees have them
        std::vector<std::pair<NodeId, std::string>> m_edgeLabels;  // sorted by node; most trees have none
        std::vector<std::pair<NodeId, Value>> m_probabilities;     // sorted by node; only chance trees have them
        bool m_hasChance = false;
        TreeInfo m_info;
        Player m_firstPlayer = Player::Max;
        std::size_t m_leafCount = 0;
        std::uint32_t m_height = 0;
    };
    // A default Tree is empty (no nodes), as a tree waiting to be assigned.
    std::shared_ptr<const Structure> m_structure = std::make_shared<const Structure>();
    std::shared_ptr<const std::vector<Value>> m_values = std::make_shared<const std::vector<Value>>();
    const Structure& s() const { return *m_structure; }
};

// Builds a Tree from nodes added in preorder: every node's parent must already exist, and a
// node's subtree must be complete before its next sibling is added (what a depth-first walk
// or a streaming parser produces naturally).
class TreeBuilder {
public:
    // kNoNode for the root. Inline: a reader adds half a million nodes in a row.
    NodeId addNode(NodeId parent) {
        if (parent == kNoNode ? !m_parent.empty() : parent >= m_parent.size()) outOfPreorder();
        const auto id = static_cast<NodeId>(m_parent.size());
        m_parent.push_back(parent);
        m_value.push_back(0);
        m_override.push_back(0);
        return id;
    }
    // Room for about `nodes` nodes, so that a big document's arrays are not copied as they grow
    // (each doubling touches fresh pages: most of a big tree's load time).
    void reserve(std::size_t nodes);
    void setValue(NodeId n, Value v) { m_value[n] = v; }
    void setLabel(NodeId n, std::string_view label) {
        if (m_labels.empty()) roomForTextsLike(m_labels, label);
        m_labels.set(n, label);
    }
    void setNote(NodeId n, LocalizedText note);
    void setBoard(NodeId n, std::string_view board) {
        if (m_boards.empty()) roomForTextsLike(m_boards, board);
        m_boards.set(n, board);
    }
    void setScore(NodeId n, Value score);
    void setEdgeLabel(NodeId n, std::string label);
    void setPlayerOverride(NodeId n, std::optional<Player> p);
    void setChance(NodeId n) { m_override[n] = Tree::kChanceOverride; }
    void setProbability(NodeId n, Value p) {  // the last one set for n holds
        if (!m_probabilities.empty() && m_probabilities.back().first == n) m_probabilities.back().second = p;
        else m_probabilities.emplace_back(n, p);
    }
    void setFirstPlayer(Player p) { m_firstPlayer = p; }
    TreeInfo& info() { return m_info; }
    std::size_t size() const { return m_parent.size(); }
    NodeId lastAdded() const { return static_cast<NodeId>(m_parent.size() - 1); }

    // Finishes the tree: children lists, players, depths and automatic labels.
    Tree build() &&;

private:
    [[noreturn]] static void outOfPreorder();
    // Room in `texts` for a text per node like `first`: a game tree's labels and boards are all alike.
    void roomForTextsLike(NodeTexts& texts, std::string_view first) const;

    std::vector<NodeId> m_parent;
    std::vector<Value> m_value;
    std::vector<std::uint8_t> m_override;
    NodeTexts m_labels;  // the labels the file gave; build() makes the others
    std::vector<std::pair<NodeId, LocalizedText>> m_notes;
    NodeTexts m_boards;
    std::vector<std::pair<NodeId, Value>> m_scores;
    std::vector<std::pair<NodeId, std::string>> m_edgeLabels;
    std::vector<std::pair<NodeId, Value>> m_probabilities;
    TreeInfo m_info;
    Player m_firstPlayer = Player::Max;
};

// The automatic label scheme, one a teacher can say out loud (documented in docs/formats/tree-format.md):
// the root is "A", its children "B", "C", "D", … (then "AA", "AB", …); below them each level
// appends the child's number or letter in turn: "C2" is C's second child, "C2b" that node's
// second child, "C2b1" its first. Past depth 8 a label would be too long to say, so deeper
// nodes are "#" + their preorder number; so are the children of a label longer than 40 bytes.
std::string autoLabel(std::string_view parentLabel, std::uint32_t depth, std::uint32_t childIndex, NodeId id);

// Builds a shorthand tree from nested initializer data in tests and benchmarks.
Tree makeUniformTree(std::uint32_t branching, std::uint32_t depth, std::span<const Value> leafValues);
// Adds the same uniform tree to an empty builder: leaves take leafValues left to right (repeated
// when there are fewer; 0 when there are none).
void addUniformTree(TreeBuilder& builder, std::uint32_t branching, std::uint32_t depth, std::span<const Value> leafValues);

}  // namespace ablab::core
