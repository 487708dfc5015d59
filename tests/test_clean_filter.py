"""Git's clean filter for the chapters (`scripts/notebooks.py clean`, `.gitattributes`, `make
git-filter`): a notebook a lesson saved in JupyterLab (outputs, execution counts, widget state, an
unfolded extension) is compared and committed as the committed notebook, so `git diff` shows nothing
and `git add` stages nothing after a lesson; a committed notebook passes through byte for byte; and nothing makes it fail.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "jupyter"))
from git_refresh import refresh  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
from notebook_clean import COLLAPSED, clean, is_checked  # noqa: E402

NOTEBOOKS = sorted(p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
CHAPTER = ROOT / "notebooks" / "bloodfeud" / "01_getting_started.ipynb"


def _has_checked_and_plain(path: Path) -> bool:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return any(is_checked(c) for c in cells) and any(c["cell_type"] == "code" and not is_checked(c) for c in cells)


def _chapter() -> Path:
    """A committed chapter with a checked cell and a plain code cell."""
    if _has_checked_and_plain(CHAPTER):
        return CHAPTER
    return next(p for p in NOTEBOOKS if _has_checked_and_plain(p))


def as_after_a_lesson(path: Path) -> None:
    """Change a notebook as a JupyterLab session saves it after a reader has played: every code cell
    run (outputs and execution counts), the widgets' state saved, the kernel's own description,
    timings and scrolled outputs, an extension section unfolded; written with nbformat, as Jupyter
    Server writes it."""
    nb = nbformat.read(path, as_version=4)
    count = 0
    for cell in nb.cells:
        if cell.cell_type == "markdown" and cell.metadata.get(COLLAPSED):
            del cell.metadata[COLLAPSED]          # the reader opened an extension
        if cell.cell_type != "code":
            continue
        count += 1
        cell.execution_count = count + 6
        cell.metadata["execution"] = {"iopub.execute_input": "2026-03-02T10:00:00Z"}
        cell.metadata["scrolled"] = True
        cell.metadata["jupyter"] = {"outputs_hidden": False}
        if is_checked(cell):
            for out in cell.outputs:
                if "execution_count" in out:
                    out["execution_count"] = count + 6
        else:
            cell.outputs = [
                nbformat.v4.new_output("stream", name="stdout", text="Ana rolls a 7.\nBen rolls a 3.\n"),
                nbformat.v4.new_output("display_data", data={
                    "application/vnd.jupyter.widget-view+json": {"model_id": "ab12", "version_major": 2,
                                                                 "version_minor": 0},
                    "text/plain": "VBox(children=(Button(description='Step'),))"}),
            ]
    nb.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {"ab12": {}},
                                                                           "version_major": 2, "version_minor": 0}}
    nb.metadata["language_info"]["version"] = "3.12.3"
    nbformat.write(nb, path)


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=[str(p.relative_to(ROOT / "notebooks")) for p in NOTEBOOKS])
def test_a_committed_notebook_passes_through_byte_for_byte(notebook):
    data = notebook.read_bytes()
    assert clean(data) == data, f"the clean filter changes {notebook.relative_to(ROOT)}: it must not"


def test_a_lesson_saved_notebook_cleans_to_the_committed_bytes(tmp_path):
    chapter = _chapter()
    copy = tmp_path / chapter.name
    shutil.copy2(chapter, copy)
    as_after_a_lesson(copy)
    played = copy.read_bytes()
    assert played != chapter.read_bytes()
    assert b'"execution_count": 7' in played or b'"execution_count": 8' in played
    assert clean(played) == chapter.read_bytes()


def test_the_clean_command_is_the_filter(tmp_path):
    """What git runs: `python scripts/notebooks.py clean`, stdin to stdout."""
    chapter = _chapter()
    copy = tmp_path / chapter.name
    shutil.copy2(chapter, copy)
    as_after_a_lesson(copy)
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "notebooks.py"), "clean"],
                         input=copy.read_bytes(), capture_output=True, check=True, cwd=ROOT)
    assert out.stdout == chapter.read_bytes()
    assert out.stderr == b""


@pytest.mark.parametrize("data", [
    b"", b"{", b"not json at all\n", b"[1, 2, 3]\n", b'{"nbformat": 3, "worksheets": []}\n',
    b'{"nbformat": 4, "cells": "oops"}\n', b'{"nbformat": 4, "cells": [1]}\n',
    b"<<<<<<< HEAD\n{}\n=======\n{}\n>>>>>>> other\n", "{\"caf\u00e9\": 1".encode("latin-1"),
], ids=["empty", "brace", "text", "list", "nbformat3", "cells-text", "cells-number", "conflict", "latin1"])
def test_anything_else_passes_through_unchanged(data):
    assert clean(data) == data
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "notebooks.py"), "clean"],
                         input=data, capture_output=True, cwd=ROOT)
    assert out.returncode == 0 and out.stdout == data


def test_odd_but_valid_notebooks_do_not_fail():
    """Cells without metadata or outputs, a markdown cell's source as a list, an unknown cell type."""
    nb = {"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [
        {"cell_type": "code", "source": ["print(1)\n", "# NBVAL_CHECK_OUTPUT"], "execution_count": 4},
        {"cell_type": "code", "source": "x = 1", "outputs": [{"output_type": "stream", "text": "1"}]},
        {"cell_type": "markdown", "source": ["## More (extension)\n"]},
        {"cell_type": "mystery", "source": 5},
    ]}
    out = json.loads(clean(json.dumps(nb).encode()))
    assert out["cells"][0]["execution_count"] == 1
    assert out["cells"][1]["outputs"] == [] and out["cells"][1]["execution_count"] is None
    assert out["cells"][2]["metadata"] == {COLLAPSED: True}
    assert out["cells"][3]["source"] == 5


