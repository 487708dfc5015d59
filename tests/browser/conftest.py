"""Fixtures for the real-browser test: a private JupyterLab server and a headless Chromium.

The server runs in its own process group with its own settings, runtime and workspace folders, so a
test run neither reads the user's JupyterLab set-up nor leaves servers or kernels behind.
"""

from __future__ import annotations

import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # tests/browser is not a package
from chromium import find_chromium, not_found_message  # noqa: E402
from labkit import HANG, ChapterPages  # noqa: E402

REPO_ROOT = Path(__file__).resolve().parents[2]
SERVER_START_TIMEOUT = HANG  # it normally answers within 2-3 s
# What changes the engines' printed output; the stored outputs the tests compare are made without them.
OUTPUT_ENV = ("MOBGAMES_SEED", "MOBGAMES_NARRATION")
VIEWPORT = {"width": 1600, "height": 1300}  # the whole board widget must fit, to click and crop it
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
    "--disable-component-update", "--no-first-run", "--disable-sync",
]


@dataclass
class LabServer:
    url: str  # base URL without trailing slash
    token: str
    root: Path
    log: Path

    def api(self, method: str, path: str, timeout: float = 60):
        req = urllib.request.Request(
            f"{self.url}{path}", method=method, headers={"Authorization": f"token {self.token}"},
            data=b"" if method in ("POST", "PATCH") else None)
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            body = resp.read()
        return json.loads(body) if body else None

    def lab_url(self, path: str) -> str:
        """URL opening `path` (relative to the server root) in a fresh JupyterLab workspace of its
        own: pages of one browser context share its storage, and two JupyterLab tabs on the same
        workspace make the newer one move itself to another (a reload mid-test)."""
        return f"{self.url}/lab/workspaces/t{secrets.token_hex(6)}/tree/{path}?reset&token={self.token}"

    def log_tail(self, lines: int = 30) -> str:
        try:
            text = self.log.read_text(errors="replace").splitlines()[-lines:]
        except OSError:
            return "(no server log)"
        return "\n".join(text)

    def delete_sessions(self, path: str | None = None, keep=()) -> None:
        """Delete every session (or the one of notebook ``path``; none of the notebooks in
        ``keep``), which shuts its kernel down (kernels run in their own process groups, so killing
        the server's group alone would not stop them)."""
        for session in self.api("GET", "/api/sessions"):
            where = session.get("path")
            if (path is not None and where != path) or where in keep:
                continue
            try:
                self.api("DELETE", f"/api/sessions/{session['id']}")
            except urllib.error.HTTPError as exc:
                if exc.code != 404:  # already gone is fine
                    raise


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until_up(proc: subprocess.Popen, up, timeout: float, name: str, log_tail) -> None:
    """Wait until ``up()`` is true; fail the test with the server's log if it exits or is late."""
    deadline = time.monotonic() + timeout
    while not up():
        if proc.poll() is not None:
            pytest.fail(f"{name} exited with code {proc.returncode} before answering.\n{log_tail()}")
        if time.monotonic() > deadline:
            pytest.fail(f"{name} did not answer within {timeout} s.\n{log_tail()}")
        time.sleep(0.2)


VOILA_START_TIMEOUT = HANG   # the port answers once Voila is up (before any notebook runs)


def stop_group(proc: subprocess.Popen) -> None:
    """Stop a server started in its own process group, and everything it started."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(proc.pid, sig)
            proc.wait(timeout=5)
            return
        except ProcessLookupError:
            return
        except subprocess.TimeoutExpired:
            pass


@dataclass
class VoilaServer:
    """One Voila server for the whole run, serving the repository's folder in classroom mode as
    ``make classroom`` does (the classroom template, MOBGAMES_SEED=2026): ``url(notebook)`` is the
    address that runs and shows one notebook (a path from the repository's root)."""
    base: str
    log: Path

    def url(self, notebook: str | Path) -> str:
        path = Path(notebook)
        path = path.relative_to(REPO_ROOT) if path.is_absolute() else path
        return f"{self.base}voila/render/{path.as_posix()}"


# Voila waits this long for a cell's last output after the cell ran (nbclient's default, 4 s, loses
# the output of a cell that makes many widgets on a busy machine: the page then never shows them).
IOPUB_TIMEOUT = 120


@contextmanager
def _voila_server(tmp_path_factory, name: str, **env_extra):
    """A Voila server on a free port of 127.0.0.1, stopped at the end; fails the test with Voila's
    log when it exits or does not answer."""
    home = tmp_path_factory.mktemp(name)
    port = _free_port()
    env = dict(os.environ, JUPYTER_PATH=str(REPO_ROOT / "jupyter"), MOBGAMES_SEED="2026",
               JUPYTER_RUNTIME_DIR=str(home / "runtime"), PYTHONUNBUFFERED="1", **env_extra)
    log = home / "voila.log"
    cmd = [sys.executable, "-m", "voila", str(REPO_ROOT), "--no-browser", f"--port={port}", "--template=classroom",
           "--theme=light", "--Voila.ip=127.0.0.1", f"--VoilaExecutor.iopub_timeout={IOPUB_TIMEOUT}",
           r"--VoilaConfiguration.file_allowlist=.*\.(png|jpg|gif|svg|mp3)"]
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, cwd=REPO_ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True)
    try:
        def up() -> bool:   # asking for a page would run a notebook: the open port is enough
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                return True
            except OSError:
                return False

        wait_until_up(proc, up, VOILA_START_TIMEOUT, "Voila", lambda: log.read_text(errors="replace")[-2000:])
        yield VoilaServer(f"http://127.0.0.1:{port}/", log)
    finally:
        stop_group(proc)


