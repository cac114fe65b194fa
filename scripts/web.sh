#!/usr/bin/env bash
# Installs what is missing, builds ablab for the browser into build-web/ (index.html, ablab.js,
# ablab.wasm and ablab.data with the lecture library and the fonts) and says how to serve it.
# build-web/ is a static site: copy it to any web host.
set -euo pipefail
source "$(dirname "$0")/setup.sh"
cd "$(dirname "$0")/.."
install_missing_packages "${ABLAB_WEB_PACKAGES[@]}"

out="build-web"
mkdir -p "$out/src"

# apt-get source needs a deb-src line. Derive one from the machine's own Debian sources (the
# same mirrors, suites and keys), so no host is named here.
ensure_deb_src() {
  apt-cache showsrc imgui 2>/dev/null | grep -q '^Package: imgui' && return 0
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources |
      $sudo tee /etc/apt/sources.list.d/ablab-deb-src.sources >/dev/null
  elif [ -f /etc/apt/sources.list ]; then
    grep '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' |
      $sudo tee /etc/apt/sources.list.d/ablab-deb-src.list >/dev/null
  else
    echo "ablab: no Debian sources file to derive a deb-src entry from" >&2
    exit 2
  fi
  $sudo apt-get update -qq
}

# Dear ImGui's source, the Debian package's (libimgui-dev ships only the built library), once.
imgui_src="$out/src/imgui"
if [ ! -f "$imgui_src/imgui.cpp" ]; then
  ensure_deb_src
  rm -rf "$out/src/unpack" && mkdir -p "$out/src/unpack"
  (cd "$out/src/unpack" && apt-get source -qq imgui >/dev/null)
  unpacked=$(find "$out/src/unpack" -maxdepth 2 -name imgui.cpp -printf '%h\n' | head -1)
  [ -n "$unpacked" ] || { echo "ablab: apt-get source imgui gave no imgui.cpp" >&2; exit 2; }
  rm -rf "$imgui_src" && mv "$unpacked" "$imgui_src" && rm -rf "$out/src/unpack"
fi
grep -q 'IMGUI_VERSION *"1.86"' "$imgui_src/imgui.h" ||
  echo "ablab: warning: the ImGui source is not 1.86 ($(grep -m1 'define IMGUI_VERSION ' "$imgui_src/imgui.h"))" >&2

# Debian's emscripten keeps a frozen system cache (EM_CACHE must stay unset); its acorn step
# needs Node.js to find Debian's packaged modules.
export NODE_PATH=/usr/share/nodejs
unset EM_CACHE
mapfile -t launcher < <(ccache_launcher)
emcmake cmake -S . -B "$out/cmake" -DCMAKE_BUILD_TYPE=Release -DABLAB_IMGUI_SOURCE="$PWD/$imgui_src" \
  -DABLAB_WEB_OUTPUT="$PWD/$out" "${launcher[@]}" >/dev/null
cmake --build "$out/cmake" --target ablab-web -j "$(nproc)"

echo
echo "ablab for the browser is in $out/. Serve it and open it:"
echo "  python3 -m http.server -d $out 8000    # then http://localhost:8000/"
