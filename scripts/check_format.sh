#!/bin/bash
# Checks every C++ file of ours (core/, app/, tests/, bench/; third_party/ keeps its authors'
# style) against .clang-format without changing anything. Prints each file that differs and
# exits 1 if any does; 0 if none. scripts/test.sh runs it first.
#   scripts/check_format.sh           check
#   scripts/check_format.sh --fix     reformat the files that differ
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

formatter=""
for candidate in clang-format-14 clang-format; do
  command -v "$candidate" >/dev/null && { formatter="$candidate"; break; }
done
if [ -z "$formatter" ]; then
  echo "check_format: clang-format not found (apt-get install clang-format)" >&2
  exit 2
fi

mapfile -t files < <(git ls-files 'core/*.h' 'core/*.cpp' 'app/*.h' 'app/*.cpp' 'tests/*.h' 'tests/*.cpp' 'bench/*.h' 'bench/*.cpp')
if [ "${1:-}" = "--fix" ]; then
  "$formatter" -i "${files[@]}"
  exit 0
fi
differ=()
for f in "${files[@]}"; do
  "$formatter" --dry-run --Werror "$f" >/dev/null 2>&1 || differ+=("$f")
done
if [ ${#differ[@]} -gt 0 ]; then
  printf '  %s\n' "${differ[@]}"
  echo "check_format: ${#differ[@]} files above differ from .clang-format (see with: $formatter FILE | diff FILE -; fix with: scripts/check_format.sh --fix)" >&2
  exit 1
fi
echo "check_format: ${#files[@]} C++ files follow .clang-format"
