"""Places drawn whole: the same town for the same key in every process; an address keeps its
parts, their order and kinds."""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.lexicon.faker_lists import faker_for
from pseudonymizer.lexicon.grammar import grammar_for
from pseudonymizer.lexicon.places import places, settlements
from pseudonymizer.lexicon.substitutes import local_given_name
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.operators import _street_of_its_kind
from pseudonymizer.replace.surrogates import FakerSurrogates
from tests.pseudonymized import run_written

DRAW = """
from pseudonymizer.lexicon.faker_lists import faker_for
from pseudonymizer.replace.places import place_like
faker = faker_for("it_IT")
faker.seed_instance(7)
print(place_like(faker, "Vitoria", "cs"))
"""


def test_a_town_of_fakers_lists_is_the_same_in_every_process() -> None:
    # Faker lists its Italian towns in the order of a set, which Python's hash randomization
    # changes from process to process: a surrogate must not.
    towns = {
        subprocess.run(
            [sys.executable, "-c", DRAW],
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in (1, 2)
    }
    assert len(towns) == 1 and towns.pop().strip()


ADDRESSES = {
    "en": ("Write to Flat 3, 27 Mill Lane, Swindon SN1 4BT.", "Flat", "SN1 4BT"),
    "cs": ("Bydlí na adrese Husova 12, byt 3, 602 00 Brno.", "byt", "602 00"),
    "pl": ("Mieszka przy ul. Długiej 5 m. 3, 00-950 Warszawa.", "m.", "00-950"),
    "de": ("Er wohnt in der Hauptstraße 5, Wohnung 3, 10115 Berlin.", "Wohnung", "10115"),
    "sv": ("Hon bor på Storgatan 5, lgh 1102, 111 22 Stockholm.", "lgh", "111 22"),
    "hu": ("Lakcíme: 1052 Budapest, Váci utca 12., 3. emelet 4. ajtó.", "ajtó", "1052"),
}


@pytest.mark.parametrize("key", (b"first key", b"second key", b"third key"))
@pytest.mark.parametrize("lang", sorted(ADDRESSES))
def test_an_address_keeps_its_parts_in_order_and_kind(lang: str, key: bytes) -> None:
    text, unit, code = ADDRESSES[lang]
    [result] = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(key)).run(
        [Document("d", text, lang)]
    )
    out = result.rewrites[Mode.PSEUDONYMIZE].text
    replaced = {m.text_in(text): m.category for m in result.replaced}
    # The postcode is one mention, replaced whole by a code of its shape, and the town next to
    # it is a place.
    assert replaced.get(code) is Category.ZIP
    shape = re.sub(r"\d", "9", re.sub(r"[A-Z]", "A", code))
    codes = [
        w for w in re.findall(r"(?<!\w)[A-Z\d]+(?:[ -][A-Z\d]+)?(?!\w)", out) if len(w) == len(code)
    ]
    assert any(re.sub(r"\d", "9", re.sub(r"[A-Z]", "A", c)) == shape for c in codes), out
    assert code not in out
    # The flat's word stays beside its number (after it in Hungarian: `4. ajtó`).
    word = re.escape(unit)
    assert re.search(rf"(?<!\w){word} \d+|\d+\. {word}", out), out
    assert out.count(",") == text.count(",")


@pytest.mark.parametrize(
    ("code", "region"),
    [("SN1 4BT", "SN"), ("EC1A 1BB", "EC"), ("602 00", "6"), ("00-950", "0"), ("10115", "1")],
)
def test_a_postcode_keeps_its_shape_and_region(code: str, region: str) -> None:
    from pseudonymizer.replace.places import postcode_like

    shape = re.sub(r"\d", "9", re.sub(r"[A-Z]", "A", code))
    for seed in range(20):
        new = postcode_like(code, random.Random(seed))
        assert re.sub(r"\d", "9", re.sub(r"[A-Z]", "A", new)) == shape
        assert new.startswith(region)
        assert not new[len(region) :].startswith("0") or region.isdigit()


