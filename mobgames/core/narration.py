"""The simple narration as data: each game's ``data/narration.json`` holds, for every kind of
event, the short sentences that ``set_narration("simple")`` tells, so a teacher can read and change
the wording without touching the code.

A file looks like this::

    {"about": "...",
     "events": {
       "income": "{player} earns ${amount}.",
       "roll": {"hit": "{shooter} rolls {roll}. It needs {need} or more. It hits.",
                "miss": "{shooter} rolls {roll}. It needs {need} or more. It misses."}}}

An event kind has one text, or one text per case ("hit", "miss"). A ``{name}`` is a field the game
fills in with a name, a number or a short list; which fields each text may use is fixed by the
game's code (``FIELDS`` in ``mobgames/<game>/narration.py``). The file is checked when a game first
needs it, through the same reader as every data file: every problem is named, and nothing in it is
run (a field is replaced by the game's text, and a field may not reach inside a value).

A teacher may edit the file in place, or keep a copy and tell a game to use it:
``mobgames.mobties.narration.NARRATION.use("my_narration.json")``.
"""

from __future__ import annotations

import difflib
import os
import re
import string
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, cast

from .datafile import Either, MapOf, Record, Text, read_json
from .errors import MobgamesError, SetupError
from .schema import Ids, Problem, show
from .text import a_an, and_list

__all__ = ["Narration"]

_FORMATTER = string.Formatter()
_SENTENCE_START = re.compile(r"(^\s*|[.!?]\s+)$")
# "a" or "an" just before a field (or before "$" and a field): chosen by the value ("an $80").
_ARTICLE = re.compile(r"\b([Aa]n?) (\$?)$")
# A text ready to fill, and its fields written as variants: (name, capital?, stop?, article),
# the article "", "a" or "A" (its case as the text wrote it).
Compiled = tuple[str, tuple[tuple[str, bool, bool, str], ...]]


class Narration:
    """One game's simple texts. ``fields`` maps each text's key (``"income"``, or ``"roll.hit"``
    for a case) to the names of the fields the code gives it, as one string ("player amount")."""

    def __init__(self, path: str | os.PathLike[str], what: str, fields: Mapping[str, str]) -> None:
        self.path, self.what = path, what
        self.fields = {key: frozenset(names.split()) for key, names in fields.items()}
        self._texts: dict[str, Compiled] | None = None   # read on first use, each ready to fill
        # Texts already filled in, by key and values: a game says the same sentences again and
        # again ("Red votes for Blue"), and saying is on every step of play.
        self._said: dict[tuple[object, ...], str] = {}

    def read(self, path: str | os.PathLike[str] | None = None) -> dict[str, str]:
        """The checked texts of ``path`` (default: the game's own file), one per key."""
        data = read_json(self.path if path is None else path, self.what, SetupError, schema=self._schema())
        return _flat(data["events"])

    def use(self, path: str | os.PathLike[str] | None = None) -> None:
        """Tell the story from the texts in ``path`` from now on (a teacher's own copy of the
        file), or from the game's own file again. A file with a problem is refused and nothing
        changes. Events already told keep their words."""
        self._texts = {k: _compiled(t) for k, t in self.read(path).items()}
        self._said = {}

    def say(self, key: str, **values: object) -> str:
        """The simple text ``key``, its fields filled in from ``values`` (every field the code
        promised for it, no more). A field that starts a sentence starts with a capital ("the
        Docks" -> "The Docks"), and a value ending in a full stop takes the place of the one after
        it ("Murder Inc."). An "a" or "an" just before a field agrees with the value's sound: "pays
        a ${amount} ransom" says "an $80 ransom" and "a $100 ransom"."""
        said = (key, *values.items())
        try:
            return self._said[said]
        except KeyError:
            pass
        except TypeError:   # (a value that cannot be a key: said the long way)
            said = ()
        if self._texts is None:
            self.use()
        texts = cast("dict[str, Compiled]", self._texts)   # (use() has read them)
        wanted = self.fields.get(key)
        if wanted is None or values.keys() != wanted:
            raise MobgamesError(f"The {self.what} text {key!r} takes the fields {sorted(wanted or ())}, "
                                f"not {sorted(values)}.")
        template, variants = texts[key]
        if variants:
            values = dict(values)
            for name, capital, stop, article in variants:
                value = str(values[name])
                value = value.removesuffix(".") if stop else value
                value = value[:1].upper() + value[1:] if capital else value
                if article:
                    value = a_an(value, capital=article == "A").partition(" ")[0]
                values[_variant(name, capital, stop, article)] = value
        text = template.format_map(values)
        if said:
            if len(self._said) >= 20_000:   # (a bound; a long session says many sentences)
                self._said.clear()
            self._said[said] = text
        return text

    # -- checking a file ---------------------------------------------------------------------------
    def _schema(self) -> Record:
        cases: dict[str, set[str]] = {}
        for key in self.fields:
            kind, _, case = key.partition(".")
            cases.setdefault(kind, set()).update([case] if case else [])

        def check(events: dict[str, Any], ids: Ids) -> Iterator[Problem]:
            for kind, value in events.items():
                if kind not in cases:
                    yield (kind,), f'"{kind}" is not a kind of event this game tells.{_suggest(kind, cases)}'
                    continue
                wanted = sorted(cases[kind])
                if wanted and not isinstance(value, dict):
                    yield (kind,), (f"this event has one text per case: write an object with "
                                    f"{_quoted(wanted)}, each a text.")
                    continue
                if not wanted and isinstance(value, dict):
                    yield (kind,), "this event has one text: write it as text, not as an object."
                    continue
                for case, template in (value.items() if wanted else [("", value)]):
                    if wanted and case not in cases[kind]:
                        yield (kind, case), f'"{case}" is not a case of this event; the cases are {_quoted(wanted)}.'
                        continue
                    key = f"{kind}.{case}" if case else kind
                    for problem in _template_problems(template, self.fields[key]):
                        yield ((kind, case) if case else (kind,)), problem
                missing = [c for c in wanted if c not in value]
                if missing:
                    many = len(missing) > 1
                    yield (kind,), f"the case{'s' if many else ''} {_quoted(missing)} {'are' if many else 'is'} missing."
            for kind in cases:
                if kind not in events:
                    yield f'the event "{kind}" has no text: add it (the game tells this event).'

        return Record({"events": MapOf(Either(Text(), MapOf(Text())), check=check)}, optional={"about": Text()})


