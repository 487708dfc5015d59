"""Chooser: one or more choices (a list, or a row of buttons when there are only a few) above a
widget that is built again whenever the reader chooses something else. Classroom mode has no
code to edit, so a choice that a chapter used to make in code ("which Fed card comes?", "which
Defense card does Yellow hold?", "how many players?") is made here, with the mouse or the keyboard.

    Chooser(lambda card: StoryStepper(lambda: examples.feds_arrive(card), script),
            {"card": ("Fed card", [("Citywide Crackdown", "citywide_crackdown"), ("FBI Raid", "fbi_raid")])})

It works with any widget: "a StoryStepper with a chooser of examples", a Playground with a
choice of cards, a game table with a choice of players and rule options. Nothing here knows a
game's rules: a choice the engine refuses is said in a sentence (the engine's reason), never a
traceback, and the old widget goes away.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import ipywidgets as W

from mobgames.core.errors import MobgamesError, SetupError
from mobgames.core.markup import no_math, text

from .keyboard import KeyboardGuard, enter_only
from .mobties import replace_children   # (closes what it takes away; any game's widgets)
from .table_kit import ERROR, NOTE

BUTTONS_UP_TO = 4   # a choice with this many options or fewer is a row of buttons; more make a list


def _options(name: str, options) -> list[tuple[str, object]]:
    """The options as (words shown, value) pairs; a plain value is shown as its own words."""
    if isinstance(options, (str, bytes)) or not isinstance(options, Sequence) or not options:
        raise SetupError(f"The choice {name!r} needs a list of options, not {options!r:.60}.")
    pairs = []
    for option in options:
        if isinstance(option, tuple) and len(option) == 2 and isinstance(option[0], str):
            pairs.append(option)
        else:
            pairs.append((str(option), option))
    values = [v for _, v in pairs]
    if len({repr(v) for v in values}) != len(values):
        raise SetupError(f"The choice {name!r} offers the same value twice.")
    return pairs


class Chooser(W.VBox):
    """``Chooser(make, choices, *, title="", describe=None, buttons_up_to=4)``.

    ``choices``: ``{name: (label, options)}`` or ``{name: (label, options, first value)}``, in the
    order they are shown; ``options`` is a list of ``(words, value)`` pairs (or plain values, shown
    as they are). ``make(**values)`` builds the widget for the values chosen (one keyword argument
    per choice); it is called at once and again after every change. ``describe(**values)``, if
    given, says in a sentence what was chosen (shown between the choices and the widget).
    A choice with ``buttons_up_to`` options or fewer is a row of buttons, else a list.

    From code: ``.choose(**values)`` (what the reader's clicks do; several at once build the
    widget once), ``.values``, ``.pickers`` (by name), ``.widget`` (the widget built, or None
    when the last choice was refused) and ``.message`` (the sentence saying why)."""

    def __init__(self, make: Callable, choices: Mapping[str, tuple], *, title: str = "",
                 describe: Callable | None = None, buttons_up_to: int = BUTTONS_UP_TO):
        if not callable(make):
            raise SetupError(f"Give a function that builds the widget, not {make!r:.40}.")
        if not isinstance(choices, Mapping) or not choices:
            raise SetupError("Give at least one choice: {name: (label, options)}.")
        self.make, self.describe = make, describe
        self.pickers: dict[str, W.ValueWidget] = {}
        for name, spec in choices.items():
            if not isinstance(spec, tuple) or len(spec) not in (2, 3):
                raise SetupError(f"The choice {name!r} is (label, options) or (label, options, first value).")
            label, options = spec[0], _options(name, spec[1])
            first = spec[2] if len(spec) == 3 else options[0][1]
            if first not in [v for _, v in options]:
                raise SetupError(f"The first value of {name!r}, {first!r:.40}, is not one of its options.")
            if len(options) <= buttons_up_to:
                picker = W.ToggleButtons(options=options, value=first, description=f"{label}:",
                                         style={"button_width": "auto", "description_width": "initial"},
                                         layout=W.Layout(width="auto", display="flex", align_items="center"))
            else:
                picker = enter_only(W.Dropdown(options=options, value=first, description=f"{label}:",
                                               style={"description_width": "initial"},
                                               layout=W.Layout(width="auto", max_width="100%")))
            picker.observe(self._changed, "value")
            self.pickers[name] = picker
        self._quiet = False
        self.title = W.HTML(no_math(f"<h3 style='margin:4px 0'>{text(title)}</h3>") if title else "",
                            layout=W.Layout(display=None if title else "none"))
        row = W.Box(list(self.pickers.values()), layout=W.Layout(flex_flow="row wrap", align_items="center",
                                                                 grid_gap="4px 16px"))
        row.add_class("mobgames-chooser-choices")
        self.message = W.HTML()
        self.message.add_class("mobgames-chooser-message")
        self.holder = W.VBox()
        self.widget: W.Widget | None = None
        super().__init__([self.title, row, self.message, self.holder])
        self.add_class("mobgames-chooser")
        KeyboardGuard.protect(self)   # Tab moves on, and no key reaches JupyterLab's shortcuts
        self._build()

    @property
    def values(self) -> dict:
        """The value chosen for each choice, by name."""
        return {name: picker.value for name, picker in self.pickers.items()}

    def choose(self, **values) -> bool:
        """Choose ``values`` (by the choices' names), as the reader's clicks would; the widget is
        built once, afterwards. Returns whether it could be built."""
        unknown = [n for n in values if n not in self.pickers]
        if unknown:
            raise SetupError(f"There is no choice called {unknown[0]!r}; the choices are {', '.join(self.pickers)}.")
        for name, value in values.items():
            offered = [v for _, v in self.pickers[name].options]
            if value not in offered:
                raise SetupError(f"{value!r:.40} is not one of the options of {name!r}.")
        self._quiet = True
        try:
            for name, value in values.items():
                self.pickers[name].value = value
        finally:
            self._quiet = False
        return self._build()

    def _changed(self, _change) -> None:
        if not self._quiet:
            self._build()

    def _say(self, words: str, error: bool = False) -> None:
        colour = ERROR if error else NOTE
        self.message.value = (no_math(f"<div role='status' style='color:{colour};font-size:17px;padding:2px 0'>"
                                      f"{text(words)}</div>") if words else "")

    def _build(self) -> bool:
        """Build the widget for the values chosen now; a refusal is a sentence, and no widget."""
        values = self.values
        old = self.widget
        try:
            widget = self.make(**values)
            if not isinstance(widget, W.Widget):
                raise SetupError(f"the function gave {widget!r:.40}, not a widget.")
        except MobgamesError as err:   # the engine's reason, in its own words
            self._replace(old, None)
            self._say(f"This choice cannot be shown: {err}", error=True)
            return False
        except Exception as err:       # a notebook's function went wrong: a sentence, never a traceback
            self._replace(old, None)
            self._say(f"This choice cannot be shown: building it failed ({type(err).__name__}: {err}).", error=True)
            return False
        self._replace(old, widget)
        try:
            said = self.describe(**values) if self.describe is not None else ""
        except Exception as err:
            said = f"(The description could not be written: {type(err).__name__}.)"
        self._say(said or "")
        return True

    def _replace(self, old: W.Widget | None, new: W.Widget | None) -> None:
        """Show ``new`` (or nothing) in place of ``old``, which is closed with everything in it, so
        that many choices do not pile up widgets in the page."""
        self.widget = new
        replace_children(self.holder, [new] if new is not None else [])
