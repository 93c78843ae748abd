"""Postal addresses: streets (suffix word, compound, prefix) with their numbers, unit and box
numbers, postcodes after a keyword, after a US state or before a known city."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect import recognizers_for
from pseudonymizer.detect.addresses import AddressRecognizer
from pseudonymizer.languages import BUILT_IN
from pseudonymizer.model import Document

Found = tuple[int, int, str, Category]

STREET = Category.STREET
NUMBER = Category.STREET_NUMBER
ZIP = Category.ZIP
LOCATION = Category.LOCATION


def addresses(text: str, lang: str) -> set[Found]:
    """What the recognizer finds; as a set, since two of its patterns may find the same span."""
    document = Document("t", text, lang)
    return {
        (m.start, m.end, m.text_in(text), m.category)
        for m in AddressRecognizer(lang).find(document, Analysis(text, lang))
    }


def spans(text: str, *parts: tuple[str, Category]) -> set[Found]:
    """The mentions `parts` make where they stand; each part is looked for after the one before,
    so they are listed in text order."""
    found = set()
    cursor = 0
    for value, category in parts:
        start = text.index(value, cursor)
        cursor = start + len(value)
        found.add((start, cursor, value, category))
    return found


SUFFIXED = [
    ("en", "He lives at 12 Main Street.", [("12", NUMBER), ("Main Street", STREET)]),
    ("en", "Send it to 221 Baker Street, please.", [("221", NUMBER), ("Baker Street", STREET)]),
    ("en", "Write to 5 Main St. soon.", [("5", NUMBER), ("Main St", STREET)]),
    ("en", "It is at Elm Avenue 14.", [("Elm Avenue", STREET), ("14", NUMBER)]),
    ("en", "They met on Route 66 at noon.", [("Route", STREET), ("66", NUMBER)]),
    ("hu", "Kossuth Lajos utca 12.", [("Kossuth Lajos utca", STREET), ("12", NUMBER)]),
    ("hu", "Ő az Andrássy út 60. alatt lakik.", [("Andrássy út", STREET), ("60", NUMBER)]),
    ("cs", "Bydlí na Václavské náměstí 12.", [("Václavské náměstí", STREET), ("12", NUMBER)]),
]

COMPOUND = [
    ("de", "Er wohnt in der Hauptstraße 12 in Bonn.", [("Hauptstraße", STREET), ("12", NUMBER)]),
    (
        "de",
        "Kopfhölzistrasse 45, Zürich",
        [("Kopfhölzistrasse", STREET), ("45", NUMBER), ("Zürich", LOCATION)],
    ),
    ("de", "Sie zog in den Lindenweg 3a.", [("Lindenweg", STREET), ("3a", NUMBER)]),
    ("sv", "Hon bor på Storgatan 12.", [("Storgatan", STREET), ("12", NUMBER)]),
    ("sv", "Kontoret ligger på Sveavägen 44.", [("Sveavägen", STREET), ("44", NUMBER)]),
    (
        "en",
        "The farm is at hersnapvej 18 near Kerteminde.",
        [("hersnapvej", STREET), ("18", NUMBER)],
    ),
]

PREFIXED = [
    ("pl", "Mieszka przy ul. Długa 5.", [("ul. Długa", STREET), ("5", NUMBER)]),
    ("pl", "Biuro: al. Jana Pawła II 5", [("al. Jana Pawła II", STREET), ("5", NUMBER)]),
    ("pl", "Mieszka na os. Tysiąclecia 12.", [("os. Tysiąclecia", STREET), ("12", NUMBER)]),
    ("cs", "Bydlí na adrese nám. Míru 5.", [("nám. Míru", STREET), ("5", NUMBER)]),
    ("cs", "Sídlo: tř. Svobody 12", [("tř. Svobody", STREET), ("12", NUMBER)]),
    (
        "en",
        "Hotel at rue du Golf 3, Paris",
        [("rue du Golf", STREET), ("3", NUMBER), ("Paris", LOCATION)],
    ),
]

UNITS = [
    ("en", "Our office is in Suite 910 upstairs.", [("Suite 910", NUMBER)]),
    ("en", "Send mail to P.O. Box 211 please.", [("P.O. Box 211", NUMBER)]),
    ("en", "Send mail to PO Box 211 please.", [("PO Box 211", NUMBER)]),
    ("en", "Address: PSC 1234, Box 5678", [("PSC 1234", NUMBER), ("Box 5678", NUMBER)]),
    ("en", "She rented Apt. 4B for a year.", [("Apt. 4B", NUMBER)]),
    ("en", "He lives in Unit #5.", [("Unit #5", NUMBER)]),
    ("de", "Bitte an Postfach 1234 senden.", [("Postfach 1234", NUMBER)]),
]

ZIP_AFTER_KEYWORD = [
    ("en", "ZIP: 75534-030", [("75534-030", ZIP)]),
    ("en", "Her zip code is 90210.", [("90210", ZIP)]),
    ("cs", "PSČ 602 00", [("602 00", ZIP)]),
    ("de", "Die PLZ 10115 gehört zu Berlin.", [("10115", ZIP)]),
    ("pl", "kod pocztowy 00-950", [("00-950", ZIP)]),
    ("sv", "Ange postnummer 111 22 här.", [("111 22", ZIP)]),
    ("hu", "irányítószám: 1051", [("1051", ZIP)]),
]

US_ZIP = [
    ("en", "Jackson, MS 12345", [("12345", ZIP)]),
    ("en", "Boston, MA 02110-1234, USA", [("02110-1234", ZIP)]),
    ("en", "Unit 2050, APO AA 12345", [("Unit 2050", NUMBER), ("12345", ZIP)]),
    ("en", "USS Nimitz, FPO AE 09012", [("09012", ZIP)]),
]

ZIP_CITY = [
    ("cs", "602 00 Brno", [("602 00", ZIP), ("Brno", LOCATION)]),
    ("cs", "Pošta: 110 00 Praha 1", [("110 00", ZIP), ("Praha", LOCATION)]),
    ("pl", "00-950 Warszawa", [("00-950", ZIP), ("Warszawa", LOCATION)]),
    ("pl", "adres: 00-950 Kraków", [("00-950", ZIP), ("Kraków", LOCATION)]),
    ("hu", "1051 Budapest", [("1051", ZIP), ("Budapest", LOCATION)]),
    ("hu", "Levélcím:\n1051 Budapest", [("1051", ZIP), ("Budapest", LOCATION)]),
    ("de", "Er zog nach 10115 Berlin.", [("10115", ZIP), ("Berlin", LOCATION)]),
    ("en", "in 10115 Berlin", [("10115", ZIP), ("Berlin", LOCATION)]),
]

STREET_BEFORE_ZIP = [
    (
        "cs",
        "Křenová 58, 602 00 Brno",
        [("Křenová", STREET), ("58", NUMBER), ("602 00", ZIP), ("Brno", LOCATION)],
    ),
    (
        "cs",
        "Bydlí v ulici Křenová 58, 602 00 Brno.",
        [("Křenová", STREET), ("58", NUMBER), ("602 00", ZIP), ("Brno", LOCATION)],
    ),
    (
        "de",
        "Musterweg 3, 2005 Berlin",  # a 4-digit postcode after a street is no year
        [("Musterweg", STREET), ("3", NUMBER), ("2005", ZIP), ("Berlin", LOCATION)],
    ),
]

EXACT = SUFFIXED + COMPOUND + PREFIXED + UNITS + ZIP_AFTER_KEYWORD + US_ZIP + ZIP_CITY
EXACT += STREET_BEFORE_ZIP


@pytest.mark.parametrize(("lang", "text", "parts"), EXACT)
def test_each_address_form_is_found_with_its_exact_spans(
    lang: str, text: str, parts: list[tuple[str, Category]]
) -> None:
    assert addresses(text, lang) == spans(text, *parts)


FULL = [
    (
        "de",
        "Hauptstraße 12, 10115 Berlin",
        [("Hauptstraße", STREET), ("12", NUMBER), ("10115", ZIP), ("Berlin", LOCATION)],
    ),
    (
        "sv",
        "Storgatan 12, 111 22 Stockholm",
        [("Storgatan", STREET), ("12", NUMBER), ("111 22", ZIP), ("Stockholm", LOCATION)],
    ),
    (
        "pl",
        "ul. Długa 5, 00-950 Warszawa",
        [("ul. Długa", STREET), ("5", NUMBER), ("00-950", ZIP), ("Warszawa", LOCATION)],
    ),
    (
        "en",
        "Flat 3, 12 Baker Street",
        [("Flat 3", NUMBER), ("12", NUMBER), ("Baker Street", STREET)],
    ),
    ("en", "Unit 4, 9 Canal Wharf", [("Unit 4", NUMBER), ("9", NUMBER), ("Canal Wharf", STREET)]),
    ("en", "2 Harbour Quay", [("2", NUMBER), ("Harbour Quay", STREET)]),
    # An address block: the town on the line after the street, whole.
    (
        "en",
        "7 Tollgate Mews\nUpton Snodsbury\nWorcestershire",
        [("7", NUMBER), ("Tollgate Mews", STREET), ("Upton Snodsbury", LOCATION)],
    ),
    (
        "sv",
        "Bäckvägen 4\nÖstra Ljungby\n",
        [("Bäckvägen", STREET), ("4", NUMBER), ("Östra Ljungby", LOCATION)],
    ),
]


def test_a_line_after_a_street_is_its_town_only_where_it_is_a_name_alone() -> None:
    text = "7 Tollgate Mews\nDear Sir, thank you for the letter.\n"
    assert not any(c is LOCATION for *_, c in addresses(text, "en"))


@pytest.mark.parametrize(("lang", "text", "parts"), FULL)
def test_a_whole_address_is_covered_part_by_part(
    lang: str, text: str, parts: list[tuple[str, Category]]
) -> None:
    """Every part is found; anything else found lies inside a part of the same category (two
    patterns may both see the street, `ul. Długa` and `Długa`; merging keeps one)."""
    found = addresses(text, lang)
    expected = spans(text, *parts)
    assert expected <= found
    for start, end, value, category in found - expected:
        assert any(s <= start and end <= e and c is category for s, e, _, c in expected), value


def test_street_and_number_are_separate_mentions() -> None:
    text = "He lives at 12 Main Street."
    categories = sorted(
        (m.category, m.attrs.kind)
        for m in AddressRecognizer("en").find(Document("t", text, "en"), Analysis(text, "en"))
    )
    assert categories == [(STREET, "street"), (NUMBER, "number1")]


def test_a_british_street_named_a_hill_is_a_street_with_its_number() -> None:
    """`7 Castle Hill` on an address's line is a street (it became a model's name of no kind,
    then two pseudo-words); a hill named without a house number is no address."""
    text = "Helen Marsh\n7 Castle Hill\nLewes\nBN7 1YD\n\nWe walked up Primrose Hill."
    found = addresses(text, "en")
    assert spans(text, ("7", NUMBER), ("Castle Hill", STREET)) <= found
    assert not any(value == "Primrose Hill" for _, _, value, _ in found)


def test_a_streets_side_after_its_street_word_is_part_of_the_street() -> None:
    """`4 Albion Square West`: the side of the square is the street's, not a town of its own
    (`West` became a town's name)."""
    text = "Helen Marsh, 4 Albion Square West, Hull HU1 3TG."
    assert spans(text, ("4", NUMBER), ("Albion Square West", STREET)) <= addresses(text, "en")


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("Die Radfahrerin befuhr die Vahrenwalder Straße stadtauswärts.", "Vahrenwalder Straße"),
        ("Danach bog der Wagen in die Lüneburger Allee ein.", "Lüneburger Allee"),
    ],
)
def test_a_german_street_named_by_a_places_adjective_is_one_without_its_number(
    text: str, street: str
) -> None:
    """`die Vahrenwalder Straße`: read apart, the adjective became a town (`die Faßberg
    Straße`)."""
    assert spans(text, (street, STREET)) <= addresses(text, "de")


