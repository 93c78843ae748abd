"""Language-independent pattern recognizers: e-mail, URL, handles, IPv4/IPv6, IBAN, cards."""

from __future__ import annotations

import pytest
from stdnum import iban, luhn

from pseudonymizer.analyze import Analyzer
from pseudonymizer.categories import Category
from pseudonymizer.config import Config
from pseudonymizer.detect import recognizers_for
from pseudonymizer.detect.patterns import (
    BANK_ACCOUNT,
    EMAIL,
    HANDLE,
    IBAN,
    IPV4,
    IPV6,
    NAMED_HANDLE,
    PAYMENT_CARD,
    SHAPED_HANDLE,
    URL,
)
from pseudonymizer.detect.recognizer import PatternRecognizer
from pseudonymizer.languages import BUILT_IN
from pseudonymizer.model import Attributes, Document

_PLAIN = Analyzer(Config(models={}))


def find(recognizer, text: str, lang: str = "en") -> list[tuple[int, int, str, Category]]:
    ((document, analysis),) = _PLAIN.analyze([Document("t", text, lang)])
    return [
        (m.start, m.end, m.text_in(text), m.category) for m in recognizer.find(document, analysis)
    ]


def at(text: str, value: str, category: Category) -> tuple[int, int, str, Category]:
    start = text.index(value)
    return (start, start + len(value), value, category)


# --- e-mail -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Write to jan.novak@example.com.", "jan.novak@example.com"),
        ("mail: anna+news@mail.example.co.uk, thanks", "anna+news@mail.example.co.uk"),
        ("<petr_k@seznam.cz>", "petr_k@seznam.cz"),
        ("Kontakt: józsef.kovács@példa.hu!", "józsef.kovács@példa.hu"),
    ],
)
def test_email_found(text: str, value: str) -> None:
    assert find(EMAIL, text) == [at(text, value, Category.EMAIL)]


@pytest.mark.parametrize(
    "text", ["a@b.c", "user@localhost", "twitter @handle", "price 5@10", "name@domain.1"]
)
def test_email_not_found(text: str) -> None:
    assert find(EMAIL, text) == []


def test_email_score_and_category() -> None:
    ((document, analysis),) = _PLAIN.analyze([Document("t", "x a@example.org y", "en")])
    (mention,) = EMAIL.find(document, analysis)
    assert mention.category is Category.EMAIL
    assert mention.source == "email"
    assert mention.score == pytest.approx(0.95)


# --- URL ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("See https://example.com/path?q=1.", "https://example.com/path?q=1"),
        ("See http://example.org/a/b!", "http://example.org/a/b"),
        ("(https://x.org/a)", "https://x.org/a"),
        ("Visit www.example.org, then leave.", "www.example.org"),
        ("Go to example.cz!", "example.cz"),
        ("Our site is shop.example.de/produkte.", "shop.example.de/produkte"),
        ("Is it ftp://files.example.net/x.zip?", "ftp://files.example.net/x.zip"),
        ('He wrote "www.firma.pl".', "www.firma.pl"),
    ],
)
def test_url_found_without_trailing_punctuation(text: str, value: str) -> None:
    assert find(URL, text) == [at(text, value, Category.URL)]


@pytest.mark.parametrize(
    "text",
    [
        "version 1.2.3 released",
        "open file.txt now",
        "the end.Next sentence",
        "Write to jan@example.com today",  # the domain of an e-mail is not a URL
        "example.comx",
    ],
)
def test_url_not_found(text: str) -> None:
    assert find(URL, text) == []


# --- handles -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Moje rysunki na Instagramie: @zuzia.gdynia", "@zuzia.gdynia"),
        ("follow @jan_novak84.", "@jan_novak84"),
        ("(@Anna)", "@Anna"),
    ],
)
def test_handle_found(text: str, value: str) -> None:
    assert find(HANDLE, text) == [at(text, value, Category.USERNAME)]


@pytest.mark.parametrize("text", ["jan@example.com", "meet @ 5 pm", "price @_ 10", "a@b"])
def test_handle_not_found(text: str) -> None:
    assert find(HANDLE, text) == []


