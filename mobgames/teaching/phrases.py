"""Speaking practice: a phrase bank for playing in English, and role-play cards for deals.

- ``phrase_bank(topic=None)``: useful phrases with a plain explanation of each (taking turns,
  rolling dice, counting money, agreeing, refusing, offers and threats, asking for help);
- ``roleplay_cards(game=None)``: cards for a deal at the table (a Blood Feud ransom or invitation,
  a Mob Ties vote or bribe). Each card has roles with their goals, useful language and a
  ``position``: a ready-made game position the class can set up on the screen;
- ``setup_position(card)``: that position, built by the engine;
- ``try_deal(card)``: after the talk, play the card's deal on the engine and see what it does.

The phrases and cards are data files a teacher can edit: ``data/phrases.json`` and
``data/roleplays.json``. Both are read the first time they are needed.

    >>> from mobgames.teaching.phrases import phrase_bank, roleplay_cards, setup_position
    >>> phrase_bank("money")              # a table                        # doctest: +SKIP
    >>> game = setup_position("mt_mansion_vote")    # Mob Ties: the rulebook's election
"""

from __future__ import annotations

from typing import Any

import difflib
import html
import os
from collections.abc import Mapping
from functools import cache

from ..core.errors import MobgamesError
from .datafiles import position_function, read_phrases, read_roleplays
from ..core.arguments import checked

DATA_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
GAMES = {"bloodfeud": "Blood Feud in New York", "mobties": "Mob Ties", "familybusiness": "Family Business"}

__all__ = ["PhraseError", "phrase_bank", "topics", "roleplay_cards", "roleplay_card", "setup_position", "try_deal",
           "deal_events", "play_step", "ransom_position", "invitation_position", "sale_position", "protection_position",
           "reload"]


class PhraseError(MobgamesError, LookupError):
    """An unknown topic, game or card, or a data file with problems. ``str(err)`` says which."""


@cache
def _phrases(path: str | None = None) -> dict:
    """phrases.json (or the file at ``path``), checked: a broken file raises ``DataError`` (also a
    ``PhraseError``) listing every problem."""
    return read_phrases(path or os.path.join(DATA_DIR, "phrases.json"), PhraseError)


@cache
def _cards(path: str | None = None) -> tuple[dict, ...]:
    """The role-play cards of roleplays.json (or of the file at ``path``), checked the same way."""
    return tuple(read_roleplays(path or os.path.join(DATA_DIR, "roleplays.json"), PhraseError)["cards"])


def reload() -> None:
    """Read the data files again (after a teacher edits them in a running notebook)."""
    _phrases.cache_clear()
    _cards.cache_clear()


# -- the phrase bank -------------------------------------------------------------------------------

def topics() -> dict[str, str]:
    """Topic id -> its name, e.g. ``{"turns": "Taking turns", ...}``."""
    return dict(_phrases()["topics"])


def _topic(topic: str) -> str:
    names = topics()
    for tid, name in names.items():
        if str(topic).strip().lower() in (tid.lower(), name.lower()):
            return tid
    close = difflib.get_close_matches(str(topic).lower(), list(names) + [n.lower() for n in names.values()], n=2)
    hint = f" Did you mean {' or '.join(map(repr, close))}?" if close else ""
    raise PhraseError(f"There is no topic {topic!r}.{hint} Topics: {', '.join(names)}.")


@checked
def phrase_bank(topic: str | None = None):
    """Phrases for playing in English, with what each one means: all topics, or one (an id such as
    ``"money"`` or a name such as ``"Counting money"``). Returns a ``Table`` (HTML in a notebook)."""
    from ..core.table import Table

    data = _phrases()
    wanted = _topic(topic) if topic is not None else None
    rows = [[data["topics"][p["topic"]], p["phrase"], p["meaning"]]
            for tid in data["topics"] for p in data["phrases"] if p["topic"] == tid and wanted in (None, tid)]
    caption = "Phrase bank" + (f": {data['topics'][wanted]}" if wanted else "") + f" ({len(rows)} phrases)"
    # mathjax_ignore: JupyterLab would read two dollar signs in one cell as mathematics.
    return Table(["Topic", "Phrase", "What it means"], rows, caption=caption, css="mobgames-phrases mathjax_ignore")


# -- role-play cards -------------------------------------------------------------------------------

def _game(game: str) -> str:
    for slug, name in GAMES.items():
        if str(game).strip().lower() in (slug, name.lower(), name.lower().replace(" in new york", "")):
            return name
    raise PhraseError(f"There is no game {game!r}. The games are {', '.join(GAMES.values())}.")


