"""What the browser tests share in JupyterLab: running a notebook and waiting for a really ready
kernel, polling for events (never sleeping for them), reading canvases' pixels, and a failure
message with a screenshot, the browser's errors and the server's log.

Everything is polled (kernel state, cell execution, canvas pixels), never slept for: a cold start
and a warm one differ by seconds on a busy machine.
"""

from __future__ import annotations

import os
import struct
import time
import zlib
from contextlib import contextmanager
from pathlib import Path

MIN_MAP_COLOURS = 16  # a drawn map has fills, outlines and anti-aliased text; a blank canvas has 1
MIN_CHANGED_PIXELS = 20  # a highlight touches far more; a stray cursor blink would touch fewer

# One bound for every wait (a server starting, a notebook running, a widget drawing, a click
# answered). Each wait ends as soon as its event comes; only a hang reaches this, so a slow or busy
# machine never fails a test. MOBGAMES_TEST_HANG=<seconds> changes it.
HANG = float(os.environ.get("MOBGAMES_TEST_HANG", "300"))
KERNEL_TIMEOUT = RUN_TIMEOUT = DRAW_TIMEOUT = CLICK_TIMEOUT = HANG   # (the names say what is awaited)

# In-page helpers; `window.jupyterapp` exists because the server runs with expose_app_in_browser.
FIND_PANEL = """path => Array.from(window.jupyterapp?.shell?.widgets('main') ?? [])
                             .find(w => w.context?.path === path)"""

KERNEL_STATE = f"""path => {{
    const panel = ({FIND_PANEL})(path);
    const kernel = panel?.sessionContext?.session?.kernel;
    if (!panel || !panel.sessionContext.isReady || !kernel) return 'starting';
    return `${{kernel.status}}/${{kernel.connectionStatus}}`;
}}"""

# page.evaluate has no timeout of its own: an awaited promise that never settles (say, the notebook
# failed to load) would hang the test, so every await races a timer.
WITHIN = """(promise, ms, what) => Promise.race([promise, new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms))])"""



def kernel_info_js(find_panel: str) -> str:
    """In-page code that resolves once the notebook's kernel has answered kernel_info: before that,
    "idle" can be reported while the kernel is still initialising and Run All then silently runs
    nothing. ``find_panel``: in-page code finding the notebook's panel by its path."""
    return f"""async ([path, ms]) => {{
    const within = {WITHIN}, panel = ({find_panel})(path);
    await within(panel.sessionContext.ready, ms, 'kernel session');
    const info = await within(panel.sessionContext.session.kernel.info, ms, 'kernel_info');
    return info.implementation;
}}"""


KERNEL_INFO = kernel_info_js(FIND_PANEL)

# Starts Run All and returns at once: whether every cell ran is read from the cells themselves
# (CELL_STATE), never from the command's promise, which can stay pending after the cells are done.
RUN_ALL = f"""path => {{
    const panel = ({FIND_PANEL})(path);
    window.jupyterapp.shell.activateById(panel.id);
    window.jupyterapp.commands.execute('notebook:run-all-cells')
        .catch(e => {{ window.__runAllError = String(e); }});
}}"""

# Per code cell: has it run, and what errors did it output.
CELL_STATE = f"""path => {{
    const panel = ({FIND_PANEL})(path);
    const cells = panel.content.model.cells, result = [];
    for (let i = 0; i < cells.length; i++) {{
        const cell = cells.get(i);
        if (cell.type !== 'code' || !cell.sharedModel.getSource().trim()) continue;
        const errors = cell.outputs.toJSON()
            .filter(o => o.output_type === 'error')
            .map(o => `${{o.ename}}: ${{o.evalue}}`);
        result.push({{index: i, count: cell.executionCount, errors}});
    }}
    return {{kernel: panel.sessionContext.session?.kernel?.status, cells: result}};
}}"""


def decode_png(data: bytes) -> tuple[int, int, list[bytes], int]:
    """(width, height, rows, bytes per pixel) of an 8-bit RGB/RGBA non-interlaced PNG, which is
    what Chromium's screenshots are."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat = 8, []
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat.append(chunk)
        elif kind == b"IEND":
            break
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"unsupported PNG (depth {depth}, colour type {colour}, interlace {interlace})")
    bpp = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(b"".join(idat)), width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:  # Sub
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 0xFF
        elif kind == 2:  # Up
            line = bytearray((a + b) & 0xFF for a, b in zip(line, prev))
        elif kind == 3:  # Average
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 0xFF
        elif kind == 4:  # Paeth
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b, c = prev[i], prev[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        rows.append(bytes(line))
        prev = line
    return width, height, rows, bpp


def pixels(png: bytes) -> list[bytes]:
    _, _, rows, bpp = decode_png(png)
    return [row[i:i + bpp] for row in rows for i in range(0, len(row), bpp)]


def changed_pixels(before: bytes, after: bytes) -> int:
    a, b = pixels(before), pixels(after)
    if len(a) != len(b):  # the canvas was resized: everything changed
        return max(len(a), len(b))
    return sum(p != q for p, q in zip(a, b))


def poll(check, timeout: float, interval: float = 0.15):
    """Call check() until it returns something truthy; return it, or the last value at timeout."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(interval)


