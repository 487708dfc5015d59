"""Golden playthroughs: each game played by its bots from a fixed seed must tell exactly the
story stored in ``tests/golden/<game>.txt`` (every action and event, in both narrations, and the
result). A difference fails with the diff; when the change is meant, refresh the files with
``make golden`` and commit them with the change.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _golden():
    spec = importlib.util.spec_from_file_location("golden_script", ROOT / "scripts" / "golden.py")
    module = sys.modules["golden_script"] = importlib.util.module_from_spec(spec)   # (a dataclass needs it there)
    spec.loader.exec_module(module)
    return module


golden = _golden()


@pytest.mark.parametrize("name", list(golden.SPECS))
def test_the_bots_play_the_stored_game(name):
    stored = golden.path(name)
    assert stored.exists(), f"tests/golden/{name}.txt is missing: write it with {golden.REFRESH}"
    fresh = golden.transcript(name)
    changes = golden.diff(name, fresh)
    if changes:
        lines = changes.splitlines()
        shown = "\n".join(lines[:120]) + (f"\n... ({len(lines) - 120} more diff lines)" if len(lines) > 120 else "")
        pytest.fail(f"The {golden.SPECS[name].title} playthrough differs from tests/golden/{name}.txt.\n"
                    f"If the change is meant, refresh it with: {golden.REFRESH}\n\n{shown}", pytrace=False)


def test_the_transcript_does_not_depend_on_the_narration_level():
    from mobgames.core.events import narration_level, set_narration

    before = narration_level()
    set_narration("simple" if before == "full" else "full")
    try:
        assert golden.transcript("familybusiness") == golden.path("familybusiness").read_text()
    finally:
        set_narration(before)


def test_each_transcript_names_its_seed_players_options_and_result():
    for name in golden.SPECS:
        text = golden.path(name).read_text()
        for part in ("seed: ", "players: ", "bots: ", "options: ", "== Play", "== Events in the simple narration",
                     "== Result ==", "winners: "):
            assert part in text, f"tests/golden/{name}.txt has no {part!r}"
