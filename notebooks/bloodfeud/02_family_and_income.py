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
# # Blood Feud in New York, chapter 2: The family and income
#
# In this chapter you will learn:
#
# 1. when in your turn you earn money,
# 2. why your **Family Members** are the key to the game,
# 3. how to work out your **income**, with the four examples of the rulebook,
# 4. how big an income wins the game at once,
# 5. how to compare two things: *more than*, *cheaper than*, *the most*.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("bloodfeud/02_family_and_income", collapsed=True)

# %% [markdown]
# ## 1. When you earn money
#
# Your turn has four phases, always in the same order. You fight, then you move, then you earn,
# and at the end you spend what you earned. The engine lists the phases:

# %%
from mobgames.bloodfeud.turns import PHASE_NAMES, PHASES

for number, phase in enumerate(PHASES, 1):
    print(f"{number}. {PHASE_NAMES[phase]}")

# %% [markdown]
# This chapter is about phase 3, **Factor Income**: how much money you earn at the end of your turn.

# %% [markdown]
# ## 2. Assets and IFM
#
# Two numbers decide how much you earn:
#
# * **Assets.** Every district you control (it has your exploitation marker) is worth **10
#   dollars**. Buildings add more: an **Illicit Activity** adds **40 dollars** and a **Penthouse Palace** adds **20
#   dollars**. A **Corrupt Precinct** protects a district but adds nothing.
# * **IFM: Independent Family Members.** Count the districts you control that have *at least one* of
#   your family pieces in them. Your **Boss counts** as a family piece.
#
# Then multiply:
#
# > **Income = IFM x Assets**

# %% [markdown]
# So it is better to spread your family out: three Family Members in one district count only
# **once**. Family pieces do not count at all when they stand in a park, on the water or at an
# airport, when they stand in a district that someone else controls, or when they have been
# kidnapped.

# %% [markdown]
# ## 3. The rulebook's four examples
#
# The rulebook tells the story of one player, turn after turn. We put her family in Bensonhurst and
# the districts around it, in Brooklyn. (The rulebook gives only the numbers, so the places are our
# choice.) The red marker **R** shows a district she controls; the token shows her pieces.
#
# **Example 1:** six districts, and her Boss and five Family Members each stand alone in one.
# Before you read the engine's answer, work it out: what are her assets, her IFM and her income?

# %%
from mobgames.bloodfeud import income
from mobgames.bloodfeud.examples import DISTRICTS, income_example

game, player = income_example(1)
print(income(game, player).explain())
game.svg(width=640, focus=DISTRICTS)

# %% [markdown]
# **Example 2:** the same districts, but she is afraid of an attack, so three family pieces
# huddle together in Bensonhurst. They count as one: IFM drops from 6 to 4.

# %%
game, player = income_example(2)
print(income(game, player).explain())
game.svg(width=640, focus=DISTRICTS)

# %% [markdown]
# **Example 3:** she has lost three family pieces in battles, but now controls eight districts
# with an Illicit Activity (**<span>&#36;</span>**) and a Penthouse Palace (**P**).

# %%
game, player = income_example(3)
print(income(game, player).explain())
game.svg(width=640, focus=DISTRICTS)

# %% [markdown]
# **Example 4:** she killed the Blue Boss, so his Family Members now work for her (they keep
# their blue color). Spread out, her eight family pieces give IFM 8.
#
# > **A misprint.** The rulebook's text says the dead Boss had *four* Family Members, but its numbers
# > (IFM 8, <span>&#36;</span>1,120) and its picture need *five*. We use five.

# %%
game, player = income_example(4)
print(income(game, player).explain())
game.svg(width=640, focus=DISTRICTS)

# %% [markdown]
# The same four results side by side:

# %%
# NBVAL_CHECK_OUTPUT
# The tests compare this output every time the tutorial is built.
for n in range(1, 5):
    result = income(*income_example(n))
    print(f"Example {n}: IFM {result.ifm} x assets ${result.assets:,} = income ${result.amount:,}.")

# %% [markdown]
# ## 4. The revenue table
#
# The Player Card has a **Revenue Table**, so that nobody needs to multiply at the table: find your
# assets on the left and your IFM along the top. Here are its first rows. (The full card goes up to
# <span>&#36;</span>650 and x13; the rulebook's *grand* table goes further.)

# %%
from mobgames.bloodfeud import revenue_table

revenue_table(assets=range(10, 160, 10), ifm=range(1, 14))

# %% [markdown]
# ## 5. The income explorer
#
# ### Try it: beat example 1
#
# Click a space on the map to select it. Then:
#
# * choose a family piece and press **…to the selected space** to move it there,
# * press **Take / give up the selected district** to put your marker on it or take it off,
# * choose a building and press **…in the selected district**.
#
# The numbers on the right, and the highlighted cell of the revenue table, change at once.
# Can you earn more than example 1 with the same six family pieces?

