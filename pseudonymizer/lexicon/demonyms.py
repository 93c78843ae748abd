"""Adjectives of nationality and of places, every inflected form lower-cased: `polscy`,
`kolumbijskich`, `krakowskiego`; `deutschen`, `japanische`, `österreichischer`; `svenskt`.
A nationality or a home town is a quasi-identifier (TAB's DEM; KPWr's `nam_adj`, GermEval's
LOCderiv).

The lemmas come from CLDR (Babel) and the lexicon's city names, three ways:
- language names that are adjectives (`polski`, `Deutsch`, `svenska`): `demonym_forms`;
- adjectives written inside territory and currency names (`Brytyjskie Wyspy Dziewicze`,
  `Britisches Pfund`, `gulden holenderski`), which also bring the irregular ones no rule makes;
- derived from territory names, and where `city_adjectives` says so from city names, by the
  language's `place_adjectives` rules (`Kolumbia` -> `kolumbijski`, `Kraków` -> `krakowski`,
  `Japan` -> `japanisch`).
The rules over-generate on purpose and a derived lemma is kept only where the language's
dictionary knows it as an adjective: Polish asks Morfeusz (SGJP), whose generator then gives
every form (of every lemma: a word SGJP has as no adjective gets none); German looks the
adjective up among its ordinary words and adds the endings of `demonym_forms`. Built once per
process: about a second for Polish, most of it reading spacy-lookups-data's adjective table.
"""

from __future__ import annotations

import gettext
import gzip
import json
import re
from collections.abc import Set
from functools import cache
from importlib import resources

import pycountry
from babel import Locale
from babel.languages import get_official_languages

from pseudonymizer.languages import get_language
from pseudonymizer.languages.base import Language
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.names import given_names
from pseudonymizer.lexicon.places import main_places, places
from pseudonymizer.lexicon.vocabulary import common_lower

_WORD = re.compile(r"[^\W\d_]+")
# Neither a derived lemma nor the stem a rule leaves is shorter than this.
_MIN_STEM = 2


@cache
def demonyms(lang: str) -> frozenset[str]:
    """Every inflected form, lower-cased; empty where the language module gives no rule."""
    language = get_language(lang)
    lemmas = _language_name_lemmas(language) | _place_lemmas(language)
    return frozenset(form for lemma in lemmas for form in _forms(language, lemma))


def _language_name_lemmas(language: Language) -> set[str]:
    """Lemmas of the language names that are adjectives (`polski`, `deutsch`, `svensk`)."""
    if language.demonym_forms is None:
        return set()
    suffix, stem_end, endings = language.demonym_forms
    lemmas = set()
    for code, name in Locale(language.code).languages.items():
        name = name.lower()
        if len(code) == 2 and " " not in name and name.endswith(suffix) and len(name) >= 5:
            lemmas.add(name[: len(name) - len(suffix)] + stem_end + endings[0])
    return lemmas


def _place_lemmas(language: Language) -> set[str]:
    """Adjectives of places: those CLDR writes inside its names, which it thereby attests (the
    German lemma table lacks many, `argentinisch`, `vietnamesisch`), and those the rules derive
    from a name that the dictionary knows as adjectives. Polish checks a derived one further:
    it must come from a name SGJP knows as a place's (not `Krakow`, `Julia`), and be no other
    word (`łaski`, of Łask, is mostly the genitive of `łaska`)."""
    if not language.place_adjectives:
        return set()
    lang = language.code
    territories = set(Locale(lang).territories.values())
    names = territories | places(lang) if language.city_adjectives else territories
    derived = _derive(language.place_adjectives, names, _known_words(lang))
    if dictionary_for(language.code) is not None:
        dictionary = dictionary_for(language.code)
        derived = {
            lemma: found
            for lemma, found in derived.items()
            if dictionary.place_adjective(lemma, found)
        }
    written = _written_in_names(language, territories | set(Locale(lang).currencies.values()))
    return written | {lemma for lemma in derived if _is_adjective(language, lemma)}


def _written_in_names(language: Language, names: set[str]) -> set[str]:
    """Lemmas of the adjectives inside names of several words that end like the rules'
    adjectives (`Britisches Pfund` -> `britisch`; not `Nördliche` in `Nördliche Marianen`)."""
    adjective_ends = tuple({adjective_end for _, adjective_end in language.place_adjectives})
    return {
        lemma
        for name in names
        if not name.isalpha()
        for word in _WORD.findall(name)
        if (lemma := _lemma(language, word)) and lemma.endswith(adjective_ends)
    }


