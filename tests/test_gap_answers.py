"""Issue 28: gap fills check fairly. A teacher's set of natural answers and wrong ones for every
gap fill (tests/data/gap_answers.json, written from the sentences, not the keys): at least 95% of
the natural answers are accepted, every wrong one is refused, and no message misleads."""

from __future__ import annotations

import json
import os
import re

import pytest

from mobgames.teaching.exercises import chapters, exercises_for
from mobgames.teaching.gapcheck import known_words, stems

DATA = os.path.join(os.path.dirname(__file__), "data", "gap_answers.json")


def _gaps():
    return [ex for ch in chapters() for ex in exercises_for(ch) if ex.kind == "gap"]


def _items():
    with open(DATA, encoding="utf-8") as f:
        items = json.load(f)["gaps"]
    out = []
    for item in items:
        found = [ex for ex in _gaps() if ex.sentence.startswith(item["sentence"])]
        assert len(found) == 1, item["sentence"]
        out.append((found[0], item))
    return out


def _misleading(message: str, answer) -> str | None:
    """Why ``message`` misleads about ``answer``, or None: a spelling claim about a word of a word
    list, or a request for an -s that the answer already has."""
    typed = " ".join(answer) if isinstance(answer, list) else answer
    claimed = re.findall(r"Check the spelling of \u201c([^\u201d]+)\u201d", message)
    if "spelling" in message and not claimed:
        return "a spelling claim that names no word"
    real = [w for w in claimed if w.lower() in known_words()]
    if real:
        return f"calls {real} misspelled"
    words = re.findall(r"[a-z]+", typed.lower())
    if re.search(r"(with|add|needs?( an)?) -s\b", message) and words and all(w.endswith("s") for w in words[:1]):
        return "asks for an -s that is there"
    return None


def test_every_gap_fill_has_natural_and_wrong_answers_in_the_teachers_set():
    covered = {id(ex) for ex, _ in _items()}
    assert len(covered) == len(_gaps()) == 60
    assert all(len(item["right"]) >= 2 and len(item["wrong"]) >= 3 for _, item in _items())


def test_natural_answers_are_accepted_wrong_ones_refused_and_no_message_misleads():
    refused, accepted, misleading, total = [], [], [], 0
    for ex, item in _items():
        for answer in item["right"]:
            total += 1
            result = ex.check(answer)
            if not result.correct:
                refused.append((ex.id, answer, result.message))
                why = _misleading(result.message, answer)
                if why:
                    misleading.append((ex.id, answer, why, result.message))
        for answer in item["wrong"]:
            result = ex.check(answer)
            if result.correct:
                accepted.append((ex.id, answer))
            why = _misleading(result.message, answer)
            if why:
                misleading.append((ex.id, answer, why, result.message))
    rate = 1 - len(refused) / total
    assert rate >= 0.95, f"{rate:.0%} of natural answers accepted; refused: {refused}"
    assert not accepted, f"wrong answers accepted: {accepted}"
    assert not misleading, misleading


@pytest.mark.parametrize("answer, sentence, expect", [
    ("add", "Your Penthouse Palace ___ $20.", "agree with its subject"),
    ("1,020", "Your income is 8 times $140, or $___.", "not the right number"),
    ("hitt", "The defender's Thug is ___.", "spelling of \u201chitt\u201d"),
    ("bought", "Ana ___ a Limousine for $300", "right verb in the past"),
    ("added", "Your Penthouse Palace ___ $20.", "right verb in the past"),
    ("worthy", "They are ___ $60.", "right word in the wrong form"),
    ("time", "Your income is 4 ___ $60", "one, or more than one"),
    ("tims", "Your income is 4 ___ $60", "spelling of \u201ctims\u201d"),
    (["First", "Than", "Finally"], "___, the families in the Mansion", "\u201cthan\u201d is a real word"),
    (["bale", "leaves"], "Green pays $50k ___", "\u201cbale\u201d is a real word"),
    (["are", "surrounded", "arrested"], "Little Italy ___ ___ by 5 Feds", "agree with its subject"),
    (["gives up", "bribes", "secretly"], "Red ___ the Diner's $5k", "right word in the wrong form"),
    (["17,500", "equal"], "Blue takes $___", "only whole amounts"),
    ("1 120", "Your income is 8 times $140", "The sentence is complete"),
    ("140 in total", "Your assets are $___", "The sentence is complete"),
])
def test_a_near_miss_is_told_its_real_problem(answer, sentence, expect):
    ex = next(ex for ex in _gaps() if ex.sentence.startswith(sentence))
    message = ex.check(answer).message
    assert expect in message and ("spelling" in message) == ("spelling" in expect), message
    assert ex.check(answer).correct == ("complete" in expect)


# Words a hint needs to talk about a sentence at all, even where a phrase of the answers has them.
FUNCTION_WORDS = {"with", "that", "from", "into", "than", "then", "after", "away", "over", "this", "there", "have",
                  "someone", "some", "what", "when", "your", "does"}


def _stem_in(word: str, text: str) -> bool:
    return any(re.search(rf"\b{re.escape(s)}", text) for s in stems(word) if len(s) >= 4)


def test_no_hint_gives_away_an_answer_its_first_letter_or_its_form():
    found = []
    for ex in _gaps():
        for hint, alts in zip(ex.hints, ex.answers):
            h = (hint or "").lower()
            if re.search(r"starts? with|begins? with|ends? (in|with)|past participle of|-s\b|-ly\b", h):
                found.append((ex.id, hint, "gives the form or a letter"))
            # A one-word answer is given away by any form of it; a longer one when the hint has every
            # word of it that carries meaning ("at the beginning" in "the very beginning of a turn").
            for a in alts:
                words = [w for w in re.findall(r"[a-z]+", a.lower()) if len(w) >= 4 and w not in FUNCTION_WORDS]
                if words and all(_stem_in(w, h) for w in words):
                    found.append((ex.id, hint, a))
    assert not found, found


def test_the_attack_order_accepts_both_orders_the_rulebook_leaves_open():
    ex = next(ex for ex in exercises_for("mobties/05_action") if ex.title == "An attack, step by step")
    swapped = [ex.items[1], ex.items[0]] + ex.items[2:]
    assert ex.check(ex.items).correct and ex.check(swapped).correct
    assert not ex.check(ex.items[:2] + [ex.items[3], ex.items[2], ex.items[4]]).correct   # the rest is fixed
    assert "any order" in ex.key_text()


def test_an_ordinal_in_figures_is_the_word():
    ex = next(ex for ex in _gaps() if ex.sentence.startswith("This is round 1. It is Ben's ___."))
    assert ex.check(["turn", "1st"]) and ex.check(["turn", "first"])


def test_a_dollar_sign_typed_after_the_sentences_own_is_written_once():
    ex = next(ex for ex in _gaps() if ex.sentence.startswith("Blue takes $___"))
    message = ex.check(["$17k", "equal"]).message
    assert "$17k, an equal" in message and "$$" not in message
