"""Write the print-and-play sheets into a folder: every game's board, pieces and cards as PDF, from
the data (``mobgames printables``, ``make printables``).

For each sheet it writes ``<name>.html`` (the print-ready source: fixed-size pages in millimeters,
SVG inside), any extra source (``bloodfeud-map.svg``, ``mobties-board.svg``: the whole board as one
drawing, to print large elsewhere) and ``<name>.pdf``, printed by a headless Chromium through
Playwright (the ``print`` extra: ``pip install "mobgames[print]"``); then ``index.html``, which lists
them all. The sheets are built from the data files each time, so a teacher's edits to
``mobgames/*/data/*.json`` show up. Each PDF's page count is checked against the sheet's.

Without Playwright or a Chromium the HTML is still written (print it from a browser: 100% scale,
no margins), and ``make`` says how to get one and returns 1.

    >>> from mobgames.printables.make import pdf_pages
    >>> pdf_pages(b"<< /Type /Pages >> << /Type /Page >> << /Type/Page >>")
    2
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

from .chromium import find_chromium, not_found_message
from .contents import index_html, sheets
from .page import PAPERS

__all__ = ["CHROMIUM_ARGS", "pdf_pages", "write_sources", "open_sheet", "print_pdf", "launch", "make"]

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run", "--disable-sync"]
PAGE_OBJECT = re.compile(rb"/Type\s*/Page(?![a-zA-Z])")
NO_PLAYWRIGHT = ('Printing the PDFs needs Playwright: pip install "mobgames[print]" (then a Chromium: '
                 "`playwright install chromium`, or your system's).")


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


def make(out: Path, paper: str = "a4", only=None, fb_deck: str | None = None, poster_pages: int | None = None,
         pdf: bool = True) -> int:
    """Write the sheets into ``out`` (and print them to PDF unless ``pdf`` is false); say what was
    written. Returns the exit status: 0, or 1 when no PDF could be printed or one has the wrong
    number of pages (each problem is said on stderr)."""
    extra: dict = {}
    if fb_deck:
        extra["fb_deck"] = fb_deck
    if poster_pages:
        extra["poster_tiles"] = poster_pages
    built = sheets(paper, only=only, **extra)
    paths = write_sources(built, out, paper, pdf=pdf)
    print(f"Wrote {len(paths)} sheets ({sum(s.pages for s in built)} pages, {PAPERS[paper].label}) into {out}")
    if not pdf:
        return 0
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("No PDF written: " + NO_PLAYWRIGHT + "\nThe HTML files print from any browser "
              "(scale 100%, margins none).", file=sys.stderr)
        return 1

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
                written = print_pdf(page, path)
                n = pdf_pages(written.read_bytes())
                flag = "" if n == s.pages else f"  <- expected {s.pages}"
                if flag:
                    problems.append(f"{written.name}: {n} pages, expected {s.pages}")
                print(f"  {written.name:40} {n:3} pages  {time.perf_counter() - t:5.1f} s{flag}")
        finally:
            browser.close()
    for line in problems:
        print("Problem: " + line, file=sys.stderr)
    print(f"Open {out / 'index.html'} for the list.")
    return 1 if problems else 0
