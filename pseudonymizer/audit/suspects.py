"""What may still be someone's, for a person to check: what the run's detection missed can be
seen in the output by what it looks like.

- a fresh detection of the output (the pipeline's recognizers, run on what was written): each
  finding that is no surrogate and nothing a person or rule decided public;
- a user name: a chat's speaker (`anna_b88:`, `katka.nov:` opening a line) wherever it stands,
  or a word made like one (`olli_p1987`, `erik.nilsson92`) but a model's code after its maker
  (`Volvo XC60`, `lexicon/products.py`);
- a number of five digits or more, a reference number (`SM/2023/4471`, or the rest of one after
  a replaced stretch), a numeric date (`16.3.`, `10.04.2021`, `12/5`) read in the orders the
  language writes, a British postcode or its second half after a replaced first, an e-mail
  address or a link that the run wrote no surrogate for;
- a capitalized word that is a name, or no ordinary word, right beside a person's surrogate
  (`Nagy` of `Nagy Katalin`, where only `Katalin` was replaced);
- a profession the language's lexicon knows (`Lehrerin`, `učitelka`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from pseudonymizer.audit.findings import Finding, overlaps
from pseudonymizer.audit.folding import fold, folded_with_offsets
from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.calendar_words import calendar_word
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.products import product_around
from pseudonymizer.lexicon.professions import professions
from pseudonymizer.lexicon.titles import title_words
from pseudonymizer.lexicon.vocabulary import (
    compound_noun,
    names_no_one,
    ordinary,
    stop_words,
)
from pseudonymizer.model import Mention

# A chat line's speaker: the first word of a line (after a time in brackets, or the tag written
# for one: `[[OTHER]]`), followed by a colon; a user name only where it is made like one (`Re:`
# and `Subject:` open lines too).
_SPEAKER = re.compile(
    r"^[ \t]*(?:\[(?:[^\]\n]|\[[^\]\n]*\]){1,24}\][ \t]*|\d{1,2}:\d{2}(?::\d{2})?[ \t]+)?"
    r"([^\s:\[\]]{2,40}):(?=\s)",
    re.MULTILINE,
)
# A word made like a user name: letters and then digits, or words joined by `_` or `.`.
_HANDLE = re.compile(r"(?<![\w@./+-])[^\W\d_]{2,}\w*(?:[._]\w+)*(?![\w@/-]|\.\w)")
_NUMBER = re.compile(r"(?<![\w.,/-])\+?\d(?:[ ./-]?\d){4,}(?![\w])")
_DATE = re.compile(
    r"(?<![\w.,/§£$€])(?:(\d{1,2})\.\s?(\d{1,2})\.(?:\s?\d{2,4})?|(\d{1,2})/(\d{1,2})(?:/\d{2,4})?"
    r"|\d{4}-(\d{1,2})-(\d{1,2}))(?![\w/])"
)
# A reference number: letters, then numbers joined by slashes (`SM/2023/4471`, `12345/2023`),
# or its numbers standing on after a stretch the run replaced (`[OTHER]/12345/2023`).
_REFERENCE = re.compile(
    r"(?<![\w/])(?:[^\W\d_]{1,8}/\d{2,6}(?:/\d{1,6}){0,3}|\d{3,6}/\d{4})(?![\w/])"
)
_REFERENCE_TAIL = re.compile(r"/\d{2,6}(?:/\d{1,6})*(?![\w/])")
# The second half of a British postcode after its first half was replaced (`[ZIP] 4DN`).
_POSTCODE_TAIL = re.compile(r" \d[A-Z]{2}\b")
# A British postcode (`S10 2TN`, `SW1A 1AA`); others are numbers, found as such.
_POSTCODE = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_URL = re.compile(r"(?:https?://|www\.)[^\s<>\"')]+")
_CAPITALIZED = re.compile(r"[^\W\d_][\w'’-]*")
# Units and currencies after a number that make it an amount, not anyone's number.
_AMOUNT_AFTER = re.compile(
    r"\s?(?:%|€|\$|£|Kč|zł|Ft|kr|sek|eur|usd|czk|pln|huf|m²|m2|km|kg|sq|ha)\b", re.IGNORECASE
)
# What a British postcode's first half is replaced as.
_POSTCODE_BEFORE = frozenset(
    {Category.ZIP, Category.LOCATION, Category.STREET, Category.OTHER, Category.ID}
)
# A word this many characters or fewer beside a person's surrogate is no name (`a`, `of`).
_SHORTEST_NAME = 2


def _public_spans(output: str, kept: set[str]) -> list[tuple[int, int]]:
    """Where `output` writes a string decided public, in order: a number inside one (`2231/2021`
    of a court's file number `25 Cdo 2231/2021`, kept) is that string's, no one's."""
    folded, offsets = folded_with_offsets(output)
    found = []
    for text in kept:
        if not any(char.isdigit() for char in text):
            continue  # (only a kept string with digits holds a number the scan would flag)
        at = folded.find(text)
        while at >= 0 and text:
            found.append((offsets[at], offsets[at + len(text)]))
            at = folded.find(text, at + 1)
    return sorted(found)


def _within_any(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether `start:end` lies within one of `spans`."""
    return any(first <= start and end <= last for first, last in spans)


def suspects(
    output: str,
    protected: list[tuple[int, int, Category]],
    lang: str,
    detected: Iterable[Mention] = (),
    public: Iterable[str] = (),
) -> list[Finding]:
    """The suspected leaks of one output: `protected` are the stretches the run wrote (with
    the category of what they replaced), `detected` what a fresh detection of the output
    found, `public` the strings a person or rule decided public."""
    spans = [(start, end) for start, end, _ in protected]
    kept = {fold(text) for text in public}
    within_public = _public_spans(output, kept)
    found: dict[tuple[int, int], Finding] = {}

    def add(start: int, end: int, kind: str, category: Category) -> None:
        if end <= start or overlaps(spans, start, end) or (start, end) in found:
            return
        if fold(output[start:end]) in kept or _within_any(within_public, start, end):
            return
        found[start, end] = Finding(start, end, kind, category.value, False)

    titles = title_words(lang)
    for mention in detected:
        written = mention.text_in(output)
        if names_no_one(written, lang) or calendar_word(written, lang):
            continue
        if _named(written, lang, titles):
            add(mention.start, mention.end, "detected", mention.category)
    speakers = set()
    for match in _SPEAKER.finditer(output):
        if _handle_like(match.group(1), speaker=True):
            add(*match.span(1), "handle", Category.USERNAME)
            speakers.add(match.group(1))
    for match in _words(speakers).finditer(output) if speakers else ():
        add(*match.span(), "handle", Category.USERNAME)  # a speaker named in a line
    for match in _HANDLE.finditer(output):
        mentioned = "@" in output[match.start() - 1 : match.start()]
        if (
            _handle_like(match.group())
            and not mentioned
            and not _in_product(output, *match.span(), lang)
        ):
            add(*match.span(), "handle", Category.USERNAME)
    for match in _EMAIL.finditer(output):
        add(*match.span(), "email", Category.EMAIL)
    for match in _URL.finditer(output):
        add(*match.span(), "url", Category.URL)
    for match in _NUMBER.finditer(output):
        if not _AMOUNT_AFTER.match(output, match.end()) and not _DATE.fullmatch(match.group()):
            add(*match.span(), "number", Category.ID)
    for match in _REFERENCE.finditer(output):
        if not _DATE.fullmatch(match.group()):
            add(*match.span(), "number", Category.ID)
    for _, end, category in protected:
        if (tail := _REFERENCE_TAIL.match(output, end)) is not None:
            add(*tail.span(), "number", Category.ID)
        if category in _POSTCODE_BEFORE and (tail := _POSTCODE_TAIL.match(output, end)):
            add(tail.start() + 1, tail.end(), "postcode", Category.ZIP)
    for match in _POSTCODE.finditer(output):
        add(*match.span(), "postcode", Category.ZIP)
    day_first = day_comes_first(lang)
    for match in _DATE.finditer(output):
        if _real_date(match, day_first):
            add(*match.span(), "date", Category.DATE)
    for start, end in _beside_persons(output, protected, lang):
        add(start, end, "name", Category.PERSON)
    for start, end in _professions(output, lang):
        add(start, end, "profession", Category.PROFESSION)
    ordered = sorted(found.values(), key=lambda finding: (finding.start, -finding.end))
    kept: list[Finding] = []
    for finding in ordered:  # one finding a stretch: the longest (`BD7 2LP`, not `BD7`)
        if kept and finding.end <= kept[-1].end:
            continue
        kept.append(finding)
    return kept


def _named(written: str, lang: str, titles: frozenset[str]) -> bool:
    """Whether a fresh detection holds a word that can be a name: one that is no ordinary word
    and no title (a heading's `FOURTH SECTION`, found where a surrogate changed the words
    around it, names no one), or digits."""
    for word in re.findall(r"[\w'’-]+", written):
        if any(c.isdigit() for c in word):
            return True
        if word.casefold() not in titles and not ordinary(word, lang):
            return True
    return False


def _words(words: Iterable[str]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?<![\w.@])(?:{alternatives})(?![\w@]|\.\w)")


def _in_product(output: str, start: int, end: int, lang: str) -> bool:
    """Whether `output[start:end]` is a model's code after its maker (`XC60` of `Volvo
    XC60`), which the run kept as no one's: a code, not a user name."""
    product = product_around(output, start, lang)
    return product is not None and product[1] >= end


def _handle_like(word: str, speaker: bool = False) -> bool:
    """Made like a user name: words joined by `_`, letters then digits (`olli_p1987`,
    `petr77`), or a name and a letter joined by a dot (`tommy.k`, `erik.nilsson92`); as a
    chat line's speaker, any words joined by a dot in lower case (`katka.nov`)."""
    if "_" in word and any(c.isalpha() for c in word):
        return True
    letters = word.rstrip("0123456789")
    if letters != word and len(letters) >= _SHORTEST_NAME and letters.replace(".", "").isalpha():
        return True  # letters, then digits
    pieces = word.split(".")
    return (
        len(pieces) > 1
        and all(pieces)
        and word.islower()
        and (speaker or len(pieces[-1]) == 1 or any(c.isdigit() for c in pieces[-1]))
    )


def day_comes_first(lang: str) -> bool:
    """Whether the language writes a numeric date's day before its month, and only so
    (Hungarian and Swedish start with the year, and write `04. 23.` as well as `23.04.`)."""
    return get_language(lang).numeric_date_orders[0].startswith("D")


def _real_date(match: re.Match[str], day_first: bool) -> bool:
    """Whether a numeric date's day and month can be a day of the year (else it is no date,
    or an impossible one, which `values.py` reports): the day first where the language writes
    it so (`16.3.`), else the month first too (Hungarian `04. 23.`), either way with
    slashes (`12/5`); either way where the language writes both."""
    groups = [g for g in match.groups() if g is not None]
    if len(groups) < 2:
        return False
    first, second = int(groups[0]), int(groups[1])
    day_month = 1 <= first <= 31 and 1 <= second <= 12
    month_day = 1 <= first <= 12 and 1 <= second <= 31
    if match.group(5) is not None:  # ISO: month, then day
        return month_day
    if match.group(3) is not None:
        return day_month or month_day
    return day_month if day_first else day_month or month_day


def _beside_persons(
    output: str, protected: list[tuple[int, int, Category]], lang: str
) -> list[tuple[int, int]]:
    """Capitalized words right beside a person's surrogate, on its line, that are names of
    the lists or no ordinary word: the rest of a name the run replaced only in part."""
    titles = title_words(lang)
    function_words = stop_words(lang)
    names = given_names() | family_names()
    language = get_language(lang)
    family_first = language.family_name_first
    found = []
    for start, end, category in protected:
        if category is not Category.PERSON or start == end:
            continue
        before = re.search(r"([^\W\d_][\w'’-]*)[ \t]\Z", output[max(0, start - 40) : start])
        spaced = output[end : end + 1] in (" ", "\t")
        after = _CAPITALIZED.match(output, end + 1) if spaced else None
        for word, at, family_place in (
            (before.group(1), start - len(before.group(0)), family_first) if before else _NONE,
            (after.group(), after.start(), not family_first) if after else _NONE,
        ):
            if word is None or len(word) <= _SHORTEST_NAME or not word[0].isupper():
                continue
            bare = word.rstrip("'’s").casefold()
            if bare in titles:
                continue
            if language.nouns_capitalized and compound_noun(word, lang):
                continue  # German `Verteidigungsminister`, `Teamkollegen`: a noun, capitalized
            # A name in the family name's place is one, though it is also a word (`Nagy`).
            listed = word in names and (family_place or bare not in function_words)
            if listed or (bare not in function_words and not ordinary(word, lang)):
                found.append((at, at + len(word)))
    return found


_NONE: tuple[None, int, bool] = (None, 0, False)


def _professions(output: str, lang: str) -> list[tuple[int, int]]:
    """Words that name a profession of the language's lexicon (a single word; a title of
    several is found by its head), and the German feminine of one (`Lehrer` -> `Lehrerin`)."""
    known = professions(lang)
    found = []
    for match in re.finditer(r"[^\W\d_]{4,}", output):
        word = match.group().casefold()
        if word in known or (word.endswith("in") and word[:-2] in known):
            found.append(match.span())
    return found
