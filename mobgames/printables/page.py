"""Paper, pages and sheets: what every printable shares.

A sheet is one HTML document made of fixed-size pages (``<section class="page">``, one printed
page each, in millimetres), with the paper size set by CSS ``@page`` so Chromium's print to PDF
(or a browser's print dialog, margins "none") gives exactly those pages. A small script at the end
of each document shrinks any text that would not fit its box (a teacher's longer card text), down
to a floor; the tests then measure that nothing overflows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from ..core.arguments import checked
from ..core.errors import ArgumentError

FONT = "DejaVu Sans, Verdana, Arial, sans-serif"   # the boards' font (bloodfeud.style, mobties.svg)
INK = "#2b2118"
MUTED = "#6b5d4f"
MIN_FONT_PX = 5.5          # the fitting script never goes below this (about 4 pt)

# The published games these sheets go with: a class plays them with that game's rulebook.
PUBLISHED = {"Blood Feud in New York": "Blood Feud in New York",
             "Mob Ties": "Mob Ties: The Board Game",
             "Family Business": "Family Business"}


@dataclass(frozen=True)
class Paper:
    ARGUMENT = "a paper size ('a4' or 'letter')"   # (how an ArgumentError names it)

    name: str        # "a4" or "letter": the option's value
    label: str       # "A4" or "Letter"
    width: float     # portrait, in millimetres
    height: float

    def size(self, landscape: bool = False) -> tuple[float, float]:
        return (self.height, self.width) if landscape else (self.width, self.height)


PAPERS = {"a4": Paper("a4", "A4", 210.0, 297.0), "letter": Paper("letter", "Letter", 215.9, 279.4)}


@checked
def paper_of(paper: str | Paper) -> Paper:
    """The paper size called ``paper`` ("a4" or "letter", any case)."""
    if isinstance(paper, Paper):
        return paper
    key = paper.strip().lower()
    if key not in PAPERS:
        raise ArgumentError(f"paper should be one of {', '.join(PAPERS)}, not {paper!r:.40}.")
    return PAPERS[key]


@dataclass
class Sheet:
    """One printable: its file name (without extension), what it is, its HTML and how many
    pages it prints as; ``sources`` are extra files written beside it (an SVG of a board)."""

    ARGUMENT = "a sheet (from sheets())"   # (how an ArgumentError names it)

    name: str
    game: str
    title: str
    html: str
    pages: int
    about: str
    landscape: bool = False
    sources: dict[str, str] = field(default_factory=dict)


def credit(game: str) -> str:
    """The classroom label every sheet carries."""
    return (f"For classroom use with the rulebook of the published game {PUBLISHED.get(game, game)}. "
            "Drawn by the mobgames project from its own data; no publisher artwork.")


def badge(text: str = "reconstructed") -> str:
    return f'<span class="recon">{escape(text)}</span>'


def reconstruction_notes(notes) -> list[str]:
    """The notes of a data file that say what is reconstructed (or inferred)."""
    if isinstance(notes, str):
        notes = [notes]
    return [n for n in notes or () if "reconstruct" in n.lower() or "inferred" in n.lower()]


def plural(n: int, word: str, many: str = "") -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


BASE_CSS = f"""
* {{ box-sizing: border-box; }}
html, body {{ margin: 0; padding: 0; background: #ffffff; }}
body {{ font-family: {FONT}; color: {INK}; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.page {{ position: relative; overflow: hidden; page-break-after: always; break-after: page; background: #fff; }}
.page:last-child {{ page-break-after: auto; break-after: auto; }}
.band {{ position: absolute; left: 0; right: 0; text-align: center; font-size: 6.5pt; color: {MUTED};
         white-space: nowrap; overflow: hidden; }}
.band b {{ color: {INK}; }}
.recon {{ display: inline-block; font-size: 6pt; font-weight: bold; letter-spacing: 0.3pt; text-transform: uppercase;
          color: #8a1c00; border: 0.25mm solid #8a1c00; border-radius: 1mm; padding: 0 0.8mm; line-height: 1.35;
          background: #fff7f0; white-space: nowrap; }}
h1 {{ font-size: 16pt; margin: 0 0 2mm; }}
h2 {{ font-size: 11.5pt; margin: 3mm 0 1.5mm; }}
p {{ margin: 0 0 2mm; }}
table.data {{ border-collapse: collapse; font-size: 8pt; }}
table.data th, table.data td {{ border: 0.2mm solid #8d8172; padding: 0.6mm 1.2mm; text-align: left; vertical-align: top; }}
table.data th {{ background: #efe8dc; }}
.note {{ font-size: 7.5pt; color: {MUTED}; }}
@media screen {{ body {{ background: #888; }} .page {{ margin: 6mm auto; box-shadow: 0 0 3mm #444; }} }}
"""

# Shrink every .fit element's text until it fits its box (or reaches the floor), then mark the
# document as done so a printer (the tests, mobgames printables) knows the layout is final.
FIT_SCRIPT = f"""
<script>
(function () {{
  function fits(el) {{ return el.scrollHeight <= el.clientHeight + 0.5 && el.scrollWidth <= el.clientWidth + 0.5; }}
  document.querySelectorAll('.fit').forEach(function (el) {{
    var size = parseFloat(getComputedStyle(el).fontSize);
    while (!fits(el) && size > {MIN_FONT_PX}) {{ size -= 0.25; el.style.fontSize = size + 'px'; }}
  }});
  document.documentElement.setAttribute('data-fitted', '1');
}})();
</script>
"""


def page(content: str, paper: Paper, *, landscape: bool = False, cls: str = "", style: str = "") -> str:
    w, h = paper.size(landscape)
    return (f'<section class="page {cls}" style="width:{w}mm;height:{h}mm;{style}">{content}</section>')


def document(title: str, pages: list[str], paper: Paper, *, landscape: bool = False, css: str = "",
             before: str = "") -> str:
    """A whole sheet: ``pages`` (from ``page``) on ``paper``; ``before`` goes first in the body
    (shared SVG definitions the pages point to)."""
    w, h = paper.size(landscape)
    return ("<!DOCTYPE html>\n<html lang='en'>\n<head>\n<meta charset='utf-8'>\n"
            f"<title>{escape(title)}</title>\n"
            f"<style>@page {{ size: {w}mm {h}mm; margin: 0; }}\n{BASE_CSS}\n{css}</style>\n</head>\n<body>\n"
            + before + "\n".join(pages) + FIT_SCRIPT + "</body>\n</html>\n")


def band(text_html: str, *, top: float | None = None, bottom: float | None = None, height: float = 4.0) -> str:
    """A line of small print across the page, its box ``height`` mm tall, ``top`` or ``bottom``
    mm from the page's edge (the text shrinks to fit)."""
    where = f"top:{top}mm" if top is not None else f"bottom:{bottom}mm"
    return (f'<div class="band fit" style="{where};height:{height}mm;line-height:{height}mm;padding:0 8mm">'
            f'{text_html}</div>')
