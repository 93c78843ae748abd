"""Designations: an acronym joined to a number by a hyphen (`COVID-19`, `SARS-CoV-2`, `MH-17`),
the way diseases, viruses, vehicles and flights are named, and compounds made with one
(`COVID-19-Pandemie`).

No person's name holds a number, and a firm that is only an acronym and a number is named
so by its brand, for everyone: such a span names a thing, which the output keeps. A
reference number of the same look with letters only before its first hyphen and several
groups of digits (`QB-2019-002731`) is not one: the number here is short and ends the code.
"""

from __future__ import annotations

import re

# Two capitals at least before the first hyphen (so no `F-16` flat or `A-1` grade), a
# number of one to three digits, and nouns joined after it by hyphens.
_DESIGNATION = re.compile(
    r"[A-Z][A-Za-z]*[A-Z][A-Za-z]*(?:-[A-Z][A-Za-z]*)*-\d{1,3}(?:-[^\W\d_]{2,})*"
)


def designation(span: str) -> bool:
    """Whether `span` is a designation (`COVID-19`) or a compound of one (`COVID-19-Pandemie`)."""
    return _DESIGNATION.fullmatch(span.strip()) is not None
