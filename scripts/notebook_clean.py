"""The committed form of a chapter notebook, with the standard library only: git's clean filter.

A notebook is committed with no outputs or execution counts except in the cells marked
``# NBVAL_CHECK_OUTPUT`` (whose execution count is 1), and without the state a JupyterLab session
saves in it: the widgets' state, run timings, which outputs are scrolled or hidden, which extension
headings the reader unfolded, the kernel's own description of itself. ``committed_form`` makes that
form; ``scripts/notebook_outputs.py`` uses it for `make notebooks`, and the clean filter

    .venv/bin/python scripts/notebooks.py clean < notebook.ipynb > committed.ipynb

writes it, so that git compares and commits a notebook a lesson has saved as if it had not been
run (`git status` stays clean). `make lab` configures the filter (`make git-filter`;
`.gitattributes` names the notebooks). The filter runs on every `git status` for a changed
notebook, so this module imports nothing heavy, and it never fails: anything it cannot read as a
version-4 notebook passes through unchanged.
"""

from __future__ import annotations

import json
import re
import sys

MARK = "NBVAL_CHECK_OUTPUT"
MARK_TAG = "nbval-check-output"    # nbval's tag for the same thing
# The kernel's description of itself: JupyterLab rewrites it from whichever kernel ran the notebook,
# so the committed form names one.
LANGUAGE_INFO = {
    "codemirror_mode": {"name": "ipython", "version": 3},
    "file_extension": ".py",
    "mimetype": "text/x-python",
    "name": "python",
    "nbconvert_exporter": "python",
    "pygments_lexer": "ipython3",
    "version": "3.11.7",
}
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
# Cell metadata that is a reader's view, not the chapter: JupyterLab's (scrolled or hidden outputs,
# run timings) and what nbformat never stores.
VIEW_METADATA = ("collapsed", "scrolled", "execution", "ExecuteTime", "trusted", "autoscroll")
VIEW_JUPYTER = ("source_hidden", "outputs_hidden")
# An extension section's heading is folded in JupyterLab (scripts/chapter_sections.py marks it).
COLLAPSED = "jp-MarkdownHeadingCollapsed"
EXTENSION_HEADING = re.compile(r"^#{1,6} .+ \(extension\)\s*$", re.M)
# nbformat's writer splits these texts into lines (nbformat.v4.rwbase.split_lines).
SPLIT_MIMES = ("application/javascript", "image/svg+xml")


def _text(value) -> str:
    if isinstance(value, list):
        return "".join(v for v in value if isinstance(v, str))
    return value if isinstance(value, str) else ""


def is_checked(cell: dict) -> bool:
    """Does nbval compare this cell's outputs? The same test as nbval's: a comment line that is
    exactly ``# NBVAL_CHECK_OUTPUT``, or the ``nbval-check-output`` tag."""
    if cell.get("cell_type") != "code":
        return False
    if MARK_TAG in (cell.get("metadata") or {}).get("tags", []):
        return True
    return any(line.strip().startswith("#") and line.strip().lstrip("#").strip() == MARK
               for line in _text(cell.get("source", "")).splitlines())


def strip_outputs(nb: dict) -> None:
    """Keep the outputs of checked cells only, with execution count 1; clear the rest (in place)."""
    for cell in nb.get("cells", []):
        if cell.get("cell_type") != "code":
            continue
        if not is_checked(cell):
            cell["outputs"] = []
            cell["execution_count"] = None
        else:
            # nbval compares these outputs; it needs an execution count on the cell (a fixed
            # one keeps diffs quiet).
            cell["execution_count"] = 1
            for out in cell.get("outputs", []):
                if "execution_count" in out:
                    out["execution_count"] = 1
        cell.get("metadata", {}).pop("execution", None)
    # nbclient and JupyterLab save the widgets' state in the notebook; it is large and changes on every run.
    nb.get("metadata", {}).pop("widgets", None)


def committed_form(nb: dict) -> dict:
    """The notebook as it is committed (in place; returned): ``strip_outputs``, the reader's view
    state dropped, extension headings folded, the kernel described as the chapters are."""
    strip_outputs(nb)
    meta = nb.setdefault("metadata", {})
    if "language_info" in meta:
        meta["language_info"] = dict(LANGUAGE_INFO)
    if "kernelspec" in meta:
        meta["kernelspec"] = dict(KERNELSPEC)
    for key in ("orig_nbformat", "orig_nbformat_minor", "signature"):
        meta.pop(key, None)
    for cell in nb.get("cells", []):
        cmeta = cell.setdefault("metadata", {})
        for key in VIEW_METADATA:
            cmeta.pop(key, None)
        jupyter = cmeta.get("jupyter")
        if isinstance(jupyter, dict):
            for key in VIEW_JUPYTER:
                jupyter.pop(key, None)
            if not jupyter:
                del cmeta["jupyter"]
        if cell.get("cell_type") == "markdown":
            if EXTENSION_HEADING.search(_text(cell.get("source", ""))):
                cmeta[COLLAPSED] = True
            else:
                cmeta.pop(COLLAPSED, None)
    return nb


def _split(bundle: dict) -> None:
    for key, value in list(bundle.items()):
        if isinstance(value, str) and (key.startswith("text/") or key in SPLIT_MIMES):
            bundle[key] = value.splitlines(True)


def dumps(nb: dict) -> str:
    """The notebook's text, byte for byte as ``nbformat.write`` saves it (texts split into lines,
    keys sorted, one space of indent, a final newline)."""
    for cell in nb.get("cells", []):
        if isinstance(cell.get("source"), str):
            cell["source"] = cell["source"].splitlines(True)
        for attachment in (cell.get("attachments") or {}).values():
            if isinstance(attachment, dict):
                _split(attachment)
        if cell.get("cell_type") == "code":
            for out in cell.get("outputs", []):
                if out.get("output_type") in ("execute_result", "display_data"):
                    _split(out.get("data", {}))
                elif out.get("output_type") == "stream" and isinstance(out.get("text"), str):
                    out["text"] = out["text"].splitlines(True)
    return json.dumps(nb, indent=1, sort_keys=True, separators=(",", ": "), ensure_ascii=False) + "\n"


def clean(data: bytes) -> bytes:
    """The committed form of a notebook's bytes; anything that is not a version-4 notebook (bad
    JSON, another format, a merge conflict) comes back unchanged."""
    try:
        nb = json.loads(data.decode("utf-8"))
        if not (isinstance(nb, dict) and nb.get("nbformat") == 4 and isinstance(nb.get("cells"), list)
                and all(isinstance(c, dict) for c in nb["cells"])):
            return data
        return dumps(committed_form(nb)).encode("utf-8")
    except Exception:   # a filter must never fail: git would then store nothing sensible
        return data


def main() -> int:
    data = sys.stdin.buffer.read()
    sys.stdout.buffer.write(clean(data))
    sys.stdout.buffer.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
