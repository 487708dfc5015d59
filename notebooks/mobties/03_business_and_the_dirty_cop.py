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
# # Mob Ties, chapter 3: Business and the Dirty Cop
#
# In the Business phase the rackets pay out. In this chapter you will learn:
#
# 1. who collects a racket, and in which order,
# 2. what happens in a tie,
# 3. how to buy and swap Favor cards,
# 4. how to bribe the Dirty Cop in the Diner,
# 5. the Armed Robbery card.
#
# Run each cell with **Shift + Enter**.

# %% [markdown]
# ## 1. Collecting the rackets
#
# Business starts at **the Docks** and goes clockwise round the board. In every racket with mobsters
# in it there is a Show of Respect. The winner collects the racket value from the **Bookie**, the
# player who looks after the bank. A racket with nobody in it pays nothing, and the Mansion has no
# racket at all.

# %%
from mobgames.mobties import clockwise, racket_value
from mobgames.mobties.cards import place_name

for loc in clockwise():
    if racket_value(loc, 4):
        print(f"{place_name(loc)}: ${racket_value(loc, 4)}k in a game of four")

# %% [markdown]
# > **Reconstructed.** The Docks' value is not in the rulebook's table; we worked it out from the
# > example below (chapter 1 explains). The rulebook also gives two different clockwise orders; we use
# > the board's, and `new_game(..., order="rackets")` gives the other one.
#
# ## 2. A tie in the Docks (the rulebook's example)
#
# There are five players, so the Docks pay **&#36;35k**. Blue's Associate and Driver (1 + 1 respect)
# are in the Docks with Green's Made Man (2). The vote is a tie. Tied players may agree to **split**
# the money. If one of them says no, the **Don** decides, and the Don may ask for a price. Red is the
# Don.

# %%
from mobgames.mobties import Action, examples

game = examples.docks_tie()
before = dict(game.cash)
print(game.decision.prompt)
game

# %%
game.apply(Action("Blue", "vote", target="Blue"))
game.apply(Action("Green", "vote", target="Green"))
print(game.show.describe())
print(game.decision.prompt)

# %% [markdown]
# Blue and Green cannot agree, so Blue says no to a split. Now the Don must choose.

# %%
game.apply(Action("Blue", "refuse", where="docks"))
print(game.decision.prompt)

# %% [markdown]
# Blue offers the Don 10k dollars of the money. A deal can only use money the payer has: the first
# offer below is refused. The second one binds the Don to choose Blue.

# %%
from mobgames.core.errors import IllegalAction

for amount in (100, 10):
    try:
        game.deal("Blue", "Red", amount, vote="Blue")
        print(game.log[-1])
    except IllegalAction as err:
        print("Refused:", err)
print("The Don may now:", [str(action) for action in game.legal_actions()])

# %%
start = len(game.log)
game.apply(game.legal_actions()[0])
for event in game.log[start:start + 2]:
    print(event)

# %% [markdown]
# In the end Blue keeps 25k dollars of the Docks' money and the Don gets 10k, as in the rulebook
# (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
print("The Docks pay:", racket_value("docks", game.n))
print("Money won:", {player: game.cash[player] - before[player] for player in ("Blue", "Red", "Green")})

# %% [markdown]
# ### If they agree to split
#
# When every tied player agrees, they share the money equally. We pay whole thousands only, so the odd
# 1k dollars of the Docks stays with the Bookie (the rulebook does not say; this is our choice).

# %%
game = examples.docks_tie()
start = len(game.log)
for action in [Action("Blue", "vote", target="Blue"), Action("Green", "vote", target="Green"),
               Action("Blue", "agree", where="docks"), Action("Green", "agree", where="docks")]:
    game.apply(action)
for event in game.log[start:start + 6]:
    print(event)

# %% [markdown]
# ## 3. Buying and swapping Favor cards
#
# After the rackets, each player in turn (the Don first) may:
#
# * **buy** a Favor card for **&#36;25k**: draw two cards, keep one, and put the other at the bottom of
#   the deck. You may buy as many as you can pay for.
# * **swap**: put two cards from your hand on the discard pile, then draw two and keep one. We allow
#   this once in each Business phase (our choice).
#
# This is the only time in the round when you may buy or throw away cards. We go on with the split
# game: the other rackets pay, and then Red, the Don, may buy.

