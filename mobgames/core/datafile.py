"""Reading the editable data files: a missing or broken file gets an error that names the file
and the place of the mistake (teachers edit these files by hand).

``read_json(path, what, error, schema=...)`` is the one way in. It refuses a missing file, a
folder, a file too big to be a data file, bytes that are not UTF-8 text, broken JSON (with its line
and column), nesting deeper than any data file needs and, with a schema, every wrong field at once.
Each refusal is one ``DataError`` listing every problem; nothing read from a file is ever executed.

The schemas that say what a file holds are in ``schema.py``.
"""

from __future__ import annotations

import codecs
import json
import os
from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar, cast

from .errors import DataError, MobgamesError
from .schema import (  # noqa: F401 (the schema names, offered here too)
    Anything,
    Colour,
    Either,
    Flag,
    Id,
    ListOf,
    MapOf,
    Maybe,
    Number,
    Record,
    Tagged,
    Text,
    Tuple,
    Whole,
    problems,
    show,
)

if TYPE_CHECKING:
    from .schema import Known, Node

T = TypeVar("T")

MAX_BYTES = 5_000_000   # the biggest shipped file (the board) is 250 kB: anything this big is not a data file
MAX_DEPTH = 32          # the deepest shipped file nests 9 levels of [ ] and { }

__all__ = ["read_json", "check", "problems", "data_error", "file_label", "MAX_BYTES", "MAX_DEPTH",
           "Text", "Whole", "Number", "Flag", "Anything", "Maybe", "Either", "ListOf", "Tuple", "MapOf",
           "Record", "Tagged", "Id", "Colour"]


# -- the error ------------------------------------------------------------------------------------

@cache
def data_error(error: type[MobgamesError] = MobgamesError) -> type[DataError]:
    """``DataError`` that is also ``error``, so callers that catch their own error class (a
    ``SetupError`` for a deck, a ``GlossaryError``...) still catch a broken file."""
    if issubclass(DataError, error):
        return DataError

    def __init__(self: DataError, what: str, problems: str | Iterable[str]) -> None:
        plain = DataError(what, problems)   # the usual message; ``error``'s own __init__ may differ
        self.what, self.problems = plain.what, plain.problems
        Exception.__init__(self, *plain.args)

    name = error.__name__.removesuffix("Error") + "DataError"
    made = type(name, (DataError, error), {"__init__": __init__, "__module__": __name__, "__qualname__": name})
    return cast("type[DataError]", made)


def file_label(path: object, what: str) -> str:
    """How an error names a file: ``"glossary file /…/glossary.json"``."""
    if not isinstance(path, (str, os.PathLike)):
        return f"{what} file"
    return f"{what} file {os.fspath(path) or chr(34) * 2}"


# -- reading ----------------------------------------------------------------------------------------

def read_json(path: str | os.PathLike[str], what: str, error: type[MobgamesError] = MobgamesError, *,
              schema: Node | None = None, known: Known | None = None, max_bytes: int = MAX_BYTES) -> Any:
    """The JSON in ``path``, checked against ``schema`` if one is given. ``what`` names the file for
    people ("glossary", "exercises"). Raises ``DataError`` (also an ``error``) listing every problem."""
    cls, label = data_error(error), file_label(path, what)   # type: ignore[arg-type]  # (mypy#20409)
    raw = _read_bytes(path, what, cls, label, max_bytes)
    name = os.path.basename(os.fspath(path))
    raw = raw.removeprefix(codecs.BOM_UTF8)    # Windows editors often start UTF-8 files with one
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        line, col = _line_col(raw, err.start)
        raise cls(label, f"{name} is not UTF-8 text (line {line}, column {col} has the byte "
                         f"0x{raw[err.start]:02x}, which UTF-8 does not allow). Save the file again "
                         f"with the encoding UTF-8.") from None
    found: list[str] = []
    data = _parse(text, name, cls, label, found)
    if _depth(data) > MAX_DEPTH:
        raise cls(label, f"{name} is nested too deeply (more than {MAX_DEPTH} levels of [ ] and {{ }} "
                         "inside each other); no data file needs that many.")
    if schema is not None:
        found += problems(data, schema, known)
    if found:
        raise cls(label, found)
    return data


