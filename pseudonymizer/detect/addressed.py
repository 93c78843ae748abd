"""Given names in the case of address: a chat's message opens by calling someone (`Petře, ozvi
se`, `Karle!`) or ends so (`Díky, Pavle!`). The vocative is a form the name lists never hold,
and the model, reading a word at a sentence's start, takes it for an adverb, a verb or a town
(`Petře` ADV, `Pavle` VERB); where a word set off as the one spoken to is a case of a given
name of the language's lists or a nickname of its table, and no ordinary word, it is a person.

Only the languages that name this recognizer in `Language.recognizers` run it: where names
do not decline, the name as written is the lists' and the other recognizers find it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.lexicon.nicknames import diminutive_lemma, given_lemma, is_given_form
from pseudonymizer.lexicon.vocabulary import ordinary
from pseudonymizer.model import Document, Mention

NAME = "addressed_names"
# One capitalized word set off as the one spoken to: opening a line or a sentence before a
# comma, `!` or `?` (`Petře, ...`), or after a comma before the sentence's or line's end
# (`..., Pavle!`).
_ADDRESSED = re.compile(
    r"(?:(?:^|(?<=[.!?]\s))[^\S\n]*(?P<opening>[^\W\d_a-z][^\W\d_]+)(?=[^\S\n]*[,!?])"
    r"|(?<=,\s)(?P<closing>[^\W\d_a-z][^\W\d_]+)(?=[^\S\n]*(?:[.!?]|$)))",
    re.MULTILINE,
)


@dataclass(frozen=True)
class AddressedNameRecognizer:
    name: str = NAME
    # Below the model's and the lists' findings: a longer reading of the stretch wins.
    score: float = 0.6

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        text, lang = document.text, document.lang
        for match in _ADDRESSED.finditer(text):
            group = "opening" if match.group("opening") else "closing"
            word = match.group(group)
            if word.isupper() or ordinary(word, lang):
                continue
            if (
                is_given_form(word, lang)
                or given_lemma(word, lang) is not None
                or diminutive_lemma(word, lang) is not None
            ):
                start, end = match.span(group)
                yield Mention(start, end, Category.PERSON, self.name, self.score)


register(AddressedNameRecognizer(), 146, listed=True)
