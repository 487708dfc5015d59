"""Build the tutorial as an offline JupyterLite site in lite/_output/ (`make site`).

    python3 lite/build.py            # build (downloads go to lite/.cache/, kept between builds)
    python3 lite/build.py --fresh    # forget the caches and the build venv first

Everything comes from the package registries or this checkout: the Pyodide core from the npm
registry (`npm pack pyodide@VERSION`), pure-Python wheels from PyPI, the project's own wheel built
here, and the compiled Pyodide packages kept in lite/pyodide-packages/ (each checked against the
official lock). The build tools live in their own venv, lite/.venv-build, made on first use.
Each build starts from an empty output and stage folder, so no stale state (JupyterLite's
.jupyterlite.doit.db) survives; SOURCE_DATE_EPOCH makes the same inputs give the same files.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

LITE = Path(__file__).resolve().parent
REPO = LITE.parent
CACHE = LITE / ".cache"
OUTPUT = LITE / "_output"
VENV = LITE / ".venv-build"
STAGE = CACHE / "stage"            # the JupyterLite "lite dir" given to `jupyter lite build`
COMPILED = LITE / "pyodide-packages"
BYTECODE = CACHE / "bytecode"      # wheels and the standard library with their bytecode added

PYODIDE_VERSION = "0.27.7"
# sha256 of `npm pack pyodide@0.27.7`: the published tarball never changes.
PYODIDE_TGZ_SHA256 = "89d5d952675eb08e11286e52c7238f1248ce71726e896db9703e73bef23dc343"
PYODIDE_CORE = ["pyodide.mjs", "pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm",
                "python_stdlib.zip", "package.json"]
# The kernel's own wheels (the ipykernel shim, the kernel, its %pip) ship inside its extension.
KERNEL_WHEELS = ["ipykernel", "piplite", "pyodide_kernel"]
# Front-end extensions taken from the same wheels the kernel loads (the widget manager itself
# and the Pyodide kernel come from the build venv).
EXTENSION_WHEELS = ["ipycanvas", "anywidget"]
# A fixed date when the checkout has no git history: the same inputs must give the same files.
FALLBACK_EPOCH = 1767225600  # 2026-01-01


class BuildError(Exception):
    pass


def say(msg: str) -> None:
    print(f"[site] {msg}", flush=True)


def run(cmd: list, **kw) -> None:
    try:
        subprocess.run([str(c) for c in cmd], check=True, **kw)
    except FileNotFoundError:
        package = {"node": "nodejs"}.get(str(cmd[0]), cmd[0])   # Debian's name for it
        raise BuildError(f"{cmd[0]} not found; install it (Debian: apt-get install {package})") from None
    except subprocess.CalledProcessError as exc:
        raise BuildError(f"failed ({exc.returncode}): {' '.join(map(str, cmd))}") from None


# ---- the build venv --------------------------------------------------------------------------------

def venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_venv_and_reexec(argv: list[str]) -> None:
    """Make lite/.venv-build from lite/requirements-build.txt (again when that file changes), then
    run this script inside it."""
    reqs = LITE / "requirements-build.txt"
    stamp = VENV / ".requirements-sha256"
    want = hashlib.sha256(reqs.read_bytes()).hexdigest()
    if not (venv_python().exists() and stamp.exists() and stamp.read_text() == want):
        say(f"making the build venv {VENV.relative_to(REPO)}")
        if sys.version_info < (3, 10):  # noqa: UP036 (any python3 may start this script)
            raise BuildError("the site build needs Python 3.10 or newer")
        shutil.rmtree(VENV, ignore_errors=True)
        run([sys.executable, "-m", "venv", VENV])
        run([venv_python(), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
             "-r", reqs])
        stamp.write_text(want)
    os.execv(venv_python(), [str(venv_python()), str(Path(__file__).resolve()), *argv,
                             "--in-venv"])


# ---- inputs ----------------------------------------------------------------------------------------

def pyodide_core() -> tuple[Path, dict]:
    """The Pyodide core files (cached, unpacked) and the official lock."""
    folder = CACHE / f"pyodide-{PYODIDE_VERSION}"
    tgz = CACHE / "npm" / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tgz.exists():
        say(f"npm pack pyodide@{PYODIDE_VERSION}")
        tgz.parent.mkdir(parents=True, exist_ok=True)
        run(["npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--silent", "--pack-destination", tgz.parent],
            stdout=subprocess.DEVNULL)
    from lock import sha256

    if sha256(tgz) != PYODIDE_TGZ_SHA256:
        raise BuildError(f"{tgz} has sha256 {sha256(tgz)}, not the published {PYODIDE_TGZ_SHA256}; "
                         "delete it to fetch it again")
    wanted = [*PYODIDE_CORE, "pyodide-lock.json"]
    if not all((folder / n).exists() for n in wanted):
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        with tarfile.open(tgz) as tar:
            for name in wanted:
                member = tar.extractfile(f"package/{name}")
                (folder / name).write_bytes(member.read())
    return folder, json.loads((folder / "pyodide-lock.json").read_text())


def pure_wheels(pins: list[str]) -> list[Path]:
    """One wheel a pin, from PyPI into lite/.cache/wheels; wheels no pin names are removed."""
    from packaging.utils import canonicalize_name, parse_wheel_filename

    folder = CACHE / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    have = {}
    for path in folder.glob("*.whl"):
        name, version, _, _ = parse_wheel_filename(path.name)
        have[f"{name}=={version}"] = path
    wanted = {}
    for pin in pins:
        name, version = pin.split("==")
        wanted[f"{canonicalize_name(name)}=={version}"] = pin
    for key, path in have.items():
        if key not in wanted:
            path.unlink()
    missing = [pin for key, pin in wanted.items() if key not in have]
    if missing:
        say(f"pip download {len(missing)} wheels")
        run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
             "--no-deps", "--python-version", "3.12", "--only-binary=:all:", "--platform", "any",
             "--implementation", "py", "--abi", "none", "-d", folder, *missing])
    paths = sorted(folder.glob("*.whl"))
    if len(paths) != len(pins):
        raise BuildError(f"expected {len(pins)} wheels in {folder}, found {len(paths)}")
    return paths


def kernel_wheels() -> list[Path]:
    """The Pyodide kernel's wheels, from the extension in the build venv."""
    folder = (VENV / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension"
              / "static" / "pypi")
    found = [next(iter(sorted(folder.glob(f"{name}-*.whl"))), None) for name in KERNEL_WHEELS]
    if None in found:
        raise BuildError(f"{folder} lacks one of {KERNEL_WHEELS}: is jupyterlite-pyodide-kernel installed?")
    return found


