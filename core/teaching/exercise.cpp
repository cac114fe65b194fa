#include "teaching/exercise.h"

#include <algorithm>
#include <memory>
#include <random>
#include <set>
#include <vector>

#include "run/run.h"
#include "search/trace.h"
#include "text/translate.h"

namespace ablab::core {

namespace {

// How many trees the generator draws, at most, looking for one with something to practise.
constexpr int kAttempts = 256;

// std::mt19937_64 is specified to the bit; every draw goes through below(), never through a
// standard distribution, whose mapping each standard library chooses for itself.
class Draw {
public:
    explicit Draw(std::uint64_t seed) : m_engine(seed) {}

    // Uniform in [0, n), n > 0: reject the top 2^64 mod n outputs, then reduce.
    std::uint64_t below(std::uint64_t n) {
        const std::uint64_t reject = (0 - n) % n;  // 2^64 mod n
        for (;;) {
            const std::uint64_t x = m_engine();
            if (x >= reject) return x % n;
        }
    }
    // Uniform in [lo, hi].
    std::int64_t between(std::int64_t lo, std::int64_t hi) {
        return lo + static_cast<std::int64_t>(below(static_cast<std::uint64_t>(hi - lo) + 1));
    }
    bool oneIn(std::uint64_t n) { return below(n) == 0; }

private:
    std::mt19937_64 m_engine;
};

// The shape in preorder: for each node its parent; leaves get values afterwards.
struct Shape {
    std::vector<NodeId> parent;
    std::vector<std::uint8_t> leaf;
    std::size_t leaves = 0;
};

Shape drawShape(Draw& draw, const ExerciseParams& p) {
    Shape shape;
    struct Open {
        NodeId node;
        std::uint32_t depth;
        std::uint32_t childrenLeft;
    };
    auto add = [&](NodeId parent, bool isLeaf) {
        shape.parent.push_back(parent);
        shape.leaf.push_back(isLeaf ? 1 : 0);
        shape.leaves += isLeaf ? 1 : 0;
        return static_cast<NodeId>(shape.parent.size() - 1);
    };
    auto childCount = [&](bool isRoot) -> std::uint32_t {
        if (!p.uneven || p.branching < 2) return p.branching;
        if (!isRoot && draw.oneIn(4)) return 1;
        return static_cast<std::uint32_t>(draw.between(2, p.branching));
    };
    std::vector<Open> stack;
    stack.push_back({add(kNoNode, false), 0, childCount(true)});
    while (!stack.empty()) {
        Open& top = stack.back();
        if (top.childrenLeft == 0) {
            stack.pop_back();
            continue;
        }
        --top.childrenLeft;
        const std::uint32_t depth = top.depth + 1;
        const bool isLeaf = depth == p.depth || (p.uneven && draw.oneIn(5));
        const NodeId child = add(top.node, isLeaf);
        if (!isLeaf) stack.push_back({child, depth, childCount(false)});
    }
    return shape;
}

// `count` distinct values from [low, high] (size `range` ≥ count), in random order.
std::vector<std::int64_t> distinctValues(Draw& draw, std::int64_t low, std::uint64_t range, std::size_t count) {
    std::vector<std::int64_t> out;
    out.reserve(count);
    if (range <= 8 * static_cast<std::uint64_t>(count) + 64) {
        std::vector<std::int64_t> pool(range);
        for (std::uint64_t i = 0; i < range; ++i) pool[i] = low + static_cast<std::int64_t>(i);
        for (std::size_t i = 0; i < count; ++i) {
            std::swap(pool[i], pool[i + draw.below(range - i)]);
            out.push_back(pool[i]);
        }
        return out;
    }
    std::set<std::int64_t> used;
    while (out.size() < count) {
        const std::int64_t v = low + static_cast<std::int64_t>(draw.below(range));
        if (used.insert(v).second) out.push_back(v);
    }
    return out;
}

std::vector<std::int64_t> drawValues(Draw& draw, const ExerciseParams& p, std::size_t count) {
    const std::int64_t low = p.low;
    const auto range = static_cast<std::uint64_t>(static_cast<std::int64_t>(p.high) - low + 1);
    if (p.ties) {
        // A small palette used again and again: ties everywhere, α = β among them.
        const std::size_t palette = std::min<std::uint64_t>(range, std::max<std::size_t>(3, (count + 2) / 3));
        const std::vector<std::int64_t> colours = distinctValues(draw, low, range, palette);
        std::vector<std::int64_t> out(count);
        for (auto& v : out) v = colours[draw.below(colours.size())];
        return out;
    }
    if (range >= count) return distinctValues(draw, low, range, count);
    // Too few values to go round: use each as rarely as possible.
    std::vector<std::int64_t> out;
    while (out.size() < count) {
        const std::vector<std::int64_t> round =
            distinctValues(draw, low, range, std::min<std::uint64_t>(range, count - out.size()));
        out.insert(out.end(), round.begin(), round.end());
    }
    return out;
}

std::string valuesText(const ExerciseParams& p) { return std::to_string(p.low) + ":" + std::to_string(p.high); }

Tree buildExercise(const Shape& shape, const std::vector<std::int64_t>& values, const ExerciseParams& p) {
    TreeBuilder builder;
    std::size_t nextValue = 0;
    for (std::size_t i = 0; i < shape.parent.size(); ++i) {
        const NodeId n = builder.addNode(shape.parent[i]);
        if (shape.leaf[i]) builder.setValue(n, static_cast<Value>(values[nextValue++]));
    }
    // The file is handed out to a whole class, so it carries its words in every language.
    for (const Language language : kLanguages) {
        std::string title = translate(
            language, translatable("Practice exercise, seed {seed}: depth {depth}, branching {branching}, values {values}"),
            {{"seed", std::to_string(p.seed)},
             {"depth", std::to_string(p.depth)},
             {"branching", std::to_string(p.branching)},
             {"values", valuesText(p)}});
        if (p.uneven) title += translate(language, translatable(", uneven"));
        if (p.ties) title += translate(language, translatable(", ties"));
        builder.info().title.set(language, std::move(title));
        builder.info().description.set(
            language,
            translate(
                language,
                translatable(
                    "Work out α-β on this tree: write down every inner node's value (or its bound, such as ≤ 2 or ≥ 5, where α-β leaves only a bound) and cross out the roots of the pruned subtrees.")));
    }
    builder.info().exerciseOptions = ExerciseOptions{p.strict, p.failHard};
    builder.info().source = "Generated with: " + practiceCommand(p);
    return std::move(builder).build();
}

bool hasOneChildNode(const Tree& tree) {
    for (NodeId n = 0; n < tree.size(); ++n)
        if (tree.childCount(n) == 1) return true;
    return false;
}

bool leavesAtDifferentDepths(const Tree& tree) {
    std::uint32_t first = kNever;
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (!tree.isLeaf(n)) continue;
        if (first == kNever) first = tree.depth(n);
        else if (tree.depth(n) != first) return true;
    }
    return false;
}

bool allLeavesEqual(const Tree& tree) {
    Value first = 0;
    bool seen = false;
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (!tree.isLeaf(n)) continue;
        if (seen && tree.value(n) != first) return false;
        first = tree.value(n);
        seen = true;
    }
    return true;
}

