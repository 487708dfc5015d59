"""What the site test's fixtures (conftest.py) and tests share: paths, the request recorder, the
chapter sample. A module of its own name, so it never collides with tests/browser/conftest.py."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

LITE = Path(__file__).resolve().parents[1]
REPO = LITE.parent
SITE = LITE / "_output"
ARTIFACTS = REPO / "test-artifacts" / "site"
sys.path.insert(0, str(REPO / "tests" / "browser"))   # tests/browser is not a package
from chromium import find_chromium, not_found_message  # noqa: E402,F401

VIEWPORT = {"width": 1600, "height": 1300}   # the whole board widget fits, to click it
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
    "--disable-component-update", "--no-first-run", "--disable-sync",
]
# MOBGAMES_SITE_CHAPTERS=sample (CI): the front page, one chapter of each game, and the two with
# the clicks (Blood Feud 1: the board; Blood Feud 8: a game table).
SAMPLE = {"index.ipynb", "bloodfeud/01_getting_started.ipynb", "bloodfeud/08_play_a_full_game.ipynb",
          "familybusiness/04_play_a_game.ipynb", "mobties/07_play_a_game.ipynb"}
# Filled by the tests, printed at the end and written to test-artifacts/site/timings.json.
TIMINGS: dict[str, dict] = {}


# An empty notebook (one cell, print(1)), saved in the browser's own storage: the yardstick a
# chapter's open is measured against (the speed test, lite/profile_site.py). The site is not changed.
EMPTY = "speed-empty.ipynb"
MAKE_EMPTY = f"""async () => window.jupyterapp.serviceManager.contents.save({EMPTY!r}, {{
    type: 'notebook', format: 'json', content: {{
        cells: [{{cell_type: 'code', source: 'print(1)', metadata: {{}}, outputs: [], execution_count: null}}],
        metadata: {{kernelspec: {{name: 'python', display_name: 'Python (Pyodide)', language: 'python'}}}},
        nbformat: 4, nbformat_minor: 5}}}})"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(log, site: Path = SITE) -> tuple[subprocess.Popen, str]:
    """The site served on a free port of 127.0.0.1 (`python -m http.server`), once it answers."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "http.server", "--bind", "127.0.0.1", str(port),
                             "--directory", str(site)], stdout=log, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 20
    while True:
        try:
            urllib.request.urlopen(f"{url}/index.html", timeout=2).read()
            return proc, url
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                stop(proc)
                raise RuntimeError(f"python -m http.server did not answer on {url}") from None
            time.sleep(0.1)


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


class Recorder:
    """Every request of a browser context (its pages, their workers) and the browser's errors."""

    def __init__(self, context, site_url: str):
        self.own = urlsplit(site_url).netloc
        self.requests: list[str] = []
        self.failed: list[str] = []
        self.errors: list[str] = []
        self.not_found: list[str] = []
        context.on("request", lambda r: self.requests.append(r.url))
        context.on("requestfailed", lambda r: self.failed.append(f"{r.url} ({r.failure})"))
        context.on("response", lambda r: r.status >= 400 and self.not_found.append(f"{r.status} {r.url}"))

    def watch(self, page) -> None:
        page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))

    def foreign(self) -> list[str]:
        return [u for u in self.requests
                if urlsplit(u).scheme in ("http", "https", "ws", "wss") and urlsplit(u).netloc != self.own]


