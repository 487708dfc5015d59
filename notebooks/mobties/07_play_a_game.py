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
# ### Choose how well the computer plays
#
# The buttons at the top of the table set the level of the bots:
#
# - **Learner** plays carefully and slowly. It rarely attacks first, so the game lasts and you see
#   every phase. Start here.
# - **Fair** plays a plain, greedy game and attacks whenever it can.
# - **Strong** plays to win. It puts its respect where the rackets pay most, keeps away from the Feds,
#   attacks the player who is ahead, and only pays for a vote when the vote is worth it.
#
# You can change the level at any time; the new level plays from the next decision.
#
# ### Bargaining
#
# Mob Ties is a game of deals. While a Show of Respect is under way, use the row under the vote:
#
# - **Make an offer** proposes cash for a player's vote (or, to the Don, for the tie-break). A bot
#   answers at once: yes if the money is worth more to it than its vote. You read its answer under the
#   row.
# - **Make the deal** just pays the player now, without asking.
#
# The bots make offers too. When a bot offers you cash, the table shows **Accept** and **Decline**.
# Under Honor Among Thieves (the usual terms) a vote that was paid for is binding: a player who took
# the money must vote that way, and so must you. Under All Bets Are Off nobody is bound, so a strong
# bot may take your money and still vote for itself.
#
# Change the seed for a new deal.

# %%
from mobgames.mobties import new_game
from widgets import MTTable

table = MTTable(new_game(4, seed=1), humans=("Red",), level="learner")
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
# The engine plays a whole game in a few milliseconds. Here 100 games with two strong bots against two
# fair bots (they swap seats every game): how often does a strong bot win, and how many rounds does a
# game last? A strong bot wins more often than its share, which is half of the games.

# %%
from collections import Counter

from mobgames.mobties.bots import bot

wins, rounds = Counter(), []
for seed in range(100):
    game = new_game(4, seed=seed)
    levels = ["strong", "fair", "strong", "fair"] if seed % 2 == 0 else ["fair", "strong", "fair", "strong"]
    bots = {p: bot(level, seed) for p, level in zip(game.players, levels)}
    while not game.over:
        player = game.decision.player
        game.apply(bots[player].choose(game.view(player)))
    for p in game.winner:
        wins[levels[game.players.index(p)]] += 1 / len(game.winner)
    rounds.append(game.round)
print("Wins:", {level: round(n) for level, n in wins.items()})
print("Rounds: shortest", min(rounds), "| longest", max(rounds), "| average", round(sum(rounds) / len(rounds), 1))

# %% [markdown]
# ### Try it
#
# Start a game with three, five or six players, or play two families yourself. For example:
# `MTTable(new_game(5, seed=9), humans=("Red", "Blue"))`. Try the strong level too:
# `MTTable(new_game(5, seed=9), humans=("Red",), level="strong")`.

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
