#pragma once
// A minimal lazy generator for C++20 coroutines (g++ 12 has no std::generator).
//
// The shape is cppcoro's: the coroutine does not start until the first next(); an exception
// thrown inside reaches the consumer from next(); destroying the generator destroys the
// suspended frame and everything in it. The evaluator is one coroutine over an explicit stack,
// so yielding costs the same at any depth: no nested generators re-yield values through every
// level.
//
// Generator<T, N> may run up to N values ahead of its consumer. The values wait in a buffer in
// the promise, and the coroutine suspends only when the buffer is full or it has finished: one
// resume for N values instead of one for each. With N = 1 (the default) each next() runs the
// coroutine exactly to its next co_yield. A coroutine that yields often and does little between
// yields (the evaluators: tens of instructions an event) spends a third of its time resuming
// and suspending, which is what N > 1 saves. The consumer sees the same values in the same order
// either way; what it cannot see is how far the coroutine has run.
//
// `co_yield value;` copies the value into the buffer. A coroutine that builds its values in place
// asks for the buffer (`auto& out = co_await yieldBuffer;`), writes each value into out.next(),
// yields it with `co_yield out;` and reads the value it yielded last as out.last().
//
// A consumer that keeps every value (appendRestTo) lends the coroutine its own array instead:
// the buffer is then a stretch of that array, and each value is written once, where it stays,
// as a recursive search appends to its vector. Copying each out of the promise's buffer was a
// fifth of an α-β event's instructions.
#include <algorithm>
#include <array>
#include <coroutine>
#include <cstddef>
#include <exception>
#include <iterator>
#include <memory>
#include <utility>

namespace ablab::core {

// `co_await yieldBuffer` inside a Generator: the generator's buffer of values yielded and not yet
// taken, to write values into where the consumer will read them.
inline constexpr struct YieldBufferTag {
} yieldBuffer;

template <typename T, std::size_t N = 1>
class Generator {
    static_assert(N >= 1);

public:
    class Buffer {
    public:
        // The slot the next value is built in. It is not the last value yielded, which stays
        // readable until the value after it has been yielded.
        T& next() { return *m_next; }
        // The value yielded last.
        const T& last() const { return *m_last; }

    private:
        friend class Generator;
        std::array<T, N> m_values{};
        // The values yielded since the consumer last resumed the coroutine are [m_begin, m_next);
        // the coroutine suspends when m_next reaches m_limit. In m_values, or in the consumer's
        // array while appendRestTo lends it.
        T* m_begin = m_values.data();
        T* m_next = m_values.data();
        T* m_limit = m_values.data() + N;
        const T* m_last = m_values.data();

        // The values from here on go to [begin, limit).
        void lend(T* begin, T* limit) { m_begin = m_next = begin, m_limit = limit; }
        void takeBack() { lend(m_values.data(), m_values.data() + N); }
    };

    struct promise_type {
        // In the promise, not in the coroutine's body: the last values are taken after the body
        // has returned and its locals are gone.
        Buffer buffer;
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
        // `co_yield out;`: the value built in out.next().
        Yielded yield_value(Buffer& out) noexcept {
            out.m_last = out.m_next++;
            return {out.m_next == out.m_limit};
        }
        Yielded yield_value(const T& value) {
            buffer.next() = value;
            return yield_value(buffer);
        }
        void return_void() noexcept {}
        // With nothing waiting, rethrown straight out of resume(), as the reference std::generator
        // does: the coroutine then counts as finished, and no next() pays for asking whether
        // something was thrown.
        void unhandled_exception() {
            if (buffer.m_next == buffer.m_begin) throw;
            thrown = std::current_exception();
        }

        struct GiveBuffer {
            Buffer& buffer;
            bool await_ready() const noexcept { return true; }
            void await_suspend(std::coroutine_handle<>) const noexcept {}
            Buffer& await_resume() const noexcept { return buffer; }
        };
        GiveBuffer await_transform(YieldBufferTag) noexcept { return {buffer}; }
        // A generator only produces values; awaiting anything else inside one is a mistake.
        template <typename U>
        std::suspend_never await_transform(U&&) = delete;
    };
    using Handle = std::coroutine_handle<promise_type>;

