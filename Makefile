# Reversi (PyScript + Pyodide) — development tasks.
#
#   make serve   install npm packages if needed, build vendor/, serve on http://127.0.0.1:8000/
#   make test    install everything missing (Chromium, npm packages, .venv), build vendor/, run pytest
#   make unit    unit tests only (pytest -m "not e2e": no browser, no server; builds vendor/)
#   make e2e     browser tests only (pytest -m e2e)
#   make bench   run every bench/*.py (perft in CPython and in Pyodide under Node)
#   make clean   remove vendor/, .venv/, node_modules/ and test output
#
# Every target is idempotent and works on a fresh Debian machine (root, or a user with sudo).
# Variables: PYTEST_ARGS="-k board -x", VENV=.venv, HOST/PORT for serve,
#            PARALLEL (pytest-xdist's options: a worker a core, a test module on one worker,
#            the modules handed out in their order of collection, the browser's first:
#            the unit tests' many short modules come last and even out the workers' ends;
#            PARALLEL= runs in one process),
#            ALLOW_NO_TESTS=1 turns pytest's exit 5 ("no tests collected") into success.

PYTHON   ?= python3
VENV     ?= .venv
VPY      := $(VENV)/bin/python
HOST     ?= 127.0.0.1
PORT     ?= 8000
CHROMIUM ?= /usr/bin/chromium
CJK_FONT ?= /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
PYTEST_ARGS    ?=
PARALLEL       ?= -n auto --dist loadfile --no-loadscope-reorder
ALLOW_NO_TESTS ?=

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# apt-get update + install, quiet; its output is shown only if it fails.
APT_INSTALL = apt_install() { log=$$(mktemp); \
  if { $(SUDO) apt-get update -qq && \
       $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o=Dpkg::Use-Pty=0 "$$@"; } >$$log 2>&1; \
  then rm -f $$log; else cat $$log; rm -f $$log; return 1; fi; }; apt_install
NPM_STAMP   := node_modules/.package-lock.json
PIP_STAMP   := $(VENV)/.requirements-dev.stamp

.PHONY: help serve test unit e2e bench vendor node venv chromium python-venv clean

help:
	@sed -n '3,9p' Makefile | sed 's/^# \{0,1\}//'

# --- installs ----------------------------------------------------------------

# npm ci when node_modules/ is missing or older than the lock file.
# (npm ci writes node_modules/.package-lock.json; it doubles as the stamp.)
$(NPM_STAMP): package-lock.json package.json
	@command -v npm >/dev/null 2>&1 || { echo "==> apt-get install nodejs npm"; $(APT_INSTALL) nodejs npm; }
	@echo "==> npm ci"
	@npm ci --no-audit --no-fund --loglevel=error
	@touch $@

node: $(NPM_STAMP)

vendor: $(NPM_STAMP)
	@$(PYTHON) tools/build_vendor.py

# python3 -m venv needs Debian's python3-venv when python3 is the system one.
python-venv:
	@$(PYTHON) -c 'import ensurepip, venv' 2>/dev/null || { echo "==> apt-get install python3-venv"; $(APT_INSTALL) python3-venv; }

# Re-run pip only when requirements-dev.txt changed (or the venv is new).
$(PIP_STAMP): requirements-dev.txt
	@$(MAKE) --no-print-directory python-venv
	@[ -x $(VPY) ] || { echo "==> $(PYTHON) -m venv $(VENV)"; $(PYTHON) -m venv $(VENV); }
	@echo "==> pip install -r requirements-dev.txt"
	@$(VPY) -m pip install -qq --disable-pip-version-check -r requirements-dev.txt
	@touch $@

venv: $(PIP_STAMP)

# Debian's Chromium (+ Japanese fonts for screenshots); Playwright never downloads a browser.
chromium:
	@[ -x $(CHROMIUM) ] && [ -f $(CJK_FONT) ] || { \
	  echo "==> apt-get install chromium fonts-noto-cjk"; \
	  $(APT_INSTALL) chromium fonts-noto-cjk; }

# --- tasks -------------------------------------------------------------------

serve: vendor
	@$(PYTHON) tools/serve.py --host $(HOST) --port $(PORT)

# pytest's exit status is passed on unchanged, except 5 ("no tests collected")
# when ALLOW_NO_TESTS=1.
RUN_PYTEST = run_pytest() { $(VPY) -m pytest $(PARALLEL) "$$@" $(PYTEST_ARGS) && return 0; rc=$$?; \
  if [ $$rc -eq 5 ] && [ "$(ALLOW_NO_TESTS)" = 1 ]; then \
    echo "pytest collected no tests (exit 5): accepted because ALLOW_NO_TESTS=1"; return 0; fi; \
  return $$rc; }; run_pytest

test: chromium venv vendor
	@$(RUN_PYTEST)

# (vendor/ too: the site's tests check what the build makes)
unit: venv vendor
	@$(RUN_PYTEST) -m "not e2e"

e2e: chromium venv vendor
	@$(RUN_PYTEST) -m e2e

bench: node
	@for script in bench/*.py; do \
	  echo "==> $(PYTHON) $$script"; \
	  $(PYTHON) $$script || exit $$?; \
	done

clean:
	rm -rf vendor $(VENV) node_modules tests/artifacts test-results .pytest_cache bench/results
