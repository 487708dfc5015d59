"""Mob Ties: the game state and the seven phases of a round.

The round is written as one generator (``_run``) that reads like the rulebook: it yields a
``Decision`` whenever a player must choose, and ``apply(action)`` sends the chosen action back in.
Every action is checked against the decision's list first, so an illegal one changes nothing.
Chance (shuffles, the first placer, ties nobody can break) comes only from the injected dice.

Deals between players happen outside the turn order: ``deal()`` moves cash and, under Honor Among
Thieves, binds the vote (or the Don's tie-break) that was bought.
"""

from __future__ import annotations

import json
from typing import Iterator, NamedTuple, Sequence

from ..core.dice import Dice
from ..core.errors import IllegalAction, SetupError
from ..core.events import Event, narrate
from ..core.players import player_names, seeded_dice
from ..core.slug import slug
from ..core.text import and_list
from .board import driver_moves
from .cards import (
    BOARD,
    CAPACITY,
    FAVOR,
    FED,
    KINDS,
    LOCATIONS,
    clockwise,
    favor_deck,
    fed_deck,
    place_name,
    racket_value,
)
from .options import MTOptions
from .respect import Show

PHASES = ("election", "business", "movement", "feds", "action", "bail", "heat")
PHASE_NAMES = {"setup": "Set-up", "election": "Election", "business": "Business", "movement": "Movement",
               "feds": "The Feds", "action": "Action", "bail": "Bail", "heat": "Heat", "over": "Game over"}
COLOURS = tuple(BOARD["colours"])
MAIN = tuple(LOCATIONS)                  # the six locations that can hold mobsters (and Feds)
ON_BOARD = MAIN + ("streets",)           # where a mobster is free to act
OFF_BOARD = ("prison", "morgue", "cleared")
SURROUNDED = 4                           # Feds that surround a location
QUIET_ROUNDS = 50                        # rounds with no decision at all before the game is called off


def _cap(text: str) -> str:
    """Upper-case the first letter only ("the Docks" -> "The Docks"; str.capitalize would give "The docks")."""
    return text[:1].upper() + text[1:]


class Action(NamedTuple):
    """One choice. ``kind`` says what (place, vote, move, attack, defend, ...); ``card`` is a Favor
    Card id; ``target`` a player or a mobster id; ``where`` a location."""

    player: str
    kind: str
    card: str | None = None
    target: str | None = None
    where: str | None = None

    def __str__(self) -> str:
        bits = [self.player + ":", self.kind]
        if self.card:
            bits.append(FAVOR[self.card].name if self.card in FAVOR else self.card)
        if self.target:
            bits.append(f"-> {self.target}")
        if self.where:
            bits.append(f"@ {self.where}")
        return " ".join(bits)


class Decision:
    """Who must choose now, what about (``kind``), the legal actions and a one-line prompt."""

    __slots__ = ("player", "kind", "actions", "prompt")

    def __init__(self, player: str, kind: str, actions: list[Action], prompt: str):
        self.player, self.kind, self.actions, self.prompt = player, kind, actions, prompt

    def __repr__(self) -> str:
        return f"Decision({self.player!r}, {self.kind!r}, {len(self.actions)} actions)"


class Mobster(NamedTuple):
    id: str
    owner: str
    kind: str

    @property
    def name(self) -> str:
        return f"{self.owner}'s {KINDS[self.kind].name}"

    @property
    def respect(self) -> int:
        return KINDS[self.kind].respect


