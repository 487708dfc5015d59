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
# # Mob Ties, chapter 4: Movement and the Feds
#
# After the Movement phase, the Feds come. In this chapter you will learn what happens when they
# surround a location, and how to say it with the passive: a location **is surrounded**, a mobster
# **is pinched**. The sections marked *(extension)* are folded: open them in a 90-minute lesson or
# for homework. They show how mobsters move and how a location closes.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("mobties/04_movement_and_the_feds", collapsed=True)

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 1. Movement (extension)

# %% [markdown] tags=["extension"]
# In the Movement phase each player moves **exactly one** mobster. The Don moves first, then the
# others clockwise. A mobster may go to any location with room (five mobsters at most), or to the
# Streets, which have no limit.
#
# Some moves are not allowed:
#
# * Nobody may move into a location that the Feds have **closed** (section 4).
# * Nobody may move into the Prison or the Morgue.
# * You cannot skip your move. If all your mobsters are in one location, one of them must leave it.
#
# In the position below the Docks are full and the Diner is closed. Red is the Don, so Red moves
# first. The engine says where each of Red's mobsters may go, and why two moves are refused:

# %% tags=["extension"]
# Our own position, not a rulebook example. examples.position() puts only the listed mobsters
# on the board (the others are left out of the game) and starts play at the phase given.
from mobgames.core.text import and_list
from mobgames.mobties import Action
from mobgames.mobties.cards import place_name
from mobgames.mobties.examples import position
from mobgames.mobties.labels import mobster_name

FULL_DOCKS = {"blue_capo": "docks", "blue_hit_man": "docks", "green_capo": "docks", "green_hit_man": "docks",
              "green_made_man": "docks"}


def full_docks():
    return position(["Red", "Blue", "Green"], FULL_DOCKS | {"red_driver": "kittys", "red_capo": "mansion"},
                    phase="movement", round=2, don="Red", closed=["diner"], feds={"diner": 4})


game = full_docks()
print(game.decision.prompt)
for mobster in game.family("Red", ("kittys", "mansion")):
    places = [place_name(a.where) for a in game.move_actions("Red") if a.target == mobster]
    print(f"Red's {mobster_name(game, mobster)} (in {place_name(game.where[mobster])}) may go to {and_list(places)}.")
for where in ("docks", "diner"):
    reason = game.why_not(Action("Red", "move", target="red_driver", where=where))
    print(f"Can the Driver go to {place_name(where)}? No. {reason}")
game

# %% [markdown] tags=["extension"]
# ### Try it: move a mobster
#
# You are **Red**. Press a blue button to move one of Red's mobsters. Look for the Docks and the
# Diner: there is no button for them. After your move the computer moves Blue and Green, and then
# the Feds come: read the story beside the board. **Undo** takes your move back, so you can try
# another one. Questions for the class: *Where can the Capo go? Why can't he go to the Diner?*

# %% tags=["extension"]
from mobgames.mobties.bots import simple_bot
from mobgames.widgets import Playground

Playground(full_docks, players=["Red"], bot=simple_bot, title="Red moves first")

# %% [markdown]
# ## 2. The Feds
#
# After Movement, turn over one **Fed Card** for each level of the Heat Meter: one card at the
# start of the game. Most Fed cards put one or two **Feds** (federal police officers) around one
# location. The Feds stay there until a Weapon card removes them. The Streets never get Feds.

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### Special Fed cards (extension)

# %% [markdown] tags=["extension"]
# When the Heat Meter rises, more cards come each round, up to three (chapter 6). Three Fed cards
# are special:
#
# * **Citywide Crackdown:** one more Fed at every open location.
# * **FBI Raid:** four Feds at the location with the most respect (all families together). If two
#   locations tie, the Don chooses; a second FBI Raid in the same phase then goes to the other one.
# * **Turn the Tables:** in this round the Action phase goes the other way round, so the Don acts
#   last. A second Turn the Tables in the same round turns it back.

# %% tags=["extension"]
from collections import Counter

from mobgames.core.table import Table
from mobgames.mobties import FED
from mobgames.mobties.cards import fed_deck

counts = Counter(fed_deck())
special = {"crackdown": "1 Fed at every open location", "fbi_raid": "4 Feds where the respect is highest",
           "turn_the_tables": "the Action phase goes the other way round"}
Table(["Fed card", "What it does", "How many", "Source"],
      [(card.name, special.get(card.type) or f"{card.feds} Fed{'s' if card.feds > 1 else ''} at "
        f"{place_name(card.where)}", counts[card.id], "named in the rulebook" if card.named else "our reconstruction")
       for card in FED.values()],
      caption=f"The {sum(counts.values())} Fed cards")