# A forum's or chat's user name without its `@`, written as only user names are.
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("#4  BlueHarbourFox  ·  Member since 2011", "BlueHarbourFox"),
        ("> Cytat: Zenek_rowerzysta napisał(a):", "Zenek_rowerzysta"),
        ("Svar från Kakel_Nisse idag", "Kakel_Nisse"),
        ("Beitrag von Gerti1957 um 10:12", "Gerti1957"),
    ],
)
def test_a_handle_without_its_at_is_found_by_its_shape(text: str, value: str) -> None:
    assert find(SHAPED_HANDLE, text) == [at(text, value, Category.USERNAME)]


@pytest.mark.parametrize(
    "text",
    ["set max_value and MAX_VALUE", "the PowerPoint slides", "Mr MacLeod-Harris", "A4 or MP3"],
)
def test_a_programs_name_a_brand_or_a_family_name_is_no_shaped_handle(text: str) -> None:
    assert find(SHAPED_HANDLE, text) == []


# A user name written without its `@` that spells a name beside a number, a name or an initial.
@pytest.mark.parametrize(
    ("text", "value", "lang"),
    [
        ("napiš na jana.novak99, díky", "jana.novak99", "cs"),
        ("mój nick to kasia_w88.", "kasia_w88", "pl"),
        ("schreib an ondra_n oder so", "ondra_n", "de"),
        ("I'm rob_smith77 there", "rob_smith77", "en"),
        ("skriv till karin.lund", "karin.lund", "sv"),
        ("írj a kati_k címre", "kati_k", "hu"),
    ],
)
def test_a_user_name_spelling_a_name_is_found(text: str, value: str, lang: str) -> None:
    assert find(NAMED_HANDLE, text, lang) == [at(text, value, Category.USERNAME)]


@pytest.mark.parametrize(
    ("text", "value", "lang"),
    [
        ("wrzuciła to ciocia.Hela wczoraj", "ciocia.Hela", "pl"),
        ("napisał dziadek.Mietek na czacie", "dziadek.Mietek", "pl"),
        ("das hat Oma.Gerti gepostet", "Oma.Gerti", "de"),
    ],
)
def test_a_user_name_of_a_kin_word_and_a_capitalized_name_is_found(
    text: str, value: str, lang: str
) -> None:
    assert find(NAMED_HANDLE, text, lang) == [at(text, value, Category.USERNAME)]


@pytest.mark.parametrize("text", ["ciocia.dobra", "kot.Filemon", "na wsi.Babcia"])
def test_a_kin_word_beside_a_word_in_lower_case_or_no_kin_word_is_no_user_name(
    text: str,
) -> None:
    assert find(NAMED_HANDLE, text, "pl") == []


@pytest.mark.parametrize(
    "text",
    ["max_value = 3", "see file_name.txt", "e.g. this", "jan@example.com", "seznam.cz", "anna"],
)
def test_no_user_name_where_no_name_stands_beside_a_number_name_or_initial(text: str) -> None:
    assert find(NAMED_HANDLE, text) == []


# --- IP addresses -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Logged from 192.168.1.1.", "192.168.1.1"),
        ("ip=10.0.0.255 port", "10.0.0.255"),
        ("0.0.0.0", "0.0.0.0"),
    ],
)
def test_ipv4_found(text: str, value: str) -> None:
    assert find(IPV4, text) == [at(text, value, Category.IP_ADDRESS)]


@pytest.mark.parametrize(
    "text", ["999.1.1.1", "10.0.0.256", "1.2.3.4.5", "version 1.2.3", "192.168.1", "a1.2.3.4"]
)
def test_ipv4_not_found(text: str) -> None:
    assert find(IPV4, text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("addr 2001:db8::1 ok", "2001:db8::1"),
        ("fe80::1ff:fe23:4567:890a", "fe80::1ff:fe23:4567:890a"),
        (
            "host 2001:0db8:85a3:0000:0000:8a2e:0370:7334.",
            "2001:0db8:85a3:0000:0000:8a2e:0370:7334",
        ),
    ],
)
def test_ipv6_found(text: str, value: str) -> None:
    ((document, analysis),) = _PLAIN.analyze([Document("t", text, "en")])
    mentions = list(IPV6.find(document, analysis))
    assert find(IPV6, text) == [at(text, value, Category.IP_ADDRESS)]
    assert mentions[0].attrs == Attributes(kind="ipv6")


@pytest.mark.parametrize(
    "text", ["at 12:30:45 o'clock", "2001:db8:::1", "1:2:3:4:5:6:7:8:9", "gggg::1"]
)
def test_ipv6_not_found(text: str) -> None:
    assert find(IPV6, text) == []


# --- IBAN ---------------------------------------------------------------------------------------

