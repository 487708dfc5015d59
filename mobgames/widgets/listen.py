"""Listen buttons: each plays the recordings of one or more texts (``mobgames.teaching.audio``), in
order, with a "Slower" switch where it fits.

    Listen([("Listen", "Listen: bail", ["bail", "Your Capo pays the bail."])])
    Listen.one("bail")                     # a single button named "Listen: bail"

A press asks the kernel for the files, which come back as bytes with the message: the same way in
JupyterLab, Voila and the site (whose kernel reads its own contents), and nothing is fetched before
a button is pressed. A text with no recording (a teacher reworded it) is said by the browser's own
voice where it has one; where it has none, the widget says there is no recording of that wording.
"""

from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets

from mobgames.teaching.glossary import GlossaryError, define
from mobgames.teaching.recordings import audio, audio_dir, plain

_ESM = r"""
const SPEAKER = '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">' +
  '<path fill="currentColor" d="M3 9v6h4l5 5V4L7 9H3zm13.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z' +
  'M14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"/></svg>';
function render({ model, el }) {
  el.classList.add("mobgames-listen");
  const row = document.createElement("span");
  row.style.cssText = "display:inline-flex;flex-wrap:wrap;gap:4px 8px;align-items:center";
  const note = document.createElement("span");
  note.setAttribute("role", "status");
  note.style.cssText = "font-size:15px;color:#5a3b00";
  let playing = null;     // the Audio or utterance under way: a new press stops it
  let run = 0;
  const stop = () => {
    run += 1;
    if (playing && playing.pause) playing.pause();
    if (window.speechSynthesis) window.speechSynthesis.cancel();
    playing = null;
  };
  const rate = () => (model.get("slower") ? 0.7 : 1.0);
  const voiceless = () => !window.speechSynthesis || window.speechSynthesis.getVoices().length === 0;
  const playFile = (bytes) => new Promise((resolve) => {
    const url = URL.createObjectURL(new Blob([bytes], { type: "audio/mpeg" }));
    const a = new Audio(url);
    a.playbackRate = rate();
    a.preservesPitch = true;
    playing = a;
    const done = () => { URL.revokeObjectURL(url); resolve(); };
    a.addEventListener("ended", done);
    a.addEventListener("error", done);
    a.play().then(() => { el.dataset.started = String(Number(el.dataset.started || 0) + 1); }).catch(done);
  });
  const speak = (text, none) => new Promise((resolve) => {
    const why = none ? "The recordings are not installed with this copy of the tutorial"
                     : "There is no recording of this wording";
    if (voiceless()) {
      note.textContent = why + ", and this browser has no voice of its own to read it.";
      resolve();
      return;
    }
    const u = new SpeechSynthesisUtterance(text);
    u.lang = "en-US";
    u.rate = rate();
    u.onend = u.onerror = () => resolve();
    playing = u;
    note.textContent = why + ": the browser's own voice reads it.";
    window.speechSynthesis.speak(u);
  });
  model.on("msg:custom", async (msg, buffers) => {
    if (!msg || msg.parts === undefined) return;
    stop();
    const mine = run;
    note.textContent = "";
    let b = 0;
    for (const part of msg.parts) {
      if (mine !== run) return;       // another press came in
      if (part.file) await playFile(buffers[b++]);
      else await speak(part.text, part.none);
    }
    if (mine === run) el.dataset.played = String(Number(el.dataset.played || 0) + 1);
  });
  const draw = () => {
    row.replaceChildren();
    model.get("buttons").forEach((spec, i) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "jupyter-button widget-button mobgames-listen-button";
      b.style.cssText = "width:auto;display:inline-flex;align-items:center;gap:6px;padding:0 10px";
      // A loudspeaker drawn, not an emoji: a classroom PC may have no emoji font.
      b.innerHTML = SPEAKER;
      b.append(spec.label);
      b.setAttribute("aria-label", spec.name);
      b.title = spec.name;
      b.disabled = !!spec.disabled;
      b.addEventListener("click", () => { stop(); note.textContent = ""; model.send({ play: i }); });
      row.append(b);
    });
    if (model.get("speed")) {
      const label = document.createElement("label");
      label.style.cssText = "font-size:15px;display:inline-flex;align-items:center;gap:4px";
      const box = document.createElement("input");
      box.type = "checkbox";
      box.checked = model.get("slower");
      box.addEventListener("change", () => { model.set("slower", box.checked); model.save_changes(); });
      label.append(box, "Slower");
      row.append(label);
    }
    row.append(note);
  };
  // A stepper's game terms (annotated, focusable): a click, a tap or Enter says the word as well as
  // showing its definition.
  const story = model.get("terms") ? el.closest(".mobgames-story-stepper, .mobgames-battle, .mobgames-playground") : null;
  const onTerm = (event) => {
    const term = event.target.closest && event.target.closest("abbr.mobgames-term[data-term]");
    if (!term || (event.type === "keydown" && event.key !== "Enter")) return;
    stop();
    model.send({ term: term.dataset.term });
  };
  if (story) { story.addEventListener("click", onTerm); story.addEventListener("keydown", onTerm); }
  model.on("change:buttons", draw);
  model.on("change:slower", draw);
  draw();
  el.append(row);
  return () => { stop(); if (story) { story.removeEventListener("click", onTerm); story.removeEventListener("keydown", onTerm); } };
}
export default { render };
"""


