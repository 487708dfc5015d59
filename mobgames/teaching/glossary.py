"""The glossary of game terms: plain-English definitions, translations and word banks.

    >>> from mobgames.teaching import define, annotate, glossary_table
    >>> define("kidnapped").term
    'kidnap'
    >>> print(define("bail", lang="es"))           # doctest: +SKIP
    >>> table = glossary_table(game="Mob Ties", lang="fr")   # a game's words, with French

Everything lives in editable data files next to this module:

- ``data/glossary.json``: one entry per term (term, its General American IPA with the stress
  marked, part of speech, definition, example, the games it belongs to, and optional ``forms``
  such as "kidnapped" to find in a text). Which chapter teaches a word is the chapter's word bank
  (``data/lessons.json``, see ``mobgames.teaching.lessons``);
- ``data/translations/<code>.json``: one file per language. A teacher who adds ``it.json`` makes
  Italian available at once (see ``LANGUAGES``).

The data is read the first time it is needed, not on import. Call ``reload()`` after editing a file
in a running notebook.
"""

from __future__ import annotations

import html
import os
import re
from collections import namedtuple
from functools import cache

from ..core import markup
from ..core.errors import MobgamesError
from .datafiles import read_glossary, read_translation, term_key
from .ipa import stress_pattern
from ..core.arguments import checked

DATA_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
GAMES = {"bloodfeud": "Blood Feud in New York", "mobties": "Mob Ties", "familybusiness": "Family Business"}
FIELDS = ("term", "part_of_speech", "definition", "example", "games")
# Never annotated: the game titles are made of ordinary words ("Ties", "Business", "Feud").
TITLES = ("Blood Feud in New York", "Blood Feud", "Mob Ties", "Family Business")

__all__ = ["GlossaryError", "Entry", "Definition", "load_glossary", "define", "glossary_table", "annotate",
           "terms_in", "languages", "reload", "LANGUAGES"]  # noqa: F822 (LANGUAGES: the module __getattr__)


class GlossaryError(MobgamesError, LookupError):
    """An unknown term, language, game or chapter, or a glossary file with problems. ``str(err)`` says which."""


Entry = namedtuple("Entry", FIELDS + ("forms", "ipa"))
Entry.__doc__ = "One glossary entry. ``games`` and ``forms`` are tuples; ``ipa`` is its pronunciation."


class Definition(namedtuple("Definition", "term part_of_speech definition example lang translation "
                            "translated_definition ipa", defaults=("",))):
    """What ``define()`` returns. ``translation`` and ``translated_definition`` are None in English,
    or when the language file has no line for this term yet. ``ipa``: the General American
    pronunciation, stress marked (``stress`` shows it as circles, "Oo" for "Henchman")."""

    __slots__ = ()

    @property
    def stress(self) -> str:
        return stress_pattern(self.ipa) if self.ipa else ""

    def _language_line(self) -> str | None:
        if self.lang == "en":
            return None
        name = _language_names(DATA_DIR).get(self.lang, (self.lang, self.lang))[0]
        if not self.translation:
            return f"{name}: (no translation yet)"
        extra = f": {self.translated_definition}" if self.translated_definition else ""
        return f"{name}: {self.translation}{extra}"

    def __str__(self) -> str:
        say = f" {self.ipa}" if self.ipa else ""
        lines = [f"{self.term}{say} ({self.part_of_speech}): {self.definition}", f"Example: {self.example}"]
        line = self._language_line()
        return "\n".join(lines + ([line] if line else []))

    def _repr_html_(self) -> str:
        e = html.escape
        say = f" <span class='mobgames-ipa' title='stress: {e(self.stress)}'>{e(self.ipa)}</span>" if self.ipa else ""
        out = (f"<div class='mobgames-definition'><b>{e(self.term)}</b>{say} <i>({e(self.part_of_speech)})</i>: "
               f"{e(self.definition)}<br><i>Example:</i> {e(self.example)}")
        line = self._language_line()
        if line:
            out += f"<br>{e(line)}"
        return out + "</div>"


