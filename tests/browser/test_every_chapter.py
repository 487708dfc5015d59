"""Every chapter in a real browser: it opens in JupyterLab, every cell runs without an error
output, the cells marked ``# NBVAL_CHECK_OUTPUT`` print exactly what the notebook stores (what
nbval compared, from this same run: each notebook runs once in ``make test``), every widget canvas
on the page draws something (a blank canvas is one colour), and what the cells print is written for
people: sentences and tables, never a Python value such as ``{'Red': 25}`` or
``['Blue: vote -> Green']`` (classroom mode shows the outputs, not the code), and no amount of
money is typeset as maths (no MathJax on the page, no dollar sign it could pair), and axe-core
finds no critical or serious WCAG 2.2 AA violation in what the chapter draws and writes. A screenshot of each
chapter is kept in test-artifacts/chapters/ (git-ignored) for a look by eye."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from conftest import REPO_ROOT
from labkit import (DRAW_TIMEOUT, axe_findings, cut_pictures, explain_failure, money_as_maths, output_differences, pixels,
                    poll)

CHAPTERS = sorted(str(p.relative_to(REPO_ROOT)) for p in (REPO_ROOT / "notebooks").rglob("*.ipynb")
                  if ".ipynb_checkpoints" not in p.parts)
SHOTS = REPO_ROOT / "test-artifacts" / "chapters"
_spec = importlib.util.spec_from_file_location("mobgames_notebook_outputs", REPO_ROOT / "scripts" / "notebook_outputs.py")
_outputs = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_outputs)
MIN_COLOURS = 3   # a drawn canvas has at least a background, ink and one more colour


@pytest.mark.notebook
@pytest.mark.parametrize("notebook", [pytest.param(c, marks=pytest.mark.chapter(c), id=Path(c).with_suffix("").as_posix()
                                                   .split("notebooks/")[-1]) for c in CHAPTERS])
def test_chapter_runs_in_jupyterlab_and_its_canvases_draw(chapter, lab_server, tmp_path, notebook):
    page = chapter
    with explain_failure(page, tmp_path, lab_server):
        differences = output_differences(page, notebook, _outputs.is_checked)
        assert not differences, ("the outputs of cells marked NBVAL_CHECK_OUTPUT changed (if that is meant, "
                                 "run `make notebooks`):\n" + "\n\n".join(differences))
        SHOTS.mkdir(parents=True, exist_ok=True)
        name = notebook.replace("notebooks/", "").replace("/", "__").replace(".ipynb", "")
        page.screenshot(path=str(SHOTS / f"{name}.png"))
        canvases = page.locator(".jp-OutputArea canvas")
        blank = []
        for i in range(canvases.count()):
            canvas = canvases.nth(i)
            canvas.scroll_into_view_if_needed()
            if not poll(lambda: len(set(pixels(canvas.screenshot()))) >= MIN_COLOURS, DRAW_TIMEOUT):
                blank.append(i)
                break   # (each wait runs to the hang bound: one blank canvas is enough to say so)
            if i == 0:
                page.screenshot(path=str(SHOTS / f"{name}__first-canvas.png"))
        assert not blank, f"{len(blank)} of {canvases.count()} canvases stayed blank: {blank}"
        axe = axe_findings(page, keep=REPO_ROOT / "test-artifacts" / "axe" / f"{name}.json")
        assert not axe, "axe-core finds, in what the chapter draws and writes:\n" + "\n".join(axe)
        cut = cut_pictures(page)
        assert not cut, "pictures cut by a box around them (a board must be seen whole):\n" + "\n".join(cut[:8])
        maths = money_as_maths(page)
        assert not maths, "a $ is money, never maths:\n" + "\n".join(maths[:8])
        printed = page.locator(".jp-OutputArea-output pre").all_inner_texts()
        python = [snippet for text in printed for snippet in _outputs.machine_text(text)]
        assert not python, f"printed output that reads like Python, not English: {python[:5]}"
