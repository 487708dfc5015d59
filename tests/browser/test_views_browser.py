"""Issue 29: a chapter opened the student's way and the teacher's way, in classroom mode (Voila).
The student sees no code, no answer key (not even hidden in the page), no "Show all answers" and
no teacher notes; the teacher sees the notes and the answers button, and opens the chapter's
printable pack in a new tab, from the page alone (the paper route). Both see the chapter's core
open and each extension folded behind a button that opens it."""

from __future__ import annotations

from conftest import PROJECTOR, REPO_ROOT
from labkit import HANG, axe_findings, poll

CHAPTER = "notebooks/bloodfeud/03_battle.ipynb"
ARTIFACTS = REPO_ROOT / "test-artifacts"

SEEN = """() => ({
  code: document.querySelectorAll('.jp-CodeCell .jp-InputArea-editor, .cm-editor').length,
  notes: document.querySelectorAll('.mobgames-notes').length,
  keys: document.querySelectorAll('.mobgames-exercise-key').length,
  answers: [...document.querySelectorAll('button')].filter(b => /answers \\(teacher\\)/.test(b.textContent)).length,
  teachers: /\\bTeachers:/.test(document.body.innerText),
  folds: [...document.querySelectorAll('.mobgames-extension-toggle')].map(b => b.textContent),
  hidden: [...document.querySelectorAll('.jp-Cell')].filter(c => c.hidden).length,
})"""


def _open(browser, server, name):
    context = browser.new_context(viewport=PROJECTOR)
    context.set_default_timeout(HANG * 1000)
    page = context.new_page()
    page.goto(server.url(CHAPTER), timeout=HANG * 1000)
    page.locator(".mobgames-exercise-set").first.wait_for(state="attached", timeout=HANG * 1000)
    assert poll(lambda: page.locator(".mobgames-extension-toggle").count() >= 5, HANG), "the extensions are not folded"
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"view-{name}.png"))
    return context, page


def test_a_student_sees_no_code_no_answers_and_no_notes(browser, voila_student):
    context, page = _open(browser, voila_student, "student")
    try:
        seen = page.evaluate(SEEN)
        assert seen["code"] == 0 and seen["notes"] == 0 and seen["keys"] == 0 and seen["answers"] == 0, seen
        assert not seen["teachers"], "a sentence for the teacher is on the student's page"
        assert "Open the extension: 5. The second battle: Hit Men" in " ".join(seen["folds"])
        assert seen["hidden"] >= 10
        # The folded sections open from the keyboard.
        toggle = page.locator(".mobgames-extension-toggle", has_text="5. The second battle").first
        toggle.focus()
        page.keyboard.press("Enter")
        assert poll(lambda: toggle.get_attribute("aria-expanded") == "true", HANG)
        assert page.get_by_text("Two Hit Men and a Thug attack four Thugs").first.is_visible()
        axe = axe_findings(page, include=("[role=main]",), keep=ARTIFACTS / "view-student-axe.json")
        assert not axe, "axe-core finds, on the student's page:\n" + "\n".join(axe)
    finally:
        context.close()


def test_the_teacher_sees_the_notes_and_the_answers(browser, voila):
    context, page = _open(browser, voila, "teacher")
    try:
        seen = page.evaluate(SEEN)
        assert seen["code"] == 0, "classroom mode shows no code, even to the teacher"
        assert seen["notes"] == 1 and seen["answers"] >= 2 and seen["keys"] >= 10, seen
        # The paper route: the pack opens in a new tab, from the page alone, and prints.
        button = page.get_by_role("button", name="Open the printable pack (teacher)")
        button.scroll_into_view_if_needed()
        with context.expect_page(timeout=HANG * 1000) as opened:
            button.click()
        pack = opened.value
        pack.wait_for_load_state()
        assert pack.title() == "Printable pack: Blood Feud in New York, chapter 3: Battle"
        pack.emulate_media(media="print")
        assert pack.locator(".answer-key").evaluate("e => getComputedStyle(e).breakBefore") == "page"
        assert pack.locator(".exercise").count() >= 10 and pack.locator(".card").count() >= 2
        pack.screenshot(path=str(ARTIFACTS / "view-teacher-pack.png"))
        pdf = pack.pdf(format="A4")
        assert pdf[:4] == b"%PDF" and len(pdf) > 50_000
        axe = axe_findings(pack, include=("body",), keep=ARTIFACTS / "view-teacher-pack-axe.json")
        assert not axe, "axe-core finds, on the printable pack:\n" + "\n".join(axe)
    finally:
        context.close()


def test_a_students_results_download_and_load_on_the_teachers_page(browser, voila_student, voila, tmp_path):
    """Item 4, end to end: a student types a name, answers (one gap fill wrong, then right), and
    downloads the results; the teacher loads that file on the guide's results page and sees it."""
    from mobgames.teaching.exercises import exercises_for

    gaps = [(i, ex) for i, ex in enumerate(exercises_for("bloodfeud/03_battle"), 1) if ex.kind == "gap"]
    number, gap = gaps[0]
    key = gap.answer_key() if gap.gaps > 1 else [gap.answer_key()]
    context, page = _open(browser, voila_student, "student-results")
    try:
        page.get_by_label("Your name:").fill("Ana Test")
        page.keyboard.press("Tab")
        item = page.locator(".mobgames-exercise-gap").first
        item.scroll_into_view_if_needed()
        boxes = item.locator("input[type=text]")
        boxes.nth(0).fill("nonsense")
        feedback = item.locator(".widget-html.mobgames-exercise-feedback")
        item.get_by_role("button", name="Check").click()
        assert poll(lambda: "Not yet" in feedback.inner_text(), HANG)
        for i, word in enumerate(key):
            boxes.nth(i).fill(word)
        item.get_by_role("button", name="Check").click()
        assert poll(lambda: "Right" in feedback.inner_text(), HANG)
        with page.expect_download(timeout=HANG * 1000) as done:
            page.get_by_role("button", name="Download my results").click()
        download = done.value
        assert download.suggested_filename == "results-ana-test-bloodfeud-03_battle.csv"
        saved = tmp_path / download.suggested_filename
        download.save_as(saved)
        text = saved.read_text(encoding="utf-8")
        assert f"Ana Test,bloodfeud/03_battle,{number}," in text and ",2,no,yes," in text, text
    finally:
        context.close()

    context = browser.new_context(viewport=PROJECTOR)
    context.set_default_timeout(HANG * 1000)
    teacher = context.new_page()
    try:
        teacher.goto(voila.url("notebooks/teachers_guide.ipynb"), timeout=HANG * 1000)
        panel = teacher.locator(".mobgames-class-results").first
        panel.wait_for(state="attached", timeout=HANG * 1000)
        panel.locator("input[type=file]").set_input_files(str(saved))
        tables = panel.locator(".mobgames-results-tables")
        assert poll(lambda: "Ana Test" in tables.inner_text(), HANG), panel.inner_text()
        assert gap.title in tables.inner_text() and "1 file loaded" in panel.inner_text()
        panel.scroll_into_view_if_needed()
        teacher.screenshot(path=str(ARTIFACTS / "view-teacher-results.png"))
        axe = axe_findings(teacher, include=(".mobgames-class-results",), keep=ARTIFACTS / "view-teacher-results-axe.json")
        assert not axe, "axe-core finds, on the results page:\n" + "\n".join(axe)
    finally:
        context.close()
