"""The formats of identifiers and their checks: national IDs (python-stdnum's check digits),
IBANs and payment cards, and the shape of a court's case number.

Detection finds an identifier by its pattern and confirms it with its check; replacement writes
a surrogate that passes the same check (or fails it on purpose). Both read the formats here.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from pkgutil import walk_packages

import stdnum
from faker.providers.automotive.de_DE import Provider as GermanPlates
from stdnum import iban, luhn
from stdnum.cz import bankaccount, rc
from stdnum.de import idnr
from stdnum.gb import nhs
from stdnum.pl import nip, pesel
from stdnum.se import personnummer
from stdnum.us import ssn

from pseudonymizer.languages import get_language, supported


@dataclass(frozen=True)
class IdFormat:
    """A national identifier: its name (the `kind` of the mentions found), how it is written
    (a regular expression without its boundaries) and its check."""

    kind: str
    pattern: str
    validate: Callable[[str], bool]


def is_hu_taj(value: str) -> bool:
    """Hungarian social security number (TAJ): 9 digits, the last a check digit over the first
    eight weighted 3, 7, 3, 7 ... (mod 10). python-stdnum has no module for it."""
    digits = re.sub(r"[ -]", "", value)
    if not (len(digits) == 9 and digits.isdigit()):
        return False
    total = sum(int(d) * (3 if i % 2 == 0 else 7) for i, d in enumerate(digits[:8]))
    return total % 10 == int(digits[8])


def is_hu_tax_id(value: str) -> bool:
    """Hungarian tax identification number of a person (adóazonosító jel): 10 digits, an `8`,
    the days from 1 January 1867 to the person's birth (five digits), a serial of three and a
    check digit, the sum of the first nine weighted 1 to 9 (mod 11; a sum leaving 10 is never
    issued). python-stdnum has no module for it (its `hu.anum` is a firm's VAT number)."""
    if not (len(value) == _HU_TAX_ID_LENGTH and value.isdigit() and value[0] == "8"):
        return False
    total = sum(int(d) * weight for weight, d in enumerate(value[:9], 1))
    return total % 11 == int(value[9])


_HU_TAX_ID_LENGTH = 10


def is_hu_bank_account(value: str) -> bool:
    """Hungarian domestic account number (`11773016-01429383`, or with a third block): the
    first block (bank, branch, check) and the rest each sum to a multiple of ten under the
    weights 9, 7, 3, 1 repeated. python-stdnum has no module for it."""
    blocks = value.split("-")
    if len(blocks) not in (2, 3) or not all(len(b) == 8 and b.isdigit() for b in blocks):
        return False
    return all(_weighted_9731(part) for part in (blocks[0], "".join(blocks[1:])))


def _weighted_9731(digits: str) -> bool:
    return sum(int(d) * (9, 7, 3, 1)[i % 4] for i, d in enumerate(digits)) % 10 == 0


def is_hu_company_register(value: str) -> bool:
    """Hungarian company register number (cégjegyzékszám, `01-09-123456`): the registry
    court's code (01 to 20), the company form's (01 to 23; `09` a Kft.) and a serial number
    of six digits. It names one firm as a tax number does; python-stdnum has no module."""
    parts = value.split("-")
    if [len(part) for part in parts] != [2, 2, 6] or not all(p.isdigit() for p in parts):
        return False
    return 1 <= int(parts[0]) <= _HU_REGISTRY_COURTS and 1 <= int(parts[1]) <= _HU_COMPANY_FORMS


# The registry courts (Budapest's and the nineteen counties') and the company forms' codes.
_HU_REGISTRY_COURTS = 20
_HU_COMPANY_FORMS = 23


def is_pl_nrb(value: str) -> bool:
    """Polish domestic account number (NRB): the 26 digits of a Polish IBAN without its `PL`,
    so the IBAN check confirms it."""
    digits = value.replace(" ", "")
    return len(digits) == 26 and digits.isdigit() and iban.is_valid("PL" + digits)


def is_cz_bank_account(value: str) -> bool:
    """Czech domestic account number (`19-2000145399/0800`): python-stdnum checks the
    prefix's and the number's weighted sums and that the code after the slash is a bank's."""
    return bankaccount.is_valid(value)


def is_de_licence_plate(value: str) -> bool:
    """German vehicle registration plate (`WF-AW 312`, `B AB 1234`, `M-XY 12E`): a district's
    code of the official list (Faker's, taken from the registration offices' list), one or two
    letters, a number of one to four digits with no leading zero, an `E` (electric) or `H`
    (historic) after it, eight characters at most. python-stdnum has no module for it; the
    list and the separators keep out a standard's or a paper size's letters and number
    (`DIN A4`: the letter joins its number; `ISO 9001`: no letters between)."""
    if _DE_PLATE.fullmatch(value) is None:
        return False
    district, letters = re.split(r"[- ]", value, maxsplit=2)[:2]
    if value[len(district)] == " " and _ROMAN.fullmatch(letters):
        return False  # (`SG II 12`, `LG VI 7`: a court's or a code's book and number)
    plain = re.sub(r"[- ]", "", value).removesuffix("E").removesuffix("H")
    return district in _DE_DISTRICTS and len(plain) <= _DE_PLATE_LENGTH


_DE_DISTRICTS = frozenset(GermanPlates.license_plate_prefix)
# The district, then its letters after a hyphen (the number after a space, a hyphen or
# nothing) or after a space (the number after a space too), then the number.
_DE_PLATE_SHAPE = r"[A-ZÄÖÜ]{1,3}(?:-[A-Z]{1,2}[ -]?|[ ][A-Z]{1,2}[ ])[1-9]\d{0,3}[EH]?"
_DE_PLATE = re.compile(_DE_PLATE_SHAPE)
# A Roman numeral of a plate's letters' length.
_ROMAN = re.compile(r"[IVX]{1,2}")
# The most letters and digits a plate holds, its `E` or `H` apart.
_DE_PLATE_LENGTH = 8


NATIONAL_IDS = {
    found.kind: found
    for found in (
        # 10 digits (or 9 before 1954) with the slash; without it only the checksummed 10.
        IdFormat("cz_birth_number", r"(?:\d{6}/\d{3,4}|\d{10})", rc.is_valid),
        IdFormat("pl_pesel", r"\d{11}", pesel.is_valid),
        IdFormat(
            "pl_nip",
            r"(?:\d{3}-\d{3}-\d{2}-\d{2}|\d{3}-\d{2}-\d{2}-\d{3}|\d{10})",
            nip.is_valid,
        ),
        IdFormat("se_personnummer", r"(?:\d{2})?\d{6}[-+]?\d{4}", personnummer.is_valid),
        IdFormat("de_tax_id", r"\d{2} ?\d{3} ?\d{3} ?\d{3}", idnr.is_valid),
        IdFormat("hu_taj", r"\d{3}[ -]?\d{3}[ -]?\d{3}", is_hu_taj),
        IdFormat("hu_tax_id", r"8\d{9}", is_hu_tax_id),
        IdFormat("gb_nhs", r"\d{3}[ -]?\d{3}[ -]?\d{4}", nhs.is_valid),
        IdFormat("us_ssn", r"\d{3}-\d{2}-\d{4}", ssn.is_valid),
        # Domestic bank accounts, which a letter or a chat gives as often as an IBAN. A Czech
        # number has six digits or more: a law's (`89/2012`) or a file's number before a
        # year never does, and a year can be a bank's code.
        IdFormat("cz_bank_account", r"(?:\d{1,6}-)?\d{6,10}/\d{4}", is_cz_bank_account),
        IdFormat("hu_bank_account", r"\d{8}-\d{8}(?:-\d{8})?", is_hu_bank_account),
        IdFormat("hu_company_register", r"\d{2}-\d{2}-\d{6}", is_hu_company_register),
        IdFormat("pl_nrb", r"\d{2}(?: ?\d{4}){6}", is_pl_nrb),
        IdFormat("de_licence_plate", _DE_PLATE_SHAPE, is_de_licence_plate),
    )
}

# A court's case number by its register's shape: the division's Roman or Arabic numeral, the
# register's letters, the number and its year (`I C 1245/23`, `512 C 4471/23`, `VII ZR
# 155/10`), without boundaries. Detection finds the number by it; replacement keeps the
# division and the register of a number of this shape, which thousands of cases share.
COURT_REGISTER_SHAPE = r"(?:[IVXL]+|\d{1,3})\s?[A-Z][A-Za-z]{0,3}\.?\s?\d{1,6}/\d{2,4}"

# Issuer prefixes of the major card schemes; a Luhn-valid number without one is more likely an
# account or order number than a card.
CARD_PREFIX = re.compile(r"4|5|2[2-7]|3[0-9]|6|1800|2131")


def is_iban(value: str) -> bool:
    return iban.is_valid(value)


def iban_shaped(value: str) -> bool:
    """Whether `value` is an IBAN, or one of a country's IBAN length and layout whose check
    digits fail (a typo, an invented number): a mistyped account is still someone's, and
    left unfound its digits stayed in the text after a surrogate of its first four."""
    compact = iban.compact(value)
    if len(compact) < 5:
        return False
    return iban.is_valid(compact[:2] + iban.calc_check_digits(compact) + compact[4:])


def is_payment_card(value: str) -> bool:
    digits = re.sub(r"[ -]", "", value)
    return 13 <= len(digits) <= 19 and bool(CARD_PREFIX.match(digits)) and luhn.is_valid(digits)


def validator(kind: str) -> Callable[[str], bool] | None:
    """The check an identifier of `kind` passes (`cz_birth_number`, `iban` ...), None for a
    kind without one."""
    if kind in NATIONAL_IDS:
        return NATIONAL_IDS[kind].validate
    return {"iban": is_iban, "payment_card": is_payment_card}.get(kind)


# Acronyms of identifiers python-stdnum has no module for: an internet address, a card's code.
_MORE_ACRONYMS = ("IP", "PIN", "TAJ", "IČO", "IČ")


@cache
def identifier_acronyms() -> frozenset[str]:
    """The acronyms of kinds of identifiers (`PESEL`, `DIČ`, `NHS`, `IBAN`), as python-stdnum
    names them in the first line of its modules (`PESEL (Polish national identification
    number).`): the name of a kind of number, never an organization or a person, so an
    acronym standing for one is no name. The international ones and those of the countries
    the supported languages are spoken in (their phone regions), not every country's: other
    countries' acronyms spell organizations here (Polish `PAN`, `NIK`; Czech `MF`)."""
    countries = {"eu"} | {
        region.lower() for code in supported() for region in get_language(code).phone_regions
    }
    found = set(_MORE_ACRONYMS)
    for module in walk_packages(stdnum.__path__, "stdnum."):
        parts = module.name.split(".")
        if module.ispkg or (len(parts) == 3 and parts[1] not in countries):
            continue
        try:
            with warnings.catch_warnings():  # modules kept under an old name say so
                warnings.simplefilter("ignore", DeprecationWarning)
                doc = import_module(module.name).__doc__ or ""
        except ImportError:  # a module needing an optional dependency
            continue
        if (head := _acronym_of(doc)) is not None:
            found.add(head)
    return frozenset(found)


def _acronym_of(doc: str) -> str | None:
    """The acronym a python-stdnum module's first line names its number by (`PESEL` of
    `PESEL (Polish national identification number).`), None where it names none."""
    head = doc.strip().split("(", 1)[0].strip().rstrip(".")
    if " " not in head and any(c.isupper() for c in head[1:]) and len(head) <= 8:
        return head
    return None


@cache
def acronym_kind(acronym: str) -> str | None:
    """The national identifier's kind whose check comes from the python-stdnum module that
    names its number by `acronym` (`PESEL` -> `pl_pesel`, `RČ` -> `cz_birth_number`), None
    for an acronym of no such kind. A number the text calls by that acronym is one of that
    kind even where its check fails (a typo, an invented number): its surrogate is still
    written as that kind's, a real birth date and valid check digits inside."""
    for kind, found in NATIONAL_IDS.items():
        module = import_module(found.validate.__module__)
        if module.__name__.startswith("stdnum.") and _acronym_of(module.__doc__ or "") == acronym:
            return kind
    return None


@cache
def identifier_name(lang: str) -> re.Pattern[str]:
    """A pattern matching, in full, the name of a document or identifier in `lang`, with its
    number noun after it where one follows (`NHS number`, `občanský průkaz`, `TAJ-számom`),
    or the number noun alone (`Nr.`): words that say what a number is, no one's data."""
    language = get_language(lang)
    acronyms = "|".join(sorted(map(re.escape, identifier_acronyms()), key=len, reverse=True))
    documents = "|".join(language.identity_documents)
    nouns = "|".join(language.number_nouns)
    named = f"(?:{acronyms}|(?i:{documents}))" if documents else f"(?:{acronyms})"
    if not nouns:
        return re.compile(named)
    return re.compile(rf"{named}(?:[\s-]+(?i:{nouns})\.?)?|(?i:{nouns})\.?")
