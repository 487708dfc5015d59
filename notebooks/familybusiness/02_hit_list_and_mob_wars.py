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
# # Family Business, chapter 2: The Hit List and Mob Wars
#
# This chapter is about the Hit List and Mob Wars, and rules with *when*, *if* and the passive. The
# sections marked *(extension)* are folded: open them in a 90-minute lesson or for homework.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("familybusiness/02_hit_list_and_mob_wars", collapsed=True)

# %% [markdown]
# ## 1. The Hit List
#
# When a mobster is marked to die, he goes on the **Hit List**: a line of Mobster cards that starts
# at "the wall", the side of the box.
#
# * The first mobster in the line is **up against the wall**: he dies next.
# * A **Contract** makes another player put one of his own mobsters at the **end** of the list (or
#   against the wall if the list is empty).
# * A **Priority Contract** puts him at the **front**, up against the wall. Everybody else moves
#   one place back.
#
# A mobster on the list is still alive, and he still counts for his family.

# %% [markdown]
# Five mobsters on a Hit List. Ben's Harry "Pittsburgh Phil" Strauss is up against the wall:

# %%
from mobgames.core.table import Table
from mobgames.familybusiness.examples import war_breaks_out

listed = war_breaks_out()
Table(["Place", "Mobster", "Player"],
      [("1, up against the wall" if i == 0 else str(i + 1), listed.mobsters[m].name, listed.mobsters[m].owner)
       for i, m in enumerate(listed.hit_list)],
      caption="The Hit List, from the wall")

# %% [markdown]
# ## 2. What starts a Mob War
#
# Five things start a **Mob War**: a **Mob War**, **Vendetta** or **Ambush** card; **six or more**
# mobsters on the Hit List; or **six or fewer** mobsters left in the whole game. Nobody dies at
# once: the killing begins at the start of the **next** player's turn.
#
# Ana plays a Contract on Ben, and Ben puts a sixth mobster on the list. Press **Step ▶** twice:
# who dies at the start of Ben's turn?

# %%
from mobgames.familybusiness import examples
from mobgames.widgets import StoryStepper

# Ana plays a Contract on Ben; Ben puts Abraham "Pretty" Levine on the Hit List.
StoryStepper(*examples.walkthrough("war_breaks_out"), title="The sixth name on the Hit List")

# %% [markdown]
# ## 3. A Mob War, step by step
#
# While a war lasts, the mobster up against the wall is **eliminated** at the start of every
# turn: his card goes into the box. Then the player draws and plays as usual.
#
# Six mobsters are on the Hit List, and each player just discards a card. Press **Step ▶**:
# who dies, and when? What happens when the list is empty?

# %%
from mobgames.familybusiness.examples import discard_first, war_example

# Six steps: each time, the player whose turn it is discards the first card in his hand (discard_first).
StoryStepper(*examples.walkthrough("war_example"), title="A Mob War")

# %% [markdown]
# The whole story:

# %%
# NBVAL_CHECK_OUTPUT
war = war_example()
print("At the start, the Hit List is: "
      + "; ".join(f"{i}. {war.mobsters[m].name} ({war.mobsters[m].owner})" for i, m in enumerate(war.hit_list, 1)) + ".")
start = len(war.log)
for _ in range(6):
    war.apply(discard_first(war))
for event in war.log[start:]:
    print(event.full)

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 4. Double rate (extension)

# %% [markdown] tags=["extension"]
# After an **Ambush** or a **Vendetta**, the war runs at **double rate**: at the start of every
# turn, the **first two** mobsters on the list are eliminated. An Ambush during a war makes it double
# rate too. A **Mob War** card starts a war at the normal rate, one mobster a turn, or brings a
# double-rate war back to the normal rate.
#
# The engine plays each card (chapter 3 shows them all) and counts:

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
from mobgames.familybusiness.examples import card_example

rows = [(f"a {name} card" if name != "Ambush" else "an Ambush card", card_example(card).war)
        for card, name in (("mob_war", "Mob War"), ("ambush", "Ambush"), ("vendetta", "Vendetta"))]
rows.append(("six or more mobsters on the Hit List", war_example().war))
Table(["The war starts with", "Mobsters eliminated at the start of each turn"], rows,
      caption="Normal rate and double rate")

# %% [markdown]
# ## 5. The end of a war, and the end of a family
#
# A Mob War goes on **until** somebody plays a **Truce** card, or the Hit List is empty. But
# if a reason for a war is still there (six or more mobsters on the list, or six or fewer left in
# the game), a new war starts at once, at the normal rate.
#
# **As soon as** a player's last mobster dies, that player is **out**. The last player with
# mobsters left wins.

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### Our decision (extension)

# %% [markdown] tags=["extension"]
# A player whose last mobster dies is out at once, even in his own turn, and his cards go on the
# discard pile.
#
# > **Our decision.** A St. Valentine's Day Massacre, or a war at double rate, can kill the last
# > mobsters of two players at the same moment. The rulebook does not say who wins then. In this
# > tutorial the mobsters die one at a time, from the wall, and the game stops as soon as only one
# > player is left: that player wins.

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### Try it: you decide (extension)

# %% [markdown] tags=["extension"]
# You are Ana. A Mob War is on, and your Dutch Schultz is up against the wall: he dies at the start
# of Ben's turn, unless you do something. You hold six cards. Choose one in a list and press the button beside it,
# read the story, then press **Undo** and try another one. The computer plays Ben and Chen.
#
# * Which card saves Dutch, but lets the war go on?
# * Which card stops the war for everybody?
# * A Priority Contract on Ben: whose mobster is up against the wall now?
# * What happens to Dutch after an Ambush?

# %% tags=["extension"]
from mobgames.familybusiness.bots import bot
from mobgames.familybusiness.examples import war_choice
from mobgames.widgets import Playground

Playground(war_choice, players=["Ana"], bot=bot("fair", seed=1), title="You are Ana: save Dutch Schultz")

# %% [markdown] tags=["language-focus"]
# ## Language focus: when and if, and the passive
#
# **Rules with *when* and *if*.** A rule is always true, so both parts are in the present simple.
# Use **when** for something that is sure to happen, and **if** for something that may happen:
#
# > **When** six mobsters **are** on the Hit List, a Mob War **starts**.
# > **If** a war **is** on, the mobster up against the wall **dies** at the start of every turn.
#
# **The passive** puts the person who suffers first: *Strauss **is eliminated***. The active puts
# the doer first: *The Mob War **kills** Strauss.* Passive: *be* + past participle (*is eliminated,
# is put on the list, is canceled*).

# %% [markdown] tags=["language-focus"]
# The engine's **Full** sentences often use the passive, its **Simple** ones the active. Which
# verbs are passive?

# %% tags=["language-focus"]
examples = [war.log[start + 1], war.log[-1]]
examples += [e for card, kind in (("police_protection", "rescue"), ("family_influence", "cancel"))
             for e in card_example(card).log if e.kind == kind]
examples.append(next(e for e in card_example("ambush").log if e.kind == "war"))
Table(["Full", "Simple"], [(e.full, e.simple) for e in examples], caption="The same news, told two ways")

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Tell a partner what happens in a Mob War, with *when*, *if* and the passive. Open the model
# answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("familybusiness/02_hit_list_and_mob_wars")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The words of this chapter: pronunciation, meaning, an example and a translation. The link under
# the table gives a page to print.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="familybusiness/02_hit_list_and_mob_wars")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise and press **Check**; the feedback tells you what to look at again.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("familybusiness/02_hit_list_and_mob_wars")
