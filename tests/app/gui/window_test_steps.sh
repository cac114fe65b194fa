# What the pixel tests that drive a live window share (sourced; $pid is the window's process):
# fail ends the test and the window, wait_for_window waits for its first frame.
pid=
fail() {
  echo "FAILED: $*"
  [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null
  exit 1
}
# The window's first frame is up: it is mapped, and a frame has been drawn after that.
wait_for_window() {
  timeout 30 xdotool search --sync --onlyvisible --name 'ablab' >/dev/null || fail "no window appeared"
  sleep 2
  kill -0 "$pid" 2>/dev/null || fail "the window ended at once"
}