# %%
from mobgames.mobties import FAVOR
from mobgames.mobties.bots import simple_bot

while game.decision.kind != "buy":
    game.apply(simple_bot(game))
print(game.decision.prompt)
print("Red may:", [str(action) for action in game.legal_actions()])

# %%
game.apply(Action("Red", "buy"))
print(game.decision.prompt)
print("The two cards:", [FAVOR[action.card].name for action in game.legal_actions()])
game.apply(game.legal_actions()[0])
print(f"Red now has ${game.cash['Red']}k and holds", [FAVOR[card].name for card in game.hands["Red"]])

# %% [markdown]
# Red has no money left, so Red's turn to buy is over. Another purchase is refused:

# %%
try:
    game.apply(Action("Red", "buy"))
except IllegalAction as err:
    print("Refused:", err)

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
# ## 4. The Dirty Cop
#
# A Dirty Cop works in the Diner. The winner in the Diner may **give up the Diner's money** to bribe
# him. Then that player secretly sees the Fed cards that will come this round, before anybody moves.
# They can move away from danger, lead rivals into a trap, or sell the news. They must not show the
# cards to anybody.
#
# Here Red wins the Diner and bribes the Dirty Cop. Each player's `view` shows what they may see:

# %%
game = position(["Red", "Blue", "Green"],
                {"red_associate": "diner", "blue_capo": "docks", "green_capo": "little_italy"},
                phase="business", round=2, don="Blue", fed_top=["raid_docks_2"])
while game.decision.kind != "diner":
    game.apply(simple_bot(game))
print(game.decision.prompt)
game.apply(Action("Red", "bribe", where="diner"))
print(game.log[-1])
print("Red sees:", game.view("Red")["coming_feds"])
print("Blue sees:", game.view("Blue").get("coming_feds", "nothing"))

# %% [markdown]
# Red now knows the Feds are coming to the Docks, where Blue's Capo stands. Red could sell this news
# to Blue, or keep quiet.
#
# ## 5. Armed Robbery
#
# One Favor card is played in the Business phase: **Armed Robbery**. When a rival wins a racket where
# you also have a mobster, you can play it. The winner then chooses: give you the racket's money, or
# take a level 2 attack (chapter 5 explains attacks).
#
# Blue's Capo wins Kitty's, and Red's Associate is there too with an Armed Robbery card:

# %%
game = position(["Red", "Blue", "Green"], {"blue_capo": "kittys", "red_associate": "kittys"},
                phase="business", round=2, don="Blue", hands={"Red": ["armed_robbery"], "Blue": [], "Green": []})
start = len(game.log)
while game.decision.kind != "robbery":
    game.apply(simple_bot(game))
game.apply(Action("Red", "rob", card="armed_robbery", target="Blue", where="kittys"))
print(game.decision.prompt)
game.apply(Action("Blue", "forfeit", where="kittys"))
for event in game.log[start:start + 6]:
    print(event)

# %% [markdown]
# ### Try it
#
# Play the Docks tie again with a different deal. This time Green pays the Don for his support. Change
# the payer, the amount or the vote, and run the cell again. Who collects the Docks' money?

# %%
game = examples.docks_tie()
game.deal("Green", "Red", 15, vote="Green")                 # change the payer, the amount or the vote
for action in [Action("Blue", "vote", target="Blue"), Action("Green", "vote", target="Green"),
               Action("Blue", "refuse", where="docks")]:
    game.apply(action)
game.apply(game.legal_actions()[0])
print(game.narration())
print("Cash:", game.cash)

# %% [markdown]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. In the game views, point at a word with a dotted line to read its meaning. (Teachers: add `lang="es"` or another language for a translation column.)

# %%
from mobgames.teaching import glossary_table

glossary_table(chapter="mobties/03_business_and_the_dirty_cop")

# %% [markdown]
# ### Exercises
#
# Answer each exercise, then press **Check**. Teachers: the answers are behind **Show answers (teacher)**.

# %%
from widgets import ExerciseSet

ExerciseSet("mobties/03_business_and_the_dirty_cop")
