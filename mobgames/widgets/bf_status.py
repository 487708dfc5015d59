"""The Blood Feud table's status in words: whose turn and which phase, and every family's money,
income, districts and prisoners."""

from __future__ import annotations

from html import escape

from mobgames.bloodfeud.income import income
from mobgames.core.markup import text as html_text
from mobgames.bloodfeud.svg import text_colour
from mobgames.bloodfeud.turns import PHASE_NAMES, PHASES


def badge(player) -> str:
    """The family's letter on its colour (colour is never the only cue)."""
    return (f"<span style='background:{player.hex};color:{text_colour(player.hex)};padding:0 4px'>"
            f"{player.letter}</span>")


def turn_html(turns, humans) -> str:
    """One line: the round, who plays (a human or a bot), and the phases with the current one marked."""
    game = turns.game
    if turns.over:
        head = f"<b>{escape(game.winner)} wins the game!</b>" if game.winner else "<b>The game ends in a draw.</b>"
    else:
        who = "your turn" if turns.player in humans else "a bot's turn"
        p = game.player(turns.player)
        head = (f"Round {game.round}: {badge(p)} <b>{escape(turns.player)}</b> ({who}), "
                f"{PHASE_NAMES[turns.phase]} phase")
    phases = " › ".join(
        f"<span style='background:#ffd54f;font-weight:bold;padding:0 3px'>{PHASE_NAMES[ph]}</span>"
        if ph == turns.phase and not turns.over else PHASE_NAMES[ph] for ph in PHASES)
    earned = (f" {escape(turns.player)} earned ${turns.income.amount:,} this turn."
              if turns.income is not None and not turns.over else "")
    return (f"<div style='line-height:1.4'><span style='font-size:16px'>{head}</span>"
            f"<div>{phases}{earned}</div></div>")


def players_html(game) -> str:
    """Every family: cash, what Factor Income would pay now, districts, and prisoners held."""
    rows = []
    any_prisoners = any(n for p in game.players for n in game.prisoners[p.name].values())
    for p in game.players:
        r = income(game, p.name)
        out = " (out)" if p.name in game.eliminated else ""
        held = ""
        if any_prisoners:
            text = ", ".join(f"{n} {c}" for c, n in sorted(game.prisoners[p.name].items()) if n) or "none"
            held = f"<td>{escape(text)}</td>"
        rows.append(f"<tr><td>{badge(p)} {escape(p.name)}{out}</td>"
                    f"<td style='text-align:right'>${game.cash[p.name]:,}</td>"
                    f"<td style='text-align:right' title='IFM {r.ifm} x assets ${r.assets}'>${r.amount:,}</td>"
                    f"<td style='text-align:right'>{len(r.districts)}</td>{held}</tr>")
    head = ("<tr><th style='text-align:left'>Family</th><th>Cash</th>"
            "<th title='What Factor Income would pay now'>Income</th><th title='Districts controlled'>Districts</th>"
            + ("<th style='text-align:left'>Prisoners</th>" if any_prisoners else "") + "</tr>")
    # (the income in words: a number beside another, with no reason, tells a new player nothing)
    why = "".join(f"<li>{html_text(income(game, p.name).in_words())}</li>" for p in game.players)
    return (f"<table style='border-collapse:collapse'>{head}{''.join(rows)}</table>"
            f"<details class='mobgames-bf-income-why'><summary>Where each family's income comes from</summary>"
            f"<ul style='margin:2px 0;padding-left:18px'>{why}</ul></details>")
