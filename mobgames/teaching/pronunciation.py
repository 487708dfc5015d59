"""Pronunciation for the classroom: each glossary term's IPA and stress, and the minimal pairs
the games contain (hit / heat, deck / dock, vote / boat ...).

    >>> from mobgames.teaching.pronunciation import pronounce, minimal_pairs
    >>> pronounce("Henchman")
    ('/ˈhɛnʧmən/', 'Oo')
    >>> table = minimal_pairs(game="Mob Ties")      # a table to project or print
    >>> [w["word"] for w in pairs()[0]["words"]]
    ['hit', 'heat']

The pairs live in ``data/minimal_pairs.json`` (editable, checked when read); the IPA of the terms
lives in ``data/glossary.json``. IPA is broad General American (the games are set in New York):
``ˈ`` marks the main stress, ``ˌ`` a second stress, ``ː`` a long vowel. In the stress column
``O`` is a stressed syllable and ``o`` an unstressed one.
"""

from __future__ import annotations

import os
import re
from functools import cache

from .datafiles import read_minimal_pairs
from .glossary import DATA_DIR, GAMES, GlossaryError, define, load_glossary
from ..core.arguments import checked

KINDS = {"minimal pair": "Minimal pair", "same spelling": "Same spelling, different sound",
         "same sound": "Same sound, different spelling"}

__all__ = ["pronounce", "pairs", "minimal_pairs", "spoken", "reload"]


@checked
def pronounce(term: str) -> tuple[str, str]:
    """(IPA, stress pattern) of a glossary term or one of its forms."""
    d = define(term)
    return d.ipa, d.stress


@cache
def _pairs(path: str) -> tuple:
    words = [w for e in load_glossary() for w in (e.term,) + e.forms]
    return tuple(read_minimal_pairs(path, words, GlossaryError)["pairs"])


def pairs(game: str | None = None) -> list[dict]:
    """The pairs as written in the data file (of one game, if given: a name or an id)."""
    found = list(_pairs(os.path.join(DATA_DIR, "minimal_pairs.json")))
    if game is None:
        return found
    wanted = GAMES.get(game, game)
    if wanted not in GAMES.values():
        raise GlossaryError(f"There is no game {game!r}. The games are {', '.join(GAMES.values())}.")
    return [p for p in found if wanted in p["games"]]


def spoken(word: dict) -> tuple[str, str]:
    """A pair's word and its example as the voice is given them (what ``audio`` finds): the word's
    ``say`` respelling in place of its spelling, where the spelling alone is read the other way
    (the voice reads every "wound" as /wuːnd/, so /waʊnd/ is recorded from "wownd")."""
    say = word.get("say")
    if not say:
        return word["word"], word["example"]
    return say, re.sub(rf"\b{re.escape(word['word'])}\b", say, word["example"])


@checked
def minimal_pairs(game: str | None = None):
    """A table of the pairs: the two words, their IPA and stress, the sounds that differ, and an
    example of each from the games. Returns a ``mobgames.core.table.Table``."""
    from ..core.table import Table

    rows = []
    for p in pairs(game):
        a, b = p["words"]
        rows.append([KINDS[p["kind"]], p["sounds"], f"{a['word']} {a['ipa']}: {a['meaning']}", a["example"],
                     f"{b['word']} {b['ipa']}: {b['meaning']}", b["example"], p.get("tip", "")])
    headers = ["Kind", "Sounds", "Word 1", "Example 1", "Word 2", "Example 2", "Tip"]
    title = f"Say it right: {len(rows)} pairs of words" + (f" in {game}" if game else " from the games")
    return Table(headers, rows, caption=title, css="mobgames-glossary mathjax_ignore")


def reload() -> None:
    """Read ``data/minimal_pairs.json`` again (after a teacher edits it)."""
    _pairs.cache_clear()
