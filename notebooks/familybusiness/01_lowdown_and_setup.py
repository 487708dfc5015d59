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
# # Family Business, chapter 1: The lowdown and set-up
#
# In **Family Business** every player leads a family of nine gangsters. You use **Action cards** to
# put your rivals' mobsters on the **Hit List**, and to save your own. When a **Mob War** breaks out,
# the mobster at the front of the list dies at the start of every turn. The last player with any
# mobsters left wins.
#
# Run each cell with **Shift + Enter**.

# %% [markdown]
# ## The families
#
# There are six families of nine mobsters, all real gangsters of the 1920s and 1930s. Each player
# takes one family; the others stay in the box.

# %%
from mobgames.core.table import Table
from mobgames.familybusiness import families

Table(["Family", "Mobsters"], [(f["name"], ", ".join(f["mobsters"])) for f in families()],
      caption="The six families")

# %% [markdown]
# > **Reconstructed.** Our copy of the rulebook does not list the cards. The deck of 56 Action
# > cards uses the card counts of a fan-made version of the game, and the table of which Counter card
# > answers which card is rebuilt from the card texts. The 57- and 58-card decks of other printings
# > are options (`new_game(..., deck="57")`). The Capone Mob's ninth mobster is our choice. The data
# > files are in `mobgames/familybusiness/data/`.

# %%
from mobgames.familybusiness import deck_counts
from mobgames.familybusiness.cards import CARDS

counts = deck_counts()
Table(["Card", "Kind", "How many"], [(CARDS[c].name, CARDS[c].type, n) for c, n in counts.items()],
      caption=f"The {sum(counts.values())}-card deck")

# %% [markdown]
# ## Set-up and a turn
#
# Every player gets **five cards**; the dealer plays first, then play goes round the table. On your
# turn you **draw one card** and **play one card** (or just discard it). So you always hold five
# cards between turns.
#
# Attack cards are red, Rescue cards green, and **Counter cards** blue: a Counter card is the only
# card you may play when it is not your turn, in answer to someone else's card. The first player
# who answers with a Counter card wins the right: their counter takes effect, they draw a new card
# at once, and **they take the next turn**, so the players in between are skipped.

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.familybusiness import new_game

game = new_game(["Ana", "Ben", "Chen"], seed=4)
print(game.narration())
print("Ana holds", len(game.hands["Ana"]), "cards (she has drawn for her turn); Ben holds", len(game.hands["Ben"]))

# %% [markdown]
# Each player sees only their own hand. This is everything Ben may look at:

# %%
view = game.view("Ben")
print("Ben's hand:", [CARDS[c].name for c in view["hand"]])
print("Cards in the other hands:", view["hand_sizes"])

# %% [markdown]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. In the game views, point at a word with a dotted line to read its meaning. (Teachers: add `lang="es"` or another language for a translation column.)

# %%
from mobgames.teaching import glossary_table

glossary_table(chapter="familybusiness/01_lowdown_and_setup")

# %% [markdown]
# ### Exercises
#
# Answer each exercise, then press **Check**. Teachers: the answers are behind **Show answers (teacher)**.

# %%
from widgets import ExerciseSet

ExerciseSet("familybusiness/01_lowdown_and_setup")
