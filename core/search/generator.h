#pragma once
// A minimal lazy generator for C++20 coroutines (g++ 12 has no std::generator).
//
// The shape is cppcoro's: the coroutine does not start until the first next(); an exception
// thrown inside reaches the consumer from next(); destroying the generator destroys the
// suspended frame and everything in it. The evaluator is one coroutine over an explicit stack,
// so yielding costs the same at any depth: no nested generators re-yield values through every
// level.
//
// Generator<T, N> may run up to N values ahead of its consumer: `co_yield value;` copies the
// value into a buffer of N in the promise, and the coroutine suspends only when the buffer is
// full or it has finished — one resume for N values instead of one for each. The consumer sees
// the same values in the same order either way. With N = 1 (the default) each next() runs the
// coroutine exactly to its next co_yield.
#include <array>
#include <coroutine>
#include <cstddef>
#include <exception>
#include <iterator>
#include <memory>
#include <utility>

namespace ablab::core {

template <typename T, std::size_t N = 1>
class Generator {
    static_assert(N >= 1);

public:
    struct promise_type {
        // In the promise, not in the coroutine's body: the last values are taken after the body
        // has returned and its locals are gone.
        std::array<T, N> values{};
        std::size_t count = 0;  // yielded since the consumer last resumed the coroutine
        // Thrown while values were waiting: rethrown once the consumer has taken them.
        std::exception_ptr thrown;

        // Suspends when the buffer is full.
        struct Yielded {
            bool full;
            bool await_ready() const noexcept { return !full; }
            void await_suspend(std::coroutine_handle<>) const noexcept {}
            void await_resume() const noexcept {}
        };

        Generator get_return_object() { return Generator{Handle::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        Yielded yield_value(const T& value) {
            values[count++] = value;
            return {count == N};
        }
        void return_void() noexcept {}
        // With nothing waiting, rethrown straight out of resume(), as the reference std::generator
        // does; otherwise after the values yielded before it.
        void unhandled_exception() {
            if (count == 0) throw;
            thrown = std::current_exception();
        }
        // A generator only produces values; awaiting anything inside one is a mistake.
        template <typename U>
        std::suspend_never await_transform(U&&) = delete;
    };
    using Handle = std::coroutine_handle<promise_type>;

    Generator() = default;
    Generator(Generator&& other) noexcept
        : m_handle(std::exchange(other.m_handle, {})),
          m_taken(std::exchange(other.m_taken, 0)),
          m_finished(std::exchange(other.m_finished, false)) {}
    Generator& operator=(Generator&& other) noexcept {
        if (this != &other) {
            reset();
            m_handle = std::exchange(other.m_handle, {});
            m_taken = std::exchange(other.m_taken, 0);
            m_finished = std::exchange(other.m_finished, false);
        }
        return *this;
    }
    Generator(const Generator&) = delete;
    Generator& operator=(const Generator&) = delete;
    ~Generator() { reset(); }

    // Moves to the next value, running the coroutine when none is waiting. Returns false when
    // it has finished; what the coroutine threw comes out of here, after the values it yielded
    // before.
    bool next() {
        if (!m_handle || m_finished) return false;
        promise_type& promise = m_handle.promise();
        if (m_taken + 1 < promise.count) {
            ++m_taken;
            return true;
        }
        // Every value yielded so far is taken.
        if (m_handle.done()) {
            m_finished = true;
            if (promise.thrown) std::rethrow_exception(std::exchange(promise.thrown, nullptr));
            return false;
        }
        promise.count = 0;
        m_taken = 0;
        // What it throws with no value waiting comes straight out of resume(), and ends it.
        m_finished = true;
        m_handle.resume();
        m_finished = promise.count == 0;
        return !m_finished;
    }
    // The value of the last successful next().
    const T& value() const { return m_handle.promise().values[m_taken]; }
    // Whether next() has returned false.
    bool done() const { return !m_handle || m_finished; }

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
    // The promise's values[m_taken] is value()'s; (m_taken, count) are waiting. Before the first
    // next() nothing is: m_taken + 1 > count == 0.
    std::size_t m_taken = 0;
    bool m_finished = false;
};

}  // namespace ablab::core
