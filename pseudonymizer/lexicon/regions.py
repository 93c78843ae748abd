"""The regions of a language's own country: its counties as the Faker locale of the language
lists them (English, en_GB's: `Lancashire`, `North Yorkshire`, `West Midlands`), and a point of
the compass before a county or a nation of the United Kingdom (`South Wales`, `East
Lancashire`). A region is a place, never a person (`North` and `West` are family names too),
and its surrogate another region, never a town: a county replaced by a Canadian town
(`Cornwall` -> `Castlegar`) told the reader the text was changed.
"""

from __future__ import annotations

import re
from functools import cache

import pycountry

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.faker_lists import faker_for
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import main_places, settlements
from pseudonymizer.lexicon.states import NATIONS
from pseudonymizer.lexicon.vocabulary import ordinary


@cache
def regions(lang: str) -> tuple[str, ...]:
    """The counties of the language's Faker locale, else its `region_names` (Polish
    `Podhale`), sorted (a seeded draw is the same in every process); none where it has
    neither."""
    language = get_language(lang)
    provider = faker_for(language.faker_locale).provider("faker.providers.address")
    listed = getattr(provider, "counties", ()) or language.region_names or _subdivisions(lang)
    return tuple(sorted(set(listed)))


def _subdivisions(lang: str) -> tuple[str, ...]:
    """The first-level regions of the language's country by ISO 3166-2, named as the
    language's `subdivision_name` reads them (`Västra Götaland`, `Norrbotten`), none a town's
    name too (`Stockholms län` is the county of the city: its name names the city first)."""
    pattern = get_language(lang).subdivision_name
    if not pattern:
        return ()
    country = get_language(lang).faker_locale.rpartition("_")[2]
    towns = main_places(lang) | settlements(lang)
    found = []
    for subdivision in pycountry.subdivisions.get(country_code=country) or ():
        if subdivision.parent_code is not None:
            continue
        name = re.sub(r"\s*\[.*?\]", "", subdivision.name)
        read = re.fullmatch(pattern, name)
        if read is not None and read.group("region") not in towns:
            found.append(read.group("region"))
    return tuple(found)


@cache
def _without_compass(lang: str) -> frozenset[str]:
    """The counties a point of the compass divides, by their whole name (`Yorkshire` of `West
    Yorkshire`, `Sussex` of `East Sussex`): the region the text names without the part."""
    words = get_language(lang).region_words
    return frozenset(
        rest
        for county in regions(lang)
        for first, _, rest in [county.partition(" ")]
        if rest and first.casefold() in words
    )


@cache
def federal_states(lang: str) -> frozenset[str]:
    """The states a federal country of the language is made of, as the Faker locales of its
    countries list them (German: `Bayern`, `Niedersachsen`, Austrian `Steiermark`); empty where
    they list none."""
    language = get_language(lang)
    found: set[str] = set()
    for locale in (language.faker_locale, *language.person_locales):
        provider = faker_for(locale).provider("faker.providers.address")
        found.update(getattr(provider, "states", ()) or ())
    return frozenset(found)


@cache
def _as_listed(lang: str) -> dict[str, str]:
    """Each region's name case-folded -> as `regions` writes it (`ARGYLL AND BUTE` -> `Argyll
    and Bute`, which no word-by-word capital gives back)."""
    return {name.casefold(): name for name in (*regions(lang), *_without_compass(lang))}


def _listed_region(name: str, lang: str, placed: bool = False) -> bool:
    """Whether `name` is a region of the language's country: a county of `regions`, or a
    point of the compass (`Language.region_words`) before one or before a nation of the
    United Kingdom where the language lists its counties (`South Wales`), a county the
    compass divides named whole (`Yorkshire`), or two points of the compass (`North West`);
    no county of one word that is a given or family name too, unless the text has `placed`
    it already (a place's mention: `Kent` there is the county, no town of another country).
    A name in capitals (a heading's or an address block's `NORTH YORKSHIRE`) is read as the
    lists write it: read as no region, a county in capitals became a town of another
    country."""
    listed = regions(lang)
    if not listed:
        return False
    if name.isupper():
        name = _as_listed(lang).get(name.casefold(), name.title())
    if name in listed or name in _without_compass(lang):
        # (Not a county that is someone's name too, `Angus`, `Kent`: the person's, unless
        # something else says it is a place.)
        return placed or (name not in given_names() and name not in family_names())
    first, _, rest = name.partition(" ")
    words = get_language(lang).region_words
    compass = first.casefold() in words
    # (Two points of the compass name a region of their own: `the North West`.)
    return compass and (rest in listed or rest in NATIONS or rest.casefold() in words)


def region_name(name: str, lang: str, placed: bool = False) -> bool:
    """Whether `name` is a region of the language's country (`_listed_region`), or its
    genitive (`region_genitive`)."""
    return _listed_region(name, lang, placed) or region_genitive(name, lang, placed) is not None


def region_genitive(name: str, lang: str, placed: bool = False) -> str | None:
    """The region whose genitive `name` is, with the language's ending for it (Swedish
    `Västra Götalands åklagarkammare`, `Skånes`: a county's body, named by its county); None
    where `name` is none. The county is the place; the ending goes back on its surrogate."""
    ending = get_language(lang).genitive_endings[0]
    if not ending or not name.endswith(ending) or _listed_region(name, lang, placed):
        return None
    stem = name[: -len(ending)]
    return stem if _listed_region(stem, lang, placed) else None


def region_ending(span: str, lang: str) -> str | None:
    """The region that ends `span` after capitalized ordinary words no name list holds
    (`West Yorkshire` of `Support West Yorkshire`, a body's words before its region); None
    where a word before it may name someone, or where nothing stands before it."""
    words = span.split()
    for cut in range(1, len(words)):
        region = " ".join(words[cut:])
        if region_name(region, lang):
            before = words[:cut]
            if all(
                word[:1].isupper()
                and ordinary(word.lower(), lang)
                and word not in given_names()
                and word not in family_names()
                for word in before
            ):
                return region
            return None
    return None