def preloaded() -> list[str]:
    """The packages the site loads with Pyodide itself (jupyter-lite.json: loadPyodideOptions):
    the project, and everything the kernel would otherwise install one by one with piplite."""
    config = json.loads((LITE / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    return kernel["loadPyodideOptions"]["packages"]


def project_wheel() -> Path:
    """The project's own wheel (mobgames, and the old name widgets), built from a fresh copy of this checkout's
    sources: setuptools builds in place, and a stale build/ folder could slip old modules in."""
    src, folder = CACHE / "project-src", CACHE / "project"
    shutil.rmtree(src, ignore_errors=True)
    shutil.rmtree(folder, ignore_errors=True)
    src.mkdir(parents=True)
    for name in ("pyproject.toml", "README.md", "LICENSE"):   # LICENSE: pyproject's license-files
        shutil.copy2(REPO / name, src / name)
    # The packages, and the classroom template the wheel installs as data files (pyproject.toml).
    for package in ("mobgames", "widgets", "jupyter/voila/templates/classroom"):
        shutil.copytree(REPO / package, src / package,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".ipynb_checkpoints"))
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check", "--no-deps",
         "--no-build-isolation", "-w", folder, src], stdout=subprocess.DEVNULL)
    (path,) = folder.glob("mobgames-*.whl")
    return path


# ---- bytecode -------------------------------------------------------------------------------------

def with_bytecode(core: Path, files: list[Path]) -> list[Path]:
    """Each file (a wheel, or the standard library's zip) with bytecode made by Pyodide's own
    Python (lite/bytecode.py, run in Node by lite/compile.mjs). A result is kept under a name made
    of its input's, the tools' and Pyodide's hashes, so only a changed file is compiled again."""
    from lock import sha256

    tools = hashlib.sha256(b"".join((LITE / n).read_bytes() for n in ("bytecode.py", "compile.mjs")))
    tools.update(PYODIDE_VERSION.encode())
    BYTECODE.mkdir(parents=True, exist_ok=True)
    results, jobs = [], []
    for path in files:
        stdlib = path.name == "python_stdlib.zip"
        if path.suffix != ".whl" and not stdlib:
            results.append(path)   # a shared library's zip (openssl): no Python in it
            continue
        key = hashlib.sha256(f"{tools.hexdigest()} {sha256(path)}".encode()).hexdigest()[:16]
        dest = BYTECODE / key / path.name
        results.append(dest)
        if not dest.exists():
            dest.parent.mkdir(exist_ok=True)
            shutil.copy2(path, dest.parent / f"source-{path.name}")
            kind = "stdlib" if stdlib else "wheel"
            jobs.append({"kind": kind, "src": f"/work/{key}/source-{path.name}",
                         "dest": f"/work/{key}/{path.name}"})
    if jobs:
        say(f"bytecode for {len(jobs)} of {len(files)} files (Pyodide's Python, in Node)")
        run(["node", LITE / "compile.mjs", core, BYTECODE, json.dumps(jobs)], stdout=subprocess.DEVNULL)
        for job in jobs:
            (BYTECODE / job["src"].removeprefix("/work/")).unlink()
    keep = {p.parent for p in results if p.parent.parent == BYTECODE}
    for folder in BYTECODE.iterdir():   # results no file of this build uses
        if folder not in keep:
            shutil.rmtree(folder)
    return results