@contextmanager
def explain_failure(page, folder: Path, lab_server):
    """On any failure, save a full-page screenshot and add it, browser errors and the server log
    tail to the message."""
    try:
        yield
    except Exception as exc:
        shot = folder / "failure-full-page.png"
        try:
            page.screenshot(path=str(shot), full_page=True)
        except Exception as shot_exc:  # the page may be gone; keep the original error
            shot = f"(no screenshot: {shot_exc})"
        errors = "\n".join(page.console_errors[-10:]) or "(none)"
        details = (f"\n\nFull-page screenshot: {shot}\nBrowser console errors:\n{errors}\n"
                   f"Server log tail:\n{lab_server.log_tail(15)}")
        if isinstance(exc, AssertionError):
            exc.args = (f"{exc}{details}",)  # keep pytest's own traceback, just one message
            raise
        raise AssertionError(f"{type(exc).__name__}: {exc}{details}") from exc


def run_all_cells(page, lab_server, notebook: str) -> None:
    """Open a notebook in JupyterLab, wait for a really ready kernel, run every cell, and fail
    with the cells' own error messages if any cell raised."""
    page.goto(lab_server.lab_url(notebook), wait_until="domcontentloaded")

    # 1. A kernel that is really ready: session up, kernel_info answered, idle and connected.
    page.wait_for_function(f"path => ({FIND_PANEL})(path)?.sessionContext", arg=notebook,
                           timeout=KERNEL_TIMEOUT * 1000)
    page.evaluate(KERNEL_INFO, [notebook, KERNEL_TIMEOUT * 1000])
    page.wait_for_function(f"path => ({KERNEL_STATE})(path) === 'idle/connected'",
                           arg=notebook, timeout=KERNEL_TIMEOUT * 1000)

    # 2. Run all; wait for an idle kernel with every code cell run, or an error (Run All then
    # aborts the remaining cells, which keep no execution count).
    page.evaluate(RUN_ALL, notebook)

    def done(s):
        cells = s["cells"]
        return s["kernel"] == "idle" and (
            any(c["errors"] for c in cells) or all(c["count"] is not None for c in cells))

    state = poll(lambda: (s := page.evaluate(CELL_STATE, notebook)) and done(s) and s,
                 RUN_TIMEOUT, interval=0.25)
    state = state or page.evaluate(CELL_STATE, notebook)
    assert state["cells"], "the notebook has no code cells"
    errors = [f"cell {c['index']}: {e}" for c in state["cells"] for e in c["errors"]]
    assert not errors, "cells raised errors:\n" + "\n".join(errors)
    not_run = [c["index"] for c in state["cells"] if c["count"] is None]
    assert not not_run, (f"cells still not run after {RUN_TIMEOUT} s: {not_run} (kernel {state['kernel']}; "
                         f"Run All said: {page.evaluate('window.__runAllError || null')})"
                         + kernel_stacks(lab_server))
    expand_all_headings(page, notebook)


# A chapter's extension sections are folded (their headings collapsed, issue 29); the tests look at
# every section, so they open them all once the chapter has run.
EXPAND = f"""async path => {{
    const app = window.jupyterapp, panel = ({FIND_PANEL})(path);
    app.shell.activateById(panel.id);
    await app.commands.execute('notebook:expand-all-headings');
    return Array.from(panel.content.node.querySelectorAll('.jp-Cell')).filter(c => c.classList.contains('lm-mod-hidden')).length;
}}"""


OPEN_FOLD = """selector => {
    const el = document.querySelector(selector), cell = el && el.closest('.jp-Cell[data-mg-fold]');
    if (!cell || !cell.hidden) return false;
    const toggle = document.querySelector(`.mobgames-extension-toggle[data-fold="${cell.dataset.mgFold}"]`);
    toggle.click();
    return true;
}"""


