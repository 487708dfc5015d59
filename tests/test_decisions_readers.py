"""The rules decisions as a chapter shows them to readers: chosen rows, no code columns."""

import pytest

from mobgames.decisions import DECISIONS, decisions_for_readers


def test_the_chosen_decisions_in_order_without_the_option_column():
    table = decisions_for_readers(["bf-start-control", "bf-starting-cash"])
    assert table.headers == ["Question", "The rulebook", "What we do"]
    assert [row[0] for row in table.rows] == ["Who holds the start district", "Starting cash"]
    known = {d.id: d for d in DECISIONS}
    assert table.rows[1][2] == known["bf-starting-cash"].choice
    assert "Options(" not in table._repr_html_()


def test_an_unknown_decision_is_refused():
    with pytest.raises(KeyError, match="bf-nothing"):
        decisions_for_readers(["bf-nothing"])
