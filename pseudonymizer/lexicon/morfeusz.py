"""Polish morphology from Morfeusz 2 and its SGJP dictionary, one token at a time.

Polish inflects names (`Kowalski`, `Kowalskiego`, `Kowalskim`), so detectors and the linker need
lemmas, and SGJP also marks which readings are proper names (given name, family name,
geographical name ...). Loading the dictionary takes a noticeable moment, so one analyser is
made per process; tokens repeat a lot in running text, so analyses are cached per token.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.names import given_names
from pseudonymizer.lexicon.places import main_places

if TYPE_CHECKING:
    import morfeusz2

# SGJP marks common nouns with these; every other name class marks a proper name.
COMMON_CLASSES = frozenset({"nazwa_pospolita", "nazwa pospolita", "pospolita"})
# Tags Morfeusz gives to what the dictionary does not know: no lemma, no evidence.
UNKNOWN_TAG = "ign"
# Closed-class words (conjunctions, particles, prepositions, pronouns ...): never names.
FUNCTION_TAGS = ("conj", "comp", "part", "qub", "prep", "interj", "pred", "ppron", "siebie")
GIVEN_NAME = "imię"
GEOGRAPHICAL_NAME = "nazwa_geograficzna"
# The class of a word SGJP knows only as a part of places' names (`Miasto` of `Nowe Miasto`).
NAME_PART = "człon_nazwy_geograficznej"
PERSON_NAME_CLASSES = frozenset({GIVEN_NAME, "nazwisko"})
# The classes of a body's name: SGJP lists the initials of those everyone knows (`ZUS`, `UŁ`,
# `PZU`, `ZOZ`), no private person's.
BODY_CLASSES = frozenset({"nazwa_instytucji", "nazwa_organizacji", "nazwa_firmy"})
# Tags of nouns: a common noun, its depreciative plural (`profesory`), a gerund (`zarządzanie`).
NOUN_TAGS = ("subst", "depr", "ger")
# Tags of an abbreviation or a letter SGJP lists (`im`, `ds`): no evidence what a capital means.
BREVIATION_TAGS = ("brev", "burk")


@dataclass(frozen=True)
class Interpretation:
    """One reading of a token: SGJP lemma (homonym marker `:Sm1` etc. removed), morphosyntactic
    tag (`subst:sg:gen:m1`), name classes (`nazwisko`, `nazwa_geograficzna` ...) and
    qualifiers (register and domain labels such as `pot.`, `daw.`)."""

    lemma: str
    tag: str
    name_classes: tuple[str, ...]
    qualifiers: tuple[str, ...]

    @property
    def is_proper(self) -> bool:
        """A proper-name reading: it carries a name class other than the common-noun one."""
        return any(c not in COMMON_CLASSES for c in self.name_classes)

    @property
    def is_known(self) -> bool:
        return self.tag != UNKNOWN_TAG


@cache
def morfeusz() -> morfeusz2.Morfeusz:
    """The process's one analyser. `morfeusz2` is imported here so that other languages never
    pay for loading the dictionary."""
    import morfeusz2

    return morfeusz2.Morfeusz()


def strip_homonym(lemma: str) -> str:
    """`Kowalski:Sm1` -> `Kowalski`: SGJP tells homonymous lemmas apart with a suffix after a
    colon; a lemma that is itself a colon (the punctuation mark) is kept."""
    head, sep, _ = lemma.partition(":")
    return head if sep and head else lemma


@lru_cache(maxsize=100_000)
def analyse(token: str) -> tuple[Interpretation, ...]:
    """The readings of one token, taken from the segments that start it.

    Morfeusz may split a token into several segments (`zrobiłem` = `zrobił` + `em`,
    `Bielsko-Biała` = `Bielsko` + `-` + `Biała`); the first segment carries the lexical word,
    which is what lemmas and name classes are wanted for.
    """
    readings: dict[Interpretation, None] = {}
    for start, _end, (_orth, lemma, tag, names, qualifiers) in morfeusz().analyse(token):
        if start != 0:
            continue
        reading = Interpretation(strip_homonym(lemma), tag, tuple(names), tuple(qualifiers))
        readings[reading] = None
    regions = _region_forms().get(token, ())
    if regions:
        readings = {reading: None for reading in readings if reading.is_known}
    for reading in regions:
        readings[reading] = None
    return tuple(readings)


# The fewest letters a region SGJP does not know shares at its end with the one it is
# declined like.
_REGION_ENDING = 2


@cache
def _region_forms() -> dict[str, tuple[Interpretation, ...]]:
    """The forms of the language's regions SGJP does not know as a place's name of their own
    (`Kociewie`; `Żuławy`, which it reads only as the plural of a common noun), each read as
    the listed region it knows with the longest ending in common is (`Kociewiu` as `Podlasiu`,
    `Żuławach` as `Kujawach`), the first of the list among equals: the region's reading, a
    place, in that form's case and number."""
    regions = get_language("pl").region_names
    known: dict[str, list[tuple[str, str]]] = {}
    for region in regions:
        forms = [
            (orth, tag)
            for orth, lemma, tag, names, _qualifiers in morfeusz().generate(region)
            if strip_homonym(lemma) == region and GEOGRAPHICAL_NAME in names
        ]
        if forms:
            known[region] = forms
    found: dict[str, list[Interpretation]] = {}
    for region in regions:
        if region in known:
            continue
        like = max(known, key=lambda other: _common_ending(region, other), default=None)
        ending = _common_ending(region, like) if like is not None else 0
        if like is None or ending < _REGION_ENDING:
            continue
        stem, other_stem = region[:-ending], like[:-ending]
        for orth, tag in known[like]:
            if orth.startswith(other_stem):
                form = stem + orth[len(other_stem) :]
                reading = Interpretation(region, tag, (GEOGRAPHICAL_NAME,), ())
                found.setdefault(form, []).append(reading)
    return {form: tuple(readings) for form, readings in found.items()}


