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
# # Mob Ties, chapter 4: Movement and the Feds
#
# In this chapter you will learn:
#
# 1. how mobsters move,
# 2. how the Feds arrive, and what happens when they surround a location,
# 3. how Weapon cards chase the Feds away,
# 4. how a location can close for good.
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
# ## 1. Movement
#
# In the Movement phase each player moves **exactly one** mobster, the Don first. A mobster may go to
# any location with room (five mobsters at most), or to the Streets, which have no limit. Nobody may
# move into a location the Feds have closed, or into the Prison or the Morgue. You cannot skip your
# move, so if all your mobsters are in one place, one of them has to leave it.
#
# Here the Docks are full and the Diner is closed. Red, the Don, moves first:

# %%
from mobgames.mobties import Action
from mobgames.mobties.cards import place_name

full_docks = {"blue_capo": "docks", "blue_hit_man": "docks", "green_capo": "docks", "green_hit_man": "docks",
              "green_made_man": "docks"}
game = position(["Red", "Blue", "Green"], full_docks | {"red_driver": "kittys", "red_capo": "mansion"},
                phase="movement", round=2, don="Red", closed=["diner"], feds={"diner": 4})
print(game.decision.prompt)
for mobster in game.family("Red", ("kittys", "mansion")):
    places = [place_name(a.where) for a in game.move_actions("Red") if a.target == mobster]
    print(f"{game.mobsters[mobster].name} may go to:", ", ".join(places))
game

# %% [markdown]
# Moves into the full Docks or the closed Diner are refused:

# %%
from mobgames.core.errors import IllegalAction

for where in ("docks", "diner"):
    try:
        game.apply(Action("Red", "move", target="red_driver", where=where))
    except IllegalAction as err:
        print("Refused:", err)
game.apply(Action("Red", "move", target="red_driver", where="streets"))
print(game.log[-1])

# %% [markdown]
# ## 2. The Feds
#
# After Movement the Feds come. Draw as many **Fed cards** as the Heat level (one card at the start,
# up to three later; chapter 6). Most cards put one or two Fed tokens around one location. The Feds
# stay there until a Weapon card removes them. The Streets never get Feds.
#
# Three cards are special:
#
# * **Citywide Crackdown:** one Fed at every open location.
# * **FBI Raid:** four Feds at the location with the most respect (all families together). If two
#   locations tie, the Don chooses; a second FBI Raid in the same phase then hits the other one.
# * **Turn the Tables:** this round the Action phase goes the other way round, so the Don acts last.
#   A second one in the same round turns it back.

# %%
from collections import Counter

from mobgames.core.table import Table
from mobgames.mobties import FED
from mobgames.mobties.cards import fed_deck

counts = Counter(fed_deck())
special = {"crackdown": "1 Fed at every open location", "fbi_raid": "4 Feds where the respect is highest",
           "turn_the_tables": "the Action phase goes backwards"}
Table(["Fed card", "What it does", "How many", "Source"],
      [(card.name, special.get(card.type) or f"{card.feds} Fed{'s' if card.feds > 1 else ''} at "
        f"{place_name(card.where)}", counts[card.id], "named in the rulebook" if card.named else "reconstructed")
       for card in FED.values()],
      caption=f"The {sum(counts.values())} Fed cards")

# %% [markdown]
# > **Reconstructed.** The rulebook names only three Fed cards: Citywide Crackdown, FBI Raid and Turn
# > the Tables. It does not list the location cards. Ours give one or two Feds, and the richer rackets
# > get more cards, because the rulebook says they attract more Feds. A teacher can change the deck in
# > `mobgames/mobties/data/fed_cards.json`.
#
# ## 3. Surrounded!
#
# Four or more Feds around a location **surround** it. Every surrounded location is dealt with at
# once, from the Docks clockwise. The players there hold a Show of Respect, but this time each player
# votes **against** another player. The player with the most respect against them loses. The rulebook
# does not say more about this vote; in our version nobody may vote against themselves, and the Don
# breaks a tie.
#
# The loser has two choices:
#
# * give up one of their mobsters there: the Feds **pinch** him, and he goes to Prison, or
# * play **Weapon cards** until three Feds or fewer are left. Then nobody is pinched.

# %%
from mobgames.mobties import FAVOR
from mobgames.mobties.cards import favor_deck

counts = Counter(favor_deck())
Table(["Weapon card", "Feds it removes", "How many", "Source"],
      [(card.name, card.feds, counts[card.id], "named in the rulebook" if card.named else "reconstructed")
       for card in FAVOR.values() if card.type == "weapon"],
      caption="Weapon cards (part of the Favor deck)")