class MTGame:
    """A game of Mob Ties. Build one with ``new_game``; drive it with ``legal_actions``/``apply``."""

    def __init__(self, players: Sequence[str], dice: Dice, options: MTOptions, seed: int | None = None):
        self.players = list(players)
        self.n = len(self.players)
        self.dice, self.options, self.seed = dice, options, seed
        self.mobsters: dict[str, Mobster] = {}
        self.where: dict[str, str] = {}
        for p in self.players:
            for kind in KINDS:
                m = Mobster(f"{slug(p)}_{kind}", p, kind)
                self.mobsters[m.id] = m
                self.where[m.id] = "supply"
        self.cash = {p: 0 for p in self.players}
        self.bank = BOARD["bank"]["total"]
        self.hands: dict[str, list[str]] = {p: [] for p in self.players}
        self.favor = list(favor_deck())
        self.dice.shuffle(self.favor)
        self.favor_discard: list[str] = []
        self.drawn: list[str] = []      # Favor Cards drawn and not yet kept or passed on (a keep/give choice)
        self.fed = list(fed_deck())
        self.dice.shuffle(self.fed)
        self.fed_discard: list[str] = []
        self.feds = {loc: 0 for loc in MAIN}
        self.closed: list[str] = []
        self.heat = 1
        self.rises = 0
        self.don: str | None = None
        self.first_placer = self.players[0]
        self.last_placer: str | None = None
        self.round = 1
        self.phase = "setup"
        self.reversed = False           # Turn the Tables: the Action phase runs backwards
        self.first_blood = False        # the $25k bonus has been paid
        self.dirty_cop: str | None = None   # who bribed the Dirty Cop this round (sees the coming Fed cards)
        self.show: Show | None = None
        self.over = False
        self.log: list[Event] = []
        self.history: list = []
        self.decision: Decision | None = None
        self._flow: Iterator[Decision] | None = None
        self._asked = 0                 # decisions asked so far (a round without any is "quiet")

    # -- queries -----------------------------------------------------------------------------
    @property
    def order(self) -> list[str]:
        """Turn order this round: the Don first (or the first placer), then clockwise."""
        first = self.don or self.first_placer
        i = self.players.index(first)
        return self.players[i:] + self.players[:i]

    def at(self, place: str) -> list[str]:
        """Mobster ids in a place, in the order of the players and their ranks."""
        return [m for m, w in self.where.items() if w == place]

    def owners_at(self, place: str) -> list[str]:
        return list(dict.fromkeys(self.mobsters[m].owner for m in self.at(place)))

    def respect_at(self, place: str) -> dict[str, int]:
        out: dict[str, int] = {}
        for m in self.at(place):
            mob = self.mobsters[m]
            out[mob.owner] = out.get(mob.owner, 0) + mob.respect
        return out

    def family(self, player: str, places=None) -> list[str]:
        """The player's mobsters (in ``places`` if given)."""
        return [m for m, mob in self.mobsters.items() if mob.owner == player
                and (places is None or self.where[m] in places)]

    def is_open(self, loc: str) -> bool:
        return loc == "streets" or (loc in MAIN and loc not in self.closed)

    def has_room(self, loc: str, coming: int = 1) -> bool:
        return loc == "streets" or (self.is_open(loc) and len(self.at(loc)) + coming <= CAPACITY)

    def surrounded(self) -> list[str]:
        return [loc for loc in clockwise(self.options.order) if self.feds[loc] >= SURROUNDED and loc not in self.closed]

    def heat_count(self) -> int:
        """Mobsters in the Prison and the Morgue: the Heat meter rises when this reaches the players."""
        return len(self.at("prison")) + len(self.at("morgue"))

    def value(self, player: str) -> int:
        """Final score so far ($k): cash plus $25k a point of respect of mobsters on the board."""
        return self.cash[player] + sum(KINDS[self.mobsters[m].kind].value for m in self.family(player, ON_BOARD))

    def scores(self) -> dict[str, int]:
        return {p: self.value(p) for p in self.players}

    @property
    def winner(self) -> list[str] | None:
        """The player(s) with the most cash once the game is over (None while it runs)."""
        if not self.over:
            return None
        s = self.scores()
        top = max(s.values())
        return [p for p in self.players if s[p] == top]

    def view(self, player: str) -> dict:
        """What ``player`` may see: his own hand only, and the coming Fed cards if he bribed the Dirty Cop."""
        seen = {"hand": list(self.hands[player]), "hand_sizes": {p: len(h) for p, h in self.hands.items()},
                "cash": dict(self.cash), "where": dict(self.where), "feds": dict(self.feds), "heat": self.heat,
                "don": self.don, "closed": list(self.closed), "favor_deck": len(self.favor), "fed_deck": len(self.fed)}
        if player == self.dirty_cop:
            seen["coming_feds"] = [_fed_text(FED[c]) for c in self.fed[::-1][:self.heat]]
        return seen

    def narration(self) -> str:
        return narrate(self.log)

    def _repr_svg_(self) -> str:
        from .svg import (
            game_svg,  # drawing code loads only when a notebook shows the game
        )
        return game_svg(self)

    def legal_actions(self) -> list[Action]:
        return list(self.decision.actions) if self.decision else []

    # -- acting --------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        d = self.decision
        if d is None:
            raise IllegalAction("The game is over: no more moves." if self.over else "The game has not started.")
        if not isinstance(action, Action):
            raise IllegalAction(f"Give an Action(player, kind, card, target, where), not {action!r}.")
        if action not in d.actions:
            raise IllegalAction(self._why_not(action))
        start = len(self.log)
        self.history.append(("action", action))
        self._advance(action)
        return self.log[start:]

    def _why_not(self, a: Action) -> str:
        d = self.decision
        if a.player != d.player:
            return f"It is {d.player}'s turn to choose ({d.prompt}), not {a.player}'s."
        if a.card and a.card not in self.hands.get(a.player, []):
            name = FAVOR[a.card].name if a.card in FAVOR else a.card
            return f"{a.player} has no {name} card in hand."
        if a.kind in ("move", "place") and a.where and a.where not in ON_BOARD:
            return "Mobsters move only between the six locations and the Streets."
        if a.kind == "place" and a.where == "streets":
            return "At set-up mobsters go into the six main locations, never the Streets."
        if a.kind == "move" and a.where and not self.is_open(a.where):
            return f"{_cap(place_name(a.where))} is closed by the Feds."
        if a.kind == "move" and a.where and not self.has_room(a.where):
            return f"{_cap(place_name(a.where))} is full: five mobsters at most."
        if a.kind == "vote" and self.show and self.show.purpose == "pinch" and a.target == a.player:
            return "In a pinch vote you vote against another player, not against yourself."
        if a.kind == "give" and a.target in self.players:
            return f"The Don may give the card only to a player who shares a location with him; {a.target} does not."
        if a.kind == "attack" and a.card in FAVOR and a.where in PLACES_ALL:
            card, mine = FAVOR[a.card], self.family(a.player, (a.where,))
            if not mine:
                return f"{a.player} has no mobster in {place_name(a.where)} to attack from."
            if not any(card.type in KINDS[self.mobsters[m].kind].uses for m in mine):
                who = {"hit": "a Hit Man or the Capo", "whack": "a Made Man or the Capo"}.get(card.type, "a mobster")
                return f"Only {who} can use {card.name}, and {a.player} has none in {place_name(a.where)}."
            if a.target not in self.owners_at(a.where):
                return f"{a.target} has nobody in {place_name(a.where)} to attack."
        return f"That is not one of the choices now. {d.prompt}"

    def deal(self, payer: str, payee: str, amount: int, *, vote: str | None = None) -> list[Event]:
        """A deal at the table: ``payer`` hands ``payee`` ``amount`` ($k), optionally for ``vote``:
        how the payee will vote (or, as the Don, break a tie) in the Show of Respect under way.
        Under Honor Among Thieves a deal where cash changed hands binds that vote; under All Bets
        Are Off the cash moves but the payee may still vote as he likes."""
        if self.over:
            raise IllegalAction("The game is over: the final cash is counted, no more deals.")
        for p in (payer, payee):
            if p not in self.players:
                raise IllegalAction(f"There is no player called {p!r}.")
        if payer == payee:
            raise IllegalAction("A player cannot make a deal with himself.")
        if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
            raise IllegalAction("Give the amount as a whole number of thousands, 0 or more.")
        if amount > self.cash[payer]:
            raise IllegalAction(f"{payer} has only ${self.cash[payer]}k and cannot pay ${amount}k.")
        show = self.show
        if vote is not None:
            if show is None:
                raise IllegalAction("A vote can be bought only while a Show of Respect is under way.")
            if vote not in show.respect:
                raise IllegalAction(f"{vote} has no mobster in {place_name(show.location)}, so cannot be voted for.")
            if payee in show.votes:
                raise IllegalAction(f"{payee} has already voted in this Show of Respect.")
            if show.promises.get(payee, vote) != vote:
                raise IllegalAction(f"{payee} is already bound by a paid deal to back {show.promises[payee]} "
                                    "(Honor Among Thieves): that deal cannot be broken.")
            if payee not in show.respect and payee != self._tie_breaker():
                raise IllegalAction(f"{payee} has no vote in this Show of Respect.")
            if payee in show.respect and vote not in show.choices_for(payee):
                raise IllegalAction(f"In a pinch vote {payee} votes against another player, not against himself."
                                    if vote == payee else f"{payee} cannot vote for {vote}.")
        self.history.append(("deal", {"payer": payer, "payee": payee, "amount": amount, "vote": vote}))
        start = len(self.log)
        self.cash[payer] -= amount
        self.cash[payee] += amount
        money = f"${amount}k" if amount else "nothing"
        text = f"Deal: {payer} gives {payee} {money}"
        if vote is not None:
            binding = amount > 0 and self.options.terms == "honor"
            if binding:
                show.promises[payee] = vote
            text += f" for {'a vote' if payee in show.respect else 'the tie-break'} in favour of {vote}"
            text += " (binding: Honor Among Thieves)." if binding else " (not binding)."
        else:
            text += "."
        self._emit("deal", text, payer=payer, payee=payee, amount=amount)
        if self.decision is not None:
            self.decision = self._refresh(self.decision)
        return self.log[start:]

    # -- the flow ------------------------------------------------------------------------------
    def _start(self, phase: str = "setup") -> None:
        self._flow = self._run(phase)
        self._advance(None)

    def _advance(self, action: Action | None) -> None:
        try:
            self.decision = self._flow.send(action) if action is not None else next(self._flow)
        except StopIteration:
            self.decision = None

    def _refresh(self, d: Decision) -> Decision:
        """A deal can bind a vote that is being asked for right now, or leave the player who is
        buying or paying bail short of cash: narrow the choices."""
        if d.kind in ("vote", "tie") and self.show and d.player in self.show.promises:
            want = self.show.promises[d.player]
            kept = [a for a in d.actions if a.target == want]
            return Decision(d.player, d.kind, kept or d.actions, d.prompt)
        if d.kind in ("buy", "bail"):
            cash = self.cash[d.player]
            kept = [a for a in d.actions if not (a.kind == "buy" and cash < BOARD["card_price"])
                    and not (a.kind == "bail" and KINDS[self.mobsters[a.target].kind].bail > cash)]
            return Decision(d.player, d.kind, kept, d.prompt)
        return d

    def _ask(self, player: str, kind: str, actions: list[Action], prompt: str):
        """Yield one decision; a single forced choice is still asked (players see what happens)."""
        self._asked += 1
        return Decision(player, kind, actions, prompt)

    def _emit(self, kind: str, text: str, **data) -> Event:
        ev = Event(kind, text, data)
        self.log.append(ev)
        return ev

    def _run(self, phase: str):
        if phase == "setup":
            yield from self._placement()
            phase = "election"
        asked, quiet = self._asked, 0
        while True:
            for ph in PHASES[PHASES.index(phase):]:
                if self.round == 1 and ph in ("business", "movement"):
                    continue   # round one: the starting cash was Business, the placement was Movement
                self.phase = ph
                self._emit("phase", f"Round {self.round}: {PHASE_NAMES[ph]} phase.", phase=ph, round=self.round)
                step = getattr(self, f"_{ph}")()
                if step is not None:   # phases with choices are generators; Heat is a plain step
                    yield from step
                if self.over:
                    self.phase = "over"
                    self.decision = None
                    return
            phase = PHASES[0]
            quiet = quiet + 1 if self._asked == asked else 0
            asked = self._asked
            if quiet >= QUIET_ROUNDS:   # a backstop: nobody has had a choice for many rounds
                self._finish(f"Nobody has had anything to decide for {QUIET_ROUNDS} rounds, so the game ends.")
                self.phase, self.decision = "over", None
                return
            self.round += 1
            self.reversed = False
            self.dirty_cop = None

    # Set-up ----------------------------------------------------------------------------------
    def _placement(self):
        order = self.order
        for _ in KINDS:
            for p in order:
                left = [m for m in self.family(p, ("supply",))]
                actions = [Action(p, "place", target=m, where=loc) for m in left for loc in MAIN if self.has_room(loc)]
                a = yield self._ask(p, "place", actions, f"{p}: place a mobster in one of the six locations.")
                self.where[a.target] = a.where
                self.last_placer = p
                self._emit("place", f"{p} places the {KINDS[self.mobsters[a.target].kind].name} in {place_name(a.where)}.",
                           mobster=a.target, where=a.where)

    # Shows of Respect ------------------------------------------------------------------------
    def _tie_breaker(self) -> str | None:
        """Who breaks a tie in the show under way: the Don, or (an election with no Don yet, as in
        round one) the player who placed the last mobster."""
        if self.don is None and self.show is not None and self.show.purpose == "election":
            return self.last_placer
        return self.don

    def _vote(self, location: str, purpose: str):
        """Run a Show of Respect; returns the leaders (one unless tied)."""
        show = Show(location, purpose, self.respect_at(location))
        self.show = show
        self._emit("show", f"Show of Respect in {place_name(location)}: "
                   + and_list([f"{p} {n}" for p, n in show.respect.items()]) + " respect.",
                   location=location, purpose=purpose)
        for voter in [p for p in self.order if p in show.respect]:
            choices = show.choices_for(voter)
            verb = "against" if purpose == "pinch" else "for"
            actions = [Action(voter, "vote", target=c) for c in choices]
            a = yield self._ask(voter, "vote", actions, f"{voter}: vote {verb} a player in {place_name(location)} "
                                f"with {show.respect[voter]} respect.")
            show.votes[voter] = a.target
            self._emit("vote", f"{voter} puts {show.respect[voter]} respect {verb} {a.target}.", voter=voter, choice=a.target)
        self._emit("tally", show.describe(), totals=show.totals())
        return show.leaders()

    def _break_tie(self, chooser: str, tied: list[str], why: str):
        show = self.show
        options = [show.promises[chooser]] if show and chooser in show.promises and show.promises[chooser] in tied else tied
        a = yield self._ask(chooser, "tie", [Action(chooser, "tie", target=p) for p in options],
                            f"{chooser}: break the tie between {and_list(tied)} ({why}).")
        self._emit("tie", f"{chooser} breaks the tie in favour of {a.target}.", chooser=chooser, choice=a.target)
        return a.target

    def _chance_pick(self, tied: list[str], why: str) -> str:
        pick = tied[self.dice.roll(len(tied)) - 1]
        self._emit("tie", f"Nobody can break the tie ({why}), so a draw picks {pick}.", choice=pick)
        return pick

    # Phase one: Election ---------------------------------------------------------------------
    def _election(self):
        if "mansion" in self.closed:
            self._emit("skip", "The Mansion is closed: there are no more elections. "
                       + (f"{self.don} stays Don." if self.don else ""))
            return
        if self.at("mansion"):
            leaders = yield from self._vote("mansion", "election")
            if len(leaders) == 1:
                winner = leaders[0]
            elif self.don in leaders:
                winner = self.don
                self._emit("tie", f"A tie: it goes to the previous Don, {self.don}.")
            elif self.don:
                winner = yield from self._break_tie(self.don, leaders, "the previous Don decides")
            elif self.last_placer:
                winner = yield from self._break_tie(self.last_placer, leaders, "the last player to place a mobster decides")
            else:
                winner = self._chance_pick(leaders, "no previous Don")
            self.show = None
            if winner != self.don:
                self._emit("don", f"{winner} is elected Don and takes the Don's Ring.", player=winner)
            else:
                self._emit("don", f"{winner} stays Don.", player=winner)
            self.don = winner
        elif self.don:
            self._emit("don", f"Nobody is in the Mansion: {self.don} stays Don.")
        else:
            self._emit("don", "Nobody is in the Mansion, so there is no Don yet.")
            return
        yield from self._don_cards()

    def _don_cards(self):
        don = self.don
        partners = self._sharing(don)
        drawn = self._draw_favor(2 if partners else 1)
        if not drawn:
            self._emit("empty", "The Favor deck is empty: the Don draws nothing.")
            return
        if not partners or len(drawn) == 1:
            self.hands[don] += drawn
            self._emit("don_card", f"{don} shares no location with another family and draws one Favor Card."
                       if not partners else f"{don} draws the last Favor Card.")
            return
        self.drawn = drawn
        a = yield self._ask(don, "keep", [Action(don, "keep", card=c) for c in dict.fromkeys(drawn)],
                            f"{don}: keep one of the two Favor Cards you drew.")
        drawn.remove(a.card)
        self.hands[don].append(a.card)
        give = drawn[0]
        b = yield self._ask(don, "give", [Action(don, "give", card=give, target=p) for p in partners],
                            f"{don}: give the other card to a player who shares a location with you.")
        self.drawn = []
        self.hands[b.target].append(give)
        self._emit("don_card", f"The Don keeps one card and gives the other to {b.target}.", to=b.target)

    def _sharing(self, player: str) -> list[str]:
        """Other players with a mobster in a location where ``player`` has one."""
        mine = {self.where[m] for m in self.family(player, ON_BOARD)}
        return [p for p in self.players if p != player and any(self.where[m] in mine for m in self.family(p, ON_BOARD))]

    # Phase two: Business ---------------------------------------------------------------------
    def _business(self):
        for loc in clockwise(self.options.order):
            if loc == "mansion" or loc in self.closed:
                continue
            value = racket_value(loc, self.n)
            if not self.at(loc):
                self._emit("racket", f"Nobody is in {place_name(loc)}: its ${value}k racket stays with the Bookie.")
                continue
            leaders = yield from self._vote(loc, "racket")
            winner = leaders[0]
            if len(leaders) > 1:
                winner = yield from self._racket_tie(loc, leaders, value)
            self.show = None
            if winner is None:
                continue
            if loc == "diner":
                a = yield self._ask(winner, "diner", [Action(winner, "collect", where=loc), Action(winner, "bribe", where=loc)],
                                    f"{winner}: collect the Diner's ${value}k, or give it up to bribe the Dirty Cop?")
                if a.kind == "bribe":
                    self.dirty_cop = winner
                    self._ensure_fed(self.heat)
                    self._emit("bribe", f"{winner} gives up the Diner's ${value}k to bribe the Dirty Cop, "
                               "and secretly sees the Fed cards coming this round.", player=winner)
                    continue
            robber = yield from self._robbery(loc, winner, value)
            if robber is not False:
                continue
            self._pay(winner, value, f"{winner} collects ${value}k from {place_name(loc)}.")
        yield from self._buying()

    def _racket_tie(self, loc: str, tied: list[str], value: int):
        """Tied players may agree to split; if any refuses, the Don decides."""
        for p in tied:
            a = yield self._ask(p, "split", [Action(p, "agree", where=loc), Action(p, "refuse", where=loc)],
                                f"{p}: split the ${value}k of {place_name(loc)} with {and_list([q for q in tied if q != p])}?")
            if a.kind == "refuse":
                self._emit("split", f"{p} refuses to split.")
                break
        else:
            share = value // len(tied)
            for p in tied:
                self._pay(p, share, f"{p} takes ${share}k, an equal share of {place_name(loc)}.")
            if value - share * len(tied):
                self._emit("split", f"The odd ${value - share * len(tied)}k stays with the Bookie.")
            return None
        if self.don:
            return (yield from self._break_tie(self.don, tied, "the Don decides"))
        return self._chance_pick(tied, "there is no Don")

    def _robbery(self, loc: str, winner: str, value: int):
        """After a racket is won, a rival in the location may play Armed Robbery on the winner.
        Returns the robber, or False when nobody robs (the winner is then paid as usual)."""
        for p in self.order:
            if p == winner or "armed_robbery" not in self.hands[p] or not self.family(p, (loc,)):
                continue
            a = yield self._ask(p, "robbery", [Action(p, "rob", card="armed_robbery", target=winner, where=loc),
                                               Action(p, "pass")],
                                f"{p}: play Armed Robbery on {winner} in {place_name(loc)}?")
            if a.kind == "pass":
                continue
            self._discard(p, "armed_robbery")
            self._emit("play", f"{p} plays Armed Robbery on {winner} in {place_name(loc)}.", player=p, card="armed_robbery")
            b = yield self._ask(winner, "robbed", [Action(winner, "forfeit", where=loc), Action(winner, "fight", where=loc)],
                                f"{winner}: hand {p} the ${value}k, or suffer a level 2 attack?")
            if b.kind == "forfeit":
                self._pay(p, value, f"{winner} hands over the racket: {p} collects ${value}k.")
            else:
                self._pay(winner, value, f"{winner} refuses and collects ${value}k.")
                yield from self._attack(p, winner, loc, level=2, card="armed_robbery")
            return p
        return False

    def _buying(self):
        price = BOARD["card_price"]
        for p in self.order:
            swapped = False
            while True:
                actions = []
                if self.cash[p] >= price and (self.favor or self.favor_discard):
                    actions.append(Action(p, "buy"))
                hand = self.hands[p]
                if not swapped and len(hand) >= 2 and len(self.favor) + len(self.favor_discard) >= 1:
                    pairs = {tuple(sorted((a, b))) for i, a in enumerate(hand) for b in hand[i + 1:]}
                    actions += [Action(p, "swap", card=a, target=b) for a, b in sorted(pairs)]
                if not actions:
                    break
                actions.append(Action(p, "done"))
                a = yield self._ask(p, "buy", actions, f"{p}: buy a Favor Card for ${price}k, swap two cards, or stop.")
                if a.kind == "done":
                    break
                if a.kind == "buy":
                    self.cash[p] -= price
                    self.bank += price
                    self._emit("buy", f"{p} pays ${price}k for a Favor Card.", player=p)
                else:
                    swapped = True
                    for c in (a.card, a.target):
                        self._discard(p, c)
                    self._emit("swap", f"{p} discards two Favor Cards to draw two and keep one.", player=p)
                yield from self._draw_keep(p)

    def _draw_keep(self, p: str):
        """Draw two, keep one, the other to the bottom of the deck."""
        drawn = self._draw_favor(2)
        if len(drawn) < 2:
            self.hands[p] += drawn
            return
        self.drawn = drawn
        a = yield self._ask(p, "keep", [Action(p, "keep", card=c) for c in dict.fromkeys(drawn)],
                            f"{p}: keep one of the two cards; the other goes to the bottom of the deck.")
        self.drawn = []
        drawn.remove(a.card)
        self.hands[p].append(a.card)
        self.favor.insert(0, drawn[0])   # the deck is drawn from the end: index 0 is the bottom

    # Phase three: Movement -------------------------------------------------------------------
    def _movement(self):
        for p in self.order:
            actions = self.move_actions(p)
            if not actions:
                self._emit("skip", f"{p} has no mobster free to move.")
                continue
            a = yield self._ask(p, "move", actions, f"{p}: move exactly one mobster.")
            frm = self.where[a.target]
            self.where[a.target] = a.where
            self._emit("move", f"{p} moves the {KINDS[self.mobsters[a.target].kind].name} from {place_name(frm)} "
                       f"to {place_name(a.where)}.", mobster=a.target, where=a.where)

    def move_actions(self, p: str) -> list[Action]:
        """Every legal move: one mobster to any other open location with room (the Streets always)."""
        dests = [loc for loc in ON_BOARD if self.has_room(loc)]
        return [Action(p, "move", target=m, where=d) for m in self.family(p, ON_BOARD) for d in dests if d != self.where[m]]

    # Phase four: the Feds --------------------------------------------------------------------
    def _feds(self):
        raid_rest: list[str] = []
        self._ensure_fed(self.heat)
        for _ in range(self.heat):
            if not self.fed:
                break
            card = FED[self.fed.pop()]
            self.fed_discard.append(card.id)
            if card.type == "location":
                if card.where in self.closed:
                    self._emit("fed", f"Fed card: {card.name}, but it is closed, so the card is ignored.")
                else:
                    self.feds[card.where] += card.feds
                    self._emit("fed", f"Fed card: {card.feds} Fed{'s' if card.feds > 1 else ''} at {place_name(card.where)} "
                               f"(now {self.feds[card.where]}).", where=card.where, feds=card.feds)
            elif card.type == "crackdown":
                for loc in MAIN:
                    if loc not in self.closed:
                        self.feds[loc] += card.feds
                self._emit("fed", "Fed card: Citywide Crackdown, one more Fed at every open location.")
            elif card.type == "fbi_raid":
                if raid_rest:
                    target = raid_rest.pop(0)
                else:
                    respect = {loc: sum(self.respect_at(loc).values()) for loc in MAIN if loc not in self.closed}
                    top = max(respect.values(), default=0)
                    tied = [loc for loc in clockwise(self.options.order) if loc in respect and respect[loc] == top]
                    if not tied:
                        self._emit("fed", "Fed card: FBI Raid, but every location is closed, so the card is ignored.")
                        continue
                    target = tied[0]
                    if len(tied) > 1:
                        if self.don:
                            a = yield self._ask(self.don, "raid", [Action(self.don, "raid", where=loc) for loc in tied],
                                                f"{self.don}: FBI Raid: choose which of the tied locations is raided.")
                            target = a.where
                        else:
                            target = tied[self.dice.roll(len(tied)) - 1]
                        raid_rest = [loc for loc in tied if loc != target]
                self.feds[target] += card.feds
                self._emit("fed", f"Fed card: FBI Raid, {card.feds} Feds at {place_name(target)}, the location with the most respect.",
                           where=target, feds=card.feds)
            elif card.type == "turn_the_tables":
                self.reversed = not self.reversed
                self._emit("fed", "Fed card: Turn the Tables. The Action phase runs "
                           + ("backwards this round: the Don goes last." if self.reversed else "in the usual order again."))
        self.dirty_cop = None
        for loc in self.surrounded():
            yield from self._surround(loc)

    def _ensure_fed(self, n: int) -> None:
        """Before a draw (or the Dirty Cop's peek), put the shuffled discards under the deck if it is short."""
        if len(self.fed) < n and self.fed_discard:
            rest = self.fed_discard
            self.fed_discard = []
            self.dice.shuffle(rest)
            self.fed = rest + self.fed
            self._emit("reshuffle", "The Fed deck runs low: the discarded Fed cards are shuffled in under it.")

    def _surround(self, loc: str):
        feds = self.feds[loc]
        if not self.at(loc):
            self.closed.append(loc)
            self._emit("closed", f"{_cap(place_name(loc))} is surrounded by {feds} Feds with nobody to defend it: "
                       "it is closed for the rest of the game." + (" There will be no more elections." if loc == "mansion" else ""),
                       where=loc)
            return
        self._emit("surrounded", f"{_cap(place_name(loc))} is surrounded by {feds} Feds: somebody gets pinched.", where=loc)
        present = self.owners_at(loc)
        if len(present) == 1:
            loser = present[0]
        else:
            leaders = yield from self._vote(loc, "pinch")
            loser = leaders[0]
            if len(leaders) > 1:
                loser = (yield from self._break_tie(self.don, leaders, "who is pinched")) if self.don \
                    else self._chance_pick(leaders, "there is no Don")
            self.show = None
        self._emit("loser", f"{loser} loses the Show of Respect in {place_name(loc)}.", player=loser)
        while True:
            weapons = [c for c in dict.fromkeys(self.hands[loser]) if FAVOR[c].type == "weapon"]
            actions = [Action(loser, "weapon", card=c, where=loc) for c in weapons]
            actions += [Action(loser, "pinch", target=m, where=loc) for m in self.family(loser, (loc,))]
            a = yield self._ask(loser, "pinch", actions,
                                f"{loser}: play a Weapon card on the {self.feds[loc]} Feds, or choose a mobster to be pinched.")
            if a.kind == "pinch":
                self.where[a.target] = "prison"
                self._emit("pinch", f"The Feds pinch {self.mobsters[a.target].name}: off to the Prison.", mobster=a.target)
                return
            card = FAVOR[a.card]
            self._discard(loser, a.card)
            self.feds[loc] = max(0, self.feds[loc] - card.feds)
            self._emit("weapon", f"{loser} uses a {card.name}: {card.feds} Fed{'s' if card.feds > 1 else ''} removed, "
                       f"{self.feds[loc]} left.", player=loser, card=a.card)
            if self.feds[loc] < SURROUNDED:
                self._emit("free", f"{_cap(place_name(loc))} is no longer surrounded.")
                return

    # Phase five: Action ----------------------------------------------------------------------
    def _action(self):
        order = self.order[::-1] if self.reversed else self.order
        for p in order:
            drove = False
            while True:
                actions = self.action_choices(p, drove)
                if len(actions) == 1:
                    break   # only "pass" is left
                a = yield self._ask(p, "act", actions, f"{p}: play Favor Cards, use the Driver, or pass.")
                if a.kind == "pass":
                    break
                if a.kind == "drive":
                    drove = True
                    self._drive(a)
                elif a.kind == "attack":
                    self._discard(p, a.card)
                    card = FAVOR[a.card]
                    self._emit("play", f"{p} attacks {a.target} in {place_name(a.where)} with {card.name} "
                               f"(level {card.level}).", player=p, card=a.card)
                    yield from self._attack(p, a.target, a.where, card.level, a.card)
                elif a.card == "drive_by":
                    self._discard(p, a.card)
                    self._emit("play", f"{p} plays Drive-by: every other family's mobster in the Streets is attacked.",
                               player=p, card=a.card)
                    for m in [m for m in self.at("streets") if self.mobsters[m].owner != p]:
                        yield from self._attack(p, self.mobsters[m].owner, "streets", 1, "drive_by", victim=m)
                elif a.card == "tony_goldstein":
                    self._discard(p, a.card)
                    self.where[a.target] = "streets"
                    self._emit("play", f"{p} plays Tony Goldstein: {self.mobsters[a.target].name} walks out of the Prison "
                               "into the Streets.", player=p, card=a.card, mobster=a.target)
            self._emit("pass", f"{p} ends the action turn.", player=p)

    def action_choices(self, p: str, drove: bool = False) -> list[Action]:
        hand = dict.fromkeys(self.hands[p])
        out = []
        for c in hand:
            card = FAVOR[c]
            if card.attacks:
                places = ("prison",) if card.where == "prison" else ON_BOARD
                for loc in places:
                    if not any(card.type in KINDS[self.mobsters[m].kind].uses for m in self.family(p, (loc,))):
                        continue
                    out += [Action(p, "attack", card=c, target=o, where=loc) for o in self.owners_at(loc) if o != p]
            elif c == "drive_by":
                if any(self.mobsters[m].owner != p for m in self.at("streets")):
                    out.append(Action(p, "play", card=c))
            elif c == "tony_goldstein":
                out += [Action(p, "play", card=c, target=m) for m in self.family(p, ("prison",))]
        if not drove:
            out += self.drive_choices(p)
        out.append(Action(p, "pass"))
        return out

    def drive_choices(self, p: str) -> list[Action]:
        """The Driver's special move: to the Streets, or from the Streets to a location with room,
        alone or with one passenger from the same place."""
        driver = f"{slug(p)}_driver"
        frm = self.where.get(driver)
        if frm not in ON_BOARD:
            return []
        riders = [None] + [m for m in self.family(p, (frm,)) if m != driver]
        # The board graph's driver edges: each location to the Streets and back.
        return [Action(p, "drive", target=r, where=loc) for r in riders
                for loc in driver_moves(self.options.order, frm) if self.has_room(loc, 2 if r else 1)]

    def _drive(self, a: Action) -> None:
        driver = f"{slug(a.player)}_driver"
        frm = self.where[driver]
        self.where[driver] = a.where
        if a.target:
            self.where[a.target] = a.where
        who = f"the Driver and the {KINDS[self.mobsters[a.target].kind].name}" if a.target else "the Driver"
        self._emit("drive", f"{a.player} drives {who} from {place_name(frm)} to {place_name(a.where)}.",
                   player=a.player, where=a.where)

    def _attack(self, attacker: str, defender: str, loc: str, level: int, card: str, victim: str | None = None):
        """One attack: the defender may answer with one Defense Card of the same level or higher
        (not in the Prison); otherwise he chooses which of his mobsters there takes the bullet."""
        if not self.family(defender, (loc,)) or (victim and self.where[victim] != loc):
            self._emit("miss", f"{defender} has nobody left in {place_name(loc)}.")
            return
        if loc != "prison":
            defences = [c for c in dict.fromkeys(self.hands[defender]) if FAVOR[c].type == "defense" and FAVOR[c].level >= level]
            if defences:
                actions = [Action(defender, "defend", card=c, where=loc) for c in defences] + [Action(defender, "take", where=loc)]
                whom = self.mobsters[victim].name if victim else f"your family in {place_name(loc)}"
                a = yield self._ask(defender, "defend", actions,
                                    f"{defender}: a level {level} attack on {whom}. Play a Defense card of level {level} or more?")
                if a.kind == "defend":
                    self._discard(defender, a.card)
                    self._emit("defend", f"{defender} defends with {FAVOR[a.card].name} (level {FAVOR[a.card].level}).",
                               player=defender, card=a.card)
                    return
        if victim is None:
            mine = self.family(defender, (loc,))
            victim = mine[0]
            if len(mine) > 1:
                a = yield self._ask(defender, "sacrifice", [Action(defender, "sacrifice", target=m, where=loc) for m in mine],
                                    f"{defender}: choose which of your mobsters in {place_name(loc)} takes the bullet.")
                victim = a.target
        self.where[victim] = "morgue"
        self._emit("kill", f"{self.mobsters[victim].name} is killed and goes to the Morgue.", mobster=victim, by=attacker)
        if self.round == 1 and not self.first_blood:
            self.first_blood = True
            self._pay(attacker, BOARD["first_blood_bonus"], f"First Blood: {attacker} earns a ${BOARD['first_blood_bonus']}k bonus.")

    # Phase six: Bail -------------------------------------------------------------------------
    def _bail(self):
        for p in self.order:
            while True:
                jailed = [m for m in self.family(p, ("prison",)) if KINDS[self.mobsters[m].kind].bail <= self.cash[p]]
                if not jailed:
                    break
                actions = [Action(p, "bail", target=m) for m in jailed] + [Action(p, "done")]
                a = yield self._ask(p, "bail", actions, f"{p}: pay bail for a mobster in the Prison, or stop.")
                if a.kind == "done":
                    break
                price = KINDS[self.mobsters[a.target].kind].bail
                self.cash[p] -= price
                self.bank += price
                self.where[a.target] = "streets"
                self._emit("bail", f"{p} pays ${price}k bail: {self.mobsters[a.target].name} is out, in the Streets.",
                           mobster=a.target)

    # Phase seven: Heat -----------------------------------------------------------------------
    def _heat(self):
        count = self.heat_count()
        if count < self.n:
            self._emit("heat", f"{count} mobster{'s' if count != 1 else ''} in the Prison and the Morgue, fewer than the "
                       f"{self.n} players: the Heat stays at level {self.heat}.")
        else:
            self.rises += 1
            cleared = self.at("prison")
            cleared += self.at("morgue")[:max(0, self.n - len(cleared))]
            for m in cleared:
                self.where[m] = "cleared"
            left = len(self.at("morgue"))
            if self.rises >= BOARD["heat_levels"]:
                return self._finish(f"{count} mobsters removed: the Heat would rise a third time, so the game ends.")
            self.heat += 1
            self._emit("heat", f"The Heat rises to level {self.heat}: {len(cleared)} mobsters are cleared from the board"
                       + (f", {left} {'stays' if left == 1 else 'stay'} in the Morgue and count{'s' if left == 1 else ''} "
                          "towards the next rise." if left else "."), heat=self.heat)
        if len(self.closed) == len(MAIN):
            # No Feds can come and no racket pays: nothing can make the Heat rise again.
            self._finish("Every location is closed by the Feds, so the game ends with this round.")

    def _finish(self, why: str) -> None:
        self.over = True
        self._emit("heat", why)
        scores = self.scores()
        self._emit("score", "Final cash, counting $25k per point of respect still on the board: "
                   + and_list([f"{p} ${scores[p]}k" for p in sorted(self.players, key=lambda q: -scores[q])]) + ".",
                   scores=scores)
        self._emit("win", f"{and_list(self.winner)} {'wins' if len(self.winner) == 1 else 'tie for the win'}!")

    # Cards and cash --------------------------------------------------------------------------
    def _draw_favor(self, n: int) -> list[str]:
        out = []
        for _ in range(n):
            if not self.favor and self.favor_discard:
                self.favor, self.favor_discard = self.favor_discard, []
                self.dice.shuffle(self.favor)
                self._emit("reshuffle", "The Favor deck is empty: the discards are shuffled into a new deck.")
            if self.favor:
                out.append(self.favor.pop())
        return out

    def _discard(self, player: str, card: str) -> None:
        self.hands[player].remove(card)
        self.favor_discard.append(card)

    def _pay(self, player: str, amount: int, text: str) -> None:
        amount = min(amount, self.bank)   # the Kitty Cash is finite
        self.bank -= amount
        self.cash[player] += amount
        self._emit("cash", text, player=player, amount=amount)

    # -- saving and building positions ----------------------------------------------------------
    def to_json(self) -> str:
        if self.seed is None:
            raise IllegalAction("Only a game set up with a seed can be saved (its shuffles must replay).")
        return json.dumps({"game": "mob ties", "version": 1, "players": self.players, "seed": self.seed,
                           "options": self.options.as_dict(), "history": [[k, list(v) if k == "action" else v]
                                                                          for k, v in self.history]})

    @classmethod
    def from_json(cls, text: str) -> "MTGame":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise SetupError(f"This is not a saved game: the JSON is broken ({err.msg}, line {err.lineno}).") from None
        if not isinstance(data, dict) or data.get("game") != "mob ties":
            raise SetupError("This is not a saved Mob Ties game.")
        for key in ("players", "seed", "history"):
            if key not in data:
                raise SetupError(f"The saved game has no '{key}'.")
        options = data.get("options", {})
        if not isinstance(options, dict) or not set(options) <= {"order", "terms"}:
            raise SetupError("The saved game's options are damaged: only 'order' and 'terms' are allowed.")
        if not isinstance(data["seed"], int) or not isinstance(data["history"], list):
            raise SetupError("The saved game is damaged: the seed must be a whole number and the history a list.")
        game = new_game(data["players"], seed=data["seed"], **options)
        for i, entry in enumerate(data["history"]):
            try:
                kind, item = entry
                if kind == "action":
                    game.apply(Action(*item))
                elif kind == "deal":
                    game.deal(item["payer"], item["payee"], item["amount"], vote=item.get("vote"))
                elif kind == "arrange":
                    game.arrange(**item)
                else:
                    raise SetupError(f"unknown entry '{kind}'")
            except (IllegalAction, SetupError, TypeError, KeyError, ValueError) as err:
                raise SetupError(f"The saved game breaks at step {i + 1}: {err}") from None
        return game

    def arrange(self, *, where: dict | None = None, cash: dict | None = None, hands: dict | None = None,
                favor_top: list | None = None, fed_top: list | None = None, feds: dict | None = None,
                closed: list | None = None, heat: int | None = None, rises: int | None = None, don: str | None = None,
                round: int | None = None, phase: str = "election", first_placer: str | None = None,
                last_placer: str | None = None, first_blood: bool | None = None) -> None:
        """Build a position for an example or a test, then play on from the start of ``phase``.
        ``where`` places mobsters ({mobster id: place}; unlisted ones are left where they are),
        ``favor_top``/``fed_top`` put cards on top of the decks (first listed is drawn first).
        Cards in hands come out of the decks so that every card stays accounted for."""
        if phase not in PHASES:
            raise SetupError(f"Start from one of the phases: {', '.join(PHASES)}.")
        self._check_arrange(cash, hands, favor_top, fed_top, feds, closed, heat, rises, round)
        where = dict(where or {})
        for m, place in where.items():
            if m not in self.mobsters:
                raise SetupError(f"There is no mobster {m!r}; ids look like {next(iter(self.mobsters))!r}.")
            if place not in ON_BOARD + OFF_BOARD + ("supply",):
                raise SetupError(f"There is no place {place!r}.")
        for p in list(cash or {}) + list(hands or {}) + [x for x in (don, first_placer, last_placer) if x]:
            if p not in self.players:
                raise SetupError(f"There is no player {p!r}.")
        new_where = {**self.where, **where}
        for loc in MAIN:
            if sum(1 for w in new_where.values() if w == loc) > CAPACITY:
                raise SetupError(f"{_cap(place_name(loc))} would hold more than {CAPACITY} mobsters.")
        for loc in self.closed if closed is None else closed:
            if loc in new_where.values():
                raise SetupError(f"{_cap(place_name(loc))} is closed: no mobster can be in it.")
        pool = self.favor + self.favor_discard + self.drawn + [c for h in self.hands.values() for c in h]
        new_hands = {p: list((hands or {}).get(p, self.hands[p])) for p in self.players}
        for c in [c for h in new_hands.values() for c in h] + list(favor_top or []):
            if c not in pool:
                raise SetupError(f"There are not enough {FAVOR[c].name if c in FAVOR else c!r} Favor Cards.")
            pool.remove(c)
        fed_pool = self.fed + self.fed_discard
        for c in fed_top or []:
            if c not in fed_pool:
                raise SetupError(f"There are not enough {c!r} Fed cards.")
            fed_pool.remove(c)
        self.where = new_where
        self.hands = new_hands
        self.show, self.dirty_cop, self.reversed, self.over = None, None, False, False   # play restarts at ``phase``
        self.favor, self.favor_discard, self.drawn = pool + list(reversed(favor_top or [])), [], []
        if fed_top is not None:
            self.fed, self.fed_discard = fed_pool + list(reversed(fed_top)), []
        if cash:
            total = sum(self.cash.values()) + self.bank
            self.cash.update(cash)
            self.bank = total - sum(self.cash.values())
        if feds:
            self.feds.update(feds)
        if closed is not None:
            self.closed = list(closed)
        for name, value in (("heat", heat), ("rises", rises), ("round", round), ("first_placer", first_placer),
                            ("last_placer", last_placer), ("first_blood", first_blood)):
            if value is not None:
                setattr(self, name, value)
        if don is not None:
            self.don = don
        self.history.append(("arrange", {k: v for k, v in dict(
            where=where or None, cash=cash, hands=hands, favor_top=favor_top, fed_top=fed_top, feds=feds, closed=closed,
            heat=heat, rises=rises, don=don, round=round, phase=phase, first_placer=first_placer,
            last_placer=last_placer, first_blood=first_blood).items() if v is not None}))
        name = PHASE_NAMES[phase].removeprefix("The ")
        self._emit("arrange", f"A position is set up; play goes on from the {name} phase of round {self.round}.")
        self._start(phase)

    def _check_arrange(self, cash, hands, favor_top, fed_top, feds, closed, heat, rises, round) -> None:
        """The values ``arrange`` cannot take (checked before anything changes)."""
        for p, amount in (cash or {}).items():
            if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
                raise SetupError(f"{p}'s cash must be a whole number of $k, 0 or more, not {amount!r}.")
        if cash and sum({**self.cash, **cash}.values()) > sum(self.cash.values()) + self.bank:
            raise SetupError(f"The Kitty Cash holds only ${BOARD['bank']['total']}k in all.")
        for c in [c for h in (hands or {}).values() for c in h] + list(favor_top or []):
            if c not in FAVOR:
                raise SetupError(f"There is no Favor Card {c!r}.")
        for c in fed_top or []:
            if c not in FED:
                raise SetupError(f"There is no Fed card {c!r}.")
        for loc, n in (feds or {}).items():
            if loc not in MAIN:
                raise SetupError(f"Feds go only around the six locations, not {loc!r}.")
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise SetupError(f"The Feds at {place_name(loc)} must be a whole number, 0 or more, not {n!r}.")
        for loc in closed or []:
            if loc not in MAIN:
                raise SetupError(f"Only the six locations can be closed, not {loc!r}.")
        levels = BOARD["heat_levels"]
        if heat is not None and (not isinstance(heat, int) or not 1 <= heat <= levels):
            raise SetupError(f"The Heat level is 1 to {levels}, not {heat!r}.")
        if rises is not None and (not isinstance(rises, int) or not 0 <= rises < levels):
            raise SetupError(f"The Heat has risen 0 to {levels - 1} times in a game that goes on, not {rises!r}.")
        if round is not None and (not isinstance(round, int) or round < 1):
            raise SetupError(f"Rounds count from 1, not {round!r}.")