def _compiled(template: str) -> Compiled:
    """``template`` ready to fill: a field that starts a sentence is written ``{^name}``, one a full
    stop follows ``{name$}`` (or ``{^name$}``), and an "a" or "an" before a field becomes a field of
    its own, ``{a~name}`` (or ``{A~name}``), filled in by the value's sound; with the list of those
    (name, capital?, stop?, article)."""
    parts = list(_FORMATTER.parse(template))
    out: list[str] = []
    variants: dict[tuple[str, bool, bool, str], None] = {}
    so_far = ""
    for i, (literal, name, _, _) in enumerate(parts):
        so_far += literal
        article = _ARTICLE.search(literal) if name is not None else None
        if article:
            literal = literal[:article.start()]
        out.append(literal.replace("{", "{{").replace("}", "}}"))
        if name is None:
            continue
        capital = bool(_SENTENCE_START.search(so_far))
        stop = i + 1 < len(parts) and parts[i + 1][0].startswith(".")
        if article:
            a = article.group(1)[0]
            variants[name, False, False, a] = None
            out.append("{" + _variant(name, False, False, a) + "} " + article.group(2))
        if capital or stop:
            variants[name, capital, stop, ""] = None
        out.append("{" + _variant(name, capital, stop, "") + "}")
        so_far += "x"
    return "".join(out), tuple(variants)


def _variant(name: str, capital: bool, stop: bool, article: str) -> str:
    """The key a field's variant is filled in under (see ``_compiled``)."""
    return (f"{article}~" if article else "") + ("^" if capital else "") + name + ("$" if stop else "")


def _template_problems(template: str, allowed: frozenset[str]) -> list[str]:
    may = and_list(f"{{{name}}}" for name in sorted(allowed)) if allowed else "no fields"
    try:
        parts = list(_FORMATTER.parse(template))
    except ValueError:
        return ["has a { or } that does not belong to a field: a field is a name in braces, such as "
                "{player}; write {{ or }} for a brace itself."]
    out = []
    for _, name, spec, conversion in parts:
        if name is None:
            continue
        if name not in allowed:
            out.append(f"{{{name}}} is not a field of this event; it can use {may}."
                       if name else f"{{}} needs a field name inside the braces; this event can use {may}.")
        elif spec or conversion:
            out.append(f"write the field as {{{name}}} only, with nothing after a : or !.")
    return out


def _quoted(names: Iterable[str]) -> str:
    return and_list(f'"{name}"' for name in names)


def _suggest(word: str, known: Iterable[str]) -> str:
    close = difflib.get_close_matches(word, list(known), n=1)
    return f" Did you mean {show(close[0])}?" if close else f" The kinds are {', '.join(sorted(known))}."


def _flat(events: dict[str, Any]) -> dict[str, str]:
    out: dict[str, str] = {}
    for kind, value in events.items():
        if isinstance(value, dict):
            out.update({f"{kind}.{case}": text for case, text in value.items()})
        else:
            out[kind] = value
    return out
