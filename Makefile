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
	touch $(STAMP)

run: install
	$(BIN)/pseudonymizer run examples --out out --mode remove --mode tag --mode pseudonymize

test: install
	$(BIN)/python -m pytest -q

lint: install
	$(BIN)/ruff check pseudonymizer tests bench
	$(BIN)/ruff format --check pseudonymizer tests bench

bench: install
	$(BIN)/python bench/detect_speed.py $(DATA)/tab.dev.jsonl --lang en

# Detection figures on the TAB development half: everything on, then spaCy NER alone.
NER_ONLY := $(foreach r,email url ip_address ipv6_address iban payment_card phone date gb_nhs us_ssn propagate,--disable $(r))
eval: install
	mkdir -p out/eval
	$(BIN)/pseudonymizer detect $(DATA)/tab.dev.jsonl --lang en --out out/eval/tab.jsonl > /dev/null
	$(BIN)/python bench/score.py $(DATA)/tab.dev.jsonl out/eval/tab.jsonl
	$(BIN)/pseudonymizer detect $(DATA)/tab.dev.jsonl --lang en --out out/eval/tab.ner.jsonl $(NER_ONLY) > /dev/null
	$(BIN)/python bench/score.py $(DATA)/tab.dev.jsonl out/eval/tab.ner.jsonl

clean:
	rm -rf out $(VENV) .pytest_cache
