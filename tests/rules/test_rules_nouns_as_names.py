"""German nouns that a model or a place list reads as a place or a person (`das Essen`, `den
Wald`, `die Halle`), with the real pipelines: after an article or a determiner, where the
dictionary or the word tables read a common noun, they are kept with the `noun` cue; the same
word as a town (`in Essen`), a country after its article (`die Schweiz`), a name after a title
(`Herr Wald`) and a compound of a known name stay replaced."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document, Mention, Status
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules.ordinary import SOURCE


@cache
def pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"nouns-as-names"))


def run(text: str) -> Result:
    return next(pipeline().run([Document("d", text, "de")]))


def written(result: Result) -> str:
    return result.rewrites[Mode.PSEUDONYMIZE].text


def at(result: Result, word: str, occurrence: int = 0) -> list[Mention]:
    text = result.document.text
    start = -1
    for _ in range(occurrence + 1):
        start = text.index(word, start + 1)
    return [m for m in result.mentions if m.start == start]


TEXT = (
    "Gestern war die Halle voll, und wir gingen danach in den Wald. Das Essen war kalt, der "
    "Raum ist klein und das Wetter schlecht. Die Heizkosten und die Wasserkosten stiegen."
)


@pytest.mark.parametrize("noun", ["Halle", "Wald", "Essen", "Raum", "Wetter", "Wasserkosten"])
def test_a_noun_after_its_article_is_kept(noun: str) -> None:
    result = run(TEXT)
    assert written(result) == TEXT
    for mention in at(result, noun):
        assert mention.decision.status is Status.PUBLIC, noun
        cues = {e.detail for e in mention.decision.evidence if e.source == SOURCE}
        assert {"noun", "compound_noun"} & cues, noun


def test_the_same_word_as_a_town_a_country_or_a_name_is_still_replaced() -> None:
    text = "Das Essen war kalt. Ich wohne in Essen, Herr Wald zog in die Schweiz."
    output = written(run(text))
    assert output.startswith("Das Essen war kalt. Ich wohne in ")
    assert "in Essen" not in output
    assert "Herr Wald" not in output
    assert "Schweiz" not in output


# A noun written after its article once is the noun wherever else the document writes it
# (`Küche und Bad`), and a noun that only another language's name lists hold (`Handy`, an
# English given name) is one after an adjective too; a town after its postcode stays replaced.
ONE_READING = (
    "Im Bad tropft der Wasserhahn. Küche und Bad sind frisch gestrichen. Ruf mich an, "
    "aber auf dem Handy bin ich selten erreichbar, mein altes Handy ist kaputt. "
    "Wir wohnen jetzt in 10115 Berlin."
)


def test_a_noun_is_read_one_way_in_a_document_and_a_town_stays_replaced() -> None:
    result = run(ONE_READING)
    output = written(result)
    assert output.startswith("Im Bad tropft der Wasserhahn. Küche und Bad sind frisch ")
    assert "auf dem Handy bin ich selten erreichbar, mein altes Handy ist kaputt." in output
    assert "Berlin" not in output


def test_a_name_of_the_languages_own_lists_after_an_adjective_is_still_replaced() -> None:
    text = "Gestern rief Wolfgang an. Der gute Wolfgang kommt morgen."
    assert "Wolfgang" not in written(run(text))


def test_a_towns_name_that_is_a_noun_is_the_noun_after_its_article_a_town_after_nach() -> None:
    # (`Kosten`: the German name of a Polish town and a family name of other lists.)
    text = (
        "Die Mieterin trägt die Kosten der Reinigung. Der Vermieter legte Kosten für den "
        "Austausch vor. Frau Brenneke zog 2004 nach Kosten in Polen."
    )
    output = written(run(text))
    assert output.startswith("Die Mieterin trägt die Kosten der Reinigung. Der Vermieter legte ")
    assert "legte Kosten für den Austausch" in output
    assert "nach Kosten in" not in output


def test_an_own_family_name_another_list_gives_as_a_given_name_is_the_noun_after_an_article():
    # (`Eimer`, `Winter`: German family names that other languages' lists hold as given
    # names; the dictionary reads them as nouns with their plural.)
    text = "Der Eimer stand im Keller, und seit dem Winter friert es dort."
    result = run(text)
    assert written(result) == text
    for word in ("Eimer", "Winter"):
        for mention in at(result, word):
            assert mention.decision.status is Status.PUBLIC, word


def test_such_a_name_after_a_title_and_an_own_given_name_after_an_article_stay_replaced():
    text = "Herr Winter rief an. Ich habe mit der Sabine gesprochen."
    output = written(run(text))
    assert "Winter" not in output
    assert "Sabine" not in output
