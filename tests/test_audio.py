"""The recordings (audio/): every text the tutorial speaks has one, made with the current voice
settings; the files are real MP3 speech of a sensible length; ``audio(text)`` finds them whatever
the spacing and markdown; the Listen buttons send them, or the words where there is none."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mobgames.teaching import audio, audio_status, define
from mobgames.teaching import recordings
from mobgames.teaching.recordings import audio_dir, manifest, plain, recording_name, spoken_input
from mobgames.teaching.spoken import inventory, turns

AUDIO = Path(__file__).resolve().parents[1] / "audio"


def test_every_spoken_text_has_a_recording_made_with_the_current_settings():
    status = audio_status()
    assert status["missing"] == 0 and status["stale"] == 0, (
        f"{status}: run `make audio` (Debian's espeak-ng) and commit audio/")
    assert status["spoken"] == len(inventory()) > 500


def test_the_folder_holds_exactly_the_files_the_index_names_and_no_more():
    files = {p.name for p in AUDIO.glob("*.mp3")}
    index = manifest()
    assert files == set(index), "audio/ and audio/index.json disagree: run `make audio`"
    wanted = {recording_name(i.text, i.voice) for i in inventory()}
    assert files == wanted, f"{len(files - wanted)} files no text uses: run `make audio`"


def test_the_audio_stays_small():
    size = sum(p.stat().st_size for p in AUDIO.iterdir())
    assert size < 25e6, f"audio/ is {size / 1e6:.1f} MB: the issue allows 25 MB"


@pytest.mark.parametrize("name", sorted(p.name for p in AUDIO.glob("*.mp3"))[:400:7])
def test_each_file_is_mp3_speech_as_long_as_its_words(name):
    data = (AUDIO / name).read_bytes()
    start = 10 + int.from_bytes(data[6:10], "big") if data[:3] == b"ID3" else 0   # (skip an ID3 tag)
    assert data[start] == 0xFF and data[start + 1] & 0xE0 == 0xE0, "not an MP3 frame"
    entry = manifest()[name]
    words = len(entry["say"].split())
    # 140 words a minute is 0.43 s a word: a file far off that is silence, or speech cut short.
    assert 0.2 * words <= entry["seconds"] <= 1.2 * words + 1.0, entry


def test_audio_finds_a_text_whatever_its_spacing_and_markdown():
    bail = define("bail")
    path = audio(bail.example)
    assert path is not None and Path(path).is_file() and Path(path).is_absolute()
    assert audio(f"  {bail.example.replace(' ', '   ')}\n") == path
    assert audio(f"<b>{bail.term}</b>") == audio(f"**{bail.term}**") == audio(bail.term) is not None


def test_a_reworded_text_has_no_recording():
    bail = define("bail")
    assert audio(bail.example + " Really.") is None
    assert audio("") is None


def test_money_is_read_as_money_not_as_symbols():
    assert spoken_input("Green pays **$25k** → Blue.") == "Green pays 25 thousand dollars to Blue."
    assert spoken_input("It costs $1,120 & $1.") == "It costs 1,120 dollars and 1 dollar."
    assert plain("<i>Step&nbsp;2</i>:  the  *Capo*") == "Step 2: the Capo"


def test_changed_voice_settings_make_the_files_stale_not_missing(monkeypatch):
    settings = json.loads(json.dumps(recordings.voice_settings()))
    settings["voices"]["A"]["words_per_minute"] += 10
    before = recording_name("bail")
    monkeypatch.setattr(recordings, "voice_settings", lambda: settings)
    assert recording_name("bail") != before
    status = audio_status()
    assert status["stale"] > 400 and status["missing"] < 10


def test_a_hubs_copy_of_the_chapters_finds_the_audio_beside_them(monkeypatch, tmp_path):
    """nbgitpuller puts the repository in a home folder; the package is installed elsewhere; the
    kernel runs in the chapter's folder."""
    (tmp_path / "audio").mkdir()
    (tmp_path / "audio" / "index.json").write_text('{"files": {}}')
    (tmp_path / "notebooks" / "bloodfeud").mkdir(parents=True)
    monkeypatch.setattr(recordings, "_CHECKOUT_AUDIO", tmp_path / "nowhere")
    monkeypatch.chdir(tmp_path / "notebooks" / "bloodfeud")
    assert audio_dir() == (tmp_path / "audio").resolve()
    monkeypatch.chdir(tmp_path.parent)
    assert audio_dir() is None or audio_dir() != (tmp_path / "audio").resolve()


def test_the_folder_can_be_chosen(monkeypatch, tmp_path):
    monkeypatch.setenv("MOBGAMES_AUDIO", str(tmp_path))
    assert audio_dir() == tmp_path.resolve()
    assert audio("bail") is None
    (tmp_path / recording_name("bail")).write_bytes(b"\xff\xf3")
    assert audio("bail") == str(tmp_path.resolve() / recording_name("bail"))


def test_a_dialogue_is_read_by_its_speakers_in_different_voices():
    said = turns("Chen: Whose turn is it? Ana: It's my turn. Ben, Chen: who wants to pay me? Ben: I'll pay. "
                 "Ana: Sorry, Ben: I attack.")
    assert [(who, voice) for who, _, voice in said] == [("Chen", "A"), ("Ana", "B"), ("Ben", "C"), ("Ana", "B")]
    assert said[1][1] == "It's my turn. Ben, Chen: who wants to pay me?"
    assert turns("First you draw one card. Then: you play.") == [("", "First you draw one card. Then: you play.", "A")]


def test_every_model_answer_is_recorded_turn_by_turn():
    from mobgames.teaching.lessons import lesson_chapters, speaking_task

    for chapter in lesson_chapters():
        for _, words, voice in turns(speaking_task(chapter).model):
            assert audio(words, voice), (chapter, words)


def test_the_minimal_pairs_are_recorded():
    from mobgames.teaching.pronunciation import pairs, spoken

    for p in pairs():
        for w in p["words"]:
            word, example = spoken(w)
            assert audio(word) and audio(example), w
    wound = [w for p in pairs() for w in p["words"] if w["ipa"] == "/waʊnd/"]
    assert spoken(wound[0]) == ("wownd", "The river wownd through the city.")


def test_the_glossary_respellings_reach_every_sentence_that_uses_the_term():
    from mobgames.teaching.voice_check import respellings

    say = respellings()["Associate"]
    assert spoken_input("Yellow's Associate takes the bullet.") == f"Yellow's {say} takes the bullet."
    assert spoken_input("We associate heat with arrests.") == "We associate heat with arrests."   # (not the rank)
    assert audio("Associate") != audio("associate")
