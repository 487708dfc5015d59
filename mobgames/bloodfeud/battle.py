"""Gun battles, die by die, following the rulebook's Gun Battle Sequence literally.

1. The attacker's Hit Men fire their sneak attack: each hit kills the least important defender
   outright (no parting shot). The Hit Men then sit out the attacker's first regular roll.
2. The attacker rolls: wounded pieces fire their one parting shot first, then healthy pieces,
   each group from least to most important; then the attacker's wounded die.
3. The defender's newly wounded fall.
4. The defender rolls the same way; then the defender's wounded die.
5. The attacker's newly wounded fall.
6. Repeat from 2.

Dice are thrown one piece at a time; a side stops rolling the moment every opponent is down.
A hit wounds the least important healthy opponent (Thug, Henchman, Hit Man, Family, Boss). The
battle is decided only when one side is gone and every wounded piece has fired its parting shot:
if the last parting shots bring down everyone left, it is a bloodbath.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from collections.abc import Iterator, Mapping, Sequence

from ..core.dice import Dice, RandomDice, RecordedDice
from ..core.events import Event, narrate
from ..core.markup import SvgPicture
from ..core.text import and_list, chunks, sentence_case

from .battlefield import battlefield_svg
from .fighters import (  # noqa: F401 (names the battle module has always offered)
    ATTACK,
    BUILDING_BONUS,
    BUILDING_NAMES,
    NAMES,
    OUTCOMES,
    WOUND_ORDER,
    BattleError,
    check_forces,
    force_list,
    forces_text,
    hit_chance,
    need_to_hit,
    piece_name,
)
from .narration import say, say_list


@dataclass
class Fighter:
    side: str          # "attacker" or "defender"
    kind: str
    number: int        # 1, 2, ... within its side and kind
    status: str = "healthy"   # healthy, wounded, dead
    fell: bool = False        # wounded by a regular shot (sneak-attack victims die outright)

    @property
    def rank(self) -> int:
        return WOUND_ORDER.index(self.kind)


@dataclass(frozen=True)
class RollNeeded:
    """A die the battle waits for (``Battle.asking``): who throws it, and what it needs to hit."""
    shooter: str
    need: int


@dataclass
class BattleResult:
    outcome: str                      # attacker, defender or bloodbath
    attackers_left: dict[str, int]    # healthy survivors by type
    defenders_left: dict[str, int]
    captives: dict[str, int]          # the loser's fallen Family Members the winner may kidnap
    rolls: list[int]
    events: list[Event] = field(repr=False, default_factory=list)

    @property
    def winner(self) -> str | None:
        return None if self.outcome == "bloodbath" else self.outcome

    def narration(self) -> str:
        return narrate(self.events)


class Battle(SvgPicture):
    """A gun battle between two forces given as counts by type.

    >>> from mobgames.dice import ScriptedDice
    >>> b = Battle({"henchman": 2}, {"thug": 1, "henchman": 1}, building="precinct",
    ...            dice=ScriptedDice([7, 6, 9, 8, 7]))
    >>> b.run().outcome
    'bloodbath'

    ``steps()`` yields one event at a time (every die, wound, parting shot, death and step of the
    sequence); each event's ``data["state"]`` is a snapshot of both sides after it, so a view can
    jump to any step. ``run()`` fights to the end and returns a ``BattleResult``.
    """

    def __init__(self, attackers: Mapping[str, int], defenders: Mapping[str, int], building: str | None = None,
                 dice: Dice | None = None, *, names: tuple[str, str] = ("Attacker", "Defender"),
                 fire_order: Mapping[str, Sequence[str]] | None = None, asks: bool = False):
        self.attackers = check_forces(attackers, "attacking")
        self.defenders = check_forces(defenders, "defending")
        if not (building is None or isinstance(building, str)) or building not in BUILDING_BONUS:
            raise BattleError(f"building must be None, 'precinct' or 'penthouse', not {building!r}.")
        self.building = building
        self.dice = dice if dice is not None or asks else RandomDice()   # (asking: each die is a chance decision)
        self.names = {"attacker": names[0], "defender": names[1]}
        # The optional "call out" rule: a side names the order its pieces roll in (by type),
        # instead of least to most important. Wounds always follow the fixed order.
        self.fire_order = {}
        for side, order in (fire_order or {}).items():
            if side not in ("attacker", "defender"):
                raise BattleError(f"fire_order is given per side ('attacker', 'defender'), not {side!r}.")
            bad = [k for k in order if k not in ATTACK]
            if bad or len(set(order)) != len(order):
                raise BattleError(f"A called-out order lists piece types once each, from {', '.join(WOUND_ORDER)}.")
            self.fire_order[side] = list(order) + [k for k in WOUND_ORDER if k not in order]
        self.rolls: list[int] = []
        self._events: list[Event] | None = None
        self._result: BattleResult | None = None
        self.asks = asks   # each die is a chance decision: ``asking()`` yields a RollNeeded, and is sent the roll

    def asking(self) -> Iterator[Event | RollNeeded]:
        """The battle fought one die at a time (a whole game's, where every roll is a chance
        decision): it yields each event, and a ``RollNeeded`` where a die is thrown, to be sent
        the roll (``gen.send(roll)``). Once it ends, ``events`` and ``run()`` give the whole battle."""
        events = yield from self._fight()
        self._events = self._log
        return events

    # -- public ------------------------------------------------------------------------------
    def run(self) -> BattleResult:
        """Fight the battle to its end (once; later calls return the same result)."""
        if self._result is None:
            self._events = list(self._fight())
        return self._result

    @property
    def events(self) -> list[Event]:
        self.run()
        return self._events

    def steps(self) -> Iterator[Event]:
        """The battle's events one at a time (fights it first if needed)."""
        return iter(self.events)

    def narration(self) -> str:
        return narrate(self.events)

    def what_if(self, die: int, roll: int) -> Battle:
        """The same battle with its die number ``die`` (from 0) showing ``roll``: the dice before
        it as they fell, the ones after it as they fell where the new battle still throws them, and
        any more it needs from fresh seeded dice (what if this die had been a 3?)."""
        if isinstance(die, bool) or not isinstance(die, int) or not 0 <= die < len(self.run().rolls):
            raise BattleError(f"This battle's dice are numbered 0 to {len(self.rolls) - 1}, not {die!r:.20}.")
        if isinstance(roll, bool) or not isinstance(roll, int) or not 1 <= roll <= 10:
            raise BattleError(f"A ten-sided die shows 1 to 10, not {roll!r:.20}.")
        rolls = list(self.rolls)
        rolls[die] = roll
        names = (self.names["attacker"], self.names["defender"])
        again = Battle(self.attackers, self.defenders, self.building, RecordedDice(RandomDice(0), rolls), names=names,
                       fire_order=self.fire_order or None)
        again.run()
        return again

    def svg(self, index: int | None = None) -> str:
        """The battlefield after event ``index`` (default: the end of the battle)."""
        return battlefield_svg(self, index)

    def _repr_svg_(self) -> str:
        return self.svg()

    def __repr__(self) -> str:
        where = f" in a district with {BUILDING_NAMES[self.building]}" if self.building else ""
        return f"<Battle: {forces_text(self.attackers)} attack {forces_text(self.defenders)}{where}>"

    # -- the sequence ------------------------------------------------------------------------
    def _fight(self) -> Iterator[Event]:
        self.rolls = []
        self._log: list[Event] = []
        fighters = {
            side: [Fighter(side, kind, i + 1) for kind in WOUND_ORDER for i in range(force.get(kind, 0))]
            for side, force in (("attacker", self.attackers), ("defender", self.defenders))
        }
        self._fighters = fighters
        a, d = self._name("attacker"), self._name("defender")
        where = f" in a district with {BUILDING_NAMES[self.building]}" if self.building else ""
        bonus = BUILDING_BONUS[self.building]
        intro = f"{a} attacks with {forces_text(self.attackers)}; {d} defends with {forces_text(self.defenders)}{where}."
        simple = [say_list("start.attack", "start.more", force_list(self.attackers), "forces", side=a),
                  say_list("start.defend", "start.more", force_list(self.defenders), "forces", side=d)]
        if self.building:
            simple.append(say("start.building", building=BUILDING_NAMES[self.building]))
        if bonus:
            intro += f" Every attacking shot needs {bonus} more to hit."
            simple.append(say("start.bonus", bonus=bonus))
        yield self._event("start", intro, simple=" ".join(simple))

        hitmen = [f for f in fighters["attacker"] if f.kind == "hitman"]
        if hitmen:
            yield self._event("step", f"Step 1: {self._who('attacker')} Hit Men fire a sneak attack. Anyone hit dies at "
                                      "once, with no parting shot.", simple=say("step.sneak", side=a), step=1)
            for f in hitmen:
                target = self._target("defender")
                if target is None:
                    yield self._event("stop", f"Every defender is down, so {a} stops rolling.",
                                      simple=say("stop.sneak", side=a))
                    break
                yield from self._shot(f, kill=True)
        round_no = 1
        side = "attacker"
        while True:
            yield from self._volley(side, first_round=(round_no == 1))
            other = "defender" if side == "attacker" else "attacker"
            fallen = [f for f in fighters[other] if f.status == "wounded"]
            if fallen:
                step = 3 if other == "defender" else 5
                simple = " ".join(say(f"fall.{'also_' if i else ''}{'one' if len(run) == 1 else 'many'}",
                                      side=self._name(other), pieces=self._list(run))
                                  for i, run in enumerate(chunks(fallen)))
                yield self._event("fall", f"Step {step}: {self._who(other)} wounded fall: {self._list(fallen)}.", step=step,
                                  simple=simple)
            if self._over():
                break
            if side == "defender":
                round_no += 1
                yield self._event("repeat", "Step 6: repeat from step 2.", step=6, round=round_no, simple=say("repeat"))
            side = other
        yield self._finish()

    def _volley(self, side: str, first_round: bool) -> Iterator[Event]:
        """One side's roll: parting shots of its wounded, then its healthy pieces; then its wounded die."""
        step = 2 if side == "attacker" else 4
        who = self._name(side)
        wounded = [f for f in self._fighters[side] if f.status == "wounded"]
        healthy = [f for f in self._fighters[side] if f.status == "healthy"
                   and not (first_round and side == "attacker" and f.kind == "hitman")]
        opponent = "defender" if side == "attacker" else "attacker"
        sitting_out = first_round and side == "attacker" and any(
            f.kind == "hitman" and f.status == "healthy" for f in self._fighters[side])
        text, simple = f"Step {step}: {who} rolls to hit.", say("step.roll", side=who)
        if sitting_out:
            text += " The Hit Men already fired their sneak attack, so they wait for the next round."
            simple += " " + say("step.waiting")
        yield self._event("step", text, step=step, simple=simple)
        shooters = wounded + healthy
        if side in self.fire_order:
            rank = self.fire_order[side].index
            shooters.sort(key=lambda f: rank(f.kind))   # stable: parting shots first within a type
            order = and_list(piece_name(k, 2) for k in self.fire_order[side] if any(f.kind == k for f in shooters))
            yield self._event("call_out", f"{who} calls out the order: {order}.",
                              simple=say("call_out", side=who, order=order))
        them = self._name(opponent)
        for _i, f in enumerate(shooters):
            if self._target(opponent) is None:
                if self._alive(opponent):
                    yield self._event("stop", f"Every one of {self._who(opponent)} pieces is down, so {who} stops rolling.",
                                      simple=say("stop.down", side=who, opponent=them))
                else:
                    yield self._event("stop", f"{them} has no one left, so {who} has no one to shoot at.",
                                      simple=say("stop.nobody", side=who, opponent=them))
                break
            yield from self._shot(f)
        for f in wounded:
            f.status = "dead"
            # A fallen Family Member may yet be kidnapped by the winner: "out of the fight".
            # (A piece is "it" in the story, as in the simple texts: decisions.py, bf-piece-pronoun.)
            fate = "is out of the fight" if f.kind == "family" else "dies of its wounds"
            piece = f"{self._who(side)} {self._label(f)}"
            yield self._event("death", f"{piece} {fate}.", side=side, piece=f.kind,
                              simple=say("death.family" if f.kind == "family" else "death.other", piece=piece))

    def _shot(self, f: Fighter, kill: bool = False) -> Iterator[Event]:
        need = need_to_hit(f.kind, f.side, self.building)
        parting = f.status == "wounded"
        who = f"{self._who(f.side)} {'wounded ' if parting else ''}{self._label(f)}"
        roll = (yield RollNeeded(sentence_case(who), need)) if self.asks else self.dice.roll(10)
        self.rolls.append(roll)
        hit = roll >= need
        verb = "fires a parting shot" if parting else ("fires a sneak attack" if kill else "shoots")
        result = "a hit" if hit else "a miss"
        key = ("parting_shot." if parting else "roll.sneak_" if kill else "roll.") + ("hit" if hit else "miss")
        yield self._event("parting_shot" if parting else "roll",
                          f"{who} {verb}: rolls {roll}, needs {need} or more: {result}.",
                          side=f.side, piece=f.kind, roll=roll, need=need, hit=hit,
                          simple=say(key, shooter=who, roll=roll, need=need))
        if hit:
            target = self._target("defender" if f.side == "attacker" else "attacker")
            piece = f"{self._who(target.side)} {self._label(target)}"
            if kill:
                target.status = "dead"
                yield self._event("kill", f"{piece} is killed by the sneak attack.",
                                  side=target.side, piece=target.kind, simple=say("kill", piece=piece))
            else:
                target.status = "wounded"
                target.fell = True
                # Only wounded here: it falls with the others in the next step ("fall"), told once.
                yield self._event("wound", f"{piece} is wounded.",
                                  side=target.side, piece=target.kind, simple=say("wound", piece=piece))

    def _over(self) -> bool:
        # Decided only when one side is gone and no wounded piece still owes its parting shot.
        wounded = any(f.status == "wounded" for fs in self._fighters.values() for f in fs)
        return not wounded and (not self._alive("attacker") or not self._alive("defender"))

    def _finish(self) -> Event:
        left = {side: dict(Counter(f.kind for f in fs if f.status == "healthy")) for side, fs in self._fighters.items()}
        if left["attacker"] and not left["defender"]:
            outcome = "attacker"
        elif left["defender"] and not left["attacker"]:
            outcome = "defender"
        else:
            outcome = "bloodbath"
        captives: dict[str, int] = {}
        if outcome != "bloodbath":
            loser = "defender" if outcome == "attacker" else "attacker"
            # Fallen Family Members of the losing side are captured; sneak-attack victims are dead.
            n = sum(1 for f in self._fighters[loser] if f.kind == "family" and f.fell)
            if n:
                captives["family"] = n
        if outcome == "bloodbath":
            text = "Bloodbath: every piece on both sides is down. The district stays with the defender."
            simple = [say("outcome.bloodbath")]
        else:
            winner = self._name(outcome)
            text = f"{winner} wins the battle with {forces_text(left[outcome])} left standing."
            simple = [say("outcome.win", side=winner),
                      say_list("outcome.left", "outcome.more", force_list(left[outcome]), "left", side=winner)]
        if captives:
            text += f" The winner may kidnap or kill {forces_text(captives)} of the losing side."
            simple.append(say("outcome.captives", captives=forces_text(captives)))
        ev = self._event("outcome", text, outcome=outcome, captives=captives, simple=" ".join(simple))
        self._result = BattleResult(outcome, left["attacker"], left["defender"], captives, list(self.rolls), self._log)
        return ev

    # -- helpers -----------------------------------------------------------------------------
    def _target(self, side: str) -> Fighter | None:
        for f in self._fighters[side]:   # already in wound order
            if f.status == "healthy":
                return f
        return None

    def _alive(self, side: str) -> int:
        return sum(1 for f in self._fighters[side] if f.status != "dead")

    def _name(self, side: str) -> str:
        """A side as the story names it: a player's name, or "the attacker" in a battle without
        players (the capital at a sentence's start comes in ``_event``)."""
        name = self.names[side]
        return f"the {side}" if name == side.capitalize() else name

    def _who(self, side: str) -> str:
        return f"{self._name(side)}'s"

    def _label(self, f: Fighter) -> str:
        many = (self.attackers if f.side == "attacker" else self.defenders)[f.kind] > 1
        return f"{piece_name(f.kind)} {f.number}" if many else piece_name(f.kind)

    def _list(self, fighters) -> str:
        return and_list(self._label(f) for f in fighters)

    def _event(self, kind: str, text: str, simple: str | None = None, **data) -> Event:
        state = {side: [(f.kind, f.number, f.status) for f in fs] for side, fs in self._fighters.items()}
        ev = Event(kind, sentence_case(text), {**data, "state": state, "rolls": len(self.rolls)}, simple)
        self._log.append(ev)
        return ev
