"""Given names in the case of address: a chat's message opens by calling someone (`Petře, ozvi
se`, `Karle!`) or ends so (`Díky, Pavle!`). The vocative is a form the name lists never hold,
and the model, reading a word at a sentence's start, takes it for an adverb, a verb or a town
(`Petře` ADV, `Pavle` VERB); where a word set off as the one spoken to is a case of a given
name of the language's lists or a nickname of its table, and no ordinary word, it is a person.

Only the languages that name this recognizer in `Language.recognizers` run it: where names
do not decline, the name as written is the lists' and the other recognizers find it.

In every language, a greeting (`Language.letter_formulas`: `Hallo`, `Moin`, `Hey`) opening a
line, a chat's message or a sentence greets someone by the word after it; where that word is a
nickname of the language's table or a diminutive friends coin from a given name of its lists
(`Heinzi` of Heinz, `Moni` of Monika, `Fritzle`), and no ordinary word or place, it is the
given name of a person (`GreetedNameRecognizer`): no list holds it, and read alone it became
a town.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.detect.sentences import opens_sentence
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.formulas import letter_formulas
from pseudonymizer.lexicon.nicknames import (
    diminutive_lemma,
    given_lemma,
    is_given_form,
    name_gender,
    nickname_reading,
)
from pseudonymizer.lexicon.places import places
from pseudonymizer.lexicon.vocabulary import ordinary, unwritten
from pseudonymizer.model import Attributes, Document, Mention

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


# The one capitalized word after a greeting, spaces between, that a comma, `!`, `?`, a space
# or the line's end follows.
_GREETED = re.compile(r"[ \t]+(?P<name>[^\W\d_a-z][^\W\d_]+)(?=[ \t]*[,!?.]|[ \t]|$)", re.M)
# A chat's message opening: its speaker's name and colon on the line before the position.
_AFTER_SPEAKER = re.compile(r"^[^\n]{1,60}:[ \t]+\Z", re.MULTILINE)


@dataclass(frozen=True)
class GreetedNameRecognizer:
    lang: str
    name: str = "greeted_name"
    score: float = 0.8

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        text = document.text
        formulas = letter_formulas(self.lang)
        if formulas is None:
            return
        language = get_language(self.lang)
        for greeting in formulas.finditer(text):
            start = greeting.start()
            if (start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_")) or not (
                opens_sentence(text, start) or _AFTER_SPEAKER.search(text, 0, start)
            ):
                continue
            found = _GREETED.match(text, greeting.end())
            if found is None or not _nickname(found.group("name"), self.lang):
                continue
            word = found.group("name")
            attrs = Attributes(kind="given", gender=name_gender(word, language))
            yield Mention(*found.span("name"), Category.PERSON, self.name, self.score, attrs)


def _nickname(word: str, lang: str) -> bool:
    """Whether `word` is a nickname of the table or a diminutive of a given name of the lists,
    and no ordinary word (one the language's text writes: a table lists `berndi` too) or
    place (`Mädchen`, `Hawaii` stay what they are)."""
    if word.isupper() or word in places(lang):
        return False
    if ordinary(word, lang) and not unwritten(word, lang):
        return False
    return nickname_reading(lang, word) is not None or diminutive_lemma(word, lang) is not None


register(AddressedNameRecognizer(), 146, listed=True)
register(lambda language: GreetedNameRecognizer(language.code), 147)
