"""The glossary as a widget: a word bank for a chapter or a game, a look-up box, and the
language switch that every widget's narration uses for its definitions."""

from __future__ import annotations

import html

import ipywidgets as W

from mobgames.teaching import define, glossary_table, languages, set_language
from mobgames.teaching.glossary import GlossaryError, current_language


class GlossaryPanel(W.VBox):
    """``GlossaryPanel(chapter="bloodfeud/03_battle")`` or ``GlossaryPanel(game="Mob Ties")``.
    Choosing a language here also changes the translations shown on hover in the game views."""

    def __init__(self, chapter: str | None = None, game: str | None = None):
        self.chapter, self.game = chapter, game
        options = [(name, code) for code, name in languages().items()]
        self.language = W.Dropdown(options=options, value=current_language(), description="Language:")
        self.language.observe(self._on_language, "value")
        self.lookup = W.Text(placeholder="Type a game word, e.g. bribe", description="Look up:",
                             continuous_update=False)
        self.lookup.observe(self._on_lookup, "value")
        self.answer = W.HTML()
        self.answer.add_class("mobgames-glossary-answer")
        self.table = W.HTML()
        super().__init__([W.HBox([self.language, self.lookup]), self.answer, self.table])
        self.add_class("mobgames-glossary")
        self._show()

    def _on_language(self, change) -> None:
        set_language(change["new"])
        self._show()
        if self.lookup.value:
            self._on_lookup({"new": self.lookup.value})

    def _on_lookup(self, change) -> None:
        word = change["new"].strip()
        if not word:
            self.answer.value = ""
            return
        try:
            d = define(word, lang=self.language.value)
        except GlossaryError as err:
            self.answer.value = f"<div style='color:#8a1c1c'>{_esc(str(err))}</div>"
            return
        extra = f"<br><i>{_esc(d.translation)}</i>: {_esc(d.translated_definition)}" if d.translation else ""
        self.answer.value = (f"<div style='font-size:15px'><b>{_esc(d.term)}</b> ({_esc(d.part_of_speech)}): "
                             f"{_esc(d.definition)}<br><span style='color:#555'>Example: {_esc(d.example)}</span>"
                             f"{extra}</div>")

    def _show(self) -> None:
        self.table.value = glossary_table(game=self.game, chapter=self.chapter, lang=self.language.value)._repr_html_()


def _esc(text: str) -> str:
    return html.escape(text or "")
