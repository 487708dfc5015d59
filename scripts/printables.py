"""Write the print-and-play sheets: every game's board, pieces and cards as PDF, from the data.

    .venv/bin/python scripts/printables.py                      # A4, into handouts/printables/
    .venv/bin/python scripts/printables.py --paper letter
    .venv/bin/python scripts/printables.py --only mobties-fed-cards --no-pdf

For each sheet it writes ``<name>.html`` (the print-ready source: fixed-size pages in millimetres,
SVG inside), any extra source (``bloodfeud-map.svg``, ``mobties-board.svg``: the whole board as one
drawing, to print large elsewhere) and ``<name>.pdf``, printed by a headless Chromium; then
``index.html``, which lists them all. The sheets are built from the data files each time, so a
teacher's edits to ``mobgames/*/data/*.json`` show up. Each PDF's page count is checked against
the sheet's.

Without a Chromium the HTML is still written (print it from a browser: 100% scale, no margins)
and the script says how to get one, with exit status 1.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))   # chromium.py: how the project finds a Chromium

from chromium import find_chromium, not_found_message  # noqa: E402

from mobgames.printables import BUILDERS, PAPERS, index_html, sheets  # noqa: E402

DEFAULT_OUT = ROOT / "handouts" / "printables"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run", "--disable-sync"]
PAGE_OBJECT = re.compile(rb"/Type\s*/Page(?![a-zA-Z])")


def pdf_pages(data: bytes) -> int:
    """The number of pages in a PDF as Chromium writes it (one ``/Type /Page`` object each)."""
    return len(PAGE_OBJECT.findall(data))


def write_sources(built, out: Path, paper: str, pdf: bool = True) -> list[Path]:
    """Write each sheet's HTML and extra sources, and the index; return the HTML paths."""
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for s in built:
        path = out / f"{s.name}.html"
        path.write_text(s.html, encoding="utf-8")
        paths.append(path)
        for name, text in s.sources.items():
            (out / name).write_text(text, encoding="utf-8")
    (out / "index.html").write_text(index_html(built, paper, pdf=pdf), encoding="utf-8")
    return paths


def open_sheet(page, path: Path) -> None:
    """Load a sheet in a browser page and wait for its text-fitting script to finish."""
    page.goto(path.resolve().as_uri())
    page.wait_for_selector("html[data-fitted='1']", state="attached", timeout=30_000)


def print_pdf(page, path: Path) -> Path:
    target = path.with_suffix(".pdf")
    page.pdf(path=str(target), prefer_css_page_size=True, print_background=True)
    return target


def launch(playwright):
    exe = find_chromium()
    if exe is None:
        return None
    return playwright.chromium.launch(executable_path=exe, headless=True, args=CHROMIUM_ARGS)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--paper", choices=sorted(PAPERS), default="a4", help="paper size (default a4)")
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder (default handouts/printables)")
    ap.add_argument("--only", action="append", choices=list(BUILDERS), metavar="SHEET",
                    help=f"just this sheet (repeatable): {', '.join(BUILDERS)}")
    ap.add_argument("--fb-deck", default=None, help="the Family Business deck to print (56, 57 or 58; default 56)")
    ap.add_argument("--poster-pages", type=int, default=None, help="pages in the Blood Feud poster (default 6)")
    ap.add_argument("--no-pdf", action="store_true", help="write the HTML and SVG sources only")
    args = ap.parse_args(argv)

    extra = {}
    if args.fb_deck:
        extra["fb_deck"] = args.fb_deck
    if args.poster_pages:
        extra["poster_tiles"] = args.poster_pages
    built = sheets(args.paper, only=args.only, **extra)
    paths = write_sources(built, args.out, args.paper, pdf=not args.no_pdf)
    print(f"Wrote {len(paths)} sheets ({sum(s.pages for s in built)} pages, {PAPERS[args.paper].label}) "
          f"into {args.out}")
    if args.no_pdf:
        return 0

    from playwright.sync_api import sync_playwright

    problems = []
    with sync_playwright() as p:
        browser = launch(p)
        if browser is None:
            print("No PDF written: " + not_found_message() + "\nThe HTML files print from any browser "
                  "(scale 100%, margins none).", file=sys.stderr)
            return 1
        try:
            page = browser.new_page()
            for s, path in zip(built, paths):
                t = time.perf_counter()
                open_sheet(page, path)
                pdf = print_pdf(page, path)
                n = pdf_pages(pdf.read_bytes())
                flag = "" if n == s.pages else f"  <- expected {s.pages}"
                if flag:
                    problems.append(f"{pdf.name}: {n} pages, expected {s.pages}")
                print(f"  {pdf.name:40} {n:3} pages  {time.perf_counter() - t:5.1f} s{flag}")
        finally:
            browser.close()
    for line in problems:
        print("Problem: " + line, file=sys.stderr)
    print(f"Open {args.out / 'index.html'} for the list.")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
