"""Narration at two levels, chosen by one setting: full sentences for players, simple ones for
English learners. Checked on the rulebook's two battles and four income examples."""

import re

import pytest

import mobgames
from mobgames.bloodfeud.examples import battle_example, income_example
from mobgames.bloodfeud.income import income
from mobgames.core import MobgamesError


@pytest.fixture
def simple():
    mobgames.set_narration("simple")
    yield
    mobgames.set_narration("full")


def sentences(text):
    return [s for s in re.split(r"(?<=[.!?])\s+", text) if s]


@pytest.mark.parametrize("n", [1, 2])
def test_a_rulebook_battle_reads_in_short_sentences_at_the_simple_level(n, simple):
    battle = battle_example(n)
    lines = [e.text for e in battle.events]
    assert all(len(s.replace("Family Member", "Family_Member").split()) <= 12
               for line in lines for s in sentences(line)), lines
    assert all(e.text == e.simple for e in battle.events)
    # Same story: every die appears in both versions, in the same order.
    full_rolls = [int(m) for e in battle.events for m in re.findall(r"rolls (\d+)", e.full)]
    simple_rolls = [int(m) for line in lines for m in re.findall(r"rolls (\d+)", line)]
    assert full_rolls == simple_rolls == battle.rolls
    assert lines[-1] == {1: "Everybody is down. Nobody wins the battle. This is a bloodbath. The district stays with the defender.",
                         2: "The attacker wins the battle. The attacker still has 1 Hit Man. "
                            "The winner may kidnap or kill 1 Family Member of the losing side."}[n]


def test_the_full_level_is_the_default_and_keeps_the_rulebook_terms():
    battle = battle_example(1)
    text = battle.narration()
    assert "Step 2" in text and "parting shot" in text and "needs 7 or more" in text


@pytest.mark.parametrize("n, amount", [(1, 360), (2, 240), (3, 420), (4, 1120)])
def test_income_examples_at_both_levels(n, amount, simple):
    game, player = income_example(n)
    text = income(game, player).explain()
    r = income(game, player)
    assert text.endswith(f"Your income is {r.ifm} times ${r.assets}, or ${amount:,}.")
    assert all(len(s.split()) <= 12 for s in sentences(text)), text
    mobgames.set_narration("full")
    assert f"= ${amount:,}." in income(game, player).explain()


def test_the_setting_is_checked():
    with pytest.raises(MobgamesError, match="'full' or 'simple'"):
        mobgames.set_narration("medium")