def open_fold(page, selector: str) -> bool:
    """In classroom mode, open the folded extension section that holds ``selector`` (as a teacher
    does with its button); True if one was opened."""
    page.locator(selector).first.wait_for(state="attached", timeout=HANG * 1000)
    return page.evaluate(OPEN_FOLD, selector)


def expand_all_headings(page, notebook: str) -> None:
    hidden = page.evaluate(EXPAND, notebook)
    assert hidden == 0, f"{hidden} cells of {notebook} stay folded after expanding every heading"


def kernel_stacks(lab_server) -> str:
    """What every kernel of the test server is doing now: each kernel (conftest.py registers it)
    writes the stacks of its threads to the server log on SIGUSR1. For a hang: a busy kernel that
    never answers says where it is stuck, and an idle one says the message was lost on the way."""
    import signal
    import subprocess

    runtime = str(lab_server.log.parent / "runtime")
    ps = subprocess.run(["ps", "-ww", "-eo", "pid=,args="], capture_output=True, text=True).stdout.splitlines()
    pids = [int(line.split(None, 1)[0]) for line in ps if "ipykernel" in line and runtime in line]
    for pid in pids:
        try:
            os.kill(pid, signal.SIGUSR1)
        except OSError:
            pass
    time.sleep(1)   # (the stacks are written by the kernels themselves: a moment to reach the log)
    return f"\nKernels' stacks ({len(pids)} kernels), from the server log:\n{lab_server.log_tail(80)}"


def first_widget(page, css: str):
    """The first widget with this CSS class, visible and scrolled into view."""
    widget = page.locator(css).first
    widget.wait_for(state="visible", timeout=DRAW_TIMEOUT * 1000)
    widget.scroll_into_view_if_needed()
    return widget


def keep_screenshot(page, path: Path) -> None:
    page.screenshot(path=str(path))
    print(f"\nscreenshot: {path}")


def widget_showing(page, widget_css: str, part_css: str, text: str):
    """On a notebook's page (its cells run), find the first widget of a class and wait until one
    part of it shows ``text``. Returns (widget, part)."""
    widget = first_widget(page, widget_css)
    part = widget.locator(part_css)
    assert poll(lambda: text in part.inner_text(), DRAW_TIMEOUT), part.inner_text()
    return widget, part




# -- the outputs the tests compare (cells marked NBVAL_CHECK_OUTPUT) ---------------------------------
# Every code cell's outputs as the notebook model holds them (nbformat's shape).
OUTPUTS = f"""path => {{
    const cells = ({FIND_PANEL})(path).content.model.cells, result = [];
    for (let i = 0; i < cells.length; i++) {{
        const cell = cells.get(i);
        if (cell.type === 'code') result.push({{source: cell.sharedModel.getSource(), outputs: cell.outputs.toJSON()}});
    }}
    return result;
}}"""
COMPARED = ("text/plain", "text/html")   # what a marked cell's result is compared on


def comparable(outputs: list) -> list:
    """Outputs as they are compared: streams joined (JupyterLab joins a stream's pieces, a saved
    notebook may keep them apart), results by their text and HTML, trailing spaces ignored."""
    def text(value) -> str:
        return "".join(value) if isinstance(value, list) else str(value)

    out: list = []
    for o in outputs:
        kind = o.get("output_type")
        if kind == "stream":
            if out and out[-1][:2] == ("stream", o.get("name")):
                out[-1] = ("stream", o.get("name"), out[-1][2] + text(o.get("text", "")))
            else:
                out.append(("stream", o.get("name"), text(o.get("text", ""))))
        elif kind in ("execute_result", "display_data"):
            data = o.get("data", {})
            out.append(("result", "", {k: text(data[k]).rstrip() for k in COMPARED if k in data}))
        elif kind == "error":
            out.append(("error", o.get("ename", ""), o.get("evalue", "")))
    return [(kind, name, body.rstrip() if isinstance(body, str) else body) for kind, name, body in out]


def output_differences(page, notebook: str, is_checked) -> list[str]:
    """The cells marked ``# NBVAL_CHECK_OUTPUT`` whose outputs in this run differ from the ones
    stored in the notebook (what nbval's --nbval-lax compared, here from the browser's own run, so
    each notebook runs once). ``is_checked(cell)`` says which cells are marked."""
    import difflib
    import json

    stored = [c for c in json.loads((Path(__file__).resolve().parents[2] / notebook).read_text())["cells"]
              if c["cell_type"] == "code"]
    ran = page.evaluate(OUTPUTS, notebook)
    assert len(ran) >= len(stored), f"the page shows {len(ran)} code cells, the file has {len(stored)}"
    problems = []
    for i, (cell, now) in enumerate(zip(stored, ran)):
        if not is_checked({**cell, "source": "".join(cell["source"])}):
            continue
        want, got = comparable(cell.get("outputs", [])), comparable(now["outputs"])
        if want != got:
            diff = difflib.unified_diff(json.dumps(want, indent=1).splitlines(), json.dumps(got, indent=1).splitlines(),
                                        "stored", "this run", lineterm="", n=2)
            problems.append(f"code cell {i + 1} ({cell['source'][0].strip() if cell['source'] else ''}...):\n"
                            + "\n".join(list(diff)[:40]))
    return problems


