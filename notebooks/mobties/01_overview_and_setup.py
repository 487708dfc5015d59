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
# # Mob Ties, chapter 1: Overview and set-up
#
# In **Mob Ties**, three to six mob bosses win votes, collect money and keep away from the Feds
# (the federal police). The player with the most money wins. This chapter shows the board, the
# seven phases of a round and the set-up. The sections marked *(extension)* are folded: open them
# in a 90-minute lesson or for homework.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("mobties/01_overview_and_setup", collapsed=True)

# %% [markdown]
# ## 1. The board
#
# Mobsters stand in seven **locations**:
#
# * **The Don's Mansion.** Here the families choose the **Don**, the boss of all bosses.
# * **Five rackets:** the Docks, Kitty's, Little Italy, the Meat Locker and the Diner. A **racket** is
#   an illegal business that pays money.
# * **The Streets**, in the middle. There is no limit here, and the Feds never come.
#
# The Mansion and each racket hold **five mobsters at most**. This is the empty board:

# %%
from mobgames.mobties import examples

# A new game of four at set-up (seed 1): the board is still empty.
examples.set_up_game()

# %% [markdown]
# Mobsters that the Feds catch go to the **Prison**. Money is counted in thousands:
# **<span>&#36;</span>25k** is twenty-five thousand dollars. The table shows what each racket pays, and how
# many Favor Cards each player gets.

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.core.table import Table
from mobgames.mobties.cards import BOARD, LOCATIONS, racket_value

sizes = [3, 4, 5, 6]
rackets = sorted((loc for loc in LOCATIONS if LOCATIONS[loc]["racket"]), key=lambda loc: racket_value(loc, 4))
rows = [["Favor Cards for each player"] + [BOARD["favor_cards_dealt"][str(n)] for n in sizes]]
rows += [[LOCATIONS[loc]["short"] + (" (inferred)" if "inferred" in LOCATIONS[loc] else "")]
         + [f"${racket_value(loc, n)}k" for n in sizes] for loc in rackets]
Table(["Number of players"] + sizes, rows, caption="Scaling the game")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### More about the board (extension)

# %% [markdown] tags=["extension"]
# Dead mobsters go to the **Morgue**, and the **Heat meter** shows how hard the police are pushing.
# The **Airstrip** belongs to the advanced rules, so we do not use it. A racket pays more in a bigger
# game, and the Mansion pays nothing.
#
# > **Reconstructed.** The rulebook's scaling table has no line for the Docks. But its Docks example
# > (chapter 3) pays <span>&#36;</span>35k in a game of five, so we use 25, 30, 35 and 40 for three to six
# > players. All these numbers are in a data file of the tutorial, so a teacher can change them.

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 2. The family (extension)

# %% [markdown] tags=["extension"]
# Every player has the same five mobsters. **Respect** is a mobster's strength in a vote. At the end
# of the game, each free mobster is worth **<span>&#36;</span>25k for each point of respect**. When the Feds catch
# a mobster, you can pay to get him out of the Prison: that price is his **bail**. Some attack cards
# need a special mobster; chapter 5 explains the cards.

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
from mobgames.mobties import KINDS

Table(["Mobster", "Respect", "Worth at the end", "Bail", "Attack cards he may use"],
      [(k.name, k.respect, f"${k.value}k", f"${k.bail}k", ", ".join(u.capitalize() for u in k.uses))
       for k in KINDS.values()],
      caption="A family of five")

# %% [markdown] tags=["extension"]
# The **Capo** is the strongest mobster of the family: 3 respect. The **Associate** and the
# **Driver** are the weakest: 1 respect each. The Driver has one more trick. In his own action turn
# he can drive into the Streets or out of them into a location, with one passenger if he likes.
# Chapter 5 shows it.

# %% [markdown]
# ## 3. A round in seven phases
#
# Every round has seven **phases**, always in this order. In each phase the **Don** goes first,
# then the others clockwise.
#
# 1. **Election:** first, the families in the Mansion vote for the Don.
# 2. **Business:** then each racket has a vote, and the winner collects its money.
# 3. **Movement:** after that, every player moves one mobster.
# 4. **The Feds:** next, Fed cards put Feds around the locations. Four Feds arrest a mobster.
# 5. **Action:** then players attack and defend with Favor Cards.
# 6. **Bail:** after that, players may pay to get mobsters out of Prison.
# 7. **Heat:** finally, if many mobsters are dead or caught, the Heat rises. The third time, the game ends.

# %% [markdown]
# The first round has no Business and no Movement phase. Here are the first two rounds of a game:

# %%
from mobgames.mobties.bots import simple_bot
from mobgames.mobties.game import PHASE_NAMES, PHASES

# The computer plays every seat of the set-up game (seed 1) to the start of round 3; the phase
# events it tells ("Round 2: Business phase.") say which phases each round had.
played = examples.set_up_game()
while played.round < 3 and played.decision is not None:
    played.apply(simple_bot(played))
started = {(e.data.get("round"), e.data.get("phase")) for e in played.log if e.kind == "phase"}
Table(["Phase", "Round 1", "Round 2"],
      [(f"{n}. {PHASE_NAMES[p]}", *("played" if (r, p) in started else "skipped" for r in (1, 2)))
       for n, p in enumerate(PHASES, 1)],
      caption="Which phases each round has")

# %% [markdown]
# ## 4. Setting up
#
# 1. Each player takes five mobsters, some Favor Cards (see the table in section 1) and
#    **<span>&#36;</span>25k** from the **Bookie**, the player who looks after the bank.
# 2. Clockwise, one by one, the players put their mobsters in the locations (never in the Streets),
#    until every mobster is on the board.
#
# The engine sets up the same game of four every time:

# %%
game = examples.set_up_game()
print(game.log[0].text)
print("Now:", game.decision.prompt)

# %% [markdown]
# Press **Step ▶** to watch the players place their mobsters. Who places after Red? When the last
# mobster is down, what starts?

# %%
from mobgames.widgets import StoryStepper

StoryStepper(examples.set_up_game, simple_bot, until=lambda g: g.phase != "setup",
             title="Set-up: twenty mobsters, one at a time")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### More set-up rules (extension)

# %% [markdown] tags=["extension"]
# Each player also takes a color. Shuffle the 100 Favor Cards and the 50 Fed cards; each player
# keeps their Favor Cards secret. A random player places first. In the first round there is no
# Don yet, so this player also starts the Election. The starting money and the set-up take the
# place of the first Business and Movement phases.
#
# The engine refuses a move that breaks a rule and says why; nothing changes. Here Red tries to put
# his Capo in the Streets, and then Blue tries to place before it is Blue's turn:

# %% tags=["extension"]
from mobgames.mobties import Action

game = examples.set_up_game()
tries = [("Red tries to put his Capo in the Streets.", Action("Red", "place", target="red_capo", where="streets")),
         ("Blue tries to put his Capo in the Docks.", Action("Blue", "place", target="blue_capo", where="docks"))]
for attempt, action in tries:
    print(attempt, "The engine says:", game.why_not(action))

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### Try it: you decide (extension)

# %% [markdown] tags=["extension"]
# Now you are Red, and Red places first. Press a button to put one of your mobsters in a location
# (with many choices, pick a mobster in the list and press the button beside it). The computer places for Blue,
# Green and Yellow. Press **Let the computer decide** if you want help, and **Undo** to take a
# choice back.
#
# Look for: how many mobsters can one location hold? When all twenty are down, who votes first in
# the Mansion?

# %% tags=["extension"]
from mobgames.widgets import Playground

Playground(examples.set_up_game, players=["Red"], bot=simple_bot, title="Set-up: you are Red")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 5. Terms of negotiation (extension)

# %% [markdown] tags=["extension"]
# Mob Ties is a game of **deals**: players promise, pay, threaten and bluff. Before you start, agree
# how strong a deal is. There are two choices. This tutorial plays with Honor Among Thieves, unless
# a chapter says something else; chapter 2 shows the difference on a real vote.

# %% tags=["extension"]
from mobgames.mobties.options import TERMS
from mobgames.mobties.rules import cap

Table(["Terms", "What they mean"], [(name, cap(meaning)) for name, meaning in (t.split(": ", 1) for t in TERMS.values())],
      caption="The terms of negotiation")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 6. Which way is clockwise? (extension)

# %% [markdown] tags=["extension"]
# Business and the Feds go round the locations **clockwise, starting at the Docks**. But the
# rulebook lists the locations in two different orders: the rackets section swaps the Diner and the
# Meat Locker. We follow the list in the board section. The other order is a rule option that a
# teacher can switch on.

# %% tags=["extension"]
from mobgames.mobties import clockwise
from mobgames.mobties.cards import place_name

Table(["Order", "Clockwise from the Docks"],
      [("The board section (we use this)", " → ".join(cap(place_name(loc)) for loc in clockwise("board"))),
       ("The rackets section (a rule option)", " → ".join(cap(place_name(loc)) for loc in clockwise("rackets")))],
      caption="Two readings of clockwise")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 7. Rules we had to decide (extension)

# %% [markdown] tags=["extension"]
# The rulebook leaves some questions open. These are our answers for this chapter; the
# [front page](../index.ipynb) lists every decision for all three games.

# %% tags=["extension"]
from mobgames.decisions import decisions_for_readers

decisions_for_readers(["mt-docks-value", "mt-clockwise", "mt-favor-deck", "mt-fed-deck", "mt-score"])

# %% [markdown] tags=["language-focus"]
# ## Language focus: routines in the present simple, with sequence words
#
# **Routines** happen every round. For them we use the **present simple**: The Don **goes** first.
# Every player **moves** one mobster. With *he, she, it*, add **-s**: the Don go**es**, Red
# place**s**.
#
# **Sequence words** put the phases in order: **first**, **then**, **next**, **after that**,
# **finally**. *First, the families in the Mansion elect the Don. Then the rackets pay. After that,
# everybody moves one mobster. Finally, we check the Heat.*
#
# **There is / there are** say what is on the board: there **is** one Mansion, there **are** five
# rackets.

# %% [markdown] tags=["language-focus"]
# Here is round 2 of the game in section 3, in **full** and in **simple** sentences. Find the
# present simple. Where does the simple column say *there is*?

# %% tags=["language-focus"]
# The events of round 2 of the game played in section 3 (from its first phase event to the first
# of round 3), each at both narration levels.
starts = [i for i, e in enumerate(played.log) if e.kind == "phase" and e.data["round"] in (2, 3)]
round_two = [e for e in played.log[starts[0]:starts[-1]] if e.kind in ("phase", "show", "don", "cash")]
Table(["Full narration", "Simple narration"], [(e.full, e.simple) for e in round_two[:9]],
      caption="Round 2, told two ways")

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Explain a round to a partner who has never played. Check the success criteria; open the model
# answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("mobties/01_overview_and_setup")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The new words, with pronunciation, meaning, an example and a translation. The link under the
# table gives a page to print.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="mobties/01_overview_and_setup")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("mobties/01_overview_and_setup")
