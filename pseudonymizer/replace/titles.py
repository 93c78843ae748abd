"""Titles found alone (`JUDr.`, `Paní`, `Mr`, `QC`, Hungarian `úr`) stay as they are written.

Corpora count a title as personal data (Presidio's TITLE, TAB's `Mr` before an initial), and a
model may read `Mr` as an organization; but a title names no one: it is the word a careful
writer keeps around a replaced name (`Dr. Sarah Whitfield` -> `Dr. Judith Cole`, not `Prof.
Judith Cole`, nor a company's name in the place of `Mr`). Its gender stays true to the
surrogate's too, since the surrogate of the name beside it takes the title's gender.
"""

from __future__ import annotations

import re
from functools import cache

from pseudonymizer.languages.base import Language
from pseudonymizer.lexicon.names import family_names

# What stands between titles: spaces and commas (`JUDr., Ph.D.`).
_GAP = re.compile(r"[\s,]+")


def titles_only(original: str, language: Language) -> bool:
    """Whether `original` is nothing but titles of the language (before a name, after it,
    post-nominal, kinship), each with or without its dot: not where the last of several is
    also a family name (`Herr Richter` is a person's name)."""
    words = [word for word in _GAP.split(original) if word]
    if not words or not all(word.rstrip(".").casefold() in _titles(language) for word in words):
        return False
    return len(words) == 1 or words[-1].rstrip(".") not in family_names()


@cache
def _titles(language: Language) -> frozenset[str]:
    """The language's titles of every kind, one word each, case-folded and without their
    final dot (`judr`, `ph.d`, `úr`)."""
    groups = (language.person_titles, language.person_titles_after, language.post_nominals)
    return frozenset(
        title.rstrip(".").casefold() for group in groups for title in group if " " not in title
    )
