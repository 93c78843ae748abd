"""Czech places of several words, replaced as a whole by another of the same build: an
adjective and a noun (`Uherském Hradišti` -> `Novém Jičíně`, `České republiky` ->
`Dominikánské republiky`), a town and where it lies (`Ústí nad Labem` -> `Bakov nad Jizerou`).
"""

from __future__ import annotations

from collections.abc import Callable

from pseudonymizer.casing import cased_like
from pseudonymizer.lexicon.inflection.cs.declension import (
    CASES,
    GENDERS,
    PLURALS,
    Case,
    adjective,
    decline,
)
from pseudonymizer.lexicon.inflection.cs.lists import (
    TOWN,
    joined_towns,
    two_word_countries,
    two_word_towns,
)
from pseudonymizer.lexicon.inflection.cs.orders import drawn_at
from pseudonymizer.model import Forms, WordForm


def adjective_place(
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
        for adj, name, kind in two_word_towns()
        if (GENDERS[kind] == agreement or (plural and kind in PLURALS))
        and (kind in PLURALS) == plural
        and name.casefold() != noun.lemma.casefold()
    ]
    if noun.case not in CASES:
        return None
    key = seed(f"{TOWN}:{first.lemma} {noun.lemma}")
    drawn = drawn_at(candidates, lambda c: ((), 0.0), key, attempt)
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


# The endings of an adjective's cases, by which a word the lemmatizer left as it is
# (`Bílých`, `Mladou`) still reads as one.
_ADJECTIVAL = ("ých", "ými", "ým", "ého", "ému", "ém", "ou", "ý", "á", "é", "í")


def _adjectival(word: str, form: WordForm) -> bool:
    """Whether `word` is an adjective, possessive ones included (`Cookových`, lemma `Cookův`)."""
    return form.lemma[-1:] in "ýáéí" or form.lemma.endswith("ův") or word.endswith(_ADJECTIVAL)


def adjective_and_noun(
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
        adj for adj, name in two_word_countries() if name.casefold() == noun.lemma.casefold()
    ]
    towns = sorted(
        {
            adj
            for adj, _, kind in two_word_towns()
            if (kind in PLURALS if agreement == "Plur" else GENDERS[kind] == agreement)
        }
    )
    declined = []
    for adj in countries or towns:
        value = adjective(adj, agreement, case)
        if value is not None and value.casefold() != words[0].casefold():
            declined.append(value)
    key = seed(f"{TOWN}:{first.lemma} {noun.lemma}")
    drawn = drawn_at(declined, lambda c: ((), 0.0), key, attempt)
    if drawn is None:
        return None
    return f"{cased_like(words[0], drawn, lower=False)} {words[1]}"


def joined_place(
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
        for town, name in joined_towns(len(words))
        if GENDERS[name] == first.gender
        and (name in PLURALS) == plural
        and town.split(" ")[0].casefold() != words[0].casefold()
    ]
    key = seed(f"{TOWN}:{first.lemma}:{words[1]}")
    drawn = drawn_at(candidates, lambda c: ((), 0.0), key, attempt)
    if drawn is None:
        return None
    town, name = drawn
    head, tail = town.split(" ", 1)
    value = f"{decline(head, name, first.case)} {tail}"  # type: ignore[arg-type]
    return cased_like("".join(words), value, lower=False)  # `TÝNIŠTĚ NAD ORLICÍ`