# -- one page per notebook, shared --------------------------------------------------------------------
class ChapterPages:
    """Notebooks opened in JupyterLab and run once, each page shared by every test that looks at
    it (``open(notebook)``), instead of a fresh kernel and a fresh run for each test. The tests are
    ordered so that each notebook's tests come together (tests/browser/conftest.py), so one page is
    kept open at a time. ``open(notebook, own=True)`` gives a test that changes what others look
    at its own fresh run, forgotten after it. A page a test failed on is forgotten too."""

    KEEP = 2   # pages kept open; more only cost memory and the pages' background polling

    def __init__(self, browser, lab_server, viewport: dict):
        self.browser, self.lab_server, self.viewport = browser, lab_server, viewport
        self.pages: dict[str, object] = {}      # notebook -> page, oldest first
        self.runs = 0                            # notebooks run so far (printed at the end)
        self.context = None    # one browser context for all: JupyterLab's files are fetched once, then cached

    def open(self, notebook: str, own: bool = False):
        if not own and notebook in self.pages:
            self.pages[notebook] = self.pages.pop(notebook)   # the newest now
            return self.pages[notebook]
        self.forget(notebook)   # one session per path in JupyterLab: a second page would share its kernel
        while len(self.pages) >= self.KEEP:
            self.forget(next(iter(self.pages)))
        if self.context is None:
            self.context = self.browser.new_context(viewport=self.viewport)
            self.context.set_default_timeout(HANG * 1000)
        page = self.context.new_page()
        page.console_errors = []  # shown in failure messages: widget front-end errors land here
        page.on("console", lambda msg: msg.type == "error" and page.console_errors.append(msg.text))
        page.on("pageerror", lambda exc: page.console_errors.append(str(exc)))
        page.chapter, page.own = notebook, own
        try:
            run_all_cells(page, self.lab_server, notebook)
        except Exception as exc:
            details = self.diagnose(page, notebook)
            page.close()
            self.lab_server.delete_sessions(path=notebook)
            raise AssertionError(f"{notebook} did not run: {type(exc).__name__}: {exc}{details}") from exc
        self.runs += 1
        self.pages[notebook] = page
        return page

    def diagnose(self, page, notebook: str) -> str:
        """What a failed run left: a full-page screenshot, the page's address, each cell's state,
        the browser's errors and the server's log."""
        folder = Path(__file__).resolve().parents[2] / "test-artifacts" / "chapter-failures"
        folder.mkdir(parents=True, exist_ok=True)
        shot = folder / (notebook.replace("/", "__") + ".png")
        lines = []
        for what, get in (("screenshot", lambda: page.screenshot(path=str(shot), full_page=True) and shot),
                          ("address", lambda: page.url),
                          ("cells", lambda: page.evaluate(CELL_STATE, notebook))):
            try:
                lines.append(f"{what}: {get()}")
            except Exception as exc:   # the page may be gone: say so and go on
                lines.append(f"{what}: (none: {exc})")
        errors = "\n".join(getattr(page, "console_errors", [])[-10:]) or "(none)"
        return ("\n" + "\n".join(lines) + f"\nBrowser console errors:\n{errors}\n"
                f"Server log tail:\n{self.lab_server.log_tail(25)}")

    def forget(self, notebook: str) -> None:
        """Close the notebook's page and shut its kernel down."""
        page = self.pages.pop(notebook, None)
        if page is not None:
            try:
                page.close()
            except Exception:   # a browser already gone: the kernel still has to go
                pass
            self.lab_server.delete_sessions(path=notebook)

    def close(self) -> None:
        for notebook in list(self.pages):
            self.forget(notebook)
        if self.context is not None:
            self.context.close()


