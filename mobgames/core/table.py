"""A small table that shows itself as HTML in a notebook and as aligned text elsewhere. Its HTML is
never typeset as maths: every cell goes through ``markup.text`` and the table carries the class
MathJax skips, so "$550 ... $600" stays money."""

from __future__ import annotations

from collections.abc import Sequence

from .markup import NO_MATH, attr
from .markup import text as escape


class Table:
    def __init__(self, headers: Sequence[str], rows: Sequence[Sequence[object]], caption: str = "",
                 css: str = "") -> None:
        self.headers = [str(h) for h in headers]
        self.rows = [["" if v is None else str(v) for v in row] for row in rows]
        self.caption = caption
        self.css = css

    def _repr_html_(self) -> str:
        cap = f"<caption style='caption-side:top;text-align:left;font-weight:bold'>{escape(self.caption)}</caption>" if self.caption else ""
        head = "".join(f"<th style='text-align:left'>{escape(h)}</th>" for h in self.headers)
        body = "".join("<tr>" + "".join(f"<td style='text-align:left'>{escape(v)}</td>" for v in r) + "</tr>" for r in self.rows)
        classes = self.css.split()
        cls = f" class='{attr(' '.join(classes + ([NO_MATH] if NO_MATH not in classes else [])))}'"
        return f"<table{cls}>{cap}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"

    def __str__(self) -> str:
        cols = list(zip(self.headers, *self.rows)) if self.rows else [(h,) for h in self.headers]
        widths = [max(len(v) for v in col) for col in cols]
        def line(vals: list[str]) -> str:
            return "  ".join(v.ljust(w) for v, w in zip(vals, widths)).rstrip()
        out = ([self.caption] if self.caption else []) + [line(self.headers), line(["-" * w for w in widths])]
        return "\n".join(out + [line(r) for r in self.rows])

    __repr__ = __str__
