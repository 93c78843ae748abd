"""CVs and letters read as a careful person would have pseudonymized them: the skills a CV
lists (languages with their levels, software) and the role of each entry stay as written,
a company keeps its country's kind and legal form and one surrogate however it is written,
and a phone number stays a valid number of its region written as the original was. Each
text is the project's own, in every language the rule applies to."""

from __future__ import annotations

import re
from functools import cache

import phonenumbers
import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document, Mention
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules.ordinary import language_votes

KEY = b"cv and letter key"


@cache
def _pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(KEY))


def _pseudonymized(text: str, lang: str) -> str:
    [result] = _pipeline().run([Document("cv", text, lang)])
    return result.rewrites[Mode.PSEUDONYMIZE].text


# A CV's languages with their levels, and its software skills, each on a line of its own.
SKILLS = {
    "en": (
        "Daniel Whitfield\nPhone: 07700 900461\n\nLanguages\n"
        "English (native), German (B2), French (basic)\n\nSkills\nSQL, Excel, Python, SAP\n",
        "English (native), German (B2), French (basic)",
    ),
    "cs": (
        "Jana Dvořáková\nTelefon: +420 777 123 456\n\nJazyky\n"
        "angličtina (C1), němčina (B1)\n\nDovednosti\nExcel, SQL, SAP, Python\n",
        "angličtina (C1), němčina (B1)",
    ),
    "de": (
        "Katrin Hoffmann\nTel.: 0171 1234567\n\nSprachen\n"
        "Deutsch (Muttersprache), Englisch (C1), Französisch (B1)\n\n"
        "Kenntnisse\nSAP, Excel, SQL, Python\n",
        "Deutsch (Muttersprache), Englisch (C1), Französisch (B1)",
    ),
    "sv": (
        "Erik Lindqvist\nTelefon: 070-123 45 67\n\nSpråk\n"
        "svenska (modersmål), engelska (flytande), tyska (grundläggande)\n\n"
        "Kunskaper\nExcel, SQL, Python, SAP\n",
        "svenska (modersmål), engelska (flytande), tyska (grundläggande)",
    ),
    "pl": (
        "Anna Kowalska\nTelefon: 601 234 567\n\nJęzyki\n"
        "angielski (C1), niemiecki (B2)\n\nUmiejętności\nExcel, SQL, Python, SAP\n",
        "angielski (C1), niemiecki (B2)",
    ),
    "hu": (
        "Kovács Eszter\nTelefon: +36 30 123 4567\n\nNyelvtudás\n"
        "angol (felsőfok), német (középfok)\n\nKészségek\nExcel, SQL, Python, SAP\n",
        "angol (felsőfok), német (középfok)",
    ),
}


@pytest.mark.parametrize("lang", sorted(SKILLS))
def test_a_cvs_languages_and_software_stay_its_name_changes(lang: str) -> None:
    text, languages = SKILLS[lang]
    output = _pseudonymized(text, lang)
    assert languages in output
    for skill in ("SQL", "Excel", "Python", "SAP"):
        assert re.search(rf"(?<!\w){skill}(?!\w)", output), skill
    name = text.split("\n", 1)[0]
    assert name not in output and output.split("\n", 1)[0] != name


# An entry of a CV: its years, its role, its employer.
ROLES = {
    "en": ("2016–2019  Senior Analyst, Acme Holdings Ltd\n", "Senior Analyst, ", "Acme"),
    "cs": (
        "2018–2023  Projektová manažerka – Kovostroj s.r.o.\n2015–2018  Účetní, Agrostav a.s.\n",
        "Projektová manažerka – ",
        "Kovostroj",
    ),
    "de": (
        "2017–2022  Projektleiterin, Hoffmann Logistik GmbH\n",
        "Projektleiterin, ",
        "Hoffmann",
    ),
    "sv": ("2016–2021  Projektledare, Lindström Bygg AB\n", "Projektledare, ", "Lindström"),
    "pl": (
        "2017–2022  Kierownik projektu, Budomex sp. z o.o.\n",
        "Kierownik projektu, ",
        "Budomex",
    ),
    "hu": ("2015–2020  Projektmenedzser, Pannon Építő Kft.\n", "Projektmenedzser, ", "Pannon"),
}


