#include "model/tree.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace ablab::core {

namespace {

// A field few nodes have is kept as (node, value) pairs sorted by node: n's value, or null.
template <typename T>
const T* sparseField(const std::vector<std::pair<NodeId, T>>& entries, NodeId n) {
    auto it = std::lower_bound(entries.begin(), entries.end(), n, [](const auto& entry, NodeId id) { return entry.first < id; });
    return it == entries.end() || it->first != n ? nullptr : &it->second;
}

}  // namespace

std::string_view playerName(Player p) { return p == Player::Max ? "max" : "min"; }

std::optional<Player> Tree::playerOverride(NodeId n) const {
    if (s().m_override[n] == 0 || s().m_override[n] == kChanceOverride) return std::nullopt;
    return s().m_override[n] == 1 ? Player::Max : Player::Min;
}

std::optional<Value> Tree::probability(NodeId n) const {
    const Value* p = sparseField(s().m_probabilities, n);
    return p ? std::optional<Value>(*p) : std::nullopt;
}

std::string_view Tree::note(NodeId n, Language language) const {
    const LocalizedText* texts = noteTexts(n);
    return texts ? std::string_view(texts->in(language)) : std::string_view();
}

bool Tree::hasNote(NodeId n) const {
    const LocalizedText* texts = noteTexts(n);
    return texts && !texts->empty();
}

const LocalizedText* Tree::noteTexts(NodeId n) const { return sparseField(s().m_notes, n); }

std::string_view Tree::board(NodeId n) const { return s().m_boards.find(n); }

std::string_view NodeTexts::find(NodeId n) const {
    if (m_dense) return n < m_ends.size() ? textAt(n) : std::string_view();
    const auto it = std::lower_bound(m_nodes.begin(), m_nodes.end(), n);
    if (it == m_nodes.end() || *it != n) return {};
    return textAt(static_cast<std::size_t>(it - m_nodes.begin()));
}

void NodeTexts::setSlowly(NodeId n, std::string_view text) {
    if (m_dense && n != m_ends.size()) {  // not the next node: the nodes are listed from here on
        m_nodes.resize(m_ends.size());
        std::iota(m_nodes.begin(), m_nodes.end(), NodeId{0});
        m_dense = false;
    }
    if (!m_dense && !m_nodes.empty() && m_nodes.back() == n) {  // given again: the new text replaces the last one
        m_chars.shrinkTo(m_nodes.size() == 1 ? 0 : m_ends[m_nodes.size() - 2]);
        m_nodes.pop_back();
        m_ends.pop_back();
    }
    if (!m_dense && !m_nodes.empty() && m_nodes.back() > n) m_sorted = false;
    const std::size_t needed = m_chars.size() + text.size();
    if (needed > m_chars.capacity())
        m_chars.reserve(std::max(needed, std::min<std::size_t>(2 * m_chars.capacity(), 0xFFFFFFFFu)));
    if (!m_dense) m_nodes.push_back(n);
    m_chars.appendWithinCapacity(text);
    m_ends.push_back(static_cast<std::uint32_t>(m_chars.size()));
}

void NodeTexts::Chars::reserve(std::size_t bytes) {
    if (bytes <= m_capacity) return;
    if (bytes > 0xFFFFFFFFu) throw std::length_error("NodeTexts: more than 4 GiB of text");
    std::unique_ptr<char[]> bigger(new char[bytes]);  // not zeroed: only what is appended is read
    if (m_size > 0) std::memcpy(bigger.get(), m_bytes.get(), m_size);
    m_bytes = std::move(bigger);
    m_capacity = bytes;
}

NodeTexts::Chars& NodeTexts::Chars::operator=(const Chars& other) {
    if (this == &other) return *this;
    m_size = 0;
    reserve(other.m_size);
    if (other.m_size > 0) std::memcpy(m_bytes.get(), other.m_bytes.get(), other.m_size);
    m_size = other.m_size;
    return *this;
}