def _common_ending(one: str, other: str) -> int:
    """How many letters `one` and `other` end in alike."""
    count = 0
    while count < min(len(one), len(other)) and one[-1 - count] == other[-1 - count]:
        count += 1
    return count


@lru_cache(maxsize=100_000)
def lemma(token: str) -> str:
    """The lemma of one token, lower-cased so that lemmas compare whatever the word's place in
    the sentence; words SGJP does not know are only lower-cased.

    A capitalized token takes its first proper-name reading, singular and personal (given,
    then family) names first
    (`Warszawie` is the city, not the common noun `warszawa`; `Kowalskiego` is `Kowalski`, not
    the village `Kowalskie`), unless it is also a function word, which is capitalized only for
    starting a sentence (`Ale`, `Kiedy`). Otherwise the first reading wins.
    """
    readings = [r for r in analyse(token) if r.is_known]
    if not readings:
        return token.lower()
    function = [r for r in readings if r.tag.startswith(FUNCTION_TAGS)]
    proper = [r for r in readings if r.is_proper]
    if token[:1].isupper() and function:
        return function[0].lemma.lower()
    if token[:1].isupper() and proper:
        return min(proper, key=_name_rank).lemma.lower()
    return readings[0].lemma.lower()


def _name_rank(reading: Interpretation) -> tuple[bool, bool, bool]:
    fields = reading.tag.split(":")
    plural = len(fields) > 1 and fields[1] == "pl"
    personal = any(c in PERSON_NAME_CLASSES for c in reading.name_classes)
    return plural, not personal, GIVEN_NAME not in reading.name_classes


# The cases a noun takes, as the tags spell them.
CASES = frozenset({"nom", "gen", "dat", "acc", "inst", "loc", "voc"})
# Verbs whose first or second person still takes a noun in the nominative after it (`jestem
# Józek`): being is said of the subject.
_COPULAS = frozenset({"być", "bywać"})


