"""Family Business game state and turn flow.

The state is plain data plus an event log. Every choice a player makes is an action from
``legal_actions()``: the acting player's card play (or discard), an opponent's counter (or pass),
a contract target's choice of mobster. ``apply(action)`` checks the action first and changes
nothing when it is illegal. Chance (the shuffles) comes only from the injected dice object.

Multi-step cards (Double Cross, Vendetta, Intrigue, Turncoat) ask their choices one at a time:
each is a "choose" decision whose options are listed by ``legal_actions()``.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import NamedTuple, Sequence

from ..core.dice import Dice
from ..core.errors import IllegalAction, SetupError
from ..core.events import Event, narrate
from ..core.players import player_names, seeded_dice
from ..core.slug import slug
from ..core.text import a_an
from .cards import CARDS, DEFAULT_DECK, deck_counts, families

HAND = 5
WAR_LIST = 6        # six or more on the Hit List start a war
WAR_LEFT = 6        # six or fewer mobsters left in the game start a war
CONTRACTS = {"contract", "contract_no_mob_power", "contract_no_family_influence", "contract_iron_clad",
             "priority_contract"}
NEEDS_TARGETS = CONTRACTS | {"double_contract", "double_cross"}
# What a card's legal plays depend on (see _plays); the rest are always playable, or never.
DEPENDS_ON = {**{c: "targets" for c in NEEDS_TARGETS},
              **{c: "listed" for c in ("police_protection", "take_it_on_the_lam", "substitution", "pay_off")},
              "federal_crackdown": "any_listed", "st_valentines_day_massacre": "any_listed",
              "intrigue": "two_listed", "truce": "war", "turncoat": "dead"}


class Mobster(NamedTuple):
    id: str
    name: str
    family: str
    owner: str | None


class Action(NamedTuple):
    """One choice: ``kind`` is play, discard, counter, pass or choose. (A named tuple: random play
    creates many of them, and they compare by value.)"""

    player: str
    kind: str
    card: str | None = None
    target: str | None = None       # a player (contracts) or a mobster id (rescues, choices)

    def __str__(self) -> str:
        extra = f" on {self.target}" if self.target else ""
        return f"{self.player}: {self.kind} {self.card or ''}{extra}".strip()


class Decision:
    """Who must decide now, and what about: play (a card), counter (or pass), choose (an option)."""

    __slots__ = ("player", "kind", "context")

    def __init__(self, player: str, kind: str, context: dict | None = None):
        self.player, self.kind, self.context = player, kind, context if context is not None else {}

    def __repr__(self) -> str:
        return f"Decision({self.player!r}, {self.kind!r})"


class FBGame:
    def __init__(self, players: Sequence[str], dice: Dice, deck: str = DEFAULT_DECK, seed: int | None = None,
                 family_of: dict | None = None):
        self.players = list(players)
        self.dice, self.seed, self.deck_name = dice, seed, deck
        fams = families()
        self.family_of = family_of or {p: fams[i]["id"] for i, p in enumerate(self.players)}
        leader = {f: p for p, f in self.family_of.items()}
        self.mobsters: dict[str, Mobster] = {
            mid: Mobster(mid, name, fam, leader.get(fam)) for mid, name, fam in _all_mobsters()}
        # Each player's mobsters still in play (in front or listed); the dead leave the roster.
        self.roster = {p: [mid for mid, _, fam in _all_mobsters() if fam == self.family_of[p]] for p in self.players}
        self._owned = sum(len(r) for r in self.roster.values())
        self.hit_list: list[str] = []
        self.dead: list[str] = []
        self.deck: list[str] = [c for c, n in deck_counts(deck).items() for _ in range(n)]
        self.dice.shuffle(self.deck)
        self.discard: list[str] = []
        self.hands: dict[str, list[str]] = {p: [] for p in self.players}
        self.turn = 0
        self.war = 0
        self.eliminated: list[str] = []
        self.winner: str | None = None
        self.log: list[Event] = []
        self.decision: Decision | None = None
        self._legal: tuple | None = None    # (decision, actions): legal_actions() cached per decision
        self._memo: dict = {}
        n = len(self.players)
        self._seats_after = {p: [self.players[(i + k) % n] for k in range(1, n)] for i, p in enumerate(self.players)}               # (player, card[, targets]) -> that card's actions
        self.history: list = []             # what was done, for replay and save/load

    # -- queries -----------------------------------------------------------------------------
    def alive(self, player: str) -> list[str]:
        """The player's mobsters still in play (in front of him or on the Hit List)."""
        return list(self.roster.get(player, ()))

    def in_front(self, player: str) -> list[str]:
        listed = self.hit_list
        return [i for i in self.roster.get(player, ()) if i not in listed]

    @property
    def active_players(self) -> list[str]:
        return [p for p in self.players if p not in self.eliminated]

    @property
    def current(self) -> str:
        return self.players[self.turn]

    def mobsters_left(self) -> int:
        # Only the players' own families ever die (and a Turncoat swaps one dead for one living).
        return self._owned - len(self.dead)

    def view(self, player: str) -> dict:
        """What one player may see: everything except the other hands and the deck's order."""
        return {"hand": list(self.hands[player]), "hit_list": list(self.hit_list), "war": self.war,
                "hand_sizes": {p: len(h) for p, h in self.hands.items()}, "deck_size": len(self.deck),
                "discard": list(self.discard), "in_front": {p: self.in_front(p) for p in self.players}}

    def narration(self) -> str:
        return narrate(self.log)

    # -- saving ------------------------------------------------------------------------------
    def to_json(self) -> str:
        """The game as JSON: how it was set up and everything done since (loading replays it)."""
        if self.seed is None:
            raise IllegalAction("Only a game set up with a seed can be saved (its shuffles must replay).")
        return json.dumps({"game": "family business", "players": self.players, "seed": self.seed,
                           "deck": self.deck_name, "families": self.family_of, "history": self.history})

    @classmethod
    def from_json(cls, text: str) -> "FBGame":
        data = json.loads(text)
        game = new_game(data["players"], seed=data["seed"], deck=data["deck"], families_of=data.get("families"))
        for kind, item in data["history"]:
            if kind == "arrange":
                game.arrange(**item)
            else:
                game.apply(Action(*item))
        return game

    def arrange(self, *, hands: dict | None = None, deck: list | None = None, hit_list: list | None = None,
                dead: list | None = None, war: int | None = None, turn: str | None = None) -> None:
        """Build a position for an example or a test: hands, deck order (last card drawn first),
        Hit List (wall first), dead mobsters, war rate, whose turn it is. Cards not placed go to
        the discard pile so that every card stays accounted for."""
        all_cards = sorted(self.deck + self.discard + [c for h in self.hands.values() for c in h])
        wanted = [c for h in (hands or self.hands).values() for c in h] + list(deck if deck is not None else self.deck)
        pool = list(all_cards)
        for c in wanted:
            if c not in pool:
                raise IllegalAction(f"There are not enough {CARDS[c].name if c in CARDS else c} cards in this deck.")
            pool.remove(c)
        for m in list(hit_list or []) + list(dead or []):
            if m not in self.mobsters:
                raise IllegalAction(f"There is no mobster '{m}'.")
        if hands is not None:
            self.hands = {p: list(hands.get(p, [])) for p in self.players}
        if deck is not None:
            self.deck = list(deck)
        self.discard = pool
        if hit_list is not None:
            self.hit_list = list(hit_list)
        if dead is not None:
            self.dead = list(dead)
            gone = set(self.dead)
            self.roster = {p: [m.id for m in self.mobsters.values() if m.owner == p and m.id not in gone]
                           for p in self.players}
        if war is not None:
            self.war = war
        if turn is not None:
            self.turn = self.players.index(turn)
        self.decision = Decision(self.current, "play")
        self.history.append(["arrange", {"hands": hands, "deck": deck, "hit_list": hit_list, "dead": dead,
                                         "war": war, "turn": turn}])

    # -- actions ---------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        return list(self._cached_legal())

    def _cached_legal(self) -> list[Action]:
        # Every change of state makes a new Decision object (or None at the end), so it keys the cache.
        cached = self._legal
        if cached is None or cached[0] is not self.decision:
            cached = self._legal = (self.decision, self._legal_actions())
        return cached[1]

    def _legal_actions(self) -> list[Action]:
        d = self.decision
        if d is None or self.winner:
            return []
        # Random play asks for these lists hundreds of times a game, and the same situation
        # always gives the same actions, so each list is built once per game and reused.
        memo = self._memo
        me = d.player
        if d.kind == "choose":
            key = (me, "choose", tuple(d.context["options"]))
            acts = memo.get(key)
            if acts is None:
                acts = self._remember(key, [Action(me, "choose", None, m) for m in key[2]])
            return acts
        hand = dict.fromkeys(self.hands[me])
        if d.kind == "counter":
            answers = CARDS[d.context["card"]].counters
            key = (me, "counter", tuple(c for c in hand if c in answers))
            acts = memo.get(key)
            if acts is None:
                acts = self._remember(key, [Action(me, "counter", c) for c in key[2]] + [Action(me, "pass")])
            return acts
        # What the cards' plays can depend on, worked out once per situation (see DEPENDS_ON).
        listed = tuple(self.hit_list)
        skey = (me, listed, len(self.dead), len(self.eliminated), not self.war)
        sit = memo.get(skey)
        if sit is None:
            sit = self._remember(skey, {None: None, "targets": self._targets(me), "listed": listed,
                                        "any_listed": not listed, "two_listed": len(listed) > 1,
                                        "war": not self.war, "dead": not self.dead})
        out = []
        for card in hand:
            key = (me, card, sit[DEPENDS_ON.get(card)])
            acts = memo.get(key)
            if acts is None:
                acts = self._remember(key, [Action(me, "discard", card, None)] + self._plays(me, card, sit["targets"]))
            out += acts
        return out

    def _remember(self, key: tuple, actions: list[Action]) -> list[Action]:
        if len(self._memo) > 4096:   # a very long game: start afresh rather than grow
            self._memo.clear()
        self._memo[key] = actions
        return actions

    def _targets(self, me: str) -> tuple[str, ...]:
        """The opponents who can be sent a contract: those with a mobster not yet listed."""
        opponents = self._opponents(me)
        if not self.hit_list:
            return tuple(opponents)
        mobsters, roster = self.mobsters, self.roster
        listed_owners = [mobsters[m].owner for m in self.hit_list]
        return tuple([t for t in opponents if len(roster[t]) > listed_owners.count(t)])

    def _plays(self, player: str, card: str, targets: list[str]) -> list[Action]:
        """Every way to play one card now (a discard is always possible too)."""
        listed = self.hit_list
        if card in CONTRACTS or card == "double_contract":
            return [Action(player, "play", card, t) for t in targets]
        if card == "hit":   # the victim is chosen next
            return [Action(player, "play", card)]
        if card in ("police_protection", "take_it_on_the_lam"):
            return [Action(player, "play", card, m) for m in listed]
        if card == "substitution":   # the replacement is chosen next
            return [Action(player, "play", card, m) for m in listed]
        if card == "pay_off":
            owners = dict.fromkeys(self.mobsters[m].owner for m in listed)
            return [Action(player, "play", card, o) for o in owners]
        if card in ("intrigue",):
            return [Action(player, "play", card)] if len(listed) > 1 else []
        if card in ("federal_crackdown", "st_valentines_day_massacre"):
            return [Action(player, "play", card)] if listed else []
        if card == "truce":
            return [Action(player, "play", card)] if self.war else []
        if card == "double_cross":
            return [Action(player, "play", card)] if targets else []
        if card == "turncoat":
            return [Action(player, "play", card)] if self.dead else []
        if card in ("mob_war", "ambush", "vendetta"):
            return [Action(player, "play", card)]
        return []   # Counter cards are played only in answer to another card

    def apply(self, action: Action) -> list[Event]:
        if action not in self._cached_legal():   # list membership checks identity first: cheap for our own objects
            raise IllegalAction(self._why_not(action))
        start = len(self.log)
        self.history.append(("action", action))   # a named tuple: saved as a JSON list
        d = self.decision
        if action.kind == "discard":
            self._take_card(action.player, action.card)
            name = CARDS[action.card].name
            self._emit("discard", f"{action.player} discards {a_an(name)} "
                                  "without playing it.")
            self._end_turn()
        elif action.kind == "play":
            self._play(action)
        elif action.kind in ("counter", "pass"):
            self._answer_counter(action, d)
        elif action.kind == "choose":
            self._choose(action, d)
        return self.log[start:]

    def _why_not(self, action: Action) -> str:
        d = self.decision
        if self.winner:
            return f"The game is over: {self.winner} won."
        if d is None or action.player != d.player:
            who = d.player if d else "nobody"
            return f"It is {who}'s decision now, not {action.player}'s."
        if action.card and action.card not in self.hands.get(action.player, []):
            return f"{action.player} has no {CARDS[action.card].name if action.card in CARDS else action.card} in hand."
        if action.kind == "play" and CARDS.get(action.card) and CARDS[action.card].type == "counter":
            return f"{CARDS[action.card].name} is a Counter card: it is played only in answer to another card."
        return "That is not one of the legal choices at this moment."

    # -- turn flow -----------------------------------------------------------------------------
    def _emit(self, kind: str, text: str, **data) -> Event:
        ev = Event(kind, text, data)
        self.log.append(ev)
        return ev

    def _draw(self, player: str) -> None:
        if not self.deck:
            self.deck, self.discard = self.discard, []
            self.dice.shuffle(self.deck)
            self._emit("reshuffle", "The draw deck is empty: the discards are shuffled into a new deck.")
        if self.deck:
            self.hands[player].append(self.deck.pop())

    def _take_card(self, player: str, card: str) -> None:
        self.hands[player].remove(card)
        self.discard.append(card)

    def start_turn(self) -> None:
        """The start of the current player's turn: Mob War eliminations, then the draw."""
        player = self.current
        if self.war:
            for _ in range(self.war):
                if not self.hit_list or self.winner:
                    break
                self._eliminate(self.hit_list[0], "is eliminated by the Mob War")
            if not self.hit_list and self.war:
                self.war = 0
                self._emit("war_over", "The Hit List is empty: the Mob War is over.")
                self._check_war()
        if self.winner:
            return
        if player in self.eliminated:
            return self._end_turn()
        self._draw(player)
        self.decision = Decision(player, "play")

    def _end_turn(self, next_player: str | None = None) -> None:
        if self.winner:
            self.decision = None
            return
        if self.war and not self.hit_list:
            self.war = 0
            self._emit("war_over", "The Hit List is empty: the Mob War is over.")
        self._check_war()
        if next_player is None:
            i = self.turn
            while True:
                i = (i + 1) % len(self.players)
                if self.players[i] not in self.eliminated:
                    break
            self.turn = i
        else:
            self.turn = self.players.index(next_player)
        self.start_turn()

    def _eliminate(self, mid: str, why: str) -> None:
        m = self.mobsters[mid]
        if mid in self.hit_list:
            self.hit_list.remove(mid)
        self.dead.append(mid)
        if m.owner in self.roster:
            self.roster[m.owner].remove(mid)
        self._emit("eliminate", f"{m.name} ({m.owner}) {why}.", mobster=mid)
        if m.owner and not self.alive(m.owner) and m.owner not in self.eliminated:
            self.eliminated.append(m.owner)
            self.discard += self.hands[m.owner]
            self.hands[m.owner] = []
            self._emit("out", f"{m.owner} has no mobsters left and is out of the game.", player=m.owner)
            if len(self.active_players) == 1:
                self.winner = self.active_players[0]
                self.decision = None
                self._emit("win", f"{self.winner} is the last family standing and wins!", player=self.winner)
        self._check_war()

    def _check_war(self) -> None:
        """Six or more on the list, or six or fewer left, start (or restart) a war at the normal rate."""
        if self.winner:
            return
        if not self.war and (len(self.hit_list) >= WAR_LIST or self._owned - len(self.dead) <= WAR_LEFT):
            self.war = 1
            self._emit("war", "A Mob War breaks out: from the next turn, the mobster up against the wall dies "
                              "at the start of every turn.")

    def _add_to_list(self, mid: str, front: bool = False) -> None:
        if front:
            self.hit_list.insert(0, mid)
        else:
            self.hit_list.append(mid)
        m = self.mobsters[mid]
        where = "up against the wall" if self.hit_list[0] == mid else f"number {self.hit_list.index(mid) + 1} on the Hit List"
        self._emit("listed", f"{m.name} ({m.owner}) goes on the Hit List, {where}.", mobster=mid)
        self._check_war()

    # -- cards -----------------------------------------------------------------------------
    def _play(self, a: Action) -> None:
        card = CARDS[a.card]
        self._take_card(a.player, a.card)
        on = ""
        if a.target in self.players:
            on = f" on {a.target}"
        elif a.target:
            on = f" on {self.mobsters[a.target].name}"
        self._emit("play", f"{a.player} plays {card.name}{on}.", player=a.player, card=a.card)
        ctx = {"card": a.card, "by": a.player, "target": a.target}
        if card.counters:
            return self._offer_counters(ctx)
        self._resolve(ctx)

    def _offer_counters(self, ctx: dict) -> None:
        """Any opponent may counter, in seating order from the card's player; the first counter wins."""
        answers = CARDS[ctx["card"]].counters
        hands = self.hands
        ctx["waiting"] = [p for p in self._opponents(ctx["by"]) if not answers.isdisjoint(hands[p])]
        self._next_counter(ctx)

    def _next_counter(self, ctx: dict) -> None:
        if ctx["waiting"]:
            self.decision = Decision(ctx["waiting"].pop(0), "counter", ctx)
        else:
            self._resolve(ctx)

    def _answer_counter(self, a: Action, d: Decision) -> None:
        ctx = d.context
        if a.kind == "pass":
            return self._next_counter(ctx)
        self._take_card(a.player, a.card)
        self._draw(a.player)   # a counter's player replaces it at once, and takes the next turn
        ctx.update(countered=a.card, counter_by=a.player, after=a.player)
        self._emit("counter", f"{a.player} answers with {CARDS[a.card].name}.", player=a.player, card=a.card)
        self._resolve(ctx)

    def _resolve(self, ctx: dict) -> None:
        """Carry out a played card (after any counter)."""
        card, by, target, countered = ctx["card"], ctx["by"], ctx["target"], ctx.get("countered")
        if card in CONTRACTS or card == "double_contract":
            n = 2 if card == "double_contract" else 1
            queue = [target] * n
            if countered == "family_influence":
                queue = queue[1:]   # the counter saves only the first mobster
                if not queue:
                    self._emit("cancel", f"The {CARDS[card].name} is cancelled.")
            elif countered == "mob_power":
                queue = [by] + queue[1:]   # reversed: the contractor places first
            ctx["queue"] = queue
            return self._next_listing(ctx)
        if card == "hit":
            victims = [m for p in self.active_players for m in self.roster[p]]
            return self._ask(by, "hit", victims, ctx)
        if card == "st_valentines_day_massacre":
            self._emit("massacre", "Everyone on the Hit List is eliminated at once.")
            for mid in list(self.hit_list):   # one at a time from the wall; stop when one player is left
                if self.winner:
                    return
                self._eliminate(mid, "dies in the massacre")
        elif card == "double_cross":
            ctx["givers"] = [p for p in self._opponents(by) if self.in_front(p)]
            ctx["given"] = []
            return self._next_double_cross(ctx)
        elif card == "vendetta":
            protected = ctx.get("counter_by") if countered == "safe_house" else None
            if protected:
                self._emit("safe_house", f"{protected}'s mobsters hide in a Safe House: none of them goes on the list.")
            ctx["quota"] = {p: min(2, len(self.in_front(p))) for p in self._opponents(by) if p != protected}
            return self._next_vendetta(ctx)
        elif card == "turncoat":
            return self._ask(by, "turncoat_out", self._turncoat_out_options(), ctx)
        elif card == "take_it_on_the_lam":
            if countered == "finger":
                self._emit("cancel", "The Finger gives him away: Take It On the Lam is cancelled.")
            else:
                self._take_off(target)
        elif card == "police_protection":
            self._take_off(target)
        elif card == "substitution":
            in_play = [m for p in self.active_players for m in self.alive(p) if m != target]
            return self._ask(by, "substitution", in_play, ctx)
        elif card == "intrigue":
            ctx["order"] = []
            return self._ask(by, "intrigue", list(self.hit_list), ctx)
        elif card == "pay_off":
            self.hit_list = [m for m in self.hit_list if self.mobsters[m].owner != target]
            self._emit("pay_off", f"All of {target}'s mobsters come off the Hit List.")
        elif card == "federal_crackdown":
            self.hit_list = []
            self._emit("crackdown", "Federal Crackdown: every mobster on the Hit List goes home.")
        elif card == "mob_war":
            self.war = 1
            self._emit("war", "A Mob War starts (or goes back to the normal rate): one mobster dies at the start "
                              "of every turn.")
        elif card == "ambush":
            self.war = 2
            self._emit("war", "Ambush! The Mob War runs at double rate: two mobsters die at the start of every turn.")
        elif card == "truce":
            self.war = 0
            self._emit("truce", "Truce: the Mob War stops.")
            self._check_war()
        self._end_turn(next_player=ctx.get("after"))

    # Multi-step choices --------------------------------------------------------------------
    def _ask(self, player: str, stage: str, options: list[str], ctx: dict) -> None:
        ctx["stage"], ctx["options"] = stage, list(options)
        self.decision = Decision(player, "choose", ctx)

    def _choose(self, a: Action, d: Decision) -> None:
        ctx, choice = d.context, a.target
        stage = ctx["stage"]
        if stage == "listing":
            self._add_to_list(choice, front=ctx["card"] == "priority_contract")
            return self._next_listing(ctx)
        if stage == "double_cross_give":
            ctx["given"].append(choice)
            return self._next_double_cross(ctx)
        if stage == "double_cross_order":
            ctx["given"].remove(choice)
            self._add_to_list(choice)
            return self._next_double_cross(ctx)
        if stage == "vendetta":
            self.mobsters[choice]  # noqa: B018 (checked by legal_actions)
            ctx["quota"][self.mobsters[choice].owner] -= 1
            self._add_to_list(choice)
            return self._next_vendetta(ctx)
        if stage == "intrigue":
            ctx["order"].append(choice)
            rest = [m for m in self.hit_list if m not in ctx["order"]]
            if len(rest) > 1:
                return self._ask(ctx["by"], "intrigue", rest, ctx)
            self.hit_list = ctx["order"] + rest
            self._emit("intrigue", "The Hit List is rearranged: " + ", ".join(self.mobsters[m].name for m in self.hit_list) + ".")
            return self._end_turn()
        if stage == "hit":
            self._eliminate(choice, "is hit")
            if self.winner:
                return None
            ctx["queue"] = [ctx["by"]]   # and the hitter lists one of his own
            return self._next_listing(ctx)
        if stage == "substitution":
            off, on = ctx["target"], choice
            if on in self.hit_list:
                self.hit_list.remove(on)
            self.hit_list[self.hit_list.index(off)] = on
            self._emit("substitution", f"{self.mobsters[on].name} takes {self.mobsters[off].name}'s place on the Hit List.")
            return self._end_turn()
        if stage == "turncoat_out":
            ctx["out"] = choice
            return self._ask(ctx["by"], "turncoat_back", list(self.dead), ctx)
        if stage == "turncoat_back":
            ctx["back"] = choice
            return self._ask(ctx["by"], "turncoat_to", self._fewest(), ctx)
        if stage == "turncoat_to":
            return self._turncoat(ctx, choice)
        raise IllegalAction("That choice does not belong to anything being played.")

    def _next_listing(self, ctx: dict) -> None:
        while ctx["queue"]:
            chooser = ctx["queue"].pop(0)
            options = self.in_front(chooser)
            if options:
                return self._ask(chooser, "listing", options, ctx)
            self._emit("no_effect", f"{chooser} has no mobster left to put on the Hit List.")
        self._end_turn(next_player=ctx.get("after"))

    def _next_double_cross(self, ctx: dict) -> None:
        if ctx["givers"]:
            giver = ctx["givers"].pop(0)
            return self._ask(giver, "double_cross_give", self.in_front(giver), ctx)
        if ctx["given"]:
            if len(ctx["given"]) == 1:
                self._add_to_list(ctx["given"].pop())
            else:
                return self._ask(ctx["by"], "double_cross_order", ctx["given"], ctx)
        self._end_turn()

    def _next_vendetta(self, ctx: dict) -> None:
        options = [m for p, q in ctx["quota"].items() if q > 0 for m in self.in_front(p)]
        if options and not self.winner:
            return self._ask(ctx["by"], "vendetta", options, ctx)
        self.war = 2
        self._emit("war", "Vendetta! A Mob War at double rate: two mobsters die at the start of every turn.")
        self._end_turn(next_player=ctx.get("after"))

    def _take_off(self, mid: str) -> None:
        self.hit_list.remove(mid)
        self._emit("rescue", f"{self.mobsters[mid].name} is taken off the Hit List.", mobster=mid)

    def _opponents(self, player: str) -> list[str]:
        """The other players still in, in seating order after ``player``."""
        eliminated = self.eliminated
        if not eliminated:
            return list(self._seats_after[player])
        return [p for p in self._seats_after[player] if p not in eliminated]

    def _counts(self) -> dict[str, int]:
        return {p: len(self.alive(p)) for p in self.active_players}

    def _turncoat_out_options(self) -> list[str]:
        counts = self._counts()
        most = max(counts.values())
        return [m for p, n in counts.items() if n == most for m in self.alive(p)]

    def _fewest(self) -> list[str]:
        counts = self._counts()
        least = min(counts.values())
        return [p for p, n in counts.items() if n == least]

    def _turncoat(self, ctx: dict, to: str) -> None:
        out, back = ctx["out"], ctx["back"]
        old = self.mobsters[back]
        spot = self.hit_list.index(out) if out in self.hit_list else None
        if spot is not None:
            self.hit_list[spot] = back
        self.dead.remove(back)
        self.dead.append(out)
        self.roster[self.mobsters[out].owner].remove(out)
        self.roster[to].append(back)
        self.mobsters[back] = Mobster(back, old.name, old.family, to)
        self._emit("turncoat", f"Turncoat: {self.mobsters[out].name} is out, and {old.name} comes back to work for {to}"
                               + (" in the same place on the Hit List." if spot is not None else "."))
        self._end_turn()


