"""A Czech family name no list holds, read by the declension, and a family in the plural.

The small pipeline lemmatizes one unlisted family name three ways in one letter (`pane
Vondrášku`: `Vondráška`, `s panem Vondráškem`: `Vondrášk`, `pan Vondrášek`: `Vondrášek`), and
each lemma would be another person with another surrogate. Read here, every case of the name
has one lemma: among the lemmas a paradigm makes the word of in the case and gender the
tagger read (after `pane`, the vocative, a man's), a name some list holds first (`Frank`, not
`Franek`, of `Frankovi`), then a man's name in `-ek` whose `e` drops (`Vondrášek`) before the
consonant cluster a lemmatizer leaves (`Vondrášk`), then the tagger's own lemma, then the
likeliest paradigm. A family in the plural (`Kubíčkovi přijedou`, `s Kubíčkovými`, `u
Černých`) is read as its man's family name, in the plural: one family name, one surrogate
family name.
"""

from __future__ import annotations

from collections.abc import Iterable

from pseudonymizer.lexicon.inflection.cs.declension import (
    CASES,
    Gender,
    decline,
    family_plurals_of,
    paradigms_of,
    person_paradigm,
)
from pseudonymizer.lexicon.inflection.cs.lists import FAMILY, GIVEN, MF, listed_names
from pseudonymizer.lexicon.names import family_names
from pseudonymizer.model import WordForm

# The paradigms a name is read by where its form leaves the lemma open, likeliest first:
# `Kučerovi` is Kučer's before Kučera's where neither is listed nor lemmatized.
_LIKELIEST = ("pán-ek", "pán-ěk", "pán", "muž", "mladý", "jarní", "předseda", "mladá", "žena")
_FLEETING = ("pán-ek", "pán-ěk")

# A lemma, its paradigm, the cases the word is in there, its gender and number.
_Candidate = tuple[str, str, tuple[str, ...], Gender, str]


def known_family(lemma: str) -> bool:
    """Whether a name is a family name of the Czech lists or of any list Faker has."""
    return any(lemma in listed_names(FAMILY, g) for g in MF) or lemma.capitalize() in family_names()


def family_reading(word: str, form: WordForm, gender: Gender | None = None) -> WordForm | None:
    """The reading of the family name `word`, which the tagger read as `form`, by the
    declension (see above), in the case read and the `gender` a title gives, else the
    tagger's. A man's name may be his family's plural, where no singular is in the case
    read. None where the tagger read no case, or no paradigm makes the word in it: the
    tagger's reading stands."""
    case = form.case
    if case not in CASES:
        return None  # a name the tagger cannot read (`Gascoigne`) is no Czech name
    singular = [c for c in _singular(word, gender or _gender(form)) if case in c[2]]
    # A name the tagger takes for its own lemma is no plural (`pan Janů`, a name in -ů).
    plural = _plural(word) if form.lemma.casefold() != word.casefold() else []
    for tier in (singular, [c for c in plural if case in c[2]]):
        if tier:
            lemma, _, _, found, number = likeliest(tier, form.lemma)
            return WordForm(lemma, case, number, found)
    return None


def family_plural_reading(word: str, form: WordForm) -> WordForm | None:
    """`word` read as a family in the plural (`Novákových`, though lemmatized `Novák`), where
    no singular of its tagger's lemma it is; None where it is one, the lemma itself (`Janů`,
    a family name of its own), or no family's plural."""
    if word.casefold() == form.lemma.casefold() or any(
        _singular_of(form.lemma, g, word) for g in MF
    ):
        return None
    plural = _plural(word)
    if not plural:
        return None
    lemma, _, cases, gender, number = likeliest(plural, form.lemma)
    case = form.case if form.case in cases else cases[0]
    return WordForm(lemma, case, number, gender)


def is_family_plural(word: str, form: WordForm) -> bool:
    """Whether `form` reads `word` as a family in the plural (`family_reading`)."""
    return form.number == "Plur" and any(
        lemma == form.lemma and form.case in cases for lemma, _, cases in family_plurals_of(word)
    )


def likeliest(candidates: Iterable[_Candidate], read: str) -> _Candidate:
    """The likeliest of one word's readings (see above); `read` is the tagger's lemma."""
    found = list(candidates)
    listed = [c for c in found if known_family(c[0]) or _given(c[0])]
    if listed:
        return listed[0]
    fleeting = {decline(c[0], c[1], "Gen") for c in found if c[1] in _FLEETING}
    plausible = [c for c in found if not (c[1] == "pán" and decline(c[0], c[1], "Gen") in fleeting)]
    own = [c for c in plausible if c[0].casefold() == read.casefold()]
    if own:
        return own[0]
    return min(plausible, key=lambda c: _LIKELIEST.index(c[1]) if c[1] in _LIKELIEST else 99)


def _singular(word: str, gender: Gender) -> list[_Candidate]:
    found: dict[tuple[str, str], _Candidate] = {}
    for lemma, name in paradigms_of(word, gender):
        cases = tuple(c for c in CASES if decline(lemma, name, c) == word)
        found.setdefault((lemma, name), (lemma, name, cases, gender, "Sing"))
    return list(found.values())


def _plural(word: str) -> list[_Candidate]:
    """The men's family names whose family `word` is, less a given name only (`Petrových`
    is Petr's, a possessive)."""
    return [
        (lemma, name, cases, "Masc", "Plur")
        for lemma, name, cases in family_plurals_of(word)
        if known_family(lemma) or not _given(lemma)
    ]


def _singular_of(lemma: str, gender: Gender, word: str) -> bool:
    paradigm = person_paradigm(lemma, gender)
    return paradigm is not None and any(decline(lemma, paradigm, c) == word for c in CASES)


def _given(lemma: str) -> bool:
    return any(lemma in listed_names(GIVEN, g, True) for g in MF)


def _gender(form: WordForm) -> Gender:
    """The tagger's gender of a name: a neuter is a man's (`Novákem`)."""
    return "Fem" if form.gender == "Fem" else "Masc"
