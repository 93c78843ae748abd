"""link: mentions with the same category and normalized text form one entity."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.link import families_named, genitives_apart, given_named, link, normalize
from pseudonymizer.model import Attributes, Mention


def mentions_for(text: str, *items: tuple[str, Category]) -> list[Mention]:
    """One mention per (surface, category), at successive occurrences of the surface."""
    result = []
    cursor: dict[str, int] = {}
    for surface, category in items:
        start = text.index(surface, cursor.get(surface, 0))
        cursor[surface] = start + 1
        result.append(Mention(start, start + len(surface), category, "test"))
    return sorted(result, key=lambda m: m.start)


def groups(text: str, entities) -> list[tuple[str, Category, list[str]]]:
    return [(e.id, e.category, [m.text_in(text) for m in e.mentions]) for e in entities]


def test_same_category_and_text_one_entity() -> None:
    text = "John Smith met Mary. John Smith left."
    mentions = mentions_for(
        text, ("John Smith", Category.PERSON), ("Mary", Category.PERSON),
        ("John Smith", Category.PERSON),
    )  # fmt: skip
    entities = link(text, mentions)
    assert groups(text, entities) == [
        ("E1", Category.PERSON, ["John Smith", "John Smith"]),
        ("E2", Category.PERSON, ["Mary"]),
    ]
    assert entities[0].key == "john smith"
    assert entities[0].mentions == [mentions[0], mentions[2]]


def test_case_and_spacing_folded() -> None:
    text = "JOHN  SMITH, john smith, John\nSmith"
    mentions = [
        Mention(0, 11, Category.PERSON, "t"),
        Mention(13, 23, Category.PERSON, "t"),
        Mention(25, 35, Category.PERSON, "t"),
    ]
    assert [m.text_in(text) for m in mentions] == ["JOHN  SMITH", "john smith", "John\nSmith"]
    (entity,) = link(text, mentions)
    assert entity.key == "john smith"
    assert len(entity.mentions) == 3


def test_different_category_different_entity() -> None:
    text = "Jordan visited Jordan."
    mentions = mentions_for(text, ("Jordan", Category.PERSON), ("Jordan", Category.LOCATION))
    entities = link(text, mentions)
    assert groups(text, entities) == [
        ("E1", Category.PERSON, ["Jordan"]),
        ("E2", Category.LOCATION, ["Jordan"]),
    ]


def test_different_text_different_entity() -> None:
    text = "Smith and Smyth"
    mentions = mentions_for(text, ("Smith", Category.PERSON), ("Smyth", Category.PERSON))
    assert len(link(text, mentions)) == 2


def test_phones_with_different_spacing_one_entity() -> None:
    text = "Call 603 123 456 or 603123456 or 603-123-456 or (603) 123 456."
    mentions = mentions_for(
        text,
        ("603 123 456", Category.PHONE),
        ("603123456", Category.PHONE),
        ("603-123-456", Category.PHONE),
        ("(603) 123 456", Category.PHONE),
    )
    (entity,) = link(text, mentions)
    assert entity.key == "603123456"
    assert len(entity.mentions) == 4


def test_ids_ignore_separators_and_case() -> None:
    text = "IBAN GB82 WEST 1234 5698 7654 32 = gb82west12345698765432"
    mentions = mentions_for(
        text,
        ("GB82 WEST 1234 5698 7654 32", Category.ID),
        ("gb82west12345698765432", Category.ID),
    )
    (entity,) = link(text, mentions)
    assert entity.key == "gb82west12345698765432"


def test_non_code_punctuation_kept() -> None:
    # Only codes drop punctuation: two different e-mail addresses must stay apart.
    text = "a.b@example.com ab@example.com"
    mentions = mentions_for(
        text, ("a.b@example.com", Category.EMAIL), ("ab@example.com", Category.EMAIL)
    )
    assert len(link(text, mentions)) == 2


def test_entity_ids_in_order_of_first_mention() -> None:
    text = "C B A B C"
    mentions = [Mention(i, i + 1, Category.PERSON, "t") for i in range(0, 9, 2)]
    entities = link(text, mentions)
    assert [(e.id, e.key, len(e.mentions)) for e in entities] == [
        ("E1", "c", 2),
        ("E2", "b", 2),
        ("E3", "a", 1),
    ]


def test_different_ip_addresses_with_the_same_digits_stay_apart() -> None:
    text = "From 192.168.1.10 and 192.168.11.0, again 192.168.1.10."
    mentions = mentions_for(
        text,
        ("192.168.1.10", Category.IP_ADDRESS),
        ("192.168.11.0", Category.IP_ADDRESS),
        ("192.168.1.10", Category.IP_ADDRESS),
    )
    assert groups(text, link(text, mentions)) == [
        ("E1", Category.IP_ADDRESS, ["192.168.1.10", "192.168.1.10"]),
        ("E2", Category.IP_ADDRESS, ["192.168.11.0"]),
    ]


def test_different_house_numbers_with_the_same_digits_stay_apart() -> None:
    text = "Dlouhá 12/3 and Krátká 1/23"
    mentions = mentions_for(
        text, ("12/3", Category.STREET_NUMBER), ("1/23", Category.STREET_NUMBER)
    )
    assert len(link(text, mentions)) == 2


def test_normalize() -> None:
    assert normalize(Category.PHONE, "+420 603-123-456") == "420603123456"
    assert normalize(Category.ID, "736028/5163") == normalize(Category.ID, "7360285163")
    assert normalize(Category.IP_ADDRESS, "2001:DB8::1") == "2001:db8::1"
    assert normalize(Category.STREET_NUMBER, "12 a") == "12a"
    assert normalize(Category.ZIP, "110 00") == "11000"
    assert normalize(Category.PERSON, "  Jan \t Novák ") == "jan novák"
    assert normalize(Category.ORGANIZATION, "ČEZ, a.s.") == "čez, a.s."
    assert normalize(Category.PERSON, "STRASSE") == normalize(Category.PERSON, "straße")


def test_empty() -> None:
    assert link("text", []) == []


def test_a_family_name_alone_joins_the_full_name_it_ends() -> None:
    text = "Mr Harrington called. Peter Harrington signed. Harrington left."
    mentions = mentions_for(
        text, ("Harrington", Category.PERSON), ("Peter Harrington", Category.PERSON),
        ("Harrington", Category.PERSON),
    )  # fmt: skip
    assert link(text, mentions) != link(text, mentions, "en")  # without a language: by text
    (entity,) = link(text, mentions, "en")
    assert entity.id == "E1" and entity.key == "peter harrington"
    names = [m.text_in(text) for m in entity.mentions]
    assert names == ["Harrington", "Peter Harrington", "Harrington"]


def test_a_title_of_the_other_gender_or_two_persons_keep_a_family_name_apart() -> None:
    text = "Mrs Harrington called. Peter Harrington signed. Paul Marsh and Anna Marsh met Marsh."
    mentions = mentions_for(
        text, ("Harrington", Category.PERSON), ("Peter Harrington", Category.PERSON),
        ("Paul Marsh", Category.PERSON), ("Anna Marsh", Category.PERSON),
    )  # fmt: skip
    mentions.append(Mention(text.rindex("Marsh"), len(text) - 1, Category.PERSON, "test"))
    assert [[m.text_in(text) for m in e.mentions] for e in link(text, mentions, "en")] == [
        ["Harrington"],
        ["Peter Harrington"],
        ["Paul Marsh"],
        ["Anna Marsh"],
        ["Marsh"],
    ]


def test_a_declined_family_name_alone_joins_by_its_lemma() -> None:
    from pseudonymizer.analyze.morphology import read
    from pseudonymizer.config import Config

    text = "Mluvil jsem s panem Šindelářem. Podepsal to Vojtěch Šindelář a Marta Šindelářová."
    mentions = mentions_for(
        text, ("Šindelářem", Category.PERSON), ("Vojtěch Šindelář", Category.PERSON),
        ("Marta Šindelářová", Category.PERSON),
    )  # fmt: skip
    doc = read(text, Config().models["cs"], inflector_for("cs").components)
    entities = link(text, mentions, "cs", doc)
    assert [[m.text_in(text) for m in e.mentions] for e in entities] == [
        ["Šindelářem", "Vojtěch Šindelář"],
        ["Marta Šindelářová"],
    ]
    assert [e.id for e in entities] == ["E1", "E2"]


def labelled(text: str, surface: str, entity: str | None, after: int = 0) -> Mention:
    """A person's mention of `surface` (its first occurrence from `after`) in `entity`."""
    start = text.index(surface, after)
    attrs = Attributes(entity=entity)
    return Mention(start, start + len(surface), Category.PERSON, "user", attrs=attrs)


