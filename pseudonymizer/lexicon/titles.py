"""Titles before a person's name (`Ing.`, `Judge`, `Herr`, `SSR`): kept where a name changes,
and never a name themselves."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from pseudonymizer.languages import get_language


@cache
def title_words(lang: str) -> frozenset[str]:
    """The language's titles before a name, case-folded and without their dot (`ing`,
    `judge`, `herr`)."""
    return frozenset(title.rstrip(".").casefold() for title in get_language(lang).person_titles)


def leading_titles(words: Sequence[str], titles: frozenset[str]) -> int:
    """How many of a name's `words` are titles before it (`Judge` of `Judge Ingrid Solberg`,
    `SSR` of `SSR Anna Nowak`); never the last word, which is the family name even where it
    is a title too (`Anna Richter`, `Mary Lord`)."""
    lead = 0
    while lead < len(words) - 1 and words[lead].rstrip(".,").casefold() in titles:
        lead += 1
    return lead
