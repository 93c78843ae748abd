"""Metrics on hand-made gold/prediction pairs whose every count is known in advance."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from pseudonymizer.evaluate.metrics import MATCH_CLASSES, Counts, score_document

TEXT = "Mr John Smith met Anna Kowalska of Acme Corp in Prague on 3 May 2020."


def at(text: str, part: str, label: str, nth: int = 0) -> dict[str, Any]:
    """The span of the `nth` occurrence of `part` in `text`."""
    start = -1
    for _ in range(nth + 1):
        start = text.index(part, start + 1)
    return {"start": start, "end": start + len(part), "label": label}


GOLD = [
    at(TEXT, "Mr John Smith", "PERSON"),  # predicted without the title: inside
    at(TEXT, "Anna Kowalska", "PERSON"),  # first name only: partial
    at(TEXT, "Acme Corp", "ORGANIZATION"),  # same offsets: exact
    at(TEXT, "Prague", "LOCATION"),  # nothing: missing
    at(TEXT, "3 May 2020", "DATE"),  # the day is left: partial
]
PREDICTED = [
    at(TEXT, "John Smith", "PERSON"),
    at(TEXT, "met", "PERSON"),  # a false positive
    at(TEXT, "Anna", "PERSON"),
    at(TEXT, "Acme Corp", "ORGANIZATION"),
    at(TEXT, "May 2020", "DATE"),
]


def test_every_gold_span_gets_its_class() -> None:
    summary = score_document(TEXT, GOLD, PREDICTED, "canonical").summary()
    assert summary["matches"] == {"exact": 1, "inside": 1, "partial": 2, "missing": 1}
    assert summary["matches_by_group"] == {
        "PERSON": {"exact": 0, "inside": 1, "partial": 1, "missing": 0},
        "LOC": {"exact": 0, "inside": 0, "partial": 0, "missing": 1},
        "ORG": {"exact": 1, "inside": 0, "partial": 0, "missing": 0},
        "DATE": {"exact": 0, "inside": 0, "partial": 1, "missing": 0},
    }


def test_covered_any_overlap_and_exact_recall_differ() -> None:
    summary = score_document(TEXT, GOLD, PREDICTED, "canonical").summary()
    assert summary["gold"] == {"PERSON": 2, "LOC": 1, "ORG": 1, "DATE": 1}
    assert summary["recall"] == {"PERSON": 0.5, "LOC": 0.0, "ORG": 1.0, "DATE": 0.0}
    assert summary["any_overlap"] == {"PERSON": 1.0, "LOC": 0.0, "ORG": 1.0, "DATE": 1.0}
    assert summary["exact"] == {"PERSON": 0.0, "LOC": 0.0, "ORG": 1.0, "DATE": 0.0}


def test_token_recall_and_precision_leave_titles_out() -> None:
    summary = score_document(TEXT, GOLD, PREDICTED, "canonical").summary()
    # Gold words without "Mr": John Smith Anna Kowalska Acme Corp Prague 3 May 2020 (10);
    # covered: John Smith Anna Acme Corp May 2020 (7).
    assert summary["token_recall"] == 0.7
    # Predicted words: John Smith met Anna Acme Corp May 2020 (8), all but "met" in gold.
    assert summary["token_precision"] == 0.875
    assert summary["token_f1"] == round(2 * 0.7 * 0.875 / (0.7 + 0.875), 4)
    assert summary["precision_by_group"] == {"PERSON": 0.75, "ORG": 1.0, "DATE": 1.0}


def test_a_predicted_title_is_no_precision_error() -> None:
    text = "We met Mr Brown."
    gold = [at(text, "Brown", "PERSON")]
    summary = score_document(text, gold, [at(text, "Mr Brown", "PERSON")], "canonical").summary()
    assert summary["token_precision"] == 1.0
    assert summary["matches"]["inside"] == 1


def test_a_span_of_titles_only_needs_its_titles() -> None:
    text = "Signed: Dr"
    gold = [at(text, "Dr", "PERSON")]
    # Were titles always optional, a span of titles alone would count as covered by nothing.
    assert score_document(text, gold, [], "canonical").summary()["recall"] == {"PERSON": 0.0}


def test_a_span_without_words_is_not_covered_by_nothing() -> None:
    text = "It cost 5 € ."
    gold = [at(text, "€", "OTH")]
    assert score_document(text, gold, [], "conll").summary()["matches"]["missing"] == 1
    found = score_document(text, gold, [at(text, "5 €", "OTHER")], "conll").summary()
    assert found["recall"] == {"MISC": 1.0}


def test_precision_counts_only_groups_the_corpus_annotates() -> None:
    text = "Anna lives in Prague since 2020 ."
    gold = [at(text, "Anna", "PER"), at(text, "Prague", "LOC")]
    predicted = [
        at(text, "Anna", "PERSON"),
        at(text, "Prague", "LOCATION"),
        at(text, "2020", "DATE"),
    ]
    conll = score_document(text, gold, predicted, "conll").summary()
    assert conll["token_precision"] == 1.0  # a CoNLL corpus has no dates to miss
    assert "DATE" not in conll["precision_by_group"]
    tab_gold = [at(text, "Anna", "PERSON"), at(text, "Prague", "LOC")]
    tab = score_document(text, tab_gold, predicted, "tab").summary()
    assert tab["token_precision"] == round(2 / 3, 4)  # TAB annotates dates: 2020 is an error
    assert tab["precision_by_group"]["DATE"] == 0.0


def test_labels_that_are_not_personal_data_are_not_gold() -> None:
    text = "Jan paid 5 Kč ."
    gold = [at(text, "Jan", "pf"), at(text, "5", "nc"), at(text, "Kč", "om")]
    summary = score_document(text, gold, [at(text, "Jan", "PERSON")], "cnec").summary()
    assert summary["gold"] == {"PERSON": 1}
    assert summary["token_recall"] == 1.0


def test_a_discontinuous_gold_span_counts_by_its_fragments() -> None:
    text = "Jan and Eva Novak"
    first, last = at(text, "Jan", "PERSON"), at(text, "Novak", "PERSON")
    gold = [{**first, "end": last["end"], "fragments": [(0, 3), (last["start"], last["end"])]}]
    both = score_document(text, gold, [first, last], "canonical").summary()
    assert both["matches"]["exact"] == 1
    assert both["token_recall"] == 1.0  # "and Eva" between the fragments is not gold
    one = score_document(text, gold, [first], "canonical").summary()
    assert one["matches"]["partial"] == 1


def test_counts_add_up_over_documents() -> None:
    total = Counts()
    total.add(score_document(TEXT, GOLD, PREDICTED, "canonical"))
    total.add(score_document(TEXT, GOLD, [], "canonical"))
    summary = total.summary()
    assert summary["matches"] == {"exact": 1, "inside": 1, "partial": 2, "missing": 6}
    assert summary["recall"]["PERSON"] == 0.25
    assert summary["token_recall"] == 0.35
    assert summary["token_precision"] == 0.875


WORDS = "Ann met Bob at the Zoo in Rome"
OFFSETS = st.tuples(st.integers(0, len(WORDS)), st.integers(0, len(WORDS))).map(sorted)


@given(st.lists(OFFSETS, max_size=6), st.lists(OFFSETS, max_size=6))
def test_the_four_classes_partition_the_gold(
    gold: list[list[int]], predicted: list[list[int]]
) -> None:
    gold_spans = [{"start": s, "end": e, "label": "PERSON"} for s, e in gold if s < e]
    predicted_spans = [{"start": s, "end": e, "label": "PERSON"} for s, e in predicted if s < e]
    counts = score_document(WORDS, gold_spans, predicted_spans, "canonical")
    classes = {c: counts.classes[c, "PERSON"] for c in MATCH_CLASSES}
    assert sum(classes.values()) == counts.gold["PERSON"] == len(gold_spans)
    assert classes["exact"] == counts.exact["PERSON"]
    assert classes["exact"] + classes["inside"] == counts.covered["PERSON"]
    assert classes["missing"] == counts.gold["PERSON"] - counts.overlapped["PERSON"]