def test_an_address_given_whole_is_rewritten_part_by_part_in_kind() -> None:
    from pseudonymizer.replace.places import address_like

    original = "20789 Allika 46\n Suite 501\n Riisa\n\n Estonia 62488"
    for seed in range(5):
        value = address_like(original, random.Random(seed), lambda _: "Mill Lane", str.upper)
        assert value is not None
        lines = value.split("\n")
        assert len(lines) == original.count("\n") + 1
        assert re.fullmatch(r"[1-9]\d{4} Mill Lane [1-9]\d", lines[0]), lines[0]
        assert lines[0] != "20789 Mill Lane 46"
        assert re.fullmatch(r" Suite \d{3}", lines[1]) and lines[1] != " Suite 501"
        assert lines[2] == " RIISA" and lines[3] == ""
        assert re.fullmatch(r" ESTONIA 6\d{4}", lines[4]) and not lines[4].endswith("62488")
    # One part: a box's number in kind; a street alone is left to the street's rule.
    assert re.fullmatch(r"Box \d{4}", address_like("Box 8158", random.Random(1), str, str))
    assert address_like("Mill Lane 27", random.Random(1), str, str) is None


# A long letter's line, written forty times with other numbers: a house number, a flat's
# number and a count beside them.
LIVED_AT = {
    "en": "The witness lived at {n} Mill Lane, Flat {k}, for {k} years.",
    "cs": "Svědek bydlel na adrese Husova {n}, Brno, byt {k}, po {k} let.",
    "pl": "Świadek mieszkał przy ul. Długiej {n}, m. {k}, przez {k} lat.",
    "de": "Der Zeuge wohnte in der Hauptstraße {n}, Wohnung {k}, seit {k} Jahren.",
    "sv": "Vittnet bodde på Storgatan {n}, lgh {k}, i {k} år.",
    "hu": "A tanú a Váci utca {n}. szám alatt lakott, {k}. emelet, {k} évig.",
}


@pytest.mark.parametrize("lang", sorted(LIVED_AT))
def test_house_numbers_of_a_long_document_get_house_numbers(lang: str) -> None:
    text = "\n".join(LIVED_AT[lang].format(n=n, k=n % 9 + 1) for n in range(1, 41))
    [result] = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"long")).run(
        [Document("d", text, lang)]
    )
    by_span = {(e.start, e.end): e.replacement for e in result.rewrites[Mode.PSEUDONYMIZE].edits}
    given: dict[str, set[str]] = {}
    for mention in result.replaced:
        if mention.category is Category.STREET_NUMBER:
            given.setdefault(mention.text_in(text), set()).add(by_span[mention.start, mention.end])
    assert all(str(n) in given for n in range(1, 41))  # every house number found
    for original, values in given.items():
        assert len(values) == 1, original  # the same surrogate for every mention
        [value] = values
        unit = original.rsplit(" ", 1)[0] + " " if " " in original else ""
        # A number of its kind, its word kept, never `0`, `00` nor a pseudo-word.
        assert re.fullmatch(rf"{re.escape(unit)}[1-9]\d*", value), (original, value)
        assert value != original
    surrogates = [values.pop() for values in given.values()]
    assert len(set(surrogates)) == len(surrogates)


BRITISH = ["SW1A 1AA", "SN1 4BT", "EC1A 1BB", "M1 1AE", "B33 8TH", "W1D 3QU"]
# Royal Mail's postcodes: an outward code (area, district; a district's letter only of these)
# and an inward code of a digit and two letters, never C, I, K, M, O or V.
UK_POSTCODE = re.compile(
    r"(?:[A-PR-UWYZ]\d\d?|[A-PR-UWYZ][A-HK-Y]\d\d?|[A-PR-UWYZ]\d[A-HJKPSTUW]"
    r"|[A-PR-UWYZ][A-HK-Y]\d[ABEHMNPRVWXY]) \d[ABD-HJLNP-UW-Z]{2}"
)


@pytest.mark.parametrize("code", BRITISH)
def test_a_british_postcode_becomes_a_valid_one_of_its_area_and_shape(code: str) -> None:
    from pseudonymizer.replace.places import postcode_like

    area = code[: len(code) - len(code.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))]
    outward, inward = code.split(" ")
    drawn = {postcode_like(code, random.Random(seed)) for seed in range(200)}
    for new in drawn:
        assert UK_POSTCODE.fullmatch(new), new
        new_outward, new_inward = new.split(" ")
        assert new.startswith(area) and new[len(area)].isdigit()  # the region kept
        assert len(new_outward) == len(outward) and len(new_inward) == len(inward)
        assert new_outward[len(area) :].isdigit() == outward[len(area) :].isdigit()
    assert code not in drawn and len(drawn) > 100


