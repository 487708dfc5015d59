"""Slips a reader notices in the story (issue 28, item 3), checked on seeded games of every game
at both narration levels: a piece falls once; a piece is "it", never "he" or "she"; "a" or "an"
by the sound of the next word ("an $80 ransom"); no acronym left unexplained in simple text; a
"wins" that says what is won (a battle is not the game); an offer told as an offer, not as a
fact; no sentence said more than five times in a row of events where a count would do; and a
chapter's claim about the simple sentences true of the chapter's own examples."""

from __future__ import annotations

import ast
import contextlib
import importlib
import io
import json
import re
import sys
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from mobgames.core.bots import play
from mobgames.core.simple_english import sentences
from mobgames.core.text import a_an

sys.path.insert(0, str(Path(__file__).parent))
from test_narration_simple import GAMES, bot_events, names  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SEEDS = (1, 2, 3)
LEVELS = ("full", "simple")


@cache
def seeded_games(game: str) -> tuple:
    """The events of four-player bot games from a few seeds (the review's games), and seed 7's."""
    bots = importlib.import_module(f"mobgames.{game}.bots")
    logs = [bot_events(game)]
    for seed in SEEDS:
        state = importlib.import_module(f"mobgames.{game}").start(4, seed=seed)
        players = state.game.names if game == "bloodfeud" else state.players
        levels = ["strong", "fair", "learner", "strong"]
        play(state, {p: bots.bot(level, i) for i, (p, level) in enumerate(zip(players, levels))},
             max_actions=300 if game == "bloodfeud" else 5000)
        logs.append(tuple(state.game.log if game == "bloodfeud" else state.log))
    return tuple(logs)


def texts(game: str, level: str):
    """(event, its text at ``level``) for every event of the seeded games."""
    for log in seeded_games(game):
        for e in log:
            yield e, e.simple if level == "simple" else e.full


# -- 1. a piece falls once -------------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", GAMES)
def test_a_fall_is_told_by_one_kind_of_event(game, level):
    """The rulebook's wounded fall in their own step: the hit only wounds ("is wounded"), and the
    step tells the fall. Told in two events, each piece fell twice."""
    telling = Counter(e.kind for e, text in texts(game, level) if re.search(r"\bfalls?\b", text))
    assert len(telling) <= 1, telling
    if game == "bloodfeud":
        assert set(telling) == {"fall"}


# -- 2. a piece is "it" ----------------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", GAMES)
def test_the_story_calls_a_piece_it_and_names_every_player(game, level):
    """``decisions.py``, bf-piece-pronoun: a piece (a mobster card too) is "it"; a player is named."""
    found = {e.kind: text for e, text in texts(game, level)
             if re.search(r"\b(he|him|his|she|her|hers|himself|herself)\b", text, re.IGNORECASE)}
    assert found == {}


# -- 3. "a" or "an" by the sound -------------------------------------------------------------------

@pytest.mark.parametrize("word, article", [
    ("$80", "an"), ("8", "an"), ("11", "an"), ("18", "an"), ("$100", "a"), ("one-eyed", "a"), ("$1,120", "a"),
    ("$11,000", "an"), ("$850", "an"), ("$180", "a"), ("80", "an"), ("Illicit Activity", "an"), ("Thug", "a"),
    ("hour", "an"), ("unit", "a"), ("FBI Raid card", "an"), ("Honor", "an"), ("level 2", "a"), ("$18k", "an")])
def test_a_an_goes_by_the_sound_of_the_next_word(word, article):
    assert a_an(word) == f"{article} {word}"


_ARTICLE = re.compile(r"\b([Aa]n?) (\$?[A-Za-z0-9][\w,'-]*)")


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", GAMES)
def test_every_a_or_an_in_the_story_agrees_with_the_next_word(game, level):
    wrong = {}
    for _e, text in texts(game, level):
        for article, word in _ARTICLE.findall(text):
            word = word.rstrip(",")
            if a_an(word).split()[0] != article.lower():
                wrong[f"{article} {word}"] = text
    assert wrong == {}


