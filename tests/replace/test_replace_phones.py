"""Phone surrogates: the original's writing, a valid number of its region and type."""

from __future__ import annotations

import random
import re

import phonenumbers
import pytest

from pseudonymizer.replace.phones import phone_surrogate, written_like

EXAMPLES = [
    ("+420 603 123 456", "CZ", "+420 6"),
    ("603 123 456", "CZ", "6"),
    ("+44 20 7946 0958", "GB", "+44 2"),
    ("(020) 7946 0958", "GB", "(02"),
    ("0049 30 901820", "DE", "0049 3"),
    ("06 30 123 4567", "HU", "06 "),
    ("08-123 456 78", "SE", "08-"),
    ("512 345 678", "PL", "5"),
]


@pytest.mark.parametrize(("original", "region", "kept"), EXAMPLES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_grouping_kept_and_valid_for_the_region(original, region, kept, seed) -> None:
    value = phone_surrogate(original, (region,), random.Random(seed))
    assert value is not None and value != original
    assert re.sub(r"\d", "9", value) == re.sub(r"\d", "9", original)
    assert value.startswith(kept)
    before, after = (phonenumbers.parse(v, region) for v in (original, value))
    assert phonenumbers.is_valid_number(after)
    assert phonenumbers.number_type(after) == phonenumbers.number_type(before)
    assert phonenumbers.region_code_for_number(after) == region


def test_a_number_valid_nowhere_is_left_to_the_caller() -> None:
    assert phone_surrogate("123 45", ("CZ", "SK"), random.Random(1)) is None


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_number_no_operator_has_gets_a_valid_one_of_its_shape(seed: int) -> None:
    # 07700 900xxx is kept for fiction: a surrogate must still be a number a reader can dial.
    value = phone_surrogate("07700 900461", ("GB", "US", "IE"), random.Random(seed))
    assert value is not None and value.startswith("07")
    assert re.sub(r"\d", "9", value) == "99999 999999"
    number = phonenumbers.parse(value, "GB")
    assert phonenumbers.is_valid_number(number)
    assert phonenumbers.number_type(number) == phonenumbers.PhoneNumberType.MOBILE


@pytest.mark.parametrize(
    ("surrogate", "mention", "regions", "written"),
    [
        ("+420 723 731 480", "777 123 456", ("CZ",), "723 731 480"),
        ("723 731 480", "+420 777 123 456", ("CZ",), "+420 723 731 480"),
        ("+36 31 763 3878", "06 30 123 4567", ("HU",), "06 31 763 3878"),
        ("0171 4692651", "+49 171 1234567", ("DE",), "+49 171 4692651"),
        ("070-463 42 78", "+46 70 123 45 67", ("SE",), "+46 70 463 42 78"),
    ],
)
def test_one_numbers_surrogate_is_written_as_each_mention(
    surrogate: str, mention: str, regions: tuple[str, ...], written: str
) -> None:
    assert written_like(surrogate, mention, regions) == written


def test_a_number_no_plan_reads_keeps_its_country_code() -> None:
    """An office's number with its extension run on (`+49 221 943 586 29`) is no number of
    any plan; its surrogate still says Germany, in the original's grouping."""
    for seed in range(5):
        value = phone_surrogate("+49 221 943 586 29", ("DE",), random.Random(seed))
        assert value is not None and value != "+49 221 943 586 29"
        assert re.fullmatch(r"\+49 \d{3} \d{3} \d{3} \d{2}", value), value
    assert phone_surrogate("555-12", ("DE",), random.Random(1)) is None


@pytest.mark.parametrize(
    ("text", "lang", "number"),
    [
        ("Ärendet gäller avgift nr 4417 903 281, betald i mars.\n", "sv", "903 281"),
        ("Kundennummer 0022 718 356 bitte angeben.\n", "de", "0022 718 356"),
        ("Tel. 44 718 356 (Zentrale)\n", "de", "44 718 356"),
    ],
)
def test_a_phone_no_region_reads_keeps_its_writing_in_the_output(text, lang, number) -> None:
    # A fine's number read as a phone became `+46 (0)241 149 50`, another length and writing.
    from pseudonymizer.choices import Mode
    from pseudonymizer.config import Config
    from pseudonymizer.model import Document
    from pseudonymizer.pipeline import Pipeline
    from pseudonymizer.replace.surrogates import FakerSurrogates

    pipeline = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"shaped phones"))
    [result] = pipeline.run([Document("d", text, lang)])
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    assert number not in output
    assert len(output) == len(text), output
    shape = re.sub(r"\d", "9", text)
    assert re.sub(r"\d", "9", output) == shape, output
