"""Peers named by a title, a name and a place (`Lord Rodger of Earlsferry`, `Baroness Hale of
Richmond`): the name is a person's, the place a place's. A model reads the place as another
person (`Earlsferry`) or an organization (`of Richmond`), whose surrogate made a peer of a
given name (`Lord Faulkner of Kathryn`); found here, the place gets a place's surrogate and
the title stays before the person's (`Lord Faulkner of Maltby`). The titles and the word
that joins the place are the language's (`Language.territorial_titles`)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import get_language
from pseudonymizer.languages.base import Language
from pseudonymizer.model import Document, Mention
from pseudonymizer.words import UPPER

# A capitalized word of a name (`Rodger`, `Brown-Wilkinson`, `O'Neill`).
_WORD = rf"[{UPPER}][\w'’-]*"


@dataclass(frozen=True)
class PeerageRecognizer:
    lang: str
    name: str = "peerage"
    # Above a model's reading of the place (`Earlsferry` as a person).
    score: float = 0.8
    pattern: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        language = get_language(self.lang)
        titles = "|".join(map(re.escape, language.territorial_titles))
        joiner = re.escape(language.territorial_joiner)
        pattern = (
            rf"(?<![\w-])(?P<person>(?:{titles})[ \t]+{_WORD}(?:[ \t]+{_WORD})?)"
            rf"[ \t]+{joiner}[ \t]+(?P<place>{_WORD}(?:[ \t]+{_WORD}){{0,2}})(?![\w-])"
        )
        object.__setattr__(self, "pattern", re.compile(pattern))

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        """The person (title and name: the title stays as written) and the place of each."""
        for match in self.pattern.finditer(document.text):
            yield Mention(*match.span("person"), Category.PERSON, self.name, self.score)
            yield Mention(*match.span("place"), Category.LOCATION, self.name, self.score)


def _peerage(language: Language) -> PeerageRecognizer | None:
    """The recognizer of a language that has peers' titles, None for one that has none."""
    if not language.territorial_titles or not language.territorial_joiner:
        return None
    return PeerageRecognizer(language.code)


register(_peerage, 157)
