"""Polish names from the SGJP dictionary: capitalized words Morfeusz knows as proper names.

NER misses names it has not seen in training, while SGJP lists hundreds of thousands of given
names, family names, places and organizations with every inflected form, so the dictionary
finds `Kowalskiego` or `Gorzowie` whatever the context. A dictionary knows words, not
contexts, so the rules here are about when a capitalized word is a name in this text: the
main false positives are ordinary words capitalized only because they start a sentence.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cache
from itertools import pairwise

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.institutions import organization_word
from pseudonymizer.lexicon.morfeusz import (
    GEOGRAPHICAL_NAME,
    NAME_PART,
    Interpretation,
    abbreviated,
    adjective_nominative,
    analyse,
    governed_cases,
    is_abbreviation,
    listed_given,
    listed_town,
)
from pseudonymizer.lexicon.morfeusz import lemma as word_lemma
from pseudonymizer.lexicon.names import given_names
from pseudonymizer.lexicon.states import countries, own_state
from pseudonymizer.lexicon.titles import office_word
from pseudonymizer.model import Attributes, Document, Mention

GIVEN_NAME = "imię"
# SGJP name classes (checked against the dictionary's own list) and what they name.
PERSON_CLASSES = frozenset(
    {
        GIVEN_NAME,
        "nazwisko",
        "nazwisko_(odmężowskie)",
        "nazwisko_(odojcowskie)",
        "człon_nazwiska",
        "przydomek",
        "człon_przydomka",
        "pseudonim",
        "człon_pseudonimu",
        "nazwa_własna_osoby",
        "patronimicum",
    }
)
LOCATION_CLASSES = frozenset(
    {"nazwa_geograficzna", "człon_nazwy_geograficznej", "nazwa_własna_budowli"}
)
ORGANIZATION_CLASSES = frozenset(
    {
        "nazwa_organizacji",
        "człon_nazwy_organizacji",
        "nazwa_firmy",
        "człon_nazwy_firmy",
        "nazwa_instytucji",
        "człon_nazwy_instytucji",
    }
)
# Brands, software, holidays, titles, stars, ships ... name no person, place or organization.
CLASS_CATEGORY: dict[str, Category] = {
    **{name: Category.PERSON for name in PERSON_CLASSES},
    **{name: Category.LOCATION for name in LOCATION_CLASSES},
    **{name: Category.ORGANIZATION for name in ORGANIZATION_CLASSES},
}

# Prepositions that usually introduce a place, with the cases they take in that sense (`w
# Warszawie`, `do Gdańska`, `z Polski`; `z Kowalskim` is company, not origin): they decide for
# a place when a word in such a case is both a place and a family name.
_GEN, _LOC, _ACC_INST = frozenset({"gen"}), frozenset({"loc"}), frozenset({"acc", "inst"})
SPATIAL_PREPOSITIONS: dict[str, frozenset[str]] = {
    **dict.fromkeys(("w", "we"), _LOC),
    "na": _LOC,
    **dict.fromkeys(("do", "z", "ze", "spod", "znad", "zza", "wokół", "koło", "obok"), _GEN),
    **dict.fromkeys(("nad", "pod", "przed", "za"), _ACC_INST),
    "przez": frozenset({"acc"}),
}
# Tags of readings that are not words of the lexicon proper: abbreviations (`Jan` also reads as
# `brev` for a Gospel) and what the dictionary does not know.
NON_LEXICAL_TAGS = ("brev", "ign")
# Lemmas of the words that introduce a street name.
STREET_WORDS = frozenset({"ulica", "aleja", "plac", "osiedle", "rondo", "bulwar", "skwer"})
SENTENCE_ENDS = frozenset({".", "!", "?", "…"})
# What may stand between the end of a sentence and its first word.
OPENING = frozenset("\"'„“”«»([-–—")
_PERSON_GENDER = {"m1": "m", "f": "f"}


@dataclass(frozen=True)
class _NameToken:
    start: int
    end: int
    names: tuple[Interpretation, ...]  # readings with a name class we map
    common: bool  # whether some reading is an ordinary word

    @property
    def unknown(self) -> bool:
        """A capitalized word SGJP does not know: no evidence alone, but next to a known name
        it is most likely part of it (foreign given or family names)."""
        return not self.names


@dataclass(frozen=True)
class LexiconRecognizer:
    """Scores below NER (0.7): the dictionary says a word can be a name, not that it is one."""

    name: str = "pl_lexicon"
    score: float = 0.6

    def find(self, document: Document, analysis: Analysis) -> Iterator[Mention]:
        text = document.text
        tokens = analysis.tokens
        starts = _sentence_starts(analysis)
        candidates = [_candidate(text, start, end) for start, end in tokens]
        family = _vouched_family_names(text, tokens, candidates)
        i = 0
        while i < len(tokens):
            j = i + 1
            while j < len(tokens) and _adjacent(text, candidates[j - 1], candidates[j]):
                j += 1
            first = i
            run = [token for token in candidates[i:j] if token is not None]
            if run and _by_position(text, i, starts, run[0]) and not _belongs(text, run):
                # Capitalized for its position, an ordinary word is a name only as the start of
                # a longer name it fits (`Róża Kowalska`, `Zielona Góra`; not `Kraje NATO`).
                run, first = run[1:], i + 1
            elif run and first and _addressed_by_title(text, tokens[first - 1], run[0]):
                run, first = run[1:], i + 1  # `Panie Doktorze`: the title, not a name
            elif run and office_word(text[run[0].start : run[0].end], "pl"):
                # `Dziekan`, `do Rektora`, `Świadek Jan Nowak`: an office or a role opening
                # the run, no name though SGJP lists a family name of its spelling; after a
                # given name it is one (`Jan Rektor`), and so no run's first word.
                run, first = run[1:], i + 1
            elif run and _kind_noun(text, run):
                run, first = run[1:], i + 1
            town = run and _town_adjective(text, tokens, candidates, first, j, run)
            if town:
                run, first, j = town
            if any(not token.unknown for token in run):
                previous = text[tokens[first - 1][0] : tokens[first - 1][1]] if first else ""
                category = (
                    Category.LOCATION
                    if listed_town(*(text[t.start : t.end] for t in run))
                    else _category(text, run, previous.lower(), family)
                )
                governed = governed_cases(previous)
                mention = _mention(text, run, category, self.name, self.score, governed)
                if _after_street_word(text, tokens, first):
                    mention = replace(mention, category=Category.STREET)
                yield mention
            i = j


def _town_adjective(
    text: str,
    tokens: Sequence[tuple[int, int]],
    candidates: Sequence[_NameToken | None],
    first: int,
    end: int,
    run: Sequence[_NameToken],
) -> tuple[list[_NameToken], int, int] | None:
    """The run of one place's word with the capitalized adjective beside it that SGJP reads
    as no name, where the two are a town of the place lists in any case (`Stalowej Woli`,
    `Dąbrowie Górniczej`), with the run's new first and end token indices; None where there
    is none. The adjective was left out of the run and given a family adjective's surrogate
    beside the place's (`Wróblewskiej Legnicy`): the town is one place, read whole."""
    if len(run) != 1:
        return None
    word = text[run[0].start : run[0].end]
    for k, before in ((first - 1, True), (end, False)):
        if not 0 <= k < len(tokens) or candidates[k] is not None:
            continue
        start, stop = tokens[k]
        adjective = text[start:stop]
        gap = text[stop : run[0].start] if before else text[run[0].end : start]
        if not adjective[:1].isupper() or gap != " ":
            continue
        pair = (adjective, word) if before else (word, adjective)
        if not listed_town(*pair):
            continue
        token = _NameToken(
            start, stop, tuple(_adjectives(text, _NameToken(start, stop, (), True))), True
        )
        return ([token, *run], k, end) if before else ([*run, token], first, k + 1)
    return None


