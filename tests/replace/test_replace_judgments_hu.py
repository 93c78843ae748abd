"""What a careful writer keeps and changes in a Hungarian judgment: the codes and acts cited by
their abbreviation (`Ptk.`, `Mt.`) stay as written, a company register number (`Cg.
01-09-...`) keeps its mark and its shape with other digits, while the people and the firms
around them still change."""

from __future__ import annotations

import re

import pytest
from faker import Faker

from pseudonymizer.categories import Category
from pseudonymizer.lexicon.substitutes import given_names
from pseudonymizer.replace.operators import _street_of_its_kind
from tests.pseudonymized import run_written

KEYS = (b"judgment-hu-a", b"judgment-hu-b")

STATUTES = (
    "A munkáltató a Mt. 64. §-ára hivatkozva szüntette meg a jogviszonyt.\n"
    "A kártérítés mértékét a bíróság a Ptk. 6:522. §-a szerint állapította meg, "
    "a költségekről a Pp. 83. §-a alapján döntött, a vádról a Btk. rendelkezik.\n"
    "Az ügyben Horváth Bence tanúvallomását is meghallgatták.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_codes_cited_by_their_abbreviation_stay(key: bytes) -> None:
    _, output = run_written(STATUTES, "hu", key)
    for cited in ("a Mt. 64. §", "a Ptk. 6:522. §", "a Pp. 83. §", "a Btk. rendelkezik"):
        assert cited in output, output
    assert "Horváth" not in output and "Bence" not in output


REGISTER = "A Zöldmező Kft. cégjegyzékszáma Cg. 08-09-117245, az adószáma nem ismert.\n"


@pytest.mark.parametrize("key", KEYS)
def test_a_company_register_number_keeps_its_mark_and_shape(key: bytes) -> None:
    _, output = run_written(REGISTER, "hu", key)
    found = re.search(r"cégjegyzékszáma Cg\. (\d\d-\d\d-\d{6}),", output)
    assert found is not None, output
    assert found.group(1) != "08-09-117245"


WIVES = (
    "A tárgyaláson megjelent Vargáné Pintér Klára és dr. Molnárné Bodnár Edit is.\n"
    "A bíróság Vargánét másodszor is meghallgatta, Molnár Ákos pedig nem jött el.\n"
)


@pytest.mark.parametrize("key", (*KEYS, b"judgment-hu-c"))
def test_a_wife_named_by_her_husbands_family_keeps_its_ne(key: bytes) -> None:
    _, output = run_written(WIVES, "hu", key)
    found = re.search(r"megjelent (\w+)né (\w+) (\w+) és dr\. (\w+)né (\w+) (\w+) is", output)
    assert found is not None, output
    for name in ("Varga", "Pintér", "Klára", "Molnár", "Bodnár", "Edit"):
        assert name not in output, output
    # Her husband's family name is the one `Vargánét` alone has, `-né` and the case kept.
    husband = found.group(1)
    assert re.search(rf"bíróság {husband}nét másodszor", output), output


UNLISTED_WIVES = (
    "A tanú Keményné volt, aki a szomszédban lakik.\n"
    "Keménynével a bíróság másnap is beszélt, Fábosnénak levelet küldött.\n"
    "Fábosné szeretné, ha az ügy lezárulna.\n"
    "Szeretné, ha a tárgyalást elhalasztanák.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_wife_by_a_husbands_name_no_list_holds_is_a_person_with_ne(key: bytes) -> None:
    # (Kemény is a hard winter's adjective too; Fábos no list's name: each wife is a person,
    # her surrogate a family name with `-né` in her case, the same in every mention.)
    result, output = run_written(UNLISTED_WIVES, "hu", key)
    assert "Kemény" not in output and "Fábos" not in output, output
    for wife in ("Keményné", "Keménynével", "Fábosnénak", "Fábosné"):
        [mention] = [m for m in result.mentions if m.text_in(UNLISTED_WIVES) == wife]
        assert mention.category is Category.PERSON, mention
    first = re.search(r"A tanú (\w+)né volt", output)
    assert first is not None, output
    assert re.search(rf"^{first.group(1)}név[ae]l a bíróság", output, re.M), output
    assert re.search(r"^\w+né szeretné, ha", output, re.M), output
    # (A verb's conditional opening a sentence is no one's wife.)
    assert "\nSzeretné, ha a tárgyalást" in output, output


FIRMS = (
    "Az alperest a Dr. Vincze Márton Ügyvédi Iroda, a felperest a Kun és Társa Ügyvédi "
    "Iroda képviselte.\n"
    "A Lakatos Építőipari és Kereskedelmi Kft. a Zsigmond Logistics Hungary Kft. "
    "alvállalkozója volt, a gépeket a Rácz Power Systems Kft. szállította.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_firms_ordinary_words_stay_and_its_name_changes(key: bytes) -> None:
    _, output = run_written(FIRMS, "hu", key)
    # A law office's form, a firm's trade in Hungarian or English, and the country it
    # trades in stay; the founder's and the partner's names change.
    # (The article before a surrogate agrees with it: `a`, `az`.)
    assert re.search(r"Dr\. \w+ \w+ Ügyvédi Iroda, a felperest az? \w+ és Társa Ügyvédi", output)
    assert re.search(r"\w+ Építőipari és Kereskedelmi Kft\. az? \w+ Logistics Hungary Kft", output)
    assert re.search(r"az? \w+ Power Systems Kft\. szállította", output), output
    for name in ("Vincze", "Márton", "Kun ", "Lakatos", "Zsigmond", "Rácz"):
        assert name not in output, output


WINES = (
    "Az ünnepségre Szekszárdi Kadarka és Tokaji Aszú fogyott, a desszerthez Villányi "
    "Pinot Noir járt.\n"
    "A bort Pápai Zsófia hozta, aki Gyulai Bence barátja.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_wine_by_its_place_and_grape_stays(key: bytes) -> None:
    _, output = run_written(WINES, "hu", key)
    for wine in ("Szekszárdi Kadarka", "Tokaji Aszú", "Villányi Pinot Noir"):
        assert wine in output, output
    # A person whose family name is a place's adjective is still someone.
    for name in ("Pápai", "Zsófia", "Gyulai", "Bence"):
        assert name not in output, output


STREETS = (
    "A tanú a Diófa utcában lakik, a boltja a Nádor körúton van, a Hunyadi János utca "
    "sarkán.\n"
    "A gyűlést a Béke téren tartották, ahol Szilágyi Ottó beszélt.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_street_without_its_number_gets_a_hungarian_street_of_its_kind(key: bytes) -> None:
    result, output = run_written(STREETS, "hu", key)
    for mention in result.replaced:
        if mention.text_in(STREETS).startswith(("Diófa", "Nádor", "Béke")):
            assert mention.category is Category.STREET, mention
    # Each name changes; its public-space word stays as written, in its case, and each word
    # of the name keeps its capital (no `Ady endre`).
    found = re.search(
        r"az? ([A-ZÁÉÍÓÖŐÚÜŰ][\w ]*?) utcában lakik, a boltja az? ([A-ZÁÉÍÓÖŐÚÜŰ][\w ]*?) "
        r"körúton van, az? ([A-ZÁÉÍÓÖŐÚÜŰ][\w ]*?) utca sarkán",
        output,
    )
    assert found is not None, output
    for name in found.groups():
        assert all(word[:1].isupper() for word in name.split()), output
    assert found.groups() != ("Diófa", "Nádor", "Hunyadi János"), output
    assert re.search(r"az? [A-ZÁÉÍÓÖŐÚÜŰ][\w ]*? téren tartották", output), output
    for name in ("Diófa", "Nádor", "Hunyadi", "Béke", "Szilágyi", "Ottó"):
        assert name not in output, output


@pytest.mark.parametrize("original", ["Béke tér", "Diófa utcában", "Nádor körúton"])
def test_a_drawn_street_named_after_a_person_has_its_capitals(original: str) -> None:
    faker = Faker("hu_HU")
    kind = original.split()[-1]
    for seed in range(60):
        faker.seed_instance(seed)
        drawn = _street_of_its_kind(original, faker)
        name, _, written_kind = drawn.rpartition(" ")
        assert written_kind == kind, drawn
        assert all(word[:1].isupper() for word in name.split()), drawn
        assert not any(word.endswith("ii") for word in name.split()), drawn


COMPOUNDS = (
    "A munkáltató új QA-vezetőt vett fel, a PMO-vezető pedig a KPI-riportot küldte át.\n"
    "Az ügyfél a CRM-rendszert Kardos Emese segítségével vezette be.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_an_initialisms_compound_is_an_ordinary_word(key: bytes) -> None:
    _, output = run_written(COMPOUNDS, "hu", key)
    for compound in ("új QA-vezetőt", "a PMO-vezető", "a KPI-riportot", "a CRM-rendszert "):
        assert compound in output, output
    assert "Kardos" not in output and "Emese" not in output, output


CASED_FIRMS = "A Fodor Bt.-nél dolgozott, majd a Halmi Zrt.-hez került, a Rigó Kft.-t elkerülte.\n"


@pytest.mark.parametrize("key", KEYS)
def test_a_firm_with_a_case_ending_after_its_form_keeps_the_form(key: bytes) -> None:
    _, output = run_written(CASED_FIRMS, "hu", key)
    # (A firm of an ordinary word alone, `Rigó`, a thrush, may be drawn whole.)
    found = re.search(
        r"[Aa]z? (\w+) Bt\.-nél .* az? (\w+) Zrt\.-hez .* az? ([\w ]+) Kft\.-t", output
    )
    assert found is not None, output
    assert not {"Fodor", "Halmi", "Rigó"} & set(found.groups()), output


LONG_FIRMS = (
    "A megrendelő a Lakatos és Fia Kereskedelmi és Szolgáltató Kft. volt, a kivitelező a "
    "Serfőző és Társa Építőipari és Fejlesztő Bt.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_long_firm_name_keeps_all_its_trade_words(key: bytes) -> None:
    _, output = run_written(LONG_FIRMS, "hu", key)
    assert re.search(r"az? \w+ és Fia Kereskedelmi és Szolgáltató Kft\. volt", output), output
    assert re.search(r"az? \w+ és Társa Építőipari és Fejlesztő Bt\.", output), output
    assert "Lakatos" not in output and "Serfőző" not in output, output


@pytest.mark.parametrize("key", KEYS)
def test_a_founder_whose_name_is_also_a_function_word_is_replaced(key: bytes) -> None:
    # `nagy` (big) is a function word in lower case, a family name here.
    text = "A felperest a Nagy és Társa Ügyvédi Iroda, az alperest a Kis Ügyvédi Iroda védte.\n"
    _, output = run_written(text, "hu", key)
    assert re.search(r"felperest az? \w+ és Társa Ügyvédi Iroda, az alperest", output), output
    assert "Nagy" not in output, output


HUSBANDS_FULL_NAMES = (
    "A tárgyaláson Kelemen Gáborné Nagy Ilonával együtt jelent meg a tanú.\n"
    "Kelemen Gáborné elmondta, hogy a kerítést Fazekas Ottó építette.\n"
    "A szerződést Szabó Lajosné Tóth Mária írta alá, Szabó Lajosnénak küldtük a másolatot.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_wife_named_by_her_husbands_full_name_keeps_its_structure(key: bytes) -> None:
    # (`Kelemen Gáborné Nagy Ilonával` became two given names and a family name: his full
    # name with `-né`, a man's, then her own in her case.)
    _, output = run_written(HUSBANDS_FULL_NAMES, "hu", key)
    for name in ("Kelemen", "Gábor", "Ilona", "Szabó", "Lajos", "Tóth", "Mária", "Fazekas"):
        assert name not in output, output
    first = re.search(r"A tárgyaláson (\w+) (\w+)né \w+ \w+ együtt", output)
    assert first is not None, output
    family, husband = first.group(1), first.group(2)
    assert husband.capitalize() in given_names("hu_HU", "male"), output
    assert re.search(rf"^{family} {husband}né elmondta", output, re.I | re.M), output
    second = re.search(r"szerződést (\w+ \w+)né \w+ \w+ írta alá, (\w+ \w+)nén[ae]k", output)
    assert second is not None and second.group(1) == second.group(2), output
    # The man named after her keeps his own kind of surrogate, no `-né`.
    assert re.search(r"a kerítést \w+ \w+ építette", output), output
