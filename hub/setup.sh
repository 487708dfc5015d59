#!/usr/bin/env bash
# Builds what the JupyterHub smoke test (hub/tests/test_hub.py) needs, all git-ignored under hub/:
#   .venv-hub     JupyterHub, from PyPI (requirements-hub.txt)
#   node_modules  its configurable-http-proxy, from the npm registry (package-lock.json)
#   .venv-users   the students' environment as the README's recipe installs it
#                 (requirements-users.txt plus "mobgames @ git+<this repository>" at HEAD)
# Each part is rebuilt only when what it is made from has changed, so a second run is quick.
# The hub and the students' Python are separate environments, as on a real hub.
set -euo pipefail
HUB="$(cd "$(dirname "$0")" && pwd)"
REPO="$(dirname "$HUB")"
PYTHON="${PYTHON:-python3}"

need() { command -v "$1" >/dev/null 2>&1 || { echo "hub/setup.sh: '$1' not found. $2" >&2; exit 1; }; }
need git "Install git."
need npm "Install Node.js 20 or newer with npm (Debian: apt-get install npm)."
# configurable-http-proxy 5 declares Node.js 20 or newer.
[ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -ge 20 ] ||
  { echo "hub/setup.sh needs Node.js 20 or newer for configurable-http-proxy (found $(node --version 2>&1))." >&2; exit 1; }
"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 10))' 2>/dev/null ||
  { echo "hub/setup.sh needs Python 3.10 or newer as \$PYTHON (now '$PYTHON')." >&2; exit 1; }

hash_of() { cat "$@" | sha256sum | cut -c1-16; }

# A venv built from a requirements file, rebuilt from nothing when that file changes. It gets an
# up-to-date pip first: the pip of some Pythons rejects "name @ git+file://" URLs.
build_venv() {
  local venv="$HUB/$1" requirements="$HUB/$2" want
  want="$(hash_of "$requirements")"
  [ "$(cat "$venv/.mobgames-stamp" 2>/dev/null)" = "$want" ] && return
  echo "hub/setup.sh: building hub/$1"
  rm -rf "$venv"
  "$PYTHON" -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --upgrade pip
  "$venv/bin/python" -m pip install --quiet -r "$requirements"
  echo "$want" > "$venv/.mobgames-stamp"
}

# 1. The hub.
build_venv .venv-hub requirements-hub.txt

# 2. The proxy: npm ci installs exactly the locked versions.
stamp="$HUB/node_modules/.mobgames-stamp"
want="$(hash_of "$HUB/package.json" "$HUB/package-lock.json")"
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "hub/setup.sh: installing configurable-http-proxy into hub/node_modules"
  (cd "$HUB" && npm ci --no-audit --no-fund --loglevel=error)
  echo "$want" > "$stamp"
fi

# 3. The students' environment. The project comes from the repository, as on a real hub, so the
# hub test checks what is committed: say so when the work tree differs.
commit="$(git -C "$REPO" rev-parse HEAD)"
if [ -n "$(git -C "$REPO" status --porcelain -- mobgames widgets notebooks pyproject.toml)" ]; then
  echo "hub/setup.sh: note: uncommitted changes are not in the hub test, which uses HEAD ($commit)."
fi
build_venv .venv-users requirements-users.txt
# The commit the installed project came from (-I: not a mobgames.egg-info in the current folder).
installed="$("$HUB/.venv-users/bin/python" -I - <<'EOF'
import json
from importlib.metadata import PackageNotFoundError, distribution
try:
    print(json.loads(distribution("mobgames").read_text("direct_url.json") or "{}")
          .get("vcs_info", {}).get("commit_id", ""))
except PackageNotFoundError:
    print("")
EOF
)"
if [ "$installed" != "$commit" ]; then
  echo "hub/setup.sh: installing mobgames $commit into hub/.venv-users"
  # Uninstall first: pip keeps an installed release of the same version otherwise; the plain
  # install then also adds any dependency that HEAD's pyproject.toml has added.
  "$HUB/.venv-users/bin/python" -m pip uninstall --quiet --yes mobgames 2>/dev/null || true
  "$HUB/.venv-users/bin/python" -m pip install --quiet "mobgames @ git+file://$REPO@$commit"
fi
echo "hub/setup.sh: ready (mobgames $commit)"
