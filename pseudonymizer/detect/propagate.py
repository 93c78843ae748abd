"""Mark every other occurrence of what was already found, so a name the model caught once is
not left standing where it missed it (the Czech thesis's "plus": recall 0.57 -> 0.85).

What is looked for (the seeds): every found string; the family name of a person found with
their full name (`Kurkaev` after `Ruslan Kurkaev`); and, in languages whose analysis gives real
lemmas (Polish through Morfeusz, a pipeline that lemmatizes), every token sequence with the
same lemmas as a found name (`Kowalskiego`, `Kowalskim` after `Kowalski`). A person named by one
word is also looked for in the forms the language's inflector knows it by (the vocative `Kubo`
of `Kuba`) and, where the name lists know it, it names a chat's speaker or a title stands
before it (`Herr Pfannkuch`), in lower case, as
chats write names (`kubo`, `florian`), where that is no ordinary word of the language (`will`,
`rose`; an unknown word found capitalized once, `Zorblax`, is not looked for in lower case,
which a user's rule decides); such a form is the person's own (its
`normalized` text is the name's), so it links to them. A given name's nicknames
(`lexicon/nicknames.py`: `Ondra`, `ondro` of Ondřej, `lenchen` of Helena) are looked for
alike, in every form and, on the same terms, in lower case: the link joins them to the
person. A company found with its legal form is also looked for without it (`Kovostroj` after
`Kovostroj s.r.o.`). Seeds can come from the whole corpus (`--propagate corpus`), so a person
named in one document is found in all.

A stretch found only as OTHER (something private, of no known kind) is taken by a seed of a
known kind that scores higher: the name `Ondro` opening a sentence, found as a proper noun,
is the person `Ondra` of the line before.

One Aho-Corasick pass over the text finds all string seeds at once, and one dictionary pass
over the tokens all lemma seeds, so the cost stays linear in the text length.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import TypeVar

import ahocorasick

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.grammar import grammar_for
from pseudonymizer.lexicon.legal_forms import legal_form_of
from pseudonymizer.lexicon.names import family_names, given_names, listed_person_name
from pseudonymizer.lexicon.nicknames import given_lemma, nicknames_of
from pseudonymizer.lexicon.parties import party_role_words
from pseudonymizer.lexicon.vocabulary import (
    common_words,
    family_name_reading,
    ordinary,
    stop_words,
)
from pseudonymizer.model import Attributes, Mention
from pseudonymizer.words import is_whole_word

SOURCE = "propagate"
SCORE_FACTOR = 0.9
# The recognizer of the model, whose kind of a number is a guess; the kinds of numbers; and how
# far a pattern's kind of the same string outranks it.
_MODEL = "ner"
_NUMBERS = frozenset({Category.ID, Category.PHONE, Category.DATE, Category.OTHER})
_OUTRANK = 0.01
# Names worth finding by lemma; numbers and codes do not inflect.
LEMMA_CATEGORIES = frozenset({Category.PERSON, Category.ORGANIZATION, Category.LOCATION})
_WORD = re.compile(r"[^\W\d_]+")
# The contexts that make a word a person's name, whatever the lists know: a chat's speaker,
# a title before it.
_NAMED_BY = frozenset({"speaker", "title"})
_NAME_PART = re.compile(r"[^\W\d_][\w'’-]{2,}")
# What the model reads a name as that a person's name outweighs (`_model_place`).
_MODEL_PLACES = frozenset({Category.LOCATION, Category.ORGANIZATION, Category.DEMOGRAPHIC})
# What a seed is looked for by: its string, or its lemmas.
_Key = TypeVar("_Key", str, tuple[str, ...])


@dataclass(frozen=True)
class Seed:
    category: Category
    score: float
    attrs: Attributes = field(default_factory=Attributes)


@dataclass
class Seeds:
    """What to look for: exact strings, and lemma sequences for inflected languages."""

    strings: dict[str, Seed] = field(default_factory=dict)
    lemmas: dict[tuple[str, ...], Seed] = field(default_factory=dict)

    def update(self, other: Seeds) -> None:
        """`other`'s seeds where these have none for the string, or a weaker one, or one of
        no kind: the strongest reading of a string is copied, as within one document. A
        word another document names as a person (`Priyanka` of `Ms Priyanka Venkataraman`)
        is that person here too, where alone at a sentence's start it read as a proper noun
        of no kind (a pseudo-word) or the model's body."""
        _add(self.strings, other.strings)
        _add(self.lemmas, other.lemmas)

    def elsewhere(self) -> Seeds:
        """The seeds as another document finds them: copied from no offset of its own."""

        def moved(seed: Seed) -> Seed:
            return replace(seed, attrs=replace(seed.attrs, propagated_from=None))

        return Seeds(
            {surface: moved(seed) for surface, seed in self.strings.items()},
            {lemmas: moved(seed) for lemmas, seed in self.lemmas.items()},
        )


