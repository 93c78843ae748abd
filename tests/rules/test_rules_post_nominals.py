"""Letters after a name (`CEng`, `FRCS`, `BSc (Hons)`, `OBE`), the professional bodies that
award them and the standards a trade works to with their number stay as written; the name
before the letters changes. Each text is the project's own."""

from __future__ import annotations

import re
from functools import cache

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates

KEY = b"post-nominals key"


@cache
def _pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(KEY))


def _pseudonymized(text: str) -> str:
    [result] = _pipeline().run([Document("letter", text, "en")])
    return result.rewrites[Mode.PSEUDONYMIZE].text


def _kept(phrase: str, output: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", output) is not None


def test_letters_after_a_name_stay_and_the_name_changes() -> None:
    text = (
        "The survey was signed by Rowena Tallis CEng FICE and countersigned by Dr Ivor "
        "Penhallow MSc (Hons) MRCS FRCA.\n"
    )
    output = _pseudonymized(text)
    for phrase in ("CEng FICE", "MSc (Hons) MRCS FRCA"):
        assert _kept(phrase, output), output
    for name in ("Rowena", "Tallis", "Penhallow"):
        assert name not in output, output
    # (One surrogate name of two words before the letters, not four.)
    before = output.split(" CEng FICE")[0].split("signed by ")[1]
    assert len(before.split()) == 2, output


def test_professional_bodies_and_standards_stay() -> None:
    text = (
        "Both engineers belong to CIBSE and the IStructE, and the architect to the RIBA.\n"
        "The cladding was fixed to BS 8414 and the welding to BS EN 1090-2; the works are "
        "certified to ISO 14001:2015.\n"
    )
    output = _pseudonymized(text)
    for phrase in ("CIBSE", "IStructE", "RIBA", "BS 8414", "BS EN 1090-2", "ISO 14001:2015"):
        assert _kept(phrase, output), output


def test_school_leaving_and_vocational_qualifications_stay() -> None:
    text = (
        "EDUCATION\n2009 – 2011   GCSEs – Fernhill Academy, Wrexham\n"
        "2011 – 2013   BTEC Level 3 in Engineering, A-levels: Physics (B)\n"
    )
    output = _pseudonymized(text)
    for phrase in ("GCSEs", "BTEC Level 3", "A-levels"):
        assert _kept(phrase, output), output
    assert "Wrexham" not in output, output


def test_school_subjects_beside_their_qualification_stay() -> None:
    text = (
        "My daughter Imogen Radcliffe got nine GCSEs and is now doing A Levels in History, "
        "French and Further Maths. Last summer she passed GCSE English Language with a 7.\n"
    )
    output = _pseudonymized(text)
    for phrase in ("A Levels in History, French and Further Maths", "GCSE English Language"):
        assert _kept(phrase, output), output
    for name in ("Imogen", "Radcliffe"):
        assert name not in output, output


def test_workplace_regulations_schemes_and_training_stay() -> None:
    text = (
        "The fall was reported under RIDDOR and the paint store had no COSHH assessment. "
        "Every labourer on the site held a CSCS card, and the supervisor, Wendell Ashcroft, "
        "is a trained Mental Health First Aider with IOSH Managing Safely.\n"
    )
    output = _pseudonymized(text)
    for phrase in ("RIDDOR", "COSHH", "CSCS", "Mental Health First Aider", "IOSH Managing Safely"):
        assert _kept(phrase, output), output
    for name in ("Wendell", "Ashcroft"):
        assert name not in output, output
