"""Known names in documents a NER model reads: the model misses names standing alone
(`Isabel`, `Borkowski`) or in odd company (lists, headings, quotes). A capitalized word that is
a known given or family name and no ordinary word is a person, with the capitalized words right
after it (`Isabel Ortega`); a given name that is also an ordinary word (`Will`, `Rose`) counts
only with a capitalized word after it. A known place that is no ordinary word is a location
(`Uruguay`, `SEINÄJOKI` in an address block). For documents without a model the capitalization
recognizer already does this and more.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.vocabulary import ordinary
from pseudonymizer.languages.lexicon import family_names, given_names, places
from pseudonymizer.model import Document, Mention
from pseudonymizer.words import UPPER

_RUN = re.compile(rf"(?<![\w-])[{UPPER}][\w'’-]+(?: [{UPPER}][\w'’-]+){{0,2}}")


@dataclass(frozen=True)
class KnownNameRecognizer:
    lang: str
    name: str = "known_names"
    score: float = 0.6

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        if analysis.doc is None:
            return
        for match in _RUN.finditer(document.text):
            words = match.group().split(" ")
            first = words[0]
            place = match.group() if match.group() in places(self.lang) else None
            if place is None and first.isupper() and first.title() in places(self.lang):
                place = first  # SEINÄJOKI in an address block
            if place is not None and not ordinary(place, self.lang):
                start = match.start()
                yield Mention(start, start + len(place), Category.LOCATION, self.name, self.score)
                continue
            if first.isupper() or not (first in given_names() or first in family_names()):
                continue
            if ordinary(first, self.lang) and (len(words) == 1 or first not in given_names()):
                continue
            yield Mention(*match.span(), Category.PERSON, self.name, self.score)
