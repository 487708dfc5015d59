"""Bytecode for the site's Python, made by Pyodide's own Python (run through lite/compile.mjs).

The site's kernel would otherwise compile every module it imports from source at every start,
in WebAssembly: the standard library, IPython and the project among them. Here each module is
compiled once, at build time, by the very interpreter that will run it (Pyodide 0.27.7's Python
3.12.7, in Node), so the magic number always fits.

The bytecode is "unchecked hash" (PEP 552): Python uses it without comparing it with the source's
date, which the browser's in-memory file system makes meaningless anyway. The sources stay beside
it, so tracebacks and `inspect` still show code.

* a wheel gains `__pycache__/<module>.cpython-312.pyc` beside each `.py`, and a RECORD line for
  each (the sources, and every other file, are kept byte for byte), and loses its own test
  suite (every `tests/` folder), which nothing in the browser runs, and the few files of
  LEFT_OUT: fewer files to unpack at every start (Pyodide's own builds, likewise, move their
  tests into separate packages);
* the standard library's zip (imported with zipimport, which looks for `<module>.pyc` beside
  `<module>.py`, not in `__pycache__`) gains a `.pyc` beside each `.py`.

This file must run under the target interpreter: it refuses to run under any other Python.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import json
import marshal
import os
import sys
import zipfile

TARGET = (3, 12)
STDLIB_ROOT = "/lib/python312.zip"   # where Pyodide puts the standard library's zip


def pyc(source: bytes, filename: str) -> bytes:
    """Unchecked-hash bytecode of one module, its code naming `filename` (as an import from source
    would: tracebacks read the right file)."""
    code = compile(source, filename, "exec", dont_inherit=True)
    flags = 0b01   # hash-based, check_source off: PEP 552's "unchecked"
    data = bytearray(importlib.util.MAGIC_NUMBER)
    data += flags.to_bytes(4, "little")
    data += importlib.util.source_hash(source)
    data += marshal.dumps(code)
    return bytes(data)


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def cache_name(module_path: str) -> str:
    """`pkg/mod.py` -> `pkg/__pycache__/mod.cpython-312.pyc` (the importer's own rule)."""
    folder, _, base = module_path.rpartition("/")
    tag = sys.implementation.cache_tag
    pyc_name = f"__pycache__/{base[:-3]}.{tag}.pyc"
    return f"{folder}/{pyc_name}" if folder else pyc_name


def entry(name: str, date_time: tuple) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, date_time=date_time)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info


# Left out of the wheels as well: files nothing in the browser reads, which would only be unpacked
# at every start. jedi's type stubs for Django and for other packages the site does not have are
# read only to complete code that imports them (about 1,100 files).
LEFT_OUT = ("jedi/third_party/django-stubs/", "jedi/third_party/typeshed/third_party/")


def left_out(name: str) -> bool:
    """A file of a package's own test suite (any `tests/` folder), or one of LEFT_OUT."""
    return "tests" in name.split("/")[:-1] or name.startswith(LEFT_OUT)


def compile_wheel(src: str, dest: str, site_packages: str) -> int:
    """Copy the wheel at `src` to `dest` with bytecode beside each module and without its tests;
    returns how many modules were compiled. A module that does not compile (say, a Python 2
    leftover) is left as source only."""
    count = 0
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dest, "w") as zout:
        names = zin.namelist()
        record = next(n for n in names if n.endswith(".dist-info/RECORD"))
        extra = []
        for info in zin.infolist():
            if info.filename == record or left_out(info.filename):
                continue
            data = zin.read(info)
            zout.writestr(info, data)
            # (a wheel's .data/ folder is installed elsewhere, so its modules are left as they are)
            if info.filename.endswith(".py") and not info.filename.split("/")[0].endswith(".data"):
                try:
                    code = pyc(data, f"{site_packages}/{info.filename}")
                except SyntaxError:
                    continue
                name = cache_name(info.filename)
                zout.writestr(entry(name, info.date_time), code)
                extra.append(record_line(name, code))
                count += 1
        lines = [line for line in zin.read(record).decode().splitlines()
                 if not left_out(line.split(",", 1)[0])]
        zout.writestr(zin.getinfo(record), ("\n".join([*lines, *extra]) + "\n").encode())
    return count


def compile_stdlib(src: str, dest: str) -> int:
    """Copy the standard library's zip to `dest` with `<module>.pyc` beside each `<module>.py`."""
    count = 0
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dest, "w") as zout:
        for info in zin.infolist():
            data = zin.read(info)
            zout.writestr(info, data)
            if info.filename.endswith(".py"):
                try:
                    code = pyc(data, f"{STDLIB_ROOT}/{info.filename}")
                except SyntaxError:
                    continue
                zout.writestr(entry(info.filename + "c", info.date_time), code)
                count += 1
    return count


def main(jobs_json: str) -> str:
    """Run a list of jobs ({"kind": "wheel"|"stdlib", "src", "dest"}); returns a summary."""
    if sys.version_info[:2] != TARGET:
        raise SystemExit(f"bytecode.py must run in Pyodide's Python {TARGET}, not {sys.version}")
    jobs = json.loads(jobs_json)
    site_packages = next(p for p in sys.path if p.endswith("site-packages"))
    done = []
    for job in jobs:
        # Written aside, then renamed: an interrupted build leaves no half file that the build's
        # cache (which trusts a result that exists) would serve from then on.
        part = job["dest"] + ".part"
        if job["kind"] == "stdlib":
            count = compile_stdlib(job["src"], part)
        else:
            count = compile_wheel(job["src"], part, site_packages)
        os.replace(part, job["dest"])
        done.append(f"{job['dest'].rsplit('/', 1)[-1]}: {count} modules")
    return "\n".join(done)
