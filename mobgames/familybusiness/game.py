"""Family Business: the game state, the turn flow and the engine contract.

Every choice a player makes is an action from ``legal_actions()``: the acting player's card play
(or discard), an opponent's counter (or pass), a choice a card asks for (which mobster goes on
the Hit List, who is hit, ...). ``apply(action)`` checks the action first and changes nothing when
it is refused. Chance (the shuffles) comes only from the injected dice object. What each card
does is in ``effects.py``; building a position for an example is in ``position.py``.
"""

from __future__ import annotations

from collections.abc import Mapping

import copy

from functools import lru_cache
from collections.abc import Sequence
from typing import NamedTuple

from ..core import copies, save
from ..core.contract import GameState
from ..core.dice import Dice, RandomDice, describe, from_description
from ..core.errors import IllegalAction, SaveError, SetupError
from ..core.events import Event
from ..core.players import player_names, seeded_dice
from ..core.slug import slug
from ..core.text import and_list
from ..core.flow import Frame, copy_agenda
from . import choices, effects, labels
from .flow import FLOW
from .action import draw as drawn_card
from .action import Action
from .options import FBOptions
from ..core.chance import CHANCE, SEEDED, answer as answer_chance, as_setup, mode_of, seed_answers
from ..core.decision import Decision
from .cards import CARDS, DEFAULT_DECK, deck_counts, deck_names, families
from .narration import say
from .view import FBView
from ..core.arguments import checked

HAND = effects.HAND   # cards each player holds
WAR_LIST = 6        # six or more on the Hit List start a war
WAR_LEFT = 6        # six or fewer mobsters left in the game start a war
WHY = {"hit": "is hit", "war": "is eliminated by the Mob War", "massacre": "dies in the massacre"}
CONTRACTS = effects.CONTRACTS
class Mobster(NamedTuple):
    id: str
    name: str
    family: str
    owner: str | None

    def __deepcopy__(self, memo):
        return self   # four strings: immutable