# An address with its street first, with its postcode and town first, and with the country's
# letters before the postcode (a letter to or from abroad): street, house number, postcode, town.
STREET_AND_POSTCODE = {
    "hu": ("Címem: {}.", "Váci út", "12", "1132", "H-", "Budapest"),
    "de": ("Meine Anschrift: {}.", "Hauptstraße", "5", "10115", "D-", "Berlin"),
    "cs": ("Moje adresa: {}.", "Husova", "12", "602 00", "CZ-", "Brno"),
    "pl": ("Mój adres: {}.", "ul. Długa", "5", "00-950", "PL-", "Warszawa"),
    "sv": ("Min adress: {}.", "Storgatan", "5", "111 22", "SE-", "Stockholm"),
}


@pytest.mark.parametrize("order", ("street first", "postcode first", "country letters"))
@pytest.mark.parametrize("lang", sorted(STREET_AND_POSTCODE))
def test_a_postcode_before_or_after_the_street_is_found_whole(lang: str, order: str) -> None:
    letter, street, number, code, country, town = STREET_AND_POSTCODE[lang]
    # Hungarian writes a full stop after the house number.
    house = f"{street} {number}" + ("." if lang == "hu" and order != "street first" else "")
    code = country + code if order == "country letters" else code
    if order == "street first":
        address = f"{street} {number}{'.' if lang == 'hu' else ''}, {code} {town}"
    else:
        address = f"{code} {town}, {house}"
    text = letter.format(address).replace("..", ".")
    [result] = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"post")).run(
        [Document("d", text, lang)]
    )
    found = {m.text_in(text): m.category for m in result.replaced}
    assert found.get(code) is Category.ZIP, found  # the postcode whole, its letters with it
    assert found.get(town) is Category.LOCATION, found  # the town beside it is a place
    assert found.get(number) is Category.STREET_NUMBER, found
    by_span = {(e.start, e.end): e.replacement for e in result.rewrites[Mode.PSEUDONYMIZE].edits}
    start = text.index(code)
    new = by_span[start, start + len(code)]
    # A code of its country's shape, in its region (the country's letters and first digit).
    shape = re.sub(r"\d", "9", code)
    assert re.sub(r"\d", "9", new) == shape and new != code
    region = len(country) + 1 if order == "country letters" else 1
    assert new[:region] == code[:region]


@pytest.mark.parametrize(
    ("town", "country"), [("Harrogate", "GB"), ("Wichita", "US"), ("Ballarat", "AU")]
)
def test_a_town_becomes_a_town_of_its_own_country(town: str, country: str) -> None:
    # An English text is read in Britain, America and Australia alike: a Yorkshire town that
    # became an American one told the reader the surrogate was made up.
    from pseudonymizer.lexicon.faker_lists import faker_for
    from pseudonymizer.replace.places import place_like, real_towns

    faker = faker_for("en_US")
    own = set(real_towns((country,), "en"))
    for seed in range(8):
        faker.seed_instance(seed)
        new = place_like(faker, town, "en")
        assert new in own and new != town


@pytest.mark.parametrize("place", ["Wetherby Mill Yard", "Cressfield Grange", "Lowmoor Rise"])
def test_a_place_no_gazetteer_knows_becomes_a_town_of_the_locales_own_country(place: str) -> None:
    # An estate or hamlet of an English letter the town list lacks became an American or
    # Australian town (`Lakeville`, `Footscray`): a reader of a British text saw the swap.
    from pseudonymizer.lexicon.faker_lists import faker_for
    from pseudonymizer.replace.places import place_like, real_towns

    faker = faker_for("en_US")
    british = set(real_towns(("GB",), "en"))
    for seed in range(10):
        faker.seed_instance(seed)
        new = place_like(faker, place, "en")
        assert new in british and new != place, new


