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
name (`z Billy`, Billa's genitive, and `Billy`, a given name).
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

from pseudonymizer.lexicon.demonyms import demonyms
from pseudonymizer.lexicon.institutions import organization_word
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import places
from pseudonymizer.lexicon.regions import region_name
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
    text: str, start: int, end: int, after_place: bool = False, inside: bool = False
) -> int | None:
    """The end of the longest brand that opens `text[start:end]`, as written or with a case
    ending in lower case after it; None where none does. `after_place`: a preposition of
    place stands before it (`z`, `do`, `u`), so a brand's case that is also a name of the
    lists is the brand's (`z Billy`); `inside`: one that never stands before a person (`v`),
    so a chain named like a person is the chain too (`v Albertu`)."""
    found = None
    key = text[start : start + _KEY].casefold()
    named = _named_by_key().get(key, ()) if inside else ()
    for brand in (*_by_key().get(key, ()), *named):
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


def chain_format_end(text: str, start: int, end: int) -> int | None:
    """The end of a chain's name and the word after it that names one of its formats, where
    several brands of the list open with that name (`ICA Maxi`, `Coop Extra`, as the list
    holds `ICA Kvantum` and `ICA Nära`): the list cannot hold every format, and a chain's
    name says whose the next word is; None where no chain's name opens `text[start:end]` or
    no capitalized word follows it within `end`."""
    for chain in _chains().get(text[start : start + _KEY].casefold(), ()):
        stop = start + len(chain)
        if not text.startswith(chain + " ", start) or stop >= end:
            continue
        word = _LETTERS.match(text, stop + 1, end)
        if word is not None and word.group()[:1].isupper():
            return word.end()
    return None


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
    for chain, count in counts.items():
        if count >= _CHAIN_BRANDS:
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
def _brands() -> tuple[str, ...]:
    return _read("brands.txt") + _read("brands_more.txt")


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
