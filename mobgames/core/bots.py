"""Computer players, one interface for every game: ``bot.choose(view) -> Action``.

``view`` is ``state.view(player)``: a bot sees only what its player could see. ``play`` lets
bots act until a human must decide, the game ends, or a bound is reached (a table never hangs).

Every game offers the same three levels a reader can choose (``LEVELS``), through its own
``bots.bot(level, seed=None)``, built on ``bot_for`` here: "learner" plays legal, sensible and
slow-growing moves, so that a first game lasts and teaches; "fair" plays a plain greedy game;
"strong" plays to win.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from .errors import MobgamesError

if TYPE_CHECKING:
    from .action import Action
    from .contract import GameState
    from .view import View


class Bot:
    """The interface. ``seed`` makes the bot's own choices repeatable."""

    level = ""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Action:
        raise NotImplementedError

    @staticmethod
    def options(view: View) -> list[Action]:
        """Every legal action of the view's player now; a typed error when he has none."""
        actions = list(view.legal_actions())
        if not actions:
            raise MobgamesError(f"{view.player} has nothing to decide now.")
        return actions

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed!r})"


class RandomBot(Bot):
    """Any legal action, chosen at random (the same seed, the same choices)."""

    def choose(self, view: View) -> Action:
        actions = view.legal_actions()
        if not actions:
            raise MobgamesError(f"{view.player} has nothing to decide now.")
        return actions[self.rng.randrange(len(actions))]


LEVELS = ("learner", "fair", "strong")
LEVEL_TEXT = {"learner": "Learner: plays sensibly and slowly, for a first game",
              "fair": "Fair: a plain, greedy player",
              "strong": "Strong: plays to win"}


def bot_for(classes: Mapping[str, Callable[[int | None], Bot]], level: str, seed: int | None = None,
            game: str = "this game") -> Bot:
    """A new bot of ``level`` from a game's ``{level: bot class}`` (one for each of ``LEVELS``)."""
    if not isinstance(level, str) or level not in classes:
        raise MobgamesError(f"{game} has no bot level {level!r:.30}; choose one of "
                            f"{', '.join(repr(k) for k in LEVELS if k in classes)}.")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise MobgamesError(f"A bot's seed is a whole number, not {seed!r:.30}.")
    return classes[level](seed)


def play(state: GameState, bots: Mapping[str, Bot], *, max_actions: int = 100_000) -> int:
    """Let ``bots`` ({player: bot}) decide until a player without a bot must decide, the game
    is over, or ``max_actions`` actions have been taken. Returns how many were taken."""
    done = 0
    while done < max_actions:
        d = state.decision
        if d is None or state.is_over:
            break
        bot = bots.get(d.player)
        if bot is None:
            break
        state.apply(bot.choose(state.view(d.player)))
        done += 1
    return done
