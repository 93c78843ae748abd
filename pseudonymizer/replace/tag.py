"""`tag`: replace each mention by its category, `[PERSON]`, or numbered per entity, `[PERSON-2]`.

The tag is written in a vocabulary (canonical, a language's native corpus tags: Polish
`[OSOBA]`, Hungarian `[#szemelynev]`, SweLL's `[firstname_female] [surname]`) or in one of
two forms corpora use: TEI's `<gap reason="anonymization" desc="name"/>`, and `MASKED` for
every token, which keeps a tokenized corpus's token count.
"""

from __future__ import annotations

from pseudonymizer.categories import Category, GenderOf, TagVocabulary
from pseudonymizer.model import Edit, Entity, Mention


def tag_edits(
    text: str,
    mentions: list[Mention],
    entities: list[Entity],
    vocabulary: TagVocabulary,
    numbered: bool,
    gender: GenderOf,
) -> list[Edit]:
    """Numbers count entities per category in order of first appearance in the document, so the
    same person is `[PERSON-1]` everywhere and a reader can still follow who said what.
    `gender` tells a given name's gender, for a vocabulary that labels names word by word."""
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
        number = numbers[id(mention)] if numbered else None
        tag = vocabulary.tag(mention.text_in(text), mention.category, number, gender)
        edits.append(Edit(mention.start, mention.end, tag, markup=vocabulary.markup))
    return edits
