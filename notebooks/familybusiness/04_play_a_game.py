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
# # Family Business, chapter 4: Play a game
#
# You will play a whole game against two computer players, choose how well they play, and learn the
# language of a card game at the table (*It's your turn. Can I answer that? I'll let it pass.*). The
# sections marked *(extension)* are folded: open them in a 90-minute lesson or for homework.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("familybusiness/04_play_a_game", collapsed=True)

# %% [markdown]
# ## 1. At the table
#
# You play Ana, the boss of the **New York Mob**. Your two **opponents** are computer players: Bot
# Bella and Bot Carlo. The table shows:
#
# * every family, its mobsters, and how many cards each player holds in his **hand** (never which),
# * the **Hit List**, from the wall, and whether a **Mob War** is on,
# * your own hand: each card says what it does and when you can play it.
#
# When you decide, the buttons show everything you may do: play a card, **discard** one, answer
# with a Counter card or let it pass, or choose a mobster. **What happened** tells each turn.

# %% [markdown]
# **Undo** takes back your last choice. **New game** deals again. **Save** and **Load** keep a game
# for later.

# %% [markdown]
# ## 2. How well does the computer play?
#
# The **Computer** buttons above the table have three levels:
#
# * **Learner** is kind: it attacks less often, so your first game lasts longer.
# * **Fair** plays a simple game: it attacks the biggest family and plays every Counter card at once.
# * **Strong** plays with a plan: it keeps its Counter cards for real danger.
#
# Start with Learner; when you beat it, try Fair, then Strong.

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### More about the levels (extension)

# %% [markdown] tags=["extension"]
# **Learner** does not attack a family that is already losing, and it throws away its hardest cards,
# so you see every rule. **Strong** saves its mobsters before a Mob War kills them, and it starts a
# war when its rivals' mobsters are up against the wall. You can change the level during a game: the
# computer plays at the new level from its next decision. The computer players decide at once.

# %% [markdown]
# ### Try it: play a game
#
# Play a whole game. Before each click, say your decision aloud with the phrases of the Language
# focus: *It's my turn. I'll play a Contract on Bot Carlo.* When a card is played against you, ask:
# *Can I answer that?* Keep a Truce for the right moment.

# %%
from mobgames.widgets import FBTable

FBTable(seed=1)

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 3. How strong is the strong computer player? (extension)

# %% [markdown] tags=["extension"]
# The engine can play many games in a few seconds. Here one strong computer player plays 30 games
# against two fair ones, and it sits in a different chair in each game. If the three were equally
# good, each would win about one game in three: 10 of the 30. The result (checked by the tests):

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
from mobgames.familybusiness import new_game
from mobgames.familybusiness.bots import bot

GAMES = 30
strong_wins = 0
for seed in range(GAMES):
    names = ["Bot A", "Bot B", "Bot C"]
    strong = names[seed % 3]   # a different chair in each game
    game = new_game(names, seed=seed)
    bots = {p: bot("strong" if p == strong else "fair", seed) for p in names}
    while not game.winner:
        player = game.decision.player
        game.apply(bots[player].choose(game.view(player)))
    strong_wins += game.winner == strong
print(f"The strong computer player won {strong_wins} of {GAMES} games; an equal share is {GAMES // 3}.")

# %% [markdown] tags=["language-focus"]
# ## Language focus: at the table
#
# Card players use a small set of phrases again and again:
#
# | At the table you say | What it does |
# |---|---|
# | Whose turn is it? It's your turn. It's my turn. | says who plays now |
# | I'll play a Contract on Ben. I'll discard this one. | a decision you make now: **will** (*I'll*) |
# | Wait! Can I answer that? | asks to play a Counter card: **Can I ...?** |
# | I'll let it pass. / I pass. | you do nothing, and the card works |
# | Your move. Go on. Hurry up! | tells another player to play: the **imperative** |
# | Sorry, nothing personal. | you attack because of the game, not because you dislike the player |
# | I think you're bluffing. | you don't believe what a player says about his cards |

# %% [markdown] tags=["language-focus"]
# We use *will* for a decision at the moment we make it (*OK, I'll play the Truce*), and *Can I
# ...?* to ask if something is allowed.
#
# The first decisions of a game, and what a player could say at a real table:

# %% tags=["language-focus"]
from mobgames.core.table import Table
from mobgames.core.text import a_an
from mobgames.familybusiness.cards import CARDS
from mobgames.familybusiness.labels import describe as action_label   # (also game.describe(action))

# What a player says at a real table for each kind of decision (the card and the target filled in).
SAY = {"play": "It's my turn. I'll play {a_card}{on}.", "discard": "I'll discard this {card} card.",
       "counter": "Wait! I'll answer that with {card}.", "pass": "I'll let it pass.",
       "choose": "OK, {target} goes on the list."}


def said(game, action):
    card = CARDS[action.card].name if action.card else ""
    target = game.mobsters[action.target].name if action.target in game.mobsters else action.target or ""
    return SAY[action.kind].format(card=card, a_card=a_an(card), target=target, on=f" on {target}" if target else "")


table_game = new_game(["Ana", "Bot Bella", "Bot Carlo"], seed=1)
players = {p: bot("fair", 1) for p in table_game.players}
rows = []
for _ in range(8):
    decision = table_game.decision
    action = players[decision.player].choose(table_game.view(decision.player))
    rows.append((decision.prompt, action_label(table_game, action), said(table_game, action)))
    table_game.apply(action)
Table(["The engine asks", "The button says", "At a real table you say"], rows,
      caption="The first decisions of a game")

# %% [markdown] tags=["language-focus"]
# What happened, told **Full** and **Simple**. Tell it again as a player at the table: *It's my
# turn. I play ...*

# %% tags=["language-focus"]
Table(["Full", "Simple"], [(e.full, e.simple) for e in table_game.log[1:]], caption="What happened")

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Play at one table in groups of three, and talk before every click. The success criteria say what
# good table talk has; open the model answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("familybusiness/04_play_a_game")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The chapter's words, with pronunciation, meaning and an example. Choose a language for a
# translation; the link under the table gives a page to print. At the game table, click or tap an
# underlined word for its meaning.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="familybusiness/04_play_a_game")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("familybusiness/04_play_a_game")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## End-of-game quiz (extension)

# %% [markdown] tags=["extension"]
# Fifteen minutes on your own: ten questions about the whole game, and the engine checks each
# answer. Type your name first; at the end, download your results for your teacher.

# %% tags=["extension"]
from mobgames.widgets import Quiz

Quiz("familybusiness")
