"""Every entry of Faker's lists of one kind, in every locale: names of persons, of places.

Faker's locale providers name their lists differently (`last_names`, `male_last_names`,
`unisex_last_names`), so a list is found by a part of its attribute's name.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from functools import cache
from importlib import import_module

from faker import Faker
from faker.config import AVAILABLE_LOCALES

# A name is letters with inner hyphens or apostrophes; this also keeps out non-Latin scripts'
# lists (their entries are letters too, but no document in our languages writes them).
NAME = re.compile(r"[A-ZÀ-ÖØ-ÞĀ-ſ][a-zß-öø-ÿĀ-ſ]+(?:[-'’][A-ZÀ-ÖØ-ÞĀ-ſ]?[a-zß-öø-ÿĀ-ſ]+)*")


def entries(kind: str, attributes: tuple[str, ...]) -> set[str]:
    """Every entry of the providers' lists whose attribute name contains one of `attributes`
    (locales name them differently: `last_names`, `male_last_names`, `unisex_last_names`).
    A person's name is also taken as documents in Latin letters write it where its locale
    writes it otherwise: a Cyrillic one as English, German and Czech transliterate it
    (`Оксана` -> `Oksana`, `Володимир` -> `Volodymyr`, `Wolodymyr`), a Vietnamese one
    without its diacritics (`Nguyễn` -> `Nguyen`), and Japanese and Chinese names by their
    lists of romanized names (`first_romanized_names`)."""
    if kind == "person":
        attributes = (*attributes, *(a.replace("_name", "_romanized_name") for a in attributes))
    found: set[str] = set()
    spelled: set[str] = set()  # as Latin letters write a name of another script's lists
    for locale in AVAILABLE_LOCALES:
        for attribute, values in _lists(kind, locale, attributes):
            # (A name of two letters another script's list gives, `Na`, `Ma`, `He`, is a
            # word of ours first: `B. Na poniedziałek` became an initial and a family name.)
            shortest = _SHORTEST_SPELLED if "romanized" in attribute else 1
            found.update(v for v in values if is_name(v) and len(v) >= shortest)
            if kind == "person":
                spelled.update(
                    spelling
                    for v in values
                    for spelling in latin_spellings(v, locale)
                    if is_name(spelling) and len(spelling) >= _SHORTEST_SPELLED
                )
    given = found | _latin_given()
    return found | {name for name in spelled if not _form_of_listed(name, given)}


# The fewest letters of a name taken from another script's list.
_SHORTEST_SPELLED = 3


def locale_entries(kind: str, locale: str, attributes: tuple[str, ...]) -> set[str]:
    """The entries of one locale's provider lists in Latin letters, as they write them; none
    where the locale has no such provider."""
    return {v for _, values in _lists(kind, locale, attributes) for v in values if is_name(v)}


def _lists(kind: str, locale: str, attributes: tuple[str, ...]) -> Iterator[tuple[str, list[str]]]:
    """Each of a locale's provider lists whose attribute name contains one of `attributes`:
    the attribute and the list's strings."""
    try:
        provider = import_module(f"faker.providers.{kind}.{locale}").Provider
    except ImportError:
        return
    for attribute, values in vars(provider).items():
        if not any(wanted in attribute for wanted in attributes):
            continue
        if isinstance(values, dict):
            values = list(values)
        if isinstance(values, (list, tuple, set, frozenset)):
            yield attribute, [v for v in values if isinstance(v, str)]


# Endings a Czech or Polish text writes after a given name: a vocative (`Petro`, `Anno`), and
# a possessive adjective, as Russian family names were made (`Petrov`, `Petrova`).
_FORM_ENDINGS = ("o", "ov", "ova", "ev", "eva", "in", "ina")


def _form_of_listed(name: str, given: set[str]) -> bool:
    """Whether a transliterated `name` is spelled as a case or a possessive of a given name of
    the Latin lists, `given` (`Petro`, a Ukrainian man's, is how a Czech text calls Petra;
    `Petrov`, a Russian family name, is Petr's)."""
    return any(
        name.endswith(ending) and {name[: -len(ending)], name[: -len(ending)] + "a"} & given
        for ending in _FORM_ENDINGS
    )


