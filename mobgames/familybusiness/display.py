"""A Family Business table as HTML, so a game shows itself in a notebook without widgets: each
family's mobsters, the Hit List from the wall, the war, the cards in each hand (counted, never
shown) and who must decide."""

from __future__ import annotations

from html import escape

from .cards import families

WAR = {0: "No Mob War", 1: "Mob War: one mobster dies at the start of every turn",
       2: "Mob War at double rate: two mobsters die at the start of every turn"}


def table_html(game) -> str:
    colour = {f["id"]: f["colour"] for f in families()}
    listed = set(game.hit_list)
    rows = []
    for p in game.players:
        swatch = (f"<span style='display:inline-block;width:0.9em;height:0.9em;background:{colour[game.family_of[p]]};"
                  "border:1px solid #000;vertical-align:middle'></span>")
        status = " <b>(out)</b>" if p in game.eliminated else ""
        front = [escape(game.mobsters[m].name) for m in game.roster.get(p, ()) if m not in listed]
        rows.append(f"<tr><td>{swatch} <b>{escape(p)}</b>{status}</td><td>{len(game.alive(p))}</td>"
                    f"<td>{len(game.hands[p])}</td><td>{', '.join(front) or '&mdash;'}</td></tr>")
    hit = "".join(f"<li>{escape(game.mobsters[m].name)} <i>({escape(str(game.mobsters[m].owner))})</i>"
                  + (" &larr; against the wall" if i == 0 else "") + "</li>"
                  for i, m in enumerate(game.hit_list)) or "<li><i>nobody</i></li>"
    d = game.decision
    now = (f"<b>{escape(game.winner)} wins.</b>" if game.winner else escape(d.prompt) if d else "")
    return (
        "<div class='mobgames-fb-repr' style='font-family:sans-serif;line-height:1.4'>"
        "<table><thead><tr><th style='text-align:left'>Family</th><th>Mobsters left</th><th>Cards in hand</th>"
        "<th style='text-align:left'>In front of the player</th></tr></thead><tbody>" + "".join(rows) + "</tbody></table>"
        f"<div><b>Hit List</b> (the first is up against the wall):<ol>{hit}</ol></div>"
        f"<div><b>{WAR[game.war]}</b> &middot; deck {len(game.deck)} cards &middot; discard pile {len(game.discard)}"
        f" &middot; {len(game.dead)} dead</div><div style='margin-top:4px'>{now}</div></div>")
