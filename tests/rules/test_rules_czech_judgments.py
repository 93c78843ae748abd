"""Czech judgments with the real pipeline: the file numbers of the courts' registers and the
courts a judgment cites are public and written as they stand, and so are the parties' roles
(`kupující`, `žalovaný`); the parties' names around them are replaced."""

from __future__ import annotations

import pytest

from tests.pseudonymized import run_written

KEY = b"csjud"


@pytest.mark.parametrize(
    "number",
    ["27 Cdo 3318/2020", "11 C 402/2016", "6 Tdo 1045/2014", "33 Odo 612/2004", "5 Nc 2210/2021"],
)
def test_a_courts_file_number_is_written_as_it_stands(number: str) -> None:
    text = f"Okresní soud projednal návrh žalobkyně Jitky Vondráčkové pod sp. zn. {number} znovu."
    _, written = run_written(text, "cs", KEY)
    assert number in written
    assert "Vondráčkové" not in written


def test_several_cited_file_numbers_in_brackets_are_kept() -> None:
    text = "Tak soudy rozhodují ustáleně (srov. 28 Cdo 915/2013, 4 Tz 61/2012 nebo 9 Co 17/2020)."
    _, written = run_written(text, "cs", KEY)
    for number in ("28 Cdo 915/2013", "4 Tz 61/2012", "9 Co 17/2020"):
        assert number in written


@pytest.mark.parametrize("court", ["Soudního dvora EU", "Nejvyššího správního soudu"])
def test_a_cited_court_is_kept(court: str) -> None:
    text = f"Dovolatel Bohumil Kratochvíl se dovolává judikatury {court} k této otázce."
    _, written = run_written(text, "cs", KEY)
    assert court in written
    assert "Kratochvíl" not in written


@pytest.mark.parametrize(
    "role", ["kupující", "prodávajícímu", "kupujícího", "pronajímatelka", "dlužníkovi", "nájemce"]
)
def test_a_partys_role_is_kept(role: str) -> None:
    text = f"Podle kupní smlouvy uzavřené s Vladimírem Šustrem měl {role} uhradit doplatek včas."
    _, written = run_written(text, "cs", KEY)
    assert f" {role} " in written
    assert "Šustrem" not in written


@pytest.mark.parametrize(
    "part",
    ["Výrok III", "Výrok II", "Část IV"],
)
def test_a_judgments_part_by_its_roman_numeral_is_kept(part: str) -> None:
    text = f"9. {part}. se opírá o § 142 odst. 1 o. s. ř., jak navrhl Oldřich Kafka."
    _, written = run_written(text, "cs", KEY)
    assert f"{part}." in written
    assert "Kafka" not in written


@pytest.mark.parametrize(
    ("text", "lang", "name"),
    [
        ("Stát vyplatil znalci Ing. Bednářovi znalečné ve výši 6 240 Kč.\n", "cs", "Bednářovi"),
        ("Soud ustanovil opatrovníkem JUDr. Kováře z Brna.\n", "cs", "Kováře"),
        ("Das Gutachten erstellte Dipl.-Ing. Wagner im Mai.\n", "de", "Wagner"),
    ],
)
def test_a_name_after_a_short_title_stands_inside_its_sentence(
    text: str, lang: str, name: str
) -> None:
    # `znalci Ing. Bednářovi` was kept: the title's full stop read as a sentence's end, and
    # the name's case of an ordinary word (`bednář`) outweighed the title.
    from tests.pseudonymized import run_written

    _, output = run_written(text, lang, b"short titles")
    assert name not in output, output
