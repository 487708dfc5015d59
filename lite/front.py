"""The site's own pages and its JupyterLab extension, added to JupyterLite's build.

Nothing JupyterLite writes is edited. The site is configured through JupyterLite's documented
settings (jupyter-lite.json, overrides.json, and `federated_extensions`, which installs the
extension), and its own pages are files of their own:

* the extension `mobgames-site` (lite/extension/): a prebuilt JupyterLab extension, assembled
  here into the stage before `jupyter lite build` (`extension()`), which reads the lab page's URL
  (seed, narration, presenter, teacher), hands the kernel its environment, and gives the student's,
  teacher's and presenter views; its static files are the views' looks (student.css, and
  presenter.css made from the Voila classroom template's classroom.css and classroom.js, so the
  two never drift apart);
* index.html: the front page, listing every chapter with its presenter view and reset links, and a
  seed and narration for the whole class. It takes the place of JupyterLite's own front page (a
  redirect to the lab) and carries that page's configuration block over, parsed, since the lab
  page reads it from there; a block with anything in it stops the build rather than be lost;
* reset.html: forgets the edits this browser keeps, of one chapter or of the whole site.
"""

from __future__ import annotations

import hashlib
import html
import json
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path

FRONT = Path(__file__).resolve().parent / "front"
CLASSROOM = Path("jupyter/voila/templates/classroom/static")
SCOPE = "html.mobgames-presenter"
EXTENSION = Path(__file__).resolve().parent / "extension"
EXTENSION_NAME = "mobgames-site"
CONFIG_ID = "jupyter-config-data"


class FrontError(Exception):
    pass


def _write_once(path: Path, text: str, marker: str, insert: str) -> None:
    if text.count(marker) != 1:
        raise FrontError(f"{marker} must appear once in the template for {path.name}")
    path.write_text(text.replace(marker, insert), encoding="utf-8")


def scope_css(css: str) -> str:
    """classroom.css for the lab page: every rule applies only in the presenter view, and Voila's
    cell container (#rendered_cells) becomes JupyterLab's notebook."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    out = []
    for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        scoped = []
        for sel in (s.strip() for s in selectors.split(",")):
            if sel == ":root":
                scoped.append(SCOPE)
            elif sel.startswith("body"):
                scoped.append(f"{SCOPE} {sel}")
            else:
                scoped.append(f"{SCOPE} {sel.replace('#rendered_cells', '.jp-Notebook')}")
        out.append(f"{', '.join(scoped)} {{{body.rstrip()}\n}}")
    return "\n".join(out) + "\n"


def title(notebook: Path) -> str:
    """A notebook's first heading."""
    for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("#"):
                    return line.lstrip("#").strip()
    return notebook.stem


GROUPS = {"": "The tutorial", "bloodfeud": "Blood Feud in New York",
          "mobties": "Mob Ties", "familybusiness": "Family Business"}


def chapter_list(notebooks: list[Path], root: Path) -> str:
    rows, group = [], None
    order = {name: i for i, name in enumerate(GROUPS)}
    for nb in sorted(notebooks, key=lambda p: (order.get(p.parent.name if p.parent != root else "", 9),
                                               str(p))):
        rel = nb.relative_to(root).as_posix()
        folder = rel.rsplit("/", 1)[0] if "/" in rel else ""
        if folder != group:
            if group is not None:
                rows.append("</ul>")
            rows.append(f"<h2>{html.escape(GROUPS.get(folder, folder))}</h2>\n<ul>")
            group = folder
        q = html.escape(rel, quote=True)
        rows.append(
            f'<li><a class="open" href="lab/index.html?path={q}">{html.escape(title(nb))}</a>'
            f' <span class="more">· <a class="present" href="lab/index.html?path={q}&amp;presenter">'
            f'presenter view</a> · <a class="teacher" href="lab/index.html?path={q}&amp;teacher">'
            f'teacher view</a> · <a class="reset" href="reset.html?path={q}">reset</a></span></li>')
    rows.append("</ul>")
    return "\n".join(rows)


