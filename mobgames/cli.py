"""The ``mobgames`` command: what a teacher runs from a terminal, each subcommand with ``--help``.

    mobgames printables [--paper a4|letter] [--out DIR] [--only SHEET] [--no-pdf] ...
    mobgames handouts [--out DIR] [--lang es] [--chapter bloodfeud/03_battle] [--simple]
    mobgames classroom CHAPTER [--seed N] [--narration full|simple] [--view student|teacher]
                               [--port N] [--no-browser] [-- VOILA ARGS...]
    mobgames site [--fresh]

The options are the Makefile's variables (``make printables PAPER=letter``, ``make classroom
SEED=... NARRATION=... VIEW=... VOILA_ARGS=...``). A mistake is told in a sentence, never a
traceback, with exit status 2.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from .core.errors import MobgamesError

__all__ = ["main", "parser"]

USAGE_ERROR = 2
CLASSROOM_EXTRA = 'pip install "mobgames[classroom]"'


def _default_out(*parts: str) -> Path:
    """A checkout's own ``handouts/`` folder (git-ignored), else one in the current folder."""
    from .classroom import checkout

    return (checkout() or Path(".")).joinpath("handouts", *parts)


def _add_printables(sub) -> None:
    from .printables import BUILDERS, PAPERS

    p = sub.add_parser("printables", help="print-and-play sheets (boards, counters, cards) as PDF",
                       description="Write the print-and-play sheets (every game's board, pieces and cards) as "
                                   "HTML and print them to PDF with a headless Chromium (the print extra: "
                                   'pip install "mobgames[print]"), with index.html listing them.')
    p.add_argument("--paper", choices=sorted(PAPERS), default="a4", help="paper size (default a4)")
    p.add_argument("--out", type=Path, default=None, metavar="DIR",
                   help="output folder (default handouts/printables, in the checkout or the current folder)")
    p.add_argument("--only", action="append", choices=list(BUILDERS), metavar="SHEET",
                   help=f"just this sheet (repeatable): {', '.join(BUILDERS)}")
    p.add_argument("--fb-deck", default=None, help="the Family Business deck to print (56, 57 or 58; default 56)")
    p.add_argument("--poster-pages", type=int, default=None, help="pages in the Blood Feud poster (default 6)")
    p.add_argument("--no-pdf", action="store_true", help="write the HTML and SVG sources only (no Chromium needed)")


def _add_handouts(sub) -> None:
    p = sub.add_parser("handouts", help="printable HTML handouts: glossaries, exercises, word banks, packs",
                       description="Write printable HTML handouts (glossaries, exercises with answer keys, word "
                                   "banks, each chapter's printable pack, role-play cards, phrase bank) into a "
                                   "folder; open index.html and print from the browser.")
    p.add_argument("--out", type=Path, default=None, metavar="DIR",
                   help="where to write them (default handouts/, in the checkout or the current folder)")
    p.add_argument("--lang", action="append", default=[],
                   help="a translation to include, e.g. es (repeat for more; default: every language)")
    p.add_argument("--chapter", action="append", default=[],
                   help="one chapter's exercises, e.g. bloodfeud/03_battle (repeat; default: all)")
    p.add_argument("--simple", action="store_true", help="tell the battle stories in simple narration")


def _add_classroom(sub) -> None:
    p = sub.add_parser("classroom", help="serve one chapter as a classroom page with Voila",
                       usage="mobgames classroom CHAPTER [--seed N] [--narration full|simple] [--view student|teacher] "
                             "[--port N] [--no-browser] [-- VOILA ARGS ...]",
                       description="Serve one chapter with Voila as a clean classroom page (no code, large type, "
                                   f"the same dice on every screen). Needs Voila: {CLASSROOM_EXTRA}. "
                                   "Anything after -- goes to Voila as it is.",
                       epilog="Example: mobgames classroom bloodfeud/03_battle --narration simple -- --Voila.ip=0.0.0.0")
    p.add_argument("chapter", metavar="CHAPTER",
                   help="a chapter id such as bloodfeud/03_battle (run with a wrong one to list them all), "
                        "or the path of a notebook")
    p.add_argument("--seed", type=int, default=2026,
                   help="the seed of every game started without one, so every screen shows the same dice (default 2026)")
    p.add_argument("--narration", choices=["full", "simple"], default="full",
                   help="full sentences, or simple ones for English learners (default full)")
    p.add_argument("--view", choices=["student", "teacher"], default="student",
                   help="student (no answer keys, no teacher notes) or teacher (default student)")
    p.add_argument("--port", type=int, default=None, help="the port to serve on (default: Voila's, 8866)")
    p.add_argument("--no-browser", action="store_true", help="do not open a browser (print the address only)")


