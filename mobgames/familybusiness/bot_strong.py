"""The strong Family Business computer player: it plays with a plan, from what its player sees.

Every choice is tried on a sketch of the position (``bot_model``) and the best one is taken:

- On its turn it weighs each legal play against simply discarding that card. A play is worth
  what it changes (its own mobsters' danger, the rivals' strength) less what the card would be
  worth kept for later: a Police Protection is kept until one of its own mobsters is really in
  danger, a Mob War is played when the rivals' mobsters lead the list and its own are safe, a
  Truce or a Federal Crackdown when its own stand near the wall in a war.
- Contracts go to the rival best placed to win, with the chance of a Family Influence or a Mob
  Power against them guessed from the cards it has not seen.
- It answers a card with a Counter card only when that saves enough to be worth the card: a
  Contract that would put its mobster near the wall in a war, a Take It On the Lam that would save
  a rival's mobster from the wall. A Contract against a rival far from any war is let through.
- When a card lets it choose (a Hit, an Intrigue, a Vendetta, a Substitution, a Turncoat), it
  takes the choice that leaves the best position.
"""

from __future__ import annotations

from ..core.bots import Bot
from .bot_model import Sketch, counter_odds, leader, strengths, worth
from .effects import CONTRACTS

# What a card is worth kept in hand (in mobsters), weighed against playing it now.
KEEP = {"contract": 0.12, "contract_no_mob_power": 0.16, "contract_no_family_influence": 0.16,
        "contract_iron_clad": 0.25, "priority_contract": 0.3, "double_contract": 0.3, "hit": 0.5,
        "st_valentines_day_massacre": 0.45, "double_cross": 0.35, "mob_war": 0.25, "ambush": 0.3, "vendetta": 0.6,
        "turncoat": 0.3, "take_it_on_the_lam": 0.45, "police_protection": 0.55, "substitution": 0.6,
        "intrigue": 0.65, "truce": 0.4, "pay_off": 0.55, "federal_crackdown": 0.45,
        "family_influence": 0.45, "mob_power": 0.55, "finger": 0.2, "safe_house": 0.3}
ORDERING = ("double_cross_order", "vendetta", "intrigue")
TEMPO = 0.05   # a counter's player takes the next turn


def ranking(s: Sketch, me: str) -> dict:
    """Whose mobsters a plan puts nearest the wall: the strongest rival's first, its own last."""
    st = strengths(s)
    rivals = sorted((p for p in s.alive if p != me), key=lambda p: (-st[p], s.order.index(p)))
    return {p: i for i, p in enumerate(rivals + [me])}


def ordered(s: Sketch, owners: list, me: str) -> list:
    rank = ranking(s, me)
    return sorted(owners, key=lambda p: rank.get(p, 99))


def contract_result(s: Sketch, card: str, by: str, target: str, countered: str | None) -> Sketch:
    x = s.copy()
    n = 2 if card == "double_contract" else 1
    queue = [target] * n
    if countered == "family_influence":
        queue = queue[1:]
    elif countered == "mob_power":
        queue = [by] + queue[1:]
    for p in queue:
        x.add(p, front=card == "priority_contract")
    return x.end_turn()


def vendetta_result(s: Sketch, by: str, protected: str | None, me: str) -> Sketch:
    x = s.copy()
    rivals = [p for p in s.order if p != by and p != protected]
    if by == me:
        rivals = ordered(s, rivals, me)
    for p in rivals:
        for _ in range(min(2, x.in_front(p))):
            x.hl.append(p)
    x.war = 2
    return x.end_turn()


def lam_result(s: Sketch, index: int, countered: str | None) -> Sketch:
    x = s.copy()
    if countered is None and index is not None:
        x.drop(index)
    return x.end_turn()


def others_result(view, s: Sketch, card: str, by: str, target, countered: str | None) -> Sketch:
    """A rival's card with counters (a Contract, a Vendetta, a Take It On the Lam), as it would end."""
    if card in CONTRACTS or card == "double_contract":
        return contract_result(s, card, by, target, countered)
    if card == "vendetta":
        return vendetta_result(s, by, view.player if countered == "safe_house" else None, view.player)
    if card == "take_it_on_the_lam":
        index = view.hit_list.index(target) if target in view.hit_list else None
        return lam_result(s, index, countered)
    return s.copy().end_turn()


