"""Mob Ties: the whole-game state, its queries, the change API the phases use, and the engine
contract. The flow is declared as data (``flow.FLOW``) and driven by the runner every game shares
(``mobgames.core.flow``); ``apply(action)`` checks an action, then the runner carries it out. Chance comes only from
the injected dice. The phases are in ``election``, ``business``, ``feds``, ``attacks`` and
``heat``; deals in ``deals`` and ``offers``; positions in ``position``.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Iterable, Mapping, Sequence

from ..core import copies
from ..core.arguments import checked, refuse
from ..core.contract import GameState
from ..core.chance import CHANCE, SEEDED, answer as answer_chance, as_setup, mode_of
from ..core.decision import Decision
from ..core.dice import Dice, describe
from ..core.errors import IllegalAction
from ..core.events import Event
from ..core.markup import SvgPicture
from ..core.players import player_names, seeded_dice
from ..core.slug import slug
from ..core.text import and_list
from . import attacks, deals, feds, labels, luck, offers, position, refusals, save
from .action import Action
from .board import clockwise
from .cards import BOARD, CAPACITY, KINDS, favor_deck, fed_deck
from ..core.flow import ROUND, Frame, copy_agenda, seats
from .flow import FLOW, PHASES, START, Ask
from .narration import say
from .options import MTOptions
from .rules import COLOURS, MAIN, OFF_BOARD, ON_BOARD, PHASE_NAMES, QUIET_ROUNDS, SURROUNDED, TOTAL_CASH, Mobster
from .svg import game_svg
from .view import MTView

__all__ = ["MTGame", "Mobster", "Ask", "Action", "new_game", "start", "PHASES", "PHASE_NAMES", "MAIN", "ON_BOARD",
           "OFF_BOARD", "SURROUNDED", "QUIET_ROUNDS", "COLOURS"]

MAIN_SET = frozenset(MAIN)
_SEQUENCES = frozenset({tuple, list, set, frozenset})   # (what the engine passes as places: no ABC check)


class MTGame(GameState, SvgPicture):
    """A game of Mob Ties. Build one with ``new_game`` (or ``start``); drive it with
    ``legal_actions``/``apply``, and deals with ``deal``."""

    ARGUMENT = "a Mob Ties game"   # (how an ArgumentError names it)

    __slots__ = ("players", "n", "dice", "options", "seed", "mobsters", "where", "cash", "bank", "hands", "favor",
                 "favor_discard", "drawn", "fed", "fed_discard", "under", "feds", "closed", "heat", "rises", "don",
                 "first_placer", "last_placer", "round", "phase", "reversed", "first_blood", "dirty_cop", "show",
                 "over", "log", "decision", "asked", "asked_mark", "quiet_rounds", "agenda", "chance",
                 "_by_place", "_family", "_drivers", "_rank")
    GAME, TITLE, VERSION = "mobties", "Mob Ties", 2
    ACTION = Action
    FLOW = FLOW
    CHECKPOINT_EVERY = 100      # undo replays at most this many actions: a few ms
    # The decision (asked again of the agenda) and the place index are rebuilt after a restore;
    # "_key" is an action's cached comparison key (made when first compared), no part of the position.
    TRANSIENT = frozenset({"decision", "_by_place", "_key"})
    SHARED = frozenset({"players", "mobsters", "options", "_family", "_drivers", "_rank"})
    COPY = {"agenda": copy_agenda, "where": dict.copy, "cash": dict.copy, "hands": copies.dict_of_lists, "feds": dict.copy,
            "under": dict.copy, **{k: list.copy for k in ("favor", "favor_discard", "drawn", "fed", "fed_discard",
                                                          "closed")}}

    def __init__(self, players: Sequence[str], dice: Dice, options: MTOptions, seed: int | None = None,
                 place: bool = True, chance: object = SEEDED):
        self.players: tuple[str, ...] = tuple(players)   # (seat order, never changed)
        self.n = len(self.players)
        self.dice, self.options, self.seed = dice, options, seed
        self.mobsters: dict[str, Mobster] = {}
        self.where: dict[str, str] = {}
        for p in self.players:
            for kind in KINDS:
                m = Mobster(f"{slug(p)}_{kind}", p, kind)
                self.mobsters[m.id] = m
                self.where[m.id] = "supply"
        self._family = {p: [m for m, mob in self.mobsters.items() if mob.owner == p] for p in self.players}
        self._drivers = {p: f"{slug(p)}_driver" for p in self.players}
        self._rank = {m: i for i, m in enumerate(self.mobsters)}
        self.cash = {p: 0 for p in self.players}
        self.bank = TOTAL_CASH
        self.hands: dict[str, list[str]] = {p: [] for p in self.players}
        self.favor = list(favor_deck())
        self.dice.shuffle(self.favor)
        self.favor_discard: list[str] = []
        self.drawn: list[str] = []      # Favor Cards drawn and not yet kept or passed on (a keep/give choice)
        self.fed = list(fed_deck())
        self.dice.shuffle(self.fed)
        self.fed_discard: list[str] = []
        self.under: dict[str, str] = {}   # closed location -> the Fed card face down over it, out for good
        self.feds = {loc: 0 for loc in MAIN}
        self.closed: list[str] = []
        self.heat, self.rises = 1, 0
        self.don: str | None = None
        self.first_placer, self.last_placer = self.players[0], None
        self.round, self.phase = 1, "setup"
        self.reversed = False           # Turn the Tables: the Action phase runs backwards
        self.first_blood = False        # the $25k bonus has been paid
        self.dirty_cop: str | None = None   # who bribed the Dirty Cop this round (sees the coming Fed cards)
        self.show = None
        self.over = False
        self.log: list[Event] = []
        self.decision: Decision | None = None
        self.agenda: list[Frame] = []   # where the flow stands (core/flow.py)
        self.asked = 0                  # decisions asked so far (a round without any is "quiet")
        self.asked_mark = self.quiet_rounds = 0
        self.chance = mode_of(chance)
        self._after_restore()
        for p in self.players:
            self.cash[p] = BOARD["starting_cash"]
            self.bank -= BOARD["starting_cash"]
        self.mark_start({"players": list(self.players), "dice": describe(dice), "options": options.as_dict(),
                         "chance": as_setup(self.chance), "place": place, "position": None}, checkpoint=False)
        # The deal and the draw for the first placer are chance decisions: the seed answers them.
        self.start_flow("deal", place=place)

    def announce_setup(self) -> None:
        """Everyone sits down: the cards dealt, the cash, the terms, who places first."""
        dealt, cash, terms = BOARD["favor_cards_dealt"][str(self.n)], BOARD["starting_cash"], self.options.terms
        words = ("Honor Among Thieves (deals paid in cash are binding)" if terms == "honor" else
                 "All Bets Are Off (no deal is binding)")
        self.emit("setup", f"{and_list(self.players)} sit down to play, with {dealt} Favor Cards and "
                  f"${cash}k each. Terms: {words}. {self.first_placer} is drawn to place first.",
                  say(f"setup.{terms}", players=and_list(self.players), cards=dealt, cash=cash, first=self.first_placer))

    # -- queries -----------------------------------------------------------------------------
    @property
    def order(self) -> list[str]:
        """Turn order this round: the Don first (or the first placer), then clockwise."""
        return seats(self.players, self.don or self.first_placer)

    # (The place and family queries check their own arguments, as quickly as they can: the phases
    # ask them on every step, too often for @checked's wrapper.)
    def at(self, place: str) -> list[str]:
        """Mobster ids in a place, in the order of the players and their ranks."""
        return list(self._by_place.get(place, ()) if type(place) is str else refuse("place", place, "text"))

    def placed(self, place: str):
        """The mobsters in a place, as the game's own (read-only) sequence: quicker than ``at``."""
        return self._by_place.get(place, ()) if type(place) is str else refuse("place", place, "text")

    def count_at(self, place: str) -> int:
        return len(self._by_place.get(place, ()) if type(place) is str else refuse("place", place, "text"))

    def owners_at(self, place: str) -> list[str]:
        if type(place) is not str:
            refuse("place", place, "text")
        mobsters = self.mobsters
        return list(dict.fromkeys([mobsters[m].owner for m in self._by_place.get(place, ())]))

    def respect_at(self, place: str) -> dict[str, int]:
        if type(place) is not str:
            refuse("place", place, "text")
        out: dict[str, int] = {}
        mobsters = self.mobsters
        for m in self._by_place.get(place, ()):
            mob = mobsters[m]
            out[mob.owner] = out.get(mob.owner, 0) + KINDS[mob.kind].respect
        return out

    def family(self, player: str, places: Iterable[str] | None = None) -> list[str]:
        """The player's mobsters (in ``places`` if given)."""
        if type(player) is not str:
            refuse("player", player, "text")
        mine = self._family.get(player, ())
        if places is None:
            return list(mine)
        if type(places) not in _SEQUENCES and not isinstance(places, Iterable):
            refuse("places", places, "a list of text or None")
        where = self.where
        return [m for m in mine if where[m] in places]

    @checked
    def kinds_by_place(self, player: str) -> dict[str, list[str]]:
        """Where the player's mobsters are: place -> their kinds."""
        out: dict[str, list[str]] = {}
        where, mobsters = self.where, self.mobsters
        for m in self._family.get(player, ()):
            out.setdefault(where[m], []).append(mobsters[m].kind)
        return out

    @checked
    def driver_of(self, player: str) -> str:
        self.check_player(player)
        return self._drivers[player]

    @checked
    def is_open(self, loc: str) -> bool:
        return loc == "streets" or (loc in MAIN_SET and loc not in self.closed)

    def has_room(self, loc: str, coming: int = 1) -> bool:
        if type(loc) is not str or type(coming) is not int:
            refuse("loc", loc, "text") if type(loc) is not str else refuse("coming", coming, "a whole number")
        if loc == "streets":
            return True
        return loc in MAIN_SET and loc not in self.closed and len(self._by_place.get(loc, ())) + coming <= CAPACITY

    def surrounded(self) -> list[str]:
        feds, closed = self.feds, self.closed
        return [loc for loc in clockwise(self.options.order) if feds[loc] >= SURROUNDED and loc not in closed]

    def heat_count(self) -> int:
        """Mobsters in the Prison and the Morgue: the Heat meter rises when this reaches the players."""
        return self.count_at("prison") + self.count_at("morgue")

    @checked
    def value(self, player: str) -> int:
        """Final score so far ($k): cash plus $25k a point of respect of mobsters on the board."""
        self.check_player(player)
        return self.cash[player] + sum(KINDS[self.mobsters[m].kind].value for m in self.family(player, ON_BOARD))

    def scores(self) -> dict[str, int]:
        return {p: self.value(p) for p in self.players}

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def winners(self) -> list[str]:
        """The player(s) with the most cash once the game is over (nobody while it runs)."""
        if not self.over:
            return []
        s = self.scores()
        top = max(s.values())
        return [p for p in self.players if s[p] == top]

    @property
    def winner(self) -> list[str] | None:
        """``winners``, or None while the game runs."""
        return self.winners if self.over else None

    @checked
    def sharing(self, player: str) -> list[str]:
        """Other players with a mobster in a location where ``player`` has one."""
        where = self.where
        mine = {where[m] for m in self.family(player, ON_BOARD)}
        return [p for p in self.players if p != player and any(where[m] in mine for m in self.family(p, ON_BOARD))]

    def tie_breaker(self) -> str | None:
        """Who breaks a tie in the show under way: the Don, or (an election with no Don yet, as in
        round one) the player who placed the last mobster."""
        if self.don is None and self.show is not None and self.show.purpose == "election":
            return self.last_placer
        return self.don

    def move_actions(self, player: str) -> list[Action]:
        """Every legal move: one mobster to any other open location with room (the Streets always)."""
        return feds.move_actions(self, player)

    def action_choices(self, player: str, drove: bool = False) -> list[Action]:
        """What ``player`` could do in an action turn now (attacks, specialties, the Driver, pass)."""
        return attacks.action_choices(self, player, drove)

    def drive_choices(self, player: str) -> list[Action]:
        return attacks.drive_choices(self, player)

    def describe(self, action: Action) -> str:
        return labels.describe(self, action)   # ("Vote for Green": a button's words)

    @checked
    def view(self, player: str) -> MTView:
        """What ``player`` may see: his own hand only, and the coming Fed cards if he bribed the Dirty Cop."""
        return MTView(self, player)

    def _repr_svg_(self) -> str:
        return game_svg(self)

    # -- the change API the phases use (players act through apply) ------------------------------
    def emit(self, kind: str, text: str, simple: str | None = None, **data) -> Event:
        ev = Event(kind, text, data, simple)
        self.log.append(ev)
        return ev

    def put(self, mobster: str, place: str) -> None:
        """Move a mobster (every change of place goes through here: it keeps the place index)."""
        old = self.where[mobster]
        if old == place:
            return
        self.where[mobster] = place
        index = self._by_place
        index[old].remove(mobster)
        here = index.get(place)
        if here is None:
            index[place] = [mobster]
        else:
            insort(here, mobster, key=self._rank.__getitem__)

    def set_where(self, where: dict[str, str]) -> None:
        """Every mobster's place at once (a position being built)."""
        self.where = {m: where[m] for m in self.mobsters}
        self._index()

    def pay(self, player: str, amount: int, text: str, simple: str | None = None) -> None:
        amount = min(amount, self.bank)   # the Kitty Cash is finite
        self.bank -= amount
        self.cash[player] += amount
        self.emit("cash", text, simple, player=player, amount=amount)

    def discard(self, player: str, card: str) -> None:
        self.hands[player].remove(card)
        self.favor_discard.append(card)

    def ensure_fed(self, n: int) -> None:
        """Before a draw (or the Dirty Cop's peek), put the shuffled discards under the deck if it is short."""
        if len(self.fed) < n and self.fed_discard:
            rest = self.fed_discard
            self.fed_discard = []
            self.dice.shuffle(rest)
            self.fed = rest + self.fed
            self.emit("reshuffle", "The Fed deck runs low: the discarded Fed cards are shuffled in under it.", say("reshuffle.fed"))

    def close(self, loc: str) -> None:
        """The Feds close a location for good; a discarded Fed card goes face down over it and
        leaves the Fed cards for the rest of the game (decisions.py, mt-closed-card)."""
        self.closed.append(loc)
        if self.fed_discard:
            self.under[loc] = self.fed_discard.pop()

    # -- the flow ------------------------------------------------------------------------------
    def start_flow(self, phase: str, **notes) -> None:
        """Play from the start of ``phase`` (a new game: its deal; or a position just built)."""
        self.asked_mark, self.quiet_rounds = self.asked, 0
        if phase in ("deal", "setup"):
            FLOW.set_out(self, phase, **notes)
        else:
            FLOW.set_out(self, ROUND, at=START[phase])
        self._checkpoint()   # (undo's first checkpoint: before the flow plays, the deal included)
        FLOW.settle(self)
        answer_chance(self)  # (what chance decides first, the seed answers: the deal, a Fed card)

    def begin_at(self, phase: str, setup: dict) -> None:
        """A position has been built: it is where the game starts (``setup`` says how to build it
        again), and play goes on from the start of ``phase``."""
        self.mark_start(setup, checkpoint=False)
        self.start_flow(phase)

    def begin_phase(self, phase: str, announce: bool = True) -> None:
        """The start of a phase: it is noted, then announced."""
        self.phase = phase
        if announce:
            name = PHASE_NAMES[phase]
            self.emit("phase", f"Round {self.round}: {name} phase.", say("phase", round=self.round, phase=name.removeprefix("The ")),
                      phase=phase, round=self.round)

    def start_counting(self) -> None:
        """Count quiet rounds from here (the placement is over)."""
        self.asked_mark, self.quiet_rounds = self.asked, 0

    def end_round(self) -> int:
        """The end of a round: returns how many rounds in a row nobody had a decision; the next
        round begins unless that is the backstop's limit."""
        quiet = self.quiet_rounds + 1 if self.asked == self.asked_mark else 0
        self.quiet_rounds, self.asked_mark = quiet, self.asked
        if quiet < QUIET_ROUNDS:
            self.round += 1
            self.reversed = False
            self.dirty_cop = None
        return quiet

    def _index(self) -> None:
        index: dict[str, list[str]] = {}
        for m, w in self.where.items():
            here = index.get(w)
            if here is None:
                index[w] = [m]
            else:
                here.append(m)
        self._by_place = index

    # -- the engine contract ------------------------------------------------------------------
    def _names(self) -> list[str]:
        return self.players

    def _listed(self, player):
        d = self.decision
        if d is None or player != d.player:
            return ()   # out of turn a player may only make deals and offers (see _open)
        return d.actions

    def _allows(self, action) -> bool:
        if action.kind in offers.OUT_OF_TURN:
            return offers.allows(self, action)
        d = self.decision
        if d is None or action.player != d.player:
            return False
        if action.player == CHANCE:
            return luck.allowed(self, action)
        listed = d.actions
        for a in listed:   # the engine's own action objects are what usually comes back: quick
            if a is action:
                return True
        return action in listed

    def _open(self, player):
        return offers.templates(self, player)

    def _perform(self, action) -> None:
        if action.kind not in offers.KINDS and action.player != CHANCE:
            self.asked += 1   # (a round in which nobody answers a question is a quiet one)
        FLOW.perform(self, action)

    def _why_not(self, action) -> str:
        return refusals.why_not(self, action)

    def deal(self, payer: str, payee: str, amount: int, vote: str | None = None) -> list[Event]:
        """A deal at the table (``deals.make``): ``payer`` hands ``payee`` ``amount`` ($k),
        optionally for ``vote``, the way the payee will vote in the Show of Respect under way."""
        return deals.make(self, payer, payee, amount, vote)

    def arrange(self, **position_) -> None:
        """Build a position for an example or a test, then play on from the start of ``phase``:
        see ``position.arrange``. Only before the first action."""
        position.arrange(self, **position_)

    # -- undo ----------------------------------------------------------------------------------
    def _after_restore(self, before=None) -> None:
        self._index()
        FLOW.settle(self)   # (the decision waited for, asked again of the agenda)

    # -- saving --------------------------------------------------------------------------------
    def to_json(self) -> str:
        if self.setup.get("dice") is None:
            raise IllegalAction("This game's dice cannot be written down (only a seed or ScriptedDice can be), "
                                "so it cannot be saved.")
        return super().to_json()

    @classmethod
    def _from_setup(cls, setup: dict) -> MTGame:
        return save.from_setup(setup, new_game)

    @classmethod
    def _load_legacy(cls, data: dict) -> MTGame:
        """Saves of the previous release (``{"game": "mob ties", "version": 1, ...}``)."""
        return save.load_legacy(data, new_game)


