"""How a gap fill compares what a student types with its accepted answers, and what it tells a near
miss. Written for issue 28: a teacher's natural answers were refused and correct spellings were
called misspelled. The rules, in the order they apply:

- ``loose`` (feedback.py): case, spaces, punctuation around a word, curly quotes, contractions said
  in full ("doesn't" = "does not"), the commas of a number, hyphens;
- British and American spellings are the same answer ("favour" = "favor", "cancelled" = "canceled");
- a number is compared by its value, in any usual form ("$140", "140 dollars", "one hundred and
  forty"; "$25k", "25,000", "25 thousand"), but only in the right unit: "25" is not "$25k";
- the words of the sentence around the gap, typed again, are left out ("settles the tie" in
  "Green ___ the tie"), and so is an article before a noun of the glossary ("the bail");
- a wrong answer is told its real problem: the right verb in the wrong form (agreement or tense),
  a wrong number, a misspelling (only when a typed word is in no word list), or else that it does
  not fit, with the gap's hint.
"""

from __future__ import annotations

import difflib
import gzip
import os
import re
from collections.abc import Iterable, Sequence
from functools import cache

from .feedback import loose, quote
from .spelling import BRITISH as SPELLING

__all__ = ["american", "number_value", "same_answer", "known_words", "english_word", "diagnose", "DETERMINERS", "AUXILIARIES", "strip_echo", "stems"]

DATA_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")

# British spelling -> American, word by word: the project's one list (spelling.py), and "no-one".
BRITISH = {**SPELLING, "no-one": "no one"}


ORDINALS = {"1st": "first", "2nd": "second", "3rd": "third", "4th": "fourth", "5th": "fifth", "6th": "sixth",
            "7th": "seventh", "8th": "eighth", "9th": "ninth", "10th": "tenth"}


def american(text: str) -> str:
    """``loose`` text with British spellings made American (and "1st" written "first")."""
    return " ".join(ORDINALS.get(w, BRITISH.get(w, w)) for w in loose(text).split())


# -- numbers -------------------------------------------------------------------------------------

_UNITS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve "
                                     "thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split())}
_TENS = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if i > 1}
_SCALES = {"hundred": 100, "thousand": 1000, "k": 1000, "grand": 1000, "million": 1_000_000, "m": 1_000_000}


def _words_value(words: list[str]) -> float | None:
    total, current, seen = 0, 0, False
    for i, w in enumerate(words):
        if w == "and" and seen:
            continue
        if w == "a" and i == 0 and len(words) > 1:
            current, seen = 1, True
        elif w in _UNITS:
            current, seen = current + _UNITS[w], True
        elif w in _TENS:
            current, seen = current + _TENS[w], True
        elif re.fullmatch(r"\d+(\.\d+)?", w):
            current, seen = current + float(w), True
        elif w in _SCALES and seen:
            if _SCALES[w] == 100:
                current *= 100
            else:
                total, current = total + (current or 1) * _SCALES[w], 0
        else:
            return None
    return total + current if seen else None


def number_value(text: str) -> float | None:
    """The amount ``text`` says, or None: "$140", "140 dollars", "1,120", "25k", "$25 thousand",
    "twenty-five thousand", "one hundred and forty" (the dollar sign and word do not change it)."""
    s = loose(text).replace("$", " ")
    s = re.sub(r"\b(\d{1,3})((?: \d{3})+)\b", lambda m: m.group(1) + m.group(2).replace(" ", ""), s)  # "1 120"
    s = re.sub(r"(\d)(k|m)\b", r"\1 \2", s)
    s = re.sub(r" (in total|in all|altogether|total|overall|all together)$", "", s)  # "140 in total"
    words = [w for w in s.replace("-", " ").split() if w not in ("dollars", "dollar", "usd", "bucks")]
    return _words_value(words) if words else None


# -- what counts as the same answer ---------------------------------------------------------------

def same_answer(typed: str, alt: str) -> bool:
    """Whether ``typed`` is ``alt`` under the rules above (numbers by value)."""
    if american(typed) == american(alt):
        return True
    a, t = number_value(alt), number_value(typed)
    return a is not None and t is not None and a == t


