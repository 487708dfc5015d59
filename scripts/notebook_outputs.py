"""Refresh the stored outputs of the notebooks: run each one, keep the outputs of cells marked
``# NBVAL_CHECK_OUTPUT`` (nbval compares those) and clear every other output.

    .venv/bin/python scripts/notebook_outputs.py            # every notebook
    .venv/bin/python scripts/notebook_outputs.py notebooks/index.ipynb

`make notebooks` (scripts/notebooks.py) calls `refresh_outputs` on each notebook it builds from its
text source; this command only re-runs notebooks as they are.
"""

from __future__ import annotations

import copy
import os
import sys
from contextlib import contextmanager
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
MARK = "NBVAL_CHECK_OUTPUT"
MARK_TAG = "nbval-check-output"  # nbval's tag for the same thing
# Environment variables that change what the engines print; the stored outputs are made without them.
OUTPUT_ENV = ("MOBGAMES_SEED", "MOBGAMES_NARRATION")


def is_checked(cell) -> bool:
    """Does nbval compare this cell's outputs? The same test as nbval's: a comment line that is
    exactly ``# NBVAL_CHECK_OUTPUT``, or the ``nbval-check-output`` tag."""
    if cell.get("cell_type") != "code":
        return False
    if MARK_TAG in cell.get("metadata", {}).get("tags", []):
        return True
    return any(line.strip().startswith("#") and line.strip().lstrip("#").strip() == MARK
               for line in cell.get("source", "").splitlines())


def strip_outputs(nb) -> None:
    """Keep the outputs of checked cells only, with a fixed execution count; clear the rest."""
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        if not is_checked(cell):
            cell.outputs = []
            cell.execution_count = None
        else:
            # nbval compares these outputs; it needs an execution count on the cell (a fixed
            # one keeps diffs quiet).
            cell.execution_count = 1
            for out in cell.outputs:
                if "execution_count" in out:
                    out["execution_count"] = 1
        cell.metadata.pop("execution", None)
    # nbclient saves the widgets' state in the notebook; it is large and changes on every run.
    nb.metadata.pop("widgets", None)


@contextmanager
def _plain_environment():
    saved = {name: os.environ.pop(name) for name in OUTPUT_ENV if name in os.environ}
    try:
        yield
    finally:
        os.environ.update(saved)


def execute(nb, path: Path) -> None:
    """Run the notebook in place, in its own folder, as nbval does. The notebook's own metadata is
    kept as it was (the kernel's language_info only fills it in when it is missing), so a run on
    another Python does not rewrite every notebook."""
    before = copy.deepcopy(nb.metadata)
    with _plain_environment():
        # The kernel's own log (a warning about plain TCP on every start) says nothing about the
        # notebook; errors in cells still raise.
        NotebookClient(nb, timeout=120, kernel_name="python3", extra_arguments=["--log-level=ERROR"],
                       resources={"metadata": {"path": str(path.parent)}}).execute()
    language_info = nb.metadata.get("language_info")
    nb.metadata = before
    if "language_info" not in nb.metadata and language_info:
        nb.metadata["language_info"] = language_info


def refresh_outputs(nb, path: Path):
    """Run the notebook (in memory) and keep only the outputs nbval checks; returns it."""
    execute(nb, path)
    strip_outputs(nb)
    return nb


def refresh(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    refresh_outputs(nb, path)
    nbformat.write(nb, path)
    print(f"refreshed {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")


if __name__ == "__main__":
    paths = [Path(p).resolve() for p in sys.argv[1:]] or sorted(
        p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    for p in paths:
        refresh(p)
