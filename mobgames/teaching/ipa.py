"""Reading the glossary's IPA: syllables, stress and the checks a transcription must pass.

The glossary writes each term in broad General American IPA between slashes, such as
``/ˈhɛnʧmən/``: ``ˈ`` before the syllable with the main stress, ``ˌ`` before one with a second
stress, a space between words. A word whose stress moves with its part of speech gives both,
labelled: ``/dɪˈskɑːrd/ (verb), /ˈdɪsˌkɑːrd/ (noun)``.

    >>> syllables("ˈhɛnʧmən")
    2
    >>> stress_pattern("/ˈhɪt ˌmæn/")
    'O o'
    >>> problems("/hɛnʧmən/")
    ['"hɛnʧmən" has 2 syllables but no stress mark (ˈ before the stressed syllable).']
"""

from __future__ import annotations

import re

PRIMARY, SECONDARY = "\u02c8", "\u02cc"          # ˈ and ˌ
LONG = "\u02d0"                                  # ː
# Two vowel letters that make one sound (one syllable).
DIPHTHONGS = ("eɪ", "aɪ", "ɔɪ", "oʊ", "aʊ")
VOWELS = set("iɪɛæɑɒɔʊuʌəɚɝɐ") | {"e", "a", "o"}   # e, a and o only begin a diphthong
CONSONANTS = set("bdfghjklmnprstvwzðŋʃʒθʧʤɡʔɾ")
ALLOWED = VOWELS | CONSONANTS | {PRIMARY, SECONDARY, LONG, " "}
# One transcription, or several with a label each: "/.../ (verb), /.../ (noun)".
PART = re.compile(r"/([^/]+)/(?: \(([a-z ]+)\))?")

__all__ = ["syllables", "stress_pattern", "transcriptions", "problems", "PRIMARY", "SECONDARY"]


def _nuclei(word: str) -> list[tuple[int, str]]:
    """(position, vowel sound) for each syllable of one IPA word."""
    out, i = [], 0
    while i < len(word):
        two = word[i:i + 2]
        if two in DIPHTHONGS:
            out.append((i, two))
            i += 2
        elif word[i] in VOWELS:
            out.append((i, word[i]))
            i += 1
        else:
            i += 1
    return out


def syllables(word: str) -> int:
    """How many syllables one IPA word has (one per vowel sound)."""
    return len(_nuclei(word))


def transcriptions(ipa: str) -> list[tuple[str, str]]:
    """The transcriptions in a glossary value, each as (IPA without slashes, label or "")."""
    return [(m.group(1), m.group(2) or "") for m in PART.finditer(ipa)]


def stress_pattern(ipa: str) -> str:
    """The stress of the (first) transcription as the classroom's circles: ``O`` for a syllable
    with the main stress, ``o`` for any other; words apart, so "/ˈhɪt ˌmæn/" is "O o"."""
    found = transcriptions(ipa)
    words = (found[0][0] if found else ipa.strip("/")).split()
    out = []
    for word in words:
        marks = [i for i, c in enumerate(word) if c == PRIMARY]
        nuclei = _nuclei(word)
        if not marks and len(words) == 1 and len(nuclei) == 1:
            out.append("O")                     # a word of one syllable said alone is stressed
            continue
        out.append("".join("O" if any(m < pos and not _between(word, m, pos, nuclei) for m in marks) else "o"
                           for pos, _ in nuclei))
    return " ".join(out)


def _between(word: str, mark: int, pos: int, nuclei) -> bool:
    """True if another syllable comes between the stress mark and the vowel at ``pos``."""
    return any(mark < p < pos for p, _ in nuclei)


def problems(ipa) -> list[str]:
    """What is wrong with a glossary IPA value (an empty list if nothing is)."""
    if not isinstance(ipa, str):
        return [f"must be IPA text between slashes, such as \"/ˈhɛnʧmən/\", not {ipa!r}."]
    found = transcriptions(ipa)
    if not found or ", ".join(f"/{t}/" + (f" ({label})" if label else "") for t, label in found) != ipa:
        return [f'"{ipa}" is not IPA between slashes, such as "/ˈhɛnʧmən/" '
                '(or "/dɪˈskɑːrd/ (verb), /ˈdɪsˌkɑːrd/ (noun)").']
    out = []
    for text, _ in found:
        odd = sorted({c for c in text if c not in ALLOWED})
        if odd:
            out.append(f'"{text}" has signs that are not in the glossary\'s IPA: {" ".join(odd)} '
                       "(write ˈ and ˌ for stress, ː for a long vowel).")
            continue
        wrong = [p for word in text.split() for p in _word_problems(word)]
        if not wrong and PRIMARY not in text and sum(syllables(w) for w in text.split()) > 1:
            wrong.append(f'"{text}" has no main stress (ˈ).')
        out += wrong
    return out


def _word_problems(word: str) -> list[str]:
    nuclei = _nuclei(word)
    if not nuclei:
        return [f'"{word}" has no vowel sound.']
    lone = [v for _, v in nuclei if v in ("e", "a", "o")]
    if lone:
        return [f'"{word}": "{lone[0]}" stands alone; it is written only in eɪ, aɪ, aʊ and oʊ.']
    marks = [i for i, c in enumerate(word) if c in (PRIMARY, SECONDARY)]
    if len(nuclei) > 1 and not marks:
        return [f'"{word}" has {len(nuclei)} syllables but no stress mark (ˈ before the stressed syllable).']
    for a, b in zip(marks, marks[1:] + [len(word)]):
        if not any(a < p < b for p, _ in nuclei):
            return [f'"{word}": a stress mark must come before a syllable, not at the end or next to another mark.']
    return []
