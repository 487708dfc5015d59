"""The ``mobgames`` command (mobgames/cli.py, mobgames/classroom.py): every subcommand's --help,
the chapter lookup and its plain-English refusal, the Voila command line ``make classroom`` has
always run (built, never started), ``site`` outside a checkout, handouts and printables written to
a folder, and (slow) the wheel: the chapters and the command in it, no recording."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from mobgames import classroom, cli

ROOT = Path(__file__).resolve().parents[1]


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("command, options", [
    (None, ["printables", "handouts", "classroom", "site"]),
    ("printables", ["--paper", "--out", "--only", "--no-pdf", "a4", "letter"]),
    ("handouts", ["--out", "--lang", "--chapter", "--simple"]),
    ("classroom", ["CHAPTER", "--seed", "--narration", "--view", "--port", "--no-browser", "full", "simple",
                   "student", "teacher", "--"]),
    ("site", ["--fresh"]),
])
def test_every_command_has_a_help_naming_its_options(capsys, command, options):
    code, out, err = run(capsys, *([command] if command else []), "--help")
    assert code == 0 and not err
    for option in options:
        assert option in out, (command, option)


def test_an_unknown_chapter_is_refused_in_a_sentence_with_the_chapters_and_a_close_one(capsys):
    code, out, err = run(capsys, "classroom", "bloodfeud/03_batle")
    assert code == 2 and not out
    assert "Traceback" not in err
    assert err.startswith("There is no chapter 'bloodfeud/03_batle'. Did you mean bloodfeud/03_battle?")
    for chapter in ("bloodfeud/01_getting_started", "mobties/05_action", "familybusiness/03_the_cards", "index"):
        assert f"  {chapter}\n" in err
    code, _, err = run(capsys, "classroom", "the_battle")       # no game given: the chapter's own name
    assert code == 2 and "Did you mean bloodfeud/03_battle?" in err


def test_the_chapter_ids_are_the_notebooks():
    ids = classroom.chapter_ids()
    assert ids == sorted(p.relative_to(ROOT / "notebooks").with_suffix("").as_posix()
                         for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    assert "bloodfeud/03_battle" in ids and "index" in ids


def makefile_voila_args() -> list[str]:
    """The Voila options of the Makefile's classroom command, before it called ``mobgames classroom``
    (kept here as it was, so the command keeps giving Voila the same)."""
    return ["--template=classroom", "--theme=light", "--VoilaExecutor.iopub_timeout=120",
            r"--VoilaConfiguration.file_allowlist=.*\.(png|jpg|gif|svg|mp3)"]


@pytest.mark.parametrize("given", ["bloodfeud/03_battle", "notebooks/bloodfeud/03_battle.ipynb",
                                   str(ROOT / "notebooks" / "bloodfeud" / "03_battle.ipynb")])
def test_the_classroom_command_is_voila_as_make_classroom_ran_it(given, monkeypatch):
    monkeypatch.chdir(ROOT)
    r = classroom.voila_command(given, seed=7, narration="simple", view="teacher", port=8870, no_browser=True,
                                extra=["--Voila.ip=0.0.0.0"], environ={})
    assert Path(r.argv[0]).name in ("voila", "voila.exe") or r.argv[1:3] == ["-m", "voila"]
    i = r.argv.index(str(ROOT / "notebooks" / "bloodfeud" / "03_battle.ipynb"))
    assert r.argv[i + 1:] == [*makefile_voila_args(), "--port=8870", "--no-browser", "--Voila.ip=0.0.0.0"]
    assert r.env == {"MOBGAMES_SEED": "7", "MOBGAMES_NARRATION": "simple", "MOBGAMES_VIEW": "teacher",
                     "JUPYTER_PATH": str(ROOT / "jupyter")}
    assert r.cwd == ROOT      # Voila reads voila.json there, as under make


def test_the_makefile_runs_the_command_with_its_variables():
    text = (ROOT / "Makefile").read_text()
    assert "$(BIN)/mobgames classroom $(CHAPTER) --seed $(SEED) --narration $(NARRATION) --view $(VIEW) " \
           "-- $(VOILA_ARGS)" in text
    assert "$(BIN)/mobgames printables --paper $(PAPER)" in text


def test_a_notebook_path_anywhere_is_served_from_its_folder(tmp_path, monkeypatch):
    notebook = tmp_path / "mine.ipynb"
    shutil.copy2(ROOT / "notebooks" / "index.ipynb", notebook)
    monkeypatch.chdir(tmp_path)
    r = classroom.voila_command("mine.ipynb", environ={"JUPYTER_PATH": "/elsewhere"})
    assert str(notebook.resolve()) in r.argv and "--port" not in " ".join(r.argv)
    assert r.env["MOBGAMES_SEED"] == "2026" and r.env["MOBGAMES_NARRATION"] == "full"
    assert r.env["MOBGAMES_VIEW"] == "student"
    assert r.env["JUPYTER_PATH"].split(os.pathsep) == [str(ROOT / "jupyter"), "/elsewhere"]


def test_installed_without_a_checkout_the_packaged_chapter_is_served_and_results_stay_here(tmp_path, monkeypatch):
    packaged = tmp_path / "share" / "mobgames" / "notebooks"
    shutil.copytree(ROOT / "notebooks", packaged, ignore=shutil.ignore_patterns("*.py"))
    monkeypatch.setattr(classroom, "checkout", lambda: None)
    monkeypatch.setattr(classroom, "chapters_dir", lambda: packaged)
    monkeypatch.chdir(tmp_path)
    r = classroom.voila_command("bloodfeud/03_battle", environ={})
    assert r.argv[1] == str(packaged / "bloodfeud" / "03_battle.ipynb") and r.cwd is None
    assert r.env["MOBGAMES_RESULTS"] == str(tmp_path.resolve() / "results")
    assert "MOBGAMES_AUDIO" not in r.env      # no recordings: the Listen buttons use the browser's voice
    assert "MOBGAMES_RESULTS" not in classroom.voila_command("index", environ={"MOBGAMES_RESULTS": "x"}).env


def test_without_voila_the_classroom_names_the_extra(capsys, monkeypatch):
    monkeypatch.setattr(classroom, "voila_installed", lambda: False)
    code, out, err = run(capsys, "classroom", "bloodfeud/03_battle")
    assert code == 2 and 'pip install "mobgames[classroom]"' in err and "Traceback" not in err


def test_the_site_outside_a_checkout_says_it_is_built_from_one(capsys, monkeypatch):
    monkeypatch.setattr(classroom, "checkout", lambda: None)
    code, out, err = run(capsys, "site")
    assert code == 2 and "built from a checkout of the repository" in err


def test_handouts_are_written_to_the_folder(capsys, tmp_path):
    out_dir = tmp_path / "class"
    code, out, err = run(capsys, "handouts", "--out", str(out_dir), "--lang", "es", "--chapter", "bloodfeud/03_battle")
    assert code == 0, err
    for name in ("index.html", "exercises-bloodfeud-03_battle.html", "pack-bloodfeud-03_battle.html",
                 "glossary-mobties-es.html", "phrase-bank.html"):
        assert (out_dir / name).is_file(), name
    assert f"into {out_dir}" in out
    code, _, err = run(capsys, "handouts", "--out", str(tmp_path / "no"), "--lang", "xx")
    assert code == 2 and err.startswith("Unknown language(s): xx.") and not (tmp_path / "no").exists()


def test_printables_write_the_html_without_a_browser(capsys, tmp_path):
    code, out, err = run(capsys, "printables", "--paper", "letter", "--out", str(tmp_path), "--no-pdf",
                         "--only", "mobties-board", "--only", "bloodfeud-counters")
    assert code == 0, err
    assert {p.name for p in tmp_path.glob("*.html")} == {"index.html", "mobties-board.html", "bloodfeud-counters.html"}
    assert "Letter" in out and not list(tmp_path.glob("*.pdf"))


def test_the_scripts_are_the_same_commands(tmp_path):
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "printables.py"), "--help"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "--paper" in done.stdout
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "handouts.py"), str(tmp_path / "h"), "--lang", "en",
                           "--chapter", "mobties/05_action"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "h" / "exercises-mobties-05_action.html").is_file()


@pytest.mark.slow
def test_the_wheel_holds_the_chapters_and_the_command_and_no_recording(tmp_path):
    src = tmp_path / "src"        # a clean copy: setuptools builds in place, and build/ could hold stale files
    tracked = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-co", "--exclude-standard"], check=True,
                             capture_output=True, text=True).stdout.split("\n")
    for name in filter(None, tracked):
        if (ROOT / name).is_file():
            (src / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, src / name)
    assert list((src / "audio").glob("*.mp3")), "the copy has the recordings, so their absence below means something"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(tmp_path / "dist"), str(src)],
                   check=True, timeout=600)
    (wheel,) = (tmp_path / "dist").glob("mobgames-*.whl")
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        entry_points = next(z.read(n).decode() for n in names if n.endswith(".dist-info/entry_points.txt"))
    data = re.compile(r"^mobgames-[^/]+\.data/data/share/mobgames/notebooks/(.+)$")
    shipped = {m.group(1) for n in names if (m := data.match(n))}
    chapters = {name.removeprefix("notebooks/") for name in tracked      # (not a git-ignored results/ folder)
                if name.startswith("notebooks/") and not name.endswith(".py")}
    assert shipped == chapters
    assert any(c.endswith(".ipynb") for c in chapters) and "bloodfeud/selfplay.svg" in chapters
    assert re.search(r"^mobgames = mobgames\.cli:main$", entry_points, re.M)
    assert "mobgames/cli.py" in names
    assert any(n.endswith("share/jupyter/voila/templates/classroom/index.html.j2") for n in names)
    assert not [n for n in names if n.endswith(".mp3") or "/audio/" in n]