# %% [markdown] tags=["extension"]
# > **Our reconstruction.** The rulebook names only three Fed cards: Citywide Crackdown, FBI Raid and
# > Turn the Tables. It does not list the cards for the locations. Ours put one or two Feds at a
# > location, and the richer rackets get more cards, because the rulebook says that they attract
# > more Feds. Teachers can change the deck: the list of rule decisions in the docs folder names
# > its data file.

# %% [markdown]
# ## 3. Surrounded!
#
# Four or more Feds around a location **surround** it, and the Feds come to **arrest** somebody
# there. The players in the location hold a Show of Respect, but this time each player votes
# **against** another player. The player with the most respect against them loses.

# %% [markdown]
# The loser has two choices:
#
# * give up one of their mobsters in the location: the Feds **pinch** him (slang for *arrest*), and
#   he goes to the Prison, or
# * play **Weapon cards** until three Feds or fewer are left. Then the location is no longer
#   surrounded, and nobody is pinched.
#
# Weapon cards are Favor cards (chapter 5 shows the whole deck):

# %%
from mobgames.mobties import FAVOR
from mobgames.mobties.cards import favor_deck

favor_counts = Counter(favor_deck())
Table(["Weapon card", "Feds it removes", "How many", "Source"],
      [(card.name, card.feds, favor_counts[card.id], "named in the rulebook" if card.named else "our reconstruction")
       for card in FAVOR.values() if card.type == "weapon"],
      caption="Weapon cards (part of the Favor deck)")

# %% [markdown]
# ### The rulebook's example: a Shotgun in Little Italy
#
# Red's Made Man (2 respect), Blue's Hit Man (2) and Green's Capo (3) stand in Little Italy. Three
# Feds are there already, and a Fed card brings two more: five Feds, so Little Italy is surrounded.
# Red and Blue have 4 respect together, and both vote against Green. But Green has a **Shotgun**.
#
# The start of the story, in the engine's words:

# %%
from mobgames.mobties import examples

start = examples.little_italy_shotgun()
opening = max(i for i, event in enumerate(start.log) if event.kind == "arrange") + 1   # after the set-up note
for event in start.log[opening:]:
    print(event.full)

# %% [markdown]
# Choose **Green's answer**: the Shotgun, or no Weapon card. Then press **Step ▶**. Before each
# step, ask the class: *Who votes now? Against whom? How many Feds are left?*

# %%
from mobgames.mobties.examples import SHOTGUN_ANSWERS as ANSWERS, SHOTGUN_VOTES as VOTES
from mobgames.widgets import Chooser, StoryStepper


def little_italy(answer):
    """Red and Blue vote against Green, Green against Red (VOTES); then Green's answer (ANSWERS)."""
    return StoryStepper(*examples.walkthrough(f"little_italy_shotgun/{answer}"), title="Five Feds in Little Italy")


Chooser(little_italy, {"answer": ("Green's answer", [("He plays the Shotgun (the rulebook)", "shotgun"),
                                                      ("He has no Weapon card: he gives up the Capo", "capo")])})

# %% [markdown]
# Each ending, as the engine tells it:

# %%
# NBVAL_CHECK_OUTPUT
for answer in ANSWERS:
    game = examples.little_italy_shotgun()
    told = game.play([*VOTES, ANSWERS[answer]])
    print("With the Shotgun:" if answer == "shotgun" else "Without a Weapon card:")
    for event in told:
        if event.kind in ("tally", "loser", "weapon", "free", "pinch"):
            print("  " + event.full)
    feds = game.feds["little_italy"]
    print(f"  Feds at Little Italy now: {feds}. Green's Capo is in {place_name(game.where['green_capo'])}.")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### Our rules for the pinch vote (extension)

# %% [markdown] tags=["extension"]
# The rulebook does not say more about this vote. In our version nobody may vote against
# themselves, the Don breaks a tie, and a player who is alone in the location loses at once. Every
# surrounded location is dealt with at once, from the Docks clockwise.

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 4. Nobody home: the location closes (extension)

# %% [markdown] tags=["extension"]
# If the Feds surround a location with **nobody in it**, the location is **closed** for good. Nobody
# may move in any more, and later Fed cards for it do nothing. If this happens to the Don's
# Mansion, there are no more elections.
#
# In this position (our own) Little Italy is empty, and three Feds are already there. The three
# players move, and then one Fed card puts one more Fed at Little Italy. Step through it: in which
# step do the Feds come?

# %% tags=["extension"]
from mobgames.mobties.examples import FEDS_ARRIVE_MOVES, feds_arrive