def test_a_places_adjective_before_another_noun_is_no_street() -> None:
    text = "Der Hamburger Senat tagte am Montag im Rathaus."
    assert addresses(text, "de") == set()


def test_a_house_numbers_full_stop_is_left_out() -> None:
    text = "Kossuth Lajos utca 12."
    assert (19, 21, "12", NUMBER) in addresses(text, "hu")
    assert not any(value.endswith(".") for _, _, value, _ in addresses(text, "hu"))


@pytest.mark.parametrize(
    ("lang", "text"),
    [("en", "in 2005 Berlin"), ("en", "He moved in 2005 Berlin."), ("de", "Seit 2005 Berlin")],
)
def test_a_year_before_a_city_is_no_postcode(lang: str, text: str) -> None:
    assert addresses(text, lang) == set()


def test_a_year_after_a_comma_before_a_city_counts_as_a_postcode() -> None:
    text = "Write to Berlin, 2005 Berlin"
    assert addresses(text, "en") == spans(text, ("2005", ZIP), ("Berlin", LOCATION))


def test_a_postcode_before_an_unknown_word_is_no_address() -> None:
    assert addresses("He paid 602 00 Euros and 10115 Zebras.", "cs") == set()


NOT_FOUND = [
    ("en", "the Court of Appeal"),
    ("en", "He appealed to the Court of Appeal in 2005."),
    ("en", "He paid 450 dollars on 12 May."),
    ("en", "42"),
    ("en", "Between 1990 and 2005 sales rose by 12 000 units."),
    ("en", "Article 6 § 1 of the Convention applies."),
    ("en", "See Chapter 5 and Version 12."),
    ("en", "Chapter 5"),
    ("en", "Version 12"),
    ("en", "Section 3 was repealed."),
    ("cs", "Podle článku 6 odst. 1 Úmluvy."),
    ("de", "Artikel 6 Absatz 1 gilt."),
    ("en", "I will be there during 5 minutes."),
    ("en", "Please bring 2 chairs."),
]