@lru_cache(maxsize=10_000)
def governed_cases(word: str) -> frozenset[str]:
    """The cases a noun right after `word` can be in, where `word` tells; empty where it does
    not. A preposition gives its own (`o` -> acc, loc; `do` -> gen). After a verb of the first
    or second person or an imperative (`Spotkałem`, `widzisz`, `Pozdrów`), a noun is no
    nominative or vocative: the verb's subject is `ja`, `ty`, `my`, `wy` (a copula aside,
    `jestem`). Names that two readings share (`Józka`: the woman Józka, or Józek's
    genitive) are told apart so."""
    segments = [
        (start, strip_homonym(lemma), tag.split(":"))
        for start, _end, (_orth, lemma, tag, _names, _qualifiers) in morfeusz().analyse(word)
    ]
    lexical = [(lemma, fields) for start, lemma, fields in segments if start == 0]
    prepositions = {fields[1] for _lemma, fields in lexical if fields[0] == "prep"}
    if prepositions:
        return frozenset(prepositions) & CASES
    if not lexical or any(lemma in _COPULAS for lemma, _fields in lexical):
        return frozenset()
    if not all(fields[0] in ("fin", "praet", "impt") for _lemma, fields in lexical):
        return frozenset()
    # The person's ending after a past tense is a segment of its own (`Spotkał` + `em`).
    personal = any(fields[0] == "aglt" for _start, _lemma, fields in segments) or any(
        fields[0] == "impt" or (fields[0] == "fin" and fields[2] in ("pri", "sec"))
        for _lemma, fields in lexical
    )
    return CASES - {"nom", "voc"} if personal else frozenset()


@lru_cache(maxsize=10_000)
def abbreviated(token: str) -> tuple[str, ...]:
    """The lower-case words `token` followed by a full stop abbreviates in SGJP (`ul` ->
    `ulica`, `Art` -> `artykuł`): empty for a word that is no such abbreviation."""
    return tuple(
        dict.fromkeys(
            strip_homonym(lemma)
            for _start, _end, (_orth, lemma, tag, _names, _qualifiers) in morfeusz().analyse(
                token + "."
            )
            if tag == "brev:pun" and lemma[:1].islower()
        )
    )


def is_abbreviation(token: str) -> bool:
    """Whether `token` followed by a full stop is an abbreviation SGJP knows (`Art.`, `Ul.`,
    `Prof.`): such a capitalized word is not the family name it may also be."""
    return bool(abbreviated(token))


@lru_cache(maxsize=10_000)
def adjective_nominative(lemma: str, gender: str) -> str | None:
    """The singular nominative of the adjective `lemma` in `gender` (`zielony`, `f` ->
    `zielona`): an adjective in a multi-word name takes the gender of the name's head noun, so
    the base form of `Zielonej Górze` is `Zielona Góra`, not the adjective's own lemma."""
    for orth, _lemma, tag, _names, _qualifiers in morfeusz().generate(lemma):
        fields = tag.split(":")
        if (
            len(fields) >= 5
            and fields[0] == "adj"
            and fields[1] == "sg"
            and "nom" in fields[2].split(".")
            and gender in fields[3].split(".")
            and fields[4] == "pos"
        ):
            return orth
    return None


@lru_cache(maxsize=10_000)
def adjective_forms(lemma: str) -> frozenset[str]:
    """Every form SGJP gives the adjective `lemma`, lower-cased (`krakowski` -> `krakowska`,
    `krakowscy`, `krakowskiego` ...). Empty when SGJP has no adjective of that lemma, so a
    made-up derivation (`kolumbski`) is thereby no adjective: the generator answers only for
    lemmas the dictionary lists."""
    return frozenset(
        orth.lower()
        for orth, _lemma, tag, _names, _qualifiers in morfeusz().generate(lemma)
        if tag.startswith("adj:")
    )