VALID_IBANS = [
    "GB82 WEST 1234 5698 7654 32",
    "GB82WEST12345698765432",
    "CZ65 0800 0000 1920 0014 5399",
    "DE89 3704 0044 0532 0130 00",
]


@pytest.mark.parametrize("value", VALID_IBANS)
def test_iban_valid_found(value: str) -> None:
    assert iban.is_valid(value)
    text = f"IBAN: {value}."
    assert find(IBAN, text) == [at(text, value, Category.ID)]


@pytest.mark.parametrize("value", VALID_IBANS)
def test_iban_with_one_digit_changed_is_still_found(value: str) -> None:
    """A mistyped account is still someone's (a near-miss stays private)."""
    last = value[-1]
    changed = value[:-1] + str((int(last) + 1) % 10)
    assert not iban.is_valid(changed)
    text = f"IBAN: {changed}."
    assert find(IBAN, text) == [at(text, changed, Category.ID)]


# --- payment cards ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [
        "4111 1111 1111 1111",  # Visa
        "4111-1111-1111-1111",
        "5555555555554444",  # Mastercard
        "2221 0000 0000 0009",  # Mastercard 2-series
        "378282246310005",  # American Express
        "6011 1111 1111 1117",  # Discover
    ],
)
def test_payment_card_found(value: str) -> None:
    assert luhn.is_valid(value.replace(" ", "").replace("-", ""))
    text = f"Card {value}, exp 12/30."
    assert find(PAYMENT_CARD, text) == [at(text, value, Category.ID)]


@pytest.mark.parametrize(
    "value",
    [
        "4111 1111 1111 1112",  # Luhn invalid
        "5555555555554445",  # Luhn invalid
        "1234567812345670",  # Luhn valid, no issuer prefix
        "0000000000000000",  # Luhn valid, no issuer prefix
        "411111111111",  # too short
    ],
)
def test_payment_card_not_found(value: str) -> None:
    assert find(PAYMENT_CARD, f"Number {value} here") == []


@pytest.mark.parametrize(
    "text",
    [
        "Send it to M Pennington 30-94-12 48213377 please",
        "bank details: 09-01-28 12345678, ref TIM",
    ],
)
def test_a_sort_code_with_its_account_number_is_an_id(text: str) -> None:
    value = next(word for word in text.split() if word.count("-") == 2)
    value = text[text.index(value) : text.index(value) + 17]
    assert find(BANK_ACCOUNT, text) == [at(text, value, Category.ID)]


@pytest.mark.parametrize(
    "text",
    ["Open 12-03-24 all day", "Call 07700 900123", "Between 10-12-14 and 20 people came"],
)
def test_a_date_or_phone_is_no_bank_account(text: str) -> None:
    assert find(BANK_ACCOUNT, text) == []


def test_luhn_valid_prefixless_number_really_is_luhn_valid() -> None:
    assert luhn.is_valid("1234567812345670")


# --- wiring -------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", BUILT_IN)
def test_pattern_recognizers_run_in_every_language(lang: str) -> None:
    names = {recognizer.name for recognizer in recognizers_for(lang)}
    assert {"email", "url", "handle", "ip_address", "ipv6_address", "iban"} <= names


def test_value_group_narrows_the_mention() -> None:
    import re

    recognizer = PatternRecognizer(
        "pwd", Category.PASSWORD, re.compile(r"password: (?P<value>\S+)"), trim_end="."
    )
    text = "my password: hunter2."
    assert find(recognizer, text) == [at(text, "hunter2", Category.PASSWORD)]


@pytest.mark.parametrize(
    "value",
    ["DE12 5001 0517 0648 4898 91", "CZ55 0800 0000 0012 3456 7890", "GB00BARC20000055779911"],
)
def test_an_iban_whose_check_digits_fail_is_still_found_whole(value: str) -> None:
    """A mistyped or invented account number is still someone's: found whole, not its first
    four characters by another recognizer with the digits after them left in the text."""
    assert not iban.is_valid(value)
    text = f"Die Miete geht auf das Konto {value} ab Mai."
    assert find(IBAN, text) == [at(text, value, Category.ID)]


@pytest.mark.parametrize("value", ["DE12 5001 0517", "XX12 3456 7890 1234 5678 90"])
def test_a_string_of_no_countrys_iban_layout_is_no_iban(value: str) -> None:
    assert find(IBAN, f"Referenz {value} bitte angeben.") == []
