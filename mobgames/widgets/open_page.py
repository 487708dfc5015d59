"""A file made in Python that the browser opens or saves, with no server and no terminal: the
text travels with the widget and the browser makes a local address for it (a blob URL), so it
works in JupyterLab, Voila and the site alike, and offline.

- ``OpenPage(html, label, filename)``: a button that opens a whole HTML page (a printable pack) in
  a new tab, where the browser's own Print prints it, and a link that saves it as a file;
- ``SaveText(text, label, filename)``: a button that saves a text (a results CSV) as a file.

Both are one ``anywidget`` (``BrowserFile``); with no browser (tests, nbval) it holds the text and
does nothing.
"""

from __future__ import annotations

import anywidget
import traitlets

_ESM = r"""
function render({ model, el }) {
  let url = null;
  const address = () => {
    if (!url) url = URL.createObjectURL(new Blob([model.get("text")], { type: model.get("mime") }));
    return url;
  };
  model.on("change:text", () => { if (url) URL.revokeObjectURL(url); url = null; });
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-button widget-button mobgames-browser-file";
  button.textContent = model.get("label");
  model.on("change:label", () => { button.textContent = model.get("label"); });
  const save = document.createElement("a");
  save.textContent = "or save it as a file";
  // a link that looks like one (the classroom page's own styles leave anchors plain)
  save.style.cssText = "margin-left:10px;color:#0b4f8a;text-decoration:underline;cursor:pointer;align-self:center";
  save.addEventListener("click", () => { save.href = address(); save.download = model.get("filename"); });
  save.href = "#";
  if (model.get("opens")) {
    button.addEventListener("click", () => { window.open(address(), "_blank"); });
    el.append(button, save);
  } else {
    button.addEventListener("click", () => { save.href = address(); save.download = model.get("filename"); save.click(); });
    el.append(button);
  }
  return () => { if (url) URL.revokeObjectURL(url); };
}
export default { render };
"""


class BrowserFile(anywidget.AnyWidget):
    """A text the browser opens in a new tab (``opens``) or saves as ``filename``."""

    _esm = _ESM
    text = traitlets.Unicode("").tag(sync=True)
    label = traitlets.Unicode("Download").tag(sync=True)
    filename = traitlets.Unicode("file.txt").tag(sync=True)
    mime = traitlets.Unicode("text/plain").tag(sync=True)
    opens = traitlets.Bool(False).tag(sync=True)


def OpenPage(html: str, label: str = "Open the page", filename: str = "page.html") -> BrowserFile:  # noqa: N802
    """A button that opens ``html`` in a new tab, and a link that saves it."""
    return BrowserFile(text=html, label=label, filename=filename, mime="text/html", opens=True)


def SaveText(text: str, label: str = "Download", filename: str = "file.txt") -> BrowserFile:  # noqa: N802
    """A button that saves ``text`` (CSV) as ``filename``."""
    return BrowserFile(text=text, label=label, filename=filename, mime="text/csv")
