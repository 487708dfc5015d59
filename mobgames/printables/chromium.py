"""Find a Chromium: for printing the print-and-play sheets to PDF (``mobgames printables``) and for
the real-browser tests (``tests/browser/chromium.py`` re-exports this module).

Run as a script (``make test`` does, before pytest, through tests/browser/chromium.py) it prints the
browser's path, or explains how to install one and exits 1: the browser test must fail loudly, never
skip, when no Chromium exists.
"""

from __future__ import annotations

import os
import shutil
import sys

ENV_VAR = "MOBGAMES_CHROMIUM"
PATH_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")

NOT_FOUND = (
    "No Chromium found (printing the PDFs and the browser tests need one).\n"
    "  On Debian/Ubuntu:  sudo apt-get install chromium\n"
    "  Elsewhere:         playwright install chromium  (in a checkout: .venv/bin/playwright install chromium)\n"
    f"  Or point {ENV_VAR} at a Chromium/Chrome executable."
)


def _playwright_chromium() -> str | None:
    """The browser `playwright install chromium` downloads, if it was run."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return None
    try:
        with sync_playwright() as p:
            path = p.chromium.executable_path
    except Exception:  # the driver itself could not start: treat as "no browser"
        return None
    return path if path and os.path.isfile(path) else None


def find_chromium() -> str | None:
    """Path of a Chromium executable, or None: $MOBGAMES_CHROMIUM, then PATH, then playwright's."""
    env = os.environ.get(ENV_VAR)
    if env:
        # An explicit choice that does not work is an error to report, not a reason to guess.
        found = env if os.path.isfile(env) else shutil.which(env)
        return found if found and os.access(found, os.X_OK) else None
    for name in PATH_NAMES:
        found = shutil.which(name)
        if found:
            return found
    return _playwright_chromium()


def not_found_message() -> str:
    env = os.environ.get(ENV_VAR)
    return (f"{ENV_VAR}={env!r} is not an executable file.\n" if env else "") + NOT_FOUND


def main() -> int:
    path = find_chromium()
    if path is None:
        print(not_found_message(), file=sys.stderr)
        return 1
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
