"""`tag`: replace each mention by its category, `[PERSON]`, or numbered per entity, `[PERSON-2]`."""

from __future__ import annotations

from pseudonymizer.categories import Category, tag_label
from pseudonymizer.model import Edit, Entity, Mention


def tag_edits(
    mentions: list[Mention], entities: list[Entity], vocabulary: str, numbered: bool
) -> list[Edit]:
    """Numbers count entities per category in order of first appearance in the document, so the
    same person is `[PERSON-1]` everywhere and a reader can still follow who said what."""
    tagged = {id(mention) for mention in mentions}
    numbers: dict[int, int] = {}
    per_category: dict[Category, int] = {}
    for entity in entities:
        members = [m for m in entity.mentions if id(m) in tagged]
        if not members:  # decided public: it keeps its text and takes no number
            continue
        per_category[entity.category] = per_category.get(entity.category, 0) + 1
        for mention in members:
            numbers[id(mention)] = per_category[entity.category]
    edits = []
    for mention in mentions:
        label = tag_label(mention.category, vocabulary)
        suffix = f"-{numbers[id(mention)]}" if numbered else ""
        edits.append(Edit(mention.start, mention.end, f"[{label}{suffix}]"))
    return edits
