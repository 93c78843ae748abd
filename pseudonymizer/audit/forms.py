"""The surface forms of a document's private entities, and where they still stand in an output.

A reader knows a person by more than the string the run replaced: by each word of the name
alone (`Becker` of `Hans Becker`, in `Familie Becker`), by its other forms (`Beckers Wohnung`,
Polish `Marku` of Marek, Czech `Kučerovi`, Hungarian `Kovácsnak`), written in capitals, in lower
case or without diacritics (`NOVÁK`, `novak`), and inside an e-mail address or a user name
(`jan.novak@`). Each form found outside the surrogates the run wrote is a certain leak; a form
that is also an ordinary word of the language (`Rose`, `Young`) counts only where it is written
as a name, and at a sentence's start, where any word has a capital, it is only suspected.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from pseudonymizer.audit.findings import Finding, overlaps
from pseudonymizer.audit.folding import fold, folded_with_offsets
from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.calendar_words import calendar_word
from pseudonymizer.lexicon.grammar import Grammar
from pseudonymizer.lexicon.legal_forms import legal_forms
from pseudonymizer.lexicon.names import family_names as any_family_names
from pseudonymizer.lexicon.substitutes import (
    PARTICLES,
    family_names,
    given_names,
    is_initials,
    is_particle,
)
from pseudonymizer.lexicon.titles import leading_titles, title_words
from pseudonymizer.lexicon.vocabulary import (
    common_words,
    dictionary_word,
    names_no_one,
    ordinary,
    stop_words,
    trade_word,
)
from pseudonymizer.lexicon.word_forms import formed_reading
from pseudonymizer.model import Mention, Rewrite
from pseudonymizer.words import whole_words

# Names whose every word names the one someone (`Becker` of `Hans Becker`, `York` of `New York`).
_PARTED = frozenset({Category.PERSON, Category.LOCATION, Category.ORGANIZATION, Category.STREET})
# Names declined like a person's, and like a place's.
_DECLINED = {Category.PERSON: False, Category.LOCATION: True, Category.STREET: True}
# A word of a name shorter than this is no form of its own (`Al`, `Bo` would match anywhere).
_SHORTEST_PART = 3
# E-mail addresses, links and user names: a name inside one is still the name.
_CONTAINER = re.compile(
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?://|www\.)\S+|@\w[\w.]*|\w+(?:[._]\w+)+"
    r"|\b[^\W\d_]{2,}\d+\b"
)
# A word of a name is looked for inside a container from this many letters on.
_SHORTEST_INSIDE = 4
_EDGES = ",;:.()[]\"'«»„“”!?"


@dataclass(frozen=True)
class Form:
    """One way a private entity is written: `text` as written (or as its language writes
    it), folded for comparison; `kind` is `original` (a mention as written), `part` (a word
    of a name) or `form` (another form of that word); `ordinary` where it is also an
    ordinary word of the language, in lower case; `listed` where it is a name of the
    language's lists."""

    text: str
    folded: str
    category: Category
    kind: str
    ordinary: bool
    # A name of the language's lists (`Novák`, `Marsh`): capitalized, it is read as the name.
    listed: bool = False
    # Whether the form in lower case is a word of the language as written (`bramble`, `weiß`),
    # not only a capitalized one (German `italien`, `tore` are no words: the name lowered).
    lower_word: bool = True