def _vouched_family_names(
    text: str, tokens: Sequence[tuple[int, int]], candidates: Sequence[_NameToken | None]
) -> frozenset[str]:
    """The lemmas of the family names the text writes right after a given name (`Jan
    Kowal`), a title or an office (`pani Sikora`, `Świadek Wróbel`): a person's there, and so
    in the same text where SGJP also lists a place of that spelling (`od Kowala`, which reads
    as the village Kowala too)."""
    titles = _person_titles()
    found: set[str] = set()
    for k, token in enumerate(candidates):
        if token is None or k == 0:
            continue
        before = candidates[k - 1]
        word = text[tokens[k - 1][0] : tokens[k - 1][1]]
        given = before is not None and _adjacent(text, before, token)
        given = given and any(_is_given(r) for r in before.names)
        titled = word.lower() in titles or office_word(word, "pl")
        if given or (titled and not text[tokens[k - 1][1] : token.start].strip()):
            found.update(
                r.lemma for r in _classes(token).get(Category.PERSON, []) if not _is_given(r)
            )
    return frozenset(found)


def _addressed_by_title(text: str, before: tuple[int, int], token: _NameToken) -> bool:
    """Whether `token`, right after a title of address (`Panie`, `Pani`), is itself a form of
    one of the language's titles (`Doktorze`, `Mecenas`): Polish addresses someone by the title
    with a capital, so the family name SGJP also lists (`Doktor`) is not meant there."""
    titles = _person_titles()
    if text[before[0] : before[1]].lower() not in titles or not token.common:
        return False
    readings = analyse(text[token.start : token.end])
    return any(not r.is_proper and r.lemma.lower() in titles for r in readings if r.is_known)