@lru_cache(maxsize=1)
def _all_mobsters() -> tuple[tuple[str, str, str], ...]:
    """(id, name, family id) of every mobster in the families file, made once."""
    return tuple((slug(name), name, fam["id"]) for fam in families() for name in fam["mobsters"])


def new_game(players, seed: int | None = None, *, dice: Dice | None = None, deck: str = DEFAULT_DECK,
             families_of: dict | None = None) -> FBGame:
    """A game for 2 to 6 players (a number or a list of names), dealt and ready for the dealer.
    ``families_of``: ``{player: family id}`` (by default the families in the order of the data file)."""
    names = player_names(players, "Family Business", 2, 6)
    seed, dice = seeded_dice(seed, dice)
    family_ids = [f["id"] for f in families()]
    chosen = None
    if families_of is not None:
        chosen = dict(families_of)
        if set(chosen) != set(names) or len(set(chosen.values())) != len(names) \
                or not set(chosen.values()) <= set(family_ids):
            raise SetupError(f"Give every player a different family, one of: {', '.join(family_ids)}.")
    game = FBGame(names, dice, deck, seed, chosen)
    for _ in range(HAND):
        for p in names:
            game._draw(p)
    fams = {f["id"]: f["name"] for f in families()}
    game._emit("setup", "The families: " + ", ".join(f"{p}: {fams[game.family_of[p]]}" for p in names)
               + f". Everyone holds {HAND} cards; {names[0]} deals and plays first.")
    game.start_turn()
    return game
