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
# # Mob Ties, chapter 7: Play a game
#
# You play **Red** against three computer players (bots). When you must decide, buttons show
# everything you may do; when there are many choices, pick one in a list and press the button next to
# it. The bots decide at once. Above the buttons you see the board; below them, the vote under way,
# your own hand and the latest events. **Undo** takes back your last choice.
#
# The bots never offer deals, but you can. While a Show of Respect is under way, use the deal row to
# pay a player. Under Honor Among Thieves a paid vote is binding, so a bot who takes your money must
# vote your way.
#
# Change the seed for a new deal.

# %%
from mobgames.mobties import new_game
from widgets import MTTable

table = MTTable(new_game(4, seed=1), humans=("Red",))
table

# %% [markdown]
# The whole story so far, as the engine tells it (run this cell again after a few clicks):

# %%
print(table.game.narration())

# %% [markdown]
# ## Play with friends or a class
#
# Several people can share one screen: name the players and list the humans. Everybody who is not
# human is played by a bot. You can also choose the rule options from chapter 1 here: the clockwise
# order (`order=`) and the terms of negotiation (`terms=`).
#
# When several humans play, each one should look away while the others choose: the hand under the
# buttons belongs to whoever must decide now.

# %%
game = new_game(["Ana", "Ben", "Chen"], seed=5, terms="all_bets")
MTTable(game, humans=("Ana", "Ben"))

# %% [markdown]
# ## Bots against bots
#
# The engine plays a whole game in a few milliseconds. Here 100 games between four bots: who wins, and
# how many rounds does a game last? (The bots play the same simple way, so the differences come from
# the seat and the cards.)

# %%
from collections import Counter

from mobgames.mobties.bots import simple_bot

wins, rounds = Counter(), []
for seed in range(100):
    game = new_game(4, seed=seed)
    while not game.over:
        game.apply(simple_bot(game))
    wins.update(game.winner)
    rounds.append(game.round)
print("Wins:", dict(wins))
print("Rounds: shortest", min(rounds), "| longest", max(rounds), "| average", round(sum(rounds) / len(rounds), 1))

# %% [markdown]
# ### Try it
#
# Start a game with three, five or six players, or play two families yourself. For example:
# `MTTable(new_game(5, seed=9), humans=("Red", "Blue"))`.

# %%
MTTable(new_game(5, seed=9), humans=("Red",))

# %% [markdown]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. In the game views, point at a word with a dotted line to read its meaning. (Teachers: add `lang="es"` or another language for a translation column.)

# %%
from mobgames.teaching import glossary_table

glossary_table(chapter="mobties/07_play_a_game")

# %% [markdown]
# ### Exercises
#
# Answer each exercise, then press **Check**. Teachers: the answers are behind **Show answers (teacher)**.

# %%
from widgets import ExerciseSet

ExerciseSet("mobties/07_play_a_game")
