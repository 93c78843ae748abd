"""Job titles, from Faker's job lists: a profession can single a person out."""

from __future__ import annotations

import re
from functools import cache
from importlib import import_module

from pseudonymizer.languages import get_language


@cache
def professions(lang: str) -> frozenset[str]:
    """Job titles in `lang` and English, lower-cased, from Faker's job lists (`Accountant,
    chartered` gives `accountant`; `Titkár(nő)` gives `titkár`)."""
    titles: set[str] = set(import_module("faker.providers.job").Provider.jobs)
    locale = get_language(lang).faker_locale
    try:
        provider = import_module(f"faker.providers.job.{locale}").Provider
    except ImportError:
        provider = None
    if provider is not None:
        for values in vars(provider).values():
            if isinstance(values, (list, tuple)):
                titles.update(v for v in values if isinstance(v, str))
    found = set()
    for title in titles:
        head = re.sub(r"\(.*?\)", "", title.split(",")[0]).strip().lower()
        if len(head) >= 4:
            found.add(head)
    return frozenset(found)