def _add(mine: dict[_Key, Seed], other: dict[_Key, Seed]) -> None:
    for key, seed in other.items():
        known = mine.get(key)
        if (
            known is None
            or seed.score > known.score
            or (known.category is Category.OTHER and seed.category is not Category.OTHER)
        ):
            mine[key] = seed


def seeds(text: str, analysis: Analysis, mentions: Iterable[Mention]) -> Seeds:
    found = Seeds()
    lemmatized = has_lemmas(analysis)
    starts = [start for start, _ in analysis.tokens] if lemmatized else []
    function_words = stop_words(analysis.lang)
    # The strongest reading of a string is the one copied (a chat's speaker `Bex`, not the
    # model's place `Bex` of a line before her first message); of equal ones, the first.
    for mention in sorted(mentions, key=lambda m: -m.score):
        surface = mention.text_in(text)
        if surface.lower() in function_words:
            continue  # an initial `A` or `I`: copied, it would mark every sentence's article
        if _ordinary_seed(mention, surface, analysis.lang):
            continue
        if party_role_words(surface, analysis.lang):
            # `Claimant` of a title block read as a name: copied, every `the Claimant` is one.
            continue
        if _SHORT_NUMBER.fullmatch(surface.strip()):
            # `um 6`, the `5` of `5 and 15 October`, a house's `1`: a time, day or house number
            # by its context only; copied, it would change `Article 6 § 1` and every count.
            continue
        attrs = replace(mention.attrs, propagated_from=mention.start)
        seed = Seed(mention.category, mention.score * SCORE_FACTOR, attrs)
        found.strings.setdefault(surface, seed)
        part = _family_name(surface, analysis.lang) if mention.category is Category.PERSON else None
        part_attrs = Attributes(propagated_from=mention.start, part=True)
        if mention.category is Category.PERSON:
            # (`Dobrescu` alone, which the model read as a town, is Mihai Dobrescu; so is a
            # heading's `OPINION OF JUDGES CARROW AND DOBRESCU`, read as a nationality.)
            copies = [] if surface.isupper() else [(surface.upper(), seed)]
            if part is not None:
                alone = Seed(mention.category, seed.score, part_attrs)
                copies += [(part, alone), (part.upper(), alone)]
            for string, copied in copies:
                known = found.strings.get(string)
                if known is None or _model_reading(known):
                    found.strings[string] = copied
        family = (
            _listed_family(surface, analysis.lang) if mention.category is Category.PERSON else None
        )
        for form in _cases(part or family, analysis.lang):
            found.strings.setdefault(form, Seed(mention.category, seed.score, part_attrs))
        bare = _bare_handle(surface) if mention.category is Category.USERNAME else None
        if bare is not None:
            # `@hedgehog_kate` replying, `hedgehog_kate` heading her own post: one user.
            found.strings.setdefault(bare, seed)
        form = legal_form_of(surface) if mention.category is Category.ORGANIZATION else None
        name = surface[: -len(form)] if form is not None else ""
        if name and not _ordinary_words(name, analysis.lang):
            # `Kovostroj` of `Kovostroj s.r.o.`: a letter names its firm with its form once.
            found.strings.setdefault(name, seed)
        if mention.category is Category.PERSON and _NAME_PART.fullmatch(surface):
            named = replace(attrs, normalized=surface.casefold())
            # (A name a title vouches for, `Herr Pfannkuch`, is a person's as much as a
            # speaker's: `der pfannkuch hat gemailt`.)
            lower = mention.attrs.context in _NAMED_BY or _listed(surface, analysis.lang)
            for form in _forms(surface, analysis.lang, lower):
                found.strings.setdefault(form, Seed(mention.category, seed.score, named))
        elif mention.attrs.context == "speaker" and _NAME_PART.fullmatch(
            given := surface.split()[0]
        ):
            # A speaker named in full is called by the given name, in its cases and in lower
            # case (`Vojta Kratochvíl` speaks, `k vojtovi` is written to him).
            named = replace(attrs, normalized=given.casefold())
            for form in {given, *_forms(given, analysis.lang, True)}:
                if form != given or not ordinary(form, analysis.lang):
                    found.strings.setdefault(form, Seed(mention.category, seed.score, named))
        given = _given_name(surface, analysis.lang) if mention.category is Category.PERSON else None
        if given is not None and mention.attrs.context != "speaker":
            # `Priyanka` of `Ms Priyanka Venkataraman`, alone later: the person's given name,
            # not a proper noun of no kind (which got a pseudo-word).
            named = replace(attrs, normalized=given.casefold())
            found.strings.setdefault(given, Seed(mention.category, seed.score, named))
        if mention.category is Category.PERSON:
            lower = mention.attrs.context == "speaker" or _listed(surface, analysis.lang)
            for nick in (n for word in surface.split() for n in nicknames_of(analysis.lang, word)):
                nicknamed = Attributes(propagated_from=mention.start, normalized=nick.casefold())
                for form in {nick, *_forms(nick, analysis.lang, lower)}:
                    if form != nick or not ordinary(form, analysis.lang):
                        found.strings.setdefault(
                            form, Seed(mention.category, seed.score, nicknamed)
                        )
        if lemmatized and mention.category in LEMMA_CATEGORIES:
            lemmas = _lemmas_within(analysis, starts, mention.start, mention.end)
            if lemmas:
                found.lemmas.setdefault(lemmas, seed)
            if lemmas and part is not None:  # the family name alone, in any case
                found.lemmas.setdefault(lemmas[-1:], Seed(mention.category, seed.score, part_attrs))
    return found


