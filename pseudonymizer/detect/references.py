"""Case, file and reference numbers: identifiers no library validates, found by their shape or
by the word that introduces them.

Shapes: application numbers (`10424/05`, `31/1993/426/505`), court register numbers
(`21 Co 123/2019`, `I C 1482/20`, `3 O 117/22`, `51.Pf.630.214/2021/7.`, `Pfv.II.20.123/2021.`,
`T 4127-21`) and letter-digit codes (`QB-2019-002731`). Introduced: anything with a digit after
`no.`, `Az.`, `sp. zn.`, `sygn. akt`, `ügyszám`, `mål nr`, `ref.` ... Dates are found by their
own recognizer, which outranks these in the merge.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.recognizer import PatternRecognizer
from pseudonymizer.detect.registry import register
from pseudonymizer.lexicon.designations import designation
from pseudonymizer.lexicon.identifiers import COURT_REGISTER_SHAPE
from pseudonymizer.model import Attributes, Document, Mention
from pseudonymizer.words import first_letters

_KEYWORDS = (
    r"nos?|nr|num|number|ref|reference|file|case|claim|application|"
    r"č\.\s?j|sp\.\s?zn|čj|spis|číslo\s?jednací|jednací\s?číslo|spisov[áé]\s?značk[ay]|"
    r"evidenční\s?číslo|číslo\s?(?:spisu|případu|žádosti|řízení|podání)|"
    r"sygn(?:\.\s?akt)?|sygnatura|aktenzeichen|geschäftszeichen|"
    r"ügyszám|iktatószám|hivatkozási\s?szám|mål\s?nr|målnummer|dnr|diarienummer|referens|"
    # a letter's own and its addressee's mark (`Unser Zeichen`, `znak sprawy`, `naše značka`)
    r"zeichen|znak(?:\s?sprawy)?|značka|"
    # land registers: plots, parcels and sheets are as identifying as an address
    r"sheet/plan|plan|sheet|plot|parcel|lot|folio|parc\.\s?č|działka|flurstück|helyrajzi\s?szám|hrsz"
)
# A code: optional letters, a digit, then digits, letters and separators; a letter part may
# follow after a space (`11/14 E.1`). Letters before a space are a code's only in capitals
# (`C 1234`): a lower-case word there is the sentence's (`number is 07700 ...`). Several
# groups of capitals may open it, joined as its numbers are (`BPM/TA/2023/0417`).
_CODE = (
    r"(?:[A-Z]{1,4}[-/.](?=[A-Z])){0,3}"
    r"(?:[A-Z]{1,4}[-\s./]?|[A-Za-z]{1,4}[-.]?)?\d[\w./-]*[\w](?:\s[A-Z]\.?\d(?:[\w.]*\w)?)?"
)

# An office's file code of words and numbers over slashes (`MOR/Dep/1`, `Kr/Sch/12`, a
# notary's `KN/Rep-A/93/2025`): one a letter's reference introduces.
_FILED = r"(?:[A-Z][A-Za-z]{0,3}(?:-[A-Za-z]{1,3})?/){1,3}\d+(?:[\w./-]*\w)?(?![\w/])"


# A court's file number: the chamber's Roman or Arabic number, the register's letters, the
# number and the year (`512 C 4471/23`, `VII ZR 155/10`), one number a reference introduces.
_COURT_FILE = r"(?:[IVXL]+|\d{1,3})\s?[A-Z][A-Za-z]{0,3}\.?\s\d{1,6}/\d{2,4}(?![\w/])"


def _enough_digits(value: str) -> bool:
    """A bare number over a slash is a reference only with some length (`22/3` is a plot
    number at best, `1/2` a fraction)."""
    return sum(char.isdigit() for char in value) >= 5


def _has_digit(value: str) -> bool:
    return any(char.isdigit() for char in value)


def _reference(
    name: str,
    pattern: str,
    validate: Callable[[str], bool] | None = None,
    score: float = 0.75,
    kind: str = "case_number",
) -> PatternRecognizer:
    return PatternRecognizer(
        name, Category.ID, re.compile(pattern), validate, score, Attributes(kind=kind), ".,;:"
    )


# A German register's kind before its number (`HRB 98765`, `HRA 104417 B`, `VR 2231`): the
# commercial register's divisions A and B, the cooperatives', partnerships' and associations'
# registers. The number and its kind are one identifier (a firm's, and so maybe a sole
# trader's), the kind no one's name; an association's or a partnership's two capitals are
# as often something else's (`VR 360`), so a number of four digits or more follows them.
_REGISTER = (
    r"(?<![\w/-])(?:(?:HR[AB]|GnR|GsR)[^\S\n]?\d{2,7}|(?:PR|VR)[^\S\n]?\d{4,7})"
    r"(?:[^\S\n][A-Z])?(?![\w/-])"
)


REFERENCE_NUMBERS = (
    _reference(
        "case_number",
        r"(?<![\w/.-])\d{1,6}(?:/\d{1,6}){1,3}(?:-\d{1,4})?(?![\w/]|\.\d)",
        _enough_digits,
    ),
    _reference(
        "court_register",
        rf"(?<![\w/.-]){COURT_REGISTER_SHAPE}(?:-\d{{1,4}})?(?![\w/])"
        r"|(?<![\w.])\d{1,3}\.[A-Z][a-z]{0,3}\.\d{1,3}(?:\.\d{3})*/\d{4}(?:/\d{1,4})?\.?"
        # (A Hungarian high court's: the matter's letters, the chamber's Roman numeral, the
        # number, the year: `Pfv.II.20.123/2021.`, `Kfv.VI.37.004/2020/5.`)
        r"|(?<![\w.])[A-Z][a-z]{0,3}\.[IVX]{1,5}\.\d{1,3}(?:\.\d{3})*/\d{4}(?:/\d{1,4})?\.?"
        r"|(?<![\w-])[A-ZÅÄÖ]{1,2}\s\d{1,6}-\d{2}(?![\w-])",
    ),
    _reference("register_number", _REGISTER, score=0.85, kind="register_number"),
    # A year and a serial number padded with zeros (`2024-0093`): an office's running number
    # of that year. No date writes its month or day in three digits, nor a year with a
    # leading zero, so the model's two DATEs there are one identifier's halves.
    _reference("year_serial", r"(?<![\w/.-])(?:19|20)\d\d-0\d{2,5}(?![\w/-]|[.,]\d)", score=0.8),
    # (Not the start of a longer code, `NA-2025` of `NA-2025/03318-KW`: all of it or none;
    # nor a designation, an acronym and a short number naming a thing everyone's, a form's
    # `PIT-37` as a virus's `COVID-19`, which no shape alone makes someone's reference.)
    _reference(
        "letter_code",
        r"(?<![\w-])[A-Z]{1,4}(?:-\d{2,}){1,3}(?![\w/-])",
        lambda value: not designation(value),
    ),
    _reference(
        "introduced_reference",
        rf"{first_letters(_KEYWORDS)}(?<!\w)(?:(?i:{_KEYWORDS})\.?|Az\.):?[^\S\n]+"
        rf"(?P<value>{_COURT_FILE}|{_FILED}|{_CODE})",
        _has_digit,
        score=0.8,
    ),
)


@dataclass(frozen=True)
class NeutralCitationRecognizer:
    """The number of a judgment's own neutral citation (`1187` of `[2026] EWHC 1187 (KB)`),
    the case's identifier as a claim number is; the year and the court's letters, which
    thousands share, stay around it (`rules/ordinary/legal.neutral_citation`). Not one after
    a case's parties (`Kennedy v Cordia [2016] UKSC 6`) or another citation of theirs: that
    is another case, which the rules keep with its parties or replace as they are."""

    name: str = "neutral_citation"
    score: float = 0.85

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        text = document.text
        for match in _NEUTRAL_CITATION.finditer(text):
            if _CASE_BEFORE.search(text, max(0, match.start() - 160), match.start()):
                continue
            yield Mention(
                *match.span("value"),
                Category.ID,
                self.name,
                self.score,
                Attributes(kind="neutral_citation"),
            )


_NEUTRAL_CITATION = re.compile(
    r"\[(?:1[89]|20)\d\d\][ \u00a0]+[A-Z]{2,6}(?:[ \u00a0]+[A-Z][a-z]{2,5})?[ \u00a0]+"
    r"(?P<value>\d{1,5})(?![\w/])"
)
# A case's parties before a citation (`Smith v Jones `), or another citation of theirs before
# it in a list (`[2016] 1 WLR 597, `).
_CASE_BEFORE = re.compile(r"(?:\sv\.?[ \u00a0]+[^\n\[\]();.]{1,120}|\d,[ \u00a0]*)\Z")


@dataclass(frozen=True)
class IntroducedListRecognizer:
    """Every number of a list a keyword introduces (`plots nos. 511 and 513`, `applications nos.
    29537/95, 35453/97 and 1234/98`): the keyword vouches for the whole list, one mention each."""

    name: str = "introduced_list"
    score: float = 0.8

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        text = document.text
        for match in _LIST_START.finditer(text):
            position = match.end()
            while item := _LIST_ITEM.match(text, position):
                start, end = item.span("value")
                yield Mention(
                    start, end, Category.ID, self.name, self.score, Attributes(kind="case_number")
                )
                position = item.end()


_LIST_START = re.compile(rf"{first_letters(_KEYWORDS)}(?<!\w)(?i:{_KEYWORDS})\.?:?\s+(?={_CODE})")
_LIST_ITEM = re.compile(
    rf"(?:,\s*|\s+(?:and|or|und|oder|a|i|és|och|eller|nebo|lub)\s+)?(?P<value>{_CODE})(?!\w)"
)


_INTRODUCED_BEFORE = re.compile(rf"(?<!\w)(?i:{_KEYWORDS}|Az)\.?:?[^\S\n]+\Z")
# How far back a keyword before a number is looked for.
_KEYWORD_REACH = 24


def introduced_at(text: str, start: int) -> bool:
    """Whether a keyword that introduces a reference number (`no.`, `sp. zn.`, `Az.`,
    `ügyszám`) stands right before `start`: what follows is the reference, whatever its
    shape (`Az. 12/2020` is no month)."""
    return _INTRODUCED_BEFORE.search(text, max(0, start - _KEYWORD_REACH), start) is not None


# The labels of a number a firm or an office gives its customer, contract, invoice or policy
# (`Číslo zákaznické smlouvy:`, `Kundennummer`, `numer umowy`): what follows is that number,
# whatever groups its digits are written in, though they read as a phone's (`9204 4517 83`).
# (Czech and Polish put the kind after `číslo`/`numer`, perhaps after an adjective.)
_ACCOUNT_LABELS = (
    r"číslo(?:[^\S\n]+\w+)?[^\S\n]+(?:smlouvy|zákazníka|klienta|faktury|pojistky|objednávky|"
    r"odběrného[^\S\n]+místa)|zákaznické[^\S\n]+číslo|klientské[^\S\n]+číslo|variabilní[^\S\n]+symbol|"
    r"(?:customer|account|contract|policy|invoice|order|membership)[^\S\n]+(?:number|no\.?)|"
    r"(?:kunden|vertrags|rechnungs|versicherungs|mitglieds|auftrags|bestell)nummer|"
    r"numer(?:[^\S\n]+\w+)?[^\S\n]+(?:umowy|klienta|faktury|polisy|zamówienia)|"
    r"(?:kund|avtals|faktura|order|försäkrings|medlems)nummer|ügyfélszám|szerződésszám"
)
_ACCOUNT_NUMBER = re.compile(
    rf"(?<!\w)(?i:{_ACCOUNT_LABELS})[^\S\n]*[:#]?[^\S\n]*"
    r"(?P<value>\d(?:[ \u00a0/-]?\d){3,29})(?![\w/]|[.,]\d)"
)


@dataclass(frozen=True)
class AccountNumberRecognizer:
    """A customer's, contract's, invoice's or policy's number after the label that names it:
    the firm's identifier of someone, scored above the phone recognizers, whose shapes its
    groups of digits often have (a contract number became a phone with a country code)."""

    name: str = "account_number"
    score: float = 0.9

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        for match in _ACCOUNT_NUMBER.finditer(document.text):
            yield Mention(
                *match.span("value"),
                Category.ID,
                self.name,
                self.score,
                Attributes(kind="account_number"),
            )


for _recognizer in REFERENCE_NUMBERS:
    register(_recognizer, 90)
register(IntroducedListRecognizer(), 91)
register(NeutralCitationRecognizer(), 92)
register(AccountNumberRecognizer(), 93)
