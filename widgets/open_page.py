"""OpenPage: a button that opens a whole HTML page (a printable pack) in a new browser tab, and a
link that saves it as a file. SaveText: a button that saves a text (a results CSV) as a file. No server and no terminal: the page travels with the widget, and the
browser makes a local address for it (a blob URL), so it works in JupyterLab, Voila and the site
alike, and offline. The browser's own Print (Ctrl+P) prints it.

It is an ``anywidget``; with no browser (tests, nbval) it holds the page and does nothing.
"""

from __future__ import annotations

import anywidget
import traitlets

_ESM = r"""
function render({ model, el }) {
  const open = document.createElement("button");
  open.type = "button";
  open.className = "jupyter-button widget-button mobgames-open-page";
  open.textContent = model.get("label");
  const save = document.createElement("a");
  save.className = "mobgames-save-page";
  save.textContent = "or save it as a file";
  // a link that looks like one (the classroom page's own styles leave anchors plain)
  save.style.cssText = "margin-left:10px;color:#0b4f8a;text-decoration:underline;cursor:pointer;align-self:center";
  let url = null;
  const address = () => {
    if (!url) url = URL.createObjectURL(new Blob([model.get("html")], { type: "text/html" }));
    return url;
  };
  open.addEventListener("click", () => { window.open(address(), "_blank"); });
  save.addEventListener("click", () => { save.href = address(); });
  save.href = "#";
  save.download = model.get("filename");
  model.on("change:html", () => { if (url) URL.revokeObjectURL(url); url = null; });
  el.append(open, save);
  return () => { if (url) URL.revokeObjectURL(url); };
}
export default { render };
"""


class OpenPage(anywidget.AnyWidget):
    """``OpenPage(html, label="Open the printable pack", filename="pack.html")``."""

    _esm = _ESM
    html = traitlets.Unicode("").tag(sync=True)
    label = traitlets.Unicode("Open the page").tag(sync=True)
    filename = traitlets.Unicode("page.html").tag(sync=True)

    def __init__(self, html: str, label: str = "Open the page", filename: str = "page.html", **kw):
        super().__init__(html=html, label=label, filename=filename, **kw)


_SAVE_ESM = r"""
function render({ model, el }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-button widget-button mobgames-save-text";
  button.textContent = model.get("label");
  button.addEventListener("click", () => {
    const url = URL.createObjectURL(new Blob([model.get("text")], { type: model.get("mime") }));
    const a = document.createElement("a");
    a.href = url;
    a.download = model.get("filename");
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  });
  model.on("change:label", () => { button.textContent = model.get("label"); });
  el.append(button);
}
export default { render };
"""


class SaveText(anywidget.AnyWidget):
    """``SaveText(text, label="Download my results", filename="results.csv")``: the browser saves
    ``text`` (kept up to date from Python) as a file on the device."""

    _esm = _SAVE_ESM
    text = traitlets.Unicode("").tag(sync=True)
    label = traitlets.Unicode("Download").tag(sync=True)
    filename = traitlets.Unicode("file.txt").tag(sync=True)
    mime = traitlets.Unicode("text/csv").tag(sync=True)

    def __init__(self, text: str, label: str = "Download", filename: str = "file.txt", **kw):
        super().__init__(text=text, label=label, filename=filename, **kw)
