"""employers: a name after a verb or noun of working and its preposition (`worked at X`, `bei
X arbeiten`, `pracovat u X`, `jobba på X`) is the employer, a firm, though a model reads a
person or a place, and its surrogate reads as a firm; a person a title vouches for, or a name
the lists know as a person's, stays a person there."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.lexicon.legal_forms import legal_form_of
from tests.pseudonymized import run_written

KEY = b"employers key"
ORG, PERSON = Category.ORGANIZATION, Category.PERSON

# Per language: sentences naming an employer, each with its name as written.
EMPLOYERS = {
    "en": [
        ("After university I worked at Brennex and liked it.", "Brennex"),
        ("She has had a job with Quorvia since the spring.", "Quorvia"),
    ],
    "de": [
        ("Ich arbeite gern bei Quorvia im Vertrieb.", "Quorvia"),
        ("Mein Bruder hat eine Stelle bei Brennex bekommen.", "Brennex"),
    ],
    "cs": [
        ("Pracoval jsem tři roky u Brennexu.", "Brennexu"),
        ("Můj bratr pracuje pro Quorvii a je spokojený.", "Quorvii"),
    ],
    "sv": [
        ("Jag jobbar på Brennex sedan två år.", "Brennex"),
        ("Min bror arbetar hos Quorvia och trivs.", "Quorvia"),
    ],
}
# Per language: a person after the same preposition, vouched for by a title or the name lists.
PERSONS = {
    "en": ("Last week I worked with Anna on the report.", "Anna"),
    "de": ("Gestern war ich bei Herrn Dallow zum Gespräch.", "Dallow"),
    "cs": ("Pracuji u Nováka v dílně.", "Nováka"),
    "sv": ("Jag jobbar hos Anna på kaféet.", "Anna"),
}


def _changed(text: str, written: str) -> str:
    """What `written` has in place of `text` between the parts they share at both ends."""
    head = 0
    while head < min(len(text), len(written)) and text[head] == written[head]:
        head += 1
    tail = 0
    while tail < min(len(text), len(written)) - head and text[-1 - tail] == written[-1 - tail]:
        tail += 1
    start = written.rfind(" ", 0, head) + 1  # (whole words: `Quorvia`, `Quinn AG` share `Q`)
    end = written.find(" ", len(written) - tail)
    return written[start : end if end >= 0 else len(written)]


def _categories(text: str, lang: str) -> tuple[dict[str, Category], str]:
    result, written = run_written(text, lang, KEY)
    return {m.text_in(text): m.category for m in result.mentions}, written


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [(lang, text, name) for lang, cases in EMPLOYERS.items() for text, name in cases],
)
def test_an_employer_is_a_firm_and_its_surrogate_one(lang: str, text: str, name: str) -> None:
    found, written = _categories(text, lang)
    assert found.get(name) is ORG, found
    assert name not in written, written
    # (Drawn as a person's or a town's name, the writer worked at someone or at a place.)
    firm = _changed(text, written)
    joined = any(mark in firm for mark in ("&", ",", " and ", " a ", " és "))
    formed = any(legal_form_of(form) for form in (firm, firm.rstrip("."), firm + "."))
    assert formed or joined, written


@pytest.mark.parametrize("lang", sorted(PERSONS))
def test_a_person_there_stays_a_person(lang: str) -> None:
    text, name = PERSONS[lang]
    found, written = _categories(text, lang)
    assert found.get(name) is PERSON, found
    assert name not in written, written
