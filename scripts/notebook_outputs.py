"""Refresh the stored outputs of the notebooks: run each one, keep the outputs of cells marked
``# NBVAL_CHECK_OUTPUT`` (nbval compares those) and clear every other output.

    .venv/bin/python scripts/notebook_outputs.py            # every notebook
    .venv/bin/python scripts/notebook_outputs.py notebooks/index.ipynb
    .venv/bin/python scripts/notebook_outputs.py --show notebooks/mobties/02_respect_and_the_don.ipynb

``--show`` runs a notebook without changing it and prints what a reader sees under each cell (the
text of its outputs, HTML without its tags), marking any output that looks like a Python value
instead of a sentence (``machine_text``: the browser tests check the same in every chapter).

`make notebooks` (scripts/notebooks.py) calls `refresh_outputs` on each notebook it builds from its
text source; this command only re-runs notebooks as they are.
"""

from __future__ import annotations

import copy
import html
import os
import re
import sys
from contextlib import contextmanager
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
# Environment variables that change what the engines print; the stored outputs are made without them.
OUTPUT_ENV = ("MOBGAMES_SEED", "MOBGAMES_NARRATION")

sys.path.insert(0, str(Path(__file__).resolve().parent))
# What a committed notebook keeps is defined once, in notebook_clean (git's clean filter uses it too).
from notebook_clean import MARK, committed_form, is_checked  # noqa: E402

__all__ = ["MARK", "is_checked", "strip_outputs", "refresh_outputs", "execute", "machine_text", "output_text"]


def strip_outputs(nb) -> None:
    """The committed form (notebook_clean.committed_form): the outputs of checked cells only, with a
    fixed execution count, no widget state, no reader's view state."""
    committed_form(nb)


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


# What a Python value looks like when a chapter prints one instead of a sentence or a table.
MACHINE = re.compile(r"\{'|\['|\('|': |<mobgames\.|<widgets\.|\b(?:Action|Event|Fraction|MTGame|FBGame)\(|"
                     r"<LegalActions|dict_keys|\bNone\b|\bTrue\b|\bFalse\b")


# In a table or other HTML, quotes and colons are prose ("'earned': cash or income?"): only these count.
MACHINE_IN_HTML = re.compile(r"\{'|\['|<mobgames\.|<widgets\.|\b(?:Action|Event|Fraction|MTGame|FBGame)\(|<LegalActions")


def machine_text(text: str, html: bool = False) -> list[str]:
    """The places in ``text`` (what a reader sees; ``html``: the words of an HTML output) that look
    like Python values, each with a little of what is around it."""
    pattern = MACHINE_IN_HTML if html else MACHINE
    return [text[max(0, m.start() - 30):m.end() + 30].replace("\n", " ") for m in pattern.finditer(text)]


def output_text(output) -> str:
    """What a reader sees of one output: the printed text, or the HTML's words, or the plain text."""
    if output.get("output_type") == "stream":
        return output.get("text", "")
    data = output.get("data", {})
    if "text/html" in data:
        page = re.sub(r"<(script|style)\b.*?</\1>", " ", str(data["text/html"]), flags=re.S)
        return html.unescape(re.sub(r"<[^>]+>", " ", page))
    if "application/vnd.jupyter.widget-view+json" in data or "image/svg+xml" in data or "image/png" in data:
        return ""                                  # a widget or a picture: the browser tests look at it
    return str(data.get("text/plain", ""))


def show(path: Path) -> int:
    """Run the notebook in memory and print each cell's outputs as a reader sees them; returns how
    many outputs look like Python values."""
    nb = nbformat.read(path, as_version=4)
    execute(nb, path)
    bad = 0
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "code" or not cell.outputs:
            continue
        text = "\n".join(output_text(o) for o in cell.outputs).strip()
        if not text:
            continue
        print(f"--- cell {i}: {cell.source.splitlines()[-1][:70] if cell.source else ''}")
        print(text[:1500])
        found = [hit for o in cell.outputs
                 for hit in machine_text(output_text(o), html="text/html" in o.get("data", {}))]
        if found:
            bad += 1
            print(f"!!! looks like Python, not a sentence: ...{found[0]}..." + (f" (and {len(found) - 1} more)"
                                                                               if len(found) > 1 else ""))
    return bad


def refresh(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    refresh_outputs(nb, path)
    nbformat.write(nb, path)
    print(f"refreshed {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")


if __name__ == "__main__":
    args = sys.argv[1:]
    showing = "--show" in args
    paths = [Path(p).resolve() for p in args if p != "--show"] or sorted(
        p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    if showing:
        sys.exit(1 if sum(show(p) for p in paths) else 0)
    for p in paths:
        refresh(p)
