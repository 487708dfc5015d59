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
# # Family Business, chapter 3: The cards
#
# You will learn what the Action cards do, which Counter card answers which card, and how to report
# a card's story in the past simple, with *because* and *so*. The sections marked *(extension)* are
# folded: open them in a 90-minute lesson or for homework.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("familybusiness/03_the_cards", collapsed=True)

# %% [markdown]
# ## 1. Every card at a glance
#
# There are three kinds of Action card:
#
# * **Attack cards** (red) put mobsters on the Hit List, kill them, or start a Mob War.
# * **Rescue cards** (green) take mobsters off the Hit List, change its order, or stop a war.
# * **Counter cards** (blue) answer another player's card at the moment it is played.
#
# The table says what each card does, and when you can play it.

# %%
from mobgames.core.table import Table
from mobgames.familybusiness.cards import CARDS

Table(["Card", "Kind", "What it does", "When you can play it"],
      [(c.name, c.type.capitalize(), c.text, c.when) for c in CARDS.values()],
      caption="The Action cards")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 2. Attack cards (extension)

# %% [markdown] tags=["extension"]
# * **Contracts.** Another player must put one of his mobsters at the end of the Hit List. There are
#   four kinds of plain Contract: their names say which Counter cards cannot answer them (No Mob
#   Power, No Family Influence, No Counters).
# * **Priority Contract.** The same, but the mobster goes to the front, up against the wall.
# * **Double Contract.** The same as two Contracts on one player: he puts two mobsters on the list.
# * **Hit.** You kill any one mobster in play, on the list or not. Then you must put one of your own
#   mobsters at the end of the list.
# * **St. Valentine's Day Massacre.** Every mobster on the Hit List dies at once.
# * **Double Cross.** Every other player gives you one of his mobsters, and you put them on the
#   list in the order you choose.

# %% [markdown] tags=["extension"]
# * **Mob War, Ambush** and **Vendetta** start a war (chapter 2). With a Vendetta you also choose
#   two mobsters of every other player and put them on the list.
# * **Turncoat.** A mobster of the player with the most mobsters goes out of the game, and a dead
#   mobster comes back in his place, to work for the player with the fewest. If the first one was
#   on the Hit List, the new one takes his place there. (A **turncoat** is a person who changes
#   sides.)

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 3. Rescue cards (extension)

# %% [markdown] tags=["extension"]
# * **Take It On the Lam** and **Police Protection** take one mobster off the Hit List. A **Finger**
#   can stop Take It On the Lam; nothing can stop Police Protection.
# * **Substitution.** One mobster leaves the list, and any other mobster in play takes his place,
#   even one who is already on the list.
# * **Intrigue.** You put the Hit List in a new order. Nobody comes on or goes off.
# * **Truce.** The Mob War stops (chapter 2).
# * **Pay Off.** All of one player's mobsters come off the list.
# * **Federal Crackdown.** Every mobster on the list goes home.

# %% [markdown]
# ## 4. Counter cards
#
# You play a Counter card in another player's turn, at the moment he plays the card it answers.
# The table says which cards each Counter card can answer:

# %%
from mobgames.core.text import and_list

Table(["Counter card", "It can answer"],
      [(c.name, and_list(CARDS[x].name for x in c.counter_for)) for c in CARDS.values() if c.type == "counter"],
      caption="Which Counter card answers which card")

# %% [markdown]
# * **Family Influence** cancels a Contract: no mobster goes on the list.
# * **Mob Power** turns a Contract round: the player who played it must put one of **his own**
#   mobsters on the list.
# * Against a **Double Contract**, a Counter card saves only the first mobster (with Mob Power, the
#   player of the card puts one of his own on the list first).
# * **Safe House** keeps its player's mobsters off the list in a Vendetta, but the war still starts.
# * A **Finger** answers **Take It On the Lam**, the only Rescue card that a Counter card can answer.

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### The rules we had to decide (extension)

# %% [markdown] tags=["extension"]
# > **Reconstructed.** Our copy of the rulebook stops before its table of Counter cards. The table
# > above is rebuilt from the texts of the cards. The rules we had to decide about the cards:

# %% tags=["extension"]
from mobgames.decisions import decisions_for_readers

decisions_for_readers(["fb-counter-table", "fb-turncoat", "fb-turncoat-count"])

# %% [markdown]
# ## 5. Every card, step by step
#
# Choose a card. The stepper shows a small game between Ana, Ben and Chen just before Ana plays it.
# Press **Step ▶** for each decision. For a Counter card, Ana plays the card it answers, and Ben
# answers. Before each step, ask: what happens next?

# %%
from mobgames.familybusiness import examples
from mobgames.widgets import Chooser, StoryStepper


def card_stepper(card):
    """A stepper through the card's example, from the moment before Ana plays it (card_story)."""
    return StoryStepper(*examples.walkthrough(f"card_story/{card}"), title=f"{CARDS[card].name}: the story")


def card_words(card):
    c = CARDS[card]
    return f"{c.name} ({c.type.capitalize()} card). {c.text} You can play it: {c.when[:1].lower()}{c.when[1:]}"


Chooser(card_stepper, {"card": ("Card", [(c.name, c.id) for c in CARDS.values()])}, describe=card_words)

# %% [markdown]
# Every card's story, as the engine tells it (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.familybusiness.examples import card_example

for card in CARDS:
    game = card_example(card)
    first = next(i for i, e in enumerate(game.log) if e.kind == "play")
    print(f"{CARDS[card].name}: " + " ".join(e.full for e in game.log[first:]))

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### Try it: you decide (extension)

# %% [markdown] tags=["extension"]
# You are Ana, with six different cards: a Double Contract, a Hit, a Double Cross, a Substitution,
# a Pay Off and a Vendetta. Four mobsters are on the Hit List. Ben holds Family Influence and a Safe
# House; Chen holds Mob Power and a Finger. Choose a card in a list and press the button beside it, read what the
# engine says, then press **Undo** and try another one. The computer plays Ben and Chen.
#
# * Which of your cards can Ben or Chen answer? What happens when they do?
# * After your Hit, whose mobster must go on the list?
# * Which card helps you most here? Why?

# %% tags=["extension"]
from mobgames.familybusiness.bots import bot
from mobgames.familybusiness.examples import card_choice
from mobgames.widgets import Playground

Playground(card_choice, players=["Ana"], bot=bot("fair", seed=1), title="You are Ana: six cards to try")

# %% [markdown] tags=["language-focus"]
# ## Language focus: reporting what happened, and giving reasons
#
# The engine tells a story in the present simple. After the game, we **report** it in the **past
# simple**:
#
# | The engine says (now) | You report it (later) |
# |---|---|
# | Ana plays a Contract card on Ben. | Ana **played** a Contract on Ben. |
# | Ben answers with a Mob Power card. | Ben **answered** with Mob Power. |
# | Luciano goes on the Hit List. | Luciano **went** on the Hit List. |
# | The Contract is canceled. | The Contract **was** canceled. |
#
# Irregular verbs: go → **went**, put → **put**, take → **took**, choose → **chose**, draw →
# **drew**, have to → **had to**.
#
# To report words, move the tense back: Ana said, "I **play** a Contract." → Ana said that she
# **played** a Contract.

# %% [markdown] tags=["language-focus"]
# **Giving reasons.** *Because* gives the reason; *so* gives the result:
#
# > Ana had to put her own mobster on the list **because** Ben answered with Mob Power.
# > Ben answered with Mob Power, **so** Ana had to put her own mobster on the list.
#
# Report each line of these two stories in the past simple, and join two lines with *because* or *so*.

# %% tags=["language-focus"]
lines = [e for card in ("mob_power", "finger") for e in card_example(card).log if e.kind != "setup"]
Table(["Full", "Simple"], [(e.full, e.simple) for e in lines], caption="Mob Power and Finger, told by the engine")

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Report a card's story to a partner, who guesses the card. The success criteria say what a good
# report has; open the model answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("familybusiness/03_the_cards")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The chapter's words, with pronunciation, meaning and an example. Choose a language for a
# translation; the link under the table gives a page to print. In the stories, click or tap an
# underlined word for its meaning.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="familybusiness/03_the_cards")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("familybusiness/03_the_cards")
