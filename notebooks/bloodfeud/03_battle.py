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
# # Blood Feud in New York, chapter 3: Battle
#
# In this chapter you will learn how a gun battle works, one die at a time, and who is wounded
# and who shoots first. The sections marked *(extension)* are folded: open them in a 90-minute
# lesson or for homework.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("bloodfeud/03_battle", collapsed=True)

# %% [markdown]
# ## 1. To hit
#
# Battles use a ten-sided die (the **0** means **10**). Each piece shoots once when its side rolls.
# A piece **hits** when the die shows its number *or more*:

# %%
from mobgames.bloodfeud import catalogue
from mobgames.bloodfeud.battle import WOUND_ORDER, hit_chance
from mobgames.core.table import Table

cards = catalogue()
Table(["Piece", "Hits on", "Chance to hit", "against a Penthouse"],
      [(cards[k].name, f"{cards[k].attack} or more", f"{float(hit_chance(k)):.0%}", f"{float(hit_chance(k, building='penthouse')):.0%}")
       for k in WOUND_ORDER],
      caption="Attack strength")

# %% [markdown]
# A building protects the **defender**: against a **Corrupt Precinct** every attacking shot needs
# **1 more**; against a **Penthouse Palace**, **3 more**. The defender's own shots do not change.

# %% [markdown]
# ## 2. Who is wounded, who shoots
#
# * A hit **wounds** the **least important** healthy enemy piece: Thugs first, then Henchmen, Hit
#   Men, Family Members, and the Boss last.
# * A wounded piece **falls**. It has **one parting shot** when its side next rolls, and then it dies.
# * When a side rolls, its **wounded pieces shoot first**, then the healthy ones.
# * **Hit Men** fire a **sneak attack** before anything else. It **kills** at once: no parting shot.

# %% [markdown]
# The order of a battle, the **Gun Battle Sequence**:
#
# 1. The attacker's Hit Men fire their sneak attack.
# 2. The attacker rolls: wounded first, then healthy. Then the attacker's wounded die.
# 3. The defender's wounded fall.
# 4. The defender rolls: wounded first, then healthy. Then the defender's wounded die.
# 5. The attacker's wounded fall.
# 6. Repeat from step 2 until one side is gone.

# %% [markdown] jp-MarkdownHeadingCollapsed=true tags=["extension"]
# ## 3. Three outcomes (extension)

# %% [markdown] tags=["extension"]
# * **The attacker wins:** the attacker captures the defender's vehicles, and the district too
#   (unless it has a Corrupt Precinct and the attacker does not pay the premium). The defender's
#   fallen Family Members are captured.
# * **The defender wins:** the attacker's vehicles are destroyed, and the attacker's fallen Family
#   Members are captured.
# * **Bloodbath:** everybody on both sides falls, and everybody dies. Nobody is kidnapped, the
#   attacker's vehicles are destroyed, and the district stays with the defender. A Boss who dies in
#   a bloodbath is still assassinated.
#
# The winner decides what happens to captured Family Members: **kidnap** them or kill them. When the
# defender wins, the game waits for the defender's answer, even in the attacker's turn.

# %% [markdown]
# ## 4. The rulebook's first battle: a bloodbath
#
# Two Henchmen attack a Thug and a Henchman in a district with a Corrupt Precinct, so the attackers
# need a 7, not a 6. The dice are the rulebook's: 7, 6, 9, 8, 7.
#
# Press **Step ▶** to throw one die at a time. Wounded pieces lie on their side; dead ones
# disappear. The piece that shoots has a **yellow ring**, the piece it hits a **dashed square**.

# %%
from mobgames.bloodfeud.examples import battle_example
from mobgames.widgets import BattleStepper

BattleStepper(battle_example(1))

# %% [markdown] jp-MarkdownHeadingCollapsed=true tags=["extension"]
# ### What if? (extension)

# %% [markdown] tags=["extension"]
# On each die, the list **What if this die showed** lets you give it another face: the
# battle is fought again from there, the later dice as they fell. Give the first die a 6 instead of
# the 7. Ask the class: does the attacker still hit? How does the battle end now? **The rulebook's
# dice** brings the battle back.
#
# The whole story, as the engine tells it, is folded away below: open it once you have stepped to
# the end, to read the battle again in one go.

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
# The tests compare this story with the engine every time the tutorial is built.
from mobgames.core.markup import Folded

Folded(battle_example(1).narration(), "The whole story (open it when you have stepped to the end)")

