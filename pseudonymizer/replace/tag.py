"""`tag`: replace each mention by its category, `[PERSON]`, or numbered per entity, `[PERSON-2]`.

The tag is written in a vocabulary (canonical, a language's native corpus tags: Polish
`[OSOBA]`, Hungarian `[#szemelynev]`, SweLL's `[firstname_female] [surname]`) or in one of
two forms corpora use: TEI's `<gap reason="anonymization" desc="name"/>`, and `MASKED` for
every token, which keeps a tokenized corpus's token count.
"""

from __future__ import annotations

import re

from pseudonymizer.categories import Category, tag_label
from pseudonymizer.languages import get_language
from pseudonymizer.languages.names import given_gender
from pseudonymizer.model import Edit, Entity, Mention

MASK = "MASKED"
_TOKEN = re.compile(r"\S+")


def tag_edits(
    text: str,
    mentions: list[Mention],
    entities: list[Entity],
    vocabulary: str,
    numbered: bool,
    lang: str = "en",
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
        number = numbers[id(mention)] if numbered else None
        original = mention.text_in(text)
        edits.append(
            Edit(mention.start, mention.end, _tag(original, mention, vocabulary, number, lang))
        )
    return edits


def _tag(original: str, mention: Mention, vocabulary: str, number: int | None, lang: str) -> str:
    if vocabulary == "masked":
        return _TOKEN.sub(MASK, original)
    label = tag_label(mention.category, vocabulary)
    if vocabulary == "tei":
        n = f' n="{number}"' if number is not None else ""
        return f'<gap reason="anonymization" desc="{label}"{n}/>'
    suffix = f"-{number}" if number is not None else ""
    if vocabulary == "swell" and mention.category is Category.PERSON:
        return " ".join(f"[{part}{suffix}]" for part in _name_parts(original, lang))
    return f"[{label}{suffix}]"


def _name_parts(original: str, lang: str) -> list[str]:
    """SweLL's label for each word of a name: initials, given names by gender, the surname."""
    words = original.split()
    locale = get_language(lang).names_locale
    parts = []
    for position, word in enumerate(words):
        if len(word.rstrip(".")) == 1:
            parts.append("initials")
        elif position == len(words) - 1 and len(words) > 1:
            parts.append("surname")
        else:
            gender = given_gender(locale, word.capitalize())
            parts.append(f"firstname_{gender or 'unknown'}")
    return parts
