"""The words that name a public institution's kind (`Court`, `soud`, `Gericht`, `bíróság`), in
any form of the noun (`soudu`, `Kúriához`) and ending a compound (`Bundesverfassungsgericht`,
`Alkotmánybíróság`, `Utrikesdepartementet`), from the language's `public_institution_nouns`.

A state has such an institution once, or one per district by law. One a word makes the
state's own or one above states (`national_word`: `Supreme`, `Ústavní`, `Nemzeti`), named
only by ordinary words (`Supreme Court`, `Ministerstvo zahraničních věcí`, `Magyar Nemzeti
Bank`), points at no person and no place a person lives in; the words of a place in one
(`Amtsgericht Köln`, `Făgăraș District Court`) do, and are replaced.
"""

from __future__ import annotations

import re
from functools import cache

from pseudonymizer.languages import get_language

# The shortest stem that may end a compound (`-gericht`, `-bank`): a shorter one (`rat`,
# `amt`) ends too many other words (`Heirat`, `Samt`) and counts only alone.
_COMPOUND_HEAD = 4


@cache
def _kind_word(lang: str, compounds: bool = True) -> re.Pattern[str] | None:
    language = get_language(lang)
    nouns = sorted(language.public_institution_nouns, key=len, reverse=True)
    if not nouns:
        return None
    heads = "|".join(re.escape(noun) for noun in nouns if len(noun) >= _COMPOUND_HEAD)
    alone = "|".join(re.escape(noun) for noun in nouns)
    endings = "|".join(sorted(map(re.escape, language.noun_endings), key=len, reverse=True))
    if not compounds or not language.closed_compounds or not heads:
        return re.compile(rf"(?:{alone})(?:{endings})", re.IGNORECASE)
    return re.compile(rf"(?:\w*(?:{heads})|{alone})(?:{endings})", re.IGNORECASE)


# The initials of the unions of states, written after an institution's kind in every language
# (`Soudní dvůr EU`, `Rada OSN`, `Court of Justice of the EU`): whole words, as initials
# inside another word say nothing.
_UNIONS_OF_STATES = frozenset(
    {"EU", "ES", "EHS", "EEC", "EC", "UN", "OSN", "ONZ", "ENSZ", "FN", "UNO", "NATO", "OECD"}
    | {"WTO", "WHO", "OBSE", "OSCE", "OSZE"}
)


def union_of_states(word: str) -> bool:
    """Whether `word` is the initials of a union of states (`EU`, `OSN`): no one's, in any
    language."""
    return word in _UNIONS_OF_STATES


def national_word(word: str, lang: str) -> bool:
    """Whether `word` makes an institution the state's one or above states (`Supreme`,
    `Ústavní`, `Bundesverfassungsgericht`, `Riksdagen`, `Ministry`, `EU`): one of the
    language's `national_words` stands in it, or it is a union of states' initials."""
    if union_of_states(word):
        return True
    folded = word.casefold()
    return any(stem in folded for stem in get_language(lang).national_words)


def public_institution_word(word: str, lang: str) -> bool:
    """Whether `word` names the kind of a public institution, in any form, alone or ending a
    compound (`Courts`, `soudu`, `Amtsgericht`, `tingsrätten`)."""
    pattern = _kind_word(lang)
    return pattern is not None and pattern.fullmatch(word) is not None


def kind_alone_word(word: str, lang: str) -> bool:
    """Whether `word` names a public institution by its kind alone, without a word making it
    the state's (`Court`, `Polismyndigheten`): a `public_institution_word` that is none of
    the language's `national_only_nouns` (a bank is a company but for the national one)."""
    folded = word.casefold()
    only = get_language(lang).national_only_nouns
    return public_institution_word(word, lang) and not any(stem in folded for stem in only)


