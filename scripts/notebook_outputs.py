"""Refresh the stored outputs of the notebooks: run each one, keep the outputs of cells marked
``# NBVAL_CHECK_OUTPUT`` (nbval compares those) and clear every other output.

    .venv/bin/python scripts/notebook_outputs.py            # every notebook
    .venv/bin/python scripts/notebook_outputs.py notebooks/index.ipynb
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
MARK = "NBVAL_CHECK_OUTPUT"


def refresh(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}).execute()
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        if MARK not in cell.source:
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
    nbformat.write(nb, path)
    print(f"refreshed {path.relative_to(ROOT)}")


if __name__ == "__main__":
    paths = [Path(p).resolve() for p in sys.argv[1:]] or sorted(
        p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    for p in paths:
        refresh(p)
