"""The engine contract every game's whole-game state speaks (the README's API section lists it):
``decision``, the live ``legal_actions()`` (python-chess's ``legal_moves``), ``apply`` (checked
first: a refusal changes nothing), ``history``, undo by checkpoints, one save format, ``view``,
``narration``, ``describe``. A game subclasses ``GameState`` and fills in a few hooks."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TypeVar

from . import chance as chances, copies, save
from .action import Action, resolve_step  # noqa: F401 (resolve_step: its old home)
from .errors import IllegalAction, MobgamesError, SaveError
from .events import narrate
from .decision import Decision, Open  # noqa: F401 (the contract's names, here too)
from .arguments import checked, described
from .flow import Flow

if TYPE_CHECKING:
    from .events import Event

G = TypeVar("G", bound="GameState")


class LegalActions:
    """Everything a player may do now. Live: it always answers for the current position, as
    python-chess's ``legal_moves`` does. Listing is lazy (made on first use, kept until the
    position changes); ``in`` asks the game directly, so checking one action is quick."""

    __slots__ = ("_state", "_player", "_version", "_list")

    def __init__(self, state: GameState, player: str | None) -> None:
        self._list: Sequence[Action] = ()   # (read only once listed: _version is -1 until then)
        self._state, self._player, self._version = state, player, -1

    def _actions(self) -> Sequence[Action]:
        state = self._state
        if self._version != state._version:
            player = self._player
            if player is None:
                d = state.decision
                player = d.player if d is not None else None
            # A game's list (a list or tuple) is never changed once made (engines build a new
            # one), so the view keeps it as it is.
            self._list = state._listed(player) if player is not None else []
            self._version = state._version
        return self._list

    def __iter__(self) -> Iterator[Action]:
        return iter(self._actions())

    def __len__(self) -> int:
        if self._version == self._state._version:
            return len(self._list)
        return len(self._actions())

    def count(self) -> int:
        return len(self._actions())

    def __bool__(self) -> bool:
        return bool(self._actions())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (list, tuple, LegalActions)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # (unhashable on purpose; typeshed expects a method)

    def __getitem__(self, index: int) -> Action:
        if self._version == self._state._version:
            return self._list[index]
        return self._actions()[index]

    def __contains__(self, action: object) -> bool:
        state = self._state
        if not isinstance(action, Action):
            return False
        player = state._scope(self._player)
        if player is None or action.player != player:
            return False
        return state._allows(action)

    @property
    def open(self) -> list[Open]:
        """Actions with a free amount (payments, ransoms), accepted by ``in`` but not listed."""
        state = self._state
        player = state._scope(self._player)
        return list(state._open(player)) if player is not None else []

    def of(self, *kinds: str) -> list[Action]:
        """Only the legal actions of these kinds (``of("attack")``): quick where a game can list
        one kind without listing everything (Blood Feud's every move of every piece)."""
        state = self._state
        if self._version == state._version:
            return [a for a in self._list if a.kind in kinds]
        player = state._scope(self._player)
        return list(state._listed_of(player, frozenset(kinds))) if player is not None else []

    def kinds(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for a in self._actions():
            out[a.kind] = out.get(a.kind, 0) + 1
        return out

    def __repr__(self) -> str:
        kinds = ", ".join(f"{k} x{n}" if n > 1 else k for k, n in self.kinds().items()) or "nothing"
        who = self._state._scope(self._player) or "nobody"
        return f"<LegalActions for {who}: {len(self)} ({kinds})>"


class GameState:
    """The shared machinery of every game's whole-game state. A game sets the class attributes
    and implements the hooks marked below; everything else (checking, history, undo, redo,
    saving, loading) is here, once. A game's state class declares its attributes in
    ``__slots__`` (quicker, and checkpoints can list them)."""

    __slots__ = ("setup", "history", "_redo", "_checkpoints", "_version", "_replaying", "_views", "__weakref__")

    GAME = ""                  # the game's name in saves: "bloodfeud", "mobties", "familybusiness"
    TITLE = ""                 # for people: "Blood Feud in New York"
    VERSION = 1                # save format version of this game
    ACTION: type[Action] = Action
    FLOW: Flow   # the game's flow as data (core/flow.py): the runner answers its questions
    CHECKPOINT_EVERY = 24      # actions between undo checkpoints (any action will do: the flow is data)
    TRANSIENT: frozenset[str] = frozenset()   # attributes left out of checkpoints (caches); rebuilt after
    SHARED: frozenset[str] = frozenset()    # attributes that are immutable and shared (the board)
    APPEND_ONLY = frozenset({"log"})     # lists only ever appended to: a checkpoint keeps their length
    COPY: dict[str, Callable[[Any], Any]] = {}   # attribute -> a quick copier (checkpoints deep-copy the rest)
    CONTRACT = frozenset({"history", "setup", "_redo", "_checkpoints", "_version", "_replaying", "_views"})
    BOOKKEEPING = frozenset({"_checkpoints", "_version", "_replaying", "_views"})   # not part of the game itself
    chance: Any = None   # who answers chance decisions (core/chance.py); a game with them has a slot

    # -- hooks a game implements -------------------------------------------------------------
    # ``decision`` (the Decision waited for, or None) and ``log`` (the events so far): attributes
    if TYPE_CHECKING:   # or properties of each game (declared here for the type checker)
        decision: Decision | None
        log: list[Event]

        def view(self, player: str) -> Any: ...   # (the game's View: view.py imports this module)

    def _listed(self, player: str | None) -> Sequence[Action]:
        """Every legal action of ``player`` now (an iterable)."""
        raise NotImplementedError

    def _listed_of(self, player: str, kinds: frozenset[str]) -> Sequence[Action]:
        """The legal actions of ``player`` of these kinds: by default the full list, filtered; a
        game that can list one kind alone overrides it."""
        return [a for a in self._listed(player) if a.kind in kinds]

    def _allows(self, action: Action) -> bool:
        """Is this action (by ``action.player``) legal now? By default: it is listed or fits an
        open family. A game overrides this with a direct check where listing is costly."""
        return action in self._listed(action.player) or any(self._fits(action, o) for o in self._open(action.player))

    def _open(self, player: str | None) -> Iterable[Open]:
        return ()

    @staticmethod
    def _fits(action: Action, family: Open) -> bool:
        """Is ``action`` one of an open family of actions (any amount in its range)?"""
        args = action.args
        if (action.player != family.player or action.kind != family.kind or set(args) != set(family.args) | {family.field}
                or any(args[k] != v for k, v in family.args.items())):
            return False
        amount = args[family.field]
        return (isinstance(amount, int) and not isinstance(amount, bool) and family.low <= amount <= family.high
                and (amount - family.low) % family.step == 0)

    def _perform(self, action: Action) -> None:
        """Carry out a legal action: by default, the flow's answer to its question."""
        self.FLOW.perform(self, action)

    def _why_not(self, action: Action) -> str:
        return "That is not one of the choices now."

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    @property
    def winners(self) -> list[str]:
        raise NotImplementedError

    def _names(self) -> list[str]:
        """The players' names, in seating order."""
        raise NotImplementedError

    def roots(self) -> list[object]:
        """The objects whose attributes make the state (Blood Feud: the turn loop and the board
        position)."""
        return [self]

    def _before_restore(self) -> Any:
        """Called before a checkpoint is restored; what it returns is passed to ``_after_restore``."""
        return None

    def _after_restore(self, before: Any = None) -> None:
        """Rebuild what ``TRANSIENT`` left out after a checkpoint is restored (``before``: what
        ``_before_restore`` kept, for instance the objects a reader may be holding)."""

    @classmethod
    def _from_setup(cls: type[G], setup: dict[str, Any]) -> G:
        raise NotImplementedError

    @classmethod
    def _load_legacy(cls: type[G], data: dict[str, Any]) -> G:
        raise SaveError(f"This is not a saved {cls.TITLE} game.")

    # -- set-up -----------------------------------------------------------------------------------
    def mark_start(self, setup: dict[str, Any], *, checkpoint: bool = True) -> None:
        """The position as it is now is where this game starts: ``setup`` (JSON) says how to build
        it again. A game calls this once set up, and a position builder again after arranging
        the pieces (the history, and with it undo, starts afresh)."""
        save.check_json(setup, "set-up")
        self.setup = setup
        self.history: list[Action] = []
        self._redo: list[Action] = []
        self._checkpoints: list[tuple[int, copies.Snapshot]] = []
        self._version = getattr(self, "_version", 0) + 1   # (unset before the first start)
        self._replaying = False
        self._views: dict[str | None, LegalActions] = {}
        if checkpoint:
            self._checkpoint()

    # -- scope -----------------------------------------------------------------------------------
    def _scope(self, player: str | None) -> str | None:
        if player is None:
            d = self.decision
            return d.player if d is not None else None
        self.check_player(player)
        return player

    def check_player(self, player: object) -> None:
        if not isinstance(player, str) or (player not in self._names() and player != chances.CHANCE):
            raise IllegalAction(f"There is no player called {player!r:.60} in this game "
                                f"(the players are {', '.join(self._names())}).")

    # -- the contract -------------------------------------------------------------------------------
    @checked
    def legal_actions(self, player: str | None = None) -> LegalActions:
        """What the deciding player may do now; with ``player`` named, what that player may do
        right now (out of turn: a deal, a payment, a counter). Iterate it, ``len()`` it, or ask
        ``action in state.legal_actions()``."""
        views = self._views
        view = views.get(player)
        if view is None:   # the view is live, so one per player serves every caller
            if player is not None:
                self.check_player(player)
            view = views[player] = LegalActions(self, player)
        return view

    @checked
    def why_not(self, action: object) -> str | None:
        """None if ``action`` is legal now, otherwise the reason in plain English."""
        try:
            self._refuse(action)
        except IllegalAction as err:
            return str(err)
        return None

    def _refuse(self, action: object) -> None:
        if (isinstance(action, self.ACTION) or type(action) is Action) and self._allows(action):
            return   # the quick path: a well-formed legal action
        if not isinstance(action, Action):
            raise IllegalAction(f"{described(action)} is not an action. Give one of legal_actions(), or build "
                                f"one with {type(self).__module__.rsplit('.', 1)[0]}.Action(...).")
        if type(action) is not Action and not isinstance(action, self.ACTION):
            other = action.GAME or "another game"
            raise IllegalAction(f"That is an action of {other}, not of {self.TITLE}.")
        if self.is_over:
            raise IllegalAction(self._over_reason())
        if action.player not in self._names() and action.player != chances.CHANCE:
            raise IllegalAction(f"There is no player called {action.player!r:.60} in this game.")
        try:
            reason = self._why_not(action)
        except Exception:   # a reason is a courtesy: a strange action never turns into a crash
            reason = ""
        raise IllegalAction(reason or "That is not one of the choices now.")

    def _over_reason(self) -> str:
        won = self.winners
        if not won:
            return "The game is over: it ended with no winner."
        return f"The game is over: {' and '.join(won)} {'won' if len(won) == 1 else 'share the win'}."

    def apply(self, action: Action) -> list[Event]:
        """Carry out one legal action and return the events it produced. Anything else raises
        ``IllegalAction`` and changes nothing."""
        if type(action) is Action and self.ACTION is not Action:   # a plain core action: the game's own
            action = self.ACTION.trusted(action.player, action.kind, dict(action.args))   # shape, values as given
        if not ((isinstance(action, self.ACTION) or type(action) is Action) and self._allows(action)):
            self._refuse(action)   # (the quick test above failed: find the reason, and raise it)
        # (done here, not in a helper: random play and bots apply hundreds of thousands of actions)
        history = self.history
        if len(history) - self._checkpoints[-1][0] >= self.CHECKPOINT_EVERY and action.player != chances.CHANCE:
            self._checkpoint()   # (never just before chance's answer: the dice have turned for it already)
        log = self.log
        start, mark = len(log), len(history)
        history.append(action)
        try:
            self._perform(action)
        except BaseException:
            self._rewind(mark)   # never half applied: back to just before it (and what the seed drew)
            raise
        self._version += 1
        if self._redo:
            self._redo.clear()   # a new action replaces what undo took back
        d = self.decision
        if d is not None and d.player == chances.CHANCE:
            chances.answer(self)   # (the dice answer what chance decides next, unless the caller does)
        return log[start:]

    @checked
    def play(self: G, script: Iterable[Action | Callable[[G], Action]]) -> list[Event]:
        """Apply every step of ``script`` in order; return their events. A step is an action, or a
        function ``game -> action`` for one that depends on the position then (the Don's choice, a
        card in a hand): the rulebook's examples are scripts. A refused step takes all back."""
        script, start = list(script), len(self.log)
        with self.all_or_nothing(), chances.scripted(self, script) as given:   # (its chance outcomes are its own)
            for step in script:
                action = resolve_step(self, step)
                given(action)
                self.apply(action)
        return self.log[start:]

    @contextmanager
    def all_or_nothing(self) -> Iterator[None]:
        """``with game.all_or_nothing():`` several actions as one (a script, a shortcut): if any
        is refused, or anything raises, the game is back where it was, undo and redo included."""
        mark, redo = len(self.history), list(self._redo)
        try:
            yield
        except BaseException:
            if mark < len(self.history):
                self._rewind(mark)
            self._redo = redo
            raise

    # -- undo and redo ------------------------------------------------------------------------------
    @checked
    def undo(self, n: int = 1) -> None:
        """Take back the last ``n`` actions (the players': with each, the chance outcomes the dice
        gave after it; each chance outcome is an action of its own when the game asks for them)."""
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise IllegalAction(f"Undo takes back 1 or more actions, not {n!r:.40}.")
        if self.chance not in (None, chances.ASK):
            return self.undo_to(chances.before_last(self.history, n))
        if n > len(self.history):
            raise IllegalAction("There is nothing to undo." if not self.history else
                                f"Only {len(self.history)} action{'s' if len(self.history) != 1 else ''} "
                                "can be undone.")
        self.undo_to(len(self.history) - n)

    @checked
    def undo_to(self, index: int) -> None:
        """Go back to the position after the first ``index`` actions of the history."""
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index <= len(self.history):
            raise IllegalAction(f"Undo goes back to a point of the history, 0 to {len(self.history)}, "
                                f"not {index!r:.40}.")
        if self.chance not in (None, chances.ASK):   # (never left waiting on what the dice answer)
            while index < len(self.history) and self.history[index].player == chances.CHANCE:
                index += 1
        undone = self.history[index:]
        if not undone:
            return
        self._rewind(index)
        self._redo.extend(reversed(undone))

    def redo(self) -> list[Event]:
        """Do again the last action taken back by ``undo``."""
        if not self._redo:
            raise IllegalAction("There is nothing to redo.")
        pending = self._redo
        self._redo = []   # (apply empties the list of actions to redo: keep it aside)
        try:
            events = self.apply(pending[-1])
        except BaseException:
            self._redo = pending
            raise
        pending.pop()
        while pending and pending[-1].player == chances.CHANCE and self.chance not in (None, chances.ASK):
            pending.pop()   # (answered again by the dice, the same as before: the dice were restored)
        self._redo = pending
        return events

    # The position's version (it changes with the position; views go by it); what redo can do again;
    # whether the flow may take a chance outcome from the seed without asking (core/flow.py
    # Question: the game's seed answers chance, and no recorded history is being replayed).
    version = property(lambda self: self._version)
    can_redo = property(lambda self: len(self._redo))
    seed_answers_now = property(lambda self: self.chance == chances.SEEDED and not self._replaying)

    # -- checkpoints --------------------------------------------------------------------------------
    def _offer_checkpoint(self) -> None:
        """Take a checkpoint if enough actions have passed since the last one."""
        cps = self._checkpoints
        if not cps or len(self.history) - cps[-1][0] >= self.CHECKPOINT_EVERY:
            self._checkpoint()

    def _checkpoint(self) -> None:
        index = len(self.history)
        cps = self._checkpoints
        if cps and cps[-1][0] == index:
            cps.pop()
        cps.append((index, copies.snapshot(self)))

    def _rewind(self, index: int) -> None:
        """Back to the position after ``history[:index]``: the last checkpoint at or before it,
        then a replay of the few actions between."""
        cps = self._checkpoints
        while cps and cps[-1][0] > index:
            cps.pop()
        if not cps:   # pragma: no cover - the first checkpoint is taken at the start
            raise MobgamesError("This game has no checkpoint to go back to.")
        at, snapshot = cps[-1]
        replay = self.history[at:index]
        del self.history[at:]
        kept = self._before_restore()
        copies.restore(self, snapshot)
        self._replaying = True   # (before the flow asks again: the history's own outcomes come next)
        self._after_restore(kept)   # (a game's flow asks its question again there)
        self._version += 1
        done = 0
        try:
            for action in replay:
                self._offer_checkpoint()
                chances.replayed(self, action)   # (the dice turn as they did when they answered it)
                self.history.append(action)
                self._perform(action)
                done += 1
        except BaseException:
            # (it never should: the same actions from the same checkpoint) The history and the
            # position must not part: back to the steps that replayed, then the error.
            self._replaying = False
            del self.history[at + done:]
            self._rewind(at + done)
            raise
        finally:
            self._replaying = False
            self._version += 1

    # -- the story and a picture ---------------------------------------------------------------------
    @checked
    def narration(self, level: str | None = None) -> str:
        """The story so far, one numbered sentence an event, at ``level`` ("full" or "simple"; by
        default the current setting)."""
        return narrate(self.log, level)

    def describe(self, action: Action) -> str:
        """``action`` in words, as a button or a step heading says it (each game's own wording)."""
        return str(action)

    def picture(self) -> str:
        """The game's own picture, as a notebook shows it: its SVG where the game draws one (the
        Mob Ties and Blood Feud boards), else its HTML (the Family Business table), else ""."""
        for name in ("_repr_svg_", "_repr_html_"):
            draw = getattr(self, name, None)
            if draw is not None:
                return str(draw())
        return ""

    # -- saving and loading -------------------------------------------------------------------------
    def to_json(self) -> str:
        """The game as JSON: its set-up and every action since (loading replays them)."""
        return save.dump(self.GAME, self.VERSION, self.setup, [a.to_json() for a in self.history])

    @classmethod
    def from_json(cls: type[G], text: object) -> G:
        """Load a saved game by replaying its history, checking every step. A damaged file raises
        ``SaveError`` naming the field or the step; nothing is half loaded."""
        data = save.parse(text)
        if data.get("format") != save.FORMAT:
            return cls._load_legacy(data)
        setup, history = save.check_header(data, cls.GAME, cls.TITLE, cls.VERSION)
        recorded = "chance" in setup   # (a save made before chance was recorded: the seed answers it again)
        try:
            mode = chances.mode_of(setup["chance"]) if recorded else None
            state = cls._from_setup({**setup, "chance": chances.replaying(mode)} if recorded else setup)
        except SaveError:
            raise
        except MobgamesError as err:
            raise SaveError(f"The saved game's set-up is invalid: {err}") from None
        except (TypeError, KeyError, ValueError, AttributeError) as err:
            raise SaveError(f"The saved game's set-up is damaged ({type(err).__name__}: {err}).") from None
        for i, raw in enumerate(history, 1):
            try:
                action = cls.ACTION.from_json(raw)
                state.apply(action)
            except MobgamesError as err:
                raise SaveError(f"Step {i} of the saved game cannot be played: {err}") from None
        if recorded:   # (the outcomes were replayed as saved; from here on, as the game was set up)
            chances.resume(state, mode)
            state.setup = setup
        return state

    def chance_outcomes(self) -> list[tuple[Action, Any]]:
        """At a chance decision: each outcome with its probability (a ``Fraction``; they sum to 1)."""
        return chances.outcomes(self.decision)
