"""The glossary explains the games in our own words: no definition or example (and no word bank's
own example in lessons.json) shares a run of RUN or more consecutive words with a rulebook,
compared without case or punctuation.

The rulebooks are not part of the project, so the test reads fingerprints of them: a short hash
of every run of RUN words in each rulebook (``tests/data/rulebook_runs.txt``; the words cannot be
read back from it). Where the rulebooks are at hand (``MOBGAMES_RULEBOOKS``, by default
``/work/shared/rulebooks``), a test checks that the fingerprints are theirs; write them again with
``python tests/test_own_words.py`` after a rulebook changes."""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "mobgames" / "teaching" / "data"
PRINTS = ROOT / "tests" / "data" / "rulebook_runs.txt"
RULEBOOKS = Path(os.environ.get("MOBGAMES_RULEBOOKS", "/work/shared/rulebooks"))
RUN = 8


def words(text: str) -> list[str]:
    """The words of ``text``, lower case, without punctuation ("Don's" -> "dons", "$50k" -> "50k")."""
    return re.findall(r"[a-z0-9]+", text.lower().replace("\u2019", "").replace("'", ""))


def fingerprint(run) -> str:
    return hashlib.blake2b(" ".join(run).encode(), digest_size=5).hexdigest()


def fingerprints(text: str) -> set[str]:
    ws = words(text)
    return {fingerprint(ws[i:i + RUN]) for i in range(len(ws) - RUN + 1)}


def rulebook_prints(folder: Path = RULEBOOKS) -> set[str]:
    found = set()
    for book in sorted(folder.glob("*.txt")):
        found |= fingerprints(book.read_text(encoding="utf-8"))
    return found


def shipped_prints() -> set[str]:
    return set(PRINTS.read_text(encoding="ascii").split())


def copied_runs(text: str, prints: set[str]) -> list[str]:
    """The runs of RUN words of ``text`` that a rulebook also has."""
    ws = words(text)
    return [" ".join(ws[i:i + RUN]) for i in range(len(ws) - RUN + 1) if fingerprint(ws[i:i + RUN]) in prints]


def our_texts():
    """(where, text) for every glossary definition and example, and every word bank's own example."""
    for e in json.loads((DATA / "glossary.json").read_text(encoding="utf-8"))["entries"]:
        for field in ("definition", "example"):
            yield f"glossary.json, {e['term']!r}, {field}", e[field]
    for chapter, lesson in json.loads((DATA / "lessons.json").read_text(encoding="utf-8"))["chapters"].items():
        for term, text in lesson["word_bank"].get("examples", {}).items():
            yield f"lessons.json, {chapter}, example of {term!r}", text


def test_no_glossary_text_shares_a_run_of_words_with_a_rulebook():
    prints = shipped_prints()
    problems = [f"{where}: {run!r}" for where, text in our_texts() for run in copied_runs(text, prints)]
    assert not problems, (f"{len(problems)} runs of {RUN} words are a rulebook's; say it in our own words:\n"
                          + "\n".join(problems))


def test_the_check_finds_a_rulebook_clause():
    prints = shipped_prints()
    assert len(prints) > 15000
    assert copied_runs("A Hit Man has a cash value of $50k at the end of the game.", prints)
    assert copied_runs("the Hit Man has a CASH value of $50K, at the end of the game", prints)   # case, punctuation
    assert not copied_runs("Red's Hit Man is still free at the end, so his cash value, $50k, counts for Red.", prints)


@pytest.mark.skipif(not RULEBOOKS.is_dir(), reason="the rulebooks are not on this machine")
def test_the_fingerprints_are_the_rulebooks():
    assert shipped_prints() == rulebook_prints(), "a rulebook changed: run python tests/test_own_words.py"


if __name__ == "__main__":
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else RULEBOOKS
    PRINTS.write_text("\n".join(sorted(rulebook_prints(folder))) + "\n", encoding="ascii")
    print(f"{PRINTS}: {len(shipped_prints())} fingerprints of {RUN}-word runs")
