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
# # Blood Feud in New York, chapter 6: Take Manhattan
#
# In this chapter you will learn:
#
# 1. how the *Take Manhattan* scenario changes the goal of the game,
# 2. which families get extra vehicles,
# 3. when exactly a player wins it,
# 4. how the other players can stop her,
#
# and then you play a short game against the computer.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("bloodfeud/06_take_manhattan", collapsed=True)

# %% [markdown]
# ## 1. A different goal
#
# A **scenario** is a different set of starting rules and goals for the same game. In the
# **Take Manhattan** scenario you win by **holding all of Manhattan**: when one of your turns begins,
# every city district of Manhattan must have your **exploitation marker**. So you must take
# Manhattan, and then keep it for a whole **round**, while every other player has a turn to take
# some of it back. That is harder than it sounds!
#
# What else changes:
#
# * Only **2 to 5** players can play (nobody starts in Manhattan).
# * Earning 6,000 dollars in one turn does **not** win. Killing every other Boss still wins.
# * Some families start with an extra vehicle (see below). Everything else follows the normal rules.

# %% [markdown]
# Here is the start of a game for four players in this scenario. The set-up adds the extra vehicles,
# and the turn order says who plays when (the tests check these lines):

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.bloodfeud import Options, Turns

turns = Turns.start(["Ana", "Ben", "Chen", "Dana"], seed=5, options=Options(scenario="take_manhattan"))
for event in turns.log:
    if event.text.startswith("Take Manhattan") or event.kind == "turn_order":
        print(event)

# %% [markdown]
# ## 2. The extra vehicles
#
# | Start | Extra piece |
# |---|---|
# | The Bronx | a Speedboat |
# | Staten Island | a Speedboat |
# | Queens | a Limousine |
#
# A speedboat must be docked on a shore. When a family's star is not beside the water, we dock the
# speedboat in the nearest district of the same borough that is (the rulebook does not say where).
# Look for the **S** and **L** on the tokens:

# %%
turns

# %% [markdown]
# ## 3. The 17 districts of Manhattan
#
# Manhattan is the island borough in the middle of the map. To win you need every one of its city
# districts (the tests check the list):

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.bloodfeud.turns import manhattan
from mobgames.core.text import and_list

board = turns.map
districts = manhattan(board)
print(f"Manhattan has {len(districts)} districts: {and_list(board.space(d).name for d in districts)}.")

# %%
turns.svg(width=480, focus=districts)

# %% [markdown]
# ## 4. Hold it for a round
#
# Ana holds 16 of the 17 districts; a Family Member of hers guards Chinatown. Her other Family Member
# in Battery Park City steps into Wall Street, the last one. Does she win at once? **No.** She must
# still hold all 17 when her **next** turn begins. Ben's Hit Man and Henchman wait next door, in
# Brooklyn Heights, but Ben does not attack: he just ends his turn.
#
# Press **Step ▶** three times and watch the map and the story. When does the engine say that Ana
# wins?

# %%
# The position and the actions are in mobgames.bloodfeud.examples (story_start, story_script);
# story_map draws the part of the map where the story happens, large enough for a projector.
from mobgames.bloodfeud.examples import story_events, story_script, story_start
from widgets import StoryStepper, story_map

StoryStepper(lambda: story_start("take_manhattan"), story_script("take_manhattan"),
             picture=story_map("take_manhattan"), title="Ana holds Manhattan for a round")

# %% [markdown]
# The important moments, as the engine tells them (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.bloodfeud.turns import holds_manhattan

play = story_start("take_manhattan")
first, *rest = story_script("take_manhattan")
play.apply(first)
print(play.log[-1].text)
if holds_manhattan(play, "Ana") and not play.over:
    print(f"Ana now holds all {len(districts)} districts, but the game is not over yet.")
for event in play.play(rest):
    if event.kind in ("turn", "win"):
        print(event.text)

# %% [markdown]
# ## 5. Can Ben stop her?
#
# After Ana's Family Member steps into Wall Street, it is Ben's turn. He has one turn to take back
# **any one** district of Manhattan. A district with nobody in it is easy: he just walks in. Here
# every district next to Ben has a Family Member of Ana's in it, so he must attack.

# %% [markdown]
# ### Try it: you are Ben
#
# Make Ben's decisions with the buttons. In the **Attack** list, choose Wall Street or Chinatown
# and press the button beside it; send pieces into the attack, then press **Start the battle**. Or press **End
# the turn** and see what happens. Use **Undo** or **Start again** to try another plan. Can Ben
# stop Ana before her turn begins?

# %%
from widgets import Playground


