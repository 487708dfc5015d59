"""Family Business as card sheets: the Action deck (the project's own card texts, from
``familybusiness/data/cards.json``) and the 54 Mobster cards (``families.json``)."""

from __future__ import annotations

from html import escape

from ..bloodfeud.svg import text_colour
from ..familybusiness.cards import CARDS, DATA_DIR, DEFAULT_DECK, deck_counts, families
from ..familybusiness.datafiles import read_cards, read_families
from ..familybusiness.game import FBGame
from . import icons
from .cardsheet import Card, back, card_sheet, deck_table
from .page import Paper, Sheet, badge, reconstruction_notes

GAME = FBGame.TITLE
TYPE_INK = {"attack": "#b3261e", "counter": "#1f5fa8", "rescue": "#2e7d32"}
TYPE_NAME = {"attack": "Attack", "counter": "Counter", "rescue": "Rescue"}
TYPE_ICON = {"attack": icons.crosshair, "counter": icons.shield, "rescue": icons.lifebuoy}


def _names(ids) -> str:
    order = list(CARDS)
    return ", ".join(CARDS[i].name for i in sorted(ids, key=order.index) if i in CARDS)


def answers_line(card) -> str:
    """What can answer a card, or what a Counter card answers, in a short sentence."""
    if card.type == "counter":
        return f"Answers: {_names(card.counter_for)}." if card.counter_for else ""
    if card.counters:
        return f"Can be answered by: {_names(card.counters)}."
    return "No Counter card can stop it." if card.type == "attack" else ""


def action_front(card, marks: str = "") -> str:
    ink = TYPE_INK.get(card.type, "#444444")
    answers = answers_line(card)
    return (f'<div class="frame" style="--ink:{ink}">'
            f'<div class="head"><div class="deck">{escape(GAME)} &middot; Action card</div>'
            f'<div class="name fit">{escape(card.name)}</div></div>'
            f'<div class="kindline">{TYPE_NAME.get(card.type, card.type.title())}</div>'
            f'<div class="art">{TYPE_ICON.get(card.type, icons.star)(ink)}</div>'
            f'<div class="body fit"><p class="when">{escape(card.when)}</p><p>{escape(card.text)}</p>'
            + (f'<p><b>{escape(answers)}</b></p>' if answers else "") + "</div>"
            f'<div class="foot"><span>{escape(GAME)}</span>{marks}</div></div>')


def action_cards(paper: Paper, deck: str = DEFAULT_DECK) -> Sheet:
    counts = deck_counts(deck)
    data = read_cards(DATA_DIR / "cards.json", DEFAULT_DECK)
    cards = [Card(action_front(CARDS[cid]), CARDS[cid].type) for cid in CARDS for _ in range(counts.get(cid, 0))]
    rows = [(escape(CARDS[c].name), TYPE_NAME.get(CARDS[c].type, CARDS[c].type), escape(CARDS[c].when), counts[c])
            for c in CARDS if counts.get(c)]
    by_type = {}
    for c, n in counts.items():
        by_type[CARDS[c].type] = by_type.get(CARDS[c].type, 0) + n
    split = ", ".join(f"{n} {TYPE_NAME.get(t, t)}" for t, n in by_type.items())
    notes = reconstruction_notes(data.get("notes"))
    intro = (f"<h1>{escape(GAME)}: the Action cards</h1>"
             f"<p>The {sum(counts.values())}-card deck ({escape(data['decks'][deck]['about'])}): {split}. "
             "Each card says, in the project's own words, when it can be played (in italics) and what it does.</p>"
             + "".join(f"<p>{badge()} {escape(n)}</p>" for n in notes)
             + deck_table(rows, ("Card", "Type", "When it can be played", "Cards")))
    return card_sheet(name="familybusiness-action-cards", game=GAME, title="Action cards", cards=cards,
                      back=back(GAME, "Action card", "#f3dcd8", "#e9c9c3"), paper=paper, intro=intro,
                      about=f"{sum(counts.values())} Action cards (deck '{deck}') with their effects and when to play them.",
                      css=FB_CSS)


def initials(name: str) -> str:
    words = [w for w in name.replace(".", "").split() if w[:1].isalpha()]
    return "".join(w[0].upper() for w in words)[:3]


def curly(text: str) -> str:
    """Straight double quotes as typographic ones, opening and closing in turn (“Lucky”)."""
    out, opening = [], True
    for ch in text:
        if ch == '"':
            out.append("\u201c" if opening else "\u201d")
            opening = not opening
        else:
            out.append(ch)
    return "".join(out)


def mobster_front(family: dict, name: str, index: int, total: int) -> str:
    colour = family["colour"]
    ink = text_colour(colour)
    return (f'<div class="frame mobster" style="--ink:{colour}">'
            f'<div class="head" style="color:{ink}"><div class="deck">{escape(GAME)} &middot; Mobster card</div>'
            f'<div class="name fit">{escape(family["name"])}</div></div>'
            f'<div class="art" style="height:24mm">{icons.monogram(colour, initials(family["name"]), ink)}</div>'
            f'<div class="body fit who">{escape(curly(name))}</div>'
            f'<div class="foot"><span>{escape(family["name"])}</span><span>{index} of {total}</span></div></div>')


def mobster_cards(paper: Paper) -> Sheet:
    fams = families()
    notes = reconstruction_notes(read_families(DATA_DIR / "families.json").get("notes"))
    cards = [Card(mobster_front(f, m, i + 1, len(f["mobsters"])), "mobster")
             for f in fams for i, m in enumerate(f["mobsters"])]
    rows = [(f'<span style="display:inline-block;width:3mm;height:3mm;background:{f["colour"]};'
             f'border:0.2mm solid #000"></span> {escape(f["name"])}',
             escape(", ".join(f["mobsters"])), len(f["mobsters"])) for f in fams]
    intro = (f"<h1>{escape(GAME)}: the Mobster cards</h1>"
             f"<p>{len(fams)} families, {len(cards)} mobsters. Each player takes one family's cards and lays them "
             "face up in front of them; the Hit List is a row of these cards.</p>"
             + "".join(f"<p>{badge()} {escape(n)}</p>" for n in notes)
             + deck_table(rows, ("Family", "Mobsters", "Cards")))
    return card_sheet(name="familybusiness-mobster-cards", game=GAME, title="Mobster cards", cards=cards,
                      back=back(GAME, "Mobster card", "#dde3e8", "#cbd4db"), paper=paper, intro=intro,
                      about=f"The {len(cards)} Mobster cards, {len(fams)} families.", css=FB_CSS)


FB_CSS = """
.card .mobster .who { font-size: 12pt; font-weight: bold; text-align: center; display: flex; align-items: center;
  justify-content: center; line-height: 1.2; padding: 1mm 3mm; }
"""
