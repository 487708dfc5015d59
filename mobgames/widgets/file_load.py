"""FileLoad: a "Load" button that opens the browser's file chooser and hands the chosen text file
to Python. ipywidgets' FileUpload writes a count after its label ("Load (0)"), which reads as a
fault; this button says only what it does. It is an ``anywidget``, as ``KeyboardGuard`` is.

Python sees the file's name and text through ``on_file(callback)``: ``callback(name, text)``.
Nothing in the file is run: the callback decides what the text means (a table loads it as a save,
which is validated first). Files over ``MAX_BYTES`` or not UTF-8 text are refused in the browser
with a message to Python (``callback(name, None)``).
"""

from __future__ import annotations

import anywidget
import traitlets

MAX_BYTES = 5_000_000   # a save of a long game is well under 1 MB

_ESM = r"""
function render({ model, el }) {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = model.get("accept");
  input.style.display = "none";
  const button = document.createElement("button");
  button.className = "jupyter-widgets jupyter-button widget-button mobgames-file-load";
  button.type = "button";
  button.style.width = "auto";   // (ipywidgets gives its buttons a fixed width by default)
  button.title = model.get("tooltip");
  button.innerHTML = '<i class="fa fa-upload"></i> ';
  button.appendChild(document.createTextNode(model.get("description")));
  button.addEventListener("click", () => input.click());
  input.multiple = model.get("multiple");
  input.addEventListener("change", () => {
    const files = Array.from(input.files || []);
    input.value = "";   // the same file chosen again still sends a change
    for (const file of files) {
      if (file.size > model.get("max_bytes")) { model.send({ event: "file", name: file.name, text: null }); continue; }
      file.text().then(
        (text) => model.send({ event: "file", name: file.name, text }),
        () => model.send({ event: "file", name: file.name, text: null }));
    }
  });
  el.style.flex = "0 0 auto";   // as wide as the button, like the buttons beside it
  el.style.width = "auto";
  el.appendChild(button);
  el.appendChild(input);
}
export default { render };
"""


class FileLoad(anywidget.AnyWidget):
    """``FileLoad(description="Load", accept=".json")``; ``on_file(fn)`` gets ``(name, text)``."""

    _esm = _ESM
    description = traitlets.Unicode("Load").tag(sync=True)
    tooltip = traitlets.Unicode("Choose a saved game on this computer").tag(sync=True)
    accept = traitlets.Unicode(".json").tag(sync=True)
    max_bytes = traitlets.Int(MAX_BYTES).tag(sync=True)
    multiple = traitlets.Bool(False).tag(sync=True)   # several files at once: one on_file call each

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.listeners = []
        self.on_msg(self.from_browser)

    def on_file(self, callback) -> None:
        self.listeners.append(callback)

    def choose(self, name: str, text: str | None) -> None:
        """What choosing a file does (for code and tests): ``text`` None for a refused file."""
        for fn in self.listeners:
            fn(name, text)

    def from_browser(self, _widget, content, _buffers=None) -> None:
        """A message from the front end (``on_msg``): a chosen file, checked before it acts."""
        if not (isinstance(content, dict) and content.get("event") == "file" and isinstance(content.get("name"), str)):
            return
        text = content.get("text")
        if text is not None and (not isinstance(text, str) or len(text) > MAX_BYTES):
            text = None
        self.choose(content["name"][:200], text)
