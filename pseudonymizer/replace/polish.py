"""Polish surrogates in the original's inflected form, through Morfeusz 2.

Each word of a person's or place's name is analysed (`Kowalskiego`: a family name,
`subst:sg:gen.acc:m1`); a surrogate lemma of the same name class and gender is drawn from
Faker's Polish lists, and Morfeusz's generator gives its form with the same tag (`Nowaka`). A
lemma without that form is passed over for the next. The draw is seeded by the original's
lemma, not its form, so `Jan Kowalski` and `Jana Kowalskiego` become `Piotr Nowak` and `Piotra
Nowaka`: the same person in two cases.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

from faker.providers.address.pl_PL import Provider as Places
from faker.providers.person.pl_PL import Provider as People

from pseudonymizer.analyze.polish import analyse, morfeusz, strip_homonym

GIVEN, FAMILY, PLACE = "imię", "nazwisko", "nazwa_geograficzna"
# How many lemmas are tried for a form before the word is given up (left to the caller).
MAX_LEMMAS = 300
# Feminine family names of the -ski type are their own lemmas in SGJP (`Kowalska`).
_FEMININE_ENDINGS = (("ski", "ska"), ("cki", "cka"), ("dzki", "dzka"))


def inflected_name(
    original: str, classes: tuple[str, ...], seed: Callable[[str], int]
) -> str | None:
    """`original` (words of a name) with each word replaced by a surrogate of its name class
    (`classes`, in order of preference) in the same form; `seed(lemma)` seeds the draw for an
    original lemma. None when a word has no reading of these classes or no surrogate with its
    form."""
    words = original.split(" ")
    out = []
    for position, word in enumerate(words):
        if not word[:1].isupper():
            out.append(word)  # `nad` in `Ostrów nad Wisłą`
            continue
        preferred = _preferred(classes, position, len(words))
        replacement = _word(word, preferred, seed)
        if replacement is None:
            return None
        out.append(replacement.upper() if word.isupper() and len(word) > 1 else replacement)
    return " ".join(out)


def expanded(tag: str) -> frozenset[str]:
    """A Morfeusz tag with its alternatives spelled out: `subst:sg:nom.voc:m1` ->
    {`subst:sg:nom:m1`, `subst:sg:voc:m1`}."""
    tags = [""]
    for field in tag.split(":"):
        tags = [f"{t}:{value}" if t else value for t in tags for value in field.split(".")]
    return frozenset(tags)


def _preferred(classes: tuple[str, ...], position: int, count: int) -> tuple[str, ...]:
    """For a person, the last word is first of all a family name, the others given names."""
    if classes != (GIVEN, FAMILY):
        return classes
    return (FAMILY, GIVEN) if position == count - 1 else (GIVEN, FAMILY)


def _word(word: str, classes: tuple[str, ...], seed: Callable[[str], int]) -> str | None:
    readings = analyse(word)
    for name_class in classes:
        for reading in readings:
            if name_class not in reading.name_classes:
                continue
            target = expanded(reading.tag)
            gender = reading.tag.split(":")[-1].split(".")[0]
            lemmas = list(_lemmas(name_class, gender))
            random.Random(seed(f"{name_class}:{reading.lemma}")).shuffle(lemmas)
            for lemma in lemmas[:MAX_LEMMAS]:
                if lemma == reading.lemma:
                    continue
                form = _form(lemma, name_class, target)
                if form is not None:
                    return form
    return None


@cache
def _lemmas(name_class: str, gender: str) -> tuple[str, ...]:
    """Candidate lemmas, one word each: Morfeusz inflects words, and a surrogate keeps the
    original's number of words."""
    return tuple(name for name in _listed(name_class, gender) if name.isalpha())


def _listed(name_class: str, gender: str) -> tuple[str, ...]:
    if name_class == GIVEN:
        return tuple(People.first_names_female if gender == "f" else People.first_names_male)
    if name_class == FAMILY:
        unisex = tuple(People.unisex_last_names)
        if gender != "f":
            return tuple(People.male_last_names) + unisex
        return tuple(_feminine(name) for name in People.male_last_names) + unisex
    return tuple(Places.cities)


def _feminine(name: str) -> str:
    for masculine, feminine in _FEMININE_ENDINGS:
        if name.endswith(masculine):
            return name[: -len(masculine)] + feminine
    return name


def _form(lemma: str, name_class: str, target: frozenset[str]) -> str | None:
    for orth, tags, classes in _forms(lemma):
        if name_class in classes and tags & target:
            return orth
    return None


@cache
def _forms(lemma: str) -> tuple[tuple[str, frozenset[str], tuple[str, ...]], ...]:
    """Every form Morfeusz generates for `lemma` (any homonym), with its expanded tags."""
    return tuple(
        (orth, expanded(tag), tuple(classes))
        for orth, generated, tag, classes, _qualifiers in morfeusz().generate(lemma)
        if strip_homonym(generated) == lemma
    )
