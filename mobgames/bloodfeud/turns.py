"""A whole game of Blood Feud, turn by turn, speaking the engine contract every game speaks.

Each player's turn has four phases in order (declared in ``phases.py``): Battle, Movement,
Factor Income (worked out by the rules) and Make Purchases, for each player in the board's
order, round after round. Ordinary moves are allowed in the battle phase too (the rulebook
permits it); attacks are not allowed once the movement phase has begun. Pieces that moved or
fought, buildings captured this turn and permissions to pass all reset when the turn ends.

An attack is a chain of small decisions: the target, then the groups that join it, then the
strike; after the battle, whoever the outcome leaves a choice to makes it (the winner decides the
fate of fallen Family Members). ``state.decision`` says who must act and on what;
``legal_actions()`` lists every legal action (``legal.py``); ``apply(action)`` checks it first.
The position tools (``attack``, ``game.apply``, ``buy``) still work on any position, for the
chapters' examples.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from collections import Counter
import json

from ..core import copies, save
from ..core.contract import Decision, GameState
from ..core.dice import RandomDice, RecordedDice, describe, fresh_seed, from_description
from ..core.errors import MobgamesError, SaveError, SetupError
from . import legal
from .actions import Action
from .aftermath import Aftermath
from ..core.chance import CHANCE, SEEDED, answer as answer_chance, as_setup, mode_of
from .flow import ASKING, FLOW, offer_prompt  # noqa: F401 (offer_prompt: its old home)
from .game import Game
from .income import Income
from .legacy import load_v1
from .movement import legal_moves
from .narration import say
from .options import BEFORE_OPTION, Options
from .phases import PHASE_NAMES, PHASES
from .saving import PIECE_FIELDS, game_from_position, position_data
from .setup import new_game, player_list
from .shortcuts import Shortcuts
from .state import copy_piece
from .view import BFView, action_text
from ..core.arguments import checked
from ..core.markup import SvgPicture

__all__ = ["PHASES", "PHASE_NAMES", "Turns", "holds_manhattan", "manhattan", "start"]


def _through(name: str, doc: str) -> property:
    """A property of the state that reads the position's ``name``."""
    return property(lambda self: getattr(self.game, name), doc=doc)