class FBGame(GameState):
    ARGUMENT = "a Family Business game"   # (how an ArgumentError names it)

    __slots__ = ("players", "dice", "seed", "deck_name", "options", "family_of", "mobsters", "roster", "_owned", "hit_list",
                 "dead", "deck", "discard", "hands", "turn", "war", "eliminated", "winner", "log", "decision",
                 "agenda", "chance", "_seats_after", "_legal", "_memo")
    GAME, TITLE, VERSION = "familybusiness", "Family Business", 2
    ACTION = Action
    CHECKPOINT_EVERY = 200   # replaying 200 card plays takes about a millisecond
    FLOW = FLOW
    SHARED = frozenset({"players"})
    TRANSIENT = frozenset({"_legal", "_memo", "_seats_after", "decision"})   # (the decision: asked again)
    COPY = {"mobsters": dict.copy, "family_of": dict.copy, "roster": copies.dict_of_lists,
            "hands": copies.dict_of_lists,
            **{k: list.copy for k in ("deck", "discard", "dead", "hit_list", "eliminated")},
            "agenda": copy_agenda, "dice": copy.deepcopy}   # (their own quick deep copies)

    def __init__(self, players: Sequence[str], dice: Dice, deck: str = DEFAULT_DECK, seed: int | None = None,
                 family_of: dict | None = None, options: FBOptions | None = None, chance: object = SEEDED):
        self.players: tuple[str, ...] = tuple(players)   # (seat order, never changed)
        self.options = options if options is not None else FBOptions(deck=deck)
        deck = self.options.deck
        self.dice, self.seed, self.deck_name = dice, seed, deck
        fams = families()
        self.family_of = family_of or {p: fams[i]["id"] for i, p in enumerate(self.players)}
        self.mobsters: dict[str, Mobster] = dict(_mobsters(tuple(self.family_of.items())))
        # Each player's mobsters still in play (in front or listed); the dead leave the roster.
        by_family = _by_family()
        self.roster = {p: list(by_family.get(self.family_of[p], ())) for p in self.players}
        self._owned = sum(len(r) for r in self.roster.values())
        self.hit_list: list[str] = []
        self.dead: list[str] = []
        self.deck: list[str] = [c for c, n in deck_counts(deck).items() for _ in range(n)]
        self.dice.shuffle(self.deck)
        self.discard: list[str] = []
        self.hands: dict[str, list[str]] = {p: [] for p in self.players}
        self.turn = 0
        self.war = 0
        self.eliminated: list[str] = []
        self.winner: str | None = None
        self.log: list[Event] = []
        self.decision: Decision | None = None   # what the game waits for (None: it is over)
        self.agenda: list[Frame] = []       # where the flow stands (see flow.py)
        self.chance = mode_of(chance)
        self._after_restore()
        fams = {f["id"]: f["name"] for f in fams}
        first = self.players[0]
        self.emit("setup", "The families: " + and_list(f"{p} ({fams[self.family_of[p]]})" for p in self.players)
                  + f". Everyone holds {HAND} cards; {first} deals and plays first.",
                  " ".join([say("setup.each", player=p, family=fams[self.family_of[p]]) for p in self.players]
                           + [say("setup.start", cards=HAND, first=first)]))
        self.mark_start({"players": list(self.players), "dice": describe(dice), "options": self.options.as_dict(),
                         "chance": as_setup(self.chance), "families": dict(self.family_of), "position": None},
                        checkpoint=False)
        FLOW.set_out(self, "deal")   # (each card dealt is a chance decision: the seed's deck answers them)
        self._checkpoint()   # (undo's first checkpoint: before the first card is dealt)
        FLOW.settle(self)
        answer_chance(self)

    def _after_restore(self, before=None) -> None:
        n = len(self.players)
        self._seats_after = {p: [self.players[(i + k) % n] for k in range(1, n)] for i, p in enumerate(self.players)}
        self._legal = None    # (step, actions): legal_actions cached per step
        self._memo = {}       # (player, card[, situation]) -> that card's actions, for the whole game
        FLOW.settle(self)     # (the decision waited for, asked again of the agenda)

    # -- queries -----------------------------------------------------------------------------
    # (These three queries check their own argument, as quickly as they can: the effects ask
    # them on most steps, too often for @checked's wrapper.)
    def alive(self, player: str) -> list[str]:
        """The player's mobsters still in play (in front of him or on the Hit List)."""
        if type(player) is not str or player not in self._seats_after:
            self.check_player(player)
        return list(self.roster.get(player, ()))

    def in_front(self, player: str) -> list[str]:
        """The player's mobsters in front of him (alive, and not on the Hit List)."""
        if type(player) is not str or player not in self._seats_after:
            self.check_player(player)
        listed = self.hit_list
        return [i for i in self.roster.get(player, ()) if i not in listed]

    @property
    def active_players(self) -> list[str]:
        return [p for p in self.players if p not in self.eliminated]

    @property
    def current(self) -> str:
        return self.players[self.turn]

    def mobsters_left(self) -> int:
        # Only the players' own families ever die (and a Turncoat swaps one dead for one living).
        return self._owned - len(self.dead)

    def opponents(self, player: str) -> list[str]:
        """The other players still in, in seating order after ``player``."""
        if type(player) is not str or player not in self._seats_after:
            self.check_player(player)
        eliminated = self.eliminated
        if not eliminated:
            return list(self._seats_after[player])
        return [p for p in self._seats_after[player] if p not in eliminated]

    # -- the engine contract ------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def winners(self) -> list[str]:
        return [self.winner] if self.winner else []

    def _names(self) -> list[str]:
        return self.players

    @checked
    def describe(self, action: Action) -> str:
        return labels.describe(self, action)   # ("Play Contract on Ben": a button's words)

    @checked
    def view(self, player: str) -> FBView:
        """What ``player`` may see: everything but the other hands and the order of the deck."""
        return FBView(self, player)

    def _listed(self, player):
        step = self.decision
        if step is None or player != step.player:
            return []   # counters are asked in turn, so nobody acts out of turn in this game
        cached = self._legal
        if cached is None or cached[0] is not step:
            cached = self._legal = (step, choices.listed(self, step, self._memo))
        return cached[1]

    def _allows(self, action) -> bool:
        if action.player == CHANCE:   # (a draw: any card left in the deck, without listing them)
            d = self.decision
            card = action.get("card")
            return d is not None and d.player == CHANCE and card in self.deck and action == drawn_card(card)
        cached = self._legal
        listed = cached[1] if cached is not None and cached[0] is self.decision else self._listed(action.player)
        for a in listed:   # the engine's own action objects are usually what comes back: quick
            if a is action:
                return True
        return action in listed

    def _why_not(self, action) -> str:
        step = self.decision
        if step is None or action.player != step.player:
            who = step.player if step else "nobody"
            return f"It is {who}'s decision now, not {action.player}'s."
        card = action.get("card")
        if card is not None and card not in self.hands.get(action.player, []):
            name = CARDS[card].name if isinstance(card, str) and card in CARDS else repr(card)
            return f"{action.player} has no {name} in hand."
        if action.kind == "play" and isinstance(card, str) and card in CARDS and CARDS[card].type == "counter":
            return f"{CARDS[card].name} is a Counter card: it is played only in answer to another card."
        return f"That is not one of the choices now. {self.decision.prompt}"

    # -- the change API the card effects use (players act through apply) -------------------------
    def emit(self, kind: str, text: str, simple: str | None = None, **data) -> Event:
        ev = Event(kind, text, data, simple)
        self.log.append(ev)
        return ev

    def reshuffle(self) -> None:
        """The discards become the new deck, shuffled by the dice (the order a seeded game draws in)."""
        self.deck, self.discard = self.discard, []
        self.dice.shuffle(self.deck)
        self.emit("reshuffle", "The draw deck is empty: the discards are shuffled into a new deck.", say("reshuffle"))

    def deal_card(self, player: str, card: str) -> None:
        """``card`` leaves the deck (the copy nearest the top) for ``player``'s hand."""
        deck = self.deck
        if deck and deck[-1] == card:   # (the usual case: the top card)
            deck.pop()
            self.hands[player].append(card)
            return
        for i in range(len(deck) - 1, -1, -1):
            if deck[i] == card:
                del deck[i]
                break
        self.hands[player].append(card)

    def take_card(self, player: str, card: str) -> None:
        self.hands[player].remove(card)
        self.discard.append(card)

    def set_hit_list(self, mobsters: list[str]) -> None:
        self.hit_list = list(mobsters)

    def set_war(self, rate: int) -> None:
        self.war = rate

    def eliminate(self, mid: str, how: str) -> None:
        """``mid`` dies: ``how`` is "hit", "war" or "massacre"."""
        m = self.mobsters[mid]
        if mid in self.hit_list:
            self.hit_list.remove(mid)
        self.dead.append(mid)
        if m.owner in self.roster:
            self.roster[m.owner].remove(mid)
        self.emit("eliminate", f"{m.name} ({m.owner}) {WHY[how]}.", say(f"eliminate.{how}", mobster=m.name, player=m.owner),
                  mobster=mid)
        if m.owner and not self.alive(m.owner) and m.owner not in self.eliminated:
            self.put_out(m.owner)
        self.check_war()

    def put_out(self, player: str) -> None:
        """A player with no mobsters left is out; his hand goes to the discards."""
        self.eliminated.append(player)
        self.discard += self.hands[player]
        self.hands[player] = []
        self.emit("out", f"{player} has no mobsters left and is out of the game.", say("out", player=player), player=player)
        if len(self.active_players) == 1:
            self.winner = self.active_players[0]
            self.emit("win", f"{self.winner} is the last family standing and wins the game!", say("win", player=self.winner),
                      player=self.winner)

    def check_war(self) -> None:
        """Six or more on the list, or six or fewer left, start (or restart) a war at the normal rate."""
        if self.winner:
            return
        if not self.war and (len(self.hit_list) >= WAR_LIST or self._owned - len(self.dead) <= WAR_LEFT):
            self.war = 1
            self.emit("war", "A Mob War breaks out: from the next turn, the mobster up against the wall dies "
                             "at the start of every turn.", say("war.breaks_out"))

    def end_war_if_list_empty(self) -> None:
        """An empty Hit List ends a Mob War; then six or fewer mobsters left start one again at
        once, at the normal rate (``check_war``). That end and new start are told as one sentence,
        and only when they change something: with few mobsters left they come at every turn, and
        "the war is over" and "a war breaks out", told each time, would fill the story."""
        if not self.war or self.hit_list:
            return
        rate = self.war
        self.set_war(0)
        if self.winner or self.mobsters_left() > WAR_LEFT:
            self.emit("war_over", "The Hit List is empty: the Mob War is over.", say("war_over"))
            self.check_war()
            return
        self.set_war(1)
        text = ("The Hit List is empty, but six or fewer mobsters are left: the Mob War goes on, one mobster a "
                "turn.")
        told = next((e for e in reversed(self.log) if e.kind in ("war", "war_over", "truce")), None)
        if rate != 1 or told is None or told.full != text:
            self.emit("war", text, say("war.goes_on"))

    def add_to_list(self, mid: str, front: bool = False) -> None:
        if front:
            self.hit_list.insert(0, mid)
        else:
            self.hit_list.append(mid)
        m = self.mobsters[mid]
        if self.hit_list[0] == mid:
            text, simple = ", up against the wall", say("listed.wall", mobster=m.name, player=m.owner)
        else:
            at = self.hit_list.index(mid) + 1
            text, simple = f" at number {at}", say("listed.number", mobster=m.name, player=m.owner, place=at)
        self.emit("listed", f"{m.name} ({m.owner}) goes on the Hit List{text}.", simple, mobster=mid)
        self.check_war()

    def take_off(self, mid: str) -> None:
        self.hit_list.remove(mid)
        name = self.mobsters[mid].name
        self.emit("rescue", f"{name} is taken off the Hit List.", say("rescue", mobster=name), mobster=mid)

    def turncoat(self, out: str, back: str, to: str) -> None:
        old = self.mobsters[back]
        spot = self.hit_list.index(out) if out in self.hit_list else None
        if spot is not None:
            self.hit_list[spot] = back
        self.dead.remove(back)
        self.dead.append(out)
        self.roster[self.mobsters[out].owner].remove(out)
        self.roster[to].append(back)
        self.mobsters[back] = Mobster(back, old.name, old.family, to)
        self._memo.clear()   # who owns how many mobsters changed: the remembered situations no longer hold
        gone = self.mobsters[out].name
        self.emit("turncoat", f"Turncoat: {gone} is out, and {old.name} comes back to work for {to}"
                              + (" in the same place on the Hit List." if spot is not None else "."),
                  say("turncoat.same_place" if spot is not None else "turncoat.moves", out=gone, back=old.name, player=to))
        loser = self.mobsters[out].owner   # a player is out the moment his last mobster is gone
        if loser and not self.alive(loser) and loser not in self.eliminated:
            self.put_out(loser)

    # -- saving ----------------------------------------------------------------------------------
    @classmethod
    def _from_setup(cls, setup: dict) -> FBGame:
        known = {"players", "dice", "options", "chance", "deck", "families", "position"}   # ("deck": before "options")
        unknown = [k for k in setup if k not in known]
        if unknown:
            raise SaveError(f"The saved game's set-up has a field this mobgames does not know: {unknown[0]!r:.40}.")
        players = save.field(setup, "players", list)
        dice = from_description(save.field(setup, "dice", dict))
        seed = dice.seed if isinstance(dice, RandomDice) else None
        families_of = save.field(setup, "families", dict)
        if not all(isinstance(f, str) for f in families_of.values()):   # (new_game would fail on set())
            raise SaveError("The saved game's set-up 'families' must name each player's family, as text.")
        if "options" in setup:
            try:
                options = FBOptions.coerce(save.field(setup, "options", dict))
            except SetupError as err:
                raise SaveError(f"The saved game's options are damaged: {err}") from None
        else:
            options = FBOptions(deck=save.field(setup, "deck", str))
        game = new_game(players, seed, dice=None if seed is not None else dice, families_of=families_of,
                        options=options, chance=setup.get("chance", SEEDED))
        if setup.get("position") is not None:
            from .position import arrange

            seed_answers(game)   # (the deal the arrangement keeps came from the seed)
            for i, given in enumerate(save.field(setup, "position", list), 1):
                if not isinstance(given, dict):
                    raise SaveError(f"Arrangement {i} of the saved position is not an object.")
                if given.get("war") is not None and type(given["war"]) is not int:   # (1.0 would pass "in (0, 1, 2)")
                    raise SaveError(f"Arrangement {i} of the saved position has a war rate of {given['war']!r:.20}, "
                                    "not 0, 1 or 2.")
                arrange(game, **given)
        return game

    @classmethod
    def _load_legacy(cls, data: dict) -> FBGame:
        """Saves from before the common format: ``{"game": "family business", ...}``."""
        if data.get("game") != "family business":
            raise SaveError("This is not a saved Family Business game.")
        for key, kind in (("players", list), ("seed", int), ("deck", str), ("history", list)):
            if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
                raise SaveError(f"The saved game's '{key}' is missing or damaged (an older format).")
        try:
            game = new_game(data["players"], seed=data["seed"], deck=data["deck"], families_of=data.get("families"))
        except (SetupError, TypeError, ValueError) as err:
            raise SaveError(f"The saved game's set-up is invalid (an older format): {err}") from None
        for i, entry in enumerate(data["history"], 1):
            try:
                kind, item = entry
                if kind == "arrange":
                    from .position import arrange

                    arrange(game, **item)
                else:
                    game.apply(Action(*item))
            except (IllegalAction, SetupError, TypeError, KeyError, ValueError) as err:
                raise SaveError(f"The saved game (an older format) cannot be replayed at step {i}: {err}") from None
        return game

    @checked
    def arrange(self, **position) -> None:
        """Build a position for an example: see ``position.arrange``."""
        from .position import arrange

        arrange(self, **position)

    # -- display -----------------------------------------------------------------------------------
    def _repr_html_(self) -> str:
        from .display import table_html

        return table_html(self)


