"""What Czech surrogates are drawn from: Faker's Czech (then Slovak) names, GeoNames' Czech
towns (of over 5,000 people, then of over 1,000, then Faker's small ones), CLDR's countries and
parts of the world, each kept with the paradigm `declension.py` declines it by; and every form
of the listed names, by which a name the tagger did not lemmatize is still known.
"""

from __future__ import annotations

from functools import cache

from babel import Locale

from pseudonymizer.lexicon.faker_lists import faker_for
from pseudonymizer.lexicon.inflection.cs.declension import (
    CASES,
    GENDERS,
    PLURALS,
    Gender,
    adjective,
    decline,
    paradigm,
    person_paradigm,
)
from pseudonymizer.lexicon.places import country_names, geonames_cities

GIVEN, FAMILY, TOWN, COUNTRY = "given", "family", "town", "country"

CONTINENT = "continent"  # and other parts of the world CLDR names: `Evropa`, `Polynésie`

# Words that join a town's name to where it lies (`Ústí nad Labem`, `Bělá pod Bezdězem`).
JOINERS = ("nad", "pod")

NAMES = (GIVEN, FAMILY)

MF: tuple[Gender, Gender] = ("Masc", "Fem")

_Reading = tuple[str, Gender, tuple[str, ...]]


def listed_forms(word: str, kind: str) -> tuple[_Reading, ...]:
    """The listed names of `kind` that `word` is a form of, with the cases it is in."""
    return _forms_of_listed(kind).get(word, ())


@cache
def _forms_of_listed(kind: str) -> dict[str, tuple[_Reading, ...]]:
    """Every form of every listed name of `kind` -> the names it is a form of (lemma, gender,
    its cases there), women's after men's, in the lists' order: declining the lists once
    instead of once per word looked up."""
    found: dict[str, dict[tuple[str, Gender], list[str]]] = {}
    for gender in MF:
        for lemma in listed_names(kind, gender):
            name = person_paradigm(lemma, gender)
            if not name:
                continue
            forms = [(decline(lemma, name, case), case) for case in CASES]
            if kind == GIVEN:  # `Marku Hájkovi`: the short dative before the family name
                forms += [(decline(lemma, name, case, True), case) for case in ("Dat", "Loc")]
            for form, case in forms:
                found.setdefault(form, {}).setdefault((lemma, gender), []).append(case)
    return {
        form: tuple((lemma, gender, tuple(cases)) for (lemma, gender), cases in names.items())
        for form, names in found.items()
    }


@cache
def listed_name(word: str) -> bool:
    name = word.capitalize()
    return any(
        name in listed_names(kind, gender, more=True)
        for kind in (GIVEN, FAMILY)
        for gender in ("Masc", "Fem")
    )


@cache
def joined_towns(words: int) -> tuple[tuple[str, str], ...]:
    """Towns of `words` words named `X nad Y`, `X pod Y` whose first word this module
    declines, with its paradigm."""
    found = []
    for town in faker_for("cs_CZ").provider("faker.providers.address").cities:
        parts = town.split(" ")
        if len(parts) == words and parts[1] in JOINERS:
            name = paradigm(parts[0], place=True)
            if name is not None:
                found.append((town, name))
    return tuple(sorted(found))


@cache
def two_word_countries() -> tuple[tuple[str, str], ...]:
    """CLDR's Czech names of countries made of an adjective and a noun, as (adjective, noun):
    (`Dominikánská`, `republika`), (`Nový`, `Zéland`)."""
    pairs = (name.split(" ") for name in country_names("cs"))
    return tuple(sorted((parts[0], parts[1]) for parts in pairs if len(parts) == 2))


@cache
def two_word_towns() -> tuple[tuple[str, str, str], ...]:
    """Towns named by an adjective and a noun this module declines (`Nový Jičín`, `Kutná
    Hora`, `České Budějovice`), with the noun's paradigm."""
    found = []
    for town in listed_names(TOWN, "", more=True, words=2):
        adj, name = town.split(" ")
        kind = paradigm(name, place=True)
        if kind is None or adj[-1] not in "ýáéí":
            continue
        agreement = "Plur" if kind in PLURALS else GENDERS[kind]
        if adjective(adj, agreement, "Nom") == adj:
            found.append((adj, name, kind))
    return tuple(found)


def paradigm_of(kind: str, lemma: str, gender: Gender) -> str | None:
    if kind in (TOWN, COUNTRY, CONTINENT):
        return paradigm(lemma, place=True, country=kind != TOWN)
    return person_paradigm(lemma, gender)


@cache
def declinable(kind: str, gender: Gender, plural: bool) -> tuple[tuple[str, str, int], ...]:
    """The listed lemmas of `kind` that decline exactly with the given gender and number, with
    their paradigms and 0 for the first lists (Czech names, GeoNames' larger towns), 1 for the
    further ones (Slovak names, Faker's small towns). Persons are singular only, and their
    `-a` names are left out: the tagger reads a lone `Kučera` or `Vlasta` as a woman, so the
    surrogate would not read as the original."""
    if plural and kind not in (TOWN, COUNTRY, CONTINENT):
        return ()
    found = {}
    for rank, more in ((1, True), (0, False)):
        if kind in (COUNTRY, CONTINENT):
            names = countries(pool=True) if kind == COUNTRY else continents()
        else:
            names = listed_names(kind, gender, more)
        for lemma in names:
            name = paradigm_of(kind, lemma, gender)
            if name is None or GENDERS[name] != gender or (name in PLURALS) != plural:
                continue
            opposite = "Fem" if gender == "Masc" else "Masc"
            if name == "předseda" or lemma in listed_names(GIVEN, opposite):
                continue
            if kind == FAMILY and lemma in listed_names(GIVEN, gender, more):
                continue  # `Marek`, `Tomáš`: a family surrogate that reads as a given name
            found[lemma] = (lemma, name, rank)
    return tuple(found[lemma] for lemma in sorted(found))


