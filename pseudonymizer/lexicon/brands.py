"""The chains of shops and services (`Kaufland`, `Tesco`, `Biedronka`, `McDonald's`): a
business of hundreds of branches, named in a chat as the place to meet (`u Kauflandu`), is no
one's personal data; the branch's place after it (`Lidl Karlín`) is a place like any other.

The list is `data/brands.txt`, taken from OpenStreetMap's name-suggestion-index by
`tools/brands_from_nsi.py`: the chains of the countries the built-in languages are spoken in,
less every brand with a word that is a given or family name of the lists (`Albert`, `Müller`),
which kept would keep a person of that name, every brand that is a place's name too
(`Halifax`), and every brand of three letters or fewer, which may be someone's initials.
The chains the list so left out for a name (`Albert`, `Penny`) are `data/brands_named.txt`:
they are the shop only where the sentence puts them as a place, after a preposition no
person stands after (`v Albertu`), and so is a listed brand's case that a list holds as a
name (`z Billy`, Billa's genitive, and `Billy`, a given name). The brands of goods a shop
sells (`Kofola`, `Haribo`, `Túró Rudi`, `Dixit`) are `data/goods.txt`, chosen by hand: no
chain's, but as public. A brand's last word is read in the forms a language gives it beyond
a case ending (Hungarian `Tescóban`, `Túró Rudit`; Polish `Żabce`). A chain of initials the
named list holds (`ICA`) is the chain as a chat writes it in small letters too (`på Ica`),
since someone's initials are capitals, unless the text's language names someone so
(Hungarian `Ica`, Ilona).
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.demonyms import demonyms
from pseudonymizer.lexicon.inflection.suffixes import stems
from pseudonymizer.lexicon.institutions import organization_word
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import places
from pseudonymizer.lexicon.regions import region_name
from pseudonymizer.lexicon.substitutes import given_names as locale_given
from pseudonymizer.lexicon.vocabulary import ordinary

# The longest case ending written after a brand (`Kauflandu`, `Lidla`, `Tescem`), in place
# of its final vowel too (`Biedronki`).
_ENDING = 3
_VOWELS = "aeiouy"
_LETTERS = re.compile(r"[^\W\d_]*")
# The letters a brand is looked up by: its first two; the fewest letters a brand's stem
# keeps where a case ending takes the place of its final vowel (`Biedronk-i`, not `Ben-ce`).
_KEY = 2
_STEM = 4
# How many brands of several words a first word opens to be a chain's name (`ICA`).
_CHAIN_BRANDS = 2


def brand_end(
    text: str,
    start: int,
    end: int,
    after_place: bool = False,
    inside: bool = False,
    lang: str = "",
) -> int | None:
    """The end of the longest brand that opens `text[start:end]`, as written or with a case
    ending in lower case after it, or its last word in a form of `lang`'s that its ending
    changes more (Hungarian `Tescóban`, `Túró Rudit`; Polish `Żabce`, of `Żabka`); None
    where none does. `after_place`: a preposition of place stands before it (`z`, `do`,
    `u`), so a brand's case that is also a name of the lists is the brand's (`z Billy`);
    `inside`: one that never stands before a person (`v`), so a chain named like a person is
    the chain too (`v Albertu`)."""
    found = _inflected_end(text, start, end, lang, inside)
    key = text[start : start + _KEY].casefold()
    named = _named_by_key().get(key, ()) if inside else ()
    spelled = _spelled_by_key().get(key, ()) if lang else ()
    spelled = tuple(brand for brand in spelled if not _own_name(brand, lang))
    for brand in (*_by_key().get(key, ()), *named, *spelled):
        stems = (brand, brand[:-1]) if brand[-1] in _VOWELS and len(brand) > _STEM else (brand,)
        for stem in stems:
            if not text.startswith(stem, start) or start + len(stem) > end:
                continue
            stop = start + len(stem)
            tail = _LETTERS.match(text, stop, end)
            ending = tail.group() if tail is not None else ""
            if len(ending) > _ENDING or (ending and not ending.islower()):
                continue
            if stem != brand and not ending:
                continue  # `Bence` is no case of `Benu`
            if not (after_place or inside) and _named(text[start : stop + len(ending)], stem):
                continue  # nor `Nowaka` of `Nowa`
            found = max(found or 0, stop + len(ending))
    if found is None:
        word = _LETTERS.match(text, start, end)
        if word is not None and word.group() in _chains_of_a_kind():
            found = word.end()  # (`Lloyds` of `Lloyds Bank`: the chain by its name alone)
    return found


def chain_format_end(text: str, start: int, end: int, lang: str = "") -> int | None:
    """The end of a chain's name and the word after it that names one of its formats, where
    several brands of the list open with that name (`ICA Maxi`, `Coop Extra`, as the list
    holds `ICA Kvantum` and `ICA Nära`): the list cannot hold every format, and a chain's
    name says whose the next word is; None where no chain's name opens `text[start:end]` or
    no capitalized word follows it within `end`. In `lang`, a chain of initials is so in
    small letters after a capital too (`Ica Maxi`), unless the language names someone so."""
    chains = _chains().get(text[start : start + _KEY].casefold(), ())
    if lang:
        spelled = (chain.capitalize() for chain in chains if chain.isupper())
        chains += tuple(chain for chain in spelled if not _own_name(chain, lang))
    for chain in chains:
        stop = start + len(chain)
        if not text.startswith(chain + " ", start) or stop >= end:
            continue
        word = _LETTERS.match(text, stop + 1, end)
        if word is not None and word.group()[:1].isupper():
            return word.end()
    return None


def _inflected_end(text: str, start: int, end: int, lang: str, inside: bool) -> int | None:
    """The end of a brand that opens `text[start:end]` with its last word in a form of
    `lang` (`word_forms`), none of them a name of the lists (`Rudit`, Rudi's accusative,
    is the brand's only as `Túró Rudit`); None where none does."""
    if not lang:
        return None
    key = text[start : start + _KEY].casefold()
    named = _named_by_key().get(key, ()) if inside else ()
    found = None
    for brand in (*_by_key().get(key, ()), *named):
        head, _, last = brand.rpartition(" ")
        prefix = head + " " if head else ""
        if not text.startswith(prefix, start):
            continue
        word = _LETTERS.match(text, start + len(prefix), end)
        if word is None or not word.group() or last not in word_forms(word.group(), lang):
            continue
        if not head and not inside and word.group() in _names():
            continue  # (`Bence` is no form of a brand `Ben`)
        found = max(found or 0, word.end())
    return found


def _own_name(word: str, lang: str) -> bool:
    """Whether `lang`'s own lists name someone `word`, or its table of nicknames does
    (Hungarian `Ica`, Ilona)."""
    language = get_language(lang)
    locale = language.names_locale
    if word in locale_given(locale, "male") or word in locale_given(locale, "female"):
        return True
    return any(word in nicknames for _, nicknames in language.hypocorisms)


def word_forms(word: str, lang: str) -> frozenset[str]:
    """The forms `word` may be the ending of, in `lang`, where the ending changes more than
    the case endings written after a brand as it is: Hungarian case suffixes and possessive
    endings (`Tescóban`: Tesco, `Suzukim`: Suzuki), a Polish `k` or `g` before `-e`
    (`Żabce`: Żabka, `Odze`: Odga); `word` alone in the other languages."""
    inflection = get_language(lang).inflection
    if inflection == "hungarian":
        return stems(word)
    if inflection == "polish":
        for ending, base in _POLISH_ALTERNATIONS:
            if word.endswith(ending) and len(word) > len(ending) + 2:
                return frozenset({word, word[: -len(ending)] + base})
    return frozenset({word})


# The Polish dative and locative of a noun in `-ka`, `-ga` (`Żabce`, `Odze`).
_POLISH_ALTERNATIONS = (("ce", "ka"), ("dze", "ga"))


@cache
def _chains() -> dict[str, tuple[str, ...]]:
    """The chains' names: the first word of two brands or more of several words each (`ICA`
    of `ICA Kvantum` and `ICA Nära`), by their first letters, case-folded."""
    counts: dict[str, int] = {}
    for brand in _brands():
        first, _, rest = brand.partition(" ")
        if rest and first.isalpha():
            counts[first] = counts.get(first, 0) + 1
    table: dict[str, list[str]] = {}
    names = _names()
    for chain, count in counts.items():
        # (Not a given or family name that opens several brands, `Oliver Bonas`, `Oliver
        # Peoples`: its founders', and `Oliver Grant` signing a letter is someone.)
        if count >= _CHAIN_BRANDS and chain not in names:
            table.setdefault(chain[:_KEY].casefold(), []).append(chain)
    return {key: tuple(chains) for key, chains in table.items()}


def _named(written: str, stem: str) -> bool:
    """Whether a brand's form as written is also a given or family name of the lists, or
    longer than the brand's `stem` by a case ending of such a name (`Nowak-a`)."""
    names = _names()
    return any(written[:end] in names for end in range(len(stem) + 1, len(written) + 1))


@cache
def _names() -> frozenset[str]:
    return given_names() | family_names()


@cache
def _by_key() -> dict[str, tuple[str, ...]]:
    """The brands by their first letters, case-folded."""
    table: dict[str, list[str]] = {}
    for brand in _brands():
        table.setdefault(brand[:_KEY].casefold(), []).append(brand)
    return {key: tuple(brands) for key, brands in table.items()}


@cache
def _named_by_key() -> dict[str, tuple[str, ...]]:
    """The chains named like a person, by their first letters, case-folded."""
    table: dict[str, list[str]] = {}
    for brand in _read("brands_named.txt"):
        table.setdefault(brand[:_KEY].casefold(), []).append(brand)
    return {key: tuple(brands) for key, brands in table.items()}


@cache
def _spelled_by_key() -> dict[str, tuple[str, ...]]:
    """The chains of initials that the named list holds (`ICA`), as a chat writes them in
    small letters after a capital (`Ica`), by their first letters, case-folded: someone's
    initials are all capitals; not where the text's language names someone so (`brand_end`:
    `Ica`, Ilona, is a Hungarian's)."""
    table: dict[str, list[str]] = {}
    for brand in _read("brands_named.txt"):
        spelled = brand.capitalize()
        if brand.isupper() and len(brand) <= _STEM:
            table.setdefault(brand[:_KEY].casefold(), []).append(spelled)
    return {key: tuple(brands) for key, brands in table.items()}


@cache
def _brands() -> tuple[str, ...]:
    return _read("brands.txt") + _read("brands_more.txt") + _read("goods.txt")


@cache
def _chains_of_a_kind() -> frozenset[str]:
    """The first words of the brands that are a chain's name and the kind of business it is
    (`Lloyds` of `Lloyds Bank`, `Lloyds Pharmacy`): the name alone is the chain too."""
    found = set()
    for brand in _brands():
        first, _, rest = brand.partition(" ")
        if (
            rest
            and " " not in rest
            and first.isalpha()
            and len(first) > _KEY + 1
            and organization_word(rest, "en")
            and not ordinary(first, "en")
            and first not in places("en")
            and not region_name(first, "en")
            and first not in demonyms("en")
        ):
            found.add(first)
    # (Not a word or a place, `Standard`, `Yorkshire`: alone they are what they say.)
    return frozenset(found - _names())


def _read(name: str) -> tuple[str, ...]:
    lines = (resources.files(__package__) / "data" / name).read_text(encoding="utf-8")
    return tuple(line for line in lines.splitlines() if line.strip() and not line.startswith("#"))
