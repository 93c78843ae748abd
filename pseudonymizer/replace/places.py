"""Surrogates of places drawn whole: a country for a country (CLDR's names in the language:
`Spain` -> `Portugal`), else a town with as many words, a real one where GeoNames has the
language's countries' towns (English: `Swindon` -> `Kettering`, not Faker's made-up `East
Howardfort`). Declined languages draw their places through their inflector instead. A house,
flat or box number keeps the word that says which it is (`Flat 3` -> `Flat 7`, `m. 3` -> `m.
8`, `lgh 1102` -> `lgh 4719`): only its number changes. A postcode keeps its country's shape
and the part that names a region (`SN1 4BT` -> `SN7 2QD`, `602 00` -> `681 47`).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from functools import cache

from faker import Faker

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.faker_lists import faker_for
from pseudonymizer.lexicon.places import country_names, geonames_cities
from pseudonymizer.replace.shapes import number_like, same_shape

# A number after the word of its kind (`Flat 3`, `Suite 910`, `P.O. Box 211`, `m. 3`).
_UNIT_NUMBER = re.compile(r"(?P<unit>[^\d]*[^\W\d_][^\d]*?)(?P<number>\d.*)")
# A town's name: words of letters, joined by spaces, hyphens or apostrophes.
_TOWN_NAME = re.compile(r"[^\W\d_]+(?:[ '’-][^\W\d_]+)*")
# Locales whose Faker towns are listed in an order that changes from process to process (Faker
# builds the Italian list from a set): drawn from them in alphabetical order, a key gives the
# same town in every run.
_UNORDERED_TOWNS = frozenset({"it_IT"})


def house_number_like(original: str, rng: random.Random) -> str:
    """Another house, flat or box number written as `original`, its kind's word kept."""
    unit = _UNIT_NUMBER.fullmatch(original)
    if unit is None:
        return number_like(original, rng)
    return unit["unit"] + number_like(unit["number"], rng)


def postcode_like(original: str, rng: random.Random) -> str:
    """A postcode written as `original`, in the same region: the letters it begins with (a
    British area, `SN`; a country's prefix, `H-`) stay, else its first digit, as postcodes
    are allotted by region from the left; no digit right after them is 0 (no `SN0`)."""
    first_digit = next((i for i, char in enumerate(original) if char.isdigit()), 0)
    kept = {i: original[i] for i in range(first_digit or 1)}
    if first_digit:
        kept[first_digit] = str(rng.randint(1, 9))
    return same_shape(original, rng, kept=kept)


def place_like(faker: Faker, original: str, lang: str) -> str:
    """A country for a country, else a town with as many words: GeoNames' towns of the
    countries the language module names, else Faker's (`faker` is seeded)."""
    countries = country_names(lang)
    if original in countries:
        words = len(original.split())
        others = [c for c in countries if c != original and len(c.split()) == words]
        return faker.random_element(others or [c for c in countries if c != original])
    towns = real_towns(get_language(lang).town_countries, lang)
    if towns:
        return _words_like(original, lambda: faker.random_element(towns))
    if faker.locales[0] in _UNORDERED_TOWNS:
        towns = _sorted_towns(faker.locales[0])
        return _words_like(original, lambda: faker.random_element(towns))
    return _words_like(original, faker.city)


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
    return tuple(sorted(faker_for(locale).provider("faker.providers.address").cities))