@cache
def _person_titles() -> frozenset[str]:
    """The Polish titles written before a name (`pan`, `pani`, `doktor`, `mecenas`)."""
    return frozenset(title.lower() for title in get_language("pl").person_titles)


def _after_street_word(text: str, tokens: Sequence[tuple[int, int]], k: int) -> bool:
    """Whether token `k` follows `ulica`, `aleja`, `plac` ... or their abbreviations
    (`ul. Kowalskiego` names a street, not the man it is named after)."""
    if k >= 2 and text[tokens[k - 1][0] : tokens[k - 1][1]] == ".":
        before = text[tokens[k - 2][0] : tokens[k - 2][1]]
        return any(word in STREET_WORDS for word in abbreviated(before.lower()))
    return k >= 1 and word_lemma(text[tokens[k - 1][0] : tokens[k - 1][1]]) in STREET_WORDS


def _kind_noun(text: str, run: Sequence[_NameToken]) -> bool:
    """Whether the run opens with a common noun that names no place on its own: the noun of an
    organization's kind (`Oddziale w Lublinie`, `Szpitala`), though SGJP lists a village of its
    spelling, or, before a place's name, a noun SGJP knows only as a part of places' names
    (`Miasta` of `Prezydent Miasta Lublin`, `Urząd Miasta Gdańska`, as of `Nowe Miasto`)."""
    head = run[0]
    if not head.common:
        return False
    word = text[head.start : head.end]
    if organization_word(word, "pl"):
        # (Not before the own state, `Poczta Polska`: the national body, read whole.)
        return len(run) == 1 or not own_state([text[run[1].start : run[1].end]], "pl")
    return (
        len(run) > 1
        and all(reading.name_classes == (NAME_PART,) for reading in head.names)
        and any(GEOGRAPHICAL_NAME in reading.name_classes for reading in run[1].names)
    )


def _candidate(text: str, start: int, end: int) -> _NameToken | None:
    """A capitalized word with a proper-name reading, or unknown to the dictionary.

    Short all-caps abbreviations (`UE`, `PO`) are left out: two letters say too little. So are
    words that with the full stop after them are abbreviations (`Art.`, `Ul.`), and name
    readings SGJP qualifies as rare (mythology, the Bible ...) when the word is also an
    ordinary word (`Pan`, `Panie`).
    """
    word = text[start:end]
    parts = word.split("-")
    if not all(part[:1].isupper() and part.isalpha() for part in parts):
        return None
    if word.isupper() and len(word) <= 2:
        return None
    if text.startswith(".", end) and is_abbreviation(word):
        return None
    readings = analyse(word)
    if not any(r.is_known for r in readings):
        return _NameToken(start, end, (), common=False)
    common = [r for r in readings if not r.is_proper and not r.tag.startswith(NON_LEXICAL_TAGS)]
    plain_common = any(not r.qualifiers for r in common)
    names = [
        r
        for r in readings
        if any(c in CLASS_CATEGORY for c in r.name_classes)
        and not (r.qualifiers and plain_common)
        and not r.tag.startswith("depr")  # contemptuous plurals (`te Kraje`): never a name
    ]
    # (`Lenkę`, `Lenki`: SGJP knows the noun `lenka` and a village's part only.)
    names.extend(listed_given(word))
    if any(not _plural(r) for r in names):
        # A family in the plural (`Krakowie` = the Kraks) is rare next to a singular reading.
        names = [r for r in names if not (_plural(r) and _only_person(r))]
    if not names:
        return None
    return _NameToken(start, end, tuple(names), common=bool(common))