def feds_script(game):
    """The three moves of the example first; after them the simple computer player decides."""
    if game.phase == "movement":
        return next(a for a in FEDS_ARRIVE_MOVES if a.player == game.decision.player)
    return simple_bot(game)


def until_the_action_phase(game):
    """Stop when the Feds phase of round 2 is over (with no card to play, the game may go on
    to the next round at once)."""
    return game.round > 2 or game.phase not in ("movement", "feds")


StoryStepper(lambda: feds_arrive("raid_little_italy_1"), feds_script, until=until_the_action_phase,
             title="One more Fed at Little Italy")

# %% [markdown] tags=["extension"]
# What the engine says, and what happens when Red tries to move into Little Italy in the next round
# (checked by the tests):

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
game = feds_arrive("raid_little_italy_1")
game.play(FEDS_ARRIVE_MOVES)
print(next(event.full for event in game.log if event.kind == "closed"))
while not (game.phase == "movement" and game.decision.player == "Red"):
    game.apply(simple_bot(game))
print(f"Round {game.round}, Movement phase. Can Red's Capo go to Little Italy? No. "
      + game.why_not(Action("Red", "move", target="red_capo", where="little_italy")))

# %% [markdown] tags=["extension"]
# ### Try it: choose the Fed card
#
# Choose a **Fed card** in the list, and a **Weapon card** for Blue and Green (each of them gets
# one). The position is the same as above: Kitty's has 3 Feds, the Docks 2, and the empty Little
# Italy 3. Then press **Run to the end**, or **Step ▶** to go one step at a time.
#
# Read the story and answer: *Which location is surrounded? Who loses the vote? Is anybody
# pinched? Does a location close?* Then try the FBI Raid with a Shotgun: is one Shotgun enough
# against seven Feds? And what does Turn the Tables change?

# %% tags=["extension"]
from mobgames.mobties.view import fed_text

# The three special cards first, then the location cards.
FED_CHOICES = sorted(((fed_text(card), card.id) for card in FED.values()),
                     key=lambda choice: (FED[choice[1]].type == "location", choice[0]))
WEAPONS = [("none", "")] + [(f"{card.name} (removes {card.feds})", card.id)
                            for card in FAVOR.values() if card.type == "weapon"]


def fed_stepper(card, weapon):
    return StoryStepper(lambda: feds_arrive(card, weapon), feds_script, until=until_the_action_phase)


def chosen(card, weapon):
    """The choice in words, under the lists."""
    what = special.get(FED[card].type) or fed_text(FED[card])
    held = f"a {FAVOR[weapon].name}" if weapon else "no Weapon card"
    return f"The Fed card: {what}. Blue and Green each hold {held}."


Chooser(fed_stepper, {"card": ("Fed card", FED_CHOICES), "weapon": ("Blue and Green hold", WEAPONS)},
        title="The Feds come", describe=chosen)

# %% [markdown] tags=["language-focus"]
# ## Language focus: the passive
#
# In a Feds phase things happen **to** the mobsters. English uses the **passive** for this: *be* +
# past participle.
#
# > **Active:** The Feds **surround** Little Italy. The Feds **pinch** Green's Capo.
#
# > **Passive:** Little Italy **is surrounded** (by five Feds). Green's Capo **is pinched**.
#
# The passive puts first the place or the person it happens to. Use it when *who does it* is not
# important, or everybody knows it: who pinches mobsters? The Feds, of course. To say who does it,
# add **by**: *surrounded **by** five Feds*. In everyday English, *get* + past participle is common
# too: *Green's Capo **gets pinched**.*
#
# The engine's **full** sentences often use the passive, the **simple** ones the active. Compare:

# %% tags=["language-focus"]
game = examples.little_italy_shotgun()
told = list(game.log) + game.play([*VOTES, ANSWERS["capo"]])
told += feds_arrive("raid_little_italy_1").play(FEDS_ARRIVE_MOVES)
for event in told:
    if event.kind in ("surrounded", "pinch", "closed"):
        print(f"Full:   {event.full}\nSimple: {event.simple}\n")

# %% [markdown] tags=["language-focus"]
# Now say the active sentences in the passive: *The Feds pinch Green's Capo* becomes *Green's Capo
# is pinched (by the Feds)*. And the other way round: *Little Italy is closed* becomes *The Feds
# close Little Italy*.

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Play the vote in Little Italy in groups of three, then tell the class what happened, with the
# passive. Open the model answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("mobties/04_movement_and_the_feds")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The new words, and words to review from earlier chapters, with pronunciation, meaning, an example
# and a translation. The link under the table gives a page to print.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="mobties/04_movement_and_the_feds")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("mobties/04_movement_and_the_feds")
