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
# choose a mobster, grouped and in order. Each card in your hand says what it does and when you can
# play it. The bots decide at once; **What happened** below shows each player's turn. **Undo** takes
# back your last choice, **New game** deals again, **Save** makes a file of the game to download and
# **Load** brings it back.
#
# **Choose how well the computer plays.** The buttons above the table have three levels.
# **Learner** is kind: it attacks less often, it does not attack a family that is already
# losing, and it throws away its hardest cards, so your first game lasts longer and you can see every
# rule. **Fair** plays a simple game: it attacks the biggest family and uses every Counter card
# at once. **Strong** plays with a plan: it keeps its Counter cards for real danger, saves its
# mobsters before a Mob War kills them, and starts a war when the other families stand at the
# wall. Start with Learner. When you win against it, try Fair, and then Strong. You can change
# the level during a game: the computer plays at the new level from its next decision.

# %%
from widgets import FBTable

FBTable(seed=1)

# %% [markdown]
# How much better is the strong bot? The engine can play many games in a few seconds. Here one
# strong bot plays against two fair bots, and it sits in a different chair in each game. If
# the three bots were equal, the strong bot would win about 10 of the 30 games:

# %%
from collections import Counter
from mobgames.familybusiness import new_game
from mobgames.familybusiness.bots import bot

wins = Counter()
for seed in range(30):
    names = ["Bot A", "Bot B", "Bot C"]
    strong = names[seed % 3]
    game = new_game(names, seed=seed)
    bots = {p: bot("strong" if p == strong else "fair", seed) for p in names}
    while not game.winner:
        player = game.decision.player
        game.apply(bots[player].choose(game.view(player)))
    wins["strong" if game.winner == strong else "fair"] += 1
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
