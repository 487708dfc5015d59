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
# # Blood Feud in New York, chapter 6: Take Manhattan
#
# In this chapter you will learn how a player wins the *Take Manhattan* scenario, and how the
# others can stop her. The sections marked *(extension)* are folded: open them in a 90-minute
# lesson or for homework.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("bloodfeud/06_take_manhattan", collapsed=True)

# %% [markdown]
# ## 1. A different goal
#
# A **scenario** is the same game with new starting rules and goals. In **Take Manhattan**
# you win when your turn begins and every city district of Manhattan has your **exploitation
# marker**. So you take Manhattan and keep it for a whole **round**: every other player has a turn
# to take some of it back.
#
# * Only **2 to 5** players can play (nobody starts in Manhattan).
# * Earning 6,000 dollars in one turn does **not** win. Killing every other Boss still wins.
# * The Bronx and Staten Island start with an extra Speedboat, Queens with an extra Limousine.

# %% [markdown]
# The start of a game for four players: the set-up adds the extra vehicles, and the turn order
# says who plays when.

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.bloodfeud import Options, Turns

turns = Turns.start(["Ana", "Ben", "Chen", "Dana"], seed=5, options=Options(scenario="take_manhattan"))
for event in turns.log:
    if event.text.startswith("Take Manhattan") or event.kind == "turn_order":
        print(event)

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 2. The extra vehicles (extension)

# %% [markdown] tags=["extension"]
# | Start | Extra piece |
# |---|---|
# | The Bronx | a Speedboat |
# | Staten Island | a Speedboat |
# | Queens | a Limousine |
#
# A speedboat must be docked on a shore. When a family's star is not beside the water, we dock the
# speedboat in the nearest district of the same borough that is (the rulebook does not say where).
# Look for the **S** and **L** on the tokens:

# %% tags=["extension"]
turns

# %% [markdown]
# ## 3. The 17 districts of Manhattan
#
# Manhattan is the island **borough** in the middle of the map. To win you need every one of its
# city districts:

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
# Ana holds 16 of the 17 districts. Her Family Member steps from Battery Park City into Wall
# Street, the last one. Does she win at once? **No.** She must still hold all 17 when her **next**
# turn begins. Ben's Hit Man and Henchman wait next door in Brooklyn Heights, but Ben just ends
# his turn.
#
# Press **Step ▶** three times. When does the engine say that Ana wins?

# %%
# The position and the actions are in mobgames.bloodfeud.examples (story_start, story_script);
# story_map draws the part of the map where the story happens, large enough for a projector.
from mobgames.bloodfeud import examples
from mobgames.bloodfeud.examples import story_events, story_script, story_start
from mobgames.widgets import StoryStepper, story_map

StoryStepper(*examples.walkthrough("take_manhattan"), picture=story_map("take_manhattan"),
             title="Ana holds Manhattan for a round")

# %% [markdown]
# The key moments, in the engine's words:

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
# Now it is Ben's turn: his one chance to take back **any** district of Manhattan. An empty
# district is easy: he just walks in. But every district next to him has one of Ana's Family
# Members, so he must attack.

# %% [markdown]
# ### Try it: you are Ben
#
# Decide for Ben. In the **Attack** list, press the button beside Wall Street or Chinatown, send
# pieces in, then press **Start the battle**. Or press **End the turn**. **Undo** and **Start
# again** let you try another plan. Can Ben stop Ana?

# %%
from mobgames.widgets import Playground


def bens_turn():
    """The Take Manhattan story after Ana's turn: she holds every district, and Ben decides."""
    turns = story_start("take_manhattan")
    turns.play(story_script("take_manhattan")[:2])
    return turns


Playground(bens_turn, picture=story_map("take_manhattan"), title="Ben's turn: stop Ana!")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### One way it can go (extension)

# %% [markdown] tags=["extension"]
# Open this after you have tried. With the same dice every time, Ben attacks Wall Street with both
# his men. The sneak attack misses, but his Henchman hits, and Ana's Family Member falls. When Ana's
# turn begins, she no longer holds all of Manhattan (checked by the tests):

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
for event in story_events("manhattan_strikes_back"):
    if event.kind in ("attack", "outcome", "capture", "captives", "turn", "win"):
        print(event.text)
back = story_start("manhattan_strikes_back")
back.play(story_script("manhattan_strikes_back"))
if not back.over:
    print(f"Ana holds {sum(back.control.get(d) == 'Ana' for d in districts)} of the {len(districts)} "
          "districts: she does not win, and the game goes on.")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 6. Play: race the computer to Manhattan (extension)

# %% [markdown] tags=["extension"]
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

# %% [markdown] tags=["extension"]
# ### Try it: race the computer
#
# * **Show:** zooms the map to a borough, or back to the whole map.
# * **Next phase** goes on to the next phase (leaving Movement, it counts your income), **End
#   turn** finishes your turn, and **Undo** takes back your last click.
# * In the Make Purchases phase, buy with the buttons. For a building, click one of your
#   districts first.
# * **New game** starts a fresh game with new dice.

# %% tags=["extension"]
from mobgames.widgets import BFTable

race = Turns.start(["Ana", "Bot Ben"], seed=11, starts={"Ana": "Queens"}, options=Options(scenario="take_manhattan"))
BFTable(race, humans=("Ana",))

# %% [markdown] tags=["language-focus"]
# ## Language focus: plans and predictions (going to and will)
#
# * **going to** for a **plan**: *I'm **going to** take Wall Street next turn.*
# * **going to** for a **prediction from what you see now**: *Look, Ana holds all 17 districts.
#   She's **going to** win!*
# * **will** for a **decision you make now**, an **offer** or a **promise**: *Her Family Member is
#   alone? Then **I'll** attack him. **I'll** pay you 100 dollars. **I won't** attack you.*
# * **will** after an **if** clause, for what the rules make happen: *If nobody takes a district
#   back, Ana **will** win.*
#
# Time words: *this turn, next turn, at the start of my turn, for a whole round.*

# %% [markdown] tags=["language-focus"]
# The engine tells the story in the present simple. Make each sentence a plan or a prediction:
# *Her Family Member **is going to** step into Wall Street. If nobody attacks her, she **will** win.*

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
# In groups of three, talk about Ana's last turn with the role-play card: plans with *going to*,
# offers and promises with *will*. Open the model answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("bloodfeud/06_take_manhattan")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The words of this chapter, with pronunciation, meaning and an example. Choose a language for a
# translation column; the link under the table gives a page to print.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="bloodfeud/06_take_manhattan")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**: the feedback tells you what to look at again.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("bloodfeud/06_take_manhattan")
