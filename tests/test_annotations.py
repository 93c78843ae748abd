"""An input's labels read by a scheme: which scheme a file's labels name, and what a label says
beyond its category."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pseudonymizer.annotations import (
    AnnotationError,
    given_mentions,
    guess_scheme,
    overlaps,
    resolved,
)
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


def _marked(text: str, *marks: tuple[str, str]) -> tuple[Annotation, ...]:
    """An annotation per (label, part of `text`), on lines 1, 2 ... in that order."""
    found = []
    for line, (label, part) in enumerate(marks, start=1):
        start = text.index(part)
        found.append(Annotation(start, start + len(part), label, line))
    return tuple(found)


ADDRESS = "I moved from 12 Elm Street, Leeds LS1 4AP to Oxford."


def test_a_nested_annotation_gives_way_to_the_longer_and_is_reported_at_its_line() -> None:
    marks = _marked(ADDRESS, ("ZIP", "LS1 4AP"), ("LOCATION", "12 Elm Street, Leeds LS1 4AP"))
    [overlap] = overlaps(marks, "canonical")
    assert (overlap.kept.line, overlap.lost.line, overlap.nested) == (2, 1, True)
    assert "LS1" not in overlap.describe() and "line 2" in overlap.describe()
    document = Document("a", ADDRESS, "en", annotations=marks)
    [mention] = given_mentions(document, "canonical")
    # The written tag is the annotation's category, not the nested postcode's.
    assert (mention.text_in(ADDRESS), mention.category) == (
        "12 Elm Street, Leeds LS1 4AP",
        Category.LOCATION,
    )


def test_crossing_annotations_the_longer_wins_and_the_other_keeps_its_words_outside() -> None:
    text = "Ask Anna Maria Weber today."
    marks = _marked(text, ("PERSON", "Anna Maria"), ("LOCATION", "Maria Weber today"))
    [overlap] = overlaps(marks, "canonical")
    assert (overlap.kept.label, overlap.lost.label, overlap.nested) == ("LOCATION", "PERSON", False)
    mentions = given_mentions(Document("a", text, "en", annotations=marks), "canonical")
    assert [(m.text_in(text), m.category) for m in mentions] == [
        ("Anna", Category.PERSON),
        ("Maria Weber today", Category.LOCATION),
    ]


def test_of_two_as_long_the_earlier_wins_and_of_one_stretch_the_first_written() -> None:
    text = "Anna Bern"
    marks = _marked(text, ("LOCATION", "Bern"), ("PERSON", "Anna"), ("ORGANIZATION", "Bern"))
    assert resolved(marks) == [Annotation(0, 4, "PERSON", 2), Annotation(5, 9, "LOCATION", 1)]
    # Anna Bern (9) against `na Be` (5): the longer wins however late it starts.
    crossing = (Annotation(2, 7, "LOCATION", 1), Annotation(0, 9, "PERSON", 2))
    assert resolved(crossing) == [Annotation(0, 9, "PERSON", 2)]
    [same] = [o for o in overlaps(marks, "canonical") if o.lost.label == "ORGANIZATION"]
    assert same.kept.line == 1  # the stretch's first annotation, by its line


def test_the_same_stretch_marked_twice_alike_or_nested_as_the_scheme_nests_is_no_overlap() -> None:
    text = "pan Jan Novák přišel"
    twice = _marked(text, ("PERSON", "Jan Novák"), ("PERSON", "Jan Novák"))
    assert overlaps(twice, "canonical") == []
    # CNEC marks a person `P` with its given `pf` and family `ps` names inside.
    cnec = _marked(text, ("P", "Jan Novák"), ("pf", "Jan"), ("ps", "Novák"))
    assert overlaps(cnec, "cnec") == []
    [mention] = given_mentions(Document("a", text, "cs", annotations=cnec), "cnec")
    assert (mention.text_in(text), mention.category) == ("Jan Novák", Category.PERSON)


def test_an_annotation_of_no_personal_data_covers_no_one() -> None:
    # CNEC's `n_` (a number) names no one; the person inside it stays a mention.
    text = "Od Jana Nováka 5. května"
    marks = _marked(text, ("n_", "Od Jana Nováka 5. května"), ("P", "Jana Nováka"))
    assert overlaps(marks, "cnec") == []
    mentions = given_mentions(Document("a", text, "cs", annotations=marks), "cnec")
    assert [(m.text_in(text), m.category) for m in mentions] == [("Jana Nováka", Category.PERSON)]


def test_a_title_left_of_a_cut_annotation_is_kept_only_where_the_language_is_known() -> None:
    text = "Dr. Anna Webster came."
    marks = _marked(text, ("PERSON", "Dr. Anna"), ("PERSON", "Anna Webster"))
    for lang, expected in (("en", ["Anna Webster"]), ("auto", ["Dr.", "Anna Webster"])):
        mentions = given_mentions(Document("a", text, lang, annotations=marks), "canonical")
        assert [m.text_in(text) for m in mentions] == expected


def _by_hand(annotations: tuple[Annotation, ...]) -> list[Annotation]:
    """The rule said plainly: longest, then earliest, then first written takes what is left."""
    order = sorted(enumerate(annotations), key=lambda x: (x[1].start - x[1].end, x[1].start, x[0]))
    taken: set[int] = set()
    pieces = []
    for _, annotation in order:
        free = [i for i in range(annotation.start, annotation.end) if i not in taken]
        runs: list[list[int]] = []
        for i in free:
            if runs and runs[-1][1] == i:
                runs[-1][1] = i + 1
            else:
                runs.append([i, i + 1])
        pieces += [Annotation(s, e, annotation.label, annotation.line) for s, e in runs]
        taken.update(range(annotation.start, annotation.end))
    return sorted(pieces, key=lambda a: (a.start, a.end))


_SPANS = st.lists(
    st.tuples(st.integers(0, 30), st.integers(1, 12), st.sampled_from(["PERSON", "ZIP"])),
    max_size=12,
)


@given(_SPANS)
def test_resolved_annotations_are_the_rule_applied_by_hand(
    spans: list[tuple[int, int, str]],
) -> None:
    marks = tuple(
        Annotation(start, start + length, label, line)
        for line, (start, length, label) in enumerate(spans, start=1)
    )
    assert resolved(marks) == _by_hand(marks)
    lost = [overlap.lost for overlap in overlaps(marks, "canonical")]
    assert len(lost) == len(set(lost))  # each annotation that gives way, once


def test_an_annotation_inside_two_alike_is_reported_once() -> None:
    town = ("LOCATION", "Leeds LS1 4AP")
    marks = _marked(ADDRESS, town, town, ("ZIP", "LS1 4AP"))
    assert [(o.lost.label, o.kept.line) for o in overlaps(marks, "canonical")] == [("ZIP", 1)]
