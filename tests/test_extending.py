"""The README's examples of extending pseudonymizer work as shown: a language package found
through its entry point, a recognizer, a format and a surrogate operator that register
themselves. Each runs the README's own code, in a process of its own where it registers
something for good."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from conftest import ROOT

from pseudonymizer.categories import Category
from pseudonymizer.replace.operators import operator_for, register

RUN = "from pseudonymizer.cli import main; main()"


def example(path: str) -> str:
    """The README's code block that starts with the comment `# path`."""
    blocks = re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(), re.S)
    return next(block for block in blocks if block.startswith(f"# {path}\n"))


def run(tmp_path: Path, *args: object, first: str = "") -> subprocess.CompletedProcess[str]:
    """The command line in a process of its own, with `tmp_path/site` on its path and the
    module `first` imported before it starts."""
    code = f"import {first}; {RUN}" if first else RUN
    path = os.pathsep.join(filter(None, [str(tmp_path / "site"), os.environ.get("PYTHONPATH")]))
    return subprocess.run(
        [sys.executable, "-c", code, *map(str, args)],
        env={**os.environ, "PYTHONPATH": path},
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )


def test_a_language_package_is_found_through_its_entry_point(tmp_path: Path) -> None:
    package = tmp_path / "site" / "pseudonymizer_sk"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(example("pseudonymizer_sk/__init__.py"))
    info = tmp_path / "site" / "pseudonymizer_sk-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: pseudonymizer-sk\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[pseudonymizer.languages]\nsk = pseudonymizer_sk\n")
    text = "Pán Ing. Peter Kováč býva v Bratislave, volajte mu na +421 905 123 456.\n"
    (tmp_path / "list.txt").write_text(text, encoding="utf-8")
    modes = ["--mode", "tag", "--mode", "pseudonymize"]
    result = run(tmp_path, "run", "list.txt", "--lang", "sk", *modes, "--out", "out")
    assert result.returncode == 0, result.stderr
    tagged = (tmp_path / "out" / "tag" / "list.txt").read_text(encoding="utf-8")
    assert "Kováč" not in tagged and "[PERSON]" in tagged and "[PHONE]" in tagged
    new = (tmp_path / "out" / "pseudonymize" / "list.txt").read_text(encoding="utf-8")
    assert "Kováč" not in new and "Bratislave" not in new and "+421 9" in new
    unknown = run(tmp_path, "run", "list.txt", "--lang", "xx", "--mode", "tag", "--out", "o")
    assert unknown.returncode == 2 and "choose one of: en, cs, pl, de, sv, hu, sk" in unknown.stderr


def test_a_recognizer_registers_itself(tmp_path: Path) -> None:
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "badges.py").write_text(example("pseudonymizer/detect/badges.py"))
    (tmp_path / "note.txt").write_text("Use badge BDG-123456 at the gate.\n")
    result = run(tmp_path, "detect", "note.txt", "--out", "spans.jsonl", first="badges")
    assert result.returncode == 0, result.stderr
    assert '"start": 10, "end": 20, "label": "ID"' in (tmp_path / "spans.jsonl").read_text()


def test_a_format_registers_its_suffix(tmp_path: Path) -> None:
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "lines.py").write_text(example("pseudonymizer/io/formats/lines.py"))
    lines = "Write to jan.novak@example.org soon.\nCall +44 20 7946 0958 now.\n"
    (tmp_path / "calls.lines").write_text(lines)
    result = run(tmp_path, "run", ".", "--mode", "tag", "--out", "out", first="lines")
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "out" / "calls.lines").read_text() == (
        "Write to [EMAIL] soon.\nCall [PHONE] now.\n"
    )


def test_a_surrogate_operator_replaces_a_categorys(surrogate_of) -> None:
    before = operator_for(Category.PASSWORD)
    try:
        exec(example("my_project/operators.py"), {})
        assert surrogate_of("hunter2", "en", Category.PASSWORD) == "*******"
    finally:
        register(Category.PASSWORD, before)
    assert surrogate_of("hunter2", "en", Category.PASSWORD) != "*******"
