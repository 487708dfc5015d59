"""The shape of the code: modules import each other without a cycle (a deferred import inside a
function counts too: it must not hide one), no module uses another module's private names, only
``mobgames.widgets`` imports Jupyter (no engine, teaching or printables module does), and modules
stay small."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("mobgames", "widgets")
LIMIT = 500
JUPYTER = re.compile(r"_repr_[a-z]+_|_ipython_[a-z_]+_")   # Jupyter's display protocol, not private names
# Python's own documented names that begin with "_" (sys._getframe: the caller's frame, in C).
PYTHON = {"_getframe"}
# Modules still over the limit, each waiting to be split (the list may only shrink).
LONG: set[str] = set()


def _modules() -> dict[str, Path]:
    out = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            out[".".join(parts)] = path
    return out


MODULES = _modules()
TREES = {name: ast.parse(path.read_text(), str(path)) for name, path in MODULES.items()}


def _resolve(module: str, node: ast.ImportFrom) -> list[str]:
    """The project modules an ``from ... import ...`` names."""
    if node.level:
        package = module.split(".")
        is_package = MODULES[module].name == "__init__.py"
        base = package[: len(package) - node.level + (1 if is_package else 0)]
        target = ".".join(base + ([node.module] if node.module else []))
    else:
        target = node.module or ""
    found = [target] if target in MODULES else []
    found += [f"{target}.{a.name}" for a in node.names if f"{target}.{a.name}" in MODULES]
    return found


def _imports(module: str) -> set[str]:
    deps = set()
    for node in ast.walk(TREES[module]):
        if isinstance(node, ast.ImportFrom):
            deps |= set(_resolve(module, node))
        elif isinstance(node, ast.Import):
            deps |= {a.name for a in node.names if a.name in MODULES}
    return deps - {module}


def test_no_import_cycle_even_behind_a_deferred_import():
    graph = {m: _imports(m) for m in MODULES}
    # A package imports its own submodules in __init__; a submodule importing its package's
    # __init__ back is the usual pattern only for names the package re-exports: not counted.
    for m in graph:
        graph[m] = {d for d in graph[m] if not m.startswith(d + ".")}
    state: dict = {}

    def visit(n, path):
        if state.get(n) == "done":
            return
        assert state.get(n) != "open", "import cycle: " + " -> ".join(path[path.index(n):] + [n])
        state[n] = "open"
        for d in sorted(graph[n]):
            visit(d, path + [n])
        state[n] = "done"

    for n in sorted(graph):
        visit(n, [])


def _defined_privately(tree: ast.AST) -> set[str]:
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.name.startswith("_"):
            names.add(node.name)
        elif isinstance(node, ast.Attribute) and node.attr.startswith("_") and isinstance(node.ctx, ast.Store):
            names.add(node.attr)
        elif isinstance(node, ast.Name) and node.id.startswith("_") and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("_"):
            names.add(node.value)   # slots and setattr names
    return names


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_module_uses_another_modules_private_names(module):
    tree = TREES[module]
    own = _defined_privately(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            private = [a.name for a in node.names if a.name.startswith("_") and not a.name.startswith("__")]
            assert not private, f"{module} line {node.lineno} imports the private {private[0]}"
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__") \
                and not JUPYTER.fullmatch(node.attr) and node.attr not in PYTHON:
            mine = isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")
            assert mine or node.attr in own, \
                f"{module} line {node.lineno} uses {node.attr}, another module's private name"


def test_only_the_widgets_import_jupyter():
    for module in MODULES:
        if module.startswith("mobgames") and not (module + ".").startswith("mobgames.widgets."):
            for dep in _external(module):
                assert dep.split(".")[0] not in ("ipywidgets", "ipycanvas", "IPython", "traitlets"), (module, dep)


def _external(module: str) -> set[str]:
    out = set()
    for node in ast.walk(TREES[module]):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            out.add(node.module)
    return out


def test_modules_stay_small():
    long = {m for m, p in MODULES.items() if len(p.read_text().splitlines()) > LIMIT}
    assert long <= LONG, f"over {LIMIT} lines: {sorted(long - LONG)}"
    assert LONG <= long, f"split now, take them off the list: {sorted(LONG - long)}"


# Mob Ties was written to two stricter rules, kept (they were in tests/test_mobties_contract.py).
MOB_TIES = sorted(m for m in MODULES if m == "mobgames.mobties" or m.startswith("mobgames.mobties."))


@pytest.mark.parametrize("module", MOB_TIES)
def test_mob_ties_reaches_no_private_name_of_another_object_and_imports_at_the_top(module):
    for node in ast.walk(TREES[module]):
        if isinstance(node, ast.ImportFrom) and node.module is not None:
            assert not any(a.name.startswith("_") for a in node.names), (module, node.module)
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
            assert isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"), \
                f"{module} line {node.lineno} uses {node.attr} of another object"
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for inner in ast.walk(node):
                assert not isinstance(inner, (ast.Import, ast.ImportFrom)), \
                    f"{module} line {inner.lineno}: an import inside {node.name}()"