@pytest.mark.parametrize("region", ["Cornwall", "North Yorkshire", "South Wales", "West Midlands"])
def test_a_county_or_region_becomes_another_county(region: str) -> None:
    # A county became a town of another country (`Cornwall` -> a Canadian town) or, read as
    # a person's name for its compass word, a person (`North Yorkshire`).
    from pseudonymizer.lexicon.faker_lists import faker_for
    from pseudonymizer.lexicon.regions import regions
    from pseudonymizer.replace.places import place_like

    faker = faker_for("en_US")
    counties = set(regions("en"))
    for seed in range(8):
        faker.seed_instance(seed)
        new = place_like(faker, region, "en")
        assert new in counties and new != region, new


def test_a_region_whose_compass_word_is_a_name_is_a_place_in_the_output() -> None:
    text = (
        "Dear Ms Tranter,\n\nOur family left West Midlands for North Yorkshire in 2016, "
        "and my brother stayed in South Wales.\n\nYours sincerely,\nBarnaby Coyle\n"
    )
    from pseudonymizer.lexicon.regions import regions

    pipeline = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"regions"))
    [result] = pipeline.run([Document("letter", text, "en")])
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    for region in ("West Midlands", "North Yorkshire", "South Wales"):
        start = text.index(region)
        [mention] = [m for m in result.replaced if m.start == start]
        assert mention.category is Category.LOCATION, (region, mention.category)
        assert region not in output, output
    left = re.search(
        r"family left (.+?) for (.+?) in \d{4}, and my brother stayed in (.+?)\.", output
    )
    assert left, output
    assert all(found in regions("en") for found in left.groups()), output


@pytest.mark.parametrize("region", ["SOMERSET", "WEST SUSSEX", "DUMFRIES AND GALLOWAY"])
def test_a_county_in_capitals_becomes_another_county_in_capitals(region: str) -> None:
    # A heading's or an address block's county in capitals was no region to the lists and
    # became a town of another country (an American one).
    from pseudonymizer.lexicon.regions import regions
    from pseudonymizer.replace.places import place_like

    faker = faker_for("en_US")
    counties = {county.casefold() for county in regions("en")}
    for seed in range(6):
        faker.seed_instance(seed)
        new = place_like(faker, region, "en")
        assert new.casefold() in counties and new.casefold() != region.casefold(), new


@pytest.mark.parametrize("county", ["Kent", "Essex"])
def test_a_county_that_is_a_name_too_becomes_a_county_once_read_as_a_place(county: str) -> None:
    # `Kent` and `Essex` are names of the lists too; once the text reads them as places, they
    # are the counties, no town of Ohio.
    from pseudonymizer.lexicon.regions import regions
    from pseudonymizer.replace.places import place_like

    faker = faker_for("en_US")
    for seed in range(4):
        faker.seed_instance(seed)
        assert place_like(faker, county, "en") in regions("en")


def test_a_town_named_as_a_county_stays_a_british_town() -> None:
    # (`Durham` is a city as much as a county: a town of the country, as before.)
    from pseudonymizer.replace.places import place_like

    faker = faker_for("en_US")
    faker.seed_instance(3)
    assert _british_town(place_like(faker, "Leeds", "en"))


def test_a_county_in_capitals_in_a_letter_keeps_its_country() -> None:
    text = (
        "NORFOLK COMMUNITY PANTRY\n\nDear Mrs Okoro,\n\nWe moved our depot from SUFFOLK "
        "to Norfolk last spring, and Gideon Ashworth now drives the van.\n\n"
        "Yours sincerely,\nPhilippa Venn\n"
    )
    from pseudonymizer.lexicon.regions import regions

    pipeline = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"capital counties"))
    [result] = pipeline.run([Document("letter", text, "en")])
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    counties = {county.casefold() for county in regions("en")}
    moved = re.search(r"depot from (.+?) to (.+?) last spring", output)
    assert moved, output
    assert moved.group(1).isupper(), output
    assert all(found.casefold() in counties for found in moved.groups()), output
    assert "SUFFOLK" not in output and "Gideon" not in output, output


