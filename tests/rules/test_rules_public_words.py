"""What names no one stays as written: a public body or a term named by its initials (`ČSSZ`,
`NFZ`, `ADAC`) or by the words its initials spell out, the skills a CV lists under a field of
its skills section, a product with its module's code, a bank's code, a law named by its
compound. Initials nobody writes, or that the text spells out as a person's name, still
change, into initials. Each text is the project's own."""

from __future__ import annotations

import re
from functools import cache

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document, Mention, Status
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules.ordinary import language_votes
from pseudonymizer.rules.voting import vote

KEY = b"public words key"


@cache
def _pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(KEY))


def _pseudonymized(text: str, lang: str) -> str:
    [result] = _pipeline().run([Document("d", text, lang)])
    return result.rewrites[Mode.PSEUDONYMIZE].text


def _kept(phrase: str, output: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", output) is not None


@pytest.mark.parametrize(
    ("lang", "text", "initials"),
    [
        ("cs", "Přihlášku k důchodu jsem podala na ČSSZ a čekám na odpověď.", "ČSSZ"),
        ("cs", "Celý tým musí projít školením BOZP každý rok.", "BOZP"),
        ("pl", "Skierowanie z NFZ dostałam dopiero w maju.", "NFZ"),
        ("pl", "Co roku wysyłam deklarację do KRUS przed terminem.", "KRUS"),
        ("de", "Beim ADAC gibt es für Mitglieder eine Pannenhilfe.", "ADAC"),
        # A qualifier in brackets after its word.
        ("de", "Sie ist Bilanzbuchhalterin (IHK) und arbeitet in Kassel.", "IHK"),
        ("sv", "Min moster jobbar sedan länge på SMHI i Norrköping.", "SMHI"),
        ("hu", "A levelet a NAV küldte ki múlt héten.", "NAV"),
        # Spelled out in the text, by the words of a body's name.
        ("sv", "Vi anmälde det till Statens haverikommission (SHK), och SHK svarade.", "SHK"),
        # Two letters joined to the word they qualify: a term, no one's initials.
        ("hu", "Tavaly óta HR-vezetőként dolgozom egy nagy cégnél.", "HR-vezetőként"),
        ("hu", "A kezelést végül TB-alapon kaptam meg a kórházban.", "TB-alapon"),
    ],
)
def test_a_bodys_initials_stay(lang: str, text: str, initials: str) -> None:
    assert _kept(initials, _pseudonymized(text, lang))


@pytest.mark.parametrize(
    ("lang", "text", "initials"),
    [
        # Initials nobody writes: a small firm's.
        ("cs", "Od ledna pracuji pro firmu QXWZ v Jihlavě.", "QXWZ"),
        ("de", "Seit Januar arbeite ich bei der QXWZ in Kassel.", "QXWZ"),
        # Spelled out as a person's name.
        ("cs", "Přišel Tomáš Kratochvíl (TKR) a TKR to podepsal.", "TKR"),
    ],
)
def test_initials_nobody_writes_change_into_initials(lang: str, text: str, initials: str) -> None:
    [result] = _pipeline().run([Document("d", text, lang)])
    rewrite = result.rewrites[Mode.PSEUDONYMIZE]
    assert not _kept(initials, rewrite.text)
    start = text.rindex(initials)
    new_start, new_end = rewrite.map_span(start, start + len(initials))
    assert re.fullmatch(r"[^\W\d_a-z]{2,}", rewrite.text[new_start:new_end])


@pytest.mark.parametrize(
    ("lang", "text", "skills"),
    [
        (
            "de",
            "KENNTNISSE\nKonstruktion: Creo Parametric, Solid Edge\nVerfahren: Poka Yoke, Kaizen\n",
            ("Creo Parametric", "Solid Edge", "Poka Yoke"),
        ),
        (
            "cs",
            "DOVEDNOSTI\nKonstrukce: Creo Parametric, Solid Edge\nMetody: Poka Yoke, Kaizen\n",
            ("Creo Parametric", "Solid Edge", "Poka Yoke"),
        ),
        (
            "pl",
            "UMIEJĘTNOŚCI\nProjektowanie: Creo Parametric, Solid Edge\nMetody: Poka Yoke\n",
            ("Creo Parametric", "Solid Edge", "Poka Yoke"),
        ),
    ],
)
def test_a_field_of_a_skills_section_lists_skills(
    lang: str, text: str, skills: tuple[str, ...]
) -> None:
    output = _pseudonymized(text, lang)
    for skill in skills:
        assert _kept(skill, output), skill


@pytest.mark.parametrize(
    ("lang", "text", "product"),
    [
        ("pl", "Wdrożyłam moduł SAP FI-AA razem z zewnętrzną firmą.", "SAP FI-AA"),
        ("de", "Die Baugruppen habe ich in CATIA V5 konstruiert.", "CATIA V5"),
    ],
)
def test_a_product_with_its_modules_code_stays(lang: str, text: str, product: str) -> None:
    assert _kept(product, _pseudonymized(text, lang))


@pytest.mark.parametrize(
    ("lang", "text", "code"),
    [
        (
            "sv",
            "Betala till IBAN SE35 5000 0000 0549 1000 0003 (BIC ESSESESS) senast fredag.",
            "ESSESESS",
        ),
        (
            "cs",
            "Platbu pošlete na IBAN CZ65 0800 0000 1920 0014 5399, BIC GIBACZPX, do pátku.",
            "GIBACZPX",
        ),
    ],
)
def test_a_banks_code_after_its_word_stays(lang: str, text: str, code: str) -> None:
    assert _kept(code, _pseudonymized(text, lang))


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [
        ("de", "Wir fragten beim Deutschen Wetterdienst (DWD) nach dem Sturm.", "Deutschen"),
        ("sv", "Hon vände sig till Kammarkollegiets nämnd (KN) i fjol, och KN svarade.", "KN"),
    ],
)
def test_a_name_the_text_spells_its_initials_with_stays(lang: str, text: str, name: str) -> None:
    assert _kept(name, _pseudonymized(text, lang))


