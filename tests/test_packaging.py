"""The package a school installs: one version (``mobgames.__version__``, read by pyproject.toml), a
wheel whose metadata has the license file, the project's addresses and classifiers and no
recordings, and an environment.yml that asks conda for what pyproject.toml asks pip for.
"""

from __future__ import annotations

import email
import importlib.metadata
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import mobgames

try:
    import tomllib
except ModuleNotFoundError:   # Python 3.10
    tomllib = pytest.importorskip("tomli")

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
PROJECT = PYPROJECT["project"]
# PEP 440's public version (the canonical form, packaging.version.VERSION_PATTERN, simplified).
PEP440 = re.compile(r"^([1-9][0-9]*!)?(0|[1-9][0-9]*)(\.(0|[1-9][0-9]*))*((a|b|rc)(0|[1-9][0-9]*))?"
                    r"(\.post(0|[1-9][0-9]*))?(\.dev(0|[1-9][0-9]*))?$")
# conda-forge names that differ from PyPI's (none today: each dependency has its PyPI name there).
CONDA_NAMES: dict[str, str] = {}


def test_one_version_read_from_the_package():
    assert "version" not in PROJECT, "pyproject.toml must not write the version: it reads mobgames.__version__"
    assert "version" in PROJECT["dynamic"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "mobgames.__version__"}
    assert PEP440.match(mobgames.__version__), mobgames.__version__


def test_the_installed_metadata_agrees():
    """The installed distribution (``make venv``'s ``pip install -e .``, or a wheel) reports the version
    the package says: one source, read at build time."""
    assert importlib.metadata.version("mobgames") == mobgames.__version__


