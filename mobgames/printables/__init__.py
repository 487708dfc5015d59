"""Print-and-play sheets for a class without laptops: the Blood Feud map as a tiled poster, its
counters and Player Card; the Mob Ties board, pieces, player aids and both decks; the Family
Business Action and Mobster cards. Pure Python: each sheet is an HTML document (with SVG
inside) built from the games' data files, with fixed-size pages in millimetres that Chromium
prints to PDF page for page (``mobgames printables``, ``make printables``: ``make.py``).

>>> from mobgames.printables import sheets
>>> [s.name for s in sheets("letter", only=["mobties-board"])]
['mobties-board']
"""

from .contents import BUILDERS, index_html, sheets
from .page import PAPERS, Paper, Sheet, paper_of

__all__ = ["BUILDERS", "PAPERS", "Paper", "Sheet", "index_html", "paper_of", "sheets"]
