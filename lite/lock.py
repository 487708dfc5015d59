"""The site's pyodide-lock.json: every package the browser kernel may load, each file local.

Pyodide finds packages through its lock file. The npm tarball's official lock lists Pyodide's own
builds (fetched from a CDN); the site's lock lists only what the tutorial needs:

* pure-Python wheels downloaded from PyPI (their sha256 is that of the PyPI file, which differs
  byte-wise from Pyodide's copy of the same version), and the project's own wheel;
* compiled packages (numpy, pillow, ssl, openssl, sqlite3), kept in lite/pyodide-packages/: each
  must match, byte for byte, the sha256 that the official lock records for it.

Dependencies come from each wheel's metadata, evaluated for Pyodide's Python (emscripten), and must
all be in the lock at versions that satisfy them: a gap stops the build here, not in a browser.
"""

from __future__ import annotations

import hashlib
import json
import re
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version


class LockError(Exception):
    """The site cannot be built from these files; the message says what to do."""


# What markers in Requires-Dist see in Pyodide 0.27.7 (Python 3.12.7 compiled with emscripten).
PYODIDE_MARKERS = {
    "python_version": "3.12", "python_full_version": "3.12.7", "sys_platform": "emscripten",
    "platform_system": "Emscripten", "os_name": "posix", "platform_machine": "wasm32",
    "implementation_name": "cpython", "platform_python_implementation": "CPython",
    "implementation_version": "3.12.7", "platform_release": "", "platform_version": "",
    "extra": "",
}
# Required by ipywidgets but used only by the front end, whose extension is in the site already.
FRONTEND_ONLY = {"widgetsnbextension", "jupyterlab-widgets"}
# Dependencies no metadata states: IPython keeps its history in sqlite3, a compiled module in
# Pyodide (Pyodide's own lock lists it among IPython's dependencies).
EXTRA_DEPENDS = {"ipython": ["sqlite3"]}


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def is_pure(file_name: str) -> bool:
    return file_name.endswith("-none-any.whl")


def wheel_info(path: Path) -> dict:
    """Name, version, dependencies (for Pyodide) and top-level import names of a wheel."""
    with zipfile.ZipFile(path) as zf:
        names = zf.namelist()
        dist_info = next(n.split("/")[0] for n in names if n.split("/")[0].endswith(".dist-info")
                         and n.endswith("/METADATA"))
        meta = Parser().parsestr(zf.read(f"{dist_info}/METADATA").decode())
        top_level = f"{dist_info}/top_level.txt"
        if top_level in names:
            imports = [m for m in zf.read(top_level).decode().split() if m and not m.startswith("_")]
        else:  # no top_level.txt (flit, hatch): packages and modules at the wheel's root
            tops = {n.split("/")[0] for n in names if "/" in n and n.endswith("/__init__.py")}
            tops |= {n[:-3] for n in names if "/" not in n and n.endswith(".py")}
            imports = sorted(t for t in tops if not t.startswith("_") and "." not in t)
    requires = []
    for line in meta.get_all("Requires-Dist") or []:
        req = Requirement(line)
        if req.marker is None or req.marker.evaluate(PYODIDE_MARKERS):
            requires.append(req)
    return {"name": canonicalize_name(meta["Name"]), "version": meta["Version"],
            "requires": requires, "imports": sorted(imports)}


def entry(path: Path, info: dict, depends: list[str]) -> dict:
    return {
        "name": info["name"], "version": info["version"], "file_name": path.name,
        "install_dir": "site", "sha256": sha256(path), "package_type": "package",
        "imports": info["imports"], "depends": sorted(depends), "unvendored_tests": False,
        "shared_library": False,
    }


def verify_compiled(official: dict, folder: Path, names: set[str]) -> dict[str, Path]:
    """The compiled packages `names` from `folder`, each checked against the official lock."""
    packages = official["packages"]
    found, problems = {}, []
    for name in sorted(names):
        expected = packages[name]
        path = folder / expected["file_name"]
        if not path.is_file():
            problems.append(f"  {name}: {path.name} is missing from {folder} (official sha256 "
                            f"{expected['sha256']}); see {folder / 'SOURCE.md'} for where it comes from")
            continue
        actual = sha256(path)
        if actual != expected["sha256"]:
            problems.append(f"  {name}: {path.name} has sha256 {actual}, but the official "
                            f"pyodide-lock.json records {expected['sha256']}: do not use this file")
            continue
        found[name] = path
    if problems:
        raise LockError("Compiled Pyodide packages could not be verified against the official "
                        f"lock of Pyodide {official['info']['version']}:\n" + "\n".join(problems))
    return found


def build_lock(official: dict, wheels: list[Path], compiled_dir: Path,
               roots: list[str]) -> tuple[dict, list[Path]]:
    """The pruned lock for `roots` and everything they need, and the files it names."""
    pure = {}
    for path in wheels:
        info = wheel_info(path)
        if info["name"] in pure:
            raise LockError(f"two wheels for {info['name']}: {pure[info['name']][0].name} and {path.name}")
        pure[info["name"]] = (path, info)

    lock, files, compiled, todo, missing = {}, [], set(), [canonicalize_name(r) for r in roots], []
    while todo:
        name = todo.pop()
        if name in lock or name in compiled:
            continue
        if name in pure:
            path, info = pure[name]
            depends = []
            for req in info["requires"]:
                dep = canonicalize_name(req.name)
                if dep in FRONTEND_ONLY:
                    continue
                depends.append(dep)
            depends += EXTRA_DEPENDS.get(name, [])
            lock[name] = entry(path, info, depends)
            files.append(path)
            todo += depends
        elif name in official["packages"] and not is_pure(official["packages"][name]["file_name"]):
            compiled.add(name)
            todo += official["packages"][name]["depends"]
        else:
            missing.append(name)
    if missing:
        raise LockError(f"no wheel for {', '.join(sorted(set(missing)))}: add a pin to "
                        "lite/wheels.txt (pure Python) or the official file to lite/pyodide-packages/")

    for name, path in verify_compiled(official, compiled_dir, compiled).items():
        lock[name] = dict(official["packages"][name])
        files.append(path)

    # Every requirement must be met by the version the lock carries.
    unmet = []
    for name, (_, info) in pure.items():
        if name not in lock:
            continue
        for req in info["requires"]:
            dep = canonicalize_name(req.name)
            if dep in lock and req.specifier and not req.specifier.contains(
                    Version(lock[dep]["version"]), prereleases=True):
                unmet.append(f"  {name} needs {req}, the site has {dep} {lock[dep]['version']}")
    if unmet:
        raise LockError("the pinned wheels do not fit together:\n" + "\n".join(unmet))

    unused = sorted(set(pure) - set(lock))
    if unused:
        raise LockError(f"lite/wheels.txt pins wheels nothing loads: {', '.join(unused)}")
    return {"info": official["info"], "packages": dict(sorted(lock.items()))}, files


def read_pins(path: Path) -> list[str]:
    """`name==version` lines of a pins file, without comments."""
    pins = []
    for line in path.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            if not re.fullmatch(r"[A-Za-z0-9._-]+==[A-Za-z0-9._+!-]+", line):
                raise LockError(f"{path}: {line!r} is not an exact pin (name==version)")
            pins.append(line)
    return pins


def write_json(path: Path, data) -> None:
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
