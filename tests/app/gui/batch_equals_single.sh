#!/bin/sh
# The pictures ablab-window --screenshots draws one after another in one process are byte for
# byte those `ablab --screenshot` draws one process each: at the desk and presenting, another
# algorithm, a tree opened after a bigger one, the same tree twice at different steps, a picture's
# own --move-limit. (A lesson whose pseudocode scrolls the side panel, such as the VEB lesson,
# is left out: one process keeps that scroll for the next picture, a difference of its own.)
# usage: batch_equals_single.sh XVFB_SH ABLAB ABLAB_WINDOW TREES OUT_DIR
set -eu
xvfb_run=$1 ablab=$2 window=$3 trees=$4 out=$5
mkdir -p "$out"
cat > "$out/batch.list" <<LIST
$out/batch-1.png $trees/ordering-random.json --step end --size 1280x720 --force
$out/batch-2.png $trees/aima-fig5.2.json --step 12 --size 1280x720 --force
$out/batch-7.png $trees/ordering-random.json --step end --size 1280x720 --move-limit 2 --force
$out/batch-3.png $trees/deep-alpha-cutoff.json --step cutoff:1 --size 1920x1080 --presentation --force
$out/batch-4.png $trees/deep-alpha-cutoff.json --step cutoff:1 --size 1280x720 --shallow --force
$out/batch-5.png $trees/negascout-probe-and-research.json --step end --size 1280x720 --algorithm negascout --force
LIST
"$xvfb_run" sh -c '
  window=$1 ablab=$2 list=$3
  "$window" --screenshots "$list" || exit 1
  while read -r png tree options; do
    "$ablab" --screenshot "${png%.png}-alone.png" "$tree" $options || exit 1
  done < "$list"' sh "$window" "$ablab" "$out/batch.list"
status=0
while read -r png tree options; do
  if cmp -s "$png" "${png%.png}-alone.png"; then echo "same: $tree $options"
  else echo "differs: $tree $options ($png, ${png%.png}-alone.png)"; status=1; fi
done < "$out/batch.list"
exit $status
