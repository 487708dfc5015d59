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
# # Blood Feud in New York, chapter 8: Play a full game
#
# Now you know the rules. You are the Boss of one family, and two bots play the others. Win by
# killing both rival Bosses, or by earning 6,000 dollars in one turn.
#
# Run each cell with **Shift + Enter**.

# %% [markdown]
# ## 1. How to play at the table
#
# * **The map** opens on your own borough. **Show:** zooms to another borough, or to the whole map.
#   Each family's pieces on a space are one token: its letter and how many pieces stand there (★:
#   the Boss is with them). The panel beside the map lists the pieces on the space you click.
# * **Click a space with your pieces** to pick them up. Beside the map, a stepper for each kind
#   says how many go ("Family Members 5 of 5"): − leaves one behind, + takes one more; All and
#   None. A vehicle goes only when you add it.
# * **Green** spaces: where all the picked-up pieces can go. Click one to move there.
# * **Orange** spaces (only in the Battle phase): enemies they can attack. Click one to attack.
#   Choose first whether to kidnap or kill the Family Members who fall.
# * If the engine says no, the red message tells you why, and nothing changes.
# * **Next phase** goes on to the next phase: Battle, Movement, Factor Income (counted for you),
#   Make Purchases. It never ends your turn. **End turn** finishes your turn at once (your income
#   is still counted), and says first what you would leave unused.
# * In the Make Purchases phase, buy with the buttons. People and vehicles go with your Boss; for
#   a building, click one of your districts first. A button is grey when you cannot pay.
# * **Undo** takes back your last click in this turn.
# * When a bot holds one of your Family Members, it may offer him back for a ransom. The offer
#   appears at the top with **Accept** and **Decline**: the game waits for your answer.
# * **Computer** chooses how well the bots play: **Learner** plays slowly and gently (good for a
#   first game), **Fair** plays a plain game for money, **Strong** plays to win. You can change it
#   at any time.
#
# The table shows whose turn it is, the phase, each family's cash, the income it would earn right
# now, its districts and its prisoners. The last lines of the story are at the bottom.

# %% [markdown]
# ## 2. Play
#
# You play Ana. Her family starts in The Bronx, and she plays first. The bots start at the Learner
# level: they spread their families out, take districts and attack only when they are almost sure to
# win. Watch their income! Change the seed for a new game, or the level for a harder one.

# %%
from mobgames.bloodfeud import Turns
from widgets import BFTable

turns = Turns.start(["Ana", "Bot Ben", "Bot Chen"], seed=2026, starts={"Ana": "The Bronx"})
table = BFTable(turns, humans=("Ana",))
table

# %% [markdown]
# ## 3. Two people on one screen
#
# Several people can sit at one table: name them all in `humans`. When one of them ends a turn,
# the next one plays. With no bot in the game, nobody plays automatically.

# %%
BFTable(Turns.start(["Kim", "Leo"], seed=8), humans=("Kim", "Leo"))

# %% [markdown]
# ## 4. Save and load
#
# A game can be saved at any moment. The file is short: the set-up, the seed for the dice and the
# list of every action. Loading it plays all the actions again, so you get exactly the same
# position. Choose any file name you like.

# %%
import tempfile
from pathlib import Path

save = Path(tempfile.gettempdir()) / "my_blood_feud_game.json"
save.write_text(table.turns.to_json())
print("Saved", len(table.turns.history), "actions so far in", save.name)

# %%
loaded = Turns.from_json(save.read_text())
BFTable(loaded, humans=("Ana",))

# %% [markdown]
# A damaged or hand-edited file is refused, and the message names the problem. Here somebody edited
# a save so that a Thug jumps from Queens to the top of Manhattan (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
import json
from mobgames.core.errors import SetupError

edited = json.loads(Turns.start(["Ana", "Ben"], seed=1).to_json())
player = edited["setup"]["players"][0]
edited["history"] = [[player, "move", {"piece": "thug1", "route": ["inwood"]}]]
try:
    Turns.from_json(json.dumps(edited))
except SetupError as err:
    print(err)

# %% [markdown]
# ## 5. A note on Undo
#
# **Undo** takes back one click of your own turn: a move (all the pieces of that click), an attack,
# a purchase or a phase. To do it, the engine goes back to a copy of the position it keeps every
# few actions, and plays the actions after it again. The dice go back with it, so an attack you
# take back and make again rolls **the same dice**: Undo cannot change your luck.
#
# At the table, a turn that has ended cannot be undone, and neither can the bots' turns. From
# Python, `turns.undo()` takes back the last action, and `turns.undo_to(turns.turn_start)` goes back
# to the start of the current turn.

# %% [markdown]
# ## Language focus: taking turns
#
# A game at a table needs short, clear turn-taking language. Use **imperatives** to say what to do, and questions to check:
#
# * *Roll the die. Move your Thug. Buy a Henchman.*
# * *Whose turn is it? Is it my turn? Are you finished?*
# * *It's your turn. I'm done. Next phase!*
#
# The phrase bank below has more phrases for playing in English.

# %%
from mobgames.teaching import phrase_bank

phrase_bank("turns")

# %% [markdown]
# **Now you.** Play two turns against a partner in English only. Use at least three phrases from the phrase bank.

# %% [markdown]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. In the game views, point at a word with a dotted line to read its meaning. (Teachers: add `lang="es"` or another language for a translation column.)

# %%
from mobgames.teaching import glossary_table

glossary_table(chapter="bloodfeud/08_play_a_full_game")

# %% [markdown]
# ### Exercises
#
# Answer each exercise, then press **Check**. Teachers: the answers are behind **Show answers (teacher)**.

# %%
from widgets import ExerciseSet

ExerciseSet("bloodfeud/08_play_a_full_game")
