"""BFTable: a hot-seat Blood Feud game table. Every phase is played by clicking: pick up pieces
by clicking their space, click where they go (or whom they attack), buy in the last phase, and
let bots play the other families.

The table holds no rules. Moves come from ``legal_moves``, refusals from ``why_not`` or from the
error the engine raises, and every action goes through ``Turns`` (so it can be saved and undone).
"""

from __future__ import annotations

from html import escape

import ipywidgets as W

from mobgames.bloodfeud import groups
from mobgames.bloodfeud.actions import QUESTIONS
from mobgames.bloodfeud.bots import bot as bot_of_level
from mobgames.bloodfeud.movement import legal_moves, why_not
from mobgames.bloodfeud.pieces import PEOPLE, VEHICLES
from mobgames.bloodfeud.purchases import placements
from mobgames.bloodfeud.turns import PHASE_NAMES, PHASES, Turns
from mobgames.core.errors import MobgamesError

from . import map_pieces
from .bf_map import TableMap, here_html, home_area
from .bf_status import players_html, turn_html
from .keyboard import choices
from .table_kit import KitParts, TableKit

OUT_OF_TURN = frozenset(QUESTIONS)   # decisions the game waits for whoever's turn it is
SIDE_WIDTH = "250px"   # the panel beside the map: the families, the picked-up pieces, this space
SHOP = ("people", "vehicles", "buildings")


