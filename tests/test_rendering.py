"""Issue 15's rendering: every HTML the project writes escapes markup and keeps "$" out of
MathJax's reach (two amounts in one cell would otherwise be typeset as maths), and glossary terms
can be opened by a click, a tap or the keyboard."""

from __future__ import annotations

import re

from mobgames.core import markup
from mobgames.core.table import Table
from mobgames.decisions import decisions_table
from mobgames.teaching import annotate, glossary_table


def no_bare_dollar(html: str) -> bool:
    """No "$" outside the one-character element the escaping puts it in."""
    return "$" not in html.replace(markup.DOLLAR, "")


def test_text_escapes_markup_and_isolates_dollars():
    assert markup.text("<b>$5 & $6</b>") == "&lt;b&gt;<span>&#36;</span>5 &amp; <span>&#36;</span>6&lt;/b&gt;"
    assert markup.text(None) == "" and markup.text(3) == "3"
    assert markup.attr('a "$" b') == "a &quot;&#36;&quot; b"
    assert markup.no_math("x").startswith("<div class='mathjax_ignore'")


def test_tables_escape_dollars_and_are_skipped_by_mathjax():
    html = Table(["Cost"], [["$550; the text says $600 <i>"]], css="x")._repr_html_()
    assert no_bare_dollar(html) and "&lt;i&gt;" in html
    assert "class='x mathjax_ignore'" in html
    decisions = decisions_table()._repr_html_()
    assert no_bare_dollar(decisions) and "mathjax_ignore" in decisions and "&#36;</span>550" in decisions
    assert no_bare_dollar(glossary_table(game="Blood Feud in New York")._repr_html_())


def test_annotated_text_escapes_dollars_and_terms_take_the_focus():
    html = annotate("A bribe of $50, then $100 more.")
    assert no_bare_dollar(html)
    assert re.search(r'<abbr class="mobgames-term" tabindex="0" title="[^"]+" data-term="bribe">bribe</abbr>', html)


def test_widgets_show_terms_on_focus_and_keep_dollars_out_of_maths():
    from mobgames.widgets import BattleStepper, MovementExplorer
    from mobgames.widgets.glossary_panel import TERM_STYLE
    from mobgames.bloodfeud.examples import battle_example

    assert ":focus::after" in TERM_STYLE and "attr(title)" in TERM_STYLE
    s = BattleStepper(battle_example(2))
    assert TERM_STYLE in s.line.value and "mathjax_ignore" in s.line.value and "mathjax_ignore" in s.picture.value
    e = MovementExplorer("corners")
    e.view.select("chelsea")
    e.move_button.click()
    assert "0 spaces" not in e.message.value and "already moved" in e.message.value
    assert no_bare_dollar(e.story.value)
