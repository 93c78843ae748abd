"""A chat's speakers, with the real pipelines: the name opening each message is a person's
given name, whatever else its spelling names, in every layout of a log; a letter's fields are
no speakers."""

from __future__ import annotations

import re
from functools import cache

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.surrogates import FakerSurrogates

KEYS = (b"first", b"second", b"third")


@cache
def pipeline(key: bytes) -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(key))


def run(text: str, lang: str, key: bytes = KEYS[0]) -> Result:
    return next(pipeline(key).run([Document("d", text, lang)]))


# Speakers whose spelling is also a place or nothing the lists know: Czech `Kuba` (Cuba).
LOGS = {
    "cs": "[10.03.2021 19:45] Kuba: čau, platí sobota?\n[10.03.2021 19:46] Verča: jo\n"
    "[10.03.2021 19:47] Kuba: dobře\n[10.03.2021 19:48] Verča: tak zítra\n",
    "de": "Lena, 19:45: steht samstag noch?\nJonas, 19:46: klar\nLena, 19:48: gut\n",
    "en": "[10/03/2021 19:45] Jess: still on?\n[10/03/2021 19:46] Tom: yep\n"
    "[10/03/2021 19:48] Jess: great\n",
    "pl": "[10.03.2021 19:45] Kaśka: hej\n[10.03.2021 19:46] Bartek: no\n"
    "[10.03.2021 19:47] Kaśka: dobra\n",
    "sv": "Elin, 19:45: ses vi?\nViktor, 19:46: japp\nElin, 19:47: bra\n",
    "hu": "[2021.03.10. 19:45] Dóri: sziasztok\n[2021.03.10. 19:46] Bence: persze\n"
    "[2021.03.10. 19:47] Dóri: jó\n",
}
_SPEAKER = re.compile(r"^(?:\[[^\]]+\] )?([^\W\d_]+)(?:, [\d:]+)?:", re.MULTILINE)


@pytest.mark.parametrize("lang", sorted(LOGS))
def test_a_speaker_is_a_person_replaced_by_a_given_name(lang: str) -> None:
    text = LOGS[lang]
    speakers = set(_SPEAKER.findall(text))
    for key in KEYS:
        result = run(text, lang, key)
        found = {m.text_in(text): m.category for m in result.mentions}
        assert all(found.get(speaker) is Category.PERSON for speaker in speakers)
        written = set(_SPEAKER.findall(result.rewrites[Mode.PSEUDONYMIZE].text))
        assert not written & speakers
        given = {name for name in written if name in given_names()}
        family_only = {name for name in written if name in family_names()} - given
        assert not family_only, family_only


def test_a_letters_fields_are_no_speakers() -> None:
    text = "Subject: refund\nDate: 3 May 2021\n\nDear Ms Hill,\nI write about my claim.\n"
    found = {m.text_in(text): m for m in run(text, "en").mentions}
    assert "Subject" not in found or found["Subject"].source != "speaker"