@checked
def new_game(players: int | Sequence[str] = 4, seed: int | None = None, *, dice: Dice | None = None, order: str = "board",
             terms: str = "honor", place: bool = True, chance: object = SEEDED) -> MTGame:
    """A game for 3 to 6 players (a number, or a list of colours/names), dealt and ready for the
    placement. ``order``: the clockwise order of the locations ("board" or "rackets"); ``terms``:
    "honor" (Honor Among Thieves: paid deals bind) or "all_bets" (All Bets Are Off).
    With ``place=False`` the game waits for ``arrange()`` instead of asking for the placement.
    ``chance``: who answers the cards drawn and the lots ("seeded", "ask" or a list: ``core.chance``)."""
    names = player_names(players, "Mob Ties", 3, 6, default=COLOURS)
    options = MTOptions(order=order, terms=terms)
    seed, dice = seeded_dice(seed, dice)
    return MTGame(names, dice, options, seed, place, mode_of(chance))


@checked
def start(players: int | Sequence[str], seed: int | None = None, options: MTOptions | Mapping[str, object] | None = None, *,
          dice: Dice | None = None, chance: object = SEEDED) -> MTGame:
    """The engine contract's way to begin a game: ``options`` is an ``MTOptions`` or a dict
    (``{"order": "rackets", "terms": "all_bets"}``). The same as ``new_game``."""
    chosen = MTOptions.coerce(options)
    return new_game(players, seed, dice=dice, order=chosen.order, terms=chosen.terms, chance=chance)
