"""Listening exercises: the learner hears a recording (``recordings.audio``) and answers.

- ``Dictation(sentence)`` (``"type": "dictation"``): listen to a sentence of the games and write
  it. It is checked word by word with the gap checker's rules (``gapcheck``): case, spacing,
  punctuation, contractions ("it's" = "it is"), British spellings and numbers in any usual form
  ("4" = "four"; "$50k" = "fifty k" = "50 thousand dollars") do not matter. A wrong answer is told
  where its first problems are: a word missing or too many (after which words), a word nearly
  right (the gap checker's spelling and form diagnosis), a wrong number. The sentence itself is
  shown only once it is written right: the empty box's hint gives its number of words only.
- ``ListenChoose(pair, say)`` (``"type": "listen_choose"``): listen to one word of a minimal pair
  (``pronunciation.pairs``), or to its example sentence, and choose which word it was. The options
  show each word with its IPA and meaning; the feedback names the sounds that differ.

In ``data/exercises.json``::

    {"type": "dictation", "source": {"from": "example", "term": "bail"}}   # the glossary's example
    {"type": "dictation", "sentence": "Red wins the Diner."}                # or a sentence of its own
    {"type": "listen_choose", "pair": ["dice", "dies"], "say": "dies"}      # "what": "word" (the default)
    {"type": "listen_choose", "pair": 13, "say": 1, "what": "example"}      # a pair by its place, 0 first

``"say"`` is a word of the pair or its place in the pair (0 or 1: needed when both are spelled
the same). Words that sound the same, or are spelled the same, can only be told apart by their
example sentences (``"what": "example"``): one word alone gives the ear nothing to choose by, and a
spelling has one recording. ``listening_texts()`` is every text the exercises speak (for
``make audio``).

    >>> d = Dictation("You pay $50k bail, and your Hit Man goes to the Streets.")
    >>> d.check("you pay fifty thousand dollars bail and your hit man goes to the streets").correct
    True
    >>> print(d.check("You pay $50k bail, and your Hit Man goes to Streets."))
    One word is missing after “Man goes to”.
"""

from __future__ import annotations

import difflib
import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from . import datafiles
from .feedback import Exercise, ExerciseError, Feedback, loose, normalise, quote, right, wrong
from .gapcheck import AUXILIARIES, DATA_DIR, DETERMINERS, american, diagnose, number_value, stems
from .pronunciation import spoken as spoken_pair_word

__all__ = ["Dictation", "ListenChoose", "LISTENING_KINDS", "build_listening", "find_pair", "listening_texts",
           "words"]

LISTENING_KINDS = ("dictation", "listen_choose")
WHAT = ("word", "example")

# -- the words of a sentence, as a dictation compares them -----------------------------------------

_EDGE = ".,;:!?\"'()[]{}\u2026\u2014\u2013*"
_DIGITS = re.compile(r"\$?\d+(\.\d+)?[km]?")
_UNITS = set("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
             "seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety".split())
_SCALES = {"hundred", "thousand", "k", "grand", "million"}
_MONEY = {"dollars", "dollar", "bucks"}


@dataclass(frozen=True)
class Word:
    """One word of a sentence: ``shown`` as written (to quote back), ``key`` as compared (the
    gap checker's ``american`` form; a number, in digits or words, is "#" and its value)."""
    shown: str
    key: str


def _keys(shown: str) -> list[str]:
    """The compared forms of one written word ("it's" gives two: it, is)."""
    s = re.sub(r"[^a-z0-9$'. ]", " ", loose(shown))
    s = re.sub(r"\.(?!\d)|(?<!\d)\.", " ", s)          # a full stop, not a decimal point
    return [american(k) for k in (p.strip("'") for p in s.split()) if k]


def _number_run(keys: list[str], i: int) -> int:
    """How many words from ``keys[i]`` say one number ("fifty thousand dollars": 3), or 0."""
    first = keys[i]
    scale_next = i + 1 < len(keys) and keys[i + 1] in _SCALES
    if not (_DIGITS.fullmatch(first) or first in _UNITS or (first == "a" and scale_next)):
        return 0
    j, words = i + 1, first in _UNITS or first == "a"
    while j < len(keys):
        k = keys[j]
        scaled = any(w in ("hundred", "thousand", "million") for w in keys[i:j])
        if k in _SCALES or k in _MONEY or (words and k in _UNITS):
            j += 1
        elif k == "and" and scaled and j + 1 < len(keys) and keys[j + 1] in _UNITS:   # "one hundred and forty"
            j += 1
        else:
            break
    return j - i


