"""KeyboardGuard: a tiny front-end piece that makes a widget container usable from the keyboard.

ipycanvas's canvas view takes the focus (``tabindex=0``) and its keydown handler calls
``preventDefault`` and ``stopPropagation`` on every key, so Tab, Shift+Tab and Escape never leave a
map; and in JupyterLab, keys typed in a list under the map reach the notebook's command-mode
shortcuts (ArrowDown moves to the next cell, "b" inserts one). Put a ``KeyboardGuard`` among a
widget's children (every ``BoardView`` has one): it covers the whole widget output it is shown in,
so a table or explorer around a map is covered too (``KeyboardGuard.protect(box)`` guards a box
that has no map). In the browser it:

1. sets ``data-lm-suppress-shortcuts`` on that container and on every element inside it that
   takes the focus, so JupyterLab (Lumino) fires no shortcut for a key typed anywhere inside it;
2. listens to keydown in the capture phase, before the canvas sees it: Tab and Shift+Tab on a
   canvas are stopped there but not prevented, so the browser moves the focus on; Escape on a
   canvas blurs it (the next Tab goes on from there). Every other key (arrows, Enter, letters)
   still reaches the canvas, which sends it to Python (``canvas.on_key_down``);
3. makes text boxes and lists (``Dropdown``) marked with ``enter_only()`` (the class
   ``mobgames-on-enter``) act on Enter only: the ``change`` a browser sends when a text box loses
   the focus, or when an arrow key or a letter moves a closed list, is held back (so Tab away
   never acts, and arrowing through a list does not act at each step), and Enter always sends one,
   even for the same text again. A pick with the mouse from an open list still acts at once;
4. turns elements with the class ``mobgames-announce`` into polite live regions, so a screen
   reader reads what they say when it changes (say, the space the keyboard is on);
5. names every control that has no name of its own (a number box in a grid, a slider's handle)
   by its widget's description, else its tooltip;
6. after a click on a button, when the table redraws and the focus is lost (the button is gone),
   moves the focus to the first button of the choices (``choices()``), else to the message;
7. gives a board's canvas a role and a name, and its text description (what is selected, where
   the chosen pieces can go, what they can attack) as its description.

It is an ``anywidget`` (a pure-Python wheel with its own lab extension), so it works in
JupyterLab, Voila and JupyterLite alike; with no browser (tests, nbval) it does nothing.
"""

from __future__ import annotations

import anywidget
import ipywidgets as W
import traitlets

ON_ENTER = "mobgames-on-enter"       # text boxes inside act on Enter only
ANNOUNCE = "mobgames-announce"       # read aloud when changed
GUARDED = "mobgames-keyboard"        # a container class that a guard looks for
CHOICES = "mobgames-choices"         # where the focus goes after a choice (its first button)
# What a guard covers by default: the whole widget output it sits in (JupyterLab, Voila and
# JupyterLite: .jp-OutputArea-output; the classic notebook: .output_subarea), or a container
# marked with GUARDED; the outermost match wins, else the outermost widget around the guard.
SCOPE = f".jp-OutputArea-output, .output_subarea, .{GUARDED}"

