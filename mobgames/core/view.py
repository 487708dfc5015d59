"""What one player may see of a game: ``state.view(player)``.

A view is read-only and leaves hidden information out (the other players' hands, the order of
the decks). Bots decide from a view, never from the state itself, so a bot cannot see what its
player could not. Each game lists what its views show (``PUBLIC``) and adds what is private.
Nothing written to what a view hands out reaches the game (``read_only``): lists come as tuples,
mappings as read-only mappings, other mutable objects as copies.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator, KeysView, Mapping, Sequence
from types import MappingProxyType, MethodType
from typing import TYPE_CHECKING, Any

from .action import Action
from .chance import CHANCE
from .decision import Decision
from .events import Event

if TYPE_CHECKING:
    from .contract import GameState, LegalActions


# Values nothing can change (a tuple too: the games keep records, such as a mobster, in tuples).
_SAFE = (str, int, float, bool, type(None), frozenset, bytes, range, tuple, Action, Event, MappingProxyType)


def read_only(value: Any) -> Any:
    """``value`` as a view hands it out, so that nothing written to it reaches the game: itself
    when nothing can change it (text, numbers, actions, events, frozen records), lists and tuples
    as tuples, sets as frozensets, mappings as read-only mappings (their items read-only too), a
    method as one whose answers are read-only, anything else as a copy."""
    if isinstance(value, _SAFE):
        return value
    kind = type(value)
    if kind is list:
        return ReadOnlyList(value)
    if isinstance(value, (set, frozenset)):
        return frozenset(value)
    if isinstance(value, Mapping):
        if all(isinstance(v, _SAFE) for v in value.values()):
            return MappingProxyType(value)   # (live, and nothing in it can change)
        return MappingProxyType({k: read_only(v) for k, v in value.items()})
    if isinstance(value, MethodType):
        return _read_only_answers(value)
    params = getattr(kind, "__dataclass_params__", None)
    if params is not None and params.frozen:   # a frozen dataclass (options, an income)
        return value
    return ReadOnlyObject(value)


class ReadOnlyList(Sequence[Any]):
    """A list of the game's as a view hands it out: read, never written (made at once, however
    long the list: a game's history and log run to thousands of items); its items read-only too.
    It equals a list or a tuple with the same items."""

    __slots__ = ("_items",)

    def __init__(self, items: Sequence[Any]) -> None:
        self._items = items

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return tuple(read_only(v) for v in self._items[index])
        return read_only(self._items[index])

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[Any]:
        return (v if isinstance(v, _SAFE) else read_only(v) for v in self._items)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (list, tuple, ReadOnlyList)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # (like a list)

    def __repr__(self) -> str:
        return repr(list(self))


class ReadOnlyObject:
    """Any other object of the game (Mob Ties' Show of Respect under way) as a view hands it out:
    everything read through it is read-only in turn, and nothing can be set on it."""

    __slots__ = ("_object",)

    def __init__(self, thing: object) -> None:
        object.__setattr__(self, "_object", thing)

    def __getattr__(self, name: str) -> Any:
        return read_only(getattr(self._object, name))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("What a view shows is read-only: act through the game's apply().")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("What a view shows is read-only: act through the game's apply().")

    def __eq__(self, other: object) -> bool:
        return bool(self._object == (other._object if isinstance(other, ReadOnlyObject) else other))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return repr(self._object)


def _read_only_answers(method: Callable[..., Any]) -> Callable[..., Any]:
    def asked(*args: Any, **kwargs: Any) -> Any:
        return read_only(method(*args, **kwargs))
    asked.__doc__ = method.__doc__
    return asked


# A game -> {name: (its version, what its views handed out)}; forgotten with the game.
_HANDED_OUT: weakref.WeakKeyDictionary[Any, dict[str, tuple[int, Any]]] = weakref.WeakKeyDictionary()


class View:
    PUBLIC: frozenset[str] = frozenset()    # names of the state's attributes and methods anyone may read
    # Public mappings whose values are always plain (names, numbers, records): handed out read-only
    # without looking at every value each time (tests/test_views.py writes through them all).
    FLAT: frozenset[str] = frozenset()

    __slots__ = ("_state", "player", "_seen")
    _state: GameState
    player: str
    _seen: dict[str, tuple[int, Any]]

    def __init__(self, state: GameState, player: str) -> None:
        state.check_player(player)
        object.__setattr__(self, "_state", state)
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "_seen", _HANDED_OUT.setdefault(state, {}))

    def __getattr__(self, name: str) -> Any:
        if name in type(self).PUBLIC:
            # Kept while the position stands, for every view of the game (what is public is the same
            # for all): the bots read the same few things many times a decision.
            version = self._state.version
            kept = self._seen.get(name)
            if kept is not None and kept[0] == version:
                return kept[1]
            value = getattr(self._state, name)
            if isinstance(value, MethodType):
                return _read_only_answers(value)   # (not kept: it would keep the game alive)
            value = MappingProxyType(value) if name in type(self).FLAT else read_only(value)
            self._seen[name] = (version, value)
            return value
        raise AttributeError(f"{name!r} is not something {self.player} can see (it is hidden, or not part of "
                             "a player's view).")

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("A view is read-only: act through the game's apply().")

    @property
    def decision(self) -> Decision | None:
        """The decision under way. A player who does not make it sees who decides what, never the
        listed answers (a defender's answers would show the cards in his hand)."""
        d = self._state.decision
        if d is None or d.player == self.player or d.actions is None:
            return d
        # (nor, at a chance decision, the odds: how many of each card are left in a deck)
        return Decision(d.player, d.kind, d.prompt, None if d.player == CHANCE else d.info)

    @property
    def is_over(self) -> bool:
        return self._state.is_over

    @property
    def winners(self) -> list[str]:
        return self._state.winners

    @property
    def my_turn(self) -> bool:
        d = self._state.decision
        return d is not None and d.player == self.player

    def legal_actions(self) -> LegalActions:
        """What this player may do now."""
        return self._state.legal_actions(self.player)

    def as_dict(self) -> dict[str, Any]:
        return {}

    def __getitem__(self, key: str) -> Any:
        return self.as_dict()[key]

    def __contains__(self, key: object) -> bool:
        return key in self.as_dict()

    def keys(self) -> KeysView[str]:
        return self.as_dict().keys()

    def __repr__(self) -> str:
        return f"<{self._state.TITLE} as {self.player} sees it>"