def roleplay_card(card) -> dict:
    """One card by its id (or the card itself, checked)."""
    if isinstance(card, Mapping):
        return dict(card)
    for c in _cards():
        if c["id"] == card:
            return dict(c)
    ids = [c["id"] for c in _cards()]
    close = difflib.get_close_matches(str(card), ids, n=2)
    hint = f" Did you mean {' or '.join(map(repr, close))}?" if close else ""
    raise PhraseError(f"There is no role-play card {card!r}.{hint} Cards: {', '.join(ids)}.")


class Cards(list):
    """A list of role-play cards (dicts) that a notebook shows as printable cards."""

    def _repr_html_(self) -> str:
        return f"<div class='mobgames-roleplays mathjax_ignore'>{''.join(card_html(c) for c in self)}</div>"

    def __str__(self) -> str:
        return "\n\n".join(card_text(c) for c in self)

    def __repr__(self) -> str:
        return f"<{len(self)} role-play cards: {', '.join(c['id'] for c in self)}>"


@checked
def roleplay_cards(game: str | None = None) -> Cards:
    """The role-play cards, all or for one game ("Mob Ties", "bloodfeud", ...). In a notebook they
    show as cards; each is a dict with ``id``, ``title``, ``game``, ``situation``, ``roles``,
    ``language``, ``position`` and (for ``try_deal``) ``engine``."""
    name = _game(game) if game is not None else None
    return Cards(dict(c) for c in _cards() if name in (None, c["game"]))


def card_html(card: Mapping, *, role: str | None = None, position: bool = True) -> str:
    """One card as HTML (``role``: only that player's goal, for a card handed to one student;
    ``position=False``: without the line that says how to set its position up in code)."""
    e = html.escape
    roles = [r for r in card["roles"] if role in (None, r["name"])]
    goals = "".join(f"<li><b>{e(r['name'])}</b>: {e(r['goal'])}</li>" for r in roles)
    lang = "".join(f"<li>{e(x)}</li>" for x in card["language"])
    grammar = f"<p><i>Language point:</i> {e(card['grammar'])}</p>" if card.get("grammar") else ""
    position = (f"<p class='mobgames-roleplay-position'><i>On the screen:</i> "
                f"<code>setup_position({e(repr(card['id']))})</code></p>") if role is None and position else ""
    who = f" ({e(role)})" if role else ""
    return (f"<div class='mobgames-roleplay' style='border:2px solid #555;border-radius:6px;padding:8px 12px;"
            f"margin:8px 0;max-width:720px;break-inside:avoid;page-break-inside:avoid'>"
            f"<div style='font-size:12px;color:#555'>{e(card['game'])}</div>"
            f"<h4 style='margin:2px 0 6px'>{e(card['title'])}{who}</h4><p>{e(card['situation'])}</p>"
            f"<p><i>{'Your goal' if role else 'Roles and goals'}:</i></p><ul>{goals}</ul>"
            f"<p><i>Useful language:</i></p><ul>{lang}</ul>{grammar}{position}</div>")


def card_text(card: Mapping) -> str:
    lines = [f"{card['title']} ({card['game']})", card["situation"], "Roles:"]
    lines += [f"  - {r['name']}: {r['goal']}" for r in card["roles"]]
    lines += ["Useful language:"] + [f"  - {x}" for x in card["language"]]
    if card.get("grammar"):
        lines.append(f"Language point: {card['grammar']}")
    return "\n".join(lines)


# -- positions -----------------------------------------------------------------------------------
# Blood Feud set-ups for the cards (Mob Ties cards use the rulebook positions in
# mobgames.mobties.examples). Three families: Ana (Red), Ben (Blue), Chen (Green).

def _bf_game():
    from ..bloodfeud import blank_game

    return blank_game(["Ana", "Ben", "Chen"], colours={"Ana": "Red", "Ben": "Blue", "Chen": "Green"})


def _hold(game, player: str, district: str, pieces: Mapping[str, int]) -> None:
    game.set_control(district, player)
    for kind, n in pieces.items():
        for _ in range(n):
            game.place(player, kind, district)


def ransom_position():
    """Ana (Red) has kidnapped one of Ben's (Blue) Family Members. Ben has 400 dollars; Chen
    (Green) would like the prisoner to stay away from Ben."""
    game = _bf_game()
    _hold(game, "Ana", "belmont", {"boss": 1, "thug": 2})
    _hold(game, "Ben", "bensonhurst", {"boss": 1, "family": 2})
    _hold(game, "Chen", "elizabeth", {"boss": 1, "henchman": 1})
    game.prisoners["Ana"]["Blue"] = 1
    game.cash.update({"Ana": 100, "Ben": 400, "Chen": 300})
    return game


def invitation_position():
    """Ana holds Jamaica with one Henchman. Ben's two Thugs wait next door in Kew Gardens. Chen's
    Hit Man and Henchman stand in South Ozone Park, also next to Jamaica."""
    game = _bf_game()
    _hold(game, "Ana", "jamaica", {"henchman": 1})
    _hold(game, "Ben", "kew_gardens", {"thug": 2})
    _hold(game, "Chen", "south_ozone_park", {"hitman": 1, "henchman": 1})
    game.cash.update({"Ana": 200, "Ben": 200, "Chen": 300})
    return game


