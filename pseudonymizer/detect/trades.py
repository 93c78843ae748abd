"""Firms named by the adjective of their region or town and the noun of their trade, in lower
case, and their town (`Hanácké strojírny Přerov`, `s Jihočeskými stavbami Tábor`): one
organization, whose words a model reads in pieces (`Jihočeskými` a person, `Přerov` a firm),
each given a surrogate of its own kind. The nouns are the language's `trade_nouns`, in every
case. Without a town after it (`Vítkovické závody Servis`) the name is left to the other
recognizers: an organization of ordinary words alone is drawn a firm's name, no better."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.place_forms import place_form
from pseudonymizer.lexicon.vocabulary import known_name, ordinary, stop_words
from pseudonymizer.model import Document, Mention
from pseudonymizer.words import UPPER

_NAME_WORD = rf"[{UPPER}][^\W\d_]+"


@dataclass(frozen=True)
class TradeRecognizer:
    lang: str
    name: str = "trade"
    # Above the model's reading of its pieces (a person, a place, a firm).
    score: float = 0.8
    pattern: re.Pattern[str] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        language = get_language(self.lang)
        pattern = None
        if language.trade_nouns and language.adjective_endings:
            nouns = "|".join(sorted(language.trade_nouns, key=len, reverse=True))
            endings = "|".join(sorted(language.noun_endings, key=len, reverse=True))
            adjective = "|".join(
                sorted(
                    {e for group, lemma in language.adjective_endings for e in (*group, lemma)},
                    key=len,
                    reverse=True,
                )
            )
            pattern = re.compile(
                rf"(?<![\w-])(?P<adjective>[{UPPER}][^\W\d_]*(?:{adjective}))"
                rf"[ \u00a0](?:{nouns})(?:{endings})"
                rf"(?:[ \u00a0](?P<after>{_NAME_WORD}))?(?![\w-])"
            )
        object.__setattr__(self, "pattern", pattern)

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        """Each firm so named whose adjective is an ordinary word or no known name (a region's,
        `Západočeské`, not a family's, `Černé`) and after whose noun a town stands, a listed
        place in one of its cases: the firm keeps its words and its town is replaced
        (`Hanácké strojírny Duchcov`)."""
        if self.pattern is None:
            return
        for match in self.pattern.finditer(document.text):
            after = match.group("after")
            adjective = match.group("adjective")
            if after is None or not (
                ordinary(adjective, self.lang) or not known_name(adjective, self.lang)
            ):
                continue
            if place_form(after, self.lang) and after.lower() not in stop_words(self.lang):
                yield Mention(*match.span(), Category.ORGANIZATION, self.name, self.score)


register(lambda language: TradeRecognizer(language.code), 159)
