#!/usr/bin/env bash
# Installs what is missing, builds, runs the main job headless, then every test: the normal
# build (ctest labels: unit, pixels, external, slow — docs/testing.md), an ASan+UBSan build of
# the test programs, the browser build in headless Chromium, a ThreadSanitizer build of the
# app's state, and the fuzzed readers.
source "$(dirname "$0")/setup.sh"
# Each stage says how long the one before it took, so a slow CI run shows where its time went.
stage() {
  local cpu
  cpu=$(mktemp) && times >"$cpu"  # a builtin: it must run in this shell to see its children
  echo "ablab test: ${SECONDS} s so far, CPU (user, system) $(tail -n 1 "$cpu"); now: $*"
  rm -f "$cpu"
}
# A failing stage ends the run, and with it whatever runs in the background.
trap 'jobs -p | xargs -r kill 2>/dev/null' EXIT
stage "installing what is missing"
install_missing_packages "${ABLAB_WINDOW_PACKAGES[@]}" "${ABLAB_TEST_PACKAGES[@]}" "${ABLAB_WEB_PACKAGES[@]}"

stage "the code's format (.clang-format)"
bash scripts/check_format.sh

stage "the normal build and ctest"
configure_ablab build -DABLAB_BUILD_TESTS=ON -DABLAB_BUILD_BENCH=ON
build_targets build
# The main job as it runs without a display: it says so and prints the trace.
env -u DISPLAY -u WAYLAND_DISPLAY build/ablab
(cd build && ctest --output-on-failure -j "$(nproc)")

# Under ASan+UBSan: every test but those that hand ablab's output to an outside program (their
# part of the code runs in the other tests too). Only the programs those tests run are built,
# and the fuzzers, which share the build (scripts/setup.sh).
stage "the ASan+UBSan build and its tests"
configure_sanitized_build
build_targets build-asan ablab_core_tests ablab_app_tests ablab_cli_tests fuzz_readers
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --output-on-failure -j "$(nproc)" -LE external)

# The browser build, then the page driven in headless Chromium (tests/web/; build-web/ and the
# test's node_modules stay between runs).
stage "the browser build"
bash scripts/web.sh
# npm for puppeteer-core: the machine's Node.js may bring its own (it conflicts with Debian's npm).
command -v npm >/dev/null || install_missing_packages npm
# Installed again when package-lock.json is newer than the installed modules (a new dependency).
[ tests/web/node_modules/.package-lock.json -nt tests/web/package-lock.json ] || (cd tests/web && npm ci --no-audit --no-fund)

# Every *_test.mjs (the page, the links, accessibility, phones and offline), two files at a time
# where Node.js can (20.10 and later). A page mostly waits for its frames, so the ThreadSanitizer
# build below compiles meanwhile; the browser tests' output shows when they are done.
stage "the browser tests, and beside them the ThreadSanitizer build"
concurrency=()
node --test-concurrency=2 -e '' 2>/dev/null && concurrency=(--test-concurrency=2)
browser_log=build-web/browser-tests.log
node --test "${concurrency[@]}" tests/web/ >"$browser_log" 2>&1 &
browser_tests=$!

# Under ThreadSanitizer: the app's state, whose loads and exports run on threads of their own
# while the window's thread goes on (the window itself needs a display and GL; see docs/testing.md).
configure_clang_sanitizer build-tsan -DABLAB_TSAN=ON -DABLAB_BUILD_TESTS=ON -DABLAB_BUILD_BENCH=OFF
build_targets build-tsan ablab_app_tests

browser_status=0
wait "$browser_tests" || browser_status=$?
cat "$browser_log"
[ "$browser_status" -eq 0 ] || { echo "ablab: the browser tests failed (above)" >&2; exit 1; }

# In as many GoogleTest shards at a time as there are cores; a shard's output shows if it fails.
stage "the ThreadSanitizer tests of the app's state"
shards=$(nproc)
pids=()
for ((shard = 0; shard < shards; ++shard)); do
  GTEST_TOTAL_SHARDS=$shards GTEST_SHARD_INDEX=$shard TSAN_OPTIONS="halt_on_error=1 suppressions=$PWD/tests/tsan.supp" \
    build-tsan/tests/ablab_app_tests >"build-tsan/shard-$shard.log" 2>&1 &
  pids+=($!)
done
for ((shard = 0; shard < shards; ++shard)); do
  wait "${pids[$shard]}" || { cat "build-tsan/shard-$shard.log"; exit 1; }
  tail -n 1 "build-tsan/shard-$shard.log"
done

# The readers under libFuzzer, ABLAB_FUZZ_SECONDS each (default 30), built with the ASan tests;
# last and alone, so that each fuzzer has its core to itself.
stage "the fuzzers"
bash scripts/fuzz.sh
stage "done"
