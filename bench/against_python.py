#!/usr/bin/env python3
"""ablab's whole process against Python, side by side on one tree document.

    python3 bench/against_python.py [FILE] [--ablab build/ablab] [--rounds 3] [--ablab-runs 12]

Without FILE it makes the full tic-tac-toe game tree (`ablab game tictactoe --no-symmetry
--eval win-loss`, 549,946 nodes, 32 MB). Each round runs, alternated:

  ablab      `ablab trace FILE > OUT` (the default table), the whole process, run --ablab-runs
             times back to back: the round's time is their mean. A Python run lasts about two
             seconds and so averages over the changes in speed that a virtual machine's CPU goes
             through (a fixed loop here takes from 92 to 150 ms run to run, ablab from 65 to
             138 ms); one 70 ms run of ablab samples a single one of them. Twelve runs span
             about a second, as Python's run does;
  python     `json.load` of FILE and an alpha-beta search written the way aima-python's
             `alpha_beta_search` is (a Game with actions/result/utility/terminal_test/to_move,
             max_value and min_value with alpha and beta, pruning when v >= beta or v <= alpha);
  json.load  Python's `json.load` of FILE alone, with its collector off.

It checks that both searches evaluated the same number of leaves and found the same root value,
and prints the medians and the two ratios the benchmarks page quotes: python / ablab (goal >= 20)
and ablab / json.load (goal <= 1/5). Timings only: nothing here is a test.
"""
import argparse
import gc
import json
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time


class JsonTreeGame:
    """A tree document as a game in aima-python's terms: a state is a node of the document."""

    def __init__(self, document):
        self.first_player = document.get("first_player", "max").lower()

    @staticmethod
    def children(node):
        return node.get("children", []) if isinstance(node, dict) else []

    def actions(self, state):
        node, _ = state
        return range(len(self.children(node)))

    def result(self, state, action):
        node, player = state
        child = self.children(node)[action]
        return child, self.mover_of(child, "min" if player == "max" else "max")

    @staticmethod
    def mover_of(node, default):
        return node.get("player", default).lower() if isinstance(node, dict) else default

    def terminal_test(self, state):
        return not self.children(state[0])

    def to_move(self, state):
        return state[1]

    @staticmethod
    def utility(state, player):
        node = state[0]
        value = node.get("value") if isinstance(node, dict) else node
        if isinstance(value, str):
            value = {"inf": math.inf, "+inf": math.inf, "-inf": -math.inf}[value]
        return value if player == "max" else -value


def alpha_beta_search(state, game, counter):
    """aima-python's shape: the root's best action by max_value/min_value with alpha and beta."""
    player = game.to_move(state)

    def max_value(state, alpha, beta):
        if game.terminal_test(state):
            counter[0] += 1
            return game.utility(state, player)
        v = -math.inf
        for a in game.actions(state):
            v = max(v, min_value(game.result(state, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    def min_value(state, alpha, beta):
        if game.terminal_test(state):
            counter[0] += 1
            return game.utility(state, player)
        v = math.inf
        for a in game.actions(state):
            v = min(v, max_value(game.result(state, a), alpha, beta))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    best_score, beta, best_action = -math.inf, math.inf, None
    for a in game.actions(state):
        v = min_value(game.result(state, a), best_score, beta)
        if v > best_score:
            best_score, best_action = v, a
    return best_action, best_score


def python_run(path):
    """json.load and the search, the collector on as a script has it; returns (seconds, leaves, value)."""
    start = time.perf_counter()
    with open(path, encoding="utf-8") as f:
        document = json.load(f)
    game = JsonTreeGame(document)
    root = document["root"]
    state = (root, game.mover_of(root, game.first_player))
    counter = [0]
    _, value = alpha_beta_search(state, game, counter)
    seconds = time.perf_counter() - start
    return seconds, counter[0], value if state[1] == "max" else -value


def json_load_alone(path):
    gc.disable()
    try:
        start = time.perf_counter()
        with open(path, encoding="utf-8") as f:
            json.load(f)
        return time.perf_counter() - start
    finally:
        gc.enable()


def ablab_run(ablab, path, scratch, runs):
    """ablab's whole process, its table written to a file as `ablab trace FILE > OUT` does (a pipe
    would add Python's reading and decoding of the 4 MB table to ablab's time): the mean of `runs`
    runs in a row."""
    table = os.path.join(scratch, "table.txt")
    env = {**os.environ, "LC_ALL": "C"}
    total = 0.0
    for _ in range(runs):
        with open(table, "wb") as out:
            start = time.perf_counter()
            subprocess.run([ablab, "trace", path], check=True, stdout=out, env=env)
            total += time.perf_counter() - start
    seconds = total / runs
    with open(table, encoding="utf-8") as out:
        summary = out.read().strip().splitlines()[-1]
    found = re.search(r"root value (\S+), .*?(\d+) of \d+ leaves evaluated", summary)
    if not found:
        sys.exit(f"against_python: cannot read ablab's summary line: {summary!r}")
    value = float(found.group(1).replace("∞", "inf"))
    return seconds, int(found.group(2)), value


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?")
    parser.add_argument("--ablab", default="build/ablab")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--ablab-runs", type=int, default=12, help="ablab's runs in a round, their mean its time")
    args = parser.parse_args()
    sys.setrecursionlimit(10_000)
    with tempfile.TemporaryDirectory() as scratch:
        path = args.file
        if not path:
            path = os.path.join(scratch, "tictactoe.json")
            subprocess.run([args.ablab, "game", "tictactoe", "--no-symmetry", "--eval", "win-loss", "--out", path],
                           check=True, capture_output=True)
        times = {"ablab": [], "python": [], "json.load": []}
        for _ in range(args.rounds):
            seconds, ablab_leaves, ablab_value = ablab_run(args.ablab, path, scratch, max(1, args.ablab_runs))
            times["ablab"].append(seconds)
            seconds, python_leaves, python_value = python_run(path)
            times["python"].append(seconds)
            times["json.load"].append(json_load_alone(path))
            if (ablab_leaves, ablab_value) != (python_leaves, python_value):
                sys.exit(f"against_python: the searches differ: ablab evaluated {ablab_leaves} leaves for "
                         f"{ablab_value}, Python {python_leaves} for {python_value}")
        median = {name: statistics.median(seconds) for name, seconds in times.items()}
        for name, seconds in median.items():
            print(f"{name:10} median {seconds * 1000:8.0f} ms   ({', '.join(f'{s * 1000:.0f}' for s in times[name])})")
        print(f"leaves evaluated by both: {ablab_leaves}; root value {ablab_value:g}")
        print(f"python / ablab: {median['python'] / median['ablab']:.1f}x (goal >= 20)")
        print(f"ablab / json.load: {median['ablab'] / median['json.load']:.2f} (goal <= 0.2)")


if __name__ == "__main__":
    main()
