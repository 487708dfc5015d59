"""The engines' own words and numbers for the exercises: a sentence the engine says
(``engine_line``), a fact it knows (``engine_fact``), and the sequences it plays in (``sequence``).
An exercise built from them can never drift from what the tutorial shows."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from contextlib import contextmanager

from . import sources_familybusiness, sources_mobties
from .datafiles import EXAMPLE_MODULES
from .feedback import ExerciseError
from .stories import battle_from, game_story, nth_event

__all__ = ["engine_line", "engine_context", "engine_fact", "sequence", "battle_from", "nth_event", "BATTLE_STEPS"]


@contextmanager
def _narration(level: str | None):
    """Use one narration level for a while, then put the reader's setting back."""
    from ..core.events import narration_level, set_narration

    before = narration_level()
    if level:
        set_narration(level)
    try:
        yield
    finally:
        set_narration(before)


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]


def engine_line(source: Mapping) -> str:
    """One sentence, exactly as the engine says it. ``source["from"]`` is one of:

    - ``"battle"``: ``battle`` (example number or forces), ``kind`` and ``nth`` of the event (or
      ``index``), ``level`` "full" or "simple";
    - ``"income"``: ``example`` 1-4, ``level``, ``sentence`` (its number in the explanation);
    - ``"space"``: ``space`` id, ``sentence`` (from ``describe_space``) (these two may also give
      ``context``: how many sentences before it to show, see ``engine_context``);
    - ``"why_not"``: ``movement`` example name, ``to`` a space (why the first piece cannot go there);
    - ``"setup"``: ``players``, ``rolls`` (scripted ranking dice), ``line`` (event number), optional
      ``scenario``;
    - ``"ransom"`` / ``"invite"`` / ``"hand_over"``: the first event of that deal in the matching
      role-play position (see ``mobgames.teaching.phrases``);
    - ``"buy"``: ``item`` bought by a Boss in Bay Ridge (``at`` for a building);
    - ``"turn"``: the first event of ``kind`` (default "phase", optionally of ``phase``) in the first
      turn of a two-player game (``seed``);
    - ``"mobties"`` / ``"familybusiness"``: a ready-made position, ``example`` (a function of
      ``mobgames.<game>.examples``, with JSON ``args`` if it takes any), the ``steps`` played on it
      (see ``stories.game_story``), then the ``nth`` event of ``kind`` among the events the steps
      told (with no steps, in the whole log), at ``level``.
    """
    if not isinstance(source, Mapping) or "from" not in source:
        raise ExerciseError(f"A sentence source needs 'from', e.g. {{'from': 'battle', 'battle': 1, ...}}, not {source!r}.")
    kind = source["from"]
    level = source.get("level", "full")
    if level not in ("full", "simple"):
        raise ExerciseError(f"level is 'full' or 'simple', not {level!r}.")
    if kind in EXAMPLE_MODULES:
        if "kind" not in source:
            raise ExerciseError(f"A {kind} sentence needs 'kind': the kind of event to take, such as 'tally'.")
        story = game_story(source)
        ev = story.events[story.find(source["kind"], source.get("nth", 0))]
        return ev.full if level == "full" else ev.simple
    if kind == "battle":
        battle, _ = battle_from(source.get("battle", 1))
        i = source["index"] if "index" in source else nth_event(battle.events, source["kind"], source.get("nth", 0))
        ev = battle.events[i]
        return ev.full if level == "full" else ev.simple
    if kind == "income":
        from ..bloodfeud.examples import income_example
        from ..bloodfeud.income import income

        game, player = income_example(source["example"])
        r = income(game, player)
        text = r.explain_simply() if level == "simple" else _full_income(r)
        return _pick(_sentences(text), source.get("sentence", 0), "sentence")
    if kind == "space":
        from ..bloodfeud import describe_space
        from ..bloodfeud.setup import default_board

        return _pick(describe_space(default_board(), source["space"]), source.get("sentence", 0), "sentence")
    if kind == "why_not":
        from ..bloodfeud import why_not
        from ..bloodfeud.examples import movement_example

        game, _, _ = movement_example(source["movement"])
        piece = source.get("piece")
        unit = next(u for u in game.units.values() if piece in (None, u.kind) and u.carrier is None)
        reason = why_not(game, unit.id, source["to"])
        if not reason:
            raise ExerciseError(f"In the {source['movement']!r} position the piece can go to {source['to']!r}: "
                                "the engine gives no reason why not.")
        return reason
    if kind == "setup":
        from ..bloodfeud import new_game
        from ..bloodfeud.options import Options
        from ..core.dice import ScriptedDice

        options = Options(scenario=source["scenario"]) if source.get("scenario") else None
        game = new_game(list(source.get("players", ["Ana", "Ben"])), dice=ScriptedDice(list(source.get("rolls", [2, 9]))),
                        options=options)
        with _narration(level):
            return _pick([e.text for e in game.log], source.get("line", 0), "line")
    if kind in ("ransom", "invite", "hand_over"):
        from .phrases import deal_events

        with _narration(level):
            return deal_events(kind)[0].text
    if kind == "buy":
        from ..bloodfeud import blank_game, buy

        game = blank_game(["Ana", "Ben"], colours={"Ana": "Red", "Ben": "Blue"})
        game.place("Ana", "boss", "bay_ridge")
        game.set_control("bay_ridge", "Ana")
        game.cash["Ana"] = 2000
        buy(game, "Ana", source["item"], **({"at": source["at"]} if source.get("at") else {}))
        return game.log[-1].full if level == "full" else game.log[-1].simple
    if kind == "turn":
        from ..bloodfeud import Turns

        turns = Turns.start(list(source.get("players", ["Ana", "Ben"])), seed=source.get("seed", 1))
        events = []
        for _ in range(3):            # battle -> movement -> (income) -> purchases
            events += turns.next_phase()
        wanted, phase = source.get("kind", "phase"), source.get("phase")
        found = [e for e in events if e.kind == wanted and phase in (None, e.data.get("phase"))]
        if not found:
            raise ExerciseError(f"A Blood Feud turn has no {wanted!r} event" + (f" for {phase!r}." if phase else "."))
        with _narration(level):
            return found[0].text
    raise ExerciseError(f"Unknown sentence source {kind!r}. Sources: battle, income, space, why_not, setup, ransom, "
                        "invite, hand_over, buy, turn, mobties, familybusiness.")