def words(text: str) -> list[Word]:
    """The words of ``text`` as a dictation compares them (see ``Word``)."""
    flat = [(shown, k) for shown in (w.strip(_EDGE) for w in str(text).split()) if shown for k in _keys(shown)]
    keys = [k for _, k in flat]
    out: list[Word] = []
    i = 0
    while i < len(flat):
        n = _number_run(keys, i)
        value = number_value(" ".join(keys[i:i + n])) if n else None
        if value is not None:
            shown = " ".join(dict.fromkeys(s for s, _ in flat[i:i + n]))     # each written word once
            out.append(Word(shown, f"#{value:g}"))
            i += n
        elif keys[i] == "can" and i + 1 < len(keys) and keys[i + 1] == "not":    # "can not" = "cannot"
            out.append(Word(flat[i][0] + " " + flat[i + 1][0], "cannot"))
            i += 2
        else:
            out.append(Word(*flat[i]))
            i += 1
    return out


def _said(ws: Sequence[Word]) -> str:
    return " ".join(dict.fromkeys(w.shown for w in ws))


# -- dictation -------------------------------------------------------------------------------------

NUMBERS_IN_WORDS = ("no", "one", "two", "three", "four", "five")


def _count(n: int) -> str:
    return NUMBERS_IN_WORDS[n] if n < len(NUMBERS_IN_WORDS) else str(n)


def _bare(ws: Sequence[Word]) -> str:
    return _said(ws).lower().replace("'", "").replace("\u2019", "")