def bens_turn():
    """The Take Manhattan story after Ana's turn: she holds every district, and Ben decides."""
    turns = story_start("take_manhattan")
    turns.play(story_script("take_manhattan")[:2])
    return turns


Playground(bens_turn, picture=story_map("take_manhattan"), title="Ben's turn: stop Ana!")

# %% [markdown]
# One way it can go, with the same dice every time: Ben attacks Wall Street with both his men. The
# sneak attack misses, but his Henchman hits, and Ana's Family Member falls. When Ana's turn begins,
# she no longer holds all of Manhattan (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
for event in story_events("manhattan_strikes_back"):
    if event.kind in ("attack", "outcome", "capture", "captives", "turn", "win"):
        print(event.text)
back = story_start("manhattan_strikes_back")
back.play(story_script("manhattan_strikes_back"))
if not back.over:
    print(f"Ana holds {sum(back.control.get(d) == 'Ana' for d in districts)} of the {len(districts)} "
          "districts: she does not win, and the game goes on.")

# %% [markdown]
# ## 6. Play: race the computer to Manhattan
#
# You play Ana, in Queens, with the extra Limousine. The computer plays Ben, in New Jersey, just
# across the Hudson River. The computer does not know this scenario: it plays for money. Can you
# hold Manhattan before its army comes for you?
#
# How to play at the table:
#
# * **Click a space with your pieces** to pick them up. Beside the map, a stepper for each kind
#   says how many go ("Family Members 5 of 5"): press − to leave one behind, + to take one more,
#   or All and None. A vehicle goes only when you add it.
# * **Green** spaces: where all the picked-up pieces can go. Click one to move there.
#   **Orange** spaces (in the Battle phase): enemies they can attack. Click one to attack.

# %% [markdown]
# ### Try it: race the computer
#
# * **Show:** zooms the map to a borough, or back to the whole map.
# * **Next phase** goes on to the next phase (leaving Movement, it counts your income), **End
#   turn** finishes your turn, and **Undo** takes back your last click.
# * In the Make Purchases phase, buy with the buttons. For a building, click one of your
#   districts first.
# * **New game** starts a fresh game with new dice.

# %%
from widgets import BFTable

race = Turns.start(["Ana", "Bot Ben"], seed=11, starts={"Ana": "Queens"}, options=Options(scenario="take_manhattan"))
BFTable(race, humans=("Ana",))

# %% [markdown] tags=["language-focus"]
# ## Language focus: plans and predictions (going to and will)
#
# Players talk about the future all the time. Which form?
#
# * **going to** for a **plan** you have already made: *I'm **going to** take Wall Street next turn.*
# * **going to** for a **prediction from what you see now**: *Look, Ana holds all 17 districts.
#   She's **going to** win!*
# * **will** for a **decision you make now**, an **offer** or a **promise**: *Her Family Member is
#   alone? Then **I'll** attack him. **I'll** pay you 100 dollars. **I won't** attack you.*
# * **will** after an **if** clause, for what the rules make happen: *If nobody takes a district
#   back, Ana **will** win when her turn begins.*
#
# Time words help: *this turn, next turn, at the start of my turn, for a whole round.*

# %% [markdown] tags=["language-focus"]
# The engine tells what happens in the present simple, first full, then simple. Turn each sentence
# into a plan or a prediction: *Her Family Member **is going to** step into Wall Street. If nobody
# attacks her, she **will** win.*

# %% tags=["language-focus"]
story = story_events("take_manhattan")
for event in (story[0], story[-1]):
    print("Full:  ", event.full)
    print("Simple:", event.simple)
print()
held = sum(story_start("take_manhattan").control.get(d) == "Ana" for d in districts)
print(f"Before her move, Ana holds {held} of the {len(districts)} districts: she is going to take the last one.")

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# In a group of three, talk about Ana's last turn with the role-play card: say your plans with
# *going to*, and make offers and promises with *will*. The success criteria say what a good
# talk has; open the model answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.teaching import speaking_task

speaking_task("bloodfeud/06_take_manhattan")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The new words of this chapter, and the words to review from earlier chapters, with their
# pronunciation, meaning and an example. Choose a language for a translation column. The link under
# the table gives a page to print.

# %% tags=["language-focus"]
from widgets import GlossaryPanel

GlossaryPanel(chapter="bloodfeud/06_take_manhattan")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again; try as
# often as you like. Teachers: the answers are behind **Show answers (teacher)**.

# %% tags=["language-focus"]
from widgets import ExerciseSet

ExerciseSet("bloodfeud/06_take_manhattan")
