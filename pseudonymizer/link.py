"""Group mentions into entities: one entity is one real-world thing, with one surrogate and one
tag number. Two mentions belong together when they have the same category and the same
normalized text: the form a recognizer gives (a phone's E.164 number, so `+420 603 123 456` and
`603 123 456` are one entity), else the text with case and spacing folded and, for IDs and
postcodes, only letters and digits, since their punctuation is mere formatting."""

from __future__ import annotations

import re

from pseudonymizer.categories import Category
from pseudonymizer.model import Entity, Mention

_CODES = {Category.PHONE, Category.ID, Category.ZIP}
# Separators that carry meaning: 192.168.1.10 is not 192.168.11.0, nor house number 12/3 1/23.
_COMPACT = {Category.IP_ADDRESS, Category.STREET_NUMBER}
_NOT_ALNUM = re.compile(r"[\W_]+")
_SPACE = re.compile(r"\s+")


def normalize(category: Category, surface: str) -> str:
    if category in _CODES:
        return _NOT_ALNUM.sub("", surface).casefold()
    if category in _COMPACT:
        return _SPACE.sub("", surface).casefold()
    return _SPACE.sub(" ", surface).strip().casefold()


def link(text: str, mentions: list[Mention]) -> list[Entity]:
    """Entities in order of first mention; ids `E1`, `E2` ... within the document."""
    entities: dict[tuple[Category, str], Entity] = {}
    for mention in mentions:
        normalized = mention.attrs.normalized or normalize(mention.category, mention.text_in(text))
        key = (mention.category, normalized)
        if key not in entities:
            entities[key] = Entity(f"E{len(entities) + 1}", mention.category, key[1])
        entities[key].mentions.append(mention)
    return list(entities.values())
