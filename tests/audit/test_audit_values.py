"""Values that cannot be: impossible dates and times, wrong weekdays, failing checksums."""

from __future__ import annotations

import pytest

from pseudonymizer.audit.values import failed_checksums, impossible
from pseudonymizer.categories import Category
from pseudonymizer.model import Attributes, Edit, Mention, apply_edits


def _found(text: str, lang: str) -> list[tuple[str, str]]:
    return [(f.kind, text[f.start : f.end]) for f in impossible(text, lang)]


def test_impossible_dates_and_times_are_found_and_real_ones_are_not() -> None:
    text = "Ab dem 18.87. frei, am 29.02.2021 nicht, um 49:97 Uhr; am 10.04. um 19:45."
    assert _found(text, "de") == [
        ("impossible_date", "18.87."),
        ("impossible_date", "29.02.2021"),
        ("impossible_time", "49:97"),
    ]


def test_a_weekday_that_is_not_its_dates_is_found_in_every_language() -> None:
    assert _found("Montag, 21.10.2021", "de") == [("weekday", "Montag, 21.10.2021")]
    assert _found("Donnerstag, 21.10.2021", "de") == []
    assert _found("Monday, 15 March 2021 and Tuesday, 15 March 2021", "en") == [
        ("weekday", "Tuesday, 15 March 2021")
    ]
    assert _found("w poniedziałek 15 marca 2021", "pl") == []


def test_a_surrogate_identifier_failing_a_checksum_its_original_passed_is_found() -> None:
    text = "IBAN GB82 WEST 1234 5698 7654 32 and GB00 WEST 1234 5698 7654 32."
    iban = Mention(5, 32, Category.ID, "test", attrs=Attributes(kind="iban"))
    bad = Mention(37, 64, Category.ID, "test", attrs=Attributes(kind="iban"))
    rewrite = apply_edits(text, [Edit(5, 32, "GB00 NWBK 6016 1331 9268 19"), Edit(37, 64, "X")])
    found = failed_checksums(text, [iban, bad], rewrite)
    assert [(f.kind, rewrite.text[f.start : f.end]) for f in found] == [
        ("checksum", "GB00 NWBK 6016 1331 9268 19")
    ]


def test_a_date_is_read_in_the_orders_its_language_writes() -> None:
    assert _found("2024. 04. 23. és 04. 23. között", "hu") == []
    assert _found("2024. 04. 31.", "hu") == [("impossible_date", "2024. 04. 31.")]
    assert _found("am 04.23.", "de") == [("impossible_date", "04.23.")]


def test_a_weekday_in_the_case_said_on_a_day_is_checked_against_its_date() -> None:
    """`ve středu`, `we środę`, `szerdán`: the cases Babel does not list are read too, so a
    date moved without its weekday is found in every language."""
    assert _found("ve středu 17. března 2021", "cs") == []  # a Wednesday
    assert _found("ve středu 18. března 2021", "cs") == [("weekday", "středu 18. března 2021")]
    assert _found("we środę 17 marca 2021", "pl") == []
    assert _found("we środę 18 marca 2021", "pl") == [("weekday", "środę 18 marca 2021")]
    assert _found("2021. március 17., szerdán", "hu") == []
    assert _found("2021. március 18., szerdán", "hu") == [("weekday", "2021. március 18., szerdán")]
    assert _found("onsdag 18 mars 2021", "sv") == [("weekday", "onsdag 18 mars 2021")]


@pytest.mark.parametrize(
    ("lang", "dates", "moved", "off"),
    [
        ("en", ["1 March 2021", "8 March 2021"], ["11 June 2021", "18 June 2021"], []),
        (
            "de",
            ["01.03.2021", "08.03.2021", "15.03.2021"],
            ["11.06.2021", "19.06.2022", "25.06.2021"],
            [1],
        ),
        ("cs", ["1. března 2021", "8. března 2021"], ["11. června 2021", "8. června 2021"], [1]),
        (
            "hu",
            ["2021. március 1.", "2021. március 8."],
            ["2021. június 11.", "2021. június 18."],
            [],
        ),
    ],
)
def test_a_date_that_left_the_documents_shift_is_suspected(
    lang: str, dates: list[str], moved: list[str], off: list[int]
) -> None:
    """The audit reads the document's shift from the dates themselves: one that moved by
    another number of days is suspected; one equal to another original date is not."""
    from pseudonymizer.audit.values import off_timeline

    original = " / ".join(dates)
    spans = [(original.index(d), original.index(d) + len(d)) for d in dates]
    mentions = [Mention(s, e, Category.DATE, "date") for s, e in spans]
    rewrite = apply_edits(
        original, [Edit(s, e, new) for (s, e), new in zip(spans, moved, strict=True)]
    )
    found = off_timeline(original, mentions, rewrite, lang)
    assert [rewrite.text[f.start : f.end] for f in found] == [moved[i] for i in off]
    assert all(f.kind == "timeline" and not f.certain for f in found)
