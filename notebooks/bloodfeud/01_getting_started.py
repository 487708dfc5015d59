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
# 3. how to set up a game for 2 to 6 players.
#
# Run each cell with **Shift + Enter**.

# %% [markdown]
# ## 1. The goal of the game
#
# Each player is the **Boss** of a crime family. The families start in different parts of the city
# and compete to become the one Boss who runs New York.
#
# There are two ways to win:
#
# * **Last Boss standing:** every other player's Boss has been killed.
# * **Incontestable Dominance:** you earn **&#36;6,000 or more** in a single turn.
#
# Your family members are the key to your income, and your Boss is your life: if your Boss dies,
# you are out of the game.

# %% [markdown]
# ## 2. The board
#
# The board is a map of the five boroughs of New York City (Manhattan, The Bronx, Queens, Brooklyn
# and Staten Island) and part of New Jersey. It is divided into **spaces**:
#
# * **City districts** (silver, here tinted by area): the only spaces you can capture. Each district
#   you control is worth **&#36;10** of assets every turn.
# * **Parks** (green), **water** (blue) and **airports** (copper) are neutral. Nobody can capture them.
# * **Bridges** (thick hatched bars) join two land spaces across the water, as if they were next to
#   each other. On foot, the only way over water is a bridge.
# * A **star** marks each area's starting point.
#
# > **Reconstructed.** The printed board is not available to us. This map is rebuilt from real
# > neighbourhoods; every place and corner that the rulebook names is on it, the rest is our choice.
# > The map is a data file a teacher can edit: `mobgames/bloodfeud/data/board.json`.

# %%
from mobgames.bloodfeud import board_summary, load_board

board = load_board()
board

# %%
board_summary(board)

# %% [markdown]
# How the map was rebuilt (these notes travel with the board file):

# %%
from IPython.display import Markdown

Markdown("\n".join(f"* {note}" for note in board.notes))

# %% [markdown]
# ### Explore the map
#
# Click any space on the map below (or choose one in the *Find* list). The space is outlined in
# orange, the spaces you can reach from it are shaded, and the bridges leaving it light up. The
# panel on the right says what kind of space it is and where you can go.

# %%
from widgets import BoardView

view = BoardView(board)
view

# %% [markdown]
# ### Corners block movement
#
# Where four spaces meet at one point, the two spaces that touch only **at the corner** are *not*
# neighbours: no piece may move across a corner. The rulebook lists the corners so that players
# never need to argue. Try it: the next cell selects **Lincoln Square**. It touches Central Harlem
# and Times Square only at corners, so neither is shaded.

# %%
from mobgames.bloodfeud import describe_space

view.select("lincoln_square")
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
# 1. Every player rolls a ten-sided die. The highest roll chooses first: a starting point and a
#    family colour. Players who tie roll again against each other.
# 2. The number of players decides which starting points are used, and which extra pieces each
#    family gets besides its **Boss** and **five Family Members**.
# 3. Everyone puts all their pieces on their star. Turns always go around the board in the same
#    order: Manhattan, The Bronx, Queens, Brooklyn, Staten Island, New Jersey (skipping areas
#    nobody plays).

# %%
from mobgames.bloodfeud import setup_summary

setup_summary()

# %% [markdown]
# The pieces and what they can do (the *Player Card*):

# %%
from mobgames.bloodfeud import catalogue

catalogue()

# %% [markdown]
# Now set up a game. A **seed** makes the dice repeatable: the same seed always gives the same
# rolls, so a whole class can follow the same story.

# %%
from mobgames.bloodfeud import new_game

game = new_game(["Ana", "Ben", "Chen"], seed=7)
print(game.narration())
game

# %% [markdown]
# You can also choose the dice yourself. Here Ben rolls 9 and Ana rolls 2, so Ben chooses first.
# (This cell's printed story is checked by the tests, so the tutorial never drifts from the engine.)

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.core import ScriptedDice

print(new_game(["Ana", "Ben"], dice=ScriptedDice([2, 9])).narration())

# %% [markdown]
# ### Try it: 2 to 6 players
#
# Move the slider to change the number of players, or change the seed to roll again. The list
# shows the ranking roll and the choices; the map shows where every family starts. A token shows
# the family's letter and how many of its pieces stand in the space; a star (★) means the Boss is
# with them. The small square beside it is the family's control marker. Click a space to see its
# pieces listed in words beside the map.

# %%
from widgets import SetupView

SetupView(players=4, seed=1)

# %% [markdown]
# ## Rules we had to decide
#
# The rulebook does not say how much money players start with, or whether you control your star
# district at the start. Our choices (and every other decision) are listed on the
# [front page](../index.ipynb) and in `docs/rules-decisions.md`:

# %%
from mobgames.decisions import decisions_table

decisions_table("Blood Feud in New York")

# %% [markdown] tags=["language-focus"]
# ## Language focus: prepositions of place
#
# The engine describes every space on the map with small words of place. Here they are:
#
# | Word | We use it for | Example from the map |
# |---|---|---|
# | **in** | an area: a district, a borough, a city | Lincoln Square is a city district **in** Manhattan. |
# | **at** | one exact point | Two spaces meet only **at** a corner. |
# | **on** | a surface | The pieces stand **on** the star. |
# | **to** | a movement towards a place | The bridge leads **to** Washington Heights. |
# | **between** | the space in the middle of two things | No piece can move **between** them. |
# | **next to** | a place that touches another one | Bay Ridge is **next to** Dyker Heights. |
#
# Careful: we say *in Manhattan* (an area) but *at the corner* (a point), and *on the board* (a surface).
#
# The next cell asks the engine to describe two spaces. The prepositions are in **bold**.

# %% tags=["language-focus"]
import re
from IPython.display import HTML
from mobgames.bloodfeud import default_board, describe_space

PLACE_WORDS = re.compile(r"\b(in|at|on|to|between|next to)\b")


def bold_prepositions(sentence):
    return PLACE_WORDS.sub(lambda m: f"<b>{m.group(1)}</b>", sentence)


sentences = [s for space in ("lincoln_square", "fort_lee") for s in describe_space(default_board(), space)
             if "assets" not in s]   # keep the sentences about places
HTML("<ul class='mathjax_ignore'>" + "".join(f"<li>{bold_prepositions(s)}</li>" for s in sentences) + "</ul>")

# %% [markdown] tags=["language-focus"]
# The set-up story uses them too: the pieces start **on** the star **in** a district. Which
# prepositions can you find?

# %% tags=["language-focus"]
from mobgames.bloodfeud import new_game
from mobgames.core import ScriptedDice

print(new_game(["Ana", "Ben"], dice=ScriptedDice([2, 9])).narration())

# %% [markdown] tags=["language-focus"]
# **Now you.** Click a space on the map in section 2 (or choose one in the *Find* list). Say or
# write three sentences about it with **in**, **at**, **to** or **next to**. For example: *"Chelsea is a
# district in Manhattan. It is next to Central Park."*

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. Hover over a word in the battle stories to see its meaning, too. (Teachers: add `lang="es"` or another language for a translation column; the [teacher's guide](../teachers_guide.ipynb) lists the languages.)

# %% tags=["language-focus"]
from mobgames.teaching import glossary_table

glossary_table(chapter="bloodfeud/01_getting_started")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again; try as often as you like. Teachers: the answers are behind **Show answers (teacher)**.

# %% tags=["language-focus"]
from widgets import ExerciseSet

ExerciseSet("bloodfeud/01_getting_started")
