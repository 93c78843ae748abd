"""Whether a capitalized word is made, by the language's own word formation, of ordinary words:
an ordinary stem with endings (Hungarian `Társaságukkal`: `társaság` + `uk` + `kal`), or two
ordinary words joined into one, perhaps with endings (`Oktatókórházban`: `oktató` + `kórház` +
`ban`; `Minőségügyi`: `minőség` + `ügy` + `i`).

A language that builds its words so (Hungarian) writes most of them in forms no dictionary
lists, so a word whose capital is only its sentence's or its column's, or an institution's
descriptive word (`Gazdaságtudományi Egyetem`), was taken for a name. The endings are the
language's (a registry keyed by language); the stems are simplemma's dictionary's words written
in lower case, which it writes names with their capital (`Szeged`, `Kovács`).

A bare dictionary word is no such evidence: a Hungarian family name is as often an ordinary noun
(`Bárány`, lamb; `Halász`, fisherman). Nor is a word any name list knows, or whose stem is a
known name or place, or a stem the dictionary writes with its capital: a town's adjective
(`Pécsi`, `Győri`) says where someone lives.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache

from simplemma.strategies import DefaultDictionaryFactory

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import main_places, places, settlements
from pseudonymizer.lexicon.substitutes import local_family_name, local_given_name
from pseudonymizer.lexicon.vocabulary import ordinary


@dataclass(frozen=True)
class Formation:
    """How a language builds words: its `endings` (case, possessive, plural, derivational),
    which stack (`-uk-kal`), longest tried first; the `lengthened` stem vowels an ending makes
    long (`vármegyé-ben` of `vármegye`), undone to find the stem; `assimilated` endings whose
    first consonant becomes the stem's last one (`-val` after `k`: `társaságuk-kal`);
    `possessives` the endings of a thing owned (`-uk`, their; `-unk`, our; `-m`, my), which a
    noun takes and a name hardly ever does; `shortened` the long vowels of a stem's last
    syllable an ending makes short (`ügyfel-em` of `ügyfél`, `level-et` of `levél`), lengthened
    again to find the stem."""

    endings: tuple[str, ...]
    lengthened: Mapping[str, str]
    assimilated: tuple[str, ...] = ()
    possessives: tuple[str, ...] = ()
    shortened: Mapping[str, str] = field(default_factory=dict)


_HUNGARIAN = Formation(
    endings=(
        # cases
        *("nak", "nek", "ban", "ben", "ba", "be", "ból", "ből", "ra", "re", "ról", "ről"),
        *("nál", "nél", "hoz", "hez", "höz", "tól", "től", "val", "vel", "ig", "ért", "kor"),
        *("ként", "on", "en", "ön", "an", "n", "ot", "et", "öt", "at", "t"),
        # possessives and plurals
        *("uk", "ük", "juk", "jük", "unk", "ünk", "nk", "ja", "je", "a", "e", "ai", "ei"),
        *("om", "em", "öm", "m", "od", "ed", "öd", "d", "ok", "ek", "ök", "ak", "k"),
        # derivations: adjectives of a noun (`-i`, `-s`, `-ú`), participles (`-ó`, `-ő`)
        *("i", "as", "os", "es", "ös", "s", "ú", "ű", "ó", "ő", "beli"),
    ),
    lengthened={"á": "a", "é": "e"},
    assimilated=("val", "vel"),
    possessives=(
        *("uk", "ük", "juk", "jük", "unk", "ünk", "nk", "tok", "tek", "tök"),
        # (A single owner's: my, your: `Ügyfelem`, `Megbízóm`, `Leveled`.)
        *("om", "em", "öm", "am", "m", "od", "ed", "öd", "ad", "d"),
    ),
    shortened={"a": "á", "e": "é"},
)

# The languages whose words are built so, by code.
FORMATIONS: dict[str, Formation] = {"hu": _HUNGARIAN}
# The ending that makes a town's adjective, by language (Hungarian `Budapest-i`, `Pápa-i`,
# German `Kassel-er`, `Mannheim-er`).
PLACE_ADJECTIVES: dict[str, str] = {"hu": "i", "de": "er"}

# The shortest stem, and the shortest part of a compound (`ügy` of `minőségügy`).
_STEM = 3
_PART = 3
# How many endings stack on one stem at most (`társaság-uk-kal`).
_DEPTH = 3
# The longest noun whose `-i` adjective is read as a family name's form (`Hegyi`, `Bányai`).
_SHORT_NOUN = 5
# How many known names and places must end in a compound's head to make it a name's (`-vár`,
# `-hegy`, `-háza`: `Fehérvár`, `Kishegy`).
_NAME_HEAD = 2


def formed_reading(word: str, lang: str) -> str | None:
    """How `word` (capitalized or not) is made of ordinary words of `lang`: `suffixed` (an
    ordinary stem with endings: `Klinikai`, `Testülethez`), `compound` (two ordinary words,
    perhaps with endings: `Villamosmérnöki`, `Oktatókórházban`); None where it is neither, is
    a bare dictionary word, or a name or place speaks in it (`Kovács`, `Szegeden`, `Pécsi`).

    The fewest endings that leave a known stem decide: a name or place there (`Szeged` of
    `Szegeden`) makes the word a name's form, whatever a deeper cut finds. The adjective of a
    short plain noun (`Hegyi`, `Bányai`, `Pataki`: `-i` on a noun of five letters or fewer) is
    how family names were made of places, so it is no evidence either."""
    formation = FORMATIONS.get(lang)
    listed = _dictionary(lang)
    lower = word.lower()
    if formation is None or listed is None or not lower.isalpha() or len(lower) <= _STEM:
        return None
    if not (word.islower() or word[1:].islower()) or _named(lower, listed, lang):
        return None
    level = {lower}
    for depth in range(1, _DEPTH + 1):
        level = {stem for each in level for stem, _ in _cuts(each, formation)}
        if any(_named(stem, listed, lang) for stem in level if len(stem) > _STEM):
            return None  # `Szeged-en`, `Győr-i`, `Pécs-i`: a place's form
        found = [stem for stem in level if _ordinary_stem(stem, listed, lang)]
        if depth == 1:
            found = [stem for stem in found if not _family_adjective(lower, stem)]
        if found:
            return "suffixed"
    heads = _name_ends(lang)
    stems = {lower}
    for _ in range(_DEPTH):
        stems |= {stem for each in stems for stem, _ in _cuts(each, formation)}
    if any(_compound(stem, listed, heads, lang) for stem in stems):
        return "compound"
    return None


def possessed_noun(word: str, lang: str) -> bool:
    """Whether `word` is an ordinary noun with a possessive ending, perhaps with a case ending
    after it (Hungarian `Társaságukkal`, with your company; `Egyesületünk`, our association):
    a letter's polite capital on a noun, since a name hardly ever takes one."""
    formation = FORMATIONS.get(lang)
    listed = _dictionary(lang)
    if formation is None or listed is None or formed_reading(word, lang) != "suffixed":
        return False
    lower = word.lower()
    for stem, ending in _cuts(lower, formation):
        for owned, possessive in [(stem, ending), *_cuts(stem, formation)]:
            if possessive not in formation.possessives:
                continue
            bare = {owned, *(base for base, _ in _cuts(owned, formation))}
            if any(_ordinary_stem(base, listed, lang) for base in bare):
                return True
    return False


