"""Adjectives of nationality and of places: from CLDR's language names, from the adjectives
CLDR writes inside territory and currency names, and derived from territory and (Polish) city
names, each checked against the language's dictionary."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.demonyms import DemonymRecognizer
from pseudonymizer.lexicon.demonyms import demonyms
from pseudonymizer.model import Document
from tests.pseudonymized import run_written


def demonyms_in(text: str, lang: str) -> list[str]:
    mentions = list(DemonymRecognizer(lang).find(Document("t", text, lang), Analysis(text, lang)))
    assert all(m.category is Category.DEMOGRAPHIC for m in mentions)
    return [m.text_in(text) for m in mentions]


@pytest.mark.parametrize(
    ("lang", "text", "found"),
    [
        ("pl", "Rząd polski i ambasada niemieckiej delegacji.", ["polski", "niemieckiej"]),
        ("de", "Die deutschen und französische Truppen.", ["deutschen", "französische"]),
        ("sv", "En svensk och ett engelskt lag.", ["svensk", "engelskt"]),
    ],
)
def test_nationality_adjectives_in_any_form(lang: str, text: str, found: list[str]) -> None:
    assert demonyms_in(text, lang) == found


@pytest.mark.parametrize(
    ("text", "found"),
    [
        # Masculine-personal plurals change the stem (-sk- -> -sc-, -ck- -> -cc-, -zk- -> -zc-).
        ("Polscy, francuscy i niemieccy lekarze.", ["Polscy", "francuscy", "niemieccy"]),
        ("Przyjechali islandzcy turyści.", ["islandzcy"]),
        # Derived from CLDR's country names: Hiszpania, Kolumbia, Irak, Japonia.
        ("Hiszpańska firma kupiła kolumbijską kawę.", ["Hiszpańska", "kolumbijską"]),
        ("Wojska irackie weszły do japońskiego portu.", ["irackie", "japońskiego"]),
        # Written inside CLDR's names (irregular: no rule makes them from Holandia, Brytania).
        ("Holenderscy i brytyjscy kibice.", ["Holenderscy", "brytyjscy"]),
        ("Ambasada amerykańska.", ["amerykańska"]),
        # Derived from city names: Kraków, Szczecin, Chorzów, Gliwice, Kielce, Gdańsk.
        ("Władze krakowskie i szczecińscy radni.", ["krakowskie", "szczecińscy"]),
        ("Kibice chorzowskiego klubu i gliwickiej drużyny.", ["chorzowskiego", "gliwickiej"]),
        ("Z kieleckich i gdańskich szkół.", ["kieleckich", "gdańskich"]),
    ],
)
def test_polish_country_and_city_adjectives(text: str, found: list[str]) -> None:
    assert demonyms_in(text, "pl") == found


@pytest.mark.parametrize(
    ("text", "found"),
    [
        # Derived from CLDR's country names: Japan, Israel, Ägypten, Asien, Brasilien.
        ("Die japanischen und israelische Gäste.", ["japanischen", "israelische"]),
        ("Ein ägyptischer Händler auf asiatischen Märkten.", ["ägyptischer", "asiatischen"]),
        ("Brasilianischer Kaffee.", ["Brasilianischer"]),
        # Written inside CLDR's names: Britisches Pfund, Österreichischer Schilling.
        ("Die britischen und österreichischem Diplomaten.", ["britischen", "österreichischem"]),
        ("Amerikanische und europäische Firmen.", ["Amerikanische", "europäische"]),
    ],
)
def test_german_country_adjectives(text: str, found: list[str]) -> None:
    assert demonyms_in(text, "de") == found


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "Der Tisch und der Fisch."),  # end in -sch, are no languages
        ("pl", "Bliski i daleki wschód."),  # end in -ski/-ki, are no languages
        ("en", "The English court."),  # English has no rule: the NER model finds NORP
        # Ordinary adjectives, and adjectives of the compass in CLDR's names (Ameryka Północna).
        ("pl", "Nowy, wielki i północny dom stoi na zachodnim brzegu."),
        # `łaski` is also the adjective of Łask, but mostly the genitive of `łaska`.
        ("pl", "Z łaski swojej."),
        ("de", "Schnelle und praktischen Lösungen im nördlichen Teil."),
        # `kubisch` (cubic) would come from Kuba by ("a", "isch"); `klassisch` stands in a
        # language name (Klassisches Chinesisch) without being a place's adjective.
        ("de", "Eine kubische Gleichung und klassische Musik."),
    ],
)
def test_no_demonym(lang: str, text: str) -> None:
    assert demonyms_in(text, lang) == []


def test_polish_adjectives_of_names_spelt_otherwise_or_given_names_are_left_out() -> None:
    # `Krakow` (GeoNames' spelling) is no Polish place name; `Julia` is a given name.
    forms = demonyms("pl")
    assert "krakowskiego" in forms
    assert "juliański" not in forms
    assert "juliańskiego" not in forms


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Mój francuski jest słaby, ale czytam gazety.\n", "francuski"),
        ("Od września uczę się włoskiego z koleżanką.\n", "włoskiego"),
        ("Na rozmowie mówiłam tylko po polsku, a angielski znam słabo.\n", "angielski"),
    ],
)
def test_a_language_named_in_prose_is_kept(text: str, language: str) -> None:
    _, written = run_written(text, "pl", b"languages key")
    assert language in written


@pytest.mark.parametrize(
    ("text", "nationality"),
    [
        ("Sąsiad ma obywatelstwo francuskie od urodzenia.\n", "francuskie"),
        ("Jest obywatelem włoskim i mieszka u nas od lat.\n", "włoskim"),
    ],
)
def test_a_nationality_qualifying_a_noun_is_still_replaced(text: str, nationality: str) -> None:
    _, written = run_written(text, "pl", b"languages key")
    assert nationality not in written
