"""A "What happens next?" never shows the answer (issue 28): its picture is the position before
the event the learner must guess, in every game; when the same action told the last event shown
and the next one, the picture is the position before that action."""

from __future__ import annotations

import pytest

from mobgames.teaching.exercises import chapters, exercises_for


def next_items():
    for chapter in chapters():
        for ex in exercises_for(chapter):
            if ex.kind == "next":
                yield pytest.param(ex, id=ex.id)


@pytest.mark.parametrize("ex", list(next_items()))
def test_the_picture_is_the_position_before_the_event_to_guess(ex):
    story, n = ex.whole_story, ex.step_index + 1
    assert ex.picture() == story.before(n)
    if story.noun == "game":   # (the position after the next event's action differs, or nothing was drawn of it)
        told_together = story.before(n) != story.picture(ex.step_index)
        assert not told_together or ex.picture() != story.picture(n)


def _item(chapter: str, number: int):
    return next(e for e in exercises_for(chapter) if e.id == f"{chapter}#{number}")


def test_the_election_picture_does_not_name_the_don_yet():
    ex = _item("mobties/02_respect_and_the_don", 7)
    assert "elected Don" in ex.next_event.text
    assert "Don: Green" not in ex.picture() and "Don: Green" in ex.whole_story.picture(ex.step_index + 1)


def test_the_mob_war_picture_still_shows_strauss_on_the_hit_list():
    ex = _item("familybusiness/02_hit_list_and_mob_wars", 6)
    assert "Strauss" in ex.next_event.text and "eliminated" in ex.next_event.text
    assert "Strauss" in ex.picture() and "0 dead" in ex.picture()
    assert "1 dead" in ex.whole_story.picture(ex.step_index + 1)
