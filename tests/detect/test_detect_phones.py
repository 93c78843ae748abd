"""Phone numbers: national formats of the language's regions, `+CC` international anywhere."""

from __future__ import annotations

import re

import phonenumbers
import pytest

from pseudonymizer.analyze import Analyzer
from pseudonymizer.categories import Category
from pseudonymizer.config import Config
from pseudonymizer.detect import recognizers_for
from pseudonymizer.detect.phones import PhoneRecognizer
from pseudonymizer.languages import BUILT_IN, get_language
from pseudonymizer.model import Document
from tests.pseudonymized import run_written

_PLAIN = Analyzer(Config(models={}))


def phones(text: str, lang: str) -> list[tuple[int, int, str, Category, str]]:
    (recognizer,) = [r for r in recognizers_for(lang) if isinstance(r, PhoneRecognizer)]
    ((document, analysis),) = _PLAIN.analyze([Document("t", text, lang)])
    return [
        (m.start, m.end, m.text_in(text), m.category, m.attrs.region)
        for m in recognizer.find(document, analysis)
    ]


def expected(text: str, value: str, region: str) -> tuple[int, int, str, Category, str]:
    start = text.index(value)
    return (start, start + len(value), value, Category.PHONE, region)


NATIONAL = [
    ("en", "GB", "Call me on 020 7946 0958 today.", "020 7946 0958"),
    ("en", "US", "Call 202-555-0173, please.", "202-555-0173"),
    ("cs", "CZ", "Volejte na číslo 603 123 456.", "603 123 456"),
    ("pl", "PL", "Proszę dzwonić: 22 123 45 67.", "22 123 45 67"),
    ("pl", "PL", "Tel. 601 234 567 w godzinach pracy.", "601 234 567"),
    ("de", "DE", "Rufen Sie 030 12345678 an.", "030 12345678"),
    ("sv", "SE", "Ring 070-123 45 67 i morgon.", "070-123 45 67"),
    ("sv", "SE", "Växeln: 08-123 456 78.", "08-123 456 78"),
    ("hu", "HU", "Hívjon a 06 30 123 4567 számon.", "06 30 123 4567"),
]


@pytest.mark.parametrize(("lang", "region", "text", "value"), NATIONAL)
def test_national_format_found_in_its_language(
    lang: str, region: str, text: str, value: str
) -> None:
    assert region in get_language(lang).phone_regions
    number = phonenumbers.parse(value, region)
    assert phonenumbers.is_valid_number_for_region(number, region)
    assert phones(text, lang) == [expected(text, value, region)]


@pytest.mark.parametrize(
    ("value", "langs"),
    [
        ("020 7946 0958", ["cs", "pl", "de", "sv", "hu"]),  # GB national format
        ("070-123 45 67", ["en", "cs", "pl", "de", "hu"]),  # SE national format
        ("603 123 456", ["en", "hu"]),  # CZ national format
    ],
)
def test_national_format_not_found_in_other_languages(value: str, langs: list[str]) -> None:
    for lang in langs:
        assert phones(f"Tel {value} ok", lang) == [], lang


INTERNATIONAL = [
    ("+420 603 123 456", "CZ"),
    ("+44 20 7946 0958", "GB"),
    ("+49 30 12345678", "DE"),
    ("+1 202 555 0173", "US"),
    ("+36 30 123 4567", "HU"),
    ("+46 70 123 45 67", "SE"),
    ("+48 601 234 567", "PL"),
]


@pytest.mark.parametrize("lang", BUILT_IN)
@pytest.mark.parametrize(("value", "region"), INTERNATIONAL)
def test_international_format_found_in_any_language(lang: str, value: str, region: str) -> None:
    text = f"Tel.: {value}, thanks."
    assert phones(text, lang) == [expected(text, value, region)]


def test_number_found_by_several_regions_reported_once() -> None:
    text = "Call +44 20 7946 0958, or 020 7946 0958."
    assert phones(text, "en") == [
        expected(text, "+44 20 7946 0958", "GB"),
        (26, 39, "020 7946 0958", Category.PHONE, "GB"),
    ]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Call 12345."),
        ("cs", "Volejte 603 12."),
        ("de", "Tel 123 45."),
        ("en", "Call +420 603 12."),  # too short for the country code
        ("en", "Call +44 20 7946 09."),
        ("pl", "Kod 00-950 Warszawa"),  # a postcode
        ("en", "Born on 21.03.2005."),  # a date
        ("en", "Server 192.168.100.200 down"),  # an IP address
    ],
)
def test_invalid_or_short_number_not_found(lang: str, text: str) -> None:
    assert phones(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("cs", "Rozsudek sp. zn. 38 C 214/2020-87 nabyl právní moci."),
        ("en", "Application no. 26480/95 was lodged."),
        ("de", "Az. 3 O 117/22 wurde verhandelt."),
    ],
)
def test_file_numbers_with_a_slash_are_not_phones(lang: str, text: str) -> None:
    assert phones(text, lang) == []


