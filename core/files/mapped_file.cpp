#include "files/mapped_file.h"

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>
#endif

namespace ablab::core {

#if defined(__linux__) && !defined(__EMSCRIPTEN__)

namespace {

// The mappings alive, where the SIGBUS handler looks for the address that faulted. A handler
// may only read what is already there: fixed slots of atomics, no allocation. A slot is free
// while its start is 0.
struct Slot {
    std::atomic<std::uintptr_t> begin{0}, end{0};
    std::atomic<bool> vanished{false};
};
constexpr std::uintptr_t kClaimed = 1;  // a slot being filled in: not yet the handler's
std::array<Slot, 16> g_slots;
std::size_t g_pageBytes = 4096;
struct sigaction g_previous {};

extern "C" void replaceVanishedPage(int, siginfo_t* info, void*) {
    const auto at = reinterpret_cast<std::uintptr_t>(info->si_addr);
    for (Slot& slot : g_slots) {
        const std::uintptr_t begin = slot.begin.load(), end = slot.end.load();
        if (begin <= kClaimed || at < begin || at >= end) continue;
        void* const page = reinterpret_cast<void*>(at & ~(g_pageBytes - 1));
        if (::mmap(page, g_pageBytes, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) == MAP_FAILED) break;
        slot.vanished.store(true);
        return;  // the read is made again, from the page of zeros
    }
    // Not a mapped input's page: whatever handled SIGBUS before handles it when the access is
    // made again (the default ends the process, as it would have without this handler).
    ::sigaction(SIGBUS, &g_previous, nullptr);
}

void installHandler() {
    static std::once_flag once;
    std::call_once(once, [] {
        if (const long page = ::sysconf(_SC_PAGESIZE); page > 0) g_pageBytes = static_cast<std::size_t>(page);
        struct sigaction action {};
        action.sa_sigaction = replaceVanishedPage;
        action.sa_flags = SA_SIGINFO | SA_RESTART;
        sigemptyset(&action.sa_mask);
        ::sigaction(SIGBUS, &action, &g_previous);
    });
}

}  // namespace

std::unique_ptr<MappedFile> MappedFile::map(int fd, std::size_t bytes) {
    if (bytes == 0) return nullptr;
    installHandler();
    std::size_t slot = 0;
    for (std::uintptr_t free = 0; slot < g_slots.size(); ++slot, free = 0)
        if (g_slots[slot].begin.compare_exchange_strong(free, kClaimed)) break;
    if (slot == g_slots.size()) return nullptr;  // as many mapped as there is room for: read it
    // MAP_POPULATE: the page cache's pages are mapped at once, not one fault at a time.
    void* const at = ::mmap(nullptr, bytes, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
    if (at == MAP_FAILED) {
        g_slots[slot].begin.store(0);
        return nullptr;
    }
    const auto begin = reinterpret_cast<std::uintptr_t>(at);
    g_slots[slot].vanished.store(false);
    g_slots[slot].end.store(begin + bytes);
    g_slots[slot].begin.store(begin);
    return std::unique_ptr<MappedFile>(new MappedFile(static_cast<const char*>(at), bytes, slot));
}

MappedFile::~MappedFile() {
    g_slots[m_slot].end.store(0);
    ::munmap(const_cast<char*>(m_begin), m_bytes);
    g_slots[m_slot].begin.store(0);
}

bool MappedFile::changedWhileRead() const { return g_slots[m_slot].vanished.load(); }

#else

std::unique_ptr<MappedFile> MappedFile::map(int, std::size_t) { return nullptr; }
MappedFile::~MappedFile() = default;
bool MappedFile::changedWhileRead() const { return false; }

#endif

}  // namespace ablab::core
