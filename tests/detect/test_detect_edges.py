"""Edges every recognizer's mention is cut to, with the real pipelines: a name stays on its line
in a letter's address block, and goes on over a break in prose wrapped at a margin."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates
from tests.pseudonymized import run_written


@cache
def pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"edges"))


def found(text: str, lang: str) -> dict[str, Category]:
    result = next(pipeline().run([Document("d", text, lang)]))
    return {m.text_in(text): m.category for m in result.mentions}


# A recipient's block: title and name, job title, company, street. Each line its own mention.
BLOCKS = {
    "sv": (
        "Fru Karin Bergkvist\nHandläggare\nBergkvist Trygg AB\nStorgatan 1\n",
        "Karin Bergkvist",
    ),
    "en": ("Ms Jane Hill\nClaims Handler\nHillcrest Insurance Ltd\n1 High Street\n", "Jane Hill"),
    "cs": ("Ing. Petr Malý\nJednatel\nKratochvíl Stavby s.r.o.\nDlouhá 5\n", "Petr Malý"),
    "de": ("Herrn Jan Vogel\nSachbearbeiter\nKleinschmidt Bau GmbH\nHauptstraße 2\n", "Jan Vogel"),
    "pl": (
        "Pani Anna Zielińska\nKierownik\nZieliński Budowa Sp. z o.o.\nul. Długa 5\n",
        "Anna Zielińska",
    ),
}


@pytest.mark.parametrize("lang", sorted(BLOCKS))
def test_a_name_in_an_address_block_stays_on_its_line(lang: str) -> None:
    text, person = BLOCKS[lang]
    mentions = found(text, lang)
    assert mentions.get(person) is Category.PERSON
    assert not any("\n" in mention for mention in mentions)


def test_a_name_in_prose_wrapped_at_a_margin_goes_on_over_the_break() -> None:
    text = (
        "The applicant was represented by Mr Lucian Ferenczi, a lawyer practising in Cluj, and\n"
        "by Ms Adriana Vasilescu-Moldovan, who was employed by the haulage company Ashworth\n"
        "Haulage Ltd until it went into liquidation in the spring of that year."
    )
    assert found(text, "en").get("Ashworth\nHaulage Ltd") is Category.ORGANIZATION


def test_an_amount_in_words_is_no_date_but_a_duration_is() -> None:
    """A model reads a number in words as a date; alone it is an amount (kept by default), with
    what it counts a duration."""
    text = (
        "Ms Priya Raman estimated the repairs at £7,842.50 (seven thousand eight hundred and "
        "forty-two pounds fifty). I have been without a kitchen for six months."
    )
    result = next(pipeline().run([Document("d", text, "en")]))
    written = result.rewrites[Mode.PSEUDONYMIZE].text
    assert "(seven thousand eight hundred and forty-two pounds fifty)" in written
    assert "Priya Raman" not in written
    found = {m.text_in(text): m.category for m in result.mentions}
    assert found.get("six months") is Category.DATE


@pytest.mark.parametrize(
    ("lang", "text", "kept"),
    [
        (
            "en",
            "Art 8 • Family life • Lack of diligence\nArt 13 • Absence of an effective remedy\n\n"
            "Mr Radu Stoicescu, a lawyer.",
            ["Lack of diligence", "Art 13 • Absence of an effective remedy"],
        ),
    ],
)
def test_a_bullet_opens_an_item_like_a_sentence(lang: str, text: str, kept: list[str]) -> None:
    """A capital after a list's bullet says nothing, and no name runs over a bullet."""
    result = next(pipeline().run([Document("d", text, lang)]))
    written = result.rewrites[Mode.PSEUDONYMIZE].text
    assert all(words in written for words in kept), written
    assert "Stoicescu" not in written


