"""Cues of the law: the number of a law's part (`Article 6 § 1`, `čl. 6 odst. 1`), the name of
the law it numbers (`Listiny`, `EStG`), a law named by a compound of its own
(`Konsumenttjänstlagen`, `Mietpreisbremsengesetz`), a court's mark in a case's citation
(`[GC]`), and someone's lawyer written as theirs (`the applicant's lawyer`). A law and the
roles of a case are public and no one's data.
"""

from __future__ import annotations

import re
from functools import cache

from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.vocabulary import known_name, ordinary, stop_words
from pseudonymizer.model import Mention
from pseudonymizer.rules.ordinary.lexical import ACRONYM
from pseudonymizer.rules.ordinary.text import WORD, word_before

# A reference's parts: `§` and words (`6`, `6a`, `Article`, `odst`).
_REFERENCE_TOKEN = re.compile(r"§+|\w+")
# The number of a part of a law (`6`, `6a`, `41`), not a year.
_PART_NUMBER = re.compile(r"\d{1,3}[^\W\d_]?")
_NUMBER_AFTER = re.compile(r"\.?[ \u00a0]*(?:§+[ \u00a0]*)?\d{1,3}(?!\d)")
_REFERENCE_AFTER = re.compile(r"\.?\)?[ \u00a0]*(§+|\w+)")


@cache
def _legal_words(lang: str) -> re.Pattern[str] | None:
    """The language's words that number a law's parts (`Language.legal_references`)."""
    words = get_language(lang).legal_references
    return re.compile("|".join(words), re.IGNORECASE) if words else None


