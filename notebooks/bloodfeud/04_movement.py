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
# # Blood Feud in New York, chapter 4: Movement
#
# In this chapter you will learn how far each piece can go and what it captures, and how to say rules
# with *can*, *must*, *may* and *don't have to*. The sections marked *(extension)* are folded: open
# them in a 90-minute lesson or for homework.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("bloodfeud/04_movement", collapsed=True)

# %% [markdown]
# ## 1. Stepping in
#
# Each person has **movement points**: the Boss, Family Members and Thugs have **1**; Henchmen and
# Hit Men have **2**. One point moves a piece into a neighboring space.
#
# A person **steps into** every space it enters, and **captures** each district it steps into if
# nobody defends it. A Boss, a Family Member or a Thug captures at most **one** district a turn;
# Henchmen and Hit Men can capture **two**.

# %% [markdown]
# You may not walk into a space where another player's people stand: that is an attack (chapter 3).
#
# In the explorer, choose a piece: it can go to the green spaces. Click a space to see the route, or
# to read why not.

# %%
from mobgames.widgets import MovementExplorer

MovementExplorer("stepping in")

# %% [markdown]
# ## 2. Corners and bridges
#
# Two spaces that meet only at a corner are **not** neighbors: nobody moves across a corner. On foot,
# you cross water only on a **bridge**. Try the Thug in Lincoln Square, then the Boss in Fort Lee.

# %%
MovementExplorer("corners")

# %%
MovementExplorer("bridges")

# %% [markdown]
# The engine says the same in words:

# %%
# NBVAL_CHECK_OUTPUT
# The tests compare this output with the engine every time the tutorial is built.
from mobgames.bloodfeud import reachable, why_not
from mobgames.bloodfeud.examples import movement_example
from mobgames.core.text import and_list

game, player, _ = movement_example("corners")
thug = next(iter(game.units))
places = and_list(game.board.space(s).name for s in sorted(reachable(game, thug)))
print(f"From Lincoln Square the Thug can go to {places}.")
print(why_not(game, thug, "times_square"))

# %% [markdown]
# ## 3. Vehicles
#
# * A **Limousine**: up to **4** spaces, through city districts only; it carries 5 people.
# * A **Speedboat**: up to **5** spaces on the water; it carries 5. Leaving a shore costs a point, and
#   so does touching one to dock or to land people.
# * A **Helicopter**: up to **9** spaces over anything; it carries 3. It must **land** in a district
#   you control, or at an airport for a <span>&#36;</span>20 fee.
#
# A ride costs a person **one** movement point, so a Henchman or a Hit Man can also walk one space
# before or after it. A Thug can only ride.

# %% [markdown]
# People in a vehicle **travel through** districts: they capture **only** the district where they get
# out.

# %%
MovementExplorer("combination")

# %%
MovementExplorer("helicopter")

# %%
MovementExplorer("speedboat")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### A helicopter attack needs a flight plan (extension)

# %% [markdown] tags=["extension"]
# A helicopter never makes a suicide attack. Before it attacks, its owner names the whole route,
# the **flight plan**: over the target and on to a place where it may land. After the battle the
# helicopter keeps to that plan; its surviving passengers choose to step into the district, or to
# fly on.
#
# Here Ana's Hit Man and Thug fly from Ozone Park over East New York (Ben's, guarded by one Thug) to
# Canarsie, which Ana controls. Press **Step ▶** to follow Ana's decisions one at a time: she
# attacks, sends the Helicopter with its flight plan, starts the battle, and lets one passenger step
# in. **◀ Back** goes back; **Run to the end** shows everything.

# %% tags=["extension"]
from mobgames.bloodfeud import examples
from mobgames.bloodfeud.examples import helicopter_attack, helicopter_attack_steps
from mobgames.widgets import StoryStepper

# Ana's four decisions (helicopter_attack_steps): attack, send the Helicopter, strike, step in.
StoryStepper(*examples.walkthrough("helicopter_attack"))

# %% [markdown] tags=["extension"]
# The whole story: the Hit Man's sneak attack rolls a 10, the Helicopter flies on to Canarsie, and
# only the Hit Man steps into East New York.

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
# The tests compare this story with the engine every time the tutorial is built.
game = helicopter_attack()
for event in game.play(helicopter_attack_steps()):
    if event.kind in ("attack", "roll", "kill", "outcome", "flight", "capture"):
        print(event.text)

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 4. Blocking (extension)

# %% [markdown] tags=["extension"]
# A piece in a space can stop some pieces from passing through it:
#
# | On | Who blocks whom |
# |---|---|
# | Land | People block people. Limousines block limousines and people. Corrupt Precincts stop limousines and people. Helicopters block limousines and people. |
# | Water | Speedboats block speedboats. |
# | Air | Only helicopters block helicopters. |
#
# A blocker may also let you pass: the rules leave that to its owner. Here every blocker blocks.

