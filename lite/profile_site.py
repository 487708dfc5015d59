"""Where a chapter's open goes on the site, in Chromium: issue 32's profile, before and after.

    .venv/bin/python lite/profile_site.py                   # the built site, lite/_output
    .venv/bin/python lite/profile_site.py --site DIR --runs 5 --chapter bloodfeud/03_battle.ipynb

Serves the site on 127.0.0.1, opens it once to warm the browser's cache, then opens an empty
notebook and the chapter (the teacher's view, every cell run) RUNS times each, and prints the
median moment of each step from the page being asked for: JupyterLab started, the notebook on
screen, the kernel's worker started, Pyodide's files fetched, the kernel ready, the first result.
Figures are printed, never judged: they depend on the machine. (`node lite/profile_start.mjs`
splits the kernel's own start further, in Node.)
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "tests"))
from sitekit import CHROMIUM_ARGS, EMPTY, MAKE_EMPTY, SITE, VIEWPORT, find_chromium, serve, stop  # noqa: E402

IDLE = """path => {
  const panel = Array.from(window.jupyterapp?.shell.widgets('main') || [])
    .find(w => w.context?.path === path);
  const kernel = panel?.sessionContext?.session?.kernel;
  return !!kernel && kernel.status === 'idle' && kernel.connectionStatus === 'connected';
}"""
RUN_ALL = """path => { setTimeout(() => window.jupyterapp.commands.execute('notebook:run-all-cells'), 0); }"""
PYODIDE_FILES = ("pyodide.asm.wasm", "python_stdlib.zip", ".whl")
STEPS = ["JupyterLab started", "notebook on screen", "kernel worker started", "Pyodide's files fetched",
         "kernel ready", "first result"]


def open_once(context, url: str, path: str, hang: float) -> dict[str, float]:
    page = context.new_page()
    marks: dict[str, float] = {}
    fetched: list[float] = []
    t0 = time.monotonic()
    page.on("worker", lambda w: marks.setdefault("kernel worker started", time.monotonic() - t0))
    page.on("requestfinished", lambda r: r.url.split("?")[0].endswith(PYODIDE_FILES)
               and fetched.append(time.monotonic() - t0))
    page.goto(f"{url}/lab/index.html?path={path}&teacher", wait_until="commit")
    page.wait_for_function("() => !!window.jupyterapp", timeout=hang)
    marks["JupyterLab started"] = time.monotonic() - t0
    page.wait_for_function("() => !!document.querySelector('.jp-Notebook .jp-Cell')", timeout=hang)
    marks["notebook on screen"] = time.monotonic() - t0
    page.wait_for_function(IDLE, arg=path, timeout=hang, polling=50)
    marks["kernel ready"] = time.monotonic() - t0
    page.evaluate(RUN_ALL, path)
    page.wait_for_function("() => !!document.querySelector('.jp-OutputArea-output')", timeout=hang,
                           polling=50)
    marks["first result"] = time.monotonic() - t0
    if fetched:
        marks["Pyodide's files fetched"] = max(fetched)
    page.close(run_before_unload=False)
    return marks


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=SITE, help="the built site (default lite/_output)")
    parser.add_argument("--chapter", default="bloodfeud/03_battle.ipynb")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    if not (args.site / "lab" / "index.html").is_file():
        print(f"no site in {args.site}: run `make site` first", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    proc, url = serve(subprocess.DEVNULL, args.site)
    hang = 300_000
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=find_chromium(), headless=True, args=CHROMIUM_ARGS)
            context = browser.new_context(viewport=VIEWPORT)
            warm = context.new_page()
            warm.goto(f"{url}/lab/index.html?path={args.chapter}&teacher")
            warm.wait_for_function(IDLE, arg=args.chapter, timeout=hang)
            warm.evaluate(MAKE_EMPTY)
            warm.close(run_before_unload=False)
            results = {}
            for name, path in (("empty notebook", EMPTY), (args.chapter, args.chapter)):
                runs = [open_once(context, url, path, hang) for _ in range(args.runs)]
                results[name] = {step: statistics.median(r[step] for r in runs if step in r)
                                 for step in STEPS if any(step in r for r in runs)}
            browser.close()
    finally:
        stop(proc)
    print(f"{args.site}: median of {args.runs} opens, seconds from the page being asked for")
    print(f"{'':28}" + "".join(f"{name[:24]:>26}" for name in results))
    for step in STEPS:
        print(f"{step:28}" + "".join(f"{r.get(step, float('nan')):26.2f}" for r in results.values()))
    empty, chapter = results.values()
    print(f"{'ratio (first result)':28}{chapter['first result'] / empty['first result']:52.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
