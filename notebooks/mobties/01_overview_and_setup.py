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
# # Mob Ties, chapter 1: Overview and set-up
#
# In **Mob Ties**, three to six players are mob bosses in a small city called North Plains. Each boss
# has a family of five mobsters. You move your mobsters around the city. You win votes, collect
# money, play Favor cards against your rivals, and try to keep away from the Feds (the federal
# police).
#
# Every dead or arrested mobster makes the city "hotter". When the Heat gets too high, the game
# ends. Then the player with the most money wins, and your free mobsters count as money too.
#
# Mob Ties is a game of **deals**. Players promise, pay, threaten and bluff. The engine cannot talk
# for you, but it can show every rule on a live board.
#
# In this chapter you will learn:
#
# 1. the places on the board and what they pay,
# 2. the five mobsters of a family,
# 3. the seven phases of a round,
# 4. how to set up a game.
#
# Run each cell with **Shift + Enter**.

# %% [markdown]
# ## 1. The board
#
# Mobsters can stand in seven places:
#
# * **The Don's Mansion.** It pays no money. The family with the most respect here chooses the
#   **Don**, the boss of all bosses (chapter 2).
# * **Five rackets:** the Docks, Kitty's, Little Italy, the Meat Locker and the Diner. Every round,
#   the family that wins the vote in a racket collects its money, the **racket value** (chapter 3).
# * **The Streets**, in the middle of the board. Any number of mobsters can stand here, and the
#   Feds never come here.
#
# The Mansion and each racket hold **five mobsters at most**. The board also has the **Prison** (for
# mobsters the Feds catch), the **Morgue** (for dead mobsters) and the **Heat meter**. The
# **Airstrip** belongs to the advanced rules, so we do not use it.
#
# The money in a racket grows with the number of players. All money is counted in thousands of
# dollars: **25** means twenty-five thousand dollars, written **&#36;25k**.

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.core.table import Table
from mobgames.mobties.cards import BOARD, LOCATIONS, racket_value

sizes = [3, 4, 5, 6]
rackets = sorted((loc for loc in LOCATIONS if LOCATIONS[loc]["racket"]), key=lambda loc: racket_value(loc, 4))
rows = [["Favor cards for each player"] + [BOARD["favor_cards_dealt"][str(n)] for n in sizes]]
rows += [[LOCATIONS[loc]["short"] + (" (inferred)" if "inferred" in LOCATIONS[loc] else "")]
         + [f"${racket_value(loc, n)}k" for n in sizes] for loc in rackets]
Table(["Number of players"] + sizes, rows, caption="Scaling the game")

# %% [markdown]
# > **Reconstructed.** The rulebook's scaling table has no line for the Docks. But its Docks example
# > (chapter 3) pays &#36;35k in a game of five, so we use 25, 30, 35 and 40 for three to six
# > players. All these numbers live in `mobgames/mobties/data/board.json`. A teacher can change them.

# %% [markdown]
# ## 2. The family
#
# Every player has the same five mobsters. **Respect** is a mobster's strength in a vote. At the end
# of the game, each free mobster is worth **&#36;25k for each point of respect**. When the Feds catch
# a mobster, you can pay to get him out of Prison: that price is his **bail**. Some attack cards
# need a special mobster; chapter 5 explains the cards.

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.mobties import KINDS

Table(["Mobster", "Respect", "Worth at the end", "Bail", "Attack cards he may use"],
      [(k.name, k.respect, f"${k.value}k", f"${k.bail}k", ", ".join(u.capitalize() for u in k.uses))
       for k in KINDS.values()],
      caption="A family of five")

# %% [markdown]
# The **Driver** has one more trick. In his own action turn he can drive to the Streets, or from the
# Streets to a location, and he may take one passenger with him. Chapter 5 shows it.
#
# ## 3. A round in seven phases
#
# Every round has seven phases, and every player gets a turn in each phase. The **Don** always goes
# first; then the turn passes clockwise round the table. (Before the first Don is elected, the player
# who placed first starts.)

# %%
from mobgames.mobties.game import PHASE_NAMES, PHASES

for number, phase in enumerate(PHASES, 1):
    print(number, PHASE_NAMES[phase])

