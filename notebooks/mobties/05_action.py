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
# # Mob Ties, chapter 5: Action: attacking and defending
#
# In the Action phase the families fight. You will learn how an attack and a defense work, who
# takes the bullet, and how to talk about attacks with **if**. The sections marked *(extension)* are
# folded: open them in a 90-minute lesson or for homework.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("mobties/05_action", collapsed=True)

# %% [markdown]
# ## 1. Favor cards
#
# Four types of **Favor card** matter in this chapter:
#
# * **Attack:** any of your mobsters may use it.
# * **Hit:** an attack for your Hit Man or your Capo only.
# * **Whack:** an attack for your Made Man or your Capo only.
# * **Defense:** it stops an attack of the **same level or lower**.

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### The whole deck (extension)

# %% [markdown] tags=["extension"]
# The Favor deck has 100 cards. There are two more types: **Weapon** cards remove Feds in the Feds
# phase (chapter 4), and **Specialty** cards have a special effect, usually in your action turn. Any
# mobster may use a Defense card. Keep your cards secret: you may talk about them, boast or bluff,
# but you show a card only when you play it. You get cards at the start of the game, from the Don
# (chapter 2), and by buying or swapping them in the Business phase (chapter 3). The table lists
# every card:

# %% tags=["extension"]
from collections import Counter

from mobgames.core.table import Table
from mobgames.mobties import FAVOR
from mobgames.mobties.cards import favor_deck
from mobgames.widgets.mobties import TYPE_NAMES


def strength(card):
    """What the Level column says: the level of an attack or a defence, or the Feds a weapon removes."""
    if card.feds:
        return f"removes {card.feds} Fed{'s' if card.feds > 1 else ''}"
    return card.level or ""


counts = Counter(favor_deck())
Table(["Favor card", "Type", "Level", "How many", "Source"],
      [(card.name, TYPE_NAMES[card.type], strength(card), counts[card.id],
        "named in the rulebook" if card.named else "our reconstruction") for card in FAVOR.values()],
      caption=f"The {sum(counts.values())} Favor cards")

# %% [markdown] tags=["extension"]
# > **Our reconstruction.** The rulebook names only eight Favor cards and never lists the deck. All
# > the other titles, and every level and number of copies, are our choices; they fit every rule and
# > example in the rulebook. Teachers can change the deck (keep the total at 100): the list of rule
# > decisions in the docs folder names its data file.
#
# This is how a hand looks. Each player sees only their own:

# %% tags=["extension"]
from mobgames.mobties import new_game
from mobgames.widgets import HandPanel

HandPanel(new_game(4, seed=1), "Red")

# %% [markdown] tags=["extension"]
# The facts that the rulebook fixes (checked by the tests):

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
from mobgames.core.text import and_list

print(f"There are {sum(counts.values())} cards in the Favor deck.")
print("The rulebook names these cards:", and_list(sorted(card.name for card in FAVOR.values() if card.named)) + ".")

# %% [markdown]
# ## 2. Attack and defense
#
# In your **action turn** you may play any number of cards, or pass. The Don goes first, then the
# others clockwise.
#
# To **attack**, you need a mobster **in the same location** as a mobster of your **target** family,
# and he must be allowed to use the card. Name the target and the location, and put your card face up.
#
# Attack and Defense cards have a **level**: 1, 2 or 3. The target may **defend** with **one** Defense
# card of the **same level or higher**. If nothing stops the attack, one of his mobsters there dies
# and goes to the **Morgue**.

# %% [markdown]
# ### The rulebook's example: a Car Bomb
#
# Red's Made Man and Yellow's Associate stand in the Meat Locker. Red plays a **Car Bomb** (level 2);
# Yellow answers with a **Mob Doctor** (level 3). Press **Step ▶**. Before the second step, ask: *Can
# a level 3 card stop a level 2 attack?*

# %%
from mobgames.mobties import Action, examples
from mobgames.mobties.examples import CAR_BOMB
from mobgames.widgets import StoryStepper

# Red attacks Yellow in the Meat Locker with the Car Bomb; Yellow defends with the Mob Doctor.
StoryStepper(*examples.walkthrough("car_bomb"), title="A Car Bomb in the Meat Locker")

# %% [markdown]
# What the engine says (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.mobties.cards import place_name

game = examples.car_bomb()
for action in CAR_BOMB:
    for event in game.apply(action)[:1]:
        print(event.full)
print(f"Yellow's Associate is still in {place_name(game.where['yellow_associate'])}.")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### Cards your mobsters cannot use (extension)

# %% [markdown] tags=["extension"]
# In this position (our own) Red's Made Man is in the Meat Locker with Yellow's Associate, and
# Blue's Capo is in the Docks. Red holds a Contract Hit card (a Hit card) and a Whacked card (a
# Whack card). A Made Man may not use a Hit card, and Red cannot attack Blue in the Docks, because no Red
# mobster is there. The engine refuses both attacks and gives its reasons:

