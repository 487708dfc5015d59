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
# 1. why your **Family Members** are the key to the game,
# 2. how to work out your **income** at the end of every turn,
# 3. how the four examples in the rulebook work, and
# 4. how big an income wins the game at once.
#
# Run each cell with **Shift + Enter**.

# %% [markdown]
# ## 1. Assets and IFM
#
# At the end of your turn you earn money. Two numbers decide how much:
#
# * **Assets.** Every district you control (it has your exploitation marker) is worth **10 dollars**.
#   Buildings add more: an **Illicit Activity** adds **40 dollars** and a **Penthouse Palace** adds **20 dollars**.
#   A Corrupt Precinct protects a district but adds nothing.
# * **IFM: Independent Family Members.** Count the districts you control that have *at least one* of
#   your family pieces in them. Your **Boss counts** as a family piece.
#
# Then multiply:
#
# > **Income = IFM x Assets**
#
# So it is better to spread your family out: three Family Members in one district count only **once**.
# Family pieces do not count at all when they stand in a park, on the water, at an airport, in a
# district that someone else controls, or when they have been kidnapped.

# %% [markdown]
# ## 2. The rulebook's four examples
#
# The rulebook tells the story of one player, turn after turn. We set her family in Bensonhurst and
# the districts around it, in Brooklyn. (The rulebook gives only the numbers, so the places are our
# choice.) The red marker **R** shows a district she controls; the token shows her pieces.
#
# **Example 1:** six districts, and her Boss and five Family Members each stand alone in one.

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
# with an Illicit Activity (**$**) and a Penthouse Palace (**P**).

# %%
game, player = income_example(3)
print(income(game, player).explain())
game.svg(width=640, focus=DISTRICTS)

# %% [markdown]
# **Example 4:** she killed the Blue Boss, so his Family Members now work for her (they keep
# their blue colour). Spread out, her eight family pieces give IFM 8.
#
# > **A misprint.** The rulebook's text says the dead Boss had *four* Family Members, but its numbers
# > (IFM 8, &#36;1,120) and its picture need *five*. We use five.

# %%
game, player = income_example(4)
print(income(game, player).explain())
game.svg(width=640, focus=DISTRICTS)

# %% [markdown]
# The same four results, checked by the tests every time the tutorial is built:

# %%
# NBVAL_CHECK_OUTPUT
for n in range(1, 5):
    game, player = income_example(n)
    print(f"Example {n}:", income(game, player))

# %% [markdown]
# ## 3. The revenue table
#
# The Player Card has a table so that nobody needs to multiply at the table: find your assets on the
# left and your IFM along the top. Here are its first rows (the full card goes up to &#36;650 and x13;
# the rulebook's *grand* table goes further).

# %%
from mobgames.bloodfeud import revenue_table

revenue_table(assets=range(10, 160, 10), ifm=range(1, 14))

# %% [markdown]
# ## 4. Try it: the income explorer
#
# Click a space on the map to select it, then:
#
# * choose a family piece and press **…to the selected space** to move it there,
# * press **Take / give up** to put your marker on the selected district or take it off,
# * choose a building and press **…in the selected district**.
#
# The numbers on the right, and the highlighted cell of the revenue table, change at once.
# Try to beat example 1 with the same six family pieces!

# %%
from widgets import IncomeExplorer

IncomeExplorer(example=1)

# %% [markdown]
# ## 5. Winning by income
#
# If you **earn 6,000 dollars or more** in one Factor Income phase, you win at once: this is called
# **Incontestable Dominance**. Money you have saved does not count; only what you earn in that one
# phase. For example, 11 independent family pieces and assets of 560 dollars earn 11 x 560 = 6,160 dollars.

# %%
from mobgames.bloodfeud import DOMINANCE, revenue

print(revenue(560, 11), revenue(560, 11) >= DOMINANCE)

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
#
# The employees on the Player Card are easy to compare. The next cell asks the engine which word is
# right, from the prices and the moves on the card:

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
# And the four incomes of the rulebook's examples:

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
# **Now you.** Use the income explorer in section 4. Make two positions and compare them: *"With
# five districts I earn less than with six. The best position earns the most money."* Then compare a
# Limousine, a Speedboat and a Helicopter (look at the Player Card in chapter 1): which is the fastest?
# Which is the cheapest?

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. Hover over a word in the battle stories to see its meaning, too. (Teachers: add `lang="es"` or another language for a translation column; the [teacher's guide](../teachers_guide.ipynb) lists the languages.)

# %% tags=["language-focus"]
from mobgames.teaching import glossary_table

glossary_table(chapter="bloodfeud/02_family_and_income")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again; try as often as you like. Teachers: the answers are behind **Show answers (teacher)**.

# %% tags=["language-focus"]
from widgets import ExerciseSet

ExerciseSet("bloodfeud/02_family_and_income")
