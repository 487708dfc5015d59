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
#
# and then you play a short game against a bot.
#
# Run each cell with **Shift + Enter**.

# %% [markdown]
# ## 1. A different goal
#
# In this scenario you win by **holding all of Manhattan**. When one of your turns begins, every city
# district of Manhattan must have your exploitation marker. So you must take Manhattan, and then
# keep it for a whole round, while every other player has a turn to take some of it back. That is
# harder than it sounds!
#
# What else changes:
#
# * Only **2 to 5** players can play (nobody starts in Manhattan).
# * Earning 6,000 dollars in one turn does **not** win. Killing every other Boss still wins.
# * Some families start with an extra vehicle (see below). Everything else follows the normal rules.
#
# You choose the scenario with a rule option. The set-up then adds the extra vehicles (checked by
# the tests):

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.bloodfeud import Options, Turns

turns = Turns.start(["Ana", "Ben", "Chen", "Dana"], seed=5, options=Options(scenario="take_manhattan"))
for event in turns.game.log:
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
turns.game

# %% [markdown]
# ## 3. The 17 districts of Manhattan
#
# To win you need every one of them (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.bloodfeud.turns import manhattan

board = turns.game.board
districts = manhattan(board)
print(len(districts), "districts:", ", ".join(board.space(d).name for d in districts))

# %%
turns.game.svg(width=480, focus=districts)

# %% [markdown]
# ## 4. Hold it for a round
#
# Here Ana holds 16 of the 17 districts. Her Thug in Battery Park City steps into Wall Street, the
# last one. Does she win at once? **No.** She must still hold all 17 when her **next** turn begins.

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.bloodfeud import blank_game, legal_moves
from mobgames.bloodfeud.turns import holds_manhattan
from mobgames.core.dice import RandomDice

game = blank_game(["Ana", "Ben"], starts={"Ana": "Queens", "Ben": "New Jersey"},
                  options=Options(scenario="take_manhattan"))
for player, home in [("Ana", "ozone_park"), ("Ben", "elizabeth")]:
    game.place(player, "boss", home)
    game.set_control(home, player)
for district in districts:
    if district != "wall_street":
        game.set_control(district, "Ana")
thug = game.place("Ana", "thug", "battery_park_city")
play = Turns(game, RandomDice(1))
play.move(next(m for m in legal_moves(game, thug) if m.end == "wall_street"))
print(game.log[-1])
print("Ana holds all of Manhattan:", holds_manhattan(game, "Ana"), "- the game is over:", play.over)

# %% [markdown]
# Ben cannot reach Manhattan this round, so he just ends his turn. When Ana's turn begins, she
# wins (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
play.end_turn()   # Ana's turn ends
play.end_turn()   # Ben's turn ends; Ana's begins
print(game.log[-1])

# %% [markdown]
# ## 5. Play: race a bot to Manhattan
#
# You play Ana, in Queens, with the extra Limousine. A bot plays Ben, in New Jersey, just across the
# Hudson River.
# The bot does not know this scenario: it plays for money. Can you hold Manhattan before its army
# comes for you?
#
# How to play at the table:
#
# * **Click a space with your pieces** to pick them up. Beside the map, a stepper for each kind
#   says how many go ("Family Members 5 of 5"): press − to leave one behind, + to take one more,
#   or All and None. A vehicle goes only when you add it.
# * **Green** spaces: where all the picked-up pieces can go. Click one to move there.
#   **Orange** spaces (in the Battle phase): enemies they can attack. Click one to attack.
# * **Show:** zooms the map to a borough, or back to the whole map.
# * **Next phase** goes on to the next phase (leaving Movement, it factors your income), **End
#   turn** finishes your turn, and **Undo** takes back your last click.
# * In the Make Purchases phase, buy with the buttons. For a building, click one of your
#   districts first.
#
# Change the seed for a new game.

# %%
from widgets import BFTable

race = Turns.start(["Ana", "Bot Ben"], seed=11, starts={"Ana": "Queens"}, options=Options(scenario="take_manhattan"))
BFTable(race, humans=("Ana",))

# %% [markdown]
# ## Language focus: will and going to
#
# Players talk about plans. Use **going to** for a plan you have already made, and **will** for a decision at the moment or a promise:
#
# * *I'm **going to** take Midtown next turn.* (a plan)
# * *Your Hit Men are coming? Then I'**ll** move my Thugs into Harlem.* (a decision now)
# * *I **will** hold Manhattan for a whole round.* (a promise)
#
# Time words help: *this turn, next turn, at the start of my turn, for a whole round.*

# %%
from mobgames.bloodfeud.turns import manhattan
from mobgames.bloodfeud import default_board

districts = [default_board().space(d).name for d in manhattan(default_board())]
print(f"To take Manhattan you are going to need all {len(districts)} districts, for example "
      f"{', '.join(districts[:3])} and {districts[3]}.")

# %% [markdown]
# **Now you.** Say your plan for the next two turns with *going to*, and answer a partner's plan with *will*: *"If you go to Harlem, I'll ..."*

# %% [markdown]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. In the game views, point at a word with a dotted line to read its meaning. (Teachers: add `lang="es"` or another language for a translation column.)

# %%
from mobgames.teaching import glossary_table

glossary_table(chapter="bloodfeud/06_take_manhattan")

# %% [markdown]
# ### Exercises
#
# Answer each exercise, then press **Check**. Teachers: the answers are behind **Show answers (teacher)**.

# %%
from widgets import ExerciseSet

ExerciseSet("bloodfeud/06_take_manhattan")
