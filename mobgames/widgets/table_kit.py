"""The frame every game table shares: one piece of code for what the three tables have in
common, over the engine contract alone (``state.decision``, ``legal_actions()``, ``apply``,
``undo_to``, ``to_json``/``from_json``, ``view`` and ``bot.choose``).

``TableKit`` holds a game state and gives a table:

- a bounded bot loop: the computer plays every seat without a human until a human must decide
  or the game ends (never more than ``max_bot_actions`` at once, so a table never hangs);
- refusals shown as sentences (``say``), never a traceback;
- undo of the reader's last decisions (each takes back what the bots did after it);
- New game, and save and load: a file the reader downloads, and uploads again;
- hot seat: any number of human players at one screen; when the screen passes from one human
  to another in a game with hidden cards, a curtain asks the next player to take over;
- a game-over panel, and a story panel that shows each turn, the bots' whole turns included,
  one collapsible block per turn (the latest open).

A game's table builds its board and its controls, puts ``kit.header``, ``kit.message``,
``kit.curtain``, ``kit.over_panel`` and ``kit.story`` where it wants them, and is told to redraw
through ``on_change``. Nothing here knows a game's rules.
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Iterable
from html import escape

import ipywidgets as W

from mobgames.core.bots import LEVELS, Bot
from mobgames.core.errors import MobgamesError, SetupError
from mobgames.core.markup import no_math, text as markup_text
from mobgames.core.text import and_list

from .bot_level import level_picker
from .file_load import FileLoad
from .keyboard import announce
from .listen import ReadAloud

ERROR = "#b00020"
NOTE = "#555"
STORY_TURNS = 8   # turns kept on screen in the story panel (the whole story is in state.log)
NEWS = 3          # the last sentences of what happened that the message repeats after a choice


def story_html(turns: list[tuple[str, list[str]]], annotate: Callable[[str], str] = escape,
               open_from: int | None = None) -> str:
    """The story panel: one ``<details>`` block per turn. ``turns`` is a list of (heading, lines of
    text); ``annotate`` turns a line into safe HTML. Open: the blocks from ``open_from`` on (the
    reader's last turn and everything since), and always the last two."""
    first = len(turns) - min(len(turns), STORY_TURNS)
    shown = turns[first:]
    start = len(turns) - 2 if open_from is None else min(open_from, len(turns) - 2)
    blocks = []
    for i, (head, lines) in enumerate(shown):
        body = "".join(f"<li>{annotate(line)}</li>" for line in lines) or "<li><i>nothing happened</i></li>"
        opened = " open" if first + i >= start else ""
        blocks.append(f"<details{opened} class='mobgames-story-turn'><summary><b>{escape(head)}</b> "
                      f"<span style='color:{NOTE}'>({len(lines)} event{'s' if len(lines) != 1 else ''})</span>"
                      f"</summary><ul style='margin:2px 0 4px 0;padding-left:20px'>{body}</ul></details>")
    earlier = len(turns) - len(shown)
    more = (f"<div style='color:{NOTE}'>{earlier} earlier turn{'s' if earlier != 1 else ''} "
            "not shown (the whole story is in the game's log)</div>") if earlier else ""
    return (f"<div class='mobgames-story' style='line-height:1.4'><b>What happened</b>{more}"
            f"{''.join(blocks)}</div>")


class KitParts:
    """The kit's parts under the names a game table has always had (``table.game``, ``.level``,
    ``.message``, ``.bot``, ``.undo_button``, ``.can_undo()``): a table that keeps its kit in
    ``self.kit`` inherits these."""

    game = property(lambda self: self.kit.state)
    bot = property(lambda self: self.kit.bot)
    level = property(lambda self: self.kit.level)
    message = property(lambda self: self.kit.message)
    undo_button = property(lambda self: self.kit.undo_button)

    def can_undo(self) -> bool:
        return self.kit.can_undo()


class TableKit:
    """The shared part of a game table (see the module's notes).

    ``state``: a game on the engine contract. ``humans``: the players who sit at the screen.
    ``bot``: one bot for every other seat (``choose(view)``), or None for the bot of ``level``
    made by ``make_bot(level, seed)``. ``new_state(seed)`` starts a fresh game for New game
    (None: no New game button). ``on_change()`` redraws the game's own part of the table."""

    def __init__(self, state, humans: Iterable[str], *, make_bot: Callable, new_state: Callable | None = None,
                 bot: Bot | None = None, level: str = "learner", seed: int | None = None,
                 game_name: str = "game", hidden_cards: bool = True, max_bot_actions: int = 20_000,
                 on_change: Callable[[], None] = lambda: None, on_undo: Callable | None = None,
                 settle: Callable[[], bool] | None = None, per_seat: bool = False):
        self.state = state
        self.humans = tuple([humans] if isinstance(humans, str) else humans)
        players = list(self.players())
        for h in self.humans:
            if h not in players:
                raise SetupError(f"There is no player called {h!r:.40} at this table; the players are "
                                 f"{and_list(players)}.")
        self.make_bot, self.new_state, self.game_name = make_bot, new_state, game_name
        self.hidden_cards, self.max_bot_actions = hidden_cards, max_bot_actions
        self.on_change = on_change
        # A game's table may settle a human's small decision inside a bot's turn itself (``settle()``
        # answers it and returns True), and may undo its own way (``on_undo``: a click of several actions).
        self.settle = settle
        self.seed = seed if seed is not None else 0
        # One bot for every computer seat, or (``per_seat``) one each, seeded by seat.
        self.per_seat = per_seat and bot is None
        self.bot = bot if bot is not None else make_bot(level, self.seed)
        self.bots = self.seat_bots(level) if self.per_seat else {}
        shown = level if bot is None else getattr(bot, "level", "")
        self.level = level_picker(shown if shown in LEVELS else "fair", on_change=self.set_level)
        # The story's blocks: (history length, log length, player) where each began; a block's
        # events are read from the log, so an undo (which shortens the log) shortens the story too.
        self.turns: list[tuple[int, int, str | None]] = [(0, 0, None)] if self.log() else []
        self.problem = ""
        self.shown_to: str | None = self.humans[0] if self.humans else None

        # (a live region from the start: a screen reader says each new message, a refusal, what the
        # computer did, whose turn it is; the guard gives it aria-live, mobgames/widgets/keyboard.py)
        self.message = announce(W.HTML())
        self.message.add_class("mobgames-table-message")
        self.undo_button = self._button("Undo", on_undo or self.undo, icon="undo",
                                        tooltip="Take back your last decision, and what the computer did after it")
        self.new_button = self._button("New game", self.new_game, icon="refresh", tooltip="Start a fresh game")
        self.save_button = self._button("Save", self.save, icon="download",
                                        tooltip="Make a file of this game to download")
        self.save_link = W.HTML()
        self.load_button = FileLoad(description="Load", accept=".json", tooltip="Load a game saved with Save")
        self.load_button.on_file(self._on_file)
        self.read_aloud = ReadAloud()   # (an option: the browser's voice reads each message)
        tools = [self.undo_button, self.save_button, self.load_button, self.save_link, self.read_aloud]
        if new_state is not None:
            tools.insert(1, self.new_button)
        self.toolbar = W.HBox(tools, layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.toolbar.add_class("mobgames-table-tools")
        self.header = W.VBox([self.level, self.toolbar])
        self.curtain_text = W.HTML()
        self.curtain_button = self._button("Show my cards", self.reveal, style="primary")
        self.curtain = W.VBox([self.curtain_text, self.curtain_button], layout=W.Layout(display="none"))
        self.curtain.add_class("mobgames-table-curtain")
        self.over_panel = W.HTML(layout=W.Layout(display="none"))
        self.over_panel.add_class("mobgames-table-over")
        self.story = W.HTML()
        self.story.add_class("mobgames-table-story")

    def seat_bots(self, level: str) -> dict:
        """A bot of ``level`` for each computer seat, each with its own seed."""
        return {p: self.make_bot(level, self.seed * 10 + i)
                for i, p in enumerate(self.players()) if p not in self.humans}

    # -- small builders ----------------------------------------------------------------------
    @staticmethod
    def _button(text: str, fn: Callable, *, icon: str = "", style: str = "", tooltip: str = "") -> W.Button:
        b = W.Button(description=text, icon=icon, button_style=style, tooltip=tooltip or text,
                     layout=W.Layout(width="auto", margin="2px"))
        b.on_click(lambda _: fn())
        return b

    def log(self) -> list:
        return self.state.log

    def players(self) -> list[str]:
        return list(self.state.players)

    # -- messages ----------------------------------------------------------------------------
    def say(self, text: str, error: bool = False) -> None:
        """A sentence under the table: a refusal (red) or a note."""
        colour = ERROR if error else NOTE
        self.message.value = no_math(markup_text(text), style=f"color:{colour}") if text else ""
        self.read_aloud.say(text)

    def news(self, since: int) -> str:
        """What happened since entry ``since`` of the log (the computer's moves too), its last few
        sentences at the narration's level, and who decides now: the message after a choice."""
        said = [e.text for e in self.log()[since:] if e.text][-NEWS:]
        if self.state.is_over:
            return " ".join(said)
        who = self.deciding
        turn = f"Now {who} decides." if who is not None and who in self.humans and len(self.humans) > 1 else \
            "Your turn." if who is not None and who in self.humans else ""
        return " ".join([*said, turn]).strip()

    # -- play --------------------------------------------------------------------------------
    @property
    def deciding(self) -> str | None:
        d = self.state.decision
        return None if d is None or self.state.is_over else d.player

    @property
    def human_to_act(self) -> bool:
        return self.deciding in self.humans

    def act(self, action) -> bool:
        """Apply a human's action, then let the bots play; a refusal is said, and changes nothing."""
        self.mark(action.player)
        since = len(self.log())
        try:
            self.state.apply(action)
        except MobgamesError as err:
            self.say(str(err), error=True)
            self.on_change()
            return False
        self.say("")
        self.advance()
        if not self.message.value:   # (unless the computer got stuck: that is the news then)
            self.say(self.news(since))
        return True

    def mark(self, player: str | None) -> None:
        """``player`` is about to act: a new block of the story unless he acted last."""
        if not self.turns or self.turns[-1][2] != player:
            self.turns.append((len(self.state.history), len(self.log()), player))

    def advance(self) -> int:
        """The bots play (``play_bots``), then the table redraws. Returns how many actions they took."""
        done = self.play_bots()
        self.on_change()
        return done

    def play_bots(self) -> int:
        """The bounded bot loop: the computer decides for every seat without a human until a human
        must decide or the game is over. Returns how many actions the bots took."""
        state, done = self.state, 0
        self.problem = ""   # what stopped the bots, if anything went wrong
        if not self.max_bot_actions:   # a table that only watches (no computer players)
            return 0
        while done < self.max_bot_actions:
            who = self.deciding
            if who in self.humans and self.settle is not None and self.settle():
                continue
            if who is None or who in self.humans:
                break
            self.mark(who)
            try:
                state.apply(self.bots.get(who, self.bot).choose(state.view(who)))
            except MobgamesError as err:
                self.say(f"The computer player for {who} is stuck: {err}", error=True)
                break
            done += 1
        else:
            self.say(f"The computer stopped after {done} actions; press a button to go on.", error=True)
        return done

    def set_level(self, level: str) -> None:
        """The computer plays at ``level`` from now on (what the level picker does)."""
        try:
            self.bot = self.make_bot(level, self.seed)
            if self.per_seat:
                self.bots = self.seat_bots(level)
        except MobgamesError as err:
            self.say(str(err), error=True)
            return
        if self.level.value != level:
            self.level.value = level
        self.say(f"From now on the computer plays at the {level.capitalize()} level.")

    # -- undo --------------------------------------------------------------------------------
    def human_entries(self) -> list[int]:
        """Where in the history the humans decided (each is a point undo can go back to)."""
        return [i for i, a in enumerate(self.state.history) if a.player in self.humans]

    def can_undo(self) -> bool:
        return bool(self.human_entries())

    def undo(self, to: int | None = None) -> bool:
        """Take back the reader's last decision and what followed it (or go back to ``to``, a
        point in the history)."""
        marks = self.human_entries()
        if to is None:
            if not marks:
                self.say("Nothing to undo yet: you have not decided anything.", error=True)
                return False
            to = marks[-1]
        try:
            self.state.undo_to(to)
        except MobgamesError as err:
            self.say(str(err), error=True)
            return False
        self.forget_after(to)
        self.say("Your last decision is taken back." if to == (marks[-1] if marks else None)
                 else "Taken back to the start of your turn.")
        self.advance()
        return True

    def forget_after(self, index: int) -> None:
        """Forget the story's blocks that began after ``index`` of the history (they were undone)."""
        while self.turns and self.turns[-1][0] >= index and self.turns[-1][2] is not None:
            self.turns.pop()

    # -- new game, saving and loading ----------------------------------------------------------
    def replace(self, state, note: str) -> None:
        """Play ``state`` from now on (a new game, or one loaded)."""
        self.state = state
        self.turns = [(0, 0, None)] if state.log else []
        self.shown_to = self.humans[0] if self.humans else None
        self.save_link.value = ""
        self.say(note)
        self.advance()

    def new_game(self) -> None:
        if self.new_state is None:
            self.say("This table has no new game to start.", error=True)
            return
        self.seed += 1
        try:
            state = self.new_state(self.seed)
        except MobgamesError as err:
            self.say(str(err), error=True)
            return
        self.replace(state, f"A new game has started (seed {self.seed}).")

    def save(self) -> str:
        """The game as JSON, and a link on the table to download it as a file."""
        text = self.state.to_json()
        data = base64.b64encode(text.encode()).decode()
        name = f"mobgames-{self.game_name.lower().replace(' ', '-')}-{len(self.state.history)}.json"
        self.save_link.value = (f"<a download='{name}' href='data:application/json;base64,{data}' "
                                f"style='margin-left:6px'>Download {escape(name)}</a>")
        self.say("The game is saved: download the file with the link; Load brings it back.")
        return text

    def load(self, text) -> bool:
        """Load a saved game (JSON text or bytes); a damaged or foreign file is refused in a sentence."""
        try:
            state = type(self.state).from_json(text)
            players = list(state.players)
            missing = [h for h in self.humans if h not in players]
            if missing:
                raise SetupError(f"This save has no player called {missing[0]}; its players are "
                                 f"{and_list(list(players))}.")
        except MobgamesError as err:
            self.say(f"That file cannot be loaded: {err}", error=True)
            return False
        self.replace(state, f"Game loaded: {len(state.history)} actions replayed.")
        return True

    def _on_file(self, name: str, text: str | None) -> None:
        if text is None:
            self.say(f"That file cannot be loaded: {name} is not a saved game (not text, or far too big).",
                     error=True)
            return
        self.load(text)

    # -- hot seat and the end ----------------------------------------------------------------
    def reveal(self) -> None:
        """The next human has the screen: show his cards."""
        self.shown_to = self.deciding if self.human_to_act else self.shown_to
        self.on_change()

    @property
    def curtain_down(self) -> bool:
        """Must the screen pass to another human first (a game with hidden cards)?"""
        who = self.deciding
        return (who in self.humans and who != self.shown_to and self.hidden_cards and len(self.humans) > 1)

    @property
    def screen_for(self) -> str | None:
        """Whose hand the table may show now (None while the curtain is down, or with no human)."""
        if self.curtain_down:
            return None
        if self.deciding in self.humans:
            self.shown_to = self.deciding
        return self.shown_to

    def refresh(self, over_text: str = "") -> None:
        """Redraw the kit's own parts: the curtain, the game-over panel, undo, the story."""
        state = self.state
        down = self.curtain_down
        self.curtain.layout.display = "flex" if down else "none"
        if down:
            self.curtain_text.value = (f"<div style='font-size:1.2em;padding:8px'><b>Pass the screen to "
                                       f"{escape(self.deciding)}.</b> {escape(self.deciding)}, press the button "
                                       "when the others cannot see.</div>")
        self.over_panel.layout.display = "block" if state.is_over else "none"
        if state.is_over:
            won = state.winners
            head = (f"{and_list(won)} {'wins' if len(won) == 1 else 'share the win'}!" if won else
                    "The game ended with no winner.")
            self.over_panel.value = (f"<div style='border:2px solid #1f5f99;padding:8px;margin:6px 0'>"
                                     f"<b style='font-size:1.2em'>Game over. {escape(head)}</b>"
                                     f"{over_text}<div>Press <b>New game</b> to play again, or <b>Undo</b> "
                                     "to go back and try another way.</div></div>")
        self.undo_button.disabled = not self.can_undo()
        self.undo_button.tooltip = ("Undo: nobody at this table has decided anything yet." if self.undo_button.disabled
                                    else "Undo: back to just before the last decision made at this table, taking "
                                         "back the computer's moves after it.")

    def story_turns(self, annotate: Callable[[str], str] = escape) -> str:
        """The story panel's HTML: one block per turn, its events read from the log."""
        log, out, mine = self.log(), [], None
        ends = [t[1] for t in self.turns[1:]] + [len(log)]
        for (_h, start, player), end in zip(self.turns, ends):
            if end > start and player in self.humans:
                mine = len(out)   # the reader's last turn: it and all since are shown open
            if player is None:
                head = "Before play" if start == 0 else "Earlier"
            else:
                head = f"{player} (you)" if player in self.humans else f"{player} (computer)"
            if end > start:   # (a refused action leaves an empty block: not shown)
                out.append((head, [e.text for e in log[start:end]]))
        return story_html(out, annotate, mine)
