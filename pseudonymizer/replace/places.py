"""Surrogates of places drawn whole: a country for a country of as many people to an order
of magnitude (CLDR's names in the language: `Spain` -> `Portugal`, never a state of tens of
millions -> an island territory), a continent for a continent (`Europe` -> `Asia`), else a
town with as many words, a real one where GeoNames has the language's countries' towns
(English: `Swindon` -> `Kettering`, not Faker's made-up `East Howardfort`). Declined
languages draw their places through their inflector instead. A house, flat or box number
keeps the word that says which it is (`Flat 3` -> `Flat 7`, `m. 3` -> `m. 8`, `lgh 1102` ->
`lgh 4719`): only its number changes. A postcode keeps its country's shape and the part that
names a region (`SN1 4BT` -> `SN7 2QD`, `602 00` -> `681 47`).
"""

from __future__ import annotations

import random
import re
import string
from collections.abc import Callable
from functools import cache

from babel import Locale
from babel.core import get_global
from faker import Faker

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon import states
from pseudonymizer.lexicon.faker_lists import faker_for
from pseudonymizer.lexicon.places import comparable_countries, country_names, geonames_cities
from pseudonymizer.lexicon.regions import region_genitive, region_name, regions
from pseudonymizer.replace.shapes import number_like, same_shape

# A number after the word of its kind (`Flat 3`, `Suite 910`, `P.O. Box 211`, `m. 3`).
_UNIT_NUMBER = re.compile(r"(?P<unit>[^\d]*[^\W\d_][^\d]*?)(?P<number>\d.*)")
# The words before a number that say it is no house's (a flat's, a box's, a military post's).
UNIT_WORDS = frozenset(
    {"suite", "ste", "apt", "apartment", "unit", "flat", "room", "floor", "box", "postbox"}
    | {"psc", "apo", "fpo", "dpo", "postfach", "byt", "lokal", "m", "whg", "wohnung", "lgh"}
    | {"lägenhet", "ajtó", "emelet", "em", "fszt"}
)
# A postcode at the end of an address's part (`Estonia 62488`, `APO AP 04336`, `SN1 4BT`).
_CODE_AT_END = re.compile(r"(?P<before>.*?)(?P<code>(?:[A-Z]{1,2}-?)?\d[\dA-Z]*(?: \d[\dA-Z]+)?)")
# A British postcode: the outward code (an area's letters and a district) and the inward code.
_UK_POSTCODE = re.compile(
    r"(?P<area>[A-Z]{1,2})(?P<district>\d[A-Z\d]?)(?P<gap> ?)(?P<sector>\d)(?P<unit>[A-Z]{2})"
)
# The letters of an inward code (no C, I, K, M, O, V), and of a district's letter after an
# area of one letter (`W1D`) or of two (`EC1A`).
_INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ"
_DISTRICT_LETTERS = {1: "ABCDEFGHJKPSTUW", 2: "ABEHMNPRVWXY"}
# The numbers and the runs of words of a street's part.
_NUMBER = re.compile(r"\d[\dA-Za-z/-]*")
_WORDS = re.compile(r"[^\W\d_][^\s\d]*(?: [^\W\d_][^\s\d]*)*")
# What parts of an address are written apart with: commas and line breaks.
_PART_GAP = re.compile(r"(\s*[,\n]\s*)")
# A town's name: words of letters, joined by spaces, hyphens or apostrophes.
_TOWN_NAME = re.compile(r"[^\W\d_]+(?:[ '’-][^\W\d_]+)*")
# Locales whose Faker towns are listed in an order that changes from process to process (Faker
# builds the Italian list from a set): drawn from them in alphabetical order, a key gives the
# same town in every run.
_UNORDERED_TOWNS = frozenset({"it_IT"})
# The fewest towns a country must have to draw a town's surrogate from its own (a country of
# a handful would make the surrogate guessable).
_FEWEST_TOWNS = 20


def house_number_like(original: str, rng: random.Random, wider: int = 0) -> str:
    """Another house, flat or box number written as `original`, its kind's word kept; with
    `wider`, its first number has as many digits more: a scope that gave every number of the
    original's width to others still has house numbers to give (the distinct numbers of a
    width are fewer than those one digit wider)."""
    houses = _HOUSE_RANGE.fullmatch(original)
    if houses is not None and int(houses["first"]) <= int(houses["last"]):
        # (A range of houses, `212–218`: both ends moved alike, the second still past the first.)
        first = number_like("9" * wider + houses["first"], rng)
        last = int(first) + int(houses["last"]) - int(houses["first"])
        return f"{first}{houses['dash']}{last}"
    unit = _UNIT_NUMBER.fullmatch(original)
    before, number = ("", original) if unit is None else (unit["unit"], unit["number"])
    return before + number_like("9" * wider + number, rng)


