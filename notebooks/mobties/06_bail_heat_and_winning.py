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
# # Mob Ties, chapter 6: Bail, Heat and winning
#
# You will learn how to get a mobster out of Prison, when the game ends and who wins, and how to
# compare money (**more than**, **richer than**, **the richest**) and say what **will** happen. The
# sections marked *(extension)* are folded: open them in a 90-minute lesson or for homework.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("mobties/06_bail_heat_and_winning", collapsed=True)

# %% [markdown]
# ## 1. Bail
#
# After the Action phase comes the Bail phase. Each player (the Don first) may pay **bail** to get a
# mobster out of the Prison; he goes to the Streets. The price depends on the mobster (checked by
# the tests):

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.core.table import Table
from mobgames.mobties import KINDS

Table(["Mobster", "Respect", "Bail", "Worth at the end"],
      [(k.name, k.respect, f"${k.bail}k", f"${k.value}k") for k in KINDS.values()], caption="Bail")

# %% [markdown]
# Look at the last two columns: bail costs as much as the mobster's **cash value**, what he is worth
# at the end. So bail in the last round does not change your score; earlier, a free mobster can
# vote, collect money and fight.
#
# Pay bail **before** the Heat rises: when it rises, everybody in the Prison leaves the board for good.

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 2. The Heat Meter (extension)

# %% [markdown] tags=["extension"]
# The Heat Meter starts at level 1. Its level is the number of Fed cards that come in each Feds phase.
#
# In the Heat phase, count the mobsters in the Prison and in the Morgue. When there are **as many as
# there are players** (or more), the **heat** rises one level. Then mobsters leave the board until
# that many are gone: first everybody in the Prison, then dead mobsters from the Morgue. Any other
# dead mobsters stay in the Morgue and count towards the next rise.
#
# The Heat rises at most one level in each Heat phase (the rulebook does not say; this is our choice).

# %% [markdown] tags=["extension"]
# In this position (our own), three players have four mobsters in the Prison and the Morgue: Red's
# Hit Man is in the Prison, three others are dead. Red has 60k dollars and may pay the Hit Man's
# bail of 50k. Choose Red's decision, then step through it. Count the mobsters before and after.

# %% tags=["extension"]
from mobgames.mobties import examples
from mobgames.mobties.examples import RED_DECIDES, heat_rises
from mobgames.widgets import Chooser, StoryStepper


def heat_stepper(decision):
    """Red's one step: he pays the Hit Man's bail, or no bail (RED_DECIDES)."""
    return StoryStepper(*examples.walkthrough(f"heat_rises/{decision}"), title="The Heat rises")


Chooser(heat_stepper, {"decision": ("Red", [("pays the $50k bail", "bail"), ("pays no bail", "done")])})

# %% [markdown] tags=["extension"]
# Either way the Heat rises to level 2. What the engine says, and what is left (checked by the tests):

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
from mobgames.core.text import counted

for decision, words in (("bail", "If Red pays the bail"), ("done", "If Red pays no bail")):
    game = heat_rises()
    told = game.apply(RED_DECIDES[decision])
    print(f"{words}: {next(event.full for event in told if event.kind == 'heat')}")
    print(f"  Heat level {game.heat}. The Prison holds {counted(len(game.at('prison')), 'mobster')}, "
          f"the Morgue {counted(len(game.at('morgue')), 'mobster')}.")

# %% [markdown]
# ## 3. The end of the game
#
# In the Heat phase, count the mobsters in the Prison and the Morgue. When there are **as many as
# there are players** (or more), the **heat** rises one level on the **Heat Meter**, and that many
# mobsters leave the board (section 2 says which). At level 3, if the Heat would rise once more, the
# game ends at the end of that Heat phase.

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### More about the end (extension)

# %% [markdown] tags=["extension"]
# In other words: the game ends when three times as many mobsters as there are players have been
# killed or pinched.
#
# The rulebook misses one case. If the Feds close all six locations, no more Feds can come, and the
# Heat may never rise again. Then we end the game at the end of that round (our choice).

# %% [markdown]
# ### The rulebook's example
#
# Three players, Heat level 3. Red, the Don, kills Blue's last two mobsters: Blue is **eliminated**,
# with no mobster left. One of Green's mobsters is already in the Prison. Three mobsters in the
# Prison and the Morgue, one for each player: the game will end this round... unless Green pays the
# bail.
#
# Choose Green's decision, then step through. Before the last step, ask: *What will happen if Green
# pays? And if he doesn't?*

# %%
from mobgames.mobties import examples
from mobgames.mobties.examples import GREEN_DECIDES, LAST_ROUND


def last_round(decision):
    """Red's two attacks on Blue (LAST_ROUND), then Green's decision (GREEN_DECIDES)."""
    return StoryStepper(*examples.walkthrough(f"heat_end/{decision}"), title="The last round?")


