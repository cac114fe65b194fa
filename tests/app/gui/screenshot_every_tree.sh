#!/bin/sh
# Draws pictures of every tree in the library in one ablab-window process (--screenshots LIST),
# presented, then checks each picture's pixels with check_screenshot:
#   counter            1280x720 at the start, at every cutoff and at the end: "step N of M" is
#                      whole and uncovered in the top right
#   leaf-values S PX   size S at step 0, the whole tree (F): every digit of every leaf value is
#                      drawn at a PX px font
# usage: screenshot_every_tree.sh XVFB_SH ABLAB ABLAB_WINDOW CHECK_SCREENSHOT TREES OUT_DIR counter
#        screenshot_every_tree.sh … OUT_DIR leaf-values SIZE PIXELS
set -eu
xvfb_run=$1 ablab=$2 window=$3 check=$4 trees=$5 out=$6 what=$7
mkdir -p "$out"
list="$out/pictures.list"
: > "$list"
for tree in "$trees"/*.json; do
  case $tree in */schema.json|*/index.json) continue ;; esac
  name=$(basename "$tree" .json)
  if [ "$what" = counter ]; then
    # The run's cutoffs, counted in its JSON trace (a tree α-β cannot search has none).
    cutoffs=$("$ablab" trace "$tree" --format json 2>/dev/null | grep -c '"type": *"cutoff"' || true)
    steps="0 end $(seq 1 "$cutoffs" | sed 's/^/cutoff:/')"
    size=1280x720
    view=focus
  else
    # Every leaf's value is drawn in the whole tree (F), not in a step's focus view.
    steps=0
    size=$8
    view=whole
  fi
  for step in $steps; do
    echo "$out/$name-$(echo "$step" | tr -d :).png $tree --step $step --size $size --presentation --view $view --force" >> "$list"
  done
done
echo "$(wc -l < "$list") pictures"
"$xvfb_run" "$window" --screenshots "$list"
while read -r png tree rest; do
  echo "$tree ${png##*/}"
  if [ "$what" = counter ]; then
    "$check" "$png" counter
  else
    "$check" "$png" leaf-values "$tree" "$9"
  fi
done < "$list"
