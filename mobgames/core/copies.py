"""Copying a game state for its undo checkpoints: ``snapshot`` and ``restore``, and the quick
copiers of ``GameState.COPY`` (each copies one shape of data whose items are immutable, much
faster than a general deep copy)."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Protocol, TypeVar

K = TypeVar("K")
V = TypeVar("V")
W = TypeVar("W")
T = TypeVar("T")
# A checkpoint: for each root, its deep-copied attributes, its quick copies and its append-only lengths.
Snapshot = list[tuple[dict[str, Any], dict[str, Any], dict[str, int]]]


class Checkpointed(Protocol):
    """What a checkpoint reads of a game state (a ``GameState``; named here, as contract.py imports this)."""

    CONTRACT: frozenset[str]
    TRANSIENT: frozenset[str]
    SHARED: frozenset[str]
    APPEND_ONLY: frozenset[str]
    COPY: dict[str, Callable[[Any], Any]]

    def roots(self) -> list[object]: ...


def dict_of_lists(d: Mapping[K, Iterable[V]]) -> dict[K, list[V]]:
    return {k: list(v) for k, v in d.items()}


def dict_of_sets(d: Mapping[K, Iterable[V]]) -> dict[K, set[V]]:
    return {k: set(v) for k, v in d.items()}


def dict_of_dicts(d: Mapping[K, Mapping[V, W]]) -> dict[K, dict[V, W]]:
    return {k: dict(v) for k, v in d.items()}


def dict_of_counters(d: Mapping[K, Counter[V]]) -> dict[K, Counter[V]]:
    return {k: v.copy() for k, v in d.items()}


def fields(obj: object) -> list[str]:
    """The names of an object's attributes: its slots (whole class hierarchy) and any in its
    ``__dict__``. (States use slots: reading an object's ``__dict__`` would slow every later
    attribute access on it in CPython.)"""
    cls = type(obj)
    names = _SLOTS.get(cls)
    if names is None:
        names = _SLOTS[cls] = [n for c in reversed(cls.__mro__) for n in c.__dict__.get("__slots__", ())
                               if n not in ("__dict__", "__weakref__")]
    if hasattr(obj, "__dict__"):
        return names + [n for n in vars(obj) if n not in names]
    return names


_SLOTS: dict[type, list[str]] = {}


def _copy_memo(state: Checkpointed) -> dict[int, Any]:
    memo: dict[int, Any] = {}
    for root in state.roots():
        memo[id(root)] = root
        for name in state.SHARED:
            value = getattr(root, name, None)
            if value is not None:
                memo[id(value)] = value
    return memo

def snapshot(state: Checkpointed) -> Snapshot:
    """A copy of everything a game state holds but its contract bookkeeping, caches and shared
    data: the roots' attributes (quick copiers where ``COPY`` has one, deep copies otherwise)."""
    parts: Snapshot = []
    memo = _copy_memo(state)   # one memo: objects shared between the roots stay shared
    skip = state.CONTRACT | state.TRANSIENT | state.SHARED
    copiers, append_only = state.COPY, state.APPEND_ONLY
    for root in state.roots():
        keep: dict[str, Any] = {}
        quick: dict[str, Any] = {}
        lengths: dict[str, int] = {}
        for k in fields(root):
            if k in skip:
                continue
            try:
                v = getattr(root, k)
            except AttributeError:
                continue   # a slot not set: it stays unset on restore
            if k in append_only:
                lengths[k] = len(v)
            elif k in copiers:
                quick[k] = copiers[k](v)
            else:
                keep[k] = v
        parts.append((copy.deepcopy(keep, memo), quick, lengths))
    return parts

def twin(state: Checkpointed, root: T) -> T:
    """A copy of one of the state's roots (Blood Feud's position) to read or try things on, as a
    player's view hands it out: what never changes shared, caches left empty (None), the rest
    copied as a checkpoint copies it. Nothing done to the twin reaches the game."""
    memo = _copy_memo(state)
    copiers = state.COPY
    made = object.__new__(type(root))
    for k in fields(root):
        try:
            v = getattr(root, k)
        except AttributeError:
            continue
        if k in state.TRANSIENT:
            v = None
        elif k in copiers:
            v = copiers[k](v)
        elif k not in state.SHARED:
            v = copy.copy(v) if k in state.APPEND_ONLY else copy.deepcopy(v, memo)
        setattr(made, k, v)
    return made


def restore(state: Checkpointed, snapshot: Snapshot) -> None:
    """Put a ``snapshot`` back into the state's roots (it can be restored again later)."""
    memo = _copy_memo(state)
    copiers = state.COPY
    skip = state.CONTRACT | state.SHARED | state.APPEND_ONLY
    for root, (keep, quick, lengths) in zip(state.roots(), snapshot):
        fresh = copy.deepcopy(keep, memo)   # a checkpoint can be restored many times
        fresh.update({k: copiers[k](v) for k, v in quick.items()})
        for k in fields(root):
            if k in skip:
                continue
            if k in fresh:
                setattr(root, k, fresh[k])
            elif hasattr(root, k):
                delattr(root, k)
        for k, n in lengths.items():
            del getattr(root, k)[n:]