def best_of(sketches, me: str) -> Sketch:
    return max(sketches, key=lambda x: worth(x, me))


def hit_results(s: Sketch, me: str) -> list:
    """(owner, listed place or None) of every victim a Hit can choose, with what follows."""
    out = []
    for p in s.alive:
        if p == me or s.alive[p] <= 0:
            continue
        if s.in_front(p) > 0:
            out.append(((p, None), s.copy().kill_in_front(p).add(me).end_turn()))
        for i, o in enumerate(s.hl):
            if o == p:
                out.append(((p, i), s.copy().kill_listed(i).add(me).end_turn()))
    return out


def turncoat_results(s: Sketch, me: str) -> list:
    """((owner, place) of the mobster who goes, who gains) -> what follows."""
    most = max(s.alive.values())
    biggest = [p for p, n in s.alive.items() if n == most]
    out = []
    for o in biggest:
        rest = dict(s.alive)
        rest[o] -= 1
        live = {p: n for p, n in rest.items() if n > 0}
        if not live:
            continue
        least = min(live.values())
        smallest = [p for p, n in live.items() if n == least]
        to = me if me in smallest else min(smallest, key=lambda p: strengths(s)[p])
        places = ([None] if s.in_front(o) > 0 else []) + [i for i, q in enumerate(s.hl) if q == o]
        for i in places:
            x = s.copy()
            x.alive[o] -= 1
            x.alive[to] += 1
            if i is not None:
                x.hl[i] = to
            if x.alive[o] == 0:
                del x.alive[o]
            out.append(((o, i, to), x.end_turn()))
    return out


def substitution_results(s: Sketch, off: int, me: str) -> list:
    out = []
    for q in s.alive:
        if s.in_front(q) > 0:
            x = s.copy()
            x.hl[off] = q
            out.append(((q, None), x.end_turn()))
        for j, o in enumerate(s.hl):
            if o == q and j != off:
                x = s.copy()
                x.hl[off] = q
                del x.hl[j]
                out.append(((q, j), x.end_turn()))
    return out