def _add_site(sub) -> None:
    p = sub.add_parser("site", help="build the offline site (JupyterLite) from a checkout",
                       description="Build the whole tutorial as an offline JupyterLite site in lite/_output/ "
                                   "(lite/build.py). Needs a checkout of the repository, npm and the network.")
    p.add_argument("--fresh", action="store_true", help="forget every download and the build venv first")


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="mobgames", description="The mobgames tutorial's tools for a class. "
                                 "Each command has its own --help.")
    sub = ap.add_subparsers(dest="command", metavar="COMMAND", required=True)
    _add_printables(sub)
    _add_handouts(sub)
    _add_classroom(sub)
    _add_site(sub)
    return ap


def _printables(args) -> int:
    from .printables.make import make

    return make(args.out or _default_out("printables"), args.paper, only=args.only, fb_deck=args.fb_deck,
                poster_pages=args.poster_pages, pdf=not args.no_pdf)


def _handouts(args) -> int:
    from .teaching.handout_files import write_all

    folder = args.out or _default_out()
    langs = [x.strip() for value in args.lang for x in value.split(",") if x.strip()]
    written = write_all(folder, langs or None, args.chapter or None, args.simple)
    print(f"Wrote {len(written)} files into {folder} (open index.html).")
    return 0


def _classroom(args) -> int:
    import os

    from .classroom import NotInstalled, voila_command, voila_installed

    run = voila_command(args.chapter, seed=args.seed, narration=args.narration, view=args.view, port=args.port,
                        no_browser=args.no_browser, extra=args.voila_args)
    if not voila_installed():
        raise NotInstalled(f"Classroom mode needs Voila, which is not installed here. Install it with: {CLASSROOM_EXTRA}")
    server = subprocess.Popen(run.argv, env={**os.environ, **run.env}, cwd=run.cwd)
    while True:
        try:
            return server.wait()
        except KeyboardInterrupt:   # the terminal's Ctrl-C reached Voila too: wait while it stops its kernels
            continue


def _site(args) -> int:
    from .classroom import NotInstalled, checkout

    root = checkout()
    if root is None:
        raise NotInstalled("The offline site is built from a checkout of the repository (it needs lite/build.py, "
                           "the chapters' sources and the recordings): clone the repository and run "
                           "`mobgames site` or `make site` there.")
    return subprocess.call([sys.executable, str(root / "lite" / "build.py"), *(["--fresh"] if args.fresh else [])],
                           cwd=root)


COMMANDS = {"printables": _printables, "handouts": _handouts, "classroom": _classroom, "site": _site}


def _split(argv: list[str]) -> tuple[list[str], list[str]]:
    """The command's own arguments, and what comes after ``--`` (for Voila)."""
    return (argv[:argv.index("--")], argv[argv.index("--") + 1:]) if "--" in argv else (argv, [])


def main(argv: list[str] | None = None) -> int:
    """Run the command; returns the exit status (0 done, 1 a job that went wrong, 2 a usage problem)."""
    own, rest = _split(list(sys.argv[1:] if argv is None else argv))
    try:
        args = parser().parse_args(own)
    except SystemExit as done:       # --help (0) or argparse's own usage message (2)
        return int(done.code or 0)
    if rest and args.command != "classroom":
        print(f"mobgames {args.command} takes nothing after --.", file=sys.stderr)
        return USAGE_ERROR
    args.voila_args = rest
    try:
        return COMMANDS[args.command](args)
    except MobgamesError as err:
        print(str(err), file=sys.stderr)
        return USAGE_ERROR
    except OSError as err:           # a folder that cannot be written, a program that cannot start
        print(f"mobgames {args.command}: {err.strerror or err}"
              + (f": {err.filename}" if err.filename else ""), file=sys.stderr)
        return 1
