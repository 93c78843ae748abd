"""A Polish given name or diminutive in an oblique case gets its surrogate in that case: the
word before the name tells which of the readings its form shares is meant (`Józka` after a
verb of the first person is Józek's accusative, not the woman Józka; `Kasi` after `o` is a
locative, not the genitive it also spells)."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.inflection.pl.inflector import FAMILY, GIVEN, inflected_name
from pseudonymizer.lexicon.morfeusz import analyse, governed_cases
from tests.pseudonymized import run_written

KEYS = (b"cases-a", b"cases-b", b"cases-c")


def _readings(word: str) -> set[tuple[str, str]]:
    """(lemma, tag) of each reading of `word` as a given name."""
    return {(r.lemma, r.tag) for r in analyse(word) if "imię" in r.name_classes}


def test_the_word_before_a_name_tells_its_case() -> None:
    assert governed_cases("o") == {"acc", "loc"}
    assert governed_cases("do") == {"gen"}
    # A verb of the first or second person, or an imperative: its subject is no name.
    for verb in ("Zaprosiłem", "lubisz", "Zawołaj"):
        assert "nom" not in governed_cases(verb) and "acc" in governed_cases(verb)
    # A copula and a verb of the third person say nothing.
    for word in ("jestem", "przyszedł", "wczoraj", "i"):
        assert governed_cases(word) == frozenset()


def test_a_read_case_picks_the_readings_surrogate() -> None:
    seed = lambda word: sum(map(ord, word))  # noqa: E731
    masculine = inflected_name("Józka", (GIVEN, FAMILY), seed, tag="subst:sg:acc:m1")
    assert masculine is not None
    assert any(tag.endswith("m1") and "acc" in tag for _, tag in _readings(masculine))
    locative = inflected_name("Kasi", (GIVEN, FAMILY), seed, tag="subst:sg:loc:f")
    assert locative is not None
    assert any("loc" in tag.split(":")[2] for _, tag in _readings(locative))


SENTENCES = (
    "Wczoraj zaprosiłem Józka na obiad, bo dawno go nie widziałem.\n"
    "Nie słyszałem o Kasi od wakacji.\n"
    "Pozdrów Staszka, kiedy go zobaczysz.\n"
    "Idę do kina z Olą i jej bratem.\n"
)


def _word_after(output: str, before: str) -> str:
    return output.split(before, 1)[1].split()[0].strip(",.")


@pytest.mark.parametrize("key", KEYS)
def test_a_diminutive_in_an_oblique_case_gets_a_surrogate_in_that_case(key: bytes) -> None:
    _, output = run_written(SENTENCES, "pl", key)
    for name in ("Józka", "Kasi", "Staszka", "Olą"):
        assert name not in output
    # Józek's accusative: a man's name in the accusative (never a woman's nominative).
    joz = _word_after(output, "zaprosiłem ")
    assert any(t.split(":")[3] == "m1" and "acc" in t.split(":")[2] for _, t in _readings(joz)), (
        output
    )
    # `o Kasi`: a woman's locative.
    kasia = _word_after(output, "słyszałem o ")
    assert any(t.split(":")[3] == "f" and "loc" in t.split(":")[2] for _, t in _readings(kasia)), (
        output
    )
    # `Pozdrów Staszka`: a man's accusative.
    stas = _word_after(output, "Pozdrów ")
    assert any(t.split(":")[3] == "m1" and "acc" in t.split(":")[2] for _, t in _readings(stas)), (
        output
    )
    # `z Olą`: a woman's instrumental.
    ola = _word_after(output, "kina z ")
    assert any(t.split(":")[3] == "f" and "inst" in t.split(":")[2] for _, t in _readings(ola)), (
        output
    )