@pytest.mark.parametrize("lang", sorted(ROLES))
def test_an_entrys_role_stays_its_employer_changes(lang: str) -> None:
    text, role, employer = ROLES[lang]
    output = _pseudonymized("Experience\n" + text, lang)
    assert role in output
    assert employer not in output


@pytest.mark.parametrize(
    ("lang", "text", "name", "form"),
    [
        ("cs", "Pracovala jsem ve firmě Kovostroj s.r.o. v Brně.", "Kovostroj", " s.r.o."),
        ("de", "Ich arbeite bei der Hoffmann Logistik GmbH in Köln.", "Hoffmann", " GmbH"),
        ("hu", "A Pannon Építő Kft. munkatársa vagyok.", "Pannon", " Kft."),
        ("sv", "Jag arbetar på Lindström Bygg AB i Uppsala.", "Lindström", " AB"),
        ("pl", "Pracuję w firmie Budomex sp. z o.o. w Krakowie.", "Budomex", " sp. z o.o."),
        ("en", "I work for Brightline Logistics Ltd in Leeds.", "Brightline", " Ltd"),
    ],
)
def test_a_company_keeps_its_legal_form(lang: str, text: str, name: str, form: str) -> None:
    output = _pseudonymized(text, lang)
    assert form in output and name not in output


@pytest.mark.parametrize(
    ("lang", "text", "name", "again"),
    [
        (
            "cs",
            "Děkuji za nabídku společnosti Kovostroj s.r.o. ze dne 3. května, "
            "se společností Kovostroj jsem již spolupracovala.",
            "Kovostroj s.r.o.",
            "se společností ",
        ),
        (
            "de",
            "Vielen Dank für Ihr Schreiben. Die Müller Maschinenbau GmbH hat uns informiert, "
            "dass die Firma Müller Maschinenbau den Auftrag übernimmt.",
            "Müller Maschinenbau GmbH",
            "dass die Firma ",
        ),
        (
            "en",
            "Brightline Logistics Ltd has agreed to the terms, and Brightline Logistics will "
            "send the contract.",
            "Brightline Logistics Ltd",
            "and ",
        ),
    ],
)
def test_one_company_written_with_and_without_its_form_gets_one_surrogate(
    lang: str, text: str, name: str, again: str
) -> None:
    output = _pseudonymized(text, lang)
    form = name.rsplit(" ", 1)[1]
    first = re.search(rf"([^\W\d_][\w-]*(?: [^\W\d_][\w-]*)*) {re.escape(form)}", output)
    assert first is not None and name not in output
    surrogate = first.group(1).split()
    surrogate = surrogate[-len(name.split()) + 1 :]
    assert again + " ".join(surrogate) in output


@pytest.mark.parametrize(
    ("lang", "region", "number"),
    [
        ("en", "GB", "07700 900461"),
        ("cs", "CZ", "+420 777 123 456"),
        ("de", "DE", "0171 1234567"),
        ("sv", "SE", "070-123 45 67"),
        ("hu", "HU", "+36 30 123 4567"),
        ("pl", "PL", "601 234 567"),
    ],
)
def test_a_phone_stays_a_valid_number_of_its_shape(lang: str, region: str, number: str) -> None:
    text = f"Tel.: {number}\n"
    output = _pseudonymized(text, lang)
    written = output.removeprefix("Tel.: ").strip()
    assert written != number
    assert re.sub(r"\d", "9", written) == re.sub(r"\d", "9", number)
    assert phonenumbers.is_valid_number(phonenumbers.parse(written, region))


def test_one_number_with_and_without_its_country_code_is_written_each_way() -> None:
    text = "Telefon: +420 777 123 456\n\nZavolejte mi prosím na číslo 777 123 456.\n"
    output = _pseudonymized(text, "cs")
    international = re.search(r"\+420 (\d{3} \d{3} \d{3})", output)
    assert international is not None and "777 123 456" not in output
    assert f"číslo {international.group(1)}." in output