# A range of house numbers one address covers (`212–218`, `12-14`).
_HOUSE_RANGE = re.compile(r"(?P<first>[1-9]\d{0,4})(?P<dash>[–-])(?P<last>[1-9]\d{0,4})")


def address_like(
    original: str,
    rng: random.Random,
    street: Callable[[str], str],
    place: Callable[[str], str],
) -> str | None:
    """An address of several parts (given whole as one mention: `20789 Allika 46, Suite 501,
    Riisa, Estonia 62488`) rewritten part by part, each in kind and in its place, its commas
    and line breaks kept: a flat's or box's number keeps its word, a postcode its shape and
    region, a part without digits is a place, any other a street by `street`. None for an
    address of one part that is a street (or a place), which the street's own rule draws."""
    pieces = _PART_GAP.split(original)
    if len(pieces) < 3:  # one part: a flat's or box's number, or a postcode, in kind
        first = original.split(" ")[0].rstrip(".").casefold()
        code = _CODE_AT_END.fullmatch(original)
        if first in UNIT_WORDS or (code is not None and not code["before"].strip()):
            return _part_like(original, rng, street, place)
        return None
    out = []
    for i, piece in enumerate(pieces):
        out.append(piece if i % 2 or not piece.strip() else _part_like(piece, rng, street, place))
    return "".join(out)


def _part_like(
    part: str, rng: random.Random, street: Callable[[str], str], place: Callable[[str], str]
) -> str:
    """One part of an address, in kind (`address_like`)."""
    first = part.split(" ")[0].rstrip(".").casefold()
    if first in UNIT_WORDS and any(char.isdigit() for char in part):
        return house_number_like(part, rng)
    if not any(char.isdigit() for char in part):
        return place(part)
    found = _CODE_AT_END.fullmatch(part)
    if found is not None and not any(char.islower() for char in found["code"]):
        before = found["before"]
        code = postcode_like(found["code"], rng)
        if not before.strip():
            return code
        if before.split(" ")[0].rstrip(".").casefold() in UNIT_WORDS:
            return _part_like(before.rstrip(), rng, street, place) + " " + code
        if not any(char.isdigit() for char in before):
            return place(before.rstrip()) + before[len(before.rstrip()) :] + code
    # A street with its numbers (`25615 Tawastintie 72 Apt. 004`): each number another of its
    # shape, the words of a flat's kind kept, the street's words another street's.
    numbered = _NUMBER.sub(lambda found: number_like(found.group(), rng), part)
    return _WORDS.sub(lambda run: _street_words(run.group(), street), numbered)


def _street_words(run: str, street: Callable[[str], str]) -> str:
    """A run of words of a street's part: a flat's kind (`Apt.`) as it is, else another
    street's name."""
    if run.split(" ")[0].rstrip(".").casefold() in UNIT_WORDS:
        return run
    return street(run)


def postcode_like(original: str, rng: random.Random) -> str:
    """A postcode written as `original`, in the same region: the letters it begins with (a
    British area, `SN`; a country's prefix, `H-`) stay, else its first digit, as postcodes
    are allotted by region from the left; no digit right after them is 0 (no `SN0`). A
    country's letters (`H-1132`) name no region: its first digit stays too. A British
    postcode is one by Royal Mail's letters (`_uk_postcode_like`)."""
    british = _UK_POSTCODE.fullmatch(original)
    if british is not None:
        return _uk_postcode_like(british, rng)
    first_digit = next((i for i, char in enumerate(original) if char.isdigit()), 0)
    country = original[:first_digit].endswith("-")
    kept = {i: original[i] for i in range(first_digit + 1 if country else first_digit or 1)}
    if first_digit and not country:
        kept[first_digit] = str(rng.randint(1, 9))
    return same_shape(original, rng, kept=kept)


