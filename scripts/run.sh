#!/usr/bin/env bash
# Installs what is missing, builds into build/ and runs ablab on the default lecture tree.
source "$(dirname "$0")/setup.sh"
install_missing_packages
build_ablab build -DABLAB_BUILD_BENCH=OFF
exec build/ablab "$@"