DETERMINERS = frozenset("a an the this that these those my your his her its our their every each no some any "
                        "another whose which what".split())
# Words after which a verb never takes -s: to, the modals, and the forms of be.
AUXILIARIES = frozenset("to can could may might must shall should will would is are am was were be been being "
                        "does do did not".split())


def strip_echo(typed: str, before: str, after: str, nouns: Iterable[str] = ()) -> str:
    """``typed`` without the sentence's own words typed again around the gap ("settles the tie" for
    "Green ___ the tie"), and without an article before a noun of the glossary ("the bail")."""
    t, b, a = loose(typed).split(), loose(before).split(), loose(after).split()
    for n in range(min(len(b), len(t) - 1), 0, -1):
        if t[:n] == b[-n:]:
            t = t[n:]
            break
    for n in range(min(len(a), len(t) - 1), 0, -1):
        if t[-n:] == a[:n]:
            t = t[:-n]
            break
    # Not after a determiner of the sentence's own: "the ___" typed "a limousine" reads "the a limousine".
    determiner = b and b[-1] in DETERMINERS
    if len(t) == 2 and t[0] in ("a", "an", "the") and t[1] in set(nouns) and not determiner:
        t = t[1:]
    return " ".join(t)


# -- the word list --------------------------------------------------------------------------------

@cache
def known_words() -> frozenset[str]:
    """Words taken as correctly spelled: ``data/words.txt`` (gathered from the rulebooks, the
    tutorial and the games' texts by ``scripts/word_list.py``), the glossary, and every exercise."""
    from .glossary import load_glossary

    with open(os.path.join(DATA_DIR, "words.txt"), encoding="utf-8") as f:
        words = set(f.read().split())
    for e in load_glossary():
        words |= set(re.findall(r"[a-z']+", " ".join((e.term,) + e.forms + (e.definition, e.example)).lower()))
    with open(os.path.join(DATA_DIR, "exercises.json"), encoding="utf-8") as f:
        words |= set(re.findall(r"[a-z']+", f.read().lower()))
    return frozenset(words)


def _is_word(w: str) -> bool:
    w = BRITISH.get(w, w)
    return w in known_words() or bool(re.fullmatch(r"[\d$.,k]+", w))


@cache
def _dictionary() -> frozenset[str]:
    """A general English word list (``data/dictionary.txt.gz``: Webster's Second, public domain,
    written by ``scripts/word_list.py --dictionary``), read only when a spelling claim is near."""
    path = os.path.join(DATA_DIR, "dictionary.txt.gz")
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return frozenset(f.read().split())


def _bases(w: str) -> set[str]:
    """The words ``w`` is a regular inflection of, by the spelling rules only ("favorites" ->
    favorite, "boxes" -> box, "carried" -> carry, "stopped" -> stop; never "tims" -> time)."""
    out = {w}
    if re.search(r"[^s]s$", w) and not re.search(r"(x|z|ch|sh)s$", w):
        out.add(w[:-1])
    if re.search(r"(s|x|z|ch|sh|o)es$", w):
        out.add(w[:-2])
    for end in ("ed", "ing"):
        if w.endswith(end) and len(w) > len(end) + 2:
            base = w[: -len(end)]
            out |= {base, base + "e"} | ({base[:-1]} if len(base) > 2 and base[-1] == base[-2] else set())
    if re.search(r"[^aeiou]i(es|ed)$", w):
        out.add(w[:-3] + "y")
    return out


def english_word(w: str) -> bool:
    """Whether ``w`` is an English word: in the project's word list, or a regular form of a word
    of the general dictionary ("worthy", "favorites", "bribery")."""
    w = BRITISH.get(w, w)
    return _is_word(w) or bool(_bases(w) & _dictionary())