@pytest.mark.parametrize(("lang", "text"), NOT_FOUND)
def test_numbers_and_street_words_alone_are_no_address(lang: str, text: str) -> None:
    assert addresses(text, lang) == set()


def test_the_address_recognizer_runs_for_every_language() -> None:
    for lang in BUILT_IN:
        assert any(isinstance(r, AddressRecognizer) for r in recognizers_for(lang)), lang


def test_street_and_number_before_a_known_city_need_no_street_word() -> None:
    text = "Kontakt: Drtinova 17, Praha 5, IČO 15279111."
    assert addresses(text, "cs") == spans(text, ("Drtinova", STREET), ("17", NUMBER))


def test_english_needs_a_street_word_before_a_city() -> None:
    assert addresses("See Article 6, Paris and London.", "en") == set()


def test_a_postcode_of_a_distinct_shape_after_a_street_needs_no_known_town() -> None:
    text = "Adresa: Sportovní 729 798 41 Kostelec na Hané"
    assert addresses(text, "cs") == spans(
        text, ("Sportovní", STREET), ("729", NUMBER), ("798 41", ZIP), ("Kostelec", LOCATION)
    )


def test_an_unknown_word_after_a_distinct_postcode_without_a_street_is_no_address() -> None:
    assert addresses("Bylo jich 798 41 Kostelců.", "cs") == set()


