"""Speed figures for the tutorial's hot paths. Run by hand (`make bench`); prints, never fails.

Targets (from the project's issues): import mobgames < 0.3 s, load_board() < 50 ms,
SVG render and a full canvas redraw < 20 ms on the Python side.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time


def best_of(fn, repeat=7, number=1):
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        for _ in range(number):
            fn()
        times.append((time.perf_counter() - t0) / number)
    return min(times), statistics.median(times)


def import_time(module: str) -> float:
    code = f"import time; t=time.perf_counter(); import {module}; print(time.perf_counter()-t)"
    runs = [float(subprocess.check_output([sys.executable, "-c", code], text=True)) for _ in range(5)]
    return min(runs)


def report(name, seconds, target=None):
    ms = seconds * 1000
    line = f"{name:<38} {ms:9.2f} ms"
    if target:
        line += f"   target {target * 1000:.0f} ms   ratio {seconds / target:5.2f}"
    print(line)


def main():
    report("import mobgames", import_time("mobgames"), 0.3)
    report("import mobgames.bloodfeud", import_time("mobgames.bloodfeud"))
    report("import widgets", import_time("widgets"))

    from mobgames.bloodfeud import load_board, new_game
    from mobgames.bloodfeud.svg import board_svg

    best, _ = best_of(load_board, repeat=9)
    report("load_board()", best, 0.050)
    board = load_board()

    best, _ = best_of(lambda: board_svg(load_board()), repeat=5)
    report("board SVG, first render (incl. load)", best)
    board_svg(board)
    best, _ = best_of(lambda: board_svg(board), repeat=20)
    report("board SVG, cached map", best, 0.020)
    game = new_game(6, seed=1, board=board)
    best, _ = best_of(lambda: board_svg(board, game=game), repeat=20)
    report("game SVG (6 players)", best, 0.020)
    best, _ = best_of(lambda: new_game(6, seed=1, board=board), repeat=20)
    report("new_game(6)", best)

    from widgets import BoardView

    view = BoardView(board, game=game)
    best, _ = best_of(view.redraw, repeat=20)
    report("BoardView full redraw (3 layers)", best, 0.020)
    sid = board.find("Central Park").id
    best, _ = best_of(lambda: view.select(sid), repeat=20)
    report("BoardView click -> highlight", best, 0.020)
    best, _ = best_of(lambda: board.space_at(*board.space(sid).point), repeat=50)
    report("space_at (hit test)", best)


if __name__ == "__main__":
    main()
