"""What a Czech text pseudonymized keeps and how it writes what it replaces, read from the
written output: units, institutions, common nouns, towns of several words, persons in a case,
firms named after their town."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.lexicon.grammar import grammar_for
from pseudonymizer.lexicon.names import given_names
from pseudonymizer.lexicon.nicknames import diminutive_of
from tests.pseudonymized import persons, run_written

KEY = b"czech output"


@pytest.mark.parametrize(
    "text",
    [
        "Včera večer bylo venku 7 °C a ráno už mrzlo.",
        "V kotelně naměřil technik 65 °C. Svědek to potvrdil.",
        "V zimě klesla teplota na -12 °C, tak jsme topili dřevem.",
    ],
)
def test_a_degree_and_its_unit_are_kept(text: str) -> None:
    _, out = run_written(text, "cs", KEY)
    number = text.split(" °")[0].rsplit(" ", 1)[1]
    assert f"{number} °C" in out


def test_a_name_after_a_measure_is_still_replaced() -> None:
    text = "Teplota byla 21 °C. Pavel Dušek pak zavřel okno."
    _, out = run_written(text, "cs", KEY)
    assert "21 °C" in out
    assert "Dušek" not in out


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Stížnost jsem poslal ke Krajskému úřadu v Olomouci minulý týden.", "ke Krajskému úřadu"),
        ("Věc byla předána Krajskému soudu v Ostravě k rozhodnutí.", "Krajskému soudu"),
        ("O dotaci rozhodl odbor Krajského úřadu v Jihlavě.", "Krajského úřadu"),
        ("Návrh podala k Okresnímu soudu v Táboře.", "Okresnímu soudu"),
    ],
)
def test_an_institutions_kind_in_a_case_is_kept_and_its_town_replaced(text: str, kept: str) -> None:
    _, out = run_written(text, "cs", KEY)
    assert kept in out
    town = text.split(" v ")[1].split()[0].rstrip(".")
    assert town not in out


def test_a_family_name_of_an_adjectives_form_is_still_replaced() -> None:
    text = "Dopis jsem předal panu Krásnému a jeho ženě Kláře Krásné."
    _, out = run_written(text, "cs", KEY)
    assert "Krásnému" not in out


@pytest.mark.parametrize(
    "text",
    [
        "Loni jsme si koupili řadovku na kraji města a jsme spokojeni.",
        "V naší ulici je pět řadovek a všechny mají zahradu.",
    ],
)
def test_a_common_noun_in_lower_case_is_no_diminutive_of_a_name(text: str) -> None:
    _, out = run_written(text, "cs", KEY)
    assert out == text


def test_a_diminutive_of_a_name_in_lower_case_is_still_replaced() -> None:
    text = "včera jsem byl venku s kubíkem a pak jsme šli na pivo"
    _, out = run_written(text, "cs", KEY)
    assert "kubíkem" not in out


@pytest.mark.parametrize(
    "text",
    [
        "Rozhodnutí bylo doručeno Městským úřadem Kolín v pondělí.",
        "Stanovisko vydal Krajským úřadem pověřený odbor dopravy.",
    ],
)
def test_an_adjective_opening_an_institutions_name_is_no_person(text: str) -> None:
    _, out = run_written(text, "cs", KEY)
    opening = text.split(" úřadem")[0].rsplit(" ", 1)[1]
    assert f"{opening} úřadem" in out


@pytest.mark.parametrize(
    ("text", "preposition"),
    [
        ("Žádost vyřídil Městský úřad Kolín. Bydlíme kousek od Kolína.", "od"),
        ("Dopis převzal Městský úřad Benešov a pak jsme jeli do Benešova.", "do"),
        ("Podání přijal Městský úřad Kolín a v Kolíně jsme pak zůstali.", "v"),
    ],
)
def test_a_town_in_an_institutions_name_and_alone_gets_one_surrogate(
    text: str, preposition: str
) -> None:
    _, out = run_written(text, "cs", KEY)
    town = text.split("úřad ")[1].split()[0].rstrip(".")
    assert town not in out
    named = out.split("úřad ")[1].split()[0].rstrip(".")
    alone = out.split(f" {preposition} ")[-1].split()[0].rstrip(".")
    # The same town, inflected (`Jablunkov`, `do Jablunkova`).
    assert named[:4] == alone[:4]


def test_a_person_named_like_the_town_stays_a_person() -> None:
    text = "Žádost vyřídil Městský úřad Benešov. Jednal jsem tam s panem Benešem."
    result, out = run_written(text, "cs", KEY)
    named = [e for e in result.entities if any(m.text_in(text) == "Benešem" for m in e.mentions)]
    assert named[0].category.name == "PERSON"
    assert "Benešem" not in out


@pytest.mark.parametrize(
    ("text", "before", "accusative"),
    [
        ("Ve čtvrtek jsem potkal Kristýnu Novákovou v parku.", "potkal", "Novákovou"),
        ("Včera jsem viděl Kristýnu Svobodovou u nádraží.", "viděl", "Svobodovou"),
        (
            "Přišla Kristýna Nováková. Pak jsem pozdravil Kristýnu Novákovou.",
            "pozdravil",
            "Novákovou",
        ),
    ],
)
def test_every_word_of_a_persons_surrogate_takes_the_names_case(
    text: str, before: str, accusative: str
) -> None:
    _, out = run_written(text, "cs", KEY)
    given = out.split(f"{before} ")[1].split()[0]
    # Her given name in the accusative, as her family name is (`Jiřinu Fišerovou`).
    assert given.endswith(("u", "i"))
    assert accusative not in out


def test_a_family_name_in_the_genitive_keeps_its_case_after_an_undeclined_given_name() -> None:
    _, out = run_written("Ten balík jsem dostal od Jiří Nováka včera.", "cs", KEY)
    family = out.split(" včera")[0].split()[-1]
    assert family.endswith("a")


@pytest.mark.parametrize(
    ("text", "town", "preposition", "joiner"),
    [
        ("Ve středu jsem byl v Jablonci nad Nisou na úřadě.", "Jablonci nad Nisou", "v", "nad"),
        ("Každý den dojíždí do Frenštátu pod Radhoštěm vlakem.", "Frenštátu", "do", "pod"),
        ("Chalupu máme v Brandýse nad Labem u lesa.", "Brandýse nad Labem", "v", "nad"),
    ],
)
def test_a_town_on_a_river_is_one_place_inflected_as_one(
    text: str, town: str, preposition: str, joiner: str
) -> None:
    result, out = run_written(text, "cs", KEY)
    whole = [m for m in result.mentions if f" {joiner} " in m.text_in(text)]
    assert len(whole) == 1 and whole[0].text_in(text).startswith(town.split()[0])
    assert town.split()[0] not in out
    # Another town on a river, in its place: `v Bakově nad Jizerou`.
    after = out.split(f" {preposition} ", 1)[1].split()
    assert after[1] in ("nad", "pod") and after[0][:1].isupper() and after[2][:1].isupper()


def test_a_noun_before_a_river_is_no_town() -> None:
    text = "Restaurace nad Vltavou byla celý večer plná."
    result, out = run_written(text, "cs", KEY)
    assert out.startswith("Restaurace nad ")
    assert not any(m.text_in(text).startswith("Restaurace") for m in result.mentions)


@pytest.mark.parametrize(
    "text",
    [
        "Do Frýdku-Místku jsem jel ráno, ve Frýdku-Místku jsem pak spal.",
        "Z Frýdku-Místku je to kousek, ve Frýdku-Místku bydlí teta.",
    ],
)
def test_both_parts_of_a_hyphened_town_take_its_case(text: str) -> None:
    _, out = run_written(text, "cs", KEY)
    assert "Frýdku" not in out and "Místku" not in out
    towns = [word.strip(",.") for word in out.split() if "-" in word]
    first, second = (town.split("-") for town in towns)
    # One town in two cases: each part its own, declined alike (`Hulína-Kyjova`, `Hulíně-Kyjově`).
    assert first != second
    assert [part[:3] for part in first] == [part[:3] for part in second]


@pytest.mark.parametrize(
    ("text", "stems"),
    [
        ("Večer jsme dojeli do Kutné Hory a v Kutné Hoře jsme spali.", ("Kutn", "Ho")),
        ("Z České Lípy jezdím přes Českou Lípu, Česká Lípa je blízko.", ("Česk", "Líp")),
        ("Nová Paka je malá. Bydlím v Nové Pace a jezdím do Nové Paky.", ("Nov", "Pa")),
    ],
)
def test_a_town_of_an_adjective_and_a_noun_is_one_place_in_every_case(
    text: str, stems: tuple[str, str]
) -> None:
    # Once the model read some cases as a place, others as an adjective and a given name.
    result, out = run_written(text, "cs", KEY)
    towns = [m for m in result.mentions if m.text_in(text).startswith(stems[0])]
    assert len(towns) == text.count(stems[0])
    assert all(m.category.name == "LOCATION" and " " in m.text_in(text) for m in towns)
    assert not any(m.text_in(text).split()[1] in out for m in towns)
    # One town in each case: its two words' stems alike in each (`Krásné Lípě`, `Krásnou Lípu`).
    capital = "[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ][^\\W\\d_]+"
    surrogates = re.findall(rf"({capital}) ({capital})", out)
    assert len(surrogates) == len(towns)
    assert len({(first[:4], second[:3]) for first, second in surrogates}) == 1


def test_a_person_after_an_adjective_is_no_town() -> None:
    text = "Malý Petr si hrál na zahradě s Janou Novou."
    result, _ = run_written(text, "cs", KEY)
    assert not any(m.category.name == "LOCATION" for m in result.mentions)


def test_a_double_family_name_stays_a_person() -> None:
    text = "Včera jsem mluvil s paní Navrátilovou-Kynclovou o zakázce."
    result, _ = run_written(text, "cs", KEY)
    assert all(m.category.name == "PERSON" for m in result.mentions if "-" in m.text_in(text))


@pytest.mark.parametrize(
    ("text", "firm", "town"),
    [
        ("Pracoval v Hanáckých strojírnách Přerov deset let.", "Hanáckých strojírnách", "Přerov"),
        (
            "Smlouvu jsme podepsali s Jihočeskými stavbami Tábor v březnu.",
            "s Jihočeskými stavbami",
            "Tábor",
        ),
        ("Letos propouštějí Vítkovické strojírny Opava i další.", "Vítkovické strojírny", "Opava"),
    ],
)
def test_a_firm_named_by_its_regions_adjective_trade_and_town_is_one_firm(
    text: str, firm: str, town: str
) -> None:
    result, out = run_written(text, "cs", KEY)
    named = [m for m in result.mentions if m.text_in(text).endswith(town)]
    assert len(named) == 1 and named[0].category.name == "ORGANIZATION"
    # The firm keeps its words; its town is another.
    assert firm in out
    assert town not in out


def test_an_adjective_and_a_trades_noun_without_a_town_are_no_firm() -> None:
    text = "Dlouhý mlýn stál u řeky celé století."
    _, out = run_written(text, "cs", KEY)
    assert out == text


@pytest.mark.parametrize(
    ("text", "speaker", "called"),
    [
        (
            "[03.03.24, 18:00] Lída: beru s sebou Fandu, jo?\n"
            "[03.03.24, 18:05] Fanda: zdravím, jsem tu nový\n"
            "[03.03.24, 18:06] Lída: vítej fando\n",
            "Fanda",
            "Fandu",
        ),
        (
            "[11.09.24, 07:10] Jarmila: kdo pozval Lojzu?\n"
            "[11.09.24, 07:12] Lojza: já sám, čau všem\n"
            "[11.09.24, 07:13] Jarmila: tak dobře lojzo\n",
            "Lojza",
            "Lojzu",
        ),
    ],
)
def test_a_speakers_nickname_no_list_holds_stays_a_given_name(
    text: str, speaker: str, called: str
) -> None:
    _, out = run_written(text, "cs", KEY)
    assert speaker not in out and called not in out
    label = out.splitlines()[1].split("] ", 1)[1].split(":", 1)[0]
    assert label in given_names()
    assert "ová" not in out
    # (Called in the vocative by that given name, its own form.)
    call = out.splitlines()[2].split()[-1]
    assert call.capitalize() in grammar_for("cs").inflector.forms(label)


def test_a_family_name_alone_in_a_chat_stays_a_family_name() -> None:
    text = (
        "[03.03.24, 18:00] Lída: volala paní Kolářová, že přijde\n"
        "[03.03.24, 18:05] Jarmila: Kolářová je fajn\n"
    )
    _, out = run_written(text, "cs", KEY)
    said = out.splitlines()[1].split(": ", 1)[1].split()[0]
    assert said != "Kolářová"
    assert said.endswith("ová")


@pytest.mark.parametrize(
    ("text", "called"),
    [
        ("[01.06.24, 10:00] Tereza: jdu pozdě\n[01.06.24, 10:01] Lída: TEREZO!!!\n", "TEREZO"),
        ("[01.06.24, 10:00] Daniela: nestíhám\n[01.06.24, 10:01] Lída: DANIELO!!!\n", "DANIELO"),
    ],
)
def test_a_given_name_called_in_capitals_becomes_the_surrogates_call(
    text: str, called: str
) -> None:
    _, out = run_written(text, "cs", KEY)
    label = out.splitlines()[0].split("] ", 1)[1].split(":", 1)[0]
    shout = out.splitlines()[1].split(": ", 1)[1].rstrip("!")
    assert called not in out
    assert shout.isupper()
    assert shout.capitalize() in grammar_for("cs").inflector.forms(label)


def test_initials_in_capitals_are_no_given_names_call() -> None:
    text = "[01.06.24, 10:00] Lída: zaplatil jsem DPH!!!\n"
    _, out = run_written(text, "cs", KEY)
    assert "DPH!!!" in out


@pytest.mark.parametrize(
    ("text", "full", "alone"),
    [
        (
            "Předsedou spolku byl tenkrát Vlastimil Šmerda. Šmerda k nám chodil každý týden.",
            "Vlastimil Šmerda",
            "Šmerda",
        ),
        (
            "Do dílny nastoupil Bohuslav Zbořila, a Zbořila tam vydržel třicet let.",
            "Bohuslav Zbořila",
            "Zbořila",
        ),
    ],
)
def test_a_family_name_in_a_after_a_given_name_stays_a_family_name(
    text: str, full: str, alone: str
) -> None:
    result, out = run_written(text, "cs", KEY)
    assert any(full in names and alone in names for names in persons(result))
    start = text.index(full)
    given, family = out[start:].split()[:2]
    family = family.rstrip(".,")
    assert given in given_names()
    assert family not in given_names()
    assert out.count(family) == 2  # the name alone is the surrogate's family name too


def test_two_persons_in_two_cases_are_still_two() -> None:
    text = "Na nádraží včera vezl Honza Verču, protože jí ujel vlak."
    result, _ = run_written(text, "cs", KEY)
    assert ["Honza"] in persons(result)
    assert ["Verču"] in persons(result)


@pytest.mark.parametrize(
    ("text", "full", "nickname"),
    [
        (
            "Náš soused, Vojtěch Zbořila, chová včely. Loni nám Vojtíšek dal med.",
            "Vojtěch",
            "Vojtíšek",
        ),
        ("Trenérem je Miroslav Pytela, ale Mirek dnes nepřišel na hřiště.", "Miroslav", "Mirek"),
    ],
)
def test_a_diminutive_of_a_persons_given_name_is_the_surrogates_given_name(
    text: str, full: str, nickname: str
) -> None:
    _, out = run_written(text, "cs", KEY)
    start = text.index(full)
    given, family = out[start:].split()[:2]
    before = text[: text.index(nickname)].split()[-1]
    said = out.split(f" {before} ")[-1].split()[0]
    assert nickname not in out
    assert said == given
    assert said != family.rstrip(",")


def test_a_diminutive_is_of_the_given_name_it_opens_alone() -> None:
    assert diminutive_of("Mirkem", "miroslav", "cs")
    assert diminutive_of("vojtíškovi", "vojtěch", "cs")
    assert not diminutive_of("Mirek", "jaroslav", "cs")
    assert not diminutive_of("Mirek", "mirkem", "cs")  # another form of itself, no given name


def test_a_name_in_za_declines_as_a_womans_name_does() -> None:
    forms = grammar_for("cs").inflector.forms("Tereza")
    assert {"Terezo", "Tereze", "Terezou"} <= forms
    assert {"Vanese", "Vaneso"} <= grammar_for("cs").inflector.forms("Vanesa")


@pytest.mark.parametrize(
    ("text", "kind", "town"),
    [
        ("2016 – 2020: Diakonie Vsetín, pečovatelka v terénu", "Diakonie", "Vsetín"),
        ("Jako dobrovolník jsem pomáhal v Charitě Přerov dva roky.", "Charitě", "Přerov"),
        ("2011 – 2013: Caritas Graz, asistentka v chráněném bydlení", "Caritas", "Graz"),
        ("Podklady mi vydal MěÚ Litomyšl až po urgenci.", "MěÚ", "Litomyšl"),
        ("Studovala jsem večer v Knihovně Kolín u nádraží.", "Knihovně", "Kolín"),
        ("2014 – 2019: Nemocnice Třinec, sanitář", "Nemocnice", "Třinec"),
    ],
)
def test_a_bodys_kind_before_its_town_is_kept_and_the_town_replaced(
    text: str, kind: str, town: str
) -> None:
    _, out = run_written(text, "cs", KEY)
    assert f"{kind} " in out
    assert town not in out


def test_a_person_beside_a_body_of_a_town_is_still_replaced() -> None:
    text = "Reference: Mgr. Blanka Hrubá, Diakonie Vsetín, tel. 731 402 118"
    _, out = run_written(text, "cs", KEY)
    assert "Hrubá" not in out
    assert "Diakonie " in out


@pytest.mark.parametrize(
    "text", ["V Brně dne 5. listopadu 2026\n", "Schůzka proběhne ve Zlíně a pak v Brně.\n"]
)
def test_a_town_after_a_place_preposition_is_replaced_though_a_form_spells_it(text: str) -> None:
    # `V Brně dne ...` kept the town: the lemma table lists `brně` as a form of a word too.
    _, out = run_written(text, "cs", KEY)
    assert "Brně" not in out, out


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Plat mi chodí na účet u Komerční banky, ne jinam.", "Komerční banky"),
        ("Úvěr jsem splácel Komerční bance pět let.", "Komerční bance"),
        ("Peníze mám uložené v Poštovní spořitelně.", "Poštovní spořitelně"),
        (
            "Faktury za léčbu hradí Všeobecné zdravotní pojišťovně.",
            "Všeobecné zdravotní pojišťovně",
        ),
    ],
)
def test_a_bank_named_by_its_kind_and_an_ordinary_adjective_is_kept_in_every_case(
    text: str, kept: str
) -> None:
    # (`u Komerční banky` became `u Ostravy banky`: the adjective alone read as a name.)
    _, out = run_written(text, "cs", KEY)
    assert kept in out, out


def test_a_family_name_before_a_bank_is_still_replaced() -> None:
    text = "Účet mám u banky, kterou vede Radomír Kratochvíl, a u Komerční banky."
    _, out = run_written(text, "cs", KEY)
    assert "Kratochvíl" not in out
    assert "Komerční banky" in out


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Jsem členkou Komory daňových poradců ČR od roku 2015.", "Komory daňových poradců ČR"),
        ("Přihlášku jsem podala Svazu účetních ČR v lednu.", "Svazu účetních ČR"),
    ],
)
def test_a_body_by_its_kind_and_the_states_abbreviation_is_kept(text: str, kept: str) -> None:
    # (`Komory` is the Comoros too, and `ČR` was drawn as two letters: `Jytewp nyewjlbm BJ`.)
    _, out = run_written(text, "cs", KEY)
    assert kept in out, out


def test_a_person_beside_the_states_abbreviation_is_still_replaced() -> None:
    text = "Potvrzení podepsala Ing. Radmila Šťastná za Komoru daňových poradců ČR."
    _, out = run_written(text, "cs", KEY)
    assert "Šťastná" not in out
    assert "ČR" in out
