"""The cue of a school, a university or its faculty named by its kind and ordinary words
(`Technische Universität`, `Wydział Elektroniki`): a public institution thousands attended,
kept as written with the person it is named after; a town in its name says where someone
lived, and stays replaced.
"""

from __future__ import annotations

import re

from pseudonymizer.categories import Category
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.demonyms import demonyms, own_nationality
from pseudonymizer.lexicon.institutions import institution_compound, namesake_word
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.nicknames import is_given_form
from pseudonymizer.lexicon.places import country_names, places, settlements
from pseudonymizer.lexicon.qualifications import education_word
from pseudonymizer.lexicon.vocabulary import compound_noun, dictionary_word, stop_words
from pseudonymizer.model import Mention
from pseudonymizer.rules.ordinary.layout import ROMAN
from pseudonymizer.rules.ordinary.lexical import known, ordinary_as_written
from pseudonymizer.rules.ordinary.text import SHORT_LINE, WORD


def school(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention names a school, a university or its faculty by its kind
    (`education_word`: `Universität`, `Fakulta`, `Wydział`, `Katedralskolan`) and ordinary
    words (`Technische Universität`, `Fakulta informačních technologií`, `České vysoké učení
    technické`, `Wydział Elektroniki`, `III Liceum Ogólnokształcące`): a public institution,
    which thousands attended, kept as written. So is a library, a theatre or another body
    named in honour of someone (`namesake_word`: `Divadlo Jiřího Wolkera`).

    A person's name in it is the school's namesake (`Ignaz-Günther-Gymnasium`, `Széchenyi
    István Egyetem`): schools are named after people the public knows, not after a pupil, so
    the name is kept with the school. A town in it (`University of Leeds`, `Universität
    München` found as one mention) says where someone lived: the mention stays replaced, as
    is one a title vouches for as a person."""
    span = mention.text_in(text)
    words = WORD.findall(span)
    # (Two names a comma joins are two: `Jan Novák, Faculty of Law`.)
    if any(char in span for char in "\n,") or mention.attrs.context:
        return False
    if not any(_kind_word(word, lang) for word in words):
        # The rest of a faculty's name the recognizers found in pieces (`Telekomunikacji`,
        # `Informatyki` of `Wydział Elektroniki, Telekomunikacji i Informatyki`), after a
        # comma or a conjunction of its list; not a place (`univerzita v Plzni`).
        listed = _LIST_JOINT.search(text, max(0, mention.start - 8), mention.start)
        if listed is None or mention.category in (Category.LOCATION, Category.PERSON):
            return False
        if known(words, lang):
            return False  # a person after the school's name (`Gimnáziumban, Kovács Tamás`)
        words = _school_name_before(text, mention.start, lang) + words
        if len(words) == len(WORD.findall(span)):
            return False
    function_words = stop_words(lang) | stop_words("en")
    given = given_names()
    # (Not `of`, which joins a school's subject as often as its town: `Faculty of Law`; a
    # known town after it is found by name.)
    at = get_language(lang).place_prepositions - {"of"}
    for i, word in enumerate(words):
        if word.lower() in function_words:
            continue  # (`of` is a town in Turkey too)
        # (A capital after a place's preposition is a town in any case: `univerzita v Plzni`.)
        if _town_word(word, lang) or (i and words[i - 1] in at and word[:1].isupper()):
            return False
        if _named_after_own_town(word, lang):
            return False  # (`Rinkebyskolan`: the town joined to the school's kind)
        # (A namesake's family name beside a given name, `Széchenyi István`, `Luďka Pika`.)
        # (In any case: `Jiřího Wolkera` of `Divadlo Jiřího Wolkera`.)
        namesake = word[:1].isupper() and any(
            other in given or is_given_form(other, lang)
            for other in words[max(0, i - 1) : i + 2]
            if other != word
        )
        if not (
            namesake
            or _kind_word(word, lang)
            or word.lower() in function_words
            or ROMAN.fullmatch(word)
            or own_nationality(word, lang)
            or ordinary_as_written(word, lang)
            or dictionary_word(word, lang)
            or compound_noun(word, lang)
            or all(part in given_names() or part in family_names() for part in word.split("-"))
        ):
            return False
    return True


def namesake(text: str, mention: Mention, lang: str) -> bool:
    """Whether the mention is the namesake of a school or a public body named in honour of
    someone (`Jana Drdy` of `Knihovna Jana Drdy`, `T. G. Masaryka` of `Základní škola T. G.
    Masaryka`, `Keplera` of `Gymnázium Jana Keplera`, found apart from the rest of the name),
    or that body's kind word alone before its namesake (`Knihovně`): the namesake is a
    public figure, the body one the public knows, so both stay as written, as `school` keeps
    a school named after someone. A person's name gave a library a woman's name in the
    nominative, and the kind word alone became a family name.

    The kind word (`education_word`, `namesake_word`) stands right before the name, past at
    most the namesake's other names and initials, and is part of a name: capitalized, or
    after a capitalized word that is no function word (`Základní škole`); `ve škole Petr`
    is a person at school."""
    if mention.attrs.context not in _NOT_VOUCHED:
        return False  # (a title vouches for a person: `ve škole paní Horkou`)
    span = mention.text_in(text)
    if mention.category is not Category.PERSON:
        # The kind word alone, before a capitalized name on its line.
        after = text[mention.end : mention.end + 2]
        return (
            mention.category in (Category.ORGANIZATION, Category.LOCATION)
            and after[:1] == " "
            and after[1:].isupper()
            and " " not in span
            and span[:1].isupper()
            and _kind_word(span, lang)
        )
    line_start = text.rfind("\n", 0, mention.start) + 1
    tokens = _TOKENS.findall(text, line_start, mention.start)
    if not tokens or not text[: mention.start].endswith(" "):
        return False
    function_words = stop_words(lang)
    names = 0
    while tokens and names <= _NAMESAKE_WORDS and not _kind_word(tokens[-1], lang):
        word = tokens.pop()
        if not word[:1].isupper() or word.lower() in function_words:
            return False
        names += 1
    if not tokens or names > _NAMESAKE_WORDS:
        return False
    kind = tokens.pop()
    if kind[:1].isupper():
        return True
    return bool(tokens) and tokens[-1][:1].isupper() and tokens[-1].lower() not in function_words


def _kind_word(word: str, lang: str) -> bool:
    return education_word(word, lang) or namesake_word(word, lang)


# The most words of a namesake's name found apart from the mention (`Jana` of `Gymnázia
# Jana`, the initials of `T. G.`).
_NAMESAKE_WORDS = 3
# The contexts that find a name and say nothing of whose it is: none, and initials.
_NOT_VOUCHED = frozenset({None, "initials", "initials_only"})
# A line's words and initials.
_TOKENS = re.compile(r"[^\W\d_]+\.?")


# The most words of a school's name before a piece of it (`Faculty of Electrical
# Engineering, Mathematics and`).
_SCHOOL_WORDS = 8
# The words of a school's name, with the commas and conjunctions of its list, before a piece.
_SCHOOL_BEFORE = re.compile(r"[^\W\d_][\w ,-]*(?:,[ \t]*|[ \t]+)\Z")
# A comma or a conjunction before the next item of a list.
_LIST_JOINT = re.compile(r"(?:,|[ \t](?:and|und|i|a|och|és|oraz|&))[ \t]+\Z")


def _school_name_before(text: str, position: int, lang: str) -> list[str]:
    """The words of a school's name that stand before `position` on its line, from the word
    of its kind on (`Wydział Elektroniki, Telekomunikacji i`), where only ordinary words,
    commas and conjunctions lie between; empty where there is none."""
    line_start = text.rfind("\n", 0, position) + 1
    before = _SCHOOL_BEFORE.search(text, max(line_start, position - SHORT_LINE), position)
    if before is None:
        return []
    words = WORD.findall(before.group())[-_SCHOOL_WORDS:]
    kinds = [i for i, word in enumerate(words) if education_word(word, lang)]
    if not kinds:
        return []
    name = words[kinds[-1] :]
    function_words = stop_words(lang) | stop_words("en")
    if any(
        not (
            word.lower() in function_words
            or ordinary_as_written(word, lang)
            or dictionary_word(word, lang)
        )
        for word in name[1:]
    ):
        return []
    return name


# The most letters a place's adjective or case adds to its name (`Lunds`, `Győri`,
# `Gdańska`, `Plzeňská`), and the fewest a place's name has to be read so.
_PLACE_ENDING = 3
_PLACE_STEM = 4
_PLACE_STEM_OF_WORD = 6


def _named_after_own_town(word: str, lang: str) -> bool:
    """Whether one word joins a town or village of the language's own countries to a
    school's kind (`institution_compound`: `Rinkebyskolan`, `Lommaskolan`): it says where
    the pupil lived, as a town beside the school does. A namesake of a name elsewhere
    (`Vasaskolan`, after a king) is none of the country's villages."""
    found = institution_compound(word, lang)
    if found is None:
        return False
    name = found[0]
    return any(part in settlements(lang) for part in (name, name.removesuffix("s")))


def _town_word(word: str, lang: str) -> bool:
    """Whether `word` is a town's or region's name, in a case or as its adjective (`Lunds`,
    `Győri`, `Karlsruher`, `Gdańska`, `Plzeňská`), not a country's (`Danmarks`): it says
    where an institution, and its pupil, was."""
    towns, countries = places(lang), country_names(lang)
    if education_word(word, lang):
        return False
    if word.lower() in demonyms(lang) and not own_nationality(word, lang):
        return True
    # (An ordinary word is a town's form only where the town's name is long: `School` is no
    # form of a hamlet `Scho`, `Karlsruher` is of `Karlsruhe`.)
    ordinary_word = ordinary_as_written(word, lang) or dictionary_word(word, lang)
    shortest = _PLACE_STEM_OF_WORD if ordinary_word else _PLACE_STEM
    for cut in range(_PLACE_ENDING + 1):
        stem = word[: len(word) - cut] if cut else word
        if (len(stem) >= shortest or not cut) and stem.capitalize() in towns:
            return stem.capitalize() not in countries
    return False
