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
# # Blood Feud in New York, chapter 5: Negotiating
#
# In this chapter you will learn how pieces change hands in a sale and in a ransom, and how to make
# offers with *if* and *will*. The sections marked *(extension)* are folded: open them in a 90-minute
# lesson or for homework.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("bloodfeud/05_negotiating", collapsed=True)

# %% [markdown]
# ## 1. Talk is free, pieces are not
#
# Players may **negotiate** at any time, even in another player's turn: they talk, promise and pay.
# Two players who work together are **allies** in an **alliance**. But a **deal** that is only words, a
# **verbal agreement**, binds nobody: an ally can break it at any moment, even after taking money.
#
# Only **how pieces change hands** is strict, and the engine checks it.

# %% [markdown]
# ## 2. Handing pieces over through an empty district
#
# You can give, **trade** or sell your Henchmen, Hit Men, Thugs and vehicles, but not across the
# table:
#
# 1. The giver leaves the pieces in one of **his** city districts, without his Boss and his Family
#    Members.
# 2. In **her** own turn, while her pieces move, the receiver **steps** one of her people **into**
#    that district. She gets the district and **everything** in it.
# 3. The pieces she gets cannot move or attack again in this **game round**.

# %% [markdown]
# ### Try it: step through a sale
#
# Ana holds Richmond Hill with two Thugs and a Family Member. She has sold the Thugs to Ben, whose
# Henchman waits in Kew Gardens. Press **Step ▶** and watch the map: who is in Richmond Hill, and
# whose color is it? Why must the Family Member leave first?

# %%
# The position and the actions are in mobgames.bloodfeud.examples (story_start, story_script), so
# the tests and the exercises use the same story; story_map draws the part of the map where it
# happens, large enough for a projector.
from mobgames.bloodfeud import examples
from mobgames.bloodfeud.examples import story_events, story_script, story_start
from mobgames.widgets import StoryStepper, story_map

StoryStepper(*examples.walkthrough("sale"), picture=story_map("sale"), title="Ana sells two Thugs to Ben")

# %% [markdown]
# The engine's key sentences (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
sale = story_start("sale")
sale.play(story_script("sale"))
for event in sale.log:
    if event.kind in ("move", "turn", "hand_over"):
        print(event.text)
thugs = [u.id for u in sale.units.values() if u.kind == "thug"]
owner = sale.control["richmond_hill"]
if all(sale.units[t].owner == owner for t in thugs):
    print(f"Richmond Hill and the {len(thugs)} Thugs now belong to {owner}.")
if not any(sale.moves_of(t) for t in thugs):
    print("The Thugs cannot move again in this round.")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### When the engine says no (extension)

# %% [markdown] tags=["extension"]
# A hand-over is a gift, so the receiver pays no premium for a precinct in the district. The engine
# refuses a hand-over that breaks the rules, and it says why. Nothing changes. Here Ben tries to take
# Ozone Park, where Ana's Boss stands:

# %% tags=["extension"]
from mobgames.bloodfeud.actions import Action
from mobgames.core.errors import MobgamesError

henchman = next(u.id for u in sale.units.values() if u.owner == "Ben" and u.kind == "henchman")
print("Refused:", sale.why_not(Action("Ben", "hand_over", giver="Ana", district="ozone_park", stepper=henchman)))

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 3. Invitations (extension)

# %% [markdown] tags=["extension"]
# A player can **invite** another player's pieces into one of his city districts (never into a
# park, the water or an airport). Invited pieces walk in without a battle. The district stays with
# the host: the guests do not capture it.
#
# When an enemy attacks that district, the host and the guests defend **together, as one side**.
# The engine calls that side *Team* and the host's name.

# %% [markdown] tags=["extension"]
# ### Try it: an invitation, a battle and a betrayal
#
# Ana holds Jamaica with one Henchman. Ben's two Thugs stand next door in Kew Gardens, and Chen's
# Hit Man and Henchman wait in South Ozone Park. Ana is afraid of Chen, so she invites Ben in.
#
# Step through the story. Stop after each step and ask: what will happen next? Look for three
# moments: the Thugs walk in without a battle; Ana's and Ben's pieces fight Chen as one side,
# *Team Ana*; and at the end, Ana turns on her guests.

# %% [markdown] tags=["extension"]
# ### Try it: what if the dice had fallen differently?
#
# Every die of the battle is a step of the story. Step to the first
# one: Chen's Hit Man fires his sneak attack. Under **What if instead**, give him another roll: a 1
# misses, a 10 hits. The story is told again from there with the same decisions; where a step can no
# longer be made, the stepper says which one and why. **The rulebook's outcome** puts the die back.
# Ask the class: who wins the battle now? Can Ana still turn on her guests at the end?

# %% tags=["extension"]
# Every die of the battle is a step of its own (the story's start asks for them): see the Try it below.
StoryStepper(*examples.walkthrough("invitation"), picture=story_map("invitation"), title="Ana invites Ben into Jamaica")

# %% [markdown] tags=["extension"]
# The key sentences, as the engine tells them (checked by the tests):

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
for event in story_events("invitation"):
    if event.kind in ("invite", "attack", "allies", "start", "outcome", "betrayal"):
        print(event.text)