# %% [markdown] tags=["extension"]
# In this position Ben's Thug stands in Dyker Heights. It blocks Ana's Henchman on foot, but Ana's
# Limousine drives past it: people on foot cannot chase a limousine. Ben's Limousine in Borough Park,
# with a Thug to guard it, blocks Ana's Limousine. Ben's Corrupt Precinct in Gravesend stops Ana's
# pieces for the rest of the turn: they may enter, but not go on.
#
# Stepping into a rival's precinct district does not capture it. To take it (the district and the
# precinct), the player who steps in must pay a **premium**: <span>&#36;</span>100 more than the last price paid for
# the precinct, so <span>&#36;</span>230 the first time. Here Ana has no money, so her Henchman can step into
# Gravesend, but the district stays with Ben.

# %% tags=["extension"]
MovementExplorer("blocking")

# %% [markdown] tags=["extension"]
# ### Try it: your own moves
#
# Choose a position in the **Position** list and a piece in the **Piece** list. Click a shaded space,
# read the route, and press **Make this move**. Then click a space that is *not* shaded and read
# why not. **Start again** puts the pieces back.
#
# Three challenges: capture two districts with one Henchman. Find the longest move of the Hit Man
# in the *Combination* position. Find a space where the Helicopter cannot land, and say why.

# %% tags=["extension"]
MovementExplorer("combination")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 5. Buying new pieces (extension)

# %% [markdown] tags=["extension"]
# Your turn ends with the Make Purchases phase. New people and vehicles are placed **with your
# Boss** in his city district, or at a **Penthouse Palace** you have owned since an earlier turn. A
# speedboat needs your Boss (or Penthouse) beside the water. Buildings go in any district you
# control, one per district.
#
# The box holds only so many pieces of each kind (for example 24 Thugs and 12 Illicit Activities;
# the rulebook gives no counts, so ours are reconstructed). When all of one kind are in play, nobody
# can buy another until one leaves the board.

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
from mobgames.bloodfeud import blank_game, buy

game = blank_game(["Ana", "Ben"], colours={"Ana": "Red", "Ben": "Blue"})
game.place("Ana", "boss", "bay_ridge")
game.set_control("bay_ridge", "Ana")
game.cash["Ana"] = 1000
buy(game, "Ana", "henchman")
buy(game, "Ana", "speedboat")
buy(game, "Ana", "illicit_activity", at="bay_ridge")
for event in game.log[-3:]:
    print(event)
print(f"Ana has ${game.cash['Ana']:,} left.")

# %% [markdown] tags=["extension"]
# The rulebook says where new pieces go in two different ways. What if the Boss is in a park, at an
# airport or on the water? Here is what we decided:

# %% tags=["extension"]
from mobgames.decisions import decisions_for_readers

decisions_for_readers(["bf-placement", "bf-bought-pieces-wait"])

# %% [markdown] tags=["language-focus"]
# ## Language focus: modal verbs for rules
#
# We use **modal verbs** for rules. After a modal verb, the next verb has no *to* and no *-s*: *a Thug
# can move*, not *can moves* or *can to move*.
#
# | Modal | Meaning | Example |
# |---|---|---|
# | **can** | it is possible, or allowed | A Henchman **can** capture two districts. |
# | **can't** (cannot) | it is not possible, or not allowed | A Thug **can't** cross a corner. |
# | **may** | it is allowed (more formal) | Invited pieces **may** walk in. |
# | **must** | it is necessary: the rules say so | A Helicopter **must** land. |
# | **mustn't** | it is not allowed | You **mustn't** walk into an enemy's space. |
# | **don't have to** | it is not necessary | You **don't have to** leave pieces in a district to keep it. |

# %% [markdown] tags=["language-focus"]
# Careful: *mustn't* means it is not allowed; *don't have to* means you are free to choose.
#
# The engine says where the Thug in Lincoln Square can go:

# %% tags=["language-focus"]
from mobgames.bloodfeud import reachable, why_not
from mobgames.bloodfeud.examples import movement_example
from mobgames.core.text import and_list

game, player, _ = movement_example("corners")
thug = next(iter(game.units))
places = and_list(game.board.space(s).name for s in sorted(reachable(game, thug)))
print(f"The Thug can go to {places}.")
for target in ("times_square", "murray_hill"):
    print(f"It can't go to {game.board.space(target).name}. Why not? {why_not(game, thug, target)}")

# %% [markdown] tags=["language-focus"]
# And the Helicopter in Midwood learns where it **must** land:

# %% tags=["language-focus"]
from mobgames.bloodfeud import catalogue

game, player, _ = movement_example("helicopter")
helicopter = next(u.id for u in game.units.values() if u.kind == "helicopter")
print("The Player Card:", catalogue()["helicopter"].special)
print("Can it land in Flatbush?", why_not(game, helicopter, "flatbush"))

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Choose a piece in an explorer above and tell a partner its rules, with modal verbs. The success
# criteria say what a good answer has; open the model answer only after you have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("bloodfeud/04_movement")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The new words of this chapter, and two from chapter 1 to review. Choose a language for a
# translation column; the link under the table gives a page to print.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="bloodfeud/04_movement")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("bloodfeud/04_movement")
