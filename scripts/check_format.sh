#!/bin/bash
# Checks the C++ lines changed since BASE (default: main) against .clang-format, without
# reformatting anything: the tree as a whole predates the file and is left as it is, so that a
# change is held to the style only where it touches the code. Committed and uncommitted changes
# both count. Prints what clang-format would change and exits 1 if anything; 0 if nothing.
#   scripts/check_format.sh [BASE]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

base="${1:-main}"
if ! git rev-parse --verify --quiet "$base^{commit}" >/dev/null; then
  echo "check_format: $base is not a commit (give the branch or commit to compare with)" >&2
  exit 2
fi
formatter=""
for candidate in clang-format-diff-14 clang-format-diff; do
  command -v "$candidate" >/dev/null && { formatter="$candidate"; break; }
done
if [ -z "$formatter" ]; then
  echo "check_format: clang-format-diff not found (apt-get install clang-format)" >&2
  exit 2
fi

# Our sources only: third_party/ keeps its authors' style.
changes="$(git diff -U0 --no-color --no-ext-diff "$base" -- 'core/*' 'app/*' 'tests/*' 'bench/*' \
  | "$formatter" -p1 -regex '.*\.(h|cpp)$')"
if [ -n "$changes" ]; then
  printf '%s\n' "$changes"
  echo "check_format: the lines above differ from .clang-format (apply with: git diff -U0 $base | $formatter -p1 -i)" >&2
  exit 1
fi
echo "check_format: the C++ lines changed since $base follow .clang-format"
