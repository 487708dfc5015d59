# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     notebook_metadata_filter: kernelspec,jupytext,-all
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.7
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Blood Feud in New York, chapter 8: Play a full game
#
# Now you know the rules. You are the Boss of one family, and the computer plays your two
# **opponents**. Win by killing both **rival** Bosses (an **assassination** **eliminates** a player),
# or by earning 6,000 dollars in one turn: **Incontestable Dominance**.
#
# In this chapter you learn the buttons of the game table and play a whole game, taking turns in
# English. The sections marked *(extension)* are folded: open them in a 90-minute lesson or for
# homework.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("bloodfeud/08_play_a_full_game", collapsed=True)

# %% [markdown]
# ## 1. How to play at the table
#
# * **Show:** zooms **the map** to a part of the city, or out to the whole map. A token shows a
#   family's letter and how many pieces stand there (★: with the Boss).
# * **Click a space with your pieces** to pick them up. Beside the map, a stepper for each kind
#   says how many go: − leaves one behind, + takes one more. A vehicle goes only when you add it.
# * **Green** spaces: where all the picked-up pieces can go. Click one to move there.

# %% [markdown]
# ### Attacks, phases and turns
#
# * **Orange** spaces (only in the Battle phase): enemies they can attack. Click one to attack.
#   First choose whether to kidnap or kill the Family Members who fall.
# * If the engine says no, a red message tells you why.
# * **Next phase** goes on to the next **phase**: Battle, Movement, **Factor Income** (counted for
#   you), Make Purchases. It never ends your **turn**.
# * **End turn** finishes your turn at once (your **income** is still counted).
# * **Undo** takes back your last click in this turn.

# %% [markdown]
# ### Buying, offers and the computer
#
# * In the Make Purchases phase, **hire** people and buy vehicles and buildings with the buttons
#   (each **purchase** at the Player Card's price). People and vehicles go with your Boss; for a
#   building, click one of your districts first. A gray button: you cannot pay.
# * The computer may offer you back a Family Member for a **ransom**: press **Accept** or **Decline**.
# * **Computer** sets how well it plays: **Learner** (gently, good for a first game),
#   **Fair** (for money) or **Strong** (to win).

# %% [markdown]
# ## 2. Play
#
# ### Try it: play a whole game
#
# You play Ana, in The Bronx; you play first. The computer starts at the Learner level: it
# spreads out, takes districts and attacks only when it is almost sure to win. Watch its income!
# **New game** starts again with new dice.

# %%
from mobgames.bloodfeud import Turns
from mobgames.widgets import BFTable

table = BFTable(Turns.start(["Ana", "Bot Ben", "Bot Chen"], seed=2026, starts={"Ana": "The Bronx"}), humans=("Ana",))
table

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 3. Two people on one screen (extension)

# %% [markdown] tags=["extension"]
# Several people can sit at one table, each playing one family. Here Kim and Leo share the screen:
# when one of them ends a turn, the other one plays. With no computer player in the game, nobody
# plays automatically.

# %% tags=["extension"]
# Every human player is named in humans; the other families are played by the computer.
BFTable(Turns.start(["Kim", "Leo"], seed=8), humans=("Kim", "Leo"))

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 4. Save and load (extension)

# %% [markdown] tags=["extension"]
# A game can be saved at any moment: press **Save** on the table and download the file. The file is
# short: the set-up, the seed for the dice and the list of every action. **Load** plays all the
# actions again, so you get exactly the same position, with the same dice to come.
#
# A damaged or hand-edited file is refused, and the message names the problem. Here somebody edited
# a save so that a Thug jumps from Queens to the top of Manhattan (checked by the tests):

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
# The table's Save and Load buttons use Turns.to_json() and Turns.from_json(); here a save is edited by hand.
import json

from mobgames.core.errors import SetupError

edited = json.loads(Turns.start(["Ana", "Ben"], seed=1).to_json())
player = edited["setup"]["players"][0]
edited["history"] = [[player, "move", {"piece": "thug1", "route": ["inwood"]}]]
try:
    Turns.from_json(json.dumps(edited))
except SetupError as err:
    print(err)

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 5. A note on Undo (extension)

# %% [markdown] tags=["extension"]
# **Undo** takes back one click of your own turn: a move (all the pieces of that click), an attack,
# a purchase or a phase. To do it, the engine goes back to a copy of the position it keeps every
# few actions, and plays the actions after it again. The dice go back with it, so an attack you
# take back and make again rolls **the same dice**: Undo cannot change your luck.
#
# At the table, a turn that has ended cannot be undone, and neither can the computer's turns.

# %% tags=["extension"]
# From Python: turns.undo() takes back the last action, and turns.undo_to(turns.turn_start) goes
# back to the start of the current turn. Here Ben's attack on Wall Street (chapter 6), with random
# dice, is taken back and made again: it rolls the same dice.
from mobgames.bloodfeud.examples import story_script, story_start

again = story_start("take_manhattan")                     # (random dice, seed 1)
attack = story_script("manhattan_strikes_back")[2:6]      # attack, two joins, strike
again.play(story_script("take_manhattan")[:2] + attack)
first = [e.text for e in again.log if e.kind in ("roll", "parting_shot")]
again.undo(len(attack))                                  # (the dice of the battle go back with it)
again.play(attack)
second = [e.text for e in again.log if e.kind in ("roll", "parting_shot")]
print("Ben attacks Wall Street, takes the attack back with Undo, and attacks again.")
print("The dice are the same both times." if first == second else "The dice are different.")
print("First die both times:", first[0])

# %% [markdown] tags=["language-focus"]
# ## Language focus: taking turns
#
# * **Imperatives** say what to do: *Roll the die. Move your Thug. Buy a Henchman.* A rule can be an
#   imperative too: *Attack first, then move.*
# * **Questions** check whose turn it is: *Whose turn is it? Is it my turn? Are you finished?*
# * **Short statements** hand the turn on: *It's your turn. I'm done. Next phase!*
# * **Sequence words** order the phases: *first* the Battle phase, *then* Movement, *next* Factor
#   Income, *finally* Make Purchases.
#
# The engine speaks in imperatives. Here is what it asks Ana in each phase of her first turn, and
# how it tells the turn:

# %% tags=["language-focus"]
lesson = Turns.start(["Ana", "Ben"], seed=1)
start = len(lesson.log)
for _ in range(3):
    print("The engine asks:", lesson.decision.prompt)
    lesson.next_phase()
print()
for event in lesson.log[start:]:
    if event.kind in ("phase", "turn"):
        print("Full:  ", event.full)
        print("Simple:", event.simple)

# %% [markdown] tags=["language-focus"]
# More phrases for playing in English:

# %% tags=["language-focus"]
from mobgames.teaching import phrase_bank

phrase_bank("turns")

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# In groups of three, play one turn out loud with the role-play card: say each phase and what you
# do, and make a deal before you attack. Open the model answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("bloodfeud/08_play_a_full_game")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The words of this chapter, with pronunciation, meaning, an example and a translation (choose a
# language). The link under the table gives a page to print.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="bloodfeud/08_play_a_full_game")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**: the feedback tells you what to look at again.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("bloodfeud/08_play_a_full_game")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## End-of-game quiz (extension)

# %% [markdown] tags=["extension"]
# Fifteen minutes on your own: ten questions about the whole game, and the engine checks each
# answer. Type your name first; at the end, download your results for your teacher.

# %% tags=["extension"]
from mobgames.widgets import Quiz

Quiz("bloodfeud")
