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
# # Blood Feud in New York, chapter 5: Negotiating
#
# In this chapter you will learn:
#
# 1. how to give, trade or sell pieces to another player,
# 2. how an invitation works, and how a host can betray a guest,
# 3. how allies defend a district together,
# 4. how to ransom or swap kidnapped Family Members,
# 5. how to keep a record of the promises that the rules do not check.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("bloodfeud/05_negotiating", collapsed=True)

# %% [markdown]
# ## 1. Talk is free, pieces are not
#
# Players may **negotiate** at any time, even in another player's turn: they talk, promise and pay.
# Two players who agree to work together are **allies**, and their agreement is an **alliance**.
# But nobody has to keep a promise. An ally can break a **deal** at any moment, without a warning,
# even after money has changed hands. A deal that is only words is a **verbal agreement**.
#
# The rules are strict in one place only: **how pieces change hands**. The engine checks those
# moves. Everything else (who promised what to whom) is up to the players.

# %% [markdown]
# ## 2. Handing pieces over through an empty district
#
# You can give, **trade** or sell your Henchmen, Hit Men, Thugs and vehicles, but you cannot simply
# pass them across the table. Instead:
#
# 1. The giver leaves the pieces in one of **his** city districts. His Boss and his Family Members
#    must not be there.
# 2. In **her** own turn (in the Battle or Movement phase, while pieces move), the receiver
#    **steps** one of her people **into** that district. She takes the district and **everything**
#    in it: buildings, people and vehicles. No premium is paid for a precinct: this is a gift.
# 3. The pieces she gets cannot move or attack again in this **game round**. (Otherwise a piece
#    could move twice in one round: once for the giver, once for the receiver.)

# %% [markdown]
# ### Try it: step through a sale
#
# Ana holds Richmond Hill with two Thugs and a Family Member. She has sold the two Thugs to Ben.
# Ben's Henchman waits next door, in Kew Gardens.
#
# Press **Step ▶** to do one step, **◀ Back** to take it back, or **Run to the end**. Look at the
# map after each step: who is in Richmond Hill, and whose color is it? Then answer: why must the
# Family Member leave first?

# %%
# The position and the actions are in mobgames.bloodfeud.examples (story_start, story_script), so
# the tests and the exercises use the same story; story_map draws the part of the map where it
# happens, large enough for a projector.
from mobgames.bloodfeud.examples import story_events, story_script, story_start
from widgets import StoryStepper, story_map

StoryStepper(lambda: story_start("sale"), story_script("sale"), picture=story_map("sale"),
             title="Ana sells two Thugs to Ben")

# %% [markdown]
# The important sentences of the story, as the engine tells them (the tests check them):

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

# %% [markdown]
# The engine refuses a hand-over that breaks the rules, and it says why. Nothing changes. Here Ben
# tries to take Ozone Park, where Ana's Boss stands:

# %%
from mobgames.bloodfeud.actions import Action
from mobgames.core.errors import MobgamesError

henchman = next(u.id for u in sale.units.values() if u.owner == "Ben" and u.kind == "henchman")
print("Refused:", sale.why_not(Action("Ben", "hand_over", giver="Ana", district="ozone_park", stepper=henchman)))

# %% [markdown]
# ## 3. Invitations
#
# A player can **invite** another player's pieces into one of his city districts (never into a
# park, the water or an airport). Invited pieces walk in without a battle. The district stays with
# the host: the guests do not capture it.
#
# When an enemy attacks that district, the host and the guests defend **together, as one side**.
# The engine calls that side *Team* and the host's name.

# %% [markdown]
# ### Try it: an invitation, a battle and a betrayal
#
# Ana holds Jamaica with one Henchman. Ben's two Thugs stand next door in Kew Gardens, and Chen's
# Hit Man and Henchman wait in South Ozone Park. Ana is afraid of Chen, so she invites Ben in.
#
# Step through the story. Stop after each step and ask: what will happen next? Look for three
# moments: the Thugs walk in without a battle; Ana's and Ben's pieces fight Chen as one side,
# *Team Ana*; and at the end, Ana turns on her guests.

# %% [markdown]
# ### Try it: what if the dice had fallen differently?
#
# Every die of the battle is a step of the story. Step to the first
# one: Chen's Hit Man fires his sneak attack. Under **What if instead**, give him another roll: a 1
# misses, a 10 hits. The story is told again from there with the same decisions; where a step can no
# longer be made, the stepper says which one and why. **The rulebook's outcome** puts the die back.
# Ask the class: who wins the battle now? Can Ana still turn on her guests at the end?

# %%
from mobgames.core.chance import told

# Every die of the battle is a step of its own (the story's start asks for them): see the Try it below.
StoryStepper(*told(story_start("invitation"), story_script("invitation")), picture=story_map("invitation"),
             title="Ana invites Ben into Jamaica")

