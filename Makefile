# Two commands do all the set-up: `make lab` opens the tutorial, `make test` runs every test.
# Both create .venv when it is missing and reinstall the project whenever pyproject.toml changes.

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.mobgames-installed
LAB_SETTINGS := $(VENV)/share/jupyter/lab/settings/overrides.json
LAB_ARGS ?=
PYTEST_ARGS ?=
# Classroom mode: one chapter as a clean app, large type, the same dice on every screen.
CHAPTER ?= notebooks/bloodfeud/01_getting_started.ipynb
SEED ?= 2026
NARRATION ?= full
# Who the classroom page is for: student (no answer keys, no teacher notes) or teacher.
VIEW ?= student
VOILA_ARGS ?=

.PHONY: lab git-filter test check chromium venv audio bench conformance selfplay decisions classroom notebooks golden clean bench-clicks printables handouts test-hub site test-site

# Jupyter refuses to run as root unless told; containers and CI machines often are root.
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root)

# The teacher's (and the developer's) door: every answer key and teacher note is there.
lab: $(STAMP) git-filter
	MOBGAMES_VIEW=teacher PYTHONPATH=$(CURDIR)/jupyter $(BIN)/jupyter lab notebooks/index.ipynb $(ROOT_FLAG) \
	  --FileContentsManager.post_save_hook=git_refresh.refresh $(LAB_ARGS)

# Git's clean filter for the chapters (.gitattributes): git compares and commits a notebook a lesson
# saved as its committed form (no outputs but the NBVAL_CHECK_OUTPUT cells', no widget state), so
# `git status` stays clean (with the post-save hook `make lab` gives JupyterLab, jupyter/git_refresh.py,
# which refreshes git's entry of a saved chapter that is unchanged in its committed form). Only inside
# a git checkout; the filter is optional (not `required`).
git-filter: $(STAMP)
	@if command -v git >/dev/null 2>&1 && git rev-parse --is-inside-work-tree >/dev/null 2>&1; then \
	  git config filter.mobgames-notebooks.clean "$(BIN)/python scripts/notebooks.py clean" && \
	  git config filter.mobgames-notebooks.smudge cat; fi

# Serve one chapter with Voila for a class: `make classroom CHAPTER=notebooks/bloodfeud/03_battle.ipynb`
# (or CHAPTER=bloodfeud/03_battle). The `mobgames classroom` command (mobgames/cli.py) runs Voila with
# the classroom template (JUPYTER_PATH=jupyter/ in a checkout) and MOBGAMES_SEED/NARRATION/VIEW.
classroom: $(STAMP)
	$(BIN)/mobgames classroom $(CHAPTER) --seed $(SEED) --narration $(NARRATION) --view $(VIEW) -- $(VOILA_ARGS)

# Every test in one pytest run on both cores (pytest-xdist): the unit tests and doctests, and the
# browser tests, which run every notebook once in JupyterLab (its cells, its checked outputs, its
# widgets) and the classroom pages in Voila. The browser tests share one worker, one JupyterLab
# server, one Chromium and one page per notebook ("lab" group); the Voila ones another ("voila").
# Ends with the 25 slowest tests. `make test PYTEST_ARGS="-k battle"` narrows it.
WORKERS ?= 2
test: $(STAMP) chromium
	$(BIN)/python -m pytest -n $(WORKERS) --durations=25 $(PYTEST_ARGS)

# The fast tier, after every edit (about a minute): ruff, mypy over mobgames/core, and the unit tests
# and doctests not marked slow, on both cores; no browser, no notebook run.
check: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/python -m pytest -n $(WORKERS) -m "not slow and not browser and not notebook" --ignore=tests/browser \
	  --durations=10 $(PYTEST_ARGS)

# The offline site (lite/README.md): the whole tutorial as static files for any web server, in
# lite/_output/. Its build tools get their own venv (lite/.venv-build); Pyodide comes via npm.
# `make site SITE_ARGS=--fresh` forgets every download first.
SITE_ARGS ?=
site:
	$(PYTHON) lite/build.py $(SITE_ARGS)

# The built site in Chromium on 127.0.0.1, every other host blocked: each notebook runs, canvases
# draw, clicks answer, no request leaves. SITE_CHAPTERS=sample opens five (CI). Builds the site
# when there is none; run `make site` again after changing notebooks or code.
SITE_CHAPTERS ?= all
test-site: $(STAMP) chromium
	@test -f lite/_output/lab/index.html || $(MAKE) site
	MOBGAMES_SITE_CHAPTERS=$(SITE_CHAPTERS) $(BIN)/python -m pytest lite/tests

