"""The glossary of game terms: complete entries, short plain definitions,
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
    word_bank,
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
    battle = word_bank("bloodfeud/03_battle")
    assert any("bloodbath" in str(row).lower() for row in battle.rows)
    mob_ties = glossary_table(game="Mob Ties")
    assert any("Show of Respect" in str(row) for row in mob_ties.rows)
    assert "<table" in battle._repr_html_()


def test_glossary_panel_switches_language_for_every_view():
    from mobgames.teaching import current_language, set_language
    from mobgames.widgets import GlossaryPanel

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


# -- pronunciation ---------------------------------------------------------------------------------

def test_every_term_has_general_american_ipa_with_its_stress():
    from mobgames.teaching.ipa import PRIMARY, SECONDARY, problems, syllables, transcriptions

    for e in ENTRIES:
        assert e.ipa.startswith("/") and "/" in e.ipa[1:], f"{e.term}: IPA between slashes, not {e.ipa!r}"
        assert problems(e.ipa) == [], f"{e.term}: {problems(e.ipa)}"
        for text, _ in transcriptions(e.ipa):
            for word in text.split():
                if syllables(word) > 1:
                    assert PRIMARY in word or SECONDARY in word, f"{e.term}: {word} has no stress mark"
    # The rulebooks' New York: rhotic, with the vowels of the pairs the chapters teach.
    assert define("wound").ipa == "/wuːnd/" and define("hit").ipa == "/hɪt/" and define("heat").ipa == "/hiːt/"
    assert define("Henchman").ipa == "/ˈhɛnʧmən/" and define("corner").ipa.endswith("ɚ/")


@pytest.mark.parametrize("ipa, problem", [
    ("ˈhɛnʧmən", "is not IPA between slashes"),
    ("/hɛnʧmən/", "has 2 syllables but no stress mark"),
    ("/'hɛnʧmən/", "signs that are not in the glossary's IPA: '"),
    ("/hɛnʧmənˈ/", "a stress mark must come before a syllable"),
    ("/ˌhɛnʧmən/", "has no main stress"),
    ("/bos/", '"o" stands alone'),
    ("/dɪˈskɑːrd/ (verb) /ˈdɪsˌkɑːrd/", "is not IPA between slashes"),
])
def test_a_wrong_transcription_is_refused_with_the_reason(ipa, problem):
    from mobgames.teaching.ipa import problems

    assert any(problem in p for p in problems(ipa)), problems(ipa)


def test_stress_patterns_read_the_stress_marks():
    from mobgames.teaching.ipa import stress_pattern

    assert define("Henchman").stress == "Oo" and define("control").stress == "oO"
    assert define("Independent Family Member").stress == "ooOo Ooo oo"
    assert define("the Streets").stress == "o O" and define("Boss").stress == "O"
    assert stress_pattern(define("discard").ipa) == "oO"        # the verb first, then the noun
    assert define("discard").ipa.endswith("/ˈdɪsˌkɑːrd/ (noun)")


def test_the_glossary_shows_each_terms_pronunciation_wherever_it_shows_the_term():
    from mobgames.widgets import GlossaryPanel

    d = define("Henchman")
    assert "/ˈhɛnʧmən/" in str(d) and "/ˈhɛnʧmən/" in d._repr_html_()
    table = word_bank("bloodfeud/03_battle", lang="es")
    assert table.headers[:4] == ["Term", "New or review", "Pronunciation", "Stress"]
    assert "General American" in table.caption
    row = next(r for r in table.rows if r[0] == "bloodbath")
    assert row[1:4] == ["new", define("bloodbath").ipa, "Oo"]
    table = glossary_table(game="Blood Feud", lang="es")
    assert table.headers[:3] == ["Term", "Pronunciation", "Stress"]
    assert define("Thug").ipa in annotate("A Thug is wounded.")        # the hover text says it too
    panel = GlossaryPanel(game="Mob Ties")
    assert define("Capo").ipa in panel.table.value
    panel.lookup.value = "pinched"
    assert define("pinch").ipa in panel.answer.value and "stress O" in panel.answer.value


def _explains_itself(definition: str, start: int, end: int) -> bool:
    """'to shank means ...', 'a tommy gun is ...' and a word in quotes explain the word: allowed."""
    return bool(re.match(r"( someone)? (means|is)\b", definition[end:])) or definition[:start].count('"') % 2 == 1


def test_no_definition_uses_its_own_term_or_forms():
    for e in ENTRIES:
        for surface in (e.term,) + e.forms:
            for m in re.finditer(rf"(?<!\w){re.escape(surface)}(?!\w)", e.definition, re.IGNORECASE):
                assert _explains_itself(e.definition, m.start(), m.end()), f"{e.term}: defined with {surface!r}"


def test_the_glossary_fixes_of_issue_17_stay_fixed():
    ifm = define("Independent Family Member").definition
    assert "alone" not in ifm and "count as just one" in ifm      # three together count once
    assert define("dominance").definition.startswith("Power or control")
    assert "verb" in define("ransom").definition and "enforcer" not in define("Made Man").definition
    assert define("double rate").part_of_speech == "phrase" and "tips" not in define("corner").definition
    yellow = [e.example for e in ENTRIES if "Yellow" in e.example]
    assert not any(re.search(r"\b(he|his|him)\b", x) for x in yellow), yellow       # Yellow is "she"
    blue = [e.example for e in ENTRIES if e.example.startswith("Blue")]
    assert not any(re.search(r"\b(she|her)\b", x) for x in blue), blue            # Blue is "he", as in the election
    assert "Green uses a Shotgun to remove two Feds" not in define("Shotgun").example   # the rulebook's sentence


def test_minimal_pairs_from_the_games():
    from mobgames.teaching import minimal_pairs, pronounce
    from mobgames.teaching.ipa import PRIMARY, SECONDARY
    from mobgames.teaching.pronunciation import pairs

    found = {tuple(w["word"] for w in p["words"]): p for p in pairs()}
    assert ("hit", "heat") in found and ("wound", "wound") in found and ("vote", "boat") in found
    wound = found[("wound", "wound")]
    assert wound["kind"] == "same spelling" and [w["ipa"] for w in wound["words"]] == ["/wuːnd/", "/waʊnd/"]
    assert len(pairs()) >= 10 and all(len(p["words"]) == 2 for p in pairs())
    plain = str.maketrans("", "", PRIMARY + SECONDARY + "/ ")
    for p in pairs():
        for w in p["words"]:
            if w.get("term"):      # the word sounds as it does in its glossary term
                assert w["ipa"].translate(plain) in pronounce(w["term"])[0].translate(plain), (w, p)
            assert w["example"].lower().count(w["word"].lower()[:3]), w     # the example uses the word
    table = minimal_pairs(game="mobties")
    assert all("Mob Ties" in p["games"] for p in pairs("Mob Ties")) and len(table.rows) == len(pairs("Mob Ties"))
    assert "hit /hɪt/" in table._repr_html_() and "Say it right" in table.caption
    with pytest.raises(GlossaryError, match="no game"):
        minimal_pairs(game="Monopoly")


def _translation(code: str) -> dict:
    return json.loads((Path(DATA_DIR) / "translations" / f"{code}.json").read_text(encoding="utf-8"))


def test_the_translation_fixes_of_issue_17_stay_fixed():
    es, pt, fr = _translation("es"), _translation("pt"), _translation("fr")
    for data, wrong_words in ((es, ("espacio", "municipio", "una parte de agua", "recibir la bala")),
                              (pt, ("espaço", "município", "uma parte de água", "cuidado com as costas", "a fumaça baixa"))):
        text = json.dumps(data, ensure_ascii=False).lower()
        assert not [w for w in wrong_words if w in text], [w for w in wrong_words if w in text]
    assert es["terms"]["space"]["term"] == "casilla" and pt["terms"]["space"]["term"] == "casa"   # board games say so
    assert "Brazil" in pt["language"]["english"] and "Brazilian" in pt["about"]
    french = " ".join(v["term"] + " " + v.get("definition", "") for v in fr["terms"].values())
    assert not re.search(r"\b(tu|te|tes|ton|ta|toi)\b|-toi\b", french), "French speaks to the reader as vous"
    assert "mot soutenu" not in fr["terms"]["adversary"]["term"]
    assert "paris sont annulés" not in fr["terms"]["All Bets Are Off"]["term"]
    for code in ("ja", "ko"):
        definitions = " ".join(v.get("definition", "") for v in _translation(code)["terms"].values())
        assert not re.search(r"\bheat\b", definitions), f"{code}: 'heat' left in English in a definition"
    assert "히트" not in _translation("ko")["terms"]["Hit Card"]["term"]
    assert "压力计" not in _translation("zh")["terms"]["Heat Meter"]["term"]
    prisoner = _translation("ja")["terms"]["prisoner"]["term"]     # a hostage (and a prison inmate), not a prisoner of war
    assert "人質" in prisoner and "捕虜" not in prisoner
    for code in REQUIRED_LANGUAGES:
        assert "Machine-assisted" in _translation(code)["about"]


def test_the_words_of_issue_28_are_there_with_their_everyday_meaning_first():
    needed = ["offer", "binding", "accept", "decline", "promise", "swap", "collect", "host", "guest", "betray",
              "hand over", "shuffle", "face up", "face down", "border"]
    assert [t for t in needed if define(t).term != t] == []
    for term in ("battlefield", "prisoner", "host", "guest"):
        everyday, _, game = define(term).definition.partition("; in Blood Feud, ")
        assert everyday and game and "Blood Feud" not in everyday, term
    tie = define("tie").definition
    assert "link between people" in tie and "game's name" in tie and "same number" in tie
    assert define("handed over").term == "hand over" and define("face-down").term == "face down"


@pytest.mark.parametrize("code", sorted(REQUIRED_LANGUAGES))
def test_a_mob_ties_place_in_a_translated_definition_is_translated_too(code):
    """"the Streets" inside a Spanish sentence is left in English: say the place in the language,
    with its English name after it in brackets."""
    places = r"the (Streets|Docks|Diner|Meat Locker)"
    for term, line in _translation(code)["terms"].items():
        for m in re.finditer(places, line.get("definition", "")):
            assert line["definition"][m.start() - 1] in "(（", f"{code}, {term}: {line['definition']}"