@pytest.mark.parametrize(
    ("lang", "text", "town", "item"),
    [
        (
            "en",
            "2021 – now   Operations Lead, Anglian Freight Ltd, Norwich\n"
            "  - Managed tenders for school transport\n",
            "Norwich",
            "Managed",
        ),
        (
            "de",
            "seit 2020   Teamleiter, Alpenwerk GmbH, Rosenheim\n  - Leitete ein Team von sechs\n",
            "Rosenheim",
            "Leitete",
        ),
    ],
)
def test_a_list_item_on_the_next_line_is_no_part_of_the_name_before_it(
    lang: str, text: str, town: str, item: str
) -> None:
    """A dash opening the next line opens a list's item: the model's `Norwich\\n - Managed`
    PERSON is a town, and the item's first word is no name."""
    mentions = found(text, lang)
    assert not any("\n" in span for span in mentions)
    assert mentions.get(town) is Category.LOCATION
    result = next(pipeline().run([Document("d", text, lang)]))
    assert f"- {item} " in result.rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("lang", "text", "label"),
    [
        (
            "en",
            "Subject: Complaint about the boiler\n\nDear Ms Oduya,\nthe boiler broke.",
            "Subject",
        ),
        (
            "de",
            "Betreff: Kündigung der Wohnung\n\nSehr geehrte Frau Oduya,\nich kündige.",
            "Betreff",
        ),
    ],
)
def test_a_field_name_and_its_colon_are_no_part_of_a_name(lang: str, text: str, label: str) -> None:
    result = next(pipeline().run([Document("d", text, lang)]))
    written = result.rewrites[Mode.PSEUDONYMIZE].text
    assert written.startswith(text.split("\n")[0]) and "Oduya" not in written
    assert not any(
        label in m.text_in(text) and len(m.text_in(text)) > len(label) for m in result.mentions
    )


def test_an_ordinary_word_opening_a_sentence_before_a_given_name_is_no_part_of_it() -> None:
    text = "Vi skrev i maj. Ordföranden Bengt Wernersson svarade i augusti."
    assert found(text, "sv").get("Bengt Wernersson") is Category.PERSON


def test_an_ordinary_word_opening_a_models_person_mid_sentence_is_left_out() -> None:
    # `Prosecutor Norkus` drawn whole read `Francis Reed`: the office became a given name.
    text = "The appeal of Prosecutor Norkus failed, as the court held on 3 May 2019."
    mentions = found(text, "en")
    assert "Prosecutor Norkus" not in mentions
    assert mentions.get("Norkus") is Category.PERSON


def test_an_ordinary_word_before_a_number_stays_with_it() -> None:
    # `Articles 145` cut to `145` made a number that was copied to another article's.
    text = (
        "34. Articles 145 and 147 govern searches.\n\n"
        "57. The Government relied on Articles 145 and 147 of the Code.\n"
    )
    mentions = found(text, "en")
    assert "145" not in mentions


def test_a_headings_letter_is_no_initial_but_an_initial_before_a_name_is() -> None:
    text = "IV. JUST SATISFACTION\n\nA. Damage\n\n40. Mr Tom Hadley claimed costs.\n\nA. Hadley\n"
    output = next(pipeline().run([Document("d", text, "en")])).rewrites[Mode.PSEUDONYMIZE].text
    assert "\nA. Damage\n" in output
    assert "Hadley" not in output


def test_two_names_side_by_side_in_columns_are_two_people() -> None:
    text = (
        "The President, Marta Lindholm, and the Registrar, Sabine Kellner, signed.\n\n"
        "    Sabine Kellner                    Marta Lindholm\n"
    )
    found_names = found(text, "en")
    assert "Sabine Kellner                    Marta" not in found_names
    output = next(pipeline().run([Document("d", text, "en")])).rewrites[Mode.PSEUDONYMIZE].text
    first, columns = output.splitlines()[0], output.splitlines()[2]
    president = first.split("The President, ")[1].split(",")[0]
    registrar = first.split("the Registrar, ")[1].split(" signed")[0].rstrip(",")
    assert columns == f"    {registrar}{' ' * 20}{president}"


def test_a_name_ends_at_a_mark_between_the_steps_of_a_sites_path() -> None:
    # A model read a site and its sections as one name, and each section's word became one.
    text = "NetMums Forum » Health » Teenagers\nThread: sleep problems\n"
    mentions = found(text, "en")
    assert not any("»" in mention for mention in mentions), mentions
    written = next(pipeline().run([Document("d", text, "en")])).rewrites[Mode.PSEUDONYMIZE].text
    assert "» Health » Teenagers" in written, written


def test_a_courts_abbreviation_is_kept_and_the_town_after_it_is_a_place() -> None:
    """`LG Kassel`: the court is public, the town it sits in a place, replaced as one; a
    federal court's abbreviation alone is no mention."""
    text = (
        "Das LG Kassel wies die Klage ab, das OLG Frankfurt hob das Urteil auf.\n"
        "Der BGH und das BVerfG wurden nicht angerufen.\n"
    )
    result = next(pipeline().run([Document("d", text, "de")]))
    written = result.rewrites[Mode.PSEUDONYMIZE].text
    mentions = {m.text_in(text): m.category for m in result.mentions}
    assert mentions.get("Kassel") is Category.LOCATION, mentions
    assert "LG Kassel" not in mentions and "BVerfG" not in mentions, mentions
    assert "Kassel" not in written and "Frankfurt" not in written, written
    assert written.startswith("Das LG ") and ", das OLG " in written, written
    assert written.endswith("Der BGH und das BVerfG wurden nicht angerufen.\n"), written


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "V řízení o žalobě Ing. Jaroslava Koubka proti obci rozhodl okresní soud.",
            "Jaroslava Koubka",
        ),
        ("Odvolání Mgr. Vladislava Pávka bylo podáno včas a řádně.", "Vladislava Pávka"),
    ],
)
def test_a_mans_name_in_the_genitive_is_one_person(text: str, name: str) -> None:
    """A man's given name and his family name of `-ek` in the genitive (`Jaroslava Koubka`)
    end as a woman's given name and nickname do: the pipeline reads both in one case and
    gender, so they are one person's name, no two women's."""
    assert found(text, "cs").get(name) is Category.PERSON


