"""Fixtures for the site test: lite/_output served on 127.0.0.1, and a headless Chromium that can
reach nothing else.

Every host but the loopback address goes through a proxy that does not exist (a free port nobody
listens on), so a request elsewhere fails at once instead of leaving the machine, and every request
a page or its workers make is recorded: the test fails on any request to another host.
"""

from __future__ import annotations

import json
import os

import pytest
from sitekit import (ARTIFACTS, CHROMIUM_ARGS, REPO, SAMPLE, SITE, TIMINGS, VIEWPORT, Recorder,
                     find_chromium, free_port, not_found_message, serve, stop)

@pytest.fixture(scope="session")
def site_url():
    if not (SITE / "lab" / "index.html").is_file():
        pytest.fail(f"no site in {SITE}: run `make site` (python3 lite/build.py) first", pytrace=False)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with open(ARTIFACTS / "http-server.log", "wb") as log:
        try:
            proc, url = serve(log)
        except RuntimeError as exc:
            pytest.fail(str(exc))
        try:
            yield url
        finally:
            stop(proc)


@pytest.fixture(scope="session")
def browser():
    path = find_chromium()
    if path is None:
        pytest.fail(not_found_message(), pytrace=False)
    from playwright.sync_api import sync_playwright

    dead_proxy = f"http://127.0.0.1:{free_port()}"   # nothing listens there
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=path, headless=True, timeout=30_000,
            args=[*CHROMIUM_ARGS, f"--proxy-server={dead_proxy}", "--proxy-bypass-list=127.0.0.1"])
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture
def context(browser, site_url):
    """A fresh browser profile (empty storage and cache) whose every request is checked."""
    ctx = browser.new_context(viewport=VIEWPORT)
    ctx.set_default_timeout(float(os.environ.get("MOBGAMES_TEST_HANG", "300")) * 1000)
    ctx.recorder = Recorder(ctx, site_url)
    try:
        yield ctx
    finally:
        ctx.close()
    foreign = ctx.recorder.foreign()
    assert not foreign, f"requests to other hosts than {site_url}:\n" + "\n".join(foreign[:20])
    # The browser's own guess at /favicon.ico is the one file the site does not have.
    missing = [u for u in ctx.recorder.not_found if not u.endswith("/favicon.ico")]
    assert not missing, "files missing from the site:\n" + "\n".join(missing[:20])


@pytest.fixture
def page(context):
    page = context.new_page()
    context.recorder.watch(page)
    return page


def pytest_terminal_summary(terminalreporter):
    if not TIMINGS:
        return
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "timings.json").write_text(json.dumps(TIMINGS, indent=1, sort_keys=True))
    terminalreporter.section("site timings (seconds)")
    for name, t in sorted(TIMINGS.items()):
        terminalreporter.write_line(f"{name:55} " + "  ".join(f"{k} {v:.1f}" for k, v in t.items()))
    terminalreporter.write_line(f"(also in {ARTIFACTS / 'timings.json'})")


def chapters() -> list[str]:
    """The notebooks to open: all of them, or MOBGAMES_SITE_CHAPTERS=sample (a few, for CI), or a
    comma-separated list of paths under notebooks/."""
    every = sorted(p.relative_to(REPO / "notebooks").as_posix()
                   for p in (REPO / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    choice = os.environ.get("MOBGAMES_SITE_CHAPTERS", "all").strip()
    if choice in ("", "all"):
        return every
    if choice == "sample":
        return [c for c in every if c in SAMPLE]
    wanted = [c.strip() for c in choice.split(",") if c.strip()]
    unknown = [c for c in wanted if c not in every]
    if unknown:
        raise pytest.UsageError(f"MOBGAMES_SITE_CHAPTERS names no notebook: {unknown}")
    return wanted


def pytest_generate_tests(metafunc):
    if "chapter" in metafunc.fixturenames:
        names = chapters()
        metafunc.parametrize("chapter", names, ids=[n.removesuffix(".ipynb") for n in names])
