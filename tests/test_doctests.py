"""The examples in the modules' docstrings (``>>>``) run, and print what they say.

Every module of ``mobgames/`` (its ``widgets`` too) whose source holds a ``>>>`` is found here (a new
one is picked up by itself) and run with ``doctest``; a failing example fails the test with
doctest's own report.
"""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("mobgames",)


def modules_with_doctests() -> list[str]:
    found = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if ">>>" in path.read_text(encoding="utf-8"):
                parts = path.relative_to(ROOT).with_suffix("").parts
                found.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return found


MODULES = modules_with_doctests()


def test_the_modules_with_examples_are_found():
    assert {"mobgames.bloodfeud", "mobgames.bloodfeud.battle", "mobgames.mobties",
            "mobgames.familybusiness"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_in_the_docstrings_run(name):
    from mobgames.core.events import narration_level, set_narration

    module = importlib.import_module(name)
    level = narration_level()
    set_narration("full")   # the examples show the full narration
    try:
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
        report: list[str] = []
        for test in doctest.DocTestFinder().find(module, name):   # (each with a copy of the module's globals)
            runner.run(test, out=report.append)
    finally:
        set_narration(level)
    assert runner.tries > 0, f"{name} holds '>>>' but doctest finds no example in it"
    assert runner.failures == 0, f"{runner.failures} of {runner.tries} examples in {name} failed:\n" + "".join(report)
