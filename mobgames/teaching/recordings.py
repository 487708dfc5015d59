"""Recorded speech: the sentences the tutorial speaks, as MP3 files made once (``make audio``) and
committed in ``audio/``, so a reader of ``make lab``, a hub or the site hears them with no speech
engine installed.

    >>> from mobgames.teaching import audio, audio_status
    >>> path = audio("bail")            # the file of a text the product speaks, or None
    >>> path is None or path.endswith(".mp3")
    True
    >>> sorted(audio_status())          # how many texts have a recording (spoken.audio_status)
    ['missing', 'spoken', 'stale']

A file is named by a hash of what the engine is given (``spoken_input``: the sentence with its HTML,
markdown and spacing dropped, money read out and the glossary's respellings put in), the voice's
settings and the encoding (``data/voice.json``). So regenerating unchanged texts changes no file,
and a text that was reworded, or a voice whose settings changed, has no file under the new name.
``audio/index.json`` records what each file says and how it was made: with it, ``spoken.audio_status``
tells a file made with other settings (stale) from a text never recorded (missing).

Where the files are: ``MOBGAMES_AUDIO`` if set, else ``audio/`` in this checkout, else an ``audio/``
(with its ``index.json``) in the kernel's folder or up to two above it (a hub's copy of the chapters),
else ``/drive/audio`` (the site, whose kernel reads its own contents there).
"""

from __future__ import annotations

import hashlib
import html
import json
import os
import re
from functools import cache
from pathlib import Path

from ..core.arguments import checked
from .glossary import DATA_DIR, GlossaryError

__all__ = ["audio", "audio_dir", "plain", "spoken_input", "recording_name", "voice_settings",
           "manifest", "VOICES"]

VOICES = ("A", "B", "C")          # A reads everything; B and C are the other speakers of a dialogue
_CHECKOUT_AUDIO = Path(__file__).resolve().parents[2] / "audio"
_SITE_AUDIO = Path("/drive/audio")

_BLOCK = re.compile(r"<(?:br|/?p|/?li|/?div|/?tr|/?td|/?h\d)\b[^>]*>", re.IGNORECASE)   # (a break between words)
_TAG = re.compile(r"<[^>]+>")
_MARKS = re.compile(r"(\*\*|__|[*_`])(?=\S)|(?<=\S)(\*\*|__|[*_`])")
_SPACE = re.compile(r"\s+")
# $25k, $1,120, $5: money read out as words the voice says naturally.
_THOUSANDS = re.compile(r"\$\s?(\d[\d,]*(?:\.\d+)?)\s?k\b")
_DOLLARS = re.compile(r"\$\s?(\d[\d,]*(?:\.\d+)?)")
_SYMBOLS = {"→": " to ", "←": " from ", "▶": "", "◀": "", "×": " times ", "&": " and ", "—": ", ", "–": " to ",
            "½": " and a half", "✓": "", "✗": "", "…": "..."}


@cache
def voice_settings() -> dict:
    """``data/voice.json``: the engine, each voice's settings and the encoding."""
    path = os.path.join(DATA_DIR, "voice.json")
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    problems = [f"it has no {key!r}" for key in ("engine", "voices", "encoding") if key not in data]
    problems += [f"it has no voice {v!r}" for v in VOICES if v not in data.get("voices", {})]
    if problems:
        raise GlossaryError(f"{path} cannot be used: " + "; ".join(problems) + ".")
    return data


def plain(text: str) -> str:
    """The words of ``text`` as a reader sees them: no HTML, no markdown marks, one space between
    words (so "**bail**" and "bail " are the same text)."""
    text = html.unescape(_TAG.sub("", _BLOCK.sub(" ", str(text))))
    return _SPACE.sub(" ", _MARKS.sub("", text)).strip()


@cache
def _respellings() -> tuple[tuple[re.Pattern, str], ...]:
    """The glossary's spoken respellings, as whole-word substitutions (the longest terms first)."""
    from .voice_check import respellings

    found = sorted(respellings().items(), key=lambda kv: -len(kv[0]))
    # As written, or capitalized at the start of a sentence; never lower-cased ("Associate" the
    # mobster is respelled, the verb "associate" is not).
    return tuple((re.compile(r"(?<![\w-])(?:" + "|".join(sorted({re.escape(t), re.escape(t[0].upper() + t[1:])}))
                             + r")(?![\w-])"), say) for t, say in found)


def spoken_input(text: str) -> str:
    """What the speech engine is given for ``text``: its plain words, money as words ("$25k" is
    "25 thousand dollars"), arrows and marks as words or nothing, and the glossary's respellings
    (terms the voice would otherwise stress or sound wrongly)."""
    said = _THOUSANDS.sub(lambda m: f"{m.group(1)} thousand dollars", plain(text))
    said = _DOLLARS.sub(lambda m: f"{m.group(1)} {'dollar' if m.group(1) == '1' else 'dollars'}", said)
    for symbol, words in _SYMBOLS.items():
        said = said.replace(symbol, words)
    for pattern, say in _respellings():
        said = pattern.sub(say, said)
    return _SPACE.sub(" ", said).strip()


def recording_name(text: str, voice: str = "A") -> str:
    """The file name of ``text``'s recording in ``voice``: a hash of the engine's input, the
    voice's settings and the encoding."""
    settings = voice_settings()
    if voice not in VOICES:
        raise GlossaryError(f"There is no voice {voice!r}: the voices are {', '.join(VOICES)}.")
    made = [spoken_input(text), settings["engine"], settings["voices"][voice], settings["encoding"]]
    digest = hashlib.sha256(json.dumps(made, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()
    return f"{digest[:20]}.{settings['encoding']['format']}"


def audio_dir() -> Path | None:
    """The folder of the recordings (see the module's notes), or None when there is none."""
    chosen = os.environ.get("MOBGAMES_AUDIO")
    if chosen:
        return Path(chosen).resolve() if Path(chosen).is_dir() else None
    # A checkout's own; else the one beside the chapters a hub pulled into a home folder (the kernel
    # runs in the chapter's folder, two levels down); else the site's.
    here = Path.cwd()
    for folder in [_CHECKOUT_AUDIO, *(d / "audio" for d in [here, *here.parents][:3]), _SITE_AUDIO]:
        if (folder / "index.json").is_file():
            return folder.resolve()
    return None


@checked
def audio(text: str, voice: str = "A") -> str | None:
    """The absolute path of the recording of ``text`` (a term, an example, a step's sentence, a
    model answer's line; whitespace and markdown do not matter), or None when it has none: a text
    the product does not speak, or one a teacher has reworded since the recordings were made."""
    folder = audio_dir()
    if folder is None or not plain(text):
        return None
    path = folder / recording_name(text, voice)
    return str(path) if path.is_file() else None


def manifest() -> dict:
    """``audio/index.json``: for each file, the text it says, its voice, what the engine was given
    and its length in seconds ({} when there are no recordings)."""
    folder = audio_dir()
    path = folder / "index.json" if folder else None
    if path is None or not path.is_file():
        return {}
    with open(path, encoding="utf-8") as f:
        return json.load(f)["files"]
