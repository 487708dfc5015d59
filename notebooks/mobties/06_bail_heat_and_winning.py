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
# # Mob Ties, chapter 6: Bail, Heat and winning
#
# The last two phases of a round decide when the game ends. In this chapter you will learn:
#
# 1. how to get a mobster out of Prison,
# 2. how the Heat meter rises,
# 3. when the game ends, and who wins.
#
# Run each cell with **Shift + Enter**.

# %% [markdown]
# ### Building a position
#
# To try a rule we build small positions of our own. `new_game(..., place=False)` skips the set-up, and
# `game.arrange(...)` puts mobsters, cards and Feds where we want them and starts play at a phase. The
# small function below does both. Mobsters we do not list are out of play.

# %%
# position(): only the mobsters listed in `where` are in play; the others are cleared from the board.
from mobgames.mobties import new_game
from mobgames.mobties.examples import position

# %% [markdown]
# ## 1. Bail
#
# After the Action phase, each player (the Don first) may pay **bail** to get a mobster out of Prison.
# A mobster who is bailed out goes to the Streets. The price depends on the mobster:

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.core.table import Table
from mobgames.mobties import KINDS

Table(["Mobster", "Bail", "Worth at the end"], [(k.name, f"${k.bail}k", f"${k.value}k") for k in KINDS.values()],
      caption="Bail")

# %% [markdown]
# Look at the two columns: bail costs exactly what the mobster is worth at the end. So paying bail in
# the last round does not change your score. Earlier in the game it matters: a free mobster can vote,
# collect money and fight.
#
# You must pay bail **before** the Heat rises. When it rises, everybody in Prison leaves the board for
# good.
#
# ## 2. The Heat meter
#
# The Heat meter starts at level 1. The level is the number of Fed cards drawn in each Feds phase.
#
# In the Heat phase, count the mobsters in the Prison and in the Morgue. When there are **as many as
# there are players** (or more), the Heat rises one level. Then the Prison is emptied first, and then
# the Morgue, until that many mobsters have left the board. Any extra dead mobsters stay in the Morgue
# and count towards the next rise.
#
# Here three players have four mobsters in the Prison and the Morgue. Red cannot pay the Hit Man's
# bail (Red has 40k dollars, the bail is 50k), so the Heat rises:

# %%
game = position(["Red", "Blue", "Green"],
                {"red_capo": "kittys", "red_hit_man": "prison", "blue_capo": "docks", "blue_driver": "morgue",
                 "blue_associate": "morgue", "green_capo": "mansion", "green_made_man": "morgue"},
                phase="bail", round=3, don="Red", cash={"Red": 40})
print(game.narration())
game

# %% [markdown]
# One mobster from the Prison and two from the Morgue leave the board; one dead mobster stays in the
# Morgue (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
print("Heat level:", game.heat)
print("In the Prison:", len(game.at("prison")), "| in the Morgue:", len(game.at("morgue")))

# %% [markdown]
# We let the Heat rise at most one level in each Heat phase (the rulebook does not say; this is our
# choice).
#
# ## 3. The end of the game
#
# When the Heat is at level 3 and it would rise once more (that is, when as many mobsters as three
# times the number of players have been killed or pinched), the game ends at the end of that Heat
# phase.
#
# The rulebook misses one case. If the Feds close all six locations, no more Feds can come and the
# Heat may never rise again. Then we end the game at the end of that round (our choice).
#
# ### The rulebook's example
#
# Three players, Heat level 3. Red, the Don, acts first and kills Blue's last two mobsters. One of
# Green's mobsters is already in Prison. That makes three mobsters in the Prison and the Morgue, one
# for each player, so the game will end this round... unless Green pays the bail.

# %%
from mobgames.mobties import Action, examples


def last_round():
    game = examples.heat_end()
    game.apply(Action("Red", "attack", card="deal_gone_bad", target="Blue", where="docks"))
    game.apply(Action("Red", "attack", card="car_bomb", target="Blue", where="kittys"))
    return game


game = last_round()
print(game.narration())
print("In the Prison and the Morgue:", game.heat_count(), "of", game.n, "players")
print(game.decision.prompt)
game

# %% [markdown]
# Blue and Green still had their action turns (they had no cards to play). Now Green decides. If Green
# pays the bail, only two mobsters are left in the Morgue and the game goes on. If not, it ends
# (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
for choice in ("bail", "done"):
    game = last_round()
    game.apply(next(action for action in game.legal_actions() if action.kind == choice))
    print(f"Green chooses {choice!r}: the game is over: {game.over}")

# %% [markdown]
# ## 4. Who wins?
#
# At the end, each player adds the worth of every **free** mobster to their cash: 25k dollars for each
# point of respect. Mobsters in the Prison or the Morgue count for nothing. The player with the most
# money wins. In Mob Ties, cash is king.
#
# Here is the score when Green does not pay the bail:

# %%
from mobgames.mobties.game import ON_BOARD

game = last_round()
game.apply(Action("Green", "done"))
scores = game.scores()
Table(["Player", "Cash", "Free mobsters", "Total"],
      [(p, f"${game.cash[p]}k", ", ".join(game.mobsters[m].name for m in game.family(p, ON_BOARD)) or "none",
        f"${scores[p]}k") for p in game.players],
      caption="Final score")

# %%
for event in game.log:
    if event.kind in ("score", "win"):
        print(event)

# %% [markdown]
# ### Try it
#
# Watch the Heat rise in a whole game played by four bots. Change the seed for another game. How many
# rounds did it last?

# %%
from mobgames.mobties.bots import simple_bot

game = new_game(4, seed=3)
while not game.over:
    game.apply(simple_bot(game))
for event in game.log:
    if event.kind in ("score", "win") or (event.kind == "heat" and "heat" in event.data):
        print(event)
print("Rounds played:", game.round)
game

# %% [markdown]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. In the game views, point at a word with a dotted line to read its meaning. (Teachers: add `lang="es"` or another language for a translation column.)

# %%
from mobgames.teaching import glossary_table

glossary_table(chapter="mobties/06_bail_heat_and_winning")

# %% [markdown]
# ### Exercises
#
# Answer each exercise, then press **Check**. Teachers: the answers are behind **Show answers (teacher)**.

# %%
from widgets import ExerciseSet

ExerciseSet("mobties/06_bail_heat_and_winning")