    Generator() = default;
    Generator(Generator&& other) noexcept
        : m_handle(std::exchange(other.m_handle, {})),
          m_taken(std::exchange(other.m_taken, nullptr)),
          m_end(std::exchange(other.m_end, nullptr)) {}
    Generator& operator=(Generator&& other) noexcept {
        if (this != &other) {
            reset();
            m_handle = std::exchange(other.m_handle, {});
            m_taken = std::exchange(other.m_taken, nullptr);
            m_end = std::exchange(other.m_end, nullptr);
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
        if (m_end - m_taken > 1) {
            ++m_taken;
            return true;
        }
        return runForMore();
    }
    // Takes every value still to come and appends it to `out` (a std::vector<T>, say): for a
    // consumer that keeps them all. The coroutine writes them into `out` itself, kLent at a
    // time, without a next() and a copy for each. What the coroutine throws comes out of here
    // after the values it yielded before, which `out` keeps.
    template <typename Container>
    void appendRestTo(Container& out) {
        if (m_end - m_taken > 1) out.insert(out.end(), m_taken + 1, m_end);
        m_taken = m_end;
        if (!m_handle) return;
        promise_type& promise = m_handle.promise();
        Buffer& buffer = promise.buffer;
        std::size_t filled = out.size();
        // The value yielded last stays readable for the coroutine (out.last()): `out` moves only
        // in the insert below, and then that value is in the promise's buffer, not in `out`.
        try {
            while (!m_handle.done()) {
                const std::size_t room = out.capacity() - filled;
                if (room == 0) {
                    // `out` is full, and whether more values come is not known yet: they go to the
                    // promise's buffer and are copied over, `out` growing as it grows.
                    buffer.takeBack();
                    m_handle.resume();
                    if (buffer.m_next == buffer.m_begin) continue;
                    out.insert(out.end(), buffer.m_begin, buffer.m_next);
                    filled = out.size();
                    continue;
                }
                // resize() makes the values the coroutine then overwrites: nothing for an
                // EventVector (search/event_vector.h), a default value each for a plain vector.
                const std::size_t lent = std::min(room, kLent);
                out.resize(filled + lent);  // within its capacity: nothing moves
                T* const begin = out.data() + filled;
                buffer.lend(begin, begin + lent);
                m_handle.resume();
                filled += static_cast<std::size_t>(buffer.m_next - begin);
            }
        } catch (...) {
            out.resize(filled);
            buffer.takeBack();
            throw;
        }
        out.resize(filled);
        buffer.takeBack();
        if (promise.thrown) std::rethrow_exception(std::exchange(promise.thrown, nullptr));
    }
    // The value of the last successful next().
    const T& value() const { return *m_taken; }
    bool done() const { return !m_handle || (m_handle.done() && m_end - m_taken <= 0); }

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
    // How many values appendRestTo lends the coroutine room for at a time: few enough (256
    // events are 14 KB) that the default values a plain vector's resize() writes are still in
    // the first-level cache when the coroutine overwrites them.
    static constexpr std::size_t kLent = std::max<std::size_t>(N, 256);

    explicit Generator(Handle handle) : m_handle(handle), m_taken(handle.promise().buffer.m_values.data()), m_end(m_taken) {}
    // Every value yielded so far is taken: runs the coroutine until it has yielded more (makes
    // the first of them value()) or finished.
    bool runForMore() {
        if (!m_handle) return false;
        promise_type& promise = m_handle.promise();
        if (m_handle.done()) {
            m_taken = m_end;
            if (promise.thrown) std::rethrow_exception(std::exchange(promise.thrown, nullptr));
            return false;
        }
        promise.buffer.takeBack();
        m_taken = m_end = promise.buffer.m_begin;
        m_handle.resume();
        m_end = promise.buffer.m_next;
        return m_taken < m_end;
    }
    void reset() {
        if (m_handle) m_handle.destroy();
        m_handle = {};
    }
    Handle m_handle;
    // The values yielded and not yet taken are (m_taken, m_end); m_taken is value()'s.
    const T* m_taken = nullptr;
    const T* m_end = nullptr;
};

}  // namespace ablab::core
