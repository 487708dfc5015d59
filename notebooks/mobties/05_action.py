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
# # Mob Ties, chapter 5: Action: attacking and defending
#
# In the Action phase the families fight. In this chapter you will learn:
#
# 1. the Favor cards,
# 2. how an attack and a defence work,
# 3. who takes the bullet,
# 4. the First Blood bonus,
# 5. the Driver's special move,
# 6. three special cards: Drive-by, Shanked and Tony Goldstein.
#
# Run each cell with **Shift + Enter**.

# %% [markdown]
# ## 1. Favor cards
#
# The Favor deck has 100 cards of six types:
#
# * **Attack:** any of your mobsters may use it.
# * **Hit:** a kind of attack that only your Hit Man or your Capo may use.
# * **Whack:** a kind of attack that only your Made Man or your Capo may use.
# * **Defense:** stops an attack of the **same level or lower**. Any mobster may use it.
# * **Weapon:** removes Feds in the Feds phase (chapter 4).
# * **Specialty:** a special effect, usually in your action turn.
#
# Keep your cards secret. You may talk about them, boast or bluff, but you show a card only when you
# play it. You get cards at the start, from the Don (chapter 2), and by buying or swapping in the
# Business phase (chapter 3).

# %%
from collections import Counter

from mobgames.core.table import Table
from mobgames.mobties import FAVOR
from mobgames.mobties.cards import favor_deck

counts = Counter(favor_deck())
Table(["Favor card", "Type", "Level", "How many", "Source"],
      [(card.name, card.type, card.level or (f"removes {card.feds} Feds" if card.feds else ""), counts[card.id],
        "named in the rulebook" if card.named else "reconstructed") for card in FAVOR.values()],
      caption=f"The {sum(counts.values())} Favor cards")

# %% [markdown]
# > **Reconstructed.** The rulebook names only eight Favor cards and never lists the deck. All the
# > other titles, and every level and count, are our choices; they fit every rule and example in the
# > rulebook. A teacher can edit `mobgames/mobties/data/favor_cards.json` (keep the total at 100).
#
# This is how a hand looks. Each player sees only their own:

# %%
from mobgames.mobties import new_game
from widgets import HandPanel

HandPanel(new_game(4, seed=1), "Red")

# %% [markdown]
# The facts the rulebook fixes (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
print("Cards in the deck:", sum(counts.values()))
print("Named in the rulebook:", ", ".join(sorted(card.name for card in FAVOR.values() if card.named)))

# %% [markdown]
# ## 2. Attack and defence
#
# The Don acts first, then the others clockwise (unless a Turn the Tables card was drawn). In your
# action turn you may play as many cards as you like, or pass. You may attack only a family that has
# a mobster **in the same location as one of yours**, and one of your mobsters there must be allowed
# to use the card. You say the target family and the location.
#
# The defender may answer with **one** Defense card of the same level or higher. If the attack is not
# stopped, one of the defender's mobsters there dies and goes to the Morgue.
#
# ### The rulebook's example: a Car Bomb
#
# Red's Made Man and Yellow's Associate are in the Meat Locker. Red attacks with a Car Bomb (level 2).
# Yellow defends with a Mob Doctor (level 3).

# %%
from mobgames.mobties import Action, examples

game = examples.car_bomb()
print("Red may:", [str(action) for action in game.legal_actions()])
game

# %%
start = len(game.log)
game.apply(Action("Red", "attack", card="car_bomb", target="Yellow", where="meat_locker"))
print(game.decision.prompt)
game.apply(Action("Yellow", "defend", card="mob_doctor", where="meat_locker"))
for event in game.log[start:start + 2]:
    print(event)

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.mobties.cards import place_name

print("Yellow's Associate is in:", place_name(game.where["yellow_associate"]))

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
# ### Cards your mobsters cannot use
#
# Red's Made Man may not use a Hit card, and Red cannot attack Blue in the Docks, because no Red
# mobster is there. Both attacks are refused; the list shows what Red may really do.

# %%
from mobgames.core.errors import IllegalAction

game = position(["Red", "Blue", "Yellow"],
                {"red_made_man": "meat_locker", "yellow_associate": "meat_locker", "blue_capo": "docks"},
                phase="action", round=2, don="Red",
                hands={"Red": ["contract_hit", "whacked"], "Blue": [], "Yellow": []})
for action in [Action("Red", "attack", card="contract_hit", target="Yellow", where="meat_locker"),
               Action("Red", "attack", card="whacked", target="Blue", where="docks")]:
    try:
        game.apply(action)
    except IllegalAction as err:
        print("Refused:", err)
print("Red may:", [str(action) for action in game.legal_actions()])

# %% [markdown]
# ## 3. Who takes the bullet?
#
# When an attack is not stopped and the defender has more than one mobster in that location, the
# **defender chooses** who dies. In the rulebook's example Yellow's Associate and Hit Man are in the
# Meat Locker with Red's Made Man. Red attacks with Deal Gone Bad (level 1). Yellow has no Defense
# card and gives up the Associate: he is worth less money and has less respect.

# %%
game = examples.associate_takes_the_bullet()
start = len(game.log)
game.apply(Action("Red", "attack", card="deal_gone_bad", target="Yellow", where="meat_locker"))
print(game.decision.prompt)
game.apply(Action("Yellow", "sacrifice", target="yellow_associate", where="meat_locker"))
for event in game.log[start:start + 2]:
    print(event)

