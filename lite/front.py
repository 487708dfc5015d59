"""The site's own pages and hooks, added to JupyterLite's output after `jupyter lite build`.

* index.html: a front page listing every chapter, with its presenter view and reset links, and a
  seed and narration for the whole class (it keeps JupyterLite's own config block, which the lab
  page reads from it);
* reset.html: forgets the edits this browser keeps, of one chapter or of the whole site;
* mobgames-lite.js: URL options (seed, narration, presenter, teacher) applied to the page
  configuration before JupyterLab reads it, the presenter view and the student's view (the
  default: no code, the chapter runs by itself; ?teacher for the teacher's);
* mobgames-student.css: the student's view's look (front/student.css);
* mobgames-presenter.css and mobgames-classroom.js: the presenter view's look, made from the Voila
  classroom template (jupyter/voila/templates/classroom/static/) so the two never drift apart.
"""

from __future__ import annotations

import html
import json
import re
import shutil
from pathlib import Path

FRONT = Path(__file__).resolve().parent / "front"
CLASSROOM = Path("jupyter/voila/templates/classroom/static")
SCOPE = "html.mobgames-presenter"
# JupyterLite writes the merged page configuration here; the hook lets mobgames-lite.js change it
# first (no race with the JupyterLab bundle, which this same function then loads).
CONFIG_WRITE = "CONFIG_SCRIPT.textContent = JSON.stringify(config, null, 2);"
CONFIG_HOOK = ("CONFIG_SCRIPT.textContent = JSON.stringify("
               "(window.mobgamesPatchConfig || ((c) => c))(config), null, 2);")
CONFIG_IMPORT = re.compile(r"(\n(\s*)await import\(\s*'\.\./config-utils\.js[^']*'\s*\);)")
CONFIG_BLOCK = re.compile(r'<script\s+id="jupyter-config-data".*?</script>', re.S)


class FrontError(Exception):
    pass


def _replace_once(path: Path, old, new, what: str) -> None:
    text = path.read_text(encoding="utf-8")
    if isinstance(old, str):
        count, text = text.count(old), text.replace(old, new)
    else:
        text, count = old.subn(new, text)
    if count != 1:
        raise FrontError(f"{path}: expected one {what}, found {count}; has JupyterLite changed? "
                         "(lite/front.py patches it)")
    path.write_text(text, encoding="utf-8")


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


def finish(output: Path, repo: Path, notebooks: list[Path]) -> None:
    shutil.copy2(FRONT / "mobgames-lite.js", output / "mobgames-lite.js")
    shutil.copy2(FRONT / "student.css", output / "mobgames-student.css")
    shutil.copy2(repo / CLASSROOM / "classroom.js", output / "mobgames-classroom.js")
    css = scope_css((repo / CLASSROOM / "classroom.css").read_text(encoding="utf-8"))
    _write_once(output / "mobgames-presenter.css",
                (FRONT / "presenter.css").read_text(encoding="utf-8"), "/* CLASSROOM */", css)

    _replace_once(output / "config-utils.js", CONFIG_WRITE, CONFIG_HOOK, "config write")
    _replace_once(output / "lab" / "index.html", CONFIG_IMPORT,
                  r"\n\2await import('../mobgames-lite.js');\1", "config-utils import")

    # The front page keeps JupyterLite's config block: the lab page reads it from ../index.html.
    config_block = CONFIG_BLOCK.search((output / "index.html").read_text(encoding="utf-8"))
    if not config_block:
        raise FrontError(f"{output / 'index.html'} has no jupyter-config-data block")
    page = (FRONT / "index.html").read_text(encoding="utf-8")
    page = page.replace("<!-- CONFIG -->", config_block.group(0))
    page = page.replace("<!-- CHAPTERS -->", chapter_list(notebooks, repo / "notebooks"))
    (output / "index.html").write_text(page, encoding="utf-8")
    shutil.copy2(FRONT / "reset.html", output / "reset.html")