@pytest.fixture(scope="session")
def voila(tmp_path_factory):
    """The session's Voila server, as a plain Voila (the teacher's view: MOBGAMES_VIEW unset)."""
    with _voila_server(tmp_path_factory, "voila") as server:
        yield server


@pytest.fixture(scope="session")
def voila_student(tmp_path_factory):
    """A Voila server giving the student's view, as `make classroom` does (MOBGAMES_VIEW=student)."""
    with _voila_server(tmp_path_factory, "voila-student", MOBGAMES_VIEW="student") as server:
        yield server


PROJECTOR = {"width": 1280, "height": 720}
VOILA_PAGE_TIMEOUT = HANG   # Voila runs the whole notebook before the first page is served
SCRATCH = REPO_ROOT / "test-artifacts" / "scratch"   # git-ignored; under the folder the servers serve


def scratch_notebook(code: str, name: str | None = None) -> Path:
    """A one-cell notebook of ``code`` in test-artifacts/scratch/ (a fresh name each time)."""
    import nbformat

    SCRATCH.mkdir(parents=True, exist_ok=True)
    path = SCRATCH / f"{name or 'scratch'}-{os.getpid()}-{secrets.token_hex(4)}.ipynb"
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(code)]
    nbformat.write(nb, path)
    return path


@contextmanager
def classroom_page(browser, voila: VoilaServer, code: str, viewport: dict | None = None):
    """``with classroom_page(browser, voila, code) as page``: a one-cell notebook of ``code``,
    served in classroom mode by the session's Voila server and opened at projector size; the
    browser context is closed and the notebook removed after."""
    notebook = scratch_notebook(code)
    context = browser.new_context(viewport=viewport or PROJECTOR)
    context.set_default_timeout(HANG * 1000)
    try:
        page = context.new_page()
        page.goto(voila.url(notebook), timeout=VOILA_PAGE_TIMEOUT * 1000)
        yield page
    finally:
        context.close()
        notebook.unlink(missing_ok=True)


def _write_user_settings(settings_dir: Path) -> None:
    """Apply jupyter/overrides.json as user settings, so the test does not depend on `make` having
    installed it: without windowingMode "none", JupyterLab virtualises cells and playwright sees
    output canvases as never visible. Autosave is off: the run must never write outputs into the
    repository's notebooks, which are stored without them."""
    overrides = json.loads((REPO_ROOT / "jupyter" / "overrides.json").read_text())
    overrides["@jupyterlab/docmanager-extension:plugin"] = {"autosave": False}
    for plugin_id, values in overrides.items():
        package, plugin = plugin_id.split(":")
        target = settings_dir / package / f"{plugin}.jupyterlab-settings"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(values))


def _stop(proc: subprocess.Popen, server: LabServer) -> None:
    """Shut kernels and the server down gracefully, then make sure the whole group is gone."""
    if proc.poll() is None:
        for action in (server.delete_sessions, lambda: server.api("POST", "/api/shutdown")):
            try:
                action()
            except (OSError, ValueError):  # server already unhealthy: fall through to the kill
                pass
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            pass
    # SIGTERM to the group, then SIGKILL for whatever is left in it (a no-op when it is empty).
    for sig, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, 5)):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            pass


@pytest.fixture(scope="session")
def lab_root() -> Path:
    """Folder the server serves; lab URLs are relative to it."""
    return REPO_ROOT