# Real words learners write for one another (they sound or look alike): a typed word of one
# side, with the gap wanting the other, is a spelling slip although both are words.
CONFUSED = [("than", "then"), ("to", "too"), ("two", "too"), ("to", "two"), ("bale", "bail"), ("except", "accept"),
            ("loose", "lose"), ("there", "their"), ("its", "it's"), ("by", "buy"), ("bye", "buy"), ("past", "passed"),
            ("where", "were"), ("wear", "where"), ("piece", "peace"), ("quite", "quiet"), ("dye", "die"),
            ("hole", "whole"), ("write", "right"), ("here", "hear"), ("know", "no"), ("knew", "new"),
            ("fare", "fair"), ("sell", "cell"), ("one", "won"), ("week", "weak"), ("advise", "advice"),
            ("lead", "led"), ("later", "latter"), ("weather", "whether"), ("of", "off"), ("affect", "effect"),
            ("rob", "robe"), ("steal", "steel"), ("brake", "break"), ("threw", "through"), ("thorough", "through"), ("wont", "won't")]


def _confused(typed: str, alts: Sequence[str]) -> str | None:
    """The typed word that is a real word mixed up with the one an accepted answer has
    ("than" for "then", "excepts" for "accepts"), or None."""
    words = typed.split()
    for i, w in enumerate(words):
        for x, y in CONFUSED + [(b, a) for a, b in CONFUSED]:
            for end in ("", "s", "es", "ed", "d", "ing"):
                if w == x + end:
                    fixed = " ".join(words[:i] + [y + end] + words[i + 1:])
                    if fixed in alts:
                        return w
    return None


# -- near misses ----------------------------------------------------------------------------------

_ENDINGS = ("ies", "es", "s", "ied", "ed", "d", "ing", "ly", "")
# The past of the verbs the stories use that do not end in -ed (a learner's past tense is a tense
# problem, never a spelling one).
IRREGULAR_PAST = {"is": ("was",), "are": ("were",), "buy": ("bought",), "give": ("gave", "given"),
                  "pay": ("paid",), "take": ("took", "taken"), "get": ("got", "gotten"), "lose": ("lost",),
                  "win": ("won",), "fall": ("fell", "fallen"), "make": ("made",), "go": ("went", "gone"),
                  "leave": ("left",), "sell": ("sold",), "keep": ("kept",), "lead": ("led",), "come": ("came",),
                  "choose": ("chose", "chosen"), "draw": ("drew", "drawn"), "hold": ("held",),
                  "fight": ("fought",), "bring": ("brought",), "shoot": ("shot",), "send": ("sent",),
                  "spend": ("spent",), "tell": ("told",), "say": ("said",), "run": ("ran",), "see": ("saw", "seen"),
                  "throw": ("threw", "thrown"), "break": ("broke", "broken"), "hide": ("hid", "hidden"),
                  "steal": ("stole", "stolen"), "drive": ("drove", "driven"), "fly": ("flew", "flown"),
                  "find": ("found",), "become": ("became",), "begin": ("began", "begun"), "stand": ("stood",),
                  "hit": ("hit",), "put": ("put",), "let": ("let",), "cut": ("cut",), "deal": ("dealt",)}


def stems(word: str) -> set[str]:
    """What ``word`` may be a form of: "adds" -> add, "carries" -> carry, "placed" -> plac/place."""
    out = {word}
    for end in _ENDINGS[:-1]:
        if word.endswith(end) and len(word) - len(end) >= 2:
            base = word[: -len(end)]
            out |= {base, base + "e"} | ({base + "y"} if end in ("ies", "ied") else set())
    return out


def _past_of(word: str, present: str) -> bool:
    """Whether ``word`` is the past of the present-tense verb ``present`` ("bought" of "buys",
    "was" of "is", "placed" of "places")."""
    bases = stems(present) | {present}
    if word in bases:   # "need" is the base of "needs", not a past in -ed
        return False
    if any(word in IRREGULAR_PAST.get(b, ()) for b in bases):
        return True
    return word.endswith("ed") and bool(stems(word) & bases) and not present.endswith("ed")


# Forms of be, have and do that differ only in agreeing with their subject.
AGREE = {("is", "are"), ("are", "is"), ("was", "were"), ("were", "was"), ("has", "have"), ("have", "has"),
         ("does", "do"), ("do", "does"), ("am", "is"), ("am", "are")}