def _derive(
    rules: tuple[tuple[str, str], ...], names: Set[str], known: frozenset[str]
) -> dict[str, list[str]]:
    """Each word of `known` (lower-case) a rule derives from one of `names` (capitalized), with
    the names it comes from. Run backwards, from each word that ends like an adjective to the
    name it would come from: those words are far fewer than the Polish city names (some
    100,000), and a name is then one set lookup."""
    by_adjective_end: dict[str, list[str]] = {}
    for name_end, adjective_end in rules:
        by_adjective_end.setdefault(adjective_end, []).append(name_end)
    lengths = sorted({len(adjective_end) for adjective_end in by_adjective_end})
    adjective_ends = tuple(by_adjective_end)
    derived: dict[str, list[str]] = {}
    for word in known:
        if not word.endswith(adjective_ends):
            continue
        for length in lengths:
            stem = word[: len(word) - length]
            if len(stem) < _MIN_STEM:
                break
            for name_end in by_adjective_end.get(word[len(stem) :], ()):
                if (name := (stem + name_end).capitalize()) in names:
                    derived.setdefault(word, []).append(name)
    return derived


@cache
def _known_words(lang: str) -> frozenset[str]:
    """Lower-case words a candidate must be among before the dictionary is asked about it:
    spacy-lookups-data's table of the language's adjectives where it has one (Polish: Morfeusz
    cannot list its words, and asking it about each of the 400,000 candidates the city names
    make would take seconds), else the language's ordinary words."""
    table = resources.files("spacy_lookups_data") / "data" / f"{lang}_lemma_lookup_adj.json.gz"
    if not table.is_file():
        return common_lower(lang)
    with gzip.open(table.open("rb"), "rt", encoding="utf-8") as handle:
        lookup: dict[str, str] = json.load(handle)
    return frozenset(lookup.values())


def _lemma(language: Language, word: str) -> str | None:
    """The lemma of an adjective written in a name (`Britisches` -> `britisch`)."""
    if dictionary_for(language.code) is not None:
        return dictionary_for(language.code).adjective_lemma(word)
    lower = word.lower()
    for ending in sorted(_endings(language), key=len, reverse=True):
        if lower.endswith(ending) and len(lower) - len(ending) > _MIN_STEM:
            return lower[: len(lower) - len(ending)]
    return None


def _is_adjective(language: Language, lemma: str) -> bool:
    """Polish: SGJP has an adjective of that lemma. Elsewhere: one of its forms is an ordinary
    word of the language."""
    if dictionary_for(language.code) is not None:
        return bool(dictionary_for(language.code).adjective_forms(lemma))
    known = common_lower(language.code)
    return any(lemma + ending in known for ending in _endings(language))


def _forms(language: Language, lemma: str) -> frozenset[str]:
    """Every form of `lemma`: Morfeusz's for Polish (none for a word SGJP has as no
    adjective), else the lemma's stem with each ending of `demonym_forms`."""
    if dictionary_for(language.code) is not None:
        return dictionary_for(language.code).adjective_forms(lemma)
    endings = _endings(language)
    stem = lemma[: len(lemma) - len(endings[0])]
    return frozenset(stem + ending for ending in endings)


def _endings(language: Language) -> tuple[str, ...]:
    return language.demonym_forms[2] if language.demonym_forms else ("",)


@cache
def nationalities(lang: str) -> dict[str, tuple[str, str]]:
    """The adjectives of nationality made from CLDR's language names (`rumuński`, `rumänisch`,
    `Romanian`, `rumunský`, `román`), each form lower-cased with its lemma's stem and its
    ending (`rumänischer` -> (`rumänisch`, `er`)): what a surrogate of a nationality keeps the
    form of. Polish takes its forms from the dictionary (the stem is the lemma, no ending)."""
    found: dict[str, tuple[str, str]] = {}
    dictionary = dictionary_for(lang)
    for code, name in sorted(Locale(lang).languages.items()):
        made = _nationality(code, name, lang) if len(code) == 2 else None
        if made is None:
            continue
        stem, endings = made
        if dictionary is not None:
            for form in dictionary.adjective_forms(stem + endings[0]):
                found.setdefault(form, (stem + endings[0], ""))
            continue
        for ending in endings:
            found.setdefault(stem + ending, (stem, ending))
    for people in _peoples(lang):
        found.setdefault(people, (people, ""))
    return found


