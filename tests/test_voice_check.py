"""The recording voice says every glossary term the glossary's way: ``compare`` finds the
differences a learner would hear (and only those), respellings.json is checked when read, and the
committed snapshot of the voice's phonemes (data/voice_ipa.json) agrees with every term, so these
tests need no espeak-ng."""

import json
from pathlib import Path

import pytest

from mobgames.teaching import GlossaryError, load_glossary
from mobgames.teaching import voice_check as vc
from mobgames.teaching.glossary import DATA_DIR

SNAPSHOT = Path(DATA_DIR) / "voice_ipa.json"
RERUN = "python scripts/pronunciation_report.py --json mobgames/teaching/data/voice_ipa.json"


# -- compare: real cases from espeak-ng (voice en-us) ------------------------------------------

@pytest.mark.parametrize("glossary, voice, expected", [
    # "exploit" read as the noun: the stress moves, and the first vowel is then stressed.
    ("/ɪkˈsplɔɪt/", "ˈɛksplɔɪt", ["stress on syllable 1, not 2", "syllable 1: vowel ɛ, not ɪ"]),
    ("/ˈɪnˌtriːg/", "ɪntɹˈiːɡ", ["stress on syllable 2, not 1"]),
    # A different vowel in the stressed syllable, named both ways.
    ("/ˈmɑːfiə/", "mˈæfiə", ["syllable 1: vowel æ, not ɑː"]),
    ("/səˈnɛrioʊ/", "sənˈæɹiˌoʊ", ["syllable 2: vowel æ, not ɛ"]),
    # A syllable the voice stresses and the glossary does not ("associate" read as the verb).
    ("/əˈsoʊʃiət/", "ɐsˈoʊsɪˌeɪt", ["syllable 4: vowel eɪ, not ə"]),
    ("/ˈædvɚˌsɛri/", "ˈædvɚsɚɹi", ["syllable 3: vowel ɚ, not ɛ"]),
    # Another number of syllables.
    ("/haɪr/", "hˈaɪɚ", ["2 syllables, not 1"]),
    ("/ˌɑːr aɪ ˈpiː/", "ɹˈɪp", ["whole phrase: 1 syllable, not 3"]),
    # Phrases: word by word, and the phrase as a whole when espeak runs words together.
    ("/ˌseɪnt ˈvælənˌtaɪnz ˌdeɪ ˈmæsəkɚ/", "sənt vˈæləntˌaɪnz dˈeɪ mˈæsəkɚ", ["word 1, syllable 1: vowel ə, not eɪ"]),
    ("/ˈrɛvəˌnuː ˌteɪbəl/", "ɹᵻvˈɛnjuː tˈeɪbəl", ["word 1: stress on syllable 2, not 1",
                                                 "word 1, syllable 1: vowel ɪ, not ɛ",
                                                 "word 1, syllable 2: vowel ɛ, not ə"]),
    ("/ˌteɪk ɪt ˌɑːn ðə ˈlæm/", "tˈeɪk ɪɾ ɔnðə lˈæm", ["whole phrase, syllable 3: vowel ɔː, not ɑː"]),
])
def test_compare_finds_what_a_learner_hears(glossary, voice, expected):
    assert vc.compare(glossary, voice) == expected


@pytest.mark.parametrize("glossary, voice", [
    ("/ˈhɛnʧmən/", "hˈɛntʃmən"),                 # ʧ / tʃ; espeak's stress mark before the vowel
    ("/ˈpæsənʤɚ/", "pˈæsɪndʒɚ"),                 # ʤ / dʒ; ə / ɪ unstressed
    ("/ˈpɝːʧəs/", "pˈɜːtʃɪs"),                   # ɝː / ɜː
    ("/ˌpɝːsəˈnɛl/", "pˌɜːsənˈɛl"),
    ("/ˈbɝːoʊ/", "bˈʌɹoʊ"),                       # ʌr is ɝ in General American ("hurry", "furry")
    ("/ˈbɔːrdɚ/", "bˈoːɹdɚ"),                     # espeak's oː before r; ɹ for r
    ("/ˈfɛdərəl/", "fˈɛdɚɹəl"),                   # ər / ɚɹ
    ("/əˈrɛst/", "ɚɹˈɛst"),
    ("/ˌteɪk mænˈhætən/", "tˈeɪk mænhˈæʔn̩"),     # a glottal t and a syllabic n
    ("/ˈbætəl/", "bˈæɾəl"),                       # the flap
    ("/əˈtæk/", "ɐtˈæk"),                         # ɐ / ə
    ("/ɪˈlɛkʃən/", "ᵻlˈɛkʃən"),                   # ᵻ / ɪ
    ("/ɪmˈplɔɪiː/", "ɛmplˈɔɪiː"),                 # an unstressed vowel, reduced or not
    ("/ˈfæməli/", "fˈæmɪli"),
    ("/ˈviːɪkəl/", "vˈiəkəl"),
    ("/bɔːs/", "bˈɔs"),                           # length marks
    ("/ˈhɪt ˌmæn/", "hˈɪt mˈæn"),                 # espeak stresses every content word of a phrase
    ("/ˈsɪtˌdaʊn/", "sˈɪtdˈaʊn"),                 # ... and both halves of some compounds
    ("/ˌɛf biː ˈaɪ ˌreɪd/", "ˌɛfbˌiːˈaɪ ɹˈeɪd"),   # letters run together: the phrase as a whole
    ("/ˌʌp fɚ ˈgræbz/", "ˌʌp fɔːɹ ɡɹˈæbz"),       # an unstressed "for"
    ("/dɪˈskɑːrd/ (verb), /ˈdɪsˌkɑːrd/ (noun)", "dɪskˈɑːɹd"),   # either labelled transcription
    ("/dɪˈskɑːrd/ (verb), /ˈdɪsˌkɑːrd/ (noun)", "dˈɪskɑːɹd"),
])
def test_compare_ignores_notation(glossary, voice):
    assert vc.compare(glossary, voice) == []


