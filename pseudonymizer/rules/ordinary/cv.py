"""Cues of what a CV lists: a skill (`SQL`, `Spring Boot`), a qualification (`Master of
Science`, `DALF C1`), a language with its level on a line of languages (`German (B2)`), the
subject beside a degree (`BSc Mathematics`). Each is had by many and names no one; a known
name among them (`Jan Novák` in a list of referees) stays replaced.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.names import given_names
from pseudonymizer.lexicon.qualifications import qualification_spans, study_words
from pseudonymizer.lexicon.skills import LEVEL, language_name, language_names, skills_line, software
from pseudonymizer.lexicon.vocabulary import (
    compound_noun,
    compound_of_nouns,
    dictionary_noun,
    dictionary_word,
    family_name_reading,
)
from pseudonymizer.model import Mention
from pseudonymizer.rules.ordinary.layout import LINE_WORDS
from pseudonymizer.rules.ordinary.lexical import known, ordinary_as_written
from pseudonymizer.rules.ordinary.tags import word_classes
from pseudonymizer.rules.ordinary.text import WORD, next_word, short_line
from pseudonymizer.words import BULLETS

if TYPE_CHECKING:
    from pseudonymizer.analyze import Analysis

# The degrees written in every language's CVs, case-folded (the language adds its own:
# `Language.degrees`); not `MS` or `MA`, which are a title and a name too.
_DEGREES = frozenset({"bsc", "msc", "beng", "meng", "mba", "llb", "llm", "phd", "mphil"})
_DEGREE_BEFORE = re.compile(r"(?<!\w)(\w+)\.?[ \u00a0]+\Z")


def skill(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is an item of a line of skills (`skills_line`: `Spring Boot`,
    `Kafka`) and no person's name: a title vouching for it, or a known given name among its
    words, says a person is named (`Jan Novák` in a list of referees), unless an acronym or a
    product stands beside it (`MS SQL Server`, where `Server` is a given name too)."""
    if not skills_line(text, mention.start, mention.end, lang) or mention.attrs.context:
        return False
    words = WORD.findall(mention.text_in(text))
    if len(words) < 2 or any(
        software(word) or (len(word) > 1 and word.isupper()) for word in words
    ):
        return True  # (an acronym is no given name: `TIA`, `CATIA`; `MS SQL Server` a product)
    return not any(word in given_names() for word in words)


def standard_number(text: str, mention: Mention) -> bool:
    """Whether the mention is the number of a standard, with or without its body's letters
    (`5268` of `BS 5268`, `ISO 9001:2015`), which a model reads as a date or someone's
    number: the standard's, which every firm of the trade works to, and no one's."""
    span = mention.text_in(text)
    if not any(char.isdigit() for char in span):
        return False
    return any(
        start <= mention.start and mention.end <= end
        for start, end in qualification_spans(text, mention.start, mention.end)
    )


