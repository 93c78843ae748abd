"""E-mail surrogates: the address's shape, and the person's surrogate where it spells a name."""

from __future__ import annotations

import random
import re

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.substitutes import family_names, given_names
from pseudonymizer.link import link
from pseudonymizer.model import Document, Mention
from pseudonymizer.replace import Replacer
from pseudonymizer.replace.emails import address_forms, ascii_word, email_surrogate
from pseudonymizer.replace.surrogates import FakerSurrogates


def _shape(value: str) -> str:
    return re.sub(r"[a-z]", "a", re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", value)))


def test_every_piece_keeps_its_length_class_and_the_top_level_domain() -> None:
    value = email_surrogate("Jan.Novak_84@mail.example.cz", {}, random.Random(1))
    assert value is not None
    assert _shape(value) == _shape("Jan.Novak_84@mail.example.cz")
    assert value.endswith(".cz") and "novak" not in value.lower()


def test_a_name_in_the_address_becomes_the_persons_surrogate() -> None:
    names = {"jan": "piotr", "kowalski": "nowak"}
    assert email_surrogate("jan.kowalski@firma.pl", names, random.Random(1)).startswith(
        "piotr.nowak@"
    )
    assert email_surrogate("JAN@x.com", names, random.Random(1)).startswith("PIOTR@")


def test_a_double_barrelled_name_in_the_address_becomes_the_surrogate_whole() -> None:
    """`oberhauser-lenz` is one name, whose surrogate may be one word: not two pseudo-words."""
    names = {"f": "t", "oberhauserlenz": "noack"}
    value = email_surrogate("f.oberhauser-lenz@kanzlei.de", names, random.Random(1))
    assert value is not None and value.startswith("t.noack@")
    # A hyphenated run that spells no name is replaced piece by piece, as before.
    other = email_surrogate("info-desk@kanzlei.de", names, random.Random(1))
    assert other is not None and re.fullmatch(r"[a-z]{4}-[a-z]{4}@[a-z]+\.de", other)


def test_address_forms_of_names() -> None:
    assert address_forms("Kröger") == {"kroger", "kroeger"}
    assert ascii_word("Dvořák") == "dvorak"
    assert ascii_word("Łukasz") == "lukasz"
    assert ascii_word("Müller") == "muller"
    assert email_surrogate("no address", {}, random.Random(1)) is None


def test_in_a_document_the_address_follows_the_name() -> None:
    text = "Write to jan.kowalski@firma.pl, says Jan Kowalski."
    spans = [("jan.kowalski@firma.pl", Category.EMAIL), ("Jan Kowalski", Category.PERSON)]
    mentions = []
    for value, category in spans:
        start = text.index(value)
        mentions.append(Mention(start, start + len(value), category, "test", 0.9))
    rewrite = Replacer(Config(), FakerSurrogates(b"k")).replace(
        Document("d", text, "pl"), mentions, link(text, mentions), Mode.PSEUDONYMIZE
    )
    address = re.search(r"\S+@\S+\.pl", rewrite.text).group()
    person = rewrite.text.rsplit("says ", 1)[1].rstrip(".")
    assert address.split("@")[0] == ".".join(ascii_word(word) for word in person.split())
    assert "kowalski" not in rewrite.text.lower()


def test_an_initial_in_the_address_becomes_the_surrogates_initial() -> None:
    text = "Sabine Kröger <s.kroeger@example.de>"
    mentions = [
        Mention(0, 13, Category.PERSON, "test", 0.9),
        Mention(15, 35, Category.EMAIL, "test", 0.9),
    ]
    rewrite = Replacer(Config(), FakerSurrogates(b"k")).replace(
        Document("d", text, "de"), mentions, link(text, mentions), Mode.PSEUDONYMIZE
    )
    given, family = rewrite.text.split(" <")[0].split()
    local = rewrite.text.split("<")[1].split("@")[0]
    assert local == f"{ascii_word(given)[0]}.{ascii_word(family)}"


def test_a_free_mail_services_domain_is_kept_another_keeps_its_country_registry() -> None:
    names = {"jana": "eva", "kratochvilova": "hajkova"}
    for original, domain in [
        ("jana.kratochvilova@seznam.cz", "seznam.cz"),
        ("jana.kratochvilova@gmail.com", "gmail.com"),
        ("jana.kratochvilova@freemail.hu", "freemail.hu"),
    ]:
        assert email_surrogate(original, names, random.Random(3)) == f"eva.hajkova@{domain}"
    value = email_surrogate("m.holloway@hollowaylaw.co.uk", {}, random.Random(3))
    assert value is not None
    assert value.endswith(".co.uk") and "hollowaylaw" not in value
    assert _shape(value) == _shape("m.holloway@hollowaylaw.co.uk")


# Addresses whose words the text never names otherwise, per language: a given name (of the
# language's lists or nickname table) and a family name, or an unknown word after a given
# name; the words that must not stay.
UNNAMED = {
    "en": ("oliver.thwaiteson@example.co.uk", ("oliver", "thwaiteson")),
    "cs": ("petr.dvorak@firma.cz", ("petr", "dvorak")),
    "pl": ("tomek.zielinski@firma.pl", ("tomek", "zielinski")),
    "de": ("florian.hartmann91@firma.de", ("florian", "hartmann")),
    "sv": ("erik.lindqvist@firma.se", ("erik", "lindqvist")),
    "hu": ("gabor.kovacs@ceg.hu", ("gabor", "kovacs")),
}


@pytest.mark.parametrize("lang", sorted(UNNAMED))
def test_a_name_the_text_never_names_becomes_a_name_of_the_language(lang: str) -> None:
    original, words = UNNAMED[lang]
    value = email_surrogate(original, {}, random.Random(5), lang)
    assert value is not None
    given, family = re.split(r"[.@\d]", value)[:2]
    assert given not in words and family not in words
    assert given in _plain_names(lang, "given") and family in _plain_names(lang, "family")


def _plain_names(lang: str, kind: str) -> set[str]:
    locale = get_language(lang).names_locale
    listed = given_names if kind == "given" else family_names
    return {ascii_word(name) for gender in ("male", "female") for name in listed(locale, gender)}


def test_a_womans_given_name_gives_a_womans_names() -> None:
    value = email_surrogate("jana.novakova@firma.cz", {}, random.Random(2), "cs")
    assert value is not None
    given, family = value.split("@")[0].split(".")
    assert given in {ascii_word(name) for name in given_names("cs_CZ", "female")}
    assert family in {ascii_word(name) for name in family_names("cs_CZ", "female")}