def engine_context(source: Mapping) -> str:
    """The ``context`` sentences said just before an income, space, Mob Ties or Family Business
    sentence (none by default), so that a gap in "They are ___ $60." can be read after what "they"
    are, and "Blue ___ the racket" after the card that robs it."""
    n = source.get("context", 0) if isinstance(source, Mapping) else 0
    if not n:
        return ""
    if source.get("from") in EXAMPLE_MODULES:
        story = game_story(source)
        i = story.find(source["kind"], source.get("nth", 0))
        level = source.get("level", "full")
        return " ".join(ev.full if level == "full" else ev.simple for ev in story.events[max(0, i - n):i])
    if source.get("from") not in ("income", "space"):
        raise ExerciseError(f"'context' works with the income, space and game story sources, not {source.get('from')!r}.")
    i = source.get("sentence", 0)
    return " ".join(engine_line({**source, "sentence": j}) for j in range(max(0, i - n), i))


def _full_income(r) -> str:
    with _narration("full"):
        return r.explain()


def _pick(items: Sequence[str], i: int, what: str) -> str:
    if not isinstance(i, int) or not 0 <= i < len(items):
        raise ExerciseError(f"There is no {what} number {i!r}; there are {len(items)} (counting from 0): {list(items)!r}.")
    return items[i]


def _money(n: int) -> str:
    return f"${n:,}"


def engine_fact(name: str) -> str:
    """A fact from the engines, as the text of a question's right answer, e.g.
    ``"bf.income:2"`` -> ``"$240"``. Facts:

    ``bf.income:N`` (income of example N), ``bf.outcome:N`` (who wins battle example N),
    ``bf.need:KIND[:BUILDING]`` (the roll an attacker needs), ``bf.cost:KIND``, ``bf.move:KIND``,
    ``bf.dominance``, ``bf.carries:KIND``, ``bf.compare:ATTR:A:B`` (the comparative that makes
    "A is ___ than B" true: cost, move, or income of two examples), ``bf.most:ATTR[:CATEGORY]`` and
    ``bf.least:ATTR[:CATEGORY]`` (the piece with the highest or lowest value), ``bf.manhattan``
    (its number of districts), ``bf.revenue:ASSETS:IFM``, ``bf.card_assets`` (the Player Card's
    last row), ``mt.respect:KIND``, ``mt.bail:KIND``, ``mt.racket:LOCATION:PLAYERS``,
    ``mt.surrounded``, ``mt.capacity``, ``mt.card_price`` (a Favor Card's price), ``mt.start_cash``,
    ``mt.first_blood`` (the bonus), ``mt.respect_value`` (a point of respect at the end),
    ``mt.heat_end`` (when the game ends), ``mt.favor_cards:PLAYERS`` (cards dealt to each),
    ``mt.locations``, ``mt.favor_deck`` (its cards), ``fb.hand``, ``fb.war_list``, ``fb.war_left``
    (mobsters left that start a war), ``fb.deck`` (its cards), ``fb.families``, ``fb.family_size``,
    ``fb.card_count:CARD`` (copies in the deck), ``fb.card_type:CARD`` (Attack, Rescue or Counter).
    The Mob Ties and Family Business facts are in ``sources_mobties`` and ``sources_familybusiness``.
    """
    key, _, arg = name.partition(":")
    args = arg.split(":") if arg else []
    games = {"mt": sources_mobties, "fb": sources_familybusiness}
    try:
        if key.partition(".")[0] in games:
            found = games[key.partition(".")[0]].fact(key, args)
            if found is not None:
                return found
        if key == "bf.income":
            from ..bloodfeud.examples import income_example
            from ..bloodfeud.income import income

            game, player = income_example(int(args[0]))
            return _money(income(game, player).amount)
        if key == "bf.outcome":
            from ..bloodfeud.examples import battle_example

            return {"attacker": "The attacker wins", "defender": "The defender wins",
                    "bloodbath": "A bloodbath: nobody wins"}[battle_example(int(args[0])).run().outcome]
        if key == "bf.need":
            from ..bloodfeud.battle import need_to_hit

            return f"{need_to_hit(args[0], 'attacker', args[1] if len(args) > 1 else None)} or more"
        if key in ("bf.cost", "bf.move", "bf.carries"):
            from ..bloodfeud.pieces import catalogue

            piece = catalogue()[args[0]]
            value = {"bf.cost": piece.cost, "bf.move": piece.move, "bf.carries": piece.carries}[key]
            if value is None:
                raise ExerciseError(f"The {piece.name} has no {key[3:]}.")
            return _money(value) if key == "bf.cost" else str(value)
        if key == "bf.compare":
            return _compare(*args)
        if key in ("bf.most", "bf.least"):
            from ..bloodfeud.pieces import catalogue

            attr, category = args[0], (args[1] if len(args) > 1 else "people")
            pieces = [p for p in catalogue().values() if p.category == category and getattr(p, attr) is not None]
            if not pieces:
                raise ExerciseError(f"No {category} piece has a {attr!r}.")
            pick = max if key == "bf.most" else min
            return pick(pieces, key=lambda p: getattr(p, attr)).name
        if key == "bf.manhattan":
            from ..bloodfeud.setup import default_board
            from ..bloodfeud.turns import manhattan

            return str(len(manhattan(default_board())))
        if key == "bf.revenue":
            from ..bloodfeud.income import revenue

            return _money(revenue(int(args[0]), int(args[1])))
        if key == "bf.card_assets":
            from ..bloodfeud.income import CARD_ASSETS

            return _money(max(CARD_ASSETS))
        if key == "bf.dominance":
            from ..bloodfeud.income import DOMINANCE

            return _money(DOMINANCE)
    except (KeyError, IndexError, ValueError) as err:
        if isinstance(err, ExerciseError):
            raise
        raise ExerciseError(f"The engine fact {name!r} could not be found ({err!r}).") from None
    raise ExerciseError(f"Unknown engine fact {name!r}. See engine_fact's help for the list.")


