"""A chat speaker's one-word name no list holds (`Tibby`, `Jorro`) is a given name wherever the
chat writes it, though a model read one of its mentions as a name of no kind: its surrogate is
a given name, the same in every mention, never a family name."""

from __future__ import annotations

import re
from functools import cache

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.lexicon.substitutes import family_names, given_names
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates


@cache
def pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"speaker-given"))


def output(text: str) -> str:
    result = next(pipeline().run([Document("d", text, "en")]))
    return result.rewrites[Mode.PSEUDONYMIZE].text


def speakers(out: str) -> list[str]:
    return re.findall(r"^\[[^\]]+\] ([^:]+):", out, re.MULTILINE)


CHATS = [
    (
        "[03.02.24, 19:01] Harriet: is Tibby's sister coming on sunday?\n"
        "[03.02.24, 19:02] Tibby: yeah she is\n"
        "[03.02.24, 19:04] Harriet: great, Tibby can drive then\n"
        "[03.02.24, 19:05] Tibby: no chance\n",
        "Tibby",
    ),
    (
        "[11.05.23, 08:10] Jorro: who's got the tent\n"
        "[11.05.23, 08:12] Wendell: Jorro had it last, ask him\n"
        "[11.05.23, 08:13] Jorro: nope gave it back\n",
        "Jorro",
    ),
]


def _given(word: str) -> bool:
    listed = set(given_names("en_GB", "male")) | set(given_names("en_GB", "female"))
    listed |= set(given_names("en_US", "male")) | set(given_names("en_US", "female"))
    return word in listed


@pytest.mark.parametrize(("text", "name"), CHATS)
def test_a_speakers_unlisted_name_is_a_given_name_everywhere(text: str, name: str) -> None:
    out = output(text)
    assert name not in out
    surrogates = speakers(out)
    for surrogate in surrogates:
        assert _given(surrogate), surrogate
    # The mentions in the messages got the speaker's own surrogate.
    written = [speakers(text).index(name), len(re.findall(rf"\b{name}\b", text))]
    own = surrogates[written[0]]
    assert len(re.findall(rf"\b{own}\b", out)) == written[1]


def test_a_one_word_family_name_outside_a_chat_stays_a_family_name() -> None:
    out = output("Mr Gosforth Tillyard met us. Later Tillyard left for Leeds.")
    assert "Tillyard" not in out
    family = set(family_names("en_GB", "male")) | set(family_names("en_US", "male"))
    last = re.search(r"Later (\w+) left", out)
    assert last is not None and last.group(1) in family


@pytest.mark.parametrize(
    ("text", "word"),
    [
        (
            "[02.09.24, 10:00] Saffy: morning all\n"
            "[02.09.24, 10:01] Harriet: omg saffy you're up early\n"
            "[02.09.24, 10:02] Saffy: shock\n",
            "omg",
        ),
        (
            "[02.09.24, 10:00] Jorro: anyone about\n"
            "[02.09.24, 10:01] Wendell: yay jorro is back\n"
            "[02.09.24, 10:02] Jorro: miss me\n",
            "yay",
        ),
    ],
)
def test_a_chats_interjection_before_a_speakers_name_is_no_part_of_it(text: str, word: str) -> None:
    out = output(text)
    speaker = speakers(out)[0]
    assert _given(speaker), speaker
    assert re.search(rf"\b{word} {speaker.lower()}\b", out), out
