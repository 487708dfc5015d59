"""Who is looking at a chapter: a student or the teacher (issue 29). The student's view has no
answer key, no "Show all answers" and no teacher notes; the teacher's view has them all.

The view comes from the environment, as the classroom seed does: ``MOBGAMES_VIEW=student`` or
``teacher``. ``make lab`` opens the teacher's view (the teacher's and the developer's door);
``make classroom``, the hub and the site give students theirs unless told otherwise (``VIEW=teacher``,
the hub's ``MOBGAMES_VIEW``, the site's ``?teacher``). With nothing set, a notebook opened in a
plain Jupyter is the teacher's.

    >>> from mobgames.teaching.audience import set_view, teacher_view
    >>> set_view("student"); teacher_view()
    False
    >>> set_view("teacher"); teacher_view()
    True
"""

from __future__ import annotations

import os

from ..core.errors import MobgamesError

VIEWS = ("student", "teacher")
ENV = "MOBGAMES_VIEW"

__all__ = ["VIEWS", "current_view", "set_view", "teacher_view"]

_chosen: list[str] = []          # set_view's choice, over the environment's


def current_view() -> str:
    """"student" or "teacher": what ``set_view`` chose, else ``MOBGAMES_VIEW``, else "teacher"."""
    if _chosen:
        return _chosen[-1]
    value = os.environ.get(ENV, "").strip().lower() or "teacher"
    if value not in VIEWS:
        raise MobgamesError(f"{ENV} must be student or teacher, not {value!r}.")
    return value


def set_view(view: str | None) -> None:
    """Show what a student (``"student"``) or the teacher (``"teacher"``) sees from now on;
    ``None`` goes back to the environment's choice."""
    if view is not None and view not in VIEWS:
        raise MobgamesError(f"The view is student or teacher, not {view!r}.")
    _chosen[:] = [view] if view else []


def teacher_view() -> bool:
    return current_view() == "teacher"
