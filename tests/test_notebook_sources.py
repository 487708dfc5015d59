"""Every notebook under notebooks/ is built from its jupytext source (the .py beside it): the two
must hold the same cells, and the notebook must keep no outputs except those the tests compare (cells marked NBVAL_CHECK_OUTPUT).

When this fails, edit the .py and run `make notebooks` (scripts/notebooks.py build).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

_spec = importlib.util.spec_from_file_location("mobgames_notebooks_script", ROOT / "scripts" / "notebooks.py")
notebooks = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(notebooks)

NOTEBOOKS = notebooks.all_notebooks()


def test_there_are_notebooks():
    assert len(NOTEBOOKS) >= 21, [str(p) for p in NOTEBOOKS]


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=[str(p.relative_to(ROOT / "notebooks")) for p in NOTEBOOKS])
def test_notebook_matches_its_source(notebook):
    problems = notebooks.pair_problems(notebook)
    assert not problems, "\n".join(problems)


def test_every_source_has_its_notebook():
    problems = notebooks.orphan_sources()
    assert not problems, "\n".join(problems)


def test_sources_are_not_collected_as_tests():
    """nbval may be pointed at notebooks/ (`pytest --nbval-lax notebooks`); the .py sources must never be
    collected or imported as tests, so none of them may be named like a test module."""
    named_like_tests = [str(p) for p in notebooks.all_sources()
                        if p.name.startswith("test_") or p.name.endswith("_test.py") or p.name == "conftest.py"]
    assert not named_like_tests, named_like_tests


MONEY = "<span>&#36;</span>"   # (mobgames.core.markup.text writes a dollar so too: MathJax never pairs it)


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=[str(p.relative_to(ROOT / "notebooks")) for p in NOTEBOOKS])
def test_a_dollar_in_a_chapters_text_is_money_never_maths(notebook):
    """JupyterLab, Voila and the site read two dollar signs in one paragraph as maths ("you $25k ...
    $10k" in italics), and the entity ``&#36;`` alone does not stop them (the browser decodes it
    before MathJax reads the page). A dollar in a markdown cell is written ``<span>&#36;</span>``:
    no renderer sees a dollar sign there, and MathJax never pairs one alone in its element."""
    import nbformat

    problems = []
    for i, cell in enumerate(nbformat.read(notebook, as_version=4).cells, 1):
        if cell.cell_type != "markdown":
            continue
        rest = cell.source.replace(MONEY, "")
        if "$" in rest or "&#36;" in rest:
            at = rest.find("$") if "$" in rest else rest.find("&#36;")
            problems.append(f"cell {i}: ...{rest[max(0, at - 40):at + 20]}... (write a dollar as {MONEY})")
    assert not problems, "\n".join(problems)