@pytest.mark.parametrize("code", ["UK", "USA", "DE"])
def test_a_countrys_code_becomes_another_countrys_code(code: str) -> None:
    # `Full UK driving licence`: the UK became a Canadian town in capitals.
    from pseudonymizer.lexicon.faker_lists import faker_for
    from pseudonymizer.replace.places import place_like

    faker = faker_for("en_US")
    for seed in range(6):
        faker.seed_instance(seed)
        new = place_like(faker, code, "en")
        assert new != code and new.isupper() and len(new) == len(code)


@pytest.mark.parametrize(("country", "lang"), [("Spain", "en"), ("Kanada", "de"), ("Norsko", "cs")])
def test_a_country_becomes_a_country_of_as_many_people(country: str, lang: str) -> None:
    # A state of tens of millions became an island territory of a few thousand (`Sint
    # Maarten`): what the text said of the place changed, and the reader saw the surrogate.
    from pseudonymizer.lexicon.faker_lists import faker_for
    from pseudonymizer.lexicon.places import _country_bands
    from pseudonymizer.replace.places import place_like

    bands = _country_bands(lang)
    faker = faker_for("en_US")
    for seed in range(12):
        faker.seed_instance(seed)
        new = place_like(faker, country, lang)
        assert new != country and bands[new.casefold()] == bands[country.casefold()], new


@pytest.mark.parametrize(
    ("place", "lang"), [("Afrika", "de"), ("Ozeanien", "de"), ("Asia", "en"), ("Afrika", "sv")]
)
def test_a_continent_becomes_another_continent(place: str, lang: str) -> None:
    # `in Europa` became a German village: a continent is read as one.
    from pseudonymizer.lexicon.faker_lists import faker_for
    from pseudonymizer.replace.places import place_like, world_parts

    continents, _ = world_parts(lang)
    faker = faker_for("de_DE")
    for seed in range(8):
        faker.seed_instance(seed)
        new = place_like(faker, place, lang)
        assert new in continents and new != place, new


@pytest.mark.parametrize(("place", "lang"), [("Südostasien", "de"), ("Central America", "en")])
def test_a_part_of_the_world_becomes_another_of_as_many_words(place: str, lang: str) -> None:
    from pseudonymizer.lexicon.faker_lists import faker_for
    from pseudonymizer.replace.places import place_like, world_parts

    _, parts = world_parts(lang)
    faker = faker_for("de_DE")
    for seed in range(8):
        faker.seed_instance(seed)
        new = place_like(faker, place, lang)
        assert new in parts and new != place and len(new.split()) == len(place.split()), new


def test_a_town_beside_a_continent_stays_a_town_in_the_output() -> None:
    text = "Nach zwei Jahren in Afrika zog Familie Brandt nach Hildesheim."
    _, output = run_written(text, "de", b"continents")
    from pseudonymizer.replace.places import world_parts

    continents, _ = world_parts("de")
    found = re.fullmatch(r"Nach zwei Jahren in (\w+) zog Familie (\w+) nach (\S+)\.", output)
    assert found, output
    assert found.group(1) in continents and found.group(1) != "Afrika", output
    assert "Brandt" not in output and found.group(3) not in continents, output
    assert "Hildesheim" not in output


@pytest.mark.parametrize("original", ["306–312", "14-16", "9–11"])
def test_a_range_of_houses_moves_both_ends_alike(original: str) -> None:
    from pseudonymizer.replace.places import house_number_like

    first, last = re.split("[–-]", original)
    for seed in range(20):
        drawn = house_number_like(original, random.Random(seed))
        new_first, dash, new_last = re.fullmatch(r"(\d+)([–-])(\d+)", drawn).groups()
        assert dash in original
        assert int(new_last) - int(new_first) == int(last) - int(first)
        assert len(new_first) == len(first)


def _british_town(name: str) -> bool:
    from pseudonymizer.replace.places import real_towns

    return name in real_towns(("GB",), "en")


