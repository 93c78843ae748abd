"""Citations of laws by their number: `Law no. 218/2002`, `zákona č. 89/2012 Sb.`,
`nařízením vlády č. 351/2013 Sb.`, `Rozporządzeniem Parlamentu Europejskiego i Rady (UE)
2016/679 z dnia 27 kwietnia 2016 r. (RODO)`, `Verordnung (EU) 2016/679`, `lagen (2018:218)`.

A law is public: its name, its number, the journal that published it (`Sb.`), its date and
the short name in brackets after it (`(RODO)`) point at no one. A recognizer sees a
capitalized word (`Law`, a family name too; `Rady`, a form of a given name), a number with a
slash (a case's shape) or a date, and replaced them all; a careful writer keeps the citation
as written. Read from the language's `law_nouns` and `law_collections`, and its
`law_citations` where a citation's shape needs no law's noun (`Dz.U. z 2023 r. poz. 1610`);
a court's decision or order (`decision no. 12/2019`) is no law, and its number is a case's.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.vocabulary import ordinary

# The number of a law: a running number over its year (`218/2002`, `2016/679`), a directive's
# with its union (`95/46/EC`), a Swedish statute's year and number (`2018:218`).
_NUMBER = r"\(?(?:\d{1,4}/\d{2,4}(?:/[A-Z]{2,4})?|\d{4}:\d{1,4})\)?(?![\w/])"
# The union or state whose law it is, in brackets before the number (`(EU)`, `(UE)`, `(EG)`).
_UNION = r"\([A-Z]{2,3}\)"
# A law's date after it, joined by one or two short words (`of`, `z dnia`, `ze dne`, `vom`):
# `27 April 2016`, `27. April 2016`, `27 kwietnia 2016 r.`.
_DATE = (
    r"(?:[ \u00a0]+[^\W\d_]{1,4}){1,2}[ \u00a0]+\d{1,2}\.?[ \u00a0]+[^\W\d_]+[ \u00a0]+\d{4}"
    r"(?:[ \u00a0]+[^\W\d_]{1,2}\.)?"
)
# The short name in brackets after it (`(RODO)`, `(GDPR)`, `(DSGVO)`).
_SHORT_NAME = r"(?:[ \u00a0]*\([^\W\d_]{2,10}\))?"
# The most words between the law's noun and its number: who issued it (`vlády`, `of the
# European Parliament and of the Council`).
_ISSUER_WORDS = 9
_WORDS = re.compile(r"[^\W\d_]+")


@cache
def _citation(lang: str) -> re.Pattern[str] | None:
    language = get_language(lang)
    if not language.law_nouns:
        return None
    nouns = "|".join(language.law_nouns)
    numbers = "|".join(language.number_nouns)
    marker = (
        rf"(?:(?i:{numbers})\.?[ \u00a0]*|{_UNION}[ \u00a0]*)?"
        if numbers
        else rf"(?:{_UNION}[ \u00a0]*)?"
    )
    collections = "|".join(language.law_collections)
    # (A heading writes it all in capitals: `(LAW NO. 301/2005 COLL.)`.)
    journal = rf"(?:[ \u00a0]+(?i:{collections}))?" if collections else ""
    return re.compile(
        rf"(?<![\w-])(?i:{nouns})(?![\w-])"
        rf"(?P<issuer>(?:[ \u00a0]+[^\W\d_]+){{0,{_ISSUER_WORDS}}}?)[ \u00a0]+"
        rf"{marker}{_NUMBER}{journal}(?:{_DATE})?{_SHORT_NAME}"
    )


@lru_cache(maxsize=8)
def law_citations(text: str, lang: str) -> tuple[tuple[int, int], ...]:
    """The spans of the laws `text` cites by number, each from the law's noun to its number,
    the journal, the date and the short name in brackets, where they follow. The words
    between the noun and the number are lower-case words or ordinary words of the language
    (`Parlamentu Europejskiego i Rady`), never a name (`Law of Novák no. 5/2010` is no
    citation)."""
    pattern = _citation(lang)
    spans = []
    for found in pattern.finditer(text) if pattern is not None else ():
        issuer = _WORDS.findall(found.group("issuer"))
        if all(word.islower() or ordinary(word, lang) for word in issuer):
            spans.append(found.span())
    whole = _whole_citation(lang)
    if whole is not None:
        # (`472/2017. (XII. 28.) Korm. rendelet`, `Dz.U. z 2023 r. poz. 1610`: the language's
        # `law_citations`, a law by its own shape.)
        spans.extend(found.span() for found in whole.finditer(text))
    return tuple(sorted(spans))


@cache
def _whole_citation(lang: str) -> re.Pattern[str] | None:
    citations = get_language(lang).law_citations
    if not citations:
        return None
    return re.compile(rf"(?<![\w/]){'|'.join(f'(?:{c})' for c in citations)}")


def in_law_citation(text: str, start: int, end: int, lang: str) -> bool:
    """Whether `start`-`end` lies inside a law's citation by number (`law_citations`)."""
    return any(begin <= start and end <= finish for begin, finish in law_citations(text, lang))
