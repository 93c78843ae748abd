"""A CV read as a careful person would have pseudonymized it: the software of a line of skills
(listed or not), the degrees, exams and certificates, the role of each entry, the schools and
faculties, the CV's headings and the site of a profile's address stay as written; the person,
a town and a profile's own path change. Each text is the project's own, in every language the
class applies to."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.replace.web import url_surrogate

KEY = b"cv sections key"


@cache
def _pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(KEY))


def _pseudonymized(text: str, lang: str) -> str:
    [result] = _pipeline().run([Document("cv", text, lang)])
    return result.rewrites[Mode.PSEUDONYMIZE].text


def _kept(phrase: str, output: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", output) is not None


# Each language's CV: the text, what stays as written, what changes.
CVS = {
    "en": (
        "CURRICULUM VITAE\n\nDaniel Whitfield\nPhone: 07700 900461\n\n"
        "EXPERIENCE\n"
        "05/2019 – present   Senior Data Analyst, Brightline Logistics Ltd, Leeds\n"
        "  - Reporting weekly to the Head of Operations\n\n"
        "EDUCATION\n"
        "2014 – 2016   Master of Science in Statistics (Distinction), Faculty of Mathematics\n\n"
        "TECHNICAL SKILLS\nGrafana, Elasticsearch, Spring Boot, Kafka, Jenkins\n\n"
        "I passed the DALF C1 in 2015 and hold a Six Sigma Green Belt.\n",
        (
            "CURRICULUM VITAE",
            "Senior Data Analyst, ",
            # (The town ending one line runs into no word of the next item's.)
            "  - Reporting weekly to the Head of Operations",
            "Master of Science",
            "(Distinction)",
            "Faculty of Mathematics",
            "Grafana, Elasticsearch, Spring Boot, Kafka, Jenkins",
            "DALF C1",
            "Six Sigma Green Belt",
        ),
        ("Daniel Whitfield", "Brightline"),
    ),
    "cs": (
        "ŽIVOTOPIS\n\nJana Dvořáková\nTelefon: +420 777 123 456\n\n"
        "PRAXE\n04/2021 – dosud   Senior datový analytik, Kovostroj s.r.o., Brno\n\n"
        "VZDĚLÁNÍ\n2012 – 2017   Fakulta informačních technologií, obor Informatika\n\n"
        "DOVEDNOSTI\nGrafana, Elasticsearch, Kafka, Jenkins, MS SQL Server\n\n"
        "Složila jsem zkoušku Cambridge CAE.\n\nREFERENCE\nna vyžádání\n",
        (
            "Senior datový analytik, ",
            "Fakulta informačních technologií",
            "Grafana, Elasticsearch, Kafka, Jenkins, MS SQL Server",
            "Cambridge CAE",
            "REFERENCE",
        ),
        ("Jana Dvořáková", "Kovostroj"),
    ),
    "de": (
        "LEBENSLAUF\n\nKatrin Hoffmann\nTel.: 0171 1234567\n\n"
        "BERUFSERFAHRUNG\nseit 05/2019   Teamleiter Elektrokonstruktion, Hoffmann Logistik GmbH, "
        "Köln\n\nAUSBILDUNG\n2010 – 2015   Technische Universität Dresden, Master of Science "
        "Maschinenbau\n\nEDV-KENNTNISSE\nGrafana, Elasticsearch, Kafka, Jenkins\n\n"
        "REFERENZEN\nDipl.-Ing. (FH) Karl Huber, Geschäftsführer\n",
        (
            "Teamleiter Elektrokonstruktion, ",
            "Technische Universität",
            "Master of Science",
            "Grafana, Elasticsearch, Kafka, Jenkins",
            "Dipl.-Ing. (FH)",
        ),
        ("Katrin Hoffmann", "Dresden", "Karl Huber"),
    ),
    "pl": (
        "CURRICULUM VITAE\n\nAnna Kowalska\nTelefon: 601 234 567\n\n"
        "DOŚWIADCZENIE\n06.2019 – obecnie   Starszy programista / Tech Lead, Budomex sp. z o.o., "
        "Gdynia\n\nWYKSZTAŁCENIE\n2010 – 2015   Wydział Elektroniki, Automatyki i Informatyki, "
        "kierunek informatyka\n\n"
        "UMIEJĘTNOŚCI\nGrafana, Elasticsearch, Kafka, Jenkins\n\n"
        "W 2012 roku byłam na stypendium Erasmus w Lizbonie.\n",
        (
            "CURRICULUM VITAE",
            "Starszy programista / Tech Lead, ",
            "Wydział Elektroniki, Automatyki i Informatyki",
            "Grafana, Elasticsearch, Kafka, Jenkins",
            "Erasmus",
        ),
        ("Anna Kowalska", "Budomex"),
    ),
    "sv": (
        "CURRICULUM VITAE\n\nErik Lindqvist\nTelefon: 070-123 45 67\n\n"
        "ERFARENHET\n2020-03 – idag   Miljöanalytiker, Lindström Bygg AB, Uppsala\n\n"
        "UTBILDNING\n2008 – 2011   Naturvetenskapsprogrammet, Katedralskolan\n\n"
        "IT-KUNSKAPER\nGrafana, Elasticsearch, Kafka, Jenkins\n\nJag har B-körkort.\n",
        (
            "CURRICULUM VITAE",
            "Miljöanalytiker, ",
            "Naturvetenskapsprogrammet, Katedralskolan",
            "Grafana, Elasticsearch, Kafka, Jenkins",
            "B-körkort",
        ),
        ("Erik Lindqvist", "Lindström"),
    ),
    "hu": (
        "ÖNÉLETRAJZ\n\nKovács Eszter\nTelefon: +36 30 123 4567\n\n"
        "TAPASZTALAT\n2019 – jelenleg   Senior fejlesztő, Pannon Építő Kft., Győr\n\n"
        "TANULMÁNYOK\n2010 – 2015   Széchenyi István Egyetem – mérnöki alapképzés\n\n"
        "NYELVISMERET\nangol – felsőfok\n\nSZÁMÍTÓGÉPES ISMERETEK\n"
        "Grafana, Elasticsearch, Kafka, Jenkins\n\nAz ISO 9001 auditokat koordináltam.\n",
        (
            "Senior fejlesztő, ",
            "Széchenyi István Egyetem",
            "NYELVISMERET",
            "Grafana, Elasticsearch, Kafka, Jenkins",
            "ISO 9001",
        ),
        ("Kovács Eszter", "Pannon"),
    ),
}


@pytest.mark.parametrize("lang", sorted(CVS))
def test_a_cvs_skills_degrees_roles_and_schools_stay_its_person_changes(lang: str) -> None:
    text, kept, changed = CVS[lang]
    output = _pseudonymized(text, lang)
    for phrase in kept:
        assert phrase in output, phrase
    for phrase in changed:
        assert not _kept(phrase, output), phrase


def test_a_field_of_study_after_its_word_stays() -> None:
    # (`obor` introduces the subject as a degree does: `Mgr. Právo`.)
    text = "VZDĚLÁNÍ\n2012 – 2017   Fakulta informačních technologií, obor Informatika\n"
    assert "obor Informatika" in _pseudonymized(text, "cs")


@pytest.mark.parametrize(
    ("lang", "text", "heading", "name"),
    [
        ("cs", "Reference\nMgr. Lenka Barošová, vedoucí směny\n", "Reference", "Barošová"),
        ("cs", "Reference: Ing. Oto Bělík, tel. 720 331 904\n", "Reference", "Bělík"),
        ("en", "References\nDr Harriet Cole, line manager\n", "References", "Harriet Cole"),
    ],
)
def test_a_cvs_references_heading_in_title_case_stays_the_referee_changes(
    lang: str, text: str, heading: str, name: str
) -> None:
    output = _pseudonymized(text, lang)
    assert output.startswith(heading)
    assert not _kept(name, output)


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [
        # A person on a line of skills is no skill.
        ("en", "Skills\nExcel, SQL, coached by Daniel Whitfield\n", "Daniel Whitfield"),
        ("cs", "Dovednosti\nExcel, SQL, školitel Martin Dvořák\n", "Martin Dvořák"),
        # A town is no exam where no exam's name follows it.
        ("en", "Lucy Palmer moved to Cambridge in 2019.\n", "Cambridge"),
        # A university's town says where someone lived.
        ("en", "2010 – 2013   BA Geography, University of Leeds\n", "Leeds"),
        ("de", "2010 – 2015   Technische Universität Dresden\n", "Dresden"),
        ("cs", "Studovala jsem na Západočeské univerzitě v Plzni.\n", "Plzni"),
        # A person named before a firm is no role.
        ("cs", "2019 – 2021   Jan Novák, Kovostroj s.r.o.\n", "Jan Novák"),
    ],
)
def test_a_name_beside_a_cvs_terms_still_changes(lang: str, text: str, name: str) -> None:
    assert not _kept(name, _pseudonymized(text, lang))


@pytest.mark.parametrize(
    ("address", "kept", "changed"),
    [
        (
            "https://www.linkedin.com/in/jana-dvorakova-brno/",
            "https://www.linkedin.com/in/",
            "brno",
        ),
        ("https://cz.linkedin.com/in/jana-dvorakova/", "https://cz.linkedin.com/in/", "dvorakova"),
        ("https://www.facebook.com/groups/brnobezci/", "https://www.facebook.com/groups/", "brno"),
        ("https://github.com/jdvorakova", "https://github.com/", "jdvorakova"),
    ],
)
def test_a_platforms_site_stays_only_the_profiles_path_changes(
    address: str, kept: str, changed: str
) -> None:
    surrogate = url_surrogate(address, {}, random.Random(7))
    assert surrogate.startswith(kept)
    assert changed not in surrogate
    assert len(surrogate) == len(address)


def test_a_site_no_platform_still_changes() -> None:
    surrogate = url_surrogate("https://www.novak-stavby.cz/in/kontakt/", {}, random.Random(7))
    assert surrogate.startswith("https://www.") and ".cz/" in surrogate
    assert "novak" not in surrogate and "stavby" not in surrogate


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [
        ("hu", "Fiam a Kazinczy Ferenc Gimnáziumban végzős, Kovács Tamás osztályában.", "Kovács"),
        ("pl", "Studiuje na Wydziale Chemii, Jan Kowalski jest jej promotorem.", "Kowalski"),
        ("cs", "Učí na Fakultě informatiky, Petr Dvořák vede její katedru.", "Dvořák"),
    ],
)
def test_a_person_after_a_schools_name_is_no_part_of_it(lang: str, text: str, name: str) -> None:
    """The rest of a faculty's name may follow a comma (`Wydział Elektroniki, Telekomunikacji
    i Informatyki`); a person there is someone, not the school's namesake."""
    assert name not in _pseudonymized(text, lang)


def test_a_german_job_noun_no_table_lists_before_its_employer_is_a_role() -> None:
    # (`Lageristin`: the dictionary's noun, a job's feminine form no word table lists.)
    text = (
        "Berufserfahrung\n"
        "04/2014 – 03/2017  Lageristin, Brandhorst Logistik AG, Paderborn\n"
        "04/2017 – 09/2021  Buchhalterin, Lohmeyer Baustoffe GmbH, Paderborn\n"
    )
    output = _pseudonymized(text, "de")
    assert "  Lageristin, " in output and "  Buchhalterin, " in output
    assert not _kept("Brandhorst", output) and not _kept("Paderborn", output)


def test_german_and_dotted_degrees_are_kept_and_the_names_beside_them_replaced() -> None:
    """`Dipl.-Kfm.`, `M.Sc.`, `B.A.` after a name's comma: degrees thousands hold, not a
    person's initials or name."""
    text = (
        "Mit freundlichen Grüßen\n\nDipl.-Psych. Annette Vogt\n\n"
        "Werdegang\n2014 Abschluss als Dipl.-Kfm. an der Universität Bamberg\n"
        "Referenz: Tobias Reinhardt, M.Sc., B.A.\nDr.-Ing. Heike Sommerfeld\n"
    )
    output = _pseudonymized(text, "de")
    for degree in ("Dipl.-Psych. ", "als Dipl.-Kfm. an", ", M.Sc., B.A.\n", "Dr.-Ing. "):
        assert degree in output, (degree, output)
    for name in ("Annette", "Vogt", "Tobias", "Reinhardt", "Heike", "Sommerfeld"):
        assert name not in output, (name, output)