class StrongBot(Bot):
    level = "strong"

    def choose(self, view):
        actions = self.options(view)
        d = view.decision
        s = Sketch.of(view)
        if d.kind == "counter":
            return self.answer(view, s, actions)
        if actions[0].kind == "choose":
            return self.pick(view, s, actions)
        return self.play(view, s, actions)

    # -- its own turn ------------------------------------------------------------------------
    def play(self, view, s: Sketch, actions):
        me = view.player
        now = worth(s, me)
        memo = {}
        best, best_score = actions[0], None
        for a in actions:
            if a.kind == "discard":
                score = -KEEP.get(a.card, 0.2)
            else:
                key = (a.card, a.target)
                if key not in memo:
                    memo[key] = self.gain(view, s, a.card, a.target) - now
                score = memo[key] - KEEP.get(a.card, 0.2)
            if best_score is None or score > best_score + 1e-9:
                best, best_score = a, score
        return best

    def gain(self, view, s: Sketch, card: str, target) -> float:
        """The expected worth after playing ``card`` (on ``target``)."""
        me = view.player
        if card in CONTRACTS or card == "double_contract":
            odds = counter_odds(view, card, me)
            clean = 1.0 - sum(odds.values())
            total = clean * worth(contract_result(s, card, me, target, None), me)
            for c, p in odds.items():
                total += p * worth(contract_result(s, card, me, target, c), me)
            return total
        if card == "vendetta":
            p = counter_odds(view, card, me).get("safe_house", 0.0)
            hides = leader(s, me)
            return (1 - p) * worth(vendetta_result(s, me, None, me), me) + p * worth(vendetta_result(s, me, hides, me), me)
        if card == "take_it_on_the_lam":
            p = counter_odds(view, card, me).get("finger", 0.0)
            i = view.hit_list.index(target)
            return (1 - p) * worth(lam_result(s, i, None), me) + p * worth(lam_result(s, i, "finger"), me)
        return worth(self.after(view, s, card, target), me)

    def after(self, view, s: Sketch, card: str, target) -> Sketch:
        """The position after one of its own cards without counters."""
        me = view.player
        x = s.copy()
        if card == "hit":
            return best_of([r for _, r in hit_results(s, me)] or [x.end_turn()], me)
        if card == "turncoat":
            return best_of([r for _, r in turncoat_results(s, me)] or [x.end_turn()], me)
        if card == "substitution":
            off = view.hit_list.index(target)
            return best_of([r for _, r in substitution_results(s, off, me)] or [x.end_turn()], me)
        if card == "st_valentines_day_massacre":
            for p in x.hl:
                x.alive[p] -= 1
            x.hl = []
        elif card == "double_cross":
            for p in ordered(s, [p for p in s.order if p != me and s.in_front(p) > 0], me):
                x.hl.append(p)
        elif card == "mob_war":
            x.war = 1
        elif card == "ambush":
            x.war = 2
        elif card == "police_protection":
            x.drop(view.hit_list.index(target))
        elif card == "intrigue":
            x.hl = ordered(s, x.hl, me)
        elif card == "truce":
            x.war = 0
        elif card == "pay_off":
            x.hl = [p for p in x.hl if p != target]
        elif card == "federal_crackdown":
            x.clear()
        x.alive = {p: n for p, n in x.alive.items() if n > 0 or p == me}
        return x.end_turn()

    # -- answering a rival's card ----------------------------------------------------------------
    def answer(self, view, s: Sketch, actions):
        me = view.player
        d = view.decision
        card, by = d.info["card"], d.info["by"]
        target = d.info.get("target")   # (announced with the card)
        passing = worth(others_result(view, s, card, by, target, None), me)
        best, best_score = next(a for a in actions if a.kind == "pass"), 0.0
        for a in actions:
            if a.kind != "counter":
                continue
            score = worth(others_result(view, s, card, by, target, a.card), me) - passing - KEEP.get(a.card, 0.3) + TEMPO
            if score > best_score:
                best, best_score = a, score
        return best

    # -- a choice a card asks for ------------------------------------------------------------------
    def pick(self, view, s: Sketch, actions):
        me = view.player
        stage = view.decision.kind
        mobsters = view.mobsters
        owner = {a.target: mobsters[a.target].owner for a in actions if a.target in mobsters}
        listed = view.hit_list
        place = {m: (listed.index(m) if m in listed else None) for m in owner}
        if stage in ORDERING:
            rank = ranking(s, me)
            return min(actions, key=lambda a: (rank.get(owner[a.target], 99), actions.index(a)))
        if stage == "hit":
            results = dict(hit_results(s, me))
            return max((a for a in actions if (owner[a.target], place[a.target]) in results),
                       key=lambda a: worth(results[(owner[a.target], place[a.target])], me), default=actions[0])
        if stage == "substitution":
            off = listed.index(view.decision.info["target"])
            results = dict(substitution_results(s, off, me))
            return max((a for a in actions if (owner[a.target], place[a.target]) in results),
                       key=lambda a: worth(results[(owner[a.target], place[a.target])], me), default=actions[0])
        if stage == "turncoat_out":
            results = {(o, i): r for (o, i, _), r in turncoat_results(s, me)}
            return max((a for a in actions if (owner[a.target], place[a.target]) in results),
                       key=lambda a: worth(results[(owner[a.target], place[a.target])], me), default=actions[0])
        if stage == "turncoat_to":
            st = strengths(s)
            return next((a for a in actions if a.target == me), None) or min(actions, key=lambda a: st.get(a.target, 0))
        if stage == "turncoat_back":
            mine = view.family_of.get(me)
            return next((a for a in actions if mobsters[a.target].family == mine), actions[0])
        return actions[-1]   # listing one of its own, or giving one away: any will do
