"""Venues named by their kind and a name: `Kavárna Místo`, `Café Pascal`, `Hotel Adler`, or,
in Hungarian, the name first (`Kelet Kávézó`). The name is an organization's (a model reads
`Místo` as nothing and `Kavárna Místo` as a person). The mention holds the kind word, so no
piece of a model's longer reading is left to replace it, and the replacement keeps it: it is no
one's, and the reader still knows a café from a cinema. The name alone elsewhere is the venue
too, and its words get the same surrogates. The kind words are the language's
(`Language.venue_nouns`, `venue_nouns_after`), each form written out, or a compound ending
in one (`venue_heads`: Swedish `Ölstugan Tullen`).

A pub or a café is also named by an adjective and a noun after a capitalized article, where
a preposition places someone (`at The Crooked Spoon`, `to The Black Horse`): no model reads
the two ordinary words as one thing, and a town or a firm drawn for them reads as neither.
The mention is the two words (`Language.venue_article` stays), a venue whose words are all
ordinary ones.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.vocabulary import stop_words, word_classes_of
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
    article: re.Pattern[str] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        language = get_language(self.lang)
        patterns = []
        if language.venue_nouns:
            kinds = "|".join(map(re.escape, language.venue_nouns))
            patterns.append(re.compile(rf"(?<![\w-])(?:{kinds})[ \t]+{_NAME}(?![\w-])"))
        if language.venue_heads:
            # (`Ölstugan Tullen`: a stem of two letters or more joined to the kind.)
            heads = "|".join(map(re.escape, language.venue_heads))
            patterns.append(re.compile(rf"(?<![\w-])[{UPPER}]\w+(?:{heads})[ \t]+{_NAME}(?![\w-])"))
        if language.venue_nouns_after:
            kinds = "|".join(map(re.escape, language.venue_nouns_after))
            # The kind word may take its case's suffix (`Kávézóban`), left outside the mention.
            patterns.append(re.compile(rf"(?<![\w-]){_NAME}[ \t]+(?:{kinds})"))
        object.__setattr__(self, "patterns", tuple(patterns))
        article = None
        if language.venue_article:
            before = "|".join(sorted(map(re.escape, language.place_prepositions)))
            article = re.compile(
                rf"(?<![\w-])(?i:{before})[ \t]+{re.escape(language.venue_article)}[ \t]+"
                rf"(?P<name>[{UPPER}][a-z]+[ \t][{UPPER}][a-z]+)(?![\w'’-])"
            )
        object.__setattr__(self, "article", article)

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
        for start, end in self._after_article(text):
            names.add(text[start:end])
            found.append((start, end))
            yield Mention(start, end, Category.ORGANIZATION, self.name, self.score, VENUE)
        again = whole_words(names)
        if again is None:
            return
        for match in again.finditer(text):
            if not any(start <= match.start() < end for start, end in found):
                yield Mention(*match.span(), Category.ORGANIZATION, self.name, self.score, VENUE)

    def _after_article(self, text: str) -> Iterator[tuple[int, int]]:
        """The spans of the adjectives and nouns after the venue article (`Crooked Spoon` of
        `at The Crooked Spoon`): an adjective of the word index, then a noun, neither a word
        that names a body's or a venue's kind (`at The Royal Infirmary` is a hospital's)."""
        if self.article is None:
            return
        language = get_language(self.lang)
        kinds = {
            word.casefold()
            for word in (
                *language.venue_nouns,
                *language.public_institution_nouns,
                *language.organization_nouns,
            )
        }
        for match in self.article.finditer(text):
            first, second = match.group("name").split()
            if second.casefold() in kinds or first.casefold() in kinds:
                continue
            if "adj" in word_classes_of(first, self.lang) and "noun" in word_classes_of(
                second, self.lang
            ):
                yield match.span("name")


register(lambda language: VenueRecognizer(language.code), 155)
