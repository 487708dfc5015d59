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
# # mobgames: learn three mob games by playing them
#
# Welcome! This notebook is the front page of a tutorial for three tabletop games about rival crime
# families. Each chapter explains one part of the rules in short, plain sentences, and then lets you
# *try the rule* on a live board: move pieces, roll dice, and read what happened and why.
#
# **How to use a chapter.** Run the cells from top to bottom. <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>
# (Or use *Run ▸ Run All Cells*.) Everything you see is drawn by the rules engine, so you can change a
# number in a cell and run it again to see a different story.
#
# | Game | What it is about | Chapters |
# |---|---|---|
# | **Blood Feud in New York** | Territory, income and dice battles on a map of New York and New Jersey | [1. Getting started](bloodfeud/01_getting_started.ipynb) · [2. The family and income](bloodfeud/02_family_and_income.ipynb) · [3. Battle](bloodfeud/03_battle.ipynb) · [4. Movement](bloodfeud/04_movement.ipynb) · [5. Negotiating](bloodfeud/05_negotiating.ipynb) · [6. Take Manhattan](bloodfeud/06_take_manhattan.ipynb) · [7. Appendices](bloodfeud/07_appendices.ipynb) · [8. Play a full game](bloodfeud/08_play_a_full_game.ipynb) |
# | **Mob Ties** | Locations, votes, favors and the Feds | [1. Overview and set-up](mobties/01_overview_and_setup.ipynb) · [2. Respect and the Don](mobties/02_respect_and_the_don.ipynb) · [3. Business and the Dirty Cop](mobties/03_business_and_the_dirty_cop.ipynb) · [4. Movement and the Feds](mobties/04_movement_and_the_feds.ipynb) · [5. Action: attacking and defending](mobties/05_action.ipynb) · [6. Bail, Heat and winning](mobties/06_bail_heat_and_winning.ipynb) · [7. Play a game](mobties/07_play_a_game.ipynb) |
# | **Family Business** | A card game around a Hit List and Mob Wars | [1. The lowdown and set-up](familybusiness/01_lowdown_and_setup.ipynb) · [2. The Hit List and Mob Wars](familybusiness/02_hit_list_and_mob_wars.ipynb) · [3. The cards](familybusiness/03_the_cards.ipynb) · [4. Play a game](familybusiness/04_play_a_game.ipynb) |
#

# %% [markdown]
# ## Content advisory
#
# All three games are about **organized crime and violence**. Players lead criminal families, and
# the rules talk about shooting, killing, kidnapping, bribes and arrests; the Family Business
# mobsters are real gangsters of the 1920s and 1930s. The Mob Ties rulebook says that its game is
# meant only for mature audiences. The tutorial shows no blood and no pictures of violence (pieces
# fall over, cards turn face down), but the words and the situations stay.
#
# We suggest the tutorial for adults and older teenagers (about 16 and over). Teachers: read a
# chapter before you use it, and see the [teacher's guide](teachers_guide.ipynb) for how to frame the
# games in class.
#

# %% [markdown]
# ## For teachers and classes
#
# * **Teacher's guide:** [lesson plans, exercises and printable handouts](teachers_guide.ipynb) for
#   English classes (45 and 90 minutes).
# * **Simple English:** run `mobgames.set_narration("simple")` in a chapter and every game tells its
#   story in short sentences.
# * **Game words:** in the game views, a dotted line under a word means you can point at it to read
#   what it means. Choose a language for the translations in a `GlossaryPanel` below.
# * **One screen for the room:** `make classroom CHAPTER=notebooks/bloodfeud/03_battle.ipynb` shows a
#   chapter as a clean page with large type, and everyone sees the same dice.
#

# %%
from mobgames.widgets import GlossaryPanel

GlossaryPanel(game="Blood Feud in New York")

# %% [markdown]
# ## What is reconstructed
#
# The rulebooks do not contain everything a computer needs. Where something is missing, we rebuilt
# it as faithfully as we could and marked it as *reconstructed*:
#
# * **The Blood Feud board.** The printed map is not available. Our map is built from real New York
#   and New Jersey neighborhoods. It keeps every place and every corner that the rulebook names;
#   the other districts, the water spaces and the six starting stars are our choices. The map is a
#   data file (`mobgames/bloodfeud/data/board.json`) that a teacher can edit.
# * **The Mob Ties decks.** The rulebook names only eight of the 100 Favor cards (Deal Gone Bad, Car
#   Bomb, Mob Doctor, Shotgun, Shanked, Armed Robbery, Drive-by and Tony Goldstein) and three of the
#   50 Fed cards (Citywide Crackdown, FBI Raid and Turn the Tables). The other cards, and every count
#   and level, are ours; they are marked `reconstructed` in `mobgames/mobties/data/favor_cards.json`
#   and `fed_cards.json`, which a teacher can edit.
# * **The value of the Docks in Mob Ties.** The scaling table leaves it out. The rulebook's Docks
#   example pays 35k dollars in a game of five, so we use 25k, 30k, 35k and 40k for three to six
#   players (`mobgames/mobties/data/board.json`).
# * **Clockwise in Mob Ties.** The rulebook lists the locations in two orders. We use the board's
#   order; `new_game(..., order="rackets")` gives the other one.
#

# %% [markdown]
# ## Rules decisions
#
# Sometimes a rulebook is silent, or says two different things (the Blood Feud helicopter costs
# 550 dollars on the Player Card but 600 dollars in the text). The table below lists every choice we made.
# Where the other reading is playable too, you can switch to it with the named **rule option**.
# The same list is in `docs/rules-decisions.md`.

# %%
from mobgames.decisions import decisions_table

decisions_table()
