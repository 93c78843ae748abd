"""What the tagger read of a Czech name, corrected where it cannot be so: which words are
names, of which kind (given, family, town, country), gender and case. The small pipeline reads
many names in a case their paradigm cannot make (`Svobodu` as a genitive), lemmatizes others to
no listed name (`Jano`), or reads a man as a woman; the lists and paradigms decide then.
"""

from __future__ import annotations

from dataclasses import replace

from pseudonymizer.lexicon.inflection.cs.declension import (
    CASES,
    GENDERS,
    Case,
    Gender,
    decline,
    person_paradigm,
    readings,
)
from pseudonymizer.lexicon.inflection.cs.families import family_plural_reading, family_reading
from pseudonymizer.lexicon.inflection.cs.lists import (
    CONTINENT,
    COUNTRY,
    FAMILY,
    GIVEN,
    MF,
    NAMES,
    TOWN,
    continents,
    countries,
    listed_forms,
    listed_name,
    listed_names,
    paradigm_of,
)
from pseudonymizer.lexicon.inflection.cs.possessives import possessive_stem
from pseudonymizer.lexicon.substitutes import PARTICLES, is_initials
from pseudonymizer.lexicon.titles import title_words
from pseudonymizer.lexicon.vocabulary import ordinary
from pseudonymizer.model import Forms, WordForm

# Written beside names: junior, senior, degrees as written in lower case or after the name.
_ABBREVIATIONS = frozenset(
    {"ml", "st", "dr", "ing", "mgr", "doc", "prof", "bc", "dis", "csc", "sv"}  # sv.: saint
)


def named_positions(words: list[str], place: bool) -> list[int]:
    """The positions of the words that are names: capitalized, no initial, and for a person
    no title or other word kept as it is."""
    return [
        i
        for i, word in enumerate(words)
        if word[:1].isupper()
        and not is_initials(word)
        and not (not place and kept(word, title=title_place(words, i)))
    ]


def names_read(
    words: list[str], forms: Forms, named: list[int], family: bool, gender: Gender | None = None
) -> Forms:
    """The forms, with a name the tagger did not lemmatize to a listed one read as the one
    listed name it is a form of: a given name (`Jano`, lemma `jano`: Jana's vocative) if
    that can be in the family name's case (`Radku Pospíšilovi` is no Radka), a family name
    (`Svobodo`, lemma `Svobodo`: Svoboda's vocative); a word alone that is a `family` name
    only as one. A family name no list holds is read by the declension, in the `gender` a
    title gives a name alone (`families.py`: `Vondráškem` is Vondrášek's), and a family
    name alone that is no singular of its lemma as its family in the plural (`Novákových`).
    A possessive stays one (`Novákova`, lemma `Novákův`), unless it is written as a family
    in the plural is (`s Kubíčkovými`, lemma `Kubíčkův`). A listed lemma the word is no form
    of in the case read is read again as the listed name it is one of there (`Petra`,
    lemmatized Petr, in the nominative: Petra, a woman)."""
    read = list(forms)
    last_form = forms[named[-1]] if len(named) > 1 else None
    for position in named:
        form = forms[position]
        if form is None:
            continue
        last = position == named[-1]
        alone = len(named) == 1
        if possessive_stem(words[position], form.lemma):
            # `Novákova kniha`: a possessive; `s Kubíčkovými`, the family, written as one.
            read[position] = (
                family_plural_reading(words[position], form) if alone else None
            ) or form
            continue
        listed = any(form.lemma in listed_names(kind, g) for kind in NAMES for g in MF)
        if listed and form.case == "Voc" and words[position] == form.lemma:
            # (`Petra, pojď sem`: a listed name's nominative spoken to, as Czech speaks so
            # too; the place of address read the vocative.)
            read[position] = WordForm(form.lemma, "Nom", form.number, form.gender)
            continue
        if listed:
            plural = family_plural_reading(words[position], form) if alone else None
            read[position] = plural or form
            if plural is not None or _its_form(words[position], form):
                continue
        found = None
        if not last or (len(named) == 1 and not family):
            given_readings = list(listed_forms(words[position], GIVEN))
            if last_form is not None:  # `Marku Hájkovi`: Marek's, not Marka's (the family's)
                # (In the family name's case as read, or in one the family name may be in
                # too, where its form is several cases': `Kristýnu Novákovou`, read as an
                # instrumental, is the accusative both may be.)
                family_word = words[named[-1]]
                given_readings = [
                    (lemma, sex, cases)
                    for lemma, sex, cases in given_readings
                    if (last_form.case in cases or not readings(family_word, sex).isdisjoint(cases))
                    and (last_form.gender not in MF or gender_of(last_form) == sex)
                ]
            found = _one(given_readings, form)
        if found is None and last:
            found = _one(list(listed_forms(words[position], FAMILY)), form)
        if found is not None and listed and (found[0], found[1]) == (form.lemma, gender_of(form)):
            continue  # the lemma the tagger read, in another case: `case_of` tells which
        if found is not None:
            lemma, found_gender, cases = found
            case = form.case if form.case in cases else cases[0]
            read[position] = WordForm(lemma, case, "Sing", found_gender)
        elif last and not listed:
            titled = gender if alone else None
            read[position] = family_reading(words[position], form, titled) or form
    return tuple(read)


def _its_form(word: str, form: WordForm) -> bool:
    """Whether `word` is its lemma's form in the case the tagger read, as the lemma's
    paradigm of either gender declines it (not `Petra`, read as Petr in the nominative: a
    woman's name), or the tagger read no case to check."""
    if form.case not in CASES:
        return True
    return any(
        decline(form.lemma, name, form.case) == word  # type: ignore[arg-type]
        for name in (person_paradigm(form.lemma, g) for g in MF)
        if name is not None
    )


