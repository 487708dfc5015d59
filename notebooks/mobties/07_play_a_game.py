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
# # Mob Ties, chapter 7: Play a game
#
# Now you know every phase of a round. In this chapter you will:
#
# 1. play a whole game of Mob Ties against the computer,
# 2. choose how well the computer plays, and the rule options,
# 3. make offers for votes, and accept or decline them (the language of bargaining).
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("mobties/07_play_a_game", collapsed=True)

# %% [markdown]
# ## 1. The game table
#
# You play **Red** against three computer players. When you must decide, blue buttons show
# everything you may do. When there are many choices, pick one in a list and press the button next
# to it, which says the whole choice. You can also click one of your mobsters on the board, and then a location. The computer
# players decide at once.
#
# The board is on the left. Beside it are your buttons, the Show of Respect under way, your own
# **hand** (your Favor cards: keep them secret!) and the story of the game, turn by turn. On a
# narrow screen they are under the board.
#
# **Undo** takes back your last choice. **New game** deals another game. **Save** gives you a file,
# so that you can go on another day.

# %% [markdown]
# ### Choose how well the computer plays
#
# The buttons at the top of the table set the level of the computer players:
#
# - **Learner** plays carefully and slowly. It rarely attacks first, so the game lasts and you see
#   every phase. Start here.
# - **Fair** plays a plain, greedy game and attacks whenever it can.
# - **Strong** plays to win. It puts its respect where the rackets pay most, keeps away from the Feds,
#   attacks the player who is ahead, and pays for a vote only when the vote is worth it.
#
# You can change the level at any time; the new level plays from the next decision.

# %% [markdown]
# ### Bargaining
#
# Mob Ties is a game of deals. While a Show of Respect is under way, use the row under the vote:
# choose whom you pay, how much (in thousands of dollars) and the vote you want.
#
# - **Make an offer** proposes the cash for that player's vote (or, to the Don, for the tie-break).
#   A computer player answers at once: yes if the money is worth more to it than its vote. Its answer
#   is under the row.
# - **Make the deal** just pays the player now, without asking.

# %% [markdown]
# The computer players make offers too. When one offers you cash, the table shows **Accept** and
# **Decline**. With **Honor Among Thieves** (the usual terms of negotiation) a vote that was paid for
# is binding: a player who took the money must vote that way, and so must you. With **All Bets Are
# Off** nobody is bound, so a strong player may take your money and still vote for itself.

# %%
from mobgames.mobties import new_game
from widgets import MTTable

MTTable(new_game(4, seed=1), humans=("Red",), level="learner")

# %% [markdown]
# ## 2. Play with friends or a class
#
# Several people can share one screen. Each person plays one family, and the computer plays the
# others. When it is somebody else's turn, look away: the hand under the buttons belongs to the player
# who must decide now, and the table asks the next person to take over.

# %% [markdown]
# You can also change the two rule options of chapter 1:
#
# - **The terms of negotiation:** Honor Among Thieves (a deal paid in cash is binding) or All Bets
#   Are Off (nobody has to keep a deal, even after the money changes hands).
# - **The order of the locations:** the rulebook lists the locations in two orders. In the board's
#   order (the usual one) the Meat Locker comes before the Diner; in the order of the rackets section
#   the Diner comes first. The order decides which location is dealt with first in Business and in
#   the Feds phase.

# %% [markdown]
# ### Try it: choose the players and the rules
#
# Choose the number of players, how many of them are people at this screen (the first colors), and
# the two rule options. A new table appears for each choice. The level buttons are on the table, as
# before. Try a game of five with All Bets Are Off and the Strong level: do the computer players
# keep their promises?

# %%
from widgets import Chooser


def table(players, people, terms, order):
    game = new_game(players, seed=9, terms=terms, order=order)
    return MTTable(game, humans=game.players[:people])


Chooser(table, {"players": ("Players", [3, 4, 5, 6], 4),
                "people": ("People at this screen", [("one", 1), ("two", 2), ("three", 3)]),
                "terms": ("Terms", [("Honor Among Thieves", "honor"), ("All Bets Are Off", "all_bets")]),
                "order": ("Order", [("the board's", "board"), ("the rackets section's", "rackets")])},
        title="A table of your own")

# %% [markdown]
# ## 3. Computer against computer
#
# The computer plays a whole game in a few hundredths of a second. Here 100 games with two strong
# and two fair computer players (they change seats every game). How often does a strong player win,
# and how many rounds does a game last? Each level has half of the seats, so a level that plays no
# better would win about half of the games.

