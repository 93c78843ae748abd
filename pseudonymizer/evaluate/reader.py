"""What a careful reader of a pseudonymized text notices, counted from the original, the
written output and the run's edits (never from how the replacement did it): ordinary words
replaced, dates that left the document's timeline, values that cannot be, lines merged, one
person given several names, a given name made a family name or the reverse.

bench/end_to_end.py counts these per corpus, and the tests count them on hand-made pairs and on
the pipeline's outputs, with these same functions. They name no original, only counts.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from datetime import date
from typing import Literal, NamedTuple

from pseudonymizer.audit.values import impossible
from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language
from pseudonymizer.languages.base import Language
from pseudonymizer.lexicon.calendar import TOKEN, dates_within, fields_of, lookup, month_names
from pseudonymizer.lexicon.grammar import grammar_for
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.substitutes import is_initials
from pseudonymizer.lexicon.titles import (
    kin_title,
    leading_titles,
    post_nominals,
    title_words,
    titled,
    trailing_titles,
)
from pseudonymizer.lexicon.vocabulary import common_lower, stop_words
from pseudonymizer.model import Edit, Entity, Mention, Rewrite
from pseudonymizer.replace.persons import family_only, given_only

Role = Literal["given", "family"]
_WORD = re.compile(r"\w+")
# What stands around a name's word without being part of it: punctuation and quotes.
_EDGES = ".,;:!?()[]{}\"'“”„«»‘’"


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


def document_shift(moved: Sequence[int | None]) -> int | None:
    """The document's shift as its dates tell it: the days most of them moved by (a reader
    cannot know the run's, and needs not: a surrogate equal to another original date is where
    this shift put it). None where no date moved and stayed a date."""
    counted = Counter(shift for shift in moved if shift is not None)
    return counted.most_common(1)[0][0] if counted else None


def on_shift(moved: Sequence[int | None]) -> int:
    """How many of a document's date shifts equal its shift (`document_shift`): all of them
    where its timeline is kept; a date that is no date any more never."""
    shift = document_shift(moved)
    return sum(days == shift for days in moved) if shift is not None else 0


def impossible_written(rewrite: Rewrite, lang: str) -> int:
    """How many dates, times and weekdays that cannot be (`31.02.`, `43:79`, a weekday not
    its date's) the run wrote into its output: those overlapping a replacement (an impossible
    value of the original's own is no fault of the run)."""
    spans, offset = [], 0
    for edit in rewrite.edits:
        start = edit.start + offset
        spans.append((start, start + len(edit.replacement)))
        offset += len(edit.replacement) - (edit.end - edit.start)
    return sum(
        any(start < found.end and found.start < end for start, end in spans)
        for found in impossible(rewrite.text, lang)
    )


def lines_merged(text: str, output: str, edits: Sequence[Edit], explained: bool = True) -> int:
    """Line breaks of the input the output lost: those inside replaced stretches that their
    replacement does not write again (a name written over two lines stays on two lines);
    where the edits do not make the output (`explained` false), the difference in line breaks
    of the whole texts."""
    if not explained:
        return max(0, text.count("\n") - output.count("\n"))
    return sum(
        max(0, text.count("\n", edit.start, edit.end) - edit.replacement.count("\n"))
        for edit in edits
    )


class Named(NamedTuple):
    """One replaced mention of a person as a reader meets it: the `original` words, the
    `surrogate` written in their place, the surrogate's nominative where the run recorded one
    (`lemma`), and whether a title (not a kinship's) stands before the name, in the mention or
    just before it (`Mr`, `paní`, `Lord`)."""

    original: str
    surrogate: str
    lemma: str | None = None
    titled: bool = False


def named_persons(
    text: str,
    rewrite: Rewrite,
    entities: Iterable[Entity],
    replaced: Iterable[Mention],
    lang: str,
) -> list[list[Named]]:
    """Each person entity's `replaced` mentions, read off `text` (in `lang`) and the output
    `rewrite` made of it (its edits in the original's offsets): a person with no mention
    replaced is left out."""
    language = get_language(lang)
    chosen = {id(mention) for mention in replaced}
    lemmas = {(edit.start, edit.end): edit.lemma for edit in rewrite.edits}
    persons = []
    for entity in entities:
        if entity.category is not Category.PERSON:
            continue
        named = []
        for mention in entity.mentions:
            if id(mention) not in chosen:
                continue
            start, end = rewrite.map_span(mention.start, mention.end)
            original = mention.text_in(text)
            title = titled(text, mention.start, mention.end, language)
            named.append(
                Named(
                    original,
                    rewrite.text[start:end],
                    lemmas.get((mention.start, mention.end)),
                    (title is not None and title[1]) or _titled_inside(original, lang),
                )
            )
        if named:
            persons.append(named)
    return persons


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


def several_names(named: Sequence[tuple[str, str]] | Sequence[Named], lang: str) -> bool:
    """Whether one person's (original, surrogate) mentions got surrogates that are no forms
    of one name: a word of a surrogate that no word of the fullest surrogate can be a form
    of, each less the case ending or suffix the language writes it with (`Rózának` and
    `Rózával` are forms of `Róza`; words the surrogate kept from the original, a title
    written as it was, left out)."""
    if not named:
        return False

    def stems(text: str) -> list[str]:
        return [grammar_for(lang).inflector.split(word)[0] for word in _WORD.findall(text)]

    fullest = max((stems(one[1]) for one in named), key=len)
    for one in named:
        kept = {_folded(w) for w in stems(one[0])}
        for word in stems(one[1]):
            if _folded(word) in kept:
                continue
            if not any(_form_of(word, other) for other in fullest):
                return True
    return False


def role(word: str, lang: str, lemma: str | None = None) -> Role | None:
    """`given` or `family` where Faker's lists of every locale know the word (as written,
    less the case ending or genitive the language writes it with, or as its nominative
    `lemma`) as only one of the two; None where they know it as both or neither."""
    candidates = {word, grammar_for(lang).inflector.split(word)[0], *([lemma] if lemma else [])}
    candidates |= {c.capitalize() for c in candidates}
    given = any(c in given_names() for c in candidates)
    family = any(c in family_names() for c in candidates)
    if given == family:
        return None
    return "given" if given else "family"


def role_swaps(persons: Sequence[Sequence[Named]], lang: str) -> int:
    """The words of a document's replaced person mentions whose surrogate word has the other
    role: a given name replaced by a family name or the reverse (word for word, where both
    have as many name words; titles, initials and words without letters left out).

    The original word's role is what the text tells a reader: in a name of several parts
    (initials too) its place (the family name last, first in Hungarian: `Gordon Sumner`, `C.
    Oliver` end in family names whatever a list says); a name word alone has the role the
    document's longer names give it (`Stanford` of `Bryan Stanford`), else the one `_alone`
    gives it (`Mr Rae` a family name, `fru Karin` a given name). A surrogate word's role is
    the lists' (`role`)."""
    language = get_language(lang)
    told = _told(persons, lang)
    swapped = 0
    for named in (one for person in persons for one in person):
        before = _parts(named.original, lang)
        after = _parts(named.surrogate, lang)
        if not before or len(before) != len(after):
            continue
        lemmas = _parts(named.lemma, lang) if named.lemma else []
        if len(lemmas) != len(after):
            lemmas = [None] * len(after)  # type: ignore[list-item]
        if len(before) > 1:
            family = 0 if language.family_name_first else len(before) - 1
            roles: list[Role | None] = [
                "family" if i == family or _second_family(before, i, family, language) else "given"
                for i in range(len(before))
            ]
        else:
            roles = [told.get(_key(before[0], lang)) or _alone(before[0], named.titled, lang)]
        for word, was, new, lemma in zip(before, roles, after, lemmas, strict=True):
            if is_initials(word) or word.casefold() == new.casefold():
                continue  # an initial, or a word kept as written (`Lord Justice` found alone)
            now = role(new, lang, lemma)
            swapped += None not in (was, now) and was != now
    return swapped


def _second_family(words: Sequence[str], index: int, family: int, language: Language) -> bool:
    """Whether the word at `index`, between the given name and the family name, is a second
    family name where the language writes two unjoined (Swedish `Karin Lundqvist Berg`): one
    the lists hold as a family name only."""
    return (
        language.double_family_names
        and 0 < index < family
        and family_only(words[index], language.names_locale)
    )


def _parts(name: str, lang: str) -> list[str]:
    """The parts of a person's name a reader gives a role: its words and initials, less the
    punctuation around them, the titles before and after them (`Mr`, `QC`), words without
    letters (`2` of a detected `Articles 2`) and a peer's territory (`of Earlsferry`)."""
    words = [w.strip(_EDGES) if not is_initials(w) else w for w in name.split()]
    words = [w for w in words if any(c.isalpha() for c in w)]
    joiner = get_language(lang).territorial_joiner
    if joiner and joiner in words[1:]:
        words = words[: words.index(joiner, 1)]  # (`Rodger of Earlsferry`: a peer's seat)
    words = words[: len(words) - trailing_titles(words, post_nominals(lang))]
    return words[leading_titles(words, title_words(lang)) :]


def _key(word: str, lang: str) -> str:
    """A name word less its case ending or genitive, case-folded: what its forms share."""
    return grammar_for(lang).inflector.split(word)[0].casefold()


def _told(persons: Sequence[Sequence[Named]], lang: str) -> dict[str, Role]:
    """The role each word of the document's names of several parts has there (by `_key`),
    where it has only one."""
    family_first = get_language(lang).family_name_first
    seen: dict[str, set[Role]] = {}
    for named in (one for person in persons for one in person):
        parts = _parts(named.original, lang)
        if len(parts) < 2:
            continue
        family = 0 if family_first else len(parts) - 1
        for i, word in enumerate(parts):
            if not is_initials(word):
                seen.setdefault(_key(word, lang), set()).add("family" if i == family else "given")
    return {word: roles.pop() for word, roles in seen.items() if len(roles) == 1}


def _alone(word: str, after_title: bool, lang: str) -> Role | None:
    """The role of a name word alone that the document's longer names do not tell: a given
    name's where the language's lists know it as a given name only (`given_only`), else after
    a title a family name's, else a family name's where the lists know it as one only; None
    where a reader cannot tell (`General`, which only Faker's long generic English list
    holds)."""
    if given_only(word, get_language(lang).names_locale):
        return "given"
    return "family" if after_title or role(word, lang) == "family" else None


def _titled_inside(original: str, lang: str) -> bool:
    """Whether a title that is no kinship's stands before the name inside the mention."""
    words = original.split()
    lead = leading_titles(words, title_words(lang))
    return lead > 0 and not kin_title(words[lead - 1].rstrip(".,"), lang)