PLACES_ALL = ON_BOARD + ("prison",)


def _fed_text(card) -> str:
    """A Fed card as the Dirty Cop's briber reads it: what it does, not just its title."""
    if card.type == "location":
        return f"{card.name}: {card.feds} Fed{'s' if card.feds != 1 else ''}"
    return card.name


def new_game(players=4, seed: int | None = None, *, dice: Dice | None = None, order: str = "board",
             terms: str = "honor", place: bool = True) -> MTGame:
    """A game for 3 to 6 players (a number, or a list of colours/names), dealt and ready for the
    placement. ``order``: the clockwise order of the locations ("board" or "rackets"); ``terms``:
    "honor" (Honor Among Thieves: paid deals bind) or "all_bets" (All Bets Are Off).
    With ``place=False`` the game waits for ``arrange()`` instead of asking for the placement."""
    names = player_names(players, "Mob Ties", 3, 6, default=COLOURS)
    options = MTOptions(order=order, terms=terms)
    seed, dice = seeded_dice(seed, dice)
    game = MTGame(names, dice, options, seed)
    n = len(names)
    dealt = BOARD["favor_cards_dealt"][str(n)]
    for _ in range(dealt):
        for p in names:
            game.hands[p] += game._draw_favor(1)
    for p in names:
        game.cash[p] = BOARD["starting_cash"]
        game.bank -= BOARD["starting_cash"]
    game.first_placer = names[dice.roll(n) - 1]
    terms_name = "Honor Among Thieves (deals paid in cash are binding)" if terms == "honor" else \
        "All Bets Are Off (no deal is binding)"
    game._emit("setup", f"{and_list(names)} sit down to play, with {dealt} Favor Cards and ${BOARD['starting_cash']}k each. "
               f"Terms: {terms_name}. {game.first_placer} is drawn to place first.")
    if place:
        game._start("setup")
    return game
