# Per-target settings every ablab target shares: C++20, warnings (errors with ABLAB_WERROR), and
# the sanitizers when asked.
# A sanitized target is told so by a macro (ABLAB_ADDRESS_SANITIZER, ABLAB_THREAD_SANITIZER):
# the code asks the build, not the compiler, whether it runs sanitized.
function(ablab_configure_target target)
  target_compile_features(${target} PUBLIC cxx_std_20)
  set_target_properties(${target} PROPERTIES CXX_EXTENSIONS OFF)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
  if(ABLAB_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    # GCC 12 at -O3 reports -Wrestrict inside libstdc++ for ordinary string concatenation
    # (GCC bug 105651, fixed in 13); it names no line of ours.
    target_compile_options(${target} PRIVATE -Wno-restrict)
  endif()
  if(ABLAB_SANITIZE)
    target_compile_options(${target} PRIVATE -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    target_link_options(${target} PRIVATE -fsanitize=address,undefined)
    target_compile_definitions(${target} PRIVATE ABLAB_ADDRESS_SANITIZER=1)
  endif()
  if(ABLAB_TSAN)
    target_compile_options(${target} PRIVATE -fsanitize=thread -fno-omit-frame-pointer)
    target_link_options(${target} PRIVATE -fsanitize=thread)
    target_compile_definitions(${target} PRIVATE ABLAB_THREAD_SANITIZER=1)
  endif()
endfunction()

# A test program's own code is compiled at -O1, whatever the build's level: GoogleTest's macros
# and the JSON it builds cost a quarter less to compile there, and what a test spends its time in
# is the library it links, which keeps the build's level. (The last -O a compiler sees wins.)
function(ablab_quick_to_compile target)
  if(CMAKE_BUILD_TYPE MATCHES "^(Release|RelWithDebInfo)$")
    target_compile_options(${target} PRIVATE -O1)
  endif()
endfunction()
