"""mobgames.widgets loads each view on first use: in the site's browser Python the board views'
ipycanvas brings numpy and Pillow (about two seconds at a chapter's start), so a chapter that
draws no board must not load them."""

from __future__ import annotations

import subprocess
import sys

import mobgames.widgets


def test_every_listed_view_loads():
    for name in mobgames.widgets.__all__:
        assert getattr(mobgames.widgets, name) is not None, name
    assert sorted(dir(mobgames.widgets)) == sorted(mobgames.widgets.__all__)


def loaded_after(statement: str) -> set[str]:
    code = f"import sys\n{statement}\nprint(' '.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_a_view_without_a_board_does_not_load_numpy():
    modules = loaded_after("from mobgames.widgets import BattleStepper, GlossaryPanel, NowYou, StoryStepper")
    assert "mobgames.widgets.battle_stepper" in modules
    assert not {"numpy", "PIL", "ipycanvas"} & modules, sorted({"numpy", "PIL", "ipycanvas"} & modules)
    assert "mobgames.widgets.bf_table" not in modules


def test_a_board_view_loads_what_it_draws_with():
    assert {"ipycanvas", "numpy"} <= loaded_after("from mobgames.widgets import BoardView")
