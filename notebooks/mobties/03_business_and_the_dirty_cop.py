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
# # Mob Ties, chapter 3: Business and the Dirty Cop
#
# In the Business phase the rackets pay out. In this chapter you will learn who collects a
# racket's money, what happens in a tie, and how to say a rule with *can*, *may* and *must*. Then
# come Favor Cards, the Dirty Cop and Armed Robbery. The sections marked *(extension)* are folded:
# open them in a 90-minute lesson or for homework.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span>

# %%
from mobgames.teaching import teacher_notes

teacher_notes("mobties/03_business_and_the_dirty_cop", collapsed=True)

# %% [markdown]
# ## 1. Collecting the rackets
#
# The **Business phase** is the second phase of a round. It starts at **the Docks** and goes
# clockwise round the board. In every racket with mobsters in it, there is a Show of Respect. The
# winner collects the **racket value** from the **Bookie**, the player who looks after the bank. An
# empty racket pays nothing, and the Mansion has no racket at all.

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.core.table import Table
from mobgames.mobties import clockwise, racket_value
from mobgames.mobties.cards import place_name
from mobgames.mobties.rules import cap

Table(["Location", "Pays in a game of four"],
      [(cap(place_name(loc)), f"${racket_value(loc, 4)}k" if racket_value(loc, 4) else "nothing: no racket")
       for loc in clockwise()],
      caption="Business, clockwise from the Docks")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### Where the numbers come from (extension)

# %% [markdown] tags=["extension"]
# > **Reconstructed.** The Docks' value is not in the rulebook's table; we worked it out from the
# > example below (chapter 1 explains). The rulebook also gives two different clockwise orders; we use
# > the board's (chapter 1, section 6).

# %% [markdown]
# ## 2. A tie in the Docks (the rulebook's example)
#
# There are five players, so the Docks pay **<span>&#36;</span>35k**. Blue's Associate and Driver (1 + 1
# respect) are in the Docks with Green's Made Man (2): a **tie**. Tied players may agree to
# **split** the money. If one of them says no, the **Don** decides, and he may ask for a price.
#
# Red is the Don. Blue says no to a split and offers the Don <span>&#36;</span>10k, and the Don chooses
# Blue. Press **Step ▶** to follow the story one step at a time.

# %%
from mobgames.mobties import Action, examples
from mobgames.mobties.examples import DOCKS_TIE
from mobgames.widgets import StoryStepper

# The rulebook's Docks tie (the same steps as the mt_docks_tie role-play card): both vote for
# themselves, Blue refuses to split, pays the Don $10k, and the Don picks Blue.
StoryStepper(*examples.walkthrough("docks_tie"), title="A tie in the Docks")

# %% [markdown]
# In the end Blue keeps <span>&#36;</span>25k of the Docks' money and the Don gets <span>&#36;</span>10k, as in
# the rulebook. A player can offer only money he has: Blue cannot offer the Don more than his
# <span>&#36;</span>25k.

# %%
# NBVAL_CHECK_OUTPUT
from mobgames.core.text import each

game = examples.docks_tie()
before = dict(game.cash)
print("Blue tries to offer the Don $100k. The engine says:",
      game.why_not(Action.deal("Blue", "Red", 100, vote="Blue")))
game.play(DOCKS_TIE)
print(f"The Docks pay ${racket_value('docks', game.n)}k in a game of {game.n} players.")
print("Money won:", each({p: game.cash[p] - before[p] for p in ("Blue", "Red", "Green")}, "${}k") + ".")

# %% [markdown]
# ### If they agree to split
#
# If every tied player agrees, they share the money equally. We pay only whole thousands, so the
# odd <span>&#36;</span>1k of the Docks stays with the Bookie (the rulebook does not say; this is our choice).

# %%
from mobgames.mobties.examples import DOCKS_SPLIT as SPLIT

# Both vote for themselves, then both agree to split.
StoryStepper(*examples.walkthrough("docks_tie/split"), title="The Docks tie, split")

# %%
# NBVAL_CHECK_OUTPUT
game = examples.docks_tie()
for event in game.play(SPLIT):
    if event.kind in ("cash", "split"):
        print(event.text)

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ### Try it: you decide (extension)

# %% [markdown] tags=["extension"]
# Play the Docks tie again. You decide for Blue, Green and Red, the Don; the computer plays Yellow
# and Black. Press the buttons to vote, to split or to refuse. Use the **deal row** to pay the Don
# (choose the payer, the Don, the amount and the tie-break), or to make him an offer.
#
# Try: this time Green pays the Don <span>&#36;</span>15k. Who collects the Docks' money? Then press **Start
# again** and let both players agree to split. Is a split better or worse for Blue than the Don's choice?

