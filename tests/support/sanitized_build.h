#pragma once
// Whether this test program runs under a sanitizer, as GCC says it (__SANITIZE_ADDRESS__) and as
// clang does (__has_feature): the sanitizer build is clang's, the normal build GCC's.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ABLAB_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define ABLAB_TEST_SANITIZED 1
#endif
#endif

namespace ablab::testing {

// A sanitizer makes a program about ten times slower and its memory no one's input.
#if defined(ABLAB_TEST_SANITIZED)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

}  // namespace ablab::testing