# %%
from collections import Counter

from mobgames.core.table import Table
from mobgames.mobties.bots import bot

wins, rounds = Counter(), []
for seed in range(100):
    game = new_game(4, seed=seed)
    levels = ["strong", "fair", "strong", "fair"] if seed % 2 == 0 else ["fair", "strong", "fair", "strong"]
    bots = {p: bot(level, seed) for p, level in zip(game.players, levels)}
    while not game.over:
        player = game.decision.player
        game.apply(bots[player].choose(game.view(player)))
    for p in game.winner:
        wins[levels[game.players.index(p)]] += 1 / len(game.winner)
    rounds.append(game.round)
Table(["Level", "Games won (of 100)"], [(level.capitalize(), round(wins[level])) for level in ("strong", "fair")],
      caption=(f"100 games of four. A game lasted from {min(rounds)} to {max(rounds)} rounds, "
               f"{sum(rounds) / len(rounds):.1f} on average."))

# %% [markdown] tags=["language-focus"]
# ## Language focus: bargaining at the table
#
# **Making an offer.** Use the first conditional, or *I'll give you ... for ...*:
#
# > **If** you **vote** for me, I**'ll give** you ten k. &nbsp; I**'ll give** you ten k **for** your vote.
#
# > **How about** fifteen? &nbsp; **Would** you take ten k?
#
# **Answering.** Say yes or no clearly, and stay polite: you will need the other player's vote again.
#
# > **Yes:** Deal! &nbsp; OK, I accept. &nbsp; You've got a deal.
#
# > **No:** No, thanks. &nbsp; Sorry, that's not enough. &nbsp; Make it fifteen, and it's a deal.

# %% [markdown] tags=["language-focus"]
# When you vote against a friend, say *Sorry, it's **nothing personal***: you do it for the game,
# not because you dislike them. A **rival** today may be your partner tomorrow.
#
# You may **bluff**: say that you have a card when you have not. But you may never show a card
# before you play it.
#
# **Reporting a deal.** The engine tells every offer and every answer. Here is the bargaining before
# a vote for Kitty's (our own example): in full sentences, then the simple way.

# %% tags=["language-focus"]
from mobgames.mobties import examples

game = examples.kittys_offers()
opening = max(i for i, event in enumerate(game.log) if event.kind == "arrange") + 1   # after the set-up note
for event in game.log[opening:]:
    if event.kind in ("show", "offer", "accept", "decline", "deal"):
        print(f"Full:   {event.full}\nSimple: {event.simple}\n")

# %% [markdown] tags=["language-focus"]
# ### Try it: bargain for Kitty's
#
# You are **Blue** in the Show of Respect for Kitty's: its racket value is 20k dollars in a game of
# three. Red's Capo has 3 respect, your Made Man 2 and Green's Hit Man 2. Red has voted for himself already. Alone you
# lose 2 to 3; with Green's vote you win 4 to 3.
#
# In the row under the vote, choose **Green**, an amount and **a vote for Blue**, then press **Make an
# offer**, and read Green's answer. Then vote. Say each offer aloud first, with *If you vote for me,
# I'll ...*. You may make Green two offers at most; **Undo** takes an offer back. What is the
# smallest offer that Green accepts? How much of the 20k dollars do you keep then?

# %%
from widgets import Playground

# The Learner computer player (the others take almost any offer here, since alone they get nothing).
Playground(examples.kittys_bargain, players=["Blue"], bot=bot("learner", 1), title="Bargain for Kitty's")

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Negotiate for Kitty's in groups of three, with the role-play card. The success criteria say what a
# good answer has; open the model answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.teaching import speaking_task

speaking_task("mobties/07_play_a_game")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The new words of this chapter, and the words to review from earlier chapters, with their
# pronunciation, meaning and an example. Choose a language for a translation column. The link under
# the table gives a page to print. In the stories, click, tap or hover over an underlined word to
# see what it means.

# %% tags=["language-focus"]
from widgets import GlossaryPanel

GlossaryPanel(chapter="mobties/07_play_a_game")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again; try as
# often as you like. Teachers: the answers are behind **Show answers (teacher)**.

# %% tags=["language-focus"]
from widgets import ExerciseSet

ExerciseSet("mobties/07_play_a_game")
