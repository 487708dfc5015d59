"""What the simple narration promises an English learner (A2-B1), as a check anyone can run on a
sentence: ``problems(text, names)``.

- short sentences: at most ``MAX_WORDS`` words each. A word is a run of characters between spaces
  with a letter or a digit in it ("$28k" and "Thug 1" are one and two words); a proper name the
  game uses (a mobster, a place, a card: ``names``) counts as one word however long it is;
- one fact a sentence: no semicolons, and none of the words that open a subordinate clause
  (``SUBORDINATORS``);
- present simple: no "will" or "would", no common irregular past forms, and a past form in -ed of
  a verb the games use only as a participle (after "is", "are", "gets"... or before a noun:
  "is wounded", "the closed location");
- no sentence starts with a figure ("2 Feds ..." reads badly aloud).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

MAX_WORDS = 12
SUBORDINATORS = ("because", "which", "when", "whenever", "although", "though", "if", "unless", "while",
                 "whereas", "who", "whom", "whose", "where", "so that", "as soon as", "even if", "in case")
NOT_PRESENT = ("will", "would", "won't", "was", "were", "did", "had", "wasn't", "weren't", "didn't", "took", "went",
               "came", "fell", "won", "gave", "drew", "chose", "rose", "ran", "sat", "saw", "threw", "broke",
               "began", "stole", "sold", "bought", "brought")
# Verbs of the games whose -ed form may be a participle but never a finite past in simple text.
ED_VERBS = ("attacked", "killed", "moved", "placed", "played", "rolled", "earned", "captured", "hired", "raided",
            "cleared", "closed", "removed", "pinched", "elected", "voted", "offered", "accepted", "declined",
            "refused", "collected", "bribed", "discarded", "listed", "rescued", "eliminated", "canceled", "cancelled",
            "countered", "answered", "released", "ransomed", "kidnapped", "invited", "stepped", "walked",
            "landed", "joined", "shuffled", "started", "stopped", "ended", "surrounded", "decided", "picked",
            "wounded", "destroyed", "defended", "shared", "passed", "called", "arrived")
# After these a participle is no past tense ("is wounded", "the closed location", "Red's wounded Thug").
_PARTICIPLE_BEFORE = {"is", "are", "be", "been", "being", "get", "gets", "stay", "stays", "not", "now", "a", "an",
                      "the", "every", "no", "each", "still", "already", "all", "his", "her", "its", "their"}
_WORD = re.compile(r"[A-Za-z0-9]")
_NAME = "Name"


def _masked(text: str, names: Iterable[str]) -> str:
    """``text`` with every name in ``names`` (longest first) replaced by one plain word."""
    for name in sorted({n for n in names if n}, key=len, reverse=True):
        if name in text:
            text = text.replace(name, _NAME)
    return text


def sentences(text: str, names: Iterable[str] = ()) -> list[str]:
    """The sentences of ``text``, names masked (so "St. Valentine's" does not end one)."""
    return [s for s in re.split(r"(?<=[.!?])[\"')]*\s+", _masked(text, names).strip()) if s]


def words(sentence: str) -> list[str]:
    return [w for w in sentence.split() if _WORD.search(w)]


def problems(text: str, names: Iterable[str] = ()) -> list[str]:
    """Every way ``text`` breaks the simple level's limits (empty: it keeps them)."""
    out = []
    if ";" in text:
        out.append("a semicolon joins two facts: make two sentences.")
    for sentence in sentences(text, names):
        found = words(sentence)
        if len(found) > MAX_WORDS:
            out.append(f"{len(found)} words, more than {MAX_WORDS}: {sentence!r}")
        if sentence[:1].isdigit() or sentence[:2].startswith("$"):
            out.append(f"starts with a figure: {sentence!r}")
        plain = [re.sub(r"[^a-z']", "", w.lower()) for w in found]
        joined = " " + " ".join(plain) + " "
        for word in SUBORDINATORS:
            if f" {word} " in joined:
                out.append(f"{word!r} opens a subordinate clause: {sentence!r}")
        for i, w in enumerate(plain):
            if w in NOT_PRESENT:
                out.append(f"{w!r} is not present simple: {sentence!r}")
            elif w in ED_VERBS and not (i and (plain[i - 1] in _PARTICIPLE_BEFORE or plain[i - 1].endswith("'s"))):
                out.append(f"{w!r} reads as a past form: {sentence!r}")
    return out