def test_a_persons_entity_groups_mentions_whatever_their_text() -> None:
    text = "Honza came. Mary waved. Jan Novák sat down; later Honza left."
    mentions = [
        labelled(text, "Honza", "PERSON-3"),
        labelled(text, "Mary", None),
        labelled(text, "Jan Novák", "PERSON-3"),
        labelled(text, "Honza", None, after=20),  # not labelled: joins by its text
    ]
    entities = link(text, mentions, "en")
    assert groups(text, entities) == [
        ("E1", Category.PERSON, ["Honza", "Jan Novák", "Honza"]),
        ("E2", Category.PERSON, ["Mary"]),
    ]
    assert entities[0].key == "jan novák"  # the fullest name's: drawn as that name would be


def test_two_entities_a_person_told_apart_stay_apart_with_distinct_keys() -> None:
    text = "John Smith the baker met John Smith the judge."
    mentions = [
        labelled(text, "John Smith", "baker"),
        labelled(text, "John Smith", "judge", after=5),
    ]
    entities = link(text, mentions, "en")
    assert groups(text, entities) == [
        ("E1", Category.PERSON, ["John Smith"]),
        ("E2", Category.PERSON, ["John Smith"]),
    ]
    assert entities[0].key != entities[1].key


def test_a_family_name_alone_a_person_labelled_is_not_joined_to_another() -> None:
    text = "John Smith arrived. Smith, his cousin, did not."
    mentions = [labelled(text, "John Smith", None), labelled(text, "Smith", "cousin", after=5)]
    entities = link(text, mentions, "en")
    assert groups(text, entities) == [
        ("E1", Category.PERSON, ["John Smith"]),
        ("E2", Category.PERSON, ["Smith"]),
    ]
    # Unlabelled, link joins the family name alone to the one person of that family name.
    plain = [labelled(text, "John Smith", None), labelled(text, "Smith", None, after=5)]
    assert len(link(text, plain, "en")) == 1