class Turns(Shortcuts, GameState, SvgPicture):
    """A whole game. ``Turns.start(players, seed=...)`` begins one; ``Turns(game, dice)`` plays on
    from a position built by hand. Everything done is an action in ``history``: a game saves
    (``to_json``), loads (``Turns.from_json``, replaying and checking every step) and undoes."""

    __slots__ = ("game", "dice", "phase", "income", "turn_start", "after", "agenda", "_decision",
                 "last_report", "last_result", "_plan", "_listing", "chance", "live_battle")
    GAME, TITLE, VERSION = "bloodfeud", "Blood Feud in New York", 2
    ACTION = Action
    CHECKPOINT_EVERY = 30
    FLOW = FLOW
    TRANSIENT = frozenset({"last_report", "last_result", "_plan", "_listing", "_decision", "_view", "_where", "_rank",
                           "live_battle"})   # (the last three: the game's caches)
    SHARED = frozenset({"board", "catalogue", "options"})
    COPY = {"units": lambda units: {pid: copy_piece(u) for pid, u in units.items()},   # (the game's: a checkpoint
            **{k: dict.copy for k in ("control", "buildings", "precinct_price", "cash", "commander", "supply")},   # copies
            **{k: set.copy for k in ("moved", "held", "fresh", "fought")}, "eliminated": list.copy,   # these quickly)
            "passes": copies.dict_of_sets, "invitations": copies.dict_of_sets,
            "prisoners": copies.dict_of_counters, "pending": copies.dict_of_counters, "ids": Counter.copy}

    def __init__(self, game: Game, dice, setup: dict | None = None, chance: object = SEEDED):
        self.game, self.dice = game, dice
        self.chance = mode_of(chance)   # who answers the dice of the battles (core/chance.py)
        self.phase = "battle"
        self.income: Income | None = None
        self.turn_start = 0           # history index where the current turn began
        self.after: Aftermath | None = None   # a battle's outcome still being applied
        self.agenda: list = []        # where the flow stands (flow.py)
        self._after_restore()
        if setup is None:   # a position built by hand: the save records all of it
            setup = {"players": list(game.names), "dice": describe(dice), "options": game.options.as_dict(),
                     "chance": as_setup(self.chance), "position": position_data(game)}
        self.announce()
        FLOW.begin(self, "battle")
        self.mark_start(setup)
        answer_chance(self)

    @classmethod
    @checked
    def start(cls, players: int | Sequence[str], seed: int | None = None, *, starts: dict | None = None, colours: dict | None = None,
              options: Options | Mapping[str, object] | None = None, chance: object = SEEDED,
              ranking: Sequence[int] | None = None) -> Turns:
        """A new game for 2 to 6 players (a count or names), set up by the rulebook. ``chance``:
        who answers each die of the battles ("seeded", "ask" or a list of rolls: ``core.chance``);
        the set-up's ranking roll is the set-up's own: its dice are saved as ``ranking`` (and given
        back by ``ranking``, so a save replays them whatever the seed)."""
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise SetupError(f"A seed is a whole number, not {seed!r:.30}.")
        seed = fresh_seed() if seed is None else seed
        dice = RandomDice(seed)   # one stream of chance: the ranking roll, then every battle
        names = player_list(players)
        options = Options.coerce(options)
        ranked = RecordedDice(dice, ranking or ())
        game = new_game(names, seed=seed, dice=ranked, starts=starts, colours=colours, options=options)
        # (one shape in every game: players, dice, options, the game's own set-up keywords, and
        # the position, None unless the game began from one built by hand)
        mode = mode_of(chance)
        setup = {"players": names, "dice": {"seed": seed}, "options": options.as_dict(), "chance": as_setup(mode),
                 "ranking": list(ranked.rolls),
                 "starts": {p.name: p.area for p in game.players}, "colours": {p.name: p.colour for p in game.players},
                 "position": None}
        return cls(game, dice, setup, mode)

    def _before_restore(self):
        return dict(self.game.units)   # the pieces a reader may hold (``game.units["boss1"]``)

    def _after_restore(self, before=None) -> None:
        self.last_report = self.last_result = None
        self._plan = self._listing = self._decision = self.live_battle = None
        if before:
            # A piece a notebook holds stays the piece on the board: the restored values go into
            # the same objects (a piece taken off the board keeps what it last was).
            units = self.game.units
            for pid, fresh in units.items():
                old = before.get(pid)
                if old is not None and old is not fresh:
                    for name in PIECE_FIELDS:
                        setattr(old, name, getattr(fresh, name))
                    units[pid] = old
        if hasattr(self, "game"):
            self.game.changed()   # the position's cached counts are made again when asked
            FLOW.settle(self)     # (the decision waited for, asked again of the agenda)

    # -- the engine contract --------------------------------------------------------------------
    def roots(self) -> list:
        return [self, self.game]

    def _names(self) -> list[str]:
        return self.game.names

    @property
    def log(self) -> list:
        return self.game.log

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names in seat order (as every game's state gives them)."""
        return tuple(self.game.names)

    @property
    def options(self) -> Options:
        """The rule options this game is played with."""
        return self.game.options

    @property
    def round(self) -> int:
        """The round being played (every player's turn once makes a round)."""
        return self.game.round

    # The position's data, read through the state, so a reader needs only the state; the position
    # (``turns.game``) stays the part the rules modules work on. ``map`` is the board's graph:
    # ``board(person, vehicle)`` is the older shortcut for boarding a vehicle.
    map = _through("board", "The map: spaces, borough, routes (``map.space(id)``, ``map.graph``).")
    units = _through("units", "Every piece on the board, by id.")
    control = _through("control", "Who holds each district: district -> player.")
    buildings = _through("buildings", "The building in each district that has one: district -> building.")
    cash = _through("cash", "Each player's cash in dollars.")
    prisoners = _through("prisoners", "Each captor's kidnapped Family Members, by colour.")
    eliminated = _through("eliminated", "The players out of the game, in the order they fell.")
    winner = _through("winner", "The player who has won, or None.")
    catalogue = _through("catalogue", "Every kind of piece and building, with its price and strength.")

    def units_at(self, space: str, owner: str | None = None) -> list:
        """The pieces on ``space`` (of ``owner`` only, if given)."""
        return self.game.units_at(space, owner)

    def count(self, player: str, piece: str | None = None) -> int:
        """How many pieces ``player`` has (of one kind, if given)."""
        return self.game.count(player, piece)

    def districts_of(self, player: str) -> list[str]:
        """The districts ``player`` holds."""
        return self.game.districts_of(player)

    def svg(self, **kwargs) -> str:
        """The board as SVG (``width``, ``focus`` on a few spaces, ``highlight`` ...)."""
        return self.game.svg(**kwargs)

    def _repr_svg_(self) -> str:
        return self.game.svg()   # (a notebook shows the board the turn loop plays on)

    @property
    def player(self) -> str:
        """Whose turn it is."""
        return self.game.current_player.name

    @property
    def over(self) -> bool:
        """A player has won, or (a draw) the last Bosses fell together in one bloodbath."""
        game = self.game
        return game.winner is not None or len(game.eliminated) == len(game.players)

    is_over = over

    @property
    def winners(self) -> list[str]:
        return [self.game.winner] if self.game.winner else []

    def _over_reason(self) -> str:
        return self.over_text()

    def over_text(self) -> str:
        winner = self.game.winner
        return f"The game is over: {winner} won." if winner else "The game is over: it ended in a draw."

    @property
    def decision(self) -> Decision | None:
        return None if self.over else self._decision

    @decision.setter
    def decision(self, asked: Decision | None) -> None:   # (set by the flow's runner)
        self._decision = asked

    @property
    def assault(self) -> dict | None:
        """The attack being put together (target, joined pieces, flight plan), or None."""
        for frame in self.agenda:
            if frame.step == "assault":
                return frame
        return None

    @property
    def asking(self) -> tuple | None:
        """``(kind, player, details)`` of a question a battle or a request leaves, or None."""
        agenda = self.agenda
        return agenda[-1]["ask"] if agenda and agenda[-1].step in ASKING else None

    def plan(self, action: Action):
        """What the check of a legal action worked out (the target, the route, the battle), kept
        from the check ``apply`` has just made (or made again, as undo replays an action)."""
        cached = self._plan
        self._plan = None
        return cached[1] if cached is not None and cached[0] is action else legal.check(self, action)

    def describe(self, action: Action) -> str:
        return action_text(self, action)   # ("Move the Thug to Chelsea": a button's words)

    @checked
    def view(self, player: str) -> BFView:
        return BFView(self, player)

    def _listed(self, player):
        d = self._decision
        if d is not None and d.actions is not None:   # (a die: the question lists its faces)
            return d.actions if player == d.player else []
        cached = self._listing
        if cached is None or cached[0] != self._version or cached[1] != player:
            cached = self._listing = (self._version, player, legal.listed(self, player))
        return cached[2]

    def _listed_of(self, player, kinds):
        d = self._decision
        if d is not None and d.actions is not None:
            return [a for a in d.actions if a.kind in kinds] if player == d.player else []
        cached = self._listing
        if cached is not None and cached[0] == self._version and cached[1] == player:
            return [a for a in cached[2] if a.kind in kinds]
        return legal.listed(self, player, kinds)

    def _open(self, player):
        return legal.opens(self, player)

    def _allows(self, action) -> bool:
        d = self._decision
        if d is not None and d.actions is not None:
            return action.player == d.player and action in d.actions
        try:
            plan = legal.check(self, action)
        except MobgamesError:   # an unknown space or player, a battle that cannot be: all refusals
            return False
        self._plan = (action, plan)   # kept for _perform: a move's check is most of its cost
        return True

    def _why_not(self, action) -> str:
        d = self._decision
        if d is not None and d.actions is not None:
            return f"The game waits for a die: {d.prompt}" if action.player != CHANCE else \
                f"A ten-sided die shows 1 to 10, not {action.get('value')!r:.20}."
        try:
            legal.check(self, action)
        except MobgamesError as err:
            return str(err)
        return ""

    def moves_of(self, piece: str) -> list:
        """Every move the rules allow one piece this turn, whoever's turn it is (its walks, drives
        and rides; none once it has moved, or while it waits after changing hands)."""
        return legal_moves(self.game, piece)

    def actions_of(self, piece: str) -> list:
        """The legal actions that move one piece: a quick part of ``legal_actions()``."""
        return legal.piece_actions(self, piece)

    # -- carrying actions out (the steps are in flow.py) -----------------------------------------------
    def _perform(self, a) -> None:
        FLOW.perform(self, a)
        self._plan = None   # (never kept past the action it was made for)

    def check_last_boss(self) -> None:
        game = self.game
        for p in game.players:
            if p.name not in game.eliminated and not game.count(p.name, "boss"):
                game.eliminated.append(p.name)
                game.emit("out", f"{p.name}'s Boss is dead: {p.name} is out of the game.", say("out.boss", player=p.name),
                          player=p.name)
        alive = [p.name for p in game.players if p.name not in game.eliminated]
        if len(alive) == 1:
            game.winner = alive[0]
            game.emit("win", f"{alive[0]} is the last Boss standing and wins the game!", say("win.last", player=alive[0]),
                      player=alive[0])

    def announce(self) -> None:
        game = self.game
        game.emit("turn", f"Round {game.round}: {self.player}'s turn begins with the Battle phase.",
                  say("turn", round=game.round, player=self.player), player=self.player, round=game.round)
        if game.options.scenario == "take_manhattan" and holds_manhattan(game, self.player):
            game.winner = self.player
            game.emit("win", f"{self.player} starts the turn holding every Manhattan district: "
                             f"{self.player} takes Manhattan and wins the game!", say("win.manhattan", player=self.player),
                      player=self.player)

    # -- saving and loading ----------------------------------------------------------------------
    @classmethod
    def _from_setup(cls, setup: dict) -> Turns:
        if setup.get("position") is not None:
            game = game_from_position(setup["position"])   # (first: a damaged position is named as such)
            unknown = set(setup) - {"players", "dice", "options", "chance", "position"}
            if unknown:
                raise SaveError(f"The saved game's set-up has a field this mobgames does not know: {sorted(unknown)[0]!r}.")
            # (saves before the one shape had only the position and the dice; what the newer ones
            # repeat at the top must agree with the position)
            for name, value in (("players", list(game.names)), ("options", game.options.as_dict())):
                if name in setup and json.dumps(setup[name], sort_keys=True) != json.dumps(value, sort_keys=True):
                    raise SaveError(f"The saved game's set-up '{name}' does not agree with its position.")
            return cls(game, from_description(save.field(setup, "dice", dict)), None, setup.get("chance", SEEDED))
        if "position" in setup and not {"starts", "colours"} <= set(setup):
            raise SaveError("The saved game's set-up 'position' is empty (null), and there are no 'starts' and "
                            "'colours' to set the game up by the rulebook instead.")
        unknown = set(setup) - {"players", "dice", "starts", "colours", "options", "chance", "ranking", "position"}
        if unknown:
            raise SaveError(f"The saved game's set-up has a field this mobgames does not know: {sorted(unknown)[0]!r}.")
        dice = save.field(setup, "dice", dict)
        if set(dice) != {"seed"} or isinstance(dice["seed"], bool) or not isinstance(dice["seed"], int):
            raise SaveError("A game begun from the rulebook's set-up is saved with its seed: {\"seed\": a whole number}.")
        options = save.field(setup, "options", dict)
        try:
            opts = Options(**{**BEFORE_OPTION, **options})   # (an option the save predates: as it was played)
        except TypeError as err:
            raise SaveError(f"The saved game's options are damaged: {err}.") from None
        starts, colours = save.field(setup, "starts", dict), save.field(setup, "colours", dict)
        for name, given in (("starts", starts), ("colours", colours)):   # (start() would fail on .strip())
            if not all(isinstance(v, str) for v in given.values()):
                raise SaveError(f"The saved game's set-up '{name}' must give each player a name, as text.")
        ranking = save.field(setup, "ranking", list) if "ranking" in setup else None
        if ranking is not None and not all(type(r) is int and 1 <= r <= 10 for r in ranking):
            raise SaveError("The saved game's set-up 'ranking' lists the ranking roll's dice: whole numbers, 1 to 10.")
        return cls.start(save.field(setup, "players", list), dice["seed"], starts=starts, colours=colours, options=opts,
                         chance=setup.get("chance", SEEDED), ranking=ranking)

    @classmethod
    def _load_legacy(cls, data: dict) -> Turns:
        """A save of the format before the common one (``{"game": "blood feud", "version": 1}``):
        its history of calls is replayed through the same calls."""
        if data.get("game") != "blood feud":
            raise SaveError("This is not a saved Blood Feud game.")
        return load_v1(cls, data)


def manhattan(board) -> list[str]:
    """Every city district of Manhattan (what Take Manhattan asks a player to hold)."""
    return [s for s in board.graph.nodes if board.space(s).kind == "district" and board.space(s).borough == "Manhattan"]


def holds_manhattan(game: Game | Turns, player: str) -> bool:
    """Whether ``player`` holds every Manhattan district (of a whole game or a position)."""
    return all(game.control.get(d) == player for d in manhattan(game.game.board if isinstance(game, Turns) else game.board))


def start(players: int | Sequence[str], seed: int | None = None, options: Options | Mapping[str, object] | None = None,
          **kwargs) -> Turns:   # (``chance`` among the keywords, as Turns.start takes it)
    """The engine contract's way to begin a game (the same as ``Turns.start``)."""
    return Turns.start(players, seed, options=options, **kwargs)