# %% [markdown]
# 1. **Election:** the families in the Mansion vote for the Don. The Don draws Favor cards (chapter 2).
# 2. **Business:** a vote in each racket; the winner collects the money. Players may buy cards (chapter 3).
# 3. **Movement:** every player moves one mobster (chapter 4).
# 4. **The Feds:** Fed cards put Feds around the locations. Four Feds catch a mobster (chapter 4).
# 5. **Action:** players play Favor cards to attack and defend (chapter 5).
# 6. **Bail:** players may pay to get mobsters out of Prison (chapter 6).
# 7. **Heat:** many dead or caught mobsters make the Heat rise. The third time, the game ends (chapter 6).
#
# In the first round there is no Business phase and no Movement phase. The starting money and the
# set-up take their place.

# %% [markdown]
# ## 4. Setting up
#
# 1. Each player takes a colour, five mobsters and **&#36;25k** from the bank.
# 2. Shuffle the two decks: 100 Favor cards and 50 Fed cards. Give each player as many Favor
#    cards as the table above says.
# 3. Draw one player at random. This player puts one mobster in one of the six locations (never in
#    the Streets). Then the next player clockwise puts one mobster, and so on, until every mobster
#    is on the board.
# 4. Agree on the **terms of negotiation**: can a deal be broken? (See below.)
#
# A **seed** makes the shuffles repeatable. With the same seed, the whole class sees the same game.

# %%
from mobgames.mobties import new_game

game = new_game(4, seed=1)
print(game.narration())
print(game.decision.prompt)

# %% [markdown]
# Each player may look only at their own cards. This is everything Blue may see of the hands:

# %%
from mobgames.mobties import FAVOR

view = game.view("Blue")
print("Blue's hand:", ", ".join(FAVOR[card].name for card in view["hand"]))
print("Cards in each hand:", view["hand_sizes"])

# %% [markdown]
# The engine refuses a move that breaks a rule and says why; nothing changes. Here Red tries to put
# his Capo in the Streets, and then Blue tries to place before it is Blue's turn:

# %%
from mobgames.core.errors import IllegalAction
from mobgames.mobties import Action

for action in [Action("Red", "place", target="red_capo", where="streets"),
               Action("Blue", "place", target="blue_capo", where="docks")]:
    try:
        game.apply(action)
    except IllegalAction as err:
        print("Refused:", err)

# %% [markdown]
# Now let the computer place everybody's mobsters (`simple_bot` chooses for whoever must decide).
# When the last mobster is down, round one starts with the Election. The board shows each family's
# mobsters in its colour, with the Feds around each location.

# %%
from mobgames.mobties.bots import simple_bot

while game.phase == "setup":
    game.apply(simple_bot(game))
print(game.narration())
game

# %% [markdown]
# ## 5. Terms of negotiation
#
# Before you start, agree how strong a deal is. There are two choices:

# %%
from mobgames.mobties.options import TERMS

for key, text in TERMS.items():
    print(f"terms={key!r}: {text}")

# %% [markdown]
# The default is `"honor"`. For the other one, write `new_game(4, terms="all_bets")`. Chapter 2 shows
# the difference on a real vote.
#
# ## 6. Which way is clockwise?
#
# Business and the Feds go round the locations **clockwise, starting at the Docks**. But the
# rulebook lists the locations in two different orders: the rackets section swaps the Diner and the
# Meat Locker. We follow the list in the board section. The other reading is a rule option:
# `new_game(..., order="rackets")`.

# %%
from mobgames.mobties import clockwise
from mobgames.mobties.cards import place_name

for order in ("board", "rackets"):
    print(f"order={order!r}:", " → ".join(place_name(loc) for loc in clockwise(order)))

# %% [markdown]
# ## 7. Rules we had to decide
#
# The rulebook leaves some questions open. These are our answers (the same list is on the
# [front page](../index.ipynb) and in `docs/rules-decisions.md`):

# %%
from mobgames.decisions import decisions_table

decisions_table("Mob Ties")

# %% [markdown]
# ### Try it
#
# Change the number of players (3 to 6) or the seed, and run the cell again. Who places first? Where
# did the bots put their mobsters?

# %%
game = new_game(5, seed=7)
while game.phase == "setup":
    game.apply(simple_bot(game))
game

# %% [markdown]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. In the game views, point at a word with a dotted line to read its meaning. (Teachers: add `lang="es"` or another language for a translation column.)

# %%
from mobgames.teaching import glossary_table

glossary_table(chapter="mobties/01_overview_and_setup")

# %% [markdown]
# ### Exercises
#
# Answer each exercise, then press **Check**. Teachers: the answers are behind **Show answers (teacher)**.

# %%
from widgets import ExerciseSet

ExerciseSet("mobties/01_overview_and_setup")
