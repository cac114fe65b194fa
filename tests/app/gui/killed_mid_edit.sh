#!/bin/sh
# The window killed with SIGKILL while it has unsaved edits, then started on a lesson, as a
# teacher opens one before class: it must open the lesson and offer the edits, which stay kept
# until answered (issue 44: ImGui aborted, "blocking_modal != NULL", whenever a recovery file
# waited and a file was given). The edit is made as a student makes it: a click on the lesson's
# first leaf, "7", Enter. The window keeps its settings and recovery file under OUT_DIR.
# usage: killed_mid_edit.sh ABLAB LESSON OUT_DIR, under xvfb.sh --screen=1280x720
set -eu
ablab=$1 lesson=$2 out=$3
rm -rf "$out"
mkdir -p "$out/config"
export XDG_CONFIG_HOME="$out/config"
recovery="$out/config/ablab/recovery.json"
cp "$lesson" "$out/lesson.json"
. "$(dirname "$0")/window_test_steps.sh"
# The red of a pixel on the canvas, below and left of the tree: white (255) when nothing is over
# it, darker under a modal question, which dims everything behind it.
canvas_red() {
  import -window root "$1"
  convert "$1" -format '%[fx:int(255*p{20,700}.r)]' info:
}

"$ablab" "$out/lesson.json" &
pid=$!
wait_for_window
[ "$(canvas_red "$out/before.png")" -eq 255 ] || fail "the canvas is not white without a question ($out/before.png)"
# B1, the first leaf, where the window's default 1280x720 layout draws it. The window reads
# the mouse and the keys once a frame: each press is held over a frame or two.
xdotool mousemove 85 632
sleep 0.3
xdotool mousedown 1
sleep 0.2
xdotool mouseup 1
sleep 0.3
xdotool type 7
xdotool keydown Return
sleep 0.2
xdotool keyup Return
# The first unsaved edit is kept at once (state/recovery.h).
for _ in $(seq 50); do
  [ -f "$recovery" ] && break
  sleep 0.2
done
[ -f "$recovery" ] || fail "no recovery file: the click on B1, 7 and Enter made no edit"
grep -qF '[[7, 12, 8]' "$recovery" || fail "the recovery file does not hold B1 = 7: $(cat "$recovery")"
cp "$recovery" "$out/kept.json"
kill -9 "$pid"
wait "$pid" 2>/dev/null || true

"$ablab" "$out/lesson.json" &
pid=$!
wait_for_window
[ "$(canvas_red "$out/after.png")" -lt 230 ] || fail "no question offers the edits ($out/after.png)"
# Ended by SIGTERM without an answer: the window ends cleanly, keeping the edits offered.
kill -TERM "$pid"
status=0
wait "$pid" || status=$?
pid=
[ "$status" -eq 0 ] || fail "the window ended with status $status"
cmp -s "$recovery" "$out/kept.json" || fail "the edits offered were not kept"
grep -qF "\"last_file\": \"$out/lesson.json\"" "$out/config/ablab/settings.json" ||
  fail "the lesson was not the open file: $(cat "$out/config/ablab/settings.json")"
echo "ok: the lesson opened after SIGKILL and the edits are offered and kept"
