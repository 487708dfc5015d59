"""Pages to print: one style and one page frame for every printable a teacher makes (the
handouts of ``mobgames handouts`` and a chapter's word bank). A page is a standalone HTML file
that prints well on A4 or Letter: open it in a browser and print it."""

from __future__ import annotations

from html import escape

__all__ = ["CSS", "page", "name_line", "table_html"]

CSS = """
@page { size: auto; margin: 15mm; }
* { box-sizing: border-box; }
body { font-family: Georgia, 'DejaVu Serif', 'Times New Roman', serif; font-size: 12pt; line-height: 1.45;
       color: #000; background: #fff; max-width: 185mm; margin: 0 auto; padding: 8mm 0; }
h1 { font-size: 18pt; margin: 0 0 4pt; } h2 { font-size: 14pt; margin: 14pt 0 4pt; }
h3 { font-size: 12.5pt; margin: 10pt 0 3pt; }
.sub { color: #333; font-size: 10.5pt; margin-bottom: 8pt; }
.name-line { margin: 6pt 0 12pt; } .name-line span { display: inline-block; width: 60mm; border-bottom: 1px solid #000; }
table { border-collapse: collapse; width: 100%; font-size: 10.5pt; }
th, td { border: 1px solid #555; padding: 3pt 5pt; text-align: left; vertical-align: top; }
th { background: #eee; } thead { display: table-header-group; } tr { page-break-inside: avoid; break-inside: avoid; }
.exercise { page-break-inside: avoid; break-inside: avoid; margin: 0 0 12pt; padding-bottom: 6pt;
            border-bottom: 1px solid #bbb; }
.exercise ol, .exercise ul { margin: 3pt 0; }
.write { display: inline-block; min-width: 28mm; border-bottom: 1px solid #000; }
.line { height: 9mm; border-bottom: 1px solid #777; }
.box { display: inline-block; width: 9mm; height: 6mm; border: 1px solid #000; margin-right: 4pt; vertical-align: middle; }
.tick { display: inline-block; width: 4mm; height: 4mm; border: 1px solid #000; margin-right: 5pt; vertical-align: middle; }
.story { font-size: 10.5pt; border-left: 2pt solid #999; padding-left: 6pt; }
.story li { margin: 0; }
svg { max-width: 100%; height: auto; }
.answer-key { page-break-before: always; break-before: page; }
.answer-key li { margin-bottom: 4pt; white-space: pre-line; }
.card { border: 2px dashed #333; border-radius: 4pt; padding: 6pt 10pt; margin: 0 0 10pt;
        page-break-inside: avoid; break-inside: avoid; }
.card .game { font-size: 9.5pt; color: #333; text-transform: uppercase; letter-spacing: 0.5pt; }
.card h3 { margin-top: 2pt; }
.teacher, .new-page { page-break-before: always; break-before: page; }
.phrase td:first-child { width: 45%; font-weight: bold; }
a { color: #000; }
@media print { .noprint { display: none; } a { text-decoration: none; } }
"""


def page(title: str, body: str, subtitle: str = "") -> str:
    """A whole HTML page: the title as its heading, a subtitle under it, then ``body``."""
    sub = f"<div class='sub'>{escape(subtitle)}</div>" if subtitle else ""
    return (f"<!DOCTYPE html>\n<html lang='en'>\n<head>\n<meta charset='utf-8'>\n<title>{escape(title)}</title>\n"
            f"<meta name='viewport' content='width=device-width, initial-scale=1'>\n<style>{CSS}</style>\n</head>\n"
            f"<body>\n<h1>{escape(title)}</h1>\n{sub}\n{body}\n</body>\n</html>\n")


def name_line() -> str:
    """A line for the student's name and the date."""
    return "<p class='name-line'>Name: <span></span> &nbsp; Date: <span style='width:35mm'></span></p>"


def table_html(table) -> str:
    """A ``Table`` (headers and rows) as a printable HTML table."""
    head = "".join(f"<th>{escape(h)}</th>" for h in table.headers)
    rows = "".join("<tr>" + "".join(f"<td>{escape(v)}</td>" for v in r) + "</tr>" for r in table.rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"
