#pragma once
// The last value computed from a key, recomputed only when the key changes. A frame that
// shows what the previous one showed (an idle window, a held mouse) then builds no strings,
// no scene and no lists: idle frames allocate nothing, and per-tree facts that take a pass
// over a million nodes are taken once per tree, not once per frame.
//
// Every memo is a member of the panels' caches (gui/panel_caches.h), owned beside the AppState
// it caches: a cache of what that state implies, not state of its own. Keys are revision
// numbers and plain values, never owning pointers: the memo of a collapsed panel must not keep
// an old 100 MB trace alive.
#include <cstdint>
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
            ++m_made;
        }
        return m_value;
    }

    // The value last made, if any; and how many times one was made. What the tests read to see
    // that a frame drew from its own state's cache and made nothing it already had.
    const Value* held() const { return m_key ? &m_value : nullptr; }
    std::uint64_t made() const { return m_made; }

private:
    std::optional<Key> m_key;
    Value m_value{};
    std::uint64_t m_made = 0;
};

}  // namespace ablab::app