def test_a_company_with_and_without_its_legal_form_is_one_entity() -> None:
    text = "Kovostroj s.r.o. wrote; Kovostroj pays. Acme Ltd and Acme Inc. met Acme."
    spans = [("Kovostroj s.r.o.", 0), ("Kovostroj", 24), ("Acme Ltd", 40), ("Acme Inc.", 53)]
    spans.append(("Acme", text.rindex("Acme")))
    mentions = [
        Mention(start, start + len(surface), Category.ORGANIZATION, "test")
        for surface, start in spans
    ]
    entities = link(text, mentions, "en")
    groups = sorted(sorted(m.text_in(text) for m in e.mentions) for e in entities)
    # Two firms named Acme: which one the bare name means, the text does not say.
    assert groups == [["Acme"], ["Acme Inc."], ["Acme Ltd"], ["Kovostroj", "Kovostroj s.r.o."]]


def _read(text: str, lang: str):
    """The document as the language's pipeline reads its names' forms, where it does."""
    from pseudonymizer.analyze.morphology import read
    from pseudonymizer.config import Config

    components = inflector_for(lang).components
    return read(text, Config().models[lang], components) if components else None


def test_every_case_of_an_unlisted_czech_family_name_alone_is_one_person() -> None:
    # The lemmatizer reads `Vrbečka`, `Vrbečk`, `Vrbeček`: the declension reads one name.
    text = "Vážený pane Vrbečku, s panem Vrbečkem jsem mluvila. Pan Vrbeček slíbil opravu."
    mentions = mentions_for(
        text, ("Vrbečku", Category.PERSON), ("Vrbečkem", Category.PERSON),
        ("Vrbeček", Category.PERSON),
    )  # fmt: skip
    (entity,) = link(text, mentions, "cs", _read(text, "cs"))
    assert [m.text_in(text) for m in entity.mentions] == ["Vrbečku", "Vrbečkem", "Vrbeček"]