class Listen(anywidget.AnyWidget):
    """``Listen(buttons, speed=False)``: ``buttons`` is a list of ``(label, name, parts)``: the
    words on the button, its accessible name ("Listen: bail") and the texts it plays in order,
    each a text (voice A) or ``(text, voice)``. ``speed`` adds the "Slower" switch. ``set(buttons)``
    changes them (a stepper's newest step); ``play(i)`` does what pressing button ``i`` does and
    returns what it sent (for tests: each part ``{"file": name}`` or ``{"text": words}``)."""

    _esm = _ESM
    buttons = traitlets.List(traitlets.Dict()).tag(sync=True)
    speed = traitlets.Bool(False).tag(sync=True)
    slower = traitlets.Bool(False).tag(sync=True)
    terms = traitlets.Bool(False).tag(sync=True)   # a click on a game term in the stepper says it

    def __init__(self, buttons=(), *, speed: bool = False, **kw):
        super().__init__(speed=speed, **kw)
        self._parts: list[list[tuple[str, str]]] = []
        self.set(buttons)
        self.on_msg(self._on_msg)

    @classmethod
    def one(cls, text: str, name: str = "", label: str = "Listen") -> Listen:
        """One button that reads ``text``, named "Listen: <text>" unless ``name`` is given."""
        return cls([(label, name or f"Listen: {plain(text)}", [text])])

    def set(self, buttons) -> None:
        specs, parts = [], []
        for label, name, texts in buttons:
            said = [(t, "A") if isinstance(t, str) else (str(t[0]), str(t[1])) for t in texts]
            said = [(t, v) for t, v in said if plain(t)]
            parts.append(said)
            specs.append({"label": label, "name": name, "disabled": not said})
        self._parts = parts
        self.buttons = specs

    def play(self, i: int) -> list[dict]:
        """Send button ``i``'s recordings (or its words, where there is no recording) to the page."""
        if not 0 <= i < len(self._parts):
            return []
        return self._deliver(self._parts[i])

    def _deliver(self, parts: list[tuple[str, str]]) -> list[dict]:
        sent, data = [], []
        for text, voice in parts:
            path = audio(text, voice)
            if path is None:   # (reworded since recorded, or no recordings installed here at all)
                sent.append({"text": plain(text), **({} if audio_dir() else {"none": True})})
            else:
                sent.append({"file": Path(path).name})
                data.append(Path(path).read_bytes())
        self.send({"parts": sent}, data)
        return sent

    def say_term(self, term: str) -> list[dict]:
        """Say a glossary term (a clicked one); anything else is ignored."""
        try:
            headword = define(term).term
        except (GlossaryError, TypeError):
            return []
        return self._deliver([(headword, "A")])

    def _on_msg(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and isinstance(content.get("play"), int):
            self.play(content["play"])
        elif isinstance(content, dict) and isinstance(content.get("term"), str):
            self.say_term(content["term"])


_READ_ESM = r"""
function render({ model, el }) {
  el.classList.add("mobgames-read-aloud");
  const label = document.createElement("label");
  label.style.cssText = "font-size:15px;display:inline-flex;align-items:center;gap:4px;margin:2px 6px";
  const box = document.createElement("input");
  box.type = "checkbox";
  const words = document.createElement("span");
  label.append(box, words);
  el.append(label);
  const synth = window.speechSynthesis;
  const hasVoice = () => !!synth && synth.getVoices().length > 0;
  const show = () => {
    const can = hasVoice();
    box.disabled = !can;
    box.checked = can && model.get("enabled");
    words.textContent = can ? "Read the news aloud (the browser's voice)"
                            : "Read the news aloud: this browser has no voice of its own";
    el.dataset.voices = can ? "yes" : "no";
  };
  box.addEventListener("change", () => {
    model.set("enabled", box.checked);
    model.save_changes();
    if (!box.checked && synth) synth.cancel();
  });
  if (synth && synth.addEventListener) synth.addEventListener("voiceschanged", show);
  model.on("change:enabled", show);
  model.on("msg:custom", (msg) => {
    if (!msg || typeof msg.say !== "string" || !box.checked || !hasVoice()) return;
    synth.cancel();
    const u = new SpeechSynthesisUtterance(msg.say);
    u.lang = "en-US";
    synth.speak(u);
  });
  show();
  return () => { if (synth) synth.cancel(); };
}
export default { render };
"""


class ReadAloud(anywidget.AnyWidget):
    """A switch that has the browser's own voice (the Web Speech API) read each new message of a
    live game: ``say(text)`` sends it when the switch is on. A browser with no voice shows the
    switch disabled and says why; nothing else changes."""

    _esm = _READ_ESM
    enabled = traitlets.Bool(False).tag(sync=True)

    def say(self, text: str) -> bool:
        """Read ``text`` aloud if the switch is on (returns whether it was sent)."""
        words = plain(text)
        if not (self.enabled and words):
            return False
        self.send({"say": words})
        return True