def _one(
    readings: list[tuple[str, Gender, tuple[str, ...]]], form: WordForm
) -> tuple[str, Gender, tuple[str, ...]] | None:
    """The one reading of a word as a listed name, where it has one, or one in the case the
    tagger read (`Petra` in the nominative: Petra's, not Petr's genitive)."""
    if len(readings) > 1:
        readings = [reading for reading in readings if form.case in reading[2]]
    return readings[0] if len(readings) == 1 else None


def given_case(
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
    if (
        shared not in readings(words[first], gender)
        and given.case in readings(words[last], gender)
        and (family is None or _its_form(words[last], replace(family, case=given.case)))
    ):
        # (`Kristýnu Novákovou`: no given name's instrumental, and both an accusative, as
        # the listed family name's paradigm declines it; not `od Jiří Nováka`, no nominative.)
        return given.case  # type: ignore[return-value]
    if family is not None and any(family.lemma in listed_names(FAMILY, g, True) for g in MF):
        return shared
    if shared in readings(words[first], gender) or given.case not in readings(words[last], gender):
        return shared
    return given.case  # type: ignore[return-value]


def gender_of(form: WordForm) -> Gender:
    """A family name's gender: feminine where it is a woman's (`-ová`, `-á`)."""
    return "Fem" if form.lemma.endswith("á") else form.gender  # type: ignore[return-value]


def kept(word: str, described: bool = False, title: bool = False) -> bool:
    """A word a person's name keeps as it is: a particle (`z`, `van`), a title where one
    stands (`Ing.`, see `title_place`), an abbreviation like `ml.` (junior) or `DiS.`,
    punctuation, and, where the name is `described` (the word comes before it: `svatého
    Václava`, `lišky Bystroušky`), an ordinary word that no name list holds (a family name
    in lower case, `novák`, is still replaced)."""
    bare = word.rstrip(".,").casefold()
    if word in PARTICLES or (title and bare in title_words("cs")) or bare in _ABBREVIATIONS:
        return True
    if not any(char.isalpha() for char in word):
        return True  # `.`, `–`; not `s.r.o.`, which makes the name a company's
    return described and word.islower() and ordinary(word, "cs") and not listed_name(word)


def title_place(words: list[str], position: int) -> bool:
    """Whether a title may stand at `position`: among the words before the name, or after a
    comma (`Ing. Petr Novák`, `Petr Novák, Ing.`); never the name's last word, which is the
    family name even where it is a title too (`Jan Doktor`)."""
    if position == len(words) - 1 and position > 0 and not words[position - 1].endswith(","):
        return False
    before = words[:position]
    return all(w.rstrip(".,").casefold() in title_words("cs") for w in before) or (
        position > 0 and words[position - 1].endswith(",")
    )


def name_gender(forms: Forms, named: list[int], place: bool) -> Gender | None:
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
            if form.lemma in listed_names(GIVEN, gender):
                return gender
    # A given name no list holds (`Otto`, `Gordon`): the family name's gender (`Wagnerovi`).
    family = "Masc" if known[-1].gender == "Neut" else known[-1].gender
    return family if family in ("Masc", "Fem") else None  # type: ignore[return-value]


def kind_of(
    form: WordForm,
    gender: Gender,
    place: bool,
    last: bool,
    count: int,
    family: bool,
    given: bool = False,
) -> str:
    """A place is a country if CLDR names it one, else a town. A person's last word is the
    family name; a single word is a given name where listed as one or said to be one
    (`given`: a chat's speaker, a nickname: `Kuba`, `Bára`), and not `family`."""
    if place:
        if form.lemma in countries():
            return COUNTRY
        return CONTINENT if form.lemma in continents() else TOWN
    if count > 1:
        return FAMILY if last else GIVEN
    return GIVEN if (given or form.lemma in listed_names(GIVEN, gender)) and not family else FAMILY


def case_of(word: str, form: WordForm, kind: str, gender: Gender, last: bool) -> Case | None:
    """The pipeline's case where some paradigm of the gender makes `word` in it; else the first
    case in which the original's own paradigm makes it (the tagger read `Svobodu` as a
    genitive, which no masculine name is); a given name before the family name may be in the
    short dative (`Radku Pospíšilovi`). A person the tagger reads as plural is one only if
    no singular case makes the word (`Ireny` is Irena's genitive; `Novákovi`, the family, is
    no surrogate's). A place read as a vocative where it is also its nominative is in the
    nominative: a letter names its town, it does not call it."""
    case: Case = form.case if form.case in CASES else "Nom"  # type: ignore[assignment]
    person = kind in (GIVEN, FAMILY)
    if not person and form.number == "Plur" and form.case in CASES:
        return case  # a plural town's (`Karavanky`) are no forms of its singular lemma's
    found = paradigm_of(kind, form.lemma, gender)
    if found is not None and GENDERS.get(found, gender) != gender:
        found = None  # `Kopisty`, a masculine plural, is no form of a feminine `Kopista`
    own = [] if found is None else [c for c in CASES if decline(form.lemma, found, c) == word]
    if person and form.number == "Plur":
        return own[0] if own else None
    if not person and case == "Voc" and ("Nom" in own or word == form.lemma):
        return "Nom"  # a town is named, not called: `..., Olomouc` after an address's comma
    if not own or case in own or case in readings(word, gender, place=not person):
        return case
    if person and not last and case in ("Dat", "Loc") and word.endswith(("u", "i")):
        return case  # the short form before a family name (`Radku Pospíšilovi`)
    return own[0]
