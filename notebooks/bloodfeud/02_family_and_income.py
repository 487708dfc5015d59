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
# # Blood Feud in New York, chapter 2: The family and income
#
# In this chapter you will learn how to work out your **income**, and how to compare things with
# *more than*, *cheaper than* and *the most*. The sections marked *(extension)* are folded: open them
# in a 90-minute lesson or for homework.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("bloodfeud/02_family_and_income", collapsed=True)

# %% [markdown]
# ## 1. When you earn money
#
# Your turn has four phases, always in this order: you fight, you move, you earn, and you spend.

# %%
from mobgames.bloodfeud.turns import PHASE_NAMES, PHASES

for number, phase in enumerate(PHASES, 1):
    print(f"{number}. {PHASE_NAMES[phase]}")

# %% [markdown]
# This chapter is about phase 3, **Factor Income**: the money you earn.

# %% [markdown]
# ## 2. Assets and IFM
#
# Your income depends on two numbers:
#
# * **Assets.** Each district you control (it has your **exploitation marker**) is worth **10
#   dollars**. An **Illicit Activity** adds **40 dollars**, a **Penthouse Palace** **20 dollars**; a
#   **Corrupt Precinct** adds nothing.
# * **IFM** (**Independent Family Members**): the number of your districts with *at least one* of your
#   family pieces in them. Your **Boss** counts as a family piece.
#
# > **Income = IFM x Assets**

# %% [markdown]
# So spread your family out: three Family Members in one district count only **once**.

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### Where family pieces do not count (extension)

# %% [markdown] tags=["extension"]
# Family pieces do not count in a park, on the water, at an airport or in another player's district,
# and kidnapped ones do not count either.

# %% [markdown]
# ## 3. The rulebook's four examples
#
# The rulebook follows one player through four examples. We chose the places: her family is in
# Bensonhurst (Brooklyn) and the districts around it. **R** marks a district she controls.
#
# **Example 1:** six districts, and her Boss and five Family Members each stand alone in one. Work it
# out first: what are her assets, her IFM and her income?

# %%
from mobgames.bloodfeud import income
from mobgames.bloodfeud.examples import DISTRICTS, income_example

game, player = income_example(1)
print(income(game, player).explain())
game.svg(width=640, focus=DISTRICTS)

# %% [markdown]
# **Example 2:** the same districts, but three family pieces stand together in Bensonhurst, to be
# safer. IFM falls from 6 to 4.

# %%
game, player = income_example(2)
print(income(game, player).explain())
game.svg(width=640, focus=DISTRICTS)

# %% [markdown]
# **Example 3:** she has lost three family pieces, but she controls eight districts, with an Illicit
# Activity (**<span>&#36;</span>**) and a Penthouse Palace (**P**).

# %%
game, player = income_example(3)
print(income(game, player).explain())
game.svg(width=640, focus=DISTRICTS)

# %% [markdown]
# **Example 4:** she killed the Blue Boss, so his Family Members work for her now. Spread out, her
# eight family pieces give IFM 8.
#
# > **A misprint.** The rulebook says *four* Family Members here, but its numbers need *five*. We
# > use five.

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

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 4. The revenue table (extension)

# %% [markdown] tags=["extension"]
# The Player Card has a **Revenue Table**, so that nobody needs to multiply at the table: find your
# assets on the left and your IFM along the top. Here are its first rows. (The full card goes up to
# <span>&#36;</span>650 and x13; the rulebook's *grand* table goes further.)

# %% tags=["extension"]
from mobgames.bloodfeud import revenue_table

revenue_table(assets=range(10, 160, 10), ifm=range(1, 14))

# %% [markdown]
# ## 5. The income explorer
#
# ### Try it: beat example 1
#
# Click a space. With the buttons, move a family piece there, take or give up the district, or
# build in it. The numbers change at once. Can you earn more than example 1 with the same six
# family pieces?

# %%
from mobgames.widgets import IncomeExplorer

IncomeExplorer(example=1)

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 6. Winning by income (extension)

# %% [markdown] tags=["extension"]
# If you **earn 6,000 dollars or more** in one Factor Income phase, you win at once: this is called
# **Incontestable Dominance**. Money you have saved does not count; only what you earn in that one
# phase. For example, 11 Independent Family Members and assets of 560 dollars:

# %% tags=["extension"]
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
# Short adjectives take *-er*, *-est*; long ones take *more*, *the most*. *Good* and *bad* are
# irregular.

# %% [markdown] tags=["language-focus"]
# The engine compares the Player Card's **Thug**, **Henchman** and **Hit Man** by their prices and
# moves:

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
# The four incomes of the rulebook's examples. Which example earns the most?

# %% tags=["language-focus"]
from mobgames.bloodfeud import income
from mobgames.bloodfeud.examples import income_example

amounts = {n: income(*income_example(n)).amount for n in range(1, 5)}
for a, b in [(1, 2), (3, 1), (4, 3)]:
    word = engine_fact(f"bf.compare:income:{a}:{b}")
    print(f"Example {a} (${amounts[a]:,}) earns {word} money than example {b} (${amounts[b]:,}).")
top = max(amounts, key=amounts.get)
print(f"Example {top} earns the most money: ${amounts[top]:,}.")

# %% [markdown] tags=["language-focus", "extension"] jp-MarkdownHeadingCollapsed=true
# ### Full or simple? (extension)

# %% [markdown] tags=["language-focus", "extension"]
# The engine can explain an income in full, or simply, in short sentences. Here is example 2 both
# ways. Which one is easier to read for you, and why? Answer with a comparative: *The simple text is
# longer, but it is ...*

# %% tags=["language-focus", "extension"]
result = income(*income_example(2))
print("In full: ", result.explain())
print("Simply:  ", result.explain_simply())

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Make two positions in the income explorer (section 5) and compare them with a partner. The success
# criteria say what a good comparison has; open the model answer after you have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("bloodfeud/02_family_and_income")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The new words of this chapter, and one from chapter 1 to review. Choose a language for a
# translation column; the link under the table gives a page to print.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="bloodfeud/02_family_and_income")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("bloodfeud/02_family_and_income")