@pytest.mark.parametrize(
    ("text", "town", "code"),
    [
        ("Flat 3, 27 Mill Lane, Swindon SN1 4BT", "Swindon", "SN1 4BT"),
        ("27 Mill Lane Swindon SN1 4BT", "Swindon", "SN1 4BT"),
        ("Milton Keynes MK9 2AH", "Milton Keynes", "MK9 2AH"),
        ("London, EC1A 1BB", "London", "EC1A 1BB"),
    ],
)
def test_a_british_postcode_is_found_whole_and_the_town_before_it_is_a_place(
    text: str, town: str, code: str
) -> None:
    found = addresses(text, "en")
    start = text.index(code)
    assert (start, start + len(code), code, ZIP) in found
    start = text.index(town)
    assert (start, start + len(town), town, LOCATION) in found
    assert not any(f[3] is LOCATION and f[2] != town for f in found)


def test_a_british_postcode_without_a_town_is_found_whole() -> None:
    text = "Post code:\nSW1A 1AA"
    assert (11, 19, "SW1A 1AA", ZIP) in addresses(text, "en")


# A street named alone, by an ending only streets have, where the language writes one.
STREETS_ALONE = [
    ("de", "Treffen wir uns wieder in der Lindenstraße?", "Lindenstraße"),
    ("de", "Er wohnt jetzt in der Bahnhofstrasse.", "Bahnhofstrasse"),
    ("sv", "Ses vi på Storgatan igen?", "Storgatan"),
    ("sv", "Hon flyttade till Kyrkvägen.", "Kyrkvägen"),
]