def _plural(reading: Interpretation) -> bool:
    grammar = _grammar(reading.tag)
    return grammar is not None and grammar[0] == {"pl"}


def _only_person(reading: Interpretation) -> bool:
    return all(
        CLASS_CATEGORY.get(c, Category.PERSON) is Category.PERSON for c in reading.name_classes
    )


def _by_position(text: str, index: int, starts: set[int], token: _NameToken) -> bool:
    """Whether the word may be capitalized for its position or style only: it starts a
    sentence, or the word is in capitals, and it also reads as an ordinary word, but for a
    form of one of the language's regions (`Kaszuby są`, though also a Kashubian's
    genitive): a region has its capital wherever it stands."""
    if any(r.lemma in get_language("pl").region_names for r in token.names):
        return False
    return token.common and (index in starts or text[token.start : token.end].isupper())


def _belongs(text: str, run: Sequence[_NameToken]) -> bool:
    """Whether the run's first word has a name reading of the same kind as the second word's
    and agreeing with it in number, case and gender (adjectives count for places)."""
    if len(run) < 2 or run[1].unknown:
        return False
    return any(_agreeing(text, run[0], run[1], category) for category in _classes(run[1]))


def _agreeing(text: str, left: _NameToken, right: _NameToken, category: Category) -> bool:
    """Whether `left` has a reading of `category` (for a place or a body, an adjective's too)
    agreeing in number, case and gender with a reading of `right` of that category (or an
    adjective's, where `right` follows a place's noun: `Bory Tucholskie`); a person's
    readings in the singular only."""
    own = _classes(left).get(category, [])
    other = _classes(right).get(category, [])
    if category is not Category.PERSON:
        own = [*own, *_adjectives(text, left)]
        other = [*other, *_adjectives(text, right)]
    else:
        # (One person's names are in the singular; a family's plural is one word's, `u
        # Kowalskich`: `w Borach Tucholskich` is a forest, not the Bors Tucholskis.)
        own = [r for r in own if not _plural(r)]
    return any(_agree(r, s) for r in own for s in other)


def _coherent(text: str, named: Sequence[_NameToken], category: Category) -> bool:
    """Whether each two neighbours of the run's known words agree as words of one name of
    `category`: a person's given and family names share their case (`Jana Kowalskiego`), as a
    place's adjective does its noun's (`Dolnego Śląska`). That SGJP lists a family name for
    each word alone (`Dolny`, `Śląska`) makes no person of words in two cases."""
    return all(_agreeing(text, left, right, category) for left, right in pairwise(named))


def _adjacent(text: str, left: _NameToken | None, right: _NameToken | None) -> bool:
    """Tokens of one name are separated by spaces only (a line break is fine, a comma is not)."""
    if left is None or right is None:
        return False
    gap = text[left.end : right.start]
    return gap.isspace() and gap.count("\n") <= 1


def _sentence_starts(analysis: Analysis) -> set[int]:
    """Indices of the first word token of each sentence (opening quotes and dashes skipped).

    Besides the analysis's sentences, a word after `!`, `?`, `…` or a full stop counts, and
    none counts after a full stop that ends an abbreviation SGJP knows (`prof.`, `ul.`) or an
    initial: a sentence splitter may keep `z PZU. Ale ...` together (taking `PZU.` for an
    abbreviation) or split `prof. Kowalski`, and capitals there say the opposite.
    """
    tokens = analysis.tokens
    text = analysis.text
    starts: set[int] = set()
    k = 0
    for sentence_start, sentence_end in analysis.sentences:
        while k < len(tokens) and tokens[k][0] < sentence_start:
            k += 1
        if (word := _next_word(text, tokens, k, sentence_end)) is not None:
            starts.add(word)
    for k, (start, end) in enumerate(tokens):
        if text[start:end] in SENTENCE_ENDS:
            word = _next_word(text, tokens, k + 1, len(text))
            if word is None:
                continue
            if _closes_abbreviation(text, tokens, k):
                starts.discard(word)
            else:
                starts.add(word)
    return starts


