"""Organization surrogates: the names in them change, the ordinary words and legal form stay."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze.morphology import read, word_forms
from pseudonymizer.categories import Category
from pseudonymizer.config import default_models
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.lexicon.inflection.suffixes import CASES, split_suffix
from pseudonymizer.lexicon.legal_forms import legal_form_of
from pseudonymizer.lexicon.morfeusz import is_place_name
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import places
from pseudonymizer.lexicon.vocabulary import word_classes_of
from pseudonymizer.model import EMPLOYER, Attributes
from pseudonymizer.replace.places import real_towns

ORG = Category.ORGANIZATION


@pytest.mark.parametrize(
    ("original", "lang", "kept", "changed"),
    [
        ("Landgericht Hamburg", "de", "Landgericht ", "Hamburg"),
        ("University of Leeds", "en", "University of ", "Leeds"),
        ("Westgate Transport plc", "en", " Transport plc", "Westgate"),
        ("Pannonlakás Építő Zrt.", "hu", " Zrt.", "Pannonlakás"),
        ("Sąd Rejonowy dla Krakowa", "pl", "Sąd Rejonowy dla ", "Krakowa"),
        ("Göteborgs tingsrätt", "sv", "s tingsrätt", "Göteborg"),
        # A founder's family name SGJP also reads as a place's form (Mazury's genitive) and
        # a trade word after a conjunction.
        ("Mazur i Syn sp. z o.o.", "pl", " i Syn sp. z o.o.", "Mazur"),
        # An ordinary word some list abroad holds as a given name (`General`) is the
        # hospital's word, and the word after it no family name.
        ("Barnstaple General Infirmary", "en", " General Infirmary", "Barnstaple"),
    ],
)
def test_only_the_names_change(
    original: str, lang: str, kept: str, changed: str, surrogate_of
) -> None:
    new = surrogate_of(original, lang, ORG)
    assert kept in new and changed not in new


@pytest.mark.parametrize("original", ["Ashcourt & Penrose Ltd", "Bramcourt Lettings Ltd"])
def test_an_english_name_that_ends_like_a_court_is_a_name(original: str, surrogate_of) -> None:
    """English writes an institution's kind apart (`county court`): a founder's name that
    merely ends in `court` is a name, and was kept, a leak of the firm's name."""
    new = surrogate_of(original, "en", ORG)
    assert original.split()[0] not in new and new.endswith(" Ltd")


def test_a_founders_family_name_stays_a_family_name_where_it_is_a_places_form_too(
    surrogate_of,
) -> None:
    new = surrogate_of("Mazur Budownictwo sp. z o.o.", "pl", ORG)
    founder = new.split(" ")[0]
    assert founder != "Mazur" and new.endswith(" Budownictwo sp. z o.o.")
    assert not is_place_name(founder), new


def test_a_persons_name_inside_a_works_title_leaves_with_its_ordinary_words(surrogate_of) -> None:
    # `Peel` and `Rose` are ordinary English words, but after a given name they are family
    # names: both change; the kind words stay.
    new = surrogate_of("John Peel's Late Show", "en", Category.OTHER)
    assert "Peel" not in new and "John" not in new and new.endswith("'s Late Show")
    new = surrogate_of("Harold Rose Memorial Prize", "en", Category.OTHER)
    assert "Rose" not in new and new.endswith(" Memorial Prize")


def test_a_czech_courts_town_is_declined(surrogate_of) -> None:
    sentence = "Krajský soud v Ostravě rozhodl."
    name = "Krajský soud v Ostravě"
    forms = word_forms(
        read(sentence, default_models()["cs"], inflector_for("cs").components),
        [(0, len(name))],
    )[(0, len(name))]
    new = surrogate_of(name, "cs", ORG, forms)
    # Ostrava is feminine, in the locative: a feminine town's locative (`Opavě`, `Orlové`).
    assert new.startswith("Krajský soud v ") and "Ostrav" not in new
    assert new.endswith(("ě", "e", "é", "i"))


def test_a_name_of_ordinary_words_only_becomes_a_company(surrogate_of) -> None:
    # (No word of it is a name of the lists: `Justice`, a family name too, would be replaced
    # as one, the body's kind kept, as a Hungarian society's listed word is.)
    new = surrogate_of("Ministry of Transport", "en", ORG)
    assert new != "Ministry of Transport" and "Ministry" not in new


