"""Building a Mob Ties position for an example, an exercise or a test: ``game.arrange(...)``.

The whole position is checked before anything changes, and every problem is named at once. What
the rules decide follows from the position: the bank holds what the players do not, every Favor
and Fed card stays accounted for (cards dealt to a hand come out of the decks), a closed
location has a Fed card face down over it, and the Heat level is one more than its rises.
Only before play begins: the arranged position is where the game starts, and a save records
each arrangement so that it loads again.
"""

from __future__ import annotations

import json
from collections import Counter

from ..core.arguments import checked
from ..core.chance import CHANCE
from ..core.contract import GameState
from ..core.errors import SetupError
from .cards import BOARD, CAPACITY, FAVOR, FED, place_name
from .flow import PHASES
from .narration import say
from .rules import EVERY_PLACE, MAIN, PHASE_NAMES, TOTAL_CASH, cap

ARGS = ("where", "cash", "hands", "favor_top", "fed_top", "feds", "closed", "heat", "rises", "don", "round", "phase",
        "first_placer", "last_placer", "first_blood")


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _text(value) -> str:
    return repr(value)[:40]


@checked
def arrange(game: GameState, *, where: dict | None = None, cash: dict | None = None, hands: dict | None = None,
            favor_top: list | None = None, fed_top: list | None = None, feds: dict | None = None,
            closed: list | None = None, heat: int | None = None, rises: int | None = None, don: str | None = None,
            round: int | None = None, phase: str = "election", first_placer: str | None = None,
            last_placer: str | None = None, first_blood: bool | None = None) -> None:
    """Build a position, then play on from the start of ``phase``.

    ``where`` places mobsters ({mobster id: place}; unlisted ones stay where they are; "cleared"
    leaves one out of the game), ``cash`` and ``hands`` ({player: ...}; players left out keep
    theirs), ``favor_top``/``fed_top`` put cards on top of the decks (the first listed is drawn
    first), ``feds`` ({location: Feds}), ``closed`` (the closed locations), the Heat (``heat``,
    ``rises``), the Don, the round, and who placed first and last."""
    played = sum(1 for a in game.history if a.player != CHANCE)   # (the deal is chance's, not play)
    if played:
        raise SetupError(f"arrange() sets up a starting position, and play has already begun "
                         f"({played} action{'s' if played != 1 else ''}). Start a new game to arrange another position.")
    problems: list[str] = []
    players = game.players
    if not isinstance(phase, str) or phase not in PHASES:
        problems.append(f"Start from one of the phases: {', '.join(PHASES)} (not {_text(phase)}).")
    new_where = _where(game, where, problems)
    new_cash = _cash(game, cash, problems)
    for name, who in (("Don", don), ("first placer", first_placer), ("last placer", last_placer)):
        if who is not None and (not isinstance(who, str) or who not in players):
            problems.append(f"There is no player {_text(who)} to be the {name} (the players are {', '.join(players)}).")
    new_hands = _hands(game, hands, problems)
    top = _cards(favor_top, FAVOR, "Favor Card", "favor_top", problems)
    fed_cards = _cards(fed_top, FED, "Fed card", "fed_top", problems) if fed_top is not None else None
    new_feds = _feds(game, feds, problems)
    shut = _closed(game, closed, problems)
    levels = BOARD["heat_levels"]
    if heat is not None and (not _whole(heat) or not 1 <= heat <= levels):
        problems.append(f"The Heat level is 1 to {levels}, not {_text(heat)}.")
        heat = None
    if rises is not None and (not _whole(rises) or not 0 <= rises < levels):
        problems.append(f"The Heat has risen 0 to {levels - 1} times in a game that goes on, not {_text(rises)}.")
        rises = None
    new_heat = heat if heat is not None else (rises + 1 if rises is not None else game.heat)
    new_rises = rises if rises is not None else (heat - 1 if heat is not None else game.rises)
    if new_heat != new_rises + 1:
        problems.append(f"The Heat level is one more than the times it has risen: level {new_heat} means it has "
                        f"risen {new_heat - 1} time{'s' if new_heat != 2 else ''}, not {new_rises}.")
    if round is not None and not (_whole(round) and round >= 1):
        problems.append(f"Rounds count from 1, not {_text(round)}.")
    elif (round if round is not None else game.round) == 1 and phase in ("business", "movement"):
        problems.append(f"Round one has no {PHASE_NAMES[phase]} phase (it is part of the set-up): start from "
                        "another phase or a later round.")
    if first_blood is not None and not isinstance(first_blood, bool):
        problems.append(f"first_blood is True or False, not {_text(first_blood)}.")

    # The position as a whole: room in each place, nobody in a closed location, nobody left to place.
    if new_where is not None:
        counts = Counter(new_where.values())
        for loc in MAIN:
            if counts[loc] > CAPACITY:
                problems.append(f"{cap(place_name(loc))} would hold more than {CAPACITY} mobsters ({counts[loc]}).")
        for loc in shut if shut is not None else game.closed:
            if counts[loc]:
                problems.append(f"{cap(place_name(loc))} is closed: no mobster can be in it.")
        waiting = [m for m, w in new_where.items() if w == "supply"]
        if waiting:
            problems.append("Once play begins every mobster has a place: give one (or 'cleared', to leave him out) "
                            f"to {', '.join(game.mobsters[m].name for m in waiting[:6])}"
                            + (f" and {len(waiting) - 6} more" if len(waiting) > 6 else "") + ".")
    pool = game.favor + game.favor_discard + game.drawn + [c for h in game.hands.values() for c in h]
    if new_hands is not None and top is not None:
        short = Counter(c for h in new_hands.values() for c in h) + Counter(top) - Counter(pool)
        for c in short:
            problems.append(f"There are not enough {FAVOR[c].name!r} Favor Cards ({Counter(pool)[c]} in the deck).")
    keep_shut = list(shut if shut is not None else game.closed)
    fed_pool = game.fed + game.fed_discard + [c for loc, c in game.under.items() if loc not in keep_shut]
    if fed_cards is not None:
        for c in Counter(fed_cards) - Counter(fed_pool):
            problems.append(f"There are not enough {c!r} Fed cards.")
    if problems:
        raise SetupError(problems[0] if len(problems) == 1 else
                         "This position cannot be set up:\n" + "\n".join(f"- {p}" for p in problems))

    # Checked: now change, and derive what the rules derive.
    game.set_where(new_where)
    for p in new_hands:
        for c in new_hands[p]:
            pool.remove(c)
    for c in top:
        pool.remove(c)
    game.hands = new_hands
    game.favor, game.favor_discard, game.drawn = pool + top[::-1], [], []
    if new_cash is not None:
        game.cash = new_cash
        game.bank = TOTAL_CASH - sum(new_cash.values())
    game.feds = new_feds
    _lay_fed_cards(game, keep_shut, fed_cards)
    if shut is not None:
        game.closed = shut
    game.heat, game.rises = new_heat, new_rises
    for name, value in (("round", round), ("first_placer", first_placer), ("last_placer", last_placer),
                        ("first_blood", first_blood), ("don", don)):
        if value is not None:
            setattr(game, name, value)
    game.show, game.dirty_cop, game.reversed, game.over = None, None, False, False   # play restarts at ``phase``
    given = {k: v for k, v in dict(where=where or None, cash=cash, hands=hands, favor_top=favor_top, fed_top=fed_top,
                                   feds=feds, closed=closed, heat=heat, rises=rises, don=don, round=round, phase=phase,
                                   first_placer=first_placer, last_placer=last_placer,
                                   first_blood=first_blood).items() if v is not None}
    given = json.loads(json.dumps(given))   # saved as JSON: a tuple is a list from the start
    setup = dict(game.setup)
    setup["position"] = list(setup.get("position") or []) + [given]   # each arrangement, in order
    name = PHASE_NAMES[phase].removeprefix("The ")
    game.emit("arrange", f"A position is set up; play goes on from the {name} phase of round {game.round}.",
              say("arrange", phase=name, round=game.round))
    game.begin_at(phase, setup)


