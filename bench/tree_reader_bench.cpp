// Reading the whole tic-tac-toe game tree (549,946 nodes, the 32 MB document `ablab game
// tictactoe --no-symmetry --eval win-loss` writes): the fast reader (one pass into the tree, what parseTree
// uses) against the streaming reader alone (nlohmann SAX, what it used before), and the layout
// that `ablab bench` adds to the load. Run with --benchmark_enable_random_interleaving to
// alternate them.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "files/tree_file.h"
#include "shaped_tree.h"
#include "picture/layout.h"

using namespace ablab::core;

namespace {

const std::string& wholeGameDocument() {
    static const std::string text = serializeTree(*wholeGameTree());
    return text;
}

void BM_ReadWholeGameTree(benchmark::State& state) {
    const auto reader = static_cast<TreeReader>(state.range(0));
    const std::string& text = wholeGameDocument();
    for (auto _ : state) {
        Tree tree = parseTree(Language::English, text, "tictactoe.json", reader);
        benchmark::DoNotOptimize(tree.size());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
    state.SetLabel(reader == TreeReader::Fastest ? "fastest (one pass)" : "streaming (nlohmann)");
}
BENCHMARK(BM_ReadWholeGameTree)
    ->Arg(static_cast<int>(TreeReader::Fastest))
    ->Arg(static_cast<int>(TreeReader::Streaming))
    ->ArgName("reader")
    ->Unit(benchmark::kMillisecond);

void BM_ReadAndLayOutWholeGameTree(benchmark::State& state) {
    const std::string& text = wholeGameDocument();
    for (auto _ : state) {
        const Tree tree = parseTree(Language::English, text, "tictactoe.json");
        benchmark::DoNotOptimize(layoutTree(tree));
    }
}
BENCHMARK(BM_ReadAndLayOutWholeGameTree)->Unit(benchmark::kMillisecond);

// The same document from a file, as `ablab trace` and the window read it: the file's bytes
// read into memory, then the tree, then its layout. What reading the file adds to parseTree.
void BM_ReadAndLayOutWholeGameTreeFile(benchmark::State& state) {
    const std::filesystem::path path = std::filesystem::temp_directory_path() / "ablab_bench_tictactoe.json";
    std::ofstream(path, std::ios::binary) << wholeGameDocument();
    for (auto _ : state) {
        const Tree tree = loadTreeFile(Language::English, path.string());
        benchmark::DoNotOptimize(layoutTree(tree));
    }
    std::filesystem::remove(path);
}
BENCHMARK(BM_ReadAndLayOutWholeGameTreeFile)->Unit(benchmark::kMillisecond);

}  // namespace
