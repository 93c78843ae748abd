"""A transcript's key to the codes of the roles that speak in it (`INT: Intervjuare`): the code
opening its lines is the role's, no one's initials or name, though the lists know it as a place
somewhere; a speaker named in capitals stays someone."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document, Mention
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules.ordinary.initials import initials_cues

TRANSCRIPT = (
    "Samtal 4, inspelat i föreningens lokal\n"
    "INT: Intervjuare (Helmer Strand)\n"
    "IP: Intervjuperson (Dagny Ek)\n"
    "MOD: Moderator\n"
    "ULLA: Ulla Ek\n"
    "\n"
    "INT: Hur länge har du spelat i orkestern?\n"
    "IP: Sedan sextiotalet ungefär.\n"
    "ULLA: Längre än så!\n"
    "KRB: Det stämmer nog.\n"
)


def cues(code: str, occurrence: int) -> set[str]:
    start = -1
    for _ in range(occurrence):
        start = TRANSCRIPT.index(f"{code}:", start + 1)
    mention = Mention(start, start + len(code), Category.OTHER, "proper_nouns", 0.5)
    return {cue for cue, _ in initials_cues(TRANSCRIPT, mention, "sv")}


@pytest.mark.parametrize(("code", "occurrence"), [("INT", 1), ("INT", 2), ("IP", 2), ("MOD", 1)])
def test_a_role_code_the_transcript_spells_out_is_a_roles(code: str, occurrence: int) -> None:
    assert "role_code" in cues(code, occurrence)


@pytest.mark.parametrize(("code", "occurrence"), [("ULLA", 2), ("KRB", 1)])
def test_a_name_or_a_code_never_spelled_out_is_no_roles_code(code: str, occurrence: int) -> None:
    assert "role_code" not in cues(code, occurrence)


@cache
def pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"role codes"))


def test_the_role_codes_are_kept_the_people_named_are_not() -> None:
    result = next(pipeline().run([Document("d", TRANSCRIPT, "sv")]))
    written = result.rewrites[Mode.PSEUDONYMIZE].text
    assert written.count("INT: ") == 2 and written.count("IP: ") == 2
    for name in ("Helmer", "Strand", "Dagny"):
        assert name not in written
