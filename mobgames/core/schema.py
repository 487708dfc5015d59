"""Schemas: what an editable data file must hold, as a small tree of objects, and ``problems``,
which lists every way a file's data does not fit one.

A schema is a small tree of objects saying what a file holds::

    CARD = Record({"id": Text(), "name": Text(), "type": Text(choices=("attack", "counter"))},
                  optional={"counters": ListOf(Text(ref="card"), unique=True)})
    FILE = Record({"cards": ListOf(CARD, ids={"card": "id"})})

- one value: ``Text`` (not empty unless ``empty=True``; ``choices``, ``pattern``), ``Whole`` (a
  whole number, 0 or more unless ``min`` says otherwise), ``Number``, ``Flag`` (true/false),
  ``Anything``; ``Maybe(x)``: x or null; ``Either(x, y)``: whichever fits the value's JSON type;
- lists and objects: ``ListOf(item)``, ``Tuple(a, b)`` (a list of fixed length), ``MapOf(value,
  keys=Text(...))`` (an object with free keys), ``Record(required, optional=...)`` (named fields:
  an unknown field is refused, with a suggestion for a typo), ``Tagged("type", {value: Record})``;
- references: ``ids={"card": "id"}`` on a list collects each record's ``"id"`` as a card (the same
  id twice is a problem), ``MapOf(..., ids="deck")`` collects the keys, and ``Text(ref="card")``
  must name one of them. ``known={"place": [...]}`` gives sets from another file;
- ``check=fn`` on any node: ``fn(value, ids)`` yields further problems, as text or as
  ``(sub-path, text)``. It runs once the whole file is read, only if that part is well formed;
  ``ids`` maps each set to ``{id: its record}``.

A problem is reported at its path, e.g. ``cards[12] (contract).counters[1]: "mob_powr" is not a
known card`` (lists count from 0; a record's id is shown after its number).
"""

from __future__ import annotations

import difflib
import json
import math
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeAlias, cast

__all__ = ["problems", "show", "Text", "Whole", "Number", "Flag", "Anything", "Maybe", "Either", "ListOf",
           "Tuple", "MapOf", "Record", "Tagged", "Id", "Colour"]

# For the type checker: a key of a path (a field, a list index, or (index, id) for a record with an id); a path
# as (parent, key) pairs; a problem a check yields (text, or (sub-path, text)); a check; the sets of ids.
Key: TypeAlias = "str | int | tuple[int, str]"
Path: TypeAlias = "tuple[Path, Key] | None"
Problem: TypeAlias = "str | tuple[Key | tuple[Key, ...], str]"
Ids: TypeAlias = "dict[str, dict[Any, Any]]"
Check: TypeAlias = "Callable[[Any, Ids], Iterable[Problem] | None]"
Known: TypeAlias = "Mapping[str, Iterable[str]]"


# -- checking ---------------------------------------------------------------------------------------

def problems(data: Any, schema: Node, known: Known | None = None) -> list[str]:
    """Every problem of ``data`` against ``schema``, in the order of the file (empty: it fits)."""
    walk = _Walk(known)
    schema.walk(data, None, walk)
    normalised: dict[tuple[str, Callable[[str], Any]], set[Any]] = {}
    for order, path, value, name, norm in walk.refs:
        pool = walk.ids.get(name, {})
        if norm is not None and (name, norm) not in normalised:
            normalised[name, norm] = {norm(k) for k in pool if isinstance(k, str)}
        if (value not in pool) if norm is None else (norm(value) not in normalised[name, norm]):
            walk.add(order, path, f"{show(value)} is not a known {name}.{_did_you_mean(value, pool)}")
    for order, path, value, fn in walk.later:
        for found in fn(value, walk.ids) or ():
            sub, message = found if isinstance(found, tuple) else ((), found)
            where = path
            for key in sub if isinstance(sub, tuple) else (sub,):
                where = _join(where, key)
            walk.add(order, where, message)
    return [text for _, text in sorted(walk.found, key=lambda p: p[0])]


class _Walk:
    def __init__(self, known: Known | None) -> None:
        self.found: list[tuple[int, str]] = []
        self.ids: Ids = {name: (dict(values) if isinstance(values, dict) else dict.fromkeys(values))
                                     for name, values in (known or {}).items()}
        self.refs: list[tuple[int, Path, str, str, Callable[[str], Any] | None]] = []
        self.later: list[tuple[int, Path, Any, Check]] = []
        self.order = 0

    def step(self) -> int:
        self.order += 1
        return self.order

    def add(self, order: int, path: Path, message: str) -> None:
        where = _format(path)
        self.found.append((order, f"{where}: {message}" if where else message))


_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _join(path: Path, key: Key) -> tuple[Path, Key]:
    """A path is built as (parent, key) pairs, and written out only for a problem (big files stay fast)."""
    return (path, key)


