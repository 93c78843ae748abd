"""Which label scheme a gold corpus is annotated in, and whether its labels belong to it.

Gold labels are translated to evaluation groups through a scheme of `categories.SCHEMES`. The
user names it with `--scheme`, or it is guessed: first from the corpus's file or folder name
(the names of shared/data), then, for a corpus of the project's own making such as BRAT
written by `pseudonymizer run --mode tag`, from labels that are all canonical categories.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from pseudonymizer.categories import SCHEMES, UnknownLabelError
from pseudonymizer.evaluate.groups import gold_group
from pseudonymizer.evaluate.read import GoldDocument
from pseudonymizer.io.errors import InputError

# The first run of letters of a corpus's name -> its scheme.
SCHEME_BY_NAME = {
    "tab": "tab",
    "presidio": "presidio",
    "cnec": "cnec",
    "kpwr": "kpwr",
    "germeval": "conll",
    "swedish": "conll",
    "nerkor": "conll",
}

_NAME = re.compile(r"[a-z]+")


class SchemeError(ValueError):
    """The scheme is unknown or cannot be guessed: a usage error, not bad input."""


def check_scheme(scheme: str) -> str:
    if scheme not in SCHEMES:
        raise SchemeError(f"unknown label scheme {scheme!r}; choose one of: {', '.join(SCHEMES)}")
    return scheme


def guess_scheme(path: Path, labels: Iterable[str]) -> str:
    """The scheme of the corpus at `path` whose gold labels are `labels`."""
    match = _NAME.search(path.name.lower())
    if match and match.group() in SCHEME_BY_NAME:
        return SCHEME_BY_NAME[match.group()]
    unknown = sorted(set(labels) - set(SCHEMES["canonical"]))
    if not unknown:
        return "canonical"
    raise SchemeError(
        f"cannot guess the label scheme of {path} (labels such as {', '.join(unknown[:3])} "
        f"are not canonical); pass --scheme, one of: {', '.join(SCHEMES)}"
    )


def check_labels(documents: Iterable[GoldDocument], scheme: str) -> None:
    """Raise an `InputError` at the first gold label that `scheme` does not know."""
    for document in documents:
        for span in document.spans:
            try:
                gold_group(scheme, span.label)
            except UnknownLabelError as error:
                raise InputError(document.path, str(error), span.line) from None
