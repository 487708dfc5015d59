"""The old name of ``mobgames.widgets``, kept for one release so that notebooks saved with
``from widgets import ...`` still run. It warns, then gives the same objects: ``widgets.X`` and
``widgets.<module>`` are ``mobgames.widgets``'s own (one class, never a copy)."""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.util
import sys
import warnings

warnings.warn("The package 'widgets' is now 'mobgames.widgets': write 'from mobgames.widgets import ...'. "
              "The old name goes in the next release.", DeprecationWarning, stacklevel=2)

from mobgames.widgets import __all__  # noqa: E402,F401  (each name is found on first use, below)

NEW = "mobgames.widgets"


class _Alias(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """``import widgets.listen`` gives the module ``mobgames.widgets.listen`` itself."""

    def find_spec(self, name, path=None, target=None):
        if name.startswith(__name__ + "."):
            return importlib.util.spec_from_loader(name, self)
        return None

    def create_module(self, spec):
        return importlib.import_module(NEW + spec.name[len(__name__):])

    def exec_module(self, module):
        pass


if not any(isinstance(f, _Alias) for f in sys.meta_path):
    sys.meta_path.insert(0, _Alias())


def __getattr__(name: str):
    return getattr(importlib.import_module(NEW), name)
