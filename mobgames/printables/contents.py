"""Every printable sheet, in the order a teacher meets them, and the index page that lists them."""

from __future__ import annotations

from collections.abc import Iterable

from html import escape

from ..familybusiness.cards import DEFAULT_DECK
from . import bloodfeud_card, bloodfeud_map, bloodfeud_pieces, familybusiness, mobties_aids, mobties_board, mobties_decks
from .page import BASE_CSS, PUBLISHED, Paper, Sheet, paper_of
from ..core.arguments import checked
from ..core.errors import ArgumentError

# name -> builder(paper): the file each sheet is written to, without its extension.
BUILDERS = {
    "bloodfeud-poster": bloodfeud_map.poster,
    "bloodfeud-counters": bloodfeud_pieces.counters_sheet,
    "bloodfeud-player-card": bloodfeud_card.player_card,
    "mobties-board": mobties_board.board_sheet,
    "mobties-pieces": mobties_board.pieces_sheet,
    "mobties-player-aids": mobties_aids.aids_sheet,
    "mobties-favor-cards": mobties_decks.favor_cards,
    "mobties-fed-cards": mobties_decks.fed_cards,
    "familybusiness-action-cards": familybusiness.action_cards,
    "familybusiness-mobster-cards": familybusiness.mobster_cards,
}


@checked
def sheets(paper: str | Paper = "a4", *, only: Iterable[str] | None = None, fb_deck: str = DEFAULT_DECK,
           poster_tiles: int = bloodfeud_map.TILES) -> list[Sheet]:
    """Build the sheets (all of them, or the names in ``only``) for ``paper`` ("a4" or "letter"),
    reading the data files now, so edits to them show up."""
    paper = paper_of(paper)
    names = list(BUILDERS) if not only else list(only)
    unknown = [n for n in names if n not in BUILDERS]
    if unknown:
        raise ArgumentError(f"only should name sheets among {', '.join(BUILDERS)}; there is no "
                            f"{', '.join(repr(n)[:40] for n in unknown)}.")
    out = []
    for name in names:
        if name == "familybusiness-action-cards":
            out.append(familybusiness.action_cards(paper, fb_deck))
        elif name == "bloodfeud-poster":
            out.append(bloodfeud_map.poster(paper, poster_tiles))
        else:
            out.append(BUILDERS[name](paper))
    return out


@checked
def index_html(built: list[Sheet], paper: str | Paper, pdf: bool = True) -> str:
    """A page listing every sheet: what it is, its pages, its files."""
    paper = paper_of(paper)
    rows = []
    for game in PUBLISHED:
        mine = [s for s in built if s.game == game]
        if not mine:
            continue
        rows.append(f'<tr><th colspan="4">{escape(game)} <span class="note">(with the rulebook of '
                    f'{escape(PUBLISHED[game])})</span></th></tr>')
        for s in mine:
            files = [f'<a href="{s.name}.pdf">PDF</a>'] if pdf else []
            files.append(f'<a href="{s.name}.html">HTML</a>')
            files += [f'<a href="{escape(f)}">{escape(f)}</a>' for f in s.sources]
            rows.append(f"<tr><td>{escape(s.title)}</td><td>{s.pages}</td><td>{escape(s.about)}</td>"
                        f"<td>{' &middot; '.join(files)}</td></tr>")
    total = sum(s.pages for s in built)
    return ("<!DOCTYPE html>\n<html lang='en'><head><meta charset='utf-8'><title>mobgames print-and-play</title>"
            f"<style>{BASE_CSS} body {{ background: #fff; max-width: 190mm; margin: 10mm auto; font-size: 10pt; }}"
            " table.data { width: 100%; font-size: 9pt; } table.data th[colspan] { background: #2b2118; color: #fff; }"
            " table.data th[colspan] .note { color: #ddd; }</style></head><body>"
            "<h1>Print-and-play: the three games on paper</h1>"
            f"<p>{len(built)} sheets, {total} pages on {escape(paper.label)} paper, drawn from the project's data files "
            "(edit them and run <code>make printables</code> again). Print at 100% (\"actual size\"), with no page "
            "margins added. Parts the project had to reconstruct are marked <span class=\"recon\">reconstructed</span>."
            "</p><table class='data'><thead><tr><th>Sheet</th><th>Pages</th><th>What it is</th><th>Files</th></tr>"
            f"</thead><tbody>{''.join(rows)}</tbody></table>"
            "<p class='note'>For classroom use with the rulebooks of the published games; the pictures and the "
            "card texts are the project's own.</p></body></html>\n")
