"""Surrogates for persons' names where no inflection is needed (or none could be made).

The surrogate keeps what a reader reads off the name: its number of words, which of them are
initials (`J. S. Machar` -> `K. T. Horák`) or particles (`van`, `de`), its gender (`Aneta
Nováková` is no `Aneta Pavlíček`) and its origin (`Paul Gascoigne` in a Czech text becomes
another English name, not a Czech one). Each word is drawn by a seed of the original word, not
of the whole name, so `Novák` alone and `Jan Novák` share their family name's surrogate. First
letters follow one keyed permutation within their frequency class (`lexicon/substitutes.py`), so
`M.` and `Maria` become `K.` and `Klára` in every document.
"""

from __future__ import annotations

import random
import re
import unicodedata
from collections.abc import Callable

from pseudonymizer.casing import cased_like
from pseudonymizer.lexicon.names import family_names as all_family_names
from pseudonymizer.lexicon.names import given_names as all_given_names
from pseudonymizer.lexicon.names import mostly_given
from pseudonymizer.lexicon.substitutes import (
    FEMININE_FAMILY_ENDINGS,
    Gender,
    agreed_gender,
    family_names,
    given_gender,
    given_names,
    initials_like,
    is_initials,
    is_particle,
    letter_classes,
    letter_permutation,
)
from pseudonymizer.lexicon.titles import leading_titles, trailing_titles

# Where a given name that the language's own lists lack may come from, tried in this order.
ORIGINS = ("en_US", "de_DE", "fr_FR", "it_IT", "es_ES", "cs_CZ", "pl_PL", "hu_HU", "sv_SE")


def person_surrogate(
    original: str,
    locale: str,
    seed: Callable[[str], int],
    family_first: bool = False,
    origins: tuple[str, ...] = ORIGINS,
    family: bool = False,
    titles: frozenset[str] = frozenset(),
    kin: frozenset[str] = frozenset(),
    given: bool = False,
    gender: Gender | None = None,
    after: frozenset[str] = frozenset(),
    double_family: bool = False,
    unlisted_gender: Callable[[str], Gender | None] | None = None,
) -> str:
    """A name for `original` from `locale`'s lists (or those of a locale among `origins` whose
    given names hold its given name); `seed(key)` seeds each draw, the same for one key.
    `family_first` says the family name comes first (Hungarian `Kiss Róbert`). A word alone
    is a given name if listed as one, unless the document says it is a `family` name (it
    ends another mention's name: `Albrecht` of `Jonas Albrecht`). Words among `titles`
    (case-folded, without their dot) before the name stay: `Judge Ingrid Solberg` -> `Judge
    Karen Holm`; a word alone after one is a family name (`Herr Adam`, `Lord Rodger`), unless
    it is a kinship (`kin`: `Tante Anna`) or the word a given name only (`given_only`: `fru
    Karin`). A word after initials is a family name (`C. Oliver`, where `Oliver` alone would
    be a given name), one before them a given name (`Anna K.`). Where a person said so (an
    annotation's label), the words are `given` names only, and the person's `gender` is
    known. Post-nominal titles (`after`) after the name stay too (`D. Pannick QC` -> `G.
    Farmer QC`). `unlisted_gender` tells the gender of a given name no list holds as the
    language does (by its ending, or the given name it shortens: Swedish `Agda`, a woman's),
    before a gender is drawn."""
    words = original.split(" ")
    # Titles before the name stay; the last word is the family name even where it is a title
    # too (`Anna Richter`, `Mary Lord`).
    lead = leading_titles(words, titles)
    last = len(words) - trailing_titles(words, after)
    named = [i for i in _named(words, lead) if lead <= i < last]
    family_first = _family_first(words, named, family_first)
    if lead > 0 and words[lead - 1].rstrip(".,").casefold() not in kin:
        family = family or not (len(named) == 1 and given_only(words[named[0]], locale, origins))
    family_at = (named[0] if family_first else named[-1]) if named and not given else -1
    after_initials = family_beside_initials(words[:last], lead, family_first)
    # A particle opens a family name (`De Luca`, `van Berg`), though its word alone is a
    # given name.
    particled = family_at > 0 and is_particle(words, family_at - 1, lead)
    given = [i for i in named if i != family_at]
    # Where the language writes two family names unjoined (`double_family`: Swedish), a word
    # before the family name that the lists hold as a family name and as no given name is a
    # second one (`Karin Lundqvist Berg`, `Lundqvist Berg`): drawn as a given name, it made
    # the woman's double family name a middle name, another in each mention. (An English
    # middle name is often a family name too: `Arthur Collins Redfearn`.)
    doubled = frozenset(
        i
        for i in given
        if double_family
        and family_at >= 0
        and not family_first
        and family_only(words[i], locale, origins)
    )
    given = [i for i in given if i not in doubled]
    if not given_names(locale, "male") or not family_names(locale, "male"):
        locale = ORIGINS[0]  # a locale whose lists are empty (Faker's Lithuanian given names)
    home = locale
    locale = _origin(words, given, family_at, locale, origins)
    # A family name no list of the given name's country holds is drawn at home, as the
    # family's other members are (`Margaret Hollings`, her son `Tobias Hollings`).
    family_locale = locale
    if family_at >= 0 and words[family_at].capitalize() not in family_names(locale, "male"):
        family_locale = home
    gender = gender or _gender(words, given, family_at, locale, seed, unlisted_gender)
    out = list(words)
    initials = given_names(locale, gender)
    for position, word in enumerate(words):
        if is_initials(word):  # `J.`, `J.S.`
            out[position] = initials_like(word, initials, seed)
        elif position in named:
            is_family = position in doubled or (
                position == family_at
                and (
                    len(named) > 1
                    or family
                    or after_initials
                    or particled
                    or not _given(word.capitalize(), locale)
                )
            )
            pool = family_names(family_locale, gender) if is_family else given_names(locale, gender)
            drawn = _draw(pool, word, seed)
            if is_family and drawn in out[:position]:  # never `Owen Owen`
                drawn = _draw(pool, word, lambda key: seed(key + "\x1fagain"))
            out[position] = cased_like(word, drawn, lower=False)
    return " ".join(out)


