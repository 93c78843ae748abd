"""Czech surrogates in the original's case, number and gender.

The Czech pipeline reads each word of a name in its sentence (`Novákovi`: lemma `Novák`, dative,
singular, masculine, see `analyze/morphology.py`). A surrogate lemma of the same kind and
gender is drawn among the names `languages/cs_declension.py` declines exactly, and declined
into that case (`Dvořákovi`). The draw is seeded by the original's lemma, not its form, so
`Jan Novák` and `Jana Nováka` become `Petr Dvořák` and `Petra Dvořáka`, and a woman's family
name stays a woman's (`Eva Nováková` -> `Jana Horáková`). A country becomes a country, a
continent a continent, a town a town declined alike. The candidates of a lemma come in one
keyed order, the commonest lists first; each attempt (the one before was another entity's
surrogate) takes the next, so a large corpus uses the lists up before it falls back.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache, lru_cache
from typing import TypeVar

from babel import Locale
from faker import Faker

from pseudonymizer.analyze.morphology import Forms, WordForm
from pseudonymizer.detect.vocabulary import ordinary
from pseudonymizer.languages.countries import country_names
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
from pseudonymizer.languages.lexicon import geonames_cities
from pseudonymizer.languages.names import title_words
from pseudonymizer.replace.persons import PARTICLES, initial_for, initials_like, is_initials

GIVEN, FAMILY, TOWN, COUNTRY = "given", "family", "town", "country"
CONTINENT = "continent"  # and other parts of the world CLDR names: `Evropa`, `Polynésie`
_T = TypeVar("_T")
_Candidate = tuple[str, str, int]  # lemma, paradigm, 0 from the first lists or 1
_Tier = tuple[tuple[bool, ...], float]
_Shape = tuple[str | None, bool, bool]  # paradigm, a region in -sko, declined as an adjective
# How much later a candidate of the further lists comes: the first half of the order is all
# from the first lists.
_LATER = 0.5
# Words that join a town's name to where it lies (`Ústí nad Labem`, `Bělá pod Bezdězem`).
_JOINERS = ("nad", "pod")
_TITLES = title_words("cs")
# Written beside names: junior, senior, degrees as written in lower case or after the name.
_ABBREVIATIONS = frozenset(
    {"ml", "st", "dr", "ing", "mgr", "doc", "prof", "bc", "dis", "csc", "sv"}  # sv.: saint
)


def declined_name(
    original: str,
    forms: Forms,
    place: bool,
    seed: Callable[[str], int],
    attempt: int = 0,
    family: bool = False,
    nominative: bool = False,
) -> str | None:
    """`original` (a person's or, with `place`, a place's name) with each capitalized word
    replaced by a declined surrogate of the same form, and an initial by an initial;
    `seed(key)` orders the candidates for an original lemma, and each `attempt` (the one
    before was another entity's surrogate) takes the next. None where a word's form is
    unknown, is one no list declines (a plural person, a place of several words), or every
    candidate has been tried. A person's single word is a `family` name where the document
    says so (it ends another mention's name), else a given name if listed as one. With
    `nominative`, the same surrogate with each declined word in the nominative."""
    words = original.split(" ")
    if len(forms) != len(words):
        return None
    named = _named(words, place)
    first = named[0] if named else len(words)
    others = [i for i in range(len(words)) if i not in named and not is_initials(words[i])]
    if not place and any(
        not _kept(words[i], described=i < first, title=_title_place(words, i)) for i in others
    ):
        return None  # a name part in lower case (`Jan novák`): no word may stay as it is
    if not place and len(words) == 1 and forms[0] is not None:
        possessive = _possessive(words[0], forms[0], seed, attempt)
        if possessive is not None:
            return possessive
    # A place of several words is declined as a whole: in the nominative, all of it is.
    whole = tuple(replace(f, case="Nom") if f else None for f in forms) if nominative else forms
    if place and len(named) == 2 and named[1] == named[0] + 1:
        return _adjective_place(words, whole, named[0], seed, attempt)
    if place and len(words) > 2 and named[:1] == [0] and words[1].casefold() in _JOINERS:
        return _joined_place(words, whole, seed, attempt)
    if place and len(words) == 2 and named == [0] and words[1].isalpha():
        return _adjective_and_noun(words, whole, seed, attempt)
    if not named or (place and len(named) > 1):
        return None
    if place and len(words) > 1 and words[named[0]].endswith(("ý", "á", "é", "í")):
        return None  # an adjective is no town
    if not place:
        forms = _names_read(words, forms, named, family)
    gender = _gender(forms, named, place)
    if gender is None:
        return None
    # The words of a name share its case: the family name's, where the tagger gave a word none
    # (`Terezií`) or one the word may not be in (`Radku Pospíšilovi`: Radek's dative, read as
    # a vocative).
    shared = next((f.case for f in reversed(forms) if f is not None and f.case in CASES), None)
    if not place and len(named) > 1:
        shared = _given_case(words, forms, named, gender, shared)
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
        if place:  # the lemmatizer may miss a country (`Portugalskem`: `Portugalsk`)
            form = replace(form, lemma=_world_lemma(word, form.lemma))
        kind = _kind(form, gender, place, last, len(named), family)
        if kind == FAMILY and gender == "Fem" and form.lemma.endswith("ý"):
            # `Kratochvílová` alone is lemmatized `kratochvílový`: seeded as the woman's name
            # it is, it gets the surrogate `Simony Kratochvílové` gets.
            form = replace(form, lemma=form.lemma[:-1] + "á")
        case = "Nom" if nominative else _case(word, form, kind, gender, last)
        if case is None:
            return None
        # A person is one person (the tagger may read `Ireny` as a plural); a town may be
        # plural (`Pardubice`).
        plural = place and form.number == "Plur"
        own = form.lemma.casefold()  # the tagger lemmatizes `NOVÁK` as `NOVÁK`
        shape = _shape(form.lemma, _paradigm(kind, form.lemma, gender))
        letter = initial_for(_listed(GIVEN, gender), word[0], seed) if kind == GIVEN else ""
        ordered = _order_for(kind, gender, plural, own, letter, shape, seed(f"{kind}:{own}"))
        if attempt >= len(ordered):
            return None
        lemma, name, _ = ordered[attempt]
        replacement = decline(lemma, name, case, before_family=kind == GIVEN and not last)
        if word.isupper() and len(word) > 1:
            replacement = replacement.upper()
        out[position] = replacement + word[len(word.rstrip(",;:")) :]  # `Koubek,` keeps its comma
    return " ".join(out)


def name_key(original: str, forms: Forms, place: bool, family: bool = False) -> str | None:
    """The name as its lemmas, read as `declined_name` reads them (`Marku Hájkovi` and `Marek
    Hájek` are `marek hájek`, though the tagger lemmatizes the first `Marka Hájk`): what every
    case of one name shares, and two names do not. None where a word was not read."""
    words = original.split(" ")
    if len(forms) != len(words):
        return None
    named = _named(words, place)
    if not named or any(forms[position] is None for position in named):
        return None
    if not place:
        forms = _names_read(words, forms, named, family)
    lemmas = []
    for position in named:
        form = forms[position]
        assert form is not None
        lemma = _world_lemma(words[position], form.lemma) if place else form.lemma
        lemmas.append(lemma.casefold())
    return " ".join(lemmas)


def _named(words: list[str], place: bool) -> list[int]:
    """The positions of the words that are names: capitalized, no initial, and for a person
    no title or other word kept as it is."""
    return [
        i
        for i, word in enumerate(words)
        if word[:1].isupper()
        and not is_initials(word)
        and not (not place and _kept(word, title=_title_place(words, i)))
    ]


def _names_read(words: list[str], forms: Forms, named: list[int], family: bool) -> Forms:
    """The forms, with a name the tagger did not lemmatize to a listed one read as the one
    listed name it is a form of: a given name (`Jano`, lemma `jano`: Jana's vocative) if
    that can be in the family name's case (`Radku Pospíšilovi` is no Radka), a family name
    (`Svobodo`, lemma `Svobodo`: Svoboda's vocative); a word alone that is a `family` name
    only as one."""
    read = list(forms)
    last_form = forms[named[-1]] if len(named) > 1 else None
    for position in named:
        form = forms[position]
        if form is None or any(form.lemma in _listed(kind, g) for kind in _NAMES for g in _MF):
            continue
        last = position == named[-1]
        found = None
        if not last or (len(named) == 1 and not family):
            readings = list(_listed_forms(words[position], GIVEN))
            if last_form is not None:  # `Marku Hájkovi`: Marek's, not Marka's (the family's)
                readings = [
                    (lemma, gender, cases)
                    for lemma, gender, cases in readings
                    if last_form.case in cases
                    and (last_form.gender not in _MF or _gender_of(last_form) == gender)
                ]
            found = readings[0] if len(readings) == 1 else None
        if found is None and last:
            readings = _listed_forms(words[position], FAMILY)
            found = readings[0] if len(readings) == 1 else None
        if found is not None:
            lemma, gender, cases = found
            case = form.case if form.case in cases else cases[0]
            read[position] = WordForm(lemma, case, "Sing", gender)
    return tuple(read)


_NAMES = (GIVEN, FAMILY)
_MF: tuple[Gender, Gender] = ("Masc", "Fem")


def _given_case(
    words: list[str], forms: Forms, named: list[int], gender: Gender, shared: Case | None
) -> Case | None:
    """The case of a person's name: the family name's, unless the given name cannot be in it
    and the family name can be in the given name's (`Vladimír Galuška`: Galuška may be
    Galušek's genitive, Vladimír is no genitive; both are nominatives). A family name read
    as a form of a listed one keeps its case (`od Jiří Nováka`: Novák's genitive)."""
    first, last = named[0], named[-1]
    given, family = forms[first], forms[last]
    if given is None or given.case not in CASES or given.case == shared or shared is None:
        return shared
    if family is not None and any(family.lemma in _listed(FAMILY, g, True) for g in _MF):
        return shared
    if shared in readings(words[first], gender) or given.case not in readings(words[last], gender):
        return shared
    return given.case  # type: ignore[return-value]


_Reading = tuple[str, Gender, tuple[str, ...]]


def _listed_forms(word: str, kind: str) -> tuple[_Reading, ...]:
    """The listed names of `kind` that `word` is a form of, with the cases it is in."""
    return _forms_of_listed(kind).get(word, ())


@cache
def _forms_of_listed(kind: str) -> dict[str, tuple[_Reading, ...]]:
    """Every form of every listed name of `kind` -> the names it is a form of (lemma, gender,
    its cases there), women's after men's, in the lists' order: declining the lists once
    instead of once per word looked up."""
    found: dict[str, dict[tuple[str, Gender], list[str]]] = {}
    for gender in _MF:
        for lemma in _listed(kind, gender):
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


def _gender_of(form: WordForm) -> Gender:
    """A family name's gender: feminine where it is a woman's (`-ová`, `-á`)."""
    return "Fem" if form.lemma.endswith("á") else form.gender  # type: ignore[return-value]


def _adjective_place(
    words: list[str], forms: Forms, position: int, seed: Callable[[str], int], attempt: int
) -> str | None:
    """A place named by an adjective and a noun (`Uherském Hradišti`, `Českého Krumlova`) as
    another such town, the adjective agreeing with the noun in its case (`Nového Jičína`)."""
    first, noun = forms[position], forms[position + 1]
    if first is None or noun is None or noun.case is None:
        return None
    if not _adjectival(words[position], first):
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
    if noun.case not in CASES:
        return None
    key = seed(f"{TOWN}:{first.lemma} {noun.lemma}")
    drawn = _drawn(candidates, lambda c: ((), 0.0), key, attempt)
    if drawn is None:
        return None
    adj, name, kind = drawn
    case: Case = noun.case  # type: ignore[assignment]
    declined = adjective(adj, agreement, case)  # type: ignore[arg-type]
    if declined is None:
        return None
    out = list(words)
    out[position : position + 2] = [declined, decline(name, kind, case)]
    return " ".join(out)


def _kept(word: str, described: bool = False, title: bool = False) -> bool:
    """A word a person's name keeps as it is: a particle (`z`, `van`), a title where one
    stands (`Ing.`, see `_title_place`), an abbreviation like `ml.` (junior) or `DiS.`,
    punctuation, and, where the name is `described` (the word comes before it: `svatého
    Václava`, `lišky Bystroušky`), an ordinary word that no name list holds (a family name
    in lower case, `novák`, is still replaced)."""
    bare = word.rstrip(".,").casefold()
    if word in PARTICLES or (title and bare in _TITLES) or bare in _ABBREVIATIONS:
        return True
    if not any(char.isalpha() for char in word):
        return True  # `.`, `–`; not `s.r.o.`, which makes the name a company's
    return described and word.islower() and ordinary(word, "cs") and not _listed_name(word)


def _title_place(words: list[str], position: int) -> bool:
    """Whether a title may stand at `position`: among the words before the name, or after a
    comma (`Ing. Petr Novák`, `Petr Novák, Ing.`); never the name's last word, which is the
    family name even where it is a title too (`Jan Doktor`)."""
    if position == len(words) - 1 and position > 0 and not words[position - 1].endswith(","):
        return False
    before = words[:position]
    return all(w.rstrip(".,").casefold() in _TITLES for w in before) or (
        position > 0 and words[position - 1].endswith(",")
    )


@cache
def _listed_name(word: str) -> bool:
    name = word.capitalize()
    return any(
        name in _listed(kind, gender, more=True)
        for kind in (GIVEN, FAMILY)
        for gender in ("Masc", "Fem")
    )


# The endings of a possessive adjective made of a man's name (`Novákův dům`, `Novákova
# kniha`, `v Novákových plánech`), after the name.
_POSSESSIVE = re.compile(r"(ův|ov(?:a|o|y|u|ě|i|ou|ých|ým|ými|ém|ého|ému))", re.IGNORECASE)


def _possessive(word: str, form: WordForm, seed: Callable[[str], int], attempt: int) -> str | None:
    """A possessive adjective made of a man's name (`Müllerova`, lemma `Müllerův`) as the one
    made of his surrogate (`Bártova`), which the name alone also gets (it is seeded alike)."""
    ending = _POSSESSIVE.search(word)
    if ending is None or ending.end() != len(word) or ending.start() < 2:
        return None
    stem = word[: ending.start()]
    if form.lemma.casefold() not in {f"{stem}ův".casefold(), f"{stem}ový".casefold()}:
        return None  # `Hlava`, `Petrova` (a woman) are no possessives
    name = _possessor(stem.title() if stem.isupper() else stem)
    kind = GIVEN if name in _listed(GIVEN, "Masc") else FAMILY
    own = name.casefold()
    shape = _shape(name, _paradigm(kind, name, "Masc"))
    letter = initial_for(_listed(GIVEN, "Masc"), name[0], seed) if kind == GIVEN else ""
    # The order the name alone is drawn in, less the names no possessive is made of (`Černý`).
    ordered = _order_for(kind, "Masc", False, own, letter, shape, seed(f"{kind}:{own}"))
    usable = [c for c in ordered if c[1] not in ("mladý", "jarní")]
    if attempt >= len(usable):
        return None
    lemma, paradigm_name, _ = usable[attempt]
    # The possessive is made of the stem the genitive shows: Hájek, Hájka -> Hájkův.
    genitive = decline(lemma, paradigm_name, "Gen")
    value = genitive[:-1] + word[ending.start() :]
    return value.upper() if word.isupper() else value


def _possessor(stem: str) -> str:
    """The name a possessive's stem is made of: the stem itself (`Novák` of `Novákův`), or the
    listed name whose genitive shows it (`Hájek` of `Hájkův`, `Kučera` of `Kučerův`, `Zdeněk`
    of `Zdeňkův`); an unlisted stem in a consonant and -k drops an `e` (`Kouřímek`)."""
    hard = {"ď": "d", "ť": "t", "ň": "n"}
    candidates = [stem, stem + "a", stem[:-1] + "ek"]
    if stem[-2:-1] in hard:
        candidates.append(stem[:-2] + hard[stem[-2]] + "ěk")
    listed = {*_listed(GIVEN, "Masc", True), *_listed(FAMILY, "Masc", True)}
    found = next((c for c in candidates if c in listed), None)
    if found is not None:
        return found
    return candidates[2] if stem[-1:] == "k" and stem[-2:-1] not in "aeiouyáéíóúůý" else stem


# The endings of an adjective's cases, by which a word the lemmatizer left as it is
# (`Bílých`, `Mladou`) still reads as one.
_ADJECTIVAL = ("ých", "ými", "ým", "ého", "ému", "ém", "ou", "ý", "á", "é", "í")


def _adjectival(word: str, form: WordForm) -> bool:
    """Whether `word` is an adjective, possessive ones included (`Cookových`, lemma `Cookův`)."""
    return form.lemma[-1:] in "ýáéí" or form.lemma.endswith("ův") or word.endswith(_ADJECTIVAL)


def _adjective_and_noun(
    words: list[str], forms: Forms, seed: Callable[[str], int], attempt: int
) -> str | None:
    """A place named by an adjective and a common noun (`České republiky`, `Bílou horu`) with
    another adjective agreeing in the noun's case, the noun kept: a country's adjective
    where CLDR names one with that noun (`Dominikánské republiky`), else a town's (`Horní`)."""
    first, noun = forms
    if first is None or noun is None or noun.case not in CASES:
        return None
    if not _adjectival(words[0], first):
        return None  # `Jana domu` is no place's name
    agreement = "Plur" if noun.number == "Plur" else noun.gender
    case: Case = noun.case  # type: ignore[assignment]
    if agreement is None:
        return None
    countries = [
        adj for adj, name in _two_word_countries() if name.casefold() == noun.lemma.casefold()
    ]
    towns = sorted(
        {
            adj
            for adj, _, kind in _two_word_towns()
            if (kind in PLURALS if agreement == "Plur" else GENDERS[kind] == agreement)
        }
    )
    declined = []
    for adj in countries or towns:
        value = adjective(adj, agreement, case)
        if value is not None and value.casefold() != words[0].casefold():
            declined.append(value)
    key = seed(f"{TOWN}:{first.lemma} {noun.lemma}")
    drawn = _drawn(declined, lambda c: ((), 0.0), key, attempt)
    if drawn is None:
        return None
    return f"{drawn.upper() if words[0].isupper() else drawn} {words[1]}"


def _joined_place(
    words: list[str], forms: Forms, seed: Callable[[str], int], attempt: int
) -> str | None:
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
    key = seed(f"{TOWN}:{first.lemma}:{words[1]}")
    drawn = _drawn(candidates, lambda c: ((), 0.0), key, attempt)
    if drawn is None:
        return None
    town, name = drawn
    head, tail = town.split(" ", 1)
    value = f"{decline(head, name, first.case)} {tail}"  # type: ignore[arg-type]
    return value.upper() if "".join(words).isupper() else value  # `TÝNIŠTĚ NAD ORLICÍ`


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
def _two_word_countries() -> tuple[tuple[str, str], ...]:
    """CLDR's Czech names of countries made of an adjective and a noun, as (adjective, noun):
    (`Dominikánská`, `republika`), (`Nový`, `Zéland`)."""
    pairs = (name.split(" ") for name in country_names("cs"))
    return tuple(sorted((parts[0], parts[1]) for parts in pairs if len(parts) == 2))


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
    # No person is neuter: the tagger's neuter (`Novákem`) is a man's instrumental.
    genders = {"Masc" if form.gender == "Neut" else form.gender for form in known}
    if len(genders) == 1 and genders <= {"Masc", "Fem"}:
        return genders.pop()  # type: ignore[return-value]
    for form in known:
        for gender in ("Masc", "Fem"):
            if form.lemma in _listed(GIVEN, gender):
                return gender
    # A given name no list holds (`Otto`, `Gordon`): the family name's gender (`Wagnerovi`).
    family = "Masc" if known[-1].gender == "Neut" else known[-1].gender
    return family if family in ("Masc", "Fem") else None  # type: ignore[return-value]


def _kind(form: WordForm, gender: Gender, place: bool, last: bool, count: int, family: bool) -> str:
    """A place is a country if CLDR names it one, else a town. A person's last word is the
    family name; a single word is a given name only if listed as one, and not `family`."""
    if place:
        if form.lemma in _countries():
            return COUNTRY
        return CONTINENT if form.lemma in _continents() else TOWN
    if count > 1:
        return FAMILY if last else GIVEN
    return GIVEN if form.lemma in _listed(GIVEN, gender) and not family else FAMILY


def _case(word: str, form: WordForm, kind: str, gender: Gender, last: bool) -> Case | None:
    """The pipeline's case where some paradigm of the gender makes `word` in it; else the first
    case in which the original's own paradigm makes it (the tagger read `Svobodu` as a
    genitive, which no masculine name is); a given name before the family name may be in the
    short dative (`Radku Pospíšilovi`). A person the tagger reads as plural is one only if
    no singular case makes the word (`Ireny` is Irena's genitive; `Novákovi`, the family, is
    no surrogate's)."""
    case: Case = form.case if form.case in CASES else "Nom"  # type: ignore[assignment]
    person = kind in (GIVEN, FAMILY)
    if not person and form.number == "Plur" and form.case in CASES:
        return case  # a plural town's (`Karavanky`) are no forms of its singular lemma's
    found = _paradigm(kind, form.lemma, gender)
    if found is not None and GENDERS.get(found, gender) != gender:
        found = None  # `Kopisty`, a masculine plural, is no form of a feminine `Kopista`
    own = [] if found is None else [c for c in CASES if decline(form.lemma, found, c) == word]
    if person and form.number == "Plur":
        return own[0] if own else None
    if not own or case in own or case in readings(word, gender, place=not person):
        return case
    if person and not last and case in ("Dat", "Loc") and word.endswith(("u", "i")):
        return case  # the short form before a family name (`Radku Pospíšilovi`)
    return own[0]


def _paradigm(kind: str, lemma: str, gender: Gender) -> str | None:
    if kind in (TOWN, COUNTRY, CONTINENT):
        return paradigm(lemma, place=True, country=kind != TOWN)
    return person_paradigm(lemma, gender)


@cache
def _declinable(kind: str, gender: Gender, plural: bool) -> tuple[tuple[str, str, int], ...]:
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
            names = _countries(pool=True) if kind == COUNTRY else _continents()
        else:
            names = _listed(kind, gender, more)
        for lemma in names:
            name = _paradigm(kind, lemma, gender)
            if name is None or GENDERS[name] != gender or (name in PLURALS) != plural:
                continue
            opposite = "Fem" if gender == "Masc" else "Masc"
            if name == "předseda" or lemma in _listed(GIVEN, opposite):
                continue
            if kind == FAMILY and lemma in _listed(GIVEN, gender, more):
                continue  # `Marek`, `Tomáš`: a family surrogate that reads as a given name
            found[lemma] = (lemma, name, rank)
    return tuple(found[lemma] for lemma in sorted(found))


def _drawn(
    candidates: Sequence[_T],
    tier: Callable[[_T], tuple[tuple[bool, ...], float]],
    seed: int,
    attempt: int,
) -> _T | None:
    """The `attempt`-th candidate in the keyed order (`_ordered`), None once all have been
    tried."""
    ordered = _ordered(candidates, tier, seed)
    return ordered[attempt] if attempt < len(ordered) else None


@lru_cache(maxsize=8192)
def _order_for(
    kind: str,
    gender: Gender,
    plural: bool,
    own: str,
    letter: str,
    shape: _Shape,
    seed: int,
) -> tuple[_Candidate, ...]:
    """The keyed order of the declinable names of `kind` for the original lemma `own` (less
    `own` itself), kept: a corpus that has used up the commonest names walks past them
    attempt by attempt, and each attempt must not sort the lists anew."""
    pool = [c for c in _declinable(kind, gender, plural) if c[0].casefold() != own]
    return tuple(_ordered(pool, _fit(letter, shape), seed))


def _ordered(
    candidates: Sequence[_T], tier: Callable[[_T], tuple[tuple[bool, ...], float]], seed: int
) -> list[_T]:
    """`candidates` in an order `seed` shuffles within each tier (lower first): each further
    attempt gets one not tried before, the best-fitting used up first. A tier's handicap (0
    to 1) puts a candidate later on average, not after all others: a corpus that has used up
    the Czech names reaches the Slovak ones within the attempts it has."""
    rng = random.Random(seed)

    def key(candidate: _T) -> tuple[tuple[bool, ...], float]:
        fit, handicap = tier(candidate)
        return fit, rng.random() + handicap

    return sorted(candidates, key=key)


def _fit(letter: str, shape: _Shape) -> Callable[[_Candidate], _Tier]:
    """The tier of a candidate (lemma, paradigm, rank): an initial and its given name map to
    one letter (`M.`, `Maria`); a name declined as an adjective becomes one declined so too,
    and a noun a noun (`Vídeň` is no `Rudná`, `Klíma` no `Hrubý`), one declined alike first;
    a region in -sko becomes one in -sko; the further lists come later."""

    def tier(candidate: _Candidate) -> _Tier:
        own = _shape(candidate[0], candidate[1])
        fit = (not candidate[0].startswith(letter), own[2] != shape[2], own != shape)
        return fit, _LATER * candidate[2]

    return tier


def _shape(lemma: str, name: str | None) -> _Shape:
    """What a surrogate should share with a lemma beyond gender and number: the paradigm
    (`Ostrava` is no `Blatná`), a region's or country's ending in -sko/-cko, and whether it
    is declined as an adjective (by its paradigm, or its ending where none declines it)."""
    adjectival = name.startswith(("mlad", "jarn")) if name else lemma.endswith(("ý", "á", "é"))
    return name, lemma.endswith(("sko", "cko")), adjectival


@cache
def _listed(kind: str, gender: str, more: bool = False, words: int = 1) -> tuple[str, ...]:
    """Faker's Czech (with `more`, also Slovak) names of `kind`; for towns, GeoNames' Czech
    towns of over 5,000 people (with `more`, of over 1,000, and Faker's small ones), of as
    many `words`."""
    if kind == TOWN:
        cities = geonames_cities(1000 if more else 5000)
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
    names = [name for name in country_names("cs") if name.isalpha()]
    if pool:
        names = [n for n in names if not n.endswith("o") or n.endswith(("sko", "cko"))]
    return tuple(names)


@cache
def _continents() -> tuple[str, ...]:
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


def _world_lemma(word: str, lemma: str) -> str:
    """`lemma`, or the country or continent `word` is a form of where the lemmatizer missed
    it (`Portugalskem`, lemmatized `Portugalsk`; `ŘECKEM`)."""
    if lemma in _countries() or lemma in _continents():
        return lemma
    return _world_forms().get(word.casefold(), lemma)


@cache
def _world_forms() -> dict[str, str]:
    """Every case form (case-folded) of the countries and continents this module declines,
    with its lemma."""
    forms = {}
    for lemma in (*_countries(), *_continents()):
        name = paradigm(lemma, place=True, country=True)
        for case in CASES if name is not None else ():
            forms.setdefault(decline(lemma, name, case).casefold(), lemma)
    return forms
