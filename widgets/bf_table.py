"""BFTable: a hot-seat Blood Feud game table. Every phase is played by clicking: pick up pieces
by clicking their space, click where they go (or whom they attack), buy in the last phase, and
let bots play the other families.

The table holds no rules. Moves come from ``legal_moves``, refusals from ``why_not`` or from the
error the engine raises, and every action goes through ``Turns`` (so it can be saved and undone).
"""

from __future__ import annotations

from collections import Counter
from html import escape

import ipywidgets as W
from ipycanvas import hold_canvas

from mobgames.bloodfeud import style
from mobgames.bloodfeud.income import income
from mobgames.bloodfeud.movement import legal_moves, vehicle_routes, why_not
from mobgames.bloodfeud.pieces import PEOPLE, VEHICLES
from mobgames.bloodfeud.purchases import placements
from mobgames.bloodfeud.svg import text_colour
from mobgames.bloodfeud.actions import QUESTIONS
from mobgames.bloodfeud.bots import bot as bot_of_level
from mobgames.bloodfeud.turns import PHASE_NAMES, PHASES, Turns
from mobgames.core.errors import MobgamesError

from .board_view import HIGHLIGHT, BoardView
from .table_kit import KitParts, TableKit

OUT_OF_TURN = frozenset(QUESTIONS)   # decisions the game waits for whoever's turn it is

TARGET_FILL = "rgba(213, 94, 0, 0.40)"   # a space the chosen pieces can attack
SHOP = ("people", "vehicles", "buildings")
KIND_ORDER = {"walk": 0, "ride": 1, "drive": 2}
RED = "#b00020"


def _badge(player) -> str:
    """The family's letter on its colour (colour is never the only cue)."""
    return (f"<span style='background:{player.hex};color:{text_colour(player.hex)};padding:0 4px'>"
            f"{player.letter}</span>")


class _TableBoard(BoardView):
    """The map of the table. A click selects a space and tells the table; the table then draws
    the highlight once: the picked-up pieces' space outlined, where they can go shaded green,
    what they can attack shaded orange."""

    def __init__(self, *args, width: int = 620, **kwargs):
        super().__init__(*args, width=width, info=False, **kwargs)   # map, Find list and description stacked

    def select(self, space_id: str | None) -> None:
        if space_id is not None:
            self.board.space(space_id)   # a typed error for an unknown id, before any change
        self.selected = space_id
        self._describe()
        for fn in self._listeners:
            fn(space_id)

    def mark(self, spaces=(), route=None, targets=(), outline: str | None = None) -> None:
        self._marked, self._route, self._targets, self._outline = list(spaces), list(route or []), list(targets), outline
        with hold_canvas():
            self._draw_highlight()

    def _draw_highlight(self) -> None:
        c, g = self.canvas[HIGHLIGHT], self.geo
        c.clear()
        for fill, spaces in ((style.REACH_FILL, getattr(self, "_marked", [])),
                             (TARGET_FILL, getattr(self, "_targets", []))):
            if spaces:
                c.fill_style = fill
                c.fill_polygons([g.polys[s] for s in spaces])
        outline = getattr(self, "_outline", None)
        if outline:
            c.stroke_style = style.HIGHLIGHT
            c.line_width = 3 * self.scale
            c.stroke_polygon(g.polys[outline])


