"""Mob Ties' numbers and sequences for the exercises (``sources.engine_fact`` and
``sources.sequence`` ask here for every ``mt.`` fact and ``mobties_`` sequence). Each answer is
read from the engine: its rules (``mobgames.mobties.rules``), its board data
(``mobgames/mobties/data/board.json``, through ``mobgames.mobties.cards.BOARD``) or a story it tells."""

from __future__ import annotations

from .feedback import ExerciseError

__all__ = ["fact", "sequence", "DOCKS_TIE", "SHOW_STEPS"]

# Facts that are an amount of money in board.json ($k).
MONEY = {"mt.card_price": "card_price", "mt.start_cash": "starting_cash", "mt.first_blood": "first_blood_bonus",
         "mt.respect_value": "respect_value"}

# The rulebook's tie in the Docks (see mobgames.mobties.examples.docks_tie): both vote for themselves,
# Blue will not split, pays the Don $10k, and the Don picks Blue.
DOCKS_TIE = [["apply", {"player": "Blue", "kind": "vote", "target": "Blue"}],
             ["apply", {"player": "Green", "kind": "vote", "target": "Green"}],
             ["apply", {"player": "Blue", "kind": "refuse", "where": "docks"}],
             ["deal", {"payer": "Blue", "payee": "Red", "amount": 10, "vote": "Blue"}],
             ["apply", {"player": "Red", "kind": "tie", "target": "Blue"}]]
# A Show of Respect for a racket, in our words for each kind of event the engine tells in it; the
# order is the order in which the engine tells them in the Docks tie.
SHOW_STEPS = {"show": "The players in the location show their respect.",
              "vote": "Each player votes.",
              "tally": "The votes are counted.",
              "split": "A tied player refuses to split the money.",
              "deal": "A player pays the Don for the tie-break.",
              "tie": "The Don breaks the tie.",
              "cash": "The winner collects the money."}


def fact(key: str, args: list[str]) -> str | None:
    """The text of Mob Ties fact ``key`` (None: not a Mob Ties fact); see ``sources.engine_fact``."""
    from ..mobties.cards import BOARD

    if key in MONEY:
        return f"${BOARD[MONEY[key]]}k"
    if key == "mt.capacity":
        from ..mobties.cards import CAPACITY

        return str(CAPACITY)
    if key in ("mt.respect", "mt.bail"):
        from ..mobties import KINDS

        k = KINDS[args[0]]
        return str(k.respect) if key == "mt.respect" else f"${k.bail}k"
    if key == "mt.racket":
        from ..mobties import racket_value

        return f"${racket_value(args[0], int(args[1]))}k"
    if key == "mt.surrounded":
        from ..mobties.rules import SURROUNDED

        return str(SURROUNDED)
    if key == "mt.heat_end":
        from ..bloodfeud.setup import ORDINALS

        # mobgames.mobties.heat: the rise that reaches BOARD["heat_levels"] ends the game.
        return f"When the Heat rises for the {ORDINALS[BOARD['heat_levels'] - 1]} time"
    if key == "mt.favor_cards":
        return str(BOARD["favor_cards_dealt"][args[0]])
    if key == "mt.locations":
        from ..mobties.cards import LOCATIONS

        return str(len(LOCATIONS))
    if key == "mt.favor_deck":
        from ..mobties.cards import favor_deck

        return str(len(favor_deck()))
    return None


def sequence(name: str) -> tuple[list[str], str] | None:
    """A Mob Ties sequence ``(items in order, where it comes from)``, or None; see ``sources.sequence``."""
    from ..mobties.cards import place_name
    from ..mobties.rules import cap

    if name == "mobties_round":
        from ..mobties.game import PHASE_NAMES, PHASES

        return [PHASE_NAMES[p] for p in PHASES], "mobgames.mobties.PHASES"
    if name == "mobties_clockwise":
        from ..mobties import clockwise

        return [cap(place_name(p)) for p in clockwise()], "mobgames.mobties.clockwise() (from the Docks)"
    if name == "mobties_rackets":
        return [cap(place_name(p)) for p in _rackets()], "mobgames.mobties.racket_value (the richest racket first)"
    if name == "mobties_show_of_respect":
        return [SHOW_STEPS[k] for k in _show_kinds()], "the engine's Docks tie (mobgames.mobties.examples.docks_tie)"
    return None


def _rackets() -> list[str]:
    """The locations with a racket, richest first: the same order for 3 to 6 players."""
    from ..mobties import LOCATIONS, racket_value
    from ..mobties.datafiles import PLAYER_COUNTS

    orders = {tuple(sorted((p for p in LOCATIONS if racket_value(p, int(n))), key=lambda p: -racket_value(p, int(n))))
              for n in PLAYER_COUNTS}
    if len(orders) != 1:
        raise ExerciseError("The rackets are not in the same order for every number of players: "
                            "give the number of players in the question instead.")
    return list(orders.pop())


def _show_kinds() -> list[str]:
    """The kinds of SHOW_STEPS in the order the engine first tells them in the Docks tie."""
    from .stories import game_story

    story = game_story({"from": "mobties", "example": "docks_tie", "steps": DOCKS_TIE})
    kinds: list[str] = []
    for e in story.events[story.opening:]:
        if e.kind in SHOW_STEPS and e.kind not in kinds:
            kinds.append(e.kind)
    return kinds