def adjective_like(word: str, lemma: str) -> str | None:
    """The form of the adjective `lemma` that `word`, an adjective, has: the same case, number
    and gender (`rumuńskim`, `czeski` -> `czeskim`), lower-cased; None where SGJP reads `word`
    as no adjective or gives `lemma` no form of its tag."""
    tags = {reading.tag for reading in analyse(word.lower()) if reading.tag.startswith("adj:")}
    for orth, _lemma, tag, _names, _qualifiers in morfeusz().generate(lemma):
        if tag in tags:
            return orth.lower()
    return None


def adjective_lemma(word: str) -> str | None:
    """The lemma of `word` read as an adjective (`Brytyjskie` -> `brytyjski`), or None when SGJP
    reads it as none."""
    for reading in analyse(word.lower()):
        if reading.tag.startswith("adj:"):
            return reading.lemma.lower()
    return None


@lru_cache(maxsize=100_000)
def listed_given(word: str) -> tuple[Interpretation, ...]:
    """Given-name readings of a capitalized form SGJP reads as a common noun whose lemma the
    name lists hold as a given name, and as no person's name (`Lenkę`, `Lenki`: SGJP knows
    `lenka` as a noun and `Lenki` as a part of a village's name only, though Lenka is a
    woman's name): the noun's case, number and gender, of a person's gender (`f`, `m1`),
    with the given name's class. SGJP gives the given names it knows their class itself, so
    only those it lacks are made here."""
    readings = [r for r in analyse(word) if r.is_known]
    # (A contemptuous plural, `Lenki` of the family Lenk, is no one's name.)
    people = [r for r in readings if not r.tag.startswith("depr")]
    if not word[:1].isupper() or any(PERSON_NAME_CLASSES & set(r.name_classes) for r in people):
        return ()
    found = []
    for reading in readings:
        fields = reading.tag.split(":")
        name = reading.lemma.capitalize()
        if (
            fields[0] == "subst"
            and len(fields) > 3
            and fields[3] in ("f", "m1")
            and name != reading.lemma
            and name in given_names()
        ):
            found.append(Interpretation(name, reading.tag, (GIVEN_NAME,), ()))
    return tuple(dict.fromkeys(found))


@lru_cache(maxsize=100_000)
def common_reading(word: str) -> str | None:
    """How SGJP reads `word`, as written, where it reads it only as an ordinary word and never
    as a proper name: `noun` where a reading is a common noun (`Wydział`, `Prezesie`),
    `other` where it is only an adjective, adverb, verb ... (`Młodszy`, `Stomatologicznego`);
    None where some reading is a name's (`Mazur`, `Szkoła`, also a family name; `Opole`), or
    SGJP does not know the word (`Santander`) or knows it only as an abbreviation.

    SGJP lists Polish given names, family names and places with their class, family names
    that are also nouns among them (`Wilk`, `Kowal`, `Wróbel`), so a word it gives only common
    readings is no Polish name it knows."""
    readings = [r for r in analyse(word) if r.is_known]
    if not readings or any(r.is_proper for r in readings):
        return None
    if all(r.tag.startswith(BREVIATION_TAGS) for r in readings):
        return None
    return "noun" if any(r.tag.startswith(NOUN_TAGS) for r in readings) else "other"


def personal_noun(word: str) -> bool:
    """Whether SGJP reads `word` only as common words, one of them a noun of a person (its
    masculine personal gender `m1`: `Prezesie`, `Dyrektor`, `Mecenas`, written so for women
    too), as an office or a role is; not `Biedronka`, a thing's noun a woman may be named."""
    return common_reading(word) == "noun" and any(
        r.tag.startswith("subst:") and "m1" in r.tag.split(":")[3].split(".")
        for r in analyse(word)
        if len(r.tag.split(":")) > 3
    )