# %% tags=["extension"]
from mobgames.mobties.bots import simple_bot
from mobgames.widgets import Playground

Playground(examples.docks_tie, players=["Blue", "Green", "Red"], bot=simple_bot, title="The Docks tie: you decide")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 3. Buying and swapping Favor Cards (extension)

# %% [markdown] tags=["extension"]
# After the rackets, each player in turn (the Don first) may:
#
# * **buy** a Favor Card for **<span>&#36;</span>25k**: **draw** two cards, keep one, and put the other at the
#   bottom of the deck. You may buy as many as you can pay for.
# * **swap**: put two cards from your hand on the discard pile, then draw two and keep one. We allow
#   this once in each Business phase (our choice).
#
# This is the only time in the round when you may buy or throw away cards. Here Red, the Don, has
# <span>&#36;</span>50k. Nobody is in a racket, so the buying starts at once. Red buys two cards.

# %% [markdown] tags=["extension"]
# ### Try it: what if other cards had come?
#
# The cards Red draws are steps too. Step to one of them: a list, **What if instead**, shows every
# card that could have come, as likely as there are copies left in the deck. Choose another card;
# the story is told again from there, and Red keeps the first card he is offered, as before.
# **The rulebook's outcome** puts the card back.
#
# Ask the class: which card does Red keep now? Does anything else in the story change?

# %% tags=["extension"]
# Red buys twice and keeps the first of the two cards drawn each time (examples.BUYING).
from mobgames.mobties.examples import BUYING

# Each card drawn is a step of its own (the story's start asks for them): see the Try it below.
StoryStepper(*examples.walkthrough("buying_cards"), title="Red buys Favor Cards")

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
game = examples.buying_cards()
game.play(BUYING)
can_buy = any(a.kind == "buy" for a in game.legal_actions())
print(f"Red has ${game.cash['Red']}k and {len(game.hands['Red'])} Favor Cards.")
print(f"Can Red buy a third card? {'Yes' if can_buy else 'No'}: a card costs $25k.")

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 4. The Dirty Cop (extension)

# %% [markdown] tags=["extension"]
# A **Dirty Cop** works in **the Diner**. The winner in the Diner may **give up the Diner's money** to
# **bribe** him. Then that player secretly sees the Fed cards that come this round, before anybody
# moves. They can move away from danger, lead rivals into a trap, or sell the news. But they must not
# show the cards to anybody.
#
# Here Red's Associate wins the Diner, and Red bribes the Dirty Cop. Blue, the Don, has his Capo in
# the Docks.

# %% tags=["extension"]
def bribe_the_cop(g):
    """Red bribes the Dirty Cop when the Diner asks; the computer decides everything else."""
    return Action("Red", "bribe", where="diner") if g.decision.kind == "diner" else simple_bot(g)


StoryStepper(examples.dirty_cop, bribe_the_cop, until=lambda g: g.dirty_cop == "Red", title="The Dirty Cop")

# %% [markdown] tags=["extension"]
# Each player sees only what the rules allow. Red sees the coming Fed cards; the others do not:

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
game = examples.dirty_cop()
while game.dirty_cop != "Red":
    game.apply(bribe_the_cop(game))
Table(["Player", "Sees of this round's Fed cards"],
      [(p, ", ".join(game.view(p).get("coming_feds") or ["nothing"])) for p in game.players],
      caption="After the bribe")

# %% [markdown] tags=["extension"]
# Red now knows the Feds are coming to the Docks, where Blue's Capo stands. Red could sell this news
# to Blue, or keep quiet.

# %% [markdown] tags=["extension"] jp-MarkdownHeadingCollapsed=true
# ## 5. Armed Robbery (extension)

# %% [markdown] tags=["extension"]
# One Favor Card is played in the Business phase: **Armed Robbery**. When a rival wins a racket where
# you also have a mobster, you can play it. The winner then chooses: give you the racket's money, or
# take a level 2 attack (chapter 5 explains attacks).
#
# Blue's Capo wins Kitty's. Red's Associate is there too, with an Armed Robbery card. Blue has no
# card to defend with, so Blue hands over the money.

# %% tags=["extension"]
from mobgames.mobties.examples import ROBBERY

# Blue and Red vote for themselves, Red plays the Armed Robbery, and Blue hands over the money.
StoryStepper(*examples.walkthrough("armed_robbery"), title="Armed Robbery in Kitty's")

# %% [markdown] tags=["extension"]
# What each choice of Blue's brings, told by the engine:

