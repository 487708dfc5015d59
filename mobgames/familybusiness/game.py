"""Family Business game state and turn flow.

The state is plain data plus an event log. Every choice a player makes is an action from
``legal_actions()``: the acting player's card play (or discard), an opponent's counter (or pass),
a contract target's choice of mobster. ``apply(action)`` checks the action first and changes
nothing when it is illegal. Chance (the shuffles) comes only from the injected dice object.

Implemented so far: set-up, drawing and discarding, the Hit List, Mob Wars (start, rate, end,
restart, eliminations from the wall), elimination and the win; the Contract family of cards with
Family Influence and Mob Power, Priority Contract, Police Protection, Mob War, Ambush, Truce and
the St. Valentine's Day Massacre. The other cards can be discarded; their effects come next.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Sequence

from ..core.dice import Dice, RandomDice
from ..core.errors import IllegalAction, SetupError
from ..core.events import Event, narrate
from ..core.slug import slug
from .cards import CARDS, DEFAULT_DECK, deck_counts, families

HAND = 5
WAR_LIST = 6        # six or more on the Hit List start a war
WAR_LEFT = 6        # six or fewer mobsters left in the game start a war
CONTRACTS = {"contract", "contract_no_mob_power", "contract_no_family_influence", "contract_iron_clad",
             "priority_contract"}
PLAYABLE = CONTRACTS | {"police_protection", "mob_war", "ambush", "truce", "st_valentines_day_massacre"}


@dataclass(frozen=True)
class Mobster:
    id: str
    name: str
    family: str
    owner: str | None


@dataclass(frozen=True)
class Action:
    """One choice: ``kind`` is play, discard, counter, pass or choose."""

    player: str
    kind: str
    card: str | None = None
    target: str | None = None       # a player (contracts) or a mobster id (rescues, choices)

    def __str__(self) -> str:
        extra = f" on {self.target}" if self.target else ""
        return f"{self.player}: {self.kind} {self.card or ''}{extra}".strip()


@dataclass
class Decision:
    player: str
    kind: str                 # play, counter, choose
    context: dict = field(default_factory=dict)


class FBGame:
    def __init__(self, players: Sequence[str], dice: Dice, deck: str = DEFAULT_DECK, seed: int | None = None):
        self.players = list(players)
        self.dice, self.seed, self.deck_name = dice, seed, deck
        fams = families()
        self.family_of = {p: fams[i]["id"] for i, p in enumerate(self.players)}
        self.mobsters: dict[str, Mobster] = {}
        for i, fam in enumerate(fams):
            owner = self.players[i] if i < len(self.players) else None
            for name in fam["mobsters"]:
                m = Mobster(slug(name), name, fam["id"], owner)
                self.mobsters[m.id] = m
        self.roster = {p: [m.id for m in self.mobsters.values() if m.owner == p] for p in self.players}
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

    # -- queries -----------------------------------------------------------------------------
    def alive(self, player: str) -> list[str]:
        """The player's mobsters still in play (in front of him or on the Hit List)."""
        dead = set(self.dead)
        return [i for i in self.roster.get(player, ()) if i not in dead]

    def in_front(self, player: str) -> list[str]:
        gone = set(self.dead) | set(self.hit_list)
        return [i for i in self.roster.get(player, ()) if i not in gone]

    @property
    def active_players(self) -> list[str]:
        return [p for p in self.players if p not in self.eliminated]

    @property
    def current(self) -> str:
        return self.players[self.turn]

    def mobsters_left(self) -> int:
        return sum(len(self.alive(p)) for p in self.active_players)

    def view(self, player: str) -> dict:
        """What one player may see: everything except the other hands and the deck's order."""
        return {"hand": list(self.hands[player]), "hit_list": list(self.hit_list), "war": self.war,
                "hand_sizes": {p: len(h) for p, h in self.hands.items()}, "deck_size": len(self.deck),
                "discard": list(self.discard), "in_front": {p: self.in_front(p) for p in self.players}}

    def narration(self) -> str:
        return narrate(self.log)

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
        if war is not None:
            self.war = war
        if turn is not None:
            self.turn = self.players.index(turn)
        self.decision = Decision(self.current, "play")

    # -- actions ---------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        d = self.decision
        if d is None or self.winner:
            return []
        if d.kind == "choose":
            return [Action(d.player, "choose", target=m) for m in self.in_front(d.player)]
        if d.kind == "counter":
            card = d.context["card"]
            counters = [c for c in dict.fromkeys(self.hands[d.player]) if c in CARDS[card].counters]
            return [Action(d.player, "counter", c) for c in counters] + [Action(d.player, "pass")]
        out = []
        targets = [t for t in self.active_players if t != d.player and self.in_front(t)]
        for card in dict.fromkeys(self.hands[d.player]):
            out.append(Action(d.player, "discard", card))
            out += self._plays(d.player, card, targets)
        return out

    def _plays(self, player: str, card: str, targets: list[str]) -> list[Action]:
        if card in CONTRACTS:
            return [Action(player, "play", card, t) for t in targets]
        if card == "police_protection":
            return [Action(player, "play", card, m) for m in self.hit_list]
        if card == "truce":
            return [Action(player, "play", card)] if self.war else []
        if card in ("mob_war", "ambush", "st_valentines_day_massacre"):
            return [Action(player, "play", card)]
        return []

    def apply(self, action: Action) -> list[Event]:
        legal = self.legal_actions()
        if action not in legal:
            raise IllegalAction(self._why_not(action))
        start = len(self.log)
        d = self.decision
        if action.kind == "discard":
            self._take_card(action.player, action.card)
            self._emit("discard", f"{action.player} discards a {CARDS[action.card].name} without playing it.")
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
        if action.kind == "play" and action.card not in PLAYABLE:
            return f"The {CARDS[action.card].name} can only be discarded for now (its effect is not built yet)."
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

    def _check_war(self) -> None:
        """Six or more on the list, or six or fewer left, start (or restart) a war at the normal rate."""
        if self.winner:
            return
        if not self.war and (len(self.hit_list) >= WAR_LIST or self.mobsters_left() <= WAR_LEFT):
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
        target = f" on {a.target}" if a.card in CONTRACTS else ""
        self._emit("play", f"{a.player} plays {card.name}{target}.", player=a.player, card=a.card)
        if a.card in CONTRACTS:
            return self._offer_counters(a, {"front": a.card == "priority_contract"})
        if a.card == "police_protection":
            m = self.mobsters[a.target]
            self.hit_list.remove(a.target)
            self._emit("rescue", f"{m.name} is taken off the Hit List.", mobster=a.target)
        elif a.card == "mob_war":
            self.war = 1
            self._emit("war", "A Mob War starts (or goes back to the normal rate): one mobster dies at the start "
                              "of every turn.")
        elif a.card == "ambush":
            self.war = 2
            self._emit("war", "Ambush! The Mob War runs at double rate: two mobsters die at the start of every turn.")
        elif a.card == "truce":
            self.war = 0
            self._emit("truce", "Truce: the Mob War stops.")
            self._check_war()
        elif a.card == "st_valentines_day_massacre":
            self._emit("massacre", "Everyone on the Hit List is eliminated at once.")
            for mid in list(self.hit_list):   # one at a time from the wall; stop when one player is left
                if self.winner:
                    break
                self._eliminate(mid, "dies in the massacre")
        self._end_turn()

    def _offer_counters(self, a: Action, context: dict) -> None:
        """Any opponent may counter, in seating order from the card's player; the first counter wins."""
        order = [self.players[(self.players.index(a.player) + k) % len(self.players)] for k in range(1, len(self.players))]
        waiting = [p for p in order if p not in self.eliminated
                   and any(c in CARDS[a.card].counters for c in self.hands[p])]
        context.update(card=a.card, by=a.player, target=a.target, waiting=waiting)
        self._next_counter(context)

    def _next_counter(self, ctx: dict) -> None:
        if ctx["waiting"]:
            self.decision = Decision(ctx["waiting"].pop(0), "counter", ctx)
        else:
            self._resolve_contract(ctx, chooser=ctx["target"])

    def _answer_counter(self, a: Action, d: Decision) -> None:
        ctx = d.context
        if a.kind == "pass":
            return self._next_counter(ctx)
        self._take_card(a.player, a.card)
        self._draw(a.player)   # a counter's player draws a replacement at once
        ctx["countered_by"] = a.player
        if a.card == "family_influence":
            self._emit("counter", f"{a.player} plays Family Influence: the {CARDS[ctx['card']].name} is cancelled.")
            self._end_turn(next_player=a.player)
        else:   # Mob Power: the contractor must list one of his own mobsters
            self._emit("counter", f"{a.player} plays Mob Power: the {CARDS[ctx['card']].name} turns back on "
                                  f"{ctx['by']}.")
            ctx["after"] = a.player
            self._resolve_contract(ctx, chooser=ctx["by"])

    def _resolve_contract(self, ctx: dict, chooser: str) -> None:
        if not self.in_front(chooser):
            self._emit("no_effect", f"{chooser} has no mobster left to put on the Hit List.")
            return self._end_turn(next_player=ctx.get("after"))
        ctx["chooser"] = chooser
        self.decision = Decision(chooser, "choose", ctx)

    def _choose(self, a: Action, d: Decision) -> None:
        self._add_to_list(a.target, front=d.context.get("front", False))
        self._end_turn(next_player=d.context.get("after"))


