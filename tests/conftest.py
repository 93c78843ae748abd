"""Shared fixtures: the bundled examples and one CLI run over them in all three modes."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import Result
from typer.testing import CliRunner

from pseudonymizer.cli import app

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
MODES = ("remove", "tag", "pseudonymize")


def invoke(*args: object) -> Result:
    return CliRunner().invoke(app, [str(arg) for arg in args])


@pytest.fixture(scope="session")
def examples_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("examples-out")
    mode_args = [arg for mode in MODES for arg in ("--mode", mode)]
    result = invoke("run", EXAMPLES, "--out", out, *mode_args)
    assert result.exit_code == 0, result.output
    return out
