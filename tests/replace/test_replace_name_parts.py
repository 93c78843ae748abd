"""One person named in full and by a part of the name alone (the given name, the family name),
in either order, within a document and across the documents of a corpus, reads as one person:
the part alone is the full name's surrogate's part, in its case where names are declined, even
where a name alone of another person took that word first. Two persons of one given name stay
two persons."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.lexicon.grammar import grammar_for
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates
from tests.pseudonymized import persons, run_written

KEYS = (b"k1", b"k2", b"k3", b"k4")


def _corpus(texts: list[tuple[str, str]], key: bytes) -> list[str]:
    """The documents `texts` (text, language) pseudonymized as one corpus, in order."""
    documents = [Document(str(n), text, lang) for n, (text, lang) in enumerate(texts)]
    pipeline = Pipeline(Config(surrogate_scope="corpus"), [Mode.PSEUDONYMIZE], FakerSurrogates(key))
    return [result.rewrites[Mode.PSEUDONYMIZE].text for result in pipeline.run(documents)]


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize(
    "text",
    [
        "Meera Raghunathan opened the meeting. Later Meera read the budget and Raghunathan "
        "closed it.",
        "Meera read the budget first. Raghunathan closed it. The minutes name Meera "
        "Raghunathan as chair.",
    ],
)
def test_an_english_part_alone_is_the_full_names_part_in_either_order(
    text: str, key: bytes
) -> None:
    _, out = run_written(text, "en", key)
    given, family = re.search(r"(\w+) (\w+) (?:opened|as chair)", out).groups()
    assert re.search(rf"\b{given} read the budget", out)
    assert re.search(rf"\b{family} closed it", out)


@pytest.mark.parametrize("key", KEYS)
def test_an_english_given_name_alone_follows_the_full_name_across_the_corpus(key: bytes) -> None:
    first, second = _corpus(
        [
            ("The visit was led by Meera Raghunathan last week.", "en"),
            ("Meera wrote the summary on Friday.", "en"),
        ],
        key,
    )
    given = re.search(r"led by (\w+) \w+ last", first).group(1)
    assert second.startswith(f"{given} wrote")


# Under these keys another name alone (`Marcia`, `Mona`) draws, before, the given name the full
# name would draw: the full name draws another, which its given name alone then has.
@pytest.mark.parametrize(("key", "other"), [(b"k1", "Mona"), (b"k3", "Mona"), (b"k4", "Marcia")])
def test_a_given_name_another_name_alone_took_is_not_the_full_names(key: bytes, other: str) -> None:
    alone, named = _corpus(
        [
            (f"{other} called the office twice.", "en"),
            ("The visit was led by Meera Raghunathan last week. Meera wrote the summary.", "en"),
        ],
        key,
    )
    given = re.search(r"led by (\w+) \w+ last", named).group(1)
    assert re.search(rf"week\. {given} wrote", named)
    assert not alone.startswith(f"{given} called")


@pytest.mark.parametrize("key", KEYS)
def test_a_czech_given_name_in_the_vocative_is_the_surrogates_given_name(key: bytes) -> None:
    text = "Petra Horáková dorazila ráno. Petro, díky za pomoc. Horáková pak odjela vlakem."
    result, out = run_written(text, "cs", key)
    assert persons(result) == [["Petra Horáková", "Petro", "Horáková"]]
    given, family = re.search(r"^(\w+) (\w+) dorazila", out).groups()
    vocative = grammar_for("cs").inflector.in_form_of("Petro", "Petra", given)
    assert vocative is not None and re.search(rf"\. {vocative}, díky", out)
    assert re.search(rf"\. {family} pak odjela", out)


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("lang", ["cs", "pl"])
def test_a_given_name_alone_follows_the_full_name_across_a_declining_corpus(
    key: bytes, lang: str
) -> None:
    texts = {
        "cs": [("Dohodu podepsala Petra Horáková.", "cs"), ("Petra přišla pozdě.", "cs")],
        "pl": [
            ("Umowę podpisała Agnieszka Wróblewska.", "pl"),
            ("Agnieszka przyszła późno.", "pl"),
        ],
    }
    first, second = _corpus(texts[lang], key)
    given = re.search(r" (\w+) \w+\.$", first).group(1)
    assert second.startswith(f"{given} przyszła" if lang == "pl" else f"{given} přišla")


def test_two_persons_of_one_given_name_stay_two() -> None:
    text = "Maria Holm met Maria Jensen at the market. Later Maria sold the most jam."
    result, out = run_written(text, "en", KEYS[0])
    assert sorted(persons(result)) == [["Maria"], ["Maria Holm"], ["Maria Jensen"]]
    first, second = re.search(r"^(\w+ \w+) met (\w+ \w+) at", out).groups()
    assert first != second
    # (Both given names one word, for which the given name alone stands too.)
    given = first.split()[0]
    assert second.split()[0] == given and re.search(rf"Later {given} sold", out)
