#!/usr/bin/env bash
# Installs what is missing, builds, runs the main job headless, then every test: the normal
# build and an ASan+UBSan build.
source "$(dirname "$0")/setup.sh"
install_missing_packages
build_ablab build
# The main job as it runs without a display: it says so and prints the trace.
env -u DISPLAY -u WAYLAND_DISPLAY build/ablab
(cd build && ctest --output-on-failure -j "$(nproc)")
build_ablab build-asan -DABLAB_SANITIZE=ON -DABLAB_BUILD_BENCH=OFF
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 ctest --output-on-failure -j "$(nproc)")
# The readers under libFuzzer, ABLAB_FUZZ_SECONDS each (default 60).
bash scripts/fuzz.sh
