"""Where the chapters are, and the Voila command that serves one as a classroom page
(``mobgames classroom``, ``make classroom``). No Jupyter import here: Voila is run as a program.

In a checkout of the repository the chapters are its ``notebooks/`` folder; an installed package has
them as data files (``<prefix>/share/mobgames/notebooks``, listed in the package's RECORD; the
chapters' jupytext twins and the recordings in ``audio/`` are not shipped). A chapter is named by
its id, its path under ``notebooks/`` without ``.ipynb``:

    >>> from mobgames.classroom import UnknownChapter, chapter_ids, find_chapter
    >>> "bloodfeud/03_battle" in chapter_ids()
    True
    >>> find_chapter("bloodfeud/03_battle").name
    '03_battle.ipynb'
    >>> try:
    ...     find_chapter("bloodfeud/03_batle")
    ... except UnknownChapter as err:
    ...     print(str(err).splitlines()[0])
    There is no chapter 'bloodfeud/03_batle'. Did you mean bloodfeud/03_battle?
"""

from __future__ import annotations

import difflib
import importlib.util
import os
import sys
import sysconfig
from dataclasses import dataclass, field
from pathlib import Path

from .core.errors import MobgamesError

__all__ = ["UnknownChapter", "NotInstalled", "VoilaRun", "checkout", "chapters_dir", "chapter_ids", "find_chapter",
           "voila_command", "VOILA_ARGS", "PACKAGED"]

PACKAGED = "share/mobgames/notebooks"          # where the wheel puts the chapters, under the install's prefix
TEMPLATE = "share/jupyter/voila/templates/classroom"
# The Makefile's classroom command has always given Voila these (a test keeps the two the same).
VOILA_ARGS = ["--template=classroom", "--theme=light", "--VoilaExecutor.iopub_timeout=120",
              r"--VoilaConfiguration.file_allowlist=.*\.(png|jpg|gif|svg|mp3)"]


class UnknownChapter(MobgamesError, ValueError):
    """No chapter has that id or path: the message lists the chapter ids, a close one first."""


class NotInstalled(MobgamesError):
    """Something the command needs is not there (Voila, the chapters): the message says what to install."""


def _is_checkout(folder: Path) -> bool:
    return (folder / "lite" / "build.py").is_file() and (folder / "notebooks").is_dir() \
        and (folder / "mobgames" / "__init__.py").is_file()


def checkout() -> Path | None:
    """The repository checkout this package runs from (an editable install), else the one the current
    folder is in, else None (a package installed from a wheel, run elsewhere)."""
    here = Path(__file__).resolve().parents[1]
    cwd = Path.cwd().resolve()
    for folder in [here, cwd, *cwd.parents]:
        if _is_checkout(folder):
            return folder
    return None


def _record(suffix: str) -> Path | None:
    """The installed file of this distribution whose RECORD path ends with ``suffix``, or None."""
    from importlib import metadata

    try:
        files = metadata.distribution("mobgames").files or []
    except metadata.PackageNotFoundError:
        return None
    for entry in files:
        if entry.as_posix().endswith(suffix):
            path = Path(str(entry.locate())).resolve()
            if path.is_file():
                return path
    return None


def chapters_dir() -> Path:
    """The folder of the chapters: a checkout's ``notebooks/``, else the installed copy."""
    root = checkout()
    if root is not None:
        return root / "notebooks"
    index = _record(PACKAGED + "/index.ipynb")
    if index is not None:
        return index.parent
    guess = Path(sysconfig.get_path("data")) / PACKAGED
    if guess.is_dir():
        return guess
    raise NotInstalled("The chapters are not installed with this copy of mobgames. Reinstall it "
                       '(pip install --force-reinstall "mobgames[classroom]"), or run the command from a '
                       "checkout of the repository.")


def chapter_ids(folder: Path | None = None) -> list[str]:
    """Every chapter's id (``bloodfeud/03_battle``), in order."""
    folder = folder or chapters_dir()
    return sorted(p.relative_to(folder).with_suffix("").as_posix() for p in folder.rglob("*.ipynb")
                  if ".ipynb_checkpoints" not in p.parts)


