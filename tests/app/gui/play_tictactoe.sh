#!/bin/sh
# A whole game of tic-tac-toe against the engine in the window (`ablab --play tictactoe`), played
# as a student plays it: real clicks on the board's squares, the board read back off screenshots
# (play_board_pixels.py). The student is X and takes the first empty square each turn; the engine
# must never lose. On the way: a click on an occupied square changes nothing, and Undo takes back
# a whole turn that Redo puts back. Every screenshot is kept in OUT_DIR to look at.
# usage: play_tictactoe.sh ABLAB OUT_DIR, under xvfb.sh --screen=1280x720
set -eu
ablab=$1 out=$2
here=$(dirname "$0")
rm -rf "$out"
mkdir -p "$out/config"
export XDG_CONFIG_HOME="$out/config"
. "$here/window_test_steps.sh"
# The window reads the mouse once a frame: each press is held over a frame or two.
click() {
  xdotool mousemove "$1" "$2"
  sleep 0.3
  xdotool mousedown 1
  sleep 0.2
  xdotool mouseup 1
  sleep 1
}
# Sets left, top, cell, board and state from a screenshot named $1.
read_board() {
  import -window root "$out/$1.png"
  line=$(python3 "$here/play_board_pixels.py" "$out/$1.png") || fail "$1: $line ($out/$1.png)"
  set -- $line
  left=$1 top=$2 cell=$3 board=$4 state=$5
}
# The centre of square $1 (0-8, reading order).
square_x() { echo $((left + cell * ($1 % 3) + cell / 2)); }
square_y() { echo $((top + cell * ($1 / 3) + cell / 2)); }
# The first empty square of the board.
first_empty() { echo "$board" | awk '{ print index($0, ".") - 1 }'; }
marks() { echo "$board" | tr -d '.' | awk '{ print length($0) }'; }

"$ablab" --play tictactoe &
pid=$!
wait_for_window
read_board start
[ "$board" = "........." ] || fail "the game does not start on an empty board: $board"

turn=1
while [ "$state" = playing ]; do
  square=$(first_empty)
  click "$(square_x "$square")" "$(square_y "$square")"
  before=$board
  read_board "turn-$turn"
  [ "$(marks)" -gt "$(echo "$before" | tr -d '.' | awk '{ print length($0) }')" ] ||
    fail "turn $turn: the click on square $square played nothing ($before -> $board)"
  if [ "$turn" -eq 1 ]; then
    # The engine's reply is on the board; a click on it is refused and changes nothing.
    taken=$(echo "$board" | awk '{ print index($0, "O") - 1 }')
    [ "$taken" -ge 0 ] || fail "the engine did not reply: $board"
    kept=$board
    click "$(square_x "$taken")" "$(square_y "$taken")"
    read_board occupied-click
    [ "$board" = "$kept" ] || fail "a click on the occupied square $taken changed the board: $kept -> $board"
  fi
  if [ "$turn" -eq 2 ] && [ "$state" = playing ]; then
    # Undo and Redo, under the board: a whole turn (the student's move and the reply) each.
    kept=$board
    click $((left + 24)) $((top + 3 * cell + 24))
    read_board undone
    [ "$(marks)" -eq $(($(echo "$kept" | tr -d '.' | awk '{ print length($0) }') - 2)) ] ||
      fail "Undo did not take back a turn: $kept -> $board"
    click $((left + 80)) $((top + 3 * cell + 24))
    read_board redone
    [ "$board" = "$kept" ] || fail "Redo did not put the turn back: $kept -> $board"
  fi
  turn=$((turn + 1))
  [ "$turn" -le 6 ] || fail "the game did not end after five moves of X: $board"
done
cp "$out/turn-$((turn - 1)).png" "$out/final.png"
[ "$state" != X-wins ] || fail "the engine lost: $board ($out/final.png)"

kill -TERM "$pid"
status=0
wait "$pid" || status=$?
pid=
[ "$status" -eq 0 ] || fail "the window ended with status $status"
echo "ok: a whole game played with clicks, the engine did not lose ($board, $state)"