def _peoples(lang: str) -> set[str]:
    """The nationalities of peoples no language is named after, lower-cased, in a language
    that writes a nationality without endings (`Language.people_adjectives`, `peoples`):
    `kenyan`, `mexican`, `british`. They became pseudo-words, as no language's name gave
    them."""
    language = get_language(lang)
    if not language.people_adjectives and not language.peoples:
        return set()
    territories = set(Locale(lang).territories.values())
    derived = _derive(language.people_adjectives, territories, _known_words(lang))
    return set(derived) | {people.lower() for people in language.peoples}


@cache
def national_stems(lang: str) -> tuple[str, ...]:
    """The stems (Polish: lemmas) of the nationalities of states, the first official language
    of a territory CLDR names (`rumunsk`, not the `avestsk` of a dead language): what a
    surrogate is drawn from."""
    names = Locale(lang).languages
    codes = {
        official[0]
        for territory in Locale(lang).territories
        if (official := get_official_languages(territory, de_facto=True))
    }
    stems = set()
    for code in codes:
        made = _nationality(code, names.get(code, ""), lang)
        if made is not None:
            stem, endings = made
            lemma = stem + endings[0] if dictionary_for(lang) is not None else stem
            if any(value[0] == lemma for value in nationalities(lang).values()):
                stems.add(lemma)
    return tuple(sorted(stems))


# The shortest language name taken (not `ewe`, `ga`).
_MIN_NAME = 4


def _nationality(code: str, name: str, lang: str) -> tuple[str, tuple[str, ...]] | None:
    """The stem and endings of the nationality the language `name` (of the code `code`) makes:
    by the language's rules (`_adjective`), or, where the language writes a nationality as
    its language's name (English `Romanian`, `Slovak`) and no rule's ending fits, the name of
    a language official in a country named by the same stem (`Slovak` of Slovakia, `Thai` of
    Thailand, `Icelandic` of Iceland): a people's adjective no ending makes."""
    made = _adjective(name, lang)
    if made is not None:
        return made
    rules = get_language(lang).nationality_forms
    as_written = bool(rules) and all(
        suffix == stem_end and endings == ("",) for suffix, stem_end, endings in rules
    )
    lower = name.lower()
    if not as_written or " " in lower or len(lower) < _MIN_NAME:
        return None
    territories = Locale(lang).territories
    for territory, country in territories.items():
        if code not in get_official_languages(territory, de_facto=True):
            continue
        country = country.lower()
        shared = next(
            (i for i, (a, b) in enumerate(zip(lower, country, strict=False)) if a != b),
            min(len(lower), len(country)),
        )
        # (Not the country's own name, `Nauru`: a place.)
        if lower != country and shared >= _MIN_NAME and shared >= min(len(lower), len(country)) - 1:
            return lower, ("",)
    return None


def _adjective(name: str, lang: str) -> tuple[str, tuple[str, ...]] | None:
    """The stem and the endings of the adjective the language name `name` makes, by the
    language's `demonym_forms` or else its first `nationality_forms` rule that fits."""
    language = get_language(lang)
    name = name.lower()
    if " " in name or len(name) < _MIN_NAME:
        return None
    rules = (language.demonym_forms,) if language.demonym_forms else language.nationality_forms
    for rule in rules:
        if rule is not None and name.endswith(rule[0]):
            suffix, stem_end, endings = rule
            return name[: len(name) - len(suffix)] + stem_end, endings
    return None


def own_nationality(word: str, lang: str) -> bool:
    """Whether `word` is the adjective of the language's own name (`Česká`, `Magyar`,
    `polski`, `deutschen`, `svenska`, `English`): a document written in the language says as
    much, so an institution it names (`Česká advokátní komora`) tells nothing more."""
    found = nationalities(lang).get(word.lower())
    made = _adjective(Locale(lang).languages.get(lang, ""), lang)
    if found is None or made is None:
        return False
    stem, endings = made
    return found[0] == (stem + endings[0] if dictionary_for(lang) is not None else stem)