# ---- the stage and the build -----------------------------------------------------------------------

def merged_overrides() -> dict:
    """The project's JupyterLab settings (jupyter/overrides.json) with the site's on top."""
    settings = json.loads((REPO / "jupyter" / "overrides.json").read_text())
    for plugin, values in json.loads((LITE / "overrides.json").read_text()).items():
        settings.setdefault(plugin, {}).update(values)
    return settings


def notebooks() -> list[Path]:
    root = REPO / "notebooks"
    return sorted(p for p in root.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


def chapter_files(repo: Path = REPO) -> list[Path]:
    """What the site publishes of notebooks/: the files git keeps there, but the notebooks'
    jupytext twins (*.py). Only committed files: a class's results, saved beside a chapter that
    was played in JupyterLab (`results/`, which git ignores), must never be published. Outside a
    git checkout, every file but those git would ignore there."""
    skip = {".ipynb_checkpoints", "__pycache__", "results"}
    try:
        listed = subprocess.run(["git", "-C", str(repo), "ls-files", "-z", "--", "notebooks"],
                                check=True, capture_output=True).stdout.decode().split("\0")
        files = [repo / name for name in listed if name]
    except (OSError, subprocess.CalledProcessError):
        files = list((repo / "notebooks").rglob("*"))
    return sorted(p for p in files if p.is_file() and p.suffix != ".py"
                  and not skip & set(p.relative_to(repo).parts))


def joined(holder: dict, key: str) -> None:
    """A text kept as a list of lines (nbformat allows both) as one string: JupyterLite shows a
    stored output's list as the lines joined by commas (",2. Step 2 ...") until the cell runs."""
    value = holder.get(key)
    if isinstance(value, list) and all(isinstance(line, str) for line in value):
        holder[key] = "".join(value)


def copy_notebook(src: Path, dest: Path) -> None:
    """The chapter as it is, but for the kernelspec: JupyterLite's kernel is named "python" (a
    "python3" kernelspec makes JupyterLite ask which kernel to use); and every text in one string."""
    nb = json.loads(src.read_text(encoding="utf-8"))
    nb.setdefault("metadata", {})["kernelspec"] = {
        "name": "python", "display_name": "Python (Pyodide)", "language": "python"}
    for cell in nb.get("cells", []):
        joined(cell, "source")
        for out in cell.get("outputs", []):
            joined(out, "text")
            for key in list(out.get("data", {})):
                joined(out["data"], key)
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def make_stage(core: Path, stdlib: Path, lock: dict, files: list[Path],
               extension_wheels: list[Path], version: str) -> None:
    from lock import write_json

    import front

    shutil.rmtree(STAGE, ignore_errors=True)   # also drops .jupyterlite.doit.db
    pyodide = STAGE / "static" / "pyodide"     # JupyterLite's well-known place for Pyodide
    pyodide.mkdir(parents=True)
    for name in PYODIDE_CORE:
        shutil.copy2(core / name, pyodide / name)
    shutil.copy2(stdlib, pyodide / stdlib.name)   # the standard library with its bytecode
    for path in files:
        shutil.copy2(path, pyodide / path.name)
    write_json(pyodide / "pyodide-lock.json", lock)

    config = json.loads((LITE / "jupyter_lite_config.json").read_text())
    # The site's own extension (lite/extension/) goes in as any prebuilt extension does.
    own_extension = front.extension(STAGE / "labextensions", REPO, version)
    config["LiteBuildConfig"]["federated_extensions"] = [str(p) for p in [*extension_wheels, own_extension]]
    write_json(STAGE / "jupyter_lite_config.json", config)
    shutil.copy2(LITE / "jupyter-lite.json", STAGE / "jupyter-lite.json")
    write_json(STAGE / "overrides.json", merged_overrides())
    for src in chapter_files():
        dest = STAGE / "files" / src.relative_to(REPO / "notebooks")
        if src.suffix == ".ipynb":
            copy_notebook(src, dest)
        else:   # what a chapter reads beside it (say, a picture)
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest)
    # The recordings, as files of the site's own contents (the kernel reads one when a Listen button
    # is pressed, at /drive/audio): never in a wheel, so the site's start does not grow.
    (STAGE / "files" / "audio").mkdir(parents=True, exist_ok=True)
    for src in [*sorted((REPO / "audio").glob("*.mp3")), REPO / "audio" / "index.json"]:
        shutil.copy2(src, STAGE / "files" / "audio" / src.name)