void NodeTexts::reserve(std::size_t nodes, std::size_t bytes) {
    m_ends.reserve(nodes);  // m_nodes only if they come out of order
    // No more than the 4 GiB texts can have: a reservation is a guess, the texts are what counts.
    m_chars.reserve(std::min<std::size_t>(nodes * bytes, 0xFFFFFFFFu));
}

void NodeTexts::sort() {
    if (m_sorted) return;
    std::vector<std::uint32_t> order(m_nodes.size());  // (not dense: dense texts are in order)
    for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
    // Stable: of two texts given to one node the later stays later, and set() keeps it.
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return m_nodes[a] < m_nodes[b]; });
    NodeTexts sorted;
    sorted.reserve(m_nodes.size(), 0);
    sorted.m_chars.reserve(m_chars.size());
    for (const std::uint32_t i : order) sorted.set(m_nodes[i], textAt(i));
    *this = std::move(sorted);
}

std::optional<Value> Tree::score(NodeId n) const {
    const Value* score = sparseField(s().m_scores, n);
    return score ? std::optional<Value>(*score) : std::nullopt;
}

std::string_view Tree::edgeLabel(NodeId n) const {
    const std::string* label = sparseField(s().m_edgeLabels, n);
    return label ? std::string_view(*label) : std::string_view();
}

std::vector<std::uint32_t> Tree::pathOf(NodeId n) const {
    std::vector<std::uint32_t> path(s().m_depth[n]);
    for (NodeId at = n; at != root(); at = s().m_parent[at]) path[s().m_depth[at] - 1] = s().m_childIndex[at];
    return path;
}

NodeId Tree::nodeAt(std::span<const std::uint32_t> path) const {
    NodeId at = root();
    for (std::uint32_t index : path) {
        if (index >= childCount(at)) return kNoNode;
        at = children(at)[index];
    }
    return at;
}

void TreeBuilder::outOfPreorder() { throw std::logic_error("TreeBuilder: nodes must be added in preorder"); }

void TreeBuilder::reserve(std::size_t nodes) {
    m_parent.reserve(nodes);
    m_value.reserve(nodes);
    m_override.reserve(nodes);
}

void TreeBuilder::setNote(NodeId n, LocalizedText note) {
    if (!m_notes.empty() && m_notes.back().first == n) {
        m_notes.back().second = std::move(note);
        return;
    }
    m_notes.emplace_back(n, std::move(note));
}

void TreeBuilder::roomForTextsLike(NodeTexts& texts, std::string_view first) const {
    // No more than 64 bytes a node: a long first text says nothing of the others, and a 2 MB
    // board times 200,000 nodes was more memory than there is. No less than 8: the first is
    // often the root's, shorter than the rest ("S", then "X a1"), and texts that outgrow their
    // room are copied.
    texts.reserve(m_parent.capacity(), std::clamp<std::size_t>(first.size(), 8, 64));
}

void TreeBuilder::setScore(NodeId n, Value score) {
    if (!m_scores.empty() && m_scores.back().first == n) {
        m_scores.back().second = score;
        return;
    }
    m_scores.emplace_back(n, score);
}

void TreeBuilder::setEdgeLabel(NodeId n, std::string label) {
    if (!m_edgeLabels.empty() && m_edgeLabels.back().first == n) {
        m_edgeLabels.back().second = std::move(label);
        return;
    }
    m_edgeLabels.emplace_back(n, std::move(label));
}

void TreeBuilder::setPlayerOverride(NodeId n, std::optional<Player> p) { m_override[n] = !p ? 0 : (*p == Player::Max ? 1 : 2); }

namespace {

std::string letters(std::uint32_t index, char first) {
    // Bijective base 26: a, b, …, z, aa, ab, …
    std::string text;
    ++index;
    while (index > 0) {
        --index;
        text.insert(text.begin(), static_cast<char>(first + index % 26));
        index /= 26;
    }
    return text;
}

// (node, value) pairs in node order, equal nodes kept in the order they were set (the last one
// set is the one that holds).
template <typename T>
void sortByNodeUnlessSorted(std::vector<std::pair<NodeId, T>>& entries) {
    const auto byNode = [](const auto& a, const auto& b) { return a.first < b.first; };
    if (!std::is_sorted(entries.begin(), entries.end(), byNode)) std::stable_sort(entries.begin(), entries.end(), byNode);
}

}  // namespace