def people_noun(word: str) -> tuple[str, bool] | None:
    """The lemma `word` reads as a noun of a people or of a land's inhabitants, and whether
    only in the plural: a common noun of a person (`m1`, or a woman's `f`) whose lemma SGJP
    writes with a capital, as Polish writes those only (`Polaków`, `Niemcami`, `Czeszka`);
    None for a word that is no such noun, or is a given name. SGJP also lists many of them as
    family names (`Polak`, `Czech`, `Niemiec`), which is why a group of them read as
    someone."""
    readings = [r for r in analyse(word) if r.is_known]
    if any(GIVEN_NAME in r.name_classes for r in readings):
        return None
    people = [
        (r.lemma, fields[1] == "pl")
        for r in readings
        if r.lemma[:1].isupper()
        and COMMON_CLASSES & set(r.name_classes)
        and len(fields := r.tag.split(":")) > 3
        and fields[0] == "subst"
        and {"m1", "f"} & set(fields[3].split("."))
    ]
    if not people:
        return None
    return people[0][0], all(plural for _lemma, plural in people)


def common_head(noun: str, adjective: str) -> bool:
    """Whether `noun` is read as a common noun that the adjective after it agrees with in
    number, case and gender, as a phrase of ordinary words (`Szkoła Podstawowa`), and its
    other readings are only a person's names (SGJP lists a family name `Szkoła`) while the
    adjective has no name's reading. A place's reading of the noun (`Dąbrowa Górnicza`, `Wola
    Kosowska`: towns named so) rules it out."""
    readings = [r for r in analyse(noun) if r.is_known]
    if any(r.is_proper and not set(r.name_classes) <= PERSON_NAME_CLASSES for r in readings):
        return False
    attributes = [r for r in analyse(adjective) if r.is_known]
    if not attributes or any(r.is_proper for r in attributes):
        return False
    heads = {
        form
        for r in readings
        if not r.is_proper and r.tag.startswith("subst:")
        for form in _agreement(r.tag)
    }
    return any(
        form in heads for r in attributes if r.tag.startswith("adj:") for form in _agreement(r.tag)
    )


def listed_town(*words: str) -> str | None:
    """The town of the place lists two words name where they are a noun and an adjective
    agreeing with it that, put in the nominative, are that town (`Stalowej Woli` of
    `Stalowa Wola`, `Grodzisku Mazowieckim` of `Grodzisk Mazowiecki`): one place, whatever
    else SGJP reads its words as (a family name `Ruda`, an adjective `stalowy` of no name);
    None where they are none."""
    found = _listed_town(words)
    return found[0] if found is not None else None


def town_noun(*words: str) -> int | None:
    """Which of the two words of a listed town (`listed_town`) is its noun (`Woli` of
    `Stalowej Woli`, whose form the town's surrogate takes); None where they are no town."""
    found = _listed_town(words)
    return found[1] if found is not None else None


@lru_cache(maxsize=4096)
def _listed_town(words: tuple[str, ...]) -> tuple[str, int] | None:
    if len(words) != 2:
        return None
    towns = main_places("pl")
    for noun_at in (0, 1):
        adjectives = [r for r in analyse(words[1 - noun_at]) if r.tag.startswith("adj:")]
        for noun in analyse(words[noun_at]):
            if not noun.tag.startswith("subst:"):
                continue
            head = noun.lemma[:1].upper() + noun.lemma[1:]
            agreeing = _agreement(noun.tag)
            for adjective in adjectives:
                for gender in {g for _, _, g in _agreement(adjective.tag) & agreeing}:
                    base = adjective_nominative(adjective.lemma, gender)
                    if base is None:
                        continue
                    parts = [head, base[:1].upper() + base[1:]]
                    town = " ".join(parts if noun_at == 0 else parts[::-1])
                    if town in towns:
                        return town, noun_at
    return None


def _agreement(tag: str) -> set[tuple[str, str, str]]:
    """The number, case and gender a noun's or an adjective's tag allows, spelt out
    (`adj:sg:gen.dat:f:pos` -> (sg, gen, f), (sg, dat, f))."""
    fields = tag.split(":")
    if len(fields) < 4:
        return set()
    return {
        (number, case, gender)
        for number in fields[1].split(".")
        for case in fields[2].split(".")
        for gender in fields[3].split(".")
    }


