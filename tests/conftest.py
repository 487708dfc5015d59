import copy
import os
import tempfile
from pathlib import Path

import pytest

from mobgames.bloodfeud.board import read_board_data
from mobgames.bloodfeud.setup import default_board


def pytest_configure(config):
    # The exercises keep each student's results in a folder (mobgames.teaching.results); the tests,
    # and the servers they start (which inherit this), keep theirs out of the working tree.
    os.environ.setdefault("MOBGAMES_RESULTS", tempfile.mkdtemp(prefix="mobgames-results-"))


@pytest.fixture(scope="session")
def board():
    return default_board()


@pytest.fixture(scope="session")
def _board_data():
    return read_board_data()


@pytest.fixture
def board_data(_board_data):
    """A fresh deep copy of the shipped board file, safe to break."""
    return copy.deepcopy(_board_data)


# -- tiers: markers and the order of the browser tests -----------------------------------------------
BROWSER = Path(__file__).resolve().parent / "browser"


def _chapter_key(item, first_seen: dict) -> tuple:
    """Where a browser test goes: each notebook's tests together (in the order the notebooks are
    first met), its read-only tests first, then those that change its page, then those that run it
    afresh; tests without a notebook after them all, in their own order."""
    mark = item.get_closest_marker("chapter")
    if mark is None:
        return (len(first_seen) + 1, 0)
    rank = 2 if mark.kwargs.get("own") else 1 if mark.kwargs.get("changes") else 0
    return (first_seen.setdefault(mark.args[0], len(first_seen)), rank)


# The browser tests that need no JupyterLab (Voila's classroom pages, the printables): a worker of
# their own, beside the one that runs the chapters in JupyterLab.
VOILA_MODULES = {"test_voila.py", "test_projector_browser.py", "test_chooser_browser.py",
                 "test_story_widgets_browser.py", "test_printables.py", "test_views_browser.py"}


def browser_group(nodeid: str) -> str | None:
    """The worker group of a test, from its id: "lab" (one JupyterLab server, one Chromium and one
    page per notebook), "voila" (one Voila server), or None for a unit test (any worker)."""
    path = nodeid.split("::")[0]
    if not path.startswith("tests/browser/"):
        return None
    return "voila" if path.rsplit("/", 1)[-1] in VOILA_MODULES else "lab"


def pytest_xdist_make_scheduler(config, log):
    """With ``-n`` (make test): xdist's scheduler by scopes, a browser group being one scope, so each
    group's tests run on one worker, in the order below, while the unit tests spread over both.
    (Our own grouping: xdist's ``xdist_group`` mark is lost under pytest 9.2, which no longer reads
    the node id xdist rewrites.)"""
    from xdist.scheduler import LoadScopeScheduling

    class BrowserGroups(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return browser_group(nodeid) or nodeid

    return BrowserGroups(config, log)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """Every test under tests/browser is marked ``browser``; the chapters' tests are ordered so
    that each notebook runs once (``ChapterPages``)."""
    browser = [item for item in items if BROWSER in Path(str(item.fspath)).parents]
    for item in browser:
        item.add_marker(pytest.mark.browser)
    if browser:
        first_seen: dict = {}
        for item in browser:                 # notebooks in the order their first test was collected
            _chapter_key(item, first_seen)
        ordered = sorted(browser, key=lambda item: _chapter_key(item, first_seen))   # (a stable sort)
        slots, chosen = iter(ordered), set(browser)
        items[:] = [next(slots) if item in chosen else item for item in items]