def test_two_given_names_in_two_cases_are_two_persons() -> None:
    text = "Večer pozval Jirka Bětku do kina a pak domů."
    mentions = found(text, "cs")
    assert "Jirka Bětku" not in mentions
    assert mentions.get("Bětku") is Category.PERSON


def test_a_word_inside_an_identifiers_name_is_no_name_and_the_number_is_replaced() -> None:
    """(`Unique` of `Unique Taxpayer Reference`, a given name of the lists: the claimant's
    tax reference became `Nicola Olivia Fitzgerald`.)"""
    from tests.pseudonymized import run_written

    text = "Mr Ellery Vance (Unique Taxpayer Reference 5820 31974 2) appealed.\n"
    _, output = run_written(text, "en", b"identifier-name")
    assert "(Unique Taxpayer Reference " in output, output
    assert "5820 31974 2" not in output and "Vance" not in output, output


@pytest.mark.parametrize(
    ("lang", "text", "place"),
    [
        ("cs", "Moje sestřenice se narodila v Hai Phongu u moře.", "Hai Phongu"),
        ("cs", "Teta teď žije v Can Tho se svým mužem.", "Can Tho"),
        ("en", "My aunt has lived in Hai Phong since 1990.", "Hai Phong"),
    ],
)
def test_a_foreign_town_a_given_name_opens_is_a_place_after_in(
    lang: str, text: str, place: str
) -> None:
    # (`Hai` is a Vietnamese given name; the town's other word no list holds in any form.)
    assert found(text, lang).get(place) is Category.LOCATION


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Za měsíc poletíme do Da Nang a odtud vlakem dál.", "Da Nang"),
        ("Babička se vrátila z Nha Trang minulý týden.", "Nha Trang"),
    ],
)
def test_a_foreign_town_after_a_preposition_of_going_is_a_place(text: str, place: str) -> None:
    # (The model reads these as firms, or, by a Vietnamese given name, as persons: their
    # surrogates were a company of two family names.)
    assert found(text, "cs").get(place) is Category.LOCATION


def test_a_czech_person_after_a_preposition_of_going_stays_a_person() -> None:
    text = "Už rok je zamilovaný do Dagmar Kunešové ze třetí třídy."
    assert found(text, "cs").get("Dagmar Kunešové") is Category.PERSON


@pytest.mark.parametrize(
    ("lang", "text", "person"),
    [
        ("de", "Sie hat sich in Anna Schmidt verliebt.", "Anna Schmidt"),
        ("en", "He believed in Anna Kowalski all along.", "Anna Kowalski"),
    ],
)
def test_a_person_after_in_stays_a_person(lang: str, text: str, person: str) -> None:
    assert found(text, lang).get(person) is Category.PERSON


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("[21:14] Priya: home safe, night Callum xx", "Callum"),
        ("Thanks for the flowers, Olivia xoxo", "Olivia"),
        ("See you at the match Harvey x", "Harvey"),
    ],
)
def test_kisses_after_a_name_are_no_part_of_it(text: str, name: str) -> None:
    # (`Jake xx` drew a name of two words: `Adam Norton`, the kisses gone.)
    _, written = run_written(text, "en", b"edges")
    assert found(text, "en").get(name) is Category.PERSON
    assert written.endswith(text[text.index(name) + len(name) :])


@pytest.mark.parametrize(
    "text", ["Have a lovely trip.\n\nLove Dad x", "See you soon!\n\nLots of love, Grandad xx"]
)
def test_a_family_closing_and_its_kin_word_stay(text: str) -> None:
    # (`Love Mum` read as a given and a family name became someone's full name.)
    _, written = run_written(text, "en", b"edges")
    assert written == text


def test_the_family_name_love_after_a_given_name_stays_in_its_name() -> None:
    text = "Yesterday we watched Courtney Love sing in Leeds."
    assert "Courtney Love" in found(text, "en")