def _env() -> dict:
    """The environment of a git command in a test repository: none of this checkout's or the user's
    settings."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_")}
    env.update(GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1")
    return env


def _git(repo: Path, *args: str, check: bool = True) -> str:
    return subprocess.run(["git", "-c", "user.name=Test", "-c", "user.email=test@example.org", *args],
                          cwd=repo, env=_env(), capture_output=True, text=True, check=check).stdout


@pytest.mark.skipif(shutil.which("git") is None or shutil.which("make") is None, reason="needs git and make")
def test_git_status_stays_clean_after_a_lesson(tmp_path):
    """A repository with the project's .gitattributes, Makefile, filter scripts and one chapter; the
    filter set up by `make git-filter` (what `make lab` runs); the chapter saved after a lesson:
    `git diff` shows nothing, `git add` stages nothing and `git status` is then empty."""
    repo = tmp_path / "repo"
    chapter = _chapter().relative_to(ROOT)
    for rel in (".gitattributes", "Makefile", "scripts/notebooks.py", "scripts/notebook_clean.py", str(chapter)):
        (repo / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / rel, repo / rel)
    _git(repo, "init", "-q")
    _git(repo, "add", ".")
    _git(repo, "commit", "-q", "-m", "one chapter")
    committed = (repo / chapter).read_bytes()

    as_after_a_lesson(repo / chapter)
    # Without the filter (a fresh clone nobody ran `make lab` in) git sees the lesson's changes,
    # and works all the same: the filter is not required.
    assert _git(repo, "status", "--porcelain").strip() == f"M {chapter}"

    venv = Path(sys.prefix)
    stamp = venv / ".mobgames-installed"
    subprocess.run(["make", "-s", "-o", str(stamp), f"VENV={venv}", "git-filter"], cwd=repo, env=_env(),
                   check=True, capture_output=True)
    assert _git(repo, "config", "filter.mobgames-notebooks.clean") == f"{venv}/bin/python scripts/notebooks.py clean\n"
    assert _git(repo, "config", "filter.mobgames-notebooks.smudge") == "cat\n"
    assert _git(repo, "config", "--get", "filter.mobgames-notebooks.required", check=False) == ""

    # git compares the lesson's file through the filter: no difference. (`git status` still lists a
    # file whose size changed until its index entry is refreshed: git trusts a size change without
    # reading the file; `git add` refreshes it and stages nothing.)
    assert _git(repo, "diff", "--stat") == ""
    assert _git(repo, "diff", "--numstat", "HEAD") == ""
    # JupyterLab's post-save hook (make lab) refreshes git's entry: `git status` is clean at once.
    assert refresh({"type": "notebook"}, str(repo / chapter)) is True
    assert _git(repo, "status", "--porcelain") == ""
    assert _git(repo, "diff", "--cached", "--stat") == ""
    assert _git(repo, "show", f":{chapter}").encode() == committed
    # The reader goes on playing: the tree stays clean.
    as_after_a_lesson(repo / chapter)
    assert _git(repo, "diff", "--stat") == ""
    # A real edit is the author's to commit: the hook leaves it listed.
    text = (repo / chapter).read_text(encoding="utf-8").replace("Blood Feud", "Blood  Feud", 1)
    (repo / chapter).write_text(text, encoding="utf-8")
    assert refresh({"type": "notebook"}, str(repo / chapter)) is False
    assert _git(repo, "status", "--porcelain").strip() == f"M {chapter}"
    assert refresh({"type": "file"}, str(repo / "Makefile")) is False


def test_make_git_filter_is_quiet_outside_a_checkout(tmp_path):
    shutil.copy2(ROOT / "Makefile", tmp_path / "Makefile")
    venv = Path(sys.prefix)
    env = {**_env(), "GIT_CEILING_DIRECTORIES": str(tmp_path.parent)}
    out = subprocess.run(["make", "-s", "-o", str(venv / ".mobgames-installed"), f"VENV={venv}", "git-filter"],
                         cwd=tmp_path, env=env, capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout == "" and out.stderr == ""


def test_the_chapters_are_filtered():
    attributes = (ROOT / ".gitattributes").read_text()
    assert "notebooks/**/*.ipynb filter=mobgames-notebooks" in attributes.splitlines()
    assert "audio/*.mp3 binary" in attributes.splitlines()
    makefile = (ROOT / "Makefile").read_text()
    assert "lab: $(STAMP) git-filter" in makefile
    assert "required" not in makefile.split("git-filter:")[1].split("\n\n")[0]


@pytest.mark.parametrize("folder", ["results", "handouts", "test-artifacts"])
def test_what_a_lesson_writes_is_ignored(folder):
    """Results (beside a chapter), handouts and printables, screenshots: never in `git status`."""
    ignored = {line.strip().rstrip("/") for line in (ROOT / ".gitignore").read_text().splitlines()}
    assert folder in ignored
