"""The package's layout keeps its promises: imports point down the flow, and no stage branches
on a language: what a language does comes from its `Language`, found by its code."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from conftest import ROOT

PACKAGE = ROOT / "pseudonymizer"
LANGUAGE_PACKAGES = ("cs", "pl", "hu", "en", "de", "sv")


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def imports(path: Path) -> set[str]:
    """The `pseudonymizer` modules `path` imports, at any depth of its code."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {name for name in found if name.startswith("pseudonymizer")}


def within(path: Path, *parts: str) -> bool:
    return path.relative_to(PACKAGE).parts[: len(parts)] == parts


@pytest.mark.parametrize(
    ("where", "never"),
    [
        (("detect",), "pseudonymizer.replace"),
        (("replace",), "pseudonymizer.detect"),
        (("rules",), "pseudonymizer.detect"),
        (("audit.py",), "pseudonymizer.detect"),
        (("lexicon",), "pseudonymizer.detect"),
        (("lexicon",), "pseudonymizer.replace"),
        (("lexicon",), "pseudonymizer.analyze"),
        (("model.py",), "pseudonymizer.languages"),
        (("config.py",), "pseudonymizer.detect"),
        (("config.py",), "pseudonymizer.analyze"),
    ],
)
def test_imports_point_down_the_flow(where: tuple[str, ...], never: str) -> None:
    bad = {
        str(path.relative_to(PACKAGE)): sorted(m for m in imports(path) if m.startswith(never))
        for path in modules()
        if within(path, *where)
    }
    assert not {path: names for path, names in bad.items() if names}


def test_only_the_languages_registry_imports_a_language() -> None:
    packages = tuple(f"pseudonymizer.languages.{code}" for code in LANGUAGE_PACKAGES)
    bad = {
        str(path.relative_to(PACKAGE))
        for path in modules()
        if not within(path, "languages")
        and any(name.startswith(packages) for name in imports(path))
    }
    assert not bad


# A comparison with a language's code: `lang == "pl"`, `language.code in ("cs", "pl")`.
_CODES = "|".join(LANGUAGE_PACKAGES)
_LANGUAGE_BRANCH = re.compile(
    rf"""(lang|code)\s*(==|!=|in|not in)\s*[(\[{{]?\s*["']({_CODES})["']"""
)


def test_no_stage_branches_on_a_language_code() -> None:
    bad = [
        f"{path.relative_to(PACKAGE)}:{number}"
        for path in modules()
        if not within(path, "languages")
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if _LANGUAGE_BRANCH.search(line)
    ]
    assert not bad
