"""Print-and-play (``mobgames.printables``, ``mobgames printables``): every sheet renders on A4 and
Letter, its page count follows the data (cards a page x deck size, the poster's tiles), nothing
overflows its box (measured in Chromium: every clipping box's content fits it, every card's text
lies inside the card and an emblem's number inside the emblem, the Mob Ties board's labels inside
their places), the PDF has as many pages, and one page of each sheet is saved as an image in
test-artifacts/printables/ to look at.

Needs a Chromium, like the other browser tests (it shares their one Playwright session, the
``browser`` fixture of tests/browser/conftest.py): it fails, never skips, when there is none.
"""

from __future__ import annotations

import json
import math
from html import escape
from pathlib import Path

import pytest

from mobgames.printables import BUILDERS, PAPERS, sheets
from mobgames.printables.bloodfeud_map import TILES
from mobgames.printables import make as printer
from mobgames.printables.cardsheet import per_page

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "printables"

MM = 96 / 25.4          # CSS pixels in a millimetre
CRED = "For classroom use with the rulebook of the published game"
# The page of each sheet saved as an image: a tile with glue and cut edges, a page of cards.
SHOT = {"bloodfeud-poster": 4, "mobties-favor-cards": 1, "mobties-fed-cards": 1,
        "familybusiness-action-cards": 1, "familybusiness-mobster-cards": 1}


def data(game: str, name: str) -> dict:
    return json.loads((ROOT / "mobgames" / game / "data" / name).read_text(encoding="utf-8"))


def expected_pages(name: str, paper: str) -> int:
    """Each sheet's pages worked out from the data files, not from the sheet."""
    n = per_page(PAPERS[paper])

    def deck(cards: int) -> int:            # the deck list, the card pages, the backs
        return 1 + math.ceil(cards / n) + 1

    fb = data("familybusiness", "cards.json")
    colours = data("bloodfeud", "setup.json")["colours"]
    aids = max(int(k) for k in data("mobties", "board.json")["favor_cards_dealt"])
    return {
        "bloodfeud-poster": TILES + 1,      # the tiles and the page that shows how they go together
        "bloodfeud-counters": math.ceil(len(colours) / 3) + 1,
        "bloodfeud-player-card": 2,
        "mobties-board": 1,
        "mobties-pieces": 1,
        "mobties-player-aids": math.ceil(aids / 2),
        "mobties-favor-cards": deck(sum(c["count"] for c in data("mobties", "favor_cards.json")["cards"])),
        "mobties-fed-cards": deck(sum(c["count"] for c in data("mobties", "fed_cards.json")["cards"])),
        "familybusiness-action-cards": deck(sum(fb["decks"]["56"]["counts"].values())),
        "familybusiness-mobster-cards": deck(sum(len(f["mobsters"]) for f in data("familybusiness", "families.json")["families"])),
    }[name]


@pytest.fixture(scope="module")
def built():
    return {paper: {s.name: s for s in sheets(paper)} for paper in PAPERS}


def test_there_are_nine_cards_to_a_page_on_both_papers():
    assert per_page(PAPERS["a4"]) == per_page(PAPERS["letter"]) == 9


@pytest.mark.parametrize("paper", sorted(PAPERS))
def test_every_sheet_is_built_with_the_pages_the_data_asks_for(built, paper):
    assert set(built[paper]) == set(BUILDERS)
    for name, s in built[paper].items():
        assert s.pages == expected_pages(name, paper), name
        assert s.html.count('<section class="page') == s.pages, name
        assert CRED in s.html, f"{name} has no classroom label"


def _fronts(html: str) -> list[str]:
    """Each card's HTML on a card sheet (backs left out)."""
    return [part for part in html.split('<div class="card ')[1:] if not part.startswith("back")]


def test_the_reconstructed_cards_say_so_and_only_they(built):
    s = built["a4"]
    for sheet, file in (("mobties-favor-cards", "favor_cards.json"), ("mobties-fed-cards", "fed_cards.json")):
        cards = data("mobties", file)["cards"]
        fronts = _fronts(s[sheet].html)
        assert len(fronts) == sum(c["count"] for c in cards)
        marked = sum('class="recon"' in f for f in fronts)
        assert marked == sum(c["count"] for c in cards if c.get("reconstructed")), sheet
    assert "(reconstructed board)" in s["bloodfeud-poster"].html and "RECONSTRUCTED" in s["bloodfeud-poster"].html
    assert 'class="recon"' in s["bloodfeud-counters"].html       # the box's supply is reconstructed
    assert 'class="recon"' in s["familybusiness-action-cards"].html   # so are the deck's counts
    assert 'class="recon"' in s["mobties-pieces"].html           # the Docks' racket value is inferred


def test_the_card_texts_are_the_datas_own_words(built):
    html = built["a4"]["familybusiness-action-cards"].html
    for card in data("familybusiness", "cards.json")["cards"]:
        assert escape(card["text"]) in html and escape(card["when"]) in html, card["id"]
    favor = built["a4"]["mobties-favor-cards"].html
    assert all(escape(c["text"]) in favor for c in data("mobties", "favor_cards.json")["cards"])