std::string autoLabel(std::string_view parentLabel, std::uint32_t depth, std::uint32_t childIndex, NodeId id) {
    constexpr std::uint32_t kDeepest = 8;
    // A child's label repeats its parent's: below a long label given in the file (a megabyte,
    // say) every child would copy it, and memory would grow with children × label. Past this
    // length the children are numbered instead; automatic labels never come near it.
    constexpr std::size_t kLongestPrefix = 40;
    if (depth == 0) return "A";
    if (depth == 1) return letters(childIndex + 1, 'A');  // B, C, …, Z, AA, AB, …: "A" is the root
    if (depth > kDeepest || parentLabel.empty() || parentLabel[0] == '#' || parentLabel.size() > kLongestPrefix)
        return "#" + std::to_string(id);
    return std::string(parentLabel) + (depth % 2 == 0 ? std::to_string(childIndex + 1) : letters(childIndex, 'a'));
}

// One straight run of labelled steps, each filling one of the Structure's arrays whole before
// the next reads it. It is long because those arrays are the Tree's private members: helpers
// would each need the Structure opened to them in tree.h.
Tree TreeBuilder::build() && {
    if (m_parent.empty()) throw std::logic_error("TreeBuilder: a tree needs a root");
    const std::size_t n = m_parent.size();
    auto structure = std::make_shared<Tree::Structure>();
    Tree::Structure& tree = *structure;

    tree.m_childBegin.assign(n + 1, 0);
    tree.m_children.resize(n - 1);
    tree.m_childIndex.resize(n);
    tree.m_depth.resize(n);
    tree.m_subtreeEnd.resize(n);
    tree.m_player.resize(n);
    tree.m_explicitLabel.resize(n);

    // Children lists by a counting sort on the parent: ids are preorder, so each list comes
    // out in the order the children were added (file order).
    for (std::size_t i = 1; i < n; ++i) ++tree.m_childBegin[m_parent[i] + 1];
    for (std::size_t i = 0; i < n; ++i) tree.m_childBegin[i + 1] += tree.m_childBegin[i];
    tree.m_childIndex[0] = 0;
    {
        // How many of each node's children are placed so far, counted where the subtree ends go
        // below (free until then): no other array of the tree's size.
        const std::span<NodeId> placed = tree.m_subtreeEnd;
        std::fill(placed.begin(), placed.end(), 0);
        for (std::size_t i = 1; i < n; ++i) {
            const NodeId p = m_parent[i];
            tree.m_childIndex[i] = placed[p]++;
            tree.m_children[tree.m_childBegin[p] + tree.m_childIndex[i]] = static_cast<NodeId>(i);
        }
    }

    // Depth, player and labels top-down (a parent always precedes its children).
    m_labels.sort();
    // A game tree labels every node (its moves): the file's labels are the tree's as they are.
    const bool everyLabelGiven = m_labels.count() == n;
    std::fill(tree.m_explicitLabel.begin(), tree.m_explicitLabel.end(), everyLabelGiven ? 1 : 0);
    if (everyLabelGiven) tree.m_labels = std::move(m_labels);
    else tree.m_labels.reserve(n, 4);
    std::size_t nextLabel = 0;  // the next of the file's labels, in node order
    for (std::size_t i = 0; i < n; ++i) {
        const NodeId p = m_parent[i];
        Player inherited = p == kNoNode ? m_firstPlayer : opponent(static_cast<Player>(tree.m_player[p]));
        if (m_override[i] == 1 || m_override[i] == 2) inherited = m_override[i] == 1 ? Player::Max : Player::Min;
        // A chance node passes the move on: the one who moved into it moves after it.
        if (m_override[i] == Tree::kChanceOverride) inherited = opponent(inherited), tree.m_hasChance = true;
        tree.m_player[i] = static_cast<std::uint8_t>(inherited);
        tree.m_depth[i] = p == kNoNode ? 0 : tree.m_depth[p] + 1;
        tree.m_height = std::max(tree.m_height, tree.m_depth[i]);
        if (everyLabelGiven) continue;  // taken whole above
        if (nextLabel < m_labels.count() && m_labels.nodeAt(nextLabel) == i) {
            tree.m_labels.set(static_cast<NodeId>(i), m_labels.textAt(nextLabel++));
            tree.m_explicitLabel[i] = 1;
        } else {
            // Made before it is added: the parent's label is a view into the texts it may move.
            const std::string label = autoLabel(p == kNoNode ? std::string_view() : tree.m_labels.textAt(p), tree.m_depth[i],
                                                tree.m_childIndex[i], static_cast<NodeId>(i));
            tree.m_labels.set(static_cast<NodeId>(i), label);
        }
    }

    // Subtree ends bottom-up.
    for (std::size_t i = 0; i < n; ++i) tree.m_subtreeEnd[i] = static_cast<NodeId>(i + 1);
    for (std::size_t i = n; i-- > 1;)
        tree.m_subtreeEnd[m_parent[i]] = std::max(tree.m_subtreeEnd[m_parent[i]], tree.m_subtreeEnd[i]);

    for (std::size_t i = 0; i < n; ++i) tree.m_leafCount += tree.m_childBegin[i + 1] == tree.m_childBegin[i];

    // The sparse fields arrive in node order from every reader that sets a node's fields before
    // adding its children; sorting 550,000 boards already in order was most of build()'s time.
    sortByNodeUnlessSorted(m_notes);
    m_boards.sort();
    sortByNodeUnlessSorted(m_scores);
    sortByNodeUnlessSorted(m_edgeLabels);
    sortByNodeUnlessSorted(m_probabilities);
    tree.m_parent = std::move(m_parent);
    tree.m_override = std::move(m_override);
    tree.m_notes = std::move(m_notes);
    tree.m_boards = std::move(m_boards);
    tree.m_scores = std::move(m_scores);
    tree.m_edgeLabels = std::move(m_edgeLabels);
    tree.m_probabilities = std::move(m_probabilities);
    tree.m_info = std::move(m_info);
    tree.m_firstPlayer = m_firstPlayer;
    Tree built;
    built.m_structure = std::move(structure);
    built.m_values = std::make_shared<const std::vector<Value>>(std::move(m_value));
    return built;
}

