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
# # Family Business, chapter 2: The Hit List and Mob Wars
#
# ## The Hit List
#
# When a mobster is marked for death he goes on the **Hit List**. The first one on the list is
# **up against the wall**: he is the next to die. A normal Contract puts the new name at the end of
# the list; a Priority Contract puts it against the wall.
#
# ## Mob Wars
#
# Five things start a **Mob War**:
#
# 1. a **Mob War** card,
# 2. a **Vendetta** card,
# 3. an **Ambush** card,
# 4. **six or more** mobsters on the Hit List,
# 5. **six or fewer** mobsters left in the whole game.
#
# While the war lasts, the mobster against the wall dies **at the start of every player's turn**.
# After an Ambush or a Vendetta **two** die each turn (double rate); a Mob War card brings the rate
# back to one. The war ends with a **Truce** card, or when the list is empty; but if six or more are
# listed, or six or fewer are left, it starts again at once.
#
# When a player's last mobster dies, that player is out, and their cards go to the discard pile.

# %% [markdown]
# ### Step through a war
#
# Six mobsters are on the list, so a war is on. Each player in turn just discards a card: watch who
# dies at the start of each turn. (The printed story is checked by the tests.)

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.familybusiness import Action
from mobgames.familybusiness.examples import war_example

game = war_example()
print("Hit List:", [game.mobsters[m].name for m in game.hit_list])
start = len(game.log)
for turn in range(3):
    player = game.decision.player
    game.apply(Action(player, "discard", game.hands[player][0]))
for event in game.log[start:]:
    print(event)

# %% [markdown]
# ### When several families are wiped out at once
#
# A St. Valentine's Day Massacre (or a double-rate war) can kill the last mobsters of more than one
# player at the same moment. The rulebook does not say who wins then. We kill the listed mobsters
# **one at a time from the wall**, and the game stops the moment only one player is left.

# %% [markdown]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. In the game views, point at a word with a dotted line to read its meaning. (Teachers: add `lang="es"` or another language for a translation column.)

# %%
from mobgames.teaching import glossary_table

glossary_table(chapter="familybusiness/02_hit_list_and_mob_wars")

# %% [markdown]
# ### Exercises
#
# Answer each exercise, then press **Check**. Teachers: the answers are behind **Show answers (teacher)**.

# %%
from widgets import ExerciseSet

ExerciseSet("familybusiness/02_hit_list_and_mob_wars")
