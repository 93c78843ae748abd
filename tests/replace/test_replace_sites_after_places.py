"""A mill, a school, a town's hall named after its place (`<place> Mill`, `<place> High`,
`<town> Town Hall`) keeps its kind word; only the place's name changes, into a place's."""

from __future__ import annotations

import pytest

from pseudonymizer.detect.ner import _site_after_its_name
from tests.pseudonymized import run_written

KEY = b"sites after places"


@pytest.mark.parametrize(
    ("text", "site", "kind"),
    [
        ("My uncle worked at Ravensholme Mill until it shut in 1979.", "Ravensholme", "Mill"),
        ("After the eleven-plus she went to Kettlewick High, on the hill.", "Kettlewick", "High"),
        ("They married at Thornsby Town Hall, in the big room upstairs.", "Thornsby", "Town Hall"),
    ],
)
def test_a_site_named_after_its_place_keeps_its_kind(text: str, site: str, kind: str) -> None:
    _, output = run_written(text, "en", KEY)
    assert site not in output
    assert f" {kind}" in output, output


@pytest.mark.parametrize("span", ["Ravensholme Mill", "Kettlewick High", "Thornsby Town Hall"])
def test_names_before_a_sites_kind_are_a_site(span: str) -> None:
    assert _site_after_its_name(span, "en")


@pytest.mark.parametrize("span", ["Emily Hall", "Stuart Mill", "Hall", "Ravensholme Street"])
def test_a_person_before_the_kind_or_no_kind_is_no_site(span: str) -> None:
    assert not _site_after_its_name(span, "en")
