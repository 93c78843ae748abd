"""Given names after the noun that says who the person is to the writer: `my husband Clive`,
`our son Kyle`, `my mate Dazza`. A chat or a letter names its people so, and the name is the
one they are called by: a given name or a nickname no list holds (`Dazza`, `Shaz`), which a
model read as a firm, a product or a place and which then became a town's or a firm's name.
The possessive and the relation's noun (`Language.possessives`, `Language.relation_nouns`)
say it is a person and, where the noun has one, the person's gender (`husband`, `daughter`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import Language, get_language
from pseudonymizer.lexicon.names import given_names
from pseudonymizer.lexicon.nicknames import name_gender
from pseudonymizer.lexicon.places import own_towns
from pseudonymizer.lexicon.vocabulary import ordinary
from pseudonymizer.model import Attributes, Document, Mention


@cache
def _pattern(language: Language) -> re.Pattern[str] | None:
    """A possessive, a relation's noun and the one capitalized word after them, on one line
    (`my husband Clive`); none where the language lists no relations."""
    if not language.possessives or not language.relation_nouns:
        return None
    possessives = "|".join(re.escape(word) for word in sorted(language.possessives, key=len))
    nouns = sorted((noun for noun, _ in language.relation_nouns), key=len, reverse=True)
    relations = "|".join(re.escape(noun) for noun in nouns)
    return re.compile(
        rf"(?<![\w'’])(?i:{possessives})[^\S\n]+(?P<relation>(?i:{relations}))[^\S\n]+"
        r"(?P<name>[^\W\d_a-z][^\W\d_]+)(?![\w'’-])"
    )


@dataclass(frozen=True)
class RelatedNameRecognizer:
    lang: str
    name: str = "related_name"
    score: float = 0.8
    pattern: re.Pattern[str] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "pattern", _pattern(get_language(self.lang)))

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        if self.pattern is None:
            return
        language = get_language(self.lang)
        genders = {noun.casefold(): gender for noun, gender in language.relation_nouns}
        for match in self.pattern.finditer(document.text):
            word = match.group("name")
            if not _called_by(word, self.lang):
                continue
            gender = genders[match.group("relation").casefold()] or name_gender(word, language)
            attrs = Attributes(kind="given", gender=gender)
            yield Mention(*match.span("name"), Category.PERSON, self.name, self.score, attrs)


def _called_by(word: str, lang: str) -> bool:
    """Whether `word` may be what someone is called: a given name of the lists, or a word with
    its capital of no ordinary word's or the language's own towns' spelling (`my husband
    Clive`, `my mate Dazza`; not `my son Homework`, `my sister Leeds trip`, nor capitals that
    shout, `my friend NEVER`). A town of elsewhere is no evidence: the world's towns spell
    many nicknames (`Gazza`)."""
    if word in given_names():
        return True
    return not word.isupper() and not ordinary(word, lang) and word not in own_towns(lang)


register(lambda language: RelatedNameRecognizer(language.code), 148)
