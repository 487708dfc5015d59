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
# # Blood Feud in New York, chapter 1: Getting started
#
# In this chapter you will learn how to win, how the board works, and how to say where a place is
# with small words like *in*, *at*, *next to* and *between*. The sections marked *(extension)* are
# folded: open them in a 90-minute lesson or for homework.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("bloodfeud/01_getting_started", collapsed=True)

# %% [markdown]
# ## 1. The goal of the game
#
# Each player is the **Boss** of a crime family in New York. You can win in two ways:
#
# * **Last Boss standing:** all the other Bosses are dead.
# * **Incontestable Dominance:** you earn **<span>&#36;</span>6,000 or more** in one turn.
#
# Keep your Boss safe: if your Boss dies, you are out of the game.

# %% [markdown]
# ## 2. The board
#
# The board is a map of New York's five **boroughs** and a part of New Jersey. Its **spaces** are:
#
# * **City districts** (silver, here colored by area): only these can be captured. Each district
#   you **control** gives you **<span>&#36;</span>10** of assets a turn.
# * **Parks** (green), **water** (blue) and **airports** (copper): neutral, nobody captures them.
# * **Bridges** (thick hatched bars): they join land spaces across the water. On foot, they are
#   the only way over the water.
# * A **star** shows where each area starts.

# %%
from mobgames.bloodfeud import board_summary, load_board

# The map is a data file that a teacher can edit: mobgames/bloodfeud/data/board.json. The notes on
# how it was rebuilt travel with it (board.notes).
board = load_board()
board

# %% [markdown]
# > **Reconstructed.** We do not have the printed board, so we rebuilt this map from real
# > neighborhoods. Every place and corner in the rulebook is on it.
#
# How many spaces of each kind does each area have?

# %%
board_summary(board)

# %% [markdown]
# ### Try it: explore the map
#
# Click a space, or type its name in the **Find** box and press Enter. The space gets an orange
# outline, and the spaces you can reach are shaded. **Show:** zooms to one part of the city.
#
# Start in **Fort Lee** (New Jersey). Which bridge takes you to Manhattan?

# %%
from mobgames.widgets import BoardView

BoardView(board, height=620)

# %% [markdown]
# ### Corners block movement
#
# Sometimes four spaces meet at one point. Two spaces that touch only **at a corner** are *not*
# neighbors: no piece can move across a corner.
#
# Look at **Lincoln Square** below. It touches Central Harlem and Times Square only at corners, so
# they are not shaded. The engine describes it under the map.

# %%
from mobgames.bloodfeud import describe_space

corner_view = BoardView(board, focus=["hamilton_heights", "central_harlem", "lincoln_square", "times_square",
                                      "chelsea", "central_park"], info=False)
corner_view.select("lincoln_square")
display(corner_view)
for sentence in describe_space(board, "lincoln_square"):
    print(sentence)

# %% [markdown]
# The rulebook's list of corners:

# %%
from mobgames.core.table import Table

Table(["Space", "meets only at a corner with"],
      [(board.space(a).name, board.space(b).name) for a, b in board.corners
       if board.corner_sources.get(frozenset((a, b))) == "Appendix II"],
      caption="Corners from the rulebook's appendix")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### Bridges (extension)

# %% [markdown] tags=["extension"]
# Bridges join two land spaces across water. A piece crosses a bridge like any other border.

# %% tags=["extension"]
Table(["Bridge", "joins", "and"],
      sorted((name, board.space(a).name, board.space(b).name) for a, b, name in board.bridges()),
      caption="Bridges on the board")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 3. Setting up (extension)

# %% [markdown] tags=["extension"]
# 1. Every player **rolls** a ten-sided die (the 0 means 10). The highest roll chooses first: a
#    starting point and a family color. Players who tie roll again against each other.
# 2. The number of players decides which starting points are used, and which extra pieces each
#    family gets besides its **Boss** and **five Family Members**.
# 3. Everyone puts all their pieces on their star. The **turns** always go around the board in
#    the same order: Manhattan, The Bronx, Queens, Brooklyn, Staten Island, New Jersey (skipping
#    areas nobody plays).

# %% tags=["extension"]
from mobgames.bloodfeud import setup_summary

setup_summary()

# %% [markdown] tags=["extension"]
# The pieces and what they can do. This is the **Player Card**: every player has one at the table.