def _family_first(words: list[str], named: list[int], family_first: bool) -> bool:
    """Whether the name's family name comes first: as the language writes names, unless the
    lists say the name is written in the other order, as its own country writes it: a family
    name of no given name's lists at one end and a given name at the other (`Tanaka Akira`,
    `Pham Van Duc` in a Czech text; `Olga Petrenko` in a Hungarian one)."""
    if len(named) < 2:
        return family_first
    first, last = (words[i].capitalize() for i in (named[0], named[-1]))
    given, family = all_given_names(), all_family_names()

    def family_only(word: str) -> bool:
        return word in family and word not in given

    if family_first and family_only(last) and first in given and not family_only(first):
        return False
    if not family_first and family_only(first) and last in given and not family_only(last):
        return True
    return family_first


def _given(word: str, locale: str) -> bool:
    """Whether a name alone is a given name: listed as one in `locale`, as no family name
    anywhere, or as a given name by more locales than as a family name (`Mette`, `Janet` in a
    Hungarian text: a given name for a given name, not a family name because the language's
    lists lack it; a nickname no list holds, `Miri`, `Verča`, is how friends call someone,
    by a given name). A name of parts joined by hyphens is a given name only where every
    part is one (`Anne-Marie`); else it is a double-barrelled family name (`Osei-Bonsu`,
    `Ashby-Pryce`), which a nickname in brackets between it and its given name had left
    alone (`Kofi (KB) Osei-Bonsu`)."""
    if given_gender(locale, word) is not None:
        return True
    parts = word.split("-")
    if len(parts) > 1 and all(parts):
        return all(given_gender(locale, part.capitalize()) is not None for part in parts)
    # (`Ahmed`, `Ali`: given names that some lists hold as family names too, alone in a
    # Swedish chat, are what friends call someone.)
    return word not in all_family_names() or mostly_given(word)