def _uk_postcode_like(found: re.Match[str], rng: random.Random) -> str:
    """Another British postcode of the area `found` names, of its shape and valid as Royal Mail
    writes them: the district's digit from 1 and its letter one that a district of its
    shape takes (`EC1A`, `W1D`), the inward code a digit and two letters none of which is C,
    I, K, M, O or V (`1AA`)."""
    area, district = found["area"], found["district"]
    new = str(rng.randint(1, 9))
    if len(district) == 2:
        new += rng.choice(string.digits if district[1].isdigit() else _DISTRICT_LETTERS[len(area)])
    unit = rng.choice(_INWARD_LETTERS) + rng.choice(_INWARD_LETTERS)
    return f"{area}{new}{found['gap']}{rng.randint(0, 9)}{unit}"


def country_like(faker: Faker, original: str, lang: str) -> str | None:
    """Another of CLDR's countries in `lang` for a country however it is written (`Romania`,
    `ROMANIA`, `Turkey`), with as many words where one has them, and another country's code
    for a country's code (`UK` -> `NL`, `USA` -> `DNK`); None for no country (the caller
    writes the value in the original's case)."""
    codes = _country_codes().get(len(original), ())
    if original in codes:
        return faker.random_element([code for code in codes if code != original])
    written = original.casefold()
    # (A name CLDR replaced, `Turkey`, `Czech Republic`, is a country all the same.)
    if written not in states.countries(lang):
        return None
    countries = comparable_countries(original, lang) or country_names(lang)
    others = [c for c in countries if c.casefold() != written]
    words = len(original.split())
    return faker.random_element([c for c in others if len(c.split()) == words] or others)


@cache
def _country_codes() -> dict[int, tuple[str, ...]]:
    """The codes of countries by their length: CLDR's two letters (`GB`) and its aliases of
    two and three (`UK`, `USA`, `DEU`), sorted (a seeded draw is the same in every process)."""
    codes = {code for code in Locale("en").territories if code.isalpha() and len(code) == 2}
    aliases = get_global("territory_aliases")
    codes |= {alias for alias, (code, *_) in aliases.items() if alias.isalpha() and code in codes}
    by_length: dict[int, tuple[str, ...]] = {}
    for length in (2, 3):
        by_length[length] = tuple(sorted(code for code in codes if len(code) == length))
    return by_length


def continent_like(faker: Faker, original: str, lang: str) -> str | None:
    """Another of CLDR's continents in `lang` for a continent (`Europa` -> `Afrika`), another
    part of the world of as many words for a part (`Westeuropa` -> `Ostasien`, `South America`
    -> `Western Asia`), however it is written; None for neither."""
    written = original.casefold()
    for level in world_parts(lang):
        if written in {part.casefold() for part in level}:
            words = len(original.split())
            others = [part for part in level if part.casefold() != written]
            return faker.random_element(
                [part for part in others if len(part.split()) == words] or others
            )
    return None


