#include "search/trace_format.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "search/explain.h"
#include "search/search.h"
#include "text/display_width.h"
#include "text/notation.h"
#include "text/table_cells.h"
#include "text/translate.h"
#include "text/visible_text.h"
#include "search/search_title.h"

namespace ablab::core {

bool parseTraceFormat(std::string_view text, TraceFormat& out) {
    if (text == "table") out = TraceFormat::Table;
    else if (text == "json") out = TraceFormat::Json;
    else if (text == "csv") out = TraceFormat::Csv;
    else if (text == "markdown") out = TraceFormat::Markdown;
    else return false;
    return true;
}

namespace {

using Row = TraceRow;

std::string_view eventColumn(Phrasebook& words, Notation notation, const Event& e, const SearchOptions& options) {
    // The notes that name no α and β for an update: Linh's temporary value, Horowitz–Sahni's B in
    // negamax form (in MAX/MIN values their updates are α and β values, as AIMA's are).
    const bool update = e.type == EventType::AlphaUpdate || e.type == EventType::BetaUpdate || e.type == EventType::ValueUpdate;
    if (update && notesCover(options.algorithm) && !options.negamax && notation == Notation::NguyenVanLinh)
        return words.translate("temporary value");
    if (update && notesCover(options.algorithm) && options.negamax && notation == Notation::HorowitzSahni)
        return words.translate("B update");
    // The essay's α and β are the two ends of one interval.
    if (update && e.type != EventType::ValueUpdate && notesCover(options.algorithm) && !options.negamax &&
        notation == Notation::Multya)
        return words.translate("interval refreshed");
    switch (e.type) {
    case EventType::Cutoff: return cutoffName(words, notation, e);
    case EventType::AlphaUpdate: return words.translate("α update");
    case EventType::BetaUpdate: return words.translate("β update");
    case EventType::ValueUpdate: return words.translate("value");
    case EventType::Enter: return words.translate("enter");
    case EventType::Leaf: return words.translate("leaf");
    case EventType::MoveLimit: return words.translate("move-limit");
    case EventType::Exit: return words.translate("exit");
    // The algorithms beyond α-β: their papers' words, in the reader's language (the JSON trace
    // keeps the papers' English tokens, eventTypeName).
    case EventType::Probe: return words.translate("probe");
    case EventType::Research: return words.translate("re-search");
    case EventType::TableHit: return words.translate("tt-hit");
    case EventType::Pass: return words.translate("pass");
    case EventType::OpenPop: return words.translate("open-pop");
    case EventType::ChanceSum: return words.translate("chance");
    }
    return eventTypeName(e.type);
}

// The cells of a row but its explanation, as every table shows them: made once per event by
// traceRow and by the terminal's table, which writes them where they go. The strings are kept
// from one row to the next, so a table of numbers allocates nothing.
struct ShortCells {
    std::array<char, 24> stepDigits;
    std::string_view step;
    std::string_view node;  // the label, or `escapedNode` when visibleText changes it
    std::string escapedNode;
    std::string_view event;
    ValueText alpha, beta;  // empty for an algorithm without a window
    std::string value;

    void fill(SentenceMemory& memory, const Wording& wording, const Trace& trace, std::size_t index) {
        const Event e = shownEvent(wording.notation, trace, index);
        const bool pruning = usesWindow(trace.options().algorithm);
        const auto [end, ec] = std::to_chars(stepDigits.data(), stepDigits.data() + stepDigits.size(), index + 1);
        step = std::string_view(stepDigits.data(), static_cast<std::size_t>(end - stepDigits.data()));
        node = trace.tree().label(e.node);
        if (needsVisibleEscapes(node)) {
            escapedNode.clear();
            appendVisibleText(escapedNode, node);
            node = escapedNode;
        }
        event = eventColumn(memory.words, wording.notation, e, trace.options());
        alpha = pruning ? memory.values(e.alpha) : ValueText{};
        beta = pruning ? memory.values(e.beta) : ValueText{};
        value.clear();
        if (e.type == EventType::Exit && !showsBounds(wording.notation, trace.options())) value += memory.values(e.value);
        else appendValueText(value, memory.values, e);
    }