def find_chapter(name: str) -> Path:
    """The notebook of a chapter id (``bloodfeud/03_battle``), or of a path to a notebook (which
    need not be a chapter); ``notebooks/bloodfeud/03_battle.ipynb`` is taken as an id where that
    file is not there (an installed package)."""
    given = Path(name).expanduser()
    if given.suffix == ".ipynb" and given.is_file():
        return given.resolve()
    folder = chapters_dir()
    key = name.strip().replace("\\", "/").strip("/")
    key = key.removeprefix("notebooks/").removesuffix(".ipynb").removesuffix(".py")
    path = folder / f"{key}.ipynb"
    if key and path.is_file():
        return path
    ids = chapter_ids(folder)
    close = difflib.get_close_matches(key, ids, n=1, cutoff=0.5) or \
        difflib.get_close_matches(key, [i.rsplit("/", 1)[-1] for i in ids], n=1, cutoff=0.5)
    if close and close[0] not in ids:
        close = [next(i for i in ids if i.endswith("/" + close[0]))]
    hint = f" Did you mean {close[0]}?" if close else ""
    raise UnknownChapter(f"There is no chapter {name!r}.{hint}\nThe chapters are:\n" +
                         "\n".join(f"  {i}" for i in ids) + "\nor give the path of a notebook (.ipynb).")


def voila_installed() -> bool:
    return importlib.util.find_spec("voila") is not None


@dataclass
class VoilaRun:
    """A Voila command to run: the arguments, the variables added to the environment, the folder."""
    argv: list[str]
    env: dict[str, str] = field(default_factory=dict)
    cwd: Path | None = None


def _voila_program() -> list[str]:
    beside = Path(sys.executable).parent / ("voila.exe" if os.name == "nt" else "voila")
    return [str(beside)] if beside.is_file() else [sys.executable, "-m", "voila"]


def _template_path() -> str | None:
    """The ``share/jupyter`` folder of an installed classroom template Jupyter would not look in
    by itself (an unusual prefix), else None."""
    conf = _record(TEMPLATE + "/conf.json")
    if conf is None:
        return None
    share = conf.parents[3]
    try:
        from jupyter_core.paths import jupyter_path
    except ImportError:
        return None
    return None if any(Path(p).resolve() == share for p in jupyter_path() if Path(p).exists()) else str(share)


def voila_command(chapter: str, seed: int = 2026, narration: str = "full", view: str = "student",
                  port: int | None = None, no_browser: bool = False, extra: list[str] | None = None,
                  environ: dict | None = None) -> VoilaRun:
    """What ``mobgames classroom`` runs, as ``make classroom`` always has: Voila on the chapter with
    the classroom template, and ``MOBGAMES_SEED``, ``MOBGAMES_NARRATION`` and ``MOBGAMES_VIEW``.

    In a checkout it runs from the checkout's root (Voila reads ``voila.json`` there) with
    ``JUPYTER_PATH`` naming its ``jupyter/`` (the template; an editable install does not install its
    data files), and the chapter is the checkout's own, so the recordings in ``audio/`` are found
    (``MOBGAMES_AUDIO`` names them when the package runs from elsewhere). Installed without a checkout
    there are no recordings: each Listen button uses the browser's own voice. Voila serves the
    installed notebook where it is, read-only (it writes nothing beside it); the students' results go
    to ``results/`` in the current folder (``MOBGAMES_RESULTS``, unless it is set), never into the
    installation."""
    environ = os.environ if environ is None else environ
    notebook = find_chapter(chapter)
    argv = [*_voila_program(), str(notebook), *VOILA_ARGS]
    argv += [f"--port={port}"] if port is not None else []
    argv += ["--no-browser"] if no_browser else []
    argv += list(extra or [])
    env = {"MOBGAMES_SEED": str(seed), "MOBGAMES_NARRATION": narration, "MOBGAMES_VIEW": view}
    root = checkout()
    if root is not None:
        env["JUPYTER_PATH"] = os.pathsep.join([str(root / "jupyter"), *filter(None, [environ.get("JUPYTER_PATH")])])
        package_root = Path(__file__).resolve().parents[1]
        if root != package_root and (root / "audio").is_dir() and not environ.get("MOBGAMES_AUDIO"):
            env["MOBGAMES_AUDIO"] = str(root / "audio")
        return VoilaRun(argv, env, root)
    share = _template_path()
    if share:
        env["JUPYTER_PATH"] = os.pathsep.join([share, *filter(None, [environ.get("JUPYTER_PATH")])])
    if not environ.get("MOBGAMES_RESULTS"):
        env["MOBGAMES_RESULTS"] = str(Path.cwd().resolve() / "results")
    return VoilaRun(argv, env, None)
