// The terminal's step table, written without a string per row (trace_format.cpp), says for every
// event what every other view says: its cells are traceRow's and its explanation explainEvent's,
// in every language and notation, for every tree of the lecture library and every algorithm.
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "files/tree_file.h"
#include "search/explain.h"
#include "search/trace.h"
#include "search/trace_format.h"
#include "run/run.h"

using namespace ablab::core;

namespace {

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> result;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) result.push_back(line);
    return result;
}

std::string table(const Wording& wording, const Trace& trace) {
    std::ostringstream out;
    writeTrace(wording, out, trace, TraceFormat::Table);
    return out.str();
}

// Row i of the table: its cells in order, each followed by its padding, then the explanation.
void expectRowSaysTheEvent(const std::string& line, const Wording& wording, const Trace& trace, std::size_t i) {
    const TraceRow r = traceRow(wording, trace, i);
    EXPECT_EQ(r.text, oneLine(explainEvent(wording, trace, i)));
    EXPECT_TRUE(line.ends_with("  " + r.text)) << line << "\nshould end with " << r.text;
    std::size_t at = 0;
    for (const std::string* cell : {&r.step, &r.node, &r.event, &r.alpha, &r.beta, &r.value}) {
        ASSERT_EQ(line.compare(at, cell->size(), *cell), 0) << line << "\nshould have " << *cell << " at " << at;
        at = line.find_first_not_of(' ', at + cell->size());
    }
    EXPECT_EQ(line.substr(at), r.text);
}

void expectEveryRowSaysItsEvent(const Wording& wording, const Trace& trace, const std::string& what) {
    SCOPED_TRACE(what);
    const std::vector<std::string> table = lines(::table(wording, trace));
    const std::size_t perEvent = trace.openClosed() ? 2 : 1;    // minimax-levels: OPEN and CLOSED under each
    ASSERT_EQ(table.size(), 3 + perEvent * trace.stepCount());  // title, header, rows, summary
    for (std::size_t i = 0; i < trace.stepCount(); ++i) expectRowSaysTheEvent(table[2 + perEvent * i], wording, trace, i);
    // One memory for every event, as the table keeps it, in the table's order and backwards.
    SentenceMemory memory(wording.language);
    for (std::size_t k = 0; k < 2 * trace.stepCount(); ++k) {
        const std::size_t i = k < trace.stepCount() ? k : 2 * trace.stepCount() - 1 - k;
        std::string out = "before ";
        appendExplanation(out, memory, wording, trace, i);
        ASSERT_EQ(out, "before " + explainEvent(wording, trace, i)) << "event " << i;
    }
}

}  // namespace

TEST(TraceTable, EveryRowOfEveryLectureTreeSaysItsEventInEveryLanguageAndNotation) {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(ABLAB_SOURCE_DIR) / "trees"))
        if (entry.path().extension() == ".json" && entry.path().filename() != "schema.json" &&
            entry.path().filename() != "index.json")
            files.push_back(entry.path());
    ASSERT_GT(files.size(), 20u);
    std::size_t tables = 0;
    for (const auto& file : files) {
        const auto tree = std::make_shared<const Tree>(loadTreeFile(Language::English, file.string()));
        for (const Algorithm algorithm : {Algorithm::AlphaBeta, Algorithm::Minimax, Algorithm::MinimaxLevels,
                                          Algorithm::NegaScout, Algorithm::MtdF, Algorithm::Sss, Algorithm::Star1}) {
            for (const bool negamax : {false, true}) {
                SearchOptions options;
                options.algorithm = algorithm;
                options.negamax = negamax;
                const auto run = makeRun(tree, options);
                const Trace& trace = *run->trace;
                for (const Language language : kLanguages)
                    for (const Notation notation : kNotations) {
                        expectEveryRowSaysItsEvent(Wording{language, notation}, trace,
                                                   file.filename().string() + " " + std::string(algorithmName(algorithm)) +
                                                       (negamax ? " --negamax " : " ") + std::string(languageCode(language)) +
                                                       " " + std::string(notationCode(notation)));
                        ++tables;
                    }
            }
        }
    }
    EXPECT_GT(tables, 1000u);
}

// A label holding control characters is written on one line in the node column and in the
// explanation, as oneLine writes it, and every other row stays as it was.
TEST(TraceTable, ALabelWithControlCharactersStaysOnOneLine) {
    const auto tree = std::make_shared<const Tree>(parseTree(
        Language::English,
        R"({"root": {"label": "A", "children": [{"label": "B\n\tx\u0001", "children": [{"label": "b1", "value": 3}, {"label": "b2", "value": 5}]},
                                                {"label": "C", "children": [{"label": "c\r1", "value": 2}, {"label": "c2", "value": 9}]}]}})",
        "test"));
    const auto run = makeRun(tree, {});
    const Trace& trace = *run->trace;
    for (const Language language : kLanguages) {
        const Wording wording{language, Notation::Aima};
        expectEveryRowSaysItsEvent(wording, trace, std::string(languageCode(language)));
        const std::string text = table(wording, trace);
        EXPECT_NE(text.find("B\\n\\tx\\x01"), std::string::npos) << text;
        EXPECT_NE(text.find("c\\r1"), std::string::npos) << text;
    }
}
