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
# # Mob Ties, chapter 2: Respect and the Don
#
# Many things in Mob Ties are decided by a vote, a **Show of Respect**. This chapter shows how it
# works, how the Don is elected, and how to buy a vote: *If you vote for me, I'll give you
# <span>&#36;</span>25k.* The sections marked *(extension)* are folded: open them in a 90-minute lesson or
# for homework.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("mobties/02_respect_and_the_don", collapsed=True)

# %% [markdown]
# ## 1. A Show of Respect
#
# A Show of Respect is a vote in one location. Only the players with mobsters there vote. Each
# player has the **respect** of all their mobsters in that location: Capo 3, Hit Man 2, **Made Man**
# 2, Associate 1, Driver 1. Each player puts it all **behind** one player. The player with the
# most respect behind them wins.
#
# There are three kinds:
#
# * **Election:** in the Don's Mansion, to choose the Don.
# * **Business:** in each racket, to choose who collects the money.
# * **Pinch:** where the Feds surround a location, to choose who is arrested. Here you vote
#   *against* a player.
#
# You do not have to vote for yourself, so players talk, promise and pay for votes.

# %% [markdown]
# ## 2. The rulebook's election
#
# Red's Made Man (2 respect), Blue's Hit Man (2) and Green's Capo (3) are in the Mansion. Blue's
# vote decides who becomes Don. Red offers a card: "Make me Don, and one of my new cards is yours."
# Green offers **<span>&#36;</span>25k** in cash. Blue says yes to Green, if Blue may choose first from the
# Don's two new cards. Green agrees.
#
# Red's card is only a promise; the game holds players only to paid deals, so the stepper shows
# Green's offer. There is no Don yet, so Blue, who placed first, votes first. Press **Step ▶** to go
# one step at a time.

# %%
from mobgames.mobties import Action, examples
from mobgames.mobties.examples import ELECTION
from mobgames.widgets import StoryStepper

# The rulebook's election (its steps are examples.ELECTION): Green offers Blue $25k for his vote,
# Blue accepts, everybody votes, and Green keeps the card Blue does not want (Blue wants the first)
# and gives Blue the other.
StoryStepper(*examples.walkthrough("mansion_election"), title="The rulebook's election in the Mansion")

# %% [markdown]
# The result: Green has 5 respect (his 3 and Blue's 2), Red has 2. Green paid Blue
# <span>&#36;</span>25k, and Blue got one of the Don's two new cards.

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.core.text import each

game = examples.mansion_election()
game.play(ELECTION)
tally = next(e for e in game.log if e.kind == "tally")
print("Respect behind each player:", each(tally.data["totals"]) + ".")
print("The new Don:", game.don + ".")
print("Cash:", each(game.cash, "${}k") + ".")
print("Favor Cards in each hand:", each({p: len(h) for p, h in game.hands.items()}) + ".")

# %% [markdown]
# ### Buying a vote
#
# A **deal** moves money from one player to another, and it can buy a vote. This game uses **Honor
# Among Thieves**: once money changes hands, the deal is **binding**. After Green pays, Blue can
# vote only for Green, and nobody can buy Blue's vote again:

# %%
from mobgames.mobties.labels import describe as action_label   # (also game.describe(action))

game = examples.mansion_election()
game.apply(Action.offer("Green", "Blue", 25, "Green"))
game.apply(Action.answer("Blue", True))
print(game.log[-1].text)
print("What Blue may do now:", " or ".join(action_label(game, a) for a in game.legal_actions()) + ".")
print("Red tries to pay Blue $10k for a vote for Red. The engine says:",
      game.why_not(Action.deal("Red", "Blue", 10, vote="Red")))

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### Try it: you decide (extension)

# %% [markdown] tags=["extension"]
# Here is the same election from the start. You decide for all three players. Use the **deal row**:
# choose who pays, whom, how much and for which vote, then press **Make the deal** (the money moves
# at once) or **Make an offer** (the other player says yes or no). Then press the vote buttons.
#
# Try: Red pays Blue <span>&#36;</span>10k for a vote for Red. Who is the Don now? Then press **Start again** and
# let Green and Red both make offers. A deal that the rules do not allow is refused, with the reason.

# %% tags=["extension"]
from mobgames.mobties.bots import simple_bot
from mobgames.widgets import Playground

Playground(examples.mansion_election, bot=simple_bot, title="The election: you decide")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 3. The Don's cards (extension)

# %% [markdown] tags=["extension"]
# The new Don draws **two** Favor Cards, keeps one, and **gives the other** to a player who has a
# mobster in the same location as one of the Don's mobsters. If nobody shares a location with the Don,
# the Don draws only one card.
#
# Another example from the rulebook. Yellow becomes the Don. Yellow's mobsters stand in three
# places: the Mansion, the Docks and the Diner. Red shares the Docks with Yellow; Blue shares the
# Diner and the Mansion. Green's only mobster is in the Meat Locker, where Yellow has nobody. So Red
# or Blue may get the second card, but Green may not. Step through the election; the stepper stops
# when Yellow must give the card away.

