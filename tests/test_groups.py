"""Groups picked up and sent together (issue 25, item 4): the engine's group policy
(``mobgames.bloodfeud.groups``) offers exactly what it then accepts. Over positions of bots' games,
for every group a reader can pick up (all the pieces on a space, the people alone, each kind
alone), every shaded destination takes the whole group and every tinted attack target is an attack
the engine makes; the trials are taken back whole."""

from __future__ import annotations

from collections import defaultdict

import pytest

from mobgames.bloodfeud import Turns, groups
from mobgames.bloodfeud.bots import bot
from mobgames.bloodfeud.pieces import PEOPLE
from mobgames.core.snapshot import fingerprint


class Trial(Exception):
    """Raised inside ``all_or_nothing`` to take a trial back."""


def trial(turns, act) -> str | None:
    """Do ``act()``, then take it back: None if the engine accepted it, else its refusal."""
    try:
        with turns.all_or_nothing():
            act()
            raise Trial
    except Trial:
        return None
    except Exception as err:   # noqa: BLE001 (a refusal: what the test reports)
        return f"{type(err).__name__}: {err}"


def picks(turns):
    """Every group a reader can pick up now: per space, all the pieces that can still act, the
    people alone, and each kind alone."""
    game = turns.game
    by_space = defaultdict(list)
    for u in game.units.values():
        if u.owner == turns.player and u.carrier is None and u.id not in game.moved and u.id not in game.fought:
            by_space[u.space].append(u)
    for space, units in sorted(by_space.items()):
        yield space, units
        people = [u for u in units if u.kind in PEOPLE]
        if people and len(people) < len(units):
            yield space, people
        for kind in sorted({u.kind for u in units}):
            alone = [u for u in units if u.kind == kind]
            if len(alone) < len(units):
                yield space, alone


def positions(seed: int, stops: int):
    """A two-player game played by fair bots, stopping ``stops`` times at the start of a Battle or
    Movement phase of the current player."""
    turns = Turns.start(["Ana", "Ben"], seed=seed)
    players = {p: bot("fair", seed=seed + i) for i, p in enumerate(turns.players)}
    seen = 0
    for _ in range(3000):
        if turns.is_over or seen >= stops:
            return
        d = turns.decision
        if d.player == turns.player and d.kind in ("battle", "movement") and turns.game.round > 1:
            yield turns
            seen += 1
            for _ in range(6):   # on a little, so the next stop is elsewhere
                if turns.is_over:
                    return
                turns.apply(players[turns.decision.player].choose(turns.view(turns.decision.player)))
            continue
        turns.apply(players[d.player].choose(turns.view(d.player)))


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_shaded_space_and_tinted_target_of_a_picked_group_is_accepted(seed):
    tried = refused = 0
    problems = []
    for turns in positions(seed, 6):
        before = fingerprint(turns)
        for space, chosen in picks(turns):
            ids = [u.id for u in chosen]
            if turns.phase == "battle":
                for target in groups.targets(turns, chosen, space):
                    tried += 1
                    why = trial(turns, lambda t=target: turns.attack(t, groups.attackers(turns.game, ids, space)))
                    if why:
                        problems.append(f"attack {target} with {ids} from {space}: {why}")
            for dest in groups.reach(turns.game, chosen, space)[:6]:
                tried += 1
                why = trial(turns, lambda d=dest: groups.send(turns, ids, d, pay_premium=False))
                refused += why is not None
                if why:
                    problems.append(f"send {ids} from {space} to {dest}: {why}")
        assert fingerprint(turns) == before
    assert tried >= 30 and not problems, "\n".join(problems[:10])


def board_state(turns) -> tuple:
    game = turns.game
    return (sorted((u.id, u.space, u.carrier) for u in game.units.values()), dict(game.control), dict(game.cash),
            sorted(game.moved), len(game.log))


@pytest.mark.parametrize("seed", [3, 8])
def test_a_group_goes_as_one_engine_action_checked_whole_and_undone_in_one_step(seed):
    """Item 4: ``Action(player, "send", pieces=[...], to=..., premium=...)`` is one entry of the
    history; ``why_not`` and ``in`` agree with ``apply``; a refused send changes nothing and says
    why; one undo takes the whole group back; a save replays it."""
    from mobgames.bloodfeud import Action

    sent = refused = 0
    for turns in positions(seed, 4):
        for space, chosen in picks(turns):
            ids = [u.id for u in chosen]
            for dest in groups.reach(turns.game, chosen, space)[:2] + ["times_square"]:
                a = Action(turns.player, "send", pieces=ids, to=dest, premium=False)
                before, n, board_before = fingerprint(turns), len(turns.history), board_state(turns)
                why = turns.why_not(a)
                assert (why is None) == (a in turns.legal_actions())
                if why is not None:
                    with pytest.raises(Exception, match=".") as err:
                        turns.apply(a)
                    assert str(err.value) == why and fingerprint(turns) == before
                    refused += 1
                    continue
                turns.apply(a)
                assert len(turns.history) == n + 1 and all(turns.game.units[p].space == dest for p in ids
                                                             if turns.game.units[p].carrier is None)
                assert turns.describe(a).startswith("Send ")
                assert fingerprint(Turns.from_json(turns.to_json())) == fingerprint(turns)
                turns.undo()   # (then redo could send it again: the position is what it was)
                assert board_state(turns) == board_before and len(turns.history) == n
                turns.redo()
                turns.undo()
                sent += 1
    assert sent >= 5 and refused >= 1
