// Reading goes in three passes, none recursive: the test file's fields (as CS188's testParser
// reads them), the state graph from the successor lines (checked to be a tree hanging from the
// start state), and the tree CS188's agents search, built in preorder with an explicit stack.
// Index: each part opens with a "// ---- NAME ----" line.
//   the test file's fields: keys, values and blocks, as testParser reads them; whole numbers
//   the state graph: states and successor lines, walked from the start state; evaluations
//   the searched tree: start state, agents and depth; the tree built in preorder, parseCs188Test()
//   what the file holds that ablab does not use: the format's notes
//   writing: state names, fields and blocks; the players CS188 plays; writeCs188Test()
#include "files/cs188_format.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <functional>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "files/line_ends.h"
#include "files/text_tokens.h"
#include "model/chance.h"
#include "files/tree_formats.h"
#include "files/tree_file.h"
#include "files/writable_text.h"
#include "text/translate.h"
#include "text/trimmed.h"

namespace ablab::core {

namespace {

constexpr std::string_view kWinNote = "win state", kLoseNote = "lose state";
constexpr std::uint32_t kNone = 0xFFFFFFFFu;

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// Calls `visit` with each blank-separated word of `text`.
template <typename Visit>
void forEachWord(std::string_view text, Visit visit) {
    std::size_t at = 0;
    while (at < text.size()) {
        while (at < text.size() && blank(text[at])) ++at;
        const std::size_t start = at;
        while (at < text.size() && !blank(text[at])) ++at;
        if (at > start) visit(text.substr(start, at - start));
    }
}

std::vector<std::string_view> words(std::string_view line) {
    std::vector<std::string_view> out;
    forEachWord(line, [&](std::string_view word) { out.push_back(word); });
    return out;
}

// ---- the test file's fields ------------------------------------------------------------------

struct Field {
    std::string_view key, value;  // views into the file's text
    std::size_t line = 0;         // of the key
    std::size_t valueLine = 0;    // of the value's first line
};

// Walks the lines of a text (files/line_ends.h), counting them from `firstLine`.
class Lines {
public:
    Lines(std::string_view text, std::size_t firstLine) : m_text(text), m_line(firstLine - 1) {}
    bool next() {
        if (m_at > m_text.size()) return false;
        const std::size_t end = lineEndFrom(m_text, m_at);
        m_current = m_text.substr(m_at, end - m_at);
        m_start = m_at;
        m_at = end == m_text.size() ? end + 1 : end + lineEndLength(m_text, end);
        ++m_line;
        return true;
    }
    std::string_view current() const { return m_current; }
    std::size_t line() const { return m_line; }
    std::size_t start() const { return m_start; }  // offset of the current line
    std::size_t rest() const { return std::min(m_at, m_text.size()); }

private:
    std::string_view m_text, m_current;
    std::size_t m_at = 0, m_start = 0, m_line;
};

// What CS188's testParser ignores: everything from '#' on (except inside a block).
std::string_view withoutComment(std::string_view line) { return line.substr(0, std::min(line.find('#'), line.size())); }

bool closesBlock(std::string_view line) { return trimmed(withoutComment(line)) == R"(""")"; }

constexpr std::size_t kMostFields = 1000;

std::vector<Field> readFields(Language language, std::string_view text, const std::string& name) {
    std::vector<Field> fields;
    std::unordered_map<std::string_view, std::size_t> lineOfKey;
    Lines lines(text, 1);
    while (lines.next()) {
        const std::string_view line = trimmed(withoutComment(lines.current()));
        if (line.empty()) continue;
        const std::size_t colon = line.find(':');
        const std::string_view key = trimmed(line.substr(0, std::min(colon, line.size())));
        const std::string_view rest = colon == std::string_view::npos ? std::string_view{} : trimmed(line.substr(colon + 1));
        if (colon == std::string_view::npos || key.empty() || key.find('"') != std::string_view::npos || rest.size() < 2 ||
            rest.front() != '"' || rest.back() != '"')
            failAtLine(name, lines.line(),
                       translate(language, R"(expected KEY: "VALUE" or KEY: """ (a CS188 test file), got {line})",
                                 {{"line", quotedWord(line)}}));
        Field field{key, {}, lines.line(), lines.line()};
        if (rest == R"(""")") {
            const std::size_t opened = lines.line();
            const std::size_t begin = lines.rest();
            std::size_t blockEnd = begin;  // where the last line before the closing one ends, less its line end
            bool closed = false;
            while (lines.next()) {
                if (closesBlock(lines.current())) {
                    closed = true;
                    break;
                }
                blockEnd = lines.start() + lines.current().size();
            }
            if (!closed)
                failAtLine(
                    name, opened,
                    translate(language, "the \"\"\" block of {key} opened here is never closed", {{"key", quotedWord(key)}}));
            field.value = text.substr(begin, blockEnd - begin);
            field.valueLine = opened + 1;
        } else {
            field.value = rest.substr(1, rest.size() - 2);
            if (field.value.find('"') != std::string_view::npos)
                failAtLine(name, lines.line(),
                           translate(language, "a one-line value has no \" inside; use a \"\"\" block for {key}",
                                     {{"key", quotedWord(key)}}));
        }
        // A GraphGameTreeTest has a dozen fields; a field costs a hundred bytes here however
        // short its line, so their number is capped to keep memory a fixed amount.
        if (fields.size() >= kMostFields)
            failAtLine(name, field.line,
                       translate(language, "more than {count} fields; a CS188 test file has a dozen or so",
                                 {{"count", std::to_string(kMostFields)}}));
        // A hash of the keys so far: a file of 300,000 keys is checked in linear time.
        if (const auto [earlier, added] = lineOfKey.try_emplace(key, field.line); !added)
            failAtLine(name, field.line,
                       translate(language, "{key} appears twice (lines {first} and {second})",
                                 {{"key", quotedWord(key)},
                                  {"first", std::to_string(earlier->second)},
                                  {"second", std::to_string(field.line)}}));
        fields.push_back(field);
    }
    return fields;
}

