"""The package's layout keeps its promises: imports point down the layers and never back up, no
module imports itself round a circle, and no stage branches on a language: what a language
does comes from its `Language`, found by its code.

An import is every `import` of a `pseudonymizer` module at any depth of a module's code (type-only
and lazy ones included), every module named in a string that `import_module` or an entry point
loads (`"pseudonymizer.lexicon.inflection.cs.inflector:CzechInflector"`), every module of its own
package where a module loads them by `f"{__name__}.{name}"`, and each entry point of
`pyproject.toml` from the module that loads its group.
"""

from __future__ import annotations

import ast
import re
import tomllib
from functools import cache
from pathlib import Path

import pytest
from conftest import ROOT

PACKAGE = ROOT / "pseudonymizer"

# The layers, top to bottom (README, "How it is built"): a module imports only from its own
# layer's parts or from layers below. A part is a folder of the package or a module at its root.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("cli", "web"),
    ("run",),
    ("metadata",),
    ("pipeline",),
    # The stages, last of the flow first.
    ("evaluate",),
    ("audio",),
    ("audit",),
    ("replace",),
    ("link",),
    ("explain",),
    ("rules",),
    ("detect",),
    ("merge",),
    ("analyze",),
    ("annotations",),
    ("io",),
    # What the stages read.
    ("lexicon",),
    ("config",),
    ("languages",),
    ("model", "categories", "choices", "words", "casing", "__init__"),
)
# Parts of one layer, or of layers far apart, that still never import each other.
NEVER = (
    ("replace", "detect"),
    ("rules", "detect"),
    ("audit", "detect"),
    ("audit", "replace"),
)
LANGUAGE_MODULES = ("cs", "pl", "hu", "en", "de", "sv")
_MODULE_STRING = re.compile(r"pseudonymizer(?:\.\w+)+(?::[\w.]+)?")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def resolved(name: str) -> str | None:
    """The module `name` is, or is in (a class or function of it); None outside the package."""
    while name and name not in modules():
        name = name.rpartition(".")[0]
    return name or None


def part(module: str) -> str:
    pieces = module.split(".")
    return pieces[1] if len(pieces) > 1 else "__init__"


@cache
def imports() -> dict[str, set[str]]:
    """Each module -> the package's modules it imports, however."""
    found: dict[str, set[str]] = {name: set() for name in modules()}
    for name, path in modules().items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            for target in _targets(node, package):
                if (module := resolved(target)) is not None and module != name:
                    found[name].add(module)
    for loader, target in _entry_points():
        found[loader].add(target)
    return found


def _targets(node: ast.AST, package: str) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.ImportFrom):
        assert node.level == 0, "imports are absolute"
        return [f"{node.module}.{alias.name}" for alias in node.names] + [node.module or ""]
    if (
        isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and _MODULE_STRING.fullmatch(node.value)
    ):
        return [node.value.partition(":")[0]]
    if _loads(node) and isinstance(node.args[0], ast.JoinedStr):  # type: ignore[attr-defined]
        name: ast.JoinedStr = node.args[0]  # type: ignore[attr-defined]
        first = name.values[0] if name.values else None
        if isinstance(first, ast.FormattedValue):
            # `f"{__name__}.{...}"`: a package loading its own modules by name.
            own = isinstance(first.value, ast.Name) and first.value.id == "__name__"
            assert own, f"{ast.unparse(name)}: a module name the checks cannot read"
            return [name for name in modules() if name.startswith(f"{package}.")]
        assert not (isinstance(first, ast.Constant) and str(first.value).startswith("pseudo")), (
            f"{ast.unparse(name)}: a module name the checks cannot read"
        )
    return []


def _loads(node: ast.AST) -> bool:
    """Whether `node` is a call of `import_module`."""
    if not isinstance(node, ast.Call) or not node.args:
        return False
    function = node.func
    return (isinstance(function, ast.Name) and function.id == "import_module") or (
        isinstance(function, ast.Attribute) and function.attr == "import_module"
    )