def _given_name(surface: str, lang: str) -> str | None:
    """The given name of a person's full name (the first of its words, the last where the
    language writes the family name first) where it is no ordinary word of the language
    (`Will`, `Rose`); None otherwise."""
    words = [word for word in surface.split() if _NAME_PART.fullmatch(word)]
    if len(words) < 2 or len(words) != len(surface.split()):
        return None
    given = words[-1] if get_language(lang).family_name_first else words[0]
    if not given[0].isupper() or ordinary(given, lang) or given.lower() in stop_words(lang):
        return None
    return given


def _listed(name: str, lang: str) -> bool:
    """Whether the name lists know `name`, or it is a given name or nickname of the
    language's own lists in any case (`Klaudie`, written `klaudií` two lines on)."""
    return name in given_names() or name in family_names() or given_lemma(name, lang) is not None


def _forms(name: str, lang: str, lower: bool) -> set[str]:
    """The forms of a one-word name besides itself that are no ordinary word of `lang`: its
    cases as the inflector declines it and, with `lower`, each of them in lower case where
    the language's tables do not write that as a word of their own (`will`, `rose`; a table
    that lists `Wolfgang` with its capital says nothing against `wolfgang`)."""
    # A form that only adds to the name (`Anna's`, `Florians`, `Petinek`) holds the name,
    # which is found as it is, its ending left to the merge and to the replacement.
    every = grammar_for(lang).inflector.forms(name)
    declined = {form for form in every if name not in form}
    forms = declined | {name}
    # (In lower case a form that adds to the name is looked for too: no capital makes a
    # recognizer find `tominak`, Tomi's dative, and the name inside it is no whole word.)
    written = {form.lower() for form in every | {name}} - {name} if lower else set()
    dictionary = dictionary_for(lang)
    return {form for form in forms - {name} if not ordinary(form, lang)} | {
        form
        for form in written
        if form not in stop_words(lang)
        and form not in common_words(lang)
        and not (dictionary is not None and dictionary.ordinary(form))
    }


