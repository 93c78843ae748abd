"""One person named in full and by a part of the name alone (the given name, the family name),
in either order, within a document and across the documents of a corpus, reads as one person:
the part alone is the full name's surrogate's part, in its case where names are declined, even
where a name alone of another person took that word first. Two persons of one given name stay
two persons."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.lexicon.grammar import grammar_for
from tests.pseudonymized import persons, run_written

KEYS = (b"k1", b"k2", b"k3", b"k4")


@pytest.mark.parametrize("key", KEYS)
def test_a_czech_given_name_in_the_vocative_is_the_surrogates_given_name(key: bytes) -> None:
    text = "Petra Horáková dorazila ráno. Petro, díky za pomoc. Horáková pak odjela vlakem."
    result, out = run_written(text, "cs", key)
    assert persons(result) == [["Petra Horáková", "Petro", "Horáková"]]
    given, family = re.search(r"^(\w+) (\w+) dorazila", out).groups()
    vocative = grammar_for("cs").inflector.in_form_of("Petro", "Petra", given)
    assert vocative is not None and re.search(rf"\. {vocative}, díky", out)
    assert re.search(rf"\. {family} pak odjela", out)
