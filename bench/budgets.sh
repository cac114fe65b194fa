#!/usr/bin/env bash
# The user-facing budgets of issue 42, measured side by side in one run on the full tic-tac-toe
# game tree (549,946 nodes, 32 MB), each printed as a ratio to its goal (under 1 is met) with the
# command that reproduces it:
#   ablab trace of the tree      <= 0.2 x Python's json.load of the same file (collector off)
#   load + layout                 < 150 ms   (ablab bench, a fresh process)
#   a leaf edit                   < 16 ms    (Google Benchmark: the run made again)
#   the whole-tree frame          < 50 ms    (ablab bench under Xvfb, 1920x1080)
#   the browser opens the tree    < 1.5 s    (tests/web/measure.mjs, headless Chromium)
#
# usage: bash bench/budgets.sh [BUILD_DIR]      (default build/; needs ablab and bench/ablab_bench
#        built, xvfb-run; the browser's budget needs build-web/ (scripts/web.sh) and npm ci in
#        tests/web, else it is skipped). ABLAB_WEB_SITE names another browser build's folder.
# Each measurement's own output stays in BUILD_DIR/budgets/ (the window's and the browser's
# JSON reports hold more than the budgets: docs/benchmarks.md quotes them).
# Timings only: nothing here is a test. On a shared machine run it twice and read both.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
for program in "$build/ablab" "$build/bench/ablab_bench"; do
  [ -x "$program" ] || { echo "budgets: $program is not built (cmake --build $build)" >&2; exit 1; }
done
work=$build/budgets
rm -rf "$work" && mkdir -p "$work"
trap 'rm -f "$full"' EXIT
full=$work/full.json
"$build/ablab" game tictactoe --no-symmetry --eval win-loss --out "$full" --force >/dev/null
# One core, as the benchmarks page measures, where the machine has a second.
pin=()
command -v taskset >/dev/null && [ "$(nproc)" -gt 1 ] && pin=(taskset -c 1)
rows=$work/rows
: >"$rows"
# row NAME VALUE GOAL UNIT COMMAND: one line of the table (VALUE empty: not measured).
row() { printf '%s\t%s\t%s\t%s\t%s\n' "$@" >>"$rows"; }

echo "budgets: ablab trace against json.load (bench/against_python.py, about a minute)" >&2
python="${pin[*]} python3 bench/against_python.py FULL.json --ablab $build/ablab --rounds 3"
${pin[@]+"${pin[@]}"} python3 bench/against_python.py "$full" --ablab "$build/ablab" --rounds 3 >"$work/against_python.txt"
ratio=$(sed -n 's|^ablab / json.load: \([0-9.]*\).*|\1|p' "$work/against_python.txt")
row "ablab trace / json.load" "$ratio" 0.2 "x" "$python"

# Not pinned: under llvmpipe the frame is rasterised by as many threads as there are cores, as
# on a user's machine (pinned to one, the whole-tree frame takes about four times as long).
echo "budgets: load, layout and the whole-tree frame (ablab bench under Xvfb, three runs)" >&2
window="xvfb-run -a $build/ablab bench FULL.json --frames 20 --size 1920x1080"
for run in 1 2 3; do
  xvfb-run -a "$build/ablab" bench "$full" --frames 20 --size 1920x1080 >"$work/bench-$run.json"
done
read -r load_layout frame < <(python3 - "$work"/bench-*.json <<'EOF'
import json, statistics, sys
runs = [json.load(open(path)) for path in sys.argv[1:]]
print(statistics.median(r["load_ms"] + r["layout_ms"] for r in runs),
      statistics.median(r["frame_ms_median"] for r in runs))
EOF
)
row "load + layout (median of 3)" "$load_layout" 150 "ms" "$window"

echo "budgets: a leaf edit (ablab_bench --benchmark_filter=Edit)" >&2
edit_command="${pin[*]} $build/bench/ablab_bench --benchmark_filter=EditLeafOfWholeGameTree\$ --benchmark_repetitions=3"
${pin[@]+"${pin[@]}"} "$build/bench/ablab_bench" '--benchmark_filter=EditLeafOfWholeGameTree$' --benchmark_repetitions=3 \
  --benchmark_format=json >"$work/edit.json" 2>/dev/null
edit=$(python3 -c '
import json, sys
runs = json.load(open(sys.argv[1]))["benchmarks"]
print(next(b["cpu_time"] for b in runs if b.get("aggregate_name") == "median"))' "$work/edit.json")
# Processor time: on a machine other work shares, a pinned core's wall clock counts that work too.
row "a leaf edit (CPU, median of 3)" "$edit" 16 "ms" "$edit_command"
row "whole-tree frame (median of 3 runs' medians)" "$frame" 50 "ms" "$window"

site=${ABLAB_WEB_SITE:-build-web}
if [ -f "$site/ablab.wasm" ] && [ -d tests/web/node_modules ]; then
  echo "budgets: the browser opening the tree (tests/web/measure.mjs, a few minutes)" >&2
  browser_command="ABLAB_WEB_SITE=$site ABLAB_PROGRAM=$build/ablab node tests/web/measure.mjs"
  ABLAB_WEB_SITE=$site ABLAB_PROGRAM=$build/ablab node tests/web/measure.mjs >"$work/browser.json"
  opened=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["game_tree_open_ms"])' "$work/browser.json")
  row "browser opens the tree" "$opened" 1500 "ms" "$browser_command"
else
  row "browser opens the tree" "" 1500 "ms" "scripts/web.sh; (cd tests/web && npm ci); node tests/web/measure.mjs"
fi

echo
echo "FULL.json: $build/ablab game tictactoe --no-symmetry --eval win-loss --out FULL.json"
python3 - "$rows" <<'EOF'
import sys
for line in open(sys.argv[1], encoding="utf-8"):
    name, value, goal, unit, command = line.rstrip("\n").split("\t")
    if not value:
        print(f"{name:45} not measured: {command}")
        continue
    value, goal = float(value), float(goal)
    shown = f"{value:.2f}" if unit == "x" else f"{value:.0f} {unit}"
    bound = f"{goal:g}" if unit == "x" else f"{goal:g} {unit}"
    verdict = "met" if value < goal or (unit == "x" and value <= goal) else "MISSED"
    print(f"{name:45} {shown:>9}  goal {bound:>8}  {value / goal:5.2f} of it  {verdict}")
    print(f"{'':45} {command}")
EOF
