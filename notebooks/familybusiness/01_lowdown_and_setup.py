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
# # Family Business, chapter 1: The lowdown and set-up
#
# You will learn how to win Family Business, what you do in a turn, and how to talk about turns.
# The sections marked *(extension)* are folded: open them in a 90-minute lesson or for homework.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("familybusiness/01_lowdown_and_setup", collapsed=True)

# %% [markdown]
# ## 1. The lowdown
#
# *Lowdown* is slang for "the basic facts":
#
# * Every player leads a **family** of nine **mobsters**, real gangsters of the 1920s and 1930s.
# * The **deck** has 56 **Action cards** of three kinds. **Attack cards** (red) put your rivals'
#   mobsters on the **Hit List**, the line of mobsters marked to die. **Rescue cards** (green) save
#   your own. **Counter cards** (blue) answer another player's card.
# * A player with no mobsters left is out. **The last player with any mobsters left wins.**

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 2. The families (extension)

# %% [markdown] tags=["extension"]
# There are six families of nine mobsters. Each player chooses one family and puts its nine
# **Mobster cards** face up on the table, so everybody can always see how many mobsters each
# family has left. The other families stay in the box.

# %% tags=["extension"]
from mobgames.core.table import Table
from mobgames.core.text import and_list
from mobgames.familybusiness import families

Table(["Family", "Mobsters"], [(f["name"], and_list(f["mobsters"])) for f in families()],
      caption="The six families")

# %% [markdown] tags=["extension"]
# > **Reconstructed.** No public source names the ninth mobster of the Capone Mob. We chose Murray
# > "The Camel" Humphreys, a real member of Al Capone's gang. (The names of the mobsters are in a
# > data file that a teacher can change.)

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 3. The deck (extension)

# %% [markdown] tags=["extension"]
# The **deck** has 56 Action cards of three kinds. Each kind has its own color:
#
# * **Attack cards** (red) put your rivals' mobsters on the Hit List, kill them, or start a Mob War.
# * **Rescue cards** (green) take mobsters off the Hit List, or stop a Mob War.
# * **Counter cards** (blue) answer another player's card at the moment it is played.
#
# The table below counts every card in the deck.

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
from mobgames.familybusiness import deck_counts
from mobgames.familybusiness.cards import CARDS

counts = deck_counts()
kinds = {kind: sum(n for card, n in counts.items() if CARDS[card].type == kind) for kind in ("attack", "rescue", "counter")}
print(f"The deck has {sum(counts.values())} Action cards: "
      + and_list(f"{n} {kind.capitalize()} cards" for kind, n in kinds.items()) + ".")

# %% tags=["extension"]
Table(["Card", "Kind", "How many"], [(CARDS[c].name, CARDS[c].type.capitalize(), n) for c, n in counts.items()],
      caption=f"The {sum(counts.values())} Action cards")

# %% [markdown] tags=["extension"]
# > **Reconstructed.** The rulebook says that there are 56 Action cards, but our copy does not list
# > them. How many there are of each card comes from a fan-made version of the game. Other printings
# > have 57 cards (two more plain Contracts, but no Turncoat) or 58 cards (two more plain Contracts);
# > the tutorial can play with those decks too, as a rule option.

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 4. Set-up (extension)

# %% [markdown] tags=["extension"]
# 1. Each player chooses a family and puts its nine Mobster cards face up in front of them.
# 2. The **dealer** shuffles the Action cards and gives five cards to each player. These cards are
#    your **hand**: keep them secret.
# 3. The other cards go face down in the middle of the table: this is the draw deck. The cards that
#    players use go face up next to it, on the discard pile.
# 4. The side of the box is "the wall". The Hit List starts next to it.
# 5. The dealer plays first. Then play goes **clockwise**, from player to player.
#
# Here is the start of a game for Ana, Ben and Chen, in the engine's words (first the full sentence,
# then the simple one):

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
from mobgames.core.text import each
from mobgames.familybusiness.examples import first_game

# first_game(): a new game for Ana, Ben and Chen, shuffled with seed 4 (the same cards every time).
game = first_game()
setup = game.log[0]
print(setup.full)
print(setup.simple)
print("Cards in each hand: " + each({p: len(game.hands[p]) for p in game.players}) + ".")
print(f"{game.players[0]} already holds six: she has drawn the first card of her turn.")

# %% [markdown] tags=["extension"]
# What everybody at the table can see: each family's mobsters, how many cards each player holds
# (never which cards), the Hit List (still empty) and the piles.

# %% tags=["extension"]
game

