"""Persons' names of every locale Faker knows: whether a word is a given or a family name
anywhere, which a detector asks of a capitalized word and the replacement of a word inside a
longer name."""

from __future__ import annotations

from functools import cache

from pseudonymizer.lexicon.faker_lists import entries


@cache
def given_names() -> frozenset[str]:
    return frozenset(entries("person", ("first_name",)))


@cache
def family_names() -> frozenset[str]:
    return frozenset(entries("person", ("last_name",)))
