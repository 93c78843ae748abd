"""tag: category tags, numbered per entity, in the canonical or the language's native vocabulary."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config, ConfigError
from pseudonymizer.languages import BUILT_IN, get_language
from pseudonymizer.link import link
from pseudonymizer.model import Document, Mention
from pseudonymizer.replace import Replacer
from pseudonymizer.replace.tag import tag_edits


def mentions_of(text: str, *items: tuple[str, Category]) -> list[Mention]:
    result = []
    cursor = 0
    for surface, category in items:
        start = text.index(surface, cursor)
        cursor = start + len(surface)
        result.append(Mention(start, start + len(surface), category, "test"))
    return result


def tagged(text: str, mentions: list[Mention], lang: str = "en", **config) -> str:
    document = Document("d", text, lang)
    entities = link(text, mentions)
    return Replacer(Config(**config)).replace(document, mentions, entities, Mode.TAG).text


TEXT = "John Smith met Mary in Prague. Mary and John Smith wrote to mary@example.com."
ITEMS = [
    ("John Smith", Category.PERSON),
    ("Mary", Category.PERSON),
    ("Prague", Category.LOCATION),
    ("Mary", Category.PERSON),
    ("John Smith", Category.PERSON),
    ("mary@example.com", Category.EMAIL),
]


def test_canonical_tags() -> None:
    assert tagged(TEXT, mentions_of(TEXT, *ITEMS)) == (
        "[PERSON] met [PERSON] in [LOCATION]. [PERSON] and [PERSON] wrote to [EMAIL]."
    )


def test_numbered_tags_per_entity() -> None:
    assert tagged(TEXT, mentions_of(TEXT, *ITEMS), numbered=True) == (
        "[PERSON-1] met [PERSON-2] in [LOCATION-1]. [PERSON-2] and [PERSON-1] wrote to [EMAIL-1]."
    )


def test_numbering_follows_first_appearance_not_alphabet() -> None:
    text = "Zoe, Adam, Zoe, Bob"
    items = [(name, Category.PERSON) for name in ("Zoe", "Adam", "Zoe", "Bob")]
    assert tagged(text, mentions_of(text, *items), numbered=True) == (
        "[PERSON-1], [PERSON-2], [PERSON-1], [PERSON-3]"
    )


def test_polish_native_tags() -> None:
    text = "Jan Kowalski z Krakowa, jan@example.pl, www.example.pl, PESEL 44051401359, ul. Długa."
    items = [
        ("Jan Kowalski", Category.PERSON),
        ("Krakowa", Category.LOCATION),
        ("jan@example.pl", Category.EMAIL),
        ("www.example.pl", Category.URL),
        ("44051401359", Category.ID),
        ("Długa", Category.STREET),
    ]
    assert tagged(text, mentions_of(text, *items), "pl", tags="native") == (
        "[OSOBA] z [MIEJSCE], [MAIL], [WWW], PESEL [INNE], ul. [MIEJSCE]."
    )


def test_polish_native_tags_numbered() -> None:
    text = "Anna i Piotr, potem Anna."
    items = [("Anna", Category.PERSON), ("Piotr", Category.PERSON), ("Anna", Category.PERSON)]
    assert tagged(text, mentions_of(text, *items), "pl", tags="native", numbered=True) == (
        "[OSOBA-1] i [OSOBA-2], potem [OSOBA-1]."
    )


def test_canonical_tags_in_polish_document() -> None:
    text = "Anna z Krakowa."
    items = [("Anna", Category.PERSON), ("Krakowa", Category.LOCATION)]
    assert tagged(text, mentions_of(text, *items), "pl") == "[PERSON] z [LOCATION]."


@pytest.mark.parametrize("lang", [code for code in BUILT_IN if not get_language(code).native_tags])
def test_native_tags_without_native_set_is_a_clear_error(lang: str) -> None:
    text = "Anna"
    with pytest.raises(ConfigError, match=rf"no native tag set for language '{lang}'.*pl"):
        tagged(text, mentions_of(text, ("Anna", Category.PERSON)), lang, tags="native")


def test_polish_hungarian_and_swedish_have_native_tags() -> None:
    assert [code for code in BUILT_IN if get_language(code).native_tags] == ["pl", "sv", "hu"]


def test_hungarian_native_tags() -> None:
    text = "Kovács János Szegeden lakik, email: janos@example.hu, tel. +36 30 123 4567."
    items = [
        ("Kovács János", Category.PERSON),
        ("Szegeden", Category.LOCATION),
        ("janos@example.hu", Category.EMAIL),
        ("+36 30 123 4567", Category.PHONE),
    ]
    assert tagged(text, mentions_of(text, *items), "hu", tags="native") == (
        "[#szemelynev] [#helynev] lakik, email: [#emailcim], tel. [#telefonszam]."
    )


def test_swell_tags_label_each_part_of_a_name() -> None:
    text = "Jag heter Anna Berg och bor i Malmö. A. Berg och Erik ringde."
    items = [
        ("Anna Berg", Category.PERSON),
        ("Malmö", Category.LOCATION),
        ("A. Berg", Category.PERSON),
        ("Erik", Category.PERSON),
    ]
    assert tagged(text, mentions_of(text, *items), "sv", tags="native", numbered=True) == (
        "Jag heter [firstname_female-1] [surname-1] och bor i [place-1]. [initials-2] "
        "[surname-2] och [firstname_male-3] ringde."
    )


def test_tei_gaps_describe_what_was_there() -> None:
    text = "John Smith lives in Leeds."
    items = [("John Smith", Category.PERSON), ("Leeds", Category.LOCATION)]
    assert tagged(text, mentions_of(text, *items), tags="tei", numbered=True) == (
        '<gap reason="anonymization" desc="name" n="1"/> lives in '
        '<gap reason="anonymization" desc="place" n="1"/>.'
    )


def test_masked_keeps_the_number_of_tokens() -> None:
    text = "John Smith lives in New York ."
    items = [("John Smith", Category.PERSON), ("New York", Category.LOCATION)]
    assert tagged(text, mentions_of(text, *items), tags="masked") == (
        "MASKED MASKED lives in MASKED MASKED ."
    )


def test_native_corpus_tags_read_back_as_their_categories() -> None:
    from pseudonymizer.categories import to_canonical

    assert to_canonical("hungarian_corpus", "#szemelynev") is Category.PERSON
    assert to_canonical("swell", "firstname_female") is Category.PERSON
    assert to_canonical("swell", "city-SWE") is Category.LOCATION


def test_invalid_tag_style_rejected() -> None:
    with pytest.raises(ConfigError):
        Config(tags="fancy")  # type: ignore[arg-type]


def test_tag_edits_directly() -> None:
    text = "Eva Eva"
    mentions = mentions_of(text, ("Eva", Category.PERSON), ("Eva", Category.PERSON))
    entities = link(text, mentions)
    vocabulary = get_language("pl").native_tags
    assert vocabulary is not None
    edits = tag_edits(text, mentions, entities, vocabulary, numbered=True, gender=lambda _: None)
    assert [(e.start, e.end, e.replacement) for e in edits] == [
        (0, 3, "[OSOBA-1]"),
        (4, 7, "[OSOBA-1]"),
    ]


def test_numbers_skip_entities_decided_public() -> None:
    from dataclasses import replace

    from pseudonymizer.model import Decision, Status

    text = "Brno met Anna. Then Petr met Anna."
    mentions = mentions_of(
        text,
        ("Brno", Category.PERSON),
        ("Anna", Category.PERSON),
        ("Petr", Category.PERSON),
        ("Anna", Category.PERSON),
    )
    mentions[0] = replace(mentions[0], decision=Decision(Status.PUBLIC))
    result = tagged(text, mentions, numbered=True)
    assert result == "Brno met [PERSON-1]. Then [PERSON-2] met [PERSON-1]."
