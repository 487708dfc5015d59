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
# # Mob Ties, chapter 2: Respect and the Don
#
# In Mob Ties many things are decided by a vote called a **Show of Respect**. In this chapter you will
# learn:
#
# 1. how a Show of Respect works,
# 2. how to buy a vote with a deal,
# 3. how the Don is elected, and what the Don gets,
# 4. what happens in a tie.
#
# Run each cell with **Shift + Enter**.

# %% [markdown]
# ## 1. A Show of Respect
#
# A Show of Respect always happens in one location. Only the players with mobsters there take part.
# Each player votes with the respect of **all** their mobsters in that location (Capo 3, Hit Man 2,
# Made Man 2, Associate 1, Driver 1), and puts it all behind one player. The player with the most
# respect behind them wins.
#
# There are three kinds of Show of Respect:
#
# * **Election:** in the Mansion, to choose the Don (this chapter).
# * **Business:** in each racket, to choose who collects the money (chapter 3).
# * **Pinch:** in a location the Feds surround, to choose who is arrested. Here you vote *against*
#   a player (chapter 4).
#
# You do not have to vote for yourself. A weak player can still win with help from others, so players
# talk, promise and pay. This is the heart of the game.

# %% [markdown]
# ## 2. The rulebook's election
#
# Red's Made Man (2 respect) and Blue's Hit Man (2) are in the Mansion with Green's Capo (3). Red
# promises Blue a Favor card for Blue's vote. Green offers Blue 25k dollars instead, and Blue also
# wants to choose one of the two cards the new Don will draw. Blue takes Green's offer.
#
# There is no Don yet, so the vote starts with the player who placed first (Blue) and goes clockwise.

# %%
from mobgames.mobties import examples

game = examples.mansion_election()
print("Respect in the Mansion:", game.show.respect)
print(game.decision.prompt)
game

# %% [markdown]
# A vote out of turn is refused:

# %%
from mobgames.core.errors import IllegalAction
from mobgames.mobties import Action

try:
    game.apply(Action("Green", "vote", target="Green"))
except IllegalAction as err:
    print("Refused:", err)

# %% [markdown]
# ### Buying a vote
#
# A deal moves money from one player to another: `game.deal(payer, payee, amount, vote=...)`. This
# game uses **Honor Among Thieves**, so once money changes hands the deal is **binding**: Blue can
# now vote only for Green.

# %%
game.deal("Green", "Blue", 25, vote="Green")
print(game.log[-1])
print("Blue may now:", [str(action) for action in game.legal_actions()])

# %% [markdown]
# Now everybody votes: Blue for Green (as promised), Green for himself, and Red for himself.

# %%
start = len(game.log)
for player, choice in [("Blue", "Green"), ("Green", "Green"), ("Red", "Red")]:
    game.apply(Action(player, "vote", target=choice))
for event in game.log[start:]:
    print(event)

# %% [markdown]
# The result, checked by the tests. Green has 5 respect behind him (his own 3 and Blue's 2), Red has 2.
# Green paid Blue 25k dollars from his starting money.

# %%
# NBVAL_CHECK_OUTPUT
tally = next(event for event in reversed(game.log) if event.kind == "tally")
print("Respect behind each player:", tally.data["totals"])
print("The Don:", game.don)
print("Cash:", game.cash)

# %% [markdown]
# ### Vote yourself
#
# The panel below shows the same election from the start. Press the vote buttons, or make a deal first
# with the deal row (choose who pays whom, how much, and for which vote). A deal the rules do not allow
# is refused with the reason.

# %%
from widgets import ShowPanel

ShowPanel(examples.mansion_election())

# %% [markdown]
# ## 3. The Don's cards
#
# The new Don draws **two** Favor cards, keeps one, and **gives the other** to a player who has a
# mobster in the same location as one of the Don's mobsters. If nobody shares a location with the Don,
# the Don draws only one card.
#
# In the rulebook's story Blue may choose one of Green's two cards. The engine asks the Don which card
# to keep; to keep the promise, Green keeps the card that Blue does not want and gives Blue the other.

# %%
from mobgames.mobties import FAVOR

print(game.decision.prompt)
print("The two cards:", [FAVOR[action.card].name for action in game.legal_actions()])