    std::array<std::string_view, 6> texts() const { return {step, node, event, alpha, beta, value}; }
    // Their display widths (text/display_width.h), the numbers' known already.
    std::array<std::size_t, 6> widths() const {
        return {step.size(), displayWidth(node), displayWidth(event), alpha.width, beta.width, displayWidth(value)};
    }
};

}  // namespace

std::string oneLine(std::string_view text) { return visibleText(text); }

namespace {

// traceRow with `memory` kept from one row to the next, for the formats written row by row.
Row rowOf(SentenceMemory& memory, const Wording& wording, const Trace& trace, std::size_t index) {
    ShortCells cells;
    cells.fill(memory, wording, trace, index);
    std::string text;
    appendExplanation(text, memory, wording, trace, index);
    return Row{std::string(cells.step),
               std::string(cells.node),
               std::string(cells.event),
               std::string(std::string_view(cells.alpha)),
               std::string(std::string_view(cells.beta)),
               cells.value,
               oneLine(text)};
}

}  // namespace

TraceRow traceRow(const Wording& wording, const Trace& trace, std::size_t index) {
    SentenceMemory memory(wording.language, Phrasebook::Memory::None);  // for one row
    return rowOf(memory, wording, trace, index);
}

namespace {

// How many nodes of OPEN and CLOSED a table line names before "… N in all".
constexpr std::size_t kListShown = 12;

}  // namespace

Value shownRootValue(Notation notation, const Trace& trace) {
    const bool negated = fromSideToMove(notation, trace.options()) && trace.tree().player(Tree::root()) == Player::Min;
    return negated ? -trace.rootValue() : trace.rootValue();
}

std::string traceSummary(const Wording& wording, const Trace& trace) {
    const Tree& tree = trace.tree();
    const TraceStats s = trace.stats();
    std::string text =
        translate(wording.language, "root value {value}", {{"value", formatValue(shownRootValue(wording.notation, trace))}});
    if (trace.bestMove() >= 0)
        text +=
            translate(wording.language, ", best move {move}",
                      {{"move", oneLine(tree.label(tree.children(Tree::root())[static_cast<std::size_t>(trace.bestMove())]))}});
    text += translate(wording.language, "; {evaluated} of {total} leaves evaluated",
                      {{"evaluated", std::to_string(s.leavesEvaluated)}, {"total", std::to_string(s.leavesInTree)}});
    if (s.passes > 0)
        text += translate(wording.language, "; {passes} passes, {hits} table hits",
                          {{"passes", std::to_string(s.passes)}, {"hits", std::to_string(s.tableHits)}});
    if (s.probes > 0)
        text += translate(wording.language, "; {probes} probes, {researches} re-searches",
                          {{"probes", std::to_string(s.probes)}, {"researches", std::to_string(s.researches)}});
    if (usesWindow(trace.options().algorithm))
        text += translate(wording.language, "; {counts}",
                          {{"counts", cutCounts(wording, s.alphaCutoffs, s.betaCutoffs, s.deepCutoffs)}});
    if (s.prunedNodes > 0)
        text += translate(wording.language, "; {count} nodes pruned", {{"count", std::to_string(s.prunedNodes)}});
    if (s.skippedNodes > 0)
        text +=
            translate(wording.language, "; {count} nodes skipped by the move limit", {{"count", std::to_string(s.skippedNodes)}});
    return text;
}

namespace {

// The window's columns: α and β, in MAX/MIN values or NEGAMAX's; in Horowitz–Sahni's negamax
// form they hold the procedures' B (ans) and D, and are named so: one convention, named.
std::pair<const char*, const char*> windowColumns(const Wording& wording, const SearchOptions& options) {
    if (wording.notation == Notation::HorowitzSahni && options.negamax && notesCover(options.algorithm) &&
        !options.transpositions)
        return {"B", "D"};
    return {"α", "β"};
}

// `cell` (`cellWidth` columns wide), then spaces to `width` columns and the two between columns.
void appendPadded(std::string& block, std::string_view cell, std::size_t cellWidth, std::size_t width) {
    block += cell;
    block.append(width - std::min(width, cellWidth) + 2, ' ');
}

// The terminal's table, written without a string per row: each row's cells and explanation are
// appended to the block of lines, the sentences' templates looked up once for the whole table.
void writeTable(const Wording& wording, std::ostream& out, const Trace& trace) {
    SentenceMemory memory(wording.language);
    const Row header{translate(wording.language, "step"),
                     translate(wording.language, "node"),
                     translate(wording.language, "event"),
                     windowColumns(wording, trace.options()).first,
                     windowColumns(wording, trace.options()).second,
                     translate(wording.language, "value"),
                     translate(wording.language, "explanation")};
    // Column widths from a bounded sample keeps a million-event table streaming.
    std::array<std::size_t, 6> width{displayWidth(header.step), displayWidth(header.node), displayWidth(header.event), 2, 2,
                                     displayWidth(header.value)};
    ShortCells cells;
    for (std::size_t i = 0; i < std::min<std::size_t>(trace.stepCount(), 5000); ++i) {
        cells.fill(memory, wording, trace, i);
        const auto widths = cells.widths();
        for (std::size_t c = 0; c < width.size(); ++c) width[c] = std::max(width[c], widths[c]);
    }
    width[0] = std::max(width[0], std::to_string(trace.stepCount()).size());
    // Lines are gathered and written in blocks: one stream call a cell cost more than making the cells.
    std::string block;
    const auto flush = [&](std::size_t over) {
        if (block.size() < over) return;
        out << block;
        block.clear();
    };
    const Tree& tree = trace.tree();
    block += tree.info().title.empty() ? std::string(translate(wording.language, "tree"))
                                       : oneLine(tree.info().title.in(wording.language));
    block += " — ";
    block += searchTitle(wording.language, trace.options());
    block += '\n';
    const std::string_view headerCells[] = {header.step, header.node, header.event, header.alpha, header.beta, header.value};
    for (std::size_t c = 0; c < width.size(); ++c) appendPadded(block, headerCells[c], displayWidth(headerCells[c]), width[c]);
    block += header.text;
    block += '\n';
    // minimax-levels: the notes' OPEN and CLOSED under every step, where the numbers would be.
    const OpenClosedLists* lists = trace.openClosed();
    const std::string indent(width[0] + 2, ' ');
    for (std::size_t i = 0; i < trace.stepCount(); ++i) {
        cells.fill(memory, wording, trace, i);
        const auto row = cells.texts();
        const auto widths = cells.widths();
        for (std::size_t c = 0; c < width.size(); ++c) appendPadded(block, row[c], widths[c], width[c]);
        const std::size_t text = block.size();
        appendExplanation(block, memory, wording, trace, i);
        // On one line, as oneLine writes it: a label may hold a control character.
        if (needsVisibleEscapes(std::string_view(block).substr(text))) {
            const std::string sentence = block.substr(text);
            block.resize(text);
            appendVisibleText(block, sentence);
        }
        block += '\n';
        if (lists)
            block += indent + "OPEN = " + nodeListText(wording.language, tree, lists->open(i + 1), kListShown) +
                     "  CLOSED = " + nodeListText(wording.language, tree, lists->closed(i + 1), kListShown) + '\n';
        flush(std::size_t{1} << 16);
    }
    block += traceSummary(wording, trace);
    block += '\n';
    flush(0);
}

void writeCsv(const Wording& wording, std::ostream& out, const Trace& trace) {
    SentenceMemory memory(wording.language);
    const OpenClosedLists* lists = trace.openClosed();
    // The header in the reader's language, like the table's (a spreadsheet for the class); the
    // machine-readable trace is the JSON one.
    out << csvCell(translate(wording.language, "step")) << ',' << csvCell(translate(wording.language, "node")) << ','
        << csvCell(translate(wording.language, "event")) << ',' << csvCell(translate(wording.language, "alpha")) << ','
        << csvCell(translate(wording.language, "beta")) << ',' << csvCell(translate(wording.language, "value")) << ','
        << csvCell(translate(wording.language, "explanation")) << (lists ? ",open,closed" : "") << "\n";
    for (std::size_t i = 0; i < trace.stepCount(); ++i) {
        const Row r = rowOf(memory, wording, trace, i);
        out << r.step << ',' << csvCell(r.node) << ',' << csvCell(r.event) << ',' << csvCell(r.alpha) << ',' << csvCell(r.beta)
            << ',' << csvCell(r.value) << ',' << csvCell(r.text);
        if (lists)
            out << ',' << csvCell(nodeListText(wording.language, trace.tree(), lists->open(i + 1), kListShown)) << ','
                << csvCell(nodeListText(wording.language, trace.tree(), lists->closed(i + 1), kListShown));
        out << '\n';
    }
}

void writeMarkdown(const Wording& wording, std::ostream& out, const Trace& trace) {
    SentenceMemory memory(wording.language);
    out << "| " << translate(wording.language, "Step") << " | " << translate(wording.language, "Node") << " | "
        << translate(wording.language, "Event") << " | " << windowColumns(wording, trace.options()).first << " | "
        << windowColumns(wording, trace.options()).second << " | " << translate(wording.language, "Value") << " | "
        << translate(wording.language, "Explanation") << " |\n|---:|---|---|---:|---:|---:|---|\n";
    for (std::size_t i = 0; i < trace.stepCount(); ++i) {
        const Row r = rowOf(memory, wording, trace, i);
        out << "| " << r.step << " | " << markdownCell(r.node) << " | " << r.event << " | " << r.alpha << " | " << r.beta << " | "
            << r.value << " | " << markdownCell(r.text) << " |\n";
    }
    out << '\n' << markdownCell(traceSummary(wording, trace)) << '\n';  // it names nodes: their labels are text too
}

// JSON is written by hand, one node and one event at a time: a million-event trace never exists
// as a DOM. Every node is written once, in the "nodes" table; everything else names nodes by
// id, so the output is linear in the tree's size at any depth (a path per event was quadratic).
std::string jsonValue(Value v) { return std::isinf(v) ? (v > 0 ? "\"inf\"" : "\"-inf\"") : formatValuePlain(v); }
std::string jsonString(std::string_view s) {
    return nlohmann::json(s).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}
std::string jsonNode(NodeId n) { return n == kNoNode ? std::string("null") : std::to_string(n); }
// {"id": 4, "label": "C2"}: readable without looking the id up.
std::string jsonNodeList(const Tree& tree, const std::vector<NodeId>& nodes) {
    std::string text = "[";
    for (std::size_t i = 0; i < nodes.size(); ++i)
        text += (i ? ", " : "") + std::string("{\"id\": ") + std::to_string(nodes[i]) +
                ", \"label\": " + jsonString(tree.label(nodes[i])) + "}";
    return text + "]";
}
std::string jsonChildIds(const Tree& tree, NodeId n, std::uint32_t from, std::uint32_t to) {
    std::string text = "[";
    for (std::uint32_t c = from; c < to; ++c) text += (c > from ? ", " : "") + std::to_string(tree.children(n)[c]);
    return text + "]";
}

// OPEN and CLOSED in JSON: the first labels of each (the counts say how many there are), so a
// million-event trace of a big tree stays linear in size.
constexpr std::size_t kJsonListShown = 64;
std::string jsonLabels(const Tree& tree, std::span<const NodeId> nodes, std::size_t shown) {
    std::string text = "[";
    for (std::size_t i = 0; i < nodes.size() && i < shown; ++i) (text += i ? "," : "") += jsonString(tree.label(nodes[i]));
    return text + "]";
}

// An event's own fields in the JSON trace, after the ones every event has (step, type, node, window).
void writeJsonEventFields(std::ostream& out, const Tree& tree, const SearchOptions& o, const Event& e) {
    switch (e.type) {
    case EventType::Enter: break;
    case EventType::Leaf: out << ", \"value\": " << jsonValue(e.value); break;
    case EventType::AlphaUpdate:
    case EventType::BetaUpdate:
    case EventType::ValueUpdate:
        out << ", \"old\": " << jsonValue(e.old) << ", \"new\": "
            << jsonValue(e.type == EventType::AlphaUpdate  ? e.alpha
                         : e.type == EventType::BetaUpdate ? e.beta
                                                           : e.value)
            << ", \"value\": " << jsonValue(e.value) << ", \"child\": " << e.child;
        break;
    case EventType::Cutoff:
        out << ", \"kind\": \"" << cutoffKindName(e.cutoff) << "\", \"value\": " << jsonValue(e.value)
            << ", \"cause\": " << jsonNode(e.cause) << ", \"deep\": " << e.deep
            << ", \"pruned\": " << jsonChildIds(tree, e.node, e.prunedFrom, searchedChildCount(tree, e.node, o));
        break;
    case EventType::MoveLimit:
        out << ", \"skipped\": " << jsonChildIds(tree, e.node, e.prunedFrom, static_cast<std::uint32_t>(tree.childCount(e.node)));
        break;
    case EventType::Exit:
    case EventType::TableHit:
        out << ", \"value\": " << jsonValue(e.value) << ", \"bound\": \"" << boundName(e.bound) << "\"";
        break;
    case EventType::Probe: out << ", \"child\": " << e.child; break;
    case EventType::Research:
        out << ", \"child\": " << e.child << ", \"value\": " << jsonValue(e.value) << ", \"bound\": \"" << boundName(e.bound)
            << "\"";
        break;
    case EventType::OpenPop:
        out << ", \"merit\": " << jsonValue(e.value) << ", \"state\": \"" << (e.deep ? "solved" : "live")
            << "\", \"open_after\": " << e.prunedFrom;
        break;
    case EventType::ChanceSum:
        out << ", \"child\": " << e.child << ", \"probability\": " << jsonValue(e.alpha)
            << ", \"child_value\": " << jsonValue(e.beta) << ", \"sum\": " << jsonValue(e.value);
        break;
    case EventType::Pass:
        out << ", \"pass\": " << e.prunedFrom << ", \"test\": " << jsonValue(e.beta) << ", \"lower\": " << jsonValue(e.value)
            << ", \"upper\": " << jsonValue(e.old);
        break;
    }
}

// The run's options and what it found, before the nodes and the events.
void writeJsonSummary(const Wording& wording, std::ostream& out, const Trace& trace) {
    const Tree& tree = trace.tree();
    const SearchOptions& o = trace.options();
    const TraceStats s = trace.stats();
    out << "  \"options\": {\"notation\": \"" << notationCode(wording.notation) << "\", \"algorithm\": \""
        << algorithmName(o.algorithm) << "\", \"strict\": " << std::boolalpha << o.strict << ", \"fail_hard\": " << o.failHard
        << ", \"shallow\": " << o.shallow << ", \"negamax\": " << o.negamax << ", \"table\": " << o.transpositions
        << ", \"move_limit\": " << o.moveLimit << ", \"order\": \"" << moveOrderName(o.order) << "\"";
    if (o.algorithm == Algorithm::MtdF) out << ", \"first_guess\": " << jsonValue(o.firstGuess);
    if (o.algorithm == Algorithm::Star1) {
        const LeafBounds bounds = leafBoundsFor(tree, o);  // given, or the tree's smallest and largest leaf
        out << ", \"bounds\": [" << jsonValue(bounds.low) << ", " << jsonValue(bounds.high) << "]";
    }
    out << "},\n";
    out << "  \"root_value\": " << jsonValue(shownRootValue(wording.notation, trace)) << ",\n";
    out << "  \"best_move\": " << (trace.bestMove() < 0 ? std::string("null") : std::to_string(trace.bestMove())) << ",\n";
    out << "  \"evaluated_leaves\": " << jsonNodeList(tree, trace.evaluatedLeaves()) << ",\n";
    out << "  \"pruned\": " << jsonNodeList(tree, trace.prunedRoots()) << ",\n";
    out << "  \"skipped\": " << jsonNodeList(tree, trace.skippedRoots()) << ",\n";
    out << "  \"stats\": {\"nodes_visited\": " << s.nodesVisited << ", \"leaves_evaluated\": " << s.leavesEvaluated
        << ", \"leaves_in_tree\": " << s.leavesInTree << ", \"alpha_cutoffs\": " << s.alphaCutoffs
        << ", \"beta_cutoffs\": " << s.betaCutoffs << ", \"deep_cutoffs\": " << s.deepCutoffs
        << ", \"pruned_nodes\": " << s.prunedNodes << ", \"skipped_nodes\": " << s.skippedNodes << ", \"probes\": " << s.probes
        << ", \"researches\": " << s.researches << ", \"table_hits\": " << s.tableHits << ", \"passes\": " << s.passes
        << ", \"open_pops\": " << s.openPops << "},\n";
}

void writeJson(const Wording& wording, std::ostream& out, const Trace& trace) {
    SentenceMemory memory(wording.language);
    std::string text;
    const Tree& tree = trace.tree();
    const SearchOptions& o = trace.options();
    out << "{\n  \"schema_version\": " << kTraceJsonSchemaVersion << ",\n";
    out << "  \"title\": " << jsonString(tree.info().title.in(wording.language)) << ",\n";
    writeJsonSummary(wording, out, trace);
    out << "  \"nodes\": [";
    for (NodeId n = 0; n < tree.size(); ++n) {
        out << (n ? ",\n    " : "\n    ") << "{\"id\": " << n << ", \"parent\": " << jsonNode(tree.parent(n))
            << ", \"label\": " << jsonString(tree.label(n)) << ", \"player\": \""
            << (tree.isChance(n) ? "chance" : playerName(tree.player(n))) << "\"";
        if (tree.isLeaf(n)) out << ", \"value\": " << jsonValue(tree.value(n));
        out << "}";
    }
    out << "\n  ],\n";
    out << "  \"events\": [";
    for (std::size_t i = 0; i < trace.stepCount(); ++i) {
        const Event e = shownEvent(wording.notation, trace, i);
        out << (i ? ",\n    " : "\n    ") << "{\"step\": " << i + 1 << ", \"type\": \"" << eventTypeName(e.type)
            << "\", \"node\": " << e.node << ", \"alpha\": " << jsonValue(e.alpha) << ", \"beta\": " << jsonValue(e.beta);
        writeJsonEventFields(out, tree, o, e);
        if (const OpenClosedLists* lists = trace.openClosed()) {
            const auto open = lists->open(i + 1), closed = lists->closed(i + 1);
            out << ", \"open_count\": " << open.size() << ", \"open\": " << jsonLabels(tree, open, kJsonListShown)
                << ", \"closed_count\": " << closed.size() << ", \"closed\": " << jsonLabels(tree, closed, kJsonListShown);
        }
        text.clear();
        appendExplanation(text, memory, wording, trace, i);
        out << ", \"text\": " << jsonString(text) << "}";
    }
    out << "\n  ]\n}\n";
}

}  // namespace

void writeTrace(const Wording& wording, std::ostream& out, const Trace& trace, TraceFormat format) {
    switch (format) {
    case TraceFormat::Table: writeTable(wording, out, trace); break;
    case TraceFormat::Json: writeJson(wording, out, trace); break;
    case TraceFormat::Csv: writeCsv(wording, out, trace); break;
    case TraceFormat::Markdown: writeMarkdown(wording, out, trace); break;
    }
}

}  // namespace ablab::core