class BFTable(KitParts, W.VBox):
    """``BFTable(turns, humans=("Player 1",))``: the humans play by clicking; a bot (by default
    ``GreedyBot``) plays every other family as soon as a human's turn ends.

    ``turns``: a game from ``Turns.start(...)`` (a two-player game when left out). ``humans``:
    the players who sit at the table (several take turns on one screen). ``bot``: an object with
    ``choose(view)`` (the engine contract's bots), or a class called with a seed.

    The same as clicking, from Python: ``table.click("ozone_park")`` clicks a space;
    ``table.next_button.click()``, ``table.end_button.click()``, ``table.undo_button.click()``,
    ``table.shop_buttons["thug"].click()``.
    """

    def __init__(self, turns: Turns | None = None, humans=("Player 1",), bot=None, *, width: int = 620,
                 log_lines: int = 12, max_bot_turns: int = 200, level: str = "learner"):
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
        self.accept_button = W.Button(description="Accept", button_style="success", layout=W.Layout(width="auto"))
        self.decline_button = W.Button(description="Decline", layout=W.Layout(width="auto"))
        self.accept_button.on_click(lambda _: self.answer(True))
        self.decline_button.on_click(lambda _: self.answer(False))
        self.offer_row = W.HBox([self.offer_text, self.accept_button, self.decline_button],
                                layout=W.Layout(display="none"))
        self.offer_row.add_class("mobgames-bf-offer")
        self.max_bot_turns = max_bot_turns
        self.source: str | None = None     # the space of the picked-up pieces
        self.chosen: list[str] = []        # the ids of those that go
        self.groups: dict[str, list[str]] = {}   # kind -> the picked-up pieces of that kind
        self.counts: dict[str, int] = {}         # kind -> how many of them go
        self.clicked: str | None = None    # the last space clicked (where a building goes)
        self._undo_marks: list[int] = []   # history length before each of this turn's clicks
        self._turn_start = self.turns.turn_start

        self.view = _TableBoard(game=self.game, width=width)
        self.view.on_select(self._on_space)
        self.status = W.HTML()
        self.status.add_class("mobgames-bf-table")
        self.kit.message.add_class("mobgames-bf-message")
        self.hint = W.HTML()
        self.piece_buttons = W.Box(layout=W.Layout(flex_flow="row wrap"))
        self.captives = W.Dropdown(options=[("Kidnap fallen Family Members", "kidnap"),
                                            ("Kill fallen Family Members", "kill")],
                                   value="kidnap", layout=W.Layout(width="250px"))
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
        panel = W.VBox([self.kit.header, self.kit.over_panel, self.status, self.offer_row, self.actions, self.message, self.hint, self.piece_buttons,
                        W.HBox([self.captives, self.pay_premium]),
                        W.HTML("<b>Make Purchases</b> <span style='font-size:12px'>(people and vehicles go "
                               "with your Boss; for a building, click one of your districts first)</span>"),
                        self.shop, self.story],
                       layout=W.Layout(width="440px", padding="0 0 0 12px"))
        super().__init__([W.HBox([self.view, panel])])
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
        if sid is None or not self.human_turn:
            if not self.human_turn and sid is not None:
                self._say(self._over_text() if self.turns.over else "It is not a human player's turn.", error=True)
            self._pick(None)
            return
        if self.turns.phase == "purchases":   # a click chooses where a building goes
            self._pick(None)
            self._say(self._space_text(sid) + " A building you buy now goes here.")
            return
        if self.source is not None and sid != self.source and self.chosen:
            game = self.game
            if any(m.end == sid for pid in self.chosen if pid in game.units for m in legal_moves(game, pid)):
                return self._act(lambda: self._move_group(sid))
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
                           layout=W.Layout(width="190px"))
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
        # A vehicle goes only when it is picked: people are shaded where they can walk, and
        # where a picked vehicle beside them drives.
        picked = {u.id for u in chosen if u.kind in VEHICLES}
        # People may also get into a chosen vehicle beside them and go where it drives.
        drives = {u.id: set(vehicle_routes(game, u.id)) for u in chosen if u.kind in VEHICLES}
        ends: set[str] | None = None
        for u in chosen:
            mine = {m.end for m in legal_moves(game, u.id) if m.kind != "ride" or m.vehicle in picked}
            if u.kind in PEOPLE:
                for vid, where in drives.items():
                    if game.units[vid].space == u.space:
                        mine |= where
            ends = mine if ends is None else ends & mine
        ends = sorted((ends or set()) - {self.source})
        targets = self._targets(chosen) if chosen and self.turns.phase == "battle" else []
        outline = self.source or (self.clicked if self.turns.phase == "purchases" and self.human_turn else None)
        self.view.mark(ends, targets=targets, outline=outline)
        if not self.human_turn:
            hint = ""
        elif self.source is None:
            hint = ("Click a space with your pieces to pick them up." if self.turns.phase in ("battle", "movement")
                    else "Buy below (click a district first to build there), or press <b>Next phase</b> "
                         "to end your turn.")
        elif not chosen:
            hint = "None of these pieces can act any more this turn."
        else:
            hint = (f"{game.board.space(self.source).name}: click where they go (green)"
                    + (", or an enemy space to attack (orange)" if targets else "")
                    + ". Use the steppers to choose how many of each go.")
        self.hint.value = f"<div style='font-size:13px'>{hint}</div>"

    def _targets(self, chosen) -> list[str]:
        """Enemy spaces the player may attack now (the engine's legal actions) that every chosen
        piece could join (the engine's list of groups: people standing with a chosen vehicle
        ride in with it)."""
        view = self.turns.view(self.turns.player)
        out = []
        for a in self.turns.legal_actions():
            if a.kind != "attack":
                continue
            groups = {(j.get("from"), j.get("piece")) for j in view.joins(a.get("target"))}
            if all((u.space, self.game.key_of(u)) in groups for u in chosen):
                out.append(a.get("target"))
        return sorted(out)

    # -- actions (each a call to the engine; a refusal is shown and changes nothing) --------
    def _act(self, fn) -> None:
        mark, game = len(self.turns.history), self.game
        start = len(game.log)
        self.kit.mark(self.turns.player)
        try:
            fn()
        except MobgamesError as err:
            self._rollback(mark)    # a group move refused half-way is taken back whole
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

    def _rollback(self, mark: int) -> None:
        extra = len(self.turns.history) - max(mark, self.turns.turn_start)
        if extra > 0:
            self.turns.undo(extra)   # one replay for the whole click

    def _move_group(self, dest: str) -> None:
        """Every chosen piece goes to ``dest``: people first (a rider takes his vehicle along),
        each by its shortest legal move. If one cannot, the whole click is taken back."""
        game = self.game
        boarded = self._board_for(dest)
        order = sorted(self.chosen, key=lambda p: game.units[p].kind in VEHICLES if p in game.units else True)
        for pid in order:
            game = self.game
            u = game.units.get(pid)
            if u is None or u.space == dest or u.carrier in boarded:
                continue   # it came along in a vehicle, or will when the vehicle drives
            options = [m for m in legal_moves(game, pid) if m.end == dest
                       and (m.kind != "ride" or m.vehicle in self.chosen)]   # (no vehicle that was not picked)
            if not options:
                reason = why_not(game, pid, dest) or "It cannot go there now."
                raise MobgamesError(f"The {game.catalogue[u.kind].name} cannot go there: {reason}")
            pay = self.pay_premium.value   # (the same box as for attacks: step in paying a precinct's premium)
            best = min(options, key=lambda m: ((m.premium > 0) != pay, KIND_ORDER.get(m.kind, 3),
                                               len(m.before) + len(m.route) + len(m.after), -len(m.captures)))
            self.turns.move(best)

    def _board_for(self, dest: str) -> set[str]:
        """People of the group who cannot walk to ``dest`` get into a chosen vehicle that can
        drive there (as many as it carries). Returns the vehicles that took someone aboard."""
        game, used = self.game, set()
        for vid in [p for p in self.chosen if p in game.units and game.units[p].kind in VEHICLES]:
            if dest not in vehicle_routes(self.game, vid):
                continue
            v = self.game.units[vid]
            room = self.game.catalogue[v.kind].carries - len(v.passengers)
            for pid in self.chosen:
                u = self.game.units.get(pid)
                if room <= 0:
                    break
                if u is None or u.kind in VEHICLES or u.carrier is not None or u.space != v.space:
                    continue
                if any(m.end == dest and m.kind == "walk" for m in legal_moves(self.game, pid)):
                    continue   # it can walk there by itself
                self.turns.board(pid, vid)
                used.add(vid)
                room -= 1
        return used

    def _attack(self, target: str) -> None:
        game = self.game
        keys: Counter = Counter()
        for pid in self.chosen:
            u = game.units.get(pid)
            if u is None:
                continue
            for x in [u] + [game.units[p] for p in u.passengers]:
                keys[game.key_of(x)] += 1
        self.turns.attack(target, {self.source: dict(keys)}, captives=self.captives.value,
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

    def _set_level(self, level: str) -> None:
        self.kit.set_level(level)

    def buy(self, item: str) -> None:
        """Buy one item: people and vehicles go with the Boss (or to the clicked space, if new
        pieces may go there); a building goes in the clicked district."""
        game = self.game
        card = game.catalogue.get(item)   # (an unknown item: the engine says so, in _act)
        if card is not None and card.category == "buildings":
            at = self.clicked
        else:
            at = self.clicked if self.clicked in placements(game, self.turns.player) else None
        self._act(lambda: self.turns.buy(item, at=at))

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
            if len(self.turns.history) > mark and self.turns.turn_start <= mark:
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
        """Take back the last click of this turn (a group move is one click)."""
        turns = self.turns
        marks = [m for m in self._undo_marks if turns.turn_start <= m < len(turns.history)]
        target = marks[-1] if marks else len(turns.history) - 1
        self._undo_marks = marks[:-1]
        try:
            turns.undo()   # the engine refuses when nothing is left in this turn
            while len(turns.history) > max(target, turns.turn_start):
                turns.undo()
        except MobgamesError as err:
            self._say(str(err), error=True)
            return
        self.kit.forget_after(len(turns.history))
        self._say("Taken back.")
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
            self._turn_start, self.clicked = turns.turn_start, None
            self._undo_marks = [m for m in self._undo_marks if m >= turns.turn_start]
        self.view.show(game)
        self.status.value = self._status_html()
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
        self.undo_button.disabled = not self.human_turn
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

    def _status_html(self) -> str:
        turns, game = self.turns, self.game
        if turns.over:
            head = f"<b>{escape(game.winner)} wins the game!</b>" if game.winner else "<b>The game ends in a draw.</b>"
        else:
            who = "your turn" if turns.player in self.humans else "a bot's turn"
            p = game.player(turns.player)
            head = (f"Round {game.round}: {_badge(p)} "
                    f"<b>{escape(turns.player)}</b> ({who}), {PHASE_NAMES[turns.phase]} phase")
        phases = " › ".join(
            f"<span style='background:#ffd54f;font-weight:bold;padding:0 3px'>{PHASE_NAMES[ph]}</span>"
            if ph == turns.phase and not turns.over else PHASE_NAMES[ph] for ph in PHASES)
        rows = []
        for p in game.players:
            r = income(game, p.name)
            held = ", ".join(f"{n} {c}" for c, n in sorted(game.prisoners[p.name].items()) if n) or "none"
            out = " (out)" if p.name in game.eliminated else ""
            rows.append(f"<tr><td>{_badge(p)} "
                        f"{escape(p.name)}{out}</td><td style='text-align:right'>${game.cash[p.name]:,}</td>"
                        f"<td style='text-align:right' title='IFM {r.ifm} x assets ${r.assets}'>${r.amount:,}</td>"
                        f"<td style='text-align:right'>{len(r.districts)}</td><td>{escape(held)}</td></tr>")
        earned = (f"<div>{escape(turns.player)} earned ${turns.income.amount:,} this turn.</div>"
                  if turns.income is not None and not turns.over else "")
        return (f"<div style='font-size:14px;line-height:1.4'><div style='font-size:16px'>{head}</div>"
                f"<div style='font-size:13px'>{phases}</div>{earned}"
                f"<table style='border-collapse:collapse;font-size:13px'><tr><th style='text-align:left'>Player</th>"
                f"<th>Cash</th><th title='What Factor Income would pay now'>Income now</th><th>Districts</th>"
                f"<th style='text-align:left'>Prisoners</th></tr>{''.join(rows)}</table></div>")