# %% [markdown] tags=["extension"]
# ### Betrayal
#
# Be careful with invitations! The host may turn on the guests **at any time**. The guests' people
# are killed and may not defend themselves; the host can **commandeer** their vehicles (take them
# for himself) and use them from the next round. That is what Ana did at the end of the story: she
# did not need Ben's Thugs any more.
#
# A host can also take the guests' pieces **alive**, as a gift: their Henchmen, Hit Men, Thugs and
# vehicles change sides. That is the second way to hand pieces over: the receiver invites them, the
# giver walks them into her district, and she takes them **in her own turn**. Again, they cannot
# act until the next round. A host can also take an invitation back.

# %% [markdown] tags=["extension"]
# Only **invited** pieces can be taken like this. Pieces that stand in your district for another
# reason (for example after a battle won without paying a precinct's premium) can only be removed
# in a battle.

# %% [markdown]
# ## 4. Kidnapped Family Members
#
# After a battle, the winner may **kidnap** the other side's fallen Family Members. They become
# **prisoners**, and their captor can use them in deals at any time:
#
# * **Ransom:** the captor names a price; if the family pays, the prisoner goes back to his Boss.
# * **Exchange:** two players swap prisoners, and each family gets its people back.
# * **Kill:** a dead prisoner goes back into the box.
#
# Every offer needs an answer, even in another player's turn.

# %% [markdown]
# ### Try it: you are Ben
#
# Ana holds two of Ben's Family Members, and Ben holds one of Ana's. Ana asks 300 dollars for one of
# his men; Ben has 500. Decide for Ben: **Accept the offer** or **Say no to the offer**. Then press
# **Undo** and try the other answer. What changes?

# %%
from mobgames.widgets import Playground


def ransom_offered():
    """The ransom story after its first step: Ana has named her price, and Ben must answer."""
    turns = story_start("ransom")
    turns.apply(story_script("ransom")[0])
    return turns


# (No map: prisoners and money do not show on it; the story under the buttons says what happens.)
Playground(ransom_offered, title="Ana asks Ben for a ransom", show_picture=False)

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### The rest of the story (extension)

# %% [markdown] tags=["extension"]
# In the whole story, Ben accepts and pays. Then Ana offers a swap, one prisoner each, and Ben
# accepts that too. (Checked by the tests.)

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
from mobgames.core.text import each

deal = story_start("ransom")
for event in deal.play(story_script("ransom")):
    print(event.text)
print("Cash now:", each(deal.cash, "${:,}") + ".")

# %% [markdown] tags=["extension"]
# Ana has no prisoners left, so a second ransom is refused, and nothing changes:

# %% tags=["extension"]
print("Refused:", deal.why_not(Action("Ana", "ransom", colour="Blue", amount=100, n=1)))

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 5. Promises: keep a deal book (extension)

# %% [markdown] tags=["extension"]
# Most deals are only words. For example:
#
# * Chen pays Ben to attack Ana (in Ben's turn).
# * Ana pays Ben **not** to attack her.
# * Ana and Ben share out the districts of Queens.
# * Two allies promise to warn each other before their alliance ends.
#
# The rules check none of these, and nobody has to keep them, even after money has changed hands.
# Sharing out districts is only a plan, too: to take a district, your people must still step into
# it while nobody else's people are there.

# %% [markdown] tags=["extension"]
# The engine moves money when one player pays another, but it does not remember what the money was
# for, or what anybody promised. So write your deals down, payments included. A class can keep a
# **deal book** like this one and read it out at the start of every round:

# %% tags=["extension"]
from mobgames.core.table import Table

deal_book = [
    (1, "Ana and Ben", "Ana does not attack Queens; Ben does not attack Brooklyn.", "until round 5"),
    (2, "Chen and Ben", "Chen pays Ben 200 dollars; Ben attacks Ana in Astoria this turn.", "this turn"),
    (2, "Ana and Ben", "Each warns the other one round before the alliance ends.", "no end"),
]
Table(["Round", "Who", "The deal", "How long"], deal_book, caption="Our deal book (the rules do not check it)")

# %% [markdown] tags=["extension"]
# In the next chapter you play a different goal: **Take Manhattan**.

# %% [markdown] tags=["language-focus"]
# ## Language focus: offers and conditions
#
# **Offers.** Use **if** + present simple for the condition, and **will** (*'ll*) for the promise (the
# *first conditional*). A threat works the same way:
#
# > **If** you **pay** me 300 dollars, **I'll let** him go. &nbsp; **If** you **don't pay**, **you'll** never see him again.
#
# **Polite questions** use *would* and *could*: *Would you accept 250 dollars?* **Answers:** *It's a
# deal. / That's too much. How about 200?*
#
# **Reporting a deal.** The engine uses the present simple and fixed patterns: **offer** (someone)
# **to** + verb, **pay** someone a ransom, **let** someone **go**, **hand** something **over to**
# someone. Its own sentences, full and simple:

# %% tags=["language-focus"]
for event in story_events("ransom")[:3] + story_events("sale")[-1:]:
    print("Full:  ", event.full)
    print("Simple:", event.simple)
    print()

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Negotiate a ransom in a group of three, with the role-play card. The success criteria say what a
# good negotiation has; open the model answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("bloodfeud/05_negotiating")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The new words of this chapter, and two from earlier chapters to review. Choose a language for a
# translation column; the link under the table gives a page to print.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="bloodfeud/05_negotiating")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again; try as
# often as you like.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("bloodfeud/05_negotiating")
