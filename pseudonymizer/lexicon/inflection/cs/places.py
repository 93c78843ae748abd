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
    if first is None or noun is None:
        return None
    if not _adjectival(words[position], first):
        return None
    # (The tagger may give the noun no features, `České Lípě`: the adjective's are its.)
    plural = (noun.number or first.number) == "Plur"
    agreement = "Plur" if plural else noun.gender or first.gender
    listed = listed_town(words[position], words[position + 1])
    cases: list[Case] = []
    own = noun.lemma
    if listed is not None:
        # (A town the lists hold: its gender, number and the cases its words may be in are
        # its own, whatever the tagger read in this sentence: `Pace` a plural `Pace`.)
        own_adjective, own, own_kind = listed
        agreement = "Plur" if own_kind in PLURALS else GENDERS[own_kind]
        plural = agreement == "Plur"
        cases = _cases_of(*words[position : position + 2], own_adjective, own, own_kind, agreement)
    candidates = [
        (adj, name, kind)
        for adj, name, kind in two_word_towns()
        if (GENDERS[kind] == agreement or (plural and kind in PLURALS))
        and (kind in PLURALS) == plural
        and name.casefold() != own.casefold()
    ]
    if noun.case not in CASES and first.case not in CASES:
        return None
    key = seed(f"{TOWN}:{place_key(words, forms, position) or f'{first.lemma} {noun.lemma}'}")
    drawn = drawn_at(candidates, lambda c: ((), 0.0), key, attempt)
    if drawn is None:
        return None
    adj, name, kind = drawn
    # The two words share a case; where the tagger read them apart (`do Mladé Boleslavi`:
    # the adjective a genitive, the noun a locative), the adjective's is the one read right
    # after the word that governs it.
    case: Case = first.case if first.case in CASES else noun.case  # type: ignore[assignment]
    if cases and case not in cases:
        # (`Kutnou Horu`, read a nominative: the case its words may be in, as read where
        # the tagger read one of them so, else the first.)
        case = next((c for c in (first.case, noun.case) if c in cases), cases[0])
    declined = adjective(adj, agreement, case)  # type: ignore[arg-type]
    if declined is None:
        return None
    out = list(words)
    out[position : position + 2] = [declined, decline(name, kind, case)]
    return " ".join(out)


# The endings of an adjective's cases, by which a word the lemmatizer left as it is
# (`Bílých`, `Mladou`) still reads as one.
_ADJECTIVAL = ("ých", "ými", "ým", "ého", "ému", "ém", "ou", "ý", "á", "é", "í")


# The endings of a hard and a soft adjective's cases, longest first; a hard one's nominative
# by its noun's gender, singular and plural (`Mladá Boleslav`, `Nové Město`, `České
# Budějovice`), and a possessive's (`Jindřichův Hradec`, `Havlíčkova Borová`).
_HARD_ENDINGS = ("ých", "ými", "ého", "ému", "ým", "ém", "ou", "ý", "á", "é")
_SOFT_ENDINGS = ("ího", "ímu", "ích", "ími", "ím", "í")
_CASE_ENDINGS = tuple(sorted((*_HARD_ENDINGS, *_SOFT_ENDINGS), key=len, reverse=True))
_NOMINATIVE = {"Masc": "ý", "Fem": "á", "Neut": "é"}
_PLURAL_NOMINATIVE = {"Masc": "é", "Fem": "é", "Neut": "á"}
_POSSESSIVE = {"Masc": "ův", "Fem": "ova", "Neut": "ovo"}


def place_adjective(word: str, lemma: str, gender: str | None, plural: bool) -> str | None:
    """The adjective `word` of a place's name in the nominative of its noun's `gender` and
    number (`Mladé`, `Mladou`: `Mladá` before `Boleslav`): its stem as written with the
    nominative's ending, where the tagger's lemma may be another in each case (`mladý`, and
    `Mladou` read as a given name opening a sentence); a possessive's from its lemma
    (`Jindřichově`: `Jindřichův`). None where `word` has no adjective's ending."""
    if gender not in _NOMINATIVE:
        return None
    if lemma.endswith("ův"):
        possessive = lemma[:-2] + _POSSESSIVE[gender]
        return possessive[:1].upper() + possessive[1:] if word[:1].isupper() else possessive
    ending = next((ending for ending in _CASE_ENDINGS if word.endswith(ending)), "")
    if not ending or len(word) <= len(ending) + 1:
        return None
    if ending in _SOFT_ENDINGS:
        return word[: -len(ending)] + "í"
    return word[: -len(ending)] + (_PLURAL_NOMINATIVE if plural else _NOMINATIVE)[gender]


def listed_town(adjective_word: str, noun_word: str) -> tuple[str, str, str] | None:
    """The listed town of an adjective and a noun this module declines (`two_word_towns`)
    that the two words are a case of, with its noun's paradigm (`Kutné Hory`: `Kutná`,
    `Hora`, `žena`), whatever the tagger read: `Hory` is a plural too, and the town would
    be drawn a plural's surrogate in one sentence and a singular's in the next. None where
    no such town has those forms in one case."""
    for adj, name, kind in two_word_towns():
        agreement = "Plur" if kind in PLURALS else GENDERS[kind]
        if adj[:2] != adjective_word[:2] or name[:2] != noun_word[:2]:
            continue
        if _cases_of(adjective_word, noun_word, adj, name, kind, agreement):
            return adj, name, kind
    return None


def _cases_of(
    adjective_word: str, noun_word: str, adj: str, name: str, kind: str, agreement: str
) -> list[Case]:
    """The cases in which `adj` `name` are written as the two words."""
    return [
        case
        for case in CASES
        if adjective(adj, agreement, case) == adjective_word
        and decline(name, kind, case) == noun_word
    ]


def place_key(words: list[str], forms: Forms, position: int) -> str | None:
    """The name of a place of an adjective and a noun at `position` in the nominative, case-
    folded (`mladá boleslav` of `Mladé Boleslavi`, `Mladou Boleslav`): what every case of it
    shares, as the text's nominative names it; None where the two were not read."""
    listed = listed_town(words[position], words[position + 1])
    if listed is not None:
        return f"{listed[0]} {listed[1]}".casefold()
    first, noun = forms[position], forms[position + 1]
    if first is None or noun is None:
        return None
    gender = noun.gender or first.gender
    plural = (noun.number or first.number) == "Plur"
    adjective_form = place_adjective(words[position], first.lemma, gender, plural)
    if adjective_form is None:
        return None
    return f"{adjective_form} {noun.lemma}".casefold()


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
