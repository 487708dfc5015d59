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
# # Family Business, chapter 3: The cards
#
# Every card below is played once in a small game between Ana, Ben and Chen. Ana plays the card;
# where a card needs a choice, the players choose as a plain player would. For the four Counter
# cards, Ben answers a card of Ana's.
#
# * **Attack cards** (red) put mobsters on the list, kill them, or start a war.
# * **Rescue cards** (green) take mobsters off the list or stop a war.
# * **Counter cards** (blue) answer another player's card.

# %%
from mobgames.core.table import Table
from mobgames.familybusiness.cards import CARDS

Table(["Counter card", "answers"],
      [(c.name, ", ".join(CARDS[x].name for x in c.counter_for)) for c in CARDS.values() if c.type == "counter"],
      caption="Which Counter card answers which card (rebuilt from the card texts)")

# %% [markdown]
# Some nuances worth noticing in the stories:
#
# * A counter to a **Double Contract** saves only the first of the two mobsters; with **Mob Power**
#   the contractor places one of his own first, then the target places one.
# * **Safe House** keeps its player's mobsters off a Vendetta, but the war still starts.
# * **Take It On the Lam** is the only Rescue card that can be answered: by a **Finger**.
# * The **Turncoat** swaps a mobster of the biggest family for a dead one, who comes back to the
#   smallest family. A player whose last mobster is swapped out is out of the game at once. (Who
#   is "smallest" is counted as the card is played; `start(..., options={"turncoat": "after"})`
#   counts after the discard instead.)

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.familybusiness.examples import card_example

for card in CARDS:
    game = card_example(card)
    start = next(i for i, e in enumerate(game.log) if e.kind == "play")
    print(f"--- {CARDS[card].name} ({CARDS[card].type})")
    for event in game.log[start:start + 6]:
        print("   ", event)

# %% [markdown]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. In the game views, point at a word with a dotted line to read its meaning. (Teachers: add `lang="es"` or another language for a translation column.)

# %%
from mobgames.teaching import glossary_table

glossary_table(chapter="familybusiness/03_the_cards")

# %% [markdown]
# ### Exercises
#
# Answer each exercise, then press **Check**. Teachers: the answers are behind **Show answers (teacher)**.

# %%
from widgets import ExerciseSet

ExerciseSet("familybusiness/03_the_cards")
