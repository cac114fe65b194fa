# Sourced by run.sh, test.sh, web.sh and fuzz.sh: the Debian packages ablab needs, by purpose,
# and how to install the missing ones and build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# The programs and the window (scripts/run.sh): the compiler, the libraries ablab links (with
# Boost.Beast, OpenSSL and libqrencode for `ablab serve`), the fonts the window and the exports
# draw with. Nothing for tests, TeX or the browser.
ABLAB_WINDOW_PACKAGES=(
  build-essential cmake pkg-config python3
  nlohmann-json3-dev libimgui-dev libglfw3-dev libstb-dev python3-glad python3-jinja2
  libcairo2-dev libgif-dev libpango1.0-dev libzip-dev
  libboost1.81-dev libssl-dev libqrencode-dev
  fonts-dejavu-core fonts-noto-cjk
)
# The test suite (scripts/test.sh): GoogleTest and Google Benchmark, Xvfb for the pixel tests
# (xdotool to drive the window as a user does, ImageMagick to take and read its screenshot),
# ccache for rebuilds, clang's libFuzzer for the fuzzers, and the outside tools some tests hand
# ablab's output to (rsvg-convert, pdfinfo/pdftotext, pdflatex/xelatex, LibreOffice Impress,
# Chromium) or check the fonts with (fonttools).
ABLAB_TEST_PACKAGES=(
  libgtest-dev libbenchmark-dev xvfb xauth ccache xdotool imagemagick
  clang libclang-rt-14-dev clang-format
  librsvg2-bin poppler-utils fonttools
  texlive-latex-base texlive-latex-recommended texlive-pictures
  texlive-xetex texlive-lang-chinese texlive-fonts-recommended
  libreoffice-impress chromium
)
# The browser build (scripts/web.sh), on its own: Debian's emscripten, dpkg-dev for `apt-get
# source imgui`, fonttools' pyftsubset to cut the fonts it packs, the header-only libraries.
ABLAB_WEB_PACKAGES=(
  cmake python3 nlohmann-json3-dev libstb-dev
  emscripten dpkg-dev fonttools fonts-dejavu-core fonts-noto-cjk
)

# install_missing_packages PACKAGE… : installs those of the packages that are not installed.
install_missing_packages() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  # apt-get's and dpkg's own lines go to a log, shown only when the install fails: a newcomer
  # sees which packages are coming and how far along they are, not a thousand dpkg lines.
  local log
  log=$(mktemp -t ablab-install.XXXXXX.log)
  echo "ablab: installing ${missing[*]} (details: $log)"
  if ! $sudo apt-get update -qq >>"$log" 2>&1; then
    cat "$log" >&2
    echo "ablab: apt-get update failed (above)" >&2
    return 1
  fi
  local total
  total=$(apt-get install -s --no-install-recommends "${missing[@]}" 2>/dev/null | grep -c '^Inst ' || true)
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q -o Dpkg::Use-Pty=0 --no-install-recommends \
    "${missing[@]}" >>"$log" 2>&1 &
  local installer=$! status=0
  while kill -0 "$installer" 2>/dev/null; do
    sleep 15
    kill -0 "$installer" 2>/dev/null &&
      echo "ablab: $(grep -c '^Setting up' "$log" || true) of $total packages set up"
  done
  wait "$installer" || status=$?
  if [ "$status" -ne 0 ]; then
    tail -n 40 "$log" >&2
    echo "ablab: installing packages failed (the end of $log above)" >&2
    return "$status"
  fi
  echo "ablab: $total packages installed"
}

# The compiler launcher: ccache when it is installed (test.sh installs it), so a second build
# of the same sources is mostly cache hits.
ccache_launcher() {
  command -v ccache >/dev/null && printf '%s\n' -DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache
  return 0
}

# configure_ablab DIR [cmake options…]: optimised, with line tables only (-g1), which is what a
# profiler or a sanitizer's stack trace reads, at two thirds of full debug information's compile
# time. ABLAB_OPTIMIZE replaces -O2: the sanitizer builds take -O1, as their authors advise.
configure_ablab() {
  local dir=$1
  shift
  local launcher flags="${ABLAB_OPTIMIZE:--O2} -g1 -DNDEBUG"
  mapfile -t launcher < <(ccache_launcher)
  cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$flags" \
    -DCMAKE_C_FLAGS_RELWITHDEBINFO="$flags" "${launcher[@]}" "$@" >/dev/null
}

# configure_sanitized_build [cmake options…]: build-asan/, compiled by clang at -O1 with
# AddressSanitizer, UndefinedBehaviorSanitizer and libFuzzer's coverage: one build for the tests
# under the sanitizers (scripts/test.sh) and the fuzzers (scripts/fuzz.sh). clang compiles it in
# half the time GCC's ASan takes.
configure_sanitized_build() {
  configure_clang_sanitizer build-asan -DABLAB_SANITIZE=ON -DABLAB_FUZZ=ON -DABLAB_BUILD_TESTS=ON -DABLAB_BUILD_BENCH=OFF "$@"
}

# configure_clang_sanitizer DIR [cmake options…]: how every sanitizer build is compiled (the
# ASan one above, the TSan one of scripts/test.sh): by clang, at -O1. A folder configured before
# with another compiler starts afresh: CMake keeps the compiler it first found whatever CC says.
configure_clang_sanitizer() {
  local dir=$1
  if [ -f "$dir/CMakeCache.txt" ] && ! grep -q '^CMAKE_CXX_COMPILER:.*clang++$' "$dir/CMakeCache.txt"; then
    rm -rf "$dir/CMakeCache.txt" "$dir/CMakeFiles"
  fi
  CC=clang CXX=clang++ ABLAB_OPTIMIZE=-O1 configure_ablab "$@"
}

# build_targets DIR [TARGET…]: every target when none is named.
build_targets() {
  local dir=$1
  shift
  local targets=()
  [ $# -gt 0 ] && targets=(--target "$@")
  cmake --build "$dir" -j "$(nproc)" "${targets[@]}"
}

# The programs: the command line, the window, the command line with cairo, the frame benchmark.
ABLAB_PROGRAMS=(ablab ablab-window ablab-raster ablab-bench ablab-serve)