def test_a_teachers_text_gets_the_article_the_value_needs():
    from mobgames.bloodfeud.narration import say

    assert say("ransom", payer="Ben", captor="Ana", amount=80) == "Ben pays Ana an $80 ransom."
    assert say("ransom", payer="Ben", captor="Ana", amount=100) == "Ben pays Ana a $100 ransom."
    assert say("move.premium", player="Ana", premium=18) == "Ana pays an $18 premium."


# -- 4. no acronym unexplained in simple text -----------------------------------------------------

def _explained(acronym: str, text: str) -> bool:
    """``text`` also spells ``acronym`` out: capitalized words whose first letters make it."""
    words = re.findall(r"\b[A-Z][a-z]+", text)
    n = len(acronym)
    return any("".join(w[0] for w in words[i:i + n]) == acronym for i in range(len(words) - n + 1))


@pytest.mark.parametrize("game", GAMES)
def test_simple_text_spells_out_every_acronym(game):
    """A name the game uses ("FBI Raid", a card) is a name; any other acronym ("IFM") is spelled out."""
    found = {}
    for _e, text in texts(game, "simple"):
        plain = text
        for name in sorted(names(game), key=len, reverse=True):
            plain = plain.replace(name, "Name")
        for acronym in re.findall(r"\b[A-Z]{2,}\b", plain):
            if not _explained(acronym, text):
                found[acronym] = text
    assert found == {}


def test_the_income_examples_spell_out_the_independent_family_members():
    from mobgames.bloodfeud.examples import income_example

    for n in (1, 2, 3, 4):
        game, _ = income_example(n)
        story = game.log[-1].simple
        assert "IFM" not in story and "Independent Family Members" in story


# -- 5. "wins" says what is won -------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", GAMES)
def test_wins_says_what_is_won(game, level):
    """"Player 2 wins." after a battle reads as winning the game: say "wins the battle"."""
    found = {e.kind: text for e, text in texts(game, level) if re.search(r"\bwins\b(?! the )", text)}
    assert found == {}
    told = {text for _, text in texts("bloodfeud", level) if " wins the battle" in text}
    assert told, "the bot games have battles with a winner"


def test_a_rulebook_battle_tells_who_wins_the_battle():
    from mobgames.bloodfeud.examples import battle_example

    outcome = battle_example(2).events[-1]
    assert outcome.simple.startswith("The attacker wins the battle.")
    assert outcome.full.startswith("The attacker wins the battle with")


# -- 6. an offer reads as an offer -----------------------------------------------------------------

_OFFERING = re.compile(r"\b(offers?|asks|wants)\b")


def _offer_templates(game: str) -> dict[str, str]:
    data = json.loads((ROOT / "mobgames" / game / "data" / "narration.json").read_text(encoding="utf-8"))
    offer = data["events"].get("offer", {})
    return offer if isinstance(offer, dict) else {"": offer}


@pytest.mark.parametrize("game", GAMES)
def test_an_offer_reads_as_an_offer(game):
    """Every sentence of an offer says it is one ("offers", "asks", "wants"): "Ana gives back two
    prisoners" would tell a deal nobody has accepted yet as done."""
    bad = {f"{key}: {s}" for key, template in _offer_templates(game).items()
           for s in sentences(template) if not _OFFERING.search(s)}
    for level in LEVELS:
        bad |= {f"{level}: {s}" for e, text in texts(game, level) if e.kind == "offer"
                for s in sentences(text, names(game)) if not _OFFERING.search(s)}
    assert bad == set()


def test_a_ransom_offer_asks_for_the_ransom():
    from mobgames.bloodfeud.narration import say

    text = say("offer.ransom", by="Ana", to="Ben", family="2 Green Family Members", amount=80)
    assert text == "Ana offers to give back 2 Green Family Members to Ben. Ana asks for an $80 ransom."


# -- 7. no sentence said again and again -----------------------------------------------------------