def legal_reference(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is the number of a part of a law or a convention (`Articles 44`,
    `Rule 33`, `48` of `Article 48`, `čl. 6 odst. 1`, Hungarian `6.` of `6. cikk`): its words
    are numbers of a part (no year), single letters of a point (`b`), list words and the
    language's reference words, with a number among them and a reference word among them or
    right beside them. A name, a date or a case number has other words or digits."""
    pattern = _legal_words(lang)
    if pattern is None:
        return False
    lists = get_language(lang).list_words
    numbered = legal = False
    for token in _REFERENCE_TOKEN.findall(mention.text_in(text)):
        if pattern.fullmatch(token):
            legal = True
        elif _PART_NUMBER.fullmatch(token):
            numbered = True
        elif token in lists or (len(token) == 1 and token.islower()):
            continue
        elif not (legal and numbered and _law_word(token, lang)):
            # (Once numbered, the reference may go on to name its law: `Article 8 § 2 of the
            # Convention`.)
            return False
    if legal:
        # (`Art` of `Art. 6`, found alone: its number follows.)
        return numbered or _NUMBER_AFTER.match(text, mention.end) is not None
    if not numbered:
        return False
    # The words before, back over other numbers of a list (`Articles 44 and 45`).
    for token in reversed(
        _REFERENCE_TOKEN.findall(text, max(0, mention.start - 40), mention.start)
    ):
        if pattern.fullmatch(token):
            return True
        if not (_PART_NUMBER.fullmatch(token) or token in lists):
            break
    after = _REFERENCE_AFTER.match(text, mention.end, mention.end + 24)
    return after is not None and pattern.fullmatch(after.group(1)) is not None


def _law_word(word: str, lang: str) -> bool:
    """Whether `word` may be a word of a law's name (`of`, `the`, `Convention`, `Listiny`):
    a function word, or an ordinary word of the language that no name list knows."""
    if word.lower() in stop_words(lang):
        return True
    return not word.isdigit() and ordinary(word, lang) and not known_name(word, lang)


def counsel(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is the profession of someone's representative, written as theirs
    (`the applicant's lawyer`, `his lawyer`, `jeho advokát`, `seinem Rechtsanwalt`): the role
    the case gives them, which the text needs to be read, and no fact about who the party is;
    the representative's name is replaced. A lawyer no one has (a CV's job, `a lawyer at`)
    is a profession, replaced."""
    language = get_language(lang)
    span = mention.text_in(text)
    if not any(re.fullmatch(word, span, re.IGNORECASE) for word in language.counsel_words):
        return False
    if _OWNER_BEFORE.search(text, max(0, mention.start - 4), mention.start):
        return True  # (`the applicant's lawyer`, `the applicants' lawyer`)
    return word_before(text, mention.start).lower() in language.counsel_possessives


# The owner's `'s` (or a plural's `'`) right before a word.
_OWNER_BEFORE = re.compile(r"\w['’]s?[ \u00a0]\Z")


def case_report_mark(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a court's mark in square brackets in a case's citation, before
    the case's number (`[GC]` of `Gäfgen v. Germany [GC], no. 22978/05`, the Grand Chamber): a
    few capitals that say which formation decided, no one's initials."""
    span = mention.text_in(text)
    if not (span.isalpha() and span.isupper() and len(span) <= ACRONYM + 1):
        return False
    if text[mention.start - 1 : mention.start] != "[" or text[mention.end : mention.end + 1] != "]":
        return False
    numbers = get_language(lang).number_nouns
    after = _CASE_NUMBER_AFTER.match(text, mention.end + 1)
    # (`nos.` before several numbers.)
    return after is not None and any(
        re.fullmatch(rf"(?:{n})s?", after.group(1), re.IGNORECASE) for n in numbers
    )


# `, no. 22978/05` after a court's mark.
_CASE_NUMBER_AFTER = re.compile(r",?[ \u00a0]*(\w+)\.?[ \u00a0]*\d")


def _law_abbreviation(word: str) -> bool:
    """Whether `word` is written as a law's abbreviation (`EStG`, `BGB`, `StGB`, `EMRK`): a
    few letters, two capitals or more, the first one of them."""
    return (
        word.isalpha()
        and 2 <= len(word) <= _LAW_ABBREVIATION
        and word[0].isupper()
        and sum(char.isupper() for char in word) >= 2
    )


# The longest abbreviation of a law's name (`OWiG`, `BDSG`, `EStDV`).
_LAW_ABBREVIATION = 6


def law_name(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is the name of the law a reference numbers (`Listiny` of `čl. 3
    Listiny`, `Konstytucji` of `art. 8 ust. 2 Konstytucji`, `Convention` of `Article 8 of the
    Convention`, which a model may read as a thing, a body or a place): no person's name, only
    ordinary words that no name or place list knows, or the law's abbreviation (`EStG` of `§
    35a EStG`), right after a legal reference, function words between. A law is public; an
    undecided name of such words elsewhere is replaced, and so is a known name after a
    reference (`§ 5 Smith`)."""
    if mention.category not in (Category.OTHER, Category.ORGANIZATION, Category.LOCATION):
        return False
    pattern = _legal_words(lang)
    words = WORD.findall(mention.text_in(text))
    abbreviation = len(words) == 1 and _law_abbreviation(words[0])
    if pattern is None or not words:
        return False
    if not (abbreviation or all(_law_word(word, lang) for word in words)):
        return False
    before = text[max(0, mention.start - 60) : mention.start]
    tokens = _REFERENCE_TOKEN.findall(before)
    stops = stop_words(lang)
    while tokens and tokens[-1].lower() in stops and not _PART_NUMBER.fullmatch(tokens[-1]):
        tokens.pop()  # `of the`, `der`, `i`
    last = tokens[-1] if tokens else ""
    if not (_PART_NUMBER.fullmatch(last) or (len(last) == 1 and last.islower())):
        return False
    # The reference before: its last words numbers, points' letters and reference words, a
    # number and a reference word among them (`čl. 3`, `§ 15 odst. 2 písm. a`).
    numbered = legal = False
    lists = get_language(lang).list_words
    for token in reversed(tokens[-_REFERENCE_TOKENS:]):
        if pattern.fullmatch(token):
            legal = True
        elif _PART_NUMBER.fullmatch(token) or (len(token) == 1 and token.islower()):
            numbered = numbered or token[0].isdigit()
        elif token not in lists:  # (`§§ 81-90 and 114-23, ECHR 2015`)
            break
    return legal and numbered


# The most words of a reference before a law's name (`§§ 81-90 and 114-23`).
_REFERENCE_TOKENS = 8


@cache
def _named_law(lang: str) -> re.Pattern[str] | None:
    """A compound that ends in one of the language's law nouns, where it writes them as a
    compound's head (`Language.law_nouns` opening with `\\w*`), with at least three letters
    before the noun."""
    prefix = r"\w*"
    nouns = get_language(lang).law_nouns
    heads = [noun.removeprefix(prefix) for noun in nouns if noun.startswith(prefix)]
    if not heads:
        return None
    return re.compile(rf"[^\W\d_]\w{{2,}}(?:{'|'.join(heads)})", re.IGNORECASE)


def compound_law(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is one word naming a law by a compound of its own, its head the
    language's law noun (`Konsumenttjänstlagen`, `Mietpreisbremsengesetz`): a statute, which
    every reader may look up, not a name; a known name or place stays replaced."""
    span = mention.text_in(text)
    pattern = _named_law(lang)
    if pattern is None or pattern.fullmatch(span) is None:
        return False
    return not known_name(span, lang)
