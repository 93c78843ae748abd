"""Shared fixtures: the bundled examples, one CLI run over them in all three modes, and the
surrogate of one original as the generator makes it."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from click.testing import Result
from typer.testing import CliRunner

from pseudonymizer.categories import Category
from pseudonymizer.cli import app
from pseudonymizer.lexicon.grammar import grammar_for
from pseudonymizer.model import Attributes, Entity, Forms, Mention
from pseudonymizer.replace.keys import KEYS_ENV
from pseudonymizer.replace.surrogates import FakerSurrogates

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
MODES = ("remove", "tag", "pseudonymize")


@pytest.fixture(scope="session", autouse=True)
def keys_apart(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The keys runs without --key make go to a folder of the test session's, never to the
    home folder of whoever runs the tests (subprocesses inherit it)."""
    folder = tmp_path_factory.mktemp("user-data") / "keys"
    before = os.environ.get(KEYS_ENV)
    os.environ[KEYS_ENV] = str(folder)
    yield folder
    if before is None:
        os.environ.pop(KEYS_ENV, None)
    else:
        os.environ[KEYS_ENV] = before


def invoke(*args: object) -> Result:
    return CliRunner().invoke(app, [str(arg) for arg in args])


@pytest.fixture(scope="session")
def examples_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("examples-out")
    mode_args = [arg for mode in MODES for arg in ("--mode", mode)]
    result = invoke("run", EXAMPLES, "--out", out, *mode_args)
    assert result.exit_code == 0, result.output
    return out


Surrogate = Callable[..., str]


@pytest.fixture(scope="session")
def surrogate_of() -> Surrogate:
    """The surrogate `FakerSurrogates` makes for one original, an entity of its own."""
    generator = FakerSurrogates(b"test key")

    def make(
        original: str,
        lang: str,
        category: Category = Category.PERSON,
        forms: Forms = (),
        attrs: Attributes | None = None,
    ) -> str:
        entity = Entity("E1", category, original.casefold())
        mention = Mention(0, len(original), category, "test", attrs=attrs or Attributes())
        return generator.surrogate(entity, mention, original, grammar_for(lang), 0, {}, forms)

    return make