@pytest.mark.parametrize(
    ("lang", "text", "word", "listed"),
    [
        ("en", "Nationality: German\n", "German", False),
        ("en", "Languages: English (native), German (B2)\n", "German", True),
        ("de", "Staatsangehörigkeit: Deutsch\n", "Deutsch", False),
        ("de", "Deutsch (Muttersprache), Englisch (C1)\n", "Deutsch", True),
        ("sv", "Medborgarskap: svenska\n", "svenska", False),
        ("sv", "svenska (modersmål), engelska (flytande)\n", "svenska", True),
        ("cs", "Jazyky: angličtina – C1, němčina – B1\n", "C1", True),
        # (A level whose words go on past a comma, and a list closed by a full stop.)
        ("en", "Hausa – fluent (spoken), basic (written)\n", "Hausa", True),
        ("en", "Hausa – fluent, Amharic – basic (reading)\n", "Amharic", True),
        ("en", "Languages: English (native), Tigrinya (fluent).\n", "Tigrinya", True),
        ("en", "Amharic – fluent, Desta Haile (referee)\n", "Amharic", False),
        ("en", "English wrote to her (in German) yesterday.\n", "English", False),
        # A table's row: the language, then its level in the next column.
        (
            "de",
            "Sprachen\nTürkisch         Muttersprache\nRussisch      gut (B1)\n",
            "Russisch",
            True,
        ),
        ("de", "Sprachen\nTürkisch\tMuttersprache\n", "Türkisch", True),
        ("en", "Languages\nPolish      fluent (C1, at work)\n", "Polish", True),
        ("de", "Staatsangehörigkeit      Russisch\n", "Russisch", False),
        ("de", "Russisch spricht sie   nicht.\n", "Russisch", False),
    ],
)
def test_a_language_is_kept_only_on_a_line_of_languages_with_levels(
    lang: str, text: str, word: str, listed: bool
) -> None:
    # A language's name is also a nationality's: without a level beside it, it is one.
    start = text.index(word)
    mention = Mention(start, start + len(word), Category.DEMOGRAPHIC, "test")
    votes = language_votes(mention, text, Analysis(text, lang))
    assert ("language_list" in {vote.detail for vote in votes}) is listed


def test_a_profession_in_a_sentence_and_as_an_entrys_title_gets_one_job_in_each_case() -> None:
    """A CV names its owner's profession in its profile (`a chartered building surveyor`) and
    as an entry's title with capitals (`Building Surveyor`), which a model reads as a firm's
    or a name's: both are the one profession, with one job for surrogate, written each as
    the original is; the entry's title was a pseudo-word or kept beside the replaced one."""
    text = (
        "PROFILE\nA chartered building surveyor with ten years of experience.\n\n"
        "2019 – present   Building Surveyor\n                 Calder Estates Ltd, Leeds\n"
        "2015 – 2019   Assistant Building Surveyor\n                 Northgate Homes, York\n"
    )
    output = _pseudonymized(text, "en")
    assert "surveyor" not in output.lower()
    job = re.search(r"A chartered (.+?) with", output)
    assert job is not None and job.group(1).islower()
    titled = " ".join(word[:1].upper() + word[1:] for word in job.group(1).split())
    assert f"present   {titled}\n" in output
    assert f"Assistant {titled}\n" in output


# A CV's line of languages whose item's brackets run over a line break, with a place inside.
LANGUAGES_BROKEN = {
    "en": (
        "Helen Marsh\n\nLANGUAGES\nEnglish (native), Welsh (fluent – summers on a farm with my\n"
        "uncle), Spanish (B2), Italian (A1, evening classes)\n",
        ["Welsh (", "Spanish (B2)", "Italian (A1,"],
    ),
    "cs": (
        "Jana Dvořáková\n\nJAZYKY\nangličtina (C1), němčina (B1 – rok u rodiny mého\n"
        "strýce), francouzština (A2)\n",
        ["němčina (B1", "francouzština (A2)"],
    ),
}