class Dictation(Exercise):
    """Listen to ``sentence`` and write it. ``source`` says where it comes from (e.g. the glossary's
    example for "bail").

    An answer is the text written."""

    kind = "dictation"
    paper_instructions = "Your teacher reads a sentence twice: write it."

    def __init__(self, sentence: str, *, source: str = "", **kw):
        super().__init__(**kw)
        self.sentence = " ".join(str(sentence).split())
        self.words = words(self.sentence)
        if not 3 <= len(self.sentence.split()) <= 25:
            raise ExerciseError(f"A dictation is a sentence of 3 to 25 words, not {self.sentence!r}.")
        self.source = source
        self.spoken = [self.sentence]
        if not self.instructions:
            self.instructions = "Listen to the sentence and write what you hear. You can listen as often as you like."

    @property
    def length(self) -> int:
        """The sentence's number of words, as written (the one hint given before a first try)."""
        return len(self.sentence.split())

    def check(self, answer) -> Feedback:
        typed = words("" if answer is None else str(answer))
        if not typed:
            return wrong(f"Listen, then write the sentence you hear. It has {self.length} words.")
        ops = [op for op in difflib.SequenceMatcher(None, [w.key for w in self.words], [w.key for w in typed],
                                                     autojunk=False).get_opcodes() if op[0] != "equal"]
        if not ops:
            return right(f"You wrote every word you heard: {quote(self.sentence)}")
        problems = [self._problem(op, typed) for op in ops[:2]]
        more = len(ops) - len(problems)
        if more:
            problems.append(f"Then check {'one more place' if more == 1 else f'{more} more places'} in your sentence.")
        return wrong(" ".join(problems))

    def _problem(self, op, typed: list[Word]) -> str:
        """One difference between the sentence and what was typed, said without giving the
        sentence's own words away (only the learner's words are quoted)."""
        tag, i1, i2, j1, j2 = op
        where = ("at the start" if j1 == 0 else "at the end" if j1 == len(typed) and tag == "delete"
                 else f"after {quote(_said(typed[max(0, j1 - 3):j1]))}")
        mine, theirs = typed[j1:j2], self.words[i1:i2]
        if tag == "delete":
            n = i2 - i1
            return f"{_count(n).capitalize()} word{' is' if n == 1 else 's are'} missing {where}."
        if tag == "insert":
            one = len(mine) == 1
            return (f"{quote(_said(mine))} ({where}) {'is' if one else 'are'} not in the sentence you hear: "
                    f"take {'it' if one else 'them'} out.")
        if _bare(mine) == _bare(theirs):         # "its" for "it's", "Bens" for "Ben's"
            return f"{quote(_said(mine))} ({where}) is nearly right: check the apostrophe (')."
        if "".join(w.key for w in mine) == "".join(w.key for w in theirs):
            return f"{quote(_said(mine))} is nearly right: it is written as {_count(len(theirs))} word{'s' * (len(theirs) > 1)}."
        if len(mine) == len(theirs) == 1:
            return self._near(mine[0], theirs[0], where, i1)
        return f"The words {where} are not what you hear: {quote(_said(mine))}. Listen to that part again."

    def _near(self, mine: Word, theirs: Word, where: str, i: int) -> str:
        """One word typed for one word of the sentence: a wrong number, a near miss (the gap
        checker's diagnosis: spelling, a word that sounds alike, the wrong form) or another word."""
        if mine.key.startswith("#") and theirs.key.startswith("#"):
            got, want = float(mine.key[1:]), float(theirs.key[1:])
            unit = " Listen for \u201cthousand\u201d or \u201ck\u201d." if want in (got * 1000, got / 1000) else ""
            return f"{quote(mine.shown)} ({where}) is not the number you hear.{unit} Listen to the numbers again."
        why = diagnose(mine.shown, mine.key, [theirs.key], slot=self._slot(i),
                       look="Listen again to the words around it.", told="The sentence")
        if why:
            return f"One word {where} is nearly right: {why}"
        # Two real words that sound or look alike ("roles" for "rolls", "Men" for "Man"), which
        # the gap checker leaves alone: a gap's other real word may fit, a dictation's never does.
        if difflib.SequenceMatcher(None, mine.key, theirs.key).ratio() >= 0.6:
            return (f"One word {where} is nearly right: {quote(mine.shown)} sounds or looks like the word you "
                    "hear, but it is another word. Listen again, and think about the meaning.")
        return f"{quote(mine.shown)} ({where}) is not the word you hear. Listen to that part again."

    def _slot(self, i: int) -> str:
        """What word ``i`` of the sentence is, as the gap checker's diagnosis asks: "other" after
        to, a modal or be; "noun" after a determiner, a number or a possessive, or a noun of the
        glossary; else "verb"."""
        from .glossary import load_glossary

        before = self.words[i - 1].key if i else ""
        if before in AUXILIARIES:
            return "other"
        if before in DETERMINERS or before.startswith("#") or before.endswith("'s"):
            return "noun"
        nouns = {loose(w) for e in load_glossary() if e.part_of_speech.startswith("noun") for w in (e.term,) + e.forms}
        return "noun" if stems(self.words[i].key) & nouns else "verb"

    def answer_key(self) -> str:
        return self.sentence

    def key_text(self) -> str:
        return self.sentence + (f"\n(From {self.source}.)" if self.source else "")


# -- listen and choose -----------------------------------------------------------------------------

def find_pair(pair, say, what: str = "word") -> tuple[dict, int]:
    """The minimal pair ``pair`` names (its place in ``data/minimal_pairs.json``, 0 first, or its
    two words in any order) and which of its words ``say`` is (a word, or 0 or 1); the rules are
    the data file's (``datafiles.find_pair``)."""
    from .pronunciation import pairs

    try:
        return datafiles.find_pair(pairs(), pair, say, what)
    except datafiles.PairError as err:
        raise ExerciseError(str(err)) from None