class AnnotatedHTML(str):
    """A plain ``str`` of HTML that a notebook also shows as HTML."""

    __slots__ = ()

    def _repr_html_(self) -> str:
        return str(self)


# -- loading ------------------------------------------------------------------------------------

def _read_translation(data_dir: str, filename: str) -> dict:
    """One translation file, checked: its English terms must be in the glossary."""
    path = os.path.join(data_dir, "translations", filename)
    return read_translation(path, [e.term for e in _entries(data_dir)], GlossaryError)


@cache
def _entries(data_dir: str) -> tuple[Entry, ...]:
    raw = read_glossary(os.path.join(data_dir, "glossary.json"), GlossaryError)   # every problem at once
    return tuple(Entry(item["term"].strip(), item["part_of_speech"].strip(), item["definition"].strip(),
                       item["example"].strip(), tuple(item["games"]),
                       tuple(f.strip() for f in item.get("forms", [])), item["ipa"].strip())
                 for item in raw["entries"])


@cache
def _index(data_dir: str) -> dict[str, Entry]:
    """Every term and form (compared with ``term_key``) -> its entry."""
    index = {}
    for entry in _entries(data_dir):
        for surface in (entry.term,) + entry.forms:
            index.setdefault(term_key(surface), entry)
    return index


@cache
def _language_names(data_dir: str) -> dict[str, tuple[str, str]]:
    """code -> (English name, name in the language), "en" first, then the translation files found."""
    names = {"en": ("English", "English")}
    folder = os.path.join(data_dir, "translations")
    files = sorted(f for f in os.listdir(folder) if f.endswith(".json")) if os.path.isdir(folder) else []
    for filename in files:
        code = filename[:-5]
        info = _read_translation(data_dir, filename).get("language", {})
        english, native = info.get("english"), info.get("native")
        names[code] = (english or code, native or english or code)
    return names


def languages() -> dict[str, str]:
    """Language code -> name, e.g. ``{"en": "English", "es": "Spanish · español", ...}``: English plus
    one language for each file in ``data/translations/``."""
    return {code: english if english == native else f"{english} \u00b7 {native}"
            for code, (english, native) in _language_names(DATA_DIR).items()}


def __getattr__(name):
    # ``LANGUAGES`` is read from the files present, on first use, so importing stays instant.
    if name == "LANGUAGES":
        return languages()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@cache
def _translation(data_dir: str, code: str) -> dict[str, tuple[str, str]]:
    """English term (compared with ``term_key``) -> (translated term, translated definition)."""
    raw = _read_translation(data_dir, f"{code}.json")
    return {term_key(english): (value["term"].strip(), value.get("definition", "").strip())
            for english, value in raw["terms"].items()}


def reload() -> None:
    """Forget the loaded files, so the next call reads them again (after a teacher edits them)."""
    for fn in (_entries, _index, _language_names, _translation, _matcher):
        fn.cache_clear()


def load_glossary() -> list[Entry]:
    """Every glossary entry, in file order (read once, then cached)."""
    return list(_entries(DATA_DIR))


# -- looking things up --------------------------------------------------------------------------

def _suggest(word: str, choices, n: int = 3) -> list[str]:
    import difflib  # only needed when something is not found

    return difflib.get_close_matches(word, list(choices), n=n, cutoff=0.6)


def _did_you_mean(matches) -> str:
    matches = list(dict.fromkeys(matches))
    if not matches:
        return ""
    return " Did you mean " + " or ".join(f"'{m}'" for m in matches) + "?"


