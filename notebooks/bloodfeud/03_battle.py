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
# # Blood Feud in New York, chapter 3: Battle
#
# In this chapter you will learn:
#
# 1. how a gun battle works, one die at a time,
# 2. who gets wounded first, and who shoots first,
# 3. the three ways a battle can end,
# 4. how to work out the exact chances before you attack.
#
# Run each cell with **Shift + Enter**.

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
# A building protects the **defender**: if you attack a district with a **Corrupt Precinct**,
# every one of your shots needs **1 more**; with a **Penthouse Palace**, **3 more**. An attacking Thug
# then needs a 10. The defender's own shots do not change. (To attack a Corrupt Precinct you must also
# pay a &#36;50 bribe first.)
#
# ## 2. Who is wounded, who shoots
#
# * A hit **wounds** one enemy piece. Nobody chooses which: it is always the **least important**
#   healthy piece: Thugs first, then Henchmen, Hit Men, Family Members, and the Boss last.
# * A wounded piece **falls** (it lies on its side). It is allowed **one parting shot**, the next time
#   its own side rolls, and then it dies.
# * When a side rolls, its **wounded pieces shoot first**, then the healthy ones, each group from
#   least to most important. The side stops rolling as soon as every enemy piece is down.
# * **Hit Men** fire a **sneak attack** before anything else. A sneak attack **kills** at once: no
#   parting shot. The Hit Men then wait until the second round.
#
# The order of a battle (the *Gun Battle Sequence*):
#
# 1. The attacker's Hit Men fire their sneak attack.
# 2. The attacker rolls: wounded first, then healthy. Then the attacker's wounded die.
# 3. The defender's wounded fall.
# 4. The defender rolls: wounded first, then healthy. Then the defender's wounded die.
# 5. The attacker's wounded fall.
# 6. Repeat from step 2 until one side is gone.
#
# ## 3. Three outcomes
#
# * **The attacker wins:** the district is captured (unless it has a Corrupt Precinct whose premium
#   is not paid), with its vehicles; the defender's fallen Family Members are captured, to be
#   kidnapped or killed.
# * **The defender wins:** the attacker's vehicles are destroyed, and the attacker's fallen Family
#   Members are captured.
#
# Whoever wins decides what happens to the fallen Family Members: kidnap them or kill them. When the
# defender wins, the game waits for the defender's answer, even in the attacker's turn.
# * **Bloodbath:** everybody on both sides falls. Nobody is kidnapped, and the district stays with the
#   defender. A Boss who dies in a bloodbath is still assassinated.

# %% [markdown]
# ## 4. The rulebook's first battle: a bloodbath
#
# Two Henchmen attack a Thug and a Henchman in a district with a Corrupt Precinct. Because of the
# precinct, the attacking Henchmen need a 7 instead of a 6. The dice are the rulebook's own:
# 7, 6, 9, 8, 7.
#
# Press **Step ▶** to throw one die at a time, **◀ Back** to go back, or **Run to the end**.
# Wounded pieces lie on their side; dead ones disappear. The piece that shoots has a **yellow
# ring**, the piece it hits a **dashed square**, and each piece carries the number the story gives
# it ("Hit Man 1"). The letters are explained under the battlefield. Click or tap an underlined
# word in the story to see what it means.

# %%
from mobgames.bloodfeud.examples import battle_example
from widgets import BattleStepper

BattleStepper(battle_example(1))

# %% [markdown]
# The whole story, as the engine tells it (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
print(battle_example(1).narration())

# %% [markdown]
# ## 5. The second battle: Hit Men
#
# Two Hit Men and a Thug attack four Thugs and a Family Member. The sneak attack kills two Thugs at
# once. In the end one Hit Man is left, and the defender's fallen Family Member is captured: the
# attacker may kidnap him for a ransom.

# %%
BattleStepper(battle_example(2))

# %%
# NBVAL_CHECK_OUTPUT
result = battle_example(2).run()
print(result.outcome, result.attackers_left, result.captives)

# %% [markdown]
# ## 6. The odds
#
# Before you attack, you can work out the **exact** chance of each outcome. The engine does not guess
# by rolling many times: it follows every possible roll. For one Thug against one Thug, the attacker
# wins exactly **3 times in 8**.

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.bloodfeud import battle_odds

odds = battle_odds({"thug": 1}, {"thug": 1}, exact=True)
print({outcome: str(p) for outcome, p in odds.items()})

# %% [markdown]
# Try it yourself: change the pieces on each side or the building, and the chances and the
# survivors are worked out again. The bars under **Left standing** show the most likely survivors
# when each side wins.

# %%
from widgets import OddsPanel

OddsPanel({"hitman": 2, "thug": 1}, {"thug": 4, "family": 1})

# %% [markdown]
# ## 7. Build your own battle
#
# Choose the pieces on each side, the defender's building and a **seed**. The same seed always gives
# the same dice, so a whole class can watch the same battle. Press **Fight!**.

# %%
from widgets import BattleBuilder

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
# **Now you.** Tell a partner the Gun Battle Sequence with *first*, *then*, *next*, *after that*
# and *finally*. Then make three rules with *if*: *"If a Thug rolls 6, he misses."*

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The game words of this chapter, with a short meaning and an example. Click, tap or hover over an underlined word in the battle stories to see its meaning, too. (Teachers: add `lang="es"` or another language for a translation column; the [teacher's guide](../teachers_guide.ipynb) lists the languages.)

# %% tags=["language-focus"]
from mobgames.teaching import glossary_table

glossary_table(chapter="bloodfeud/03_battle")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again; try as often as you like. Teachers: the answers are behind **Show answers (teacher)**.

# %% tags=["language-focus"]
from widgets import ExerciseSet

ExerciseSet("bloodfeud/03_battle")
