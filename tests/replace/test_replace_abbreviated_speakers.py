"""A chat's speaker named by a given name and a family name cut short (`Name Xy.:`) keeps that
shape in the output: a given name, an initial or two, the full stop and the colon, never a
whole family name before `.:`."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.replace.persons import abbreviated_like
from tests.pseudonymized import run_written

KEYS = (b"speakers-a", b"speakers-b", b"speakers-c")


def test_a_family_name_is_cut_as_the_original_is() -> None:
    assert abbreviated_like("Michał Rz", "Oskar Nowicki") == "Oskar N"
    assert abbreviated_like("Michał Rz", "Oskar Chmiel") == "Oskar Ch"
    assert abbreviated_like("Ewa K", "Zofia Wrona") == "Zofia W"
    # A whole family name, or a name of one word, is no abbreviation.
    assert abbreviated_like("Michał Rzepka", "Oskar Nowicki") == "Oskar Nowicki"
    assert abbreviated_like("Michał", "Oskar") == "Oskar"


CHAT = (
    "Grzegorz Dz.: kto bierze klucze od sali?\n"
    "Bartek Cz.: ja wezmę, oddam w poniedziałek\n"
    "Grzegorz Dz.: dzięki, to do zobaczenia\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_speaker_with_an_abbreviated_family_name_keeps_its_shape(key: bytes) -> None:
    _, output = run_written(CHAT, "pl", key)
    lines = output.splitlines()
    for line in lines:
        assert re.match(r"[A-ZĄĆĘŁŃÓŚŹŻ][a-ząćęłńóśźż]+ [A-ZĄĆĘŁŃÓŚŹŻ][a-ząćęłńóśźż]?\.: ", line), (
            output
        )
    assert "Grzegorz" not in output and "Bartek" not in output
    # One speaker, one surrogate.
    assert lines[0].split(":")[0] == lines[2].split(":")[0]
