"""Durations kept as written: a time limit to act in (`within two months`, `binnen 14 Tagen`),
which is the law's or a party's, and an interval measured from another point of the
document's timeline (`four days after`, `zwei Jahre später`, `po čtyřech dnech`), which the
date shift keeps: every date moves by one shift, so the days between two events stay true,
and a duration drawn anew would contradict the dates around it (`died on 3 July, two days
after he was restrained on 29 June`). A duration that stands alone (`a sentence of three
years`) still gets another number of its units.
"""

from __future__ import annotations

import re
from functools import cache

from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.calendar_words import calendar_word
from pseudonymizer.lexicon.vocabulary import number_word
from pseudonymizer.model import Mention

# The words of a duration: a number of up to three digits, words.
_DURATION_WORD = re.compile(r"(?<![\d.,/:])\d{1,3}(?![\d.,/:]\d)|[^\W\d_]+")
# How far before a duration its time limit's words may start.
_REACH = 40


def time_limit(text: str, mention: Mention, lang: str) -> bool:
    """Whether a duration is a time limit the law or a party sets (`within two months`,
    `binnen 14 Tagen`, `ve lhůtě 15 dnů`, `30 napon belül`): the time someone is given to act,
    no fact of their life, and changed it says another law (a surrogate of `two months` was
    `three months`). A number and its unit after the language's words of a time limit
    (`Language.time_limit_before`) or before them (`time_limit_after`)."""
    before, after = _words(
        get_language(lang).time_limit_before, get_language(lang).time_limit_after
    )
    return _duration(text, mention, lang) and _between(text, mention, before, after)


def interval(text: str, mention: Mention, lang: str) -> bool:
    """Whether a duration is measured from another point of the timeline (`four days after`,
    `two years later`, `after three weeks`, `vier Tage später`, `dva dny poté`, `trzy lata
    temu`, `fyra dagar senare`, `négy nappal később`), or runs on, with `and`, to one that is
    (`four years and two months after his death`): the words of `Language.interval_before`
    or `interval_after` around it."""
    language = get_language(lang)
    before, after = _words(language.interval_before, language.interval_after)
    if not _duration(text, mention, lang):
        return False
    if _between(text, mention, before, None):
        return True
    end = mention.end
    last = text.rfind(" ", mention.start, end)
    if after is not None and last > mention.start and after.fullmatch(text, last, end):
        return True  # the model's `two years later`
    for _ in range(_CHAINED):
        if after is not None and after.match(text, end):
            return True
        more = _chained(lang).match(text, end)
        if more is None:
            return False
        end = more.end()
    return False


# How many durations `and` may join before the word that measures them from an event.
_CHAINED = 3


def _duration(text: str, mention: Mention, lang: str) -> bool:
    """Whether `mention` is a DATE of a number and its unit (`two months`, `14 Tagen`), no
    month or weekday."""
    if mention.category is not Category.DATE:
        return False
    words = _DURATION_WORD.findall(mention.text_in(text))
    if not 2 <= len(words) <= 3 or any(calendar_word(word, lang) for word in words):
        return False
    return any(word.isdigit() or number_word(word, lang) for word in words[:-1])


def _between(
    text: str, mention: Mention, before: re.Pattern[str] | None, after: re.Pattern[str] | None
) -> bool:
    return bool(
        (before is not None and before.search(text, max(0, mention.start - _REACH), mention.start))
        or (after is not None and after.match(text, mention.end))
    )


@cache
def _words(
    before: tuple[str, ...], after: tuple[str, ...]
) -> tuple[re.Pattern[str] | None, re.Pattern[str] | None]:
    """A language's words, as patterns ending at the duration (before it) and starting after
    it."""
    ahead, behind = "|".join(before), "|".join(after)
    return (
        re.compile(rf"\b(?:{ahead})\s+$", re.IGNORECASE) if ahead else None,
        re.compile(rf"\s+(?:{behind})\b", re.IGNORECASE) if behind else None,
    )


@cache
def _chained(lang: str) -> re.Pattern[str]:
    """Another duration joined on by the language's words of a list (` and two months`)."""
    conjunctions = "|".join(sorted(get_language(lang).list_words))
    return re.compile(rf",?\s+(?:{conjunctions})\s+[\w-]+\s+\w+", re.IGNORECASE)
