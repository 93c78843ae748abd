"""Venues named by their kind and a name: `Kavárna Místo`, `Café Pascal`, `Hotel Adler`, or,
in Hungarian, the name first (`Kelet Kávézó`). The name is an organization's (a model reads
`Místo` as nothing and `Kavárna Místo` as a person). The mention holds the kind word, so no
piece of a model's longer reading is left to replace it, and the replacement keeps it: it is no
one's, and the reader still knows a café from a cinema. The name alone elsewhere is the venue
too, and its words get the same surrogates. The kind words are the language's
(`Language.venue_nouns`, `venue_nouns_after`), each form written out.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.vocabulary import stop_words
from pseudonymizer.model import Attributes, Document, Mention
from pseudonymizer.words import UPPER, whole_words

# The words of a venue's name: capitalized, on one line, up to three.
_NAME = rf"(?P<name>[{UPPER}][\w'’-]*(?:[ \t][{UPPER}][\w'’-]*){{0,2}})"
VENUE = Attributes(kind="venue")


@dataclass(frozen=True)
class VenueRecognizer:
    lang: str
    name: str = "venue"
    # Above a model's reading of the name (`Kavárna Místo` as a person).
    score: float = 0.8
    patterns: tuple[re.Pattern[str], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        language = get_language(self.lang)
        patterns = []
        if language.venue_nouns:
            kinds = "|".join(map(re.escape, language.venue_nouns))
            patterns.append(re.compile(rf"(?<![\w-])(?:{kinds})[ \t]+{_NAME}(?![\w-])"))
        if language.venue_nouns_after:
            kinds = "|".join(map(re.escape, language.venue_nouns_after))
            # The kind word may take its case's suffix (`Kávézóban`), left outside the mention.
            patterns.append(re.compile(rf"(?<![\w-]){_NAME}[ \t]+(?:{kinds})"))
        object.__setattr__(self, "patterns", tuple(patterns))

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        """Each venue with its kind word (which the replacement keeps), and its name wherever
        the document writes it again without one (`bis samstag, Kreuzberger Himmel`)."""
        text = document.text
        function_words = stop_words(self.lang)
        names: set[str] = set()
        found: list[tuple[int, int]] = []
        for pattern in self.patterns:
            for match in pattern.finditer(text):
                words = match.group("name").split()
                if any(word.lower() in function_words for word in words):
                    continue  # `Café The`, `a Hotel`: no name after the kind
                names.add(match.group("name"))
                found.append(match.span())
                yield Mention(*match.span(), Category.ORGANIZATION, self.name, self.score, VENUE)
        again = whole_words(names)
        if again is None:
            return
        for match in again.finditer(text):
            if not any(start <= match.start() < end for start, end in found):
                yield Mention(*match.span(), Category.ORGANIZATION, self.name, self.score, VENUE)


register(lambda language: VenueRecognizer(language.code), 155)
