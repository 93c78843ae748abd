"""A state's name, short or long: a country as CLDR (Babel) or Faker's lists of the language
write it, in the language or in English, which a court's text cites in any language
(`Slovakia`, `Turkey`, `Moldavsko`), or a long name that puts the form of the state beside
the country's name or the adjective of its nationality (`the Slovak Republic`, `Republic of
Moldova`, `Russian Federation`, `Federal Republic of Germany`, `Slovenská republika`): the
language's `state_forms`. Such a name names a country, never a town nor a person, and its
surrogate is a country's (`replace/places.py`).
"""

from __future__ import annotations

import re
from functools import cache

from babel import Locale

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.demonyms import demonyms, nationalities, own_nationality
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.faker_lists import faker_for
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import country_names
from pseudonymizer.lexicon.vocabulary import stop_words

_WORD = re.compile(r"\S+")
# The fewest letters of a country's name its declined form is read by (`Moldavsk-u`).
_DECLINED_STEM = 4


# The countries of the United Kingdom, as English writes them.
NATIONS = ("England", "Scotland", "Wales", "Northern Ireland")


@cache
def countries(lang: str) -> frozenset[str]:
    """The countries' names, case-folded, as the language and English write them: CLDR's, and
    Faker's lists of the language's locale and of English, which keep the names in common use
    that CLDR has replaced (`Turkey`, `Czech Republic`); not those explaining themselves in
    brackets (`Slovakia (Slovak Republic)`); and the nations of the United Kingdom, which CLDR
    counts as no territory of their own (`Wales`, `Scotland`): a country, never a town."""
    names = {*country_names(lang), *country_names("en"), *NATIONS}
    for locale in {get_language(lang).faker_locale, "en_US"}:
        provider = faker_for(locale).provider("faker.providers.address")
        names.update(name for name in getattr(provider, "countries", ()) if "(" not in name)
    return frozenset(name.casefold() for name in names)


@cache
def _state_forms(lang: str) -> re.Pattern[str] | None:
    forms = get_language(lang).state_forms
    return re.compile("|".join(forms)) if forms else None


def state_name(name: str, lang: str) -> tuple[int, int] | None:
    """Where in `name` the country stands, where `name` is a state's name: all of it for a
    country's name (`Slovakia`, `the United Kingdom`'s `United Kingdom`), the country's name or
    adjective in a long name (`Moldova` of `Republic of Moldova`, `Slovak` of `Slovak
    Republic`); None where `name` names no state. A long name is the form of the state
    (`state_forms`), one country's name or nationality's adjective, and around them
    function words and other capitalized words no list knows as a person's (`Federal`,
    `Hellenic`); a country's name in another case than the lists' is read by its stem (Czech
    `Moldavsku`)."""
    if name.casefold() in countries(lang):
        return 0, len(name)
    forms = _state_forms(lang)
    if forms is None:
        return None
    words = list(_WORD.finditer(name))
    formed, country = False, None
    function_words = stop_words(lang)
    index = 0
    while index < len(words):
        word = words[index].group()
        two = " ".join(found.group() for found in words[index : index + 2])
        if forms.fullmatch(two):
            formed, index = True, index + 2
            continue
        if forms.fullmatch(word):
            formed = True
        elif word.lower() in function_words:
            pass
        elif country is None and (span := _country_at(words, index, lang)) is not None:
            country = span
            index = span[2]
            continue
        elif not word[:1].isupper() or word in given_names() or word in family_names():
            return None
        index += 1
    if not formed or country is None:
        return None
    return country[0], country[1]


def _country_at(words: list[re.Match[str]], index: int, lang: str) -> tuple[int, int, int] | None:
    """The country's name or adjective starting at the word `index`: its start and end in the
    name and the index of the word after it; the longest of several words first (`United
    Kingdom`)."""
    known = countries(lang)
    for end in range(len(words), index, -1):
        text = " ".join(found.group() for found in words[index:end])
        if text.casefold() in known:
            return words[index].start(), words[end - 1].end(), end
    word = words[index].group()
    lower = word.lower()
    if word[:1].isupper() and (lower in nationalities(lang) or lower in demonyms(lang)):
        return words[index].start(), words[index].end(), index + 1
    declines = get_language(lang).names_decline
    if declines and word[:1].isupper() and _declined_country(lower, known):
        return words[index].start(), words[index].end(), index + 1
    return None


def _declined_country(word: str, known: frozenset[str]) -> bool:
    """Whether `word` is a country's one-word name with another ending (`moldavsku` of
    `moldavsko`): all of the name but its last letter starts the word, and at most two
    letters follow."""
    for cut in (1, 2):
        stem = word[:-cut]
        if len(stem) >= _DECLINED_STEM and any(
            country.startswith(stem) and len(country) - len(stem) <= 2 and " " not in country
            for country in known
        ):
            return True
    return False


@cache
def own_country(lang: str) -> str | None:
    """The name, case-folded, of the country of the language's Faker locale (`pl_PL`:
    `polska`, `de_DE`: `deutschland`), as CLDR writes it in the language; None where CLDR has
    none."""
    code = get_language(lang).faker_locale.rpartition("_")[2]
    name = Locale.parse(lang).territories.get(code)
    return name.casefold() if name else None


def own_state(words: list[str], lang: str) -> bool:
    """Whether `words` name the document's own state, in any case and in capitals: its
    country's name (`Polsce`, `POLSKI`), or its long name, the form of the state and the
    adjective of the language's own nationality (`Rzeczypospolitej Polskiej`, `W IMIENIU
    RZECZYPOSPOLITEJ POLSKIEJ`'s state). Tens of millions live there and the document is
    written in its language: no one's place, and a judgment's formula names it."""
    country = own_country(lang)
    if country is None or not words:
        return False
    dictionary = dictionary_for(lang)
    forms = _state_forms(lang)

    def lemma(word: str) -> str:
        titled = word.capitalize()
        return dictionary.lemma(titled) if dictionary is not None else titled.casefold()

    if all(lemma(word) == country or word.casefold() == country for word in words):
        return True
    function_words = stop_words(lang)
    formed = nationality = False
    for word in words:
        if forms is not None and (
            forms.fullmatch(word.capitalize()) or forms.fullmatch(lemma(word).capitalize())
        ):
            formed = True
        elif own_nationality(word.capitalize(), lang):
            nationality = True
        elif word.lower() not in function_words:
            return False
    return formed and nationality


@cache
def _own_state_names(lang: str) -> re.Pattern[str] | None:
    names = get_language(lang).own_state_names
    return re.compile(rf"(?<!\w)(?:{'|'.join(names)})(?!\w)") if names else None


# How far around a mention the rest of the own state's other name is looked for.
_AROUND_NAME = 40


def own_state_names_in(text: str, start: int, end: int, lang: str) -> list[tuple[int, int]]:
    """Where the other names the language calls its own state by (`own_state_names`: `RP`,
    `Skarb Państwa`) stand over `text[start:end]`, each as its start and end, which may reach
    past the span (`Skarb` of `Skarb Państwa`, which the name lists read as a family name)."""
    names = _own_state_names(lang)
    if names is None:
        return []
    window = max(0, start - _AROUND_NAME)
    return [
        found.span()
        for found in names.finditer(text, window, end + _AROUND_NAME)
        if found.start() < end and start < found.end()
    ]