# Money typeset as maths: any MathJax output on the page, and any two dollar signs MathJax could
# still pair (MathJax reads the text of one element at a time, joined across <br> only: two "$" in
# one such run, outside an element it skips). The second finds what the first would miss if
# MathJax had not typeset yet. (A chapter's markdown is checked in its source: test_notebook_sources.)
_MATHS_JS = """() => {
  const maths = [...document.querySelectorAll('mjx-container')].map(m => 'maths: ' + (m.closest('p, li, td, div')
      || m).innerText.replace(/\\s+/g, ' ').slice(0, 80));
  const skip = '.mathjax_ignore, svg, script, style, code, pre, textarea, select, button, title';
  const loose = new Set();
  for (const root of document.querySelectorAll('.jp-RenderedMarkdown, .jp-OutputArea-output')) {
    for (const el of [root, ...root.querySelectorAll('*')]) {
      if (el.closest(skip)) continue;
      let run = '';
      for (const n of [...el.childNodes, null]) {
        if (n && (n.nodeType === 3 || n.nodeType === 8 || ['BR', 'WBR'].includes(n.nodeName))) {
          run += n.nodeType === 3 ? n.nodeValue : ' ';
          continue;
        }
        if ((run.match(/\\$/g) || []).length > 1) loose.add('two dollars MathJax may pair: ' + run.replace(/\\s+/g, ' ').trim().slice(0, 80));
        run = '';
      }
    }
  }
  return maths.concat([...loose]);
}"""


def money_as_maths(page) -> list[str]:
    """Where the page shows (or could show) an amount of money as maths: empty when none."""
    return page.evaluate(_MATHS_JS)


# axe-core (Deque's accessibility rules), vendored and checked by its hash: no npm in make test.
AXE_JS = Path(__file__).parent / "vendor" / "axe-core" / "axe.min.js"
AXE_VERSION = "4.14.1"
AXE_SHA256 = "29348999450cdf2849a8e70b7912fc2da85a849da39c0d0d5394f51d4a9ed95c"
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
OURS = [".jp-OutputArea-output", ".jp-RenderedMarkdown"]   # what we draw and write, not JupyterLab's own UI


def axe_findings(page, include=OURS, keep: Path | None = None) -> list[str]:
    """The critical and serious WCAG 2.2 A/AA violations axe-core finds inside ``include`` (CSS
    selectors), one line each: the rule, how many elements, and the first of them. ``keep``: a
    JSON file for every violation found, the lesser ones too (for a look, and the closing note)."""
    import hashlib
    import json

    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        code = AXE_JS.read_bytes()
        assert hashlib.sha256(code).hexdigest() == AXE_SHA256, f"{AXE_JS} is not axe-core {AXE_VERSION} as vendored"
        page.add_script_tag(content=code.decode())
    found = page.evaluate("""async ([include, tags]) => {
        const present = include.filter(s => document.querySelector(s));
        if (!present.length) return [];
        const r = await axe.run({include: present.map(s => [s])}, {runOnly: {type: 'tag', values: tags}});
        return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help, count: v.nodes.length,
            first: v.nodes[0].target.join(' ') + ' :: ' + (v.nodes[0].failureSummary || '').slice(0, 200)}));
    }""", [list(include), AXE_TAGS])
    if keep is not None:
        keep.parent.mkdir(parents=True, exist_ok=True)
        keep.write_text(json.dumps(found, indent=1))
    return [f"{v['impact']}: {v['id']} ({v['help']}), {v['count']} element(s), first {v['first']}"
            for v in found if v["impact"] in ("critical", "serious")]


_CUT_JS = """() => {
  const cut = [];
  for (const pic of document.querySelectorAll('.jp-OutputArea-output svg, .jp-OutputArea-output canvas')) {
    if (pic.closest('svg') !== pic && pic.tagName.toLowerCase() === 'svg') continue;
    const r = pic.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    for (let box = pic.parentElement; box && !box.classList.contains('jp-OutputArea-output'); box = box.parentElement) {
      const cs = getComputedStyle(box);
      if (cs.display === 'contents' || (cs.overflowX === 'visible' && cs.overflowY === 'visible')) continue;
      const b = box.getBoundingClientRect();
      const lost = Math.max(b.top - r.top, r.bottom - b.bottom, b.left - r.left, r.right - b.right);
      if (lost > 1) {
        const label = pic.getAttribute('aria-label') || (pic.querySelector('title') || {}).textContent || pic.tagName;
        cut.push(`${String(label).slice(0, 50)}: ${Math.round(lost)} px hidden by ${box.className.toString().slice(0, 80)}`);
        break;
      }
    }
  }
  return cut;
}"""


def cut_pictures(page) -> list[str]:
    """Pictures (SVG, canvas) in the outputs that a box around them cuts (a scroll box or a hidden
    overflow smaller than the picture): empty when every picture is seen whole."""
    return page.evaluate(_CUT_JS)
