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
# # Family Business, chapter 4: Play a game
#
# You play Ana, the boss of the **New York Mob**, against two computer players. When it is your decision, the
# buttons show everything you may do: play or discard a card, answer with a Counter card, or
# choose a mobster. The bots decide at once. Change the seed for a new deal.

# %%
from widgets import FBTable

FBTable(seed=1)

# %% [markdown]
# Who wins when everyone plays at random? The engine can play thousands of games in seconds:

# %%
import random
from collections import Counter
from mobgames.familybusiness import new_game, simple_bot

wins = Counter()
for seed in range(50):
    game = new_game(["Bot A", "Bot B", "Bot C"], seed=seed)
    while not game.winner:
        game.apply(simple_bot(game))
    wins[game.winner] += 1
wins

# %% [markdown]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. In the game views, point at a word with a dotted line to read its meaning. (Teachers: add `lang="es"` or another language for a translation column.)

# %%
from mobgames.teaching import glossary_table

glossary_table(chapter="familybusiness/04_play_a_game")

# %% [markdown]
# ### Exercises
#
# Answer each exercise, then press **Check**. Teachers: the answers are behind **Show answers (teacher)**.

# %%
from widgets import ExerciseSet

ExerciseSet("familybusiness/04_play_a_game")
