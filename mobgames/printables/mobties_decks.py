"""Mob Ties' two decks as card sheets: the 100 Favor Cards and the 50 Fed Cards, from
``mobties/data/favor_cards.json`` and ``fed_cards.json``; every card the data flags
``reconstructed`` says so on its face."""

from __future__ import annotations

from html import escape

from ..mobties.cards import place_name
from ..mobties.datafiles import read
from ..mobties.game import MTGame
from ..mobties.rules import PHASE_NAMES, cap
from . import icons
from .cardsheet import Card, back, card_sheet, deck_table
from .page import Paper, Sheet, badge, plural

GAME = MTGame.TITLE
FED_INK = "#13285a"
FAVOR_INK = {"attack": "#b3261e", "hit": "#7b1d1d", "whack": "#5b2a86", "defense": "#1f5fa8",
             "weapon": "#455a64", "specialty": "#8a5a00"}
FAVOR_TYPE = {"attack": "Attack", "hit": "Hit", "whack": "Whack", "defense": "Defense", "weapon": "Weapon",
              "specialty": "Specialty"}
ATTACKS = ("attack", "hit", "whack")


def favor_kindline(c: dict) -> str:
    bits = [FAVOR_TYPE.get(c["type"], c["type"].title())]
    if c["type"] == "weapon":
        bits.append(f"removes {plural(c.get('feds', 0), 'Fed')}")
    elif c.get("level"):
        bits.append(f"level {c['level']}")
    if c.get("phase"):
        bits.append(f"{PHASE_NAMES.get(c['phase'], c['phase'].title())} phase")
    if c.get("where"):
        bits.append(f"in {place_name(c['where'])}")
    return " &middot; ".join(escape(b) for b in bits)


def favor_art(c: dict) -> str:
    ink = FAVOR_INK.get(c["type"], "#444444")
    level = str(c["level"]) if c.get("level") else ""
    if c["type"] in ATTACKS:
        return icons.crosshair(ink, level)
    if c["type"] == "defense":
        return icons.shield(ink, level)
    if c["type"] == "weapon":
        return icons.weapon(ink, c.get("feds", 0))
    return icons.star(ink, level)


def mark(c: dict) -> str:
    return badge() if c.get("reconstructed") else ""


def favor_front(c: dict) -> str:
    ink = FAVOR_INK.get(c["type"], "#444444")
    return (f'<div class="frame" style="--ink:{ink}">'
            f'<div class="head"><div class="deck">{escape(GAME)} &middot; Favor Card</div>'
            f'<div class="name fit">{escape(c["name"])}</div></div>'
            f'<div class="kindline fit">{favor_kindline(c)}</div>'
            f'<div class="art">{favor_art(c)}</div>'
            f'<div class="body fit"><p>{escape(c.get("text", ""))}</p></div>'
            f'<div class="foot"><span>{escape(GAME)}</span>{mark(c)}</div></div>')


def deck_rows(cards: list[dict], detail) -> list[tuple]:
    return [(escape(c["name"]), detail(c), c["count"],
             badge() if c.get("reconstructed") else ("named in the rulebook" if c.get("named") else ""))
            for c in cards]


def deck_sheet(paper: Paper, file: str, deck: str, front, detail, lead: str, about: str, tints) -> Sheet:
    """A Mob Ties deck from its data file: every card as many times as it counts, after a list."""
    data = read(file)
    cards = [Card(front(c), c["type"]) for c in data["cards"] for _ in range(c["count"])]
    intro = (f"<h1>{escape(GAME)}: the {deck}s</h1><p>{len(cards)} {deck}s. {lead} Cards marked {badge()} are the "
             "project's reconstruction (the data file says why); the others are named in the rulebook.</p>"
             f'<p class="note">{escape(data.get("about", ""))}</p>'
             + deck_table(deck_rows(data["cards"], detail), ("Card", "Kind", "Cards", "Source")))
    return card_sheet(name=f"mobties-{deck.split()[0].lower()}-cards", game=GAME, title=f"{deck}s", cards=cards,
                      back=back(GAME, deck, *tints), paper=paper, intro=intro, about=about.format(n=len(cards)))


def favor_cards(paper: Paper) -> Sheet:
    return deck_sheet(paper, "favor_cards.json", "Favor Card", favor_front, favor_kindline,
                      "The effects on them are the project's own words.",
                      "The {n} Favor Cards (attacks, defenses, weapons, specialties).", ("#efe1bf", "#e4d2a6"))


def fed_text(c: dict) -> str:
    """What a Fed Card does, in the project's words (the numbers from the data)."""
    n, kind = c.get("feds", 0), c["type"]
    if kind == "location":
        return (f"Put {plural(n, 'Fed')} around {place_name(c['where'])}. "
                "If it is closed, nothing happens.")
    if kind == "crackdown":
        return f"Put {plural(n, 'more Fed', 'more Feds')} around every location that is still open."
    if kind == "fbi_raid":
        return (f"Put {plural(n, 'Fed')} around the open location whose mobsters have the most respect in all. "
                "On a tie the Don chooses; another FBI Raid this phase takes the other tied location.")
    if kind == "turn_the_tables":
        return ("This round the Action phase goes the other way round: the Don plays last. "
                "A second Turn the Tables puts the order back.")
    return ""


FED_KIND = {"location": "Raid", "crackdown": "Every location", "fbi_raid": "Most respect",
            "turn_the_tables": "Action order"}


def fed_front(c: dict) -> str:
    n = c.get("feds", 0)
    title = cap(c["name"])
    symbol = str(n) if n else "\u21c4"
    line = FED_KIND.get(c["type"], c["type"]) + (f" &middot; {plural(n, 'Fed')}" if n else "")
    return (f'<div class="frame" style="--ink:{FED_INK}">'
            f'<div class="head"><div class="deck">{escape(GAME)} &middot; Fed Card</div>'
            f'<div class="name fit">{escape(title)}</div></div>'
            f'<div class="kindline fit">{line}</div>'
            f'<div class="art">{icons.fed_badge(symbol, FED_INK)}</div>'
            f'<div class="body fit"><p>{escape(fed_text(c))}</p></div>'
            f'<div class="foot"><span>{escape(GAME)}</span>{mark(c)}</div></div>')


def fed_detail(c: dict) -> str:
    return escape(FED_KIND.get(c["type"], c["type"])) + f" &middot; {plural(c.get('feds', 0), 'Fed')}"


def fed_cards(paper: Paper) -> Sheet:
    return deck_sheet(paper, "fed_cards.json", "Fed Card", fed_front, fed_detail,
                      "Shuffle them face down: in the Feds phase, draw as many as the Heat level.",
                      "The {n} Fed Cards that bring the Feds to the locations.", ("#dbe2ef", "#c9d3e6"))
