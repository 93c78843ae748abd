"""A chat's times agree after pseudonymization: its messages' stamps and the hours its messages
name move by one offset, or stay together. An hour said bare (`v 11`, `um 11`, `o 11`, `at
11`), which could be a count elsewhere, keeps the document's times where they are (the dates
still move by whole days); an hour said as one (`kl. 11`, `11-kor`) moves with the stamps."""

from __future__ import annotations

import re
from functools import cache

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates

KEYS = (b"chat times 1", b"chat times 2", b"chat times 3")

# A chat with two stamped messages, the second naming an hour; the hour as written.
BARE = {
    "cs": ("[10:42] Petr: ahoj, kdy se sejdeme?\n[10:43] Jana: přijď v 11, prosím\n", "v 11"),
    "de": ("[10:42] Petra: hallo, wann treffen wir uns?\n[10:43] Jan: um 11, okay?\n", "um 11"),
    "pl": ("[10:42] Piotr: cześć, kiedy się widzimy?\n[10:43] Anna: o 11, dobrze?\n", "o 11"),
    "en": ("[10:42] Peter: hi, when do we meet?\n[10:43] Anna: at 11, okay?\n", "at 11"),
}
SAID = {
    "sv": ("[10:42] Petra: hej, när ses vi?\n[10:43] Johan: kl. 11 passar bra\n", r"kl\. (\d+)"),
    "hu": ("[10:42] Péter: szia, mikor találkozunk?\n[10:43] Anna: 11-kor jó?\n", r"(\d+)-kor"),
}
_STAMP = re.compile(r"^\[(\d{1,2}):(\d\d)\]", re.MULTILINE)


@cache
def _pipeline(key: bytes) -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(key))


def _output(text: str, lang: str, key: bytes) -> str:
    [result] = _pipeline(key).run([Document("chat", text, lang)])
    return result.rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("lang", sorted(BARE))
def test_a_bare_hour_keeps_the_chats_times(lang: str, key: bytes) -> None:
    text, hour = BARE[lang]
    output = _output(text, lang, key)
    assert hour in output
    assert _STAMP.findall(output) == _STAMP.findall(text)


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("lang", sorted(SAID))
def test_an_hour_said_as_a_time_moves_with_the_stamps(lang: str, key: bytes) -> None:
    text, said = SAID[lang]
    output = _output(text, lang, key)
    stamps = [int(hour) for hour, _ in _STAMP.findall(output)]
    [named] = [int(hour) for hour in re.findall(said, output)]
    assert stamps[0] != 10  # the stamps move, and the hour named by as much
    assert named - 11 == stamps[0] - 10 == stamps[1] - 10
