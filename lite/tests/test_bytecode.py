"""The site's bytecode (lite/bytecode.py), checked by the interpreter that runs it: Pyodide's own
Python, in Node, over the built site's files (no browser needed).

Every module the site ships, the standard library's and every package's, must carry bytecode that
Python will use as it is: unchecked-hash (PEP 552), made by this very Python (its magic number)
from this very source (its hash). A stale or foreign .pyc would be used without a word, so this
is where it is caught."""

from __future__ import annotations

import json
import shutil
import subprocess
import zipfile

import pytest
from sitekit import LITE, SITE

PYODIDE = SITE / "static" / "pyodide"

CHECK = r"""
import importlib.util, json, sys, zipfile
from pathlib import Path

def check(source, data, where):
    if data[:4] != importlib.util.MAGIC_NUMBER:
        return f"{where}: made by another Python (magic {data[:4]!r})"
    if int.from_bytes(data[4:8], "little") != 0b01:
        return f"{where}: not unchecked-hash bytecode (flags {data[4:8]!r})"
    if data[8:16] != importlib.util.source_hash(source):
        return f"{where}: made from another source"
    return None

problems, counts = [], {"modules": 0, "bytecode": 0}
site = Path(next(p for p in sys.path if p.endswith("site-packages")))
for py in site.rglob("*.py"):
    counts["modules"] += 1
    pyc = Path(importlib.util.cache_from_source(str(py)))
    if not pyc.exists():
        try:
            compile(py.read_bytes(), str(py), "exec")
        except SyntaxError:
            continue   # left as source on purpose: it does not compile
        problems.append(f"{py}: no bytecode")
        continue
    counts["bytecode"] += 1
    problem = check(py.read_bytes(), pyc.read_bytes(), str(py))
    if problem:
        problems.append(problem)
    if "tests" in py.relative_to(site).parts[:-1]:
        problems.append(f"{py}: a package's test suite, shipped")
stdlib = next(p for p in sys.path if p.endswith(".zip"))
with zipfile.ZipFile(stdlib) as zf:
    names = set(zf.namelist())
    for name in names:
        if name.endswith(".py"):
            counts["modules"] += 1
            if name + "c" not in names:
                problems.append(f"{stdlib}/{name}: no bytecode")
                continue
            counts["bytecode"] += 1
            problem = check(zf.read(name), zf.read(name + "c"), f"{stdlib}/{name}")
            if problem:
                problems.append(problem)
import IPython, mobgames.bloodfeud
counts["IPython from bytecode"] = IPython.__spec__.cached is not None
json.dumps({"problems": problems[:20], "counts": counts})
"""

SCRIPT = """
import { loadPyodide } from "%(base)s/pyodide.mjs";
const base = "%(base)s/";
const lock = JSON.parse(await (await import("node:fs/promises")).readFile(base + "pyodide-lock.json"));
const py = await loadPyodide({ indexURL: base, lockFileURL: base + "pyodide-lock.json" });
await py.loadPackage(Object.keys(lock.packages), { messageCallback: () => {} });
console.log(py.runPython(%(check)s));
"""


def test_every_module_carries_bytecode_its_python_will_use(tmp_path):
    if shutil.which("node") is None:
        pytest.fail("node is needed (it also builds the site): apt-get install nodejs", pytrace=False)
    if not (PYODIDE / "pyodide.mjs").is_file():
        pytest.fail(f"no site in {SITE}: run `make site` first", pytrace=False)
    script = tmp_path / "check.mjs"
    script.write_text(SCRIPT % {"base": PYODIDE.as_posix(), "check": json.dumps(CHECK)})
    out = subprocess.run(["node", str(script)], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert not result["problems"], "\n".join(result["problems"])
    counts = result["counts"]
    # Nearly every module: only a few leftovers that do not compile are left as source.
    assert counts["bytecode"] >= 0.98 * counts["modules"] > 2000, counts
    assert counts["IPython from bytecode"], counts


def test_bytecode_is_added_and_nothing_else_changes():
    """A package as served against its PyPI wheel: the same files, byte for byte, but its tests,
    plus bytecode and the RECORD lines for it."""
    source = next((LITE / ".cache" / "wheels").glob("traitlets-*.whl"))
    served = PYODIDE / source.name
    with zipfile.ZipFile(source) as original, zipfile.ZipFile(served) as site:
        before = {n for n in original.namelist() if "tests" not in n.split("/")[:-1]}
        after = set(site.namelist())
        assert before <= after
        assert {n for n in after - before if not n.endswith(".cpython-312.pyc")} == set()
        record = site.read(next(n for n in after if n.endswith("/RECORD"))).decode()
        for name in after - before:
            assert f"\n{name},sha256=" in record, f"RECORD lacks {name}"
        for name in before:
            if not name.endswith("/RECORD"):
                assert site.read(name) == original.read(name), name