def _verb_form(typed: str, alt: str, slot: str = "verb") -> str | None:
    """"agreement" if ``typed`` is ``alt`` with its first word's -s taken off or added ("plural"
    or "singular" when the gap is not a verb), "tense" if its first word is the past of ``alt``'s,
    "form" if it is another form of the same word; else None. A word of no word list is left to
    the spelling check ("tims" is a misspelled "times", not a form of it)."""
    t, a = typed.split(), alt.split()
    if len(t) != len(a) or not t or t[1:] != a[1:] or t[0] == a[0] or not english_word(t[0]):
        return None
    if (t[0], a[0]) in AGREE:
        return "agreement" if slot == "verb" else "form"
    if _past_of(t[0], a[0]):
        return "tense"
    if a[0].endswith("s") and t[0] in stems(a[0]) and not t[0].endswith("s"):
        return {"verb": "agreement", "noun": "plural"}.get(slot, "form")
    if t[0].endswith("s") and a[0] in stems(t[0]) and not a[0].endswith("s"):
        return {"verb": "agreement", "noun": "singular"}.get(slot, "form")
    if stems(t[0]) & stems(a[0]):
        return "form"
    # "worthy" for "worth": a real word built on the right one.
    return "form" if len(a[0]) >= 4 and t[0].startswith(a[0]) else None


def diagnose(given: str, typed: str, alts: Sequence[str], slot: str = "verb",
             look: str = "Read the words around the gap.", told: str = "The story") -> str | None:
    """What is wrong with ``typed`` (already made loose) when it is none of ``alts``, in words for
    the student, or None when nothing more precise than "it does not fit" can be said. ``slot``:
    what the gap wants ("verb", "noun" or "other", see ``GapFill._slot``): a missing -s is
    agreement in a verb, one or more than one in a noun, and a wrong form elsewhere. ``look``
    says where the clue to one or more than one is, ``told`` what tells the present (a dictation
    has no gap and no story: its learner listens to a sentence)."""
    alts = [american(a) for a in alts]
    for a in alts:
        kind = _verb_form(typed, a, slot)
        if kind in ("plural", "singular"):
            return f"{quote(given)} is the right word in the wrong form: one, or more than one? {look}"
        if kind == "agreement":
            return (f"{quote(given)} is the right verb, but its form does not agree with its subject. "
                    "Who or what does it: one (he, she, it) or more than one (they)?")
        if kind == "tense":
            return f"{quote(given)} is the right verb in the past. {told} tells what happens now: use the present."
        if kind == "form":
            return f"{quote(given)} is the right word in the wrong form. Read the whole sentence: which form fits?"
    if number_value(typed) is not None and any(number_value(a) is not None for a in alts):
        got = number_value(typed)
        if any(number_value(a) in (got * 1000, got / 1000) for a in alts if number_value(a)):
            return f"{quote(given)} is not the right amount: check the unit (dollars or thousands of dollars)."
        whole = {got // 1, got // 1000 * 1000}
        if got % 1 or got % 1000:
            if any(number_value(a) in whole and number_value(a) != got for a in alts if number_value(a)):
                return (f"{quote(given)} is nearly right, but the game pays only whole amounts: "
                        "it rounds down.")
        return f"{quote(given)} is not the right number. Work it out again from the numbers in the text."
    confused = _confused(typed, alts)
    if confused:
        return (f"{quote(given)} is very close: {quote(confused)} is a real word, but the word we want here "
                "only sounds or looks like it.")
    close = max((difflib.SequenceMatcher(None, typed, a).ratio() for a in alts), default=0)
    unknown = [w for w in re.findall(r"[a-z']+", typed) if not _is_word(w)]
    misspelled = [w for w in unknown if not english_word(w)]
    if misspelled and close >= 0.75:
        return f"{quote(given)} is very close. Check the spelling of {quote(misspelled[0])}."
    if unknown and close >= 0.85:
        return (f"{quote(given)} does not fit here, but it is very close to a word that does: "
                "look at each letter again.")
    return None