def qualification(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is (part of) a qualification's name (`qualification_spans`:
    `Master of Science`, `Cambridge CAE`, `CIPS Level 4`), with at most its level, its
    number and the ordinary words of its subject beside it (`Science Elektrotechnik`,
    `Supply Chain Management (Distinction`); a known name beside one is someone's (`Erasmus
    Novák`)."""
    spans = qualification_spans(text, mention.start, mention.end)
    if not spans or mention.attrs.context:
        return False
    rest = list(text[mention.start : mention.end])
    for start, end in spans:
        for i in range(max(start, mention.start), min(end, mention.end)):
            rest[i - mention.start] = " "
    words = [word for word in WORD.findall("".join(rest)) if not word.isdigit()]
    degrees = {*_DEGREES, *get_language(lang).degrees}
    if words and all(text[a:b].strip(".").casefold() in degrees for a, b in spans):
        return False  # a degree with its subject has a cue of its own: `degree_subject`
    if known(words, lang):
        return False
    return all(
        LEVEL.fullmatch(word)
        or ordinary_as_written(word, lang)
        or dictionary_word(word, lang)
        or compound_of_nouns(word, lang)
        or compound_noun(word, lang)
        or dictionary_noun(word, lang) is not None
        for word in words
    )


def language_list(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a language's name, or a level (`C1`), on a line that lists
    languages and nothing else, each with its level (`English (native), German (B2)`,
    `Jazyky: angličtina – C1`, `svenska (modersmål)`, a table's row `Polnisch      fließend`):
    the languages someone speaks. A
    nationality (`Nationality: German`, which is also a language's name) has no level, and a
    name in prose (`English wrote`) stands on a line of other words: both stay replaced. An
    item whose brackets a line break runs through (`Welsh (fluent, from my\nschool years),
    Spanish (A2)`) joins the two lines into one list."""
    span = mention.text_in(text)
    if not (LEVEL.fullmatch(span) or language_name(span, lang)):
        return False
    found = _list_lines(text, mention.start)
    if found is None:
        return False
    start, end = found
    line = text[start:end]
    label = _LIST_LABEL.match(line)
    if label is not None and language_name(label.group().strip(" \t:"), lang):
        label = None  # `English: native`
    offset = start + (label.end() if label else 0)
    listed = False
    level = False  # whether the item before was a language with its level
    for item in _LIST_ITEMS.finditer(text, offset, end):
        written = item.group().strip(" \t" + BULLETS).removesuffix(".")
        words = _LANGUAGE_ITEM.fullmatch(written)
        if words is None or not language_name(words["name"], lang):
            # (`Hausa – fluent (spoken), basic (written)`: the level's words go on past its
            # comma, in lower case.)
            if written and not (level and _LEVEL_GOES_ON.fullmatch(written)):
                return False
            continue
        level = True
        listed |= item.start() <= mention.start and mention.end <= item.end()
    return listed


def spoken_language(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention, a nationality's adjective in lower case, names a language in
    prose, where the dictionary reads that form as the language's noun too (Polish `Mój
    niemiecki jest słaby`, `znam angielski`, `uczę się hiszpańskiego`): what someone speaks,
    as millions do, no nationality. Not where it qualifies a noun, before it or after it
    (`niemiecki samochód`, `obywatel niemiecki`): there it says whose."""
    dictionary = dictionary_for(lang)
    word = mention.text_in(text)
    if dictionary is None or not word.islower() or not dictionary.noun(word):
        return False
    if dictionary.adjective_lemma(word) not in language_names(lang):
        return False
    before = _WORD_BEFORE.search(text, max(0, mention.start - _REACH), mention.start)
    return not any(
        other
        and dictionary.noun(other)
        and dictionary.adjective_lemma(other) is None  # (`Mój niemiecki`: a pronoun's)
        and dictionary.agrees(other, word)
        for other in (next_word(text, mention.end), before.group(1) if before else "")
    )


# The word right before a mention, one space between, and how far back it is looked for.
_WORD_BEFORE = re.compile(r"([^\W\d_]+)[ \u00a0]\Z")
_REACH = 30


def subject_list(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is a subject on a line that lists subjects each with its grade in
    brackets and nothing else (`A-levels: History (A*), Chemistry (B)`, `Biology (7), Art
    (9)`), after a field name or not: the subjects someone passed, had by many. Each subject
    is ordinary words (`Food & Nutrition`), none a known name or place: `Helen Marsh (B)` is
    a person, and stays replaced."""
    found = _list_lines(text, mention.start)
    if found is None:
        return False
    start, end = found
    label = _LIST_LABEL.match(text, start, end) or _PERIOD_LABEL.match(text, start, end)
    begin = label.end() if label else start
    # (The school after the list, past a dash: `Welsh (B) – Ysgol Gyfun Glantaf, Cardiff`.)
    closing = _AFTER_LIST.search(text, begin, end)
    end = closing.start() + 1 if closing is not None else end
    listed = False
    for item in _LIST_ITEMS.finditer(text, begin, end):
        if not item.group().strip(" \t" + BULLETS):
            continue
        graded = _GRADED_ITEM.fullmatch(item.group().strip(" \t" + BULLETS))
        if graded is None:
            return False
        words = WORD.findall(graded["name"])
        # (A language is a subject too, whatever family bears its name: `Welsh (B)`.)
        if language_name(graded["name"], lang):
            words = []
        if known(words, lang) or not all(
            ordinary_as_written(word, lang) or dictionary_word(word, lang) for word in words
        ):
            return False
        listed |= item.start() <= mention.start and mention.end <= item.end()
    return listed


def _list_lines(text: str, position: int) -> tuple[int, int] | None:
    """The short line `position` stands in, joined with the line before it where a bracket
    opened there closes on it, and with the line after it where a bracket opened on it
    closes there: one list's item broken over two lines. None in a paragraph."""
    found = short_line(text, position)
    if found is None:
        return None
    start, end = found
    if start > 0 and _open(text[start:end]) < 0:
        before = short_line(text, start - 1)
        if before is not None and _open(text[before[0] : before[1]]) > 0:
            start = before[0]
    if end < len(text) and _open(text[start:end]) > 0:
        after = short_line(text, end + 1)
        if after is not None and _open(text[start : after[1]]) == 0:
            end = after[1]
    return start, end


def _open(line: str) -> int:
    """How many brackets `line` leaves open (less than none where it closes one it did not
    open)."""
    return line.count("(") - line.count(")")


# A subject and its grade in brackets: a letter (with a star or a sign), a number, a word.
_GRADED_ITEM = re.compile(
    r"(?P<name>[^\W\d_][\w'’-]*(?:[ \t]+(?:&|and|[^\W\d_][\w'’-]*))*)[ \t]*"
    r"\((?:[A-F]\*{0,2}|[A-F][+-]|[1-9]|Distinction|Merit|Pass)\)"
)
# A field name opening the line before its list (`Languages:`, `Jazyky:`).
_LIST_LABEL = re.compile(r"[ \t]*[^\W\d_][^:\n\d]{0,40}:")
# A CV's period before its field name (`2006 – 2008   A-levels:`).
_PERIOD_LABEL = re.compile(
    r"[ \t]*\d{4}[ \t]*[–—-][ \t]*(?:\d{4}|present|now)?[ \t]+[^\W\d_][^:\n\d]{0,40}:",
    re.IGNORECASE,
)
# Where a graded list ends and what the line says of it begins: a dash after a grade.
_AFTER_LIST = re.compile(r"\)[ \t]+[–—-][ \t]")
# One item of a line's list, up to a comma or semicolon outside brackets.
_LIST_ITEMS = re.compile(r"(?:\([^)]*\)|[^,;\n(])+")
# A language's name and its level: in brackets, after a dash or colon, a CEFR level, or in
# a table's next column, past a tab or a run of spaces (`Deutsch      Muttersprache`).
# (Without one, a language's name is also a nationality's: `Romanian`.)
# More of a language's level after a comma: words in lower case, perhaps a bracket.
_LEVEL_GOES_ON = re.compile(
    r"[^\W\d_A-Z][^\W\d_]*(?:[ \t]+[^\W\d_A-Z][^\W\d_]*)*(?:[ \t]*\([^)]*\))?"
)
_LANGUAGE_ITEM = re.compile(
    r"(?P<name>[^\W\d_]+)(?:[ \t]*(?:\([^)]*\)|[-–—:][^\n]*|[ABC][12]\+?)|(?:\t|  )[ \t]*\S[^\n]*)"
)


def degree_subject(core: Sequence[str], text: str, mention: Mention, analysis: Analysis) -> bool:
    """Whether the mention is a field of study beside its degree (`BSc Mathematics`, `Mgr.
    Právo`, Hungarian `Matematika BSc`): a degree in it or right before it, and the other
    words (at most three) ordinary words of the language (or its dictionary's nouns, where
    nouns are capitalized: `Mathematik`) that no name list, no dictionary's
    surname reading and no tagger's proper noun claims."""
    lang = analysis.lang
    # (A word that introduces a field of study, `obor Informatika`, stands where a degree does.)
    degrees = _DEGREES | get_language(lang).degrees | study_words(lang)
    subject = [word for word in core if word.casefold() not in degrees]
    if any(len(word) < 2 or word.isupper() for word in subject):
        return False  # initials (`S.D.`) or an acronym: a name's
    before = _DEGREE_BEFORE.search(text, max(0, mention.start - 12), mention.start)
    beside = before is not None and before.group(1).casefold() in degrees
    if not subject or len(subject) > LINE_WORDS or (len(subject) == len(core) and not beside):
        return False
    if known(subject, lang) or any(family_name_reading(word, lang) for word in subject):
        return False
    if not all(
        ordinary_as_written(word, lang)
        or dictionary_word(word, lang)
        or dictionary_noun(word, lang)
        for word in subject
    ):
        return False
    doc = analysis.doc
    return (
        doc is None or not doc.has_annotation("POS") or word_classes(analysis, mention) is not None
    )
