"""A judgment's heading writes the court's town and the judge in capitals, its sentences write
them as names: one town and one judge, each written in its own case everywhere, and a role of
more than one word (`District Judge`) kept whole before the judge's name. The texts are the
project's own."""

from __future__ import annotations

import re

import pytest

from tests.pseudonymized import run_written

KEYS = (b"capitals-a", b"capitals-b", b"capitals-c")

ORDER = (
    "IN THE COUNTY COURT AT BRADFORD\n\n"
    "Before:\nDISTRICT JUDGE OSWALDTWISTLE\n\n"
    "The claim was heard in Bradford by District Judge Oswaldtwistle on 2 May 2023.\n\n"
    "District Judge Oswaldtwistle\n"
)

NOTICE = (
    "MAGISTRATES' COURT SITTING AT HALIFAX\n\n"
    "Deputy District Judge Quarmby sat in Halifax on 9 October 2022.\n"
    "DEPUTY DISTRICT JUDGE QUARMBY\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_judge_first_named_in_capitals_is_no_shouted_name_in_a_sentence(key: bytes) -> None:
    _, written = run_written(ORDER, "en", key)
    heading = re.search(r"DISTRICT JUDGE (\S+)\n", written)
    signed = re.search(r"\nDistrict Judge (\S+)\n\Z", written)
    assert heading and signed, written
    assert heading.group(1) != "OSWALDTWISTLE" and heading.group(1).isupper()
    # One judge: the signature's name is the heading's, written as a name is.
    assert signed.group(1) == heading.group(1).capitalize(), written
    assert "by District Judge " in written  # the role kept whole, no firm before the judge


@pytest.mark.parametrize("key", KEYS)
def test_a_town_in_a_heading_s_capitals_is_the_town_of_the_sentence(key: bytes) -> None:
    _, written = run_written(ORDER, "en", key)
    town = re.search(r"heard in (.+?) by", written)
    heading = re.search(r"COUNTY COURT AT (.+)\n", written)
    assert town and heading, written
    assert "BRADFORD" not in written and "Bradford" not in written
    assert heading.group(1) == town.group(1).upper(), written


@pytest.mark.parametrize("key", KEYS)
def test_a_role_of_three_words_stays_before_the_name(key: bytes) -> None:
    _, written = run_written(NOTICE, "en", key)
    assert "Deputy District Judge " in written and "DEPUTY DISTRICT JUDGE " in written
    assert "Quarmby" not in written and "QUARMBY" not in written
    sentence = re.search(r"Deputy District Judge (\S+) sat", written)
    shouted = re.search(r"DEPUTY DISTRICT JUDGE (\S+)\n", written)
    assert sentence and shouted and shouted.group(1) == sentence.group(1).upper(), written


PARTIES = (
    "BETWEEN GORDON ELLIS PRIESTLEY and the bank.\n\n"
    "The Defendant, Mr Gordon Priestley, directs Priestley Lettings Limited. Mr Priestley "
    "agreed.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_name_first_written_in_capitals_is_written_plainly_in_a_firms_name(key: bytes) -> None:
    _, written = run_written(PARTIES, "en", key)
    sentence = written.split("\n\n", 1)[1]
    assert "Priestley" not in written and "PRIESTLEY" not in written, written
    assert not [word for word in re.findall(r"[^\W\d_]{3,}", sentence) if word.isupper()], written
