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
# # Mob Ties, chapter 7: Play a game
#
# You play a whole game against the computer, and you make, accept and decline offers for votes.
# The sections marked *(extension)* are folded: open them in a 90-minute lesson or for homework.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("mobties/07_play_a_game", collapsed=True)

# %% [markdown]
# ## 1. The game table
#
# You play **Red** against three computer players. When you must decide, blue buttons show
# everything you may do. Beside the board are your **hand** (your Favor cards: keep them secret!)
# and the story of the game. **Undo** takes back your last choice.

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### More about the table (extension)

# %% [markdown] tags=["extension"]
# When there are many choices, pick one in a list and press the button next to it, which says the
# whole choice. You can also click one of your mobsters on the board, and then a location. The
# computer players decide at once. On a narrow screen the buttons, the Show of Respect under way,
# your hand and the story are under the board.
#
# **New game** deals another game. **Save** gives you a file, so that you can go on another day.
#
# About the levels below: **Strong** also puts its respect where the rackets pay most and keeps
# away from the Feds. You can change the level at any time; the new level plays from the next
# decision. After **Make an offer**, the computer player's answer is under the row. To the Don, you
# can also offer cash for the tie-break.

# %% [markdown]
# ### Choose how well the computer plays
#
# The buttons at the top set the level of the computer players:
#
# - **Learner** plays slowly and rarely attacks first, so you see every phase. Start here.
# - **Fair** plays a greedy game and attacks whenever it can.
# - **Strong** plays to win: it attacks the leader, and pays for a vote only when it is worth it.

# %% [markdown]
# ### Bargaining
#
# Mob Ties is a game of deals. In a Show of Respect, use the row under the vote: choose whom you pay,
# how much (in thousands of dollars) and the vote you want.
#
# - **Make an offer** proposes cash for that player's vote. A computer player says yes if the money
#   is worth more to it than its vote.
# - **Make the deal** just pays the player now, without asking.

# %% [markdown]
# When a computer player offers you cash, you see **Accept** and **Decline**. With **Honor Among
# Thieves** (the usual terms) a paid vote is binding: whoever took the money must vote that way. With
# **All Bets Are Off** nobody is bound, and a strong player may take your money and still vote for
# itself.

# %%
from mobgames.mobties import new_game
from mobgames.widgets import MTTable

MTTable(new_game(4, seed=1), humans=("Red",), level="learner")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 2. Play with friends or a class (extension)

# %% [markdown] tags=["extension"]
# Several people can share one screen. Each person plays one family, and the computer plays the
# others. When it is somebody else's turn, look away: the hand under the buttons belongs to the player
# who must decide now, and the table asks the next person to take over.

# %% [markdown] tags=["extension"]
# You can also change the two rule options of chapter 1:
#
# - **The terms of negotiation:** Honor Among Thieves (a deal paid in cash is binding) or All Bets
#   Are Off (nobody has to keep a deal, even after the money changes hands).
# - **The order of the locations:** the rulebook lists the locations in two orders. In the board's
#   order (the usual one) the Meat Locker comes before the Diner; in the order of the rackets section
#   the Diner comes first. The order decides which location is dealt with first in Business and in
#   the Feds phase.

# %% [markdown] tags=["extension"]
# ### Try it: choose the players and the rules
#
# Choose the number of players, how many of them are people at this screen (the first colors), and
# the two rule options. A new table appears for each choice. The level buttons are on the table, as
# before. Try a game of five with All Bets Are Off and the Strong level: do the computer players
# keep their promises?

# %% tags=["extension"]
from mobgames.widgets import Chooser


def table(players, people, terms, order):
    game = new_game(players, seed=9, terms=terms, order=order)
    return MTTable(game, humans=game.players[:people])


Chooser(table, {"players": ("Players", [3, 4, 5, 6], 4),
                "people": ("People at this screen", [("one", 1), ("two", 2), ("three", 3)]),
                "terms": ("Terms", [("Honor Among Thieves", "honor"), ("All Bets Are Off", "all_bets")]),
                "order": ("Order", [("the board's", "board"), ("the rackets section's", "rackets")])},
        title="A table of your own")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 3. Computer against computer (extension)

# %% [markdown] tags=["extension"]
# The computer plays a whole game in a few hundredths of a second. Here 100 games with two strong
# and two fair computer players (they change seats every game). How often does a strong player win,
# and how many rounds does a game last? Each level has half of the seats, so a level that plays no
# better would win about half of the games.

# %% tags=["extension"]
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
# When you vote against a friend, say *Sorry, it's **nothing personal***: you do it for the game.
# A **rival** today may be your partner tomorrow. You may **bluff** (say that you have a card when
# you have not), but never show a card before you play it.
#
# **Reporting a deal.** The engine's report of the offers for Kitty's (our own example):

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
# You are **Blue**. The racket value of Kitty's is 20k dollars. Red (3 respect) has voted for
# himself. You and Green have 2 each: alone you lose 2 to 3, with Green's vote you win 4 to 3.
#
# Choose **Green**, an amount and **a vote for Blue**, and press **Make an offer**. Say it aloud
# first: *If you vote for me, I'll ...* You have two offers at most; **Undo** takes one back. What is
# the smallest offer Green accepts?

# %%
from mobgames.widgets import Playground

# The Learner computer player (the others take almost any offer here, since alone they get nothing).
Playground(examples.kittys_bargain, players=["Blue"], bot=bot("learner", 1), title="Bargain for Kitty's")

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Negotiate for Kitty's in groups of three, with the role-play card. The success criteria say what a
# good answer has; open the model answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("mobties/07_play_a_game")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The chapter's words, with pronunciation, meaning and an example. Choose a language for a
# translation; the link under the table gives a page to print. In the stories, click or tap an
# underlined word for its meaning.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="mobties/07_play_a_game")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("mobties/07_play_a_game")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## End-of-game quiz (extension)

# %% [markdown] tags=["extension"]
# Fifteen minutes on your own: ten questions about the whole game, and the engine checks each
# answer. Type your name first; at the end, download your results for your teacher.

# %% tags=["extension"]
from mobgames.widgets import Quiz

Quiz("mobties")
