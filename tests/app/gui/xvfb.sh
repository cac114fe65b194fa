#!/bin/sh
# usage: xvfb.sh [--screen=WIDTHxHEIGHT] COMMAND [ARG...]
# Runs COMMAND under an X server of its own, the one way the window's tests start one.
# -noreset: Xvfb otherwise resets when its last client leaves, and a window opened during that
# reset finds no display ("X11: Failed to open display :99"). A test that opens windows one after
# another (check_focus_view's three sizes, killed_mid_edit's restarts) met it when CI was loaded;
# glfwInit/glfwTerminate pairs in a row met it at the 9th window on a busy machine and between
# the 18th and the 69th on an idle one (check_windows_in_a_row.cpp).
screen=1280x1024
case $1 in
  --screen=*) screen=${1#--screen=}; shift ;;
esac
exec xvfb-run -a -s "-noreset -screen 0 ${screen}x24" "$@"
