"""JupyterLab's post-save hook for `make lab` (``--FileContentsManager.post_save_hook``): after a
chapter is saved in a lesson, `git status` stays clean.

Git's clean filter already makes a played chapter compare equal to the committed one, but git trusts
a changed file size without reading the file, so `git status` would list the chapter until its index
entry is refreshed. Here, after each save, the saved file is hashed through the filter (``git
hash-object --path``); only when that equals what git has for it does the hook ``git add`` it, which
stages nothing and refreshes the entry. A real edit is left alone for the author to commit. The hook
never disturbs a save: any problem (no git, not a checkout) is ignored.
"""

from __future__ import annotations

import subprocess
from pathlib import Path


def _git(folder: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=folder, capture_output=True, text=True, check=True,
                          timeout=30).stdout.strip()


def refresh(model=None, os_path: str = "", contents_manager=None, **kwargs) -> bool:
    """Refresh git's entry of the notebook saved at ``os_path`` when its committed form is unchanged.
    Returns whether it did."""
    if not os_path.endswith(".ipynb") or (model is not None and model.get("type") not in (None, "notebook")):
        return False
    path = Path(os_path).resolve()
    try:
        root = Path(_git(path.parent, "rev-parse", "--show-toplevel"))
        rel = path.relative_to(root).as_posix()
        if _git(root, "hash-object", f"--path={rel}", "--", rel) != _git(root, "rev-parse", f":{rel}"):
            return False
        _git(root, "add", "--", rel)
        return True
    except (OSError, ValueError, subprocess.SubprocessError):
        return False
