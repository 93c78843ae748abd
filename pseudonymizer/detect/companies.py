"""Companies named with their legal form (`Novák Stavby s.r.o.`, `Müller & Söhne GmbH`,
`Acme Ltd`): the capitalized words before a legal form are an ORGANIZATION with it."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.detect.sentences import opens_sentence
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.calendar_words import calendar_word
from pseudonymizer.lexicon.floors import floor_word
from pseudonymizer.lexicon.institutions import organization_word
from pseudonymizer.lexicon.legal_forms import legal_forms
from pseudonymizer.lexicon.names import family_names
from pseudonymizer.lexicon.vocabulary import (
    dictionary_noun_form,
    known_name,
    lower_case_lemma,
    ordinary,
    stop_words,
)
from pseudonymizer.model import Document, Mention
from pseudonymizer.words import UPPER

# A word of a company's name: capitalized, all capitals or with digits (`3M`), `&`, or a
# conjunction joining a founder to his partners or sons (`Mazur i Syn`, `Novák a syn`).
_NAME_WORD = rf"(?:[{UPPER}\d][\w'’.-]*|&|and|und|i|a|och|og|és|et)"
# The conjunctions of `_NAME_WORD`, in lower case.
_JOINS = frozenset({"and", "und", "i", "a", "och", "og", "és", "et"})
# Any word in lower case, which a firm's name may hold where its language says
# (`Language.firm_name_words`); the name starts after the last it may not.
_LOWER_WORD = r"[^\W\d_A-Z][\w'’.-]*"
# Quotation marks a company's name may stand in before its legal form (`„Mazur i Syn” sp. z
# o.o.`).
_OPEN_QUOTE = '[„“"]'
_CLOSE_QUOTE = '[”“"]'
_FIRST_WORD = re.compile(r"(\S+)\s+(?=\S)")
# An ordinal right before a word (`3. ` of `3. OG`).
_ORDINAL_BEFORE = re.compile(r"(?<!\d)\d{1,2}\.\s?\Z")
# A case ending hyphened to a legal form's full stop, as Hungarian writes it (`Kft.-vel`,
# `Bt.-nél`): the firm's name ends at the stop, the ending is the sentence's.
_CASE_AFTER_FORM = r"(?<=\.)(?=-[^\W\d_]+(?![\w-]))"


def _form_pattern(form: str) -> str:
    """A legal form however its dots are spaced: `s.r.o.`, `s. r. o.`, `s.r.o` at a sentence end."""
    parts = [re.escape(part) for part in re.split(r"(?<=\.)\s*", form) if part]
    return r"\s?".join(parts)


@dataclass(frozen=True)
class CompanyRecognizer:
    name: str = "company"
    score: float = 0.8
    pattern: re.Pattern[str] = field(init=False, repr=False, compare=False)
    joined: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        forms = "|".join(
            _form_pattern(form) for form in sorted(legal_forms(), key=len, reverse=True)
        )
        # A word of the name is no capitalized word a legal form of several words opens (`GmbH`
        # of `GmbH & Co. KG`): taken as the name's, it left the form `& Co.` and the `KG` after
        # it out. (A founder's partners and sons are his name's: `Kranz & Co. KG`, `and Sons`.)
        opening = "|".join(
            _form_pattern(form)
            for form in sorted(legal_forms(), key=len, reverse=True)
            if " " in form and form[0].isupper()
        )
        not_form = rf"(?!(?:{opening})(?![\w-]))"
        pattern = re.compile(
            rf"(?<![\w&-]){_OPEN_QUOTE}?(?:{not_form}(?:{_NAME_WORD}|{_LOWER_WORD})\s){{0,5}}"
            rf"{not_form}"
            rf"[{UPPER}\d][\w'’.-]*{_CLOSE_QUOTE}?,?\s(?P<form>{forms})"
            rf"(?:(?![\w-])|{_CASE_AFTER_FORM})"
        )
        object.__setattr__(self, "pattern", pattern)
        # A legal form and a joining word in lower case after it (`& Partners och`): one firm
        # ends there, the next begins.
        object.__setattr__(self, "joined", re.compile(rf"(?:{forms})\s+([^\W\d_]+)\s+"))

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        function_words = stop_words(document.lang)
        for match in self.pattern.finditer(document.text):
            text = document.text
            start, end = match.span()
            if floor_word(match.group("form"), document.lang) and _ORDINAL_BEFORE.search(
                text, max(0, match.start("form") - 5), match.start("form")
            ):
                continue  # `Wohnung 3. OG links`: the flat's floor, no firm of the form `OG`
            start = _after_foreign_lower_word(text, start, match.start("form"), document.lang)
            # `Die Müller GmbH`, `Dodavatel EPS s.r.o.`: an article, or an ordinary word whose
            # capital only opens the sentence, is no part of the name; nor is an ordinary word
            # closing the sentence before it (`Ihr Schreiben. Die Müller GmbH`), nor a number
            # alone or a month before it (`Between 2012 and 2015 Acme Ltd`, `in May 2019
            # Acme Ltd`): the years and the dates the sentence says of the firm are the
            # timeline's, which moves them, and a name taking them in would delete them.
            while (word := _FIRST_WORD.match(text, start, end)) and (
                _function_word(word.group(1), opens_sentence(text, start), function_words)
                or (opens_sentence(text, start) and ordinary(word.group(1), document.lang))
                or _sentence_end(word.group(1), document.lang)
                or _date_word(word.group(1), document.lang)
            ):
                start = word.end()
            start = _after_line_of_words(text, start, end, document.lang)
            for joined in self.joined.finditer(text, start, match.start("form")):
                if joined.group(1).islower():  # (`Sjödahl & Partners och Ekman & Co`)
                    former = len(text[: joined.start(1)].rstrip())
                    yield Mention(start, former, Category.ORGANIZATION, self.name, self.score)
                    start = joined.end()
            if not any(char.isalpha() for char in text[start : match.start("form")]):
                continue  # `2. OG`, a floor: numbers alone name no firm
            yield Mention(start, end, Category.ORGANIZATION, self.name, self.score)


def _after_foreign_lower_word(text: str, start: int, form: int, lang: str) -> int:
    """Where a firm's name may start: after the last word in lower case before its legal form
    at `form` that no firm's name holds (a verb, a preposition the language does not list:
    `kündigte bei der Firma Kranz GmbH`), past the words in lower case that follow it."""
    words = list(re.finditer(r"\S+", text[start:form]))
    cut = 0
    for i, word in enumerate(words):
        value = word.group().strip(_OPEN_QUOTE_CHARS)
        before = words[i - 1].group() if i else ""
        if value[:1].islower() and not _firm_name_word(value, before, lang):
            cut = i + 1
    while cut < len(words) and words[cut].group()[:1].islower():
        cut += 1
    return start + words[cut].start() if cut < len(words) else form


def _firm_name_word(word: str, before: str, lang: str) -> bool:
    """Whether `word`, in lower case, may stand inside a firm's name after the word `before`:
    a conjunction joining a founder to his partners (`Mazur i Syn`), a word the language
    lists after a body's kind (`Gesellschaft für`; not `Techniker für`, a job before its
    employer), or, where nouns are capitalized, an adjective or participle declined before
    its noun."""
    language = get_language(lang)
    if word in _JOINS:
        return True
    if word in language.firm_name_words:
        return organization_word(before, lang)
    return language.nouns_capitalized and _declined_attribute(word, lang)


def _declined_attribute(word: str, lang: str) -> bool:
    """Whether `word` is an adjective or a present participle with a case ending (`allgemeiner`,
    `kraftfahrender`): a participle by its `-end`, an adjective by its dictionary's lemma,
    which is no verb's infinitive (`kündigte` -> `kündigen`)."""
    if word in stop_words(lang):
        return False
    for ending in _CASE_ENDINGS:
        stem = word.removesuffix(ending)
        if stem == word or len(stem) < _STEM:
            continue
        if stem.endswith("end"):
            return True
        lemma = lower_case_lemma(word, lang)
        return lemma is not None and lemma != word and not lemma.endswith(_INFINITIVE_ENDINGS)
    return False