# %% tags=["extension"]
# The computer votes and keeps a card for Yellow; the walk-through stops at the gift.
StoryStepper(examples.don_gift, simple_bot, until=lambda g: g.decision.kind == "give",
             title="The Don's gift")

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
from mobgames.core.table import Table
from mobgames.core.text import and_list
from mobgames.mobties.cards import place_name
from mobgames.mobties.game import ON_BOARD

game = examples.don_gift()
while game.decision.kind != "give":
    game.apply(simple_bot(game))
Table(["Player", "Has mobsters in"],
      [(p, and_list(sorted(place_name(w) for w in {game.where[m] for m in game.family(p, ON_BOARD)})))
       for p in game.players], caption="Who stands where")

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
may_get = sorted(a.target for a in game.legal_actions())
print(f"{game.don} is the Don and may give the second card to {' or '.join(may_get)}.")
card = game.legal_actions()[0].card
print("Yellow tries to give it to Green. The engine says:",
      game.why_not(Action("Yellow", "give", card=card, target="Green")))

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 4. Ties (extension)

# %% [markdown] tags=["extension"]
# * In the Election, a tie goes to the **previous Don**. If the previous Don is not one of the tied
#   players, he chooses between them (the rulebook does not say; this is our choice).
# * In the first round there is no previous Don. Then the player who placed the last mobster decides.
# * If nobody is in the Mansion, the Don stays Don (our choice again).
# * If the Feds **close** the Mansion (chapter 4), there are no more elections. The last Don stays Don
#   for the rest of the game: he still breaks ties and still goes first.

# %% [markdown] tags=["extension"]
# The Don also breaks ties in the other Shows of Respect, and he may ask for something in return.
# In our own example, Red's Made Man and Blue's Hit Man tie in the Mansion, 2 against 2. Green, the
# old Don, is not there, so Green breaks the tie. Red pays Green <span>&#36;</span>5k for his support. Step through it:

# %% tags=["extension"]
# Both vote for themselves, Red pays Green $5k for the tie-break, and Green picks Red.
StoryStepper(*examples.walkthrough("mansion_tie"), title="A tie in the Mansion")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 5. Honor Among Thieves, or All Bets Are Off? (extension)

# %% [markdown] tags=["extension"]
# Players choose the **terms of negotiation** before the game (chapter 1). Here is the same deal in
# the Mansion under both terms: Green pays Blue <span>&#36;</span>25k for a vote for Green. With **All Bets Are
# Off** the money still moves, but nothing binds the vote: Blue takes the money and may still vote
# for anybody.

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
from mobgames.mobties.examples import position

rows = []
for terms, name in (("honor", "Honor Among Thieves"), ("all_bets", "All Bets Are Off")):
    # The rulebook's three mobsters in the Mansion, under each of the two terms.
    game = position(["Red", "Blue", "Green"],
                    {"red_made_man": "mansion", "blue_hit_man": "mansion", "green_capo": "mansion"},
                    phase="election", round=2, terms=terms)
    game.deal("Green", "Blue", 25, vote="Green")
    rows.append((name, game.log[-1].simple, and_list(game.show.choices_for("Blue"))))
Table(["Terms", "The engine says", "Blue may vote for"], rows, caption="One deal, two terms")

# %% [markdown] tags=["language-focus"]
# ## Language focus: making offers and deals (the first conditional), and voting
#
# **An offer is a condition and a promise.** We use the *first conditional*: **if** + present simple,
# then **will** + verb.
#
# > **If** you **vote** for me, I**'ll give** you <span>&#36;</span>25k. &nbsp; I**'ll give** you <span>&#36;</span>25k **if** you **vote** for me.
#
# No *will* after *if*: not ~~If you will vote for me~~. To answer: *OK, it's a deal.* / *Sorry, no
# deal.* / *What will you give me?*
#
# **Voting words.** You vote **for** a player (you want him to win), or **against** a player (in a
# pinch). You put your respect **behind** a player. The Don breaks a tie **in favor of** a player.

# %% [markdown] tags=["language-focus"]
# Here Red offers Blue <span>&#36;</span>10k, and Blue says no; then Green offers <span>&#36;</span>25k. Find the
# offers, the answers and the votes. What did Red and Green really say? (*If you vote for me, ...*)

# %% tags=["language-focus"]
# Two offers in the rulebook's election: Red's is declined, Green's accepted; then the votes.
told = examples.mansion_election().play(
    [Action.offer("Red", "Blue", 10, "Red"), Action.answer("Blue", False), Action.offer("Green", "Blue", 25, "Green"),
     Action.answer("Blue", True), Action("Blue", "vote", target="Green"), Action("Green", "vote", target="Green"),
     Action("Red", "vote", target="Red")])
Table(["Full narration", "Simple narration"], [(e.full, e.simple) for e in told],
      caption="Offers and votes, told two ways")

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# In groups of three, Red and Green make offers to Blue with *if* and *will*, and Blue chooses. The
# role-play card gives each player a goal. Open the model answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("mobties/02_respect_and_the_don")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The new words, and one to review from chapter 1, with pronunciation, meaning, an example and a
# translation. The link under the table gives a page to print.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="mobties/02_respect_and_the_don")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("mobties/02_respect_and_the_don")
