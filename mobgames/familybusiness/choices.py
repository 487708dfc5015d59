"""The choices of a Family Business position: every legal action of the player the game waits
for (a card to play or discard, a counter, a choice a card asks for), made once per situation
and kept (random play and bots ask for them hundreds of times a game)."""

from __future__ import annotations

from .action import Action
from .cards import CARDS
from .effects import CONTRACTS

NEEDS_TARGETS = CONTRACTS | {"double_contract", "double_cross"}
# What a card's legal plays depend on (see plays); the rest are always playable, or never.
DEPENDS_ON = {**{c: "targets" for c in NEEDS_TARGETS},
              **{c: "listed" for c in ("police_protection", "take_it_on_the_lam", "substitution")},
              "pay_off": "owners", "federal_crackdown": "any_listed", "st_valentines_day_massacre": "any_listed",
              "intrigue": "two_listed", "truce": "war", "turncoat": "dead"}
LIMIT = 50000   # remembered lists at most (then they are made afresh)
_MADE: dict = {}
# (player, card or "choose"/"counter", what its plays depend on) -> the actions. The key says all
# the actions depend on (names, card ids, mobster ids), so lists are shared by every game.
_LISTS: dict = {}


def act(player: str, kind: str, card: str | None = None, target: str | None = None) -> Action:
    """An action the engine lists. Its values are known good, so it is not checked, and as
    actions are immutable each is made once and reused (random play lists thousands a game)."""
    key = (player, kind, card, target)
    a = _MADE.get(key)
    if a is None:
        args = {}
        if card is not None:
            args["card"] = card
        if target is not None:
            args["target"] = target
        if len(_MADE) > LIMIT:
            _MADE.clear()
        a = _MADE[key] = Action.trusted(player, kind, args)
    return a


def choose(me: str, options: tuple) -> list:
    """The answers to a choice a card asks for: one ``choose`` for each option, in its order."""
    key = (me, "choose", options)
    acts = _LISTS.get(key)
    if acts is None:
        acts = _remember(_LISTS, key, [act(me, "choose", None, m) for m in options])
    return acts


def counters(game, me: str, card: str) -> list:
    """The answers to ``card``: each Counter card in ``me``'s hand that answers it, or pass."""
    answers = CARDS[card].counters
    key = (me, "counter", tuple(c for c in dict.fromkeys(game.hands[me]) if c in answers))
    acts = _LISTS.get(key)
    if acts is None:
        acts = _remember(_LISTS, key, [act(me, "counter", c) for c in key[2]] + [act(me, "pass")])
    return acts


def listed(game, step, memo: dict) -> list:
    """Every legal action of the player ``step`` waits for. Random play asks for these lists
    hundreds of times a game, and the same situation always gives the same actions, so each
    card's list is made once and kept; ``memo`` keeps the game's situations (what the plays
    depend on) for the whole game."""
    if step.actions is not None:
        return step.actions   # (a counter or a choice lists its answers as it is asked)
    me, lists = step.player, _LISTS
    hand = dict.fromkeys(game.hands[me])
    # What the cards' plays can depend on, worked out once per situation (see DEPENDS_ON). Only
    # a death changes who owns how many mobsters, except a Turncoat: it forgets the situations.
    on_list = tuple(game.hit_list)
    skey = (me, on_list, len(game.dead), len(game.eliminated), not game.war)
    sit = memo.get(skey)
    if sit is None:
        mobsters = game.mobsters
        owners = tuple(dict.fromkeys([mobsters[m].owner for m in on_list]))
        sit = _remember(memo, skey, {None: None, "targets": targets(game, me), "listed": on_list, "owners": owners,
                                     "any_listed": not on_list, "two_listed": len(on_list) > 1,
                                     "war": not game.war, "dead": not game.dead})
    out = []
    for card in hand:
        key = (me, card, sit[DEPENDS_ON.get(card)])
        acts = lists.get(key)
        if acts is None:
            acts = _remember(lists, key, [act(me, "discard", card)] + plays(game, me, card, sit["targets"]))
        out += acts
    return out

def _remember(memo: dict, key: tuple, actions):
    if len(memo) > LIMIT:   # a very long run: start afresh rather than grow
        memo.clear()
    memo[key] = actions
    return actions

def targets(game, me: str) -> tuple[str, ...]:
    """The opponents who can be sent a contract: those with a mobster not yet listed."""
    opponents = game.opponents(me)
    if not game.hit_list:
        return tuple(opponents)
    mobsters, roster = game.mobsters, game.roster
    listed_owners = [mobsters[m].owner for m in game.hit_list]
    return tuple([t for t in opponents if len(roster[t]) > listed_owners.count(t)])

def plays(game, player: str, card: str, targets) -> list:
    """Every way to play one card now (a discard is always possible too)."""
    listed = game.hit_list
    if card in CONTRACTS or card == "double_contract":
        return [act(player, "play", card, t) for t in targets]
    if card in ("police_protection", "take_it_on_the_lam", "substitution"):
        return [act(player, "play", card, m) for m in listed]   # (a substitute is chosen next)
    if card == "pay_off":   # (one play per owner of a listed mobster)
        owners = dict.fromkeys(game.mobsters[m].owner for m in listed)
        return [act(player, "play", card, o) for o in owners]
    always = card in ("hit", "mob_war", "ambush", "vendetta")
    if (always or (card == "intrigue" and len(listed) > 1)
            or (card in ("federal_crackdown", "st_valentines_day_massacre") and listed)
            or (card == "truce" and game.war) or (card == "double_cross" and targets)
            or (card == "turncoat" and game.dead)):
        return [act(player, "play", card)]
    return []   # Counter cards are played only in answer to another card