const Field* findField(const std::vector<Field>& fields, std::string_view key) {
    for (const Field& f : fields)
        if (f.key == key) return &f;
    return nullptr;
}

// At most kMaxTreeNodes: a depth or a number of agents beyond the largest tree means nothing,
// and their product (the last ply) must not overflow.
std::uint64_t wholeNumber(Language language, const Field& field, const std::string& name, std::uint64_t least) {
    const std::string_view text = trimmed(field.value);
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (!text.empty() && end == text.data() + text.size() &&
        (ec == std::errc::result_out_of_range || (ec == std::errc{} && value > kMaxTreeNodes)))
        failAtLine(
            name, field.line,
            outOfRange(language, field.key, static_cast<std::int64_t>(least), static_cast<std::int64_t>(kMaxTreeNodes),
                       ec == std::errc{} ? static_cast<std::int64_t>(std::min<std::uint64_t>(value, INT64_MAX)) : INT64_MAX));
    if (text.empty() || ec != std::errc{} || end != text.data() + text.size() || value < least)
        failAtLine(
            name, field.line,
            least > 0
                ? translate(
                      language, "{key} is a whole number of at least {least}, got {value}",
                      {{"key", std::string(field.key)}, {"least", std::to_string(least)}, {"value", quotedWord(field.value)}})
                : translate(language, "{key} is a whole number, got {value}",
                            {{"key", std::string(field.key)}, {"value", quotedWord(field.value)}}));
    return value;
}

// ---- the state graph ---------------------------------------------------------------------------

struct State {
    std::string_view name;
    std::uint32_t parentEdge = kNone;  // the successor line that reaches it
    std::size_t evaluationLine = 0;    // 0: none
    Value evaluation = 0;
    bool reached = false;
};

struct Edge {
    std::uint32_t parent, child;
    std::string_view action;
    std::size_t line;
};

class StateGraph {
public:
    StateGraph(Language language, const std::string& name) : m_language(language), m_name(name) {}

    std::uint32_t intern(std::string_view stateName, std::size_t line) {
        const auto [it, added] = m_index.try_emplace(stateName, static_cast<std::uint32_t>(states.size()));
        if (added) {
            if (states.size() > kMaxTreeNodes)
                failAtLine(m_name, line,
                           translate(m_language, "more than {count} states, the most ablab accepts",
                                     {{"count", std::to_string(kMaxTreeNodes)}}));
            states.push_back(State{stateName});
        }
        return it->second;
    }
    std::uint32_t find(std::string_view stateName) const {
        const auto it = m_index.find(stateName);
        return it == m_index.end() ? kNone : it->second;
    }