def name_form(word: str, lang: str) -> bool:
    """Whether `word` is a known name or place with one of the language's case endings, as its
    inflector reads it (`Szegeden`, `Győrben`, `Kovácsnak`), where the language builds words by
    endings: a place's or a person's form, whatever the word tables list (`szegeden`, also
    `szeg` + `en`: a nail's).

    Save a possessive the dictionary lists as an ordinary word's form: a name takes `my` only
    where someone is called by it (`Annám`), while a verb's first person has the same ending
    (`tud-om`, I know; `vár-om`, I wait) and opens many a chat's sentence, on a stem that is a
    rare name too."""
    formation = FORMATIONS.get(lang)
    if formation is None:
        return False
    stem, ending = inflector_for(lang).split(word)
    if ending is None:
        return False
    listed = _dictionary(lang)
    tail = word[len(stem) :]
    if tail == _OWNERS and ordinary(word, lang):
        return False  # (`Kissé`, somewhat: an adverb, though `Kiss` + `-é` is Kiss's too)
    possessed = tail in formation.possessives
    listed_word = listed is not None and _ordinary_stem(word.lower(), listed, lang)
    if listed_word and _foreign_only(stem, lang):
        return False  # (`Idén`, this year: `Ide` + `-n`, a given name of other countries only)
    return not (possessed and listed_word)


