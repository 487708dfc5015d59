"""Every text the tutorial speaks, in one list: what ``make audio`` records and ``audio_status``
counts.

- each glossary term and its example sentence, and each chapter's own word bank examples;
- each "Now you" model answer, a turn at a time, the speakers of a dialogue in different voices;
- every sentence of every rulebook example a stepper shows, at both narration levels;
- the minimal pairs: each word and its example;
- the listening exercises' sentences.

A sentence said in several places is listed (and stored) once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .recordings import VOICES, audio_dir, manifest, plain, recording_name

__all__ = ["Spoken", "inventory", "turns", "audio_status"]

# "Ana: ..." or "A: ..." at the start of a model answer or after a sentence ends: a new speaker.
_SPEAKER = re.compile(r"(?:^|(?<=[.!?] ))([A-Z][a-z]*): ")


@dataclass(frozen=True)
class Spoken:
    """One text to record: its ``kind`` (where it comes from, for reports), the ``text`` as the
    product shows it, and the ``voice`` that says it."""
    kind: str
    text: str
    voice: str = "A"


def turns(text: str) -> list[tuple[str, str, str]]:
    """A model answer as (speaker, words, voice) turns: a dialogue ("Ana: ... Ben: ...") gives one
    turn per line, each speaker keeping a voice (the first A, the second B, the third C, then A
    again); a monologue is one turn by "" in voice A."""
    text = plain(text)
    cuts = list(_SPEAKER.finditer(text))
    if len(cuts) < 2 or cuts[0].start() != 0:
        return [("", text, "A")]
    voices: dict[str, str] = {}
    found = []
    for i, cut in enumerate(cuts):
        end = cuts[i + 1].start() if i + 1 < len(cuts) else len(text)
        who = cut.group(1)
        voice = voices.setdefault(who, VOICES[len(voices) % len(VOICES)])
        found.append((who, text[cut.end():end].strip(), voice))
    return found


def _glossary() -> list[Spoken]:
    from .glossary import load_glossary
    from .lessons import lesson_chapters, word_bank

    found = []
    for entry in load_glossary():
        found += [Spoken("term", entry.term), Spoken("example", entry.example)]
    for chapter in lesson_chapters():     # a chapter's word bank may give its own example
        found += [Spoken("example", e.example) for _, e in word_bank(chapter).words]
    return found


def _models() -> list[Spoken]:
    from .lessons import lesson_chapters, speaking_task

    return [Spoken("model answer", words, voice) for chapter in lesson_chapters()
            for _, words, voice in turns(speaking_task(chapter).model)]


def _stories() -> list[Spoken]:
    from .walkthrough_texts import walkthrough_texts

    return [Spoken("story step", sentence) for _, _, sentence in walkthrough_texts()]


def _pairs() -> list[Spoken]:
    from .pronunciation import pairs, spoken

    return [Spoken(kind, text) for p in pairs() for w in p["words"]
            for kind, text in zip(("pair word", "pair example"), spoken(w))]


def _exercises() -> list[Spoken]:
    from .listening import listening_texts

    return [Spoken("listening", text) for text in listening_texts()]


def inventory() -> list[Spoken]:
    """Every text to record, each (text, voice) once, in a fixed order."""
    seen: set[tuple[str, str]] = set()
    found = []
    for source in (_glossary, _models, _pairs, _stories, _exercises):
        for item in source():
            key = (plain(item.text), item.voice)
            if key[0] and key not in seen:
                seen.add(key)
                found.append(item)
    return found


def audio_status() -> dict[str, int]:
    """Over every text that should have a recording (``inventory()``): how many have one
    (``spoken``), how many have none (``missing``), and how many have only a file made with other
    voice settings or another encoding (``stale``). ``make audio`` makes the missing and stale ones."""
    folder = audio_dir()
    recorded = {(entry["text"], entry["voice"]) for entry in manifest().values()}
    counts = {"spoken": 0, "missing": 0, "stale": 0}
    for item in inventory():
        if folder is not None and (folder / recording_name(item.text, item.voice)).is_file():
            counts["spoken"] += 1
        elif (plain(item.text), item.voice) in recorded:
            counts["stale"] += 1
        else:
            counts["missing"] += 1
    return counts
