"""Phone numbers: candidates by a cheap pattern, confirmed by phonenumbers' matcher.

A candidate is a run of 7 to 15 digits with the separators phone numbers are written with
(spaces, hyphens, slashes, brackets; not dots, so dates and IP addresses are never tried),
optionally after `+` or `00`. `PhoneNumberMatcher` then decides on the candidate alone, with
its checks against dates and case numbers (`26480/95`) and validity for the language's regions
(a number with a country code is valid from any region). A slash is only taken after a
trunk-prefixed area code (`0171/1234567`); elsewhere it marks a file number. Running the
matcher over the whole text instead re-scans it once per region and costs as much as NER.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

import phonenumbers
from phonenumbers import Leniency, PhoneNumberFormat, PhoneNumberMatcher

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.prefilter import prefiltered
from pseudonymizer.detect.registry import register
from pseudonymizer.lexicon.phone_words import PHONE_WORDS
from pseudonymizer.model import Attributes, Document, Mention
from pseudonymizer.words import first_letters

_CANDIDATE = prefiltered(
    re.compile(
        r"(?<![\w+/-])(?:\+|00)?\(?\d[\d \t()/\-]{5,22}\d"
        r"(?:\s?(?:x|ext\.?)\s?\d{1,5})?(?![\w/]|-\d)"
    )
)
_DIGITS = re.compile(r"\d")
E164 = PhoneNumberFormat.E164


@dataclass(frozen=True)
class PhoneRecognizer:
    regions: tuple[str, ...]
    name: str = "phone"
    score: float = 0.85

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        for match in _CANDIDATE.finditer(document.text):
            candidate = match.group()
            if not 7 <= len(_DIGITS.findall(candidate)) <= 20:
                continue
            if "/" in candidate and not candidate.lstrip("(").startswith("0"):
                continue  # `030/123456` is a phone; `214/2020-87` is a file number
            for region in self.regions:
                matcher = PhoneNumberMatcher(candidate, region, leniency=Leniency.VALID)
                found = next(iter(matcher), None)
                if found is not None:
                    start, end = match.start() + found.start, match.start() + found.end
                    attrs = Attributes(
                        region=phonenumbers.region_code_for_number(found.number),
                        normalized=phonenumbers.format_number(found.number, E164),
                    )
                    yield Mention(start, end, Category.PHONE, self.name, self.score, attrs)
                    break
            else:
                region = _written_nationally(candidate, self.regions)
                if region is not None:
                    attrs = Attributes(region=region)
                    yield Mention(*match.span(), Category.PHONE, self.name, _NATIONAL_SCORE, attrs)


# Below validated numbers and numbers introduced as phones, above digits merely grouped.
_NATIONAL_SCORE = 0.74


def _written_nationally(candidate: str, regions: tuple[str, ...]) -> str | None:
    """The first of `regions` whose plan writes `candidate` exactly so, trunk `0` and grouping
    (`07700 900123`, `01632 960123`), though no operator has been given its number (ranges
    kept for fiction, numbers made up for an example): someone's number by its shape, which
    a model reads as a date and the grouped digits' recognizer needs three groups for. A run
    of digits (`07700900123`) says nothing of a plan; None where no region writes it so."""
    if not any(char in candidate for char in " -") or not candidate.startswith("0"):
        return None
    for region in regions:
        try:
            number = phonenumbers.parse(candidate, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_possible_number(number) and candidate == phonenumbers.format_number(
            number, PhoneNumberFormat.NATIONAL
        ):
            return region
    return None


@dataclass(frozen=True)
class IntroducedPhoneRecognizer:
    """A number after `Phone:`, `Tel.`, `Fax:`, `Mobile:`, `telefon`, `numer` ...: the word vouches
    for it when phonenumbers cannot (a foreign number without its country code, an old or
    fictitious one). Scored below validated phones."""

    name: str = "phone_introduced"
    score: float = 0.75

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        for match in _INTRODUCED.finditer(document.text):
            value = match.group("value")
            if 6 <= len(_DIGITS.findall(value)) <= 20:
                start, end = match.span("value")
                yield Mention(start, end, Category.PHONE, self.name, self.score)


_INTRODUCED = re.compile(
    rf"{first_letters(PHONE_WORDS)}(?<!\w)(?i:{PHONE_WORDS})\.?\s*(?:[:#]|(?i:is|on|at))?\s*"
    r"(?P<value>\+?\(?\d[\d \t()./-]{4,22}\d(?:\s?(?:x|ext\.?)\s?\d{1,5})?)(?![\w/]|-\d)"
)


@dataclass(frozen=True)
class PhoneShapeRecognizer:
    """Digits grouped the way phone numbers are written, three groups or more with one kind of
    separator (`71-33-52-22`, `0489 25 37 29`, `(37) 788-063`, a British `07700 900 261` of the
    range kept for fiction, which phonenumbers rejects): numbers from countries the
    document's language does not expect, which phonenumbers cannot confirm. Scored lowest of the
    phone recognizers; dates and references outrank it where they overlap."""

    name: str = "phone_shape"
    # Above the model's (which reads a group of digits as a date, `07700`, and would leave
    # the rest to this one), below dates, references and validated phones.
    score: float = 0.72

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        for match in _SHAPE.finditer(document.text):
            if 7 <= len(_DIGITS.findall(match.group())) <= 15:
                yield Mention(*match.span(), Category.PHONE, self.name, self.score)


_SHAPE = prefiltered(
    re.compile(
        r"(?<![\w+/.,-])(?:\+\d{1,3}\s?)?(?:\(\d{1,4}\)\s?)?\d{2,5}(?P<sep>[ -])\d{2,4}"
        r"(?:(?P=sep)\d{2,4}){1,3}(?![\w/]|[.,-]\d)"
    )
)


register(lambda language: PhoneRecognizer(language.phone_regions), 30)
register(IntroducedPhoneRecognizer(), 31)
register(PhoneShapeRecognizer(), 32)