def _lay_fed_cards(game, shut: list, fed_top: list | None) -> None:
    """The Fed decks after the arrangement: ``fed_top`` on top, and one card face down over each
    closed location (a location that opens again gives its card back to the discards)."""
    under = {loc: c for loc, c in game.under.items() if loc in shut}
    returned = [c for loc, c in game.under.items() if loc not in shut]
    if fed_top is not None:
        rest = game.fed + game.fed_discard + returned
        for c in fed_top:
            rest.remove(c)
        game.fed, game.fed_discard = rest + fed_top[::-1], []
    else:
        game.fed_discard = game.fed_discard + returned
    for loc in shut:   # in the order they closed
        if loc not in under:
            # The most recently discarded Fed card, or else the bottom of the deck (the cards to
            # come stay as they are).
            under[loc] = game.fed_discard.pop() if game.fed_discard else game.fed.pop(0)
    game.under = under


def _where(game, where, problems: list[str]) -> dict | None:
    if where is None:
        return dict(game.where)
    if not isinstance(where, dict):
        problems.append(f"Give where as {{mobster id: place}}, not {_text(where)}.")
        return None
    out = dict(game.where)
    for m, place in where.items():
        if not isinstance(m, str) or m not in game.mobsters:
            problems.append(f"There is no mobster {_text(m)}; ids look like {next(iter(game.mobsters))!r}.")
        elif not isinstance(place, str) or place not in EVERY_PLACE:
            problems.append(f"There is no place {_text(place)} (for {game.mobsters[m].name}); the places are "
                            f"{', '.join(EVERY_PLACE)}.")
        else:
            out[m] = place
    return out