    // `field` may be null: a start state alone.
    void readSuccessors(const Field* field) {
        Lines lines(field ? field->value : std::string_view{}, field ? field->valueLine : 1);
        while (field && lines.next()) {
            const auto w = words(lines.current());
            if (w.empty()) continue;
            if (w.size() != 3)
                failAtLine(m_name, lines.line(),
                           translate(m_language, "a successor line is PARENT ACTION CHILD, got {count} words: {line}",
                                     {{"count", std::to_string(w.size())}, {"line", quotedWord(trimmed(lines.current()))}}));
            const std::uint32_t parent = intern(w[0], lines.line()), child = intern(w[2], lines.line());
            edges.push_back(Edge{parent, child, w[1], lines.line()});
        }
        // Children in file order: a counting sort of the edges by parent.
        childBegin.assign(states.size() + 1, 0);
        for (const Edge& e : edges) ++childBegin[e.parent + 1];
        for (std::size_t i = 0; i < states.size(); ++i) childBegin[i + 1] += childBegin[i];
        childEdges.resize(edges.size());
        std::vector<std::uint32_t> fill(childBegin.begin(), childBegin.end() - 1);
        for (std::uint32_t i = 0; i < edges.size(); ++i) childEdges[fill[edges[i].parent]++] = i;
        for (std::uint32_t s = 0; s < states.size(); ++s) {
            // Two successors by one action: CS188 would keep only the last.
            std::vector<std::uint32_t> byAction(childEdges.begin() + childBegin[s], childEdges.begin() + childBegin[s + 1]);
            std::stable_sort(byAction.begin(), byAction.end(),
                             [&](std::uint32_t a, std::uint32_t b) { return edges[a].action < edges[b].action; });
            for (std::size_t i = 1; i < byAction.size(); ++i)
                if (edges[byAction[i]].action == edges[byAction[i - 1]].action)
                    failAtLine(m_name, edges[byAction[i]].line,
                               translate(m_language, "{state} has two successors by action {action} (lines {first} and {second})",
                                         {{"state", quotedWord(states[s].name)},
                                          {"action", quotedWord(edges[byAction[i]].action)},
                                          {"first", std::to_string(edges[byAction[i - 1]].line)},
                                          {"second", std::to_string(edges[byAction[i]].line)}}));
        }
    }

    // What the start state reaches must be a tree: no state reached twice (two parents, or a
    // cycle), none back to the start. What it does not reach is ignored, as CS188's grader
    // ignores it (Berkeley's own q2 files list such states); `unreached` counts them.
    void walkFromStart(std::uint32_t start, ExampleTally& unreached) {
        std::vector<std::uint32_t> stack{start};
        states[start].reached = true;
        while (!stack.empty()) {
            const std::uint32_t s = stack.back();
            stack.pop_back();
            // In file order: the first line that reaches a state is the one it hangs from.
            for (std::uint32_t i = childBegin[s + 1]; i-- > childBegin[s];) {
                const Edge& e = edges[childEdges[i]];
                if (e.child == s)
                    failAtLine(m_name, e.line,
                               translate(m_language, "{state} is its own successor: a cycle, which a game tree cannot have",
                                         {{"state", quotedWord(states[s].name)}}));
                if (e.child == start)
                    failAtLine(
                        m_name, e.line,
                        translate(m_language,
                                  "{state} is the start state, so it cannot be a successor of {parent}: that makes a cycle",
                                  {{"state", quotedWord(states[start].name)}, {"parent", quotedWord(states[s].name)}}));
            }
            for (std::uint32_t i = childBegin[s + 1]; i-- > childBegin[s];) {
                const std::uint32_t edge = childEdges[i];
                State& child = states[edges[edge].child];
                if (child.reached) {
                    const Edge& first = edges[child.parentEdge];
                    const Edge& second = first.line < edges[edge].line ? edges[edge] : first;
                    const Edge& earlier = first.line < edges[edge].line ? first : edges[edge];
                    failAtLine(
                        m_name, second.line,
                        translate(m_language,
                                  "state {state} already has a parent, {parent} (line {line}); in a game tree each state has one",
                                  {{"state", quotedWord(child.name)},
                                   {"parent", quotedWord(states[earlier.parent].name)},
                                   {"line", std::to_string(earlier.line)}}));
                }
                child.reached = true;
                child.parentEdge = edge;
                stack.push_back(edges[edge].child);
            }
        }
        for (const State& state : states)
            if (!state.reached) unreached.add(state.name);
    }