@cache
def _latin_given() -> frozenset[str]:
    """The given names of the lists written in Latin letters, as the lists write them."""
    found: set[str] = set()
    for locale in AVAILABLE_LOCALES:
        try:
            provider = import_module(f"faker.providers.person.{locale}").Provider
        except ImportError:
            continue
        for attribute, values in vars(provider).items():
            if "first_name" in attribute and isinstance(values, (list, tuple, dict)):
                found.update(v for v in values if isinstance(v, str) and is_name(v))
    return frozenset(found)


# Cyrillic letters as English (Ukraine's national system, BGN/PCGN for the others), German
# (Duden) and Czech (close to the scientific one, as Serbian and Croatian write names) spell
# them; a letter a locale reads otherwise is overridden below (Ukrainian `Г` is `h`). Not
# Bulgarian: its lists hold words given as names in jest (`Аерозол`, `Катастрофа`), which in
# Latin letters are ordinary words of our languages (`Aerosol`, `Katastrofa`).
_CYRILLIC_LETTERS = "абвгґдеєжзиіїйклмнопрстуфхцчшщъыьэюяё"
_CYRILLIC = {
    scheme: dict(zip(_CYRILLIC_LETTERS, latin.split(" "), strict=True))
    for scheme, latin in (
        (
            "english",
            "a b v g g d e ie zh z i i i y k l m n o p r s t u f kh ts ch sh shch  y  e iu ia e",
        ),
        (
            "german",
            "a b w g g d e je sh s i i ji j k l m n o p r s t u f ch z tsch sch "
            "schtsch  y  e ju ja jo",
        ),
        ("czech", "a b v g g d e je ž z i i ji j k l m n o p r s t u f ch c č š šč  y  e ju ja jo"),
    )
}
_CYRILLIC_LOCALE = {
    "uk_UA": {"г": "h", "и": "y"},
    "ru_RU": {},
    "mk_MK": {"ѓ": "gj", "ќ": "kj", "ѕ": "dz", "џ": "dž", "љ": "lj", "њ": "nj", "ј": "j"},
}
# The English letters of a name's first letter where they differ from those inside it.
_ENGLISH_INITIAL = {"є": "ye", "ї": "yi", "й": "y", "ю": "yu", "я": "ya"}
# Locales whose names documents elsewhere write without their diacritics.
_UNACCENTED = frozenset({"vi_VN"})


def latin_spellings(name: str, locale: str) -> set[str]:
    """How documents in Latin letters write `name` of `locale`'s lists, where they write it
    otherwise than the list: transliterated from Cyrillic, or without its diacritics."""
    if locale in _UNACCENTED:
        plain = unicodedata.normalize("NFKD", name.replace("đ", "d").replace("Đ", "D"))
        return {"".join(char for char in plain if not unicodedata.combining(char))}
    overrides = _CYRILLIC_LOCALE.get(locale)
    if overrides is None:
        return set()
    spellings = set()
    for scheme, letters in _CYRILLIC.items():
        table = {**letters, **overrides}
        if scheme == "czech":  # the scheme's own letters where another scheme writes digraphs
            table.update({"ж": "ž", "ч": "č", "ш": "š", "щ": "šč", "ц": "c", "х": "ch"})
        spelled = []
        for at, char in enumerate(name):
            lower = char.lower()
            if scheme == "english" and at == 0 and lower in _ENGLISH_INITIAL:
                letters_ = _ENGLISH_INITIAL[lower]  # `Yevhen`, `Yuliia`, not `Ievhen`
                spelled.append(letters_.capitalize())
                continue
            if lower not in table:
                spelled.append(char)
                continue
            letters_ = table[lower]
            spelled.append(letters_.capitalize() if char.isupper() else letters_)
        spellings.add("".join(spelled))
    return spellings


def is_name(value: str) -> bool:
    """Letters of a Latin script, capitalized, with inner hyphens or apostrophes."""
    return bool(NAME.fullmatch(value)) and value[0].isupper()


@cache
def faker_for(locale: str) -> Faker:
    """The Faker of `locale`, made once per process: each use seeds it before drawing."""
    return Faker(locale)


@cache
def mail_providers() -> frozenset[str]:
    """The domains of free mail services (`gmail.com`, `seznam.cz`, `freemail.hu`) Faker's
    locales know: an address there names its owner only in its local part."""
    found: set[str] = set()
    for locale in AVAILABLE_LOCALES:
        try:
            provider = import_module(f"faker.providers.internet.{locale}").Provider
        except ImportError:
            continue
        found.update(domain.lower() for domain in getattr(provider, "free_email_domains", ()))
    return frozenset(found)