def test_a_site_named_after_its_town_keeps_its_words_and_gets_a_british_town() -> None:
    text = (
        "Dear Mr Ellerby,\n\nMy aunt landed at Manchester Airport, took the train from "
        "Lancaster Station and was admitted to Derby Royal Hospital the same night. "
        "Manchester was cold.\n\nYours sincerely,\nHester Quayle\n"
    )
    pipeline = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"sites"))
    [result] = pipeline.run([Document("letter", text, "en")])
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    for town in ("Manchester", "Lancaster", "Derby"):
        assert town not in output, output
    airport = re.search(r"landed at (.+?) Airport,", output)
    station = re.search(r"from (.+?) Station and", output)
    hospital = re.search(r"admitted to (.+?) Royal Hospital the", output)
    assert airport and station and hospital, output
    for found in (airport, station, hospital):
        assert _british_town(found.group(1)), output
    # (The town alone elsewhere gets the same town as in the airport's name.)
    assert f"{airport.group(1)} was cold" in output, output


def test_an_estate_a_park_and_a_ward_keep_their_kind_and_get_british_places() -> None:
    text = (
        "Dear Mr Ellerby,\n\nOur depot moved from Wetherby Business Park to Kirkstall Park, "
        "an industrial estate, and Cllr Imogen Reade, who represents the Bromley Hayes Ward, "
        "opened it.\n\nYours sincerely,\nHester Quayle\n"
    )
    pipeline = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"estates"))
    [result] = pipeline.run([Document("letter", text, "en")])
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    for name in ("Wetherby", "Kirkstall", "Bromley", "Hayes"):
        assert name not in output, output
    found = re.search(
        r"moved from (.+?) Business Park to (.+?) Park, an industrial estate, and Cllr .+?, "
        r"who represents the [A-Z][\w' -]+ Ward, opened it\.",
        output,
    )
    assert found, output
    assert all(_british_town(place) for place in found.groups()), output


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The minutes were taken by Daisy Ward at the depot.", "Daisy Ward"),
        ("On Friday Graham Park signed the lease.", "Graham Park"),
    ],
)
def test_a_person_whose_family_name_is_a_sites_kind_stays_a_person(text: str, name: str) -> None:
    pipeline = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"persons"))
    [result] = pipeline.run([Document("note", text, "en")])
    start = text.index(name)
    [mention] = [m for m in result.replaced if m.start == start]
    assert mention.category is Category.PERSON
    assert name.split()[-1] not in result.rewrites[Mode.PSEUDONYMIZE].text


def test_a_street_named_after_a_place_or_a_person_gets_a_streets_surrogate() -> None:
    text = (
        "Dear Mr Ellerby,\n\nThe scaffold goes up to Pendle Abbey Road on Tuesday, and "
        "Florence Ashworth Avenue stays open.\n\nKind regards,\nHester Quayle\n"
    )
    pipeline = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"streets"))
    [result] = pipeline.run([Document("letter", text, "en")])
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    for street in ("Pendle Abbey Road", "Florence Ashworth Avenue"):
        start = text.index(street)
        [mention] = [m for m in result.mentions if m.start == start]
        assert mention.category is Category.STREET, (street, mention.category)
    assert re.search(
        r"goes up to [A-Z][\w' -]* (?:Road|Street|Lane|Avenue|Drive|Way|Close)", output
    )
    assert "Pendle" not in output and "Ashworth" not in output, output


def test_a_ward_named_after_a_place_keeps_its_kind_beside_a_person_of_that_name() -> None:
    # (With a Ward among the persons, every surrogate keeping `Ward` spelled that person's
    # family name: the wards got pseudo-words; one read as a body named the person.)
    text = (
        "Poppy Ward was moved from Whitstable Ward to Ramsgate Ward on Sunday, and her "
        "brother Callum Ward votes in Faversham Ward.\n"
    )
    result, output = run_written(text, "en", b"wards key")
    for name in ("Poppy", "Callum", "Whitstable", "Ramsgate", "Faversham"):
        assert name not in output, output
    wards = re.findall(r"(?:from|to|in) ([\w-]+) Ward\b", output)
    assert len(wards) == 3, output
    # (Each ward's place is a town of the lists, no pseudo-word.)
    assert all(ward in settlements("en") or ward in places("en") for ward in wards), output
    persons = [m.text_in(text) for m in result.mentions if m.category is Category.PERSON]
    assert "Poppy Ward" in persons and "Callum Ward" in persons


