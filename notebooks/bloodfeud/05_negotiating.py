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
# # Blood Feud in New York, chapter 5: Negotiating
#
# In this chapter you will learn:
#
# 1. how to give, trade or sell pieces to another player,
# 2. how an invitation works, and how a host can betray a guest,
# 3. how allies defend a district together,
# 4. how to ransom or swap kidnapped Family Members,
# 5. how to keep a record of the promises that the rules do not check.
#
# Run each cell with **Shift + Enter**.

# %% [markdown]
# ## 1. Talk is free, pieces are not
#
# Players may talk, promise and pay at any time, even in another player's turn. Nobody has to keep a
# promise: an ally can break a deal at any moment, without a warning.
#
# The rules are strict in one place only: **how pieces change hands**. The engine checks those
# moves. Everything else (who promised what to whom) is up to the players.

# %% [markdown]
# ## 2. Handing pieces over through an empty district
#
# You can give, trade or sell your Henchmen, Hit Men, Thugs and vehicles, but you cannot simply
# pass them across the table. Instead:
#
# 1. The giver leaves the pieces in one of **his** city districts. His Boss and his Family Members
#    must not be there.
# 2. In **her** own turn (in the Battle or Movement phase, while pieces move), the receiver steps
#    one of her people into that district. She takes the district and **everything** in it:
#    buildings, people and vehicles. No premium is paid for a precinct: this is a gift.
# 3. The pieces she gets cannot move or attack again in this **game round**. (Otherwise a piece
#    could move twice in one round: once for the giver, once for the receiver.)
#
# Here Ana holds Richmond Hill with two Thugs and a Family Member. She has sold the two Thugs to
# Ben. Ben's Henchman waits next door, in Kew Gardens.

# %%
from mobgames.bloodfeud import Move, Turns, blank_game, legal_moves
from mobgames.core.dice import RandomDice
from mobgames.core.errors import MobgamesError

game = blank_game(["Ana", "Ben"], starts={"Ana": "Queens", "Ben": "New Jersey"},
                  colours={"Ana": "Red", "Ben": "Blue"})
game.place("Ana", "boss", "ozone_park")
game.set_control("ozone_park", "Ana")
game.set_control("richmond_hill", "Ana")
thugs = [game.place("Ana", "thug", "richmond_hill") for _ in range(2)]
family = game.place("Ana", "family", "richmond_hill")
game.place("Ben", "boss", "kew_gardens")
game.set_control("kew_gardens", "Ben")
henchman = game.place("Ben", "henchman", "kew_gardens")
turns = Turns(game, RandomDice(1))

QUEENS = ["richmond_hill", "kew_gardens", "ozone_park", "jamaica", "forest_hills", "woodhaven"]
game.svg(width=520, focus=QUEENS)

# %% [markdown]
# It is Ana's turn. First her Family Member must leave Richmond Hill, so he walks home to Ozone
# Park. Then Ana ends her turn.

# %%
turns.move(Move(family, ("ozone_park",)))
turns.end_turn()
print("Now it is", turns.player + "'s turn.")

# %% [markdown]
# In his turn, Ben's Henchman steps in and takes Richmond Hill with the two Thugs. The Thugs are
# Ben's now, but they have no moves left this turn. (The tests check this cell's output.)

# %%
# NBVAL_CHECK_OUTPUT
turns.hand_over(giver="Ana", receiver="Ben", district="richmond_hill", stepper=henchman)
print(game.log[-1])
print("Richmond Hill belongs to", game.control["richmond_hill"])
print("Moves the Thugs can make this turn:", len(legal_moves(game, thugs[0])))

# %%
game.svg(width=520, focus=QUEENS)

# %% [markdown]
# The engine refuses a hand-over that breaks the rules, and it says why. Nothing changes. Here Ben
# tries to take Ozone Park, where Ana's Boss stands:

# %%
try:
    turns.hand_over(giver="Ana", receiver="Ben", district="ozone_park", stepper=henchman)
except MobgamesError as err:
    print("Refused:", err)