@cache
def world_parts(lang: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """CLDR's names in `lang` of the continents (the UN's), then of the other
    parts of the world its numeric codes name (`Westeuropa`, `Karibik`), not the world's own
    (`Welt`); each sorted (a seeded draw is the same in every process)."""
    territories = Locale.parse(lang).territories
    continents = tuple(sorted(territories[code] for code in _CONTINENTS if code in territories))
    parts = tuple(
        sorted(
            name
            for code, name in territories.items()
            if code.isdigit() and code not in (*_CONTINENTS, _WORLD) and name[:1].isupper()
        )
    )
    return continents, parts


# The UN's codes of the continents (Africa, Oceania, the Americas, Asia, Europe), which CLDR
# names; the world's. (Not Antarctica, which German writes with its article: `in die
# Antarktis`, no one's `nach Antarktis`.)
_CONTINENTS = ("002", "009", "019", "142", "150")
_WORLD = "001"


def place_like(faker: Faker, original: str, lang: str) -> str:
    """A country for a country, a continent for a continent, a county for a county or region,
    else a town with as many words: GeoNames' towns of the town's own country, of the
    language's first country for a place GeoNames does not know, else of all the language's
    countries, else Faker's (`faker` is seeded)."""
    other = country_like(faker, original, lang) or continent_like(faker, original, lang)
    if other is not None:
        return other
    countries = get_language(lang).town_countries
    home = countries[:1]
    if (region := region_genitive(original, lang)) is not None:
        # (`Västra Götalands åklagarkammare`: another county, in the genitive too.)
        return place_like(faker, region, lang) + original[len(region) :]
    if region_name(original, lang) or (
        region_name(original, lang, placed=True) and not _town_in(original, home)
    ):
        # (A county or a region, `North Yorkshire`, `South Wales`: another of the country's
        # counties, of as many words where one has them, never a town; a county that is a
        # name too, `Kent`, where it is no town of the country, as `Durham` is.)
        others = [region for region in regions(lang) if region.casefold() != original.casefold()]
        return _words_like(original, lambda: faker.random_element(others))
    # (A place GeoNames does not know, `Thornbury Business Park`, is of the locale's own
    # country: drawn from all the language's, an English estate became `Apollo Beach`.)
    country = town_country(original, countries) or next(iter(countries), None)
    towns = real_towns((country,), lang) if country is not None else ()
    if len(towns) < _FEWEST_TOWNS:
        towns = real_towns(countries, lang)
    if towns:
        return _words_like(original, lambda: faker.random_element(towns))
    if faker.locales[0] in _UNORDERED_TOWNS:
        towns = _sorted_towns(faker.locales[0])
        return _words_like(original, lambda: faker.random_element(towns))
    return _words_like(original, faker.city)


def town_country(original: str, countries: tuple[str, ...]) -> str | None:
    """The country of the town GeoNames knows by the name `original`: the first of `countries`
    (the language's, its locale's own first) that has a town of that name, else the most
    populous anywhere. `Harrogate` is British, so its surrogate is a British town, not
    Wichita; `Halle` is German though a larger one is not; and `Lancaster` in an English text
    is the British town, though the Californian one is larger: an English document's towns
    are drawn from its locale's country (`en_GB`) wherever that country has the town."""
    found = _town_countries().get(original.casefold(), ())
    own = sorted((country for country in found if country in countries), key=countries.index)
    return (own or found or [None])[0]


def _town_in(original: str, countries: tuple[str, ...]) -> bool:
    """Whether GeoNames knows a town named `original` in one of `countries`."""
    return any(country in countries for country in _town_countries().get(original.casefold(), ()))


@cache
def _town_countries() -> dict[str, list[str]]:
    """Each name of a GeoNames town (case-folded) -> the countries of the towns of that name,
    the most populous first."""
    found: dict[str, list[tuple[int, str]]] = {}
    for city in geonames_cities(5000):
        for name in {city["name"], *city["alternatenames"]}:
            found.setdefault(name.casefold(), []).append((city["population"], city["countrycode"]))
    return {
        name: list(dict.fromkeys(country for _, country in sorted(towns, reverse=True)))
        for name, towns in found.items()
    }


@cache
def real_towns(countries: tuple[str, ...], lang: str) -> tuple[str, ...]:
    """GeoNames' towns of over 5,000 people of `countries`, as a text in `lang` writes them:
    a city GeoNames lists under its English name by the name the language's Faker lists know
    it by (`Munich` -> `München`); no district written with its number (`Töss (Kreis 4)`,
    `Budapest XI. kerület`)."""
    local: set[str] = set()
    for locale in get_language(lang).names_locale.split("+"):
        local.update(getattr(faker_for(locale).provider("faker.providers.address"), "cities", ()))
    towns = set()
    for city in geonames_cities(5000):
        name = city["name"]
        if city["countrycode"] not in countries:
            continue
        if name not in local:
            name = next((other for other in city["alternatenames"] if other in local), name)
        if _TOWN_NAME.fullmatch(name):
            towns.add(name)
    return tuple(sorted(towns))


def _words_like(original: str, make: Callable[[], str], tries: int = 20) -> str:
    """A value of `make` with as many words as `original` where one turns up (`Brno` for
    `Praha`, not `Nové Město na Moravě`)."""
    value = make()
    for _ in range(tries):
        if len(value.split()) == len(original.split()):
            break
        value = make()
    return value


@cache
def _sorted_towns(locale: str) -> tuple[str, ...]:
    # (English and Hungarian address providers make their towns up from parts: no list.)
    return tuple(
        sorted(getattr(faker_for(locale).provider("faker.providers.address"), "cities", ()))
    )


def local_towns(locale: str) -> tuple[str, ...]:
    """Faker's towns of `locale` (`cs_CZ`), sorted: the pool a language whose towns are
    declined draws its towns from."""
    return _sorted_towns(locale)
