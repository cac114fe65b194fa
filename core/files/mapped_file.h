#pragma once
// A big input file read where it lies: the page cache's own pages mapped into the process, not
// copied into fresh memory. Copying the full tic-tac-toe tree's 32 MB cost a zeroed page for
// every 4 KiB of it and a copy of the whole: a fifth of `ablab trace` on it.
//
// A mapped file that shrinks while it is read (another program rewrites it in place) would end
// the process with SIGBUS at the first page past its new end. A handler puts a page of zeros
// where that page was and notes it, so the read goes on over zeros (a syntax error at worst)
// and whoever mapped the file asks changedWhileRead() and says so instead.
#include <cstddef>
#include <memory>
#include <string_view>

namespace ablab::core {

class MappedFile {
public:
    // The first `bytes` bytes of the file open as `fd` (which may be closed afterwards), or null
    // where mapping is not possible here (the caller reads the file instead).
    static std::unique_ptr<MappedFile> map(int fd, std::size_t bytes);
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;
    ~MappedFile();

    std::string_view text() const { return {m_begin, m_bytes}; }
    // Whether a page of it vanished while it was mapped: the file shrank under the reader.
    bool changedWhileRead() const;

private:
    MappedFile(const char* begin, std::size_t bytes, std::size_t slot) : m_begin(begin), m_bytes(bytes), m_slot(slot) {}
    const char* m_begin;
    std::size_t m_bytes;
    std::size_t m_slot;  // where the handler finds it
};

}  // namespace ablab::core
