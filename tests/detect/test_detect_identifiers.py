"""National identifiers: patterns confirmed by check digits, run only for their language."""

from __future__ import annotations

import pytest
from stdnum.cz import rc
from stdnum.de import idnr
from stdnum.gb import nhs
from stdnum.pl import nip, pesel
from stdnum.se import personnummer
from stdnum.us import ssn

from pseudonymizer.analyze import Analyzer
from pseudonymizer.categories import Category
from pseudonymizer.config import Config
from pseudonymizer.detect import recognizers_for
from pseudonymizer.detect.identifiers import NATIONAL_IDS
from pseudonymizer.languages import BUILT_IN
from pseudonymizer.lexicon.identifiers import (
    is_cz_bank_account,
    is_de_licence_plate,
    is_hu_bank_account,
    is_hu_company_register,
    is_hu_taj,
    is_hu_tax_id,
    is_pl_nrb,
)
from pseudonymizer.model import Attributes, Document


def _taj_check(first8: str) -> int:
    """Independent TAJ check digit: weights 3, 7, 3, 7 ... mod 10."""
    return sum(int(d) * w for d, w in zip(first8, [3, 7] * 4, strict=True)) % 10


# name -> (validator, valid values, invalid values, language)
CASES = {
    "cz_birth_number": (
        rc.is_valid,
        ["736028/5163", "7360285163", "710319/2745"],
        ["736028/5164", "7103192746", "991332/1234"],
        "cs",
    ),
    "pl_pesel": (pesel.is_valid, ["44051401359", "02070803628"], ["44051401358"], "pl"),
    "pl_nip": (
        nip.is_valid,
        ["123-456-32-18", "123-45-63-218", "1234563218"],
        ["1234563219", "123-456-32-19"],
        "pl",
    ),
    "se_personnummer": (
        personnummer.is_valid,
        ["880320-0016", "8803200016", "19880320-0016"],
        ["880320-0018", "8813200016"],
        "sv",
    ),
    "de_tax_id": (
        idnr.is_valid,
        ["36 574 261 809", "36574261809"],
        ["36574261808", "36 574 261 800"],
        "de",
    ),
    "hu_taj": (is_hu_taj, ["037 687 210", "037687210", "123-456-788"], ["037 687 211"], "hu"),
    "hu_tax_id": (
        is_hu_tax_id,
        ["8394161235", "8400005554"],
        # A wrong check digit; a sum leaving ten; not the `8` a person's number opens with.
        ["8394161236", "8321007830", "7394161235"],
        "hu",
    ),
    "gb_nhs": (nhs.is_valid, ["943 476 5919", "9434765919", "943-476-5919"], ["9434765918"], "en"),
    "cz_bank_account": (
        is_cz_bank_account,
        ["35-1234567899/0100", "1234567899/0300"],
        ["1234567898/0300", "1234567899/0001"],  # a wrong sum; no bank's code
        "cs",
    ),
    "hu_bank_account": (
        is_hu_bank_account,
        ["10400009-50526413", "10400009-50000005-12345676"],
        ["10400009-50526414", "10400008-50526413"],
        "hu",
    ),
    "hu_company_register": (
        is_hu_company_register,
        ["13-09-045678", "01-10-998877"],
        ["31-09-045678", "13-45-045678", "13-09-04567"],  # no such court; no such form
        "hu",
    ),
    "pl_nrb": (
        is_pl_nrb,
        ["60 1020 1026 0000 0422 7020 1111", "60102010260000042270201111"],
        ["61 1020 1026 0000 0422 7020 1111"],
        "pl",
    ),
    "de_licence_plate": (
        is_de_licence_plate,
        ["KS-LM 204", "HH AB 1234", "WOB-X 77E", "GÖ-RT 9"],
        # No such district; a leading zero; nine characters; the letter joined to its number;
        # a court's chamber in Roman numerals after its initials.
        ["QQ-AB 12", "KS-LM 0204", "BGL-AB 1234", "DIN A4", "KS LM204", "LG VI 7"],
        "de",
    ),
    "us_ssn": (
        ssn.is_valid,
        ["536-90-4399"],
        ["078-05-1120", "000-12-3456", "666-12-3456", "900-12-3456", "536-00-4399"],
        "en",
    ),
}

VALID = [(name, value) for name, (_, values, _, _) in CASES.items() for value in values]
INVALID = [(name, value) for name, (_, _, values, _) in CASES.items() for value in values]


_PLAIN = Analyzer(Config(models={}))


def _find(recognizer, text: str, lang: str):
    ((document, analysis),) = _PLAIN.analyze([Document("t", text, lang)])
    return list(recognizer.find(document, analysis))


@pytest.mark.parametrize(("name", "value"), VALID)
def test_valid_national_id_found(name: str, value: str) -> None:
    validate, _, _, lang = CASES[name]
    assert validate(value), "test data must pass the official check"
    text = f"Číslo / No. {value}, ok."
    mentions = _find(NATIONAL_IDS[name], text, lang)
    start = text.index(value)
    assert [(m.start, m.end, m.category) for m in mentions] == [
        (start, start + len(value), Category.ID)
    ]
    assert mentions[0].attrs == Attributes(kind=name)
    assert mentions[0].source == name