# %% tags=["extension"]
from mobgames.bloodfeud import catalogue

catalogue()

# %% [markdown] tags=["extension"]
# Here is a game for three players, Ana, Ben and Chen, told by the engine. First they roll, then
# they choose, then they set up:

# %% tags=["extension"]
from mobgames.bloodfeud import new_game

# seed=7: the same seed always gives the same dice, so the whole class sees the same story.
game = new_game(["Ana", "Ben", "Chen"], seed=7)
print(game.narration())
game

# %% [markdown] tags=["extension"]
# And a game for two. Ben rolls 9 and Ana rolls 2, so Ben chooses first.

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
# The dice are chosen here (ScriptedDice), and the tests check this story, so the tutorial
# never drifts from the engine.
from mobgames.core import ScriptedDice

print(new_game(["Ana", "Ben"], dice=ScriptedDice([2, 9])).narration())

# %% [markdown] tags=["extension"]
# ### Try it: 2 to 6 players
#
# Move the **Players** slider to change the number of players. Change the **Seed** number to roll
# the dice again: the same number always gives the same rolls. The list shows the ranking roll and
# the choices; the map shows where every family starts.
#
# A token shows the family's letter and how many of its pieces stand in the space; a star (★) means
# the Boss is with them. The small square beside it is the family's control marker. Click a space to
# read its pieces in words beside the map.
#
# Look for: which areas are used with 3 players? Who gets a Limousine?

# %% tags=["extension"]
from mobgames.widgets import SetupView

SetupView(players=4, seed=1)

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## Rules we had to decide (extension)

# %% [markdown] tags=["extension"]
# The rulebook does not say everything. For example, it does not say how much money players start
# with, or whether you control your star district at the start. Here are our choices for this
# chapter; the [front page](../index.ipynb) lists every decision for all three games.

# %% tags=["extension"]
from mobgames.decisions import decisions_for_readers

decisions_for_readers(["bf-starting-cash", "bf-start-control", "bf-start-stars", "bf-helicopter-cost"])

# %% [markdown] tags=["language-focus"]
# ## Language focus: prepositions of place
#
# The engine describes every space with small words of place:
#
# | Word | We use it for | Example from the map |
# |---|---|---|
# | **in** | an area: a district, a borough, a city | Lincoln Square is **in** Manhattan. |
# | **at** | one exact point | Two spaces meet only **at** a corner. |
# | **on** | a surface | The pieces stand **on** the star. |
# | **to** | a movement towards a place | The bridge leads **to** Washington Heights. |
# | **between** | the space in the middle of two things | No piece can move **between** them. |
# | **next to** | a place that touches another one | Bay Ridge is **next to** Dyker Heights. |
#
# Careful: we say *in Manhattan* (an area), *at the corner* (a point) and *on the board* (a surface).

# %% [markdown] tags=["language-focus"]
# The engine describes Lincoln Square and Fort Lee, with the prepositions in **bold**. Which space
# has a bridge?

# %% tags=["language-focus"]
import re
from html import escape

from IPython.display import HTML
from mobgames.bloodfeud import default_board, describe_space

PLACE_WORDS = re.compile(r"\b(in|at|on|to|between|next to)\b")


def bold_prepositions(sentence):
    return PLACE_WORDS.sub(lambda m: f"<b>{m.group(1)}</b>", escape(sentence))


sentences = [s for space in ("lincoln_square", "fort_lee") for s in describe_space(default_board(), space)
             if "assets" not in s]   # keep the sentences about places
HTML("<ul class='mathjax_ignore' style='font-size:16px'>"
     + "".join(f"<li>{bold_prepositions(s)}</li>" for s in sentences) + "</ul>")

# %% [markdown] tags=["language-focus"]
# The set-up story uses them too. Which prepositions can you find?

# %% tags=["language-focus"]
from mobgames.bloodfeud import new_game
from mobgames.core import ScriptedDice

print(new_game(["Ana", "Ben"], dice=ScriptedDice([2, 9])).narration())

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Describe a space on the map to a partner without its name; your partner finds it. The success
# criteria say what a good description has; open the model answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("bloodfeud/01_getting_started")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The new words of this chapter, with their pronunciation, meaning and an example. Choose a language
# for a translation column. The link under the table gives a page to print.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="bloodfeud/01_getting_started")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("bloodfeud/01_getting_started")
