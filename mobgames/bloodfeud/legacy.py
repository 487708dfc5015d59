"""Loading a save of the format before the common one: ``{"game": "blood feud", "version": 1,
players, seed, starts, colours, options (only those changed), history: [[call, details], ...]}``.
Its history of calls is replayed through the same calls, each checked like any action, under the
rule readings that release used where mobgames has changed them since (``OLD_READINGS``), so a
game replays as it was played and goes on under the rules it began with."""

from __future__ import annotations

from ..core.errors import IllegalAction, SaveError, SetupError
from .actions import Action
from .moves import Move
from .options import BEFORE_OPTION, Options

OLD_READINGS = BEFORE_OPTION   # version 1 had none of these options: its games keep what they played with
CALLS = ("attack", "move", "board", "leave", "buy", "next_phase", "end_turn", "pay", "ransom", "exchange",
         "kill_prisoner", "invite", "uninvite", "commandeer", "hand_over", "let_through")


def load_v1(cls, data: dict):
    if data.get("version") != 1:
        raise SaveError(f"This save is version {data.get('version')!r}; this mobgames reads the common format, "
                        "or version 1 of the old one.")
    for key, kind in (("players", list), ("seed", int), ("starts", dict), ("colours", dict), ("options", dict),
                      ("history", list)):
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            raise SaveError(f"The saved game's '{key}' is missing or damaged.")
    try:
        turns = cls.start(data["players"], data["seed"], starts=data["starts"], colours=data["colours"],
                          options=Options(**{**OLD_READINGS, **data["options"]}))
    except (SetupError, TypeError, ValueError, AttributeError) as err:   # (AttributeError: a start point of null)
        raise SaveError(f"The saved game's set-up is invalid: {err}") from None
    for i, entry in enumerate(data["history"], 1):
        if not (isinstance(entry, list) and len(entry) == 2 and entry[0] in CALLS and isinstance(entry[1], dict)):
            raise SaveError(f"Step {i} of the saved game is not an action this game knows: {entry!r:.80}.")
        call, kwargs = entry
        try:
            if call == "move":
                kwargs = {"move": Move(**{k: tuple(v) if isinstance(v, list) else v for k, v in kwargs["move"].items()})}
            getattr(turns, call)(**kwargs)
            if call in ("ransom", "exchange"):   # version 1's deals were agreed when made
                turns.apply(Action(turns.asking[1], "answer", accept=True))
            if call == "attack" and turns.asking is not None and turns.asking[0] == "captives":
                # Version 1 let the attacker's call choose the fallen's fate even when the defender won.
                kidnap = turns.asking[2] if kwargs.get("captives", "kidnap") == "kidnap" else 0
                turns.apply(Action(turns.asking[1], "captives", kidnap=kidnap))
        except (IllegalAction, SetupError, TypeError, KeyError, ValueError, AttributeError) as err:   # ("move": "")
            raise SaveError(f"Step {i} of the saved game ({call}) cannot be played: {err}") from None
    return turns