# %%
from widgets import IncomeExplorer

IncomeExplorer(example=1)

# %% [markdown]
# ## 6. Winning by income
#
# If you **earn 6,000 dollars or more** in one Factor Income phase, you win at once: this is called
# **Incontestable Dominance**. Money you have saved does not count; only what you earn in that one
# phase. For example, 11 Independent Family Members and assets of 560 dollars:

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.bloodfeud import DOMINANCE, revenue

ifm, assets = 11, 560
amount = revenue(assets, ifm)
verdict = ("that is enough: the player wins at once" if amount >= DOMINANCE
           else "that is not enough to win")
print(f"IFM {ifm} x assets ${assets:,} = income ${amount:,}. The target is ${DOMINANCE:,}, so {verdict}.")

# %% [markdown] tags=["language-focus"]
# ## Language focus: comparatives and superlatives
#
# We compare two things with a **comparative** and *than*, and three or more with a **superlative**
# and *the*:
#
# | Adjective | Comparative (two things) | Superlative (three or more) |
# |---|---|---|
# | cheap | cheap**er** than | the cheap**est** |
# | fast, slow | fast**er**, slow**er** than | the fast**est**, the slow**est** |
# | expensive | **more** expensive than | **the most** expensive |
# | good, bad | **better**, **worse** than | **the best**, **the worst** |
# | much money | **more** money than | **the most** money |
#
# Short adjectives take *-er* and *-est*; long ones take *more* and *the most*. *Good* and *bad* are
# irregular.

# %% [markdown] tags=["language-focus"]
# The people you can hire on the Player Card (a **Thug**, a **Henchman** and a **Hit Man**) are easy
# to compare. The engine chooses the right word from the prices and the moves on the card:

# %% tags=["language-focus"]
from mobgames.bloodfeud import catalogue
from mobgames.bloodfeud.battle import need_to_hit
from mobgames.teaching.exercises import engine_fact

cards = catalogue()
for a, b in [("henchman", "thug"), ("thug", "hitman"), ("hitman", "henchman")]:
    word = engine_fact(f"bf.compare:cost:{a}:{b}")
    print(f"A {cards[a].name} (${cards[a].cost}) is {word} than a {cards[b].name} (${cards[b].cost}).")
print(f"A Thug is {engine_fact('bf.compare:move:thug:henchman')} than a Henchman.")
print(f"The most expensive employee is the {engine_fact('bf.most:cost')}; the cheapest is the {engine_fact('bf.least:cost')}.")
best = engine_fact("bf.least:attack")
print(f"The best shot is the {best}: he needs only {need_to_hit('hitman', 'attacker', None)} or more to hit.")

# %% [markdown] tags=["language-focus"]
# And the four incomes of the rulebook's examples. Which example earns the most?

# %% tags=["language-focus"]
from mobgames.bloodfeud import income
from mobgames.bloodfeud.examples import income_example

amounts = {n: income(*income_example(n)).amount for n in range(1, 5)}
for a, b in [(1, 2), (3, 1), (4, 3)]:
    word = engine_fact(f"bf.compare:income:{a}:{b}")
    print(f"Example {a} (${amounts[a]:,}) earns {word} money than example {b} (${amounts[b]:,}).")
top = max(amounts, key=amounts.get)
print(f"Example {top} earns the most money: ${amounts[top]:,}.")

# %% [markdown] tags=["language-focus"]
# The engine can explain an income in two ways: in full, and simply, in short sentences. Here is
# example 2 both ways. Which one is easier to read for you, and why? Answer with a comparative:
# *The simple text is longer, but it is ...*

# %% tags=["language-focus"]
result = income(*income_example(2))
print("In full: ", result.explain())
print("Simply:  ", result.explain_simply())

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Make two positions in the income explorer (section 5) and compare them with a partner. The
# success criteria say what a good comparison has; open the model answer only after you have
# tried.

# %% tags=["language-focus"]
from mobgames.teaching import speaking_task

speaking_task("bloodfeud/02_family_and_income")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The new words of this chapter, and a word to review from chapter 1, with their pronunciation,
# meaning and an example. Choose a language for a translation column. The link under the table
# gives a page to print.

# %% tags=["language-focus"]
from widgets import GlossaryPanel

GlossaryPanel(chapter="bloodfeud/02_family_and_income")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again; try as
# often as you like. Teachers: the **Show all answers (teacher)** button under the heading of the
# exercises shows every answer.

# %% tags=["language-focus"]
from widgets import ExerciseSet

ExerciseSet("bloodfeud/02_family_and_income")
