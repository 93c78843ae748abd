"""Persons' names of every locale Faker knows: whether a word is a given or a family name
anywhere, which a detector asks of a capitalized word and the replacement of a word inside a
longer name."""

from __future__ import annotations

import unicodedata
from collections import Counter
from functools import cache

from faker.config import AVAILABLE_LOCALES

from pseudonymizer.languages import get_language, supported
from pseudonymizer.lexicon.faker_lists import entries, locale_entries


@cache
def given_names() -> frozenset[str]:
    return frozenset(entries("person", ("first_name",)))


@cache
def family_names() -> frozenset[str]:
    return frozenset(entries("person", ("last_name",)))


def listed_person_name(word: str) -> bool:
    """Whether `word`, written as a name is (`NOVÁK`, `novák`: `Novák`), is a given or a family
    name of the lists: a word in capitals or in lower case is still someone's name there."""
    name = word.capitalize()
    return name in given_names() or name in family_names()


@cache
def name_spellings() -> frozenset[str]:
    """Every given and family name of three letters or more, and every nickname of a
    language's table (`Ondra`, `Kasia`), as a user name or an address spells it, in lower
    case without diacritics (`Novák` -> `novak`, `Łukasz` -> `lukasz`)."""
    nicknames = {
        nick
        for code in supported()
        for _, nicks in get_language(code).hypocorisms
        for nick in nicks
    }
    return frozenset(
        spelled
        for name in given_names() | family_names() | nicknames
        if len(spelled := plain_letters(name)) >= 3
    )


def plain_letters(word: str) -> str:
    """`word` in lower case without diacritics, as a user name writes it (`Dvořák` -> `dvorak`)."""
    decomposed = unicodedata.normalize("NFKD", word.replace("ł", "l").replace("Ł", "L"))
    return "".join(char for char in decomposed if not unicodedata.combining(char)).lower()


@cache
def _locales_listing() -> tuple[Counter[str], Counter[str]]:
    """In how many of Faker's locales each name is a given name, and a family name."""
    given: Counter[str] = Counter()
    family: Counter[str] = Counter()
    for locale in AVAILABLE_LOCALES:
        given.update(locale_entries("person", locale, ("first_name",)))
        family.update(locale_entries("person", locale, ("last_name",)))
    return given, family


def mostly_given(word: str) -> bool:
    """Whether more of Faker's locales list `word` as a given name than as a family name
    (`Ahmed`, `Ali`, `Thomas`; not `Smith`, `Berg`, which one list holds as given names):
    how a name alone is most likely meant."""
    given, family = _locales_listing()
    return given[word] > 0 and given[word] >= family[word]
