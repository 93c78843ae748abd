"""Polish surrogates in the original's inflected form, through Morfeusz 2.

Each word of a person's or place's name is analysed (`Kowalskiego`: a family name,
`subst:sg:gen.acc:m1`); a surrogate lemma of the same name class and gender is drawn from
Faker's Polish lists, and Morfeusz's generator gives its form with the same tag (`Nowaka`). A
lemma without that form is passed over for the next. The draw is seeded by the original's
lemma, not its form, so `Jan Kowalski` and `Jana Kowalskiego` become `Piotr Nowak` and `Piotra
Nowaka`: the same person in two cases.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

from babel import Locale
from faker import Faker
from faker.providers.address.pl_PL import Provider as Places
from faker.providers.person.pl_PL import Provider as People

from pseudonymizer.casing import cased_like
from pseudonymizer.lexicon.inflection.base import Inflector, NameRequest
from pseudonymizer.lexicon.inflection.pl.analogy import analogous, declined
from pseudonymizer.lexicon.inflection.pl.streets import street_name
from pseudonymizer.lexicon.morfeusz import (
    Interpretation,
    analyse,
    lemma,
    listed_given,
    listed_town,
    morfeusz,
    strip_homonym,
    town_noun,
)
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import country_names, geonames_cities
from pseudonymizer.lexicon.regions import regions
from pseudonymizer.lexicon.titles import leading_titles, title_words
from pseudonymizer.model import Forms

GIVEN, FAMILY, PLACE = "imię", "nazwisko", "nazwa_geograficzna"
COUNTRY = "country"  # a pool of places, not a name class of SGJP
REGION = "region"  # ... another: the language's regions
CONTINENT = "continent"  # ... another: the parts of the world CLDR names (`Europa`, `Azja`)
ADJECTIVE = "adjective"  # a place's adjective (`Wolski` in `Las Wolski`)
# How many lemmas are tried for a form before the word is given up (left to the caller).
MAX_LEMMAS = 300
# Feminine family names of the -ski type are their own lemmas in SGJP (`Kowalska`).
_FEMININE_ENDINGS = (("ski", "ska"), ("cki", "cka"), ("dzki", "dzka"))


class PolishInflector(Inflector):
    """The Polish inflector: names drawn from Faker's Polish lists and generated in the
    original's form by Morfeusz, up to the policy's last resort."""

    def inflect(self, request: NameRequest) -> str | None:
        if request.attempt >= request.policy.last_resort:
            return None
        classes = (PLACE,) if request.place else (GIVEN, FAMILY)
        return inflected_name(
            request.original,
            classes,
            lambda word: request.seed(word, request.attempt),
            request.family,
            request.nominative,
            request.given,
            request.tag,
            None if request.place else request.gender,
        )

    def family_key(self, family: str) -> str:
        return masculine(family)

    def street(self, original: str, rng: random.Random) -> str | None:
        return street_name(original, rng)

    def lemmas(self, original: str, forms: Forms) -> str | None:
        return " ".join(_lemma(word) for word in original.split(" "))

    def family_keys(self, word: str) -> frozenset[str]:
        guessed = set(_readings(word)) - set(analyse(word))
        readings = [r for r in analyse(word) if FAMILY in r.name_classes]
        plural = [r.lemma for r in readings if r.tag.split(":")[1:2] == ["pl"]]
        found = [*plural, *(r.lemma for r in guessed)]
        return frozenset(masculine(lemma).casefold() for lemma in found)

    def forms(self, word: str, place: bool = False) -> frozenset[str]:
        readings = [r for r in _readings(word.title() if word.isupper() else word) if r.is_known]
        names = [r for r in readings if r.is_proper] or readings  # `Marku`: Marek's, not marka's
        found = {orth for r in names for orth, _, _ in _original_forms(r.lemma)}
        return frozenset({word, *(cased_like(word, form, lower=False) for form in found)})

    def name_forms(self, name: str, surrogate: str) -> tuple[tuple[str, str], ...]:
        return self.name_forms_read(name, surrogate, None)

    def name_forms_read(
        self, name: str, surrogate: str, tag: str | None
    ) -> tuple[tuple[str, str], ...]:
        pairs, read = [], []
        for orth, tags, classes in _original_forms(name):
            for name_class in {GIVEN, FAMILY} & set(classes):
                form = _form(surrogate, name_class, tags)
                if form is not None:
                    pairs.append((orth, form))
                agreeing = _agreeing(tags, tag) if tag is not None else frozenset()
                form = _form(surrogate, name_class, agreeing) if agreeing else None
                if form is not None:
                    read.append((orth, form))
        return tuple(dict.fromkeys([*read, *pairs]))


def inflected_name(
    original: str,
    classes: tuple[str, ...],
    seed: Callable[[str], int],
    family: bool = False,
    nominative: bool = False,
    given: bool = False,
    tag: str | None = None,
    sex: str | None = None,
) -> str | None:
    """`original` (words of a name) with each word replaced by a surrogate of its name class
    (`classes`, in order of preference) in the same form; `seed(lemma)` seeds the draw for an
    original lemma. A word Morfeusz does not know (`Zawgajewa`) takes the form of a known word
    of the same name, with which it agrees; a family name it does not know is read by
    analogy (`analogy.py`), but only one alone or beside a word it knows. None when no word
    is known, or no surrogate has the form. A person's word alone is a `family` name where
    the document says so, a `given` name where it is named by one (a chat's speaker); with
    `nominative`, each surrogate word is its lemma (the word drawn, before it is put in the
    original's form). A person's `tag`, its first word's reading in its sentence (`Józka`
    after `Spotkałem`: Józek's accusative, not the woman Józka; `Kasi` after `o`: the
    locative), decides between the readings the words' forms share, and which of their cases
    the surrogate takes. `sex` (`m`, `f`) is the person's where the text tells it (`dziadek
    Władek`: a man, not the women Władka's genitive plural)."""
    words = original.split(" ")
    # A word in lower case is part of the name only as a name (`kowalski` in a chat), never as
    # a common word (`nad`, `ulica`).
    # Titles before the name stay (`SSR Anna Nowak`, `dr Jan Kowalski`); the last word is the
    # family name even where it is a title too (`Jan Sędzia`).
    lead = leading_titles(words, title_words("pl"))
    named = [
        i >= lead
        and (word[:1].isupper() or _reading(word.capitalize(), classes, nouns=False) is not None)
        for i, word in enumerate(words)
    ]
    readings: list[tuple[str, Interpretation] | None] = []
    for i, word in enumerate(words):
        # A family name is read in the gender of the given names before it (`Kowalski` is
        # also an indeclinable woman's name: not after `Jan`).
        given_reading = next((r[1] for r in readings if r and r[0] == GIVEN), None)
        gender = _gender(given_reading.tag) if given_reading is not None else None
        following = words[i + 1] if i + 1 < len(words) and named[i + 1] else None
        readings.append(
            _reading(
                word,
                _preferred(classes, words, i, family, given),
                gender=gender,
                following=following,
                given_tag=given_reading.tag if given_reading is not None else None,
                wanted=tag,
                sex=sex,
            )
            if named[i]
            else None
        )
    known = next((reading for reading in readings if reading is not None), None)
    if known is None:
        return None
    town = listed_town(*words) if classes[:1] == (PLACE,) else None
    if town is not None:
        return _town_of_two_words(town, words, seed, nominative)
    sgjp = [r for word, r in zip(words, readings, strict=True) if r and r[1] in analyse(word)]
    if sum(named) > 1 and not sgjp:
        return None  # `Eric Bina`: a foreign name SGJP knows no word of tells no gender
    # A common noun inside a place's name stays (`Las` of `Las Wolski`, `Cmentarz`) where
    # another word of the name changes.
    common = [
        reading is not None and reading[0] == PLACE and not reading[1].is_proper
        for reading in readings
    ]
    if all(common[i] or not named[i] for i in range(len(words))):
        common = [False] * len(words)
    out = []
    for position, word in enumerate(words):
        if not named[position] or common[position]:
            out.append(word)  # `nad` in `Ostrów nad Wisłą`
            continue
        preferred = _preferred(classes, words, position, family, given)
        name_class, reading = readings[position] or (preferred[0], known[1])
        lemma = reading.lemma if readings[position] else word
        target = _within(reading.tag, tag) if readings[position] else None
        replacement = _surrogate(name_class, lemma, reading.tag, seed, nominative, target)
        if replacement is None:
            return None
        out.append(cased_like(word, replacement))  # `KOWALSKI`, and `kowalski` in lower case
    return " ".join(out)


def _town_of_two_words(
    town: str, words: list[str], seed: Callable[[str], int], nominative: bool
) -> str | None:
    """A town of one word for a town of an adjective and a noun (`Stalowej Woli` -> `Chełmży`),
    seeded by the whole `town`'s name: surrogates drawn word by word made the adjective a
    family name's (`Wróblewskiej Legnicy`), and a town of two words has no form SGJP
    inflects whole. No preposition is read here to tell the cases a form spells apart, so
    the surrogate's forms must spell the same cases alike as the noun's (`Woli`, `Chełmży`:
    the genitive, dative and locative), and every case of the town draws the same town."""
    at = town_noun(*words)
    if at is None:
        return None
    agreeing = {
        tuple(form.split(":")[1:4])
        for reading in analyse(words[1 - at])
        if reading.tag.startswith("adj:")
        for form in expanded(reading.tag)
    }
    nouns = [
        reading
        for reading in analyse(words[at])
        if reading.tag.startswith("subst:")
        and strip_homonym(reading.lemma) == town.split(" ")[at]
        and any(tuple(form.split(":")[1:4]) in agreeing for form in expanded(reading.tag))
    ]
    if not nouns:
        return None
    target = frozenset(
        form
        for reading in nouns
        for form in expanded(reading.tag)
        if tuple(form.split(":")[1:4]) in agreeing
    )
    # (Of the noun's forms, those of its number and gender: `Grodzisk` is a village's lemma
    # of another gender too.)
    kind = {(form.split(":")[1], form.split(":")[3]) for form in target}
    spelled: dict[str, set[str]] = {}
    for orth, tags, classes in _forms(strip_homonym(nouns[0].lemma)):
        if PLACE in classes:
            own = (t for t in tags if (t.split(":")[1], t.split(":")[3]) in kind)
            spelled.setdefault(orth, set()).update(own)
    paradigm = [frozenset(tags) for tags in spelled.values() if tags] or [target]
    rng = random.Random(seed(f"{PLACE}:{town}"))
    for group in _lemmas(PLACE, _gender(next(iter(target)))):
        shuffled = list(group)
        rng.shuffle(shuffled)
        for candidate in shuffled[:MAX_LEMMAS]:
            form = _form(candidate, PLACE, target, whole=True)
            if form is not None and all(_form(candidate, PLACE, t, whole=True) for t in paradigm):
                return candidate if nominative else cased_like(words[at], form)
    return None


def expanded(tag: str) -> frozenset[str]:
    """A Morfeusz tag with its alternatives spelled out: `subst:sg:nom.voc:m1` ->
    {`subst:sg:nom:m1`, `subst:sg:voc:m1`}."""
    tags = [""]
    for field in tag.split(":"):
        tags = [f"{t}:{value}" if t else value for t in tags for value in field.split(".")]
    return frozenset(tags)


def _preferred(
    classes: tuple[str, ...],
    words: list[str],
    position: int,
    family: bool = False,
    given: bool = False,
) -> tuple[str, ...]:
    """For a person, the last word is first of all a family name, the others given names;
    a word alone is a given name if it is a form of a listed one (`Marku`, also a family name
    in SGJP, is Marek's vocative in `Panie Marku`), said to be one (`given`: a chat's
    speaker), or one SGJP reads as a given name or as no family name (a nickname). A word
    between the first and the last that the lists hold as a family name and nothing as a
    given name is a family name too (`Mariannie Oliveira Santos`: a second family name, as
    Portuguese and Spanish names put two)."""
    if classes != (GIVEN, FAMILY):
        return classes
    alone = len(words) == 1 and not family
    if alone and (given or _listed_given(words[0]) or _given_first(words[0])):
        return (GIVEN, FAMILY)
    if position == len(words) - 1 or (position > 0 and _second_family(words[position])):
        return (FAMILY, GIVEN)
    return (GIVEN, FAMILY)


def _second_family(word: str) -> bool:
    """Whether `word` is a family name of the lists, and no given name there nor in SGJP."""
    given = any(GIVEN in r.name_classes for r in analyse(word))
    return not given and word in family_names() and word not in given_names()


def _given_first(word: str) -> bool:
    """Whether SGJP reads `word` as a given name, or as no family name, or the word is a
    given name of the lists SGJP knows as a common noun only (`listed_given`: `Lenki`)."""
    if listed_given(word):
        return True
    classes = {name_class for r in analyse(word) for name_class in r.name_classes}
    return GIVEN in classes or FAMILY not in classes


def _readings(word: str) -> tuple[Interpretation, ...]:
    """The word's readings (`_listed_readings`), and where none is a person's name and the
    word is capitalized, its readings as a family name SGJP does not know (`analogy.py`:
    `Gwiżdżyńskiego`, `Pstrążkiem`, a trout's to SGJP)."""
    readings = _listed_readings(word)
    if word[:1].isupper() and not any({GIVEN, FAMILY} & set(r.name_classes) for r in readings):
        readings = (*readings, *analogous(word))
    return readings


def _listed_readings(word: str) -> tuple[Interpretation, ...]:
    """Morfeusz's readings of `word` with those of a given name of the lists SGJP reads as a
    common noun only (`listed_given`: `Lenkę`), and then without a contemptuous plural
    (`Lenki` of the family Lenk), which names no one."""
    given = listed_given(word)
    readings = analyse(word)
    if not given:
        return readings
    return (*(r for r in readings if not r.tag.startswith("depr")), *given)


def _lemma(word: str) -> str:
    """The lemma of a name's word, lower-cased: SGJP's, or the likeliest by analogy."""
    guessed = [r for r in _readings(word) if r not in analyse(word)]
    return guessed[0].lemma.lower() if guessed else lemma(word)


def _listed_given(word: str) -> bool:
    listed = {*People.first_names_male, *People.first_names_female}
    return any(GIVEN in r.name_classes and r.lemma in listed for r in analyse(word))


def _reading(
    word: str,
    classes: tuple[str, ...],
    nouns: bool = True,
    gender: str | None = None,
    following: str | None = None,
    given_tag: str | None = None,
    wanted: str | None = None,
    sex: str | None = None,
) -> tuple[str, Interpretation] | None:
    """The first reading of `word` in one of `classes` (in their order), with its class; else,
    with `nouns`, a noun reading (`Kultury` in a place's name: `subst:sg:gen:f`) for the form.
    A family name's reading is the one in `gender` where given, else the most specific
    (`Kowalski`: a man's nominative before a woman's indeclinable name), the case of the
    given name's reading `given_tag` first (`Kowala` after `Witolda` is Kowal's genitive, not
    the nominative of a family name `Kowala`). A given name's is
    the one that agrees with the name word `following` it, then one of a listed given name:
    `Witolda` is Witold's genitive before `Kowala` or `Nowaka` (and alone), though SGJP
    lists the woman's name `Witolda` first; `Jarosława Kozłowskiego` is Jarosław's. A
    person's given name is one of `sex` (`m`, `f`) where the text tells it. A
    person's family name SGJP does not know is read by analogy where a family name stands
    first, in the given name's case where one is read (else the given name's form serves:
    `Rusłana Zawgajewa`). Of a person's readings, one in the form `wanted` (the name as read
    in its sentence) comes first."""
    readings = _listed_readings(word)
    if classes[0] == FAMILY:  # not a given name's place (`Jamesa Gwiżdżyńskiego`)
        guessed = [r for r in _readings(word) if r not in readings]
        if given_tag is not None:
            guessed = [r for r in guessed if _same_form(r.tag, given_tag)]
        readings = (*readings, *guessed)
    for name_class in classes:
        found = [reading for reading in readings if name_class in reading.name_classes]
        if len(found) > 1 and name_class == GIVEN:
            listed = {*People.first_names_male, *People.first_names_female}
            found.sort(
                key=lambda r: (
                    wanted is not None and not _same_form(r.tag, wanted),
                    following is not None and not _agrees(r.tag, following),
                    sex is not None and not _gender(r.tag).startswith(sex),
                    r.lemma not in listed,
                )
            )
        if len(found) > 1 and name_class == PLACE:
            # (`Kaszub`: the region Kaszuby's genitive before a place named Kaszuba; `Niemiec`:
            # the country Niemcy's before a village Niemce's.)
            # (`we Francji`: the locative the sentence reads, before the genitive it spells too.)
            found.sort(
                key=lambda r: (
                    r.lemma not in countries(),
                    r.lemma not in regions("pl"),
                    wanted is not None and not _same_form(r.tag, wanted),
                )
            )
        if found and name_class == FAMILY:
            found.sort(
                key=lambda r: (
                    wanted is not None and not _same_form(r.tag, wanted),
                    gender is not None and _gender(r.tag) != gender,
                    given_tag is not None and not _same_form(r.tag, given_tag),
                    len(expanded(r.tag)),
                )
            )
        if found:
            return name_class, found[0]
    if not nouns:
        return None
    if classes == (PLACE,) and word[:1].isupper():
        # `Las Wolski`, `półwyspie Helskim`: a place's adjective becomes another one.
        adjective = next((r for r in readings if r.tag.startswith("adj:")), None)
        if adjective is not None:
            return ADJECTIVE, adjective
    noun = next((reading for reading in readings if reading.tag.startswith("subst:")), None)
    return (classes[0], noun) if noun is not None else None


def _agrees(tag: str, word: str) -> bool:
    """Whether a reading of `word` as a person's name has the number, case and gender of
    `tag`."""
    wanted = {tuple(one.split(":")[1:4]) for one in expanded(tag)}
    return any(
        tuple(one.split(":")[1:4]) in wanted
        for reading in _readings(word)
        if {GIVEN, FAMILY} & set(reading.name_classes)
        for one in expanded(reading.tag)
    )


def _same_form(tag: str, other: str) -> bool:
    """Whether two tags share a number, case and gender."""
    return bool(
        {tuple(one.split(":")[1:4]) for one in expanded(tag)}
        & {tuple(one.split(":")[1:4]) for one in expanded(other)}
    )


def _within(tag: str, wanted: str | None) -> frozenset[str]:
    """The forms of `tag` (expanded) that share number, case and gender with `wanted`: `Kasi`
    (`subst:sg:gen.dat.loc:f`) read as a locative; all of them where none does."""
    forms = expanded(tag)
    return (_agreeing(forms, wanted) if wanted is not None else forms) or forms


def _agreeing(forms: frozenset[str], wanted: str) -> frozenset[str]:
    """Those of `forms` (expanded tags) that share number, case and gender with `wanted`."""
    allowed = {tuple(one.split(":")[1:4]) for one in expanded(wanted)}
    return frozenset(one for one in forms if tuple(one.split(":")[1:4]) in allowed)


def _surrogate(
    name_class: str,
    lemma: str,
    tag: str,
    seed: Callable[[str], int],
    nominative: bool = False,
    target: frozenset[str] | None = None,
) -> str | None:
    """A lemma of `name_class` (drawn by the seed of the original `lemma`) in the form `tag`
    (of its forms, those in `target` where given), or, with `nominative`, the lemma that has
    that form."""
    target = target or expanded(tag)
    gender = _gender(tag)
    # A -ska name is seeded as its -ski (`Kowalska` as `Kowalski`): the lists of both are one
    # list in two genders, so a family's man and woman draw one family name.
    key = masculine(lemma) if name_class == FAMILY else lemma
    rng = random.Random(seed(f"{name_class}:{key}"))
    lemmas = []
    pool = name_class
    if name_class == PLACE and lemma in countries():
        pool = COUNTRY
    elif name_class == PLACE and lemma in continents():
        pool = CONTINENT  # (`po Europie` -> `po Azji`, never a town)
    elif name_class == PLACE and lemma in regions("pl"):
        pool = REGION  # (`na Podhalu` -> `na Powiślu`, never a town)
    for group in _lemmas(pool, gender):  # Polish names first, in a keyed order
        shuffled = list(group)
        rng.shuffle(shuffled)
        lemmas += shuffled
    if name_class == FAMILY:
        # A -ski/-ska name becomes one (`Kowalskiej` -> `Wróblewskiej`, not the indeclinable
        # `Uzar`), any other name one of the others first.
        lemmas.sort(key=lambda candidate: _adjectival(candidate) != _adjectival(lemma))
    for candidate in lemmas[:MAX_LEMMAS]:
        if candidate != lemma and (form := _form(candidate, name_class, target)) is not None:
            return candidate if nominative else form
    return None


@cache
def _lemmas(name_class: str, gender: str) -> tuple[tuple[str, ...], ...]:
    """Groups of candidate lemmas, tried group by group; one word each: Morfeusz inflects
    words, and a surrogate keeps the original's number of words."""
    return tuple(
        tuple(name for name in group if name.isalpha()) for group in _listed(name_class, gender)
    )


def _listed(name_class: str, gender: str) -> tuple[tuple[str, ...], ...]:
    if name_class == GIVEN:
        polish = People.first_names_female if gender == "f" else People.first_names_male
        return tuple(polish), _foreign_given_names(gender)
    if name_class == FAMILY:
        unisex = tuple(People.unisex_last_names)
        if gender != "f":
            return (tuple(People.male_last_names) + unisex,)
        return (tuple(_feminine(name) for name in People.male_last_names) + unisex,)
    if name_class == COUNTRY:
        return (countries(),)
    if name_class == REGION:
        return (regions("pl"),)
    if name_class == CONTINENT:
        return (continents(),)
    if name_class == ADJECTIVE:
        return (_place_adjectives(),)
    # One group: a corpus names more places of one gender and case than Faker's list holds.
    return (tuple(sorted({*Places.cities, *_towns()})),)


def _gender(tag: str) -> str:
    """The gender of a tag (`subst:sg:nom:m1` -> `m1`), the first of alternatives."""
    return tag.split(":")[-1].split(".")[0]


def _adjectival(name: str) -> bool:
    """A family name of the -ski type (`Kowalska`), not a noun that ends alike (`Goska`)."""
    endings = tuple(ending for pair in _FEMININE_ENDINGS for ending in pair)
    return len(name) >= 7 and name.endswith(endings)


def _feminine(name: str) -> str:
    for masculine, feminine in _FEMININE_ENDINGS:
        if name.endswith(masculine):
            return name[: -len(masculine)] + feminine
    return name


def masculine(name: str) -> str:
    """The man's form of a -ska family name (`Kowalska` -> `Kowalski`), in its own case; any
    other name as it is."""
    for man, woman in _FEMININE_ENDINGS:
        if name.endswith(woman) and _adjectival(name):
            return name[: -len(woman)] + man
    return name


def _form(lemma: str, name_class: str, target: frozenset[str], whole: bool = False) -> str | None:
    """The form of `lemma` of `name_class` in one of the `target` tags; with `whole`, the
    form that is all of them (`Legnicy`, the genitive, dative and locative at once)."""
    if whole:
        spelled: dict[str, set[str]] = {}
        for orth, tags, classes in _forms(lemma):
            if name_class in classes:
                spelled.setdefault(orth, set()).update(tags)
        return next((orth for orth, tags in spelled.items() if target <= tags), None)
    for orth, tags, classes in _forms(lemma):
        if (name_class in classes or name_class == ADJECTIVE) and tags & target:
            return orth.capitalize() if name_class == ADJECTIVE else orth
    return None


@cache
def _forms(lemma: str) -> tuple[tuple[str, frozenset[str], tuple[str, ...]], ...]:
    """Every form Morfeusz generates for `lemma` (any homonym), with its expanded tags; none
    for a lemma of several words (`San Pablo`), which Morfeusz generates no forms of."""
    if len(lemma.split()) != 1:
        return ()
    return tuple(
        (orth, expanded(tag), tuple(classes))
        for orth, generated, tag, classes, _qualifiers in morfeusz().generate(lemma)
        if strip_homonym(generated) == lemma
    )


def _original_forms(lemma: str) -> tuple[tuple[str, frozenset[str], tuple[str, ...]], ...]:
    """Every form of an original name's `lemma`: Morfeusz's, else, for a family name SGJP
    does not know, as its models decline (`analogy.py`). Never a surrogate's: a list's name
    SGJP does not know is passed over."""
    known = tuple(form for form in _forms(lemma) if "ign" not in form[1])
    return (
        known
        or _given_of_noun(lemma)
        or tuple((orth, expanded(tag), (FAMILY,)) for orth, tag in declined(lemma))
    )


def _given_of_noun(lemma: str) -> tuple[tuple[str, frozenset[str], tuple[str, ...]], ...]:
    """The forms of a given name of the lists that SGJP knows only as a common noun of a
    person's gender (`Lenka`, of `lenka`: `listed_given`), capitalized, with the given name's
    class; none for any other name."""
    if lemma == lemma.lower() or lemma not in given_names():
        return ()
    return tuple(
        (orth.capitalize(), tags, (GIVEN,))
        for orth, tags, _classes in _forms(lemma.lower())
        if any(tag.startswith("subst:") and tag.split(":")[3] in ("f", "m1") for tag in tags)
    )


@cache
def _foreign_given_names(gender: str) -> tuple[str, ...]:
    """Given names of other Latin-script locales, for a corpus that names more people than
    the hundred Polish ones: SGJP inflects many of them (`Oliver`, `Olivera`); those it does
    not know yield no form and are passed over."""
    names: set[str] = set()
    for locale in ("en_US", "de_DE", "cs_CZ", "sk_SK", "hu_HU", "sv_SE", "fr_FR", "it_IT"):
        provider = Faker(locale).provider("faker.providers.person")
        listed = getattr(
            provider, "first_names_female" if gender == "f" else "first_names_male", ()
        )
        names.update(listed)
    return tuple(sorted(names))


@cache
def _place_adjectives() -> tuple[str, ...]:
    """Adjectives of places that are family names too (`bielski`, `wolski`, `kaliski`): the
    family names of the -ski type that SGJP also knows as adjectives."""
    found = set()
    for name in People.male_last_names:
        lower = name.lower()
        if lower.endswith(("ski", "cki")) and any(
            r.lemma == lower and r.tag.startswith("adj:") for r in analyse(lower)
        ):
            found.add(lower)
    return tuple(sorted(found))


@cache
def countries() -> tuple[str, ...]:
    """CLDR's Polish names of countries, one word each (`Rosja`, `Francja`): a country's
    surrogate is a country, which SGJP inflects as it does towns."""
    return tuple(name for name in country_names("pl") if name.isalpha())


@cache
def continents() -> tuple[str, ...]:
    """CLDR's Polish names of continents and parts of the world, one word each (`Europa`,
    `Azja`, `Oceania`), and Antarctica: a continent's surrogate is a continent."""
    territories = Locale("pl").territories.items()
    return tuple(
        sorted(
            name
            for code, name in territories
            if (code.isdigit() or code == "AQ") and name.isalpha() and name[0].isupper()
        )
    )


@cache
def _towns() -> tuple[str, ...]:
    """Polish towns of GeoNames, for a corpus that names more places than Faker's list."""
    cities = geonames_cities()
    return tuple(sorted({city["name"] for city in cities if city["countrycode"] == "PL"}))
