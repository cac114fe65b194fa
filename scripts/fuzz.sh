#!/usr/bin/env bash
# Fuzzes the tree readers (JSON, CS188, S-expressions, AIMA lists: each with a round trip of what
# it accepts through all four formats), the answer reader and the settings reader (tests/fuzz/)
# with libFuzzer under ASan+UBSan, each for ABLAB_FUZZ_SECONDS seconds (default 30), as many
# at a time as there are cores, from a seed corpus made of trees/, tests/data/cs188/, the
# regressions and the JSON examples in docs/. A crash or a hang (10 s for one input) fails the
# run and leaves the input in build-asan/fuzz-crashes/NAME/: copy it into
# tests/fuzz/regressions/NAME/, where the normal test run replays it, and fix the reader.
source "$(dirname "$0")/setup.sh"
seconds=${ABLAB_FUZZ_SECONDS:-30}
readers="tree twin_tree cs188 sexpr aima answer settings"  # twin_tree: the fast and the streaming tree reader agree

configure_sanitized_build
build_targets build-asan fuzz_readers

corpus=build-asan/fuzz-corpus
for name in $readers; do mkdir -p "$corpus/$name" "build-asan/fuzz-crashes/$name" "tests/fuzz/regressions/$name"; done
cp trees/*.json "$corpus/tree/"
cp trees/*.json "$corpus/twin_tree/"
cp tests/data/cs188/*.test "$corpus/cs188/"
# Every ```json block of the documentation is a seed for all three readers.
awk -v out="$corpus" '
  /^```json/ { inside = 1; n++; file = sprintf("%s/docs-%03d.json", out, n); next }
  /^```/ && inside { inside = 0; close(file); next }
  inside { print > file }
' docs/*.md docs/formats/*.md
for f in "$corpus"/docs-*.json; do
  cp "$f" "$corpus/tree/"; cp "$f" "$corpus/answer/"; mv "$f" "$corpus/settings/"
done
printf '{"last_file": "trees/aima-fig5.2.json", "window_width": 1280, "window_height": 720, "algorithm": "alphabeta",
 "strict": false, "fail_hard": false, "shallow": false, "negamax": false, "square_circle_shapes": false,
 "window_on_edges": false, "dark_theme": false, "font_scale": 1.0, "events_per_second": 2.0}\n' > "$corpus/settings/settings.json"

# fuzz_reader NAME: fuzzes one reader for $seconds s on one core; its log is build-asan/fuzz-NAME.log.
fuzz_reader() {
  local name=$1 log=build-asan/fuzz-$1.log runs
  if ! build-asan/tests/fuzz/fuzz_${name}_reader -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
       -print_final_stats=1 -artifact_prefix="build-asan/fuzz-crashes/$name/" \
       "$corpus/$name" "tests/fuzz/regressions/$name" >"$log" 2>&1; then
    tail -n 40 "$log"
    echo "ablab: the $name reader failed under the fuzzer; the input is in build-asan/fuzz-crashes/$name/" >&2
    return 1
  fi
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  echo "the $name reader: $runs inputs in $seconds s, no crash, no hang"
}

# A libFuzzer process uses one core: as many readers at a time as there are cores.
echo "fuzzing the readers $readers, $seconds s each, $(nproc) at a time"
failed=0
set -- $readers
while [ $# -gt 0 ]; do
  pids=()
  for _ in $(seq "$(nproc)"); do
    [ $# -gt 0 ] || break
    fuzz_reader "$1" &
    pids+=($!)
    shift
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
done
exit $failed