# %%
game.apply(game.legal_actions()[1])                         # Blue wants the first card, so Green keeps the second
print(game.decision.prompt)
game.apply(next(a for a in game.legal_actions() if a.target == "Blue"))
print(next(event for event in reversed(game.log) if event.kind == "don_card"))
print("Cards in each hand:", {player: len(hand) for player, hand in game.hands.items()})

# %% [markdown]
# ### Who may get the second card?
#
# Another example from the rulebook. Yellow is the new Don, and Yellow's mobsters stand in three
# places: the Mansion, the Docks and the Diner. Red shares the Docks with Yellow; Blue shares the
# Diner and the Mansion. Green's only mobster is in the Meat Locker, where Yellow has nobody. So Red
# or Blue may get the second card, but Green may not.

# %%
from mobgames.mobties.bots import simple_bot
from mobgames.mobties.cards import place_name
from mobgames.mobties.game import ON_BOARD

game = examples.don_gift()
for player in game.players:
    places = {game.where[m] for m in game.family(player, ON_BOARD)}
    print(f"{player}:", ", ".join(sorted(place_name(p) for p in places)))
while game.decision.kind != "give":                         # the vote, then Yellow keeps the first card
    game.apply(simple_bot(game))
print(game.decision.prompt)
game

# %%
# NBVAL_CHECK_OUTPUT
print("The Don:", game.don)
print("May receive the second card:", sorted(action.target for action in game.legal_actions()))

# %%
card = game.legal_actions()[0].card
try:
    game.apply(Action("Yellow", "give", card=card, target="Green"))
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
# ## 4. Ties
#
# * In the Election, a tie goes to the **previous Don**. If the previous Don is not one of the tied
#   players, he chooses between them (the rulebook does not say; this is our choice).
# * In the first round there is no previous Don. Then the player who placed the last mobster decides.
# * If nobody is in the Mansion, the Don stays Don (our choice again).
# * If the Feds **close** the Mansion (chapter 4), there are no more elections. The last Don stays Don
#   for the rest of the game: he still breaks ties and still goes first.
#
# The Don also breaks ties in the other Shows of Respect, and he may ask for something in return.
# Here Red's Made Man and Blue's Hit Man tie in the Mansion, and Green, the old Don, is not there.
# Red pays Green 5k dollars for his support:

# %%
game = position(["Red", "Blue", "Green"],
                {"red_made_man": "mansion", "blue_hit_man": "mansion", "green_capo": "docks"},
                phase="election", round=3, don="Green")
start = len(game.log)
while game.decision.kind == "vote":
    game.apply(simple_bot(game))                            # each votes for himself: 2 against 2
for event in game.log[start:]:
    print(event)
print(game.decision.prompt)

# %%
start = len(game.log)
game.deal("Red", "Green", 5, vote="Red")
game.apply(game.legal_actions()[0])                         # Green's only choice now: Red
for event in game.log[start:start + 3]:
    print(event)

# %% [markdown]
# ## 5. Honor Among Thieves, or All Bets Are Off?
#
# With **All Bets Are Off** the money still moves, but nothing binds the vote. Blue takes Green's
# 25k dollars and may still vote for anybody:

# %%
game = position(["Red", "Blue", "Green"],
                {"red_made_man": "mansion", "blue_hit_man": "mansion", "green_capo": "mansion"},
                phase="election", round=2, terms="all_bets")
game.deal("Green", "Blue", 25, vote="Green")
print(game.log[-1])
print("Blue may vote for:", game.show.choices_for("Blue"))

# %% [markdown]
# ### Try it
#
# Start the election again and change the deal. What if Red pays Blue 10k dollars? What if nobody
# pays? The bots vote for themselves unless a deal binds them.

# %%
game = examples.mansion_election()
game.deal("Red", "Blue", 10, vote="Red")                    # try other deals, or delete this line
while game.decision.kind == "vote":
    game.apply(simple_bot(game))
print(game.narration())

# %% [markdown]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. In the game views, point at a word with a dotted line to read its meaning. (Teachers: add `lang="es"` or another language for a translation column.)

# %%
from mobgames.teaching import glossary_table

glossary_table(chapter="mobties/02_respect_and_the_don")

# %% [markdown]
# ### Exercises
#
# Answer each exercise, then press **Check**. Teachers: the answers are behind **Show answers (teacher)**.

# %%
from widgets import ExerciseSet

ExerciseSet("mobties/02_respect_and_the_don")