def test_a_man_and_a_woman_of_like_names_stay_apart() -> None:
    text = "Petr přišel v pondělí. Petra přišla v úterý. Pan Vrbeček a paní Vrbečková se znají."
    mentions = mentions_for(
        text, ("Petr", Category.PERSON), ("Petra", Category.PERSON),
        ("Vrbeček", Category.PERSON), ("Vrbečková", Category.PERSON),
    )  # fmt: skip
    entities = link(text, mentions, "cs", _read(text, "cs"))
    assert [[m.text_in(text) for m in e.mentions] for e in entities] == [
        ["Petr"],
        ["Petra"],
        ["Vrbeček"],
        ["Vrbečková"],
    ]


@pytest.mark.parametrize(
    ("lang", "text", "person", "family", "other"),
    [
        (
            "cs",
            "Pan Vrbeček přijel. S Vrbečkovými jsme večeřeli, s Hrabánkovými ne.",
            "Vrbeček",
            "Vrbečkovými",
            "Hrabánkovými",
        ),
        (
            "pl",
            "Pan Tomasz Gwiżdżyński przyjechał. Gwiżdżyńscy mieszkają tu, Pstrążkowie nie.",
            "Tomasz Gwiżdżyński",
            "Gwiżdżyńscy",
            "Pstrążkowie",
        ),
        (
            "hu",
            "Dorogi Péter megérkezett. Dorogiék hétfőn jönnek, Bakonyiék nem.",
            "Dorogi Péter",
            "Dorogiék",
            "Bakonyiék",
        ),
    ],
)
def test_a_family_found_as_something_else_is_its_persons(
    lang: str, text: str, person: str, family: str, other: str
) -> None:
    """A family in the plural found as OTHER is a person, a family name, where a person of
    the document bears its name (none of the lists holds it); another family stays as
    found."""
    mentions = mentions_for(
        text, (person, Category.PERSON), (family, Category.OTHER), (other, Category.OTHER)
    )
    found = families_named(text, mentions, lang, _read(text, lang))
    categories = {m.text_in(text): (m.category, m.attrs.kind) for m in found}
    assert categories[family] == (Category.PERSON, "family")
    assert categories[other] == (Category.OTHER, None)


@pytest.mark.parametrize(
    ("lang", "short", "full", "context"),
    [
        ("de", "Flo Ederer", "Florian Ederer", "speaker"),  # a chat's display name
        ("de", "Miri Käfer", "Miriam Käfer", None),  # a short name no list knows
        ("en", "Becky Lawson", "Rebecca Lawson", None),  # the language's nickname table
        ("hu", "Kovács Zsuzsi", "Kovács Zsuzsanna", None),  # the family name first
    ],
)
def test_a_short_given_name_with_the_family_name_is_the_one_person_it_shortens(
    lang: str, short: str, full: str, context: str | None
) -> None:
    text = f"{short}: bin da.\nLater {full} wrote back.\n{short}: ok.\n"
    first, second = text.index(short), text.rindex(short)
    mentions = [
        Mention(
            first, first + len(short), Category.PERSON, "test", attrs=Attributes(context=context)
        ),
        *mentions_for(text, (full, Category.PERSON)),
        Mention(
            second, second + len(short), Category.PERSON, "test", attrs=Attributes(context=context)
        ),
    ]
    (entity,) = link(text, mentions, lang)
    assert [m.text_in(text) for m in entity.mentions] == [short, full, short]


def test_two_people_of_one_family_whose_given_names_only_share_letters_stay_apart() -> None:
    text = "Anna Ederer and Annabel Ederer and Al Ederer and Alan Ederer came."
    mentions = mentions_for(
        text,
        ("Anna Ederer", Category.PERSON),
        ("Annabel Ederer", Category.PERSON),
        ("Al Ederer", Category.PERSON),
        ("Alan Ederer", Category.PERSON),
    )
    assert len(link(text, mentions, "en")) == 4


