"""What a Family Business computer player thinks a position is worth, from what it can see.

A ``Sketch`` is a position reduced to what matters for a plan: whose mobster stands at each place
of the Hit List (the wall first), how many mobsters each player still has, and the war rate. Card
plays are tried on a sketch (``Sketch.copy`` and its small change methods), and ``worth`` says how
good the result is for one player:

- A listed mobster is in ``danger``: during a Mob War the ones the next turn kills are lost for
  sure, and the risk falls off with every turn a mobster has left; without a war the risk is
  small and grows as the list nears the six that start one.
- A player's ``strength`` is his mobsters minus the danger they stand in.
- ``worth`` counts the bot's own strength first (each mobster counts more the fewer it has), then
  takes off the rivals' strength, the strongest rival's counting most: he is the one best placed
  to win.

``counter_odds`` guesses how likely the rivals are to answer a card with a Counter card, from the
cards the bot has not seen (the whole deck, less its hand and the discard pile): it never looks at
another hand or the deck.

The sketch holds no rule of its own beyond what it needs to guess: the engine decides what is
legal, and the bots only choose among ``view.legal_actions()``.
"""

from __future__ import annotations

import math

from .cards import CARDS, DEFAULT_DECK, deck_counts, deck_names

WAR_LIST = 6   # (as the rules say: six on the list, or six or fewer left, start a war)
WAR_LEFT = 6
OWN = 1.6      # how much more one of its own mobsters counts than a rival's


class Sketch:
    """A position as a plan sees it: ``hl`` the owners along the Hit List, ``alive`` each
    active player's mobsters, ``war`` the rate (0, 1 or 2)."""

    __slots__ = ("hl", "alive", "war", "order")

    def __init__(self, hl: list, alive: dict, war: int, order: list):
        self.hl, self.alive, self.war, self.order = hl, alive, war, order

    @classmethod
    def of(cls, view) -> Sketch:
        mobsters = view.mobsters
        return cls([mobsters[m].owner for m in view.hit_list], {p: len(view.alive(p)) for p in view.active_players},
                   view.war, list(view.active_players))

    def copy(self) -> Sketch:
        return Sketch(list(self.hl), dict(self.alive), self.war, self.order)

    # -- what the plans try ------------------------------------------------------------------
    def in_front(self, p: str) -> int:
        return self.alive.get(p, 0) - self.hl.count(p)

    def left(self) -> int:
        return sum(self.alive.values())

    def add(self, p: str, front: bool = False) -> Sketch:
        if self.in_front(p) > 0:
            if front:
                self.hl.insert(0, p)
            else:
                self.hl.append(p)
        return self.settle()

    def drop(self, i: int) -> Sketch:
        del self.hl[i]
        return self

    def kill_listed(self, i: int) -> Sketch:
        p = self.hl.pop(i)
        self.alive[p] -= 1
        return self.settle()

    def kill_in_front(self, p: str) -> Sketch:
        self.alive[p] -= 1
        return self.settle()

    def clear(self) -> Sketch:
        self.hl = []
        return self

    def settle(self) -> Sketch:
        """A war starts (at the normal rate) when the list or the mobsters left call for one."""
        if not self.war and (len(self.hl) >= WAR_LIST or self.left() <= WAR_LEFT):
            self.war = 1
        return self

    def end_turn(self) -> Sketch:
        if self.war and not self.hl:
            self.war = 0
        return self.settle()


def danger(i: int, war: int, length: int) -> float:
    """How likely the mobster at place ``i`` of the list (0: up against the wall) is to die."""
    if war:
        turns = i // war   # 0: the next turn's start kills him
        return 1.0 if turns == 0 else max(0.3, 0.92 - 0.12 * (turns - 1))
    return min(0.6, 0.12 + 0.07 * length) * 0.88 ** i


def strengths(s: Sketch) -> dict:
    war = s.war
    length = len(s.hl)
    loss = dict.fromkeys(s.alive, 0.0)
    for i, p in enumerate(s.hl):
        if p in loss:
            loss[p] += danger(i, war, length)
    return {p: s.alive[p] - loss[p] for p in s.alive}


def own_value(x: float) -> float:
    return OWN * x + 2.0 * math.log1p(max(x, 0.0))


def worth(s: Sketch, me: str) -> float:
    """How good the sketch is for ``me`` (higher is better)."""
    if s.alive.get(me, 0) <= 0:
        return -100.0
    st = strengths(s)
    rivals = [v for p, v in st.items() if p != me and s.alive[p] > 0]
    if not rivals:
        return 100.0
    return own_value(st[me]) - 0.45 * sum(rivals) / len(rivals) - 0.55 * max(rivals)


def leader(s: Sketch, me: str) -> str | None:
    """The rival best placed to win: the most mobsters (after their danger)."""
    st = strengths(s)
    rivals = [p for p in s.order if p != me and s.alive.get(p, 0) > 0]
    return max(rivals, key=lambda p: (st[p], -s.order.index(p)), default=None)


# -- what the bot has not seen ---------------------------------------------------------------------
def unseen(view) -> tuple[dict, int]:
    """The cards the bot has not seen ({card: how many}, how many in all): the deck it plays
    with, less its own hand and the discard pile."""
    sizes = view.hand_sizes
    total = view.deck_size + sum(sizes.values()) + len(view.discard)
    counts = None
    for name in [DEFAULT_DECK] + deck_names():
        c = deck_counts(name)
        if sum(c.values()) == total:
            counts = c
            break
    counts = dict(counts or deck_counts(DEFAULT_DECK))
    for c in view.hand + list(view.discard):
        if counts.get(c, 0) > 0:
            counts[c] -= 1
    return counts, max(1, sum(counts.values()))


def hidden_cards(view, but: tuple = ()) -> int:
    """How many cards the other active players hold (leaving out ``but``)."""
    sizes = view.hand_sizes
    return sum(sizes[p] for p in view.active_players if p != view.player and p not in but)


def counter_odds(view, card: str, by: str) -> dict:
    """{counter card: the chance a rival answers ``card`` with it}, guessing that a rival
    holding one plays it."""
    answers = CARDS[card].counters
    if not answers:
        return {}
    counts, total = unseen(view)
    held = hidden_cards(view, but=(by,)) if by != view.player else hidden_cards(view)
    odds = {}
    free = 1.0
    for c in sorted(answers):
        q = min(1.0, counts.get(c, 0) / total)
        p_any = 1.0 - (1.0 - q) ** held
        odds[c] = free * p_any
        free -= odds[c]
    return odds
