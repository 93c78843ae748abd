"""Places named after the noun of their kind (`hrad Karlštejn`, `na horu Sněžku`, `u rybníka
Rožmberk`, `v řece Sázavě`): the name after the noun is a place's, which a model reads as a
person or a firm (`Blaník` a man, `Karlštejn` a company) and which drawn so became a person's
or a firm's surrogate (`na horu Fck`). The nouns are the language's `place_kind_nouns` in
every case (with its `noun_endings`); the noun stays as written, the name is replaced by a
place's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.calendar_words import calendar_word
from pseudonymizer.lexicon.vocabulary import stop_words
from pseudonymizer.model import Document, Mention
from pseudonymizer.words import UPPER

_NAME_WORD = rf"[{UPPER}][^\W\d_]+"


@dataclass(frozen=True)
class SiteRecognizer:
    lang: str
    name: str = "site"
    # Above the model's reading (a person, a firm); below a town on a river, whose joining
    # word a castle's name may hold (`zámek Hluboká nad Vltavou`).
    score: float = 0.75
    pattern: re.Pattern[str] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        language = get_language(self.lang)
        pattern = None
        if language.place_kind_nouns:
            # (The noun in lower case, or capitalized opening a sentence: `Hrad Bouzov`.)
            written = {form for noun in language.place_kind_nouns for form in (noun, noun.title())}
            nouns = "|".join(sorted(written, key=len, reverse=True))
            endings = "|".join(sorted(language.noun_endings, key=len, reverse=True))
            pattern = re.compile(
                rf"(?<![\w-])(?:{nouns})(?:{endings})"
                rf"[ \u00a0](?P<name>{_NAME_WORD}(?:[ \u00a0]{_NAME_WORD})?)(?![\w-])"
            )
        object.__setattr__(self, "pattern", pattern)

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        """Each name (of one word or two: `město Karlovy Vary`) after a place's kind noun
        the tagger reads as no verb (`řek Pavel`, said Pavel, as a chat writes it), no
        weekday's or month's nor a function word's."""
        if self.pattern is None:
            return
        for match in self.pattern.finditer(document.text):
            name = match.group("name")
            first = name.split()[0]
            if calendar_word(first, self.lang) or first.lower() in stop_words(self.lang):
                continue
            if _verb(analysis, match.start()):
                continue
            yield Mention(*match.span("name"), Category.LOCATION, self.name, self.score)


def _verb(analysis: Analysis, start: int) -> bool:
    """Whether the language's tagger reads the word at `start` as a verb."""
    doc = analysis.doc
    if doc is None or not doc.has_annotation("POS"):
        return False
    span = doc.char_span(start, start + 1, alignment_mode="expand")
    return span is not None and span[0].pos_ in ("VERB", "AUX")


register(lambda language: SiteRecognizer(language.code), 159)