def _compare(attr: str, a: str, b: str) -> str:
    """The comparative that makes "A is ___ than B" true, from the engine's numbers:
    ``cost`` (more expensive / cheaper), ``move`` (faster / slower), ``income`` of two rulebook
    examples (more / less)."""
    if attr == "income":
        from ..bloodfeud.examples import income_example
        from ..bloodfeud.income import income

        x, y = (income(*income_example(int(n))).amount for n in (a, b))
        words = ("more", "less")
    else:
        from ..bloodfeud.pieces import catalogue

        cards = catalogue()
        x, y = getattr(cards[a], attr), getattr(cards[b], attr)
        words = {"cost": ("more expensive", "cheaper"), "move": ("faster", "slower")}[attr]
    if x == y:
        return "the same"
    return words[0] if x > y else words[1]


# The Gun Battle Sequence in our own words; the number is the step the engine reports in its events.
BATTLE_STEPS = {
    1: "The attacker's Hit Men fire their sneak attack.",
    2: "The attacker rolls: wounded pieces first, then healthy ones. The attacker's wounded die.",
    3: "The defender's wounded pieces fall.",
    4: "The defender rolls: wounded pieces first, then healthy ones. The defender's wounded die.",
    5: "The attacker's wounded pieces fall.",
    6: "Repeat from step 2 until the battle is decided.",
}


def sequence(name: str) -> tuple[list[str], str]:
    """The right order of a named sequence, from the engines: ``(items, where it comes from)``.

    ``bloodfeud_turn`` (the four phases of a turn), ``bloodfeud_turn_order`` (the areas in playing
    order), ``battle_sequence`` (the six steps, numbered as the engine's battle events number
    them), ``mobties_round`` (the seven phases of a round), ``mobties_clockwise`` (the locations in
    the order Business and the Feds visit them), ``mobties_rackets`` (the rackets, richest first),
    ``mobties_show_of_respect`` (a Show of Respect, as the engine plays the Docks tie),
    ``familybusiness_turn`` (what happens in a turn)."""
    for game in (sources_mobties, sources_familybusiness):
        found = game.sequence(name)
        if found is not None:
            return found
    if name == "bloodfeud_turn":
        from ..bloodfeud.turns import PHASE_NAMES, PHASES

        return [PHASE_NAMES[p] for p in PHASES], "mobgames.bloodfeud.turns.PHASES"
    if name == "bloodfeud_turn_order":
        from ..bloodfeud.setup import setup_table

        return list(setup_table()["turn_order"]), "the Blood Feud set-up table (turn order)"
    if name == "battle_sequence":
        return [BATTLE_STEPS[n] for n in sorted(BATTLE_STEPS)], "the Gun Battle Sequence (steps 1-6 of every battle)"
    raise ExerciseError(f"Unknown sequence {name!r}: bloodfeud_turn, bloodfeud_turn_order, battle_sequence, "
                        "mobties_round, mobties_clockwise, mobties_rackets, mobties_show_of_respect or "
                        "familybusiness_turn.")