_ESM = r"""
const SUPPRESS = "data-lm-suppress-shortcuts";

// The outermost ancestor matching the selector (so a map inside a table guards the whole table),
// else the outermost widget the guard sits in.
function findScope(el, selector) {
  let found = null, widget = null;
  for (let node = el.parentElement; node; node = node.parentElement) {
    if (node.matches(selector)) found = node;
    if (node.classList.contains("jupyter-widgets")) widget = node;
  }
  return found || widget || el.parentElement;
}

function guard(container, onEnter, announce, choices) {
  container.setAttribute(SUPPRESS, "true");
  container.setAttribute("data-mobgames-keyboard", "true");
  // Guards may nest (a map inside a table): the outermost one handles an event, once.
  const first = (e) => (e.mobgamesSeen ? false : (e.mobgamesSeen = true));
  const armed = {   // on the input itself, so nested guards agree
    get: (t) => t.mobgamesEnter, set: (t, v) => { t.mobgamesEnter = v; },
    has: (t) => t.mobgamesEnter !== undefined, delete: (t) => { t.mobgamesEnter = undefined; },
  };

  const isEnterOnly = (t) => (t instanceof HTMLInputElement || t instanceof HTMLSelectElement)
    && t.closest("." + onEnter) !== null;
  const soon = (fn) => setTimeout(fn, 0);   // after the browser's own handling of this key

  // Lumino matches a shortcut's selector (say ".jp-Notebook.jp-mod-commandMode :focus") against
  // the focused element itself before it looks further up for the attribute: so the element
  // that takes the focus must carry it too.
  const mark = (t) => { if (t instanceof Element && !t.hasAttribute(SUPPRESS)) t.setAttribute(SUPPRESS, "true"); };
  const focusin = (e) => mark(e.target);
  const keydown = (e) => {
    mark(e.target);
    if (!first(e)) return;
    const t = e.target;
    if (t instanceof HTMLCanvasElement) {
      if (e.key === "Tab" && !e.ctrlKey && !e.altKey && !e.metaKey) {
        e.stopPropagation();            // ipycanvas never sees it; no preventDefault: focus moves
      } else if (e.key === "Escape") {
        e.stopPropagation();
        t.blur();
      }
      return;
    }
    if (!isEnterOnly(t)) return;
    if (e.key === "Enter") {
      armed.set(t, "armed");
      soon(() => {    // the browser sent no change (a list, or the same text again): send one
        if (armed.get(t) === "armed") t.dispatchEvent(new Event("change", {bubbles: true}));
        armed.delete(t);
      });
    } else if (t instanceof HTMLSelectElement) {
      t.mobgamesKeyed = true;           // a change now comes from this key (arrow, letter): hold it
      soon(() => { t.mobgamesKeyed = false; });
    }
  };
  const change = (e) => {
    if (!first(e)) return;
    const t = e.target;
    if (!isEnterOnly(t)) return;
    if (armed.has(t)) {
      armed.set(t, "sent");
    } else if (t instanceof HTMLInputElement || t.mobgamesKeyed) {
      e.stopPropagation();              // a text box's change on blur, a list's on an arrow: held back
    }                                   // (a list's pick with the mouse goes through)
  };
  const input = (e) => {
    if (!first(e)) return;
    // Picking a suggestion from the box's list (Chromium: insertReplacementText) is an Enter too.
    const t = e.target;
    if (t instanceof HTMLInputElement && isEnterOnly(t) && e.inputType === "insertReplacementText") {
      armed.set(t, "armed");
      soon(() => {
        if (armed.get(t) === "armed") t.dispatchEvent(new Event("change", {bubbles: true}));
        armed.delete(t);
      });
    }
  };
  // A control with no name of its own (a number box in a grid under its column's heading, a
  // slider's handle, which its label is not linked to) is named by its widget's description,
  // else by the widget's tooltip: a screen reader then says what it sets.
  const named = (node) => node.hasAttribute("aria-label") || node.hasAttribute("aria-labelledby")
    || [...(node.labels || [])].some((l) => l.textContent.trim() && l.offsetParent !== null);
  // After a choice the table draws its buttons again and the one that had the focus is gone (the
  // focus would drop to the page): it goes to the first of the new choices, else to the message.
  let lost = 0, clicked = null;
  const refocus = () => {
    if (!lost) return;
    const age = Date.now() - lost;
    const now = document.activeElement;
    if (now === clicked && now.isConnected && age < 10000) return;   // not redrawn yet
    if (age > 10000 || (now && now !== document.body && now.isConnected)) { lost = 0; return; }   // kept, or moved on
    const next = container.querySelector("." + choices + " button:not(:disabled)");
    if (next) { next.focus(); lost = 0; return; }
    if (age < 1500) return;             // the new choices may still be on their way
    const message = container.querySelector("." + announce);
    if (message) { message.setAttribute("tabindex", "-1"); message.focus(); }
    lost = 0;
  };
  const chose = (e) => {
    if (!(e.target instanceof Element && e.target.closest("button"))) return;
    lost = Date.now();
    clicked = e.target.closest("button");
    setTimeout(refocus, 1600);          // (if nothing changes on the page after the choice)
  };
  const live = () => {
    refocus();
    for (const node of container.querySelectorAll("." + announce)) {
      if (!node.hasAttribute("aria-live")) {
        node.setAttribute("aria-live", "polite");
        node.setAttribute("role", "status");
      }
    }
    // A table's story is a region a screen reader can go to by name (the message says what is new).
    for (const node of container.querySelectorAll(".mobgames-table-story:not([role])")) {
      node.setAttribute("role", "region");
      node.setAttribute("aria-label", "The story so far");
    }
    // A board's canvases (ipycanvas stacks its layers): the top one, which takes the clicks and
    // the keys, is named and described by the board's text description; the others are hidden.
    const layers = new Set([...container.querySelectorAll(".mobgames-board canvas")].map((c) => c.parentElement));
    for (const stack of layers) {
      const all = [...stack.querySelectorAll(":scope > canvas")];
      all.slice(0, -1).forEach((c) => c.setAttribute("aria-hidden", "true"));
      const top = all[all.length - 1];
      if (!top) continue;
      top.setAttribute("role", "application");
      top.setAttribute("aria-roledescription", "map");
      top.setAttribute("aria-label", "The board: click a space, or move between spaces with the arrow keys and choose one with Enter");
      const text = stack.closest(".mobgames-board").querySelector(".mobgames-board-description p");
      if (text) {
        if (!text.id) text.id = "mobgames-description-" + Math.random().toString(36).slice(2);
        if (top.getAttribute("aria-describedby") !== text.id) top.setAttribute("aria-describedby", text.id);
      }
    }
    for (const node of container.querySelectorAll("input, select, textarea, [role=slider]")) {
      if (named(node)) continue;
      const box = node.closest(".widget-inline-hbox") || node.closest(".jupyter-widgets");
      const label = box && box.querySelector(":scope > .widget-label");
      const tip = [label, box, node].map((e) => e && e.getAttribute("title")).find((t) => t);
      const words = (label && label.textContent.trim().replace(/:$/, "")) || tip || "";
      if (words) node.setAttribute("aria-label", words);
    }
  };
  live();
  const observer = new MutationObserver(live);
  observer.observe(container, {childList: true, subtree: true});
  container.addEventListener("focusin", focusin, true);
  container.addEventListener("keydown", keydown, true);
  container.addEventListener("change", change, true);
  container.addEventListener("input", input, true);
  container.addEventListener("click", chose, true);
  return () => {
    observer.disconnect();
    container.removeEventListener("focusin", focusin, true);
    container.removeEventListener("keydown", keydown, true);
    container.removeEventListener("change", change, true);
    container.removeEventListener("input", input, true);
    container.removeEventListener("click", chose, true);
    for (const node of container.querySelectorAll("[" + SUPPRESS + "]")) node.removeAttribute(SUPPRESS);
    container.removeAttribute(SUPPRESS);
    container.removeAttribute("data-mobgames-keyboard");
  };
}

function render({ model, el }) {
  el.classList.add("mobgames-keyboard-guard");
  let undo = null, tries = 0, stopped = false;
  // The view is put into the page after render returns: wait until it is there.
  const attach = () => {
    if (stopped) return;
    if (!el.isConnected) {
      if (++tries < 400) setTimeout(attach, 25);
      return;
    }
    const container = findScope(el, model.get("scope"));
    if (container && !container.hasAttribute("data-mobgames-keyboard")) {
      undo = guard(container, model.get("on_enter_class"), model.get("announce_class"), model.get("choices_class"));
    }
    el.setAttribute("data-guarding", container ? "true" : "false");
  };
  attach();
  return () => { stopped = true; if (undo) undo(); };
}

export default { render };
"""