def test_importing_mobgames_stays_light():
    out = subprocess.run([sys.executable, "-c", "import sys, mobgames; print(sorted(m for m in sys.modules if "
                          "m.startswith(('mobgames', 'networkx', 'ipywidgets', 'numpy'))))"],
                         cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "['mobgames']"


def test_no_other_file_writes_the_version():
    """The version lives in mobgames/__init__.py only: the site finds its wheel by name
    (lite/build.py: mobgames-*.whl), nothing else spells it."""
    version = re.escape(mobgames.__version__)
    found = []
    for folder in ("lite", "hub", "tests", "scripts", "jupyter"):
        for path in (ROOT / folder).rglob("*"):
            if (path.is_file() and path.suffix in {".py", ".toml", ".txt", ".json", ".md", ".cfg", ".sh", ".yml"}
                    and not {".venv-build", ".cache", "_output", "node_modules", "pyodide-packages"} & set(path.parts)
                    and not any(p.startswith(".venv") for p in path.parts)):
                text = path.read_text(encoding="utf-8", errors="replace")
                if re.search(rf"mobgames[-= _]+{version}\b|version\s*=\s*[\"']{version}[\"']", text):
                    found.append(str(path.relative_to(ROOT)))
    for name in ("pyproject.toml", "README.md", "environment.yml", "Makefile"):
        if re.search(rf"\b{version}\b", (ROOT / name).read_text(encoding="utf-8")):
            found.append(name)
    assert not found, f"the version is written in {found}; read mobgames.__version__ instead"


def _conda_dependencies() -> dict[str, str]:
    """environment.yml's conda packages (not the pip list): name -> version bounds ("" for none)."""
    deps, inside = {}, False
    for line in (ROOT / "environment.yml").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line.startswith(" "):
            inside = line.startswith("dependencies:")
            continue
        match = re.match(r"^  - ([A-Za-z0-9_.-]+)\s*(.*?)\s*(#.*)?$", line)
        if inside and match and not line.rstrip().endswith(":"):
            deps[match.group(1).lower()] = match.group(2).replace(" ", "")
    return deps


def _requirement(text: str) -> tuple[str, str]:
    match = re.match(r"^\s*([A-Za-z0-9_.-]+)\s*(\[[^\]]*\])?\s*([^;]*)", text)
    return match.group(1).lower(), ",".join(sorted(match.group(3).replace(" ", "").split(",")))


def _extra(name: str) -> list[str]:
    """An extra's requirements, with the project's own extras it names ("mobgames[classroom]") unfolded."""
    found = []
    for r in PROJECT["optional-dependencies"][name]:
        own = re.match(r"^\s*mobgames\s*\[([^\]]*)\]", r)
        found += [x for e in own.group(1).split(",") for x in _extra(e.strip())] if own else [r]
    return found


def test_environment_yml_lists_every_dependency_with_its_bounds():
    wanted = dict(_requirement(r) for r in PROJECT["dependencies"] + _extra("dev"))
    have = _conda_dependencies()
    problems = []
    for name, bounds in wanted.items():
        conda = CONDA_NAMES.get(name, name)
        if conda not in have:
            problems.append(f"{conda} is missing (pyproject.toml: {name}{bounds})")
        elif ",".join(sorted(have[conda].split(","))) != bounds:
            problems.append(f"{conda}{have[conda]} should be {conda}{bounds}, as in pyproject.toml")
    python = PROJECT["requires-python"].replace(" ", "")
    if have.get("python") != python:
        problems.append(f"python{have.get('python', ' is missing')} should be python{python}")
    assert not problems, "environment.yml differs from pyproject.toml:\n" + "\n".join(problems)
    assert "      - -e .[dev]" in (ROOT / "environment.yml").read_text().splitlines()


def test_license_file_names_the_third_party_material():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n\nCopyright (c) 2026 the mobgames authors\n")
    assert PROJECT["license"] == "MIT" and PROJECT["license-files"] == ["LICENSE"]
    assert not [c for c in PROJECT["classifiers"] if c.startswith("License ::")]
    for named in ("espeak-ng", "GPL-3.0-or-later", "dictionary.txt.gz", "Webster", "public domain",
                  "Pyodide", "MPL-2.0", "JupyterLite", "ipywidgets", "axe-core", "Font Awesome", "MathJax"):
        assert named in text, named
    for pin in (ROOT / "lite" / "wheels.txt").read_text().splitlines():
        if pin and not pin.startswith("#"):
            name, version = pin.split("==")
            assert re.search(rf"{re.escape(name)}\s+{re.escape(version)}", text, re.I), f"LICENSE does not name {pin}"


def _wheel(tmp: Path) -> Path:
    """The project's wheel, built with pip from a copy of this checkout's sources (as lite/build.py
    does: setuptools builds in place). Build isolation: pip takes setuptools from pyproject.toml's
    build requirements (from the index or its cache), whatever the venv has."""
    src = tmp / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, src / name)
    for package in ("mobgames", "widgets", "jupyter/voila/templates/classroom"):
        shutil.copytree(ROOT / package, src / package,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".ipynb_checkpoints"))
    shutil.copytree(ROOT / "audio", src / "audio")   # beside the packages, as in a checkout: never packaged
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check", "--no-deps",
                    "-w", str(tmp / "dist"), str(src)], check=True, capture_output=True)
    (wheel,) = (tmp / "dist").glob("mobgames-*.whl")
    return wheel


@pytest.mark.slow
def test_the_wheel(tmp_path):
    wheel = _wheel(tmp_path)
    assert wheel.name == f"mobgames-{mobgames.__version__}-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        info = f"mobgames-{mobgames.__version__}.dist-info"
        meta = email.message_from_bytes(z.read(f"{info}/METADATA"))
        assert z.read(f"{info}/licenses/LICENSE") == (ROOT / "LICENSE").read_bytes()
    assert meta["Version"] == mobgames.__version__
    assert meta["License-Expression"] == "MIT"
    assert meta.get_all("License-File") == ["LICENSE"]
    urls = dict(u.split(", ", 1) for u in meta.get_all("Project-URL"))
    assert urls == PROJECT["urls"] and set(urls) == {"Homepage", "Documentation", "Issues"}
    assert meta.get_all("Classifier") == PROJECT["classifiers"]
    for wanted in ("Framework :: Jupyter", "Intended Audience :: Education", "Programming Language :: Python :: 3.13",
                   "Topic :: Games/Entertainment :: Board Games", "Natural Language :: English"):
        assert wanted in meta.get_all("Classifier")
    assert not [n for n in names if n.endswith(".mp3") or n.startswith("audio/")]
    assert "mobgames/teaching/data/dictionary.txt.gz" in names
