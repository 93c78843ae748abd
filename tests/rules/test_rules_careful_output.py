"""German and Swedish output that reads as a careful person wrote it (issue 25): the ordinary
words a letter, a CV or a forum post is made of are kept, and what names someone or somewhere
is replaced in the form the sentence needs. The sentences are written for these tests."""

from __future__ import annotations

import re

from pseudonymizer.model import Status
from tests.pseudonymized import run, written

KEY = b"careful-output"


def _status(result, word: str) -> list[Status]:  # type: ignore[no-untyped-def]
    text = result.document.text
    return [m.decision.status for m in result.mentions if m.text_in(text) == word]


def test_german_adverbs_opening_a_sentence_are_kept() -> None:
    # (`Anbei` is also a town abroad; the dictionary lists it in lower case only.)
    text = (
        "Anbei schicke ich dir die Fotos vom Sommerfest. Beiliegend findest du die Quittung.\n"
        "Anbei noch ein Nachtrag: der Termin bleibt."
    )
    assert written(run(text, "de", KEY)) == text


def test_a_noun_after_an_adjective_is_kept_though_a_town_abroad_has_its_name() -> None:
    text = "Die entstehenden Kosten trägt der Verein, die hohen Kosten haben mich überrascht."
    assert written(run(text, "de", KEY)) == text


def test_a_town_of_the_language_after_an_adjective_stays_replaced() -> None:
    text = "Wir haben das alte Leipzig besucht und danach das neue Dresden."
    output = written(run(text, "de", KEY))
    assert "Leipzig" not in output
    assert "Dresden" not in output


def test_a_compound_noun_whose_head_ends_towns_is_kept_after_its_determiner() -> None:
    text = (
        "Unser Vereinsheim bekommt ein neues Dach, und im Vereinsheim gibt es warmes Wasser. "
        "Am Wochenende fahren wir nach Mannheim."
    )
    output = written(run(text, "de", KEY))
    assert output.startswith(
        "Unser Vereinsheim bekommt ein neues Dach, und im Vereinsheim gibt es warmes Wasser."
    )
    assert "Mannheim" not in output


def test_hyphened_compounds_of_compound_nouns_are_kept() -> None:
    text = "Wir planen Lager-Umbauarbeiten, eine Kunden-Zufriedenheitsumfrage und mehr."
    assert written(run(text, "de", KEY)) == text


def test_statute_abbreviations_cited_without_a_paragraph_are_kept() -> None:
    text = (
        "Die Gebühren richten sich nach dem RVG, die Vergütung ist im RVG geregelt. Laut "
        "StVO und gemäß HGB gilt das auch, nach ZPO und i.V.m. dem BauGB ebenso."
    )
    result = run(text, "de", KEY)
    assert written(result) == text
    assert _status(result, "StVO") == [Status.PUBLIC]


def test_initials_that_cite_no_law_stay_replaced() -> None:
    text = "Gestern traf ich Anna und HS am Bahnhof, später kam noch Jörg dazu."
    output = written(run(text, "de", KEY))
    assert " HS " not in output


def test_a_cvs_roles_are_kept_with_the_field_they_head() -> None:
    text = (
        "Berufserfahrung\n\n2016 - 2020\nTeamleiter Instandhaltung\n\nProjektleiter\n\n"
        "Qualitätsingenieurin, Abteilung Fertigung\nLeiterin Vertrieb seit 2021\n"
    )
    result = run(text, "de", KEY)
    output = written(result)
    for role in ("Teamleiter Instandhaltung", "Projektleiter", "Qualitätsingenieurin"):
        assert f"\n{role}" in output
    assert "Leiterin Vertrieb" in output


def test_a_role_before_a_family_name_keeps_the_name_replaced() -> None:
    text = "Teamleiter Schmidt hat gestern angerufen."
    assert "Schmidt" not in written(run(text, "de", KEY))


def test_a_swedish_town_in_the_genitive_before_its_court_is_replaced_in_the_genitive() -> None:
    text = "Tvisten avgjordes i Uppsalas tingsrätt i fjol, och Enköpings kommun överklagade."
    output = written(run(text, "sv", KEY))
    assert "Uppsala" not in output
    assert "Enköping" not in output
    assert re.search(r"i \w+s tingsrätt i fjol", output)
    assert re.search(r"och \w+s kommun överklagade", output)


def test_a_swedish_given_name_in_the_genitive_gets_the_surrogates_genitive() -> None:
    text = "Igår hälsade jag på Sannas föräldrar, och Sanna bjöd på kaffe."
    result = run(text, "sv", KEY)
    output = written(result)
    assert "Sanna" not in output
    given = re.search(r"och (\w+) bjöd", output)
    assert given is not None
    assert f"på {given.group(1)}s föräldrar" in output


def test_swedish_wards_programmes_and_their_abbreviations_are_kept() -> None:
    text = (
        "Hon jobbar på Akutmottagningen och läser Specialistsjuksköterskeprogrammet. "
        "Förra året låg pappa på IVA i en vecka."
    )
    assert written(run(text, "sv", KEY)) == text


def test_a_swedish_imperative_opening_a_line_is_a_verb() -> None:
    text = "Fyll i blanketten.\nAnge ditt telefonnummer nedan.\nAnge även din adress."
    assert written(run(text, "sv", KEY)) == text


def test_a_swedish_family_name_as_a_unit_stays_replaced() -> None:
    text = "Hon jobbar hos Lindqvist sedan i våras."
    assert "Lindqvist" not in written(run(text, "sv", KEY))


def test_a_swedish_town_that_is_its_own_genitive_gets_the_surrogates_genitive() -> None:
    # (A sibilant takes no genitive ending: `Västerås kommun` is the town's genitive.)
    text = "Jag bor i Västerås kommun sedan 2019, och domen kom från Kramfors tingsrätt."
    output = written(run(text, "sv", KEY))
    assert "Västerås" not in output
    assert "Kramfors" not in output
    municipality = re.search(r"i (\w+) kommun sedan", output)
    court = re.search(r"från (\w+) tingsrätt\.", output)
    assert municipality is not None and municipality.group(1).endswith(("s", "x", "z"))
    assert court is not None and court.group(1).endswith(("s", "x", "z"))