def _listed_family(surface: str, lang: str) -> str | None:
    """The last word of a name of several words (the first where the language writes the
    family name first) where the name lists hold it as a family name, though it is also an
    ordinary word (`Novák`, a novice; `Brown`): its cases name the person (`Nováka`), the word
    itself is left to what found it."""
    words = _NAME_PART.findall(surface)
    if len(words) < 2:
        return None
    family = words[0] if get_language(lang).family_name_first else words[-1]
    if not family[0].isupper() or family not in family_names():
        return None
    return family


def _cases(family: str | None, lang: str) -> set[str]:
    """The cases of the family name of a person the document names in full that add letters
    to it (`Nováka`, `Novákovi` of `Jan Novák`, where the language declines names), with its
    capital, even where one is also an ordinary word (`nováka`, a novice's genitive): written
    as a name in a document that names a Novák, it is most likely his (fail closed). A case
    that only adds an ending after a mark (`Anna's`) holds the name, which is found as it
    is. None for no family name."""
    if family is None:
        return set()
    return {
        form
        for form in grammar_for(lang).inflector.forms(family)
        if form.startswith(family) and form[len(family) :].isalpha()
    }


def _outranking(mention: Mention, guessed: Mention | None) -> Mention | None:
    """`mention` where no model's guess stands on its stretch; outranking the guess where
    it is a number of another kind; None where it is the guess again."""
    if guessed is None:
        return mention
    if mention.category is guessed.category or mention.category not in _NUMBERS:
        return None
    return replace(mention, score=guessed.score + _OUTRANK)


def propagate(
    text: str, analysis: Analysis, mentions: list[Mention], extra: Seeds | None = None
) -> list[Mention]:
    """New mentions wherever a seed occurs (as whole words) and was not found already; they
    score a little lower than what they were copied from, so direct detections win overlaps.
    A mention found only as OTHER covers nothing for a seed of another kind: the merge keeps
    whichever scores higher."""
    wanted = seeds(text, analysis, mentions)
    if extra is not None:
        wanted.update(extra)
    # The model's reading of a number's kind (`07700 900482` as an ID) yields to the kind a
    # pattern found the same string as elsewhere in the document (a phone after `Tel:`).
    guessed = {
        (m.start, m.end): m
        for m in mentions
        if m.source == _MODEL
        and m.category in _NUMBERS
        and any(c.isdigit() for c in m.text_in(text))
    }
    covered = sorted(
        (m.start, m.end)
        for m in mentions
        if m.category is not Category.OTHER
        and (m.start, m.end) not in guessed
        and not _model_place(m)
    )
    others = sorted((m.start, m.end) for m in mentions if m.category is Category.OTHER)
    places = {(m.start, m.end): m.score for m in mentions if _model_place(m)}
    new = _by_string(text, wanted.strings, covered)
    new = [
        _outranking(_over_place(m, places), guessed.get((m.start, m.end)))
        for m in new
        if (m.category is not Category.OTHER or not _inside(m.start, m.end, others))
        and _takes_place(m, places)
    ]
    new = [m for m in new if m is not None]
    if wanted.lemmas and has_lemmas(analysis):
        new += [
            m for m in _by_lemma(analysis, wanted.lemmas) if not _inside(m.start, m.end, covered)
        ]
    return new