# An adjective's case endings before its noun, longest first; the shortest stem read so.
_CASE_ENDINGS = ("em", "en", "er", "es", "e")
_STEM = 3
# The endings of a verb's infinitive, which an adjective's lemma does not have.
_INFINITIVE_ENDINGS = ("en", "ern", "eln")
# The quotation marks around a firm's name.
_OPEN_QUOTE_CHARS = '„“”"'


def _function_word(word: str, opening: bool, function_words: frozenset[str]) -> bool:
    """Whether `word` is a function word before a company's name (`Die`, `the`): one of the
    language's, but for a family name of the lists capitalized inside a sentence, the
    founder's (Hungarian `Nagy` of `a Nagy és Társa Ügyvédi Iroda`, though `nagy`, big, is
    a function word in lower case)."""
    if word.lower() not in function_words:
        return False
    return opening or word.islower() or word not in family_names()


def _date_word(word: str, lang: str) -> bool:
    """Whether `word` is a number alone (`2012`, `15.`, `2,500`) or a month's or weekday's
    name (`May`): a date's word, which a company's name does not begin with (`3M`, `7-Eleven`
    have more than digits)."""
    return _NUMBER_ALONE.fullmatch(word) is not None or calendar_word(word, lang)


# A number written alone, with its separators and a closing full stop or comma.
_NUMBER_ALONE = re.compile(r"\d+(?:[.,]\d+)*[.,]?")


def _sentence_end(word: str, lang: str) -> bool:
    """Whether `word` is an ordinary word with the full stop that ends a sentence
    (`Schreiben.`), not an abbreviation of a name (`Bros.`) or an initial (`J.`)."""
    stem = word[:-1]
    return word.endswith(".") and len(stem) > 1 and "." not in stem and _common(stem, lang)


def _after_line_of_words(text: str, start: int, end: int, lang: str) -> int:
    """Where the company's name starts once a line of ordinary words before it is left out:
    a signature's profession above the firm (`Rechtsanwalt` over `Kanzlei Wagner & Partner`)
    is no part of its name, and a name runs on no line before its own."""
    newline = text.find("\n", start, end)
    if newline < 0 or not all(_common(word, lang) for word in text[start:newline].split()):
        return start
    rest = newline + 1
    while rest < end and text[rest].isspace():
        rest += 1
    return rest


def _common(word: str, lang: str) -> bool:
    """Whether `word` is an ordinary word, or a noun the dictionary lists that is no known name
    (German `Rechtsanwalt`, which no table lists)."""
    return ordinary(word, lang) or (dictionary_noun_form(word, lang) and not known_name(word, lang))


register(CompanyRecognizer(), 160)
