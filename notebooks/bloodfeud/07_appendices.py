# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     notebook_metadata_filter: kernelspec,jupytext,-all
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.7
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Blood Feud in New York, chapter 7: Appendices
#
# Pages to look things up, and what they mean for you: the revenue table and the corners of the
# board. The sections marked *(extension)* are folded: open them in a 90-minute lesson or for
# homework. They show our rule decisions and how long a game lasts.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("bloodfeud/07_appendices", collapsed=True)

# %% [markdown]
# ## 1. The revenue table
#
# Your **income** (also called **revenue**) is your **assets** times your IFM (your number of
# **Independent Family Members**). The **Player Card** prints this multiplication as a table, the
# **Revenue Table**, so that nobody needs to multiply: the assets run down the side (10 to 650
# dollars, in steps of 10), and the IFM runs across the top (x1 to x13). Two examples from the
# rulebook (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.bloodfeud import revenue

for assets, ifm in ((100, 3), (650, 13)):
    print(f"Assets ${assets:,} and IFM {ifm}: the table says ${revenue(assets, ifm):,}.")

# %% [markdown]
# ### Look it up
#
# Move the sliders to your assets and your IFM. The cell where the row and the column meet is your
# income.

# %%
import ipywidgets as W
from mobgames.widgets import KeyboardGuard

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
    card.value = (f"<div style='font-size:16px'><b>{n} times {a} dollars is {revenue(a, n):,} dollars</b></div>"
                  f"<table><tr><th>Assets</th>{head}</tr>{body}</table>")


assets.observe(look_up, "value")
ifm.observe(look_up, "value")
look_up()
table = W.VBox([assets, ifm, card])
KeyboardGuard.protect(table)   # (a screen reader hears each slider's name)
table

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### The whole card (extension)

# %% [markdown] tags=["extension"]
# Here is every row of the Player Card's table:

# %% tags=["extension"]
from mobgames.bloodfeud import revenue_table

revenue_table()

# %% [markdown] tags=["extension"]
# A very rich family can go past the card. The rulebook then sends you to the *grand* table at the
# back of the book. It works the same way. Here are the next rows, for IFM 10 to 20. With 6,000
# dollars of income or more in one turn, the standard game is won at once: that is **Incontestable
# Dominance**.

# %% tags=["extension"]
revenue_table(assets=range(660, 760, 10), ifm=range(10, 21))

# %% [markdown]
# ## 2. The corners of the board
#
# Where four spaces meet at one point, the two spaces that touch only at that point are **not**
# neighbors. No piece may cross a **corner**: not on foot, and not in a vehicle. The rulebook lists
# the corners so that players never need to argue. On the map each corner is circled in pink.

# %%
# Each pink ring is drawn where the outlines of the two spaces of a corner come closest.
import numpy as np
from mobgames.bloodfeud import load_board
from mobgames.bloodfeud.svg import SvgString

board = load_board()


def corner_point(a, b):
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
# ### Try it: cross a corner?
#
# A Thug stands in Lincoln Square, where four districts meet at corners. Choose the Thug under
# **Piece**: the map shows where he can go. Click Times Square or Central Harlem: the engine says
# why he cannot go there. Then make a move that is allowed, and press **Start again**.

# %%
from mobgames.widgets import MovementExplorer

MovementExplorer("corners")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 3. Rule decisions and rule options (extension)

# %% [markdown] tags=["extension"]
# The rulebook is sometimes silent, and sometimes it says two different things. For example, the
# Player Card prices a helicopter at 550 dollars, but the rule text says 600. We chose one reading
# every time, and wrote each choice down. Where the other reading can be played too, it is a
# **rule option**: the players choose it before the game starts.

# %% tags=["extension"]
# The whole list (with the rulebook's words and our reasons) is mobgames.decisions.decisions_table
# and docs/rules-decisions.md; an option is given when a game starts: Turns.start(..., options=Options(...)).
from mobgames.bloodfeud.options import options_table
from mobgames.decisions import BLOOD_FEUD, by_game, decisions_for_readers

rulings = by_game(BLOOD_FEUD)
decisions_for_readers(["bf-helicopter-cost", "bf-starting-cash", "bf-take-manhattan-dominance"],
                      caption=f"Three of our {len(rulings)} rule decisions for Blood Feud")

# %% [markdown] tags=["extension"]
# Here is every rule option, for a group that plays with a 600-dollar helicopter and calls out the
# order of its shots in battles:

# %% tags=["extension"]
from mobgames.bloodfeud import Options

options_table(Options(helicopter_cost=600, call_out=True))

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 4. How long does a game last? (extension)

# %% [markdown] tags=["extension"]
# We let the computer play 200 six-player games for each mix of computer players (Learner, Fair and
# Strong), with the default rules. The blue bar is the median length of a game in rounds (the
# longest and shortest in brackets; a game still going after 40 rounds was stopped there); the red
# bar is the share of games in which at least one Boss was **assassinated**. Learner players never
# shoot a Boss, so their games run to the limit: good for a first game, not for a real one.

# %% tags=["extension"]
# The figures come from `make selfplay` (scripts/selfplay.py), which prints them for every mix.
from pathlib import Path

from IPython.display import HTML

from mobgames.core.markup import svg_img

HTML(svg_img(Path("selfplay.svg").read_text()))   # (an image that says what it shows, for a screen reader)

# %% [markdown] tags=["extension"]
# **What this means for you.** Against players who fight back, nobody simply grows rich: a family
# that races towards 6,000 dollars gets attacked, its Family Members are kidnapped and ransomed, and
# in almost every game a Boss falls. Plan for a game of about a dozen rounds, keep guards next to
# your Boss, and watch the richest player, not only your neighbor.

# %% [markdown] tags=["language-focus"]
# ## Language focus: numbers and tables
#
# **Say the sum.** Income is a multiplication: *six **times** sixty **is** three hundred and sixty*
# (6 x 60 = 360). Or: *six sixties are three hundred and sixty.*
#
# **Big numbers.** British English says **and** before the last part: *one thousand one hundred
# **and** twenty* (1,120); American English often leaves it out. Say *six thousand*, never *six
# thousands*.
#
# **Read a table.** The **rows** go across, the **columns** go down. *Find your assets **in** the
# row on the left, go **across** to the column for your IFM, and read the number **in** the cell
# where they meet.*
#
# The engine says each income sum both ways, first full, then simple:

# %% tags=["language-focus"]
from mobgames.bloodfeud.examples import income_example
from mobgames.bloodfeud.income import income

for example in (1, 4):
    result = income(*income_example(example))
    print("Full:  ", result.explain())
    print("Simple:", result.explain_simply())
    print()

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# In pairs, agree a price for a district with an Illicit Activity, with the role-play card. Say
# every sum aloud, and check your partner's numbers on the revenue table. The success criteria say
# what a good talk has; open the model answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("bloodfeud/07_appendices")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The new words of this chapter, and the words to review from earlier chapters, with their
# pronunciation, meaning and an example. Choose a language for a translation column. The link under
# the table gives a page to print.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="bloodfeud/07_appendices")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again; try as
# often as you like.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("bloodfeud/07_appendices")
