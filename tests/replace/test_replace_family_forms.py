"""Every form of one person's family name gets one surrogate, in its form, though no list
holds the name: its cases (`pane Vrbečku`, `s panem Vrbečkem`, `pan Vrbeček`), the woman's
form (`paní Vrbečková`) and the family in the plural (`Vrbečkovi přijedou`, `s Vrbečkovými`,
`u Vrbečků`); Polish `Gwiżdżyński`, `Gwiżdżyńskim`, `Gwiżdżyńscy`, `Gwiżdżyńskich`; Hungarian
`Bakonyi`, `Bakonyival`, `Bakonyiék`, `Bakonyiéknál`. Two families never share one."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.lexicon.inflection.cs.declension import (
    decline,
    family_plural,
    person_paradigm,
)
from pseudonymizer.lexicon.inflection.cs.families import known_family
from pseudonymizer.lexicon.inflection.cs.lists import feminine_family
from pseudonymizer.lexicon.morfeusz import analyse
from pseudonymizer.lexicon.names import family_names
from tests.pseudonymized import persons as _persons
from tests.pseudonymized import run_written as _run

KEYS = (b"first key", b"second key", b"third key")


def _after(out: str, before: str) -> str:
    """The word right after `before` in the output."""
    found = re.search(rf"{before} (\w+)", out)
    assert found is not None, before
    return found.group(1)


CZECH = (
    "Vážený pane Vrbečku,\n\nminulý týden jsem mluvila s panem Vrbečkem o opravě střechy. "
    "Pan Vrbeček slíbil, že práci dokončí do konce dubna. Paní Vrbečková říkala, že s tím "
    "počítá.\n\nVrbečkovi přijedou v pondělí. S Vrbečkovými jsme se viděli v sobotu a u "
    "Vrbečků jsme byli na obědě. Pan Hrabánek, jejich soused, slíbil pomoc.\n\nS pozdravem\n"
    "Jana Horáková"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_czech_unlisted_family_name_is_one_surrogate_in_each_form(key: bytes) -> None:
    assert not known_family("Vrbeček") and not known_family("Hrabánek")
    result, out = _run(CZECH, "cs", key)
    # His cases and his family's are one person, found as a person, something else or a
    # place (`u Vrbečků`); she is another, of the same family name.
    his = ["Vrbečku", "Vrbečkem", "Vrbeček", "Vrbečkovi", "Vrbečkovými", "Vrbečků"]
    assert his in _persons(result) and ["Vrbečková"] in _persons(result)
    family = _after(out, "Pan")  # in the nominative
    paradigm = person_paradigm(family, "Masc")
    assert paradigm is not None
    assert _after(out, "pane") == decline(family, paradigm, "Voc")
    assert _after(out, "panem") == decline(family, paradigm, "Ins")
    hers = feminine_family(family)
    assert hers is not None and _after(out, "Paní") == hers[0]
    # The family in the plural, each form as the original wrote it.
    assert re.search(rf"\n\n{family_plural(family, paradigm, 'Nom')} přijedou", out)
    assert re.search(rf"\b[Ss]e? {family_plural(family, paradigm, 'Ins')} jsme", out)
    assert re.search(rf"\bu {family_plural(family, paradigm, 'Gen', 'ů')} jsme", out)
    # Another family's name is another surrogate family name, in no form the same.
    neighbour = re.search(r"Pan (\w+), jejich soused", out)
    assert neighbour is not None and neighbour.group(1) != family
    assert "Vrbeč" not in out and "Hrabán" not in out


POLISH = (
    "Szanowny Panie Gwiżdżyński,\n\nrozmawiałam z panem Gwiżdżyńskim o remoncie dachu. Pan "
    "Gwiżdżyński obiecał, że skończy prace. Prosiłam też o opinię pana Gwiżdżyńskiego.\n\n"
    "Gwiżdżyńscy przyjadą w poniedziałek. Byliśmy u Gwiżdżyńskich w sobotę. Pani "
    "Gwiżdżyńska mówiła, że pan Gwiżdżyński jest chory.\n\nZ poważaniem\nAnna Kowalczyk"
)


def _family_tags(word: str) -> set[str]:
    return {r.tag for r in analyse(word) if "nazwisko" in r.name_classes}


@pytest.mark.parametrize("key", KEYS)
def test_a_polish_family_name_sgjp_does_not_know_is_one_surrogate_in_each_form(
    key: bytes,
) -> None:
    assert "Gwiżdżyński" not in family_names()
    assert not any("nazwisko" in r.name_classes for r in analyse("Gwiżdżyński"))
    result, out = _run(POLISH, "pl", key)
    # His cases and his family's are one person; she is another, of the same family name.
    his = ["Gwiżdżyński"] * 3 + ["Gwiżdżyńskim", "Gwiżdżyńskiego", "Gwiżdżyńscy", "Gwiżdżyńskich"]
    assert sorted(map(sorted, _persons(result)))[1:] == [sorted(his), ["Gwiżdżyńska"]]
    assert "Gwiżdżyń" not in out
    his_surrogate = _after(out, "Pan")
    words = {
        "panem": "inst",
        "pana": "gen",
        "Panie": "voc",
        "u": "gen",
        "Pani": "nom",
    }
    for before, case in words.items():
        found = _after(out, before)
        assert any(case in tag for tag in _family_tags(found)), (before, found)
    lemmas = {
        r.lemma.removesuffix("a") + "i" if r.lemma.endswith("ska") else r.lemma
        for before in words
        for r in analyse(_after(out, before))
        if "nazwisko" in r.name_classes
    }
    assert his_surrogate in lemmas
    plural = re.search(r"\n\n(\w+) przyjadą", out)
    assert plural is not None and any("pl:nom" in t for t in _family_tags(plural.group(1)))


HUNGARIAN = (
    "Kedves Bakonyi úr!\n\nMúlt héten beszéltem Bakonyi úrral a tető javításáról. Bakonyiék "
    "hétfőn érkeznek, szombaton Bakonyiéknál voltunk. Bakonyival holnap találkozom, és a "
    "számlát Bakonyinak is elküldöm.\n\nÜdvözlettel:\nKiss Anna"
)


@pytest.mark.parametrize("key", KEYS)
def test_a_hungarian_family_name_no_list_holds_keeps_its_endings(key: bytes) -> None:
    assert "Bakonyi" not in family_names()
    result, out = _run(HUNGARIAN, "hu", key)
    assert "Bakonyi" not in out
    forms = ["Bakonyi", "Bakonyi", "Bakonyiék", "Bakonyiéknál", "Bakonyival", "Bakonyinak"]
    assert forms in _persons(result)
    family = _after(out, "Kedves")
    inflector = inflector_for("hu")
    for word in ("Bakonyiék", "Bakonyiéknál", "Bakonyival", "Bakonyinak"):
        ending = inflector.ending_after(word, "Bakonyi")
        assert ending is not None and inflector.attach(family, ending) in out


@pytest.mark.parametrize(
    ("text", "family"),
    [
        ("Pénteken meghívtuk Vargáékat vacsorára, és sokáig beszélgettünk.", "Vargáékat"),
        ("A nyáron Pappékat is elvittük a tóhoz horgászni.", "Pappékat"),
        ("Tegnap Kisséket láttuk a piacon.", "Kisséket"),
    ],
)
def test_a_hungarian_family_in_the_accusative_is_a_family_with_its_ending(
    text: str, family: str
) -> None:
    result, out = _run(text, "hu", KEYS[0])
    assert [family] in _persons(result)
    written = out.split()[text.split().index(family)]
    # Another family name with `-ék` and the accusative in its harmony, no town.
    assert written != family and re.fullmatch(r"[A-ZÁÉÍÓÖŐÚÜŰ]\w+ék[ae]t", written), out


def test_a_hungarian_plural_noun_in_the_accusative_is_no_family() -> None:
    text = "Láttuk a Kárpátokat és a Tátrát."
    result, _ = _run(text, "hu", KEYS[0])
    assert not any(form.endswith("okat") for forms in _persons(result) for form in forms)


@pytest.mark.parametrize("key", KEYS)
def test_a_family_name_in_a_case_its_reading_guessed_is_one_person_with_it_alone(
    key: bytes,
) -> None:
    # `Lípovi` may be Líp's or Lípa's: the same word alone says which, one person.
    text = "Soud přiznal Karlu Lípovi náhradu škody. Pan Lípa se odvolal."
    result, out = _run(text, "cs", key)
    assert _persons(result) == [["Karlu Lípovi", "Lípa"]]
    assert "Líp" not in out
    # A man of another family alone stays another person.
    other = "Soud přiznal Karlu Lípovi náhradu škody. Pan Dub se odvolal."
    assert len(_persons(_run(other, "cs", key)[0])) == 2


@pytest.mark.parametrize("key", KEYS)
def test_swedish_family_name_in_the_genitive_keeps_its_surrogate_and_s(key: bytes) -> None:
    # No list holds Grevholm: its genitive was another person's surrogate, without its `s`.
    text = (
        "Grannen, Torbjörn Grevholm, har informerats och Grevholms försäkringsbolag är "
        "kontaktat.\nOm du har frågor kan du vända dig till Torbjörn Grevholms försäkringsbolag.\n"
    )
    _, out = _run(text, "sv", key)
    full = re.search(r"Grannen, (\w+) (\w+),", out)
    assert full is not None
    given, family = full.groups()
    assert f"och {family}s försäkringsbolag" in out
    assert f"till {given} {family}s försäkringsbolag" in out
    assert "Grevholm" not in out
