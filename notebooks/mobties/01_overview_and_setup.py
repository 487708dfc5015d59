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
# has a family of five mobsters. You move your mobsters around the city, win votes, collect money and
# play Favor Cards against your rivals. You also try to keep away from the Feds (the federal police).
# When the Heat gets too high, the game ends, and the player with the most money wins.
#
# In this chapter you will learn:
#
# 1. the places on the board and what they pay,
# 2. the five mobsters of a family,
# 3. the seven phases of a round, in order,
# 4. how to set up a game,
# 5. how to talk about a round: the present simple, *there is / there are* and sequence words.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("mobties/01_overview_and_setup", collapsed=True)

# %% [markdown]
# ## 1. The board
#
# There are seven places on the board where mobsters can stand. We call them **locations**:
#
# * **The Don's Mansion.** It pays no money. The family with the most respect here chooses the
#   **Don**, the boss of all bosses (chapter 2).
# * **Five rackets:** the Docks, Kitty's, Little Italy, the Meat Locker and the Diner. A **racket** is
#   an illegal business. Every round, the family that wins the vote in a racket collects its money,
#   the **racket value** (chapter 3).
# * **The Streets**, in the middle of the board. There is no limit here, and the Feds never come.
#
# The Mansion and each racket hold **five mobsters at most**. This is the board at the start of a
# game, before anybody puts a mobster on it:

# %%
from mobgames.mobties import examples

# A new game of four at set-up (seed 1): the board is still empty.
examples.set_up_game()

# %% [markdown]
# There are also three places where nobody wants to be: the **Prison** (for mobsters the Feds
# catch), the **Morgue** (for dead mobsters) and the **Heat meter**, which shows how hard the police
# are pushing. The **Airstrip** belongs to the advanced rules, so we do not use it.
#
# The money in a racket grows with the number of players. All money is counted in thousands of
# dollars: **25** means twenty-five thousand dollars, written **<span>&#36;</span>25k**. The table also shows how
# many Favor Cards each player gets at the start.

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

# %% [markdown]
# > **Reconstructed.** The rulebook's scaling table has no line for the Docks. But its Docks example
# > (chapter 3) pays <span>&#36;</span>35k in a game of five, so we use 25, 30, 35 and 40 for three to six
# > players. All these numbers are in a data file of the tutorial, so a teacher can change them.

# %% [markdown]
# ## 2. The family
#
# Every player has the same five mobsters. **Respect** is a mobster's strength in a vote. At the end
# of the game, each free mobster is worth **<span>&#36;</span>25k for each point of respect**. When the Feds catch
# a mobster, you can pay to get him out of the Prison: that price is his **bail**. Some attack cards
# need a special mobster; chapter 5 explains the cards.

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.mobties import KINDS

Table(["Mobster", "Respect", "Worth at the end", "Bail", "Attack cards he may use"],
      [(k.name, k.respect, f"${k.value}k", f"${k.bail}k", ", ".join(u.capitalize() for u in k.uses))
       for k in KINDS.values()],
      caption="A family of five")

# %% [markdown]
# The **Capo** is the strongest mobster of the family: 3 respect. The **Associate** and the
# **Driver** are the weakest: 1 respect each. The Driver has one more trick. In his own action turn
# he can drive into the Streets or out of them into a location, with one passenger if he likes.
# Chapter 5 shows it.

# %% [markdown]
# ## 3. A round in seven phases
#
# Every round has seven **phases**, always in the same order, and every player gets a turn in each
# phase. The **Don** goes first; then the turn passes clockwise. (Before the first Don is elected,
# the player who placed first starts.)
#
# 1. **Election:** first, the families in the Mansion vote for the Don. The Don draws Favor Cards.
# 2. **Business:** then each racket has a vote, and the winner collects its money. Players may buy cards.
# 3. **Movement:** after that, every player moves one mobster.
# 4. **The Feds:** next, Fed cards put Feds around the locations. Four Feds arrest a mobster.
# 5. **Action:** then players play Favor Cards to attack and defend.
# 6. **Bail:** after that, players may pay to get mobsters out of Prison.
# 7. **Heat:** finally, many dead or caught mobsters make the Heat rise. The third time, it ends the game.

# %% [markdown]
# In the first round there is no Business phase and no Movement phase: the starting money and the
# set-up take their place. Here the engine plays the first two rounds of a game of four and notes
# each phase it starts:

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
# 1. Each player takes a color, five mobsters and **<span>&#36;</span>25k** from the **Bookie**, the player who
#    looks after the bank.
# 2. Shuffle the two decks: 100 Favor Cards and 50 Fed cards. Give each player as many Favor
#    Cards as the table in section 1 says. Each player may look only at their own cards.
# 3. Draw one player at random. This player puts one mobster in one of the six locations (never in
#    the Streets). Then the next player clockwise puts one mobster, and so on, until every mobster
#    is on the board.
# 4. Agree on the **terms of negotiation**: can a deal be broken? (See section 5.)
#
# Here the engine sets up a game of four. The same game comes back every time, so the whole class
# sees the same story:

# %%
game = examples.set_up_game()
print(game.log[0].text)
print("Now:", game.decision.prompt)

