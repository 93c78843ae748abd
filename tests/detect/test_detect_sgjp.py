"""The Polish lexicon recognizer on the real SGJP dictionary (no mocks)."""

from __future__ import annotations

from typing import Any

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect import recognizer_names, recognizers_for
from pseudonymizer.detect.ner import NerRecognizer
from pseudonymizer.detect.sgjp import LexiconRecognizer
from pseudonymizer.model import Attributes, Document, Mention

PERSON, LOCATION, ORGANIZATION = Category.PERSON, Category.LOCATION, Category.ORGANIZATION


def find(text: str) -> list[Mention]:
    return list(LexiconRecognizer().find(Document("t", text, "pl"), Analysis(text, "pl")))


def spans(text: str) -> list[tuple[str, Category]]:
    return [(m.text_in(text), m.category) for m in find(text)]


def only(text: str) -> tuple[str, Category, dict[str, Any]]:
    (mention,) = find(text)
    return mention.text_in(text), mention.category, mention.attrs


def test_inflected_family_name_gives_its_lemma_and_tag() -> None:
    assert only("Wczoraj widziałem Kowalskiego na ulicy.") == (
        "Kowalskiego",
        PERSON,
        Attributes(lemma="Kowalski", tag="subst:sg:gen.acc:m1", name_class="nazwisko", gender="m"),
    )


def test_inflected_city_is_a_location_with_its_lemma() -> None:
    text, category, attrs = only("Od lat mieszkam w Warszawie z rodziną.")
    assert (text, category) == ("Warszawie", LOCATION)
    assert attrs.lemma == "Warszawa"
    assert attrs.name_class == "nazwa_geograficzna"
    assert attrs.gender is None


def test_given_and_family_name_form_one_mention_in_agreeing_case() -> None:
    text = "Spotkałem Jana Kowalskiego w Krakowie."
    mentions = find(text)
    assert [(m.text_in(text), m.category) for m in mentions] == [
        ("Jana Kowalskiego", PERSON),
        ("Krakowie", LOCATION),
    ]
    # `Jana` is also a family name in the nominative; the genitive agrees with `Kowalskiego`.
    assert mentions[0].attrs.lemma == "Jan Kowalski"
    assert mentions[0].attrs.tag == "subst:sg:gen.acc:m1"
    assert mentions[1].attrs.lemma == "Kraków"


def test_woman_gets_feminine_gender() -> None:
    text, category, attrs = only("Rozmawiałem wczoraj z Anną Kowalską.")
    assert (text, category) == ("Anną Kowalską", PERSON)
    assert attrs.lemma == "Anna Kowalska"
    assert attrs.gender == "f"


def test_multi_word_place_is_one_location_in_the_nominative() -> None:
    text, category, attrs = only("Brat mieszka w Nowym Jorku od dawna.")
    assert (text, category) == ("Nowym Jorku", LOCATION)
    assert attrs.lemma == "Nowy Jork"
    _, _, attrs = only("Pojechał do Zielonej Góry.")
    assert attrs.lemma == "Zielona Góra"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Wrócił wczoraj z Gdańska.", ("Gdańska", LOCATION)),  # `z` + genitive: from a place
        ("Rozmawiał wczoraj z Kowalskim.", ("Kowalskim", PERSON)),  # `z` + instrumental: with
        ("Mieszka przy ul. Kowalskiego 5.", ("Kowalskiego", Category.STREET)),
        ("Mieszka przy ulicy Kowalskiego.", ("Kowalskiego", Category.STREET)),
    ],
)
def test_the_word_before_decides_between_place_person_and_street(
    text: str, expected: tuple[str, Category]
) -> None:
    assert spans(text) == [expected]


def test_hyphenated_place_is_one_mention() -> None:
    assert spans("Urodził się w Bielsku-Białej.") == [("Bielsku-Białej", LOCATION)]