def test_a_teachers_edit_to_a_deck_shows_up(monkeypatch):
    from mobgames.printables import mobties_decks

    real = mobties_decks.read

    def edited(name, path=None):
        d = real(name, path)
        if name == "favor_cards.json":
            d = {**d, "cards": [dict(c) for c in d["cards"]]}
            d["cards"][0].update(name="Our Own Card", text="A card our class wrote.", count=d["cards"][0]["count"] + 9)
        return d

    monkeypatch.setattr(mobties_decks, "read", edited)
    s = mobties_decks.favor_cards(PAPERS["a4"])
    assert "Our Own Card" in s.html and "A card our class wrote." in s.html
    assert s.pages == expected_pages("mobties-favor-cards", "a4") + 1      # nine more cards: one more page


# -- in Chromium -------------------------------------------------------------------------------
MEASURE = """() => {
  const bad = [];
  const say = (el, why) => bad.push(why + ': ' + (el.className.baseVal ?? el.className) + ' "' +
                                    el.textContent.trim().slice(0, 50) + '"');
  for (const el of document.querySelectorAll('body *')) {
    if (el instanceof SVGElement) continue;
    if (getComputedStyle(el).overflow !== 'visible' &&
        (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)) say(el, 'overflows');
  }
  const inside = (r, box) => r.width === 0 || (r.left >= box.left - 0.5 && r.right <= box.right + 0.5 &&
                                               r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5);
  const walker = (root, box) => {
    const w = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = w.nextNode(); n; n = w.nextNode()) {
      if (!n.textContent.trim()) continue;
      const range = document.createRange(); range.selectNodeContents(n);
      for (const r of range.getClientRects()) if (!inside(r, box)) { say(n.parentElement, 'text outside'); break; }
    }
  };
  for (const card of document.querySelectorAll('.card, .counter')) walker(card, card.getBoundingClientRect());
  for (const g of document.querySelectorAll('g.mt-location, g.mt-place, g.mt-heat')) {
    const box = g.querySelector('rect').getBoundingClientRect();
    for (const t of g.querySelectorAll('text')) if (!inside(t.getBoundingClientRect(), box)) say(t, 'label outside');
  }
  for (const svg of document.querySelectorAll('.card .art svg')) {     // an emblem's number inside its shape
    const shape = svg.querySelector('circle, path, polygon');
    if (!shape) continue;
    const box = shape.getBoundingClientRect();
    for (const t of svg.querySelectorAll('text')) if (!inside(t.getBoundingClientRect(), box)) say(t, 'emblem text outside');
  }
  const pages = [...document.querySelectorAll('section.page')].map(p => [p.offsetWidth, p.offsetHeight]);
  return {bad, pages};
}"""


@pytest.fixture(scope="module")
def written(built, tmp_path_factory):
    out = {}
    for paper in PAPERS:
        folder = tmp_path_factory.mktemp(f"printables-{paper}")
        paths = printer.write_sources(list(built[paper].values()), folder, paper)
        out[paper] = {p.stem: p for p in paths}
        assert (folder / "index.html").exists() and (folder / "bloodfeud-map.svg").exists()
    return out


def _check_in_browser(page, sheet, path, paper):
    printer.open_sheet(page, path)
    found = page.evaluate(MEASURE)
    assert not found["bad"], f"{sheet.name} ({paper}): " + "; ".join(found["bad"][:8])
    w, h = PAPERS[paper].size(sheet.landscape)
    assert len(found["pages"]) == sheet.pages
    for pw, ph in found["pages"]:
        assert abs(pw - w * MM) <= 1.5 and abs(ph - h * MM) <= 1.5, (sheet.name, pw, ph)
    pdf = printer.print_pdf(page, path)
    assert printer.pdf_pages(pdf.read_bytes()) == sheet.pages, sheet.name


@pytest.mark.parametrize("paper", sorted(PAPERS))
def test_every_sheet_prints_with_nothing_overflowing(browser, built, written, paper):
    page = browser.new_page(viewport={"width": 1300, "height": 1000})
    try:
        for name, sheet in built[paper].items():
            _check_in_browser(page, sheet, written[paper][name], paper)
            if paper == "a4":      # one page of each, to look at
                ARTIFACTS.mkdir(parents=True, exist_ok=True)
                shot = ARTIFACTS / f"{name}.png"
                page.locator("section.page").nth(SHOT.get(name, 0)).screenshot(path=str(shot))
                _not_blank(shot)
    finally:
        page.close()


def _not_blank(path: Path) -> None:
    from PIL import Image, ImageStat

    with Image.open(path) as im:
        grey = im.convert("L")
        assert grey.width > 700 and grey.height > 700, path
        assert ImageStat.Stat(grey).stddev[0] > 20, f"{path} looks blank"


def test_the_overflow_check_catches_a_card_too_long_to_fit(browser, monkeypatch, tmp_path):
    """A little longer text is shrunk to fit; far too much is reported, so the check can fail."""
    from mobgames.printables import mobties_decks

    real = mobties_decks.read

    def edited(name, path=None):
        d = real(name, path)
        if name == "favor_cards.json":
            d = {**d, "cards": [dict(c, count=1) for c in d["cards"][:2]]}
            d["cards"][0]["text"] = "A longer text for this card. " * 9
            d["cards"][1]["text"] = "Far too much text for any card. " * 120
        return d

    monkeypatch.setattr(mobties_decks, "read", edited)
    sheet = mobties_decks.favor_cards(PAPERS["a4"])
    path = tmp_path / f"{sheet.name}.html"
    path.write_text(sheet.html, encoding="utf-8")
    page = browser.new_page()
    try:
        printer.open_sheet(page, path)
        bad = page.evaluate(MEASURE)["bad"]
    finally:
        page.close()
    assert bad and all("Far too much" in b for b in bad), bad