ROW, MOST = 40, 5   # (the review read 40 events of each game)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", GAMES)
def test_no_sentence_is_told_more_than_five_times_in_a_row_of_events(game, level):
    """A run of the same event (ten Thugs hired, a war that ends and starts again every turn) is
    told with its count, or once, not in the same sentence again and again."""
    worst = {}
    for log in seeded_games(game):
        told = [e.simple if level == "simple" else e.full for e in log]
        for i in range(max(1, len(told) - ROW + 1)):
            (text, n), = Counter(told[i:i + ROW]).most_common(1)
            if n > MOST:
                worst[text] = max(n, worst.get(text, 0))
    assert worst == {}


def test_a_run_of_purchases_is_told_with_its_count():
    from mobgames.bloodfeud.purchases import do_buy
    from mobgames.bloodfeud.setup import blank_game

    game = blank_game(["Ana", "Ben"])
    game.place("Ana", "boss", "belmont")
    game.cash["Ana"] = 1000
    for _ in range(3):
        do_buy(game, "Ana", "thug", "belmont", None)
    told = [e.simple for e in game.log if e.kind == "buy"]
    assert told[0] == "Ana hires a Thug for $100. It goes to Belmont."
    assert told[2] == "Ana gets one more Thug for $100. That makes 3 Thugs in a row in Belmont."


def test_a_war_that_goes_on_with_an_empty_list_is_told_once():
    seen = Counter()
    for log in seeded_games("familybusiness"):
        kinds = [(e.kind, e.full) for e in log if e.kind in ("war", "war_over", "truce")]
        seen.update(b for a, b in zip(kinds, kinds[1:]) if a == b)
    assert not seen, "the same war news twice in a row"


# -- 8. a chapter's claim about the simple sentences holds for its own examples -------------------

PASSIVE = re.compile(r"\b(?:is|are|be|been|being|get|gets|got)\s+(?:not\s+)?(\w+ed|\w+en|hit|put|shot)\b")
CLAIM = re.compile(r"the active in its \*\*Simple\*\*|\*\*simple\*\* ones the active", re.IGNORECASE)


def _claims() -> list[Path]:
    return sorted(p for p in (ROOT / "notebooks").glob("*/*.py") if CLAIM.search(p.read_text(encoding="utf-8")))


def _run(source: str, namespace: dict, where: str):
    """Run a code cell; the value of its last line if that is an expression (what a notebook shows)."""
    body = ast.parse(source).body
    last = body.pop() if body and isinstance(body[-1], ast.Expr) else None
    exec(compile(ast.Module(body, []), where, "exec"), namespace)
    return eval(compile(ast.Expression(last.value), where, "eval"), namespace) if last else None


def _simple_sentences_shown_after_the_claim(path: Path) -> list[str]:
    """Run the chapter's code up to the first code cell after the claim; what that cell shows
    in a "Simple" column of a table or after "Simple:"."""
    import jupytext

    from mobgames.core.table import Table

    cells = jupytext.read(path)["cells"]
    claim = next(i for i, c in enumerate(cells) if c["cell_type"] == "markdown" and CLAIM.search(c["source"]))
    shown = next(i for i, c in enumerate(cells) if i > claim and c["cell_type"] == "code")
    namespace: dict = {"__name__": "chapter"}
    for cell in cells[:shown]:
        if cell["cell_type"] == "code":
            with contextlib.redirect_stdout(io.StringIO()):
                _run(cell["source"], namespace, str(path))
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        value = _run(cells[shown]["source"], namespace, str(path))
    found = [line.split(":", 1)[1].strip() for line in out.getvalue().splitlines() if line.startswith("Simple:")]
    if isinstance(value, Table):
        column = next(i for i, h in enumerate(value.headers) if h.lower().startswith("simple"))
        found += [row[column] for row in value.rows]
    return found


def test_some_chapters_claim_the_simple_sentences_are_active():
    assert {p.parent.name for p in _claims()} >= {"familybusiness", "mobties"}


@pytest.mark.parametrize("path", _claims(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_chapters_simple_examples_are_in_the_active_voice_as_it_says(path):
    shown = _simple_sentences_shown_after_the_claim(path)
    assert len(shown) >= 3, "the chapter shows examples after its claim"
    passive = [s for s in shown if PASSIVE.search(s)]
    assert passive == []
