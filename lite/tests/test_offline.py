"""The site opens and runs without the network after one visit (issue 32): lite/offline.py and the
service worker it writes, in Chromium; and the build's side of it, without a browser.

The network goes off the way a classroom's does: the site's server stops, and nothing answers on
its port. So this test serves the site itself (the other tests share one server for the session).
Playwright's context.set_offline is no substitute: a worker's requests have escaped it in some
Chromium releases, and a server that is gone is what the copy must survive.

    .venv/bin/python -m pytest lite/tests/test_offline.py     # after `make site`
"""

from __future__ import annotations

import re
import shutil
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from sitekit import ARTIFACTS, LITE, SITE, TIMINGS, VIEWPORT, Recorder, serve, stop
from test_site import (HANG, PLAYED, check_canvases, details, open_notebook, poll, shot,
                       wait_for_cells)

sys.path.insert(0, str(LITE))
import offline  # noqa: E402

CHAPTER = "bloodfeud/03_battle.ipynb"               # the student's view: it runs by itself
NEVER_OPENED = "mobties/02_respect_and_the_don.ipynb"
WORD = "Listen: attacker"
# What the browser keeps: the worker's state, and how many files each of its caches holds.
KEPT = """async ([site, audio]) => {
    const count = async (name) => (await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0;
    const registration = await navigator.serviceWorker.getRegistration();
    return {active: registration?.active?.state ?? null, site: await count(site), audio: await count(audio),
            caches: await caches.keys(), registrations: (await navigator.serviceWorker.getRegistrations()).length};
}"""


# ---- the build's side ------------------------------------------------------------------------------

def fake_output(root: Path) -> Path:
    """The files `jupyter lite build` leaves that matter here."""
    worker = '"use strict";self.addEventListener("fetch",()=>{});'
    for path, text in {"index.html": "<p>front</p>", "lab/index.html": "<p>lab</p>",
                       "service-worker.js": worker, "build/service-worker.js": worker,
                       "files/audio/0a1b.mp3": "ID3", "files/audio/index.json": "{}",
                       "api/contents/audio/all.json": '{"content": []}'}.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text)
    return root


def test_the_manifest_lists_every_file_but_the_recordings_and_the_worker(tmp_path):
    files = offline.manifest(fake_output(tmp_path))
    assert sorted(files) == ["api/contents/audio/all.json", "build/service-worker.js",
                             "files/audio/index.json", "index.html", "lab/index.html"]
    assert all(len(h) == offline.HASH_CHARS for h in files.values())


def test_the_build_id_follows_the_files(tmp_path):
    output = fake_output(tmp_path)
    first = offline.build_id(offline.manifest(output))
    assert offline.build_id(offline.manifest(output)) == first
    (output / "files" / "audio" / "0a1b.mp3").write_text("ID3 another")    # a recording: not in it
    assert offline.build_id(offline.manifest(output)) == first
    (output / "lab" / "index.html").write_text("<p>lab, changed</p>")
    assert offline.build_id(offline.manifest(output)) != first


def test_finish_writes_the_worker_with_the_manifest(tmp_path):
    output = fake_output(tmp_path)
    build = offline.finish(output)
    files = offline.manifest(output)   # with mobgames-offline.js, which finish adds
    worker = (output / "service-worker.js").read_text()
    assert build == offline.build_id(files) and f'const BUILD = "{build}";' in worker
    assert '"lab/index.html": "' + files["lab/index.html"] + '"' in worker
    assert worker.rstrip().endswith('importScripts("./build/service-worker.js");')
    assert (output / "mobgames-offline.js").is_file()


@pytest.mark.parametrize("change", ["missing", "different"])
def test_finish_stops_when_jupyterlite_changed_its_worker(tmp_path, change):
    output = fake_output(tmp_path)
    theirs = output / "build" / "service-worker.js"
    if change == "missing":
        theirs.unlink()
    else:
        theirs.write_text('"use strict";// a newer JupyterLite')
    with pytest.raises(offline.OfflineError, match="JupyterLite"):
        offline.finish(output)


