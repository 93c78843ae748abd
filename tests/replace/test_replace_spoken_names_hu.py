"""How a Hungarian interview names people: diminutives no table lists (`a Gizi`,
`Mariska`), a name before a kin word (`Julis mama`, `Csizmadia nagybácsi`) are persons with
persons' surrogates; a common noun before `néni` or `bácsi` (`a Tanító néni`) is no one's
name and stays."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.lexicon.places import places
from pseudonymizer.lexicon.substitutes import given_names
from tests.pseudonymized import run_written

KEY = b"spoken names hu"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("V: A szomszédunk, a Gizi, minden vasárnap átjött hozzánk.", "Gizi"),
        ("V: Az anyósom, Erzsike, varrónő volt a faluban.", "Erzsike"),
        ("V: A húgom, Juliska, most Szegeden él.", "Juliska"),
        ("V: Ott volt a Pocsai nagybácsi is, ő hozta a bort.", "Pocsai"),
        ("V: Az öreg Terus mama mindig rétest sütött.", "Terus"),
    ],
)
def test_a_diminutive_or_a_name_before_a_kin_word_is_a_person(text: str, name: str) -> None:
    result, out = run_written(text, "hu", KEY)
    assert name not in out, out
    [mention] = [m for m in result.mentions if m.text_in(text) == name]
    assert mention.category is Category.PERSON, mention
    new = out.split()[text.split().index(next(w for w in text.split() if w.startswith(name)))]
    assert new.strip(",.") not in places("hu"), out


@pytest.mark.parametrize(
    ("text", "noun"),
    [
        ("V: Az iskolában a Tanító néni mindig megdicsért.", "Tanító néni"),
        ("V: Reggel jött a Postás bácsi a nyugdíjjal.", "Postás bácsi"),
    ],
)
def test_a_common_noun_before_neni_or_bacsi_is_kept(text: str, noun: str) -> None:
    _, out = run_written(text, "hu", KEY)
    assert noun in out, out


def test_an_article_before_a_given_name_opening_a_sentence_stays_the_article() -> None:
    text = "V: A bátyám Pécsen lakik. Az Imre... ő sajnos meghalt, a Zoli meg Győrben él."
    result, out = run_written(text, "hu", KEY)
    assert "Imre" not in out and "Zoli" not in out, out
    [imre] = [m for m in result.mentions if "Imre" in m.text_in(text)]
    assert imre.text_in(text) == "Imre", imre
    assert ". Az " in out or ". A " in out, out


def test_an_adverb_that_spells_a_family_names_case_stays() -> None:
    # (`Nagyon`: very; also Nagy's case, the family name of someone the text names.)
    text = "Nagy Zsófiával jártunk Egerben. Nagyon tetszett a vár, és Nagyon finom volt a bor."
    _, out = run_written(text, "hu", KEY)
    assert "Zsófiával" not in out, out
    assert out.count("Nagyon") == 2, out


@pytest.mark.parametrize(
    ("text", "kin", "name"),
    [
        ("V: Anyám, Kertész Irén, a postán dolgozott.", "Anyám", "Kertész Irén"),
        ("V: Nagymamámtól tanultam főzni, Ozsvári Teréztől.", "Nagymamámtól", "Ozsvári"),
        ("V: Bátyám, Lengyel Tamás, Győrben lakik.", "Bátyám", "Lengyel Tamás"),
        # (The family's `-ék`, grandma and hers, in a chat where grandma writes too.)
        (
            "[05.07.24, 17:48] Mama: Hozzatok dinnyét!\n"
            "[05.07.24, 17:49] Lili: megyünk mamáékhoz, Szalai Ottó is jön\n",
            "mamáékhoz",
            "Szalai",
        ),
        (
            "[05.07.24, 17:48] Mama: Mikor jöttök?\n"
            "[05.07.24, 17:49] Dani: alszom mamáéknál, Bodnár Kata hoz el\n",
            "mamáéknál",
            "Bodnár",
        ),
    ],
)
def test_a_kin_word_with_its_whose_and_case_endings_stays(text: str, kin: str, name: str) -> None:
    # `Anyám, Csizmadia Erzsébet` became `Klárám, ...`: my mother read as a given name with
    # its ending; the woman named after the comma is the person.
    _, out = run_written(text, "hu", KEY)
    assert kin in out, out
    assert name not in out, out


@pytest.mark.parametrize(
    ("text", "name", "gender"),
    [
        ("V: Vasárnap a Terus mama főzött nekünk levest.", "Terus", "female"),
        ("V: A Matyi papa mindig elvitt horgászni.", "Matyi", "male"),
        ("V: Nyáron Ancsa nagynéni vigyázott ránk.", "Ancsa", "female"),
    ],
)
def test_a_name_before_a_kin_word_gets_a_given_name_of_the_kin_words_gender(
    text: str, name: str, gender: str
) -> None:
    # (A family calls its members by the given name before the kin word; a family name
    # drawn there reads as no one's grandmother.)
    _, out = run_written(text, "hu", KEY)
    assert name not in out, out
    index = text.split().index(name)
    assert out.split()[index] in given_names("hu_HU", gender), out


@pytest.mark.parametrize("name", ["Pista", "Jóska"])
def test_a_nickname_the_word_tables_also_spell_before_bacsi_is_replaced(name: str) -> None:
    # (`Pista`, a runway too, is István's nickname: no common noun addressed.)
    text = f"V: Este átjött a {name} bácsi, és sokáig beszélgettünk.\n"
    _, out = run_written(text, "hu", KEY)
    assert name not in out, out
    assert " bácsi, és" in out, out


@pytest.mark.parametrize(
    ("text", "name", "kin", "gender"),
    [
        ("V: Nyaranta Bözsi néni főzte a lekvárt.", "Bözsi", "néni", "female"),
        ("V: A Manci néni minden reggel kijött a kapuba.", "Manci", "néni", "female"),
    ],
)
def test_a_nickname_no_dictionary_lists_before_neni_is_a_given_name(
    text: str, name: str, kin: str, gender: str
) -> None:
    # (The word tables spell `Bözsi` as a word; the dictionary, which lists `tanító`, does
    # not: a nickname, which was kept as a noun addressed.)
    _, out = run_written(text, "hu", KEY)
    assert name not in out, out
    index = text.split().index(name)
    assert out.split()[index] in given_names("hu_HU", gender), out
    assert out.split()[index + 1] == kin, out


@pytest.mark.parametrize(
    ("text", "nick"),
    [
        ("Apu: A bort a Tóth Lacinál vettem múltkor.\n", "Lacinál"),
        ("V: Laci mindig elkésett a buszról.\n", "Laci"),
    ],
)
def test_a_nickname_another_countrys_list_holds_as_a_womans_keeps_the_mans_gender(
    text: str, nick: str
) -> None:
    # (`Laci`, László's, is a woman's name in another country's list: `Tóth Lacinál` became
    # a woman's name.)
    _, out = run_written(text, "hu", KEY)
    index = text.split().index(nick)
    new = inflector_for("hu").split(out.split()[index].strip("."))[0]
    assert nick not in out and new in given_names("hu_HU", "male"), out


def test_a_womans_listed_given_name_keeps_her_gender() -> None:
    text = "V: A kulcsot Tóth Annánál hagytam.\n"
    _, out = run_written(text, "hu", KEY)
    new = inflector_for("hu").split(out.split()[4])[0]
    assert "Tóth" not in out and new in given_names("hu_HU", "female"), out
