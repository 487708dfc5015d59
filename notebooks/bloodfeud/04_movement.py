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
# # Blood Feud in New York, chapter 4: Movement
#
# In this chapter you will learn:
#
# 1. how far each piece can go, and what it captures on the way,
# 2. why corners and water stop you, and how bridges help,
# 3. how limousines, speedboats and helicopters carry your people,
# 4. who can block whom.
#
# Every section has a ready-made position. Pick a piece, and the spaces it can reach are shaded
# green with a dashed outline; click one to see the route, or click any other space to read why the
# piece cannot go there.
#
# Run each cell with **Shift + Enter**.

# %% [markdown]
# ## 1. Stepping in
#
# Each person has **movement points**: the Boss, Family Members and Thugs have **1**, Henchmen and
# Hit Men have **2**. One point takes a piece into a neighbouring space.
#
# A person **steps into** every space it enters, and **captures** each district it steps into if
# nobody is defending it: the district becomes yours and earns you &#36;10 a turn. A Boss, a Family
# Member or a Thug captures at most **one** district a turn; Henchmen and Hit Men may capture **two**,
# even by stepping into a district and back out again. Parks, water and airports are never captured.
#
# You may not walk into a space where another player's people stand: that would be an attack.

# %%
from widgets import MovementExplorer

MovementExplorer("stepping in")

# %% [markdown]
# ## 2. Corners and bridges
#
# Where four spaces meet at one point, the two diagonal spaces are **not** neighbours: nobody moves
# across a corner. Water can only be crossed on foot by a **bridge**, which works like a shared
# border. Try the Thug in Lincoln Square, then the Boss in Fort Lee.

# %%
MovementExplorer("corners")

# %%
MovementExplorer("bridges")

# %% [markdown]
# The engine says the same in words (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.bloodfeud import reachable, why_not
from mobgames.bloodfeud.examples import movement_example

game, player, _ = movement_example("corners")
thug = next(iter(game.units))
print(sorted(reachable(game, thug)))
print(why_not(game, thug, "times_square"))

# %% [markdown]
# ## 3. Vehicles
#
# * A **Limousine** drives up to **4** spaces, through city districts only, and carries 5 people.
# * A **Speedboat** sails up to **5** spaces on the water and carries 5. Leaving a shore costs a
#   point, and so does touching one to dock or to land people.
# * A **Helicopter** flies up to **9** spaces over anything and carries 3, but it must **land** in a
#   district you control, or at an airport for a &#36;20 fee.
#
# Riding costs a person **one** movement point. So a Henchman or Hit Man can walk **one** space
# before or after the ride: with a limousine that is up to 5 spaces in one turn. A Thug can only ride.
#
# People in a vehicle do **not** capture the districts they travel through, only the district where
# they get out.

# %%
MovementExplorer("combination")

# %%
MovementExplorer("helicopter")

# %%
MovementExplorer("speedboat")

# %% [markdown]
# ### A helicopter attack needs a flight plan
#
# A helicopter never makes a suicide attack: before it attacks, its owner names the whole route,
# over the target and on to a place where it may land. After the battle the helicopter keeps to
# that plan; its surviving passengers choose to step into the district, or to fly on. Here Ana's
# Hit Man and Thug fly from Ozone Park over East New York (Ben's, guarded by one Thug) to Canarsie.
# The Hit Man's sneak attack rolls a 10, and only the Hit Man steps in.

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.bloodfeud import attack, blank_game
from mobgames.dice import ScriptedDice

game = blank_game(["Ana", "Ben"], colours={"Ana": "Red", "Ben": "Blue"})
for district in ("ozone_park", "canarsie"):
    game.set_control(district, "Ana")
game.set_control("east_new_york", "Ben")
game.place("Ben", "thug", "east_new_york")
game.place("Ana", "helicopter", "ozone_park", passengers=["hitman", "thug"])
attack(game, "Ana", "east_new_york", {"ozone_park": {"helicopter": 1, "hitman": 1, "thug": 1}},
       dice=ScriptedDice([10]), flight_plan=("east_new_york", "canarsie"), step_in=1)
for event in game.log:
    if event.kind in ("attack", "roll", "kill", "outcome", "flight", "capture"):
        print(event)