@pytest.mark.parametrize(("name", "value"), INVALID)
def test_invalid_national_id_not_found(name: str, value: str) -> None:
    validate, _, _, lang = CASES[name]
    assert not validate(value), "test data must fail the official check"
    assert _find(NATIONAL_IDS[name], f"No. {value} ok", lang) == []


@pytest.mark.parametrize(
    "text",
    [
        "ref 7360285163999",  # part of a longer number
        "ref a7360285163",
        "ref 7360285163/1",
        "v1.7360285163",
    ],
)
def test_birth_number_not_found_inside_longer_tokens(text: str) -> None:
    assert _find(NATIONAL_IDS["cz_birth_number"], text, "cs") == []


@pytest.mark.parametrize(
    "text",
    [
        "podle zákona č. 89/2012 Sb.",  # a law's number and year: too short for an account
        "spis 12 C 4410/2010-51",  # a file's number ends in its sheet
        "účet 1234567899/0300/1",
    ],
)
def test_czech_account_not_found_in_other_numbers_with_a_slash(text: str) -> None:
    assert _find(NATIONAL_IDS["cz_bank_account"], text, "cs") == []


@pytest.mark.parametrize(
    "text",
    [
        "Die Anlage ist nach ISO 9001 zertifiziert.",  # a standard's number
        "Bitte auf DIN A4 drucken.",  # a paper size
        "Der Zug IC 2013 fährt um acht.",  # a train's number: no letters between
    ],
)
def test_german_plate_not_found_in_a_standard_or_a_size(text: str) -> None:
    assert _find(NATIONAL_IDS["de_licence_plate"], text, "de") == []


def test_german_plates_found_in_a_sentence() -> None:
    text = "Der Wagen mit dem Kennzeichen KS-LM 204 parkte neben HH AB 1234."
    found = [text[m.start : m.end] for m in _find(NATIONAL_IDS["de_licence_plate"], text, "de")]
    assert found == ["KS-LM 204", "HH AB 1234"]


def test_czech_account_found_in_a_sentence() -> None:
    text = "Pošlete to prosím na účet 1234567899/0300, do zprávy jméno."
    (mention,) = _find(NATIONAL_IDS["cz_bank_account"], text, "cs")
    assert text[mention.start : mention.end] == "1234567899/0300"


EXPECTED_LANGS = {
    "cz_birth_number": {"cs"},
    "pl_pesel": {"pl"},
    "pl_nip": {"pl"},
    "se_personnummer": {"sv"},
    "de_tax_id": {"de"},
    "de_licence_plate": {"de"},
    "hu_taj": {"hu"},
    "hu_tax_id": {"hu"},
    "cz_bank_account": {"cs"},
    "hu_bank_account": {"hu"},
    "hu_company_register": {"hu"},
    "pl_nrb": {"pl"},
    "gb_nhs": {"en"},
    "us_ssn": {"en"},
}


def test_every_national_id_is_covered() -> None:
    assert set(NATIONAL_IDS) == set(EXPECTED_LANGS) == set(CASES)


@pytest.mark.parametrize("name", sorted(EXPECTED_LANGS))
def test_national_id_recognizer_only_for_its_language(name: str) -> None:
    langs = {
        lang
        for lang in BUILT_IN
        if any(recognizer.name == name for recognizer in recognizers_for(lang))
    }
    assert langs == EXPECTED_LANGS[name]


@pytest.mark.parametrize("name", sorted(EXPECTED_LANGS))
def test_national_id_reported_only_in_its_language(name: str) -> None:
    value = CASES[name][1][0]
    text = f"Number {value} here."
    for lang in BUILT_IN:
        kinds = {
            m.attrs.kind
            for recognizer in recognizers_for(lang)
            for m in _find(recognizer, text, lang)
        }
        assert (name in kinds) == (lang in EXPECTED_LANGS[name]), lang


# --- Hungarian TAJ ------------------------------------------------------------------------------


@pytest.mark.parametrize("first8", ["03768721", "12345678", "00000000", "99999999", "10203040"])
def test_is_hu_taj_accepts_exactly_the_right_check_digit(first8: str) -> None:
    check = _taj_check(first8)
    for digit in range(10):
        assert is_hu_taj(first8 + str(digit)) == (digit == check)


def test_is_hu_taj_weights_start_with_three() -> None:
    # 1*3+2*7+3*3+4*7+5*3+6*7+7*3+8*7 = 188 -> 8; with 7/3 weights it would be 2.
    assert is_hu_taj("123456788")
    assert not is_hu_taj("123456782")


@pytest.mark.parametrize(
    "value", ["12345678", "1234567888", "12345678a", "", "123 456 788 1", "123.456.788"]
)
def test_is_hu_taj_rejects_malformed(value: str) -> None:
    assert not is_hu_taj(value)


def test_is_hu_taj_accepts_separators() -> None:
    assert is_hu_taj("123 456 788")
    assert is_hu_taj("123-456-788")