def _next_word(text: str, tokens: Sequence[tuple[int, int]], k: int, limit: int) -> int | None:
    """The first word token from `k` on, if only opening quotes or dashes come before it."""
    while k < len(tokens) and tokens[k][0] < limit:
        if text[tokens[k][0]].isalnum():
            return k
        if text[tokens[k][0]] not in OPENING:
            return None
        k += 1
    return None


def _closes_abbreviation(text: str, tokens: Sequence[tuple[int, int]], k: int) -> bool:
    """Whether token `k` is a full stop after an initial or a known abbreviation (white space
    between them allowed: pre-tokenized corpora write `T . Poznańska`)."""
    if text[tokens[k][0] : tokens[k][1]] != "." or k == 0:
        return False
    if text[tokens[k - 1][1] : tokens[k][0]].strip():
        return False
    before = text[tokens[k - 1][0] : tokens[k - 1][1]]
    if not before.isalpha():
        return False
    if len(before) == 1 or is_abbreviation(before):
        return True
    # Two-letter initials (`Ch.`, `Sz.`) are no words of the dictionary (`To.`, `On.` are).
    return len(before) == 2 and before.istitle() and not _is_word(before)


def _is_word(token: str) -> bool:
    return any(not r.tag.startswith(NON_LEXICAL_TAGS) for r in analyse(token))


def _classes(token: _NameToken) -> dict[Category, list[Interpretation]]:
    """The token's name readings by the category they name, in reading order."""
    by_category: dict[Category, list[Interpretation]] = {}
    for reading in token.names:
        for category in dict.fromkeys(
            CLASS_CATEGORY[c] for c in reading.name_classes if c in CLASS_CATEGORY
        ):
            by_category.setdefault(category, []).append(reading)
    return by_category


def _is_given(reading: Interpretation) -> bool:
    return GIVEN_NAME in reading.name_classes


def _preference(
    text: str, token: _NameToken, previous: str, family: frozenset[str] = frozenset()
) -> Category:
    """The category of one name word on its own. SGJP lists a family name for most towns
    (`Warszawa`, `Poznań`): a family name spelled like a place goes to the place, one with a
    lemma of its own (`Kowalskiego` is `Kowalski`, the village is `Kowalskie`) to the person;
    after a spatial preposition (`w`, `do` ...) a place wins."""
    classes = _classes(token)
    word = text[token.start : token.end]
    person = classes.get(Category.PERSON, [])
    places = classes.get(Category.LOCATION, [])
    if Category.ORGANIZATION in classes and word.isupper():
        return Category.ORGANIZATION  # an acronym (`NATO` is also the vocative of `Nata`)
    if any(_is_given(r) for r in person):
        return Category.PERSON
    titled = previous in _person_titles() or office_word(previous, "pl")
    if person and (any(r.lemma in family for r in person) or titled):
        # (`od Kowala`, `pan Wróbel`: a family name the text gives someone after a given name
        # or a title, or one after a title here, though a village is named so too.)
        return Category.PERSON
    if any(r.lemma in get_language("pl").region_names for r in places):
        return Category.LOCATION  # (`Mazury`, `Kurpie`: the region, not the Mazurs)
    spatial = SPATIAL_PREPOSITIONS.get(previous, frozenset())
    if any((grammar := _grammar(r.tag)) is not None and grammar[1] & spatial for r in places):
        return Category.LOCATION
    if Category.ORGANIZATION in classes:
        return Category.ORGANIZATION
    place_lemmas = {r.lemma for r in places}
    if places and all(r.lemma in place_lemmas for r in person):
        return Category.LOCATION
    return Category.PERSON if person else next(iter(classes))


_ORDER = (Category.PERSON, Category.LOCATION, Category.ORGANIZATION)