# %% [markdown]
# ## 4. Blocking
#
# A piece in a space can stop some pieces from passing through it:
#
# | On | Who blocks whom |
# |---|---|
# | Land | People block people. Limousines block limousines and people. Corrupt Precincts stop limousines and people. Helicopters block limousines and people. |
# | Water | Speedboats block speedboats. |
# | Air | Only helicopters block helicopters. |
#
# A blocker may also let you pass (the rules leave that to its owner; here every blocker blocks).
# In this position Ben's Thug stands in Dyker Heights, and Ben's Corrupt Precinct in Gravesend stops
# Ana's pieces for the rest of the turn: they may enter, but not go on.
#
# Stepping into a rival's precinct district does not capture it. To take it (the district and the
# precinct), the player who steps in must pay a **premium**: $100 more than the last price paid for
# the precinct, so $230 the first time. The list of moves shows each such step twice, once with the
# premium paid (`premium=230`) and once without. Unpaid, the pieces simply stand there, and the
# district stays with its holder.

# %%
MovementExplorer("blocking")

# %% [markdown]
# ## 5. Buying new pieces
#
# At the end of the turn you may buy. New people and vehicles are placed **with your Boss** in his
# city district, or at a **Penthouse Palace** you have owned since an earlier turn. (A Boss in a
# park, at an airport or out on the water has nowhere to put them; the rule option
# `Options(placement="with_boss")` allows any space he is in.) A speedboat needs your Boss (or
# Penthouse) beside the water. Buildings go in any district you control, one per district.
#
# The box holds only so many pieces of each kind (for example 24 Thugs and 12 Illicit Activities;
# the rulebook gives no counts, so ours are reconstructed). When all of one kind are in play, nobody
# can buy another until one leaves the board.

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.bloodfeud import blank_game, buy

game = blank_game(["Ana", "Ben"], colours={"Ana": "Red", "Ben": "Blue"})
game.place("Ana", "boss", "bay_ridge")
game.set_control("bay_ridge", "Ana")
game.cash["Ana"] = 1000
buy(game, "Ana", "henchman")
buy(game, "Ana", "speedboat")
buy(game, "Ana", "illicit_activity", at="bay_ridge")
for event in game.log[-3:]:
    print(event)
print("Money left:", game.cash["Ana"])

# %% [markdown] tags=["language-focus"]
# ## Language focus: modal verbs for rules
#
# Rules say what is possible, allowed or necessary. We use **modal verbs** for that. After a modal
# verb, the next verb has no *to* and no *-s*: *a Thug can move* (not *can moves*, not *can to move*).
#
# | Modal | Meaning | Example |
# |---|---|---|
# | **can** | it is possible, or allowed | A Henchman **can** capture two districts. |
# | **can't** (cannot) | it is not possible, or not allowed | A Thug **can't** cross a corner. |
# | **may** | it is allowed (more formal) | Invited pieces **may** walk in. |
# | **must** | it is necessary: the rules say so | A Helicopter **must** land. |
# | **mustn't** | it is not allowed | You **mustn't** walk into an enemy's space. |
# | **don't have to** | it is not necessary | You **don't have to** leave pieces in a district to keep it. |
#
# The engine explains its answers with modal verbs. Here the Thug in Lincoln Square asks where it
# can go:

# %% tags=["language-focus"]
from mobgames.bloodfeud import reachable, why_not
from mobgames.bloodfeud.examples import movement_example
from mobgames.core.text import and_list

game, player, _ = movement_example("corners")
thug = next(iter(game.units))
places = and_list(game.board.space(s).name for s in sorted(reachable(game, thug)))
print(f"The Thug can go to {places}.")
for target in ("times_square", "murray_hill"):
    print(f"It can't go to {game.board.space(target).name}. Why not? {why_not(game, thug, target)}")

# %% [markdown] tags=["language-focus"]
# And the Player Card uses *must* for the Helicopter:

# %% tags=["language-focus"]
from mobgames.bloodfeud import catalogue

print(catalogue()["helicopter"].special)

# %% [markdown] tags=["language-focus"]
# **Now you.** Pick a piece in one of the explorers above. Say two things it **can** do, one
# thing it **can't** do, and one thing its player **must** do. For example: *"The Hit Man can ride the
# Limousine. He can walk one more space. He can't walk through a corner."*

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. Click, tap or hover over an underlined word in the game stories to see its meaning, too. (Teachers: add `lang="es"` or another language for a translation column; the [teacher's guide](../teachers_guide.ipynb) lists the languages.)

# %% tags=["language-focus"]
from mobgames.teaching import glossary_table

glossary_table(chapter="bloodfeud/04_movement")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again; try as often as you like. Teachers: the answers are behind **Show answers (teacher)**.

# %% tags=["language-focus"]
from widgets import ExerciseSet

ExerciseSet("bloodfeud/04_movement")
