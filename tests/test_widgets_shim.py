"""The old package name ``widgets`` still imports for one release (saved notebooks say ``from
widgets import ...``), warns that it is now ``mobgames.widgets``, and gives the very same objects."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import warnings
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    from widgets import Listen, StoryStepper
    import widgets.listen
    from widgets.keyboard import KeyboardGuard
import mobgames.widgets as new
import mobgames.widgets.listen
import mobgames.widgets.keyboard
assert Listen is new.Listen and StoryStepper is new.StoryStepper
assert widgets.listen is mobgames.widgets.listen
assert KeyboardGuard is mobgames.widgets.keyboard.KeyboardGuard
warned = [w for w in caught if issubclass(w.category, DeprecationWarning) and "mobgames.widgets" in str(w.message)]
assert len(warned) == 1, [str(w.message) for w in caught]
print("ok")
"""


def test_the_old_name_warns_and_gives_the_same_objects():
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr


def test_the_new_name_does_not_warn():
    done = subprocess.run([sys.executable, "-W", "error::DeprecationWarning", "-c",
                           "import mobgames.widgets; from mobgames.widgets import Listen"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
