"""ClickableSVG: an SVG picture whose marked parts answer clicks, taps and the keyboard.

The picture is any SVG string. Its parts that carry one of ``attributes`` (say ``data-place`` on
a location's group) send ``(attribute, value)`` to Python when clicked; the parts named in
``targets`` are outlined (a dashed blue edge: seen without colour too), take the keyboard focus
(Tab) and act on Enter or Space, like buttons. With no browser (tests, nbval) it is just its
``value``; ``click(attribute, value)`` does what a click does.

It is an ``anywidget`` (as ``KeyboardGuard`` is), so JupyterLab, Voila and JupyterLite all load it.
"""

from __future__ import annotations

import anywidget
import traitlets

_ESM = r"""
function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "mobgames-clickable-svg";
  el.appendChild(box);
  const selector = () => model.get("attributes").map((a) => "[" + a + "]").join(",");
  const idOf = (g) => { for (const a of model.get("attributes")) if (g.hasAttribute(a)) return [a, g.getAttribute(a)]; return null; };

  function draw() {
    // A redraw replaces the picture: keep the keyboard on the same part.
    const focused = box.contains(document.activeElement) ? idOf(document.activeElement) : null;
    box.innerHTML = model.get("value");
    const targets = new Set(model.get("targets"));
    const first = model.get("attributes")[0];
    box.querySelectorAll("[" + first + "]").forEach((g) => {
      const id = g.getAttribute(first);
      if (!targets.has(id)) return;
      g.classList.add("mobgames-svg-target");
      g.setAttribute("tabindex", "0");
      g.setAttribute("role", "button");
      // The name holds every word a sighted player reads on the part, in reading order (a token's
      // letter and respect too: axe's label-content-name-mismatch), then what the smaller parts drawn
      // on it are (a mobster's token), from their own titles.
      const parts = Array.from(g.querySelectorAll("g")).filter((p) => p.querySelector(":scope > title"));
      const shown = Array.from(g.querySelectorAll("text")).map((t) => t.textContent.trim()).filter((t) => t);
      const told = parts.map((p) => p.querySelector(":scope > title").textContent.trim()).filter((t) => t);
      const title = g.querySelector(":scope > title");
      const name = shown.length ? shown.join(", ") : (title ? title.textContent : id);
      g.setAttribute("aria-label", name + (told.length ? " (" + told.join("; ") + ")" : "") + ": " + model.get("hint"));
      g.style.cursor = "pointer";
      const edge = g.querySelector("rect");
      if (edge) {
        edge.setAttribute("stroke", "#0072B2");
        edge.setAttribute("stroke-width", "4");
        edge.setAttribute("stroke-dasharray", "10 5");
      }
      if (focused && focused[0] === first && focused[1] === id) g.focus();
    });
    // A picture holding parts to press is a group of controls, not an image (axe: nested-interactive).
    const svg = box.querySelector("svg");
    if (svg && box.querySelector(".mobgames-svg-target")) svg.setAttribute("role", "group");
  }
  const send = (g) => { const id = idOf(g); if (id) model.send({ event: "click", attribute: id[0], value: id[1] }); };
  box.addEventListener("click", (e) => {
    const g = e.target.closest ? e.target.closest(selector()) : null;
    if (g && box.contains(g)) send(g);
  });
  box.addEventListener("keydown", (e) => {
    if (e.key !== "Enter" && e.key !== " ") return;
    const g = e.target.closest ? e.target.closest(".mobgames-svg-target") : null;
    if (g && box.contains(g)) { e.preventDefault(); send(g); }
  });
  model.on("change:value", draw);
  model.on("change:targets", draw);
  draw();
}
export default { render };
"""


class ClickableSVG(anywidget.AnyWidget):
    """``ClickableSVG(value=svg, attributes=["data-place"])``; ``on_click(fn)`` calls
    ``fn(attribute, value)`` for each click on a marked part; ``targets`` outlines parts (by
    the first attribute's value) and lets the keyboard reach them."""

    _esm = _ESM
    value = traitlets.Unicode("").tag(sync=True)
    attributes = traitlets.List(traitlets.Unicode(), default_value=["data-place"]).tag(sync=True)
    targets = traitlets.List(traitlets.Unicode()).tag(sync=True)
    hint = traitlets.Unicode("press Enter to choose it").tag(sync=True)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.listeners = []
        self.on_msg(self.from_browser)

    def on_click(self, callback) -> None:
        self.listeners.append(callback)

    def click(self, attribute: str, value: str) -> None:
        """What a click on the part with ``attribute="value"`` does."""
        for fn in self.listeners:
            fn(attribute, value)

    def from_browser(self, _widget, content, _buffers=None) -> None:
        """A message from the front end (``on_msg``): a click, checked before it acts."""
        # Only the one message the front end sends, with text values; anything else is dropped.
        if (isinstance(content, dict) and content.get("event") == "click"
                and content.get("attribute") in self.attributes and isinstance(content.get("value"), str)):
            self.click(content["attribute"], content["value"][:200])