# %% [markdown]
# Press **Step ▶** to watch the players put their mobsters on the board, one at a time, or **Run to
# the end**. The computer chooses for every player. Look at the story: who places after Red? When the
# last mobster is down, what starts?

# %%
from widgets import StoryStepper

StoryStepper(examples.set_up_game, simple_bot, until=lambda g: g.phase != "setup",
             title="Set-up: twenty mobsters, one at a time")

# %% [markdown]
# The engine refuses a move that breaks a rule and says why; nothing changes. Here Red tries to put
# his Capo in the Streets, and then Blue tries to place before it is Blue's turn:

# %%
from mobgames.mobties import Action

game = examples.set_up_game()
tries = [("Red tries to put his Capo in the Streets.", Action("Red", "place", target="red_capo", where="streets")),
         ("Blue tries to put his Capo in the Docks.", Action("Blue", "place", target="blue_capo", where="docks"))]
for attempt, action in tries:
    print(attempt, "The engine says:", game.why_not(action))

# %% [markdown]
# ### Try it: you decide
#
# Now you are Red, and Red places first. Press a button to put one of your mobsters in a location
# (with many choices, pick a mobster in the list and press the button beside it). The computer places for Blue,
# Green and Yellow. Press **Let the computer decide** if you want help, and **Undo** to take a
# choice back.
#
# Look for: how many mobsters can one location hold? When all twenty are down, who votes first in
# the Mansion?

# %%
from widgets import Playground

Playground(examples.set_up_game, players=["Red"], bot=simple_bot, title="Set-up: you are Red")

# %% [markdown]
# ## 5. Terms of negotiation
#
# Mob Ties is a game of **deals**: players promise, pay, threaten and bluff. Before you start, agree
# how strong a deal is. There are two choices. This tutorial plays with Honor Among Thieves, unless
# a chapter says something else; chapter 2 shows the difference on a real vote.

# %%
from mobgames.mobties.options import TERMS
from mobgames.mobties.rules import cap

Table(["Terms", "What they mean"], [(name, cap(meaning)) for name, meaning in (t.split(": ", 1) for t in TERMS.values())],
      caption="The terms of negotiation")

# %% [markdown]
# ## 6. Which way is clockwise?
#
# Business and the Feds go round the locations **clockwise, starting at the Docks**. But the
# rulebook lists the locations in two different orders: the rackets section swaps the Diner and the
# Meat Locker. We follow the list in the board section. The other order is a rule option that a
# teacher can switch on.

# %%
from mobgames.mobties import clockwise
from mobgames.mobties.cards import place_name

Table(["Order", "Clockwise from the Docks"],
      [("The board section (we use this)", " → ".join(cap(place_name(loc)) for loc in clockwise("board"))),
       ("The rackets section (a rule option)", " → ".join(cap(place_name(loc)) for loc in clockwise("rackets")))],
      caption="Two readings of clockwise")

# %% [markdown]
# ## 7. Rules we had to decide
#
# The rulebook leaves some questions open. These are our answers for this chapter; the
# [front page](../index.ipynb) lists every decision for all three games.

# %%
from mobgames.decisions import decisions_for_readers

decisions_for_readers(["mt-docks-value", "mt-clockwise", "mt-favor-deck", "mt-fed-deck", "mt-score"])

# %% [markdown] tags=["language-focus"]
# ## Language focus: routines in the present simple, with sequence words
#
# **Routines.** Things that happen every round are routines. We use the **present simple**: The Don
# **goes** first. Every player **moves** one mobster. The rackets **pay** in the Business phase.
# Careful with *he, she, it*: add **-s** (the Don go**es**, Red place**s**).
#
# **Sequence words** put the phases in order: **first**, **then**, **next**, **after that**,
# **finally**. *First, the families in the Mansion elect the Don. Then the rackets pay. After that,
# everybody moves one mobster. Finally, we check the Heat.*
#
# **There is / there are** say what is on the board: There **are** five rackets. There **is** one
# Mansion. There **is** no limit in the Streets. Use *there is* with one thing, *there are* with more
# than one.

# %% [markdown] tags=["language-focus"]
# The engine tells every game twice: in **full** sentences, and in **simple** sentences for learners.
# Here is the start of round 2 of the game above. Which sentences use the present simple? Where does
# the simple column say *there is*?

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
# Explain a round of Mob Ties to a partner who has never played. Put the phases in order with
# sequence words. The success criteria say what a good explanation has; open the model answer only
# after you have tried.

# %% tags=["language-focus"]
from mobgames.teaching import speaking_task

speaking_task("mobties/01_overview_and_setup")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The game words of this chapter, with their pronunciation, meaning and an example. All of them are
# new. Choose a language for a translation column. The link under the table gives a page to print.
# In the stories, click, tap or hover over an underlined word to see what it means.

# %% tags=["language-focus"]
from widgets import GlossaryPanel

GlossaryPanel(chapter="mobties/01_overview_and_setup")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again; try as
# often as you like. Teachers: the **Show all answers (teacher)** button under the heading of the
# exercises shows every answer.

# %% tags=["language-focus"]
from widgets import ExerciseSet

ExerciseSet("mobties/01_overview_and_setup")