class BFTable(KitParts, W.VBox):
    """``BFTable(turns, humans=("Player 1",))``: the humans play by clicking; a bot of the chosen
    ``level`` (Learner first) plays every other family as soon as a human's turn ends.

    ``turns``: a game from ``Turns.start(...)`` (two players when left out). ``humans``: the players
    at the table (several take turns on one screen). ``bot``: an object with ``choose(view)``, or a
    class called with a seed. From Python, as clicks do: ``table.click("ozone_park")``,
    ``table.view.zoom("Brooklyn")``, ``table.next_button.click()``, ``table.end_button.click()``,
    ``table.undo_button.click()``, ``table.shop_buttons["thug"].click()``.
    """

    def __init__(self, turns: Turns | None = None, humans=("Player 1",), bot=None, *,
                 max_bot_turns: int = 200, level: str = "learner"):
        turns = turns if turns is not None else Turns.start(2, seed=1)
        humans = tuple([humans] if isinstance(humans, str) else humans)
        for name in humans:
            turns.game.player(name)   # a typed error naming an unknown player
        seed = getattr(turns.game, "seed", None) or 0
        names = [p.name for p in turns.game.players]
        # The shared frame: level picker, bot loop, undo button, New game, save and load, story.
        self.kit = TableKit(turns, humans, make_bot=bot_of_level, game_name="Blood Feud", level=level,
                            bot=bot(seed) if isinstance(bot, type) else bot, seed=seed, hidden_cards=False,
                            new_state=lambda s: Turns.start(names, seed=s, options=self.game.options),
                            max_bot_actions=max_bot_turns * 400, on_change=self._render,
                            on_undo=self.undo, settle=self._settle_one)
        self.humans = self.kit.humans
        self.offer_text = W.HTML()
        self.accept_button = W.Button(description="Accept", button_style="primary", layout=W.Layout(width="auto"))
        self.decline_button = W.Button(description="Decline", layout=W.Layout(width="auto"))
        self.accept_button.on_click(lambda _: self.answer(True))
        self.decline_button.on_click(lambda _: self.answer(False))
        self.offer_row = W.HBox([self.offer_text, self.accept_button, self.decline_button],
                                layout=W.Layout(display="none"))
        self.offer_row.add_class("mobgames-bf-offer")
        self.source: str | None = None     # the space of the picked-up pieces
        self.chosen: list[str] = []        # the ids of those that go
        self.groups: dict[str, list[str]] = {}   # kind -> the picked-up pieces of that kind
        self.counts: dict[str, int] = {}         # kind -> how many of them go
        self.clicked: str | None = None    # the last space clicked
        self.build_at: str | None = None   # the one clicked in this Purchases phase: a building goes there
        self._undo_marks: list[int] = []   # history length before each click that did something
        self._turn_start = self.turns.turn_start

        self.view = TableMap(self.game, self.humans[0] if self.humans else self.turns.player)
        self._shown_state = id(self.turns)   # a new game or a load shows the reader's area again
        self.view.on_select(self._on_space)
        self.status = W.HTML()   # whose turn, which phase
        self.status.add_class("mobgames-bf-table")
        self.families = W.HTML()   # every family's money, income and districts
        self.families.add_class("mobgames-bf-families")
        self.here = W.HTML()       # the pieces on the space last clicked
        self.listing = W.HTML()    # every piece on the map, in words
        self.listing.add_class("mobgames-bf-listing-panel")
        self.kit.message.add_class("mobgames-bf-message")
        self.hint = W.HTML()
        self.piece_buttons = W.Box(layout=W.Layout(flex_flow="row wrap"))
        # (named in words a screen reader says too: a list with an empty label is nameless, axe select-name)
        self.captives = W.Dropdown(options=[("Kidnap them", "kidnap"), ("Kill them", "kill")], value="kidnap",
                                   description="Fallen Family Members:", style={"description_width": "initial"},
                                   layout=W.Layout(width="auto", height="auto", max_width="100%", flex_flow="row wrap"))
        self.pay_premium = W.Checkbox(value=True, description="Pay a precinct's premium",
                                      indent=False, layout=W.Layout(width="auto"))
        self.next_button = W.Button(description="Next phase", button_style="primary", layout=W.Layout(width="auto"))
        self.end_button = W.Button(description="End turn", layout=W.Layout(width="auto"))
        self.next_button.on_click(lambda _: self.next_phase())
        self.end_button.on_click(lambda _: self.end_turn())
        self.end_warning = W.HTML()
        self.actions = W.HBox([self.next_button, self.end_button, self.end_warning],
                              layout=W.Layout(align_items="center", flex_flow="row wrap"))
        self.actions.add_class("mobgames-bf-actions")
        choices(self.actions)   # (the focus comes back here after each choice)
        self.shop_buttons: dict[str, W.Button] = {}
        for card in self.game.catalogue.values():
            if card.category in SHOP and card.cost is not None:
                b = W.Button(description=f"{card.name} ${card.cost}", layout=W.Layout(width="auto", margin="1px"))
                b.on_click(lambda _, item=card.id: self.buy(item))
                self.shop_buttons[card.id] = b
        self.shop = W.Box(list(self.shop_buttons.values()), layout=W.Layout(flex_flow="row wrap"))
        self.shop.add_class("mobgames-bf-shop")
        self.story = self.kit.story
        self.story.add_class("mobgames-bf-log")
        # Above the map: the computer's level, Undo, New game, Save. Beside it, so that a move needs no
        # scrolling: whose turn and its buttons, the families, the picked-up pieces and the clicked
        # space. Under it: the shop, every piece in words, and the story.
        top = W.VBox([self.kit.header, self.kit.over_panel])
        side = W.VBox([self.status, self.actions, self.offer_row, self.message, self.families, self.hint,
                       self.piece_buttons, self.captives, self.pay_premium, self.here],
                      layout=W.Layout(width=SIDE_WIDTH, padding="0 0 0 8px"))
        side.add_class("mobgames-bf-side")
        self.listing_box = W.Accordion([self.listing], titles=("Every piece on the map, in words",),
                                       selected_index=None)
        bottom = W.VBox([W.HTML("<b>Make Purchases</b> (people and vehicles go with your Boss; for a "
                                "building, click one of your districts first)"),
                         self.shop, self.listing_box, self.story])
        super().__init__([top, W.HBox([self.view, side], layout=W.Layout(flex_flow="row wrap")), bottom])
        self.add_class("mobgames-bf")
        played, problem = self._run_bots()
        if problem:
            self._say(problem, error=True)
        self._render()
        self._pick(None)

    # -- the game --------------------------------------------------------------------------
    turns = property(lambda self: self.kit.state)     # a new game or a loaded one: always ask the kit

    @property
    def game(self):
        return self.turns.game   # a new object after an undo or a load: always ask the turns

    def _over_text(self) -> str:
        winner = self.game.winner
        return f"The game is over: {winner} won." if winner else "The game is over: it ended in a draw."

    @property
    def human_turn(self) -> bool:
        return not self.turns.over and self.turns.player in self.humans

    # -- clicks on the map -------------------------------------------------------------------
    def click(self, space_id: str) -> None:
        """What a click on the map does (for code and tests). An unknown space is refused in a sentence."""
        try:
            self.view.select(space_id)
        except MobgamesError as err:
            self._say(str(err), error=True)

    def _on_space(self, sid: str | None) -> None:
        self.clicked = sid
        self.here.value = here_html(self.game, sid)
        if sid is None or not self.human_turn:
            if not self.human_turn and sid is not None:
                self._say(self._over_text() if self.turns.over else "It is not a human player's turn.", error=True)
            self._pick(None)
            return
        if self.turns.phase == "purchases":   # a click chooses where a building goes
            self.build_at = sid
            self._pick(None)
            self._say(self._space_text(sid) + " A building you buy now goes here.")
            return
        if self.source is not None and sid != self.source and self.chosen:
            game = self.game
            if any(m.end == sid for pid in self.chosen if pid in game.units for m in legal_moves(game, pid)):
                return self._act(lambda: groups.send(self.turns, self.chosen, sid, self.pay_premium.value))
            if self._enemy_people(sid):
                return self._act(lambda: self._attack(sid))
            if not self._mine(sid):
                pid = next((p for p in self.chosen if p in game.units and p not in game.moved), self.chosen[0])
                reason = why_not(game, pid, sid) or "Those pieces cannot all go there."
                name = game.catalogue[game.units[pid].kind].name
                self._say(f"Not possible for the {name}: {reason}", error=True)
                return self._show_reach()
        if sid == self.source:
            self._pick(None)
            self._say("")
            return
        if self._mine(sid):
            self._pick(sid)
            self._say("")
        else:
            self._pick(None)
            self._say(self._space_text(sid))

    def _mine(self, sid: str) -> bool:
        return any(u.owner == self.turns.player and u.carrier is None for u in self.game.units_at(sid))

    def _enemy_people(self, sid: str) -> bool:
        return any(u.owner != self.turns.player and u.kind in PEOPLE for u in self.game.units_at(sid))

    def _space_text(self, sid: str) -> str:
        game = self.game
        sp = game.board.space(sid)
        owner = game.control.get(sid)
        parts = [f"{sp.name} ({sp.kind}" + (f", {owner}'s" if owner else ", neutral" if sp.kind == "district" else "") + ")"]
        for who, counts in game.pieces_at(sid).items():
            what = ", ".join(game.catalogue[k.split(':')[0]].count_text(n) for k, n in counts.items() if n)
            parts.append(f"{who}: {what}")
        return ". ".join(parts) + "."

    def _pick(self, sid: str | None) -> None:
        """Pick up the current player's pieces in a space: every person who can still act goes,
        vehicles only when the reader picks them; a stepper for each kind sets how many go."""
        game = self.game
        self.source = sid
        units = [u for u in game.units_at(sid, self.turns.player) if u.carrier is None] if sid else []
        self.groups = {}   # kind -> the ids of that kind here that can still act, in a fixed order
        for u in sorted(units, key=lambda u: (u.kind in VEHICLES, u.kind, u.id)):
            if u.id not in game.moved:
                self.groups.setdefault(u.kind, []).append(u.id)
        self.counts = {k: (0 if k in VEHICLES else len(ids)) for k, ids in self.groups.items()}
        self.moved_here = sum(1 for u in units if u.id in game.moved)
        self._choose_counts()

    def _choose_counts(self) -> None:
        """The chosen pieces from the counts, then the steppers and the shading drawn again."""
        self.chosen = [pid for k, ids in self.groups.items() for pid in ids[:self.counts[k]]]
        game = self.game
        rows = []
        for kind, ids in self.groups.items():
            card = game.catalogue[kind]
            n = self.counts[kind]
            minus = W.Button(description="\u2212", tooltip=f"One {card.name} fewer", disabled=n == 0,
                             layout=W.Layout(width="36px", margin="1px"))
            plus = W.Button(description="+", tooltip=f"One {card.name} more", disabled=n == len(ids),
                            layout=W.Layout(width="36px", margin="1px"))
            minus.on_click(lambda _, k=kind: self.set_count(k, self.counts[k] - 1))
            plus.on_click(lambda _, k=kind: self.set_count(k, self.counts[k] + 1))
            name = card.plural or card.name + "s" if len(ids) > 1 else card.name
            label = W.HTML(f"<span class='mobgames-bf-count'><b>{escape(name)}</b> {n} of {len(ids)}</span>",
                           layout=W.Layout(width="168px"))
            row = W.HBox([minus, label, plus], layout=W.Layout(align_items="center"))
            row.kind = kind
            rows.append(row)
        if self.groups:
            every = W.Button(description="All", tooltip="Every piece here that can still act, vehicles too",
                             layout=W.Layout(width="auto", margin="1px"))
            none = W.Button(description="None", tooltip="Leave every piece here", layout=W.Layout(width="auto", margin="1px"))
            every.on_click(lambda _: self.set_all(True))
            none.on_click(lambda _: self.set_all(False))
            rows.append(W.HBox([every, none]))
        if getattr(self, "moved_here", 0):
            n = self.moved_here
            rows.append(W.HTML(f"<span style='color:#555'>{n} piece{'s' if n != 1 else ''} here already "
                               "moved or fought this turn.</span>"))
        self.piece_buttons.children = rows
        self._show_reach()

    def set_count(self, kind: str, n: int) -> None:
        """How many of the picked-up pieces of ``kind`` go (what the steppers do)."""
        if kind not in self.groups:
            self._say(f"No piece of that kind ({kind!r:.30}) is picked up here.", error=True)
            return
        self.counts[kind] = max(0, min(n, len(self.groups[kind])))
        self._choose_counts()

    def set_all(self, on: bool) -> None:
        """Every picked-up piece goes (All), or none (None)."""
        self.counts = {k: len(ids) if on else 0 for k, ids in self.groups.items()}
        self._choose_counts()

    def _show_reach(self) -> None:
        """Shade where every chosen piece can go, and (in the battle phase) what they can attack."""
        game = self.game
        chosen = [game.units[p] for p in self.chosen if p in game.units]
        ends = groups.reach(game, chosen, self.source)
        targets = groups.targets(self.turns, chosen, self.source) if chosen and self.turns.phase == "battle" else []
        outline = self.source or (self.build_at if self.turns.phase == "purchases" and self.human_turn else None)
        self.view.mark(ends, targets=targets, outline=outline)
        if not self.human_turn:
            hint = ""
        elif self.source is None:
            hint = ("Click a space with your pieces to pick them up." if self.turns.phase in ("battle", "movement")
                    else "Buy under the map (click a district first to build there), then press "
                         "<b>End turn</b>.")
        elif not chosen:
            hint = "None of these pieces can act any more this turn."
        else:
            hint = (f"{game.board.space(self.source).name}: click where they go (green)"
                    + (", or an enemy space to attack (orange)" if targets else "")
                    + ". Use the steppers to choose how many of each go.")
        self.hint.value = f"<div style='font-size:13px'>{hint}</div>"

    # -- actions (each a call to the engine; a refusal is shown and changes nothing) --------
    def _act(self, fn) -> None:
        mark, game = len(self.turns.history), self.game
        start = len(game.log)
        self.kit.mark(self.turns.player)
        try:
            with self.turns.all_or_nothing():   # a group move refused half-way is taken back whole
                fn()
        except MobgamesError as err:
            self._say(str(err), error=True)
            if self.game is not game:
                self._render()
            self._show_reach()
            return
        if len(self.turns.history) > mark:
            self._undo_marks.append(mark)
        self._say(" ".join(e.text for e in self.game.log[start:][-3:]))
        self._pick(None)
        self._render()

    def _attack(self, target: str) -> None:
        self.turns.attack(target, groups.attackers(self.game, self.chosen, self.source), captives=self.captives.value,
                          pay_premium=self.pay_premium.value)
        self.kit.play_bots()   # a defending bot's answers (and a human defender's, from the settings)

    def _settle_one(self) -> bool:
        """A decision a battle leaves to a human out of turn (the winner
        chooses the fate of the fallen Family Members; a defender calls out his order), settled at
        this shared table from the Kidnap/Kill and premium settings. True if it was answered; an
        offer waits for the human's own answer (the Accept and Decline buttons)."""
        turns = self.turns
        d = turns.decision
        if d is None or turns.over or d.kind not in OUT_OF_TURN or d.kind == "answer":
            return False
        answers = list(turns.legal_actions(d.player))   # step_in and captives: the most first
        if d.kind == "premium":
            answers = [a for a in answers if a.get("pay") == self.pay_premium.value] or answers
        elif d.kind == "captives" and self.captives.value == "kill":
            answers = answers[-1:]
        self.kit.mark(d.player)
        turns.apply(answers[0])
        return True

    def answer(self, accept: bool) -> None:
        """The human's answer to an offer (a ransom, an exchange); then the bots play on."""
        d = self.turns.decision
        if d is None or d.kind != "answer" or d.player not in self.humans:
            self._say("There is no offer waiting for your answer.", error=True)
            return
        self.kit.mark(d.player)
        try:
            self.turns.answer(d.player, accept)
        except MobgamesError as err:
            self._say(str(err), error=True)
            return
        said = [self.game.log[-1].text]
        played, problem = self._run_bots()
        if played:
            said.append(f"{' and '.join(dict.fromkeys(played))} played (see below).")
        self._say(" ".join(said + ([problem] if problem else [])), error=bool(problem))
        self._render()

    def buy(self, item: str) -> None:
        """Buy one item: people and vehicles go with the Boss (or to the clicked space, if new
        pieces may go there); a building goes in the clicked district."""
        card = self.game.catalogue.get(item)   # (an unknown item: the engine says so, in _act)
        building = card is not None and card.category == "buildings"
        at = self.build_at if self.turns.phase == "purchases" else None   # (never a click of an earlier phase)
        if building and at is None:
            return self._say(f"Click the district where the {card.name} goes first: one you control.", error=True)
        self._act(lambda: self.turns.buy(item, at=at if building or at in placements(self.game, self.turns.player) else None))

    def next_phase(self) -> None:
        """On to the next phase; never past the last one (ending the turn is End turn's job)."""
        if self.human_turn and self.turns.phase == PHASES[-1]:
            self._say(f"{PHASE_NAMES[PHASES[-1]]} is the last phase of the turn: buy what you want, then "
                      "press End turn.", error=True)
            return
        self._turn_action(self.turns.next_phase)

    def unused(self) -> list[str]:
        """What ending the reader's turn now would leave unused: pieces that could still act, money
        that could still buy something."""
        if not self.human_turn:
            return []
        game, me, out = self.game, self.turns.player, []
        if self.turns.phase in ("battle", "movement"):
            idle = sum(1 for u in game.units.values()
                       if u.owner == me and u.kind in PEOPLE and u.carrier is None and u.id not in game.moved)
            if idle:
                out.append(f"{idle} piece{'s' if idle != 1 else ''} that could still move")
        cash = game.cash.get(me, 0)
        costs = [b.cost for b in game.catalogue.values() if b.category in SHOP and b.cost is not None]
        if costs and cash >= min(costs):
            out.append(f"${cash:,} unspent")
        return out

    def end_turn(self) -> None:
        self._turn_action(self.turns.end_turn)

    def _turn_action(self, fn) -> None:
        if self.turns.over:
            self._say(self._over_text(), error=True)
            return
        said = []
        if self.human_turn:
            mark, start = len(self.turns.history), len(self.game.log)
            self.kit.mark(self.turns.player)
            try:
                fn()
            except MobgamesError as err:
                self._say(str(err), error=True)
                return
            if len(self.turns.history) > mark:
                self._undo_marks.append(mark)
            said = [e.text for e in self.game.log[start:] if e.kind not in ("turn", "phase")][-2:]
        played, problem = self._run_bots()
        if played:
            said.append(f"{' and '.join(dict.fromkeys(played))} played (see below).")
            if not self.turns.over:
                said.append(f"Now it is {self.turns.player}'s turn.")
        if problem:
            self._say(" ".join(said + [problem]), error=True)
        else:
            self._say(" ".join(said) or f"{PHASE_NAMES[self.turns.phase]} phase.")
        self._pick(None)
        self._render()

    def undo(self) -> None:
        """Back to just before the last click of a person at this table (a group move is one
        click), with every computer decision after it: the table is on that person's decision
        again, never inside a computer's turn (README, "Undo")."""
        marks = [m for m in self._undo_marks if m < len(self.turns.history)]
        entries = self.kit.human_entries()   # (a loaded game has no clicks: its people's actions)
        to = marks[-1] if marks else entries[-1] if entries else None
        self._undo_marks = [m for m in marks if to is None or m < to]
        self.kit.undo(to)
        self._pick(None)
        self._render()

    # -- bots ------------------------------------------------------------------------------------
    def _run_bots(self) -> tuple[list[str], str]:
        """Let the bots play every non-human player's turn (the kit's bounded loop), until a
        human must decide or the game ends. Returns who played, and what went wrong (if anything)."""
        blocks = len(self.kit.turns)
        self.kit.play_bots()
        played = [p for _h, _l, p in self.kit.turns[blocks:] if p is not None and p not in self.humans]
        return played, self.kit.problem

    # -- drawing -----------------------------------------------------------------------------
    def _say(self, text: str, error: bool = False) -> None:
        self.kit.say(text, error)

    def _render(self) -> None:
        turns, game = self.turns, self.game
        if self._turn_start != turns.turn_start:     # a new turn: nothing of it to undo yet
            self._turn_start, self.clicked, self.build_at = turns.turn_start, None, None
        if self._shown_state != id(turns):   # a new game or a loaded one: the reader's area first
            self._shown_state = id(turns)
            self.view.zoom(home_area(self.view, game, self.humans[0] if self.humans else turns.player))
        self.view.show(game)
        self.status.value = turn_html(turns, self.humans)
        self.families.value = players_html(game)
        self.listing.value = map_pieces.listing_html(game)
        self.here.value = here_html(game, self.clicked)
        d = turns.decision
        offer = d is not None and d.kind == "answer" and d.player in self.humans
        self.offer_row.layout.display = "flex" if offer else "none"
        self.offer_text.value = f"<b>{escape(d.prompt)}</b>" if offer else ""
        open_shop = self.human_turn and turns.phase == "purchases"
        cash = game.cash.get(turns.player, 0)
        for item, b in self.shop_buttons.items():
            cost = game.catalogue[item].cost
            b.disabled = not open_shop or cost > cash
            b.tooltip = ("Buying belongs to the Make Purchases phase." if not open_shop
                         else f"You have ${cash}." if cost > cash else f"Buy {game.catalogue[item].a_name}.")
        last = turns.phase == PHASES[-1]
        self.next_button.disabled = not self.human_turn or last
        # Leaving Movement factors the income: the button says so, and the message explains the sum.
        self.next_button.description = ("Factor income \u25b6" if turns.phase == "movement" else
                                        "Next phase \u25b6")
        self.next_button.tooltip = ("The last phase: press End turn when you are done" if last else
                                    "Go on to the next phase of your turn")
        self.end_button.disabled = turns.over   # with no human to move, it lets the bots go on
        lost = self.unused()
        self.end_warning.value = (f"<span class='mobgames-bf-warning' style='color:#8a4b00'>Ending the turn now "
                                  f"leaves {escape(' and '.join(lost))}.</span>" if lost else "")
        self.kit.refresh()
        self.story.value = self.kit.story_turns()
