"""Surrogates for titles found alone (`JUDr.`, `Paní`, `Mr`, `QC`).

Corpora count a title as personal data (Presidio's TITLE, TAB's `Mr` before an initial): it
tells a person's sex, degree or office. Alone, its surrogate is another title of the same
kind from the language's lists, a short one that fits before any name (`JUDr.` -> `Mgr.`,
`Paní` -> `Ing`, `QC` -> `LJ`), written as the original (case, a final dot), rather than a
name or a pseudo-word in the place of a title.
"""

from __future__ import annotations

import random
import re
from functools import cache

from pseudonymizer.casing import cased_like
from pseudonymizer.languages.base import Language
from pseudonymizer.lexicon.names import family_names
from pseudonymizer.lexicon.vocabulary import ordinary

_WORD = re.compile(r"[^\W\d_]+")


def title_surrogate(original: str, language: Language, rng: random.Random) -> str | None:
    """Each title of `original` replaced by another of its kind; None unless `original` is
    titles only, and where a title is followed by one that is also a family name (`Herr
    Richter`): that is a person's name. A title alone stays a title (`Senator`, `Lord`)."""
    words = _WORD.findall(original)
    groups = [_group(word, language) for word in words]
    if not words or any(group is None for group in groups):
        return None
    if len(words) > 1 and words[-1] in family_names():
        return None
    out, position, used = [], 0, {word.casefold() for word in words}
    kinship = {title.casefold() for title in language.kin_titles}
    for match, group in zip(_WORD.finditer(original), groups, strict=True):
        assert group is not None
        # Short capitalized titles fit before any name (`Ing.`, `Dr`); a title that is an
        # inflected word (`pana`, `doktorce`) would have to agree with what follows. After a
        # dot, an abbreviation (`Dr.`, not `Miss.`).
        dotted = original[match.end() : match.end() + 1] == "."
        kin = match.group().casefold() in kinship  # `Oma` -> `Opa`, never `Dr` -> `Opa`
        others = [
            title
            for title in group
            if title[0].isupper()
            and (len(title) <= 4 or kin)
            and title.casefold() not in used
            and not (dotted and ordinary(title, language.code))
            and (title.casefold() in kinship) == kin
        ]
        # `Mrs` -> `Ms`, never `Sir`: a title of the same gender, else one of none (`Dr`).
        gender = _gender(match.group(), language)
        alike = [title for title in others if _gender(title, language) == gender]
        others = alike or [title for title in others if _gender(title, language) is None]
        new = rng.choice(others) if others else match.group()
        used.add(new.casefold())
        new = cased_like(match.group(), new)
        out += [original[position : match.start()], new]
        position = match.end()
    out.append(original[position:])
    value = "".join(out)
    return value if value.casefold() != original.casefold() else None


def _gender(title: str, language: Language) -> str | None:
    """The gender a title says (`f`, `m`), None for a title of none (`Dr`)."""
    word = title.rstrip(".").casefold()
    if word in language.female_titles:
        return "f"
    return "m" if word in language.male_titles else None


def _group(word: str, language: Language) -> tuple[str, ...] | None:
    """The language's titles of `word`'s kind (before a name, after it, post-nominal), one
    word each."""
    folded = word.casefold()
    return next((group for group, known in _groups(language) if folded in known), None)


@cache
def _groups(language: Language) -> tuple[tuple[tuple[str, ...], frozenset[str]], ...]:
    """The language's one-word titles of each kind, with them case-folded: read once, not for
    every word of every name drawn."""
    groups = (language.person_titles, language.person_titles_after, language.post_nominals)
    singles = (tuple(title for title in group if " " not in title) for group in groups)
    return tuple((single, frozenset(title.casefold() for title in single)) for single in singles)