# %% tags=["extension"]
# Our own position: examples.position() puts only the listed mobsters on the board.
from mobgames.mobties.examples import position
from mobgames.mobties.labels import describe as action_label   # (also game.describe(action))

game = position(["Red", "Blue", "Yellow"],
                {"red_made_man": "meat_locker", "yellow_associate": "meat_locker", "blue_capo": "docks"},
                phase="action", round=2, don="Red", hands={"Red": ["contract_hit", "whacked"], "Blue": [], "Yellow": []})
for action in [Action("Red", "attack", card="contract_hit", target="Yellow", where="meat_locker"),
               Action("Red", "attack", card="whacked", target="Blue", where="docks")]:
    print("Refused:", game.why_not(action))
print("What Red may do (the buttons a game table shows):")
for action in game.legal_actions():
    print("  *", action_label(game, action))

# %% [markdown]
# ## 3. Who takes the bullet?
#
# If nothing stops an attack and the defender has two or more mobsters there, the **defender
# chooses** who dies: who **takes the bullet**.
#
# In the rulebook's example, Red's Made Man attacks Yellow's Associate and Hit Man in the Meat Locker
# with a **Deal Gone Bad** (level 1). Yellow has no Defense card. He gives up the Associate, who has
# less respect and is worth less money. Before the second step, ask: *Which mobster should Yellow
# give up, and why?*

# %%
from mobgames.mobties.examples import BULLET

# Red attacks Yellow with the Deal Gone Bad; Yellow gives up his Associate.
StoryStepper(*examples.walkthrough("associate_takes_the_bullet"), title="The Associate takes the bullet")

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.mobties.labels import mobster_name

game = examples.associate_takes_the_bullet()
game.play(BULLET)
for mobster in ("yellow_associate", "yellow_hit_man"):
    print(f"Yellow's {mobster_name(game, mobster)} is in {place_name(game.where[mobster])}.")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 4. First Blood (extension)

# %% [markdown] tags=["extension"]
# The first player to kill a rival's mobster **in the first round** earns a bonus of 25k dollars.
# After the first round there is no bonus any more. In this position (our own) it is round 1, and
# Red, who has 25k dollars, attacks Yellow's Associate with a Deal Gone Bad card. What the engine
# says (checked by the tests):

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
from mobgames.mobties.examples import first_blood

game = first_blood()
for event in game.apply(Action("Red", "attack", card="deal_gone_bad", target="Yellow", where="meat_locker"))[:3]:
    print(event.full)
print(f"Red now has ${game.cash['Red']}k.")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 5. The Driver (extension)

# %% [markdown] tags=["extension"]
# Once in each of your action turns (our choice: the rulebook gives no number), your Driver may move:
#
# * **into the Streets** from the location he is in, or
# * **out of the Streets** into a location with room.
#
# He may take **one passenger**: another of your mobsters from the same place. Into a location, he
# needs room for both of them. So you can attack and then drive away before the other family can
# **retaliate** (hit back). But the Driver cannot help you in somebody else's turn.

# %% [markdown] tags=["extension"]
# In this position (our own) Red's Made Man and Driver are in the Meat Locker with Yellow's Associate
# and Hit Man. Red attacks with a Car Bomb card, then drives both mobsters to the Streets. Yellow
# holds a Deal Gone Bad card, but no Red mobster is left in the Meat Locker, so Yellow cannot hit back.

# %% tags=["extension"]
from mobgames.mobties.examples import driver_getaway

# Red attacks with the Car Bomb, Yellow gives up his Associate, and Red's Driver takes the Made Man
# to the Streets.
StoryStepper(*examples.walkthrough("driver_getaway"), title="Attack, then drive away")

# %% [markdown] tags=["extension"]
# ### Try it: stay or drive away?
#
# Now you are **Red** in the same position, and the computer plays Yellow and Blue. Attack, and then
# decide: do you drive away, or do you stay and pass? If you stay, watch what Yellow does in his
# action turn. Press **Undo** to take a decision back and try the other way.

# %% tags=["extension"]
from mobgames.mobties.bots import simple_bot
from mobgames.widgets import Playground

Playground(driver_getaway, players=["Red"], bot=simple_bot, title="Stay or drive away?")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 6. Three special cards (extension)

# %% [markdown] tags=["extension"]
# * **Drive-by:** a level 1 attack on **every** other family's mobster in the Streets. Each one may
#   be defended on its own.
# * **Shanked:** the only attack allowed in the Prison. One of your mobsters in the Prison attacks a
#   rival there. No Defense card works in the Prison.
# * **Tony Goldstein:** a lawyer. One of your mobsters leaves the Prison for the Streets without
#   paying bail.
#
# In this position (our own) Blue's Driver and Green's Hit Man stand in the Streets. Red's Associate
# and Green's Associate are in the Prison. Red plays all three cards, and Blue defends with a
# Bulletproof Vest card.

