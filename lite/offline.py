"""The site's offline copy: after one visit the site opens and runs with the network off.

JupyterLite's lab registers its own service worker, service-worker.js at the site's root (scope:
the whole site), and a scope has one worker. So `finish` replaces that root file with ours
(front/service-worker.js, with this build's manifest filled in), which answers the site's own
files from a cache and imports JupyterLite's copy of the same worker (build/service-worker.js,
unchanged) for the rest. Its page side (front/offline.js, mobgames-offline.js in the site) lets the
front page register it and say whether this browser keeps a copy, and the reset page forget it.

The manifest lists every file of the site (path -> the start of its sha256) but the recordings
(kept only once played) and the worker itself; the build id is a hash of the manifest, so the
worker's script changes, and browsers install it again, whenever any file changes.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

FRONT = Path(__file__).resolve().parent / "front"
WORKER = "service-worker.js"
JUPYTERLITE_WORKER = "build/service-worker.js"
HASH_CHARS = 16
BUILD_CHARS = 12


class OfflineError(Exception):
    pass


def left_out(path: str) -> bool:
    """Files the worker does not download at install: itself, and the recordings (15+ MB, each
    kept once a reader plays it)."""
    return path == WORKER or (path.startswith("files/audio/") and path.endswith(".mp3"))


def manifest(output: Path) -> dict[str, str]:
    files = {}
    for file in sorted(output.rglob("*")):
        path = file.relative_to(output).as_posix()
        if file.is_file() and not left_out(path):
            files[path] = hashlib.sha256(file.read_bytes()).hexdigest()[:HASH_CHARS]
    return files


def build_id(files: dict[str, str]) -> str:
    return hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:BUILD_CHARS]


def fill(template: str, marker: str, value: str) -> str:
    if template.count(marker) != 1:
        raise OfflineError(f"{marker} must appear once in front/{WORKER}")
    return template.replace(marker, value)


def finish(output: Path) -> str:
    """Write the site's service worker into `output` (a fresh `jupyter lite build`); return the
    build id."""
    ours, theirs = output / WORKER, output / JUPYTERLITE_WORKER
    if not theirs.is_file():
        raise OfflineError(f"JupyterLite wrote no {JUPYTERLITE_WORKER}: the offline copy imports it "
                           "(has a JupyterLite upgrade moved its service worker? see lite/offline.py)")
    if not ours.is_file() or ours.read_bytes() != theirs.read_bytes():
        raise OfflineError(f"{ours} is not JupyterLite's {JUPYTERLITE_WORKER}: the offline copy "
                           "replaces the first and imports the second (has a JupyterLite upgrade "
                           "changed them? see lite/offline.py)")
    shutil.copy2(FRONT / "offline.js", output / "mobgames-offline.js")
    files = manifest(output)
    build = build_id(files)
    worker = fill((FRONT / WORKER).read_text(encoding="utf-8"), '/* BUILD */ ""', json.dumps(build))
    worker = fill(worker, "/* MANIFEST */ {}", json.dumps(files, indent=0, sort_keys=True))
    ours.write_text(worker, encoding="utf-8")
    return build