# %% [markdown]
# ### The rulebook's example: a Shotgun in Little Italy
#
# Red's Made Man (2 respect), Blue's Hit Man (2) and Green's Capo (3) are in Little Italy. Three Feds
# are already there, and the Fed card adds two more: five Feds surround the location. Red and Blue,
# with 4 respect together, agree to vote against Green.

# %%
from mobgames.mobties import examples

game = examples.little_italy_shotgun()
print(game.narration())
game

# %%
game.apply(Action("Red", "vote", target="Green"))
game.apply(Action("Blue", "vote", target="Green"))
try:
    game.apply(Action("Green", "vote", target="Green"))
except IllegalAction as err:
    print("Refused:", err)
game.apply(Action("Green", "vote", target="Red"))
print(next(event for event in reversed(game.log) if event.kind == "tally"))
print(game.decision.prompt)
print("Green may:", [str(action) for action in game.legal_actions()])

# %% [markdown]
# Green plays the Shotgun. It removes two Feds, so three are left and Little Italy is free again.

# %%
start = len(game.log)
game.apply(Action("Green", "weapon", card="shotgun", where="little_italy"))
for event in game.log[start:start + 2]:
    print(event)
game

# %%
# NBVAL_CHECK_OUTPUT
print("Feds at Little Italy:", game.feds["little_italy"])
print("Green's Capo is in:", place_name(game.where["green_capo"]))

# %% [markdown]
# Without the Shotgun, Green would have to give up his Capo:

# %%
game = examples.little_italy_shotgun()
for voter, against in [("Red", "Green"), ("Blue", "Green"), ("Green", "Red")]:
    game.apply(Action(voter, "vote", target=against))
start = len(game.log)
game.apply(Action("Green", "pinch", target="green_capo", where="little_italy"))
print(game.log[start])
print("Green's Capo is in:", place_name(game.where["green_capo"]))

# %% [markdown]
# ## 4. Nobody home: the location closes
#
# If the Feds surround a location with **nobody in it**, the location **closes for good**. Nobody may
# move in any more, and later Fed cards for it are ignored. If this happens to the
# Mansion, there are no more elections.
#
# This Feds phase has three cards at Heat level 3: an FBI Raid, two Feds for the Diner (which already
# has three) and Turn the Tables. Kitty's has the most respect, so the FBI Raid goes there.

# %%
from mobgames.mobties.bots import simple_bot

game = position(["Red", "Blue", "Green"],
                {"red_capo": "mansion", "blue_capo": "docks", "green_capo": "kittys", "green_hit_man": "kittys",
                 "red_driver": "kittys"},
                phase="feds", round=3, don="Red", heat=3, rises=2, feds={"diner": 3},
                fed_top=["fbi_raid", "raid_diner_2", "turn_the_tables"], hands={"Red": [], "Blue": [], "Green": []})
while game.phase == "feds":
    game.apply(simple_bot(game))
print(game.narration())
game

# %% [markdown]
# In the next Movement phase nobody may enter the Diner:

# %%
while game.phase != "movement":
    game.apply(simple_bot(game))
print(game.decision.prompt)
try:
    game.apply(Action("Red", "move", target="red_capo", where="diner"))
except IllegalAction as err:
    print("Refused:", err)

# %% [markdown]
# ### Try it
#
# Choose the Fed cards on top of the deck (their ids are in `FED`, for example `"citywide_crackdown"`,
# `"raid_kittys_2"` or `"fbi_raid"`), or change the Feds that are already there. Then run the cell.

# %%
print("Fed card ids:", ", ".join(FED))
game = position(["Red", "Blue", "Green"], {"red_capo": "kittys", "blue_hit_man": "kittys", "green_driver": "docks"},
                phase="feds", round=2, don="Red", feds={"kittys": 3, "docks": 2}, fed_top=["citywide_crackdown"],
                hands={"Red": ["pistol"], "Blue": [], "Green": []})
while game.phase == "feds":
    game.apply(simple_bot(game))
print(game.narration())
game

# %% [markdown]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. In the game views, point at a word with a dotted line to read its meaning. (Teachers: add `lang="es"` or another language for a translation column.)

# %%
from mobgames.teaching import glossary_table

glossary_table(chapter="mobties/04_movement_and_the_feds")

# %% [markdown]
# ### Exercises
#
# Answer each exercise, then press **Check**. Teachers: the answers are behind **Show answers (teacher)**.

# %%
from widgets import ExerciseSet

ExerciseSet("mobties/04_movement_and_the_feds")
