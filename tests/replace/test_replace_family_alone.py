"""A family name alone, in any case, names the person whose full name the document gives
(`s panem Šindelářem` ... `Vojtěch Šindelář`): one entity, whose surrogate's family name stands
for it in its case, and an address that spells that person's name in another form follows the
surrogate in that form too. Another person of the same family name keeps theirs; two persons
of one family name leave the name alone to neither."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.lexicon.inflection.cs.declension import decline, person_paradigm
from pseudonymizer.lexicon.morfeusz import lemma
from pseudonymizer.lexicon.substitutes import given_gender
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.emails import ascii_word
from pseudonymizer.replace.surrogates import FakerSurrogates
from tests.pseudonymized import persons as _persons
from tests.pseudonymized import run_written as _run

# Several keys: a surrogate read back otherwise than its original is redrawn, which once gave
# the full name and the family name alone two different surrogates under some keys only.
KEYS = (b"first key", b"second key", b"third key", b"fourth key", b"fifth key")


CZECH = (
    "Dnes jsem volala panu Šindelářovi kvůli faktuře. Odpověď pošlete na adresu "
    "vojtecha.sindelar@example.cz.\n\nS úctou\nVojtěch Šindelář"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_czech_family_name_alone_follows_its_person_in_its_case(key: bytes) -> None:
    result, out = _run(CZECH, "cs", key)
    assert _persons(result) == [["Šindelářovi", "Vojtěch Šindelář"]]
    alone = re.search(r"panu (\w+) kvůli", out).group(1)
    given, family = re.search(r"S úctou\n(\w+) (\w+)\Z", out).groups()
    paradigm = person_paradigm(family, "Masc")
    assert paradigm is not None and alone == decline(family, paradigm, "Dat")
    # `vojtecha.` is Vojtěch's genitive: the address spells the surrogate's, the family name
    # as written.
    local = re.search(r"adresu (\S+)@", out).group(1)
    given_paradigm = person_paradigm(given, "Masc")
    assert given_paradigm is not None
    assert local == f"{ascii_word(decline(given, given_paradigm, 'Gen'))}.{ascii_word(family)}"


@pytest.mark.parametrize("key", KEYS[:2])
def test_czech_man_and_woman_of_one_family_name_each_keep_theirs(key: bytes) -> None:
    text = (
        "Vojtěch Šindelář a Marta Šindelářová podepsali smlouvu. Pan Šindelář zaplatil "
        "zálohu a paní Šindelářové jsme poslali potvrzení."
    )
    result, out = _run(text, "cs", key)
    assert sorted(_persons(result)) == [
        ["Marta Šindelářová", "Šindelářové"],
        ["Vojtěch Šindelář", "Šindelář"],
    ]
    man, woman = re.search(r"^\w+ (\w+) a \w+ (\w+) podepsali", out).groups()
    assert re.search(rf"Pan {man} zaplatil", out)
    assert re.search(rf"paní {woman[:-1]}é jsme", out)


def test_two_persons_of_one_family_name_leave_it_alone_to_neither() -> None:
    text = "Petr Šindelář a Vojtěch Šindelář jsou bratři. Pan Šindelář přišel pozdě."
    result, _ = _run(text, "cs", KEYS[0])
    assert ["Šindelář"] in _persons(result)


@pytest.mark.parametrize("key", KEYS)
def test_a_polish_family_name_alone_follows_its_person_in_its_case(key: bytes) -> None:
    text = (
        "Wczoraj rozmawiałem z panem Zielińskim o umowie. Proszę pisać na adres "
        "tomasz.zielinski@example.pl.\n\nZ poważaniem\nTomasz Zieliński"
    )
    result, out = _run(text, "pl", key)
    assert _persons(result) == [["Zielińskim", "Tomasz Zieliński"]]
    alone = re.search(r"z panem (\w+) o umowie", out).group(1)
    given, family = re.search(r"poważaniem\n(\w+) (\w+)\Z", out).groups()
    assert alone != family and lemma(alone) == lemma(family)
    assert f"{ascii_word(given)}.{ascii_word(family)}@" in out


@pytest.mark.parametrize("key", KEYS[:3])
def test_an_english_family_name_alone_follows_its_person_not_a_woman_of_it(key: bytes) -> None:
    text = (
        "Yesterday I spoke with Mr Harrington about the lease. Regards, Peter Harrington. "
        "Mrs Harrington sends her greetings."
    )
    result, out = _run(text, "en", key)
    assert sorted(_persons(result)) == [["Harrington"], ["Harrington", "Peter Harrington"]]
    alone, family, hers = re.search(
        r"with Mr (\w+) about .* \w+ (\w+)\. Mrs (\w+) sends", out
    ).groups()
    assert alone == family == hers  # one family name, and one surrogate for it


@pytest.mark.parametrize("key", KEYS)
def test_across_the_corpus_a_family_name_alone_follows_the_person_named_before(
    key: bytes,
) -> None:
    documents = [
        Document("1", "Smlouvu za firmu podepsal Ing. Vojtěch Šindelář.", "cs"),
        Document("2", "Včera jsem o smlouvě mluvila s panem Šindelářem.", "cs"),
    ]
    pipeline = Pipeline(Config(surrogate_scope="corpus"), [Mode.PSEUDONYMIZE], FakerSurrogates(key))
    first, second = (r.rewrites[Mode.PSEUDONYMIZE].text for r in pipeline.run(documents))
    family = re.search(r"Ing\. \w+ (\w+)\.", first).group(1)
    alone = re.search(r"s panem (\w+)\.", second).group(1)
    paradigm = person_paradigm(family, "Masc")
    assert paradigm is not None and alone == decline(family, paradigm, "Ins")


@pytest.mark.parametrize("key", KEYS[:3])
def test_a_mans_title_makes_a_womans_given_name_a_family_name_in_its_case(key: bytes) -> None:
    # `pana Lisa` is Lis's genitive, not the woman's name Lisa: a man's family name in it.
    text = "Dokumenty odebrałam od pana Lisa rano, a potem zadzwoniłam do pana Lisa znowu."
    result, out = _run(text, "pl", key)
    assert _persons(result) == [["Lisa", "Lisa"]]
    first, second = re.search(r"od pana (\w+) .* do pana (\w+) znowu", out).groups()
    assert first == second != "Lisa"
    assert lemma(first) != first  # declined: a genitive, as `Lisa` is
    assert given_gender("pl_PL", first) is None and given_gender("pl_PL", lemma(first)) != "female"