# The README's JupyterHub recipe on a real hub: JupyterHub and its proxy on 127.0.0.1, two students
# in Chromium, each playing Blood Feud chapter 8 in their own kernel (about 1 minute). The first run
# also builds hub/.venv-hub, hub/.venv-users and hub/node_modules (about 2 minutes; needs git and
# npm). It tests the committed HEAD: a hub pulls the chapters from the repository.
test-hub: $(STAMP) chromium
	PYTHON=$(PYTHON) bash hub/setup.sh
	$(BIN)/python -m pytest hub/tests $(PYTEST_ARGS)

# The browser test needs a Chromium; stop with instructions (never skip) when there is none.
chromium: $(STAMP)
	@$(BIN)/python tests/browser/chromium.py

venv: $(STAMP)

$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 10))' 2>/dev/null || { \
	  echo "mobgames needs Python 3.10 or newer, and '$(PYTHON)' is older or missing."; \
	  echo "Install a newer Python, then run for example: make test PYTHON=python3.12"; exit 1; }
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml jupyter/overrides.json | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	@# JupyterLab settings for this environment: render every cell (no virtual scrolling, so
	@# widgets draw at once) and no news pop-up.
	mkdir -p $(dir $(LAB_SETTINGS)) && cp jupyter/overrides.json $(LAB_SETTINGS)
	touch $(STAMP)

# Speed figures (run by hand; printed, never asserted; about 4 minutes). More seeds and games:
# `make bench BENCH_ARGS=--long`; beside a previous release: `make bench BENCH_ARGS="--against /tmp/old"`.
BENCH_ARGS ?=
bench: $(STAMP)
	$(BIN)/python benchmarks/run.py $(BENCH_ARGS)

# Click latency in a real Chromium over JupyterLab (the tables, the stepper): printed, never asserted.
bench-clicks: $(STAMP) chromium
	$(BIN)/python benchmarks/clicks.py

# The conformance suite's big version (random play with every check): `make conformance GAMES=10000`,
# on every core; on 2 cores about 25 minutes for each card game and 90 for Blood Feud (its games are
# played to their end by bots). A failure is printed at once with its seed; `python
# tests/conformance.py --only bloodfeud --first 3390 --games 10` re-runs a range.
GAMES ?= 1000
conformance: $(STAMP)
	$(BIN)/python tests/conformance.py --games $(GAMES)

# The self-play report: seeded games between the computer players of every game, and what happened in
# them (about 30 minutes; `make selfplay SELFPLAY_ARGS="--games 20 --cards 20"` for a quick look).
# The Blood Feud tournament between two levels: `.venv/bin/python scripts/bf_tournament.py`.
SELFPLAY_ARGS ?=
selfplay: $(STAMP)
	$(BIN)/python scripts/selfplay.py $(SELFPLAY_ARGS)

# Regenerate docs/rules-decisions.md from mobgames/decisions.py (a test checks they agree).
decisions: $(STAMP)
	$(BIN)/python -m mobgames.decisions > docs/rules-decisions.md

# Rebuild the notebooks from their text sources (notebooks/**/*.py, jupytext percent scripts): update
# each .ipynb from its .py, re-run it and keep only the outputs of the # NBVAL_CHECK_OUTPUT cells.
# One chapter: `make notebooks NB=notebooks/bloodfeud/03_battle.py`. A test checks the pairs agree.
NB ?=
notebooks: $(STAMP)
	$(BIN)/python scripts/notebooks.py build $(NB)

# Rewrite the golden playthroughs (tests/golden/*.txt: each game played by its bots from a fixed seed)
# after a change to what a game does or says that is meant; tests/test_golden.py compares them.
golden: $(STAMP)
	$(BIN)/python scripts/golden.py

# Record every text the tutorial speaks into audio/ (committed: readers need no speech engine). Only
# what is new or changed is recorded; files no text uses are removed. Needs Debian's espeak-ng.
audio: $(STAMP)
	@command -v espeak-ng >/dev/null || { echo "make audio needs espeak-ng: sudo apt-get install espeak-ng"; exit 2; }
	$(BIN)/python -m pip install -q -e ".[dev,audio]"
	$(BIN)/python scripts/audio.py

# Print-and-play sheets for a class with no laptops (the boards, counters, cards), as PDF from the data files:
# `make printables`, or `make printables PAPER=letter`; into handouts/printables/ (its index.html lists them).
PAPER ?= a4
PRINTABLES_ARGS ?=
printables: $(STAMP) chromium
	$(BIN)/mobgames printables --paper $(PAPER) $(PRINTABLES_ARGS)

# Printable HTML handouts (glossaries, exercises with answer keys, word banks, chapter packs, role-play
# cards, phrases) into handouts/: `make handouts HANDOUTS_ARGS="--lang es --chapter bloodfeud/03_battle"`.
HANDOUTS_ARGS ?=
handouts: $(STAMP)
	$(BIN)/mobgames handouts $(HANDOUTS_ARGS)

clean:
	rm -rf $(VENV) *.egg-info .pytest_cache hub/.venv-hub hub/.venv-users hub/node_modules lite/.venv-build lite/.cache lite/_output