def _cash(game, cash, problems: list[str]) -> dict | None:
    if cash is None:
        return None
    if not isinstance(cash, dict):
        problems.append(f"Give cash as {{player: $k}}, not {_text(cash)}.")
        return None
    out = dict(game.cash)
    for p, amount in cash.items():
        if not isinstance(p, str) or p not in game.players:
            problems.append(f"There is no player {_text(p)} to hold cash (the players are {', '.join(game.players)}).")
        elif not _whole(amount) or amount < 0:
            problems.append(f"{p}'s cash must be a whole number of $k, 0 or more, not {_text(amount)}.")
        else:
            out[p] = amount
    if sum(out.values()) > TOTAL_CASH:
        problems.append(f"The Kitty Cash holds only ${TOTAL_CASH}k in all.")
    return out


def _hands(game, hands, problems: list[str]) -> dict | None:
    if hands is None:
        return {p: list(h) for p, h in game.hands.items()}
    if not isinstance(hands, dict):
        problems.append(f"Give the hands as {{player: [card ids]}}, not {_text(hands)}.")
        return None
    for p in hands:
        if not isinstance(p, str) or p not in game.players:
            problems.append(f"There is no player {_text(p)} to hold cards (the players are {', '.join(game.players)}).")
    out = {}
    for p in game.players:
        if p not in hands:
            out[p] = list(game.hands[p])
            continue
        cards = _cards(hands[p], FAVOR, "Favor Card", f"{p}'s hand", problems)
        if cards is None:
            return None
        out[p] = cards
    return out


def _cards(cards, known: dict, what: str, where: str, problems: list[str]) -> list | None:
    """A list of card ids, each checked to exist; [] for None."""
    if cards is None:
        return []
    if not isinstance(cards, (list, tuple)):
        problems.append(f"The {where} is a list of card ids, not {_text(cards)}.")
        return None
    bad = [c for c in cards if not isinstance(c, str) or c not in known]
    for c in bad:
        problems.append(f"There is no {what} {_text(c)} (in the {where}).")
    return None if bad else list(cards)


def _feds(game, feds, problems: list[str]) -> dict:
    out = dict(game.feds)
    if feds is None:
        return out
    if not isinstance(feds, dict):
        problems.append(f"Give the Feds as {{location: number}}, not {_text(feds)}.")
        return out
    for loc, n in feds.items():
        if not isinstance(loc, str) or loc not in MAIN:
            problems.append(f"Feds go only around the six locations, not {_text(loc)}.")
        elif not _whole(n) or n < 0:
            problems.append(f"The Feds at {place_name(loc)} must be a whole number, 0 or more, not {_text(n)}.")
        else:
            out[loc] = n
    return out


def _closed(game, closed, problems: list[str]) -> list | None:
    if closed is None:
        return None
    if not isinstance(closed, (list, tuple)):
        problems.append(f"Give the closed locations as a list, not {_text(closed)}.")
        return None
    out = []
    for loc in closed:
        if not isinstance(loc, str) or loc not in MAIN:
            problems.append(f"Only the six locations can be closed, not {_text(loc)}.")
        elif loc in out:
            problems.append(f"{cap(place_name(loc))} is listed twice among the closed locations.")
        else:
            out.append(loc)
    return out