def test_organization_from_its_name_class() -> None:
    assert spans("Kraje NATO obradowały w Brukseli.") == [
        ("NATO", ORGANIZATION),
        ("Brukseli", LOCATION),
    ]


def test_unknown_word_next_to_a_known_name_joins_it() -> None:
    assert spans("Gola strzelił Piotr Dickoh w drugiej połowie.") == [("Piotr Dickoh", PERSON)]
    assert spans("Rozmawiałem z Janem Zawgajewem.") == [("Janem Zawgajewem", PERSON)]


def test_unknown_capitalized_word_alone_is_not_reported() -> None:
    assert find("Rozmawiałem z Zawgajewem.") == []


def test_lower_case_words_are_not_names() -> None:
    assert find("kot i pies śpią w domu, a kowalski kuje żelazo.") == []


def test_sentence_initial_common_words_are_not_names() -> None:
    # `Ale`, `Kiedy` and `Róża` are also given or family names in SGJP.
    assert find("Ale to nie wszystko. Kiedy wrócił, było ciemno. Róża kwitnie w ogrodzie.") == []


def test_a_full_stop_after_an_acronym_still_ends_the_sentence() -> None:
    # The sentence splitter takes `PZU.` for an abbreviation; `Ale` still starts a sentence.
    assert spans("Pracuje w PZU. Ale to nie wszystko.") == [("PZU", ORGANIZATION)]


@pytest.mark.parametrize(
    "text", ["Przyszedł prof. Kowalski.", "Przyszedł J. Kowalski.", "Cytuję Ch . Kowalski ."]
)
def test_a_name_after_an_abbreviation_or_initial_does_not_start_a_sentence(text: str) -> None:
    # `Kowalski` is also an adjective, so at a sentence start it would not count alone.
    assert spans(text) == [("Kowalski", PERSON)]
    assert find("Kowalski przyszedł.") == []


def test_sentence_initial_name_without_common_reading_counts() -> None:
    assert spans("Anna przyszła późno.") == [("Anna", PERSON)]


def test_sentence_initial_common_word_counts_before_another_name() -> None:
    assert spans("Róża Kowalska przyszła późno.") == [("Róża Kowalska", PERSON)]


def test_the_same_word_inside_a_sentence_counts() -> None:
    assert spans("Wczoraj przyszła Róża z bratem.") == [("Róża", PERSON)]


def test_capitalized_title_is_not_part_of_the_name() -> None:
    # `Pan` is a mythological name in SGJP, but also the ordinary word for Mister.
    assert spans("Wtedy wszedł Pan Kowalski.") == [("Kowalski", PERSON)]


def test_abbreviations_and_short_capitals_are_not_names() -> None:
    assert find("Zgodnie z Art. 5 ustawy władze UE zdecydowały.") == []


def test_words_in_capitals_need_a_name_only_reading() -> None:
    assert find("Spotkanie odbędzie się w LIPCU.") == []


@pytest.mark.parametrize("text", ["", "   ", "123 456", "— „ ” ."])
def test_text_without_words(text: str) -> None:
    assert find(text) == []


def test_score_is_below_ner() -> None:
    (mention,) = find("Wczoraj widziałem Kowalskiego.")
    assert mention.source == "pl_lexicon"
    assert mention.score == 0.6 < NerRecognizer().score


def test_registered_for_polish_only() -> None:
    assert any(isinstance(r, LexiconRecognizer) for r in recognizers_for("pl"))
    assert not any(isinstance(r, LexiconRecognizer) for r in recognizers_for("en"))
    assert "pl_lexicon" in recognizer_names()


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Adres: Nowy Targ\n", "Nowy Targ"),
        ("Mieszkam w Nowym Targu od roku 2010.", "Nowym Targu"),
    ],
)
def test_an_adjective_agreeing_with_a_places_word_makes_a_place(text: str, place: str) -> None:
    # `Nowy` is also a family name: beside `Targ`, a place's word it agrees with, it is the
    # place's adjective, and the two are a town.
    found = {m.text_in(text): m.category for m in find(text)}
    assert found.get(place) is Category.LOCATION


