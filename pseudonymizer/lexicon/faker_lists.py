"""Every entry of Faker's lists of one kind, in every locale: names of persons, of places.

Faker's locale providers name their lists differently (`last_names`, `male_last_names`,
`unisex_last_names`), so a list is found by a part of its attribute's name.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import import_module

from faker import Faker
from faker.config import AVAILABLE_LOCALES

# A name is letters with inner hyphens or apostrophes; this also keeps out non-Latin scripts'
# lists (their entries are letters too, but no document in our languages writes them).
NAME = re.compile(r"[A-ZÀ-ÖØ-ÞĀ-ſ][a-zß-öø-ÿĀ-ſ]+(?:[-'’][A-ZÀ-ÖØ-ÞĀ-ſ]?[a-zß-öø-ÿĀ-ſ]+)*")


def entries(kind: str, attributes: tuple[str, ...]) -> set[str]:
    """Every entry of the providers' lists whose attribute name contains one of `attributes`
    (locales name them differently: `last_names`, `male_last_names`, `unisex_last_names`)."""
    found: set[str] = set()
    for locale in AVAILABLE_LOCALES:
        found.update(locale_entries(kind, locale, attributes))
    return found


def locale_entries(kind: str, locale: str, attributes: tuple[str, ...]) -> set[str]:
    """The entries of one locale's provider lists, as `entries` reads them; none where the
    locale has no such provider."""
    try:
        provider = import_module(f"faker.providers.{kind}.{locale}").Provider
    except ImportError:
        return set()
    found: set[str] = set()
    for attribute, values in vars(provider).items():
        if not any(wanted in attribute for wanted in attributes):
            continue
        if isinstance(values, dict):
            values = list(values)
        if isinstance(values, (list, tuple, set, frozenset)):
            found.update(v for v in values if isinstance(v, str) and is_name(v))
    return found


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