def test_normalize_writes_both_notations_alike():
    assert vc.normalize("/ˈpɝːʧəs/").replace("ˈ", "") == "pɝʧəs"
    assert vc.normalize("pˈɜːtʃɪs").replace("ˈ", "") == "pɝʧɪs"


# -- respellings.json ---------------------------------------------------------------------------

def _write(tmp_path, data) -> str:
    path = tmp_path / "respellings.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_a_broken_respellings_file_names_every_problem(tmp_path):
    path = _write(tmp_path, {"say": {"Maffia": "x", "hire": "hyre", "scenario": " ", "Mafia": "Mahfia"},
                             "accept": {"hire": "both standard", "Capo": ""}, "sources": []})
    with pytest.raises(GlossaryError) as err:
        vc.respellings(path)
    text = str(err.value)
    assert "5 problems" in text
    assert '"Maffia" is not a known glossary term. Did you mean "Mafia"?' in text
    assert "say.scenario: must not be empty" in text
    assert "accept.Capo: must not be empty" in text
    assert 'accept.hire: "hire" is in both "say" and "accept"' in text
    assert '"sources" is not a field' in text


def test_respellings_are_found_by_any_case(tmp_path):
    path = _write(tmp_path, {"say": {"Mafia": "Mahfia"}, "accept": {"hire": "two syllables or one"}})
    assert vc.spoken_form("mafia", path) == "Mahfia"
    assert vc.spoken_form("Capo", path) == "Capo"
    assert vc.accepted(path) == {"hire": "two syllables or one"}
    assert vc.respellings(path) == {"Mafia": "Mahfia"}


def test_the_shipped_file_reads():
    assert vc.respellings() and vc.accepted()
    for term, text in vc.respellings().items():
        assert vc.spoken_form(term) == text != term


# -- report -------------------------------------------------------------------------------------

def test_report_statuses(tmp_path):
    path = _write(tmp_path, {"say": {"Mafia": "Mahfia"}, "accept": {"hire": "two syllables or one"}})
    voice = {"Mahfia": "mˈɑːfiə", "hire": "hˈaɪɚ", "Capo": "kˈæpoʊ", "Boss": "bˈɔs"}
    rows = {r["term"]: r for r in vc.report(voice.get, path)}
    assert len(rows) == len(load_glossary())
    assert rows["Mafia"]["status"] == "respelled" and rows["Mafia"]["spoken"] == "Mahfia"
    assert rows["hire"]["status"] == "accepted" and rows["hire"]["reason"] == "two syllables or one"
    assert rows["hire"]["differences"] == ["2 syllables, not 1"]
    assert rows["Capo"]["status"] == "differs" and rows["Capo"]["differences"] == ["syllable 1: vowel æ, not ɑː"]
    assert rows["Boss"]["status"] == "agrees"
    assert rows["Bookie"]["status"] == "differs" and "no phonemes" in rows["Bookie"]["differences"][0]
    assert set(rows["Boss"]) == {"term", "spoken", "glossary", "voice", "differences", "reason", "status"}


# -- the snapshot of the voice's phonemes ---------------------------------------------------------

@pytest.fixture(scope="module")
def snapshot() -> dict:
    return json.loads(SNAPSHOT.read_text(encoding="utf-8"))


def test_the_snapshot_holds_every_spoken_form_and_nothing_else(snapshot):
    spoken = {vc.spoken_form(e.term) for e in load_glossary()}
    missing, extra = sorted(spoken - set(snapshot)), sorted(set(snapshot) - spoken)
    assert not missing and not extra, (
        f"data/voice_ipa.json is out of date (missing {missing}, no longer spoken {extra}): "
        f"a term or a respelling changed. Run: {RERUN}")
    assert all(isinstance(v, str) and v.strip() for v in snapshot.values())


def test_the_voice_says_every_term_as_the_glossary_writes_it(snapshot):
    rows = vc.report(snapshot.get)
    differs = [f"{r['term']} ({r['spoken']}): {r['glossary']} / {r['voice']}: {'; '.join(r['differences'])}"
               for r in rows if r["status"] == "differs"]
    assert not differs, ("The voice says these terms differently (respell or accept them in "
                         "data/respellings.json, then run " + RERUN + "):\n" + "\n".join(differs))


def test_every_accepted_difference_is_still_there(snapshot):
    rows = vc.report(snapshot.get)
    assert not vc.stale(rows), "the voice now says these accepted terms as written: remove them from \"accept\""
    respelled = {r["term"] for r in rows if r["status"] == "respelled"}
    assert respelled == set(vc.respellings()), "a respelling that does not make the voice agree"
