# QuizForge: `make run` serves the whole product, `make test` runs every check.
SHELL := /bin/bash
.DEFAULT_GOAL := help

PORT ?= 8000
HOST ?= 127.0.0.1
PYTHON ?= python3
VENV := backend/.venv
PY := $(VENV)/bin/python
MANAGE := cd backend && .venv/bin/python manage.py
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
SYSTEM_TOOLS := antiword catdoc poppler-utils wordnet-base redis-server
TEST_SYSTEM_TOOLS := chromium

# Tests run against the machine's PostgreSQL and Redis unless told otherwise.
TEST_DATABASE_URL ?= postgres://postgres@127.0.0.1:5432/test
TEST_REDIS_URL ?= redis://127.0.0.1:6379/0

.PHONY: help run dev test install install-dev system-deps system-test-deps frontend-deps build migrate \
        lint typecheck test-backend test-frontend test-e2e bench clean

help:
	@echo "make run    - install, migrate, build and serve the product at http://$(HOST):$(PORT)"
	@echo "make test   - lint, type checks, backend, frontend and browser tests"
	@echo "make dev    - vite dev server with proxy + autoreloading backend"
	@echo "make bench  - benchmark scripts (see bench/README.md)"

# --- installation -----------------------------------------------------------------------------

system-deps:
	@missing=""; for tool in antiword catppt pdftotext redis-server; do command -v $$tool >/dev/null || missing="yes"; done; \
	[ -f /usr/share/wordnet/data.noun ] || missing="yes"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing document text extractors, WordNet and Redis ($(SYSTEM_TOOLS))"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(SYSTEM_TOOLS); \
	fi

system-test-deps: system-deps
	@missing=""; [ -x "$${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing="yes"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing the browser for the end-to-end tests ($(TEST_SYSTEM_TOOLS))"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(TEST_SYSTEM_TOOLS); \
	fi

$(VENV)/.installed: backend/requirements.txt
	@[ -x $(PY) ] || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -r backend/requirements.txt
	@touch $@

$(VENV)/.installed-dev: backend/requirements-dev.txt backend/requirements.txt $(VENV)/.installed
	$(PY) -m pip install -q -r backend/requirements-dev.txt
	@touch $@

frontend/node_modules/.installed: frontend/package.json frontend/package-lock.json
	cd frontend && npm install --no-audit --no-fund
	@touch $@

install: system-deps $(VENV)/.installed frontend/node_modules/.installed
install-dev: system-test-deps $(VENV)/.installed-dev frontend/node_modules/.installed
frontend-deps: frontend/node_modules/.installed

build: frontend/node_modules/.installed
	cd frontend && npm run build

migrate: $(VENV)/.installed
	@mkdir -p backend/var
	$(MANAGE) migrate --noinput

# --- running ----------------------------------------------------------------------------------

run: install migrate build
	$(MANAGE) collectstatic --noinput -v 0
	@bash scripts/serve.sh "$(HOST)" "$(PORT)"

dev: install-dev migrate
	@bash scripts/dev.sh "$(PORT)"

# --- checks -----------------------------------------------------------------------------------

lint: install-dev
	cd backend && .venv/bin/ruff check . && .venv/bin/ruff format --check . && .venv/bin/lint-imports --no-cache
	cd backend && .venv/bin/python -m quizforge.multiplayer.protocol_docs --check
	cd frontend && npm run lint && npm run api:types:check

typecheck: install-dev
	cd backend && .venv/bin/mypy .
	cd frontend && npm run typecheck

# The offline generator's tests run apart: they load many languages' word data, and the extraction
# sandbox's tests fork workers from the test process, whose memory they count.
OFFLINE_GENERATOR_TESTS := quizforge/generation/tests/offline

test-backend: install-dev
	cd backend && export DATABASE_URL="$${DATABASE_URL:-$(TEST_DATABASE_URL)}" REDIS_URL="$${REDIS_URL-$(TEST_REDIS_URL)}" && \
	  .venv/bin/pytest -n 2 -q --ignore=$(OFFLINE_GENERATOR_TESTS) && \
	  .venv/bin/pytest -n 2 -q $(OFFLINE_GENERATOR_TESTS)

test-frontend: install-dev
	cd frontend && npm test

test-e2e: install-dev migrate build
	cd frontend && npm run e2e

test: lint typecheck test-backend test-frontend test-e2e
	@echo "All checks passed."

bench: install-dev
	@bash bench/run.sh

clean:
	rm -rf backend/.venv frontend/node_modules frontend/dist backend/var/static
