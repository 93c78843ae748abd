"""Values that cannot be: impossible dates and times, wrong weekdays, failing checksums."""

from __future__ import annotations

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
