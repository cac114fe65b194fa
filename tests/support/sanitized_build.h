#pragma once
// Whether this test program runs under a sanitizer: the build says so (cmake/AblabTargets.cmake).

namespace ablab::testing {

// A sanitizer makes a program about ten times slower and its memory no one's input.
#if defined(ABLAB_ADDRESS_SANITIZER) || defined(ABLAB_THREAD_SANITIZER)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

}  // namespace ablab::testing
