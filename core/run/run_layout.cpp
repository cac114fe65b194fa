#include "run/run_layout.h"

#include <stdexcept>

namespace ablab::core {

RunLayout::RunLayout(std::shared_ptr<const Tree> tree) : m_shared(std::make_shared<Shared>()) {
    m_shared->tree = std::move(tree);
}

RunLayout::RunLayout(TreeLayout made) : m_shared(std::make_shared<Shared>()) {
    std::call_once(m_shared->once, [&] {
        m_shared->layout = std::move(made);
        m_shared->built = true;
    });
}

bool RunLayout::built() const { return m_shared && m_shared->built; }

const TreeLayout& RunLayout::laidOut() const {
    if (!m_shared) throw std::logic_error("a run without a tree has no layout");
    Shared& shared = *m_shared;
    std::call_once(shared.once, [&] {
        shared.layout = layoutTree(*shared.tree);
        shared.tree.reset();
        shared.built = true;
    });
    return shared.layout;
}

}  // namespace ablab::core
