"""Holidays by name: the days a calendar names (`Christmas`, `Vánoce`, `Boże Narodzenie`,
`Ostern`, `midsommar`, `Karácsony`) are calendar words, no one's data, and read in any form
the language gives them (`o Vánocích`, `do Bożego Narodzenia`, `karácsonykor`).

The names come from the `holidays` package, which lists every country's public (and other
categories of) holidays translated into the languages it supports; its names are official
(`Christmas Day`, `Easter Monday`, `Midsommardagen`, `1. svátek vánoční`), so the word a text
says for the feast is read off them too: the part before a weekday or a word for a day or
its eve that two or more names share (`Easter` of `Easter Monday` and `Easter Sunday`,
`Midsommar` of `Midsommarafton` and `Midsommardagen`), and the noun an adjective of a name is
made from where the dictionary knows it (Czech `vánoční` -> `Vánoce`). A text's word matches
a name where their lemmas do (simplemma's dictionary, the language's morphological one, the
Hungarian suffixes), so every case of a declined name is one.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator
from functools import cache

from babel.dates import get_day_names
from babel.languages import get_official_languages

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.inflection.suffixes import split_suffix
from pseudonymizer.lexicon.names import given_names
from pseudonymizer.lexicon.vocabulary import _simplemma_dictionary, stop_words

# The years whose holidays are read: a name that moves (Easter) is in each, a name of one
# year (a coronation) in few.
_YEARS = range(2018, 2027)
# The language the package writes the holidays of a country it has no translations for in.
_UNTRANSLATED = "en"
# What a name says besides itself: `(observed)`, `(från kl. 14.00)`, `- 100-lecie`.
_ASIDE = re.compile(r"\s*\([^)]*\)|\s+-\s+.*$")
# The most names a tail (`Day`, `dagen`, `tag`) ends before it is a word for a day.
_DAY_WORD_NAMES = 3
# The fewest names that share a head before it is the feast's own word (`Easter`).
_HEAD_NAMES = 2
# The shortest head read inside a compound (`Påsk` of `Påskdagen`).
_SHORTEST_HEAD = 3
# The endings of an adjective made from a noun, by language, each with what the noun's stem
# ends in instead (Czech `váno-ční` from `Vánoce`, read through the dictionary's form `vánoc`).
_ADJECTIVE_ENDINGS: dict[str, tuple[tuple[str, str], ...]] = {
    "cs": (("ční", "c"), ("ní", "")),
    "pl": (("ny", ""), ("na", ""), ("ne", "")),
}
# A possessive's ending: a head in it is someone's day (`King's`, `Saint Olaf's`), no feast.
_POSSESSIVES = ("'s", "’s", "s'", "s’")
# The number before a name of several days (`1. svátek vánoční`).
_ORDINAL = re.compile(r"^\s*\d+\.\s*")
_WORD = re.compile(r"[^\W\d_][\w'’.-]*")


def holiday(text: str, lang: str) -> bool:
    """Whether `text` names a holiday of `lang`, in any form: a holiday's whole name or its
    feast's word, each word's lemma that of the name's word."""
    words = _WORD.findall(text)
    if not words or len(words) != len(text.split()):
        return False
    names = holiday_lemmas(lang)
    return any(key in names for key in _keys(words, lang))


def _keys(words: list[str], lang: str) -> Iterator[tuple[str, ...]]:
    """Each reading of `words` as a sequence of lemmas (every combination of each word's)."""
    keys: list[tuple[str, ...]] = [()]
    for word in words:
        keys = [(*key, reading) for key in keys for reading in lemmas(word, lang)]
    yield from keys


@cache
def holiday_lemmas(lang: str) -> frozenset[tuple[str, ...]]:
    """The lemma sequences of every holiday name and feast word of `lang`."""
    found: set[tuple[str, ...]] = set()
    for name in holiday_names(lang):
        words = _WORD.findall(name)
        if words:
            found.update(_keys(words, lang))
    return frozenset(found)


@cache
def holiday_names(lang: str) -> frozenset[str]:
    """The holiday names of `lang`, lower-cased: the `holidays` package's names in it, each
    also without its asides, and the feast words read off them (see the module)."""
    names = {name for raw in _listed(lang) for name in _cleaned(raw)}
    found = set(names) | _heads(names, lang) | _nouns_of_adjectives(names, lang)
    return frozenset(name for name in found if name not in stop_words(lang))


def _listed(lang: str) -> set[str]:
    """Every holiday name the `holidays` package gives in a locale of `lang`, in every country
    that speaks it (an official language of the territory, CLDR's through Babel: Finland's
    Swedish, Switzerland's German) and every category of holiday it lists."""
    import holidays  # imported here: a run that reads no holiday never loads its tables

    names: set[str] = set()
    for code in holidays.list_supported_countries():
        try:
            spoken = lang in get_official_languages(code, de_facto=True)
        except ValueError:  # a code CLDR does not know
            continue
        if not spoken:
            continue
        country = holidays.country_holidays(code).__class__
        categories = getattr(country, "supported_categories", ("public",))
        locales = country.supported_languages or (_UNTRANSLATED,)
        for locale in locales:
            if locale.split("_")[0] != lang:
                continue
            language = locale if country.supported_languages else None
            days = holidays.country_holidays(
                code, years=_YEARS, language=language, categories=categories
            )
            names.update(days.values())
    return names


def _cleaned(raw: str) -> list[str]:
    """A listed name, lower-cased, without asides, split where it joins two (`Den obnovy
    samostatného českého státu; Nový rok`)."""
    return [
        cleaned
        for part in raw.split(";")
        if (cleaned := _ORDINAL.sub("", _ASIDE.sub("", part)).strip().lower())
    ]


