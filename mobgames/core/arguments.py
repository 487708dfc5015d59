"""Checks of the arguments the public functions take, so that a wrong kind of value (None, a
list for an id, True for a count, 1.5 for a whole number) is refused with an ``ArgumentError``
that names the argument and says what it should be, instead of a Python error deep inside."""

from __future__ import annotations

from typing import Any

from .errors import ArgumentError


def whole(value: Any, name: str, low: int | None = None, high: int | None = None) -> int:
    """``value`` if it is a whole number (not True or False) within ``low`` to ``high``."""
    if isinstance(value, bool) or not isinstance(value, int) or (low is not None and value < low) \
            or (high is not None and value > high):
        span = (f", {low} to {high}" if low is not None and high is not None else
                f", {low} or more" if low is not None else f", {high} or less" if high is not None else "")
        raise ArgumentError(f"{name} is a whole number{span}, not {value!r:.40}.")
    return value


def number(value: Any, name: str) -> float:
    """``value`` if it is a number (whole or not; not True or False, not NaN)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        raise ArgumentError(f"{name} is a number, not {value!r:.40}.")
    return value


def text(value: Any, name: str, example: str = "") -> str:
    """``value`` if it is text (an id or a name)."""
    if not isinstance(value, str):
        raise ArgumentError(f"{name} is given as text{f', such as {example!r}' if example else ''}, "
                            f"not {value!r:.40}.")
    return value
