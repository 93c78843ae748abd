"""The registry of recognizers: each registers itself with the languages it serves and its place
among the others.

A recognizer module calls `register` when it is imported: with a recognizer, which serves
every language, or only those that name it in `Language.recognizers` (`listed`), or with a
function that makes one for a language (or None where it serves none: a national ID runs only
where the language lists it). `recognizers_for` gives a language's recognizers in their
`order`: where two find the same stretch with the same score, the merge keeps the one that
comes first, so the order is part of what a recognizer declares. The built-in ones are
numbered in tens (`ner` 10, the patterns 20 ... `demonym` 180).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from pseudonymizer.detect.recognizer import Recognizer
from pseudonymizer.languages import get_language, supported
from pseudonymizer.languages.base import Language

Make = Callable[[Language], Recognizer | None]


@dataclass(frozen=True)
class _Entry:
    order: int
    make: Make


_entries: list[_Entry] = []


def register(recognizer: Recognizer | Make, order: int, *, listed: bool = False) -> None:
    """Add `recognizer` (or a function making one per language) at `order`, for every language
    or, `listed`, for those whose `Language.recognizers` name it. Of equal orders, the one
    registered first comes first."""
    if hasattr(recognizer, "find") and not isinstance(recognizer, type):
        fixed: Recognizer = recognizer  # type: ignore[assignment]
        make = _listed(fixed) if listed else _fixed(fixed)
    else:
        make = recognizer  # type: ignore[assignment]
    _entries.append(_Entry(order, make))
    recognizers_for.cache_clear()


@cache
def recognizers_for(lang: str) -> tuple[Recognizer, ...]:
    """The recognizers that run on documents in `lang`, in their order."""
    language = get_language(lang)  # importing a language's package registers its own
    made = (entry.make(language) for entry in sorted(_entries, key=lambda entry: entry.order))
    return tuple(recognizer for recognizer in made if recognizer is not None)


def recognizer_names() -> set[str]:
    """The name of every recognizer of every language."""
    return {recognizer.name for lang in supported() for recognizer in recognizers_for(lang)}


def _fixed(recognizer: Recognizer) -> Make:
    return lambda language: recognizer


def _listed(recognizer: Recognizer) -> Make:
    return lambda language: recognizer if recognizer.name in language.recognizers else None
