"""Click latency in a real browser: ``python benchmarks/clicks.py`` (or ``make bench-clicks``).

Starts JupyterLab and Chromium (the real-browser tests' own set-up), opens the chapters with the
game tables, the battle stepper and the movement explorer, makes scripted clicks and prints how
long each took to show a change (median, 90th percentile, worst), bot turns apart. Printed, never
asserted. Needs Chromium, as ``make test`` does."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

if __name__ == "__main__":
    raise SystemExit(subprocess.call([sys.executable, "-m", "pytest", "-q", "-s", "-p", "no:cacheprovider",
                                      "-o", "addopts=", str(ROOT / "tests/browser/bench_clicks.py")], cwd=ROOT))