def is_place_name(name: str) -> bool:
    """Whether SGJP knows `name` itself as a geographical name that is no given name: `Kraków`
    is; `Krakow` (not spelt the Polish way) is not, nor `Julia`, whose adjective `juliański` is
    the calendar's, not the town's."""
    own = [r for r in analyse(name) if r.lemma == name]
    return any(GEOGRAPHICAL_NAME in r.name_classes for r in own) and not any(
        GIVEN_NAME in r.name_classes for r in own
    )


def is_other_word(form: str) -> bool:
    """Whether SGJP also reads `form` as an ordinary word of another lemma that is no adjective:
    `łaski`, the adjective of Łask, is also the genitive of `łaska` (grace)."""
    return any(
        r.is_known and not r.is_proper and r.lemma != form and not r.tag.startswith("adj")
        for r in analyse(form)
    )


class Morfeusz:
    """The Polish `Dictionary`: SGJP through Morfeusz 2 (see `dictionaries.py`)."""

    def lemma(self, token: str) -> str:
        return lemma(token)

    def ordinary(self, word: str) -> bool:
        return any(reading.is_known and not reading.is_proper for reading in analyse(word))

    def common(self, word: str) -> str | None:
        return common_reading(word)

    def common_head(self, noun: str, adjective: str) -> bool:
        return common_head(noun, adjective)

    def personal_noun(self, word: str) -> bool:
        return personal_noun(word)

    def people_noun(self, word: str) -> tuple[str, bool] | None:
        return people_noun(word)

    def genitive_noun(self, word: str) -> bool:
        return any(
            not reading.is_proper
            and reading.tag.startswith(NOUN_TAGS)
            and "gen" in reading.tag.split(":")[2].split(".")
            for reading in analyse(word)
            if reading.is_known and len(reading.tag.split(":")) > 2
        )

    def given_form(self, word: str) -> bool:
        return bool(listed_given(word))

    def body_initials(self, word: str) -> bool:
        return word.isupper() and any(
            reading.lemma == word and BODY_CLASSES & set(reading.name_classes)
            for reading in analyse(word)
        )

    def given_gender(self, name: str) -> str | None:
        genders = {
            gender
            for reading in analyse(name)
            if "imię" in reading.name_classes and reading.lemma == name
            for gender in reading.tag.split(":")[3:4]
        }
        return {"f": "f", "m1": "m"}.get(genders.pop()) if len(genders) == 1 else None

    def family_name(self, word: str) -> bool:
        return any("nazwisko" in reading.name_classes for reading in analyse(word))

    def place_name(self, word: str) -> bool:
        return any(GEOGRAPHICAL_NAME in reading.name_classes for reading in analyse(word))

    def place_lemmas(self, word: str) -> frozenset[str]:
        return frozenset(
            reading.lemma for reading in analyse(word) if GEOGRAPHICAL_NAME in reading.name_classes
        )

    def adjective_lemma(self, word: str) -> str | None:
        return adjective_lemma(word)

    def agrees(self, noun: str, adjective: str) -> bool:
        heads = {
            form
            for reading in analyse(noun)
            if reading.tag.startswith(NOUN_TAGS)
            for form in _agreement(reading.tag)
        }
        return any(
            form in heads
            for reading in analyse(adjective)
            if reading.tag.startswith("adj:")
            for form in _agreement(reading.tag)
        )

    def name_part(self, word: str) -> bool:
        readings = [reading for reading in analyse(word) if reading.is_known]
        proper = [reading for reading in readings if reading.is_proper]
        return (
            len(proper) < len(readings)
            and bool(proper)
            and all(reading.name_classes == (NAME_PART,) for reading in proper)
        )

    def noun(self, word: str) -> bool:
        return any(reading.tag.startswith("subst:") for reading in analyse(word))

    def adjective_forms(self, lemma: str) -> frozenset[str]:
        return adjective_forms(lemma)

    def adjective_like(self, word: str, lemma: str) -> str | None:
        return adjective_like(word, lemma)

    def place_adjective(self, lemma: str, places: Sequence[str]) -> bool:
        return any(map(is_place_name, places)) and not is_other_word(lemma)
