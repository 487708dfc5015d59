"""The strong Mob Ties bot (the "strong" level): it plays for the cash counted at the end.

- Position: it values a position by the rackets it would win (the racket's value if its respect
  leads there, a share if tied, a little less if it leads by one point only), being Don, and the
  risk of the Feds (the Feds around a location, the Heat level, and what a pinch would cost it
  there). It places, moves and uses the Driver to the best such position.
- Shows of Respect: it votes, breaks ties and answers offers to do best against its strongest
  rival (its score minus the best rival's); it buys a later voter's vote or the Don's tie-break
  when the price is worth it (under Honor Among Thieves only: elsewhere a bought vote binds
  nobody), and refuses to split a tie whose tie-break it holds. Under All Bets Are Off it takes
  the money and still votes as it likes.
- Action: it attacks where a kill hurts most, mostly the leading rival, with the chance that the
  victim has a Defense card good enough (from the cards left in the deck and the size of his
  hand); it keeps its Defense cards for its own mobsters, uses Weapons only when they free a
  location, and frees its prisoners with Tony Goldstein.
- Bail is worth what it costs in the final count, so it bails to get respect back on the board,
  but not when it leads and the game is about to end. It buys a card only to get a Defense card.
"""

from __future__ import annotations

from . import bot_kit as kit
from .bot_fair import FairBot
from .cards import FAVOR, KINDS, racket_value
from .rules import MAIN, SURROUNDED

# Chance that one random Favor Card is a Defense card of at least this level (from the deck's counts).
_DEFENSE = {1: 26 / 100, 2: 14 / 100, 3: 6 / 100}
_FED_RISK = {0: 0.02, 1: 0.05, 2: 0.12, 3: 0.35}   # chance a location is surrounded this round, per Fed card


def respect_table(view) -> dict:
    """Location -> {player: respect there}."""
    table = {loc: {} for loc in MAIN}
    table["streets"] = {}
    mobsters, where = view.mobsters, view.where
    for m, w in where.items():
        if w in table:
            here = table[w]
            mob = mobsters[m]
            here[mob.owner] = here.get(mob.owner, 0) + KINDS[mob.kind].respect
    return table


def worth_at(view, loc: str) -> float:
    if loc == "mansion":
        return kit.DON_WORTH
    return racket_value(loc, view.n)


def share(here: dict, me: str) -> float:
    mine = here.get(me, 0)
    if not mine:
        return 0.0
    best = max((n for p, n in here.items() if p != me), default=0)
    if mine > best + 1:
        return 1.0
    if mine == best + 1:
        return 0.85
    if mine == best:
        return 1 / (1 + sum(1 for p, n in here.items() if n == best and p != me))
    return 0.0


def position_value(view, me: str, table: dict, cheapest: dict) -> float:
    """What a position is worth to ``me`` for the coming round ($k)."""
    closed, feds, heat = view.closed, view.feds, view.heat
    total = 0.0
    for loc in MAIN:
        if loc in closed:
            continue
        here = table[loc]
        if me not in here:
            continue
        total += worth_at(view, loc) * share(here, me)
        risk = min(0.9, _FED_RISK[min(feds[loc], 3)] * heat) if feds[loc] < SURROUNDED else 0.9
        target = len(here) == 1 or here[me] >= max(here.values())   # the pinch vote goes against the strongest
        total -= risk * cheapest.get(loc, 25) * (1.0 if target else 0.4)
    return total


def moved(table: dict, me: str, respect: int, frm: str | None, to: str) -> dict:
    """The table after ``me`` moves ``respect`` from ``frm`` to ``to`` (a shallow copy)."""
    out = dict(table)
    if frm in out:
        here = dict(out[frm])
        here[me] -= respect
        if not here[me]:
            del here[me]
        out[frm] = here
    if to in out:
        here = dict(out[to])
        here[me] = here.get(me, 0) + respect
        out[to] = here
    return out