def test_the_built_site_carries_its_manifest():
    if not (SITE / "service-worker.js").is_file():
        pytest.skip(f"no site in {SITE}: run `make site` first")
    files = offline.manifest(SITE)
    every = {p.relative_to(SITE).as_posix() for p in SITE.rglob("*") if p.is_file()}
    left = {p for p in every if p.startswith("files/audio/") and p.endswith(".mp3")} | {"service-worker.js"}
    assert set(files) == every - left
    assert f'const BUILD = "{offline.build_id(files)}";' in (SITE / "service-worker.js").read_text()


# ---- in Chromium -----------------------------------------------------------------------------------

class Server:
    """A site on its own port, until stop(); what it served is in its log."""

    def __init__(self, site: Path = SITE):
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        self.log_path = ARTIFACTS / "http-server-offline.log"
        self.log = open(self.log_path, "wb")
        self.proc, self.url = serve(self.log, site)

    def served(self) -> list[str]:
        """The paths it answered a GET for, in order."""
        return re.findall(r'"GET /([^ ?]*)\S* HTTP', self.log_path.read_text(errors="replace"))

    def stop(self):
        if self.proc.poll() is None:
            stop(self.proc)
        self.log.close()


@pytest.fixture
def server():
    if not (SITE / "service-worker.js").is_file():
        pytest.fail(f"no site in {SITE}: run `make site` (python3 lite/build.py) first", pytrace=False)
    server = Server()
    try:
        yield server
    finally:
        server.stop()


def run_chapter(page, url: str, path: str, timings: dict, name: str) -> None:
    """The student's view of a chapter: it runs by itself, to its first result, with no cell error."""
    opened = open_notebook(page, url, path)
    page.wait_for_function("document.documentElement.dataset.mobgamesPresenter === 'ran'",
                           timeout=HANG * 1000)
    cells = {}
    wait_for_cells(page, path, opened["started"], cells, run=False)
    timings[f"{name} first result"] = cells["first result"]
    assert page.locator(".jp-OutputArea-output").count() > 0, f"{path} shows no result"


def listen(page) -> None:
    word = page.get_by_role("button", name=WORD)
    word.wait_for(timeout=HANG * 1000)
    word.scroll_into_view_if_needed()
    before = word.evaluate(PLAYED)
    word.click()
    assert poll(lambda: word.evaluate(PLAYED) > before, HANG), "the recording did not play"
    note = word.evaluate("e => e.closest('.mobgames-listen').querySelector('[role=status]').textContent")
    assert note == "", f"no recording: {note!r}"


def test_after_one_visit_the_site_opens_and_runs_without_the_network(browser, server):
    files = offline.manifest(SITE)
    site_cache = f"mobgames-site-{offline.build_id(files)}"
    url, timings = server.url, {"copy MB": sum((SITE / p).stat().st_size for p in files) / 1e6}
    ctx = browser.new_context(viewport=VIEWPORT)
    ctx.set_default_timeout(HANG * 1000)
    recorder = Recorder(ctx, url)
    page = ctx.new_page()
    recorder.watch(page)
    # JupyterLite's lab would drop the worker of a page it finds controlled (offline, for good):
    # mobgames-offline.js keepRegistration must stop it.
    dropped = []
    page.on("console", lambda m: "unregistering existing service workers" in m.text and dropped.append(m.text))

    def kept() -> dict:
        return page.evaluate(KEPT, [site_cache, "mobgames-audio"])

    try:
        # One visit, with the network: a chapter, and one recording played.
        started = time.monotonic()
        run_chapter(page, url, CHAPTER, timings, "first visit")
        check_canvases(page)
        listen(page)
        state = poll(lambda: (s := kept())["active"] == "activated" and s["site"] == len(files) and s, HANG)
        assert state, f"the copy is not complete: {kept()} of {len(files)} files"
        timings["copy complete"] = time.monotonic() - started
        assert state["audio"] >= 1, state

        server.stop()   # the network goes off
        with pytest.raises(OSError):
            urllib.request.urlopen(f"{url}/index.html", timeout=5)
        requests_from, failed_from = len(recorder.requests), len(recorder.failed)

        # The chapter again: JupyterLab drops ?path= from the address once it opened the notebook,
        # so its link is what a reader opens again (page.reload() would give the file browser).
        run_chapter(page, url, CHAPTER, timings, "offline")
        check_canvases(page)
        listen(page)
        page.goto(f"{url}/index.html")
        line = page.locator("#offline")
        page.wait_for_function("document.getElementById('offline').dataset.offline === 'ready'")
        assert site_cache.removeprefix("mobgames-site-") in line.inner_text(), line.inner_text()
        line.scroll_into_view_if_needed()
        shot(page, "offline-front-page")
        assert page.locator(f'a.open[href="lab/index.html?path={NEVER_OPENED}"]').count() == 1
        run_chapter(page, url, NEVER_OPENED, timings, "never opened, offline")
        failed = [f for f in recorder.failed[failed_from:] if "/favicon.ico" not in f]
        assert not failed, "requests nothing answered:\n" + "\n".join(failed[:20])
        assert len(recorder.requests) > requests_from
        assert not dropped, dropped

        # The reset page forgets the copy.
        page.goto(f"{url}/reset.html")
        page.get_by_role("button", name="Forget the offline copy").click()
        page.wait_for_function("document.body.dataset.forget")
        shot(page, "offline-forgotten")
        assert page.evaluate("document.body.dataset.forget") == "done", page.locator("#forget-status").inner_text()
        state = kept()
        assert state["registrations"] == 0 and not state["caches"], state
    except Exception as exc:
        raise AssertionError(f"offline: {exc}{details(page, recorder)}") from exc
    finally:
        ctx.close()
        TIMINGS["offline: " + CHAPTER] = timings
    assert not recorder.foreign(), recorder.foreign()
    missing = [u for u in recorder.not_found if not u.endswith("/favicon.ico")]
    assert not missing, "files missing from the site:\n" + "\n".join(missing[:20])



