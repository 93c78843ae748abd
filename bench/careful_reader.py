"""What a careful reader of a pseudonymized text notices, counted from the original, the
written output and the run's edits (never from how the replacement did it): dates that left
the document's timeline, lines merged, one person given several names, a given name made a
family name or the reverse, ordinary words replaced. bench/end_to_end.py counts them per
corpus; each function is small enough to be checked on hand-made pairs
(tests/test_bench_end_to_end.py).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from datetime import date

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.calendar import TOKEN, dates_within, fields_of, lookup, month_names
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.titles import title_words
from pseudonymizer.lexicon.vocabulary import common_lower, stop_words
from pseudonymizer.model import Edit

_WORD = re.compile(r"\w+")


def common(word: str, lang: str) -> bool:
    """Whether `word` is on the language's common-word list (its ordinary words and function
    words, any case)."""
    lower = word.lower()
    return lower in common_lower(lang) or lower in stop_words(lang)


def whole_dates(text: str, lang: str) -> list[date]:
    """The whole dates (day, month and year) `text` holds, in order, read as the calendar
    reads them; a date of which a part is missing is none."""
    months = month_names(lang)
    found = []
    for start, end in dates_within(text, lang):
        tokens = list(TOKEN.finditer(text, start, end))
        month = next((t for t in tokens if lookup(t.group(), months)), None)
        numbers = [t for t in tokens if t.group().isdigit()]
        fields = fields_of(numbers, month, months, lang)
        if fields is not None and {"year", "month", "day"} <= fields.keys():
            found.append(date(fields["year"], fields["month"], fields["day"]))
    return found


def shifts(pairs: Iterable[tuple[str, str]], lang: str) -> list[int | None]:
    """For each whole date of the originals of a document's (original, surrogate) pairs, the
    days its surrogate moved it: the surrogate's dates taken in order where it holds as many,
    else None (a date that became something else, or lost a part, kept no interval)."""
    found: list[int | None] = []
    for original, surrogate in pairs:
        before, after = whole_dates(original, lang), whole_dates(surrogate, lang)
        if len(before) != len(after):
            found += [None] * len(before)
            continue
        found += [(new - old).days for old, new in zip(before, after, strict=True)]
    return found


def on_shift(moved: Sequence[int | None]) -> int:
    """How many of a document's date shifts equal its most common one (the document's
    shift): all of them where its timeline is kept; a date that is no date any more never."""
    counted = Counter(shift for shift in moved if shift is not None)
    return counted.most_common(1)[0][1] if counted else 0


def lines_merged(text: str, output: str, edits: Sequence[Edit], explained: bool) -> int:
    """Line breaks of the input the output lost: those inside replaced stretches that their
    replacement does not write again; where the edits do not make the output, the difference
    in line breaks of the whole texts."""
    if not explained:
        return max(0, text.count("\n") - output.count("\n"))
    return sum(
        max(0, text.count("\n", edit.start, edit.end) - edit.replacement.count("\n"))
        for edit in edits
    )


def _folded(word: str) -> str:
    decomposed = unicodedata.normalize("NFD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _form_of(word: str, other: str) -> bool:
    """Whether two name words can be forms of one (`Svoboda`, `Svobody`, `Kovácsnak`,
    `Smith's`; an initial `J.` of `Jan`): one starts with the other's stem, all but its last
    two letters."""
    a, b = _folded(word.rstrip(".")), _folded(other.rstrip("."))
    if not a or not b:
        return False
    if len(a) == 1 or len(b) == 1:
        return a[0] == b[0]
    short, long = sorted((a, b), key=len)
    stem = short[: max(2, len(short) - 2)]
    return long.startswith(stem)


def several_names(pairs: Sequence[tuple[str, str]]) -> bool:
    """Whether one person's (original, surrogate) mentions got surrogates that are no forms
    of one name: a word of a surrogate that no word of the fullest surrogate can be a form
    of (words the surrogate kept from the original, a title written as it was, left out)."""
    if not pairs:
        return False
    fullest = max((_WORD.findall(surrogate) for _, surrogate in pairs), key=len)
    for original, surrogate in pairs:
        kept = {_folded(w) for w in _WORD.findall(original)}
        for word in _WORD.findall(surrogate):
            if _folded(word) in kept:
                continue
            if not any(_form_of(word, other) for other in fullest):
                return True
    return False


def role(word: str) -> str | None:
    """`given` or `family` where Faker's lists of every locale know the word as only one of
    the two; None where they know it as both or neither (an inflected form)."""
    given, family = word in given_names(), word in family_names()
    if given == family:
        return None
    return "given" if given else "family"


def role_swaps(original: str, surrogate: str, lang: str) -> int:
    """The words of a person's mention whose surrogate word has the other role: a given name
    replaced by a family name or the reverse (word for word, where both have as many, titles
    left out). An original of several words says each word's role by its place (the family
    name last, first in Hungarian: `Gordon Sumner` is a family name whatever a list says);
    one word alone, and every surrogate word, by `role`."""
    titles = title_words(lang)
    before = [w for w in _WORD.findall(original) if w.casefold() not in titles]
    after = [w for w in _WORD.findall(surrogate) if w.casefold() not in titles]
    if len(before) != len(after):
        return 0
    if len(before) > 1:
        family = 0 if get_language(lang).family_name_first else len(before) - 1
        roles = ["family" if i == family else "given" for i in range(len(before))]
    else:
        roles = [role(word) for word in before]
    swapped = 0
    for was, new in zip(roles, after, strict=True):
        now = role(new)
        swapped += None not in (was, now) and was != now
    return swapped