class StrongBot(FairBot):
    level = "strong"

    def choose(self, view):
        d = view.decision
        kind = d.kind if d is not None else None
        handler = getattr(self, "on_" + kind, None) if kind else None
        if handler is None:
            return super().choose(view)
        return handler(view, list(view.legal_actions()))

    # -- helpers ---------------------------------------------------------------------------------
    def cheapest(self, view, me: str) -> dict:
        """Location -> the bail of ``me``'s cheapest mobster there."""
        out: dict = {}
        mobsters = view.mobsters
        for m in view.family(me):
            w = view.where[m]
            out[w] = min(out.get(w, 999), KINDS[mobsters[m].kind].bail)
        return out

    def leader(self, view, me: str) -> str | None:
        scores = view.scores()
        rivals = [p for p in view.players if p != me]
        return max(rivals, key=lambda p: scores[p]) if rivals else None

    # -- Shows of Respect --------------------------------------------------------------------------
    def on_vote(self, view, acts):
        show, me = view.show, view.player
        offer = kit.best_offer(view, share=0.25, least=2, strong=True)
        if offer is not None:
            return offer

        def value(a):
            return kit.edge(view, me, kit.gains(view, show, kit.predicted(show, {me: a.target})))
        return max(acts, key=lambda a: (value(a), a.target == me))

    def on_tie(self, view, acts):
        show, me = view.show, view.player
        votes = kit.predicted(show)
        return max(acts, key=lambda a: (kit.edge(view, me, kit.gains(view, show, votes, breaker_vote=a.target)),
                                        a.target == me))

    def on_split(self, view, acts):
        show, me = view.show, view.player
        breaker = view.tie_breaker()
        if breaker != me and breaker not in show.promises:
            offer = kit.best_offer(view, share=0.25, least=2, strong=True)
            if offer is not None:
                return offer
        ours = breaker == me or (breaker is not None and show.promises.get(breaker) == me)
        return next(a for a in acts if a.kind == ("refuse" if ours else "agree"))

    def on_answer(self, view, acts):
        show, me, offer = view.show, view.player, view.decision.info["offer"]
        by, amount, vote = offer["by"], offer["amount"], offer["vote"]
        if view.options.terms != "honor":   # nothing binds: take the money, vote as it likes
            yes = True
        else:
            votes = kit.predicted(show)
            before = kit.edge(view, me, kit.gains(view, show, votes))
            if me in show.respect:
                after_gain = kit.gains(view, show, kit.predicted(show, {me: vote}))
            else:
                after_gain = kit.gains(view, show, votes, breaker_vote=vote)
            yes = kit.edge(view, me, after_gain, {me: amount, by: -amount}) > before
        return next(a for a in acts if a.get("accept") is yes)

    # -- the board ---------------------------------------------------------------------------------
    def best_move(self, view, acts, respect_of, origin):
        me = view.player
        table, cheap = respect_table(view), self.cheapest(view, me)
        now = position_value(view, me, table, cheap)
        scored = []
        for a in acts:
            after = moved(table, me, respect_of(a), origin(a), a.where)
            scored.append((position_value(view, me, after, cheap) - now, a))
        return max(scored, key=lambda s: s[0])

    def on_place(self, view, acts):
        mobsters = view.mobsters
        # The strongest mobster first, each where it adds the most.
        top = max(KINDS[mobsters[a.target].kind].respect for a in acts)
        acts = [a for a in acts if KINDS[mobsters[a.target].kind].respect == top]
        return self.best_move(view, acts, lambda a: top, lambda a: None)[1]

    def on_move(self, view, acts):
        mobsters, where = view.mobsters, view.where
        return self.best_move(view, acts, lambda a: KINDS[mobsters[a.target].kind].respect,
                              lambda a: where[a.target])[1]

    # -- Action ------------------------------------------------------------------------------------
    def on_act(self, view, acts):
        me = view.player
        leader = self.leader(view, me)
        sizes = view.hand_sizes
        table = respect_table(view)
        mobsters = view.mobsters
        best, best_value = None, 6.0
        for a in acts:
            if a.kind == "attack":
                hand = sizes.get(a.target, 0)
                kill = (1 - _DEFENSE.get(FAVOR[a.card].level, 0.06)) ** hand if a.where != "prison" else 1.0
                victims = [KINDS[mobsters[m].kind] for m in view.family(a.target, (a.where,))]
                if not victims:
                    continue
                victim = min(victims, key=lambda k: k.respect)
                value = victim.value * (1.0 if a.target == leader else 0.55)
                if a.where in MAIN:
                    before = position_value(view, me, table, {})
                    after = dict(table)
                    here = dict(table[a.where])
                    here[a.target] -= victim.respect
                    if not here[a.target]:
                        del here[a.target]
                    after[a.where] = here
                    value += max(0.0, position_value(view, me, after, {}) - before)
                if view.round == 1 and not view.first_blood:
                    value += 25
                value *= kill
            elif a.kind == "play" and a.card == "tony_goldstein":
                value = KINDS[mobsters[a.target].kind].value
            elif a.kind == "play" and a.card == "drive_by":
                value = sum(10 for m in view.at("streets") if mobsters[m].owner != me)
            else:
                continue
            if value > best_value:
                best, best_value = a, value
        if best is not None:
            return best
        drives = [a for a in acts if a.kind == "drive"]
        if drives:
            driver = view.driver_of(me)
            frm = view.where[driver]

            def respect_of(a):
                return 1 + (KINDS[mobsters[a.target].kind].respect if a.target else 0)
            gain, a = self.best_move(view, drives, respect_of, lambda a: frm)
            if gain > 4:
                return a
        return next(a for a in acts if a.kind == "pass")

    def on_defend(self, view, acts):
        defends = [a for a in acts if a.kind == "defend"]
        return min(defends, key=lambda a: FAVOR[a.card].level) if defends else acts[-1]

    def on_sacrifice(self, view, acts):
        return min(acts, key=lambda a: KINDS[view.mobsters[a.target].kind].respect)

    def on_pinch(self, view, acts):
        weapons = [a for a in acts if a.kind == "weapon"]
        pinches = [a for a in acts if a.kind == "pinch"]
        if weapons:
            loc = weapons[0].where
            power = sum(FAVOR[c].feds for c in view.hand if FAVOR[c].type == "weapon")
            if view.feds[loc] - power < SURROUNDED:   # the weapons can free the location: use the biggest
                return max(weapons, key=lambda a: FAVOR[a.card].feds)
        return min(pinches, key=lambda a: KINDS[view.mobsters[a.target].kind].respect)

    def on_bail(self, view, acts):
        me = view.player
        bails = [a for a in acts if a.kind == "bail"]
        scores = view.scores()
        leading = scores[me] >= max(scores.values())
        ending = view.rises >= 2   # the last level of the Heat meter: the game may end this round
        if bails and not (leading and ending):
            return max(bails, key=lambda a: KINDS[view.mobsters[a.target].kind].respect)
        return next((a for a in acts if a.kind == "done"), acts[-1])

    def on_buy(self, view, acts):
        hand = view.hand
        defended = any(FAVOR[c].type == "defense" for c in hand)
        buy = next((a for a in acts if a.kind == "buy"), None)
        if buy is not None and not defended and view.cash[view.player] >= 60 and view.rises < 2:
            return buy
        return next(a for a in acts if a.kind == "done")

    def on_keep(self, view, acts):
        order = {"defense": 3, "weapon": 2, "attack": 1, "hit": 1, "whack": 1, "specialty": 0}
        return max(acts, key=lambda a: (order[FAVOR[a.card].type], FAVOR[a.card].level, FAVOR[a.card].feds))

    def on_give(self, view, acts):
        scores = view.scores()
        return min(acts, key=lambda a: scores[a.target])   # to the family least likely to win

    def on_robbed(self, view, acts):
        me = view.player
        loc = acts[0].where
        guarded = any(FAVOR[c].type == "defense" and FAVOR[c].level >= 2 for c in view.hand)
        cheapest = min((KINDS[view.mobsters[m].kind].value for m in view.family(me, (loc,))), default=0)
        fight = guarded or cheapest < racket_value(loc, view.n)
        return next(a for a in acts if a.kind == ("fight" if fight else "forfeit"))

    def on_raid(self, view, acts):
        me = view.player
        table = respect_table(view)
        leader = self.leader(view, me)
        return max(acts, key=lambda a: (me not in table[a.where], table[a.where].get(leader, 0),
                                        -table[a.where].get(me, 0)))
