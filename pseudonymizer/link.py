"""Group mentions into entities: one entity is one real-world thing, with one surrogate and one
tag number. Two mentions belong together when they have the same category and the same
normalized text (case and spacing folded; only letters and digits for numbers and codes)."""

from __future__ import annotations

import re

from pseudonymizer.categories import Category
from pseudonymizer.model import Entity, Mention

_CODES = {Category.PHONE, Category.ID, Category.IP_ADDRESS, Category.ZIP, Category.STREET_NUMBER}
_NOT_ALNUM = re.compile(r"[\W_]+")
_SPACE = re.compile(r"\s+")


def normalize(category: Category, surface: str) -> str:
    if category in _CODES:
        return _NOT_ALNUM.sub("", surface).casefold()
    return _SPACE.sub(" ", surface).strip().casefold()


def link(text: str, mentions: list[Mention]) -> list[Entity]:
    """Entities in order of first mention; ids `E1`, `E2` ... within the document."""
    entities: dict[tuple[Category, str], Entity] = {}
    for mention in mentions:
        key = (mention.category, normalize(mention.category, mention.text_in(text)))
        if key not in entities:
            entities[key] = Entity(f"E{len(entities) + 1}", mention.category, key[1])
        entities[key].mentions.append(mention)
    return list(entities.values())