def _model_place(mention: Mention) -> bool:
    """Whether `mention` is the model's reading alone of a name as a place, a body or a
    people, which a person's name found elsewhere in the text outweighs (`Bex` of `added Tom,
    Bex and Ann` read as a place, a chat's speaker; `Halloran` of `J Halloran` after `Jess
    Halloran`; a heading's `JUDGES CARROW AND DOBRESCU` read as a nationality): a person given
    a town's surrogate reads as nonsense and keeps no gender."""
    return mention.source == "ner" and mention.category in _MODEL_PLACES


def _model_reading(seed: Seed) -> bool:
    """Whether `seed` is copied from the model's reading of a name as a place, a body or a
    people (`_model_place`)."""
    return seed.attrs.ner_label is not None and seed.category in _MODEL_PLACES


def _takes_place(mention: Mention, places: dict[tuple[int, int], float]) -> bool:
    """Whether a copy may stand where the model read a place or a body: nowhere it read one
    but on that very stretch, by a person's name scoring higher (the merge keeps it), or by
    the family name of a person the text names in full (`over_place`)."""
    score = places.get((mention.start, mention.end))
    if score is not None:
        return mention.category is Category.PERSON and (mention.attrs.part or mention.score > score)
    # (Inside a longer place, `Stoke` of `Stoke Road`, it stays the place's.)
    return not any(start <= mention.start and mention.end <= end for start, end in places)


def _over_place(mention: Mention, places: dict[tuple[int, int], float]) -> Mention:
    """`mention`, scoring over the model's places within its stretch where it is a person's
    name or family name alone: that person's wherever it stands (`Judges Carrow and Dobrescu`
    after `Mihai Dobrescu`; `Marta Lindholm` of two signatures side by side, where the model
    read `Marta` as a town), however surely the model reads a town."""
    if mention.category is not Category.PERSON:
        return mention
    scores = [
        score
        for (start, end), score in places.items()
        if mention.start <= start and end <= mention.end
    ]
    if not scores or mention.score > max(scores):
        return mention
    return replace(mention, score=max(scores) + _OUTRANK)


def _inside(start: int, end: int, covered: list[tuple[int, int]]) -> bool:
    """Whether a found mention already spans `start:end` (sorted, non-overlapping spans)."""
    i = bisect_right(covered, (start, float("inf"))) - 1
    return i >= 0 and covered[i][0] <= start and end <= covered[i][1]


def has_lemmas(analysis: Analysis) -> bool:
    """Whether the analysis gives real lemmas (`Analysis.lemmas`), not lower-cased tokens."""
    return dictionary_for(analysis.lang) is not None


def _family_name(surface: str, lang: str) -> str | None:
    """The family name of a person's name of several words, to look for alone: its last word
    (its first where the language writes the family name first: Hungarian `Kovács Ede`, whose
    `Ede` alone is his given name), capitalized, where it reads as a family name or is no
    ordinary word; or, of a name written all in lower case as chats write them (`dan
    kowalski`), where it is no ordinary word (`kowalski obvs.` later is his; `brown` in lower
    case is the colour)."""
    words = _NAME_PART.findall(surface)
    if len(words) < 2:
        return None
    last = words[0] if get_language(lang).family_name_first else words[-1]
    if last[0].isupper():
        return last if family_name_reading(last, lang) or not ordinary(last, lang) else None
    if surface.islower() and last not in stop_words(lang) and not ordinary(last, lang):
        return last
    return None


# A user name as written without its `@`: words joined by `_` or `.`, or run on with digits.
_HANDLE_SHAPE = re.compile(r"\w+(?:[._]\w+)+|[^\W\d_]+\d+")


def _bare_handle(surface: str) -> str | None:
    """The user name `@surface` names, written as a forum heads its user's posts without
    the `@` (`hedgehog_kate`), where it is shaped as only a user name is; a plain word after
    an `@` (`@Kieran`) is a name, which other cues find."""
    bare = surface[1:] if surface.startswith("@") else ""
    return bare if _HANDLE_SHAPE.fullmatch(bare) else None


