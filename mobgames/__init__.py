"""mobgames: rules engines for three mob-themed tabletop games.

Subpackages, one per game, plus a small shared core:

- ``mobgames.core``: dice and other chance, events (plain-English narration), errors.
- ``mobgames.bloodfeud``: Blood Feud in New York (board, set-up, ...).

This top-level module stays tiny on purpose: ``import mobgames`` must be instant, so the game
subpackages (which load networkx and data files) are imported only when asked for.
"""

__version__ = "0.1.0"

__all__ = ["__version__", "set_narration"]


def set_narration(level: str) -> None:
    """The one setting for how every game tells its story: ``"full"`` sentences for players
    (the default) or ``"simple"`` short sentences for English learners."""
    from .core.events import set_narration as _set

    _set(level)