def _spans(text: str, mentions: list[Mention]) -> list[str]:
    return [m.text_in(text) for m in mentions]


def test_genitive_of_a_name_the_document_writes_bare_is_cut_before_its_s() -> None:
    # No list holds Grevholm: its genitive is read so since the document writes it bare.
    text = "Torbjörn Grevholm ringde. Grevholms bil och Torbjörn Grevholms hund."
    mentions = mentions_for(
        text, ("Torbjörn Grevholm", Category.PERSON), ("Grevholms", Category.OTHER),
        ("Torbjörn Grevholms", Category.PERSON),
    )  # fmt: skip
    cut = genitives_apart(text, mentions, "sv")
    assert _spans(text, cut) == ["Torbjörn Grevholm", "Grevholm", "Torbjörn Grevholm"]
    assert cut[1].end == text.index("s bil")


def test_person_ends_at_the_genitive_german() -> None:
    text = "Herr Detlef Kozubek kommt. Herrn Kozubeks Aufmaß liegt bei."
    mentions = mentions_for(
        text, ("Detlef Kozubek", Category.PERSON), ("Kozubeks Aufmaß", Category.PERSON)
    )
    assert _spans(text, genitives_apart(text, mentions, "de")) == ["Detlef Kozubek", "Kozubek"]
    # A listed name's genitive the inflector reads itself: the name ends after it.
    text = "Herr Peter Schneider kommt. Herrn Schneiders Aufmaß liegt bei."
    mentions = mentions_for(
        text, ("Peter Schneider", Category.PERSON), ("Schneiders Aufmaß", Category.PERSON)
    )
    assert _spans(text, genitives_apart(text, mentions, "de")) == ["Peter Schneider", "Schneiders"]


def test_thing_named_in_the_genitive_before_a_small_word() -> None:
    text = "Hon jobbar på Solbackens förskola vid Västvikens Pappersbruk."
    mentions = mentions_for(
        text, ("Solbackens", Category.OTHER), ("Västvikens Pappersbruk", Category.ORGANIZATION)
    )
    # A genitive inside a thing's name is part of it.
    assert _spans(text, genitives_apart(text, mentions, "sv")) == [
        "Solbacken", "Västvikens Pappersbruk",
    ]  # fmt: skip


def test_no_genitive_cut_without_the_bare_name_or_for_a_listed_name() -> None:
    # `Jonas` is a name of its own; `Idris` alone, a person, stays whole; German capitalizes
    # nouns, so a small word after a thing says nothing.
    text = "Jonas kommer. Jona också. Idris kommer."
    mentions = mentions_for(
        text, ("Jonas", Category.PERSON), ("Jona", Category.PERSON), ("Idris", Category.PERSON)
    )
    assert _spans(text, genitives_apart(text, mentions, "sv")) == ["Jonas", "Jona", "Idris"]
    text = "Wir waren bei Solbackens gestern."
    mentions = mentions_for(text, ("Solbackens", Category.OTHER))
    assert _spans(text, genitives_apart(text, mentions, "de")) == ["Solbackens"]
    text = "Solbackens school and Solbacken."
    mentions = mentions_for(text, ("Solbackens", Category.OTHER), ("Solbacken", Category.OTHER))
    assert _spans(text, genitives_apart(text, mentions, "en")) == ["Solbackens", "Solbacken"]


def test_a_speakers_given_name_found_as_a_place_is_the_speaker() -> None:
    text = (
        "Lutz Pfannenstiel: bin dabei\n"
        "Anke Demmel: Lutz, kommst du? Lutzi?\n"
        "Anke Demmel: Erding ist weit.\n"
    )
    mentions = mentions_for(
        text, ("Lutz Pfannenstiel", Category.PERSON), ("Anke Demmel", Category.PERSON),
        ("Lutz", Category.LOCATION), ("Anke Demmel", Category.PERSON),
        ("Erding", Category.LOCATION),
    )  # fmt: skip
    speaker = Attributes(context="speaker")
    mentions = [
        m if m.category is not Category.PERSON else replace(m, attrs=speaker) for m in mentions
    ]
    found = given_named(text, mentions, "de")
    assert [(m.text_in(text), m.category) for m in found if m.category is not Category.PERSON] == [
        ("Erding", Category.LOCATION)
    ]
    assert [m.category for m in found if m.text_in(text) == "Lutz"] == [Category.PERSON]