def private_forms(
    text: str, mentions: Iterable[Mention], grammar: Grammar, public: Iterable[str] = ()
) -> tuple[Form, ...]:
    """Every surface form of the entities of `mentions` (the ones a run replaced or was
    given), but for strings that name no one (`A`, `two`, a title alone, a weekday found as
    a date) and strings a person or rule decided `public`."""
    lang = grammar.code
    titles = title_words(lang)
    kept = {fold(written) for written in public}
    listed = _listed_names(grammar.language.names_locale)
    found: dict[tuple[str, str], Form] = {}

    def add(
        written: str, category: Category, kind: str, like: tuple[bool, bool] | None = None
    ) -> tuple[bool, bool]:
        """Add a form; whether it is also an ordinary word and whether a listed name, which
        its other forms inherit (`Beckers` is Becker's, though a word table has `beckers`)."""
        if like is None:
            alpha = any(c.isalpha() for c in written)
            like = (alpha and ordinary(written, lang), written in listed)
        folded = fold(written)
        if folded in kept or not any(char.isalnum() for char in written):
            return like
        key = (written, category.value)
        if key not in found or kind == "original":
            lower = _lower_word(written.lower(), lang)
            found[key] = Form(written, folded, category, kind, *like, lower_word=lower)
        return like

    for mention in mentions:
        written = mention.text_in(text).strip()
        if not written or names_no_one(written, lang):
            continue
        if mention.category is Category.DATE and calendar_word(written, lang):
            continue
        add(written, mention.category, "original")
        if mention.category not in _PARTED:
            continue
        words = [word.strip(_EDGES) for word in written.split()]
        lead = leading_titles(words, titles)
        named = words[lead:]
        for at, word in enumerate(named, lead):
            # A name of one word is the name, though it is also a word (`Italien`, `Bath`):
            # its forms are looked for too (`Italiens`), and found as the word's are.
            if not _names_someone(word, mention.category, lang, titles, alone=len(named) == 1):
                continue
            if mention.category is Category.PERSON and is_particle(words, at, lead):
                continue  # (`De` of `Anne De Vries`, which the surrogate keeps)
            like = add(word, mention.category, "part")
            place = _DECLINED.get(mention.category)
            if place is not None:
                for form in grammar.inflector.forms(word, place=place):
                    if len(form) >= _SHORTEST_PART:
                        add(form, mention.category, "form", like)
    return tuple(found.values())


def _lower_word(lower: str, lang: str) -> bool:
    """Whether a lower-case string is a word of the language as it is written: its tables
    keep the capital of the words written with one (German nouns)."""
    return lower in common_words(lang) or lower in stop_words(lang)


@cache
def _listed_names(locale: str) -> frozenset[str]:
    """The given and family names of a locale's lists (several locales joined by `+`)."""
    return frozenset(
        name
        for gender in ("male", "female")
        for listed in (given_names(locale, gender), family_names(locale, gender))
        for name in listed
    )


@cache
def _legal_forms() -> frozenset[str]:
    """The legal forms as compared: folded, without a final full stop (`inc`, `gmbh`)."""
    return frozenset(form.casefold().rstrip(".") for form in legal_forms())


def _names_someone(
    word: str, category: Category, lang: str, titles: frozenset[str], alone: bool = False
) -> bool:
    """Whether a word of a name is a name of its own: not an initial, a particle, a title, a
    number, nor (in a company's or street's name of several words, not `alone`) an ordinary
    word, its trade (`Maschinenbau`) or a legal form."""
    if len(word) < _SHORTEST_PART or is_initials(word) or not any(c.isalpha() for c in word):
        return False
    if word in PARTICLES or word.casefold().rstrip(".") in titles or names_no_one(word, lang):
        return False
    if category in (Category.ORGANIZATION, Category.STREET, Category.LOCATION) and not alone:
        # (The dictionary knows the adjectives no lemma table lists, `Administrative` of a
        # court's name, and a possessive's clitic is no part of the word: `Court’s`; a firm's
        # trade, `Maschinenbau`, is kept by its replacement.)
        bare = word.removesuffix("'s").removesuffix("’s")
        if ordinary(bare, lang) or dictionary_word(bare, lang) or trade_word(bare, lang):
            return False
        return word.casefold().rstrip(".") not in _legal_forms()
    return True


def find_forms(
    output: str,
    forms: tuple[Form, ...],
    protected: list[tuple[int, int, Category]],
    where: str = "text",
    nouns_capitalized: bool = False,
) -> list[Finding]:
    """Where `forms` stand in `output`, outside the `protected` stretches (the surrogates and
    tags the run wrote there, with the category of what they stand for): each a certain
    leak, but a form that is also an ordinary word is only suspected where its capital says
    nothing (a sentence's start; any noun, where `nouns_capitalized`), unless it stands right
    beside a person's surrogate (`Nagy` of `Nagy Ilona`)."""
    if not forms:
        return []
    spans = [(start, end) for start, end, _ in protected]
    persons = [(start, end) for start, end, category in protected if category is Category.PERSON]
    folded, offsets = folded_with_offsets(output)
    by_folded: dict[str, list[Form]] = {}
    for form in forms:
        by_folded.setdefault(form.folded, []).append(form)
    pattern = whole_words(by_folded)
    containers = [m.span() for m in _CONTAINER.finditer(output) if "@" in m.group() or _dotted(m)]
    findings = []
    assert pattern is not None
    for match in pattern.finditer(folded):
        start, end = offsets[match.start()], offsets[match.end() - 1] + 1
        if overlaps(spans, start, end):
            continue
        beside = _beside(output, persons, start, end)
        occurrence = _Occurrence(start, end, overlaps(containers, start, end), beside)
        finding = _judged(output, occurrence, by_folded[match.group()], where, nouns_capitalized)
        if finding is not None:
            findings.append(finding)
    findings += _inside(output, forms, spans, containers, {f.start for f in findings}, where)
    return findings


