"""Mob Ties views: the board, the Show of Respect under way and a player's hand (the hot-seat
table built from them is ``mt_table.MTTable``).

Views hold no rules. What may be done comes from ``game.legal_actions()``, deals go through
``game.deal()`` (a deal action; a refusal is explained in a sentence), offers are ``offer``
actions the other player answers, bots choose from ``game.view(player)``, and the board picture
is ``game_svg``.

- ``MTBoardView(game)``: the board; ``.refresh()`` after the game changes.
- ``ShowPanel(game)``: the Show of Respect under way, its votes and a row to make a deal.
- ``HandPanel(game, player)``: that player's own hand, and nobody else's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from html import escape

import ipywidgets as W

from mobgames.core.errors import MobgamesError, SetupError
from mobgames.core.text import and_list
from mobgames.mobties import Action, MTGame
from mobgames.mobties.cards import (
    BOARD,
    FAVOR,
    KINDS,
    LOCATIONS,
    place_name,
    racket_value,
)
from mobgames.mobties.labels import card_name, describe
from mobgames.mobties.respect import PURPOSES
from mobgames.mobties.svg import game_svg, player_colours
from mobgames.teaching import annotate  # game terms show their definition on hover

from .clickable_svg import ClickableSVG
from .game_parts import GameParts


TYPE_COLOURS = {"attack": "#c62828", "hit": "#ad1457", "whack": "#6a1b9a", "defense": "#2e7d32",
                "weapon": "#1565c0", "specialty": "#ef6c00"}
TYPE_NAMES = {"attack": "Attack", "hit": "Hit", "whack": "Whack", "defense": "Defense", "weapon": "Weapon",
              "specialty": "Specialty"}
ERROR = "#b00020"
MANY = 12          # more choices than this are grouped into dropdowns


# -- words (the engine's: mobgames/mobties/labels.py) -----------------------------------------
action_label = describe   # (the name the tables used)



def group_key(a: Action):
    """Which dropdown an action goes into when there are many (None: a button of its own)."""
    if a.kind in ("place", "move", "bail", "sacrifice", "pinch") and a.target:
        return ("mobster", a.target)
    if a.kind in ("attack", "keep", "defend", "weapon") or (a.kind == "play" and a.target):
        return ("card", a.card)
    if a.kind in ("swap", "drive", "vote", "tie", "give", "raid"):
        return (a.kind, None)
    return None


def group_title(game: MTGame, key, actions: list[Action]) -> str:
    what, which = key
    if what == "mobster":
        m = game.mobsters[which]
        where = game.where[which]
        return f"{KINDS[m.kind].name} ({place_name(where)})" if where != "supply" else KINDS[m.kind].name
    if what == "card":
        return card_name(which)
    return {"swap": "Swap two cards", "drive": "The Driver", "vote": "Vote", "tie": "Tie-break", "give": "Give",
            "raid": "FBI Raid"}.get(what, what)


def _swatch(colour: str, size: int = 11) -> str:
    return (f"<span style='display:inline-block;width:{size}px;height:{size}px;border-radius:50%;"
            f"background:{colour};border:1px solid #222;vertical-align:-1px'></span>")


def who_html(game: MTGame, player: str, colours: dict | None = None) -> str:
    colours = colours or player_colours(game.players)
    return f"{_swatch(colours[player])} <b>{escape(player)}</b>"


def _events(game: MTGame, n: int, css: str) -> str:
    lines = "".join(f"<div>\u2022 {annotate(e.text)}</div>" for e in game.log[-n:])
    return f"<div class='{css}' style='font-size:13px;line-height:1.4;color:#333'>{lines}</div>"


# -- the board -----------------------------------------------------------------------------------
class MTBoardView(W.VBox):
    """The board picture (the same SVG a notebook shows for ``game``). Call ``refresh()`` after
    the game changes; set ``view.game`` to show another game. ``clickable=True``: a click on a
    location or a mobster calls the callbacks given to ``view.picture.on_click``."""

    def __init__(self, game: MTGame, *, width: int = 780, clickable: bool = False):
        self.game, self.width = game, width
        # clickable: the locations and mobsters answer clicks (``picture.on_click``), as a table needs.
        self.picture = (ClickableSVG(attributes=["data-place", "data-mobster"],
                                     hint="press Enter to choose this location") if clickable else W.HTML())
        self.picture.add_class("mobgames-mt-svg")
        super().__init__([self.picture])
        self.add_class("mobgames-mt-board")
        self.refresh()

    def refresh(self) -> None:
        self.picture.value = str(game_svg(self.game, width=self.width))


# -- a hand ---------------------------------------------------------------------------------------
def card_html(card: str) -> str:
    c = FAVOR[card]
    colour = TYPE_COLOURS.get(c.type, "#555")
    if c.type == "weapon":
        detail = f"Weapon \u00b7 removes {c.feds} Fed{'s' if c.feds != 1 else ''}"
    elif c.level:
        detail = f"{TYPE_NAMES.get(c.type, c.type)} \u00b7 level {c.level}"
    else:
        detail = TYPE_NAMES.get(c.type, c.type)
    return (f"<div class='mobgames-mt-card' style='display:inline-block;vertical-align:top;width:150px;margin:3px;"
            f"padding:5px 7px;border:2px solid {colour};border-radius:7px;background:#fffdf8;font-size:12px;"
            f"line-height:1.3'><div style='font-weight:bold;font-size:13px'>{escape(c.name)}</div>"
            f"<div style='color:{colour};font-weight:bold'>{escape(detail)}</div>"
            f"<div style='color:#444'>{escape(c.text)}</div></div>")


class HandPanel(W.VBox):
    """``player``'s hand, read from ``game.view(player)``: other hands are never shown (only how
    many cards each player holds). Shows the coming Fed cards if he bribed the Dirty Cop."""

    def __init__(self, game: MTGame, player: str):
        if player not in game.players:
            raise SetupError(f"There is no player called {player!r}; the players are {and_list(game.players)}.")
        self.game, self.player = game, player
        self.cards = W.HTML()
        super().__init__([self.cards])
        self.add_class("mobgames-mt-hand")
        self.refresh()

    def refresh(self) -> None:
        seen = self.game.view(self.player)
        hand = seen["hand"]
        head = (f"<div style='font-size:14px;margin:2px 0 4px'><b>Your hand</b> ({escape(self.player)}): "
                f"{len(hand)} Favor Card{'s' if len(hand) != 1 else ''}</div>")
        body = "".join(card_html(c) for c in hand) or "<div style='color:#666'><i>No cards.</i></div>"
        peek = ""
        if seen.get("coming_feds"):
            peek = (f"<div style='margin-top:4px;font-size:13px'><b>The Dirty Cop whispers</b> the coming Fed cards: "
                    f"{escape(and_list(seen['coming_feds']))}.</div>")
        self.cards.value = f"<div>{head}<div>{body}</div>{peek}</div>"


# -- a Show of Respect -----------------------------------------------------------------------------
NO_VOTE = "(no vote)"


class ShowPanel(W.VBox):
    """The Show of Respect under way (``game.show``): each player's respect there, the votes so
    far, the tally and what happens if it stands; vote buttons for the player who must vote; a
    row to make a deal (``game.deal``: the cash moves at once) or an offer (the other player
    answers it first); and the last events.

    ``payers``: who may pay in a deal (default: anyone). ``on_change``: called after a vote or a
    deal (a table refreshes itself). ``votes=False`` leaves out the vote buttons (a table has its
    own)."""

    def __init__(self, game: MTGame, *, payers: Iterable[str] | None = None, on_change: Callable | None = None,
                 votes: bool = True, on_action: Callable | None = None, narration: bool = True):
        self.game, self.narration = game, narration
        self.payers = list(payers) if payers is not None else None
        self.on_change, self.on_action, self.with_votes = on_change, on_action, votes
        self.tally = W.HTML()
        self.tally.add_class("mobgames-mt-tally")
        self.vote_buttons = W.Box(layout=W.Layout(flex_flow="row wrap"))
        self.vote_buttons.add_class("mobgames-mt-votes")
        small = W.Layout(width="150px")
        self.payer = W.Dropdown(description="Payer", layout=small, style={"description_width": "45px"})
        self.payee = W.Dropdown(description="pays", layout=small, style={"description_width": "35px"})
        self.amount = W.BoundedIntText(value=10, min=0, max=BOARD["bank"]["total"], description="$k",
                                       layout=W.Layout(width="110px"), style={"description_width": "25px"})
        self.vote_for = W.Dropdown(description="for a vote for", layout=W.Layout(width="210px"),
                                   style={"description_width": "90px"})
        self.deal_button = W.Button(description="Make the deal", button_style="primary",
                                    layout=W.Layout(width="auto"))
        self.deal_button.on_click(lambda _: self.make_deal())
        self.offer_button = W.Button(description="Make an offer", button_style="primary", layout=W.Layout(width="auto"),
                                     tooltip="Offer the cash for the vote: the other player accepts or declines")
        self.offer_button.on_click(lambda _: self.make_offer())
        self.payer.observe(lambda _: self._fill_deal_row(), "value")
        self.deal_row = W.Box([self.payer, self.payee, self.amount, self.vote_for, self.deal_button,
                               self.offer_button],
                              layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.deal_row.add_class("mobgames-mt-deal")
        self.message = W.HTML()
        self.story = W.HTML()
        super().__init__([self.tally, self.vote_buttons, self.deal_row, self.message, self.story])
        self.add_class("mobgames-mt-show")
        self.refresh()

    # -- deals ---------------------------------------------------------------------------------
    def make_deal(self) -> bool:
        """Ask the engine for the deal in the row; a refusal is shown in plain English and changes nothing."""
        vote = None if self.vote_for.value in (None, NO_VOTE) else self.vote_for.value
        try:
            events = self.game.deal(self.payer.value, self.payee.value, int(self.amount.value), vote=vote)
        except MobgamesError as err:
            self.message.value = f"<div style='color:{ERROR}'>No deal: {escape(str(err))}</div>"
            return False
        self.message.value = "".join(f"<div style='color:#1b5e20'>{escape(e.text)}</div>" for e in events)
        self.refresh(keep_message=True)
        if self.on_change:
            self.on_change()
        return True

    def make_offer(self) -> bool:
        """Offer the row's cash for the vote: the payee answers (a bot at once, through
        ``on_change``); the offer and the answer are shown. A refusal changes nothing."""
        g = self.game
        vote = None if self.vote_for.value in (None, NO_VOTE) else self.vote_for.value
        if vote is None:
            self.message.value = f"<div style='color:{ERROR}'>No offer: an offer asks for a vote; choose whom for.</div>"
            return False
        start = len(g.log)
        try:
            g.apply(Action.offer(self.payer.value, self.payee.value, int(self.amount.value), vote))
        except MobgamesError as err:
            self.message.value = f"<div style='color:{ERROR}'>No offer: {escape(str(err))}</div>"
            return False
        if self.on_change:
            self.on_change()
        said = [e for e in g.log[start:] if e.kind in ("offer", "accept", "decline", "deal")]
        self.message.value = "".join(f"<div style='color:#1b5e20'>{escape(e.text)}</div>" for e in said)
        self.refresh(keep_message=True)
        return True

    def _vote(self, action: Action) -> None:
        if self.on_action:
            self.on_action(action)
            return
        try:
            self.game.apply(action)
            self.message.value = ""
        except MobgamesError as err:
            self.message.value = f"<div style='color:{ERROR}'>{escape(str(err))}</div>"
        self.refresh(keep_message=True)
        if self.on_change:
            self.on_change()

    # -- drawing -------------------------------------------------------------------------------
    def refresh(self, keep_message: bool = False) -> None:
        g = self.game
        show = g.show
        if not keep_message:
            self.message.value = ""
        self.tally.value = self._tally_html()
        d = g.decision
        buttons = []
        if self.with_votes and show and d and d.kind in ("vote", "tie", "answer"):
            for a in g.legal_actions():
                b = W.Button(description=f"{a.player}: {action_label(g, a)}",
                             layout=W.Layout(width="auto", margin="2px"), button_style="primary")
                b.on_click(lambda _, a=a: self._vote(a))
                buttons.append(b)
        replace_children(self.vote_buttons, buttons)
        self._fill_deal_row()
        self.story.value = _events(g, 6, "mobgames-mt-show-story") if self.narration else ""

    def _fill_deal_row(self) -> None:
        g, show = self.game, self.game.show
        payers = [p for p in (self.payers if self.payers is not None else g.players) if p in g.players]
        _set_options(self.payer, payers)
        _set_options(self.payee, [p for p in g.players if p != self.payer.value] or g.players)
        _set_options(self.vote_for, [NO_VOTE] + (list(show.respect) if show else []))
        self.vote_for.disabled = self.offer_button.disabled = show is None
        self.deal_row.layout.display = "none" if g.over or not payers else "flex"

    def _tally_html(self) -> str:
        g, show = self.game, self.game.show
        if show is None:
            return "<div style='font-size:14px;color:#555'><i>No Show of Respect is under way.</i></div>"
        colours = player_colours(g.players)
        totals = show.totals()
        loc = place_name(show.location)
        extra = ""
        if LOCATIONS[show.location]["racket"] and show.purpose == "racket":
            extra = f" (${racket_value(show.location, g.n)}k)"
        verb = "against" if show.purpose == "pinch" else "for"
        rows = []
        for p, respect in show.respect.items():
            if p in show.votes:
                vote = f"votes {verb} <b>{escape(show.votes[p])}</b>"
            elif p in show.promises:
                vote = f"<i>still to vote; promised to {escape(show.promises[p])} in a deal</i>"
            else:
                vote = "<i>still to vote</i>"
            rows.append(f"<tr><td>{who_html(g, p, colours)}</td><td style='text-align:center'>{respect}</td>"
                        f"<td>{vote}</td><td style='text-align:center;font-weight:bold'>{totals[p]}</td></tr>")
        table = ("<table style='border-collapse:collapse;font-size:13px' cellpadding='3'>"
                 f"<tr style='border-bottom:1px solid #999'><th align='left'>Player</th><th>Respect here</th>"
                 f"<th align='left'>Vote</th><th>Respect {verb}</th></tr>{''.join(rows)}</table>")
        return (f"<div style='font-size:14px'><b>Show of Respect in {escape(loc)}</b> to "
                f"{PURPOSES[show.purpose]}{extra}.{table}<div style='margin-top:4px'>{self._outcome_html()}</div></div>")

    def _outcome_html(self) -> str:
        g, show = self.game, self.game.show
        waiting = [p for p in show.respect if p not in show.votes]
        totals = show.totals()
        leaders = show.leaders()
        top = totals[leaders[0]] if leaders else 0
        pinch = show.purpose == "pinch"
        if len(leaders) > 1:
            now = f"a tie between {and_list(leaders)} at {top}"
        elif pinch:
            now = f"{leaders[0]} has the most respect against him ({top})"
        else:
            now = f"{leaders[0]} leads with {top}"
        if not waiting:
            text = "Everyone has voted: " + escape(now if len(leaders) > 1 else (
                f"{leaders[0]} is pinched ({top} against)" if pinch else f"{leaders[0]} wins with {top}")) + "."
        else:
            text = (f"So far: {escape(now)}. " if show.votes else "") + f"Still to vote: {escape(and_list(waiting))}."
            if not pinch:
                best, best_n = show.default_outcome()   # everyone still to vote backs himself
                text += " If each of them backs himself: " + escape(
                    f"{best[0]} wins with {best_n}." if len(best) == 1 else f"a tie between {and_list(best)} at {best_n}.")
        if "tie" in text:
            don = f" (the Don is {escape(g.don)})" if g.don else " (there is no Don yet)"
            text += f" <span style='color:#555'>On a tie, {show.tie_rule}{don}.</span>"
        return text


def replace_children(box: W.Box, children: list) -> None:
    """New children for a box; the old ones are closed so a long game does not pile up widgets."""
    old = list(box.children)
    box.children = children
    for w in old:
        if not any(w is c for c in children):   # a widget that stays is not closed
            _close_tree(w)


def _close_tree(w: W.Widget) -> None:
    for c in getattr(w, "children", ()):
        _close_tree(c)
    w.close()


def _set_options(dropdown: W.Dropdown, options: list[str]) -> None:
    """New options, keeping the current choice when it is still there."""
    keep = dropdown.value
    if list(dropdown.options) != options:
        dropdown.options = options
    if options and dropdown.value not in options:
        dropdown.value = keep if keep in options else options[0]
    elif options and dropdown.value is None:
        dropdown.value = options[0]


PARTS = GameParts(card_html=card_html, group_key=group_key, group_title=group_title,
                  deal_panel=ShowPanel)   # (the shared widgets' Mob Ties parts)