def _category(
    text: str, run: Sequence[_NameToken], previous: str, family: frozenset[str] = frozenset()
) -> Category:
    """The category most words of the run can have (`Nowego Jorku`: both words can be places,
    only one a person), then the one most words prefer on their own."""
    named = [token for token in run if not token.unknown]
    if len(named) == 1:
        return _preference(text, named[0], previous, family)
    support = Counter(category for token in named for category in _classes(token))
    if support[Category.LOCATION]:
        # An adjective agreeing with a place's word is part of the place's name (`Nowy Targ`,
        # `Nowego Targu`), though also a family name (`Nowy`): it speaks for the place.
        places = [r for token in named for r in _classes(token).get(Category.LOCATION, [])]
        support[Category.LOCATION] += sum(
            1
            for token in named
            if Category.LOCATION not in _classes(token)
            and any(_agree(a, p) for a in _adjectives(text, token) for p in places)
        )
    preferred = Counter(
        _preference(text, token, previous if token is run[0] else "", family) for token in named
    )
    # (Of the categories the words can have, those whose readings agree as one name's.)
    coherent = [c for c in _ORDER if support[c] and _coherent(text, named, c)]
    return max(coherent or _ORDER, key=lambda c: (support[c], preferred[c], -_ORDER.index(c)))


def _grammar(tag: str) -> tuple[set[str], ...] | None:
    """Number, case and gender values of a noun or adjective tag (`subst:sg:gen.acc:m1`)."""
    fields = tag.split(":")
    if fields[0] not in ("subst", "depr", "adj") or len(fields) < 4:
        return None
    return tuple(set(field.split(".")) for field in fields[1:4])


def _agree(left: Interpretation, right: Interpretation) -> bool:
    a, b = _grammar(left.tag), _grammar(right.tag)
    return a is not None and b is not None and all(x & y for x, y in zip(a, b, strict=True))


def _readings(
    text: str,
    run: Sequence[_NameToken],
    category: Category,
    governed: frozenset[str] = frozenset(),
) -> list[Interpretation | None]:
    """One reading per word of the run (None for unknown words): of the category, agreeing in
    number, case and gender with the other words (`Jana Kowalskiego` is the genitive of `Jan
    Kowalski`, not the family name `Jana`; adjectives count for places, `Nowym Jorku` is a
    locative), in a case the word before allows (`governed`: `Spotkałem Józka` is Józek's
    accusative, not the woman Józka), a given name before a family name, then the most
    specific tag; of a place's readings, a country's before a village's of its spelling."""
    options = [_classes(token).get(category) or list(token.names) for token in run]
    pools = [
        [*found, *_adjectives(text, token)] if category is not Category.PERSON else found
        for token, found in zip(run, options, strict=True)
    ]
    chosen: list[Interpretation | None] = []
    for k, token_options in enumerate(options):
        others = [pool for m, pool in enumerate(pools) if m != k and pool]
        if not token_options:
            chosen.append(None)
            continue
        chosen.append(
            max(
                token_options,
                key=lambda r: (
                    sum(any(_agree(r, s) for s in other) for other in others),
                    _in_cases(r, governed),
                    # (`do Niemiec`: the country's genitive, though a village `Niemce` has
                    # the same form.)
                    category is Category.LOCATION and r.lemma.casefold() in countries("pl"),
                    category is Category.PERSON and _is_given(r),
                    category is Category.PERSON and _given_gender_share(r, token_options),
                    category is Category.PERSON and _listed_given(r),
                    -_ambiguity(r),
                    -token_options.index(r),
                ),
            )
        )
    return chosen


def _given_gender_share(reading: Interpretation, readings: Sequence[Interpretation]) -> int:
    """How many given names the word is a form of share the reading's gender: a diminutive
    SGJP reads as two men's and one woman's (`Krzysiu`, the vocative of Krzyś and Krzysio,
    and of the rarer Krzysia) is a man's."""
    if not _is_given(reading):
        return 0
    gender = _gender(reading.tag)
    return len({r.lemma for r in readings if _is_given(r) and _gender(r.tag) == gender})


def _listed_given(reading: Interpretation) -> bool:
    """Whether the reading is a given name the name lists hold: of two given names a form
    spells, the one people bear (`Pawła`, the genitive of the man's Paweł, and the rare
    woman's Pawła in the nominative) is the one meant."""
    return _is_given(reading) and reading.lemma in given_names()


def _in_cases(reading: Interpretation, cases: frozenset[str]) -> bool:
    """Whether the reading may be in one of `cases` (none given: any)."""
    grammar = _grammar(reading.tag)
    return not cases or (grammar is not None and bool(grammar[1] & cases))


