"""Ids from display names: ``"Hell's Kitchen"`` -> ``"hells_kitchen"``."""

import re

_APOSTROPHES = re.compile(r"['\u2019]")
_NON_ALNUM = re.compile(r"[^a-z0-9]+")


def slug(name: str) -> str:
    """Lowercase; apostrophes dropped; every run of other characters becomes one underscore."""
    return _NON_ALNUM.sub("_", _APOSTROPHES.sub("", name.lower())).strip("_")