def test_slash_after_a_trunk_prefixed_area_code_is_a_phone() -> None:
    text = "Mobil: 0171/1234567 oder Festnetz 030/1234567."
    found = [value for _, _, value, _, _ in phones(text, "de")]
    assert found == ["0171/1234567", "030/1234567"]


def test_the_same_number_in_two_formats_links_to_one_entity() -> None:
    from pseudonymizer.link import link

    text = "Volejte +420 603 123 456, případně 603 123 456."
    (recognizer,) = [r for r in recognizers_for("cs") if isinstance(r, PhoneRecognizer)]
    ((document, analysis),) = _PLAIN.analyze([Document("t", text, "cs")])
    mentions = list(recognizer.find(document, analysis))
    assert [m.text_in(text) for m in mentions] == ["+420 603 123 456", "603 123 456"]
    assert len(link(text, mentions)) == 1


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Fax: 463-612-6138x036", "463-612-6138x036"),
        ("Desk: +41 (0)85 806 98 67.", "+41 (0)85 806 98 67"),
        ("Telefon: 0680 298 70 63", "0680 298 70 63"),
        ("Mobilszám: 30/482-7193", "30/482-7193"),
    ],
)
def test_a_number_introduced_as_a_phone_is_one_even_unvalidated(text: str, value: str) -> None:
    from pseudonymizer.detect.phones import IntroducedPhoneRecognizer

    ((document, analysis),) = _PLAIN.analyze([Document("t", text, "en")])
    found = [m.text_in(text) for m in IntroducedPhoneRecognizer().find(document, analysis)]
    assert found == [value]


def test_numbers_without_a_phone_word_are_not_introduced_phones() -> None:
    from pseudonymizer.detect.phones import IntroducedPhoneRecognizer

    text = "The sum was 463-612-6138 in 2004, file 0680 298 70 63."
    ((document, analysis),) = _PLAIN.analyze([Document("t", text, "en")])
    assert list(IntroducedPhoneRecognizer().find(document, analysis)) == []


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("They're not answering at 71-33-52-22.", ["71-33-52-22"]),
        ("Messages to 0489 25 37 29 stopped.", ["0489 25 37 29"]),
        ("Call +41 85 806 98 67 today.", ["+41 85 806 98 67"]),
        ("There were 2,358 people and 12 345 euros.", []),
        ("Articles 6 and 13 apply; section 5-2-1.", []),
        ("Mixed 12 34-56 78 separators.", []),
    ],
)
def test_digits_grouped_like_a_phone_number(text: str, found: list[str]) -> None:
    from pseudonymizer.detect.phones import PhoneShapeRecognizer

    ((document, analysis),) = _PLAIN.analyze([Document("t", text, "en")])
    assert [m.text_in(text) for m in PhoneShapeRecognizer().find(document, analysis)] == found


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Text me on 07700 900318 after work.", "07700 900318"),  # a range kept for fiction
        ("Landline 01632 960701, evenings.", "01632 960701"),
    ],
)
def test_a_number_written_as_its_regions_plan_writes_it_is_a_phone(text: str, value: str) -> None:
    # (No operator has the number, so phonenumbers calls it invalid; a model read its first
    # group as a date, the rest an ID, and the surrogate lost the mobile's shape.)
    assert phones(text, "en") == [expected(text, value, "GB")]


@pytest.mark.parametrize(
    "text",
    [
        "Invoice 07700900318 was paid.",  # no grouping: nothing says a plan wrote it
        "Ref 2023 0415 attached.",  # grouped as no plan groups a number
        "Order 0770 0900318 shipped.",
    ],
)
def test_digits_no_plan_writes_so_are_no_invalid_phone(text: str) -> None:
    assert phones(text, "en") == []


def test_a_fictional_mobile_gets_a_mobile_of_its_shape_in_the_output() -> None:
    _, written = run_written("ring me on 07700 900318 if the van is late", "en", b"phone key")
    number = written.removeprefix("ring me on ").removesuffix(" if the van is late")
    assert re.fullmatch(r"07\d{3} \d{6}", number), written
    assert number != "07700 900318"
    assert phonenumbers.number_type(phonenumbers.parse(number, "GB")) == (
        phonenumbers.PhoneNumberType.MOBILE
    )
