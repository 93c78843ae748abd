"""A name written with the nickname its bearer goes by between the given and the family name,
in brackets or quotes (`Tobias (Toby) Ferncastle-Oduya`, `Robert "Bob" Kinnear`), as a CV's
or a profile's heading writes it. The bracket parts the name: read apart, the family name
alone was taken for a given name or a town, and the nickname for a town. The given name is
one of the lists, or the nickname is cut from it (`Seun` of a given name no list holds that
ends so); the nickname is then a given name, the word after it the family name.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.vocabulary import ordinary
from pseudonymizer.model import Attributes, Document, Mention

_WORD = r"[^\W\d_a-z][^\W\d_]+"
_NICKNAMED = re.compile(
    rf"(?<![\w-])(?P<given>{_WORD})[^\S\n]+(?:\((?P<bracketed>{_WORD})\)|[\"“'‘](?P<quoted>{_WORD})"
    rf"[\"”'’])[^\S\n]+(?P<family>{_WORD}(?:-{_WORD})*)(?![\w-])"
)
# The fewest letters a nickname shares with the given name it is cut from (`Tob` of Tobias).
_SHARED = 3


@dataclass(frozen=True)
class NicknamedRecognizer:
    lang: str
    name: str = "nicknamed"
    score: float = 0.8

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        for match in _NICKNAMED.finditer(document.text):
            given, family = match.group("given"), match.group("family")
            group = "bracketed" if match.group("bracketed") else "quoted"
            nickname = match.group(group)
            words = [(word, given_names()) for word in (given, nickname)]
            words += [(word, family_names()) for word in family.split("-")]
            if any(ordinary(word, self.lang) and word not in names for word, names in words):
                continue  # (`Leeds (Headingley) Station`; not `Moss` of `Achebe-Moss`)
            if given not in given_names() and nickname[:_SHARED].casefold() not in given.casefold():
                continue
            for part, kind in (("given", "given"), (group, "given"), ("family", "family")):
                attrs = Attributes(kind=kind)
                yield Mention(*match.span(part), Category.PERSON, self.name, self.score, attrs)


register(lambda language: NicknamedRecognizer(language.code), 149)