def _narrowed(tag: str, cases: frozenset[str]) -> str:
    """`tag` with only the cases among `cases` it allows (`subst:sg:gen.dat.loc:f` after `o`:
    `subst:sg:loc:f`): what a surrogate's form must be. The tag itself where it allows none,
    or no cases are given."""
    fields = tag.split(":")
    if not cases or fields[0] not in ("subst", "depr", "adj") or len(fields) < 4:
        return tag
    kept = [case for case in fields[2].split(".") if case in cases]
    return ":".join([*fields[:2], ".".join(kept), *fields[3:]]) if kept else tag


def _adjectives(text: str, token: _NameToken) -> list[Interpretation]:
    return [r for r in analyse(text[token.start : token.end]) if r.tag.startswith("adj:")]


def _ambiguity(reading: Interpretation) -> int:
    """How many number, case and gender values the tag leaves open: an indeclinable reading
    (`Kowalski` as a woman's name in every case) is the last resort without context."""
    grammar = _grammar(reading.tag)
    return sum(len(values) for values in grammar) if grammar is not None else 0


def _mention(
    text: str,
    run: Sequence[_NameToken],
    category: Category,
    source: str,
    score: float,
    governed: frozenset[str] = frozenset(),
) -> Mention:
    """Lemma of the whole name, and tag and class of its head: the first word of a person
    (given name, then family name), the last of a place or organization (`Nowego Jorku`). A
    person's tag keeps only the cases the word before the name allows (`governed`), so that
    its surrogate is put in the case the sentence has (`o Kasi`: the locative, not the
    genitive the form also spells)."""
    readings = _readings(text, run, category, governed)
    # (A town's adjective SGJP reads as no name, `Górniczej` of `Dąbrowie Górniczej`, is no
    # head: the noun is.)
    known = [r for r in readings if r is not None and r.name_classes]
    head = known[0] if category is Category.PERSON else known[-1]
    classes = [c for c in head.name_classes if CLASS_CATEGORY.get(c) is category]
    lemma = " ".join(
        _lemma(text, token, reading, head, category)
        for token, reading in zip(run, readings, strict=True)
    )
    attrs = Attributes(
        lemma=lemma,
        tag=_narrowed(head.tag, governed) if category is Category.PERSON else head.tag,
        name_class=classes[0] if classes else head.name_classes[0],
        gender=_gender(head.tag) if category is Category.PERSON else None,
    )
    return Mention(run[0].start, run[-1].end, category, source, score, attrs)


def _lemma(
    text: str,
    token: _NameToken,
    reading: Interpretation | None,
    head: Interpretation,
    category: Category,
) -> str:
    """The base form of one word of a name. An adjective in the name of a place or organization
    (`Nowym Jorku`, `Zielonej Górze`) is put in the nominative and in the head noun's gender
    when its own name reading does not agree with the head (`Nowy Jork`, `Zielona Góra`)."""
    word = text[token.start : token.end]
    if reading is None:
        return word
    if "-" in word:
        return "-".join(_part_lemma(part, category) for part in word.split("-"))
    if category is Category.PERSON or reading is head:
        return reading.lemma
    if _agree(reading, head) and not reading.tag.startswith("adj:"):
        return reading.lemma
    grammar = _grammar(head.tag)
    adjectives = [r for r in _adjectives(text, token) if _agree(r, head)]
    if grammar is None or len(grammar[2]) != 1 or not adjectives:
        return reading.lemma
    base = adjective_nominative(adjectives[0].lemma, next(iter(grammar[2])))
    return base[:1].upper() + base[1:] if base else reading.lemma


def _part_lemma(part: str, category: Category) -> str:
    """The lemma of one part of a hyphenated name (`Bielsku-Białej`, `Kowalskiej-Nowak`)."""
    readings = analyse(part)
    for reading in readings:
        if any(CLASS_CATEGORY.get(c) is category for c in reading.name_classes):
            return reading.lemma
    return part


def _gender(tag: str) -> str | None:
    """`m` or `f` when the tag's gender says a man (m1) or a woman (f) and nothing else."""
    grammar = _grammar(tag)
    if grammar is None or len(grammar[2]) != 1:
        return None
    return _PERSON_GENDER.get(next(iter(grammar[2])))


# Polish names in any case, from SGJP, for a language that lists it (Polish): beside the
# recognizers of every language, before the capitalized words of `proper_nouns` (70).
register(LexiconRecognizer(), 60, listed=True)
