# Sourced by run.sh and test.sh: installs the Debian packages ablab needs (only those missing)
# and builds into build/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

ABLAB_PACKAGES=(
  build-essential cmake pkg-config
  nlohmann-json3-dev libsimdjson-dev libgtest-dev libbenchmark-dev
  libimgui-dev libglfw3-dev libstb-dev python3-glad python3-jinja2
  fonts-dejavu-core xvfb xauth
  libcairo2-dev libgif-dev libpango1.0-dev fonts-noto-cjk python3
  clang libclang-rt-14-dev
  librsvg2-bin poppler-utils texlive-latex-base texlive-latex-recommended texlive-pictures
  texlive-xetex texlive-lang-chinese texlive-fonts-recommended
  emscripten dpkg-dev chromium fonttools
  libzip-dev libreoffice-impress
)

install_missing_packages() {
  local missing=()
  for p in "${ABLAB_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "ablab: installing ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# build_ablab DIR [cmake options…]
build_ablab() {
  local dir=$1
  shift
  cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
  cmake --build "$dir" -j "$(nproc)"
}