@pytest.mark.parametrize(("lang", "text", "street"), STREETS_ALONE)
def test_a_street_alone_is_a_street(lang: str, text: str, street: str) -> None:
    start = text.index(street)
    assert addresses(text, lang) == {(start, start + len(street), street, STREET)}


@pytest.mark.parametrize(
    ("lang", "text"),
    [("de", "Der Ring glänzte."), ("de", "Ein weiter Weg."), ("sv", "Han gick hem.")],
)
def test_a_word_with_a_street_word_of_its_own_is_no_street_alone(lang: str, text: str) -> None:
    assert addresses(text, lang) == set()


@pytest.mark.parametrize(
    ("lang", "text", "town"),
    [
        ("en", "the transfer of 9 Heather Lane, Ripley Cross out of her name", "Ripley Cross"),
        ("pl", "Adres: ul. Klonowa 12, Dobrzany", "Dobrzany"),
        ("de", "wohnt in der Lindenstraße 4, Oberweiler seit Mai", "Oberweiler"),
    ],
)
def test_the_part_after_a_street_and_its_number_is_a_town(lang: str, text: str, town: str) -> None:
    # A model read a town of two words after an address as a person's name.
    assert (town, Category.LOCATION) in {found[2:] for found in addresses(text, lang)}


def test_a_flat_after_a_street_is_no_town() -> None:
    found = addresses("She moved to 9 Heather Lane, Flat 3 in June", "en")
    assert not any(category is Category.LOCATION for *_, category in found)


@pytest.mark.parametrize(
    "text",
    [
        "Die Wohnung liegt Ahornring 3, Dachgeschoss links, seit Juni leer.",
        "Sie wohnte Kiefernweg 8, Hinterhaus des Wohnblocks, bis 2020.",
        "Zustellung an Erlenstraße 2, Zimmer 14 im Wohnheim.",
    ],
)
def test_a_common_noun_after_a_german_street_and_its_number_is_no_town(text: str) -> None:
    # (`Erdgeschoss des Mehrfamilienhauses` after a street was read as its town.)
    assert not any(category is Category.LOCATION for *_, category in addresses(text, "de"))


def test_a_known_town_of_a_nouns_spelling_after_a_german_street_is_still_a_town() -> None:
    found = {f[2:] for f in addresses("Er wohnt Ahornring 3, Essen, seit Juni.", "de")}
    assert ("Essen", Category.LOCATION) in found


def test_a_numbered_street_without_a_street_word_before_a_postcodes_town_is_a_street() -> None:
    found = {found[2:] for found in addresses("Briar Court, 17 Westgate, Otley LS21 3AB", "en")}
    assert {("17", Category.STREET_NUMBER), ("Westgate", Category.STREET)} <= found


def test_a_street_without_its_number_after_a_streets_preposition_is_a_street() -> None:
    # A model read `Tenby Lane` as a building, whose surrogate dropped the street's word.
    text = "We drank at the Plough on Tenby Lane, then cycled down Orrin Avenue home."
    assert addresses(text, "en") == spans(text, ("Tenby Lane", STREET), ("Orrin Avenue", STREET))
    # (A word that names a building or a place too, a preposition of no street, stays out.)
    for text in ("We met on Castle Court today.", "He wrote Tenby Lane on the form."):
        assert addresses(text, "en") == set()


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("sv", "Han fick ont igen. Ring 1112 om det blir värre."),
    ],
)
def test_a_street_word_alone_before_a_number_is_no_street(lang: str, text: str) -> None:
    found = list(AddressRecognizer(lang).find(Document("d", text, lang), Analysis(text, lang)))
    assert not [m for m in found if m.category in (Category.STREET, Category.STREET_NUMBER)]


