"""Issue 29, item 4: results a teacher can collect. Every Check is recorded (tries, first try
right, right, seconds to the first right answer), kept in a folder on the device and offered as one
CSV download with the name the student types; a teacher's page loads a class's files and shows one
table per exercise (the most missed first) and one per student. A results file is read, never run:
every problem is named."""

from __future__ import annotations

import os

import pytest

from mobgames.core.errors import DataError
from mobgames.teaching.audience import set_view
from mobgames.teaching.results import FIELDS, Record, class_results, read_results
from mobgames.widgets import ClassResultsPanel, ExerciseSet


def _clock(*times):
    it = iter(times)
    return lambda: next(it)


def test_a_record_counts_tries_the_first_try_and_the_seconds_to_the_first_right_answer():
    r = Record("bloodfeud/03_battle", "Ana", clock=_clock(0.0, 10.0, 25.5, 30.0, 31.0))
    r.check(2, "Gap", "gap", False)      # at 10 s: wrong
    r.check(2, "Gap", "gap", True)       # at 25.5 s: right
    r.check(1, "Match", "match", True)   # at 30 s: right at once
    r.check(2, "Gap", "gap", False)      # a later slip does not undo the right answer
    rows = r.rows()
    assert [(x["item"], x["tries"], x["first_try_right"], x["right"], x["seconds"]) for x in rows] == \
        [(1, 1, True, True, 30.0), (2, 3, False, True, 25.5)]
    text = r.csv()
    assert text.splitlines()[0] == ",".join(FIELDS)
    assert "Ana,bloodfeud/03_battle,2,Gap,gap,3,no,yes,25.5" in text
    assert read_results(text) == rows
    assert r.filename() == "results-ana-bloodfeud-03_battle.csv"


def test_a_bad_file_is_refused_with_every_problem_named():
    good = Record("mobties/05_action", "Ben", clock=_clock(0.0, 1.0)).csv()
    with pytest.raises(DataError) as info:
        read_results("who,what\nx,y\n", "notes.csv")
    assert "the first line must be" in str(info.value)
    bad = ",".join(FIELDS) + "\nCara,mobties/05_action,two,Gap,gap,1,maybe,no,fast\n,,,,,,,,\n"
    with pytest.raises(DataError) as info:
        read_results(bad, "cara.csv")
    text = str(info.value)
    for part in ("line 2: item must be a whole number, not 'two'", "line 2: first_try_right must be yes or no, not 'maybe'",
                 "line 2: seconds must be a number or empty, not 'fast'", "line 3: chapter is empty"):
        assert part in text, text
    assert "=cmd" not in good   # (nothing in a file is ever run: it is only parsed as CSV)


def test_the_class_tables_put_the_most_missed_exercise_first():
    def record(name, answers):
        r = Record("bloodfeud/03_battle", name, clock=_clock(*[float(i) for i in range(20)]))
        for item, correct in answers:
            r.check(item, f"Exercise {item}", "gap", correct)
        return (f"{name}.csv", r.csv())

    results = class_results([record("Ana", [(1, True), (2, False), (2, True)]),
                             record("Ben", [(1, True), (2, False)]),
                             record("Cara", [(1, False), (1, True), (2, False), (2, True)])])
    items = results.by_item()
    assert [row[1] for row in items.rows] == ["2", "1"]          # item 2: nobody right the first time
    assert items.rows[0][4] == "0%" and items.rows[0][5] == "67%" and items.rows[1][4] == "67%"
    students = {row[0]: row for row in results.by_student().rows}
    assert students["Ben"][3:] == ["1", "1", "2"] and students["Cara"][3:] == ["0", "2", "4"]


def test_the_exercises_record_every_check_keep_it_and_offer_it_to_download(tmp_path, monkeypatch):
    monkeypatch.setenv("MOBGAMES_RESULTS", str(tmp_path))
    set_view("student")
    try:
        s = ExerciseSet("familybusiness/03_the_cards")
        gap = next(w for w in s.widgets if w.exercise.kind == "gap")
        gap.boxes[0].value = "nonsense"
        gap.check_button.click()
        for box, word in zip(gap.boxes, gap.exercise.answer_key() if gap.exercise.gaps > 1 else [gap.exercise.answer_key()]):
            box.value = word
        gap.check_button.click()
        s.name_box.value = "Dana"
        rows = read_results(s.download.text)
        assert [(r["name"], r["tries"], r["first_try_right"], r["right"]) for r in rows] == [("Dana", 2, False, True)]
        assert s.download.filename == "results-dana-familybusiness-03_the_cards.csv"
        kept = tmp_path / "familybusiness-03_the_cards.csv"
        assert kept.is_file() and read_results(kept.read_text(encoding="utf-8"))[0]["tries"] == 2
    finally:
        set_view(None)


def test_a_read_only_disk_is_said_and_the_download_still_has_everything(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("MOBGAMES_RESULTS", str(blocked / "results"))
    s = ExerciseSet("bloodfeud/03_battle")
    s.widgets[0].check_button.click()
    assert "could not be kept on this computer" in s.kept.value and "Download them" in s.kept.value
    assert len(read_results(s.download.text)) == 1


def test_the_teachers_page_loads_files_and_names_a_bad_one():
    panel = ClassResultsPanel()
    assert "0 files loaded" in panel.status.value
    r = Record("bloodfeud/03_battle", "Ana", clock=_clock(0.0, 4.0))
    r.check(5, "Who falls?", "next", False)
    panel.load("ana.csv", r.csv())
    panel.load("virus.exe", None)
    panel.load("notes.csv", "hello\n")
    assert "1 file loaded: ana.csv." in panel.status.value
    assert "Not loaded, virus.exe: it is not a text file" in panel.status.value
    assert "Not loaded, notes.csv: the first line must be" in panel.status.value
    assert "Who falls?" in panel.tables.value and "Ana" in panel.tables.value
    panel.clear()
    assert panel.tables.value == "" and "0 files loaded" in panel.status.value
    assert os.environ.get("MOBGAMES_RESULTS")    # tests keep their results out of the tree (conftest)
