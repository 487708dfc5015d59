"""Build the tutorial notebooks from their text sources, and check that every pair agrees.

Every chapter is a pair: `notebooks/<...>/<name>.py`, a jupytext "percent" script that is the source
you edit, and `notebooks/<...>/<name>.ipynb`, the notebook built from it, committed with no outputs
except those of the cells marked `# NBVAL_CHECK_OUTPUT` (the browser test of every chapter compares those in `make test`).

    .venv/bin/python scripts/notebooks.py build                    # every notebook (make notebooks)
    .venv/bin/python scripts/notebooks.py build notebooks/bloodfeud/03_battle.py   # one (either file)
    .venv/bin/python scripts/notebooks.py build --no-execute       # sources only, keep the outputs
    .venv/bin/python scripts/notebooks.py check                    # what tests/test_notebook_sources.py checks
    .venv/bin/python scripts/notebooks.py clean < in.ipynb > out.ipynb   # git's clean filter (make git-filter)

`build`, for each pair:
0. tags every cell of a section whose heading ends with " (extension)" (scripts/chapter_sections.py);
1. reads the .py and updates the .ipynb from it as `jupytext --update --to ipynb` does: the cells
   come from the .py, and the cell ids, outputs and filtered-out metadata of unchanged cells are kept;
2. runs the notebook (scripts/notebook_outputs.py) and keeps only the outputs of the cells marked
   `# NBVAL_CHECK_OUTPUT`; every other cell is left without outputs or execution count;
3. writes the .ipynb only when it changed.
A notebook that has no .py yet (a chapter written in JupyterLab without jupytext) gets one made from
it first; a new .py without the jupytext header gets the header. A notebook that fails to run is not
written; the others are built, and the command exits 1.

`clean` reads a notebook on stdin and writes its committed form on stdout (scripts/notebook_clean.py:
outputs and execution counts only in NBVAL_CHECK_OUTPUT cells, no widget state or other view state;
a committed notebook comes back byte for byte). `.gitattributes` makes it git's clean filter for the
chapters, set up by `make lab` (`make git-filter`), so a lesson saved in JupyterLab leaves
`git status` clean. It runs before the imports below: it needs nothing but the standard library.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

if __name__ == "__main__" and sys.argv[1:] == ["clean"]:   # git's clean filter: fast, never fails
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from notebook_clean import main as _clean

    sys.exit(_clean())

import jupytext
import nbformat
from jupytext.combine import combine_inputs_with_outputs
from nbclient.exceptions import CellExecutionError

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
FORMATS = "ipynb,py:percent"
TEXT_FORMAT = "py:percent"
# The text form keeps the kernelspec and the jupytext header only (no language_info, widget state...).
NOTEBOOK_METADATA_FILTER = "kernelspec,jupytext,-all"
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
MAKE_HINT = "run `make notebooks`"

sys.path.insert(0, str(Path(__file__).resolve().parent))
from chapter_sections import mark_extensions  # noqa: E402
from notebook_outputs import is_checked, refresh_outputs, strip_outputs  # noqa: E402


class BuildError(Exception):
    """A notebook that cannot be built; the message says why."""


def _rel(path: Path) -> str:
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def _skip(path: Path) -> bool:
    return ".ipynb_checkpoints" in path.parts


def all_notebooks() -> list[Path]:
    return sorted(p for p in NOTEBOOKS.rglob("*.ipynb") if not _skip(p))


def all_sources() -> list[Path]:
    return sorted(p for p in NOTEBOOKS.rglob("*.py") if not _skip(p))


def pairs(paths: list[str] | None = None) -> list[tuple[Path, Path]]:
    """(source .py, notebook .ipynb) for the given files (either half of a pair), or for every
    notebook and source under notebooks/."""
    if paths:
        stems = []
        for p in paths:
            path = Path(p).resolve()
            if path.suffix not in (".py", ".ipynb"):
                sys.exit(f"{p}: give a chapter's .py source or its .ipynb")
            if not path.with_suffix(".py").exists() and not path.with_suffix(".ipynb").exists():
                sys.exit(f"{p}: no such notebook or source")
            stems.append(path.with_suffix(""))
    else:
        stems = sorted({p.with_suffix("") for p in all_notebooks() + all_sources()})
    return [(s.with_suffix(".py"), s.with_suffix(".ipynb")) for s in dict.fromkeys(stems)]


def _pairing_metadata(nb) -> None:
    meta = nb.metadata.setdefault("jupytext", {})
    meta["formats"] = FORMATS
    meta["notebook_metadata_filter"] = NOTEBOOK_METADATA_FILTER
    meta.pop("text_representation", None)  # belongs to the text file only


def write_source(notebook: Path, source: Path) -> None:
    """Make the .py source of a notebook that has none."""
    nb = nbformat.read(notebook, as_version=4)
    _pairing_metadata(nb)
    jupytext.write(nb, source, fmt=TEXT_FORMAT)
    print(f"created {_rel(source)} from {_rel(notebook)}")


def add_header(source: Path) -> None:
    """Give a new source (no jupytext header yet) the pairing header and the kernelspec."""
    nb = jupytext.read(source, fmt=TEXT_FORMAT)
    if nb.metadata.get("jupytext", {}).get("formats") == FORMATS:
        return
    cells = _cells(nb)
    nb.metadata["jupytext"] = {}  # drops what reading a script without a header assumes
    _pairing_metadata(nb)
    nb.metadata.setdefault("kernelspec", KERNELSPEC)
    text = jupytext.writes(nb, fmt=TEXT_FORMAT)
    if _cells(jupytext.reads(text, fmt=TEXT_FORMAT)) != cells:
        raise BuildError(f"cannot add the jupytext header to {_rel(source)} without changing its cells; "
                         f"add it by hand (copy the first lines of another chapter's .py)")
    source.write_text(text if text.endswith("\n") else text + "\n", encoding="utf-8")
    print(f"added the jupytext header to {_rel(source)}")


def built(source: Path, notebook: Path, execute: bool = True):
    """The notebook as built from its source (nothing is written)."""
    nb = jupytext.read(source, fmt=TEXT_FORMAT)
    if notebook.exists():
        # Cells new in the source keep the random id jupytext gave them; the others keep theirs.
        nb = combine_inputs_with_outputs(nb, nbformat.read(notebook, as_version=4), fmt=TEXT_FORMAT)
    _pairing_metadata(nb)
    nb = nbformat.from_dict(nb)
    if execute:
        try:
            refresh_outputs(nb, notebook)
        except CellExecutionError as exc:
            cell = next((i for i, c in enumerate(nb.cells, 1)
                         if any(o.get("output_type") == "error" for o in c.get("outputs", []))), None)
            lines = nb.cells[cell - 1].source.strip().splitlines() if cell else [""]
            first = next((line for line in lines if not line.startswith("#")), lines[0])[:60]
            raise BuildError(f"cell {cell} ({first!r}) raised {exc.ename}: {exc.evalue} (for the whole "
                             f"traceback: .venv/bin/python -m pytest {_rel(notebook)})") from None
    else:
        strip_outputs(nb)
    nbformat.validate(nb)
    return nb


def build(paths: list[str] | None, execute: bool = True) -> int:
    failed = []
    todo = pairs(paths)
    for source, notebook in todo:
        if not source.exists():
            write_source(notebook, source)
        try:
            add_header(source)
            if mark_extensions(source):
                print(f"marked the extension sections of {_rel(source)}")
            nb = built(source, notebook, execute)
        except Exception as exc:  # a cell raised, or the source does not parse: report, go on
            failed.append(source)
            why = str(exc) if isinstance(exc, BuildError) else f"{type(exc).__name__}: {exc}"
            print(f"FAILED {_rel(source)}: {why}", file=sys.stderr)
            continue
        text = nbformat.writes(nb) + "\n"  # byte for byte what nbformat.write saves
        old = notebook.read_text(encoding="utf-8") if notebook.exists() else None
        if text != old:
            notebook.write_text(text, encoding="utf-8")
            # Keep the source the newer file, as `jupytext --to ipynb` does: JupyterLab's jupytext
            # then reads the cells from the .py without complaint.
            os.utime(source)
            print(f"built {_rel(notebook)}")
        else:
            print(f"unchanged {_rel(notebook)}")
    done = [str(s) for s, _ in todo if s not in failed]
    problems = check(done) if done else []  # a failed one was reported above
    if failed:
        print(f"{len(failed)} notebook(s) failed to build, left as they were: "
              + ", ".join(_rel(p) for p in failed), file=sys.stderr)
    return 1 if failed or problems else 0


def _cells(nb) -> list[tuple[str, str, list[str]]]:
    return [(c.cell_type, c.source, list(c.get("metadata", {}).get("tags", []))) for c in nb.cells]


def pair_problems(notebook: Path) -> list[str]:
    """Why a notebook and its .py source disagree (empty when they agree)."""
    source = notebook.with_suffix(".py")
    name, src = _rel(notebook), _rel(source)
    if not source.exists():
        return [f"{name} has no text source {src}: {MAKE_HINT} to make it from the notebook"]
    problems = []
    try:
        nb = nbformat.read(notebook, as_version=4)
    except Exception as exc:
        return [f"{name} cannot be read as a notebook ({exc}); a merge conflict? Resolve it in the .py, "
                f"then {MAKE_HINT}"]
    try:
        text = jupytext.read(source, fmt=TEXT_FORMAT)
    except Exception as exc:
        return [f"{src} cannot be read as a jupytext percent script: {exc}"]
    for what, meta in ((name, nb.metadata), (src, text.metadata)):
        formats = meta.get("jupytext", {}).get("formats")
        if formats != FORMATS:
            problems.append(f"{what} is not paired: jupytext formats are {formats!r}, not {FORMATS!r}; "
                            f"{MAKE_HINT}")
    ours, theirs = _cells(text), _cells(nb)
    if ours != theirs:
        where = next((i for i, (a, b) in enumerate(zip(ours, theirs)) if a != b), min(len(ours), len(theirs)))
        detail = (f"{len(ours)} cells in the .py, {len(theirs)} in the .ipynb" if len(ours) != len(theirs)
                  else "its type, source or tags differ")
        problems.append(f"{name} does not match its source {src} from cell {where + 1} on ({detail}): edit the "
                        f".py and {MAKE_HINT} (it rebuilds the .ipynb from the .py; a change made in the "
                        f".ipynb itself is lost unless you first bring it into the .py, e.g. "
                        f"`.venv/bin/jupytext --to py:percent {name}`)")
    for i, cell in enumerate(nb.cells, 1):
        if cell.cell_type == "code" and not is_checked(cell) and (cell.outputs or cell.execution_count is not None):
            problems.append(f"{name} cell {i} has stored outputs or an execution count, but only cells marked "
                            f"# NBVAL_CHECK_OUTPUT keep theirs: {MAKE_HINT}")
    return problems


def orphan_sources() -> list[str]:
    return [f"{_rel(p)} has no notebook {_rel(p.with_suffix('.ipynb'))}: {MAKE_HINT} to build it "
            f"(or delete the .py if the chapter is gone)"
            for p in all_sources() if not p.with_suffix(".ipynb").exists()]


def check(paths: list[str] | None = None) -> list[str]:
    problems = []
    for source, notebook in pairs(paths):
        if notebook.exists():
            problems += pair_problems(notebook)
        else:
            problems.append(f"{_rel(source)} has no notebook {_rel(notebook)}: {MAKE_HINT} to build it")
    for p in problems:
        print(p, file=sys.stderr)
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="rebuild notebooks from their .py sources")
    b.add_argument("paths", nargs="*", help="chapters (.py or .ipynb); default: every one")
    b.add_argument("--no-execute", action="store_true",
                   help="do not run the notebooks: keep the stored outputs of unchanged checked cells")
    c = sub.add_parser("check", help="check that every pair agrees (what make test checks)")
    c.add_argument("paths", nargs="*")
    sub.add_parser("clean", help="a notebook on stdin, its committed form on stdout (git's clean filter)")
    args = parser.parse_args(argv)
    sys.stdout.reconfigure(line_buffering=True)  # progress and failures (stderr) in order
    if args.command == "build":
        return build(args.paths, execute=not args.no_execute)
    if args.command == "clean":   # reached when called as notebooks.main(["clean"])
        from notebook_clean import main as clean

        return clean()
    problems = check(args.paths)
    print(f"{len(problems)} problem(s)" if problems else "every notebook matches its source")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