# A number alone that a date, time or address holds by its context only: a day, an hour, a
# house's number (a year alone, `2021`, is one wherever it is written).
_SHORT_NUMBER = re.compile(r"\d{1,2}")


def _ordinary_seed(mention: Mention, surface: str, lang: str) -> bool:
    """Whether `mention` is an ordinary word taken for a person's or a thing's name once
    (`Article`, `According`, `inter alia`), which copied would make every use of the word one.
    A title or initials around it vouch for it elsewhere too; and an institution's word a
    model took for an organization (`Court`, `Government`) is copied, for the language's cues
    on each copy to say whether it names one (`rules.ordinary`)."""
    return (
        mention.category is not Category.ORGANIZATION
        and not mention.attrs.context
        and _ordinary_words(surface, lang)
    )


def _ordinary_words(surface: str, lang: str) -> bool:
    """Whether `surface` is one ordinary word of `lang` with at most its first letter a
    capital, or several in lower case, and no known given or family name (`Article`, `Court`,
    `inter alia`). Not an initial (`M.`), an acronym (`UNISON`) or a name of several
    capitalized words (`Crown Court`), which name someone or something whatever their words."""
    words = _WORD.findall(surface)
    if not words or (len(words) > 1 and not surface[:1].islower()):
        return False
    return all(
        len(word) > 1
        and not word[1:].isupper()
        and ordinary(word, lang)
        and not listed_person_name(word)
        for word in words
    )


def _lemmas_within(analysis: Analysis, starts: list[int], start: int, end: int) -> tuple[str, ...]:
    i = bisect_left(starts, start)
    lemmas = []
    while i < len(analysis.tokens) and analysis.tokens[i][1] <= end:
        token_start = analysis.tokens[i][0]
        if analysis.text[token_start].isalnum():
            lemmas.append(analysis.lemmas[i])
        i += 1
    return tuple(lemmas)


def _by_string(
    text: str, strings: dict[str, Seed], covered: list[tuple[int, int]]
) -> list[Mention]:
    """Whole-word occurrences of the seeds that no found mention spans already (most are the
    found mentions themselves)."""
    if not strings:
        return []
    automaton = ahocorasick.Automaton()
    for surface, seed in strings.items():
        automaton.add_word(surface, (len(surface), seed))
    automaton.make_automaton()
    new = []
    for last, (length, seed) in automaton.iter(text):
        start, end = last + 1 - length, last + 1
        if not _inside(start, end, covered) and is_whole_word(text, start, end):
            new.append(Mention(start, end, seed.category, SOURCE, seed.score, seed.attrs))
    return new


def _by_lemma(analysis: Analysis, lemmas: dict[tuple[str, ...], Seed]) -> list[Mention]:
    longest = max(len(key) for key in lemmas)
    firsts = {key[0] for key in lemmas}
    words = [i for i, (start, _) in enumerate(analysis.tokens) if analysis.text[start].isalnum()]
    new = []
    for position, i in enumerate(words):
        if analysis.lemmas[i] not in firsts:
            continue
        for n in range(min(longest, len(words) - position), 0, -1):
            span = words[position : position + n]
            seed = lemmas.get(tuple(analysis.lemmas[j] for j in span))
            if seed is not None:
                start, end = analysis.tokens[span[0]][0], analysis.tokens[span[-1]][1]
                written = analysis.text[start:end]
                lemma = " ".join(analysis.lemmas[j] for j in span)
                if (
                    written.islower()
                    and (not seed.attrs.context or written != lemma.lower())
                    and all(ordinary(word, analysis.lang) for word in written.split())
                ):
                    # `szkoły` after `Szkoła` found as a name once: the lemma is also an
                    # ordinary word's, which lower case writes (a speaker's name excepted,
                    # but not a form of it that is a word of its own: `mam` of `Mama`).
                    break
                attrs = replace(seed.attrs, by_lemma=True)
                new.append(Mention(start, end, seed.category, SOURCE, seed.score, attrs))
                break
    return new