# %%
# NBVAL_CHECK_OUTPUT
for mobster in ("yellow_associate", "yellow_hit_man"):
    print(f"{game.mobsters[mobster].name} is in:", place_name(game.where[mobster]))

# %% [markdown]
# ## 4. First Blood
#
# The first player to kill a rival's mobster **in the first round** earns a bonus of 25k dollars. After
# the first round there is no bonus. Red starts with 25k dollars:

# %%
game = position(["Red", "Blue", "Yellow"], {"red_made_man": "meat_locker", "yellow_associate": "meat_locker"},
                phase="action", round=1, don="Red", hands={"Red": ["deal_gone_bad"], "Blue": [], "Yellow": []})
start = len(game.log)
game.apply(Action("Red", "attack", card="deal_gone_bad", target="Yellow", where="meat_locker"))
for event in game.log[start:start + 3]:
    print(event)

# %%
# NBVAL_CHECK_OUTPUT
print("Red's cash:", game.cash["Red"])

# %% [markdown]
# ## 5. The Driver
#
# Once in each of your action turns (our choice: the rulebook gives no number), your Driver may move:
#
# * from a location **to the Streets**, or
# * from the Streets **to a location** with room.
#
# He may take **one passenger**: another of your mobsters from the same place. Into a location, he
# needs room for both of them. So you can attack and then drive away before the other family can hit
# back. But the Driver cannot help you when it is somebody else's turn.
#
# Red's Made Man and Driver are in the Meat Locker with Yellow's Associate and Hit Man. Red attacks,
# then drives both mobsters to the Streets. Yellow holds a Deal Gone Bad, but no Red mobster is left
# near Yellow's, so Yellow cannot hit back.

# %%
game = position(["Red", "Blue", "Yellow"],
                {"red_made_man": "meat_locker", "red_driver": "meat_locker", "yellow_associate": "meat_locker",
                 "yellow_hit_man": "meat_locker"},
                phase="action", round=2, don="Red",
                hands={"Red": ["car_bomb"], "Blue": [], "Yellow": ["deal_gone_bad"]})
print("The Driver may:", [str(action) for action in game.drive_choices("Red")])
start = len(game.log)
game.apply(Action("Red", "attack", card="car_bomb", target="Yellow", where="meat_locker"))
game.apply(Action("Yellow", "sacrifice", target="yellow_associate", where="meat_locker"))
game.apply(Action("Red", "drive", target="red_made_man", where="streets"))
for event in game.log[start:start + 6]:
    print(event)
game

# %% [markdown]
# ## 6. Three special cards
#
# * **Drive-by:** a level 1 attack on **every** other family's mobster in the Streets. Each one can be
#   defended on its own.
# * **Shanked:** the only attack allowed in the Prison: one of your mobsters in Prison attacks a rival
#   there. No Defense card works in the Prison.
# * **Tony Goldstein:** a lawyer. One of your mobsters leaves the Prison for the Streets without bail.
#
# Blue's Driver and Green's Hit Man stand in the Streets. Red's Associate and Green's Associate are in
# Prison. Red plays all three cards; Blue defends with a Bulletproof Vest.

# %%
game = position(["Red", "Blue", "Green"],
                {"red_capo": "docks", "red_associate": "prison", "blue_driver": "streets", "green_hit_man": "streets",
                 "green_associate": "prison"},
                phase="action", round=2, don="Red",
                hands={"Red": ["drive_by", "shanked", "tony_goldstein"], "Blue": ["bulletproof_vest"], "Green": []})
start = len(game.log)
game.apply(Action("Red", "play", card="drive_by"))
game.apply(Action("Blue", "defend", card="bulletproof_vest", where="streets"))
game.apply(Action("Red", "attack", card="shanked", target="Green", where="prison"))
game.apply(Action("Red", "play", card="tony_goldstein", target="red_associate"))
for event in game.log[start:start + 6]:
    print(event)
game

# %% [markdown]
# ### Try it
#
# Give Yellow a different Defense card and run the cell. A Bulletproof Vest (level 1) cannot stop a
# Car Bomb (level 2); a Bodyguard (level 2) can. Try `"bulletproof_vest"`, `"bodyguard"` or
# `"mob_doctor"`.

# %%
game = position(["Red", "Blue", "Yellow"], {"red_made_man": "meat_locker", "yellow_associate": "meat_locker"},
                phase="action", round=2, don="Red",
                hands={"Red": ["car_bomb"], "Blue": [], "Yellow": ["bulletproof_vest"]})
start = len(game.log)
game.apply(Action("Red", "attack", card="car_bomb", target="Yellow", where="meat_locker"))
for event in game.log[start:start + 2]:
    print(event)
if game.decision.player == "Yellow":
    print(game.decision.prompt)
    print("Yellow may:", [str(action) for action in game.legal_actions()])

# %% [markdown]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. In the game views, point at a word with a dotted line to read its meaning. (Teachers: add `lang="es"` or another language for a translation column.)

# %%
from mobgames.teaching import glossary_table

glossary_table(chapter="mobties/05_action")

# %% [markdown]
# ### Exercises
#
# Answer each exercise, then press **Check**. Teachers: the answers are behind **Show answers (teacher)**.

# %%
from widgets import ExerciseSet

ExerciseSet("mobties/05_action")