def sale_position():
    """Ana holds Richmond Hill with two Thugs and nobody of her family. Ben's Henchman stands next
    door in Kew Gardens, and Ben has 300 dollars."""
    game = _bf_game()
    _hold(game, "Ana", "richmond_hill", {"thug": 2})
    _hold(game, "Ana", "ozone_park", {"boss": 1})
    _hold(game, "Ben", "kew_gardens", {"henchman": 1})
    game.cash.update({"Ana": 50, "Ben": 300, "Chen": 200})
    return game


def protection_position():
    """Ana's Hit Man and two Henchmen stand in Ozone Park. Next door, Ben holds Richmond Hill with
    two Thugs and a Family Member, and Chen holds Woodhaven with a Henchman and a Family Member."""
    game = _bf_game()
    _hold(game, "Ana", "ozone_park", {"hitman": 1, "henchman": 2})
    _hold(game, "Ben", "richmond_hill", {"thug": 2, "family": 1})
    _hold(game, "Chen", "woodhaven", {"henchman": 1, "family": 1})
    game.cash.update({"Ana": 100, "Ben": 300, "Chen": 300})
    return game


def _resolve(path: str):
    """``"mobties.examples.mansion_election"`` -> that function (names are inside ``mobgames``)."""
    # Only ready-made position functions can be named: a card never chooses other code to run.
    fn = position_function(path) if isinstance(path, str) else None
    if fn is None:
        raise PhraseError(f"There is no position {path!r}: give a position function of mobgames, e.g. "
                          "'mobties.examples.mansion_election'.")
    return fn


@checked
def setup_position(card: str | Mapping[str, Any]):
    """The card's position (a card, or its id), built by the engine: a ``Game`` (Blood Feud) or an
    ``MTGame`` (Mob Ties) that a notebook shows as a picture."""
    card = roleplay_card(card)
    return _resolve(card["position"])()


def play_step(game, verb: str, args: Mapping) -> None:
    """Play one step of a card's deal on ``game``: ``verb`` (deal, apply, ransom, invite, hand_over
    or attack) with its ``args``, as ``engine.steps`` in roleplays.json writes them."""
    from ..core.dice import RandomDice, ScriptedDice

    if verb == "deal":                      # Mob Ties: money for a vote (or for nothing)
        game.deal(args["payer"], args["payee"], args["amount"], vote=args.get("vote"))
    elif verb == "apply":                   # Mob Ties or Family Business: one decision, as the game's Action
        game.apply(type(game).ACTION(**{k: v for k, v in args.items() if v is not None}))
    elif verb == "ransom":
        from ..bloodfeud.kidnapping import ransom

        ransom(game, args["captor"], args["colour"], args["amount"], args.get("n", 1))
    elif verb == "invite":
        from ..bloodfeud.negotiation import invite

        invite(game, args["host"], args["guest"], args["district"])
    elif verb == "hand_over":
        from ..bloodfeud.negotiation import hand_over

        stepper = next(u.id for u in game.units.values()
                       if u.owner == args["receiver"] and u.kind == args["stepper"] and u.carrier is None)
        hand_over(game, args["giver"], args["receiver"], args["district"], stepper)
    elif verb == "attack":
        from ..bloodfeud import attack

        dice = ScriptedDice(args["rolls"]) if "rolls" in args else RandomDice(args.get("seed", 1))
        attack(game, args["player"], args["target"], args["attackers"], dice=dice,
               captives=args.get("captives", "kidnap"))
    else:
        raise PhraseError(f"Unknown engine step {verb!r}: deal, apply, ransom, invite, hand_over or attack.")


def try_deal(card, game=None) -> list:
    """Play the card's deal on the engine (``card["engine"]["steps"]``) in ``game`` (a fresh
    position by default) and return the events it caused. The engine refuses a deal the rules do
    not allow, and says why."""
    card = roleplay_card(card)
    engine = card.get("engine")
    if not engine or not engine.get("steps"):
        raise PhraseError(f"Card {card['id']!r} has no deal to play on the engine.")
    game = setup_position(card) if game is None else game
    start = len(game.log)
    for verb, args in engine["steps"]:
        play_step(game, verb, args)
    return game.log[start:]


def deal_events(kind: str) -> list:
    """The events of the first card whose deal starts with ``kind`` ("ransom", "invite", ...)."""
    for c in _cards():
        steps = (c.get("engine") or {}).get("steps") or []
        if steps and steps[0][0] == kind:
            return try_deal(c)
    raise PhraseError(f"No role-play card plays a {kind!r} deal.")
