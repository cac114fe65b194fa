#!/usr/bin/env bash
# Installs what the window needs and is missing, builds the programs (no tests) into build/ and
# runs ablab: the window on the default lecture tree, or without a display the trace.
source "$(dirname "$0")/setup.sh"
install_missing_packages "${ABLAB_WINDOW_PACKAGES[@]}"
# A fresh build/ leaves the tests and benchmarks out (they need GoogleTest and Google Benchmark);
# a build/ that scripts/test.sh configured keeps them.
fresh=()
[ -f build/CMakeCache.txt ] || fresh=(-DABLAB_BUILD_TESTS=OFF -DABLAB_BUILD_BENCH=OFF)
configure_ablab build "${fresh[@]}"
build_targets build "${ABLAB_PROGRAMS[@]}"
exec build/ablab "$@"