    std::vector<State> states;
    std::vector<Edge> edges;
    std::vector<std::uint32_t> childBegin, childEdges;  // per state, its successor lines in file order

private:
    Language m_language;
    const std::string& m_name;
    std::unordered_map<std::string_view, std::uint32_t> m_index;
};

void readEvaluations(Language language, const Field& field, StateGraph& graph, ExampleTally& unknown, const std::string& name) {
    Lines lines(field.value, field.valueLine);
    while (lines.next()) {
        const auto w = words(lines.current());
        if (w.empty()) continue;
        if (w.size() != 2)
            failAtLine(name, lines.line(),
                       translate(language, "an evaluation line is STATE VALUE, got {count} words: {line}",
                                 {{"count", std::to_string(w.size())}, {"line", quotedWord(trimmed(lines.current()))}}));
        Value v;
        if (!parseValueWord(w[1], v))
            failAtLine(name, lines.line(),
                       translate(language, "expected a number (or inf, -inf) as the value of {state}, got {value}",
                                 {{"state", quotedWord(w[0])}, {"value", quotedWord(w[1])}}));
        const std::uint32_t s = graph.find(w[0]);
        if (s == kNone) {
            unknown.add(w[0]);
            continue;
        }
        State& state = graph.states[s];
        if (state.evaluationLine != 0)
            failAtLine(name, lines.line(),
                       translate(language, "{state} is evaluated twice (lines {first} and {second})",
                                 {{"state", quotedWord(w[0])},
                                  {"first", std::to_string(state.evaluationLine)},
                                  {"second", std::to_string(lines.line())}}));
        state.evaluation = v;
        state.evaluationLine = lines.line();
    }
}

std::unordered_set<std::string_view> stateSet(const std::vector<Field>& fields, std::string_view key) {
    // Word by word: a list of the words first would take sixteen bytes for each two-byte "a ".
    std::unordered_set<std::string_view> set;
    if (const Field* f = findField(fields, key)) forEachWord(f->value, [&](std::string_view word) { set.insert(word); });
    return set;
}

// ---- the searched tree -------------------------------------------------------------------------

// The fields that say where the search starts and how deep it goes.
struct SearchBounds {
    const Field* startField;
    std::string_view startName;
    std::uint64_t agents;
    std::uint64_t depth;
    std::uint64_t lastPly;  // the search evaluates a state at this ply
};

