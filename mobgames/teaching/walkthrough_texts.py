"""Every sentence the chapters' steppers tell, for recording them: ``walkthrough_texts()``.

A ``StoryStepper`` shows a walk-through's whole log (``mobgames/widgets/story_view.py``): the events before
the first step (folded under "Before the first step") and each step's events, each at the level
the reader picks, Full or Simple. Its Listen buttons read the steps, never the set-up (in Blood Feud
that is the dice that built an empty board), so only the steps' sentences are listed. A ``BattleStepper`` shows each event of a rulebook battle. Here
each walk-through of each game (``examples.walkthroughs()``) is played as the stepper plays it, and
each battle of ``RULEBOOK_BATTLES`` fought, with no widget: pure Python.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from importlib import import_module

from ..core.walkthroughs import played

GAMES = ("bloodfeud", "mobties", "familybusiness")


def _stories(game: str) -> Iterator[tuple[str, Iterable]]:
    """``(name, events)`` for each walk-through of ``game``, then each rulebook battle (Blood Feud)."""
    examples = import_module(f"mobgames.{game}.examples")
    for name, (start, script) in examples.walkthroughs().items():
        setup = len(start().log)
        yield name, played(start, script).log[setup:]
    for n in getattr(examples, "RULEBOOK_BATTLES", ()):
        yield f"battle_example/{n}", examples.battle_example(n).events


def walkthrough_texts() -> list[tuple[str, str, str]]:
    """``(game, walk-through, sentence)`` for every sentence a stepper shows, in the order told:
    each event's ``.full`` and then its ``.simple`` text, each sentence once per walk-through. The
    game is "bloodfeud", "mobties" or "familybusiness"; a Blood Feud rulebook battle is named
    "battle_example/1" and so on."""
    texts: dict[tuple[str, str, str], None] = {}
    for game in GAMES:
        for name, events in _stories(game):
            for event in events:
                texts.setdefault((game, name, event.full))
                texts.setdefault((game, name, event.simple))
    return list(texts)
