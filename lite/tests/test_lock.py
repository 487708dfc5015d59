"""The built site's package files against its lock, and the lock's compiled files against the
official Pyodide lock (no browser needed)."""

from __future__ import annotations

import json
import shutil
import sys
import zipfile

import pytest
from sitekit import LITE, SITE

sys.path.insert(0, str(LITE))
from lock import LockError, sha256, verify_compiled  # noqa: E402

PYODIDE = SITE / "static" / "pyodide"
OFFICIAL = LITE / ".cache" / "pyodide-0.27.7" / "pyodide-lock.json"


@pytest.fixture(scope="module")
def official() -> dict:
    if not OFFICIAL.exists():
        pytest.fail(f"no {OFFICIAL}: run `make site` first", pytrace=False)
    return json.loads(OFFICIAL.read_text())


def assert_official_plus_bytecode(served, kept, official_sha256: str) -> None:
    """A compiled package as the site serves it: the official build (checked by its hash), every
    file of it unchanged, plus only bytecode (lite/bytecode.py) and its RECORD lines."""
    assert sha256(kept) == official_sha256, f"{kept.name}: not the official build"
    if served.suffix != ".whl":
        assert sha256(served) == official_sha256, f"{served.name}: changed, and it holds no Python"
        return
    with zipfile.ZipFile(kept) as original, zipfile.ZipFile(served) as site:
        before, after = set(original.namelist()), set(site.namelist())
        assert before <= after, f"{served.name} lacks {sorted(before - after)[:5]}"
        added = after - before
        assert added and all(f"/{n}".rsplit("/", 2)[-2] == "__pycache__" and n.endswith(".cpython-312.pyc")
                             for n in added), \
            f"{served.name} gained more than bytecode: {sorted(added)[:5]}"
        for name in before:
            if not name.endswith("/RECORD"):
                assert site.read(name) == original.read(name), f"{served.name}: {name} changed"


def test_every_locked_file_is_in_the_site_with_its_hash(official):
    lock = json.loads((PYODIDE / "pyodide-lock.json").read_text())
    assert lock["info"] == official["info"]
    for name, entry in lock["packages"].items():
        path = PYODIDE / entry["file_name"]
        assert path.is_file(), f"{name}: {path} missing"
        assert sha256(path) == entry["sha256"], f"{name}: {path.name} differs from the lock"
        if name in official["packages"] and not entry["file_name"].endswith("-none-any.whl"):
            assert_official_plus_bytecode(path, LITE / "pyodide-packages" / entry["file_name"],
                                          official["packages"][name]["sha256"])
        for dep in entry["depends"]:
            assert dep in lock["packages"], f"{name} depends on {dep}, which the lock lacks"


def test_a_changed_or_missing_compiled_file_stops_the_build(official, tmp_path):
    folder = tmp_path / "packages"
    shutil.copytree(LITE / "pyodide-packages", folder)
    numpy = folder / official["packages"]["numpy"]["file_name"]
    numpy.write_bytes(numpy.read_bytes() + b"x")
    (folder / official["packages"]["ssl"]["file_name"]).unlink()
    with pytest.raises(LockError) as err:
        verify_compiled(official, folder, {"numpy", "ssl", "pillow"})
    message = str(err.value)
    assert "numpy" in message and "do not use this file" in message
    assert "ssl" in message and "missing" in message
    assert "pillow" not in message


def test_the_site_publishes_only_committed_chapter_files(tmp_path):
    """A class's results saved beside a chapter (notebooks/*/results/, ignored by git) stay off
    the site, as does anything git does not keep; a committed picture goes on it."""
    import subprocess

    sys.path.insert(0, str(LITE))
    from build import chapter_files

    notebooks = tmp_path / "notebooks" / "bloodfeud"
    (notebooks / "results").mkdir(parents=True)
    for name in ("03_battle.ipynb", "03_battle.py", "map.png"):
        (notebooks / name).write_text("x")
    (notebooks / "results" / "bloodfeud-03_battle.csv").write_text("Ana,5\n")
    (notebooks / "scratch.ipynb").write_text("x")
    (tmp_path / ".gitignore").write_text("results/\n")
    git = ["git", "-C", str(tmp_path), "-c", "user.email=t@t", "-c", "user.name=t"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", ".gitignore", "notebooks/bloodfeud/03_battle.ipynb",
                    "notebooks/bloodfeud/03_battle.py", "notebooks/bloodfeud/map.png"], check=True)
    subprocess.run([*git, "commit", "-qm", "chapters"], check=True)
    published = [p.relative_to(tmp_path).as_posix() for p in chapter_files(tmp_path)]
    assert published == ["notebooks/bloodfeud/03_battle.ipynb", "notebooks/bloodfeud/map.png"]
    (tmp_path / ".git").rename(tmp_path / "not-git")   # a copy without git: results still stay off
    published = [p.relative_to(tmp_path).as_posix() for p in chapter_files(tmp_path)]
    assert "notebooks/bloodfeud/results/bloodfeud-03_battle.csv" not in published
    assert "notebooks/bloodfeud/map.png" in published
