"""MTTable: a hot-seat Mob Ties table on the table kit (``mobgames/widgets/table_kit.py``): the board,
the reader's choices as buttons (grouped into lists when there are many), the Show of Respect
under way with its deal and offer row, the reader's hand, and the story by turns. The board and
the panels are in ``mobgames/widgets/mobties.py``; the rules are the engine's."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from html import escape

import ipywidgets as W

from mobgames.core.bots import Bot
from mobgames.core.text import and_list
from mobgames.mobties import Action, MTGame, new_game
from mobgames.mobties.bots import bot as bot_of_level
from mobgames.mobties.cards import BOARD, PLACES, place_name
from mobgames.mobties.rules import PHASE_NAMES
from mobgames.mobties.svg import player_colours
from mobgames.teaching import annotate  # game terms show their definition on hover

from .keyboard import KeyboardGuard, choices
from mobgames.mobties.labels import mobster_name

from .mobties import (
    MANY,
    HandPanel,
    MTBoardView,
    ShowPanel,
    action_label,
    group_key,
    group_title,
    replace_children,
    who_html,
)
from .table_kit import KitParts, TableKit


# -- the table -----------------------------------------------------------------------------------
class MTTable(KitParts, W.VBox):
    """A hot-seat Mob Ties table. ``humans`` choose by clicking; ``bot`` (a ``core.bots.Bot``; a
    function ``bot(game) -> Action`` also works; default: the bot of ``level``, "learner", "fair"
    or "strong", which the level picker changes) plays everyone else, at once, until a human
    must decide or the game ends. The bots answer the offers made to them and make their own;
    an offer to a human waits for his Accept or Decline. "Undo" takes back the last human
    action, deal or offer and everything after it (the engine's own undo).

    ``MTTable()`` starts a four-player game (seed 1) with you as Red."""

    def __init__(self, game: MTGame | None = None, humans: Iterable[str] = ("Red",), bot: Bot | Callable | None = None,
                 *, seed: int = 1, width: int = 780, level: str = "learner"):
        game = game if game is not None else new_game(4, seed=seed)
        names = list(game.players)
        self.width = width
        self.kit = TableKit(game, humans, make_bot=bot_of_level, game_name="Mob Ties", level=level,
                            new_state=lambda s: new_game(names, seed=s, order=game.options.order,
                                                         terms=game.options.terms),
                            bot=_FunctionBot(bot, self) if callable(bot) and not isinstance(bot, Bot) else bot,
                            seed=game.seed if game.seed is not None else seed, on_change=self._render)
        self.humans = self.kit.humans
        self.colours = player_colours(game.players)
        self.status = W.HTML()
        self.status.add_class("mobgames-mt-status")
        self.board = MTBoardView(game, width=width, clickable=True)
        self.board.picture.on_click(self.click_board)
        self.picked: str | None = None   # a mobster the reader clicked, waiting for a location
        self.hand = HandPanel(game, self.humans[0] if self.humans else game.players[0])
        self.show_panel = ShowPanel(game, payers=self.humans, on_change=self.kit.advance, votes=False,
                                     narration=False)
        self.actions = W.VBox(layout=W.Layout(margin="4px 0"))
        self.actions.add_class("mobgames-mt-actions")
        choices(self.actions)   # (the focus comes back here after each choice)
        self.story = self.kit.story
        self.story.add_class("mobgames-mt-log")
        # The board at the left and everything a player uses beside it (under it on a narrow
        # screen): a move never needs scrolling between the board and its buttons.
        self.side = W.VBox([self.kit.header, self.status, self.message, self.actions, self.show_panel, self.hand,
                            self.story], layout=W.Layout(flex="1 1 340px", min_width="0"))
        self.side.add_class("mobgames-mt-side")
        self.board.layout.flex = "0 1 auto"
        self.board.layout.min_width = "0"
        self.table = W.Box([self.board, self.side], layout=W.Layout(flex_flow="row wrap", align_items="flex-start",
                                                                   grid_gap="8px 16px"))
        self.table.add_class("mobgames-mt-table")
        super().__init__([self.kit.over_panel, self.kit.curtain, self.table])
        self.add_class("mobgames-mt")
        KeyboardGuard.protect(self)   # Tab moves on, and no key reaches JupyterLab's shortcuts
        self.kit.advance()

    # -- play ----------------------------------------------------------------------------------
    def set_level(self, level: str) -> None:
        """The computer plays at ``level`` from now on (what the level picker does)."""
        self.kit.set_level(level)

    def choose(self, action: Action) -> None:
        """What a click does: apply the action, then let the bots play to the next human decision."""
        self.show_panel.message.value = ""
        if not isinstance(action, Action):
            self.kit.say(f"{action!r:.40} is not an action of this game.", error=True)
            return
        start = len(self.game.log)
        if self.kit.act(action) and action.kind == "drive":
            self._after_driving(action.player, start)

    def click_board(self, attribute: str, value: str) -> None:
        """What a click on the board does. On one of the reader's mobsters: pick it. On a
        location: the one thing the reader can do there (with the picked mobster, if any) is done;
        when there are several, only those are offered as buttons. Anything else is refused in a
        sentence and changes nothing."""
        g = self.game
        d = g.decision
        if d is None or d.player not in self.humans or self.kit.curtain_down:
            self.kit.say("The game is over." if g.over else "It is not your decision now.", error=True)
            return
        legal = g.legal_actions()
        if attribute == "data-mobster":
            mob = g.mobsters.get(value)
            if mob is None or mob.owner != d.player:
                self.kit.say(f"That is not one of {d.player}'s mobsters.", error=True)
                return
            if not any(a.target == value for a in legal):
                self.kit.say(f"{d.player}'s {mobster_name(g, value)} has nothing to do now.", error=True)
                return
            self.picked = value
            self.kit.say(f"The {mobster_name(g, value)} is picked: now click a location (outlined) for this mobster.")
            return
        here = [a for a in legal if a.where == value]
        if self.picked is not None and any(a.target == self.picked for a in here):
            here = [a for a in here if a.target == self.picked]
        name = place_name(value) if value in PLACES else repr(value[:40])
        if not here:
            self.kit.say(f"Nothing can be done at {name} now. {d.prompt}", error=True)
            return
        if len(here) == 1:
            self.picked = None
            self.choose(here[0])
            return
        self.kit.say(f"At {name} you can do {len(here)} things: choose one below.")
        back = W.Button(description="Show every choice", layout=W.Layout(width="auto", margin="2px"))
        back.on_click(lambda _: self._render())
        replace_children(self.actions, self._buttons(here) + [W.Box([back])])

    def _after_driving(self, player: str, start: int) -> None:
        """Say so when the Driver's move was the last thing ``player`` could do in his action turn
        (the engine ends the turn itself when only passing is left)."""
        for e in self.game.log[start:]:
            if e.kind == "pass" and e.data.get("player") == player:
                self.kit.say(f"{player}'s Driver has made his one move this turn and {player} has no card "
                             "to play, so the action turn is over.")
                return

    def undo(self) -> bool:
        """Take back the last human action or deal (and what followed it): the table is back at
        that decision."""
        return self.kit.undo()

    # -- drawing -------------------------------------------------------------------------------
    def _render(self) -> None:
        g = self.game
        if self.board.game is not g:   # a new game or a loaded one: the panels follow it
            self.board.game = self.hand.game = self.show_panel.game = g
        d = g.decision
        down, screen = self.kit.curtain_down, self.kit.screen_for
        mine = d is not None and d.player in self.humans and not down
        if screen is not None:
            self.hand.player = screen
        self.hand.layout.display = "none" if down else "flex"
        if down:
            self.hand.cards.value = ""   # (not only hidden: nothing of the last player's hand stays on the page)
        self.board.refresh()
        if not down:
            self.hand.refresh()
        self.show_panel.refresh(keep_message=True)
        self.show_panel.layout.display = "flex" if g.show is not None else "none"
        self.status.value = self._status_html()
        legal = g.legal_actions() if mine else []
        replace_children(self.actions, self._buttons(legal))
        # The locations a click can act on now are outlined on the board (and reached by Tab).
        self.board.picture.targets = sorted({a.where for a in legal if a.where})
        if not mine or not any(a.target == self.picked for a in legal):
            self.picked = None
        self.kit.refresh()
        self.story.value = self.kit.story_turns(annotate)

    def _status_html(self) -> str:
        g = self.game
        d = g.decision
        phase = "Game over" if g.over else f"{PHASE_NAMES.get(g.phase, g.phase)} phase"
        head = (f"Round {g.round} \u00b7 {phase} \u00b7 "
                + (f"Don: {who_html(g, g.don, self.colours)}" if g.don else "no Don yet")
                + f" \u00b7 Heat {g.heat}")
        if g.over:
            scores = g.scores()
            rows = "".join(f"<li>{who_html(g, p, self.colours)}: ${scores[p]}k</li>"
                           for p in sorted(g.players, key=lambda q: -scores[q]))
            win = g.winner or []
            line = (f"<b>Game over. {escape(and_list(win))} {'wins' if len(win) == 1 else 'tie for the win'}!</b>"
                    f"<div>Final cash, counting ${BOARD['respect_value']}k per point of respect still on the "
                    f"board:</div><ol style='margin:2px 0'>{rows}</ol>")
        elif d is None:
            line = "<i>Nobody has a decision to make.</i>"
        else:
            prompt = d.prompt[len(d.player) + 2:] if d.prompt.startswith(f"{d.player}: ") else d.prompt
            prompt = prompt[:1].upper() + prompt[1:]
            who = "Your decision" if d.player in self.humans else "Waiting for"
            line = f"{who}, {who_html(g, d.player, self.colours)}: {escape(prompt)}"
        return f"<div style='font-size:14px;line-height:1.5'><div>{head}</div><div>{line}</div></div>"

    def _buttons(self, actions: list[Action]) -> list[W.Widget]:
        g = self.game
        def button(a: Action, style: str = "primary") -> W.Button:   # (blue, as the chapters say)
            b = W.Button(description=action_label(g, a), button_style=style,
                         layout=W.Layout(width="auto", margin="2px"))
            b.on_click(lambda _, a=a: self.choose(a))
            b.action = a
            return b
        if len(actions) <= MANY:
            return [W.Box([button(a) for a in actions], layout=W.Layout(flex_flow="row wrap"))]
        groups: dict = {}
        singles = []
        for a in actions:
            key = group_key(a)
            if key is None:
                singles.append(a)
            else:
                groups.setdefault(key, []).append(a)
        rows: list[W.Widget] = []
        for key, acts in groups.items():
            if len(acts) == 1:
                singles.append(acts[0])
                continue
            # (the list's label is its own visible description: a screen reader names the list by it)
            pick = W.Dropdown(options=[(action_label(g, a), i) for i, a in enumerate(acts)], value=0,
                              description=group_title(g, key, acts), style={"description_width": "170px"},
                              layout=W.Layout(width="auto", max_width="100%"))
            # (the button says the whole choice it makes, "Place Capo in The Don's Mansion", and follows the list)
            go = W.Button(description=action_label(g, acts[0]), button_style="primary",
                          layout=W.Layout(width="auto", margin="2px"))
            go.on_click(lambda _, acts=acts, pick=pick: self.choose(acts[pick.value]))
            pick.observe(lambda ch, acts=acts, go=go: setattr(go, "description", action_label(g, acts[ch["new"]])), "value")
            go.actions, go.pick = acts, pick
            rows.append(W.HBox([pick, go], layout=W.Layout(align_items="center", flex_flow="row wrap", max_width="100%")))
        if singles:
            rows.append(W.Box([button(a) for a in singles], layout=W.Layout(flex_flow="row wrap")))
        return rows

    def buttons(self) -> list[W.Button]:
        """Every action button now shown (one per action; a dropdown's button is included once)."""
        out = []
        def walk(w):
            if isinstance(w, W.Button):
                out.append(w)
            for c in getattr(w, "children", ()):
                walk(c)
        walk(self.actions)
        return out


class _FunctionBot(Bot):
    """A bot given as a function of the game (``bot(game) -> Action``), as older tables took."""

    def __init__(self, fn: Callable, table: MTTable):
        super().__init__()
        self.fn, self.table = fn, table

    def choose(self, view):
        return self.fn(self.table.game)