// How much there is to practise. What the options ask for comes first (an uneven shape that
// reaches the full depth with --uneven; with --ties, a tie that changes the search and not
// every leaf alike); a cutoff comes next. Where the parameters cannot give everything (depth 2,
// branching 2 and --uneven leave no room for a cutoff), the best tree drawn is used.
int practiceScore(const Tree& tree, const ExerciseParams& p) {
    auto shared = std::make_shared<const Tree>(tree);  // a copy; exercises are small
    const SearchOptions options = exerciseSearchOptions(p);
    const auto run = makeRun(shared, options);  // never drawn: never laid out
    const Trace& trace = *run->trace;
    int score = 0;
    if (p.uneven) {
        score += tree.height() == p.depth ? 2 : 0;
        score += hasOneChildNode(tree) ? 2 : 0;
        score += leavesAtDifferentDepths(tree) ? 2 : 0;
    }
    if (p.ties) {
        SearchOptions other = options;
        other.strict = !other.strict;
        score += makeRun(shared, other)->trace->stats().leavesEvaluated != trace.stats().leavesEvaluated ? 2 : 0;
        score += allLeavesEqual(tree) ? 0 : 2;
    }
    score += trace.cutoffEvents().empty() ? 0 : 1;
    return score;
}

int perfectScore(const ExerciseParams& p) { return (p.uneven ? 6 : 0) + (p.ties ? 4 : 0) + 1; }

}  // namespace