def test_a_region_after_a_bodys_words_a_whole_county_and_two_compass_points_are_places() -> None:
    # (`Support West Yorkshire` was read as a person and `Yorkshire` alone followed it; `North
    # West` became a two-word name, `<town> District` a town and a pseudo-word.)
    text = (
        "Dear Mr Ellerby,\n\nMy mother was referred to Family Aid West Yorkshire after the fall, "
        "and the North West team called from Halifax District on Monday. Yorkshire has been "
        "kind to her.\n\nYours sincerely,\nHester Quayle\n"
    )
    from pseudonymizer.lexicon.regions import regions

    pipeline = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"bodies' regions"))
    [result] = pipeline.run([Document("letter", text, "en")])
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    for word in ("Yorkshire", "Halifax"):
        assert word not in output, output
    for region in ("West Yorkshire", "North West", "Yorkshire"):
        start = text.rindex(region)
        [mention] = [m for m in result.replaced if m.start == start]
        assert mention.category is Category.LOCATION, (region, mention.category)
    found = re.search(
        r"referred to Family Aid (.+?) after the fall, and the (.+?) team called from "
        r"(.+?) District on \w+day\. (.+?) has been kind",
        output,
    )
    assert found, output
    assert found.group(1) in regions("en"), output
    assert _british_town(found.group(3)), output


@pytest.mark.parametrize("original", ["Tanner Street", "Orchard Lane", "Kestrel Road"])
def test_an_english_street_is_drawn_after_no_given_name(original: str) -> None:
    # Faker's English streets take a given name as often as a family name (`Jill Street`):
    # a street reads as named after a family or a place, as a town names them.
    faker = faker_for("en_GB")
    kind = original.split()[-1]
    for seed in range(40):
        faker.seed_instance(seed)
        drawn = _street_of_its_kind(original, faker)
        stem, _, written_kind = drawn.rpartition(" ")
        assert written_kind == kind, drawn
        assert not local_given_name(stem, "en_GB"), drawn


def test_a_swedish_street_of_one_word_keeps_its_ending() -> None:
    # (The given-name check reads a stem before a kind word; a Swedish street is one word.)
    faker = faker_for("sv_SE")
    for seed in range(20):
        faker.seed_instance(seed)
        assert _street_of_its_kind("Björkvägen", faker).endswith("vägen")


def test_a_county_that_is_a_name_too_is_a_county_after_in() -> None:
    # `lives in Kent` became `lives in Scott`: the model read the county as a person, and
    # `Kent`, `Devon` are names too. After `in` the lists' county is the county; the person
    # called so elsewhere stays a person.
    text = (
        "The claimant was born in 1961 and has lived in Devon since her marriage. Her son "
        "works in Kent.\n"
    )
    from pseudonymizer.lexicon.regions import regions

    pipeline = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"counties"))
    [result] = pipeline.run([Document("letter", text, "en")])
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    for county in ("Devon", "Kent"):
        start = text.index(f"in {county}") + 3
        [mention] = [m for m in result.replaced if m.start == start]
        assert mention.category is Category.LOCATION, (county, mention.category)
    found = re.search(r"lived in (.+?) since .* works in (.+?)\.\n", output)
    assert found, output
    assert found.group(1) in regions("en") and found.group(2) in regions("en"), output
    # (Someone called so, with no preposition of place before, stays a person.)
    text = "She wrote to Kent Harlow, her neighbour, in May.\n"
    [result] = pipeline.run([Document("note", text, "en")])
    assert [m.category for m in result.replaced if m.start == 13] == [Category.PERSON]


def test_a_states_government_keeps_its_word_and_the_state_becomes_a_country() -> None:
    # `The United Kingdom Government` became `The Kennedy-Morgan`, a firm's name.
    from pseudonymizer.lexicon.states import countries

    text = (
        "The Irish Government submitted observations on 3 May. Later the United Kingdom "
        "Government replied, and Kenya Airways confirmed the booking.\n"
    )
    pipeline = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"states"))
    [result] = pipeline.run([Document("judgment", text, "en")])
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    found = re.search(r"Later the (.+?) Government replied, and (.+?) confirmed", output)
    assert found, output
    assert found.group(1).casefold() in countries("en") and found.group(1) != "United Kingdom"
    assert "Kenya Airways" not in output