@pytest.mark.parametrize("lang", sorted(LANGUAGES_BROKEN))
def test_a_line_of_languages_broken_inside_brackets_keeps_its_languages(lang: str) -> None:
    """An item's note in brackets that runs onto the next line makes one list of the two
    lines: the languages and levels after the break stay as written (they became a given
    name and `U7`)."""
    text, kept = LANGUAGES_BROKEN[lang]
    output = _pseudonymized(text, lang)
    for phrase in kept:
        assert phrase in output
    assert text.split("\n")[0] not in output


def test_a_line_of_subjects_with_their_grades_keeps_the_subjects() -> None:
    """School subjects each with its grade in brackets, the list running onto a second line
    (`Further Mathematics (A),` / `Food & Nutrition (C)`): a model read them as firms and their
    words became given names. A person listed so is still replaced."""
    text = (
        "EDUCATION\n2005 – 2012   Ripon Grammar School\n"
        "A-levels: History (A*), Chemistry (B), Further Mathematics (A),\n"
        "Food & Nutrition (C)\n\nReferees: Helen Marsh (B), Owen Pritchard (A)\n"
    )
    output = _pseudonymized(text, "en")
    assert "A-levels: History (A*), Chemistry (B), Further Mathematics (A),\n" in output
    assert "\nFood & Nutrition (C)\n" in output
    assert "Helen Marsh" not in output and "Pritchard" not in output


def test_a_period_s_subjects_keep_a_language_and_the_school_after_them_changes() -> None:
    """Subjects after the period they were taken in, the school after a dash: a language
    among them (`Welsh (B)`, also a family name) became a given name."""
    text = (
        "EDUCATION\n2004 – 2006   A-levels: Biology (A), Irish (B), Music (C) – "
        "Coláiste Bhríde Tullow, Carlow\n\nReferee: Ms Orla Fennessy\n"
    )
    output = _pseudonymized(text, "en")
    assert "A-levels: Biology (A), Irish (B), Music (C) – " in output, output
    assert "Fennessy" not in output


def test_a_street_with_its_side_keeps_its_kind_and_side() -> None:
    """`4 Albion Square West` becomes another square on the same side, not a road of another
    kind with the side a town's name."""
    output = _pseudonymized("Write to Helen Marsh, 4 Albion Square West, Hull HU1 3TG.\n", "en")
    assert "Albion" not in output and "Hull" not in output
    assert re.search(r", \d+ \w+ Square West, ", output), output


@pytest.mark.parametrize("product", ["Revit", "Vectorworks"])
def test_a_product_a_model_reads_as_a_nationality_on_a_skills_line_is_a_skill(
    product: str,
) -> None:
    """The model reads some products as a people's adjective (NORP): on a line of skills it
    is the skill, kept; it became a pseudo-word. A nationality on its own field stays one."""
    text = "SKILLS\n- Software: SketchUp, Revit, Vectorworks, Python (basic)\n"
    start = text.index(product)
    mention = Mention(start, start + len(product), Category.DEMOGRAPHIC, "ner", 0.8)
    cues = {e.detail for e in language_votes(mention, text, Analysis(text, "en"))}
    assert cues & {"software", "skills_line"}
    other = "Nationality: British\n"
    british = Mention(13, 20, Category.DEMOGRAPHIC, "ner", 0.8)
    assert not language_votes(british, other, Analysis(other, "en"))


def test_a_referees_post_before_a_comma_is_no_part_of_the_school_after_it() -> None:
    """(`Senior Lecturer, School of Sport and Health Sciences` read as one firm: the school
    became `Bradley, Davis and Singh`.)"""
    text = (
        "REFERENCES\n"
        "Dr Imelda Craske-Oduya, Senior Lecturer, School of Sport and Exercise Sciences, "
        "Keele University – i.craske@keele.ac.uk\n"
    )
    output = _pseudonymized(text, "en")
    assert "School of Sport and Exercise Sciences" in output, output
    assert "Craske" not in output and "Oduya" not in output, output
