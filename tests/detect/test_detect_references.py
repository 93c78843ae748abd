"""Case, file and reference numbers, by shape and after the words that introduce them."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.references import REFERENCE_NUMBERS, NeutralCitationRecognizer
from pseudonymizer.model import Document, Mention


def find(text: str, lang: str = "en") -> list[tuple[str, Mention]]:
    """(recognizer name, mention) for every reference recognizer."""
    document, analysis = Document("t", text, lang), Analysis(text, lang)
    return [(r.name, m) for r in REFERENCE_NUMBERS for m in r.find(document, analysis)]


def assert_found(text: str, value: str, recognizer: str, lang: str = "en") -> None:
    """`recognizer` marks exactly `value` (which occurs once in `text`), and no reference
    mention overlapping it reaches outside it: the number is not run into its neighbours."""
    assert text.count(value) == 1
    start = text.index(value)
    end = start + len(value)
    found = find(text, lang)
    assert (recognizer, start, end) in {(name, m.start, m.end) for name, m in found}, [
        (name, m.text_in(text)) for name, m in found
    ]
    beyond = [
        (name, m.text_in(text))
        for name, m in found
        if m.start < end and start < m.end and (m.start < start or m.end > end)
    ]
    assert beyond == []


@pytest.mark.parametrize(
    ("text", "value", "recognizer"),
    [
        # application numbers
        ("Application no. 10424/05 was lodged in 2005.", "10424/05", "case_number"),
        ("In the case of X (31/1993/426/505), judgment", "31/1993/426/505", "case_number"),
        ("Applications 10424/05 and 1234/06 were joined.", "1234/06", "case_number"),
        # court register numbers
        ("Krajský soud sp. zn. 21 Co 123/2019 rozhodl.", "21 Co 123/2019", "court_register"),
        ("Das Amtsgericht, 38 C 214/2020-87, entschied.", "38 C 214/2020-87", "court_register"),
        ("Sąd Rejonowy, sygn. akt I C 1482/20.", "I C 1482/20", "court_register"),
        ("LG Köln, 3 O 117/22, Urteil vom Mai", "3 O 117/22", "court_register"),
        ("Das BVerfG (1 BvR 123/20) entschied.", "1 BvR 123/20", "court_register"),
        # the Hungarian number's closing dot is read as sentence punctuation and dropped
        (
            "A Fővárosi Törvényszék 51.Pf.630.214/2021/7. számú ítélete",
            "51.Pf.630.214/2021/7",
            "court_register",
        ),
        ("Förvaltningsrätten avgjorde T 4127-21 igår.", "T 4127-21", "court_register"),
        # a year and its zero-padded running number
        ("Vaše žádost vedená pod 2023-0571 byla přijata.", "2023-0571", "year_serial"),
        ("Ticket 2019-00412 is closed.", "2019-00412", "year_serial"),
        # letter-digit codes
        ("Claim QB-2019-002731 was issued.", "QB-2019-002731", "letter_code"),
    ],
)
def test_reference_found_by_shape(text: str, value: str, recognizer: str) -> None:
    assert_found(text, value, recognizer)


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "Claim No QB-2019-002731 was issued.", "QB-2019-002731"),
        ("en", "See reference no. 22/3 of the list.", "22/3"),
        ("en", "Our ref: AB12345, please quote it.", "AB12345"),
        ("en", "Tenancy agreement ref. KLM/TA/2022/0318 – invoice", "KLM/TA/2022/0318"),
        ("pl", "Umowa nr UM/KR/2021/044 z dnia", "UM/KR/2021/044"),
        ("pl", "Sprawa o sygn. akt SK 10/18 czeka.", "SK 10/18"),
        ("pl", "Wyrok TK, sygn. akt P 12/05.", "P 12/05"),
        ("pl", "Sygn. akt: K 3/21, wyrok z dnia", "K 3/21"),
        ("de", "Ihr Schreiben, Az. 21-4711/2020, ging ein.", "21-4711/2020"),
        ("de", "Aktenzeichen: 12345 (bitte angeben)", "12345"),
        ("hu", "Az ügyszám: 12345/2020 alatt", "12345/2020"),
        ("hu", "ügyszám: 3.Pk.60.123/2020 alatt", "3.Pk.60.123/2020"),
        ("hu", "Az ügyszám: P.20.123/2020/5. alatt", "P.20.123/2020/5"),
        ("hu", "ügyszám: Pf.20.123/2020/5", "Pf.20.123/2020/5"),
        ("sv", "Beslut i mål nr 1234-21.", "1234-21"),
        ("sv", "Domen i målnr B 567-20 meddelades.", "B 567-20"),
        ("cs", "Spis sp. zn. 4/2019 byl založen.", "4/2019"),
        ("cs", "Číslo jednací 7702-11 uvádějte v odpovědi.", "7702-11"),
        ("cs", "Uveďte číslo jednací: KUJ 5521/2022, děkujeme.", "KUJ 5521/2022"),
        ("cs", "Evidenční číslo 88-1203 patří jinému spisu.", "88-1203"),
        ("en", "Our ref: TPK/Hou/7\nYour ref: none", "TPK/Hou/7"),
        ("de", "Unser Zeichen, Az. Kr/Sch/12, bitte angeben.", "Kr/Sch/12"),
    ],
)
def test_reference_introduced_by_a_keyword(lang: str, text: str, value: str) -> None:
    assert_found(text, value, "introduced_reference", lang)


def test_court_register_numbers_after_sygn_akt_and_az_are_whole() -> None:
    for text, value in [
        ("Sygn. akt II K 55/21 wpłynęła.", "II K 55/21"),
        ("Az.: VI ZR 123/19 des BGH", "VI ZR 123/19"),
        ("sp. zn. 4 Tdo 123/2019 Nejvyšší soud", "4 Tdo 123/2019"),
    ]:
        assert_found(text, value, "court_register")


def test_references_are_identifiers_of_kind_case_number() -> None:
    text = "Application no. 10424/05, 21 Co 123/2019 and QB-2019-002731."
    found = find(text)
    assert {name for name, _ in found} == {
        "case_number",
        "court_register",
        "letter_code",
        "introduced_reference",
    }
    assert {m.category for _, m in found} == {Category.ID}
    assert {m.attrs.kind for _, m in found} == {"case_number"}


@pytest.mark.parametrize(
    "text",
    [
        "One half is 1/2 of the sum.",
        "The ratio was 22/3 at most.",
        "It infringed Article 6 § 1 of the Convention.",
        "Between 1995-1996 the number grew.",
        "It cost 12345 euros and took 2019 days.",
        "There were 40 people in room 12.",
        "See paragraphs 12-15 and pages 3/4.",
        "Sections A-1 and B apply.",
        "Od 2019-2021 a do 2021-05 jsme bydleli jinde.",
        "The hearing on 12.03.2021 was adjourned.",
        # a heading's keyword does not reach into the next paragraph
        "THE CIRCUMSTANCES OF THE CASE\n\nOn 30 March 1988 he was arrested.",
    ],
)
def test_no_reference_without_shape_or_keyword(text: str) -> None:
    assert [(name, m.text_in(text)) for name, m in find(text)] == []


@pytest.mark.parametrize(
    "text",
    [
        # `az` is the Hungarian definite article, not the German `Az.` (Aktenzeichen)
        "A törvényt az 1990-es években fogadták el.",
        "Az 52 tanú közül kettő hazudott.",
        "Ezt az 1998. évi törvény szabályozza.",
    ],
)
def test_hungarian_article_az_does_not_introduce_a_reference(text: str) -> None:
    assert [(name, m.text_in(text)) for name, m in find(text, "hu")] == []


def test_every_number_of_an_introduced_list_is_a_reference() -> None:
    from pseudonymizer.analyze import Analysis
    from pseudonymizer.detect.references import IntroducedListRecognizer

    text = "Plots nos. 511 and 513, and applications nos. 29537/95, 35453/97 or 1234/98. No. 5."
    found = [
        m.text_in(text)
        for m in IntroducedListRecognizer().find(Document("t", text, "en"), Analysis(text, "en"))
    ]
    assert found == ["511", "513", "29537/95", "35453/97", "1234/98"]


def test_a_list_needs_its_keyword() -> None:
    from pseudonymizer.analyze import Analysis
    from pseudonymizer.detect.references import IntroducedListRecognizer

    text = "There were 511 and 513 people."
    recognizer = IntroducedListRecognizer()
    assert list(recognizer.find(Document("t", text, "en"), Analysis(text, "en"))) == []


def test_land_register_numbers_after_their_keyword() -> None:
    from pseudonymizer.analyze import Analysis
    from pseudonymizer.detect.references import IntroducedListRecognizer

    text = "Plot no. 288/3, sheet/plan 11/14 E.1 and parcel 4521/7."
    found = [
        m.text_in(text)
        for m in IntroducedListRecognizer().find(Document("t", text, "en"), Analysis(text, "en"))
    ]
    assert found == ["288/3", "11/14 E.1", "4521/7"]


def test_a_lower_case_word_before_a_number_is_no_part_of_its_reference() -> None:
    """`number is 12345`: the verb is the sentence's; `no. C 1234` keeps its capital letter."""
    from pseudonymizer.analyze import Analyzer
    from pseudonymizer.config import Config
    from pseudonymizer.detect.references import REFERENCE_NUMBERS
    from pseudonymizer.model import Document

    (introduced,) = [r for r in REFERENCE_NUMBERS if r.name == "introduced_reference"]
    for text, value in (
        ("The reference number is 4471-22, as agreed.", None),
        ("See file no. C 1234 of the register.", "C 1234"),
        ("Under ref. ab-2231 we wrote.", "ab-2231"),
    ):
        ((document, analysis),) = Analyzer(Config(models={})).analyze([Document("t", text, "en")])
        found = [m.text_in(text) for m in introduced.find(document, analysis)]
        assert found == ([value] if value else []), (text, found)


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("de", "Ihr Zeichen: KB-2024/11807-RT\n", "KB-2024/11807-RT"),
        ("sv", "Vår referens: KLM-2023-4410\n", "KLM-2023-4410"),
        ("pl", "Znak sprawy: WA.4120.17.2024\n", "WA.4120.17.2024"),
        ("cs", "Naše značka: ZP/2024/311\n", "ZP/2024/311"),
        ("pl", "Znak sprawy: NT/Rep-B/0412/2023\n", "NT/Rep-B/0412/2023"),
    ],
)
def test_a_letters_mark_is_found_whole(lang: str, text: str, value: str) -> None:
    # `NA-2025` of `NA-2025/03318-KW` was found alone, and the rest stood in the output.
    found = {(m.text_in(text), m.attrs.kind) for _, m in find(text, lang)}
    assert found == {(value, "case_number")}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Eingetragen im Handelsregister des AG Kiel unter HRB 40219.", "HRB 40219"),
        ("Sitz Bonn, HRA 8812 B, USt-IdNr. folgt.", "HRA 8812 B"),
        ("Der Chor ist unter VR 31877 beim Amtsgericht eingetragen.", "VR 31877"),
    ],
)
def test_a_register_number_with_its_kind_is_one_identifier(text: str, value: str) -> None:
    """`HRB` says which register the number is in: one ID with it, no one's name."""
    assert_found(text, value, "register_number", "de")
    kinds = {m.attrs.kind for name, m in find(text, "de") if name == "register_number"}
    assert kinds == {"register_number"}


