#pragma once
// The round trip every reader's fuzz target makes of what it accepted: the tree is written in
// each of the four formats and read back. A format that cannot hold the tree must say so (a
// TreeFileError from the writer); one that writes it must give back the same game: shape,
// leaf values, who moves where, chance nodes. Labels may be renamed, so they are not compared.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "files/tree_file.h"
#include "files/tree_formats.h"
#include "model/tree.h"

namespace ablab::fuzzing {

[[noreturn]] inline void roundTripFailed(core::TreeFormat format, const std::string& what) {
    std::fprintf(stderr, "round trip through %s: %s\n", std::string(core::treeFormatName(format)).c_str(), what.c_str());
    std::abort();
}

inline void checkSameGame(const core::Tree& a, const core::Tree& b, core::TreeFormat format) {
    using core::NodeId;
    if (a.size() != b.size()) roundTripFailed(format, std::to_string(a.size()) + " nodes became " + std::to_string(b.size()));
    for (NodeId n = 0; n < a.size(); ++n) {
        if (a.childCount(n) != b.childCount(n)) roundTripFailed(format, "node " + std::to_string(n) + ": children differ");
        if (a.isChance(n) != b.isChance(n)) roundTripFailed(format, "node " + std::to_string(n) + ": chance differs");
        if (a.isLeaf(n)) {
            if (a.value(n) != b.value(n)) roundTripFailed(format, "node " + std::to_string(n) + ": value differs");
        } else if (!a.isChance(n) && a.player(n) != b.player(n)) {
            roundTripFailed(format, "node " + std::to_string(n) + ": player differs");
        }
    }
}

inline void checkRoundTrip(const core::Tree& tree) {
    for (const core::TreeFormat format :
         {core::TreeFormat::Json, core::TreeFormat::Cs188, core::TreeFormat::Sexpr, core::TreeFormat::Aima}) {
        core::WrittenTree written;
        try {
            written = core::writeTreeText(ablab::core::Language::English, tree, format);
        } catch (const core::TreeFileError&) {
            continue;  // the format cannot hold this tree, and says why
        }
        try {
            checkSameGame(tree, core::parseTreeText(ablab::core::Language::English, written.text, "again", format), format);
        } catch (const core::TreeFileError& e) {
            roundTripFailed(format, std::string("what ablab wrote does not read back: ") + e.what());
        }
    }
}

}  // namespace ablab::fuzzing
