"""An input's labels read by a scheme: which scheme a file's labels name, and what a label says
beyond its category."""

from __future__ import annotations

import pytest

from pseudonymizer.annotations import AnnotationError, given_mentions, guess_scheme
from pseudonymizer.categories import Category
from pseudonymizer.model import Annotation, Attributes, Document, Status


@pytest.mark.parametrize(
    ("labels", "scheme"),
    [
        ({"PERSON", "EMAIL"}, "canonical"),
        ({"FEMALE", "FAMILY", "CITY"}, "eder"),
        ({"firstname_male", "surname", "city-SWE"}, "swell"),
        ({"OSOBA", "MIEJSCE"}, "polish_corpus"),
        ({"#szemelynev"}, "hungarian_corpus"),
        ({"P", "pf", "ps", "gu"}, "cnec"),
        ({"nam_liv_person", "nam_loc_gpe_city"}, "kpwr"),
        ({"PERSON", "DATETIME", "DEM"}, "tab"),
        ({"PERSON", "PHONE_NUMBER"}, "presidio"),
        ({"PER", "LOCderiv"}, "conll"),
    ],
)
def test_the_scheme_is_the_first_that_knows_every_label(labels: set[str], scheme: str) -> None:
    assert guess_scheme(labels) == scheme


def test_labels_no_scheme_knows_name_the_option_to_pass() -> None:
    with pytest.raises(AnnotationError, match="--scheme"):
        guess_scheme({"PERSON", "KLINGON"})


def test_a_label_says_the_kind_of_name_and_the_gender() -> None:
    text = "Anna Berg"
    marks = (Annotation(0, 4, "FEMALE", 1), Annotation(5, 9, "FAMILY", 2))
    anna, berg = given_mentions(Document("d", text, "de", annotations=marks), "eder")
    assert (anna.category, anna.attrs) == (Category.PERSON, Attributes(kind="given", gender="f"))
    assert (berg.category, berg.attrs) == (Category.PERSON, Attributes(kind="family"))
    assert anna.decision.status is Status.PRIVATE and anna.source == "input"


def test_a_label_of_no_personal_data_is_no_mention() -> None:
    marks = (Annotation(0, 2, "nb"), Annotation(3, 7, "gu"))  # CNEC: a number, a town
    [town] = given_mentions(Document("d", "12 Brno", "cs", annotations=marks), "cnec")
    assert (town.start, town.category) == (3, Category.LOCATION)


def test_a_label_the_scheme_does_not_know_names_its_line() -> None:
    document = Document("d", "Anna", "de", annotations=(Annotation(0, 4, "SOMEONE", 7),))
    with pytest.raises(AnnotationError) as error:
        given_mentions(document, "eder")
    assert error.value.line == 7