class ConfigBlock(HTMLParser):
    """The `<script id="jupyter-config-data">` blocks of a page, with their attributes and text."""

    def __init__(self):
        super().__init__()
        self.blocks: list[dict] = []
        self._open = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "script" and attrs.get("id") == CONFIG_ID:
            self._open = {"attrs": attrs, "text": ""}
            self.blocks.append(self._open)

    def handle_data(self, data):
        if self._open is not None:
            self._open["text"] += data

    def handle_endtag(self, tag):
        if tag == "script":
            self._open = None


def config_block(page: Path) -> str:
    """The configuration block of JupyterLite's front page, for ours. JupyterLite 0.6 leaves it
    empty; should a later one put settings there, the build stops instead of dropping them."""
    parser = ConfigBlock()
    parser.feed(page.read_text(encoding="utf-8"))
    if len(parser.blocks) != 1:
        raise FrontError(f"{page} has {len(parser.blocks)} {CONFIG_ID} blocks, not one; has JupyterLite "
                         "changed its front page? (lite/front.py replaces it)")
    block = parser.blocks[0]
    try:
        config = json.loads(block["text"] or "{}")
    except json.JSONDecodeError as exc:
        raise FrontError(f"{page}: its {CONFIG_ID} block is not JSON ({exc})") from None
    if config:
        raise FrontError(f"{page}: JupyterLite now puts settings in its front page's {CONFIG_ID} "
                         f"block ({sorted(config)}); lite/front.py must carry them into the site's own")
    root = block["attrs"].get("data-jupyter-lite-root", ".")
    return (f'<script id="{CONFIG_ID}" type="application/json" '
            f'data-jupyter-lite-root="{html.escape(root, quote=True)}">{{}}</script>')


def extension(dest: Path, repo: Path, version: str) -> Path:
    """The site's JupyterLab extension as a prebuilt labextension folder under `dest`, for
    JupyterLite's `federated_extensions` setting. Its files are named by their content, as a
    built extension's are, so no browser keeps an old one."""
    folder = dest / EXTENSION_NAME
    shutil.rmtree(folder, ignore_errors=True)
    static = folder / "static"
    static.mkdir(parents=True)
    css = scope_css((repo / CLASSROOM / "classroom.css").read_text(encoding="utf-8"))
    _write_once(static / "presenter.css", (EXTENSION / "presenter.css").read_text(encoding="utf-8"),
                "/* CLASSROOM */", css)
    shutil.copy2(EXTENSION / "student.css", static / "student.css")
    shutil.copy2(repo / CLASSROOM / "classroom.js", static / "classroom.js")
    entry = (EXTENSION / "remoteEntry.js").read_bytes()
    load = f"static/remoteEntry.{hashlib.sha256(entry).hexdigest()[:20]}.js"
    (folder / load).write_bytes(entry)
    package = {"name": EXTENSION_NAME, "version": version, "private": True,
               "description": "The mobgames site's views and URL options (lite/extension/).",
               "license": "MIT",
               "jupyterlab": {"extension": True, "_build": {"load": load, "extension": "./extension"}}}
    (folder / "package.json").write_text(json.dumps(package, indent=2) + "\n", encoding="utf-8")
    return folder


def finish(output: Path, repo: Path, notebooks: list[Path]) -> None:
    """The site's front page and reset page, after `jupyter lite build`; fails if the extension
    did not make it into the site's configuration."""
    lite_json = json.loads((output / "jupyter-lite.json").read_text(encoding="utf-8"))
    names = [e.get("name") for e in lite_json["jupyter-config-data"].get("federated_extensions", [])]
    if EXTENSION_NAME not in names:
        raise FrontError(f"JupyterLite did not install the {EXTENSION_NAME} extension (it lists {names}); "
                         "see lite/front.py")
    page = (FRONT / "index.html").read_text(encoding="utf-8")
    page = page.replace("<!-- CONFIG -->", config_block(output / "index.html"))
    page = page.replace("<!-- CHAPTERS -->", chapter_list(notebooks, repo / "notebooks"))
    (output / "index.html").write_text(page, encoding="utf-8")
    shutil.copy2(FRONT / "reset.html", output / "reset.html")
