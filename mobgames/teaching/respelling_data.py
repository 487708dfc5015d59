"""respellings.json, checked when read: what the recording voice reads instead of a glossary term,
or why the voice's own way is accepted (``voice_check.py`` uses it)."""

from __future__ import annotations

from .datafiles import term_key
from ..core.datafile import MapOf, Record, Text, data_error, file_label, problems, read_json

__all__ = ["read_respellings"]

GLOSSARY_TERM = Text(ref="glossary term", norm=term_key)
RESPELLINGS = Record({"say": MapOf(Text(), keys=GLOSSARY_TERM), "accept": MapOf(Text(), keys=GLOSSARY_TERM)},
                     optional={"about": Text()})


def _respelled_and_accepted(data) -> list[str]:
    """A term is respelled or accepted as the voice says it, once, never both (which would hold?)."""
    lists = {k: data.get(k) for k in ("say", "accept")} if isinstance(data, dict) else {}
    seen: dict[str, str] = {}
    out = []
    for name, terms in lists.items():
        for t in terms if isinstance(terms, dict) else ():
            earlier = seen.setdefault(term_key(t), f"{name}.{t}")
            if earlier != f"{name}.{t}":
                where = "both \"say\" and \"accept\"" if not earlier.startswith(name + ".") else f'"{name}" twice'
                out.append(f'{name}.{t}: "{t}" is in {where} (as {earlier}): keep one line for it.')
    return out


def read_respellings(path, terms, error) -> dict:
    """respellings.json: every key is a glossary term (a headword) in "say" or "accept", not both;
    every respelling and reason is text. The check across the two lists is made even when a line
    has another problem, so that one error names every problem."""
    data = read_json(path, "respellings", error)
    found = problems(data, RESPELLINGS, {"glossary term": terms}) + _respelled_and_accepted(data)
    if found:
        raise data_error(error)(file_label(path, "respellings"), found)
    return data