def test_a_family_name_after_a_given_name_stays_a_person() -> None:
    text = "Wczoraj Jan Nowy przyjechał do biura."
    found = {m.text_in(text): m.category for m in find(text)}
    assert found.get("Jan Nowy") is Category.PERSON


@pytest.mark.parametrize(
    ("text", "name", "lemma"),
    [
        ("Mam zięcia, Pawła, który jest stolarzem.", "Pawła", "Paweł"),
        ("Poznałam jej syna, Dawida, na weselu w maju.", "Dawida", "Dawid"),
        ("Zaprosiliśmy szwagra, Józefa, na niedzielny obiad.", "Józefa", "Józef"),
    ],
)
def test_a_form_of_two_given_names_is_the_one_people_bear(text: str, name: str, lemma: str) -> None:
    """`Pawła`: the genitive of the man's Paweł, or a rare woman's name; the one the name
    lists hold is meant, and the man got a woman's surrogate."""
    (mention,) = [m for m in find(text) if m.text_in(text) == name]
    assert (mention.attrs.lemma, mention.attrs.gender) == (lemma, "m")


def test_a_form_of_two_listed_given_names_keeps_its_reading() -> None:
    """`Kamila`: the woman's Kamila and Kamil's genitive are both listed; the nominative
    reading stands, as before."""
    text = "Mam siostrę, Kamila, która jest pielęgniarką."
    (mention,) = [m for m in find(text) if m.text_in(text) == "Kamila"]
    assert (mention.attrs.lemma, mention.attrs.gender) == ("Kamila", "f")


@pytest.mark.parametrize(
    ("text", "word", "lemma"),
    [
        ("Wczoraj po szkole odwiedziłem Korę z bratem.", "Korę", "Kora"),
        ("Kupiłam prezent dla Lenki na urodziny.", "Lenki", "Lenka"),
        ("Na spacer poszliśmy z Lenką i jej psem.", "Lenką", "Lenka"),
    ],
)
def test_a_given_name_sgjp_knows_as_a_noun_only_is_a_womans(
    text: str, word: str, lemma: str
) -> None:
    # SGJP reads `kora` (bark) and `lenka` as nouns only; the name lists hold Kora and
    # Lenka. Inside a sentence the capital says whose.
    mention = next(m for m in find(text) if m.text_in(text) == word)
    assert mention.category is PERSON
    assert (mention.attrs.lemma, mention.attrs.name_class, mention.attrs.gender) == (
        lemma,
        "imię",
        "f",
    )


def test_such_a_noun_opening_a_sentence_stays_a_noun() -> None:
    # (The capital is the sentence's: bark peeling off a tree.)
    assert not [m for m in find("Kora odpadała z pnia starej sosny.") if m.category is PERSON]


@pytest.mark.parametrize(
    ("text", "place"),
    [
        # Each word alone is also a family name (`Dolny`, `Śląska`), in two cases.
        ("Moja babcia pochodzi z Dolnego Śląska i tam wróciła.", "Dolnego Śląska"),
        ("Na Górnym Śląsku pracował w kopalni.", "Górnym Śląsku"),
        # A family's plural in both words is no one person: the forest and its adjective.
        ("Latem biwakowaliśmy w Borach Tucholskich nad jeziorem.", "Borach Tucholskich"),
    ],
)
def test_words_that_agree_only_as_a_place_are_a_place(text: str, place: str) -> None:
    assert (place, LOCATION) in spans(text)


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("Wczoraj rozmawiałem z Adamem Górnym o umowie.", "Adamem Górnym"),
        ("List podpisała Maria Wisła, sekretarka.", "Maria Wisła"),
    ],
)
def test_given_and_family_names_agreeing_stay_a_person(text: str, person: str) -> None:
    assert (person, PERSON) in spans(text)