def _entry_points() -> list[tuple[str, str]]:
    """(the module that loads an entry-point group, the module an entry point names)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    edges = []
    for group, points in project.get("entry-points", {}).items():
        loaders = [
            name
            for name, path in modules().items()
            if f'"{group}"' in path.read_text(encoding="utf-8")
        ]
        assert loaders, f"no module loads the entry-point group {group}"
        for value in points.values():
            target = resolved(value.partition(":")[0])
            assert target is not None, value
            edges += [(loader, target) for loader in loaders]
    return edges


def layer(name: str) -> int:
    return next(i for i, parts in enumerate(LAYERS) if part(name) in parts)


def test_every_part_of_the_package_has_its_layer() -> None:
    placed = {name for parts in LAYERS for name in parts}
    assert {part(name) for name in modules()} - placed == set()


def test_imports_point_down_the_layers() -> None:
    upward = sorted(
        f"{importer} -> {imported}"
        for importer, targets in imports().items()
        for imported in targets
        if layer(imported) < layer(importer)
    )
    assert upward == []


@pytest.mark.parametrize(("importer", "imported"), NEVER)
def test_parts_that_never_import_each_other(importer: str, imported: str) -> None:
    found = sorted(
        f"{name} -> {target}"
        for name, targets in imports().items()
        if part(name) == importer
        for target in targets
        if part(target) == imported
    )
    assert found == []


def test_no_import_cycles() -> None:
    graph = imports()
    cycles = [component for component in _components(graph) if len(component) > 1]
    assert cycles == []


def _components(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of `graph` (Tarjan's algorithm, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                found.append(sorted(component))
    return found


def test_the_checks_see_lazy_and_named_imports() -> None:
    # The registries load by name: the test would be blind without these edges.
    graph = imports()
    assert "pseudonymizer.languages.cs" in graph["pseudonymizer.languages"]
    assert (
        "pseudonymizer.lexicon.inflection.cs.inflector" in graph["pseudonymizer.lexicon.inflection"]
    )
    assert "pseudonymizer.detect.sgjp" in graph["pseudonymizer.detect"]
    assert "pseudonymizer.web.commands" in graph["pseudonymizer.cli"]


def test_a_cycle_and_an_upward_import_are_seen() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert [sorted(c) for c in _components(graph) if len(c) > 1] == [["a", "b", "c"]]
    assert layer("pseudonymizer.languages.cs") > layer("pseudonymizer.lexicon.inflection")


def test_only_the_languages_registry_imports_a_language() -> None:
    languages = {f"pseudonymizer.languages.{code}" for code in LANGUAGE_MODULES}
    importers = {name for name, targets in imports().items() if targets & languages}
    assert importers == {"pseudonymizer.languages"}


# A comparison with a language's code: `lang == "pl"`, `language.code in ("cs", "pl")`.
_CODES = "|".join(LANGUAGE_MODULES)
_LANGUAGE_BRANCH = re.compile(
    rf"""(lang|code)\s*(==|!=|in|not in)\s*[(\[{{]?\s*["']({_CODES})["']"""
)


def test_no_stage_branches_on_a_language_code() -> None:
    bad = [
        f"{path.relative_to(PACKAGE)}:{number}"
        for name, path in modules().items()
        if part(name) != "languages"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if _LANGUAGE_BRANCH.search(line)
    ]
    assert not bad


def test_every_class_name_is_defined_once() -> None:
    # A name says which thing it is without an alias: the web's stored document is no second
    # `Document`, and the API schema's names are unique.
    defined: dict[str, list[str]] = {}
    for name, path in modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                defined.setdefault(node.name, []).append(name)
    assert {name: where for name, where in defined.items() if len(where) > 1} == {}
    assert len(defined) > 200  # the walk found the package's classes