# %% [markdown]
# ## 3. Invitations
#
# A player can **invite** another player's pieces into one of his city districts (never into a
# park, the water or an airport). Invited pieces walk in without a battle. The district stays with
# the host: the guests do not capture it.
#
# When an enemy attacks that district, the host and the guests defend **together, as one side**.
# The engine calls that side *Team* and the host's name.
#
# Here Ana holds Jamaica with one Henchman. Ben's two Thugs stand next door in Kew Gardens, and
# Chen's Hit Man and Henchman wait in South Ozone Park. Ana is afraid of Chen, so she invites Ben in.

# %%
game = blank_game(["Ana", "Ben", "Chen"], starts={"Ben": "The Bronx", "Chen": "Brooklyn", "Ana": "New Jersey"},
                  colours={"Ana": "Red", "Ben": "Blue", "Chen": "Green"})
for player, home in [("Ana", "hollis"), ("Ben", "fresh_meadows"), ("Chen", "ozone_park")]:
    game.place(player, "boss", home)
    game.set_control(home, player)
game.set_control("jamaica", "Ana")
game.place("Ana", "henchman", "jamaica")
game.set_control("kew_gardens", "Ben")
thugs = [game.place("Ben", "thug", "kew_gardens") for _ in range(2)]
game.set_control("south_ozone_park", "Chen")
game.place("Chen", "hitman", "south_ozone_park")
game.place("Chen", "henchman", "south_ozone_park")
turns = Turns(game, RandomDice(22))

turns.invite(host="Ana", guest="Ben", district="jamaica")
print(game.log[-1])

# %% [markdown]
# It is Ben's turn. Jamaica is now one of the places his Thugs may go. They walk in (no battle, no
# capture), and Ben ends his turn.

# %%
for thug in thugs:
    turns.move(next(m for m in legal_moves(game, thug) if m.end == "jamaica"))
    print(game.log[-1])
turns.end_turn()
game.svg(width=520, focus=["jamaica", "kew_gardens", "south_ozone_park", "hollis", "fresh_meadows", "ozone_park"])

# %% [markdown]
# Now Chen attacks Jamaica. Ana's Henchman and Ben's two Thugs fight as one side, *Team Ana*.
# (Checked by the tests.)

# %%
# NBVAL_CHECK_OUTPUT
start = len(game.log)
turns.attack("jamaica", {"south_ozone_park": {"hitman": 1, "henchman": 1}})
for event in game.log[start:]:
    if event.kind in ("attack", "allies", "start", "outcome"):
        print(event)

# %% [markdown]
# ### Betrayal
#
# Be careful with invitations! The host may turn on the guests **at any time**. The guests' people
# are killed and may not defend themselves; their vehicles go to the host (who can use them from
# the next round). Ana decides that she does not need Ben's Thugs any more:

# %%
# NBVAL_CHECK_OUTPUT
turns.commandeer(host="Ana", guest="Ben", district="jamaica", kill=True)
print(game.log[-1])

# %% [markdown]
# With `kill=False` the same call is a **gift**: the guest's Henchmen, Hit Men, Thugs and vehicles
# stay alive and change sides. That is the second way to hand pieces over: walk them into the
# receiver's district and let her take them **at the end of her own turn**. Again, they cannot act
# until the next round. A host can also take an invitation back with `turns.uninvite(...)`.
#
# Only **invited** pieces can be taken like this. Pieces that stand in your district for another
# reason (for example after a battle won without paying a precinct's premium) can only be removed
# in a battle.

# %% [markdown]
# ## 4. Kidnapped Family Members
#
# When you win a battle, you may kidnap the other side's fallen Family Members. They become your
# **prisoners**, and you can use them in deals at any time, even in another player's turn:
#
# * **Ransom:** you name a price; if their family accepts, it pays and they go back to their Boss.
# * **Exchange:** you offer another player a swap of prisoners; if he accepts, each family gets its
#   own people back, with its Boss.
# * **Kill:** you may also kill a prisoner. He goes back into the box for ever.
#
# Here Ana holds two of Ben's (blue) Family Members, and Ben holds one of Ana's (red).

# %%
game = blank_game(["Ana", "Ben"], starts={"Ana": "Queens", "Ben": "New Jersey"},
                  colours={"Ana": "Red", "Ben": "Blue"})