@pytest.mark.parametrize(
    ("lang", "text", "law"),
    [
        ("sv", "Enligt Konsumentköplagen har du rätt att reklamera varan.", "Konsumentköplagen"),
        ("sv", "Hyresvärden hänvisade till Bostadsrättslagen i sitt svar.", "Bostadsrättslagen"),
        (
            "de",
            "Der Vermieter berief sich auf das Mietpreisbremsengesetz.",
            "Mietpreisbremsengesetz",
        ),
    ],
)
def test_a_law_named_by_its_compound_stays(lang: str, text: str, law: str) -> None:
    assert _kept(law, _pseudonymized(text, lang))


@pytest.mark.parametrize(
    ("lang", "text", "label", "value"),
    [
        ("sv", "Med vänlig hälsning\nEbba Strand\nOrg.nr 769612-3344\n", "Org.nr", "769612-3344"),
        ("sv", "Med vänlig hälsning\nEbba Strand\nTel. 070-123 45 67\n", "Tel", "070-123 45 67"),
        # A label of hyphened words, and one a possessive owns inside a sentence.
        (
            "de",
            "Mit freundlichen Grüßen\nJutta Brenner\nSteuer-Nr. 217/815/08157\n",
            "Steuer-Nr",
            "217/815/08157",
        ),
        (
            "de",
            "Sehr geehrte Frau Brenner,\nbitte nennen Sie unser Gz. 7/2020 bei Rückfragen.\n",
            "Gz",
            "7/2020",
        ),
        (
            "de",
            "Sehr geehrter Herr Kolb,\nIhr Az. 12 O 77/19 ist bei uns eingegangen.\n",
            "Az",
            "77/19",
        ),
    ],
)
def test_a_field_name_cut_short_before_its_value_stays(
    lang: str, text: str, label: str, value: str
) -> None:
    output = _pseudonymized(text, lang)
    assert _kept(label, output)
    assert value not in output


def test_a_name_cut_short_after_a_word_no_possessive_still_changes() -> None:
    text = "Gestern sprach ich lange mit Konstantin Wewer. 12 Leute kamen danach noch.\n"
    assert "Wewer" not in _pseudonymized(text, "de")


def test_a_name_before_a_number_without_a_full_stop_still_changes() -> None:
    text = "Kontakty:\nKratochvílová 602 123 456\n"
    assert "Kratochvílová" not in _pseudonymized(text, "cs")