@lru_cache(maxsize=1)
def _all_mobsters() -> tuple[tuple[str, str, str], ...]:
    """(id, name, family id) of every mobster in the families file, made once."""
    return tuple((slug(name), name, fam["id"]) for fam in families() for name in fam["mobsters"])


@lru_cache(maxsize=64)
def _mobsters(family_of: tuple[tuple[str, str], ...]) -> dict[str, Mobster]:
    """Every mobster with the player who leads his family, for one seating of the families
    (made once: mobsters are immutable, so games share them). The caller copies the dict."""
    leader = {f: p for p, f in family_of}
    return {mid: Mobster(mid, name, fam, leader.get(fam)) for mid, name, fam in _all_mobsters()}


@lru_cache(maxsize=1)
def _by_family() -> dict[str, tuple[str, ...]]:
    """Each family's mobster ids, in the order of the families file."""
    out: dict[str, list[str]] = {}
    for mid, _, fam in _all_mobsters():
        out.setdefault(fam, []).append(mid)
    return {fam: tuple(ids) for fam, ids in out.items()}


@checked
def new_game(players: int | Sequence[str], seed: int | None = None, *, dice: Dice | None = None, deck: str = DEFAULT_DECK,
             families_of: dict | None = None, options: FBOptions | Mapping[str, object] | None = None,
             chance: object = SEEDED) -> FBGame:
    """A game for 2 to 6 players (a number or a list of names), dealt and ready for the dealer.
    ``families_of``: ``{player: family id}`` (by default the families in the order of the data file).
    ``options``: an ``FBOptions`` or a dict of rule options (its deck replaces ``deck``).
    ``chance``: who answers the card draws ("seeded", "ask" or a list of card ids: ``core.chance``)."""
    names = player_names(players, "Family Business", 2, 6)
    seed, dice = seeded_dice(seed, dice)
    if options is not None:
        options = FBOptions.coerce(options)
        deck = options.deck
    if not isinstance(deck, str):
        raise SetupError(f"Name the deck as text ({', '.join(deck_names())}), not {deck!r:.40}.")
    deck_counts(deck)   # an unknown deck is named before anything is dealt
    family_ids = [f["id"] for f in families()]
    chosen = None
    if families_of is not None:
        if not isinstance(families_of, dict):
            raise SetupError("Give the families as {player: family id}.")
        chosen = dict(families_of)
        if set(chosen) != set(names) or len(set(chosen.values())) != len(names) \
                or not set(chosen.values()) <= set(family_ids):
            raise SetupError(f"Give every player a different family, one of: {', '.join(family_ids)}.")
    return FBGame(names, dice, deck, seed, chosen, options, mode_of(chance))


@checked
def start(players: int | Sequence[str], seed: int | None = None, options: FBOptions | Mapping[str, object] | None = None, *,
          dice: Dice | None = None, chance: object = SEEDED) -> FBGame:
    """The engine contract's way to begin a game: ``options`` is an ``FBOptions`` or a dict
    (``{"deck": "57", "turncoat": "after"}``); ``chance`` who answers the draws. As ``new_game``."""
    return new_game(players, seed, dice=dice, options=FBOptions.coerce(options), chance=chance)