def test_a_new_build_replaces_the_copy_downloading_only_what_changed(browser, tmp_path):
    """A copy of the site is visited (its front page only), then rebuilt with one chapter changed:
    the next visit with the network installs the new build's worker, which downloads that chapter
    and nothing else; then the site opens that chapter without the network."""
    if not (SITE / "service-worker.js").is_file():
        pytest.fail(f"no site in {SITE}: run `make site` (python3 lite/build.py) first", pytrace=False)
    site = tmp_path / "site"
    shutil.copytree(SITE, site, ignore=shutil.ignore_patterns("*.mp3"))
    server = Server(site)
    ctx = browser.new_context(viewport=VIEWPORT)
    ctx.set_default_timeout(HANG * 1000)
    recorder = Recorder(ctx, server.url)
    page = ctx.new_page()
    recorder.watch(page)
    timings = {}
    try:
        started = time.monotonic()
        page.goto(f"{server.url}/index.html")
        page.wait_for_function("document.getElementById('offline').dataset.offline === 'ready'")
        timings["front page only: copy complete"] = time.monotonic() - started
        old = page.evaluate("document.getElementById('offline').dataset.build")
        assert old == offline.build_id(offline.manifest(site))

        changed = site / "files" / "index.ipynb"
        changed.write_text(changed.read_text() + "\n")
        shutil.copy2(site / "build" / "service-worker.js", site / "service-worker.js")   # as jupyter lite build leaves it
        new = offline.finish(site)
        assert new != old
        before = len(server.served())
        started = time.monotonic()
        page.reload()   # a navigation: the browser checks the worker's script
        page.wait_for_function(f"document.getElementById('offline').dataset.build === {new!r}")
        timings["new build: copy complete"] = time.monotonic() - started
        downloaded = [p for p in server.served()[before:] if p not in ("service-worker.js", "build/service-worker.js")]
        assert downloaded == ["files/index.ipynb"], downloaded
        # (the old copy goes once the new worker has activated, just after it answers)
        assert poll(lambda: page.evaluate("caches.keys()") == [f"mobgames-site-{new}"], HANG), \
            page.evaluate("caches.keys()")

        server.stop()   # a visit to the front page alone was enough
        run_chapter(page, server.url, "index.ipynb", timings, "front page only, then offline")
    except Exception as exc:
        raise AssertionError(f"new build: {exc}{details(page, recorder)}") from exc
    finally:
        ctx.close()
        server.stop()
        TIMINGS["offline: a new build"] = timings