def test_a_given_name_two_families_share_stays_as_found() -> None:
    text = "Lutz Pfannenstiel und Lutz Demmel kamen. In Lutz war es kalt."
    town = text.index("Lutz war")
    mentions = [
        Mention(0, 17, Category.PERSON, "test"),
        Mention(22, 33, Category.PERSON, "test"),
        Mention(town, town + 4, Category.LOCATION, "test"),
    ]
    assert [m.text_in(text) for m in mentions] == ["Lutz Pfannenstiel", "Lutz Demmel", "Lutz"]
    assert given_named(text, mentions, "de")[2].category is Category.LOCATION


def test_a_start_of_a_speakers_full_given_name_is_the_speaker() -> None:
    # The chat's speaker `Nando`, named `Ferdinand` in full, is called `Ferdi`.
    text = "Nando Pfannenstiel: hallo\nAnke Demmel: Ferdi? Ferdinand Pfannenstiel kommt.\n"
    at = text.index("Ferdi?")
    speaker = Attributes(context="speaker")
    mentions = [
        Mention(0, 18, Category.PERSON, "test", attrs=speaker),
        Mention(26, 37, Category.PERSON, "test", attrs=speaker),
        Mention(at, at + 5, Category.LOCATION, "test"),
        Mention(at + 7, at + 29, Category.PERSON, "test"),
    ]
    texts = [m.text_in(text) for m in mentions]
    assert texts == ["Nando Pfannenstiel", "Anke Demmel", "Ferdi", "Ferdinand Pfannenstiel"]
    assert given_named(text, mentions, "de")[2].category is Category.PERSON


def test_a_start_of_a_speakers_given_name_alone_is_the_speaker() -> None:
    # The speaker `Ferd`, also named `Ferdinand`, is called `Ferdi`: no start of `Ferd`.
    text = "Ferd Pfannenstiel: hallo\nAnke Demmel: Ferdi? Ferdinand Pfannenstiel kommt.\n"
    at = text.index("Ferdi?")
    speaker = Attributes(context="speaker")
    mentions = [
        Mention(0, 17, Category.PERSON, "test", attrs=speaker),
        Mention(25, 36, Category.PERSON, "test", attrs=speaker),
        Mention(at, at + 5, Category.PERSON, "test"),
        Mention(at + 7, at + 29, Category.PERSON, "test"),
    ]
    entities = link(text, mentions, "de")
    assert [[m.text_in(text) for m in e.mentions] for e in entities] == [
        ["Ferd Pfannenstiel", "Ferdi", "Ferdinand Pfannenstiel"],
        ["Anke Demmel"],
    ]


def test_a_start_with_a_diminutives_ending_is_the_one_person_whose_given_name_it_starts() -> None:
    # `Konsti` of `Konstantin` (the table lists no such nickname): one person, not a woman's name.
    text = "Kommt Konsti auch? Konstantin ist in Erding. Und Anke?"
    mentions = mentions_for(
        text,
        ("Konsti", Category.PERSON),
        ("Konstantin", Category.PERSON),
        ("Anke", Category.PERSON),
    )
    entities = link(text, mentions, "de")
    assert [[m.text_in(text) for m in e.mentions] for e in entities] == [
        ["Konsti", "Konstantin"],
        ["Anke"],
    ]


def test_a_thing_before_a_function_word_keeps_its_own_s() -> None:
    # `sedan` (since), `och` (and): no noun the thing's name stands before in the genitive;
    # the `s` is the firm's own (`Halfords`), cut it left `Halford` and an `s` after it.
    text = "Jag jobbar på Quorvias sedan i fjol. Vi handlar hos Brennexs och går hem."
    mentions = mentions_for(text, ("Quorvias", Category.ORGANIZATION), ("Brennexs", Category.OTHER))
    assert _spans(text, genitives_apart(text, mentions, "sv")) == ["Quorvias", "Brennexs"]
