"""The Mob Ties player aid: the round's phases, the mobsters, the racket values and Favor Cards by
number of players, and the money, two aids to a page (cut across the middle), one for each
player the game allows. Numbers come from ``mobties/data/board.json``; the words are the
project's own."""

from __future__ import annotations

from html import escape

from ..mobties import svg as mt
from ..mobties.cards import BOARD, CAPACITY, KINDS, LOCATIONS
from ..mobties.flow import PHASES, ROUND
from ..mobties.game import MTGame
from ..mobties.rules import PHASE_NAMES, SURROUNDED, cap
from .page import MUTED, Paper, Sheet, badge, band, credit, document, page

GAME = MTGame.TITLE
PER_PAGE = 2
ORDINAL = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}


def phase_lines() -> dict[str, str]:
    """One line for each phase of a round, the numbers from the board data."""
    price = BOARD["card_price"]
    levels = BOARD["heat_levels"]
    return {
        "election": "A Show of Respect in the Mansion elects the Don, who draws Favor Cards.",
        "business": f"A Show of Respect in each racket, from the Docks clockwise, pays its value. "
                    f"Then buy Favor Cards (${price}k each) or swap two.",
        "movement": "Each player moves exactly one mobster.",
        "feds": f"Draw as many Fed Cards as the Heat level. {SURROUNDED} Feds round a location surround it: "
                "empty, it closes; otherwise a vote picks who is pinched.",
        "action": "From the Don clockwise, play Favor Cards: attack, defend, use a weapon or a specialty.",
        "bail": "Pay bail to bring mobsters out of the Prison into the Streets.",
        "heat": f"When the Prison and the Morgue hold one mobster per player, the Heat rises and they are "
                f"cleared; the {ORDINAL.get(levels, str(levels))} rise ends the game.",
    }


def _uses(kind) -> str:
    return ", ".join(u.title() for u in kind.uses)


def mobster_table() -> str:
    rows = "".join(f"<tr><td><b>{mt.LETTERS[k]}</b></td><td>{escape(v.name)}</td><td>{v.respect}</td>"
                   f"<td>${v.bail}k</td><td>{escape(_uses(v))}</td></tr>" for k, v in KINDS.items())
    return ('<table class="data"><thead><tr><th></th><th>Mobster</th><th>Respect</th><th>Bail</th>'
            f"<th>Attack cards</th></tr></thead><tbody>{rows}</tbody></table>")


def players_table() -> str:
    counts = sorted(BOARD["favor_cards_dealt"], key=int)
    head = "".join(f"<th>{n}</th>" for n in counts)
    rows = ["<tr><td>Favor Cards dealt</td>" + "".join(f"<td>{BOARD['favor_cards_dealt'][n]}</td>" for n in counts)
            + "</tr>"]
    inferred = False
    for loc in sorted((v for v in LOCATIONS.values() if v["racket"]), key=lambda v: v["racket"][counts[0]]):
        star = "*" if loc.get("inferred") else ""
        inferred = inferred or bool(star)
        rows.append(f"<tr><td>{escape(cap(loc['name']))}{star}</td>"
                    + "".join(f"<td>${loc['racket'][n]}k</td>" for n in counts) + "</tr>")
    note = f'<div class="note">* {badge("inferred")} the rulebook does not print it.</div>' if inferred else ""
    return (f'<table class="data"><thead><tr><th>Players</th>{head}</tr></thead><tbody>{"".join(rows)}</tbody>'
            f"</table>{note}")


def aid(number: int, total: int) -> str:
    lines = phase_lines()
    steps = "".join(f"<li><b>{escape(PHASE_NAMES.get(p, p.title()))}.</b> {escape(lines.get(p, ''))}</li>" for p in PHASES)
    skipped = [PHASE_NAMES.get(p.name, p.name) for p in ROUND if not p.in_round_one]
    first = (f'<p class="note">Round one skips {escape(" and ".join(skipped))}: the starting cash and placing the '
             "mobsters take their place.</p>" if skipped else "")
    cash = (f"<li>Everyone starts with ${BOARD['starting_cash']}k.</li>"
            f"<li>A Favor Card costs ${BOARD['card_price']}k.</li>"
            f"<li>First Blood: the first kill of round one earns ${BOARD['first_blood_bonus']}k.</li>"
            f"<li>At the end, each point of respect still on the board is worth ${BOARD['respect_value']}k. "
            "The most cash wins.</li>")
    places = (f"<p>Each location holds {CAPACITY} mobsters; the Streets have no limit. In a Show of Respect "
              "each player votes with the respect of all their mobsters there.</p>")
    return (f'<div class="aid"><div class="title"><b>{escape(GAME)}</b> &middot; Player Aid '
            f'<span class="no">{number} of {total}</span></div>'
            f'<div class="cols"><div><h2>A round</h2><ol>{steps}</ol>{first}<h2>Money ($k = $1,000)</h2><ul>{cash}</ul></div>'
            f"<div><h2>Mobsters</h2>{mobster_table()}{places}<h2>By number of players</h2>{players_table()}</div></div>"
            f'<div class="credit">{escape(credit(GAME))}</div></div>')


def aids_sheet(paper: Paper) -> Sheet:
    total = max(int(n) for n in BOARD["favor_cards_dealt"])       # one for each player the game allows
    w, h = paper.size()
    pages = []
    for first in range(1, total + 1, PER_PAGE):
        halves = "".join(f'<div class="half fit" style="top:{i * h / PER_PAGE:.2f}mm;height:{h / PER_PAGE:.2f}mm">'
                         f"{aid(n, total)}</div>"
                         for i, n in enumerate(range(first, min(first + PER_PAGE, total + 1))))
        cut = (f'<div class="cutline" style="top:{h / 2:.2f}mm"></div>'
               + band("cut here &#9986;", top=h / 2 - 4.2, height=4))
        pages.append(page(halves + cut, paper))
    html = document(f"{GAME}: player aids", pages, paper, css=AID_CSS)
    return Sheet(name="mobties-player-aids", game=GAME, title="Player aids", html=html, pages=len(pages),
                 about=f"{total} player aids, {PER_PAGE} to a page: the round, the mobsters, rackets and money.")


AID_CSS = f"""
.half {{ position: absolute; left: 0; right: 0; padding: 9mm 10mm 6mm; overflow: hidden; font-size: 8pt; }}
.aid {{ border: 0.5mm solid #2b2118; border-radius: 3mm; height: 100%; padding: 3mm 4mm; background: #fffdf8;
  display: flex; flex-direction: column; }}
.aid .title {{ font-size: 13pt; border-bottom: 0.3mm solid #2b2118; padding-bottom: 1mm; }}
.aid .title .no {{ float: right; font-size: 8pt; color: {MUTED}; margin-top: 1.5mm; }}
.aid .cols {{ display: grid; grid-template-columns: 1fr 1fr; gap: 5mm; flex: 1 1 auto; }}
.aid h2 {{ font-size: 9.5pt; margin: 2mm 0 1mm; }}
.aid ol, .aid ul {{ margin: 0; padding-left: 4.5mm; }} .aid li {{ margin-bottom: 0.7mm; line-height: 1.25; }}
.aid p {{ margin: 1.5mm 0; line-height: 1.25; }}
.aid table.data {{ width: 100%; font-size: 7.5pt; }}
.aid .credit {{ font-size: 6pt; color: {MUTED}; text-align: center; }}
.cutline {{ position: absolute; left: 4mm; right: 4mm; border-top: 0.3mm dashed #777; }}
"""