# %% tags=["extension"]
# Red plays the Drive-by and Blue defends with the Bulletproof Vest; Red's Associate attacks
# Green's with Shanked; Tony Goldstein gets Red's Associate out of the Prison.
StoryStepper(*examples.walkthrough("special_cards"), title="Drive-by, Shanked and Tony Goldstein")

# %% [markdown] tags=["extension"]
# ### Try it: attack and defend
#
# Choose **Red's attack card** and **Yellow's Defense card**. You play both families: first attack
# as Red, then answer as Yellow. Look at Yellow's buttons: which Defense cards does the game offer?
# Try a Bulletproof Vest (level 1) against a Car Bomb (level 2): is there a button to defend? Then
# try a Bodyguard (level 2). Find a pair of cards where the attack always gets through.

# %% tags=["extension"]
from mobgames.core.text import a_an
from mobgames.widgets import Chooser

ATTACKS = [(f"{card.name} (level {card.level})", card.id) for card in FAVOR.values()
           if card.type in ("attack", "whack") and card.id != "shanked"]   # cards a Made Man may use here
DEFENCES = [("none", "")] + [(f"{card.name} (level {card.level})", card.id) for card in FAVOR.values()
                             if card.type == "defense"]


def attack_playground(attack, defence):
    return Playground(lambda: examples.attack_and_defence(attack, defence), players=["Red", "Yellow"],
                      bot=simple_bot)


def chosen(attack, defence):
    """The choice in words, under the lists: the two levels to compare."""
    held = (f"{a_an(FAVOR[defence].name)} card, a level {FAVOR[defence].level} Defense card" if defence
            else "no Defense card")
    return (f"Red holds {a_an(FAVOR[attack].name)} card, a level {FAVOR[attack].level} attack. "
            f"Yellow holds {held}.")


Chooser(attack_playground, {"attack": ("Red attacks with", ATTACKS, "car_bomb"),
                            "defence": ("Yellow holds", DEFENCES, "bulletproof_vest")},
        title="Attack and defend in the Meat Locker", describe=chosen)

# %% [markdown] tags=["language-focus"]
# ## Language focus: conditionals for attacks and defenses
#
# **Rules: if + present, present.** A rule is always true, so both parts use the present simple
# (the *zero conditional*):
#
# > **If** the Defense card **is** the same level or higher, it **stops** the attack.
#
# > **If** nobody **stops** the attack, the mobster **dies** and **goes** to the Morgue.
#
# **Threats and promises: if + present, will.** For the future, the second part has *will* (the
# *first conditional*):
#
# > **If** you **attack** me, I**'ll hit** back. &nbsp; **If** you **pay** me, I **won't attack** you.
#
# A threat can also use *or*: *Pay me, **or** I**'ll attack** your Associate.*
#
# The engine's rules, and its question to the defender:

# %% tags=["language-focus"]
for level in (1, 2, 3):
    attack = next(card for card in FAVOR.values() if card.type == "attack" and card.level == level)
    print(f"If Red attacks with {a_an(attack.name)} card (level {level}), Yellow needs a Defense card of "
          f"level {level} or higher.")
for card in FAVOR.values():
    if card.type == "defense":
        stops = "only a level 1 attack" if card.level == 1 else f"an attack of level {card.level} or lower"
        print(f"If Yellow defends with {a_an(card.name)} card (level {card.level}), it stops {stops}.")
game = examples.car_bomb()
game.apply(CAR_BOMB[0])
print()
print(game.decision.prompt)

# %% [markdown] tags=["language-focus"]
# **Reporting what happened.** The engine tells each step in two ways: the full way says *is
# killed* (the passive, chapter 4), the simple way *dies*. Tell the story to a partner.

# %% tags=["language-focus"]
game = examples.associate_takes_the_bullet()
for action in BULLET:
    for event in game.apply(action)[:1]:
        print(f"Full:   {event.full}\nSimple: {event.simple}\n")
game = examples.car_bomb()
for action in CAR_BOMB:
    for event in game.apply(action)[:1]:
        print(f"Full:   {event.full}\nSimple: {event.simple}\n")

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Make a threat, answer it, and play the attack with a partner (the Try it is in section 6). The
# success criteria say what a good answer has; open the model answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("mobties/05_action")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The chapter's words, with pronunciation, meaning and an example. Choose a language for a
# translation; the link under the table gives a page to print. In the stories, click or tap an
# underlined word for its meaning.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="mobties/05_action")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("mobties/05_action")