# %% [markdown]
# The key sentences, as the engine tells them (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
for event in story_events("invitation"):
    if event.kind in ("invite", "attack", "allies", "start", "outcome", "betrayal"):
        print(event.text)

# %% [markdown]
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

# %% [markdown]
# Only **invited** pieces can be taken like this. Pieces that stand in your district for another
# reason (for example after a battle won without paying a precinct's premium) can only be removed
# in a battle.

# %% [markdown]
# ## 4. Kidnapped Family Members
#
# When you win a battle, you may **kidnap** the other side's fallen Family Members. They become your
# **prisoners**, and you can use them in deals at any time, even in another player's turn:
#
# * **Ransom:** you name a price; if their family accepts, it pays and they go back to their Boss.
# * **Exchange:** you offer another player a swap of prisoners; if he accepts, each family gets its
#   own people back, with its Boss.
# * **Kill:** you may also kill a prisoner. He goes back into the box for ever.
#
# An offer needs an answer: the game waits for it, even in another player's turn.

# %% [markdown]
# ### Try it: you are Ben
#
# Ana holds two of Ben's (blue) Family Members, and Ben holds one of Ana's (red). Ben has 500
# dollars. Ana has just asked 300 dollars for one of Ben's men.
#
# Decide for Ben: press **Accept the offer** or **Say no to the offer**, and read what the engine
# says. Then press **Undo** and try the other answer. What changes? (After your answer, the buttons
# show what Ana could do next: you can offer Ben a swap, or kill a prisoner.)

# %%
from widgets import Playground


def ransom_offered():
    """The ransom story after its first step: Ana has named her price, and Ben must answer."""
    turns = story_start("ransom")
    turns.apply(story_script("ransom")[0])
    return turns


# (No map: prisoners and money do not show on it; the story under the buttons says what happens.)
Playground(ransom_offered, title="Ana asks Ben for a ransom", show_picture=False)

# %% [markdown]
# In the whole story, Ben accepts and pays. Then Ana offers a swap, one prisoner each, and Ben
# accepts that too. (Checked by the tests.)

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.core.text import each

deal = story_start("ransom")
for event in deal.play(story_script("ransom")):
    print(event.text)
print("Cash now:", each(deal.cash, "${:,}") + ".")

# %% [markdown]
# Ana has no prisoners left, so a second ransom is refused, and nothing changes:

# %%
print("Refused:", deal.why_not(Action("Ana", "ransom", colour="Blue", amount=100, n=1)))

# %% [markdown]
# ## 5. Promises: keep a deal book
#
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

# %% [markdown]
# The engine moves money when one player pays another, but it does not remember what the money was
# for, or what anybody promised. So write your deals down, payments included. A class can keep a
# **deal book** like this one and read it out at the start of every round:

# %%
from mobgames.core.table import Table

deal_book = [
    (1, "Ana and Ben", "Ana does not attack Queens; Ben does not attack Brooklyn.", "until round 5"),
    (2, "Chen and Ben", "Chen pays Ben 200 dollars; Ben attacks Ana in Astoria this turn.", "this turn"),
    (2, "Ana and Ben", "Each warns the other one round before the alliance ends.", "no end"),
]
Table(["Round", "Who", "The deal", "How long"], deal_book, caption="Our deal book (the rules do not check it)")

# %% [markdown]
# In the next chapter you play a different goal: **Take Manhattan**.

# %% [markdown] tags=["language-focus"]
# ## Language focus: offers and conditions
#
# **Making an offer.** A deal joins a condition and a promise. Use **if** + present simple for the
# condition, and **will** (*'ll*) for the promise (the *first conditional*):
#
# > **If** you **pay** me 300 dollars, **I'll let** him go. &nbsp; **If** you **attack** Ana, **I'll pay** you 100 dollars.
#
# A threat is a conditional too: *If you don't pay, you'll never see him again.*
#
# **Polite offers and questions** use *would* and *could*: *Would you accept 250 dollars? Could we
# share Queens?* **Answers:** *It's a deal. / That's too much. How about 200?*
#
# **Reporting a deal.** The engine tells deals in the present simple, with fixed verb patterns:
# **offer** (someone) **to** + verb, **pay** someone a ransom, **let** someone **go**, **hand**
# something **over to** someone. Here are its own sentences, first full, then simple:

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
from mobgames.teaching import speaking_task

speaking_task("bloodfeud/05_negotiating")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The new words of this chapter, and the words to review from earlier chapters, with their
# pronunciation, meaning and an example. Choose a language for a translation column. The link under
# the table gives a page to print.

# %% tags=["language-focus"]
from widgets import GlossaryPanel

GlossaryPanel(chapter="bloodfeud/05_negotiating")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again; try as
# often as you like. Teachers: the answers are behind **Show answers (teacher)**.

# %% tags=["language-focus"]
from widgets import ExerciseSet

ExerciseSet("bloodfeud/05_negotiating")
