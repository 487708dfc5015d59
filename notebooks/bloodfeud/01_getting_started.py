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
# # Blood Feud in New York, chapter 1: Getting started
#
# In this chapter you will learn:
#
# 1. what you are trying to do in the game,
# 2. how the board works: districts, parks, water, airports, bridges and corners,
# 3. how to set up a game for 2 to 6 players,
# 4. how to say where a place is with small words like *in*, *at*, *next to* and *between*.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("bloodfeud/01_getting_started", collapsed=True)

# %% [markdown]
# ## 1. The goal of the game
#
# Each player is the **Boss** of a crime family. The families start in different parts of the city
# and compete to become the one Boss who runs New York.
#
# There are two ways to win:
#
# * **Last Boss standing:** every other player's Boss has been killed.
# * **Incontestable Dominance:** you earn **<span>&#36;</span>6,000 or more** in a single turn.
#
# Your Family Members are the key to your income, and your Boss is your life: if your Boss dies,
# you are out of the game.

# %% [markdown]
# ## 2. The board
#
# The board is a map of the five **boroughs** of New York City (Manhattan, The Bronx, Queens,
# Brooklyn and Staten Island) and part of New Jersey. It is divided into **spaces**:
#
# * **City districts** (silver, here tinted by area): the only spaces you can capture. Each district
#   you **control** is worth **<span>&#36;</span>10** of assets every turn.
# * **Parks** (green), **water** (blue) and **airports** (copper) are neutral. Nobody can capture them.
# * **Bridges** (thick hatched bars) join two land spaces across the water, as if they were next to
#   each other. On foot, the only way over water is a bridge.
# * A **star** marks each area's starting point.

# %%
from mobgames.bloodfeud import board_summary, load_board

# The map is a data file that a teacher can edit: mobgames/bloodfeud/data/board.json. The notes on
# how it was rebuilt travel with it (board.notes).
board = load_board()
board

# %% [markdown]
# > **Reconstructed.** The printed board is not available to us. This map is rebuilt from real
# > neighborhoods. Every place and corner that the rulebook names is on it; the rest is our choice.
#
# How many spaces of each kind are there in each area?

# %%
board_summary(board)

# %% [markdown]
# ### Try it: explore the map
#
# The whole map names the boroughs and the water. **Show:** zooms to one part of the city, with
# every district named. Click any space, or type its name in the **Find** box and press Enter. The
# space gets an orange outline, the spaces you can reach from it are shaded, and the bridges that
# leave it light up. The panel on the right says what kind of space it is and where you can go.
#
# Find your way: start in **Fort Lee** (New Jersey). Which bridge takes you to Manhattan? Where
# does it lead?

# %%
from widgets import BoardView

BoardView(board, height=620)

# %% [markdown]
# ### Corners block movement
#
# Sometimes four spaces meet at one point. Then the two spaces that touch only **at the corner** are
# *not* neighbors: no piece may move across a corner. The rulebook lists the corners, so that
# players never need to argue.
#
# Look at **Lincoln Square**, outlined below. It touches Central Harlem and Times Square only at
# corners, so neither of them is shaded. The engine describes the space in words under the map.

# %%
from mobgames.bloodfeud import describe_space

corner_view = BoardView(board, focus=["hamilton_heights", "central_harlem", "lincoln_square", "times_square",
                                      "chelsea", "central_park"], info=False)
corner_view.select("lincoln_square")
display(corner_view)
for sentence in describe_space(board, "lincoln_square"):
    print(sentence)

# %% [markdown]
# Here is every corner from the rulebook's list. Each pair meets only at a point:

# %%
from mobgames.core.table import Table

Table(["Space", "meets only at a corner with"],
      [(board.space(a).name, board.space(b).name) for a, b in board.corners
       if board.corner_sources.get(frozenset((a, b))) == "Appendix II"],
      caption="Corners from the rulebook's appendix")

# %% [markdown]
# ### Bridges
#
# Bridges join two land spaces across water. A piece crosses a bridge like any other border.

# %%
Table(["Bridge", "joins", "and"],
      sorted((name, board.space(a).name, board.space(b).name) for a, b, name in board.bridges()),
      caption="Bridges on the board")

# %% [markdown]
# ## 3. Setting up
#
# 1. Every player **rolls** a ten-sided die (the 0 means 10). The highest roll chooses first: a
#    starting point and a family color. Players who tie roll again against each other.
# 2. The number of players decides which starting points are used, and which extra pieces each
#    family gets besides its **Boss** and **five Family Members**.
# 3. Everyone puts all their pieces on their star. The **turns** always go around the board in
#    the same order: Manhattan, The Bronx, Queens, Brooklyn, Staten Island, New Jersey (skipping
#    areas nobody plays).

# %%
from mobgames.bloodfeud import setup_summary

setup_summary()

# %% [markdown]
# The pieces and what they can do. This is the **Player Card**: every player has one at the table.

# %%
from mobgames.bloodfeud import catalogue

catalogue()

# %% [markdown]
# Here is a game for three players, Ana, Ben and Chen, told by the engine. First they roll, then
# they choose, then they set up:

# %%
from mobgames.bloodfeud import new_game

# seed=7: the same seed always gives the same dice, so the whole class sees the same story.
game = new_game(["Ana", "Ben", "Chen"], seed=7)
print(game.narration())
game

# %% [markdown]
# And a game for two. Ben rolls 9 and Ana rolls 2, so Ben chooses first.

# %%
# NBVAL_CHECK_OUTPUT
# The dice are chosen here (ScriptedDice), and the tests check this story, so the tutorial
# never drifts from the engine.
from mobgames.core import ScriptedDice

print(new_game(["Ana", "Ben"], dice=ScriptedDice([2, 9])).narration())

# %% [markdown]
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

# %%
from widgets import SetupView

SetupView(players=4, seed=1)

# %% [markdown]
# ## Rules we had to decide
#
# The rulebook does not say everything. For example, it does not say how much money players start
# with, or whether you control your star district at the start. Here are our choices for this
# chapter; the [front page](../index.ipynb) lists every decision for all three games.

# %%
from mobgames.decisions import decisions_for_readers

decisions_for_readers(["bf-starting-cash", "bf-start-control", "bf-start-stars", "bf-helicopter-cost"])

# %% [markdown] tags=["language-focus"]
# ## Language focus: prepositions of place
#
# The engine describes every space on the map with small words of place:
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
# Here the engine describes two spaces, Lincoln Square and Fort Lee. The prepositions are in
# **bold**. Which space has a bridge?

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
# The set-up story uses them too: the pieces start **on** the star **in** a district. Which
# prepositions can you find?

# %% tags=["language-focus"]
from mobgames.bloodfeud import new_game
from mobgames.core import ScriptedDice

print(new_game(["Ana", "Ben"], dice=ScriptedDice([2, 9])).narration())

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Describe a space on the map to a partner, without its name: your partner finds it. Use the
# map in section 2 and the prepositions above. The success criteria say what a good description
# has; open the model answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.teaching import speaking_task

speaking_task("bloodfeud/01_getting_started")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The game words of this chapter, with their pronunciation, meaning and an example. All of them are
# new. Choose a language for a translation column. The link under the table gives a page to print.

# %% tags=["language-focus"]
from widgets import GlossaryPanel

GlossaryPanel(chapter="bloodfeud/01_getting_started")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again; try as
# often as you like. Teachers: the **Show all answers (teacher)** button under the heading of the
# exercises shows every answer.

# %% tags=["language-focus"]
from widgets import ExerciseSet

ExerciseSet("bloodfeud/01_getting_started")
