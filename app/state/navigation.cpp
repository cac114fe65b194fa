#include "state/navigation.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include "text/trimmed.h"

namespace ablab::app {

namespace {

bool sameIgnoringCase(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

// "0/2/1", "0 2 1", "[0, 2, 1]", "/", "[]": digits separated by '/', ',', spaces, in optional
// brackets. False if the text is anything else.
bool parsePath(std::string_view text, std::vector<std::uint32_t>& path) {
    if (!text.empty() && text.front() == '[') {
        if (text.back() != ']') return false;
        text = text.substr(1, text.size() - 2);
    }
    bool sawSomething = false, inNumber = false;
    for (const char c : text) {
        if (c >= '0' && c <= '9') {
            if (!inNumber) path.push_back(0);
            if (path.back() > 100'000'000) return false;
            path.back() = path.back() * 10 + static_cast<std::uint32_t>(c - '0');
            inNumber = sawSomething = true;
        } else if (c == '/' || c == ',' || c == ' ') {
            inNumber = false;
            sawSomething = sawSomething || c == '/';
        } else {
            return false;
        }
    }
    return sawSomething || text.empty();
}

}  // namespace

core::NodeId findNode(const core::Tree& tree, std::string_view query, std::string& problem) {
    problem.clear();
    const std::string_view wanted = core::trimmed(query);
    if (wanted.empty()) {
        problem = "type a label (such as C2) or a path of child indices (such as 0/2/1)";
        return core::kNoNode;
    }
    for (core::NodeId n = 0; n < tree.size(); ++n)
        if (tree.label(n) == wanted) return n;
    for (core::NodeId n = 0; n < tree.size(); ++n)
        if (sameIgnoringCase(tree.label(n), wanted)) return n;
    if (std::vector<std::uint32_t> path; parsePath(wanted, path)) {
        const core::NodeId n = tree.nodeAt(path);
        if (n != core::kNoNode) return n;
        problem = "no node at path " + std::string(wanted) + ": a node along it has fewer children";
        return core::kNoNode;
    }
    problem = "no node is labelled '" + std::string(wanted) + "'";
    return core::kNoNode;
}

}  // namespace ablab::app