def test_two_capitals_before_a_short_number_are_no_register() -> None:
    text = "Die VR 360 Brille kostet wenig."
    assert [name for name, _ in find(text, "de")] == []


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("It may be cited as [2024] EWHC 2208 (Ch).", "2208"),
        ("Neutral Citation Number: [2021] EWCA Civ 517\n", "517"),
    ],
)
def test_a_judgments_own_neutral_citation_number_is_an_identifier(text: str, number: str) -> None:
    document = Document("t", text, "en")
    found = list(NeutralCitationRecognizer().find(document, Analysis(text, "en")))
    assert [(m.text_in(text), m.category, m.attrs.kind) for m in found] == [
        (number, Category.ID, "neutral_citation")
    ]


@pytest.mark.parametrize(
    "text",
    [
        "In Ormerod v Tranmere Haulage Ltd [2017] UKSC 9 the court agreed.",
        "See Ormerod v Tranmere [2017] 1 WLR 402, [2017] UKSC 9 on this.",
    ],
)
def test_another_cases_neutral_citation_is_left_to_the_rules(text: str) -> None:
    document = Document("t", text, "en")
    assert list(NeutralCitationRecognizer().find(document, Analysis(text, "en"))) == []


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("pl", "Do końca kwietnia złożę zeznanie PIT-36 przez internet."),
        ("pl", "Firma przesłała mi PIT-11 za zeszły rok."),
        ("en", "The MH-17 crash report was published."),
    ],
)
def test_a_designation_is_no_letter_code(lang: str, text: str) -> None:
    assert [name for name, _ in find(text, lang)] == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Zgłoszenie ZK-2024-0178 przyjęto.", "ZK-2024-0178"),
        ("Paczka AB-7731 czeka w punkcie.", "AB-7731"),
    ],
)
def test_a_code_of_long_or_several_numbers_is_still_a_letter_code(text: str, value: str) -> None:
    assert_found(text, value, "letter_code", "pl")