@pytest.fixture(scope="session")
def lab_server(lab_root: Path, tmp_path_factory: pytest.TempPathFactory):
    home = tmp_path_factory.mktemp("jupyter")
    (home / "data").mkdir()
    _write_user_settings(home / "user-settings")
    # Every kernel writes its threads' stacks to the server log on SIGUSR1 (labkit.kernel_stacks: a
    # cell that never finishes says where it is stuck).
    startup = home / "ipython" / "profile_default" / "startup"
    startup.mkdir(parents=True)
    (startup / "00-stacks-on-signal.py").write_text(
        "import faulthandler, signal, sys\nfaulthandler.register(signal.SIGUSR1, file=sys.__stderr__, all_threads=True)\n")
    env = dict(
        {k: v for k, v in os.environ.items() if k not in OUTPUT_ENV},
        IPYTHONDIR=str(home / "ipython"),
        JUPYTERLAB_SETTINGS_DIR=str(home / "user-settings"),
        JUPYTERLAB_WORKSPACES_DIR=str(home / "workspaces"),
        JUPYTER_RUNTIME_DIR=str(home / "runtime"),
        PYTHONUNBUFFERED="1",
    )
    port, token = _free_port(), secrets.token_hex(16)
    server = LabServer(url=f"http://127.0.0.1:{port}", token=token, root=lab_root,
                       log=home / "server.log")
    cmd = [
        sys.executable, "-m", "jupyterlab", "--no-browser", "--ip", "127.0.0.1", f"--port={port}",
        "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={lab_root}", "--LabApp.expose_app_in_browser=True",
        # Keep what the server writes out of the repository and ~/.local: the notebook-signing
        # key, and the checkpoint JupyterLab makes of every notebook it opens.
        f"--NotebookNotary.data_dir={home / 'data'}",
        f"--FileCheckpoints.checkpoint_dir={home / 'checkpoints'}",
        # Backstop if this process is killed before its teardown runs: idle kernels are culled,
        # then the idle server exits by itself.
        "--MappingKernelManager.cull_idle_timeout=600", "--MappingKernelManager.cull_interval=60",
        "--ServerApp.shutdown_no_activity_timeout=900",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")  # containers and CI often run as root; Jupyter refuses otherwise
    with open(server.log, "wb") as log:
        proc = subprocess.Popen(cmd, cwd=lab_root, env=env, stdout=log, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True)
    try:
        def up() -> bool:
            try:
                server.api("GET", "/api/status", timeout=2)
                return True
            except (OSError, ValueError):
                return False

        wait_until_up(proc, up, SERVER_START_TIMEOUT, "JupyterLab", lambda: f"Server log ({server.log}):\n{server.log_tail()}")
        yield server
    finally:
        _stop(proc, server)


@pytest.fixture(scope="session")
def browser():
    path = find_chromium()
    if path is None:
        pytest.fail(not_found_message(), pytrace=False)  # never skip: a missing browser must be noticed
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=path, headless=True, args=CHROMIUM_ARGS,
                                    timeout=HANG * 1000)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture(scope="session")
def chapters(browser, lab_server: LabServer):
    """The run's notebooks opened in JupyterLab, one page each, run once and shared (``ChapterPages``)."""
    pages = ChapterPages(browser, lab_server, VIEWPORT)
    try:
        yield pages
    finally:
        print(f"\nbrowser tests: {pages.runs} notebook runs in JupyterLab")
        pages.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Keep each phase's report on the test, so a fixture can tell whether its test failed."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"report_{report.when}", report)


@pytest.fixture
def chapter(request, chapters: ChapterPages):
    """The page of the notebook named by the test's ``chapter`` mark, its cells all run:
    ``@pytest.mark.chapter("notebooks/bloodfeud/03_battle.ipynb")`` shares the one page every such
    test of that notebook uses; ``own=True`` gives the test a run of its own (for a test that
    changes what the others look at). The page is forgotten when the test fails on it."""
    mark = request.node.get_closest_marker("chapter")
    assert mark is not None, "a test using the chapter fixture needs @pytest.mark.chapter(notebook)"
    notebook, own = mark.args[0], mark.kwargs.get("own", False)
    page = chapters.open(notebook, own=own)
    yield page
    failed = any(getattr(getattr(request.node, f"report_{when}", None), "failed", False) for when in ("setup", "call"))
    if own or failed:
        chapters.forget(notebook)


@pytest.fixture
def page(browser, lab_server: LabServer, chapters: ChapterPages):
    """A fresh page of its own; sessions it opened are deleted afterwards so the next test gets a
    new kernel (the shared chapters' sessions stay)."""
    context = browser.new_context(viewport=VIEWPORT)
    context.set_default_timeout(HANG * 1000)
    page = context.new_page()
    page.console_errors = []  # shown in failure messages: widget front-end errors land here
    page.on("console", lambda msg: msg.type == "error" and page.console_errors.append(msg.text))
    page.on("pageerror", lambda exc: page.console_errors.append(str(exc)))
    try:
        yield page
    finally:
        context.close()
        try:
            lab_server.delete_sessions(keep=tuple(chapters.pages))
        except (OSError, ValueError):
            pass  # the session fixture's shutdown still stops every kernel
