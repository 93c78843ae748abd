# Every target installs what it needs first, so a fresh clone needs only `make run` or `make test`.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
DATA ?= ../shared/data

.PHONY: install run test lint bench eval clean

install: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[cs,dev]'
	@# Debian packages: Chromium for the browser tests (skipped, and saying so, without it);
	@# SoX for `audio --distort`, espeak-ng to speak the test recordings.
	@for pkg in chromium sox espeak-ng; do \
		command -v $$pkg >/dev/null || (command -v apt-get >/dev/null && \
			(apt-get install -y -q $$pkg >/dev/null 2>&1 || \
			 (apt-get update -q >/dev/null 2>&1 && apt-get install -y -q $$pkg >/dev/null 2>&1))) || \
			echo "$$pkg could not be installed: the tests that need it will be skipped"; \
	done
	touch $(STAMP)

run: install
	$(BIN)/pseudonymizer run examples --out out --mode remove --mode tag --mode pseudonymize

test: install
	$(BIN)/python -m pytest -q -n auto

lint: install
	$(BIN)/ruff check pseudonymizer tests bench tools
	$(BIN)/ruff format --check pseudonymizer tests bench tools

bench: install
	$(BIN)/python bench/detect_speed.py $(DATA)/tab.dev.jsonl --lang en --repeat 10

# Detection figures on every development corpus: everything on, then NER alone; rewrites the
# README's figures and writes per-document plots to out/eval/.
eval: install
	$(BIN)/python bench/eval_all.py --data $(DATA)

clean:
	rm -rf out $(VENV) .pytest_cache