def _language(lang) -> str:
    """A language code from a code or a name ("es", "ES", "Spanish", "español", "pt-BR")."""
    if not isinstance(lang, str) or not lang.strip():
        raise GlossaryError(f"A language is a code such as 'es' or 'fr', not {lang!r}.")
    if term_key(lang) in ("en", "english"):
        return "en"
    names = _language_names(DATA_DIR)
    by_name = {}
    for code, (english, native) in names.items():
        for name in (code, english, native, english.split(" (")[0], native.split(" (")[0]):
            by_name.setdefault(term_key(name), code)   # "Chinese" finds "Chinese (Simplified)"
    wanted = term_key(lang)
    code = by_name.get(wanted) or by_name.get(re.split(r"[-_]", wanted)[0])
    if code:
        return code
    available = ", ".join(f"{c} ({n})" for c, n in languages().items())
    raise GlossaryError(f"There is no {lang!r} translation.{_did_you_mean(by_name[m] for m in _suggest(wanted, by_name))} "
                        f"Available: {available}. A teacher can add one as "
                        f"mobgames/teaching/data/translations/<code>.json.")


def _entry(term) -> Entry:
    if not isinstance(term, str) or not term.strip():
        raise GlossaryError(f"Give a term as text, for example define('bail'), not {term!r}.")
    index = _index(DATA_DIR)
    entry = index.get(term_key(term))
    if entry is None:
        hint = _did_you_mean(index[m].term for m in _suggest(term_key(term), index))
        raise GlossaryError(f"{term!r} is not in the glossary.{hint} "
                            f"A teacher can add it to mobgames/teaching/data/glossary.json.")
    return entry


def _translate(entry: Entry, code: str) -> tuple[str | None, str | None]:
    if code == "en":
        return None, None
    term, definition = _translation(DATA_DIR, code).get(term_key(entry.term), ("", ""))
    return term or None, definition or None


@checked
def define(term: str, lang: str = "en") -> Definition:
    """The glossary entry for ``term`` (or one of its forms: "kidnapped" finds "kidnap").

    With ``lang`` (a code from ``LANGUAGES``, e.g. "es"), the record also carries the translated
    term and definition. An unknown term or language raises ``GlossaryError`` with suggestions."""
    entry = _entry(term)
    code = _language(lang)
    translation, translated = _translate(entry, code)
    return Definition(entry.term, entry.part_of_speech, entry.definition, entry.example, code, translation, translated,
                      entry.ipa)


def _game(game) -> str:
    if not isinstance(game, str):
        raise GlossaryError(f"A game is a name such as 'Mob Ties' or 'mobties', not {game!r}.")
    names = {}
    for slug, name in GAMES.items():
        for alias in (slug, name, name.replace(" in New York", "")):
            names[term_key(alias)] = name
    found = names.get(term_key(game)) or names.get(term_key(game).replace(" ", ""))
    if found:
        return found
    raise GlossaryError(f"There is no game {game!r}.{_did_you_mean(names[m] for m in _suggest(term_key(game), names))} "
                        f"The games are {', '.join(GAMES.values())}.")


@checked
def glossary_table(game: str | None = None, lang: str = "en"):
    """The glossary of one game (or of all three), alphabetically, with a translation column when
    ``lang`` is not English. Returns a ``mobgames.core.table.Table``, which a notebook shows as HTML.
    A chapter's own word bank (its new and review words) is ``mobgames.teaching.word_bank(chapter)``."""
    from ..core.table import Table

    code = _language(lang)
    entries = _entries(DATA_DIR)
    title = []
    if game is not None:
        game = _game(game)
        entries = [e for e in entries if game in e.games]
        title.append(game)
    rows = [term_row(e, code) for e in sorted(entries, key=lambda e: (term_key(e.term), e.term))]
    caption = ("Glossary" + (": " + ", ".join(title) if title else "") + f" ({len(rows)} terms). " + KEY)
    return Table(term_headers(code), rows, caption=caption, css="mobgames-glossary mathjax_ignore")   # "$100 ... $500" is money, not maths


KEY = "Pronunciation: General American IPA. Stress: O is a stressed syllable, o an unstressed one."


def term_headers(code: str) -> list[str]:
    """The columns of a word list: the term, how to say it, its meaning (and a translation)."""
    headers = ["Term", "Pronunciation", "Stress", "Part of speech", "Definition", "Example"]
    if code != "en":
        name = _language_names(DATA_DIR)[code][0]
        headers += [name, f"Definition in {name}"]
    return headers