Chooser(last_round, {"decision": ("Green", [("pays no bail", "done"), ("pays the $50k bail", "bail")])})

# %% [markdown]
# Blue and Green have no cards to play in their action turns; then Green decides. What the engine
# says (checked by the tests):

# %%
# NBVAL_CHECK_OUTPUT
for decision, words in (("done", "Green pays no bail"), ("bail", "Green pays the bail")):
    game = examples.heat_end()
    for action in LAST_ROUND:
        game.apply(action)
    told = game.apply(GREEN_DECIDES[decision])
    print(f"{words}:")
    for event in told:
        if event.kind in ("bail", "heat", "score", "win"):
            print("  " + event.full)
    print("  The game is over." if game.is_over else "  The game goes on.")

# %% [markdown]
# ## 4. Who wins?
#
# At the end, each player adds the worth of every **free** mobster (every mobster still **in play**)
# to their cash: 25k dollars for each point of respect. Mobsters in the Prison or the Morgue count
# for nothing. The richest player wins: in Mob Ties, **cash is king**.
#
# The score when Green pays no bail:

# %%
from mobgames.mobties.game import ON_BOARD
from mobgames.mobties.labels import mobster_name


def final_score(game):
    """The final score as a table: cash, free mobsters and total for each player, richest first."""
    scores = game.scores()
    rows = [(p, f"${game.cash[p]}k", ", ".join(mobster_name(game, m) for m in game.family(p, ON_BOARD)) or "none",
             f"${scores[p]}k") for p in sorted(game.players, key=lambda p: -scores[p])]
    return Table(["Player", "Cash", "Free mobsters", "Total"], rows, caption="Final score")


game = examples.bail_or_not()
game.apply(GREEN_DECIDES["done"])
final_score(game)

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### Try it: pay the bail? (extension)

# %% [markdown] tags=["extension"]
# Now you are **Green**, at the moment of the decision. Press **Pay <span>&#36;</span>50k bail for the Made Man**
# or **Pay no more bail**, and read the story: does the game end? Who is the richest? Then press **Undo** and try the
# other choice. If the game goes on, play on as Green: the computer plays Red and Blue.

# %% tags=["extension"]
from mobgames.mobties.bots import simple_bot
from mobgames.widgets import Playground

Playground(examples.bail_or_not, players=["Green"], bot=simple_bot, title="Green decides")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### Try it: a whole game (extension)

# %% [markdown] tags=["extension"]
# Watch the Heat rise in a whole game of four, played by the computer. Choose a game (each one has
# other cards and other dice), then press **Run to the end**. Read the last steps of the story and
# look at the board: how many rounds did the game last? Who is the richest at the end, and by how
# much? Compare two games.

# %% tags=["extension"]
from mobgames.mobties import new_game


def whole_game(seed):
    return StoryStepper(lambda: new_game(4, seed=seed), simple_bot, title="Four computer players")


Chooser(whole_game, {"seed": ("Game", [(f"Game {n}", n) for n in range(1, 7)])})

# %% [markdown] tags=["language-focus"]
# ## Language focus: comparing money, and the future
#
# **Comparing money:**
#
# > Red has **more** money **than** Green. Blue has **less** money **than** Green.
#
# > Red is **richer than** Green. Red is **the richest** player. Blue is **the poorest**.
#
# > Bail costs **as much as** the mobster is worth.
#
# For things you count, use **fewer than**: *two mobsters, **fewer than** the three players*.
#
# **The future.** Use **will** for what a rule makes happen, and the first conditional for a choice:
# *If Green pays the bail, the game **will** go on. If not, it **will** end this round.*
#
# The engine's sentences, and the money at the end:

# %% tags=["language-focus"]
ends = examples.bail_or_not()
ends_events = ends.apply(GREEN_DECIDES["done"])
goes_on = examples.bail_or_not()
goes_on_events = goes_on.apply(GREEN_DECIDES["bail"])
for event in [*[e for e in goes_on_events if e.kind == "heat"], *[e for e in ends_events if e.kind in ("score", "win")]]:
    print(f"Full:   {event.full}\nSimple: {event.simple}\n")
scores = ends.scores()
ranked = sorted(ends.players, key=lambda p: -scores[p])
for richer, poorer in zip(ranked, ranked[1:]):
    print(f"{richer} has ${scores[richer] - scores[poorer]}k more than {poorer}.")
print(f"{ranked[0]} is the richest player, and {ranked[-1]} is the poorest.")

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Should Green pay the bail? Bargain about it in groups of three, then tell the class what will
# happen. The success criteria say what a good answer has; open the model answer only after you
# have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("mobties/06_bail_heat_and_winning")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The chapter's words, with pronunciation, meaning and an example. Choose a language for a
# translation; the link under the table gives a page to print. In the stories, click or tap an
# underlined word for its meaning.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="mobties/06_bail_heat_and_winning")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**. The feedback tells you what to look at again.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("mobties/06_bail_heat_and_winning")