def new_game(players, seed: int | None = None, *, dice: Dice | None = None, deck: str = DEFAULT_DECK) -> FBGame:
    """A game for 2 to 6 players (a number or a list of names), dealt and ready for the dealer."""
    if isinstance(players, int) and not isinstance(players, bool):
        names = [f"Player {i}" for i in range(1, players + 1)]
    elif isinstance(players, (list, tuple)) and all(isinstance(p, str) and p.strip() for p in players):
        names = list(players)
    else:
        raise SetupError("Give the players as a number (2 to 6) or a list of 2 to 6 names.")
    if not 2 <= len(names) <= 6:
        raise SetupError(f"Family Business is for 2 to 6 players; {len(names)} cannot play.")
    if len(set(names)) != len(names):
        raise SetupError("Two players have the same name; give each player a different name.")
    if dice is None:
        seed = secrets.randbelow(1_000_000) if seed is None else seed
        dice = RandomDice(seed)
    game = FBGame(names, dice, deck, seed)
    for _ in range(HAND):
        for p in names:
            game._draw(p)
    fams = {f["id"]: f["name"] for f in families()}
    game._emit("setup", "The families: " + ", ".join(f"{p} leads the {fams[game.family_of[p]]}" for p in names)
               + f". Everyone holds {HAND} cards; {names[0]} deals and plays first.")
    game.start_turn()
    return game
