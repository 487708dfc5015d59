"""One escaping helper for every piece of HTML the project writes.

``html.escape`` alone is not enough in a notebook: JupyterLab (and Voila) run MathJax over HTML
outputs, so two dollar amounts in one table cell ("$550 ... $600") become italic maths. Measured in
JupyterLab 4 with MathJax 3 (tests/browser/test_battle_render.py):

- ``&#36;`` does *not* help: the browser decodes the entity before MathJax reads the page;
- a ``$`` alone in its own element (``<span>&#36;</span>``) is never paired with another one;
- an element with the class ``mathjax_ignore`` is skipped by MathJax altogether.

``text()`` does the first (content stays plain text in every renderer, copy and paste included);
``NO_MATH`` is the class for a container the project fills with its own HTML.

    >>> text("Pay $50 <now> & then")
    'Pay <span>&#36;</span>50 &lt;now&gt; &amp; then'
    >>> attr('say "$5"')
    'say &quot;&#36;5&quot;'
"""

from __future__ import annotations

import base64
import html
import re

__all__ = ["text", "attr", "NO_MATH", "no_math", "svg_img", "SvgPicture", "Folded"]

# MathJax 3 (JupyterLab 4, Voila) skips an element with this class and everything inside it.
NO_MATH = "mathjax_ignore"
DOLLAR = "<span>&#36;</span>"


def text(value: object) -> str:
    """``value`` (any object; None is empty) as HTML element content: markup escaped, each ``$``
    in an element of its own so that MathJax never reads a pair of them as maths."""
    if value is None:
        return ""
    return html.escape(str(value)).replace("$", DOLLAR)


def attr(value: object) -> str:
    """``value`` as an attribute value (quotes escaped; ``$`` as ``&#36;``, attributes are never
    typeset but the entity keeps them uniform)."""
    if value is None:
        return ""
    return html.escape(str(value), quote=True).replace("$", "&#36;")


def no_math(body: str, tag: str = "div", css: str = "", style: str = "") -> str:
    """``body`` (HTML already escaped) inside a ``tag`` that MathJax leaves alone."""
    cls = f"{NO_MATH} {css}".strip()
    st = f" style='{attr(style)}'" if style else ""
    return f"<{tag} class='{cls}'{st}>{body}</{tag}>"


def svg_img(svg: str, alt: str | None = None) -> str:
    """``svg`` as an HTML image with a text alternative: ``alt``, else the picture's own ``<title>``
    and ``<desc>``. (JupyterLab shows an SVG output as an image with no alternative at all.)"""
    if alt is None:
        found = [html.unescape(re.sub(r"<[^>]+>", "", m)).strip()
                 for m in re.findall(r"<(?:title|desc)\b[^>]*>(.*?)</(?:title|desc)>", svg[:20000], re.S)[:2]]
        alt = ". ".join(t.rstrip(".") for t in found if t) or "A picture of the game"
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return f"<img class='{NO_MATH}' alt='{attr(alt)}' src='data:image/svg+xml;base64,{data}'>"


class SvgPicture:
    """For a class that draws itself (``_repr_svg_``): a notebook shows it as an image that says
    what it shows (a screen reader hears the board's title and description)."""

    __slots__ = ()

    def _repr_html_(self) -> str:
        return svg_img(self._repr_svg_())  # type: ignore[attr-defined]


class Folded:
    """``text`` that a notebook shows folded away under ``summary``, opened with a click (the whole
    story of an example a stepper tells step by step: open, it would give the ending away).
    Printed or compared, it is the text itself."""

    __slots__ = ("text", "summary")

    def __init__(self, text: str, summary: str) -> None:
        self.text, self.summary = text, summary

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        return (f"<details class='{NO_MATH} mobgames-folded'><summary>{text(self.summary)}</summary>"
                f"<pre style='white-space:pre-wrap'>{text(self.text)}</pre></details>")
