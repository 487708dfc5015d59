"""Every rules decision in one place.

Where a rulebook is silent, ambiguous or contradicts itself, mobgames picks a default; where the
other reading is playable it is a named rule option. The tutorial and ``docs/rules-decisions.md``
(generated from this list: ``make decisions``) show the same list.
"""

from __future__ import annotations

from dataclasses import dataclass

from .core.table import Table


@dataclass(frozen=True)
class Decision:
    id: str
    game: str
    topic: str
    issue: str           # what the rulebook says or leaves open
    choice: str          # what mobgames does by default
    option: str = ""     # the named rule option that gives the other reading, if any
    kind: str = "gap"    # gap | contradiction | misprint | reconstruction


BLOOD_FEUD = "Blood Feud in New York"
FAMILY_BUSINESS = "Family Business"

DECISIONS: tuple[Decision, ...] = (
    Decision("bf-helicopter-cost", BLOOD_FEUD, "Helicopter price",
             "The Player Card prices a helicopter at $550; the vehicle section of the text says $600.",
             "$550, the Player Card's price: the card is what players consult at the table.",
             "Options(helicopter_cost=600)", "contradiction"),
    Decision("bf-starting-cash", BLOOD_FEUD, "Starting cash",
             "The rulebook never says how much money a player starts with.",
             "$0. Every turn earns income before the purchase phase, so no one needs money to start.",
             kind="gap"),
    Decision("bf-start-control", BLOOD_FEUD, "Who holds the start district",
             "The rulebook does not say whether a player controls the starred district at set-up.",
             "Yes: each player starts with an exploitation marker on the star. Otherwise the family "
             "would stand in a district that no rule describes.", kind="gap"),
    Decision("bf-default-picks", BLOOD_FEUD, "Choosing start points and colours",
             "Players choose a start point and colour in ranking order; the rulebook leaves the choice to them.",
             "new_game(starts=..., colours=...) records the players' choices; anyone who states none takes "
             "the first free start point in the order the rulebook's table lists them and the first free colour.",
             kind="gap"),
    Decision("bf-price-footnotes", BLOOD_FEUD, "Asterisks on the Player Card",
             "The card marks the Boss (***), the speedboat's $150 (*) and the precinct's $130 (**) without "
             "the footnotes themselves.",
             "Read from the text: a speedboat needs the Boss (or a Penthouse Palace) on a shore; a precinct's "
             "$130 is its first price, and taking it over costs a premium rising by $100 (from $230).",
             kind="gap"),
    Decision("bf-board", BLOOD_FEUD, "The board",
             "The printed board is not available: only the places named in the corner list are known.",
             "A reconstruction from real New York and New Jersey geography that keeps every named place and "
             "every corner of the rulebook's appendix (data: mobgames/bloodfeud/data/board.json, notes inside).",
             kind="reconstruction"),
    Decision("bf-start-stars", BLOOD_FEUD, "Where the stars are",
             "The rulebook shows one starting star per area but does not name the districts.",
             "Districts with a mob history that run clockwise in turn order: East Harlem (Manhattan), "
             "Belmont (The Bronx), Ozone Park (Queens), Bensonhurst (Brooklyn), Todt Hill (Staten Island), "
             "Elizabeth (New Jersey).", kind="reconstruction"),
    Decision("bf-manhattan-grid", BLOOD_FEUD, "Manhattan's districts",
             "The corner list needs Hamilton Heights, Central Harlem, Lincoln Square, Central Park, Chelsea, "
             "Times Square, Murray Hill, Little Italy and the Lower East Side to meet at three four-way points, "
             "which real Manhattan does not do.",
             "A stylised grid of fewer, larger districts: Lincoln Square stands for the Upper West Side and "
             "Times Square reaches down to Little Italy.", kind="reconstruction"),
    Decision("bf-shore-corners", BLOOD_FEUD, "Shore corners",
             "The corner list makes Coney Island meet Sheepshead Bay on the ocean, and Great Kills Park meet "
             "the water beside New Brighton.",
             "Coney Island includes Brighton Beach and Sea Gate, Sheepshead Bay includes Manhattan Beach, and "
             "Great Kills Park is the whole strip of east-shore parkland from the Verrazzano-Narrows Bridge.",
             kind="reconstruction"),
    Decision("bf-water-names", BLOOD_FEUD, "Names of water spaces",
             "The rulebook describes some water spaces only by position (below Jacob Riis Park, next to "
             "Sunset Park, ...).",
             "They take real names: Atlantic Ocean (Riis Park), Atlantic Ocean (Rockaway Beach), Atlantic "
             "Ocean (Manhattan Beach), Atlantic Ocean (Coney Island), The Narrows, Upper Bay (St. George), "
             "Upper Bay (Sunset Park).", kind="reconstruction"),
    Decision("bf-income-example-4", BLOOD_FEUD, "Income example 4",
             "The text says the rival Boss controlled 4 Family Members, but the example's IFM of 8, its $1,120 "
             "and its diagram (5 taken from the Blue family) all need 5.",
             "5 absorbed Family Members: the text's 4 is a misprint.", kind="misprint"),
    Decision("bf-dominance-earned", BLOOD_FEUD, "Incontestable Dominance",
             "The win needs $6,000 'earned at the end of a turn': cash in hand or income?",
             "Income earned in one's own Factor Income phase (assets x IFM), checked right after that phase; "
             "cash saved up does not count.", kind="gap"),
    Decision("bf-sneak-victims", BLOOD_FEUD, "Sneak-attack victims",
             "Pieces hit by a sneak attack are removed at once; the rulebook says they are killed.",
             "They are dead: a Family Member hit by a sneak attack cannot be kidnapped. Family Members who "
             "fall to ordinary shots are captured by the winner (kidnap or kill), as in the second battle example.",
             kind="gap"),
    Decision("bf-mixed-defenders", BLOOD_FEUD, "Who falls first within a type",
             "Wounds go to the least important type; the rulebook does not say which piece of one type falls "
             "when several owners or colours defend together.",
             "Guests invited into a district fall before the district holder's own pieces, and absorbed Family "
             "Members (another colour) before the family's own colour.", kind="gap"),
    Decision("bf-blockers-block", BLOOD_FEUD, "Blockers' choice",
             "A blocker may let a piece pass or force a battle; a program must assume one.",
             "Every blocker blocks unless its owner says otherwise with game.let_through(blocker, mover), which "
             "lets the mover's pieces pass through (never stop in) its spaces and past its precincts this turn. "
             "A forced battle is attack(..., forced=True): no bribe.", kind="gap"),
    Decision("bf-helicopter-corners", BLOOD_FEUD, "Helicopters and corners",
             "Helicopters fly over any space; the rulebook does not say whether they may cut across a corner.",
             "They may not: the corner rule speaks of all game pieces, so helicopters follow the board's borders "
             "too (over land and water alike).", kind="gap"),
    Decision("bf-step-back", BLOOD_FEUD, "Stepping in and back",
             "Henchmen and Hit Men may capture a district by stepping in and back out.",
             "Stepping back into the space it started from counts as stepping into it: if that district was "
             "neutral, it is captured too (within the limit of two).", kind="gap"),
    Decision("bf-bought-pieces-wait", BLOOD_FEUD, "New pieces",
             "Purchases come at the end of the turn.",
             "A piece bought this turn cannot move until the next turn.", kind="gap"),
    Decision("bf-supply", BLOOD_FEUD, "How many pieces the box holds",
             "The supply is limited, but the rulebook gives no counts.",
             "Unlimited by default; set numbers in mobgames/bloodfeud/data/supply.json (or game.supply).",
             kind="gap"),
    Decision("bf-hudson-park", BLOOD_FEUD, "Hudson Park",
             "The corner list names 'Hudson Park' beside Palisades Park without saying what it is.",
             "A park: North Hudson Park in North Bergen, New Jersey.", kind="reconstruction"),
    Decision("fb-deck", FAMILY_BUSINESS, "The deck",
             "The rulebook says 56 Action cards but never lists them; editions and fan implementations differ.",
             "56 cards by default with per-card counts from a fan implementation; the 57- and 58-card decks are "
             "options (new_game(..., deck='57')). All are data in mobgames/familybusiness/data/cards.json.",
             "new_game(deck='57') / new_game(deck='58')", "reconstruction"),
    Decision("fb-counter-table", FAMILY_BUSINESS, "Which counter answers which card",
             "Our copy of the rulebook stops before its counter table.",
             "Rebuilt from the card texts: Family Influence and Mob Power answer the Contracts (unless a Contract "
             "forbids them), Finger answers Take It On the Lam, Safe House answers Vendetta.", kind="reconstruction"),
    Decision("fb-capone-ninth", FAMILY_BUSINESS, "The Capone Mob's ninth mobster",
             "No public source names the ninth card of the Capone Mob.",
             "Murray \"The Camel\" Humphreys, a real Capone associate (editable in families.json).",
             kind="reconstruction"),
    Decision("fb-turncoat", FAMILY_BUSINESS, "Who comes back with a Turncoat",
             "The Turncoat brings a mobster back from the discard pile for the smallest family, without saying "
             "whether he must be of that family.",
             "Any dead mobster may come back; he then works for the smallest family (the card's player chooses "
             "among tied players, and which mobsters go and come).", kind="gap"),
    Decision("fb-choices", FAMILY_BUSINESS, "Several choices in one card",
             "Double Cross, Vendetta, Intrigue, Hit, Substitution and Turncoat ask for several choices.",
             "They are asked one at a time (a 'choose' decision each), in the order the card describes; the "
             "order of picks is the order on the Hit List.", kind="gap"),
    Decision("fb-last-mobsters", FAMILY_BUSINESS, "Several families wiped out at once",
             "A Massacre or a double-rate war can remove the last mobsters of several players at once.",
             "Mobsters die one at a time from the wall; the game stops the moment one player is left, and that "
             "player wins.", kind="gap"),
)


def by_game(game: str) -> list[Decision]:
    return [d for d in DECISIONS if d.game == game]


def as_markdown() -> str:
    lines = ["# Rules decisions", "",
             "Where a rulebook is silent, ambiguous or contradicts itself, this is what mobgames does.",
             "Generated from `mobgames/decisions.py` by `make decisions`; do not edit by hand.", ""]
    for game in dict.fromkeys(d.game for d in DECISIONS):
        lines += [f"## {game}", "", "| Topic | What the rulebook leaves open | What mobgames does | Rule option |",
                  "|---|---|---|---|"]
        for d in by_game(game):
            lines.append(f"| {d.topic} | {d.issue} | {d.choice} | {('`' + d.option + '`') if d.option else ''} |")
        lines.append("")
    return "\n".join(lines)


def decisions_table(game: str | None = None) -> Table:
    """The decisions as a table that shows itself in a notebook."""
    items = by_game(game) if game else list(DECISIONS)
    return Table(["Game", "Topic", "The rulebook", "mobgames", "Rule option"],
                 [(d.game, d.topic, d.issue, d.choice, d.option) for d in items],
                 caption="Rules decisions", css="mobgames-decisions")


if __name__ == "__main__":
    print(as_markdown())
