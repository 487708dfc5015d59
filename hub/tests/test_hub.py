"""JupyterHub smoke test: the README's recipe on a real hub, with two students in Chromium.

A private JupyterHub (hub/.venv-hub, its proxy from hub/node_modules) runs on 127.0.0.1 with
DummyAuthenticator and SimpleLocalProcessSpawner; the students' servers run from hub/.venv-users,
built as the README says (`bash hub/setup.sh`, or `make test-hub`, builds all three). Each student
logs in, opens Blood Feud chapter 8 through the README's nbgitpuller link (the repository is a bare
copy of this one's HEAD, served by file://), runs it in their own kernel and sees the game table's
map drawn. Then each plays a different move, and the other's game, on screen and in the kernel,
stays as it was.

Every process of the run (hub, proxy, servers, kernels) carries a marker in its environment; the
teardown ends whatever of them is still alive, even when the test failed.
"""

from __future__ import annotations

import ast
import ctypes
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import pytest

HUB_DIR = Path(__file__).resolve().parents[1]
REPO_ROOT = HUB_DIR.parent
sys.path.insert(0, str(REPO_ROOT / "tests" / "browser"))  # the browser tests' helpers, reused
from conftest import VIEWPORT, browser  # noqa: E402,F401 (browser: the tests' Chromium fixture)
from test_chapters_browser import (  # noqa: E402
    FIND_PANEL,
    HANG,
    MIN_MAP_COLOURS,
    WITHIN,
    explain_failure,
    pixels,
    poll,
    run_all_cells,
)

HUB_BIN = HUB_DIR / ".venv-hub" / "bin" / "jupyterhub"
PROXY_BIN = HUB_DIR / "node_modules" / ".bin" / "configurable-http-proxy"
USERS_ENV = HUB_DIR / ".venv-users"
SETUP_HINT = "run `bash hub/setup.sh` (or `make test-hub`) first"

STUDENTS = ("student1", "student2")
REPO_NAME = "mobgames"  # nbgitpuller clones into a folder named after the URL's last part
CHAPTER = "notebooks/bloodfeud/08_play_a_full_game.ipynb"
NOTEBOOK = f"{REPO_NAME}/{CHAPTER}"  # where the chapter lands in each student's home
SHOTS = REPO_ROOT / "test-artifacts" / "hub"

# Every wait ends when its event comes; this one bound only catches a hang (a busy machine is slow,
# never wrong): the browser tests' HANG, MOBGAMES_TEST_HANG seconds.
HUB_START_TIMEOUT = LOGIN_TIMEOUT = OPEN_TIMEOUT = CLICK_TIMEOUT = DRAW_TIMEOUT = HANG
STOP_TIMEOUT = 30

# What each student's kernel says about itself and its game, as one Python literal.
KERNEL_FACTS = ("{'user': __import__('os').environ.get('JUPYTERHUB_USER'), "
                "'pid': __import__('os').getpid(), 'cwd': __import__('os').getcwd(), "
                "'phase': table.turns.phase}")
ASK_KERNEL = f"""async ([path, expression, ms]) => {{
    const within = {WITHIN}, panel = ({FIND_PANEL})(path);
    const future = panel.sessionContext.session.kernel.requestExecute(
        {{code: '', silent: true, store_history: false, user_expressions: {{facts: expression}}}});
    const reply = await within(future.done, ms, 'kernel query');
    const facts = reply.content.user_expressions.facts;
    return facts.status === 'ok' ? facts.data['text/plain'] : `${{facts.ename}}: ${{facts.evalue}}`;
}}"""


@dataclass
class Hub:
    url: str
    state: Path
    log: Path
    repo_url: str  # the bare copy nbgitpuller clones from

    def link(self, notebook: str, app: str = "lab/tree") -> str:
        """The README's link form: pull the repository into the user's home, open a chapter (in
        JupyterLab, or with app="voila/render" in classroom mode, the students' link)."""
        query = urllib.parse.urlencode({"repo": self.repo_url, "urlpath": f"{app}/{notebook}"})
        return f"{self.url}/hub/user-redirect/git-pull?{query}"

    def log_tail(self, lines: int = 30) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no hub log)"


class LinkOpener:
    """Stands in for the lab server of tests/browser: its one "lab URL" is the nbgitpuller link."""

    def __init__(self, hub: Hub):
        self.hub = hub

    def lab_url(self, notebook: str) -> str:
        return self.hub.link(notebook)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def write_lab_settings(folder: Path) -> None:
    """jupyter/overrides.json as JupyterLab user settings: every cell rendered (no virtual
    scrolling), so the table's canvas is on the page at once; no news pop-up."""
    for plugin_id, values in json.loads((REPO_ROOT / "jupyter" / "overrides.json").read_text()).items():
        package, plugin = plugin_id.split(":")
        target = folder / package / f"{plugin}.jupyterlab-settings"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(values))


