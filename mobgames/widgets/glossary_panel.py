"""The glossary as a widget: a word bank for a chapter or a game (each term with its IPA and its
stress), a look-up box, and the language switch that every widget's narration uses for its
definitions. A chapter's word bank also offers its printable page as a download, so a teacher in
classroom mode (no code) can print it in the chosen language.

``TERM_STYLE`` makes the game terms that ``annotate`` marks show their definition on a click, a
tap or the keyboard (each term takes the focus), not only on hover: a projector and a touch
screen have no hover. A widget that shows annotated text puts it once in front of its HTML (a
``<style>`` works for the whole page, so one widget on the page is enough)."""

from __future__ import annotations

import base64
from html import escape

import ipywidgets as W

from mobgames.core.markup import no_math
from mobgames.core.markup import text as _esc
from mobgames.teaching import define, glossary_table, languages, set_language, word_bank
from mobgames.teaching.datafiles import term_key
from mobgames.teaching.glossary import GAMES, GlossaryError, current_language, load_glossary

from .listen import Listen

# A focused term (clicked, tapped or reached with Tab) shows its definition in a box above it (a
# widget's output clips what hangs below);
# clicking elsewhere closes it. Dotted underline: the term can be asked about.
TERM_STYLE = (
    "<style>"
    ".mobgames-term{cursor:help;text-decoration:underline dotted;position:relative;border-radius:2px}"
    ".mobgames-term:focus{outline:2px solid #0072B2;outline-offset:1px}"
    ".mobgames-term:focus::after{content:attr(title);position:absolute;left:0;bottom:1.6em;z-index:30;"
    "width:max-content;max-width:24em;white-space:normal;background:#fffbe6;color:#1a1a1a;"
    "border:1px solid #8a7a40;border-radius:4px;padding:4px 8px;font-size:15px;font-style:normal;"
    "font-weight:normal;line-height:1.35;text-align:left;box-shadow:0 2px 6px rgba(0,0,0,.25)}"
    ".mobgames-battle-line,.mobgames-battle-line .widget-html-content{overflow:visible}"
    "</style>")


class GlossaryPanel(W.VBox):
    """``GlossaryPanel(chapter="bloodfeud/03_battle")`` (the chapter's word bank, each word new or
    review, with a link to its printable page) or ``GlossaryPanel(game="Mob Ties")``. Choosing a
    language here also changes the translations shown on hover in the game views."""

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
        self.answer_listen = Listen()          # the word looked up, and its example
        self.listen = Listen(speed=True)       # each word of the table, and its example
        self.table = W.HTML()
        self.printable = W.HTML()
        self.printable.add_class("mobgames-word-bank-print")
        super().__init__([W.HBox([self.language, self.lookup], layout=W.Layout(flex_flow="row wrap")),
                          self.answer, self.answer_listen, self.listen, self.table, self.printable])
        self.add_class("mobgames-glossary")
        self._show()

    def _on_language(self, change) -> None:
        set_language(change["new"])
        self._show()
        if self.lookup.value:
            self._on_lookup({"new": self.lookup.value})

    def _on_lookup(self, change) -> None:
        word = change["new"].strip()
        self.answer_listen.set([])
        if not word:
            self.answer.value = ""
            return
        try:
            d = define(word, lang=self.language.value)
        except GlossaryError as err:
            self.answer.value = no_math(f"<div style='color:#8a1c1c'>{_esc(str(err))}</div>")
            return
        self.answer_listen.set([(d.term, f"Listen: {d.term}", [d.term, d.example])])
        extra = f"<br><i>{_esc(d.translation)}</i>: {_esc(d.translated_definition)}" if d.translation else ""
        say = (f" <span class='mobgames-ipa' title='stress: {_esc(d.stress)}'>{_esc(d.ipa)}</span> "
               f"<span style='color:#555'>(stress {_esc(d.stress)})</span>" if d.ipa else "")
        self.answer.value = no_math(f"<div style='font-size:15px'><b>{_esc(d.term)}</b>{say} ({_esc(d.part_of_speech)}): "
                             f"{_esc(d.definition)}<br><span style='color:#555'>Example: {_esc(d.example)}</span>"
                             f"{extra}</div>")

    def _show(self) -> None:
        lang = self.language.value
        table = word_bank(self.chapter, lang) if self.chapter else glossary_table(game=self.game, lang=lang)
        self.table.value = table._repr_html_()
        if self.chapter:
            words = [e for _, e in table.words]
        else:
            game = GAMES.get(self.game, self.game)
            words = sorted((e for e in load_glossary() if game is None or game in e.games), key=lambda e: term_key(e.term))
        self.listen.set([(e.term, f"Listen: {e.term}", [e.term, e.example]) for e in words])
        if self.chapter is not None:     # a word bank: its page to print, as a file to download
            data = base64.b64encode(table.printable().encode("utf-8")).decode()
            self.printable.value = (f"<a download='{escape(table.filename())}' href='data:text/html;base64,{data}' "
                                    "style='font-size:15px'>\u2399 Download the word bank as a page to print</a> "
                                    "<span style='color:#555'>(open the file and print it; it has a column for the "
                                    "word in the learner's language)</span>")

