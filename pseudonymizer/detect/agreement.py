"""One reading of a name the model reads several ways: where the model reads the same name of
several words as one kind mostly and as another once (`Nemuno Šiluma`, a company three times
and a person once), each of its readings is the one it gives most. A company read as a person
once gave every mention of it a person's name (`Irene Naylor`), its words being, to the
replacement, the words of a person the document names. A name of one word is left as read:
it names different things more often (`Georgia` the country and a woman)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from pseudonymizer.categories import Category
from pseudonymizer.model import Mention

# The readings that name something, which a majority may settle.
_NAMES = frozenset({Category.PERSON, Category.ORGANIZATION, Category.LOCATION})
_MODEL = "ner"


def agreed(mentions: list[Mention], text: str) -> list[Mention]:
    """`mentions` with the model's reading of each name of several words replaced by the
    reading it gives that name most often in the document, where one is given more often
    than every other."""
    readings: dict[str, Counter[Category]] = {}
    for mention in mentions:
        written = mention.text_in(text)
        if mention.source == _MODEL and mention.category in _NAMES and " " in written.strip():
            readings.setdefault(written, Counter())[mention.category] += 1
    settled = {}
    for written, counts in readings.items():
        ranked = counts.most_common(2)
        if len(ranked) == 2 and ranked[0][1] > ranked[1][1]:
            settled[written] = ranked[0][0]
    if not settled:
        return mentions
    return [
        replace(mention, category=settled[written])
        if mention.source == _MODEL
        and (written := mention.text_in(text)) in settled
        and mention.category in _NAMES
        else mention
        for mention in mentions
    ]