class ListenChoose(Exercise):
    """Listen to one word of a minimal pair (``what="word"``) or to its example sentence
    (``what="example"``) and choose which word it was. ``pair``: a pair as ``pronunciation.pairs``
    gives it; ``say``: 0 or 1, the word spoken.

    An answer is the number of an option (0 or 1), its text, its IPA, or the word (when the two
    are spelled differently)."""

    kind = "listen_choose"

    def __init__(self, pair: Mapping, say: int, *, what: str = "word", **kw):
        super().__init__(**kw)
        try:
            datafiles.check_what(pair, what)
        except datafiles.PairError as err:
            raise ExerciseError(str(err)) from None
        self.pair, self.say, self.what = dict(pair), say, what
        self.options = [dict(w) for w in pair["words"]]
        self.choices = [f"{w['word']} {w['ipa']}: {w['meaning']}" for w in self.options]
        self.said = self.options[say]
        # (what the voice is given: a same-spelling word's respelling, "wownd" for wound /waʊnd/)
        self.spoken = [spoken_pair_word(self.said)[0 if what == "word" else 1]]
        if not self.instructions:
            self.instructions = ("Listen to the word. Which word is it?" if what == "word" else
                                 "Listen to the sentence. Which of these words is in it?")
        self.paper_instructions = ("Your teacher says one of these words. Tick the word you hear." if what == "word"
                                   else "Your teacher reads a sentence with one of these words. Tick the word you hear.")

    def _index(self, answer) -> int | None:
        if isinstance(answer, int) and not isinstance(answer, bool):
            return answer if answer in (0, 1) else None
        if answer is None:
            return None
        given = normalise(answer)
        for i, (w, label) in enumerate(zip(self.options, self.choices)):
            if given in (normalise(label), normalise(w["ipa"]), normalise(w["ipa"].strip("/"))):
                return i
        found = [i for i, w in enumerate(self.options) if normalise(w["word"]) == given]
        return found[0] if len(found) == 1 else None

    def check(self, answer) -> Feedback:
        i = self._index(answer)
        a, b = self.options
        if i is None:
            if isinstance(answer, str) and normalise(answer) == normalise(a["word"]) == normalise(b["word"]):
                return wrong(f"Both words are spelled {quote(a['word'])}: choose by the sound, "
                             f"{a['ipa']} or {b['ipa']}.")
            return wrong("Choose one of the two words: listen, then choose the one you hear.")
        same_sound = self.pair["kind"] == "same sound"
        sounds = (f"Both words sound {self.pair['sounds']}: the sentence tells you which one it is."
                  if same_sound else f"The sounds that differ: {self.pair['sounds']}.")
        if i == self.say:
            heard = f" in {quote(self.said['example'])}" if self.what == "example" else ""
            return right(f"You heard {quote(self.said['word'])} {self.said['ipa']}{heard}. {sounds}")
        chosen = self.options[i]
        tip = f" Tip: {self.pair['tip']}" if self.pair.get("tip") else ""
        listen = (f"{quote(a['word'])} and {quote(b['word'])} sound the same: listen to the rest of the sentence. "
                  "What is it about?" if same_sound
                  else f"Listen again for the sounds that differ: {self.pair['sounds']}.")
        return wrong(f"It is not {quote(chosen['word'])} {chosen['ipa']}. {listen}{tip}")

    def answer_key(self) -> str:
        return self.choices[self.say]

    def key_text(self) -> str:
        what = "Say the word" if self.what == "word" else "Read the sentence"
        return f"The answer is {self.said['word']} {self.said['ipa']}. {what}: {quote(self.said[self.what])}"


# -- from the data file ----------------------------------------------------------------------------

def build_listening(spec: Mapping, common: Mapping) -> Exercise:
    """A listening exercise from its spec in ``data/exercises.json`` (see the module's notes)."""
    if spec["type"] == "dictation":
        if "source" in spec:
            from .glossary import GlossaryError, define

            term = spec["source"]["term"]
            try:
                entry = define(term)
            except GlossaryError as err:
                raise ExerciseError(f"Exercise {common.get('id')}: {err}") from None
            return Dictation(entry.example, source=f"the glossary's example for {quote(entry.term)}", **common)
        return Dictation(spec["sentence"], **common)
    what = spec.get("what", "word")
    pair, say = find_pair(spec["pair"], spec["say"], what)
    return ListenChoose(pair, say, what=what, **common)


def listening_texts() -> list[str]:
    """Every sentence or word the listening exercises of ``data/exercises.json`` speak, once each."""
    # The file is read here, not through exercises.py: that module builds these kinds (an import cycle).
    from .glossary import load_glossary
    from .pronunciation import pairs

    words = [w for e in load_glossary() for w in (e.term,) + e.forms]
    data = datafiles.read_exercises(os.path.join(DATA_DIR, "exercises.json"), words, ExerciseError, pairs())
    found: dict[str, None] = {}
    for chapter, specs in data["chapters"].items():
        for i, spec in enumerate(specs, 1):
            if spec["type"] in LISTENING_KINDS:
                common = {"title": spec.get("title"), "instructions": spec.get("instructions"), "id": f"{chapter}#{i}"}
                found.update(dict.fromkeys(build_listening(spec, common).spoken))
    return list(found)