def test_an_amount_is_no_name_its_digits_change(surrogate_of) -> None:
    new = surrogate_of("148 500 Kč", "cs", Category.OTHER)
    assert new[:7] != "148 500" and len(new) == len("148 500 Kč")


def test_an_amount_keeps_its_currency_and_words(surrogate_of) -> None:
    for original in ("148 500 Kč", "2,5 milionu korun", "$ 1,200"):
        new = surrogate_of(original, "cs", Category.OTHER, attrs=Attributes(kind="amount"))
        assert new != original and len(new) == len(original)
        assert [c for c in new if not c.isdigit()] == [c for c in original if not c.isdigit()]
        assert next(c for c in new if c.isdigit()) != "0"


def test_a_family_names_genitive_in_a_name_keeps_its_genitive(surrogate_of) -> None:
    # `sjöbergs` is in the Swedish word tables: still the genitive of the family name Sjöberg.
    new = surrogate_of("Sjöbergs", "sv", Category.OTHER)
    person = surrogate_of("Sjöberg", "sv", Category.PERSON)
    assert new == person + "s"
    new = surrogate_of("Müllers Bäckerei", "de", ORG)
    assert new.endswith("s Bäckerei") and not new.startswith("Müller")


def test_a_hungarian_place_in_a_case_keeps_its_case(surrogate_of) -> None:
    new = surrogate_of("Nyíregyházán", "hu", Category.OTHER)
    place = surrogate_of("Nyíregyháza", "hu", Category.LOCATION)
    assert new != "Nyíregyházán" and new.startswith(place[:-1]) and new.endswith("n")


def test_a_hungarian_name_in_a_case_keeps_its_case(surrogate_of) -> None:
    # `Kovács Péterrel` found as something else than a person: Péter's surrogate still says
    # "with", in its own vowel harmony (it lost the suffix before).
    new = surrogate_of("Kovács Péterrel", "hu", Category.OTHER)
    stem, suffix = split_suffix(new.split(" ")[-1])
    assert suffix is not None and CASES[suffix[0]] == ("val", "vel", "vel")
    assert not stem.startswith("Péter")


def test_an_amount_that_is_a_time_of_day_moves_like_one(surrogate_of) -> None:
    # `pm` is also the picometre.
    new = surrogate_of("8.15 pm", "en", Category.OTHER, attrs=Attributes(kind="amount"))
    hour, minutes = new.removesuffix(" pm").split(".")
    assert minutes == "15" and 1 <= int(hour) <= 12 and hour != "8"


def test_a_country_becomes_a_country_and_an_english_town_a_real_one(surrogate_of) -> None:
    from pseudonymizer.lexicon.places import country_names
    from pseudonymizer.replace.places import real_towns

    for original, lang in (("Spain", "en"), ("Spanien", "de"), ("Sverige", "sv")):
        new = surrogate_of(original, lang, Category.LOCATION)
        assert new != original and new in country_names(lang)
    town = surrogate_of("Swindon", "en", Category.LOCATION)
    assert town != "Swindon" and town in real_towns(("GB", "IE", "US", "CA", "AU", "NZ"), "en")


def test_a_country_and_its_genitive_get_one_country(surrogate_of) -> None:
    country = surrogate_of("Deutschland", "de", Category.LOCATION)
    assert surrogate_of("Deutschlands", "de", Category.LOCATION) in (country + "s", country)


def test_real_towns_are_written_as_the_language_writes_towns() -> None:
    from pseudonymizer.replace.places import real_towns

    towns = real_towns(("DE", "AT", "CH"), "de")
    # No district with its number, no English name of a city (`Munich`, `Cologne`).
    assert not {"Munich", "Cologne"} & set(towns)
    assert {"München", "Köln", "Aachen", "Wetzlar"} <= set(towns)
    assert not [town for town in towns if any(char in town for char in "()/0123456789.")]


# A venue: its kind word, then (or, in Hungarian, before it) a name of ordinary words.
VENUES = [
    ("Café Garden", "en", "Café ", "Garden"),
    ("Kavárna Slunce", "cs", "Kavárna ", "Slunce"),
    ("Kawiarnia Słońce", "pl", "Kawiarnia ", "Słońce"),
    ("Café Sonne", "de", "Café ", "Sonne"),
    ("Café Solen", "sv", "Café ", "Solen"),
    # (A compound of the kind, `Sjökrogen`, stays as the kind word does.)
    ("Sjökrogen Måsen", "sv", "Sjökrogen ", "Måsen"),
    ("Konditori Pärlan", "sv", "Konditori ", "Pärlan"),
    ("Napfény Kávézó", "hu", " Kávézó", "Napfény"),
]


