#pragma once
// The last value computed from a key, recomputed only when the key changes. A frame that
// shows what the previous one showed (an idle window, a held mouse) then builds no strings,
// no scene and no lists: idle frames allocate nothing, and per-tree facts that take a pass
// over a million nodes are taken once per tree, not once per frame.
//
// Each memo lives beside the one function that draws with it (a function-local static): it
// is a cache of what the app state implies, not state of its own, and the window is drawn
// from one thread. Keys are revision numbers and plain values, never owning pointers: the
// memo of a collapsed panel must not keep an old 100 MB trace alive.
#include <optional>
#include <utility>

namespace ablab::app {

template <typename Key, typename Value>
class Memo {
public:
    template <typename Make>
    const Value& get(const Key& key, Make&& make) {
        if (!m_key || !(*m_key == key)) {
            m_value = std::forward<Make>(make)();
            m_key = key;
        }
        return m_value;
    }

private:
    std::optional<Key> m_key;
    Value m_value{};
};

}  // namespace ablab::app