def region_adjective(word: str, lang: str) -> bool:
    """Whether `word` is an adjective of the language's dictionary and no adjective of a town
    or country (`Mazowieckiego`, `Wojewódzki`, `Śląskiego`, not `Krakowskiego`): the
    adjective of a region or of an office's area, which a body's name holds as part of its
    kind (`Mazowieckie Centrum Rehabilitacji`), though the dictionary also lists a region
    named by it (`Mazowieckie`) and a town's adjective would say where the body is."""
    dictionary = dictionary_for(lang)
    if dictionary is None or not word[:1].isupper():
        return False
    return dictionary.adjective_lemma(word) is not None and word.lower() not in demonyms(lang)


# The endings of a noun for a people or a country's inhabitant, longest first: stripped, the
# stem makes the country's adjective (`Argentin-ier` and `argentin-isch`, `Israel-in`).
_INHABITANT_ENDINGS = tuple(
    sorted(
        {
            stem + ending
            for stem in ("ier", "er", "e", "")
            for ending in ("", "n", "in", "innen", "s")
            if stem + ending
        },
        key=len,
        reverse=True,
    )
)


def inhabitant(word: str, lang: str) -> bool:
    """Whether `word` names a country's people, the adjective of its stem being one of the
    language's adjectives of places (`Argentinier`, `Israelin`): a nationality is personal
    data, the dictionary's noun no evidence against it."""
    lower = word.lower()
    adjectives = demonyms(lang)
    return any(
        lower[: -len(ending)] + "isch" in adjectives
        for ending in _INHABITANT_ENDINGS
        if lower.endswith(ending) and len(lower) - len(ending) >= 3
    )


def town_of_adjective_lemma(lemma: str, lang: str) -> str | None:
    """The town whose adjective `lemma` is, by the language's `place_adjectives` rules run
    backwards (`szczeciński` -> `Szczecin`, `gdański` -> `Gdańsk`); None where no town of the
    lists is left when its ending comes off (`mazowiecki`, a region's)."""
    rules = get_language(lang).place_adjectives
    if not rules:
        return None
    found = _derive(rules, main_places(lang), frozenset({lemma.lower()})).get(lemma.lower())
    return found[0] if found else None


def adjective_of_town(town: str, lang: str) -> str | None:
    """The adjective of the town `town`, lower-cased (`Elbląg` -> None where no rule makes one
    the dictionary knows, `Tczew` -> `tczewski`): the one the `place_adjectives` rules make
    that the dictionary knows as an adjective and that leads back to the town."""
    dictionary = dictionary_for(lang)
    rules = get_language(lang).place_adjectives
    if dictionary is None or not rules or not town.isalpha():
        return None  # (a town of several words, `Zielona Góra`, has none of one)
    lower = town.lower()
    for name_end, adjective_end in sorted(rules, key=lambda rule: -len(rule[0])):
        if not lower.endswith(name_end):
            continue
        candidate = lower[: len(lower) - len(name_end)] + adjective_end
        if dictionary.adjective_forms(candidate) and town in _derive(
            rules, frozenset({town}), frozenset({candidate})
        ).get(candidate, ()):
            return candidate
    return None


def language_name(word: str, lang: str) -> bool:
    """Whether `word` is the name of a living language of the world, as `lang` writes it
    (`Tamil`, `Urdu`, `Bengali`), that is no nationality of the lists, no given name and no
    place (`Shona`, `Nauru`): millions speak it, so it says no more of a person than the
    nationalities do, and no surrogate of a nationality fits it (it became a pseudo-word, or,
    read as a name, a person or a town)."""
    folded = word.casefold()
    return (
        folded in _language_names(lang)
        and folded not in nationalities(lang)
        and word.title() not in given_names()
        and word.title() not in places(lang)
    )


@cache
def _language_names(lang: str) -> frozenset[str]:
    """The one-word names, case-folded, of the languages ISO 639-1 codes (the world's major
    ones, not the thousands of ISO 639-3), as CLDR writes them in `lang` and as ISO 639
    does, translated where pycountry has its names in `lang` (CLDR writes `Bangla` for
    `Bengali`)."""
    names = {name for code, name in Locale(lang).languages.items() if len(code) == 2}
    translation = gettext.translation(
        "iso639-3", pycountry.LOCALES_DIR, languages=[lang], fallback=True
    )
    names |= {
        translation.gettext(language.name)
        for language in pycountry.languages
        if hasattr(language, "alpha_2")
    }
    return frozenset(
        name.casefold() for name in names if " " not in name and len(name) >= _MIN_NAME
    )