@pytest.mark.parametrize(("original", "lang", "kept", "changed"), VENUES)
def test_a_venue_keeps_its_kind_word_and_its_name_changes(
    original: str, lang: str, kept: str, changed: str, surrogate_of
) -> None:
    new = surrogate_of(original, lang, ORG, attrs=Attributes(kind="venue"))
    assert kept in new and changed not in new
    # No company of another country, no person's full name: the kind and one name.
    assert len(new.split()) == 2
    assert new == surrogate_of(original, lang, ORG, attrs=Attributes(kind="venue"))


@pytest.mark.parametrize(
    ("original", "lang"),
    [
        ("Vandenų Tiekėjas", "en"),
        ("Kauno Vandenys", "de"),
        ("Vandenų Tiekėjas", "sv"),
    ],
)
def test_a_firm_of_words_no_list_knows_becomes_a_company_not_a_person(
    original: str, lang: str, surrogate_of
) -> None:
    # Each unknown word a person's name made the firm someone (`Ben Ian`).
    new = surrogate_of(original, lang, ORG)
    words = new.split()
    assert new != original
    assert not (len(words) == 2 and words[0] in given_names() and words[1] in family_names())
    assert not (len(words) == 2 and words[0] in given_names() and words[1] in given_names())


def test_a_venue_of_ordinary_words_becomes_one_of_the_same_shape(surrogate_of) -> None:
    # `Rusty Anchor` of `at The Rusty Anchor`: an adjective and a noun, not a person or a town.
    new = surrogate_of("Rusty Anchor", "en", ORG, attrs=Attributes(kind="venue"))
    first, second = new.split()
    assert new != "Rusty Anchor" and first.istitle() and second.istitle()
    assert "adj" in word_classes_of(first, "en") and "noun" in word_classes_of(second, "en")
    assert new == surrogate_of("Rusty Anchor", "en", ORG, attrs=Attributes(kind="venue"))


@pytest.mark.parametrize("original", ["Ysgol Gyfun Llanhari", "Coleg Powys"])
def test_a_welsh_school_keeps_its_kind_word_and_its_place_changes(
    original: str, surrogate_of
) -> None:
    # No person's name for a school's: its kind word stays, its other words become towns.
    new = surrogate_of(original, "en", ORG)
    kind = original.split()[0]
    assert new.startswith(kind + " ") and original.split()[-1] not in new
    towns = places("en") | set(real_towns(get_language("en").town_countries, "en"))
    assert all(word in towns for word in new.split()[1:])


@pytest.mark.parametrize(
    ("original", "kept"),
    [
        ("Bluebell Pest Control Ltd", " Pest Control Ltd"),
        ("Harbour Claims Management Ltd", " Claims Management Ltd"),
        ("The Meadow Cleaning Company Ltd", " Cleaning Company Ltd"),
    ],
)
def test_a_firm_of_ordinary_words_changes_only_its_first_name(
    original: str, kept: str, surrogate_of
) -> None:
    """A firm named by ordinary words only was drawn whole (`Thompson-Gill Ltd`): the trade
    was lost. Its first word, the name it is known by, changes; the trade stays."""
    new = surrogate_of(original, "en", ORG)
    name = original.removeprefix("The ").split()[0]
    assert new.endswith(kept) and name not in new, new


def test_a_firm_named_after_its_founder_keeps_its_trade(surrogate_of) -> None:
    new = surrogate_of("Cattermole Claims Ltd", "en", ORG)
    assert new.endswith(" Claims Ltd") and "Cattermole" not in new, new


@pytest.mark.parametrize(
    ("original", "kept"),
    [
        ("Dunmore Lettings", " Lettings"),
        ("Ravelston Dog Grooming", " Dog Grooming"),
        ("Harcourt Removals", " Removals"),
    ],
)
def test_a_firm_without_a_legal_form_keeps_its_trade_words(
    original: str, kept: str, surrogate_of
) -> None:
    """Without a legal form, a trade word the word tables miss (`Lettings`) was a name too:
    every word a name, the firm was drawn whole (`McKenzie, Griffiths and King`)."""
    new = surrogate_of(original, "en", ORG)
    assert new.endswith(kept) and original.split()[0] not in new, new


