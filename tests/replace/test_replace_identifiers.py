"""ID surrogates: same format, check digits valid or deliberately invalid, birth dates moved."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pseudonymizer.lexicon.identifiers import validator
from pseudonymizer.replace.dates import case_years_moved
from pseudonymizer.replace.identifiers import id_surrogate
from tests.pseudonymized import run_written

EXAMPLES = [
    ("7103192745", "cz_birth_number"),
    ("715319/2740", "cz_birth_number"),
    ("44051401359", "pl_pesel"),
    ("123-456-32-18", "pl_nip"),
    ("880320-0016", "se_personnummer"),
    ("19880320-0016", "se_personnummer"),
    ("86 095 742 719", "de_tax_id"),
    ("037 687 210", "hu_taj"),
    ("8394161235", "hu_tax_id"),
    ("943 476 5919", "gb_nhs"),
    ("536-90-4399", "us_ssn"),
    ("35-1234567899/0100", "cz_bank_account"),
    ("10400009-50000005-12345676", "hu_bank_account"),
    ("07-09-031245", "hu_company_register"),
    ("KS-LM 204", "de_licence_plate"),
    ("HH AB 1234", "de_licence_plate"),
    ("60 1020 1026 0000 0422 7020 1111", "pl_nrb"),
    ("CZ65 0800 0000 1920 0014 5399", "iban"),
    ("4532 0151 1283 0366", "payment_card"),
    ("180000826105910", "payment_card"),  # a JCB number: its scheme prefix is four digits
]


def _shape(value: str) -> str:
    return re.sub(r"[A-Z]", "A", re.sub(r"[a-z]", "a", re.sub(r"\d", "9", value)))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(EXAMPLES), st.integers(0, 2**32), st.booleans())
def test_same_shape_and_the_check_digits_asked_for(example, seed: int, valid: bool) -> None:
    original, kind = example
    check = validator(kind)
    assert check is not None and check(original)
    value = id_surrogate(original, kind, random.Random(seed), 40, valid)
    assert value is not None and value != original
    assert _shape(value) == _shape(original)
    assert check(value) is valid


def test_the_same_seed_gives_the_same_surrogate_another_seed_another() -> None:
    for original, kind in EXAMPLES:
        first = id_surrogate(original, kind, random.Random(7), 40)
        assert first == id_surrogate(original, kind, random.Random(7), 40)
        assert first != id_surrogate(original, kind, random.Random(8), 40)


def test_a_czech_account_keeps_its_bank_code() -> None:
    value = id_surrogate("1234567899/0300", "cz_bank_account", random.Random(5), 40)
    assert value is not None and value.endswith("/0300") and value != "1234567899/0300"


@pytest.mark.parametrize(
    ("original", "kind", "days", "birth"),
    [
        ("7103192745", "cz_birth_number", 40, "710428"),  # 19 March 1971 + 40 days
        ("715319/2740", "cz_birth_number", 40, "715428"),  # a woman's: month + 50 kept
        ("44051401359", "pl_pesel", 40, "440623"),
        ("02270803628", "pl_pesel", -10, "022628"),  # born in 2002: month + 20 kept
        ("19880320-0016", "se_personnummer", 40, "19880429"),  # the century kept
        ("8394161235", "hu_tax_id", 40, "839456"),  # the 39,416th day after 1 Jan 1867
        ("8400005554", "hu_tax_id", -10, "839990"),
    ],
)
def test_the_birth_date_inside_moves_with_the_dates(original, kind, days, birth) -> None:
    value = id_surrogate(original, kind, random.Random(1), days)
    assert value is not None and value.startswith(birth)


def test_a_kind_without_a_check_is_left_to_the_caller() -> None:
    assert id_surrogate("A-123/45", "case_number", random.Random(1), 40) is None


def test_a_register_number_keeps_its_register_and_changes_its_number() -> None:
    text = "Die Firma ist beim Amtsgericht Jena unter HRB 508113 eingetragen."
    _, written = run_written(text, "de", b"register key")
    found = re.search(r"unter (\S+) (\d+) eingetragen", written)
    assert found is not None and found.group(1) == "HRB", written
    assert found.group(2) != "508113" and len(found.group(2)) == 6, written


@pytest.mark.parametrize("key", [b"register-a", b"register-b", b"register-c"])
@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("Sygn. akt I C 1245/23\n\nDnia 12 marca 2024 r. Sąd Rejonowy orzekł.\n", "I C 1245/23"),
        ("W sprawie o sygn. akt II K 312/21 sąd postanowił dnia 3 maja 2022 r.\n", "II K 312/21"),
        ("Wyrok w sprawie VI Ca 87/19 zapadł 20 listopada 2019 r.\n", "VI Ca 87/19"),
    ],
)
def test_a_courts_case_number_keeps_its_division_and_register_its_year_moved(
    key: bytes, text: str, number: str
) -> None:
    _, written = run_written(text, "pl", key)
    division, register, serial = number.rsplit(" ", 2)
    found = re.search(rf"(?<!\w){division} {register} (\d+)/(\d\d)(?!\d)", written)
    assert found is not None, written
    assert f"{found[1]}/{found[2]}" != serial
    # (The year stays a year near the original's, moved with the dates: never drawn.)
    assert abs(int(found[2]) - int(serial.split("/")[1])) <= 3


def test_a_german_plate_becomes_another_plate_of_its_shape() -> None:
    text = "Mein Auto (KS-LM 204) stand vor dem Haus, der Transporter GÖ-RT 91E daneben."
    _, written = run_written(text, "de", b"plate key")
    check = validator("de_licence_plate")
    found = re.search(r"Auto \((\S+ \S+)\) stand", written)
    assert found is not None and found.group(1) != "KS-LM 204", written
    assert check is not None and check(found.group(1)), written
    assert _shape(found.group(1)) == "AA-AA 999", written
    found = re.search(r"Transporter (\S+ \S+) daneben", written)
    assert found is not None and found.group(1) != "GÖ-RT 91E", written
    assert check(found.group(1)) and found.group(1).endswith("E"), written


def test_a_standard_and_a_paper_size_stay_as_written() -> None:
    text = "Wir sind nach ISO 9001 zertifiziert und drucken alles auf DIN A4."
    _, written = run_written(text, "de", b"plate key")
    assert "ISO 9001" in written and "DIN A4" in written, written


@pytest.mark.parametrize(
    ("text", "number"),
    [
        # A court's file number introduced by its abbreviation, and found by its register's
        # letters alone: its two last digits are the year the case was filed, moved as the
        # years are (within one of it), never drawn.
        ("Az.: 512 C 4471/23\nDie Verhandlung fand am 9. Mai 2023 statt.", "512 C 4471/23"),
        ("Im Verfahren 17 O 3309/22 wurde am 2. März 2022 verhandelt.", "17 O 3309/22"),
    ],
)
def test_a_german_court_files_year_moves_with_the_dates(text: str, number: str) -> None:
    _, written = run_written(text, "de", b"file key")
    found = re.search(r"(\d+) ([A-Z]) (\d+)/(\d\d)", written)
    assert found is not None and found.group() != number, written
    assert abs(int(found.group(4)) - int(number[-2:])) <= 1, written


def test_a_short_number_over_a_slash_without_a_register_keeps_no_year() -> None:
    # (`12/23`: a flat's or a plot's number, no court file: its digits are drawn.)
    assert case_years_moved("12/23", 40, introduced=True) == {}
    assert case_years_moved("C 12/23", 400, registered=True) != {}


@pytest.mark.parametrize(
    ("text", "number", "kind"),
    [
        # Check digits wrong: the writer's typo or an invented number, still called a PESEL.
        ("Proszę wpisać mój PESEL: 90122403471 do wniosku.\n", "90122403471", "pl_pesel"),
        ("Jego numer PESEL to 78061207533, tak podał w rozmowie.\n", "78061207533", "pl_pesel"),
        ("Podaję NIP: 526-104-08-27, proszę sprawdzić.\n", "526-104-08-27", "pl_nip"),
    ],
)
def test_a_number_its_acronym_names_gets_a_valid_surrogate_of_that_kind(
    text: str, number: str, kind: str
) -> None:
    check = validator(kind)
    assert check is not None and not check(number)
    _, written = run_written(text, "pl", b"acronym key")
    found = re.search(r"\d[\d-]{9,}\d", written)
    assert found is not None and found.group() != number, written
    assert check(found.group()), written


def test_a_document_number_its_acronym_names_no_kind_of_keeps_its_shape() -> None:
    _, written = run_written("Numer paszportu: EA4471203, wydany w Gdańsku.\n", "pl", b"doc key")
    found = re.search(r"paszportu: (\S+),", written)
    assert found is not None and found.group(1) != "EA4471203", written
    assert re.fullmatch(r"[A-Z]{2}\d{7}", found.group(1)), written


@pytest.mark.parametrize("form", ["PIT-37", "PIT-28"])
def test_a_forms_designation_is_kept_and_the_person_filing_it_replaced(form: str) -> None:
    text = f"Pani Joanna Malinowska złożyła {form} w urzędzie skarbowym w marcu.\n"
    _, written = run_written(text, "pl", b"form key")
    assert form in written and "Malinowska" not in written, written