def test_a_street_written_again_with_its_number_is_an_address() -> None:
    """An owners' association named by its house: the street and its number change as an
    address does, not as a person's name beside a number it leaves standing."""
    text = (
        "Vážený pane Malý,\nobracím se na Vás jménem výboru Společenství vlastníků jednotek "
        "Lipová 12 ve věci nedoplatku na zálohách.\n\nS pozdravem\nKarel Novotný\n"
        "Lipová 1180/12, 602 00 Brno\n"
    )
    [result] = _pipeline().run([Document("d", text, "cs")])
    rewrite = result.rewrites[Mode.PSEUDONYMIZE]
    start = text.index("Lipová 12")
    new_start, new_end = rewrite.map_span(start, start + len("Lipová 12"))
    surrogate = rewrite.text[new_start:new_end]
    assert "Lipová" not in rewrite.text
    assert re.fullmatch(r"[^\W\d_][\w .-]* \d+\w?", surrogate), surrogate
    assert not surrogate.endswith(" 12"), surrogate


@pytest.mark.parametrize(
    ("lang", "text", "phrase"),
    [
        # Ordinary words after the capital that opens a subject's line.
        ("cs", "Téma: Oprava brzd po zimě, kam jet?\n", "Oprava brzd"),
        # A heading whose other words are in lower case.
        ("pl", "ŻYCIORYS\n\nDane osobowe\nAdres: ul. Lipowa 4, 31-545 Kraków\n", "Dane osobowe"),
    ],
)
def test_ordinary_words_a_model_read_as_a_name_stay(lang: str, text: str, phrase: str) -> None:
    assert phrase in _pseudonymized(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "kind"),
    [
        (
            "cs",
            "Schůzi svolal výbor Společenství vlastníků jednotek na čtvrtek.",
            "Společenství vlastníků jednotek",
        ),
    ],
)
def test_an_organization_named_by_its_kind_stays(lang: str, text: str, kind: str) -> None:
    assert kind in _pseudonymized(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "phrase"),
    [
        # (`Radu` is a given name too: a capital is what makes a word someone's.)
        ("cs", "Předem díky za každou radu.", "za každou radu"),
        ("pl", "Z góry dzięki za każdą radę.", "za każdą radę"),
    ],
)
def test_a_lower_case_phrase_opening_with_a_preposition_names_no_one(
    lang: str, text: str, phrase: str
) -> None:
    """A model's mention of lower-case words after a preposition: the common noun of a
    council (`rada`), not a body named by its kind, and no name."""
    start = text.index(phrase)
    found = Mention(start, start + len(phrase), Category.OTHER, "ner", 0.8)
    decided = vote(found.decision, (), (), language_votes(found, text, Analysis(text, lang)))
    assert decided.status is Status.PUBLIC
    assert "institution_by_kind" not in {cue.detail for cue in decided.evidence}


@pytest.mark.parametrize(
    ("lang", "text", "body"),
    [
        # (`Česko`, the country, is no word of `Českou`.)
        (
            "cs",
            "Když se neozvou, obrátím se na Českou obchodní inspekci a počkám.",
            "Českou obchodní inspekci",
        ),
        # The national post, named by its kind and its nation's word.
        ("cs", "Balík mi zase nedoručila Česká pošta včas.", "Česká pošta"),
        ("pl", "Paczkę zgubiła Poczta Polska, niestety.", "Poczta Polska"),
    ],
)
def test_a_national_body_stays(lang: str, text: str, body: str) -> None:
    assert body in _pseudonymized(text, lang)


def test_a_headings_words_in_capitals_are_no_initials() -> None:
    """Every word of a heading is in capitals: `SOUD` there is a word, whatever the language's
    text writes as initials."""
    text = "NEJVYŠŠÍ SOUD ČESKÉ REPUBLIKY\n\nUSNESENÍ\n\nSoud rozhodl o dovolání.\n"
    assert _pseudonymized(text, "cs").startswith("NEJVYŠŠÍ SOUD ČESKÉ REPUBLIKY\n")


def test_a_post_and_an_academic_title_before_a_name_stay_the_name_changes() -> None:
    # (`Stationsärztin Dr.`: replaced as a name of ordinary words, the titles became
    # pseudo-words, the `Dr.` another word with its full stop.)
    text = "Am Montag sprach ich mit Stationsärztin Dr. Pohlmann über die Entlassung."
    output = _pseudonymized(text, "de")
    assert "mit Stationsärztin Dr. " in output and "Pohlmann" not in output


def test_a_phrase_abbreviated_letter_by_letter_before_a_name_stays() -> None:
    # (`z. Hd.`, zu Händen: its full stop made `Hd` look like a sentence's first word.)
    text = "Schicken Sie die Belege an die Buchhaltung, z. Hd. Herrn Rüdiger Selke, bis Freitag."
    output = _pseudonymized(text, "de")
    assert "Buchhaltung, z. Hd. Herrn " in output and "Selke" not in output