def family_only(word: str, locale: str, origins: tuple[str, ...] = ORIGINS) -> bool:
    """Whether `word` is a family name of the lists and a given name of none of `locale`'s
    or `origins`' lists (`Lundqvist`, not `Thomas`)."""
    word = word.capitalize()
    return word in all_family_names() and not any(
        given_gender(one, word) is not None for one in (*locale.split("+"), *origins)
    )


def given_only(
    word: str, locale: str, origins: tuple[str, ...] = ORIGINS, gender: str | None = None
) -> bool:
    """Whether `word` is a given name of the lists of `locale` (several joined by `+`) or of
    `origins`, and a family name of no list anywhere: then a title before it does not make it
    a family name (`fru Karin`, `Miss Anna`), while `Lord Rodger` and `Ms Rae`, which only
    Faker's long generic English list holds as given names, are family names. With the
    `gender` (`m`, `f`) a title gives, only given names of that gender count: a woman's name
    after a man's title is a declined family name that spells it (Polish `pana Lisa`, the
    genitive of Lis, not Lisa)."""
    word = word.rstrip(".,").capitalize()
    if word in all_family_names():
        return False
    genders = ("male", "female") if gender is None else ("male" if gender == "m" else "female",)
    return any(
        word in given_names(one, one_gender)
        for one in (*locale.split("+"), *origins)
        for one_gender in genders
    )


def family_beside_initials(words: list[str], lead: int, family_first: bool) -> bool:
    """Whether the one name word of `words` (the first `lead` of them titles) stands where
    the family name does among the name's parts, initials counting: `Oliver` of `C. Oliver`
    (`Gábor` of Hungarian `Gábor J.`), not `Anna` of `Anna K.`."""
    named = [i for i in _named(words, lead) if i >= lead]
    parts = [i for i in range(lead, len(words)) if i in named or is_initials(words[i])]
    if len(named) != 1 or len(parts) < 2:
        return False
    return named[0] == (parts[0] if family_first else parts[-1])


def _named(words: list[str], lead: int = 0) -> list[int]:
    """Positions of the words that are names: all but initials and particles (`van`, `de`,
    `De` of `Anne De Vries`; the first `lead` words are titles), so that a name part in lower
    case (`Jan novák`) is never kept as it is."""
    return [
        i
        for i, word in enumerate(words)
        if any(c.isalpha() for c in word)
        and not is_initials(word)
        and not is_particle(words, i, lead)
    ]


def _origin(
    words: list[str], given: list[int], family_at: int, locale: str, origins: tuple[str, ...]
) -> str:
    """The locale whose given names hold the name's first given name (and its family names
    the family name, where one does); `locale` unless another lists it and `locale` lists
    neither it nor the family name."""
    if not given or family_at < 0:
        return locale
    first, family = words[given[0]].capitalize(), words[family_at].capitalize()
    if given_gender(locale, first) or family in family_names(locale, "male"):
        return locale
    holding = [other for other in origins if given_gender(other, first)]
    # (Of those, one that lists the family name too: German lists hold `Krzysztof`.)
    both = (other for other in holding if family in family_names(other, "male"))
    return next(both, holding[0] if holding else locale)


