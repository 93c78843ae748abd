"""The employer a sentence names after a verb or noun of working and its preposition (`I
worked at Halfords`, `Ich arbeite bei Swisscom`, `Pracoval jsem u Tevy`, `Jag jobbar på
Teva`) is a firm: a model reads such a name as a person (`Oracle`), and the capitals as a
thing of unknown kind, whose surrogates then made the writer work at someone or at a town.
The words are the language's (`Language.employer_words`, lemmas; `employer_prepositions`).
A model's place there is the firm too where the preposition is none that puts a name in
a place (`at Brennex`, `u Brennexu`, not `v Talventu`, in some village). Not a name a list
knows as a person's or a place's (`bei Anna`, `u Nováka`, `in Lund`): someone may work for a
person or in a town; nor a name a title or form field vouches for (`bei Herrn Krone`), nor
one a person decided on."""

from __future__ import annotations

import re
from dataclasses import replace

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.vocabulary import known_name, lower_case_lemma, ordinary, stop_words
from pseudonymizer.model import EMPLOYER, Mention

# The readings an employer is mistaken for.
_MISREAD = frozenset({Category.PERSON, Category.OTHER})
# The most words between the verb or noun of working and its preposition (`worked for three
# years at`, `pracoval jsem tři roky u`).
_REACH = 5
# What ends a clause: the verb before it is another clause's.
_CLAUSE_END = re.compile(r"[.!?;:\n]")


def employers(mentions: list[Mention], text: str, analysis: Analysis, lang: str) -> list[Mention]:
    """`mentions` with each person or thing of unknown kind that stands as an employer read
    as an organization."""
    language = get_language(lang)
    if not language.employer_words or not language.employer_prepositions:
        return mentions
    tokens = analysis.tokens
    starts = {start: index for index, (start, _) in enumerate(tokens)}
    return [
        replace(
            mention,
            category=Category.ORGANIZATION,
            attrs=replace(mention.attrs, context=EMPLOYER),
        )
        if mention.category in (*_MISREAD, Category.LOCATION)
        and not mention.attrs.context
        and mention.source != "user"
        and mention.start in starts
        and (preposition := _employed_at(text, tokens, starts[mention.start], lang))
        and (
            mention.category is not Category.LOCATION
            or preposition not in language.locative_prepositions
        )
        and not _named(mention.text_in(text), lang)
        and not _ordinary_words(mention.text_in(text), lang)
        else mention
        for mention in mentions
    ]


def _employed_at(text: str, tokens: list[tuple[int, int]], index: int, lang: str) -> str | None:
    """The employer preposition the token at `index` follows (an article or other function
    word between allowed: `bei der`), where a verb or noun of working opens it, within
    `_REACH` words and the same clause; None elsewhere."""
    language = get_language(lang)
    words = [text[start:end] for start, end in tokens[max(0, index - _REACH - 2) : index]]
    gaps = [
        text[tokens[i - 1][1] : tokens[i][0]] if i > 0 else ""
        for i in range(max(0, index - _REACH - 2), index + 1)
    ]
    at = len(words) - 1
    article = at >= 0 and words[at].islower() and words[at] in stop_words(lang)
    if article and words[at] not in language.employer_prepositions:
        at -= 1  # (the article: `bei der Telekom`)
    if at < 0 or words[at] not in language.employer_prepositions:
        return None
    for back in range(at - 1, max(-1, at - 1 - _REACH), -1):
        if _CLAUSE_END.search(words[back]) or _CLAUSE_END.search(gaps[back + 1]):
            return None
        if _working(words[back], lang):
            return words[at]
    return None


def _working(word: str, lang: str) -> bool:
    """Whether `word` is a verb or noun of working of the language, in any form."""
    lower = word.lower()
    found = get_language(lang).employer_words
    return lower in found or lower_case_lemma(lower, lang) in found


def _named(span: str, lang: str) -> bool:
    """Whether the first word of `span` is a person's or a place's name a list knows, as
    written or, where the language declines names, less a case ending (`Nováka`: `Novák`)."""
    first = span.split()[0] if span.split() else span
    if known_name(first, lang):
        return True
    if not get_language(lang).names_decline:
        return False
    stems = (first[:-cut] for cut in range(1, _ENDING + 1) if len(first) - cut >= _STEM)
    return any(known_name(stem, lang) for stem in stems)


def _ordinary_words(span: str, lang: str) -> bool:
    """Whether every word of `span` is an ordinary word of the language: a ward or a branch
    one works at (`på Akutmottagningen`, `w Oddziale`), no firm's name."""
    words = span.split()
    return bool(words) and all(ordinary(word.lower(), lang) for word in words)


# The longest case ending of a declined name (`Nováků`, `-ovi`), and the fewest letters of
# the stem before it.
_ENDING = 3
_STEM = 3
