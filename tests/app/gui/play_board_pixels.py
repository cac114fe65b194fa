#!/usr/bin/env python3
"""Reads the tic-tac-toe board off a screenshot of the window's Play mode, as a student sees it.

usage: play_board_pixels.py SHOT.png
prints: LEFT TOP CELL BOARD STATE, the grid's top-left corner and cell in screen pixels, the nine
squares in reading order (X, O or .) and how the game stands (X-wins, O-wins, draw or playing),
e.g. "20 194 138 O...X.... playing". Exit 1 when no board is found.

The board is found by its lines, the only long horizontal runs of its line colour (60, 60, 60)
on the left of the screen; a square holds X when its centre is X's blue (0, 114, 178, α's colour in the light
theme) and O when the ring of O's purple (168, 80, 127, β's) passes 0.32 cells right of its centre (play_board.cpp draws them
so). Ghost moves are faded, so neither colour matches them.
"""
import subprocess
import sys

LINE, X, O = (60, 60, 60), (0, 114, 178), (168, 80, 127)


def read_ppm(path):
    data = subprocess.run(["convert", path, "-depth", "8", "ppm:-"], check=True, capture_output=True).stdout
    fields, at = [], 0
    while len(fields) < 4:  # P6, width, height, maximum
        while data[at:at + 1].isspace():
            at += 1
        start = at
        while not data[at:at + 1].isspace():
            at += 1
        fields.append(data[start:at])
    width, height = int(fields[1]), int(fields[2])
    return width, height, data[at + 1:]


def near(pixel, colour, most):
    return all(abs(a - b) <= most for a, b in zip(pixel, colour))


def main():
    width, height, pixels = read_ppm(sys.argv[1])

    def at(x, y):
        i = 3 * (y * width + x)
        return tuple(pixels[i:i + 3])

    rows = []  # (y, left, right) of each long run of the line colour
    for y in range(height):
        run_start = None
        for x in range(width + 1):
            on = x < width and near(at(x, y), LINE, 12)
            if on and run_start is None:
                run_start = x
            if not on and run_start is not None:
                # The board is on the left, the panels' long lines (the (α, β) window) on the right.
                if x - run_start >= 150 and run_start < width // 2 and x < width * 0.65:
                    rows.append((y, run_start, x - 1))
                run_start = None
    if not rows:
        print("no board on the screen")
        return 1
    top, bottom = rows[0][0], rows[-1][0]
    left = min(r[1] for r in rows)
    right = max(r[2] for r in rows)
    cell = (right - left) / 3
    if abs((bottom - top) - (right - left)) > 6:
        print(f"the lines found do not make a square board: x {left}-{right}, y {top}-{bottom}")
        return 1
    board = ""
    for r in range(3):
        for c in range(3):
            cx, cy = int(left + cell * (c + 0.5)), int(top + cell * (r + 0.5))
            ring = [at(cx + int(cell * 0.32) + d, cy) for d in range(-3, 4)]
            if any(near(at(cx + dx, cy + dy), X, 40) for dx in (-1, 0, 1) for dy in (-1, 0, 1)):
                board += "X"
            elif any(near(p, O, 40) for p in ring):
                board += "O"
            else:
                board += "."
    lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
    state = "draw" if "." not in board else "playing"
    for line in lines:
        marks = {board[i] for i in line}
        if marks in ({"X"}, {"O"}):
            state = marks.pop() + "-wins"
    print(left, top, int(cell), board, state)
    return 0


if __name__ == "__main__":
    sys.exit(main())