# %% [markdown] jp-MarkdownHeadingCollapsed=true tags=["extension"]
# ## 5. The second battle: Hit Men (extension)

# %% [markdown] tags=["extension"]
# Two Hit Men and a Thug attack four Thugs and a Family Member. The sneak attack kills two Thugs at
# once. In the end one Hit Man is left, and the defender's fallen Family Member is captured: the
# attacker may kidnap him for a ransom.

# %% tags=["extension"]
BattleStepper(battle_example(2))

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
# The end of the story, as the engine tells it (checked by the tests).
print(battle_example(2).events[-1].text)

# %% [markdown] jp-MarkdownHeadingCollapsed=true tags=["extension"]
# ## 6. The odds (extension)

# %% [markdown] tags=["extension"]
# Before you attack, you can work out the **exact** chance of each outcome. The engine does not guess
# by rolling many times: it follows every possible roll. For one Thug against one Thug, the attacker
# wins exactly **3 times in 8**.

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
from mobgames.bloodfeud import battle_odds

odds = battle_odds({"thug": 1}, {"thug": 1}, exact=True)   # exact: fractions, not rounded numbers
for outcome, label in (("attacker", "The attacker wins"), ("defender", "The defender wins"),
                       ("bloodbath", "It ends in a bloodbath")):
    p = odds[outcome]
    print(f"{label} {p.numerator} times in {p.denominator} ({float(p):.0%}).")

# %% [markdown] tags=["extension"]
# ### Try it: change the odds
#
# Change the pieces on each side or the building, and the chances and the survivors are worked out
# again. The bars under **Left standing** show the most likely survivors when each side wins.
# Can you find a battle that the attacker wins more than 9 times in 10?

# %% tags=["extension"]
from mobgames.widgets import OddsPanel

OddsPanel({"hitman": 2, "thug": 1}, {"thug": 4, "family": 1})

# %% [markdown] jp-MarkdownHeadingCollapsed=true tags=["extension"]
# ## 7. Build your own battle (extension)

# %% [markdown] tags=["extension"]
# ### Try it: fight your own battle
#
# Choose the pieces on each side, the defender's building and a **seed**. The same seed always gives
# the same dice, so a whole class can watch the same battle. Press **Fight!**, then tell the story of
# the battle to a partner.

# %% tags=["extension"]
from mobgames.widgets import BattleBuilder

BattleBuilder(attackers={"henchman": 2, "thug": 2}, defenders={"thug": 3, "family": 1}, seed=7)

# %% [markdown] tags=["language-focus"]
# ## Language focus: conditionals and sequence words
#
# **Rules with *if*.** A game rule is always true, so we use the present simple in both parts
# (the *zero conditional*):
#
# > **If** you **roll** 4 or more, you **hit**. &nbsp; **If** a piece **is** wounded, it **fires** one last shot.
#
# For a plan or a threat about one future moment, we use *will* in the second part (the *first
# conditional*): **If** you **attack** me, **I'll** shoot back.
#
# **Sequence words** put the steps of a battle in order: **first**, **then**, **next**, **after
# that**, **finally**; *now* says that something starts at this moment. The engine's *simple*
# narration uses *first*, *now* and *next*. Here is the start of the second battle, told the simple
# way:

# %% tags=["language-focus"]
import mobgames
from mobgames.bloodfeud.examples import battle_example

mobgames.set_narration("simple")
try:
    for event in battle_example(2).events[:13]:
        print(event.text)
finally:
    mobgames.set_narration("full")   # back to full sentences for the rest of the tutorial

# %% [markdown] tags=["language-focus"]
# The engine can also say each piece's rule as a conditional:

# %% tags=["language-focus"]
from mobgames.bloodfeud.battle import WOUND_ORDER, need_to_hit, piece_name

for kind in WOUND_ORDER:
    print(f"If a {piece_name(kind)} rolls {need_to_hit(kind, 'attacker', None)} or more, he hits.")
need = need_to_hit("henchman", "attacker", "precinct")
print(f"If the district has a Corrupt Precinct, an attacking Henchman needs {need} or more.")

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Tell a partner the story of a battle. The success criteria say what a good story has; open the
# model answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("bloodfeud/03_battle")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The new words of this chapter, and a word to review from chapter 1, with their
# pronunciation, meaning and an example. Choose a language for a translation column. The link under
# the table gives a page to print. In the battle stories, click, tap or hover over an underlined word
# to see what it means.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="bloodfeud/03_battle")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again; try as
# often as you like.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("bloodfeud/03_battle")
