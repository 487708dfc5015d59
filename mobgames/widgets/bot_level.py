"""The bot level a reader chooses at a game table: one control for the three tables, showing
the levels every game offers (``mobgames.core.bots.LEVELS``) with a line on each."""

from __future__ import annotations

import ipywidgets as W

from mobgames.core.bots import LEVEL_TEXT, LEVELS


def level_picker(value: str = "fair", on_change=None) -> W.ToggleButtons:
    """Three buttons, Learner / Fair / Strong, keyboard-reachable; ``on_change(level)`` is called
    when the reader picks another level."""
    picker = W.ToggleButtons(options=[(level.capitalize(), level) for level in LEVELS], value=value,
                             tooltips=[LEVEL_TEXT[level] for level in LEVELS], description="Computer:",
                             style={"button_width": "auto"})
    picker.add_class("mobgames-bot-level")
    if on_change is not None:
        picker.observe(lambda change: on_change(change["new"]), names="value")
    return picker