# %% [markdown]
# ## 5. A turn
#
# At the start, the **dealer** gives each player five cards: your **hand**. The dealer plays first,
# then play goes **clockwise**. Every turn is the same routine:
#
# 1. **First you draw** one card from the deck. Now you hold six cards.
# 2. **Then you play** one card: it goes on the discard pile and does what it says. Or you
#    **discard** it, and it does nothing.
# 3. **After that**, you hold five cards again, and the next player has a turn.
#
# In a **Mob War** (chapter 2), the mobster at the front of the Hit List dies before you draw.

# %% [markdown]
# ### Counter cards: playing in another player's turn
#
# **Counter cards** are the only cards you may play in another player's turn: you play one to
# **counter** their card, for example a Contract against you.
#
# * Only the first Counter card played answers a card.
# * The player who answers draws a new card at once.
# * Then **that player takes the next turn**. The players in between are skipped.

# %% [markdown]
# ## 6. The first turns of a game
#
# Ana, Ben and Chen play. Look for the two Counter cards. Ben answers Ana's Contract with **Mob
# Power**: the card turns round, and Ana puts one of her own mobsters on the Hit List. Then Ana
# answers Ben's Priority Contract with **Family Influence**: it is canceled, and Ana plays next.
# Where is Chen?

# %% [markdown]
# ### Try it: what if another card had come?
#
# Press **Step ▶** for each decision. Each card drawn is a step too: under **What if instead**,
# choose another card. What changes?

# %%
from mobgames.familybusiness import examples
from mobgames.widgets import StoryStepper

# The first ten decisions, as a plain player makes them (the simple bot), worked out once, with
# every card drawn on the way (each a step of its own: see the Try it below).
StoryStepper(*examples.walkthrough("first_turns"), title="The first turns of a game")

# %% [markdown]
# Whose turn was it?

# %%
# NBVAL_CHECK_OUTPUT
# A turn is the decision to play or discard a card: whoever makes it has the turn.
played = first_game()
played.play(examples.first_turns())
turns = [a.player for a in played.history if a.kind in ("play", "discard")]
print(f"The turns in this story: {and_list(turns)}.")
print(f"Chen's first turn is turn {turns.index('Chen') + 1}: two Counter cards let Ben and Ana play before him.")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### More about What if instead (extension)

# %% [markdown] tags=["extension"]
# The list **What if instead** shows every card that could have come, each as likely as the copies
# left in the deck. After you choose one, everyone makes the same choices where they still can; if
# a step can no longer be made, the stepper says which one and why. **The rulebook's outcome** puts
# the card back. Ask the class: which steps change? Which stay the same, and why?

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### Try it: you decide (extension)

# %% [markdown] tags=["extension"]
# You are Ana, at the start of the same game. The blue buttons show every card you may play, and
# every card you may discard (when there are many, they are in lists: choose one and press the button beside it).
# The computer plays Ben and Chen at once, and the story says what they do. Look for:
#
# * Your Family Influence card is in your hand. Can you play it now? Why not?
# * When Ben or Chen plays a card against you, do you get a button to answer it?
# * Who takes the turn after a Counter card?
#
# **Undo** takes back your last choice, **Start again** deals the same cards again, and **Let the
# computer decide** makes one choice for you.

# %% tags=["extension"]
from mobgames.familybusiness.bots import bot
from mobgames.widgets import Playground

Playground(first_game, players=["Ana"], bot=bot("fair", seed=1), title="You are Ana")

# %% [markdown] tags=["language-focus"]
# ## Language focus: the present simple for routines and turns
#
# A turn is a **routine**: it happens again and again in the same way. For routines and rules we
# use the **present simple**. After *he*, *she*, *it* or a name, the verb ends in **-s**: *Ana
# draws. Ben answers.* **Sequence words** give the order:
#
# > **First** you **draw** a card. **Then** you **play** one card, or you **discard** it. **After
# > that**, it **is** the next player's turn.
#
# | Question | Answer |
# |---|---|
# | Whose turn is it? | It's Ben's turn. |
# | Who plays next? | Chen plays next. |
# | Can I play a Counter card now? | Only when another player plays a card. |

# %% [markdown] tags=["language-focus"]
# The engine tells the first turns in the present simple too, in **Full** and **Simple**
# sentences. Find the verbs with **-s**.

# %% tags=["language-focus"]
Table(["Full", "Simple"], [(e.full, e.simple) for e in played.log[1:]],
      caption="The first turns, told by the engine")

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Explain a turn to a partner, with sequence words. Open the model answer only after you have
# tried. The role-play card is for a longer lesson.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("familybusiness/01_lowdown_and_setup")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The game words of this chapter, with pronunciation, meaning, an example and a translation
# (choose a language). The link under the table gives a page to print.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="familybusiness/01_lowdown_and_setup")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**: the feedback tells you what to look at again.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("familybusiness/01_lowdown_and_setup")
