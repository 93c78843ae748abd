"""How a surrogate takes its original's case: the one word-shape copier every surrogate maker
uses, from the inflectors' declined names to an e-mail address's words, so that capitals, lower
case and a capital first are kept the same way everywhere."""

from __future__ import annotations

import re

# A clitic after a word's apostrophe (`'s`, `'ll`): no word of its own, so no capital of its own.
_CLITIC = re.compile(r"(?<=\w)(['’])([^\W\d_]{1,2})\b")


def cased_like(
    original: str,
    value: str,
    *,
    lower: bool = True,
    capitalize: bool = False,
    initials: bool = True,
) -> str:
    """`value` in the case `original` is written in, where that is all one case: a signature in
    capitals (`JOHN SMITH`, two characters or more) or, with `lower`, a chat in lower case (`jan
    novák`) keeps its look. A single capital with a mark (`W.`, `E.2`) counts as capitals with
    `initials`; without, it is an initial, not a shouted word, and the value is left as made
    (a whole name's or value's surrogate). With `capitalize`, a word of a list put where the
    original has a capital first (a sentence's first word: `Three`, `Ve`, `März`) takes one
    too. Otherwise the value is left as made."""
    letters = sum(char.isalpha() for char in original)
    if original.isupper() and len(original) > 1 and (initials or letters > 1):
        return value.upper()
    if lower and original.islower():
        return value.lower()
    if capitalize and original[:1].isupper():
        return value[:1].upper() + value[1:]
    return value


def title_cased(value: str) -> str:
    """`value` with a capital opening each word, as `str.title` writes it, but a possessive's
    or contraction's clitic left in lower case (`Wayne's`, not `Wayne'S`); a name's part
    after an apostrophe keeps its capital (`O'Brien`, `D'Arcy`)."""
    return _CLITIC.sub(lambda found: found.group(1) + found.group(2).lower(), value.title())
