"""Numbers introduced by the name of their document: `passport number X48213`, `číslo
občanského průkazu 204689512`, `dowód osobisty ABA300000`, `útlevelét, száma BA1234567`. Most
documents' numbers have no check digit a validator could confirm, and their shapes are those of
phone numbers, dates or codes of anything; the document's name before one says what it is: an
identifier (ID), whatever its format.

The names are the language's (`Language.identity_documents`, inflected forms included), with
the acronyms of identifiers (`PESEL`, `NIP`, `IČO`); between the name and its number stand at
most a few words: the language's word for a number (`number`, `číslo`, `Nr.`), a short verb or
function word (`is`, `je`, `to`, `ist`, `är`) and punctuation.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.identifiers import NATIONAL_IDS, acronym_kind, identifier_acronyms
from pseudonymizer.model import Attributes, Document, Mention

# A document's number: letters and digits, in groups joined by a space, slash or hyphen.
_CODE = r"[A-Z0-9]+(?:[ /-][A-Z0-9]+)*"
# A date (`2030-05-12`) after a document's name is when it was issued or expires.
_DATE_LIKE = re.compile(r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-\d{4}")


def _number_like(value: str) -> bool:
    """Enough of a number to be a document's: five letters or digits, two of them digits (not
    `10` of `valid for 10 years`, not a year alone), and no date."""
    alnum = [char for char in value if char.isalnum()]
    digits = sum(char.isdigit() for char in alnum)
    return len(alnum) >= 5 and digits >= 2 and not _DATE_LIKE.fullmatch(value)


@dataclass(frozen=True)
class DocumentNumberRecognizer:
    lang: str
    name: str = "document_number"
    # Above a phone number's and a date's: the name says what the number is.
    score: float = 0.9
    pattern: re.Pattern[str] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        language = get_language(self.lang)
        pattern = None
        if language.identity_documents:
            documents = "|".join(language.identity_documents)
            acronyms = "|".join(
                sorted(map(re.escape, identifier_acronyms()), key=len, reverse=True)
            )
            nouns = "|".join(language.number_nouns)
            # Up to three words between the name and the number: the number noun (`nr.`), a
            # short word (`is`, `to`), punctuation; never across a line.
            gap = rf"(?:[^\S\n]*(?:[,:#]|(?i:{nouns})\.?|[^\W\d_]{{1,4}})(?=[\s,:#]))"
            pattern = re.compile(
                rf"(?<![\w-])(?:(?i:{documents})|(?P<acronym>{acronyms}))(?![\w-])"
                rf"(?:{gap}){{0,3}}[^\S\n]*(?P<value>{_CODE})(?![\w/-])"
            )
        object.__setattr__(self, "pattern", pattern)

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        if self.pattern is None:
            return
        for match in self.pattern.finditer(document.text):
            start, end = match.span("value")
            if _number_like(match["value"]):
                attrs = Attributes(kind=_kind(match["acronym"], match["value"]))
                yield Mention(start, end, Category.ID, self.name, self.score, attrs)


def _kind(acronym: str | None, value: str) -> str:
    """The national identifier's kind a number is where the acronym before it names one and
    the number is written in that kind's format (`PESEL 85031512345`, its check digit wrong):
    its surrogate is then that kind's, a valid number with a real birth date, not digits
    drawn in its shape (a PESEL born on the 78th of a 61st month). Else a document's number."""
    kind = acronym_kind(acronym) if acronym is not None else None
    if kind is not None and re.fullmatch(NATIONAL_IDS[kind].pattern, value):
        return kind
    return "document_number"


register(lambda language: DocumentNumberRecognizer(language.code), 95)
