#pragma once
// Big arrays in 2 MiB pages where the system offers them on request (Linux's transparent huge
// pages in "madvise" mode). A fresh 4 KiB page costs a fault, 3 to 8 µs on a virtual machine:
// a 550,000-node tree fills 25,000 of them, a third of the time a fresh process takes to read
// it. In 2 MiB pages it takes a few dozen. Only memory not touched yet is affected, so this is
// called right after reserving; elsewhere (or without THP) it does nothing.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace ablab::core {

// The size of a huge page, and the alignment that lets a block be made of them.
inline constexpr std::size_t kHugePageBytes = std::size_t{2} << 20;

inline void preferHugePages(const void* data, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t kHuge = kHugePageBytes;
    const auto begin = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t first = (begin + kHuge - 1) & ~(kHuge - 1), last = (begin + bytes) & ~(kHuge - 1);
    if (first < last) ::madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);  // a wish: nothing to report
#else
    (void)data, (void)bytes;
#endif
}

// Room for `n` elements, to be filled up: the whole of it will be touched.
template <typename T, typename Allocator>
void reserveInHugePages(std::vector<T, Allocator>& array, std::size_t n) {
    const bool fresh = array.capacity() < n;
    array.reserve(n);
    if (fresh) preferHugePages(array.data() + array.size(), (array.capacity() - array.size()) * sizeof(T));
}

// One block of memory for several arrays of a size known at once (a tree's, a layout's). A big
// one is aligned to 2 MiB so that the whole of it can be in huge pages: a vector's own
// allocation of a few megabytes rarely holds an aligned 2 MiB range. Not initialised: its user
// fills it.
class ArrayBlock {
public:
    ArrayBlock() = default;  // nothing
    explicit ArrayBlock(std::size_t bytes) {
        constexpr std::size_t kHuge = kHugePageBytes;
        if (bytes >= 2 * kHuge) {
            const std::size_t rounded = (bytes + kHuge - 1) / kHuge * kHuge;
            m_bytes.reset(static_cast<std::byte*>(std::aligned_alloc(kHuge, rounded)));
            if (m_bytes) preferHugePages(m_bytes.get(), rounded);
        } else {
            m_bytes.reset(static_cast<std::byte*>(std::malloc(std::max<std::size_t>(bytes, 1))));
        }
        if (!m_bytes) throw std::bad_alloc();
    }
    template <typename T>
    T* as() const {
        return reinterpret_cast<T*>(m_bytes.get());
    }

private:
    struct Free {
        void operator()(std::byte* p) const { std::free(p); }
    };
    std::unique_ptr<std::byte, Free> m_bytes;
};

}  // namespace ablab::core