void checkExerciseParams(Language language, const ExerciseParams& p) {
    if (p.depth < kMinExerciseDepth || p.depth > kMaxExerciseDepth)
        throw ExerciseError(outOfRange(language, "--depth", kMinExerciseDepth, kMaxExerciseDepth, p.depth));
    if (p.branching < kMinExerciseBranching || p.branching > kMaxExerciseBranching)
        throw ExerciseError(outOfRange(language, "--branching", kMinExerciseBranching, kMaxExerciseBranching, p.branching));
    std::uint64_t leaves = 1;
    for (std::uint32_t d = 0; d < p.depth; ++d) leaves *= p.branching;
    if (leaves > kMaxExerciseLeaves)
        throw ExerciseError(translate(
            language,
            "depth {depth} and branching {branching} give up to {leaves} leaves; an exercise has at most {most} (lower --depth or --branching)",
            {{"depth", std::to_string(p.depth)},
             {"branching", std::to_string(p.branching)},
             {"leaves", std::to_string(leaves)},
             {"most", std::to_string(kMaxExerciseLeaves)}}));
    if (p.low < -kMaxExerciseValue || p.high > kMaxExerciseValue)
        throw ExerciseError(translate(language, "--values expects numbers from {low} to {high}, got {values}",
                                      {{"low", std::to_string(-kMaxExerciseValue)},
                                       {"high", std::to_string(kMaxExerciseValue)},
                                       {"values", valuesText(p)}}));
    if (p.low > p.high)
        throw ExerciseError(
            translate(language, "--values expects LO:HI with LO ≤ HI, got {values}", {{"values", valuesText(p)}}));
    // Every leaf equal: α = β at best, which only a tie-pruning search cuts.
    if (p.strict && p.low == p.high)
        throw ExerciseError(translate(
            language,
            "--values {values} with --strict has nothing to cut: every leaf is equal, and --strict cuts only when α > β",
            {{"values", valuesText(p)}}));
}

SearchOptions exerciseSearchOptions(const ExerciseParams& p) {
    SearchOptions options;
    options.strict = p.strict;
    options.failHard = p.failHard;
    return options;
}

Tree makeExercise(Language language, const ExerciseParams& p) {
    checkExerciseParams(language, p);
    Draw draw(p.seed);
    std::optional<Tree> best;
    int bestScore = -1;
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        const Shape shape = drawShape(draw, p);
        const std::vector<std::int64_t> values = drawValues(draw, p, shape.leaves);
        Tree tree = buildExercise(shape, values, p);
        const int score = practiceScore(tree, p);
        if (score == perfectScore(p)) return tree;
        if (score > bestScore) best = std::move(tree), bestScore = score;
    }
    return std::move(*best);
}

std::string optionsSentence(Language language, const SearchOptions& options) {
    const char* ties = options.strict ? translatable("strict (only α > β cuts)") : translatable("ties prune (α ≥ β cuts)");
    const char* returns = options.failHard ? translatable("fail-hard") : translatable("fail-soft");
    std::string sentence = translate(language, "Options: {ties}, {returns}.",
                                     {{"ties", translate(language, ties)}, {"returns", translate(language, returns)}});
    if (options.algorithm == Algorithm::Star1 && options.leafBounds)
        sentence += translate(language, " Chance nodes: Star1, every leaf within [{low}, {high}].",
                              {{"low", formatValue(options.leafBounds->low)}, {"high", formatValue(options.leafBounds->high)}});
    return sentence;
}

namespace {

// Exercises written before "exercise_options" existed state their options only in their
// description, in one of these four sentences: handed-out files must keep grading the same.
// The text is that file format's, frozen; it is not optionsSentence(language), which may change. A
// teacher may have written more after it; the last sentence found counts.
std::optional<ExerciseOptions> optionsFromOlderDescription(std::string_view description) {
    std::optional<ExerciseOptions> found;
    std::size_t foundAt = 0;
    for (const bool strict : {false, true}) {
        for (const bool failHard : {false, true}) {
            const std::string sentence = std::string("Options: ") +
                                         (strict ? "strict (only α > β cuts)" : "ties prune (α ≥ β cuts)") +
                                         (failHard ? ", fail-hard." : ", fail-soft.");
            const std::size_t at = description.rfind(sentence);
            if (at != std::string_view::npos && (!found || at > foundAt)) found = ExerciseOptions{strict, failHard}, foundAt = at;
        }
    }
    return found;
}

}  // namespace

std::optional<SearchOptions> exerciseOptions(const Tree& tree) {
    const TreeInfo& info = tree.info();
    const std::optional<ExerciseOptions> stated =
        info.exerciseOptions
            ? info.exerciseOptions
            : optionsFromOlderDescription(info.description.in(Language::English));  // the older sentence is English
    if (!stated) return std::nullopt;
    SearchOptions options;
    options.strict = stated->strict;
    options.failHard = stated->failHard;
    return options;
}

std::string practiceCommand(const ExerciseParams& p) {
    std::string command = "ablab practice --seed " + std::to_string(p.seed) + " --depth " + std::to_string(p.depth) +
                          " --branching " + std::to_string(p.branching) + " --values " + valuesText(p);
    if (p.uneven) command += " --uneven";
    if (p.ties) command += " --ties";
    if (p.strict) command += " --strict";
    if (p.failHard) command += " --fail-hard";
    return command;
}

}  // namespace ablab::core