def _format(path: Path) -> str:
    keys: list[Key] = []
    while path:
        path, key = path
        keys.append(key)
    out = ""
    for key in reversed(keys):
        if isinstance(key, tuple):             # a list item shown with its id: (index, id)
            out += f"[{key[0]}] ({key[1]})"
        elif isinstance(key, int):
            out += f"[{key}]"
        elif _NAME.fullmatch(key):
            out += f".{key}" if out else key
        else:
            out += f"[{json.dumps(key, ensure_ascii=False)}]"
    return out


def show(value: object, limit: int = 50) -> str:
    """A value as a problem message quotes it (short)."""
    """A value as it is written in the file, cut short."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _did_you_mean(value: object, choices: Iterable[object]) -> str:
    close = difflib.get_close_matches(value, [c for c in choices if isinstance(c, str)], n=2) \
        if isinstance(value, str) else []
    return f" Did you mean {' or '.join(show(c) for c in close)}?" if close else ""


def _choices(items: Iterable[object]) -> str:
    shown = [show(i) for i in items]
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " or " + shown[-1]


class Node:
    """A part of a schema. ``walk`` reports what is wrong with ``value`` at ``path``."""

    what = "a value"
    simple = False       # True: a value that fits needs no further check (big lists skip the bookkeeping)

    def __init__(self, check: Check | None = None) -> None:
        self.check = check

    def describe(self) -> str:
        return self.what

    def fits(self, value: Any) -> bool:      # the value's JSON type is the right one (see Either)
        return True

    def quick(self, value: Any) -> bool:     # it fits and needs nothing more: skipped fast
        return self.simple and self.fits(value)

    def walk(self, value: Any, path: Path, w: _Walk) -> None:
        order, before = w.step(), len(w.found)
        if not self.fits(value):
            hint = ""
            if isinstance(value, str) and isinstance(self, (Whole, Number)) and _is_number(value):
                hint = " (write numbers without quotes)"
            w.add(order, path, f"must be {self.describe()}, not {show(value)}{hint}.")
            return
        self._walk(value, path, w, order)
        if self.check is not None and len(w.found) == before:
            w.later.append((order, path, value, self.check))

    def _walk(self, value: Any, path: Path, w: _Walk, order: int) -> None:
        pass


def _is_number(text: str) -> bool:
    try:
        float(text)
        return True
    except ValueError:
        return False


class Anything(Node):
    what = "any value"
    simple = True


class Flag(Node):
    what = "true or false"

    def fits(self, value: Any) -> bool:
        return isinstance(value, bool)


class Text(Node):
    """Text; not empty unless ``empty``; one of ``choices``; matching ``pattern`` (``hint`` says
    what it looks like); the id of a ``ref`` (compared after ``norm``, if given)."""

    def __init__(self, *, choices: Iterable[str] | None = None, pattern: str | None = None, hint: str | None = None,
                 empty: bool = False, ref: str | None = None, norm: Callable[[str], Any] | None = None,
                 check: Check | None = None) -> None:
        super().__init__(check)
        self.choices = tuple(choices) if choices is not None else None
        self.pattern = re.compile(pattern) if pattern else None
        self.hint, self.empty, self.ref, self.norm = hint, empty, ref, norm

    def describe(self) -> str:
        if self.choices:
            return f"one of {_choices(self.choices)}"
        return self.hint or "text"

    def fits(self, value: Any) -> bool:
        return isinstance(value, str)

    def _walk(self, value: Any, path: Path, w: _Walk, order: int) -> None:
        if not value.strip():
            if not self.empty:
                w.add(order, path, "must not be empty: write some text.")
            return
        if self.choices is not None and value not in self.choices:
            w.add(order, path, f"{show(value)} is not {self.describe()}.{_did_you_mean(value, self.choices)}")
        elif self.pattern is not None and not self.pattern.fullmatch(value):
            w.add(order, path, f"{show(value)} is not {self.hint or 'in the right form'}.")
        elif self.ref is not None:
            w.refs.append((order, path, value, self.ref, self.norm))


class Whole(Node):
    """A whole number from ``min`` (0 by default) to ``max``."""

    def __init__(self, *, min: int | None = 0, max: int | None = None, check: Check | None = None) -> None:
        super().__init__(check)
        self.min, self.max = min, max

    def describe(self) -> str:
        if self.min is not None and self.max is not None:
            return f"a whole number from {self.min} to {self.max}"
        if self.min is not None:
            return f"a whole number, {self.min} or more"
        return "a whole number" + (f", {self.max} or less" if self.max is not None else "")

    def fits(self, value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool)

    def _walk(self, value: Any, path: Path, w: _Walk, order: int) -> None:
        if (self.min is not None and value < self.min) or (self.max is not None and value > self.max):
            w.add(order, path, f"must be {self.describe()}, not {value}.")


class Number(Node):
    """Any finite number (whole or not); ``above``: it must be more than this."""

    def __init__(self, *, above: float | None = None, check: Check | None = None) -> None:
        super().__init__(check)
        self.above = above
        self.simple = above is None and check is None

    def describe(self) -> str:
        return "a number" + (f" above {self.above}" if self.above is not None else "")

    def fits(self, value: Any) -> bool:
        return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)

    def _walk(self, value: Any, path: Path, w: _Walk, order: int) -> None:
        if self.above is not None and not value > self.above:
            w.add(order, path, f"must be {self.describe()}, not {value}.")


class Maybe(Node):
    """``node``, or null."""

    def __init__(self, node: Node) -> None:
        super().__init__()
        self.node = node

    def describe(self) -> str:
        return f"{self.node.describe()}, or null"

    def fits(self, value: Any) -> bool:
        return value is None or self.node.fits(value)

    def _walk(self, value: Any, path: Path, w: _Walk, order: int) -> None:
        if value is not None:
            self.node.walk(value, path, w)


class Either(Node):
    """The first of ``nodes`` whose JSON type fits the value (a number or an object, say)."""

    def __init__(self, *nodes: Node, check: Check | None = None) -> None:
        super().__init__(check)
        self.nodes = nodes

    def describe(self) -> str:
        return " or ".join(n.describe() for n in self.nodes)

    def fits(self, value: Any) -> bool:
        return any(n.fits(value) for n in self.nodes)

    def _walk(self, value: Any, path: Path, w: _Walk, order: int) -> None:
        next(n for n in self.nodes if n.fits(value)).walk(value, path, w)


def _collect(item: Any, path: Path, i: int, ids: Mapping[str, str], w: _Walk) -> tuple[Path, Key]:
    """Record the ids of one list item; the path shown for it (with its id)."""
    if not isinstance(item, dict):
        return _join(path, i)
    label, clash = "", False
    for name, field in ids.items():
        key = item.get(field)
        if not isinstance(key, str) or not key.strip():
            continue
        label = label or key
        pool = w.ids.setdefault(name, {})
        if key not in pool:
            pool[key] = item
        elif not clash:         # one report per record, even if it belongs to several sets
            clash = True
            w.add(w.step(), _join(path, (i, key)), f"{show(key)} is already the {field} of another {name}.")
    return _join(path, (i, label)) if label else _join(path, i)


class ListOf(Node):
    """A list of ``item``s: ``min``/``max`` of them; ``unique``: no value twice (or, given a field
    name, no two records with the same value there); ``ids``: {set name: field} to collect."""

    def __init__(self, item: Node, *, min: int = 0, max: int | None = None, unique: bool | str = False,
                 ids: Mapping[str, str] | None = None, check: Check | None = None) -> None:
        super().__init__(check)
        self.item, self.min, self.max, self.unique, self.ids = item, min, max, unique, ids or {}

    def describe(self) -> str:
        return f"a list [...] (each item: {self.item.describe()})"

    def fits(self, value: Any) -> bool:
        return isinstance(value, list)

    def _walk(self, value: Any, path: Path, w: _Walk, order: int) -> None:
        if len(value) < self.min:
            w.add(order, path, f"must list at least {self.min} item{'s' if self.min != 1 else ''}, not {len(value)}.")
        if self.max is not None and len(value) > self.max:
            w.add(order, path, f"may list at most {self.max} items, not {len(value)}.")
        seen: set[str | int | float] = set()
        by_field = isinstance(self.unique, str)
        plain = not self.ids and not self.unique
        for i, item in enumerate(value):
            if plain and self.item.quick(item):
                continue
            item_path = _collect(item, path, i, self.ids, w) if self.ids else _join(path, i)
            self.item.walk(item, item_path, w)
            if not self.unique:
                continue
            key = (item.get(self.unique) if isinstance(item, dict) else None) if by_field else item
            if isinstance(key, (str, int, float)):          # lists and objects are judged by their own schema
                if key in seen:
                    what = f"the {self.unique} {show(key)}" if by_field else show(key)
                    w.add(w.step(), item_path, f"{what} is already in this list; each must be different.")
                seen.add(key)


class Tuple(Node):
    """A list of exactly these values, such as ``[x, y]`` (``hint`` shows its form)."""

    def __init__(self, *items: Node, hint: str | None = None, check: Check | None = None) -> None:
        super().__init__(check)
        self.items, self.hint = items, hint

    def describe(self) -> str:
        return self.hint or f"a list of {len(self.items)} values"

    def fits(self, value: Any) -> bool:
        return isinstance(value, list)

    def _walk(self, value: Any, path: Path, w: _Walk, order: int) -> None:
        if len(value) != len(self.items):
            w.add(order, path, f"must be {self.describe()}: {len(self.items)} values, not {len(value)}.")
            return
        for i, (node, item) in enumerate(zip(self.items, value)):
            if not node.quick(item):
                node.walk(item, _join(path, i), w)

    def quick(self, value: Any) -> bool:
        return (self.check is None and isinstance(value, list) and len(value) == len(self.items)
                and all(n.quick(v) for n, v in zip(self.items, value)))


class MapOf(Node):
    """An object whose keys are free (checked by ``keys``, a ``Text``) and whose values are all
    ``value``; ``ids``: the name of a set the keys are collected into; ``min`` keys at least."""

    def __init__(self, value: Node, *, keys: Text | None = None, ids: str | None = None, min: int = 0,
                 check: Check | None = None) -> None:
        super().__init__(check)
        self.value, self.keys, self.ids, self.min = value, keys, ids, min

    def describe(self) -> str:
        return "an object {...}"

    def fits(self, value: Any) -> bool:
        return isinstance(value, dict)

    def _walk(self, value: Any, path: Path, w: _Walk, order: int) -> None:
        if len(value) < self.min:
            entries = "entries" if self.min != 1 else "entry"
            w.add(order, path, f"must have at least {self.min} {entries}, not {len(value)}.")
        for key, item in value.items():
            if self.keys is not None:
                self.keys.walk(key, _join(path, key), w)
            if self.ids:
                w.ids.setdefault(self.ids, {})[key] = item
            self.value.walk(item, _join(path, key), w)


class Record(Node):
    """An object with named fields: every ``required`` one, any ``optional`` one, and no other
    unless ``extra``."""

    def __init__(self, required: Mapping[str, Node], *, optional: Mapping[str, Node] | None = None, extra: bool = False,
                 check: Check | None = None) -> None:
        super().__init__(check)
        self.required, self.optional, self.extra = dict(required), dict(optional or {}), extra

    def describe(self) -> str:
        return "an object {...}"

    def fits(self, value: Any) -> bool:
        return isinstance(value, dict)

    def with_field(self, name: str, node: Node) -> Record:
        return Record({name: node, **self.required}, optional=self.optional, extra=self.extra, check=self.check)

    def _walk(self, value: Any, path: Path, w: _Walk, order: int) -> None:
        fields = {**self.required, **self.optional}
        for name, node in self.required.items():
            if name not in value:
                w.add(order, path, f'"{name}" is missing (it should be {node.describe()}).')
        for name, item in value.items():
            if name in fields:
                fields[name].walk(item, _join(path, name), w)
            elif not self.extra:
                hint = _did_you_mean(name, fields) or f" The fields here are {_choices(fields)}."
                w.add(order, path, f'"{name}" is not a field this file knows here.{hint}')


class Tagged(Node):
    """An object (or list) whose ``tag`` field (or position) says which ``variants`` schema it
    follows, such as an exercise's ``"type"``."""

    def __init__(self, tag: str | int, variants: Mapping[str, Node], *, check: Check | None = None) -> None:
        super().__init__(check)
        self.tag = tag
        # (a Record variant goes with a field name as the tag)
        self.variants = {k: v.with_field(cast(str, tag), Text()) if isinstance(v, Record) else v
                         for k, v in variants.items()}

    def describe(self) -> str:
        return "an object {...}" if isinstance(self.tag, str) else "a list [...]"

    def fits(self, value: Any) -> bool:
        return isinstance(value, dict if isinstance(self.tag, str) else list)

    def _walk(self, value: Any, path: Path, w: _Walk, order: int) -> None:
        has = self.tag in value if isinstance(value, dict) else len(value) > cast(int, self.tag)   # (fits() checked)
        if not has:
            where = f"{show(self.tag)} is missing" if isinstance(self.tag, str) else "the list must start with"
            w.add(order, path, f"{where} one of {_choices(self.variants)}.")
            return
        kind = value[self.tag]
        if not isinstance(kind, str) or kind not in self.variants:
            w.add(order, _join(path, self.tag), f"{show(kind)} is not one of {_choices(self.variants)}."
                                                f"{_did_you_mean(kind, self.variants)}")
            return
        self.variants[kind].walk(value, path, w)


def Id(**kwargs: Any) -> Text:
    """An id: small letters, digits and underscores, as ``slug`` makes them."""
    return Text(pattern=r"[a-z0-9]+(_[a-z0-9]+)*", hint='an id of small letters, digits and _ (such as "hit_man")',
                **kwargs)


def Colour(**kwargs: Any) -> Text:
    """A colour as a web hex code."""
    return Text(pattern=r"#[0-9A-Fa-f]{6}", hint='a color code such as "#D55E00"', **kwargs)