def _read_bytes(path: object, what: str, cls: type[DataError], label: str, max_bytes: int) -> bytes:
    if not isinstance(path, (str, os.PathLike)) or not isinstance(os.fspath(path), str):
        raise cls(label, f'a file is named by its path as text, such as "data/{what}.json", not {show(path)}.')
    try:
        info = os.stat(path)
        if os.path.isdir(path):
            raise cls(label, "this is a folder, not a file: give the path of the .json file itself.")
        if not os.path.isfile(path):
            raise cls(label, "this is not an ordinary file.")
        if info.st_size > max_bytes:
            raise cls(label, _too_big(info.st_size, max_bytes))
        with open(path, "rb") as fh:
            raw = fh.read(max_bytes + 1)      # a file that grows while it is read is still refused
    except DataError:
        raise
    except (FileNotFoundError, NotADirectoryError):
        raise cls(label, f"the {what} file is missing: there is no file at this path "
                         "(check the folder and the spelling of the name).") from None
    except PermissionError:
        raise cls(label, "the file cannot be opened: permission denied.") from None
    except ValueError:        # a path with a NUL character in it
        raise cls(label, "this is not a usable file path.") from None
    except OSError as err:
        raise cls(label, f"the file cannot be read ({err.strerror or err}).") from None
    if len(raw) > max_bytes:
        raise cls(label, _too_big(len(raw), max_bytes))
    return raw


def _too_big(size: int, limit: int) -> str:
    return f"the file is {size:,} bytes, more than the {limit:,} a data file may have. Is it the right file?"


def _line_col(raw: bytes, pos: int) -> tuple[int, int]:
    return raw.count(b"\n", 0, pos) + 1, pos - (raw.rfind(b"\n", 0, pos) + 1) + 1


# json's own messages, in plain English.
_JSON_WORDS = (
    ("Expecting value", "a value was expected here (text in double quotes, a number, true, false, null, "
                        "a list [...] or an object {...}); a comma just before ] or } is not allowed"),
    ("Expecting ',' delimiter", "a comma is missing between two items, or a quote or bracket is not closed"),
    ("Expecting ':' delimiter", "a colon (:) is missing after a name"),
    ("Expecting property name enclosed in double quotes",
     'a name in double quotes was expected here; a comma just before } is not allowed, and names need "double quotes"'),
    ("Unterminated string", "this text has no closing double quote"),
    ("Invalid control character",
     "a text has a line break or a tab inside it: close the quote, or write \\n for a new line"),
    ("Invalid \\escape", 'a backslash (\\) in a text must be doubled (\\\\), or start an escape such as \\n or \\"'),
    ("Extra data", "there is more after the end of the data: the file must hold one value (is there an extra } or ]?)"),
)


def _parse(text: str, name: str, cls: type[DataError], label: str, found: list[str]) -> Any:
    duplicates: list[str] = []
    constants: list[str] = []

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = {}
        for key, value in items:
            if key in obj:
                duplicates.append(key)
            obj[key] = value
        return obj

    def constant(word: str) -> None:
        constants.append(word)
        return None

    if not text.strip():
        raise cls(label, f"{name} is empty: it must hold JSON data.")
    try:
        data = json.loads(text, object_pairs_hook=pairs, parse_constant=constant)
    except json.JSONDecodeError as err:
        words = next((plain for start, plain in _JSON_WORDS if err.msg.startswith(start)), err.msg)
        raise cls(label, f"{name} is not valid JSON (line {err.lineno}, column {err.colno}): {words}."
                         + _near(text, err.pos)) from None
    except RecursionError:
        raise cls(label, f"{name} is nested too deeply (thousands of [ or {{ inside each other).") from None
    for key in dict.fromkeys(duplicates):
        found.append(f'the name "{key}" appears twice in the same {{ }} object; JSON keeps only the last '
                     "one, so the first is lost. Remove or rename one of them.")
    for word in dict.fromkeys(constants):
        found.append(f"{word} is not a number JSON allows: write a number, or null.")
    return data


def _near(text: str, pos: int) -> str:
    """The text around a JSON mistake, so it can be found by eye."""
    start, end = text.rfind("\n", 0, pos) + 1, text.find("\n", pos)
    line = text[start:len(text) if end < 0 else end]
    col = pos - start
    lo, hi = max(0, col - 40), col + 20
    near = ("..." if lo else "") + line[lo:hi].strip() + ("..." if hi < len(line.rstrip()) else "")
    return f" It is here: {near}" if near.strip(". ") else ""


def _depth(data: Any) -> int:
    """How deeply lists and objects nest (counted without recursion)."""
    deepest, stack = 0, [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (list, dict)):
            if depth > MAX_DEPTH:
                return depth
            deepest = max(deepest, depth)
            stack.extend((v, depth + 1) for v in (value.values() if isinstance(value, dict) else value))
    return deepest


def check(data: T, schema: Node, what: str, error: type[MobgamesError] = MobgamesError,
          known: Known | None = None) -> T:
    """``data`` itself if it fits ``schema``; otherwise one ``DataError`` naming ``what`` and listing
    every problem."""
    found = problems(data, schema, known)
    if found:
        raise data_error(error)(what, found)   # type: ignore[arg-type]  # (mypy#20409)
    return data
