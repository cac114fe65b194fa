// The benchmarks time algorithms, not this VM's page faults. glibc hands blocks over 128 KiB
// to mmap and back to the kernel when freed, so every iteration of a benchmark that builds a
// 50 MB layout or trace would fault all its pages in again (about 8 µs per 4 KiB page on this
// machine: more than the layout itself at a million nodes). Keeping freed memory in the heap
// makes every iteration after the first reuse warm pages, as a long-running window does.
#include <malloc.h>

namespace {

const bool kSteadyMemory = [] {
    mallopt(M_MMAP_THRESHOLD, 1 << 30);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
    return true;
}();

}  // namespace
