#!/usr/bin/env bash
# Installs what is missing, builds, runs the main job headless, then every test: the normal
# build (ctest labels: unit, pixels, external, slow — docs/testing.md), an ASan+UBSan build of
# the test programs, the browser build in headless Chromium, a ThreadSanitizer build of the
# app's state, and the fuzzed readers.
#
# Each test stage runs beside the next build: a test run leaves the processor idle while it waits
# (for the X server, LibreOffice, a page's frames), and the compiler takes that time. A stage's
# output shows when it is done.
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
# beside LOG COMMAND…: runs the command in the background, its output into LOG; $! is its pid.
beside() {
  local log=$1
  shift
  "$@" >"$log" 2>&1 &
}
# collect PID LOG WHAT: waits for a stage started with `beside`, shows its output, ends the run if
# it failed.
collect() {
  local status=0
  wait "$1" || status=$?
  cat "$2"
  [ "$status" -eq 0 ] || { echo "ablab: $3 failed (above)" >&2; exit 1; }
  echo "ablab test: $3 done at ${SECONDS} s"
}

stage "installing what is missing"
install_missing_packages "${ABLAB_WINDOW_PACKAGES[@]}" "${ABLAB_TEST_PACKAGES[@]}" "${ABLAB_WEB_PACKAGES[@]}"

stage "the code's format (.clang-format)"
bash scripts/check_format.sh

stage "the commit messages (git's convention)"
bash scripts/check_commits.sh

stage "no function in core/ over 80 lines without a reason"
python3 scripts/long_functions.py --check core

# Every build here treats a warning in ablab's own code as an error (ABLAB_WERROR).
stage "the normal build"
configure_ablab build -DABLAB_BUILD_TESTS=ON -DABLAB_BUILD_BENCH=ON -DABLAB_WERROR=ON
build_targets build
# The main job as it runs without a display: it says so and prints the trace.
env -u DISPLAY -u WAYLAND_DISPLAY build/ablab

stage "the normal build's tests, and beside them the ASan+UBSan build"
normal_tests_log=build/ctest.log
beside "$normal_tests_log" bash -c 'cd build && ctest --output-on-failure -j "$(nproc)"'
normal_tests=$!
# Under ASan+UBSan: every test but those that hand ablab's output to an outside program (their
# part of the code runs in the other tests too). Only the programs those tests run are built,
# and the fuzzers, which share the build (scripts/setup.sh).
configure_sanitized_build -DABLAB_WERROR=ON
build_targets build-asan ablab_core_tests ablab_app_tests ablab_cli_tests ablab_serve_tests fuzz_readers
collect "$normal_tests" "$normal_tests_log" "the normal build's tests"

stage "the ASan+UBSan tests, and beside them the browser build"
asan_tests_log=build-asan/ctest.log
beside "$asan_tests_log" env ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  bash -c 'cd build-asan && ctest --output-on-failure -j "$(nproc)" -LE external'
asan_tests=$!
# The browser build, then the page driven in headless Chromium (tests/web/; build-web/ and the
# test's node_modules stay between runs).
bash scripts/web.sh
# npm for puppeteer-core: the machine's Node.js may bring its own (it conflicts with Debian's npm).
command -v npm >/dev/null || install_missing_packages npm
# Installed again when package-lock.json is newer than the installed modules (a new dependency).
[ tests/web/node_modules/.package-lock.json -nt tests/web/package-lock.json ] || (cd tests/web && npm ci --no-audit --no-fund)
collect "$asan_tests" "$asan_tests_log" "the ASan+UBSan tests"

# Every *_test.mjs (the page, the links, accessibility, phones and offline), two files at a time
# where Node.js can (20.10 and later).
stage "the browser tests, and beside them the ThreadSanitizer build"
concurrency=()
node --test-concurrency=2 -e '' 2>/dev/null && concurrency=(--test-concurrency=2)
browser_tests_log=build-web/browser-tests.log
beside "$browser_tests_log" node --test "${concurrency[@]}" tests/web/
browser_tests=$!
# Under ThreadSanitizer: the app's state, whose loads and exports run on threads of their own
# while the window's thread goes on (the window itself needs a display and GL; see docs/testing.md).
configure_clang_sanitizer build-tsan -DABLAB_TSAN=ON -DABLAB_BUILD_TESTS=ON -DABLAB_BUILD_BENCH=OFF -DABLAB_WERROR=ON
build_targets build-tsan ablab_app_tests
collect "$browser_tests" "$browser_tests_log" "the browser tests"

# In as many GoogleTest shards at a time as there are cores.
stage "the ThreadSanitizer tests of the app's state"
shards=$(nproc)
pids=()
for ((shard = 0; shard < shards; ++shard)); do
  beside "build-tsan/shard-$shard.log" env GTEST_TOTAL_SHARDS="$shards" GTEST_SHARD_INDEX="$shard" \
    TSAN_OPTIONS="halt_on_error=1 suppressions=$PWD/tests/tsan.supp" build-tsan/tests/ablab_app_tests
  pids+=($!)
done
for ((shard = 0; shard < shards; ++shard)); do
  collect "${pids[$shard]}" "build-tsan/shard-$shard.log" "the ThreadSanitizer tests, shard $shard"
done

# The readers under libFuzzer, ABLAB_FUZZ_SECONDS each (default 30), built with the ASan tests;
# last and alone, so that each fuzzer has its core to itself.
stage "the fuzzers"
bash scripts/fuzz.sh
stage "done"