def _foreign_only(stem: str, lang: str) -> bool:
    """Whether `stem` is a name only other countries' lists hold: no given or family name of
    the language's own lists, no town of its country nor a place known worldwide (a village
    abroad, `Sok` of `Soknak`, to many, is none). A word the dictionary lists that reads as
    such a name's case (Hungarian `Idén`, this year, as `Ide` + `-n`) is the word: a text in
    the language names its own people's names in cases far more often."""
    locale = get_language(lang).faker_locale
    return not (
        local_given_name(stem, locale)
        or local_family_name(stem, locale)
        or stem in main_places(lang)
        or stem in settlements(lang)
    )


# The owner's ending (`Dávidé`, David's), which ordinary words end in too.
_OWNERS = "é"


def town_of_adjective(word: str, lang: str) -> str | None:
    """The town whose adjective `word` is (`Budapesti` -> `Budapest`, `Pápai` -> `Pápa`), by
    the language's ending for one; None where the language has none or no town's name is left
    when it comes off."""
    ending = PLACE_ADJECTIVES.get(lang)
    if not ending or not word.endswith(ending) or len(word) <= len(ending) + 2:
        return None
    town = word[: -len(ending)]
    return town if town in main_places(lang) else None


def _family_adjective(word: str, stem: str) -> bool:
    """Whether `word` is the `-i` adjective of the short plain noun `stem` (`hegy-i`), as
    family names are (`Hegyi`)."""
    return word in (stem + "i", stem[:-1] + "i") and len(stem) <= _SHORT_NOUN


def _cuts(word: str, formation: Formation) -> Iterator[tuple[str, str]]:
    """Every stem `word` has under one ending of the formation, with the ending: the lengthened
    vowel before it undone (`vármegyé` -> `vármegye`), an assimilated consonant taken off
    (`társaságukk-al` -> `társaságuk`)."""
    for ending in formation.endings:
        if not word.endswith(ending) or len(word) - len(ending) < _STEM:
            continue
        stem = word[: -len(ending)]
        yield stem, ending
        last = stem[-1]
        if last in formation.lengthened:
            yield stem[:-1] + formation.lengthened[last], ending
        short = _LAST_SHORT.search(stem) if len(stem) > _STEM else None
        if short is not None and short[1] in formation.shortened:
            yield stem[: short.start()] + formation.shortened[short[1]] + short[2], ending
    for ending in formation.assimilated:
        # `-val` after `k` is `-kal`: the stem's last consonant doubled, the `v` gone.
        rest = ending[1:]
        stem = word[: -len(rest)]
        if word.endswith(rest) and len(stem) > _STEM and stem[-1] == stem[-2]:
            yield stem[:-1], ending


# A stem's last vowel before its last one or two consonants (`ügyf-e-l`).
_LAST_SHORT = re.compile(r"([^\W\d_])([^\W\d_aeiouáéíóöőúüű]{1,2})\Z")


def _ordinary_stem(stem: str, listed: Mapping[str, str], lang: str) -> bool:
    """Whether the dictionary lists `stem` in lower case as a form of a lower-case word."""
    lemma = listed.get(stem)
    return bool(lemma) and lemma.islower() and not _named(stem, listed, lang)


def _compound(stem: str, listed: Mapping[str, str], heads: frozenset[str], lang: str) -> bool:
    """Whether `stem` joins two ordinary words, its head none of the ends of names `heads`."""
    for i in range(_PART, len(stem) - _PART + 1):
        first, head = stem[:i], stem[i:]
        if head in heads or not _ordinary_stem(first, listed, lang):
            continue
        if _ordinary_stem(head, listed, lang):
            return True
    return False


def _named(word: str, listed: Mapping[str, str], lang: str) -> bool:
    """Whether a name list knows the lower-case `word` with its capital, or the dictionary
    writes it with one (as it writes names: `Szeged`, `Kertész`)."""
    name = word.capitalize()
    if name in listed or name in given_names() or name in family_names():
        return True
    return name in places(lang)


@cache
def _name_ends(lang: str) -> frozenset[str]:
    """The ends (three letters or more) of `_NAME_HEAD` known names and places or more: a
    compound ending in one may be a place's name (`-vár`, `-hegy`, `-háza`: `Kaposvár`)."""
    counts: dict[str, int] = {}
    for name in family_names() | given_names() | places(lang):
        lower = name.lower()
        for i in range(1, len(lower) - _PART + 1):
            counts[lower[i:]] = counts.get(lower[i:], 0) + 1
    return frozenset(end for end, count in counts.items() if count >= _NAME_HEAD)


@cache
def _dictionary(lang: str) -> Mapping[str, str] | None:
    try:
        return DefaultDictionaryFactory().get_dictionary(lang)
    except ValueError:
        return None