@pytest.mark.parametrize(
    ("lang", "text", "street"),
    [
        ("cs", "Schůzka bude na náměstí Svobody u kašny.", "náměstí Svobody"),
        ("cs", "Kavárnu mají na třídě Osvobození vedle banky.", "třídě Osvobození"),
        ("cs", "Běhám po nábřeží Kapitána Jaroše každé ráno.", "nábřeží Kapitána Jaroše"),
        ("cs", "Parkujeme v ulici Zahradní.", "ulici Zahradní"),
        ("pl", "Sklep jest przy ulicy Ogrodowej od lat.", "ulicy Ogrodowej"),
        ("pl", "Spotkajmy się na ul. Lipowej wieczorem.", "ul. Lipowej"),
    ],
)
def test_a_street_noun_before_a_name_makes_one_street_without_a_number(
    lang: str, text: str, street: str
) -> None:
    assert addresses(text, lang) == spans(text, (street, STREET))


@pytest.mark.parametrize("dash", ["–", "-"])
def test_a_range_of_houses_before_its_street_is_one_number(dash: str) -> None:
    text = f"The hoist stood behind 306{dash}312 Tanner Street, Wigan, all night."
    found = addresses(text, "en")
    assert (23, 30, f"306{dash}312", NUMBER) in found
    assert (31, 44, "Tanner Street", STREET) in found


@pytest.mark.parametrize(
    ("text", "street", "number"),
    [
        ("Címe: 1014 Budapest, IV. Béla király út 7.", "IV. Béla király út", "7"),
        ("Az üzlet a XVI. Benedek pápa tér 3. alatt van.", "XVI. Benedek pápa tér", "3"),
        ("Szent László király utca 21., Pécs", "Szent László király utca", "21"),
    ],
)
def test_a_rulers_title_after_a_streets_name_is_part_of_the_street(
    text: str, street: str, number: str
) -> None:
    """A Hungarian street named after a king or a pope writes his title in lower case before
    its kind word: the street ended at the title, and its kind alone was the street."""
    assert spans(text, (street, STREET), (number, NUMBER)) <= addresses(text, "hu")


def test_a_lower_case_title_before_no_street_word_makes_no_street() -> None:
    text = "Mátyás király udvarában 12 lovag szolgált."
    assert not any(category is STREET for *_, category in addresses(text, "hu"))


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("Smlouvu podepsala v kanceláři na Horní ulici.", "Horní ulici"),
        ("Bydlí v Dlouhé ulici od loňska.", "Dlouhé ulici"),
        ("Každý den chodí po Masarykově třídě do práce.", "Masarykově třídě"),
    ],
)
def test_a_czech_street_named_by_its_kind_word_after_a_preposition(text: str, street: str) -> None:
    # (A model read `Horní ulici` as a firm, whose surrogate made two persons of it.)
    assert spans(text, (street, STREET)) <= addresses(text, "cs")


def test_a_czech_street_word_alone_is_no_street() -> None:
    assert addresses("Na ulici bylo hezky a v parku taky.", "cs") == set()


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("cs", "Věc: uvolnění žáka Tomáše, třída 6.B, na tři dny."),
        ("cs", "Syn chodí do třídy 7 na základní škole."),
        ("hu", "A gyerek a 3. emeleten lakik, az utca 12 házában nem."),
    ],
)
def test_a_streets_noun_in_lower_case_without_a_name_is_no_street(lang: str, text: str) -> None:
    assert not {found for found in addresses(text, lang) if found[3] is STREET}


def test_a_street_named_before_its_noun_in_lower_case_is_still_one() -> None:
    text = "Bydlí na adrese Národní třída 12, Praha."
    assert spans(text, ("Národní třída", STREET), ("12", NUMBER)) <= addresses(text, "cs")
