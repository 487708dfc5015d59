"""Does the recording voice say each glossary term the way the glossary writes it?

The glossary's recordings are made with a speech synthesizer (``scripts/pronunciation_report.py``
runs espeak-ng, voice ``en-us``). A synthesizer guesses from the spelling, and a learner copies
what they hear, so each term's recording is checked against its IPA:

    >>> compare("/ɪkˈsplɔɪt/", "ˈɛksplɔɪt")
    ['stress on syllable 1, not 2', 'syllable 1: vowel ɛ, not ɪ']
    >>> compare("/ˈhɛnʧmən/", "hˈɛntʃmən")     # the same sounds, written another way
    []

Only what a learner would hear as a different word shape is reported: the main stress on another
syllable, another number of syllables, another vowel in a stressed syllable. Everything else is
told apart by notation only and is made the same first (see ``normalize``), and a reduced vowel in
an unstressed syllable (ə or ɪ) is never reported: speakers vary there and learners need not copy it.

When the voice gets a term wrong, ``data/respellings.json`` either gives a respelling that the
voice reads right ("say": ``"Intrigue": "intreeg"``-style text spoken instead of the term), or
accepts the difference with a reason ("accept": a name, or another standard American form).
``report(voice_ipa_of)`` checks every term; the tests run it on a committed snapshot of the voice's
phonemes (``data/voice_ipa.json``), so no synthesizer is needed to run them.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from functools import cache

from .datafiles import term_key
from .respelling_data import read_respellings
from .glossary import DATA_DIR, GlossaryError, load_glossary
from .ipa import PRIMARY, SECONDARY, transcriptions

RESPELLINGS = os.path.join(DATA_DIR, "respellings.json")
STATUSES = ("agrees", "respelled", "accepted", "differs")

__all__ = ["compare", "normalize", "spoken_form", "accepted", "respellings", "report", "stale", "reload",
           "RESPELLINGS", "STATUSES"]

# -- one notation ----------------------------------------------------------------------------------

# Signs that differ between espeak-ng and the glossary but name the same sound, in order. Consonants
# are never compared; they are made the same anyway so that the normalized forms read alike.
_SAME = (
    ("\u02d0", ""), ("\u02d1", ""),              # length marks: General American vowels differ in quality
    ("\u0361", ""), ("\u035c", ""),              # tie bars (t͡ʃ)
    ("ɹ", "r"), ("ɾ", "t"), ("ʔ", "t"),          # espeak's r, its flap (t or d) and its glottal t ("Manhattan")
    ("tʃ", "ʧ"), ("dʒ", "ʤ"), ("ɡ", "g"),
    ("ɐ", "ə"), ("ᵻ", "ɪ"), ("ɜ", "ɝ"),          # espeak's reduced vowels; its NURSE vowel without the hook
    ("n\u0329", "ən"), ("l\u0329", "əl"), ("m\u0329", "əm"),   # a syllabic n is a syllable: ə n
    ("əʊ", "oʊ"), ("ou", "oʊ"), ("ei", "eɪ"), ("ai", "aɪ"), ("au", "aʊ"), ("ɔi", "ɔɪ"), ("oi", "ɔɪ"),
    ("or", "ɔr"),                                # espeak's oː before r (horse and hoarse rhyme in America)
)
# The r-colored vowels: ɝ (stressed, "turn") and ɚ (unstressed, "banker") already hold their r, so an
# r written after them is the same sound; ʌ before r is ɝ, since General American has no ʌr ("hurry"
# rhymes with "furry"); ər is ɚ.
_RHOTIC = ((re.compile("ɝr"), "ɝ"), (re.compile("ʌr"), "ɝ"), (re.compile("[ɚə]r"), "ɚ"))
_DIPHTHONGS = ("eɪ", "aɪ", "ɔɪ", "oʊ", "aʊ")
_VOWELS = set("iɪɛæɑɒɔʊuʌəɚɝeaoy")
# Vowels compared as one: ɚ is ə with its r.
_KEY = {"ɚ": "ə"}
# How a vowel is shown: as the glossary writes it, long vowels with ː.
_SHOW = {"i": "iː", "u": "uː", "ɑ": "ɑː", "ɔ": "ɔː", "ɝ": "ɝː"}


def normalize(ipa: str) -> str:
    """One IPA text (the glossary's, without slashes, or espeak-ng's) in the one notation compared:
    no length marks, r for ɹ, ʧ for tʃ, ɝ for ɜː, ɚ for ər ...

    >>> normalize("pˈɜːtʃɪs"), normalize("ˈpɝːʧəs")
    ('pˈɝʧɪs', 'ˈpɝʧəs')
    """
    text = ipa.strip().strip("/")
    for old, new in _SAME:
        text = text.replace(old, new)
    for pattern, new in _RHOTIC:
        text = pattern.sub(new, text)
    return text


def _syllables(word: str) -> list[tuple[str, int]]:
    """(vowel, stress) for each syllable of one normalized word: stress 2 for ˈ, 1 for ˌ, 0 for none.
    A mark belongs to the next vowel, wherever it stands: espeak writes it before the vowel
    ("kˈɑːpoʊ"), the glossary before the syllable ("ˈkɑːpoʊ")."""
    out, mark, i = [], 0, 0
    while i < len(word):
        if word[i] in (PRIMARY, SECONDARY):
            mark = max(mark, 2 if word[i] == PRIMARY else 1)
            i += 1
        elif word[i:i + 2] in _DIPHTHONGS:
            out.append((word[i:i + 2], mark))
            mark, i = 0, i + 2
        elif word[i] in _VOWELS:
            out.append((word[i], mark))
            mark, i = 0, i + 1
        else:
            i += 1
    return out


def _words(ipa: str) -> list[list[tuple[str, int]]]:
    words = [s for s in (_syllables(w) for w in normalize(ipa).replace("-", " ").split()) if s]
    if len(words) == 1 and len(words[0]) == 1:
        words = [[(words[0][0][0], 2)]]        # a word of one syllable said alone is stressed
    return words


def _main(syllables) -> set[int]:
    """The syllables with the strongest stress of a word (or of a phrase)."""
    top = max((s for _, s in syllables), default=0)
    return {i for i, (_, s) in enumerate(syllables) if s == top} if top else set()


def _show(vowel: str) -> str:
    return _SHOW.get(vowel, vowel)


def _compare_part(where: str, glossary, voice) -> list[str]:
    """The differences within one word (``where``: "word 2", or "" for a term of one word) or
    within a whole phrase ("whole phrase")."""
    head, syllable = (f"{where}: ", f"{where}, syllable") if where else ("", "syllable")
    if len(glossary) != len(voice):
        return [f"{head}{_count(len(voice))}, not {len(glossary)}"]
    out = []
    said, written = _main(voice), _main(glossary)
    # One syllable cannot carry its stress elsewhere. espeak stresses both halves of some
    # compounds ("sˈɪtdˈaʊn"): it agrees when the glossary's main stress is one of them.
    if len(glossary) > 1 and written and not said & written:
        out.append(f"{head}stress on syllable {min(said) + 1}, not {min(written) + 1}" if said
                   else f"{head}no stress, not on syllable {min(written) + 1}")
    for i, ((g, g_stress), (v, v_stress)) in enumerate(zip(glossary, voice)):
        # Stressed by either: an unstressed vowel may reduce (ə, ɪ) any way it likes.
        if (g_stress or v_stress) and _KEY.get(g, g) != _KEY.get(v, v):
            out.append(f"{syllable} {i + 1}: vowel {_show(v)}, not {_show(g)}")
    return out


def _count(n: int) -> str:
    return f"{n} syllable" + ("s" if n != 1 else "")


def _compare_one(glossary: str, voice: str) -> list[str]:
    written, said = _words(glossary), _words(voice)
    if len(written) == len(said):
        many = len(written) > 1
        return [d for i, (g, v) in enumerate(zip(written, said))
                for d in _compare_part(f"word {i + 1}" if many else "", g, v)]
    # espeak runs some words together ("ɔnðə" for "on the"): the phrase is compared as one.
    flat = [s for w in written for s in w], [s for w in said for s in w]
    return _compare_part("whole phrase", *flat)


def compare(glossary_ipa: str, voice_ipa: str) -> list[str]:
    """The differences a learner would hear between the glossary's IPA (with or without slashes; a
    value with several labelled transcriptions agrees when one of them does) and the voice's
    phonemes, in plain English, each saying what the voice does and then, after "not", what the
    glossary writes. An empty list: they agree.

    >>> compare("/ˈmɑːfiə/", "mˈæfiə")
    ['syllable 1: vowel æ, not ɑː']
    >>> compare("/ˈhɪt ˌmæn/", "hˈɪt mˈæn")
    []
    """
    found = [text for text, _ in transcriptions(glossary_ipa)] or [glossary_ipa]
    results = [_compare_one(text, voice_ipa) for text in found]
    return min(results, key=len)             # the closest transcription (the first, when as close)


# -- respellings.json --------------------------------------------------------------------------

@cache
def _respellings(path: str) -> tuple[dict[str, tuple[str, str]], dict[str, tuple[str, str]]]:
    """(term key -> (term, respelling), term key -> (term, reason)), the file checked."""
    raw = read_respellings(path, [e.term for e in load_glossary()], GlossaryError)
    say = {term_key(t): (t, text.strip()) for t, text in raw["say"].items()}
    accept = {term_key(t): (t, text.strip()) for t, text in raw["accept"].items()}
    return say, accept


def respellings(path: str = RESPELLINGS) -> dict[str, str]:
    """Term -> the text the voice reads instead (a broken file raises ``GlossaryError`` naming
    every problem: an unknown term, a term both respelled and accepted, an empty text)."""
    return dict(_respellings(path)[0].values())


def accepted(path: str = RESPELLINGS) -> dict[str, str]:
    """Term -> why the voice may say it differently from the glossary."""
    return dict(_respellings(path)[1].values())


def spoken_form(term: str, path: str = RESPELLINGS) -> str:
    """The text the voice reads for ``term``: its respelling, or the term itself."""
    found = _respellings(path)[0].get(term_key(term))
    return found[1] if found else term


def reload() -> None:
    """Read ``data/respellings.json`` again (after editing it)."""
    _respellings.cache_clear()


# -- every term --------------------------------------------------------------------------------

def report(voice_ipa_of: Callable[[str], str | None], path: str = RESPELLINGS) -> list[dict]:
    """One row per glossary term, in glossary order: ``term``, ``spoken`` (the text the voice
    read), ``glossary`` (its IPA), ``voice`` (``voice_ipa_of(spoken)``), ``differences``
    (``compare``'s), ``reason`` (an accepted term's) and ``status``: "agrees", "respelled" (a
    respelling makes the voice agree), "accepted" or "differs"."""
    say, accept = _respellings(path)
    rows = []
    for entry in load_glossary():
        key = term_key(entry.term)
        spoken = spoken_form(entry.term, path)
        voice = voice_ipa_of(spoken)
        differences = compare(entry.ipa, voice) if voice else [f"the voice gave no phonemes for {spoken!r}"]
        if not differences:
            status = "respelled" if key in say else "agrees"
        else:
            status = "accepted" if key in accept else "differs"
        rows.append({"term": entry.term, "spoken": spoken, "glossary": entry.ipa, "voice": voice or "",
                     "differences": differences, "reason": accept[key][1] if key in accept else "",
                     "status": status})
    return rows


def stale(rows: list[dict]) -> list[str]:
    """Accepted terms the voice now says as written: their "accept" line can go."""
    return [r["term"] for r in rows if r["reason"] and r["status"] != "accepted"]