@dataclass(frozen=True)
class _Occurrence:
    start: int
    end: int
    inside: bool  # within an e-mail address, link or user name
    beside: bool  # right beside a person's surrogate


def _beside(output: str, persons: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether `start:end` is a word right beside a person's surrogate, one space apart."""
    return any(
        (e < start and output[e:start] in (" ", "\t")) or (end < s and output[end:s] in (" ", "\t"))
        for s, e in persons
        if s < e and (abs(start - e) <= 2 or abs(s - end) <= 2)
    )


def _dotted(match: re.Match[str]) -> bool:
    """Whether a run of words joined by dots or underscores looks like a user name or link
    (`jan.novak`, `anna_b88`), not a sentence's end glued to the next (`end.Next`)."""
    written = match.group()
    return (
        "_" in written
        or written.startswith(("http", "www", "@"))
        or written.islower()
        or written[-1].isdigit()
    )


# Categories whose strings are names or addresses in lower case too (`jan novák` in a chat).
_NAMED_IN_LOWER_CASE = frozenset(
    {Category.PERSON, Category.LOCATION, Category.STREET, Category.USERNAME, Category.EMAIL}
)


# The kinds of a form, the surest first.
_KINDS = ("original", "part", "form")


def _judged(
    output: str,
    occurrence: _Occurrence,
    candidates: list[Form],
    where: str,
    nouns_capitalized: bool,
) -> Finding | None:
    """The finding a form's occurrence makes, or None for an ordinary word written as one."""
    start, end = occurrence.start, occurrence.end
    written = output[start:end]
    exact = [form for form in candidates if form.text == written]
    # (Of several forms, the surest kind first, then by text: the forms come from sets, and
    # the report must not change with the process's hash seed.)
    form = exact[0] if exact else min(candidates, key=lambda f: (_KINDS.index(f.kind), f.text))
    certain = True
    plain = not occurrence.inside and not occurrence.beside
    lower = not occurrence.inside and written.islower()
    if lower and form.category not in _NAMED_IN_LOWER_CASE:
        if form.kind != "original" and not form.text.islower():
            return None  # `administrative` of `Supreme Administrative Court`: the word
        certain = False  # a word the run took for a name once (`žalobkyně`, `it's`)
    elif form.ordinary and plain:
        if written.islower() and not form.text.islower():
            if not form.listed and form.lower_word:
                return None  # `bramble`, the word, where the name was `Bramble`
            # `marsh` or `novák`: the word, or a name in a chat's lower case; German
            # `italien`: no word in lower case, the name written so
            certain = False
        if nouns_capitalized and form.kind != "original":
            certain = False  # German `Bruder`, a noun and a family name: its capital says nothing
        elif _opens_sentence(output, start) and not form.listed:
            certain = False  # `Bramble` at a sentence's start
    if occurrence.inside:
        kind = "inside"
    elif exact or written.casefold() == form.text.casefold():
        kind = form.kind
    else:
        kind = "folded"
    return Finding(start, end, kind, form.category.value, certain, where)


def _opens_sentence(text: str, position: int) -> bool:
    i = position - 1
    while i >= 0 and text[i] in " \t\u00a0\"'„“«(":
        i -= 1
    return i < 0 or text[i] in ".!?:\n"


def _inside(
    output: str,
    forms: tuple[Form, ...],
    protected: list[tuple[int, int]],
    containers: list[tuple[int, int]],
    found: set[int],
    where: str,
) -> list[Finding]:
    """A name written into an address or user name without a separator (`jannovak@`,
    `petrdvorak77`): each word of a person's name looked for in the container's letters."""
    parts = [
        form
        for form in forms
        if form.kind in ("part", "original")
        and form.category is Category.PERSON
        and len(form.folded) >= _SHORTEST_INSIDE
        and " " not in form.folded
    ]
    findings = []
    for start, end in containers:
        if overlaps(protected, start, end) or any(start <= s < end for s in found):
            continue
        letters = fold(output[start:end])
        for form in parts:
            at = letters.find(form.folded)
            if at >= 0:
                findings.append(Finding(start, end, "inside", form.category.value, True, where))
                break
    return findings


def _like(category: Category, words: list[str], lang: str) -> Category:
    """An `OTHER` stretch's words name someone as a person's do where each is a capitalized
    word (`Kovács Zsuzsa`, `Pozdravuj Petra`) and the last one no acronym or legal form nor, in
    three words or more, an ordinary word; else as a company's or a place's do (`Marlpit
    Trading Estate`, `Brackwell Property Law LLP`): where no ordinary word."""
    if category is not Category.OTHER:
        return category
    named = all(word.strip(_EDGES)[:1].isupper() and word.strip(_EDGES).isalpha() for word in words)
    if named and words:
        last = words[-1].strip(_EDGES)
        kind = last.isupper() or last.casefold().rstrip(".") in _legal_forms()
        # (Two words are a given and a family name as often: `Kovács Zsuzsa`, whose nickname
        # a dictionary lists too.)
        kind |= len(words) > 2 and ordinary(last, lang) and last not in any_family_names()
        named = not kind
    return Category.PERSON if named and words else Category.ORGANIZATION


def _formed(word: str, category: Category, first: bool, lang: str) -> bool:
    """Whether a word a thing's surrogate kept is built of ordinary words (Hungarian
    `Gazdaságtudományi`, `Oktatókórházban`), as the replacement keeps it in any name but a
    person's, and but a firm's first word, the name it is known by."""
    if category is Category.PERSON or (first and category is Category.ORGANIZATION):
        return False
    return formed_reading(word, lang) is not None


def kept_in_surrogates(
    original: str, mentions: Iterable[Mention], rewrite: Rewrite, lang: str
) -> list[Finding]:
    """A word of a name that its own surrogate still holds (`Pozdravuj Petra` written as
    `Kovář Petra`): the run wrote it, so no other check looks there, and it is certain."""
    titles = title_words(lang)
    listed = _listed_names(get_language(lang).names_locale)
    by_span = {(m.start, m.end): m for m in mentions if m.category in _PARTED | {Category.OTHER}}

    def names(word: str, category: Category, first: bool) -> bool:
        """A word of a name written as one (`Petra`, not `svatého` nor an acronym), or a
        listed name though also a word (`Kiss`): in a company's, street's or place's name
        only as its first word (the founder's `Kiss Kft.`); after it an ordinary word is the
        name's kind (`Trading Estate`, `Property Law LLP`, `Thomas Lane`), and a title
        (`Lord`) is nobody's name anywhere."""
        bare = re.sub(r"['’]s$", "", word.strip(_EDGES))
        if not (bare[:1].isupper() and any(char.islower() for char in bare[1:])):
            return False
        if bare.casefold() in titles:
            return False
        if _names_someone(bare, category, lang, titles):
            return True
        if category is not Category.PERSON and not first and ordinary(bare, lang):
            return False
        return bare in listed

    findings = []
    shift = 0
    for edit in rewrite.edits:
        start = edit.start + shift
        shift += len(edit.replacement) - (edit.end - edit.start)
        mention = by_span.get((edit.start, edit.end))
        if mention is None or edit.markup:
            continue
        written = original[edit.start : edit.end].split()
        category = _like(mention.category, written, lang)
        bare = [word.strip(_EDGES) for word in written]
        lead = leading_titles(bare, titles)
        words = {
            fold(word.strip(_EDGES))
            for index, word in enumerate(written)
            if names(word, category, index == 0)
            and not _formed(word.strip(_EDGES), mention.category, index == 0, lang)
            and not (category is Category.PERSON and is_particle(bare, index, lead))
        }
        for word in re.finditer(r"[\w'’-]+", edit.replacement):
            if fold(word.group()) in words:
                at = start + word.start()
                findings.append(
                    Finding(at, at + len(word.group()), "kept", mention.category.value, True)
                )
    return findings
