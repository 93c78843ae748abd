"""Legal texts with the real pipelines: a heading after a list's letter or number in
brackets (`(ii) Procedural limb`) opens its line as a sentence does, and its ordinary word is
kept; a person's name after such a letter is still replaced."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document, Mention, Status
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules.ordinary.legal import legal_form_alone


@cache
def pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"legal"))


def run(text: str, lang: str) -> Result:
    return next(pipeline().run([Document("d", text, lang)]))


def written(result: Result) -> str:
    return result.rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("lang", "text", "heading"),
    [
        ("en", "THE LAW\n\n(ii) Procedural limb\n\n14. The applicant complained.", "Procedural"),
        ("en", "THE LAW\n\n(b) Substantive issues\n\n15. The Court agrees.", "Substantive"),
        ("cs", "Skutkový stav\n\n(a) Náklady řízení\n\nŽalobce podal odvolání.", "Náklady"),
        ("pl", "Uzasadnienie\n\n(b) Koszty postępowania\n\nPowód wniósł apelację.", "Koszty"),
        ("sv", "Bakgrund\n\n(ii) Rättegångskostnader\n\nKäranden överklagade.", "Rättegångs"),
        ("hu", "Indokolás\n\nb) Perköltség\n\nA felperes fellebbezett.", "Perköltség"),
    ],
)
def test_a_heading_after_a_list_letter_in_brackets_is_kept(
    lang: str, text: str, heading: str
) -> None:
    result = run(text, lang)
    assert written(result) == text
    word = text[text.index(heading) :].split()[0]
    start = text.index(word)
    for mention in result.mentions:
        if mention.start == start:
            assert mention.decision.status is Status.PUBLIC
            assert "sentence_start" in {e.detail for e in mention.decision.evidence}


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [
        ("en", "Witnesses:\n(a) Fenwick stated that he saw nothing.", "Fenwick"),
        ("cs", "Svědci:\n(a) Kratochvíl uvedl, že nic neviděl.", "Kratochvíl"),
    ],
)
def test_a_name_after_a_list_letter_is_still_replaced(lang: str, text: str, name: str) -> None:
    assert name not in written(run(text, lang))


# (lang, text, the citation of a law that stays as written)
LAWS = [
    (
        "en",
        "The police acted under section 12 of Act no. 305/2011 on public order.",
        "Act no. 305/2011",
    ),
    (
        "en",
        "Data are processed under Regulation (EU) 2016/679 and Directive 95/46/EC.",
        "Regulation (EU) 2016/679 and Directive 95/46/EC",
    ),
    ("cs", "Podle § 5 zákona č. 262/2006 Sb., zákoník práce, má nárok na mzdu.", "č. 262/2006 Sb."),
    (
        "cs",
        "Úrok se řídí nařízením vlády č. 351/2013 Sb. a činí 8 % ročně.",
        "nařízením vlády č. 351/2013 Sb.",
    ),
    (
        "cs",
        "Hluk v noci je přestupek podle zák. č. 251/2016 Sb., poplatek stanoví vyhl. č. "
        "177/1996 Sb.",
        "zák. č. 251/2016 Sb., poplatek stanoví vyhl. č. 177/1996 Sb.",
    ),
    (
        "pl",
        "Dane przetwarzamy zgodnie z Rozporządzeniem Parlamentu Europejskiego i Rady (UE) "
        "2016/679 z dnia 27 kwietnia 2016 r. (RODO).",
        "Rozporządzeniem Parlamentu Europejskiego i Rady (UE) 2016/679 z dnia 27 kwietnia "
        "2016 r. (RODO)",
    ),
    (
        "pl",
        "Zgodnie z Kodeksem pracy (Dz.U. z 2022 r. poz. 1510) Tomasz Wrona otrzymał urlop.",
        "Dz.U. z 2022 r. poz. 1510",
    ),
    (
        "pl",
        "Wniosek złożono na podstawie ustawy (Dz. U. Nr 21, poz. 94 z późn. zm.).",
        "Dz. U. Nr 21, poz. 94 z późn. zm.",
    ),
    (
        "cs",
        "Nárok vznikl podle zákona č. 40/2009 Sb., trestní zákoník, a Milena Horáková jej "
        "uplatnila.",
        "zákona č. 40/2009 Sb.",
    ),
    # A Hungarian decree: its number, its day with the month in Roman numerals, the Government
    # (`Korm.`) that issued it; an act by its year and number.
    (
        "hu",
        "A 368/2011. (XII. 31.) Korm. rendelet alapján Fekete Zsuzsanna kérelmét elbírálták.",
        "368/2011. (XII. 31.) Korm. rendelet",
    ),
    (
        "hu",
        "Az ügyben a 2012. évi I. törvény és a 25/2016. (VI. 30.) NGM rendelet szerint jártak el.",
        "2012. évi I. törvény és a 25/2016. (VI. 30.) NGM rendelet",
    ),
    ("de", "Die Daten werden nach der Verordnung (EU) 2016/679 verarbeitet.", "(EU) 2016/679"),
    ("sv", "Uppgifterna behandlas enligt lagen (2018:218) om dataskydd.", "lagen (2018:218)"),
]


@pytest.mark.parametrize(("lang", "text", "citation"), LAWS)
def test_a_law_cited_by_its_number_is_kept(lang: str, text: str, citation: str) -> None:
    result = run(text, lang)
    assert citation in written(result), written(result)
    start = text.index(citation)
    for mention in result.mentions:
        if start <= mention.start and mention.end <= start + len(citation):
            assert "law_citation" in {e.detail for e in mention.decision.evidence}


@pytest.mark.parametrize(
    ("lang", "text", "private"),
    [
        # A court's decision is no law: its number is a case's.
        ("en", "Mr Tobias Fenwick appealed against decision no. 4471/2019.", "4471/2019"),
        # A name between the noun and the number makes no citation.
        ("en", "He cited the law of Fenwick no. 5/2010 in his appeal.", "Fenwick"),
        # `Law` as someone's family name, where no number follows.
        ("en", "Mr Jude Law and Mrs Law appealed.", "Law appealed"),
        # The person beside a cited law is still someone's name.
        (
            "hu",
            "A 368/2011. (XII. 31.) Korm. rendelet alapján Fekete Zsuzsanna kérelmét elbírálták.",
            "Fekete Zsuzsanna",
        ),
        ("pl", "Zgodnie z Kodeksem pracy (Dz.U. z 2022 r. poz. 1510) Tomasz Wrona.", "Wrona"),
    ],
)
def test_what_is_no_law_citation_is_still_replaced(lang: str, text: str, private: str) -> None:
    assert private not in written(run(text, lang))


@pytest.mark.parametrize(
    ("lang", "text", "abbreviation"),
    [
        ("de", "Die Kosten sind nach § 35a EStG absetzbar.", "EStG"),
        ("de", "Der Anspruch folgt aus § 823 Abs. 1 BGB.", "BGB"),
        ("en", "The claim was brought under s. 7 HRA and Article 8 ECHR.", "ECHR"),
    ],
)
def test_a_law_abbreviation_after_a_reference_is_kept(
    lang: str, text: str, abbreviation: str
) -> None:
    assert abbreviation in written(run(text, lang))


def test_a_court_mark_and_a_law_report_in_a_case_citation_are_kept() -> None:
    text = (
        "The Court refers to its case-law (see Fenwick v. Norway [GC], no. 41122/08, §§ 51-60 "
        "and 84-89, ECHR 2012, and Holm and Others v. Iceland ([GC], nos. 5512/10 and 2 "
        "others, § 77, ECHR 2016)). Mr [TF] disagreed."
    )
    output = written(run(text, "en"))
    assert output.count("[GC]") == 2, output
    assert output.count("ECHR") == 2, output
    # Initials in brackets with no case number after them are someone's.
    assert "[TF]" not in output


@pytest.mark.parametrize(
    ("lang", "text", "word"),
    [
        (
            "en",
            "He claimed damages from the State. He was hit by State agents, and the respondent "
            "State must pay; the state of the file was poor. Mr Tobias Fenwick testified.",
            "State",
        ),
        (
            "hu",
            "Kovács Tamás a Bírósághoz fordult. Bíróság előtt is ezt mondta, de egy bíróság "
            "sem hallgatta meg.",
            "Bíróság",
        ),
    ],
)
def test_a_body_named_by_its_noun_keeps_it_without_the_article_too(
    lang: str, text: str, word: str
) -> None:
    output = written(run(text, lang))
    assert output.count(word) == text.count(word), output
    assert "Fenwick" not in output and "Kovács" not in output


@pytest.mark.parametrize(
    ("lang", "text", "kept", "replaced"),
    [
        (
            "en",
            "On 2 May the applicant's lawyer, Ms Odile Brackenbury, wrote again. His lawyer then "
            "withdrew. His wife is a nurse.",
            ["applicant's lawyer", "His lawyer"],
            ["nurse", "Brackenbury"],
        ),
        (
            "en",
            "Ms Odile Brackenbury works as a lawyer at a bank in Leeds.",
            [],
            ["lawyer", "Brackenbury"],
        ),
        (
            "cs",
            "Jeho advokát podal odvolání a pan Tomáš Kratochvíl souhlasil.",
            ["Jeho advokát"],
            ["Kratochvíl"],
        ),
    ],
)
def test_someones_lawyer_is_a_role_kept_a_profession_elsewhere_is_replaced(
    lang: str, text: str, kept: list[str], replaced: list[str]
) -> None:
    output = written(run(text, lang))
    for words in kept:
        assert words in output, output
    for words in replaced:
        assert words not in output, output


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Mr Tom Hadley relied on the Anti-social Behaviour Act 2003 in 2021.",
            "Anti-social Behaviour Act 2003",
        ),
        ("Ms Ruth Ashdown cited the Data Protection Act 2018 twice.", "Data Protection Act 2018"),
        ("The Housing Act 1988 applied, said Mr Tom Hadley.", "Housing Act 1988"),
        # (Function words inside the title, a title word a name list also holds, and the
        # title after lower-case words of the sentence.)
        (
            "Mr Tom Hadley relied on the Harbours and Marine Evidence Act 1979 alone.",
            "Harbours and Marine Evidence Act 1979",
        ),
        (
            "In the sense of the Fisheries and Justice Act 2011, Ms Ruth Ashdown was a tenant.",
            "Fisheries and Justice Act 2011",
        ),
        (
            "Ms Ruth Ashdown relied on section 6 of the Human Rights Act 1998 in her claim.",
            "Human Rights Act 1998",
        ),
    ],
)  # fmt: skip
def test_a_statutes_short_title_and_year_are_kept(text: str, title: str) -> None:
    # A drawn title read `Mkft-nailcj Obtkottpu Ptb 2002`: another law, and no word.
    output = written(run(text, "en"))
    assert title in output
    assert "Hadley" not in output and "Ashdown" not in output


def test_a_statute_named_by_its_year_is_kept() -> None:
    # (Drawn as a mention, `the 2005 Regulations` became pseudo-words around a moved year.)
    text = (
        "The Lifting Operations Regulations 2009 governed the crane. Under the 2009 Regulations, "
        "Mr Owen Tallis had to inspect it; the 1974 Act applied to Ms Ruth Ashdown too."
    )
    output = written(run(text, "en"))
    assert "Under the 2009 Regulations," in output and "the 1974 Act applied" in output, output
    assert "Tallis" not in output and "Ashdown" not in output


def test_a_name_before_act_is_still_replaced() -> None:
    output = written(run("We met Tom Hadley. Hadley Act 2019 was his joke.", "en"))
    assert "Hadley" not in output


def test_a_points_number_after_its_number_word_in_a_german_citation_is_the_laws() -> None:
    # (`§ 709 Nr. 4`: a paragraph's point; an invoice's `Nr.` has no paragraph before it.)
    text = (
        "Die Sicherheitsleistung richtet sich nach §§ 709 Nr. 4, 712 ZPO. "
        "Die Rechnung Nr. 5832 ging an Herrn Albers."
    )
    output = written(run(text, "de"))
    assert "nach §§ 709 Nr. 4, 712 ZPO." in output
    assert "5832" not in output and "Albers" not in output


JUDGMENT_TITLE = (
    "BETWEEN:\n\n"
    "ROSALIND MARY PETTIGREW\n"
    "                                             Claimant\n"
    "HARTSHORNE DEMOLITION SERVICES LIMITED       First Defendant\n"
    "CONRAD NEVILLE ASHWORTH                      Second Defendant\n\n"
    "1. The Claimant tripped over a cable on the site. The Second Defendant's foreman, "
    "Mr Ashworth, had laid it. THE CLAIMANT was taken to hospital. The Defendants' insurers "
    "admit that the First Defendant owed the Claimant a duty; the Third Party and the "
    "Interested Party made no submissions, and the Appellant in that appeal was a council.\n"
)


def test_a_partys_role_is_no_name_and_is_never_copied_as_one() -> None:
    out = written(run(JUDGMENT_TITLE, "en"))
    for role in (
        "Claimant\n",
        "First Defendant\n",
        "Second Defendant\n",
        "The Claimant tripped",
        "The Second Defendant's foreman",
        "THE CLAIMANT was",
        "The Defendants' insurers",
        "the First Defendant owed the Claimant a duty",
        "the Third Party and the Interested Party",
        "the Appellant in",
    ):
        assert role in out
    assert "PETTIGREW" not in out
    assert "Ashworth" not in out


@pytest.mark.parametrize(
    "citation",
    [
        "Pilkington v Marsden [1981] QB 410",
        "Hargreaves v Tolland [2016] UKSC 12, [2016] 3 All ER 117",
        "Brennan v Cotswold Garden Supplies Ltd [1999] 2 WLR 615",
        "Fothergill v Ashdown Quarries Ltd [1938] AC 92",
        "Lomax v Penhaligon (1984) 79 Cr App R 21",
        "Ormerod v Tranmere (Haulage) LLP [2017] UKSC 9, [2017] 1 WLR 402",
        "Fairbairn (Holdings) Ltd v Cresswell [2004] ICR 318",
    ],
)
def test_a_case_cited_by_its_law_report_is_kept_whole(citation: str) -> None:
    text = f"14. Counsel for the Claimant relied on {citation} in support.\n"
    assert written(run(text, "en")) == text


def test_a_statutory_instruments_number_is_kept() -> None:
    text = "The Construction (Design and Management) Regulations 2015 (SI 2015/51) apply here.\n"
    assert "(SI 2015/51)" in written(run(text, "en"))


def test_a_case_whose_party_the_text_names_elsewhere_is_still_replaced() -> None:
    text = (
        "Mr Pilkington gave evidence. The earlier claim, Pilkington v Marsden [2011] EWHC 410 "
        "(QB), was settled.\n"
    )
    out = written(run(text, "en"))
    assert "Pilkington" not in out


def test_the_jurisdiction_of_england_and_wales_is_kept_and_a_nation_is_a_country() -> None:
    from pseudonymizer.lexicon.states import countries

    text = (
        "Marlowe Joinery Ltd is a company registered in England and Wales. Its director moved "
        "to Scotland in 2014.\n"
    )
    out = written(run(text, "en"))
    assert "registered in England and Wales." in out
    moved = out.split("moved to ", 1)[1].split(" in ", 1)[0]
    assert moved != "Scotland"
    assert moved.casefold() in countries("en")


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            'The Food Standards Executive ("FSE") inspected the kitchen. The FSE found rats.',
            ["Food Standards Executive", "The FSE found"],
        ),
        (
            "She was a member of the National Roofing & Cladding Confederation until 2019.",
            ["National Roofing & Cladding Confederation"],
        ),
        ("IN THE HIGH COURT OF JUSTICE\nKING'S BENCH DIVISION\n\n1. Hearing.", ["KING'S BENCH"]),
        (
            "CLAIM NO. QB-2019-000412\nQUEEN'S BENCH DIVISION\nMEDIA AND COMMUNICATIONS LIST\n\n"
            "2. The facts.",
            ["QUEEN'S BENCH DIVISION"],
        ),
        ("The appeal was heard in the Family Division last spring.", ["Family Division"]),
    ],
)
def test_a_public_body_named_by_its_kind_or_defined_acronym_is_kept(
    text: str, kept: list[str]
) -> None:
    out = written(run(text, "en"))
    for words in kept:
        assert words in out, out


@pytest.mark.parametrize(
    "title",
    [
        "Consumer Rights (Enforcement) Order 2015",
        "Small Business, Enterprise and Employment Act 2015",
        "Courts and Legal Services Act 1990",
        "Family Procedure Rules 2010",
    ],
)
def test_a_statute_title_with_brackets_or_a_statutory_noun_is_kept(title: str) -> None:
    text = f"The point turns on the {title}, which the parties accept applies.\n"
    assert written(run(text, "en")) == text


def test_a_signs_words_in_capitals_are_kept_a_name_in_capitals_is_not() -> None:
    text = (
        "A notice reading DANGER UNSTABLE GROUND hung on the gate. The foreman, GORDON "
        "BLACKWOOD, had written it.\n"
    )
    out = written(run(text, "en"))
    assert "reading DANGER UNSTABLE GROUND hung" in out
    assert "BLACKWOOD" not in out


def test_heads_of_damages_and_the_tables_that_value_them_are_kept() -> None:
    text = (
        "14. Ms Carys Thornbury seeks General Damages of £18,000 and Special Damages for the "
        "care her husband gave. Her loss of pension is valued with the Ogden Tables, and the "
        "Judicial College Guidelines put the injury in the moderate bracket.\n"
    )
    output = written(run(text, "en"))
    for term in ("General Damages", "Special Damages", "Ogden Tables", "Judicial College"):
        assert term in output, output
    for name in ("Carys", "Thornbury"):
        assert name not in output, output


@pytest.mark.parametrize(
    ("text", "form", "alone"),
    [
        ("relied on Ormerod v Tranmere (Haulage) LLP in support", "LLP", True),
        ("a contract with Fairbairn Holdings Ltd was signed", "Ltd", True),
        ("the supplier, Kessler Pumpen GmbH, delivered late", "GmbH", True),
        ("a letter from Mr AB to the court", "AB", False),  # initials, not a form
        ("the LLP was dissolved", "LLP", False),  # no firm's word before it
    ],
)
def test_a_legal_form_alone_closing_a_firms_name_is_no_name(
    text: str, form: str, alone: bool
) -> None:
    start = text.index(form)
    mention = Mention(start, start + len(form), Category.OTHER, "test")
    assert legal_form_alone(text, mention, "en") is alone


def test_the_judgments_own_neutral_citation_keeps_its_shape_with_another_number() -> None:
    text = (
        "Neutral Citation Number: [2025] EWHC 2719 (KB)\n\n"
        "1. Mrs Threlfall was injured at work.\n\n"
        "40. This judgment may be cited as [2025] EWHC 2719 (KB).\n"
    )
    out = written(run(text, "en"))
    lines = [line for line in out.splitlines() if "EWHC" in line]
    numbers = {line.split("EWHC ")[1].split(" ")[0] for line in lines}
    assert len(lines) == 2 and all("[2025] EWHC " in line and "(KB)" in line for line in lines)
    assert len(numbers) == 1 and numbers != {"2719"} and all(len(n) == 4 for n in numbers)


def test_a_textbook_cited_by_its_authors_and_edition_is_kept() -> None:
    # (The work's authors became people, pseudo-words or a firm: `Millbrae on Marsh`.)
    text = (
        "For Mr Tobias Venn, counsel relied on Snell on Equity (34th edn, 2019) at para "
        "4-012, on Lewin on Trusts, 20th edition, and on Clerk & Lindsell on Torts (23rd ed.). "
        "Mr Venn also wrote to Dr Halloway on Monday.\n"
    )
    result = run(text, "en")
    output = written(result)
    for cited in (
        "Snell on Equity (34th edn, 2019)",
        "Lewin on Trusts, 20th edition",
        "Clerk & Lindsell on Torts (23rd ed.)",
    ):
        assert cited in output, output
    for private in ("Tobias", "Venn", "Halloway"):
        assert private not in output, output


def test_a_name_on_a_subject_without_an_edition_is_still_replaced() -> None:
    text = "Mrs Greta Sallow spoke to Mr Harwick on Thursday about Pemberley on Trust matters.\n"
    output = written(run(text, "en"))
    assert "Harwick" not in output and "Sallow" not in output, output
