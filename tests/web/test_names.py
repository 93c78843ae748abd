"""No class of the review tool shares its name with another class of the package, so a name
in the web says which thing it is without an alias (and the schema's names are unique)."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import pseudonymizer

PACKAGE = Path(pseudonymizer.__file__).parent
WEB = PACKAGE / "web"


def test_every_web_class_name_is_unique_in_the_package() -> None:
    defined: dict[str, list[Path]] = defaultdict(list)
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                defined[node.name].append(path)
    clashes = {
        name: sorted(str(path.relative_to(PACKAGE)) for path in paths)
        for name, paths in defined.items()
        if len(paths) > 1 and any(path.is_relative_to(WEB) for path in paths)
    }
    assert clashes == {}
    web = [name for name, paths in defined.items() if paths[0].is_relative_to(WEB)]
    assert len(web) > 50  # the walk found the web's classes