def source_date_epoch() -> str:
    if os.environ.get("SOURCE_DATE_EPOCH"):
        return os.environ["SOURCE_DATE_EPOCH"]
    try:
        out = subprocess.run(["git", "-C", str(REPO), "log", "-1", "--format=%ct"], check=True,
                             capture_output=True, text=True).stdout.strip()
        return out or str(FALLBACK_EPOCH)
    except (OSError, subprocess.CalledProcessError):
        return str(FALLBACK_EPOCH)


def lite_build(output: Path) -> None:
    shutil.rmtree(output, ignore_errors=True)
    jupyter = VENV / "bin" / "jupyter"
    log = CACHE / "jupyter-lite-build.log"
    with open(log, "w") as out:
        try:
            run([jupyter, "lite", "build", "--lite-dir", STAGE, "--output-dir", output], cwd=STAGE,
                stdout=out, stderr=subprocess.STDOUT)
        except BuildError as exc:
            tail = "\n".join(log.read_text(errors="replace").splitlines()[-25:])
            raise BuildError(f"{exc}\n{tail}\n(whole log: {log})") from None


def site_size(output: Path) -> tuple[int, float]:
    files = [p for p in output.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files) / 1e6


def build(output: Path) -> None:
    from lock import LockError, build_lock, read_pins, sha256

    import front
    import offline

    started = time.monotonic()
    os.environ["SOURCE_DATE_EPOCH"] = source_date_epoch()
    core, official = pyodide_core()
    pins = read_pins(LITE / "wheels.txt")
    wheels = pure_wheels(pins)
    say("building the project's wheel")
    own = project_wheel()
    try:
        lock, files = build_lock(official, [*wheels, *kernel_wheels(), own], COMPILED, preloaded())
    except LockError as exc:
        raise BuildError(str(exc)) from None
    # Bytecode after the lock is checked: the compiled packages are verified as published, and
    # only then is their Python compiled like the rest (the lock then records the files served).
    stdlib, *files = with_bytecode(core, [core / "python_stdlib.zip", *files])
    for package in lock["packages"].values():
        package["sha256"] = sha256(next(f for f in files if f.name == package["file_name"]))
    say(f"lock: {len(lock['packages'])} packages, compiled files verified against Pyodide "
        f"{PYODIDE_VERSION}'s official lock")
    extension_wheels = [next(w for w in wheels if w.name.startswith(f"{n}-")) for n in EXTENSION_WHEELS]
    version = own.name.split("-")[1]   # mobgames-<version>-py3-none-any.whl
    try:
        make_stage(core, stdlib, lock, files, extension_wheels, version)
        say("jupyter lite build")
        lite_build(output)
        front.finish(output, REPO, notebooks())
        build_id = offline.finish(output)
    except (front.FrontError, offline.OfflineError) as exc:
        raise BuildError(str(exc)) from None
    count, mb = site_size(output)
    say(f"done in {time.monotonic() - started:.1f} s: {output} has {count} files, {mb:.1f} MB; "
        f"build {build_id} (the id its offline copy goes by).")
    say(f"Try it: python3 -m http.server 8000 --directory {output}   then open http://localhost:8000/")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fresh", action="store_true", help="delete the caches and the build venv first")
    parser.add_argument("--output", type=Path, default=OUTPUT,
                        help=f"where the site goes (default {OUTPUT.relative_to(REPO)})")
    parser.add_argument("--in-venv", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    try:
        if not args.in_venv:
            if args.fresh:
                shutil.rmtree(CACHE, ignore_errors=True)
                shutil.rmtree(VENV, ignore_errors=True)
            ensure_venv_and_reexec([a for a in argv if a != "--fresh"])
        sys.path.insert(0, str(LITE))
        build(args.output.resolve())
    except BuildError as exc:
        print(f"[site] build stopped: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