# %% tags=["extension"]
# NBVAL_CHECK_OUTPUT
rows = []
for choice, words in (("forfeit", "Hand over the money"), ("fight", "Refuse, and face the attack")):
    game = examples.armed_robbery()
    for action in ROBBERY[:3] + [Action("Blue", choice, where="kittys")]:
        game.apply(action)
    told = [e.text for e in game.log if e.kind in ("cash", "kill")]
    rows.append((words, " ".join(told)))
Table(["Blue's choice", "What happens"], rows, caption="Armed Robbery: the winner chooses")

# %% [markdown] tags=["extension"]
# ### Try it: rob or not?
#
# You are Red and Blue. As Red, choose: play the Armed Robbery card, or not. As Blue, choose: hand over
# the money, or face the attack. Press **Undo** to try the other choice. Who has more money after
# each choice?

# %% tags=["extension"]
Playground(examples.armed_robbery, players=["Red", "Blue"], bot=simple_bot, title="Armed Robbery: you decide")

# %% [markdown] tags=["language-focus"]
# ## Language focus: rules with can, may and must
#
# Rules say what players are allowed to do, and what they have to do.
#
# * **can** and **may**: it is allowed. *May* is more formal; rulebooks like it. Tied players
#   **can** split the money. The Don **may** ask for a price.
# * **must**: it is necessary. If the tied players do not split, the Don **must** break the tie.
# * **must not**: it is not allowed. Under Honor Among Thieves you **must not** break a paid deal.
# * **cannot** (**can't**): it is not possible. Blue **cannot** pay more money than he has.
#
# After a modal verb, use the verb without *to* and without *-s*: the Don may ask (not ~~may to
# ask~~, not ~~may asks~~).

# %% [markdown] tags=["language-focus"]
# The engine tells each step of this chapter's examples in full and in simple sentences; the last
# column turns it into a rule with a modal verb. Read a step aloud, then the rule.

# %% tags=["language-focus"]
# Each kind of step from the examples above, at both narration levels, with the rule behind it.
RULES = {"split": "A tied player may refuse to split.",
         "deal": "A tied player can pay the Don for his help.",
         "tie": "If the players do not split, the Don must break the tie.",
         "buy": "You can buy a Favor Card for $25k, as often as you can pay.",
         "bribe": "The winner in the Diner may give up its money to bribe the Dirty Cop.",
         "play": "A rival in the racket can play Armed Robbery on the winner."}
stories = []
for start, steps in ((examples.docks_tie, DOCKS_TIE), (examples.buying_cards, BUYING[:2]),
                     (examples.dirty_cop, None), (examples.armed_robbery, ROBBERY)):
    game = start()
    if steps is None:
        while game.dirty_cop != "Red":
            stories += game.apply(bribe_the_cop(game))
    else:
        stories += game.play(steps)
first = {}
for event in stories:
    if event.kind in RULES and event.kind not in first:
        first[event.kind] = event
Table(["Full narration", "Simple narration", "The rule"],
      [(e.full, e.simple, RULES[kind]) for kind, e in first.items()], caption="From a step to a rule")

# %% [markdown] tags=["language-focus"]
# When a player tries something the rules do not allow, the engine says no, often with *cannot*:

# %% tags=["language-focus"]
game = examples.docks_tie()
print("Blue tries to pay himself $10k:", game.why_not(Action.deal("Blue", "Blue", 10)))
print("Blue tries to offer the Don $100k:", game.why_not(Action.deal("Blue", "Red", 100, vote="Blue")))
game.play(DOCKS_TIE[:4])
print("After Blue's deal, Green tries to pay the Don $15k:",
      game.why_not(Action.deal("Green", "Red", 15, vote="Green")))

# %% [markdown] tags=["language-focus"]
# ### Now you
#
# Play the Docks tie in groups of three: Blue, Green and Red, the Don. Say what each player can, may
# or must do, then bargain. The role-play card gives each player a goal. Open the model answer only
# after you have tried.

# %% tags=["language-focus"]
from mobgames.widgets import NowYou   # the task, and its model answer read aloud

NowYou("mobties/03_business_and_the_dirty_cop")

# %% [markdown] tags=["language-focus"]
# ### Word bank
#
# The new words, and words to review from chapters 1 and 2, with pronunciation, meaning, an example
# and a translation. The link under the table gives a page to print.

# %% tags=["language-focus"]
from mobgames.widgets import GlossaryPanel

GlossaryPanel(chapter="mobties/03_business_and_the_dirty_cop")

# %% [markdown] tags=["language-focus"]
# ### Exercises
#
# Answer each exercise, then press **Check**.

# %% tags=["language-focus"]
from mobgames.widgets import ExerciseSet

ExerciseSet("mobties/03_business_and_the_dirty_cop")
