"""Every format, and which one a file is in: each module of this package is a format that
registers itself (`io/format.py`) when it is imported, and all are imported with the package,
so a new format is a new module here that calls `register`, nothing else touched.

A format claims files by their suffix (`.jsonl`); one whose documents need a second file beside
the first names it as its `companion` (BRAT: `name.txt` with `name.ann`), and a file with a
companion beside it is in that format rather than in another that claims its suffix.
"""

from __future__ import annotations

from importlib import import_module
from pathlib import Path
from pkgutil import iter_modules

from pseudonymizer.io.format import Format, registered

for _module in iter_modules(__path__):
    import_module(f"{__name__}.{_module.name}")


def get_format(name: str) -> Format:
    return _all()[name]


def format_names() -> tuple[str, ...]:
    return tuple(_all())


def labels() -> str:
    """The formats as people name them: `.txt, .jsonl, BRAT .txt + .ann`."""
    return ", ".join(found.label for found in _all().values())


def by_companion(suffix: str) -> Format | None:
    """The format whose companion files end in `suffix` (`.ann`: BRAT), if any."""
    return next((found for found in _all().values() if found.companion == suffix), None)


def detected(path: Path) -> Format | None:
    """The format of `path` by its suffix: one with its companion beside it first, then one
    that recognises the file's content, then the plain claimant; None for a suffix no format
    claims."""
    suffix = path.suffix.lower()
    claiming = [found for found in _all().values() if suffix in found.suffixes]
    paired = [found for found in claiming if found.companion is not None]
    for found in paired:
        if path.with_suffix(found.companion or "").exists():
            return found
    for found in claiming:
        if found.sniff is not None and found.sniff(path):
            return found
    unpaired = (found for found in claiming if found.companion is None and found.sniff is None)
    return next(unpaired, None)


def _all() -> dict[str, Format]:
    """The formats by name, in the order of their names (whatever the order of imports)."""
    return dict(sorted(registered().items()))
