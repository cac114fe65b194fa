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
# The browser build, then the page driven in headless Chromium (tests/web/; build-web/ and the
# test's node_modules stay between runs).
bash scripts/web.sh
# npm for puppeteer-core: the machine's Node.js may bring its own (it conflicts with Debian's npm).
command -v npm >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends npm
# Installed again when package-lock.json is newer than the installed modules (a new dependency).
[ tests/web/node_modules/.package-lock.json -nt tests/web/package-lock.json ] || (cd tests/web && npm ci --no-audit --no-fund)
# Every *_test.mjs: the page, the links, accessibility, phones and offline.
node --test tests/web/
