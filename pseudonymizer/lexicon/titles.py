"""Titles before a person's name (`Ing.`, `Judge`, `Herr`, `SSR`): kept where a name changes,
and never a name themselves. A title beside a name (`Mrs`, `paní`, `Herr`, Hungarian `úr` after
it) says that the name is a family name and whose (`titled`): linking reads it to tell which
person a family name alone names, replacement to give the surrogate that person's gender."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from pseudonymizer.languages import get_language, supported
from pseudonymizer.languages.base import Language
from pseudonymizer.lexicon.dictionaries import dictionary_for

# A title's word beside a name: before it (`Mrs`, `Dr.`) or after it (Hungarian `úr`).
# A title right before a name, on its line or ending the line before (prose wrapped at a
# margin: `... nationals, Mr` above `Cristian-Mihai Dragomir`).
_BEFORE = re.compile(r"([^\W\d_]+)\.?(?:[ \t\u00a0]+|[ \t\u00a0]*\n[ \t\u00a0]*)\Z")
_AFTER = re.compile(r"[ \t\u00a0]+([^\W\d_]+)")


@cache
def title_words(lang: str) -> frozenset[str]:
    """The language's titles before a name, case-folded and without their dot (`ing`,
    `judge`, `herr`)."""
    return frozenset(title.rstrip(".").casefold() for title in get_language(lang).person_titles)


@cache
def outer_titles(lang: str) -> frozenset[str]:
    """The titles that stand before a name without being part of it (`Mr`, `pani`; not
    `Sir`, `Judge`)."""
    inner = {title.rstrip(".").casefold() for title in get_language(lang).titles_in_name}
    return title_words(lang) - inner


def kin_title(word: str, lang: str) -> bool:
    """Whether `word` is a kinship's title (`Aunt`, `nana`, `Oma`), in any case: the name
    after it is a given name (`auntie bev`), as a family calls its own."""
    return word.casefold() in _beside(lang)[1]


def kinship_word(word: str, lang: str) -> bool:
    """Whether `word` is what a family calls its own, in any case: a kin word (`Mum`, `wujek`,
    `babcia`) or a kinship's title (`Aunt`, `Oma`), which names no one outside the family
    though a name list may hold its spelling (`Wujek`)."""
    return word.casefold() in _kinship(lang)


@cache
def _kinship(lang: str) -> frozenset[str]:
    language = get_language(lang)
    return frozenset(kin.casefold() for kin in (*language.kin_words, *language.kin_titles))


def title_gender(word: str, language: Language) -> str | None:
    """The gender a title gives the name beside it (`f`, `m`), None for one of none."""
    folded = word.casefold()
    if folded in language.female_titles:
        return "f"
    return "m" if folded in language.male_titles else None


@cache
def _beside(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The titles after a name (Hungarian `úr`) and the kinship titles, case-folded."""
    language = get_language(lang)
    after = frozenset(title.casefold() for title in language.person_titles_after)
    return after, frozenset(title.casefold() for title in language.kin_titles)


def office_word(word: str, lang: str) -> bool:
    """Whether `word` is a form of one of the language's offices or roles (`Dziekanie`,
    `Rektora`, `Świadek`; `office_nouns`), by its dictionary's lemma where it has one, or a
    compound ending in one (`Vårdenhetschef`): no name, though the dictionary may list a
    family name of its spelling."""
    offices = get_language(lang).office_nouns
    if not offices or not word.isalpha():
        return False
    dictionary = dictionary_for(lang)
    base = dictionary.lemma(word) if dictionary is not None else word.lower()
    if base is None:
        base = word.lower()
    # (A compound that ends in an office is that office: Swedish `Samhällsbyggnadschef`.)
    return base in offices or any(
        base.endswith(office) and len(base) - len(office) >= _COMPOUND_PART
        for office in offices
        if len(office) >= _COMPOUND_PART
    )


# The fewest letters of an office noun a compound ends in, and of the part before it.
_COMPOUND_PART = 4


def leading_titles(words: Sequence[str], titles: frozenset[str]) -> int:
    """How many of a name's `words` are titles before it (`Judge` of `Judge Ingrid Solberg`,
    `SSR` of `SSR Anna Nowak`); never the last word, which is the family name even where it
    is a title too (`Anna Richter`, `Mary Lord`)."""
    lead = 0
    while lead < len(words) - 1 and written_title(words[lead], titles):
        lead += 1
    return lead


def written_title(word: str, titles: frozenset[str]) -> bool:
    """Whether `word` is one of `titles` (case-folded) as written: a rank's acronym only in
    capitals (`DI`, `PC`, Polish `SSR`), for `Di` of `Mr Di Caprio` is his family name's
    particle."""
    bare = word.rstrip(".,")
    folded = bare.casefold()
    return folded in titles and (bare.isupper() or folded not in _acronym_titles())


@cache
def _acronym_titles() -> frozenset[str]:
    """The titles of every language written as acronyms, case-folded (`di`, `ssr`)."""
    return frozenset(
        title.casefold()
        for code in supported()
        for title in get_language(code).person_titles
        if title.isupper() and len(title) > 1
    )


@cache
def post_nominals(lang: str) -> frozenset[str]:
    """The language's titles after a judge's or counsel's name, without their dot (`QC`,
    `LJ`), as written."""
    return frozenset(title.rstrip(".") for title in get_language(lang).post_nominals)


def trailing_titles(words: Sequence[str], after: frozenset[str]) -> int:
    """How many of a name's `words` are post-nominal titles after it (`QC` of `D. Pannick
    QC`), kept as written; never the first word."""
    trail = 0
    while trail < len(words) - 1 and words[len(words) - 1 - trail].strip(".,") in after:
        trail += 1
    return trail


def titled(text: str, start: int, end: int, language: Language) -> tuple[str, bool] | None:
    """What a title beside `text[start:end]` says of the name there: the gender it gives (`f`,
    `m`; `""` for a title of none: `Dr`), and whether the name is a family name (`Mrs Grace`,
    not `Aunt Grace`, whose title is a kinship's); None where no title stands beside it."""
    before = _BEFORE.search(text, max(0, start - 40), start)
    after = _AFTER.match(text, end)
    titles, after_titles, kin = title_words(language.code), *_beside(language.code)
    for match, known in ((before, titles), (after, after_titles)):
        word = match.group(1).casefold() if match is not None else ""
        if word not in known:
            continue
        if word in language.female_titles:
            return "f", word not in kin
        return ("m" if word in language.male_titles else ""), word not in kin
    return None