def test_a_swedish_county_becomes_another_county_and_a_county_town_stays_a_town() -> None:
    # `Västra Götaland` became a pseudo-word: Swedish had no list of its regions.
    from pseudonymizer.lexicon.places import main_places, settlements
    from pseudonymizer.lexicon.regions import regions

    text = (
        "Vi flyttade från Västerbotten till Östergötland 1998, och farmor bodde kvar i "
        "Uppsala. Kortet gällde i hela Västra Götaland.\n"
    )
    pipeline = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"counties sv"))
    [result] = pipeline.run([Document("brev", text, "sv")])
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    found = re.search(
        r"från (.+?) till (.+?) 1998, och farmor bodde kvar i (.+?)\. Kortet gällde i hela "
        r"(.+?)\.\n",
        output,
    )
    assert found, output
    counties = set(regions("sv"))
    first, second, town, last = found.groups()
    assert {first, second, last} <= counties, output
    assert {first, second, last}.isdisjoint({"Västerbotten", "Östergötland", "Västra Götaland"})
    assert town not in counties and town != "Uppsala", output
    assert town in main_places("sv") | settlements("sv"), output


@pytest.mark.parametrize("genitive", ["Västra Götalands", "Norrbottens"])
def test_a_swedish_countys_genitive_becomes_another_countys_genitive(genitive: str) -> None:
    # A county named in its genitive before its body (`Västra Götalands åklagarkammare`) was
    # no region to the lists and became a pseudo-word.
    from pseudonymizer.lexicon.regions import region_genitive, regions
    from pseudonymizer.replace.places import place_like

    counties = set(regions("sv"))
    assert region_genitive(genitive, "sv") == genitive[:-1]
    faker = faker_for("sv_SE")
    for seed in range(6):
        faker.seed_instance(seed)
        new = place_like(faker, genitive, "sv")
        assert new.endswith("s") and new[:-1] in counties and new != genitive, new


def test_a_countys_genitive_before_its_body_is_a_county_in_the_output() -> None:
    from pseudonymizer.lexicon.regions import regions

    text = "Åklagare från Västra Götalands åklagarkammare förhörde Jonas Lindgren i går."
    written = run_written(text, "sv", b"county genitive")[1]
    county = re.match(r"Åklagare från (.+)s åklagarkammare förhörde", written)
    assert county is not None and county.group(1) in regions("sv"), written
    assert "Lindgren" not in written


def test_a_towns_or_a_countys_own_name_is_no_countys_genitive() -> None:
    from pseudonymizer.lexicon.regions import region_genitive

    assert region_genitive("Göteborgs", "sv") is None  # a town's
    assert region_genitive("Västra Götaland", "sv") is None  # the county itself


@pytest.mark.parametrize(
    ("word", "key"),
    [("Soproni", b"assoc-c"), ("Sopron", b"assoc-c")],  # (a key whose first draw is Sopron)
)
def test_a_place_inside_a_name_never_stays_itself(word: str, key: bytes) -> None:
    value = FakerSurrogates(key).place(word, grammar_for("hu"), (), 0, known=True)
    assert value is not None and value != word
    assert value.endswith("i") == word.endswith("i")  # (a town's adjective stays one)


def test_a_place_inside_a_name_is_drawn_as_before_where_that_is_another() -> None:
    value = FakerSurrogates(b"assoc-a").place("Soproni", grammar_for("hu"), (), 0, known=True)
    assert value == "Szabadszállási"


@pytest.mark.parametrize("key", [b"places", b"towns in cases"])
def test_a_town_the_tagger_leaves_in_its_case_gets_the_surrogate_of_its_nominative(
    key: bytes,
) -> None:
    # (`v Kroměříži` is lemmatized as written: the town drawn for it was another than the
    # one drawn for `Kroměříž` a sentence later.)
    text = "Léto trávíme v Kroměříži u babičky. Kroměříž má krásnou zahradu, Olomouc také."
    _, out = run_written(text, "cs", key)
    found = re.fullmatch(
        r"Léto trávíme ve? (\w+) u babičky\. (\w+) má krásnou zahradu, (\w+) také\.", out
    )
    assert found is not None, out
    located, nominative, other = found.groups()
    assert "Kroměříž" not in out
    assert located[:3] == nominative[:3], out  # one town, in two cases
    assert other != nominative  # the other town is still another
