#pragma once
// A minimal lazy generator for C++20 coroutines (g++ 12 has no std::generator).
//
// The shape is cppcoro's: the promise keeps a pointer to the value just yielded; the coroutine
// does not start until the first next(); an exception thrown inside reaches the consumer from
// next(); destroying the generator destroys the suspended frame and everything in it. The
// evaluator is one coroutine over an explicit stack, so yielding costs the same at any depth:
// no nested generators re-yield values through every level.
#include <coroutine>
#include <iterator>
#include <memory>
#include <utility>

namespace ablab::core {

template <typename T>
class Generator {
public:
    struct promise_type {
        const T* current = nullptr;

        Generator get_return_object() { return Generator{Handle::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        std::suspend_always yield_value(const T& value) noexcept {
            current = std::addressof(value);
            return {};
        }
        void return_void() noexcept {}
        // Rethrown straight out of resume(), as the reference std::generator does: the coroutine
        // then counts as finished, and no next() pays for asking whether something was thrown.
        void unhandled_exception() { throw; }
        // A generator only produces values; awaiting inside one is a mistake.
        template <typename U>
        std::suspend_never await_transform(U&&) = delete;
    };
    using Handle = std::coroutine_handle<promise_type>;

    Generator() = default;
    Generator(Generator&& other) noexcept : m_handle(std::exchange(other.m_handle, {})) {}
    Generator& operator=(Generator&& other) noexcept {
        if (this != &other) {
            reset();
            m_handle = std::exchange(other.m_handle, {});
        }
        return *this;
    }
    Generator(const Generator&) = delete;
    Generator& operator=(const Generator&) = delete;
    ~Generator() { reset(); }

    // Runs the coroutine to its next co_yield. Returns false when it has finished; what the
    // coroutine threw comes out of here.
    bool next() {
        if (!m_handle || m_handle.done()) return false;
        m_handle.resume();
        return !m_handle.done();
    }
    // The value of the last successful next().
    const T& value() const { return *m_handle.promise().current; }
    bool done() const { return !m_handle || m_handle.done(); }

    // Range-for support: `for (const Event& e : search(...))`.
    struct sentinel {};
    class iterator {
    public:
        using iterator_category = std::input_iterator_tag;
        using difference_type = std::ptrdiff_t;
        using value_type = T;
        using reference = const T&;
        using pointer = const T*;

        iterator() = default;
        explicit iterator(Generator* owner) : m_owner(owner) {}
        reference operator*() const { return m_owner->value(); }
        pointer operator->() const { return std::addressof(m_owner->value()); }
        iterator& operator++() {
            m_owner->next();
            return *this;
        }
        void operator++(int) { ++*this; }
        friend bool operator==(const iterator& it, sentinel) { return it.m_owner->done(); }

    private:
        Generator* m_owner = nullptr;
    };
    iterator begin() {
        next();
        return iterator{this};
    }
    sentinel end() { return {}; }

private:
    explicit Generator(Handle handle) : m_handle(handle) {}
    void reset() {
        if (m_handle) m_handle.destroy();
        m_handle = {};
    }
    Handle m_handle;
};

}  // namespace ablab::core