class KeyboardGuard(anywidget.AnyWidget):
    """Keyboard fixes for the container it sits in: the outermost ancestor matching ``scope`` (a
    CSS selector; by default the widget output it is displayed in, so one guard inside a map also
    covers the table or explorer around it), else the outermost widget around it. It takes no
    room on the page."""

    _esm = _ESM
    scope = traitlets.Unicode(SCOPE).tag(sync=True)
    on_enter_class = traitlets.Unicode(ON_ENTER).tag(sync=True)
    announce_class = traitlets.Unicode(ANNOUNCE).tag(sync=True)
    choices_class = traitlets.Unicode(CHOICES).tag(sync=True)

    def __init__(self, scope: str = SCOPE, **kwargs):
        kwargs.setdefault("layout", W.Layout(width="0", height="0", margin="0", overflow="hidden"))
        super().__init__(scope=scope, **kwargs)

    @classmethod
    def protect(cls, box: W.Box) -> KeyboardGuard:
        """Guard ``box`` (and the output it is shown in): give it the class a guard looks for and
        put a guard among its children. ``KeyboardGuard.protect(self)`` at the end of a table's
        ``__init__`` is enough; a box that holds a BoardView is already guarded."""
        box.add_class(GUARDED)
        found = next((c for c in box.children if isinstance(c, cls)), None)
        if found is None:
            found = cls()
            box.children = (*box.children, found)
        return found


def enter_only(widget: W.DOMWidget) -> W.DOMWidget:
    """Mark a text box (Text, Combobox: with ``continuous_update=False``) or a ``Dropdown`` inside
    a guarded output to act on Enter only from the keyboard: leaving a box with Tab sends
    nothing, and the arrow keys move through a list without choosing until Enter."""
    if widget.has_trait("continuous_update"):
        widget.continuous_update = False
    widget.add_class(ON_ENTER)
    return widget


def choices(widget: W.DOMWidget) -> W.DOMWidget:
    """Mark the box of a table's choices: after a choice redraws them, the focus goes to the first."""
    widget.add_class(CHOICES)
    return widget


def announce(widget: W.DOMWidget) -> W.DOMWidget:
    """Mark a widget (say an ``HTML`` line) whose changes a screen reader should read."""
    widget.add_class(ANNOUNCE)
    return widget
