# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     notebook_metadata_filter: kernelspec,jupytext,-all
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Blood Feud in New York, chapter 7: Appendices
#
# Three pages to look things up:
#
# 1. the revenue table,
# 2. the corners of the board,
# 3. every rule decision we made, and the rule options.
#
# Run each cell with **Shift + Enter**.

# %% [markdown]
# ## 1. The revenue table
#
# Income = assets x IFM. The Player Card prints this multiplication as a table, so that nobody needs
# to multiply: the assets run down the side (10 to 650 dollars, in steps of 10) and the IFM runs
# across the top (x1 to x13). Two examples from the rulebook (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.bloodfeud import revenue

print(revenue(100, 3), revenue(650, 13))

# %% [markdown]
# ### Look it up
#
# Move the sliders to your assets and your IFM. The cell where the row and the column meet is your
# income.

# %%
import ipywidgets as W

assets = W.IntSlider(value=140, min=10, max=650, step=10, description="Assets")
ifm = W.IntSlider(value=8, min=1, max=13, description="IFM")
card = W.HTML()


def look_up(change=None):
    a, n = assets.value, ifm.value
    rows = [r for r in range(a - 20, a + 30, 10) if 10 <= r <= 650]
    cols = [c for c in range(n - 2, n + 3) if 1 <= c <= 13]
    def cell(r, c):
        mark = "background:#ffd54f;font-weight:bold;outline:2px solid #e65100" if (r, c) == (a, n) else ""
        return f"<td style='padding:2px 8px;text-align:right;{mark}'>{revenue(r, c):,}</td>"
    head = "".join(f"<th style='padding:2px 8px'>x{c}</th>" for c in cols)
    body = "".join(f"<tr><th style='padding:2px 8px'>{r}</th>{''.join(cell(r, c) for c in cols)}</tr>" for r in rows)
    card.value = (f"<div style='font-size:16px'><b>{a} x {n} = {revenue(a, n):,} dollars</b></div>"
                  f"<table><tr><th>Assets</th>{head}</tr>{body}</table>")


assets.observe(look_up, "value")
ifm.observe(look_up, "value")
look_up()
W.VBox([assets, ifm, card])

# %% [markdown]
# ### The whole card
#
# Here is every row of the Player Card's table:

# %%
from mobgames.bloodfeud import revenue_table

revenue_table()

# %% [markdown]
# A very rich family can go past the card. The rulebook then sends you to the *grand* table at the
# back of the book. It works the same way; ask for the rows and columns you need:

# %%
revenue_table(assets=range(660, 760, 10), ifm=range(10, 21))

# %% [markdown]
# ## 2. The corners of the board
#
# Where four spaces meet at one point, the two spaces that touch only at that point are **not**
# neighbours. No piece may cross a corner: not on foot, and not in a vehicle. The rulebook lists
# the corners so that players never need to argue. On the map each corner is circled in pink.

# %%
import numpy as np
from mobgames.bloodfeud import load_board
from mobgames.bloodfeud.svg import SvgString

board = load_board()


def corner_point(a, b):
    # the point where the outlines of the two spaces touch
    pa, pb = np.asarray(board.space(a).polygon), np.asarray(board.space(b).polygon)
    gaps = np.linalg.norm(pa[:, None, :] - pb[None, :, :], axis=2)
    return pa[np.unravel_index(gaps.argmin(), gaps.shape)[0]]


rings = "".join(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="7" fill="none" stroke="#c2185b" stroke-width="3"/>'
                for x, y in (corner_point(a, b) for a, b in board.corners))
SvgString(board.svg(width=760).replace("</svg>", rings + "</svg>"))

# %% [markdown]
# The same corners as a list. *Appendix II* marks the rulebook's own corners; three more are points
# of our rebuilt map where four spaces happen to meet.

# %%
from mobgames.core.table import Table

Table(["Space", "meets only at a corner with", "Source"],
      [(board.space(a).name, board.space(b).name, board.corner_sources.get(frozenset((a, b)), ""))
       for a, b in board.corners],
      caption="Every corner of the board")

# %% [markdown]
# ## 3. Rule decisions and rule options
#
# The rulebook is sometimes silent, and sometimes it says two different things. This table lists
# every choice we made for Blood Feud. Where the other reading can be played too, the last column
# names the **rule option** that switches to it.

# %%
from mobgames.decisions import decisions_table

decisions_table("Blood Feud in New York")

# %% [markdown]
# All the rule options live in one place. You give them when a game starts, for example
# `Turns.start(["Ana", "Ben"], options=Options(helicopter_cost=600, call_out=True))`:

# %%
import inspect

from mobgames.bloodfeud import Options

print(inspect.cleandoc(Options.__doc__))
print("Changed from the defaults:", Options(helicopter_cost=600, call_out=True).changed())

# %% [markdown]
# ## 4. How long does a game last?
#
# We let the computer play 200 six-player games for each mix of bot levels, with the default rules
# (the box's limited supply of pieces). The blue bar is the median length of a game in rounds (the
# longest and shortest in brackets; a game still going after 40 rounds was stopped there); the red
# bar is the share of games in which at least one Boss was assassinated. Learner bots never shoot a
# Boss, so their games run to the limit: good for a first game, not for a real one.

# %%
from IPython.display import SVG

SVG(filename="selfplay.svg")

# %% [markdown]
# **What this means for you.** Against players who fight back, nobody simply grows rich: a family
# that races towards $6,000 gets attacked, its Family Members are kidnapped and ransomed, and in
# almost every game a Boss falls. Plan for a game of about a dozen rounds, keep guards next to your
# Boss, and watch the richest player, not only your neighbour. The figures come from
# `make selfplay`, which prints them for every mix.

# %% [markdown]
# ## Language focus: numbers and tables
#
# Income is a multiplication. Say it aloud: *six **times** sixty **is** three hundred and sixty* (6 × 60 = 360).
# Read a table with **row** and **column**: *Find your assets in the row on the left, go across to the column for your IFM, and read the cell.*
# Big numbers: *one thousand one hundred and twenty* (1,120); *six thousand* (6,000) is Incontestable Dominance.

# %%
from mobgames.bloodfeud import revenue

for assets, ifm in ((60, 6), (140, 3), (140, 8)):
    print(f"{ifm} times {assets} dollars is {revenue(assets, ifm)} dollars.")

# %% [markdown]
# **Now you.** Ask a partner *"What is your income if you have 90 dollars of assets and 4 family members?"* and answer with *times* and *is*.

# %% [markdown]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. In the game views, point at a word with a dotted line to read its meaning. (Teachers: add `lang="es"` or another language for a translation column.)

# %%
from mobgames.teaching import glossary_table

glossary_table(chapter="bloodfeud/07_appendices")

# %% [markdown]
# ### Exercises
#
# Answer each exercise, then press **Check**. Teachers: the answers are behind **Show answers (teacher)**.

# %%
from widgets import ExerciseSet

ExerciseSet("bloodfeud/07_appendices")