def _die_with_parent() -> None:
    """In the hub's child process: get SIGTERM if pytest dies, so the hub still cleans up."""
    ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # 1 = PR_SET_PDEATHSIG


def marked_processes(marker: str) -> list[int]:
    """Every process whose environment carries this run's marker (hub, proxy, servers, kernels,
    whether or not their parent is still alive)."""
    entry = f"MOBGAMES_HUB_RUN={marker}".encode()
    found = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit() or int(proc.name) == os.getpid():
            continue
        try:
            if entry in (proc / "environ").read_bytes().split(b"\0"):
                found.append(int(proc.name))
        except OSError:  # gone meanwhile, or not ours
            pass
    return found


def end_processes(pids: list[int], sig: int) -> None:
    for pid in pids:
        try:
            os.kill(pid, sig)
        except ProcessLookupError:
            pass


def stop_hub(proc: subprocess.Popen, marker: str) -> None:
    """SIGTERM makes the hub stop every student's server (which shuts its kernels down) and the
    proxy; then anything of this run still alive gets SIGTERM, and SIGKILL after 5 s."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=STOP_TIMEOUT)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)
    left = marked_processes(marker)
    if left:
        print(f"\nending processes the hub left behind: {left}")
        for sig in (signal.SIGTERM, signal.SIGKILL):
            end_processes(marked_processes(marker), sig)
            if poll(lambda: not marked_processes(marker), 5):
                break
        left = marked_processes(marker)
    assert not left, f"processes of the hub test still running: {left}"


def installed_commit() -> str | None:
    """The commit hub/.venv-users installed the project from (pip records it for a git URL)."""
    out = subprocess.run([str(USERS_ENV / "bin" / "python"), "-I", "-c",
                          "from importlib.metadata import distribution as d; "
                          "print(d('mobgames').read_text('direct_url.json') or '{}')"],
                         capture_output=True, text=True)
    if out.returncode:
        return None
    return json.loads(out.stdout).get("vcs_info", {}).get("commit_id")


def make_repository(target: Path) -> tuple[str, str]:
    """A bare copy of HEAD whose default branch is main, as a school's hub would pull from.
    Returns (file:// URL, commit)."""
    commit = subprocess.run(["git", "-C", str(REPO_ROOT), "rev-parse", "HEAD"], check=True,
                            capture_output=True, text=True).stdout.strip()
    git = ["git", "-C", str(target)]
    subprocess.run(["git", "init", "--quiet", "--bare", str(target)], check=True)
    subprocess.run(git + ["fetch", "--quiet", "--no-tags", str(REPO_ROOT), f"{commit}:refs/heads/main"],
                   check=True)
    subprocess.run(git + ["symbolic-ref", "HEAD", "refs/heads/main"], check=True)
    return f"file://{target}", commit


@pytest.fixture(scope="module")
def hub(tmp_path_factory: pytest.TempPathFactory):
    missing = [str(p.relative_to(REPO_ROOT)) for p in (HUB_BIN, PROXY_BIN, USERS_ENV / "bin" / "jupyterhub-singleuser")
               if not p.exists()]
    if missing:
        pytest.fail(f"missing {', '.join(missing)}: {SETUP_HINT}", pytrace=False)
    state = tmp_path_factory.mktemp("hub")
    repo_url, commit = make_repository(state / "repos" / REPO_NAME)
    if installed_commit() != commit:
        pytest.fail(f"hub/.venv-users holds mobgames from {installed_commit()}, not HEAD {commit}: {SETUP_HINT}",
                    pytrace=False)
    write_lab_settings(state / "lab-settings")
    marker = secrets.token_hex(8)
    port = free_port()
    env = dict(os.environ, MOBGAMES_HUB_STATE=str(state), MOBGAMES_HUB_USERS_ENV=str(USERS_ENV),
               MOBGAMES_HUB_PORT=str(port), MOBGAMES_HUB_API_PORT=str(free_port()),
               MOBGAMES_HUB_PROXY_API_PORT=str(free_port()), MOBGAMES_HUB_STUDENTS=",".join(STUDENTS),
               MOBGAMES_HUB_LAB_SETTINGS=str(state / "lab-settings"), MOBGAMES_HUB_RUN=marker,
               PYTHONUNBUFFERED="1")
    hub = Hub(url=f"http://127.0.0.1:{port}", state=state, log=state / "hub.log", repo_url=repo_url)
    started = time.monotonic()
    with open(hub.log, "wb") as log:
        proc = subprocess.Popen([str(HUB_BIN), "-f", str(HUB_DIR / "jupyterhub_config.py")], cwd=state,
                                env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                start_new_session=True, preexec_fn=_die_with_parent)
    try:
        def answers():  # /hub/api through the proxy: both are up
            if proc.poll() is not None:
                pytest.fail(f"JupyterHub exited with code {proc.returncode}.\nHub log ({hub.log}):\n"
                            f"{hub.log_tail()}", pytrace=False)
            try:
                with urllib.request.urlopen(f"{hub.url}/hub/api", timeout=2) as resp:
                    return resp.status == 200
            except (OSError, ValueError):
                return False

        if not poll(answers, HUB_START_TIMEOUT, interval=0.2):
            pytest.fail(f"JupyterHub did not answer within {HUB_START_TIMEOUT} s.\nHub log ({hub.log}):\n"
                        f"{hub.log_tail()}", pytrace=False)
        print(f"\nhub up in {time.monotonic() - started:.1f} s at {hub.url} (log: {hub.log})")
        yield hub
    finally:
        stop_hub(proc, marker)


@pytest.fixture
def laptops(browser):  # noqa: F811 (the pytest fixture imported above)
    """One browser context per student: their own cookies, as on two laptops."""
    contexts, pages = [], {}
    for student in STUDENTS:
        context = browser.new_context(viewport=VIEWPORT)
        context.set_default_timeout(HANG * 1000)
        page = context.new_page()
        page.console_errors = []  # explain_failure shows them
        page.on("console", lambda msg, page=page: msg.type == "error" and page.console_errors.append(msg.text))
        page.on("pageerror", lambda exc, page=page: page.console_errors.append(str(exc)))
        contexts.append(context)
        pages[student] = page
    try:
        yield pages
    finally:
        for context in contexts:
            context.close()


def log_in(page, hub: Hub, student: str) -> None:
    """The hub's own login form; DummyAuthenticator takes any password. The hub home page comes
    next (no server yet: the link will start it)."""
    page.goto(f"{hub.url}/hub/login?next={urllib.parse.quote('/hub/home')}", wait_until="domcontentloaded")
    page.fill("#username_input", student)
    page.fill("#password_input", "any password")
    page.click("#login_submit")
    page.wait_for_url(f"{hub.url}/hub/home", timeout=LOGIN_TIMEOUT * 1000)


def kernel_facts(page) -> dict:
    answer = page.evaluate(ASK_KERNEL, [NOTEBOOK, KERNEL_FACTS, CLICK_TIMEOUT * 1000])
    assert answer.startswith("{"), f"the kernel could not say {KERNEL_FACTS}: {answer}"
    return ast.literal_eval(answer)


@dataclass
class Seat:
    """One student's game table on their own page."""
    page: object

    @property
    def table(self):
        return self.page.locator(".mobgames-bf").first

    def status(self) -> str:
        return self.table.locator(".mobgames-bf-table").inner_text()

    def map_png(self) -> bytes:
        return self.table.locator("canvas").last.screenshot()

    def drawn_map(self) -> bytes | None:
        """The map once drawn and finished drawing (two screenshots in a row agree), else None."""
        last = {"png": b""}

        def settled():
            png = self.map_png()
            stable, last["png"] = png == last["png"], png
            return stable and len(set(pixels(png))) >= MIN_MAP_COLOURS and png

        return poll(settled, DRAW_TIMEOUT) or None

    def press(self, name: str) -> None:
        self.table.locator(".mobgames-bf-actions").get_by_role("button", name=name).click()

    def snapshot(self) -> tuple:
        """What the student sees (once the map is still) and what their kernel holds."""
        return self.status(), self.drawn_map(), kernel_facts(self.page)["phase"]


def test_two_students_each_play_their_own_game(hub, laptops, tmp_path):
    SHOTS.mkdir(parents=True, exist_ok=True)
    seats, facts = {}, {}
    for student, page in laptops.items():
        folder = tmp_path / student
        folder.mkdir()
        with explain_failure(page, folder, hub):
            log_in(page, hub, student)
            started = time.monotonic()
            # The link starts the student's server, pulls the repository into their home, opens
            # the chapter; run_all_cells then runs it and fails on any cell's error.
            run_all_cells(page, LinkOpener(hub), NOTEBOOK)
            print(f"{student}: link to every cell run in {time.monotonic() - started:.1f} s")
            assert page.url.startswith(f"{hub.url}/user/{student}/lab/"), page.url
            assert (hub.state / "homes" / student / NOTEBOOK).is_file(), f"no chapter in {student}'s home"
            seat = Seat(page)
            seat.table.wait_for(state="visible", timeout=DRAW_TIMEOUT * 1000)
            seat.table.scroll_into_view_if_needed()
            assert poll(lambda: "Battle phase" in seat.status(), DRAW_TIMEOUT), seat.status()
            assert seat.drawn_map(), (f"{student}'s game table map did not draw (under "
                                      f"{MIN_MAP_COLOURS} colours) or kept changing for {DRAW_TIMEOUT} s")
            facts[student] = kernel_facts(page)
            seats[student] = seat
            page.screenshot(path=str(SHOTS / f"{student}-opened.png"))

    # Each student's own kernel: their user, their own copy of the chapter, separate processes.
    for student in STUDENTS:
        assert facts[student]["user"] == student, facts
        home_copy = (hub.state / "homes" / student / NOTEBOOK).parent
        assert Path(facts[student]["cwd"]).resolve() == home_copy.resolve(), facts
    assert facts["student1"]["pid"] != facts["student2"]["pid"], facts

    one, two = seats["student1"], seats["student2"]
    with explain_failure(one.page, tmp_path / "student1", hub), explain_failure(two.page, tmp_path / "student2", hub):
        # Student 1 moves on to the Movement phase; student 2's game is untouched.
        two_before = two.snapshot()
        one.press("Next phase")
        assert poll(lambda: "Movement phase" in one.status(), CLICK_TIMEOUT), one.status()
        assert kernel_facts(one.page)["phase"] == "movement"
        one_after = one.snapshot()
        assert two.snapshot() == two_before, "student 1's move changed student 2's game"

        # Student 2 plays another move, on to Make Purchases; student 1's game stays where it was.
        two.press("Next phase")
        assert poll(lambda: "Movement phase" in two.status(), CLICK_TIMEOUT), two.status()
        two.press("Factor income")
        assert poll(lambda: "Make Purchases" in two.status(), CLICK_TIMEOUT), two.status()
        assert kernel_facts(two.page)["phase"] == "purchases"
        assert one.snapshot() == one_after, "student 2's moves changed student 1's game"
        for student, seat in seats.items():
            seat.page.screenshot(path=str(SHOTS / f"{student}-after-moves.png"))
    print(f"screenshots: {SHOTS}")


STUDENT_CHAPTER = f"{REPO_NAME}/notebooks/bloodfeud/03_battle.ipynb"
SEEN = """() => ({
  code: document.querySelectorAll('.jp-CodeCell .jp-InputArea-editor, .cm-editor').length,
  notes: document.querySelectorAll('.mobgames-notes').length,
  keys: document.querySelectorAll('.mobgames-exercise-key').length,
  answers: [...document.querySelectorAll('button')].filter(b => /answers \\(teacher\\)/.test(b.textContent)).length,
  folds: document.querySelectorAll('.mobgames-extension-toggle').length,
})"""


def test_a_students_link_opens_the_chapter_in_classroom_mode_with_no_code_and_no_answers(hub, browser, tmp_path):  # noqa: F811
    """The students' link (README) opens a chapter through Voila with the classroom template the
    package installs; the hub gives students MOBGAMES_VIEW=student: no code, no answer keys, no
    teacher notes, the extensions folded."""
    context = browser.new_context(viewport=VIEWPORT)
    context.set_default_timeout(HANG * 1000)
    page = context.new_page()
    page.console_errors = []
    try:
        with explain_failure(page, tmp_path, hub):
            log_in(page, hub, STUDENTS[0])
            page.goto(hub.link(STUDENT_CHAPTER, app="voila/render"), timeout=OPEN_TIMEOUT * 1000)
            page.locator(".mobgames-exercise-set").first.wait_for(state="attached", timeout=OPEN_TIMEOUT * 1000)
            assert f"/user/{STUDENTS[0]}/voila/render/" in page.url, page.url
            assert poll(lambda: page.evaluate(SEEN)["folds"] >= 5, CLICK_TIMEOUT), page.evaluate(SEEN)
            seen = page.evaluate(SEEN)
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / "student-view.png"))
            assert seen["code"] == 0 and seen["notes"] == 0 and seen["keys"] == 0 and seen["answers"] == 0, seen
            size = page.evaluate("() => parseFloat(getComputedStyle(document.querySelector('.jp-RenderedHTMLCommon p')).fontSize)")
            assert size >= 19, f"the classroom template is not in use: text is {size}px"
    finally:
        context.close()