def _gender(
    words: list[str],
    given: list[int],
    family_at: int,
    locale: str,
    seed: Callable[[str], int],
    unlisted: Callable[[str], Gender | None] | None = None,
) -> Gender:
    """The gender of the first listed given name, else of a feminine family name (`-ová`,
    `-ska`), else of the given name in another country's lists, else as the language tells
    of its first given name (`unlisted`); else drawn, seeded by the name."""
    for position in [*given, family_at] if family_at >= 0 else given:
        gender = _given_gender(locale, words[position])
        if gender is not None:
            return gender
    if len(given) + (family_at >= 0) == 1:  # a name alone: `Mette` is a woman's elsewhere
        gender = _origins_gender(words[given[0] if given else family_at])
        if gender is not None:
            return gender
    family = words[family_at].capitalize() if family_at >= 0 else ""
    feminine = family in family_names(locale, "female")
    masculine = family in family_names(locale, "male")
    if feminine != masculine:  # `Nováková`, `Novák`, where the lists are by gender
        return "female" if feminine else "male"
    if family.endswith(FEMININE_FAMILY_ENDINGS):
        return "female"
    # A full name's given name other countries list (`Becky Lawson`: a woman's in the
    # American lists, not the British); the first of its given names that one does (`Le Thi
    # Hoa`, `Hoang Minh Tuan`: a Vietnamese middle name tells a woman's from a man's).
    for position in given:
        gender = _origins_gender(words[position])
        if gender is not None:
            return gender
    told = unlisted(words[given[0]]) if unlisted is not None and given else None
    if told is not None:
        return told
    return "female" if seed("gender:" + " ".join(words).casefold()) & 1 else "male"


def _origins_gender(word: str) -> Gender | None:
    """The gender another country's lists, or the word's agreement, give `word`."""
    word = word.capitalize()
    gender = next(filter(None, (given_gender(other, word) for other in ORIGINS)), None)
    return gender or agreed_gender(word)


def _given_gender(locale: str, word: str) -> Gender | None:
    """The gender the locale's lists give the given name `word`; of a double name its first
    part's, which the lists hold where they lack the pair (`Per-Olof`, `Karl-Heinz`: a man's),
    where `capitalize` would have lost the second part's capital."""
    gender = given_gender(locale, word.capitalize())
    if gender is None and "-" in word:
        parts = [part.capitalize() for part in word.split("-")]
        gender = given_gender(locale, "-".join(parts)) or given_gender(locale, parts[0])
    return gender


def _draw(pool: tuple[str, ...], word: str, seed: Callable[[str], int]) -> str:
    """A name from `pool` beginning with the letter `word`'s initial maps to, seeded by `word`;
    for an initial no name of `pool` has (`Q`, `Ø`), one with a rare initial."""
    letter = letter_permutation(pool, seed).get(word[0].upper())
    if letter is not None:
        wanted = {letter}
    else:
        classes = letter_classes(pool)
        wanted = {initial for initial, rank in classes.items() if rank == max(classes.values())}
    same = [name for name in pool if name[0] in wanted and name.casefold() != word.casefold()]
    return random.Random(seed(word.casefold())).choice(same or pool)


# A family name cut short before a full stop, as a chat's speaker is named (`Paweł Sz.:`): one
# or two letters, a capital first.
_CUT_SHORT = re.compile(r"[^\W\d_](?:[^\W\d_])?")


def abbreviated_like(written: str, value: str) -> str:
    """`value` with its last word cut as `written`'s is before the full stop after the mention
    (`Paweł Sz` of `Paweł Sz.:` -> `Tobiasz B`, not a whole family name before `.:`): the
    surrogate's initial, and its second letter too where the original's abbreviation has two
    and the surrogate's first two letters are both consonants, as a digraph is (`Sz`, `Ch`,
    `Cs`). `value` itself where `written` names no one by a given name and such an
    abbreviation, or the two have a different number of words."""
    words, new = written.split(" "), value.split(" ")
    last = words[-1]
    if len(words) < 2 or len(new) != len(words) or not _CUT_SHORT.fullmatch(last):
        return value
    if not last[0].isupper() or (len(last) == 2 and not last[1].islower()):
        return value
    family = new[-1]
    if len(family) <= len(last):
        return value
    size = 2 if len(last) == 2 and not any(map(_vowel, family[:2])) else 1
    return " ".join([*new[:-1], family[:size]])


def _vowel(letter: str) -> bool:
    return unicodedata.normalize("NFD", letter)[0].casefold() in "aeiouy"