def compound_organization_word(word: str, lang: str) -> bool:
    """Whether `word` is an `organization_word` only as a compound's end, not the kind's noun
    alone (`Weißkirchen`, `Neukirchen`, which end in `Kirche`'s plural, but not `Kirche` or
    `Verein`; `Steinkammer`, not `Kammer`): a town's or a family's name is often built so."""
    if not organization_word(word, lang):
        return False
    patterns = (_kind_word(lang, compounds=False), _organization_kind(lang, compounds=False))
    return not any(p is not None and p.fullmatch(word) is not None for p in patterns)


@cache
def _organization_kind(lang: str, compounds: bool = True) -> re.Pattern[str] | None:
    language = get_language(lang)
    nouns = sorted(
        (*language.institution_nouns, *language.organization_nouns),
        key=len,
        reverse=True,
    )
    if not nouns:
        return None
    heads = "|".join(re.escape(noun) for noun in nouns if len(noun) >= _COMPOUND_HEAD)
    alone = "|".join(re.escape(noun) for noun in nouns)
    endings = "|".join(sorted(map(re.escape, language.noun_endings), key=len, reverse=True))
    closed = compounds and heads and language.closed_compounds
    compound = rf"[\w-]*(?:{heads})|" if closed else ""
    return re.compile(rf"(?:{compound}{alone})(?:{endings})", re.IGNORECASE)


def organization_word(word: str, lang: str) -> bool:
    """Whether `word` names an organization's kind, in any form, alone or ending a compound:
    a public institution's (`public_institution_word`), or one of the language's
    `institution_nouns` and `organization_nouns` (`Verein`, `Alpenverein`, `föreningen`,
    Hungarian `Egyesületen`). A name holding one is an organization's, whatever its other
    words are."""
    if public_institution_word(word, lang):
        return True
    pattern = _organization_kind(lang)
    return pattern is not None and pattern.fullmatch(word) is not None


# The fewest letters of the name before an institution's kind in one word (`Mora-kyrkan`).
_COMPOUND_NAME = 3


def institution_compound(word: str, lang: str) -> tuple[str, str] | None:
    """The name and the kind of one word that joins a name and the definite noun of an
    institution's kind (`Mälar` `sjukhuset`, `Sofia` `kyrkan`, Swedish `Language.
    definite_endings`): a hospital, a church or a school named after its place, which the
    language writes as one word. The name keeps its linking `s` (`Danderyds`); None where
    the word is no such compound, or the kind is a public institution's (`Skatteverket`,
    whose words say what it does), or the language writes no definite noun so (German
    `Weißkirchen`, a town or a family built as a church's)."""
    language = get_language(lang)
    if not language.definite_endings or not word[:1].isupper() or not word.isalpha():
        return None
    if public_institution_word(word, lang):
        return None
    folded = word.casefold()
    nouns = sorted(
        (*language.institution_nouns, *language.organization_nouns), key=len, reverse=True
    )
    for noun in nouns:
        if len(noun) < _COMPOUND_HEAD:
            continue
        at = folded.rfind(noun, _COMPOUND_NAME)
        if at < _COMPOUND_NAME:
            continue
        ending = folded[at + len(noun) :]
        definite = noun.endswith(language.definite_endings) and not ending
        if definite or ending in language.definite_endings:
            return word[:at], word[at:]
    return None


@cache
def _namesake_kind(lang: str) -> re.Pattern[str] | None:
    language = get_language(lang)
    if not language.namesake_nouns:
        return None
    nouns = "|".join(sorted(map(re.escape, language.namesake_nouns), key=len, reverse=True))
    endings = "|".join(sorted(map(re.escape, language.noun_endings), key=len, reverse=True))
    return re.compile(rf"(?:{nouns})(?:{endings})", re.IGNORECASE)


def namesake_word(word: str, lang: str) -> bool:
    """Whether `word` names, in any form, the kind of a public body named in honour of
    someone the public knows (the language's `namesake_nouns`: Czech `Knihovně` of
    `Knihovně Jana Drdy`, `Divadla`)."""
    pattern = _namesake_kind(lang)
    return pattern is not None and pattern.fullmatch(word) is not None
