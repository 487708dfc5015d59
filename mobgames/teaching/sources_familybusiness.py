"""Family Business' numbers and sequences for the exercises (``sources.engine_fact`` and
``sources.sequence`` ask here for every ``fb.`` fact and ``familybusiness_`` sequence). Each answer
is read from the engine: its game module (``mobgames.familybusiness.game``) or its card and family
data (``mobgames/familybusiness/data``, through ``mobgames.familybusiness.cards``)."""

from __future__ import annotations

from .feedback import ExerciseError

__all__ = ["fact", "sequence", "TURN"]

# A turn, in our words. The engine has no list of it: each step is where the code named after it
# does it, in this order.
TURN = (
    "If a Mob War is on, the mobster up against the wall dies.",   # FBGame.start_turn: the war first
    "The player draws a card.",                                      # FBGame.start_turn: then the draw
    "The player plays a card or discards one.",                      # Step "play": its prompt
    "Another player may answer with a Counter card.",                # effects.play_card -> next_counter
    "The card does what it says.",                                   # effects.resolve
    "The next player's turn begins.",                                # FBGame.end_turn -> start_turn
)


def fact(key: str, args: list[str]) -> str | None:
    """The text of Family Business fact ``key`` (None: not a Family Business fact); see
    ``sources.engine_fact``."""
    from ..familybusiness import game
    from ..familybusiness.cards import CARDS, deck_counts, families

    numbers = {"fb.hand": game.HAND, "fb.war_list": game.WAR_LIST, "fb.war_left": game.WAR_LEFT}
    if key in numbers:
        return str(numbers[key])
    if key == "fb.deck":
        return str(sum(deck_counts().values()))
    if key == "fb.families":
        return str(len(families()))
    if key == "fb.family_size":
        sizes = {len(f["mobsters"]) for f in families()}
        if len(sizes) != 1:
            raise ExerciseError(f"The families are not all the same size ({sorted(sizes)}): ask about one family.")
        return str(sizes.pop())
    if key == "fb.card_count":
        return str(deck_counts()[args[0]])
    if key == "fb.card_type":
        return CARDS[args[0]].type.capitalize()
    return None


def sequence(name: str) -> tuple[list[str], str] | None:
    """A Family Business sequence ``(items in order, where it comes from)``, or None."""
    if name == "familybusiness_turn":
        return list(TURN), "mobgames.familybusiness.game (FBGame.start_turn and end_turn) and effects.py"
    return None