def _heads(names: set[str], lang: str) -> set[str]:
    """The feast words: what precedes (or follows, Polish `Niedziela Wielkanocna`) a word for
    a day in two or more names, as a word or a compound's first part, and never precedes
    another word (`National` of `National Day` and `National Holiday` is also `National
    Heroes Day`'s: an adjective of many things, no feast)."""
    days = _day_words(names, lang)
    tails: dict[str, set[str]] = defaultdict(set)
    other: set[str] = set()
    for name in names:
        words = name.split()
        for cut in range(1, len(words)):
            head = " ".join(words[:cut])
            if cut == len(words) - 1 and words[cut] in days:
                tails[head].add(words[cut])
            else:
                other.add(head)
        if len(words) >= 2 and words[0] in days:
            tails[" ".join(words[1:])].add(words[0])
        last = words[-1]
        for day in days:
            if last.endswith(day) and len(last) - len(day) >= _SHORTEST_HEAD:
                tails[" ".join([*words[:-1], last[: -len(day)]])].add(day)
    # Polish `Niedziela Wielkanocna` and `Poniedziałek Wielkanocny`: one adjective's forms.
    # (The tails by lemma: Swedish `Nationaldag` and `Nationaldagen` are one day's.)
    by_lemma: dict[tuple[str, ...], set[str]] = defaultdict(set)
    for head, found in tails.items():
        for key in _keys(head.split(), lang):
            by_lemma[key].update(min(lemmas(tail, lang) - {tail} or {tail}) for tail in found)
    given = {name.lower() for name in given_names()}
    weekdays = {day.lower() for day in get_day_names("wide", "format", lang).values()}
    return {
        head
        for head in tails
        if any(len(by_lemma[key]) >= _HEAD_NAMES for key in _keys(head.split(), lang))
        and head not in other
        and head not in days
        # (A given name is a feast's word only before a weekday, `Easter Monday`: `Olafsdagen`
        # is a name day.)
        and (tails[head] & weekdays or {head, head.removesuffix("s")}.isdisjoint(given))
        and not head.endswith(_POSSESSIVES)
    }


def _day_words(names: set[str], lang: str) -> set[str]:
    """The weekdays of `lang` (Babel's names), and the words of its dictionary that end three
    or more of its holiday names, as a word or a compound's end (`day`, `eve`, `dagen`,
    `afton`, `tag`)."""
    days = {day.lower() for day in get_day_names("wide", "format", lang).values()}
    ends: dict[str, set[str]] = defaultdict(set)
    for name in names:
        last = name.split()[-1]
        for cut in range(len(last) - _SHORTEST_HEAD + 1):
            ends[last[cut:]].add(name)
    return days | {
        end
        for end, found in ends.items()
        if len(found) >= _DAY_WORD_NAMES and len(end) >= _SHORTEST_HEAD and _word(end, lang)
    }


def _word(word: str, lang: str) -> bool:
    """Whether a dictionary of `lang` lists `word` as a word of its own."""
    dictionary = dictionary_for(lang)
    if dictionary is not None:
        return dictionary.ordinary(word)
    listed = _simplemma_dictionary(lang)
    return listed is not None and word in listed


def _nouns_of_adjectives(names: set[str], lang: str) -> set[str]:
    """The noun an adjective of a holiday's name is made from, where the dictionary knows
    the adjective's stem as a form of it (Czech `vánoční` -> `vánoc`, a form of `Vánoce`;
    Polish `wielkanocny` -> `Wielkanoc`)."""
    found = set()
    for name in names:
        for word in name.split():
            for ending, instead in _ADJECTIVE_ENDINGS.get(lang, ()):
                if not word.endswith(ending):
                    continue
                stem = word[: -len(ending)] + instead
                # (An ending that gives back the consonant the noun's stem ends in, `-ční`
                # of a noun in `-c-`, makes adjectives of nouns only: `velikonoční` is of
                # `Velikonoce` though no word table lists it; `-ní` is an adjective's own,
                # `mezinárodní`.)
                if len(stem) >= _SHORTEST_HEAD and (instead or _made_of(word, stem, lang)):
                    found.add(stem)
                break
    return found


def _made_of(adjective: str, stem: str, lang: str) -> bool:
    """Whether `adjective` is an adjective made of the noun `stem` as the dictionary knows them
    (where the language has none, whether simplemma's lists the stem as a form)."""
    dictionary = dictionary_for(lang)
    if dictionary is not None:
        return dictionary.adjective_lemma(adjective) is not None and dictionary.noun(stem)
    listed = _simplemma_dictionary(lang)
    return listed is not None and stem in listed


@cache
def lemmas(word: str, lang: str) -> frozenset[str]:
    """The readings of `word` to compare with a holiday's: the word lower-cased, its lemma in
    simplemma's dictionary and in the language's own, and (Hungarian) the word without its
    case suffix (`karácsonykor`)."""
    lower = word.lower()
    found = {lower}
    listed = _simplemma_dictionary(lang)
    if listed is not None and lower in listed:
        found.add(listed[lower])
    dictionary = dictionary_for(lang)
    if dictionary is not None:
        found.add(dictionary.lemma(word))
        found.add(dictionary.lemma(lower))
    language = get_language(lang)
    if language.weekday_declension == "suffixes":
        stem, suffix = split_suffix(lower)
        if suffix is not None:
            found.add(stem)
    # (The stem before a noun's case ending: the feast word read off an adjective is a
    # stem, `velikonoc` of `velikonoční`, which `o Velikonocích` and `na Velikonoce` end
    # in their cases, where no word table knows the noun.)
    found.update(
        lower[: -len(ending)]
        for ending in language.noun_endings
        if ending and lower.endswith(ending) and len(lower) - len(ending) >= _SHORTEST_HEAD
    )
    return frozenset(found)
