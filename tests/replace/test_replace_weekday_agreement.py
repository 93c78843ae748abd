"""A weekday moved by the document's shift to another gender takes the words before it along:
Czech `ta sobota` becomes `to pondělí` or `ten pátek`, never `ta pondělí`; Polish `w tę
sobotę` becomes `w ten poniedziałek`. The demonstrative and the adjective agree with the new
weekday in the case the sentence put them in."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates

KEYS = tuple(f"weekday key {n}".encode() for n in range(6))

# The words before each weekday as a Czech or Polish speaker writes them, by the weekday's
# form in the output: written out here, not read from the language module's tables.
CZECH_NOMINATIVE = {
    "pondělí": "to",
    "úterý": "to",
    "středa": "ta",
    "čtvrtek": "ten",
    "pátek": "ten",
    "sobota": "ta",
    "neděle": "ta",
}
CZECH_ACCUSATIVE = {
    "pondělí": "minulé",
    "úterý": "minulé",
    "středu": "minulou",
    "čtvrtek": "minulý",
    "pátek": "minulý",
    "sobotu": "minulou",
    "neděli": "minulou",
}
POLISH_ACCUSATIVE = {
    "poniedziałek": "ten",
    "wtorek": "ten",
    "środę": "tę",
    "czwartek": "ten",
    "piątek": "ten",
    "sobotę": "tę",
    "niedzielę": "tę",
}


@cache
def _pipeline(key: bytes) -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(key))


def _output(text: str, lang: str, key: bytes) -> str:
    [result] = _pipeline(key).run([Document("weekdays", text, lang)])
    return result.rewrites[Mode.PSEUDONYMIZE].text


def _after(output: str, word_before: int) -> tuple[str, str]:
    """The word at `word_before`'s place in the output's words and the word after it."""
    words = output.replace(",", " ").replace(".", " ").replace("?", " ").split()
    return words[word_before], words[word_before + 1]


@pytest.mark.parametrize("key", KEYS)
def test_a_czech_demonstrative_and_adjective_agree_with_the_moved_weekday(key: bytes) -> None:
    text = "Ahoj Petře, ta sobota platí. Minulou sobotu pršelo, psal Karel Novák 3. 5. 2021."
    output = _output(text, "cs", key)
    demonstrative, weekday = _after(output, 2)
    assert weekday in CZECH_NOMINATIVE and demonstrative == CZECH_NOMINATIVE[weekday]
    adjective, weekday = _after(output, 5)
    assert weekday in CZECH_ACCUSATIVE and adjective == CZECH_ACCUSATIVE[weekday].capitalize()


@pytest.mark.parametrize("key", KEYS)
def test_a_polish_demonstrative_agrees_with_the_moved_weekday(key: bytes) -> None:
    text = "Cześć, widzimy się w tę sobotę? Pisał Jan Kowalski 3.05.2021."
    output = _output(text, "pl", key)
    demonstrative, weekday = _after(output, 4)
    assert weekday in POLISH_ACCUSATIVE and demonstrative == POLISH_ACCUSATIVE[weekday]