// The file's first checks, in the order a reader of the file meets them: not empty, the right
// class, one start state, whole numbers for num_agents and depth.
SearchBounds readSearchBounds(Language language, const std::vector<Field>& fields, const std::string& name) {
    if (fields.empty())
        failAtLine(
            name, 1,
            translate(language,
                      R"(the file is empty; expected a CS188 GraphGameTreeTest (start_state: "…", successors: """ … """, …))"));
    if (const Field* cls = findField(fields, "class"); cls && cls->value != "GraphGameTreeTest")
        failAtLine(name, cls->line,
                   translate(language, "class is {class}; ablab reads GraphGameTreeTest files, the ones that hold a game tree",
                             {{"class", quotedWord(cls->value)}}));
    const Field* startField = findField(fields, "start_state");
    if (!startField)
        failAtLine(name, fields.back().line,
                   translate(language, R"(no start_state: add start_state: "STATE" to say which state is the root)"));
    const std::string_view startName = trimmed(startField->value);
    if (startName.empty() || words(startName).size() != 1)
        failAtLine(name, startField->line,
                   translate(language, "start_state names one state, got {value}", {{"value", quotedWord(startField->value)}}));
    const std::uint64_t agents =
        findField(fields, "num_agents") ? wholeNumber(language, *findField(fields, "num_agents"), name, 1) : 2;
    const Field* depthField = findField(fields, "depth");
    const std::uint64_t depth = depthField ? wholeNumber(language, *depthField, name, 0) : 0;
    // The search evaluates a state after `depth` rounds in which every agent moves once.
    const std::uint64_t lastPly = depthField ? std::min<std::uint64_t>(depth * agents, kMaxTreeNodes) : kMaxTreeNodes;
    return {startField, startName, agents, depth, lastPly};
}

// The tree CS188's agents search, built in preorder from the state graph with an explicit
// stack: each frame is a state being expanded and the successor line to follow next. What the
// search never reaches below its leaves is counted for the format's notes.
class SearchedTree {
public:
    SearchedTree(Language language, const std::string& name, const std::vector<Field>& fields, const StateGraph& graph,
                 const SearchBounds& bounds, TreeBuilder& builder)
        : m_language(language),
          m_name(name),
          m_graph(graph),
          m_bounds(bounds),
          m_builder(builder),
          m_wins(stateSet(fields, "win_states")),
          m_losses(stateSet(fields, "lose_states")) {
        const Field* alg = findField(fields, "alg");
        m_expectimax = alg && alg->value == "ExpectimaxAgent";
    }

    bool expectimax() const { return m_expectimax; }

    void build(std::uint32_t start) {
        add(start, std::nullopt, 0);
        while (!m_stack.empty()) {
            Frame& top = m_stack.back();
            if (top.next == m_graph.childBegin[top.state + 1]) {
                m_stack.pop_back();
                continue;
            }
            const std::uint32_t childIndex = top.next - m_graph.childBegin[top.state];
            const std::uint32_t child = m_graph.edges[m_graph.childEdges[top.next++]].child;
            add(child, m_stack.size() - 1, childIndex);
        }
    }

    ExampleTally pastDepth, pastEnd;

private:
    struct Frame {
        std::uint32_t state;
        NodeId node;
        std::uint32_t next;
        std::uint32_t ply;
        std::string label;
    };

    // The line that brought state s into the tree: its successor line, or the start_state's.
    std::size_t lineOf(const State& state) const {
        return state.parentEdge == kNone ? m_bounds.startField->line : m_graph.edges[state.parentEdge].line;
    }

    // `parentAt` is an index into the stack, which add() may grow: it is read before the push.
    void add(std::uint32_t s, std::optional<std::size_t> parentAt, std::uint32_t childIndex) {
        const Frame* parent = parentAt ? &m_stack[*parentAt] : nullptr;
        const State& state = m_graph.states[s];
        const std::uint32_t ply = parent ? parent->ply + 1 : 0;
        const bool win = m_wins.count(state.name) > 0, loss = m_losses.count(state.name) > 0;
        const bool hasSuccessors = m_graph.childBegin[s + 1] > m_graph.childBegin[s];
        const bool leaf = win || loss || ply >= m_bounds.lastPly || !hasSuccessors;
        if (m_builder.size() >= kMaxTreeNodes)
            failAtLine(m_name, lineOf(state),
                       translate(m_language, "the tree has more than {count} nodes, the most ablab accepts",
                                 {{"count", std::to_string(kMaxTreeNodes)}}));
        const NodeId n = m_builder.addNode(parent ? parent->node : kNoNode);
        std::string label(state.name);
        setLabelUnlessAutomatic(m_builder, n, label, parent ? parent->label : std::string(), ply, childIndex);
        if (parent) {
            const std::string_view action = m_graph.edges[state.parentEdge].action;
            if (action != state.name) m_builder.setEdgeLabel(n, std::string(action));
        }
        if (!leaf) {
            setPlayer(n, ply, parent);
            m_stack.push_back(Frame{s, n, m_graph.childBegin[s], ply, std::move(label)});
            return;
        }
        if (state.evaluationLine == 0) {
            const std::string why = win              ? translate(m_language, "a win state")
                                    : loss           ? translate(m_language, "a lose state")
                                    : !hasSuccessors ? translate(m_language, "it has no successors")
                                                     : translate(m_language, "the search stops at depth {depth}",
                                                                 {{"depth", std::to_string(m_bounds.depth)}});
            failAtLine(m_name, lineOf(state),
                       translate(m_language, "state {state} is a leaf ({why}) but has no evaluation line",
                                 {{"state", quotedWord(state.name)}, {"why", why}}));
        }
        m_builder.setValue(n, state.evaluation);
        if (win || loss) m_builder.setNote(n, std::string(win ? kWinNote : kLoseNote));
        if (hasSuccessors) countUnsearched(s, win || loss ? pastEnd : pastDepth);
    }

    // Agent 0 (Pacman) is MAX, every ghost MIN; players alternate unless told otherwise. An
    // ExpectimaxAgent's ghosts move at random: chance nodes, each move equally likely, as
    // CS188's grader takes them.
    void setPlayer(NodeId n, std::uint32_t ply, const Frame* parent) {
        const Player player = ply % m_bounds.agents == 0 ? Player::Max : Player::Min;
        const Player alternating = parent ? (parent->ply % m_bounds.agents == 0 ? Player::Min : Player::Max) : Player::Max;
        // Below a chance node the tree would make the other side move (backgammon's MAX, dice,
        // MIN): Pacman moving again after his ghosts is said outright.
        if (m_expectimax && player == Player::Min) m_builder.setChance(n);
        else if (player != alternating || m_expectimax) m_builder.setPlayerOverride(n, player);
    }

    // What the search never reaches below the leaf state s: the states below it.
    void countUnsearched(std::uint32_t s, ExampleTally& tally) const {
        std::vector<std::uint32_t> below{s};
        while (!below.empty()) {
            const std::uint32_t at = below.back();
            below.pop_back();
            for (std::uint32_t i = m_graph.childBegin[at]; i < m_graph.childBegin[at + 1]; ++i) {
                const std::uint32_t child = m_graph.edges[m_graph.childEdges[i]].child;
                tally.add(m_graph.states[child].name);
                below.push_back(child);
            }
        }
    }

    Language m_language;
    const std::string& m_name;
    const StateGraph& m_graph;
    const SearchBounds& m_bounds;
    TreeBuilder& m_builder;
    std::unordered_set<std::string_view> m_wins, m_losses;
    bool m_expectimax = false;
    std::vector<Frame> m_stack;
};

// ---- what the file holds that ablab does not use ------------------------------------------------

struct Unused {
    const ExampleTally& pastDepth;
    const ExampleTally& pastEnd;
    const ExampleTally& unreached;
    const ExampleTally& unknownEvaluations;
};

std::string formatNotes(Language language, const std::vector<Field>& fields, bool expectimax, std::uint64_t depth,
                        const Unused& unused) {
    LeftOut notes;
    const Field* alg = findField(fields, "alg");
    if (alg && !expectimax)  // an ExpectimaxAgent's tree has chance nodes, which only expectiminimax searches
        notes.add(
            translate(language, "alg {alg} (ablab runs the one you choose)", {{"alg", "\"" + std::string(alg->value) + "\""}}));
    notes.add(unused.pastDepth.describe(
        language, translate(language, "state below depth {depth}, where the search stops", {{"depth", std::to_string(depth)}}),
        translate(language, "states below depth {depth}, where the search stops", {{"depth", std::to_string(depth)}})));
    notes.add(unused.pastEnd.describe(language, translate(language, "state below a win or lose state"),
                                      translate(language, "states below win or lose states")));
    notes.add(unused.unreached.describe(language, translate(language, "state the start state does not reach"),
                                        translate(language, "states the start state does not reach")));
    notes.add(unused.unknownEvaluations.describe(language, translate(language, "evaluation of a state no successor line names"),
                                                 translate(language, "evaluations of states no successor line names")));
    ExampleTally unusedKeys;
    static constexpr std::string_view kKnown[] = {"class",      "alg",         "depth",      "diagram",
                                                  "num_agents", "start_state", "win_states", "lose_states",
                                                  "successors", "evaluation",  "title",      "source"};
    for (const Field& f : fields)
        if (std::find(std::begin(kKnown), std::end(kKnown), f.key) == std::end(kKnown)) unusedKeys.add(f.key);
    notes.add(unusedKeys.describe(language, translate(language, "key ablab does not use"),
                                  translate(language, "keys ablab does not use")));
    return notes.line();
}

}  // namespace

Tree parseCs188Test(Language language, std::string_view text, const std::string& name) {
    const std::vector<Field> fields = readFields(language, text, name);
    const SearchBounds bounds = readSearchBounds(language, fields, name);

    StateGraph graph(language, name);
    const std::uint32_t start = graph.intern(bounds.startName, bounds.startField->line);
    graph.readSuccessors(findField(fields, "successors"));
    ExampleTally unreached;
    graph.walkFromStart(start, unreached);
    ExampleTally unknownEvaluations;
    if (const Field* evaluation = findField(fields, "evaluation"))
        readEvaluations(language, *evaluation, graph, unknownEvaluations, name);

    TreeBuilder builder;
    TreeInfo& info = builder.info();
    if (const Field* f = findField(fields, "title")) info.title = std::string(f->value);
    if (const Field* f = findField(fields, "source")) info.source = std::string(f->value);
    if (const Field* f = findField(fields, "diagram")) info.description = std::string(f->value);
    info.proposesStrict = true;

    SearchedTree searched(language, name, fields, graph, bounds, builder);
    searched.build(start);
    info.formatNotes = formatNotes(language, fields, searched.expectimax(), bounds.depth,
                                   {searched.pastDepth, searched.pastEnd, unreached, unknownEvaluations});
    return std::move(builder).build();
}

// ---- writing -----------------------------------------------------------------------------------

namespace {

// How many agents take turns: the ply at which MAX moves again, or the height when it never does.
std::uint32_t agentCount(const Tree& tree) {
    std::uint32_t agents = 0;
    for (NodeId n = 1; n < tree.size(); ++n)
        if (!tree.isLeaf(n) && !tree.isChance(n) && tree.player(n) == Player::Max && (agents == 0 || tree.depth(n) < agents))
            agents = tree.depth(n);
    return agents != 0 ? agents : std::max<std::uint32_t>(2, tree.height());
}

// A word CS188 reads back as itself: no spaces, no '#' (a comment) and no '"' (ends the value).
std::string stateWord(std::string_view label) {
    std::string word(label);
    for (char& c : word)
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '#' || c == '"') c = '_';
    return word;
}

// Words made unique: "C", then "C_2", "C_3", … Each word remembers the suffix to try next, so
// a label repeated 100,000 times (a game tree's moves) costs no more than distinct ones.
class UniqueWords {
public:
    std::string take(std::string word) {
        if (word.empty()) word = "_";
        if (m_used.insert(word).second) return word;
        std::uint64_t& next = m_next.try_emplace(word, 2).first->second;
        std::string candidate;
        do candidate = word + "_" + std::to_string(next++);
        while (!m_used.insert(candidate).second);
        return candidate;
    }

private:
    std::unordered_set<std::string> m_used;
    std::unordered_map<std::string, std::uint64_t> m_next;
};

// KEY: """ then the text's lines then """. A block keeps quotes, newlines and '#'; a line
// reading """ would end it early and becomes '''.
std::string blockField(std::string_view key, std::string_view text) {
    std::string out = std::string(key) + ": \"\"\"\n";
    std::size_t at = 0;
    while (!text.empty() && at <= text.size()) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        std::string line(text.substr(at, end - at));
        if (closesBlock(line)) line.replace(line.find(R"(""")"), 3, "'''");
        out += line + "\n";
        at = end + 1;
    }
    return out + "\"\"\"\n";
}

// KEY: "VALUE" where the value allows it, else a block.
std::string textField(std::string_view key, std::string_view value) {
    if (value.find_first_of("\"\n#") == std::string_view::npos) return std::string(key) + ": \"" + std::string(value) + "\"\n";
    return blockField(key, value);
}

// Throws unless the players repeat as CS188 plays them: MAX, then every ghost, in turn. A tree with
// chance nodes is an ExpectimaxAgent's: every ghost moves at random, each of its moves equally
// likely. Any other chance node has no place in the format.
void checkCs188Players(Language language, std::string_view format, const Tree& tree, std::uint32_t agents, bool expectimax) {
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.isLeaf(n)) continue;
        const bool ghost = tree.depth(n) % agents != 0;
        if (expectimax && tree.isChance(n) != ghost)
            failToWrite(
                language, format,
                translate(
                    language,
                    "{node} at ply {ply} is not what an ExpectimaxAgent test has there: Pacman (MAX) at every {agents}th ply, chance nodes (the ghosts) between",
                    {{"node", tree.label(n)}, {"ply", std::to_string(tree.depth(n))}, {"agents", std::to_string(agents)}}));
        if (tree.isChance(n)) {
            const std::vector<Value> weights = chanceWeights(tree, n);
            if (std::adjacent_find(weights.begin(), weights.end(), std::not_equal_to<>()) != weights.end())
                failToWrite(
                    language, format,
                    translate(language,
                              "{node}'s outcomes are not equally likely; a CS188 ghost picks each move with the same chance",
                              {{"node", tree.label(n)}}));
            continue;
        }
        const Player expected = ghost ? Player::Min : Player::Max;
        if (tree.player(n) != expected)
            failToWrite(
                language, format,
                translate(
                    language,
                    "{node} is {player} at ply {ply}, but with {agents} agents CS188 has {expected} move there (MAX, then every ghost as MIN, in turn)",
                    {{"node", tree.label(n)},
                     {"player", std::string(playerName(tree.player(n)))},
                     {"ply", std::to_string(tree.depth(n))},
                     {"agents", std::to_string(agents)},
                     {"expected", std::string(playerName(expected))}}));
    }
}

}  // namespace

WrittenTree writeCs188Test(Language language, const Tree& tree) {
    const std::string_view format = treeFormatTitle(language, TreeFormat::Cs188);
    if (tree.player(Tree::root()) != Player::Max)
        failToWrite(language, format,
                    translate(language, "the root {node} is MIN; in CS188 the start state is Pacman's (MAX)",
                              {{"node", tree.label(Tree::root())}}));
    const std::uint32_t agents = agentCount(tree);
    const bool expectimax = tree.hasChanceNodes();  // an ExpectimaxAgent's tree
    checkCs188Players(language, format, tree, agents, expectimax);
    const std::uint32_t depth = std::max<std::uint32_t>(1, (tree.height() + agents - 1) / agents);
    const std::uint32_t lastPly = depth * agents;

    std::vector<std::string> names(tree.size());
    UniqueWords stateNames;
    ExampleTally renamed;
    DocumentOnlyTally documentOnly;  // edge labels are kept, as actions
    for (NodeId n = 0; n < tree.size(); ++n) {
        names[n] = stateNames.take(stateWord(tree.label(n)));
        if (names[n] != tree.label(n)) renamed.add(std::string(tree.label(n)) + " → " + names[n]);
        const std::string_view note = tree.note(n, language);
        if (!note.empty() && !(tree.isLeaf(n) && (note == kWinNote || note == kLoseNote))) documentOnly.notes.add(tree.label(n));
        if (!tree.board(n).empty()) documentOnly.boards.add(tree.label(n));
    }

    std::string wins, losses, successors, evaluation;
    ExampleTally renamedActions;
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.isLeaf(n)) {
            evaluation += names[n] + " " + formatValuePlain(tree.value(n)) + "\n";
            // A leaf above the last ply must end the game for CS188's agents to stop there.
            const std::string_view note = tree.note(n, language);
            const bool win = note == kWinNote || (note != kLoseNote && tree.depth(n) < lastPly && tree.value(n) > 0);
            const bool loss = !win && (note == kLoseNote || tree.depth(n) < lastPly);
            if (win) wins += (wins.empty() ? "" : " ") + names[n];
            if (loss) losses += (losses.empty() ? "" : " ") + names[n];
            continue;
        }
        UniqueWords actions;
        for (NodeId child : tree.children(n)) {
            const std::string_view label = tree.edgeLabel(child);
            const std::string action = actions.take(label.empty() ? names[child] : stateWord(label));
            if (!label.empty() && action != label) renamedActions.add(std::string(label) + " → " + action);
            successors += names[n] + " " + action + " " + names[child] + "\n";
        }
    }

    WrittenTree written;
    std::string& out = written.text;
    out = "# A CS188 GraphGameTreeTest written by ablab (ablab convert --to cs188).\n";
    out += "class: \"GraphGameTreeTest\"\n";
    out += expectimax ? "alg: \"ExpectimaxAgent\"\n" : "alg: \"AlphaBetaAgent\"\n";
    out += "depth: \"" + std::to_string(depth) + "\"\n";
    // One language: the English (the others are reported as left out).
    if (!tree.info().title.empty()) out += textField("title", withLineFeedsOnly(tree.info().title.in(Language::English)));
    if (!tree.info().source.empty()) out += textField("source", withLineFeedsOnly(tree.info().source.in(Language::English)));
    out += blockField("diagram", withLineFeedsOnly(tree.info().description.in(Language::English)));
    out += "num_agents: \"" + std::to_string(agents) + "\"\n\n";
    out += "start_state: \"" + names[Tree::root()] + "\"\n";
    out += "win_states: \"" + wins + "\"\n";
    out += "lose_states: \"" + losses + "\"\n\n";
    out += "successors: \"\"\"\n" + successors + "\"\"\"\n\n";
    out += "evaluation: \"\"\"\n" + evaluation + "\"\"\"\n";

    written.leftOut =
        documentOnly.leftOutLine(language,
                                 {carriageReturnsLeftOut(language, tree.info()),
                                  renamed.describe(language, translate(language, "label renamed into a CS188 state name"),
                                                   translate(language, "labels renamed into CS188 state names")),
                                  renamedActions.describe(language, translate(language, "edge label renamed into a CS188 action"),
                                                          translate(language, "edge labels renamed into CS188 actions"))},
                                 tree);
    return written;
}

}  // namespace ablab::core