Tree Tree::withValues(std::vector<Value> values) const {
    if (values.size() != size()) throw std::logic_error("Tree::withValues: one value per node");
    Tree tree = *this;
    tree.m_values = std::make_shared<const std::vector<Value>>(std::move(values));
    return tree;
}

Tree makeUniformTree(std::uint32_t branching, std::uint32_t depth, std::span<const Value> leafValues) {
    TreeBuilder builder;
    addUniformTree(builder, branching, depth, leafValues);
    return std::move(builder).build();
}

void addUniformTree(TreeBuilder& builder, std::uint32_t branching, std::uint32_t depth, std::span<const Value> leafValues) {
    // Iterative preorder construction: the stack holds (node, depth, children still to add).
    std::size_t nextLeaf = 0;
    struct Frame {
        NodeId node;
        std::uint32_t depth;
        std::uint32_t remaining;
    };
    std::vector<Frame> stack;
    auto add = [&](NodeId parent, std::uint32_t d) {
        const NodeId id = builder.addNode(parent);
        if (d == depth) {
            builder.setValue(id, leafValues.empty() ? 0 : leafValues[nextLeaf++ % leafValues.size()]);
        } else {
            stack.push_back({id, d, branching});
        }
    };
    add(kNoNode, 0);
    while (!stack.empty()) {
        Frame& top = stack.back();
        if (top.remaining == 0) {
            stack.pop_back();
            continue;
        }
        --top.remaining;
        add(top.node, top.depth + 1);
    }
}

}  // namespace ablab::core