@cache
def listed_names(kind: str, gender: str, more: bool = False, words: int = 1) -> tuple[str, ...]:
    """Faker's Czech (with `more`, also Slovak) names of `kind`; for towns, GeoNames' Czech
    towns of over 5,000 people (with `more`, of over 1,000, and Faker's small ones), of as
    many `words`."""
    if kind == TOWN:
        cities = geonames_cities(1000 if more else 5000)
        listed = {city["name"] for city in cities if city["countrycode"] == "CZ"}
        if more:
            listed |= set(faker_for("cs_CZ").provider("faker.providers.address").cities)
        return tuple(
            sorted(
                name
                for name in listed
                if len(name.split(" ")) == words and name.replace(" ", "").isalpha()
            )
        )
    names: set[str] = set()
    for locale in ("cs_CZ", "sk_SK") if more else ("cs_CZ",):
        provider = faker_for(locale).provider("faker.providers.person")
        suffix = "female" if gender == "Fem" else "male"
        attribute = f"first_names_{suffix}" if kind == GIVEN else f"last_names_{suffix}"
        names.update(getattr(provider, attribute, ()))
    return tuple(sorted(names))


@cache
def countries(pool: bool = False) -> tuple[str, ...]:
    """CLDR's Czech names of countries, one word each (`Německo`, `Itálie`, `Írán`); as a
    `pool` to draw from, of the neuter ones only those in -sko/-cko, which read as countries
    (`Monako` reads as a man's name)."""
    names = [name for name in country_names("cs") if name.isalpha()]
    if pool:
        names = [n for n in names if not n.endswith("o") or n.endswith(("sko", "cko"))]
    return tuple(names)


@cache
def continents() -> tuple[str, ...]:
    """CLDR's Czech names of continents and parts of the world, one word each (`Evropa`,
    `Asie`, `Polynésie`), and Antarctica."""
    territories = Locale("cs").territories.items()
    return tuple(
        sorted(
            name
            for code, name in territories
            if (code.isdigit() or code == "AQ") and name.isalpha() and name[0].isupper()
        )
    )


def world_lemma(word: str, lemma: str) -> str:
    """`lemma`, or the country or continent `word` is a form of where the lemmatizer missed
    it (`Portugalskem`, lemmatized `Portugalsk`; `ŘECKEM`)."""
    if lemma in countries() or lemma in continents():
        return lemma
    return _world_forms().get(word.casefold(), lemma)


@cache
def _world_forms() -> dict[str, str]:
    """Every case form (case-folded) of the countries and continents this module declines,
    with its lemma."""
    forms = {}
    for lemma in (*countries(), *continents()):
        name = paradigm(lemma, place=True, country=True)
        for case in CASES if name is not None else ():
            forms.setdefault(decline(lemma, name, case).casefold(), lemma)
    return forms


# Consonants before which a man's family name drops its `e` in a woman's (`Hájek` ->
# `Hájková`, `Němec` -> `Němcová`, `Havel` -> `Havlová`).
_FLEETING_BEFORE = ("k", "c", "l")
_VOWELS = frozenset("aáeéěiíoóuúůyý")


def feminine_family(masculine: str) -> tuple[str, str, int] | None:
    """The woman's form of a man's family name among the declinable women's family names
    (`Novák` -> `Nováková`, `Hájek` -> `Hájková`, `Černý` -> `Černá`, `Svoboda` ->
    `Svobodová`), with its paradigm and rank; None where the lists have none. One family
    name is one surrogate family name, for the man and the woman alike."""
    listed = _feminine_listed()
    for form in _feminine_forms(masculine):
        found = listed.get(form.casefold())
        if found is not None:
            return found
    return None


def masculine_family(feminine: str) -> str:
    """The man's form of a woman's family name (`nováková` -> `novák`, `hájková` -> `hájek`,
    `černá` -> `černý`, `svobodová` -> `svoboda`), in the case it is given: a listed one
    whose woman's form it is, else the stem less `-ová` with the `e` a cluster before `k`,
    `c` or `l` drops (`hájk` -> `hájek`). As it is where it is no woman's form. Lemmas come
    case-folded, as the tagger's are compared."""
    if feminine.endswith("ová") and len(feminine) > 4:
        stem = feminine[:-3]
        fleeting = stem[:-1] + "e" + stem[-1]
        candidates = [stem, stem + "a", fleeting]
        men = {name.casefold() for name in listed_names(FAMILY, "Masc", more=True)}
        for candidate in candidates:
            if candidate.casefold() in men:
                return candidate
        cluster = stem[-1] in _FLEETING_BEFORE and stem[-2:-1] not in _VOWELS
        return fleeting if cluster else stem
    if feminine.endswith("á") and len(feminine) > 2:
        return feminine[:-1] + "ý"
    return feminine


def _feminine_forms(masculine: str) -> list[str]:
    """The forms a man's family name may take for a woman, likeliest first."""
    if masculine.endswith("ý"):
        return [masculine[:-1] + "á"]
    forms = [masculine + "ová"]
    if masculine.endswith(("a", "e", "o")):
        forms.insert(0, masculine[:-1] + "ová")
    if len(masculine) > 3 and masculine[-2] == "e" and masculine[-1] in _FLEETING_BEFORE:
        forms.insert(0, masculine[:-2] + masculine[-1] + "ová")
    return forms


@cache
def _feminine_listed() -> dict[str, tuple[str, str, int]]:
    """The declinable women's family names, by their lemma case-folded."""
    return {item[0].casefold(): item for item in declinable(FAMILY, "Fem", False)}
