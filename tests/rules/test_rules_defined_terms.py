"""A term a judgment defines in ordinary words with its initials in quotation marks (`Permit to
Work ("PTW")`) is no name: the words and the initials, wherever the text uses them again, are
kept. A firm defined so by its partners' names is still replaced."""

from __future__ import annotations

from functools import cache

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.lexicon.acronyms import spelled_out
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates


@cache
def _pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"defined"))


def _output(text: str) -> str:
    result = next(_pipeline().run([Document("d", text, "en")]))
    return result.rewrites[Mode.PSEUDONYMIZE].text


def test_initials_in_quotes_are_spelled_out_by_the_capitalized_words_before_them() -> None:
    text = 'The employer kept a Permit to Work ("PTW") for the boiler room.'
    assert spelled_out(text, "PTW") == ("Permit", "to", "Work")
    text = "It followed its Lifting Plan Review (“LPR”) each week."
    assert spelled_out(text, "LPR") == ("Lifting", "Plan", "Review")


def test_a_defined_term_and_its_initials_are_kept() -> None:
    text = (
        '9. The company operated a Permit to Work ("PTW") for the boiler room. Mr Oddie '
        "said that the PTW was never shown to the fitters.\n"
    )
    out = _output(text)
    assert 'Permit to Work ("PTW")' in out
    assert "that the PTW was" in out
    assert "Oddie" not in out


def test_a_firm_defined_by_its_partners_names_is_still_replaced() -> None:
    text = (
        '3. The claimant instructed Pickersgill Oddie Rowntree ("POR"), who wrote to the '
        "defendant in May.\n"
    )
    out = _output(text)
    assert "Pickersgill" not in out and "Rowntree" not in out


def test_a_defined_term_with_a_possessive_keeps_its_initials() -> None:
    # (`Carer's`, `Tenants'`: the phrase's grammar, no name's part.)
    text = (
        '4. She received a Carer\'s Support Payment ("CSP") from the council, and Mr Oddie '
        "said the CSP stopped in March.\n"
        '5. The Tenants\' Deposit Scheme ("TDS") held the money for Ms Rowntree.\n'
    )
    out = _output(text)
    assert '("CSP")' in out and "the CSP stopped" in out
    assert '("TDS")' in out
    assert "Oddie" not in out and "Rowntree" not in out


def test_a_firm_defined_by_a_partners_possessive_is_still_replaced() -> None:
    text = '3. The claimant instructed Pickersgill\'s Oddie Rowntree ("POR") in May.\n'
    out = _output(text)
    assert "Pickersgill" not in out and "Rowntree" not in out
