"""IncomeExplorer: move family pieces, take or give up districts and build, and watch IFM,
assets, income and the revenue-table cell change at once."""

from __future__ import annotations

from html import escape

import ipywidgets as W

from mobgames.bloodfeud.examples import DISTRICTS, INCOME_EXAMPLES, income_example
from mobgames.bloodfeud.game import base_kind
from mobgames.bloodfeud.income import DOMINANCE, income, revenue
from mobgames.core.errors import MobgamesError

from .board_view import BoardView

BUILDINGS = [("No building", None), ("Illicit Activity (+$40)", "illicit_activity"),
             ("Penthouse Palace (+$20)", "penthouse_palace"), ("Corrupt Precinct (+$0)", "corrupt_precinct")]
FAMILY_NAMES = {"boss": "the Boss", "family": "a Family Member"}


class IncomeExplorer(W.VBox):
    """Start from one of the rulebook's income examples (``example=1..4``) and change it."""

    def __init__(self, example: int = 1, *, width: int = 560):
        self.example = W.Dropdown(options=[(f"Example {n}", n) for n in INCOME_EXAMPLES], value=example,
                                  description="Start from:", layout=W.Layout(width="220px"))
        self.source = W.Dropdown(description="Move:", layout=W.Layout(width="330px"))
        self.move_button = W.Button(description="…to the selected space", layout=W.Layout(width="auto"))
        self.control_button = W.Button(description="Take / give up the selected district", layout=W.Layout(width="auto"))
        self.building = W.Dropdown(options=BUILDINGS, description="Build:", layout=W.Layout(width="330px"))
        self.build_button = W.Button(description="…in the selected district", layout=W.Layout(width="auto"))
        self.message = W.HTML()
        self.readout = W.HTML()
        self.readout.add_class("mobgames-income-readout")
        self.game, self.player = income_example(example)
        self.view = BoardView(game=self.game, focus=DISTRICTS, width=width, info=False)
        self.selected = W.HTML("<i>Click a space on the map to select it.</i>")
        self.view.on_select(self._on_select)
        self.example.observe(lambda c: self.load(c["new"]), "value")
        self.move_button.on_click(lambda _: self._act(self._move))
        self.control_button.on_click(lambda _: self._act(self._toggle_control))
        self.build_button.on_click(lambda _: self._act(self._build))
        controls = W.VBox([self.example, self.selected, W.HBox([self.source, self.move_button]), self.control_button,
                           W.HBox([self.building, self.build_button]), self.message])
        # The map keeps its size; the panel goes beside it, or under it when the page is narrow.
        self.view.layout.flex = "0 0 auto"
        super().__init__([W.HBox([self.view, W.VBox([controls, self.readout], layout=W.Layout(flex="1 1 320px"))],
                                 layout=W.Layout(flex_flow="row wrap"))])
        self.add_class("mobgames-income-explorer")
        self._refresh()

    def _on_select(self, space_id) -> None:
        if space_id is None:
            self.selected.value = "<i>Click a space on the map to select it.</i>"
            return
        s = self.game.board.space(space_id)
        owner = self.game.control.get(space_id)
        whose = f", controlled by {owner}" if owner else (", neutral" if s.kind == "district" else "")
        self.selected.value = f"Selected: <b>{escape(s.name)}</b> ({s.kind}{escape(whose)})"

    # -- actions (each calls the engine; an engine error becomes a plain message) -------------
    def load(self, n: int) -> None:
        self.game, self.player = income_example(n)
        self.view.show(self.game)
        self.view.select(None)
        self._refresh()

    def _act(self, fn) -> None:
        try:
            if self.view.selected is None:
                raise MobgamesError("First click a space on the map.")
            fn(self.view.selected)
            self.message.value = ""
        except MobgamesError as err:
            self.message.value = f"<span style='color:#b00020'>{escape(str(err))}</span>"
        self.view.show(self.game)
        self._on_select(self.view.selected)
        self._refresh()

    def _move(self, dst: str) -> None:
        if not self.source.value:
            raise MobgamesError("There is no family piece to move.")
        src, key = self.source.value
        self.game.shift(self.player, key, src, dst)

    def _toggle_control(self, district: str) -> None:
        self.game.toggle_control(self.player, district)

    def _build(self, district: str) -> None:
        self.game.set_building(district, self.building.value, by=self.player)

    # -- the readout ---------------------------------------------------------------------------
    def _refresh(self) -> None:
        names = {sid: self.game.board.space(sid).name for sid in self.game.board.spaces}
        options = []
        for sid, by_player in sorted(self.game.pieces.items(), key=lambda kv: names[kv[0]]):
            for key, n in by_player.get(self.player, {}).items():
                if n and base_kind(key) in FAMILY_NAMES:
                    colour = f" ({key.split(':')[1]})" if ":" in key else ""
                    options.append((f"{FAMILY_NAMES[base_kind(key)]}{colour} from {names[sid]}", (sid, key)))
        current = self.source.value
        self.source.options = options
        if options:   # keep the reader's choice when it still exists, else the first piece
            self.source.value = current if current in [v for _, v in options] else options[0][1]
        r = income(self.game, self.player)
        self.income = r
        ifm_list = ", ".join(names[d] for d in r.independent) or "none"
        dom = (f"<div style='color:#b00020;font-weight:bold'>Incontestable Dominance: ${r.amount:,} is "
               f"${DOMINANCE:,} or more!</div>" if r.dominant else "")
        self.readout.value = (
            f"<div style='font-size:15px;line-height:1.5'>"
            f"<div><b>IFM {r.ifm}</b> (districts with family: {escape(ifm_list)})</div>"
            f"<div><b>Assets ${r.assets}</b> = {len(r.districts)} districts x $10"
            + "".join(f" + {n} x {b.replace('_', ' ').title()}" for b, n in r.buildings.items() if b != "corrupt_precinct")
            + f"</div><div style='font-size:20px'><b>Income ${r.amount:,}</b> = {r.ifm} x ${r.assets}</div>{dom}"
            f"{self._table_html(r.assets, r.ifm)}</div>")

    @staticmethod
    def _table_html(assets: int, ifm: int) -> str:
        rows = [a for a in range(max(10, assets - 20), max(10, assets - 20) + 50, 10)]
        cols = list(range(max(1, ifm - 2), max(1, ifm - 2) + 5))
        head = "".join(f"<th style='padding:2px 6px'>x{c}</th>" for c in cols)
        body = []
        for a in rows:
            cells = []
            for c in cols:
                hit = a == assets and c == ifm
                style = "background:#ffd54f;font-weight:bold;outline:2px solid #e65100" if hit else ""
                cells.append(f"<td style='padding:2px 6px;text-align:right;{style}'>${revenue(a, c):,}</td>")
            body.append(f"<tr><th style='padding:2px 6px'>${a}</th>{''.join(cells)}</tr>")
        return (f"<div style='margin-top:6px'>Revenue table (part):</div><table style='border-collapse:collapse'>"
                f"<tr><th>Assets</th>{head}</tr>{''.join(body)}</table>")