game.place("Ana", "boss", "ozone_park")
game.place("Ben", "boss", "elizabeth")
game.prisoners["Ana"]["Blue"] = 2
game.prisoners["Ben"]["Red"] = 1
game.cash["Ben"] = 500
turns = Turns(game, RandomDice(1))

# %% [markdown]
# Ana asks 300 dollars for one of Ben's men. An offer needs an answer: the game now waits for Ben,
# even in Ana's turn. Ben accepts and pays. Then Ana offers a swap, one prisoner each, and Ben
# accepts that too. (With `accept=False` he says no, and nothing changes hands.) (Checked by the
# tests.)

# %%
# NBVAL_CHECK_OUTPUT
start = len(game.log)
turns.ransom(captor="Ana", colour="Blue", amount=300)
print(turns.decision.prompt)
turns.answer("Ben", accept=True)
turns.exchange(a="Ana", colour_a="Blue", b="Ben", colour_b="Red")
turns.answer("Ben", accept=True)
for event in game.log[start:]:
    print(event)
print("Cash:", game.cash)

# %% [markdown]
# Ana has no prisoners left, so a second ransom is refused, and nothing changes:

# %%
try:
    turns.ransom(captor="Ana", colour="Blue", amount=100)
except MobgamesError as err:
    print("Refused:", err)

# %% [markdown]
# ## 5. Promises: keep a deal book
#
# Most deals are only words. For example:
#
# * Chen pays Ben to attack Ana (in Ben's turn).
# * Ana pays Ben **not** to attack her.
# * Ana and Ben share out the districts of Queens.
# * Two allies promise to warn each other before their alliance ends.
#
# The rules check none of these, and nobody has to keep them, even after money has changed hands.
# Sharing out districts is only a plan, too: to take a district, your people must still step into
# it while nobody else's people are there.
#
# The engine does not remember words, and it moves money only for a ransom. So write your deals
# down, payments included. A class can keep a **deal book** like this one and read it out at the
# start of every round:

# %%
from mobgames.core.table import Table

deal_book = [
    (1, "Ana and Ben", "Ana does not attack Queens; Ben does not attack Brooklyn.", "until round 5"),
    (2, "Chen and Ben", "Chen pays Ben 200 dollars; Ben attacks Ana in Astoria this turn.", "this turn"),
    (2, "Ana and Ben", "Each warns the other one round before the alliance ends.", "no end"),
]
Table(["Round", "Who", "The deal", "How long"], deal_book, caption="Our deal book (the rules do not check it)")

# %% [markdown]
# In the next chapter you play a different goal: **Take Manhattan**.

# %% [markdown]
# ## Language focus: offers and conditionals
#
# Deals are made of *offers* and *conditions*. English builds them with **if** + present, then **will** (or **'ll**):
#
# * *If you let my Thugs through Queens, **I'll pay** you $50.*
# * *If you pay the ransom, your Family Member **will go** back to your Boss.*
#
# Polite offers and requests often use **could** and **would**: *Would you invite my Henchmen into Astoria? Could we share the Bronx?*
# A threat is a conditional too: *If you attack Ana, I'll kill your prisoner.*

# %%
from mobgames.bloodfeud import Turns

deal = Turns.start(["Ana", "Ben"], seed=5)
deal.end_turn(); deal.end_turn()                  # one round: both have some money now
deal.pay("Ana", "Ben", 10, note="if Ben does not attack Queens this turn")
print(deal.game.log[-1])

# %% [markdown]
# **Now you.** With a partner, make three offers for the game on the board: one with *if ... I'll ...*, one with *Would you ...?* and one threat. Write the deal in one sentence, as the engine does above.

# %% [markdown]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. In the game views, point at a word with a dotted line to read its meaning. (Teachers: add `lang="es"` or another language for a translation column.)

# %%
from mobgames.teaching import glossary_table

glossary_table(chapter="bloodfeud/05_negotiating")

# %% [markdown]
# ### Exercises
#
# Answer each exercise, then press **Check**. Teachers: the answers are behind **Show answers (teacher)**.

# %%
from widgets import ExerciseSet

ExerciseSet("bloodfeud/05_negotiating")