def term_row(e: Entry, code: str) -> list[str]:
    """One row of a word list (see ``term_headers``)."""
    row = [e.term, e.ipa, stress_pattern(e.ipa), e.part_of_speech, e.definition, e.example]
    if code != "en":
        row += [x or "" for x in _translate(e, code)]
    return row


def entry(term) -> Entry:
    """The glossary entry of ``term`` or one of its forms (``GlossaryError`` with suggestions if none)."""
    return _entry(term)


def language_code(lang) -> str:
    """A language code from a code or a name ("es", "Spanish", "español"); ``GlossaryError`` if unknown."""
    return _language(lang)


def language_name(code: str) -> str:
    """The English name of a language code ("es" -> "Spanish")."""
    return _language_names(DATA_DIR)[_language(code)][0]


# -- finding terms in a text --------------------------------------------------------------------

def _pattern(surface: str) -> str:
    words = [re.escape(w).replace("'", "['\u2019]") for w in surface.split()]
    return r"\s+".join(words)


@cache
def _matcher(data_dir: str):
    """(regex, surface key -> entry or None for a game title). Longer surfaces come first, so the
    longest term wins ("Hit Man" before "hit"); whole words only; "don't" is not the Don."""
    surfaces = {term_key(t): None for t in TITLES}
    for key, entry in _index(data_dir).items():
        surfaces.setdefault(key, entry)
    ordered = sorted(surfaces, key=lambda s: (-len(s), s))
    body = "|".join(_pattern(s) for s in ordered)
    regex = re.compile(rf"(?<!\w)(?:{body})(?!\w)(?!['\u2019]t(?!\w))", re.IGNORECASE)
    return regex, surfaces


def _matches(text: str):
    """(match, entry) for every glossary term in ``text``, left to right; game titles are skipped."""
    if not isinstance(text, str):
        raise GlossaryError(f"Give the text as a string, not {type(text).__name__}.")
    regex, surfaces = _matcher(DATA_DIR)
    for m in regex.finditer(text):
        entry = surfaces.get(term_key(m.group(0)))
        if entry is not None:
            yield m, entry


@checked
def terms_in(text: str) -> list[str]:
    """The glossary terms found in ``text`` (whole words, any case, any listed form), in order of
    first appearance, each once."""
    return list(dict.fromkeys(entry.term for _, entry in _matches(text)))


_current = ["en"]


@checked
def set_language(lang: str) -> str:
    """The glossary language the widgets use when none is given (returns its code)."""
    _current[0] = _language(lang)
    return _current[0]


def current_language() -> str:
    return _current[0]


@checked
def annotate(text: str, lang: str | None = None) -> str:
    """``text`` as HTML, with the first use of each glossary term wrapped as
    ``<abbr class="mobgames-term" tabindex="0" title="definition (translation)" data-term="headword">word</abbr>``
    so that hovering, or a click or tap where the page has the project's term style, shows the definition
    (and, in a stepper, says the word).
    Everything else is HTML-escaped (``$`` too, so amounts are never typeset as maths). The result is a ``str`` that a notebook
    shows as HTML. ``lang``: the translation shown with each definition (by default the one chosen
    with ``set_language``)."""
    code = _language(lang or _current[0])
    out, pos, done = [], 0, set()
    for m, entry in _matches(text):
        if entry.term in done:
            continue
        done.add(entry.term)
        title = f"{entry.ipa} {entry.definition}"
        translation = _translate(entry, code)[0]
        if translation:
            title += f" ({translation})"
        out.append(markup.text(text[pos:m.start()]))
        # tabindex: a click, a tap or Tab focuses the term, and a page style can then show its
        # definition (mobgames/widgets/glossary_panel.py's TERM_STYLE): hover is not the only way.
        # data-term: the headword, which a stepper's Listen reads aloud when the term is clicked.
        out.append(f'<abbr class="mobgames-term" tabindex="0" title="{markup.attr(title)}" '
                   f'data-term="{markup.attr(entry.term)}">{markup.text(m.group(0))}</abbr>')
        pos = m.end()
    out.append(markup.text(text[pos:]))
    return AnnotatedHTML("".join(out))