@pytest.mark.parametrize(
    ("original", "kept"),
    [("Gustavsberg-muggar", "-muggar"), ("Hästens-sängen", "-sängen"), ("Ikea-soffa", "-soffa")],
)
def test_a_name_hyphened_to_ordinary_words_keeps_them(
    original: str, kept: str, surrogate_of
) -> None:
    # (A maker's mugs, bed, sofa: drawn whole the thing became a town, the mugs were lost.)
    new = surrogate_of(original, "sv", Category.OTHER)
    name = original[: -len(kept)]
    assert new.endswith(kept) and name not in new and new[:1].isupper()
    assert new == surrogate_of(original, "sv", Category.OTHER)


def test_a_given_name_hyphened_to_an_ordinary_word_is_still_replaced(surrogate_of) -> None:
    # (Someone's sweater: the name is a person's, whatever the surrogate makes of it.)
    assert "Lasse" not in surrogate_of("Lasse-tröjan", "sv", Category.OTHER)


@pytest.mark.parametrize(
    ("original", "lang"),
    [("Quorvia", "en"), ("Brennex", "de"), ("Talvento", "cs"), ("Quorvia", "sv")],
)
def test_a_firm_of_one_word_becomes_a_company_that_reads_as_one(
    original: str, lang: str, surrogate_of
) -> None:
    """A firm without a legal form named by one word no list knows, where the text says it
    employs someone, became a family name (`Teva` -> `Urbanová`), as if a person were meant:
    a company drawn whole, with its form or its partners joined, reads as a firm."""
    new = surrogate_of(original, lang, ORG, attrs=Attributes(context=EMPLOYER))
    joined = any(mark in new for mark in ("&", ",", " and ", " a ", " és "))
    assert legal_form_of(new) is not None or joined, new
    assert original not in new, new


def test_one_word_a_model_alone_read_as_a_body_keeps_the_names_it_holds(surrogate_of) -> None:
    # (`s Ondrou`, a man's name in a case the model read as a body: no firm's name.)
    new = surrogate_of("Ondrou", "cs", ORG)
    assert legal_form_of(new) is None and "Ondrou" not in new, new


def test_a_firm_named_by_a_given_name_and_a_town_becomes_a_company(surrogate_of) -> None:
    # (`Grant` a given name, `Thornton` a town: drawn so, the firm read as a man, `Lane Ukiah`.)
    new = surrogate_of("Grant Thornton", "en", ORG)
    assert legal_form_of(new) is not None or "," in new or " and " in new, new


@pytest.mark.parametrize(
    ("original", "kept"),
    [
        ("Zsolnay-kútnál", "-kútnál"),
        ("Petőfi-szobornál", "-szobornál"),
        ("Tisza-partig", "-partig"),
    ],
)
def test_a_name_hyphened_to_an_ordinary_word_in_a_case_keeps_it(
    original: str, kept: str, surrogate_of
) -> None:
    # (At the fountain, at the statue: the case ends the ordinary word, which no table
    # lists in it; drawn whole, the fountain became a town.)
    new = surrogate_of(original, "hu", Category.OTHER)
    assert new.endswith(kept) and original[: -len(kept)] not in new and new[:1].isupper(), new


def test_a_hyphened_place_before_a_streets_kind_keeps_its_word(surrogate_of) -> None:
    new = surrogate_of("Rába-parti sétányon", "hu", Category.STREET)
    assert new.endswith("-parti sétányon") and "Rába" not in new, new


def test_a_street_without_a_hyphened_place_is_drawn_as_before(surrogate_of) -> None:
    new = surrogate_of("Kossuth Lajos utcában", "hu", Category.STREET)
    assert "Kossuth" not in new and new.endswith(" utcában"), new


@pytest.mark.parametrize(
    ("original", "kept"),
    [("Vörösmarty-lakótelepen", "-lakótelepen"), ("Kossuth-lakótelep", "-lakótelep")],
)
def test_a_place_named_by_a_persons_name_hyphened_to_its_kind_keeps_it(
    original: str, kept: str, surrogate_of
) -> None:
    # (A housing estate named after a poet: drawn whole, it became a town.)
    new = surrogate_of(original, "hu", Category.LOCATION)
    assert new.endswith(kept) and original[: -len(kept)] not in new, new


def test_a_town_in_a_case_is_still_a_town(surrogate_of) -> None:
    new = surrogate_of("Szegeden", "hu", Category.LOCATION)
    assert "-" not in new and "Szeged" not in new and new.endswith("n"), new
