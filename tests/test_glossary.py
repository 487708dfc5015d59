"""The glossary of game terms: complete entries, short plain definitions, chapters that exist,
translations into six languages, look-ups that explain their refusals, and annotated narration."""

import json
import re
from pathlib import Path

import pytest

from mobgames.teaching import (
    GlossaryError,
    annotate,
    define,
    glossary_table,
    load_glossary,
    terms_in,
)
from mobgames.teaching.glossary import DATA_DIR, languages

ROOT = Path(__file__).resolve().parents[1]
REQUIRED_LANGUAGES = {"es", "pt", "fr", "zh", "ja", "ko"}
ENTRIES = load_glossary()


def test_every_entry_is_complete_and_plain():
    assert len(ENTRIES) >= 120
    for e in ENTRIES:
        for field in ("term", "part_of_speech", "definition", "example", "games"):
            assert getattr(e, field), f"{e.term}: no {field}"
        words = e.definition.split()
        assert len(words) <= 25, f"{e.term}: definition too long for a B1 learner ({len(words)} words)"
        head = next(w for w in e.term.lower().split() if w not in ("the", "a", "an"))
        assert words[0].lower().strip(".,") != head, f"{e.term}: defined by itself"
    assert len({e.term.lower() for e in ENTRIES}) == len(ENTRIES), "a term is listed twice"
    # Most terms appear in a chapter; a few come only from the rulebooks' table talk.
    assert sum(1 for e in ENTRIES if not e.chapters) <= len(ENTRIES) // 10


def test_chapters_named_in_the_glossary_exist():
    for e in ENTRIES:
        for chapter in e.chapters:
            assert (ROOT / "notebooks" / f"{chapter}.ipynb").is_file(), f"{e.term}: no chapter {chapter}"


@pytest.mark.parametrize("code", sorted(REQUIRED_LANGUAGES))
def test_each_translation_covers_every_term(code):
    path = Path(DATA_DIR) / "translations" / f"{code}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    terms = data["terms"]
    missing = [e.term for e in ENTRIES if not (terms.get(e.term, {}).get("term") and terms[e.term].get("definition"))]
    assert not missing, f"{code}: {len(missing)} terms untranslated, e.g. {missing[:5]}"
    assert code in languages()
    d = define("bail", lang=code)
    assert d.translation and d.translated_definition and d.translation != "bail"


def test_define_refuses_unknown_terms_and_languages_with_a_suggestion():
    assert define("Bail").definition == define("bail").definition
    with pytest.raises(GlossaryError, match="Did you mean .*bail"):
        define("bale")
    with pytest.raises(GlossaryError, match="no .xx. translation"):
        define("bail", lang="xx")


def test_annotate_marks_terms_and_their_forms_and_escapes_everything_else():
    html = annotate("Ana's Hit Man is wounded. <script>alert(1)</script> Ben kidnaps a Thug.")
    assert '<abbr class="mobgames-term"' in html and ">Hit Man</abbr>" in html and ">wounded</abbr>" in html
    assert ">kidnaps</abbr>" in html                              # an inflected form
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "Ana&#x27;s" in html and "Ben" in html and ">Ben<" not in html
    assert terms_in("Nothing here but apples.") == []


def test_engine_narration_gets_its_terms_explained():
    from mobgames.bloodfeud.examples import battle_example

    narration = battle_example(2).narration()
    found = set(terms_in(narration))
    assert {"Hit Man", "Thug", "sneak attack"} <= found
    assert len(re.findall("mobgames-term", annotate(narration))) >= 10


def test_word_banks_by_chapter_and_game():
    battle = glossary_table(chapter="bloodfeud/03_battle")
    assert any("bloodbath" in str(row).lower() for row in battle.rows)
    mob_ties = glossary_table(game="Mob Ties")
    assert any("Show of Respect" in str(row) for row in mob_ties.rows)
    assert "<table" in battle._repr_html_()


def test_glossary_panel_switches_language_for_every_view():
    from mobgames.teaching import current_language, set_language
    from widgets import GlossaryPanel

    panel = GlossaryPanel(chapter="bloodfeud/03_battle")
    assert "bloodbath" in panel.table.value.lower()
    panel.lookup.value = "bribe"
    assert "<b>bribe</b>" in panel.answer.value
    panel.lookup.value = "brib"
    assert "Did you mean" in panel.answer.value
    try:
        panel.language.value = "es"
        assert current_language() == "es"
        assert "title=" in annotate("A Thug is wounded.") and define("Thug", "es").translation in annotate("A Thug.")
    finally:
        set_language("en")
