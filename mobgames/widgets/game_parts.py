"""What the shared widgets (the playground, the chooser) draw in each game's own way, as data: a
game's widget module gives one ``GameParts`` (``PARTS``), and the shared widgets ask ``parts_for``
instead of asking which game they hold. A game with no module here gets the plain parts."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from importlib import import_module
from typing import Any


def _by_kind(action: Any) -> Hashable:
    return action.kind


def _kind_title(state: Any, key: Any, actions: list) -> str:
    return str(key).replace("_", " ").capitalize()


@dataclass(frozen=True)
class GameParts:
    card_html: Callable[[str], str] | None = None          # one card of a hand (None: the game has no hands)
    group_key: Callable[[Any], Hashable] = _by_kind         # which list an action joins when there are many
    group_title: Callable[[Any, Any, list], str] = _kind_title   # (state, key, actions) -> the list's title
    deal_panel: Callable[..., Any] | None = None            # the table's deal row (Mob Ties' ShowPanel)


PLAIN = GameParts()
# A game's save name -> the widget module holding its PARTS (loaded on first use, so a chapter of
# one game never loads the others' widgets).
MODULES = {"mobties": ".mobties", "familybusiness": ".fb_table"}


def parts_for(state: Any) -> GameParts:
    where = MODULES.get(state.GAME)
    return import_module(where, __package__).PARTS if where else PLAIN
