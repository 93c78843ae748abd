"""A court judgment read as a careful person would have pseudonymized it, read off the written
text with the real pipelines and several keys: the case law it cites, the law it quotes, the
court's own words (the respondent State, the language it is done in, a heading's number, the
counsel's role, an institution's own name and acronym) stay; the parties, their firm, their
town, their country and nationality change, each into one of its kind (a country for a
country, a nationality for a nationality, a town for a town of two names, a coined word for a
firm's coined name, an ordinary job for a job), and the years the text tells move with its
timeline, inside a firm's sentence and a case's number too. The texts are the project's own."""

from __future__ import annotations

import re

import pytest
from wordfreq import zipf_frequency

from pseudonymizer.categories import Category
from pseudonymizer.lexicon.demonyms import nationalities
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.professions import REGISTER_NEIGHBOURS, job_names, jobs_like
from pseudonymizer.lexicon.states import countries, state_name
from tests.pseudonymized import run, written

KEYS = (b"judgment-a", b"judgment-b", b"judgment-c")


def kept(phrase: str, output: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", output) is not None


JUDGMENT = (
    "CASE OF HORVÁTH AND KOVÁČOVÁ v. SLOVAKIA\n\n"
    "In the case of Horváth and Kováčová v. Slovakia,\n\n"
    "1. The application was lodged against the Slovak Republic by two Slovak nationals, "
    "Mr Dušan Horváth and Ms Eva Kováčová, on 4 May 2018. They were represented by "
    "Mr T. Benko, a lawyer practising in Žilina. The police refused to wait for the "
    "lawyer's arrival.\n\n"
    "I. THE FIRST APPLICANT'S ARREST AND DETENTION\n\n"
    "2. Between 2013 and 2016 STAVMONT s.r.o. renovated a hospital in Kysucké Nové Mesto "
    "and a school in Nové Mesto nad Váhom. The works were run by the Žilina Self-Governing "
    "Region and checked by the National Security Authority (Národný bezpečnostný úrad – "
    '"the NBÚ"). '
    "Four officers of the NBÚ searched the office.\n\n"
    "3. The Constitutional Court dismissed the complaint (decision no. III. ÚS 58/2019). "
    "The appeal was dismissed by the Regional Court.\n\n"
    "4. The Court reiterates its case-law (see Oberhuber v. Austria, no. 41234/05, § 47, "
    "3 July 2012, and Dobrev v. the Republic of Moldova [GC], no. 21755/07, § 88, "
    "5 July 2016). Article 41 of the Convention provides:\n\n"
    '"If the Court finds a violation of the Convention or the Protocols thereto, and if '
    "the internal law of the High Contracting Party concerned allows only partial "
    'reparation to be made, the Court shall afford just satisfaction."\n\n'
    "5. The respondent State is to pay the applicants EUR 3,000. Her state of health was "
    "good.\n\n"
    "Done in English, and notified in writing on 6 June 2023.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_the_courts_words_and_the_case_law_it_cites_stay(key: bytes) -> None:
    output = written(run(JUDGMENT, "en", key))
    for phrase in (
        # Published case law: its parties, its State, its number and date.
        "see Oberhuber v. Austria, no. 41234/05, § 47, 3 July 2012",
        "Dobrev v. the Republic of Moldova [GC], no. 21755/07, § 88, 5 July 2016",
        # The law it quotes, whatever a model reads in its capitals.
        "the Protocols thereto",
        "the High Contracting Party concerned",
        # The court's own words.
        "The respondent State is to pay",
        "Done in English",
        "I. THE FIRST APPLICANT'S ARREST AND DETENTION",
        "decision no. III. ÚS",
        "a lawyer practising in",
        "the lawyer's arrival",
        'National Security Authority (Národný bezpečnostný úrad – "the NBÚ")',
        "Four officers of the NBÚ",
        "Self-Governing Region",
    ):
        assert kept(phrase, output), phrase
    # (The paragraph's number after a court is no house number.)
    assert "\n\n4. The Court reiterates" in output


@pytest.mark.parametrize("key", KEYS)
def test_the_parties_and_their_places_change_into_their_kind(key: bytes) -> None:
    output = written(run(JUDGMENT, "en", key))
    for original in ("Horváth", "Kováčová", "HORVÁTH", "Benko", "STAVMONT", "Žilina"):
        assert not kept(original, output), original
    for original in ("Slovakia", "SLOVAKIA", "Slovak", "Kysucké", "Váhom"):
        assert not kept(original, output), original
    # The respondent State of the title is another country, the long name keeps its form
    # with another nationality, and the applicants' nationality is another nationality.
    title = output.splitlines()[0]
    assert title.split(" v. ")[1].casefold() in countries("en")
    republic = re.search(r"lodged against the (.+?) by two (\w+) nationals", output)
    assert republic is not None
    assert republic.group(1).endswith(" Republic")
    assert state_name(republic.group(1), "en") is not None
    assert republic.group(2).lower() in nationalities("en")
    # A town of two names joined by `nad` is one town, not two names around the word.
    assert " nad " not in output.split("hospital in")[1].split(".")[0]


@pytest.mark.parametrize("key", KEYS)
def test_years_stay_on_the_timeline(key: bytes) -> None:
    result = run(JUDGMENT, "en", key)
    output = written(result)
    # The years before a firm are the timeline's, not the firm's name.
    years = re.search(r"Between (\d{4}) and (\d{4}) (\S+) s\.r\.o\.", output)
    assert years is not None
    assert int(years.group(2)) - int(years.group(1)) == 3
    assert abs(int(years.group(1)) - 2013) <= 2
    # A coined firm's name becomes another coined word in capitals, no person's name.
    firm = years.group(3)
    assert firm.isupper() and len(firm) == len("STAVMONT") and firm != "STAVMONT"
    assert firm.capitalize() not in given_names() and firm.capitalize() not in family_names()
    # A case's number keeps its year a year near its own.
    number = re.search(r"ÚS (\d+)/(\d{4})\)", output)
    assert number is not None and abs(int(number.group(2)) - 2019) <= 2
    firms = [m for m in result.mentions if m.category is Category.ORGANIZATION]
    assert not any(JUDGMENT[m.start : m.end].startswith("2013") for m in firms)


@pytest.mark.parametrize("key", KEYS)
def test_a_case_cited_with_a_party_named_elsewhere_is_replaced(key: bytes) -> None:
    text = (
        "1. The applicant, Mr Ivo Brandl, was born in 1970. The Court refers to its earlier "
        "judgment (see Brandl v. Austria, no. 30457/06, § 47, 3 July 2012).\n"
    )
    output = written(run(text, "en", key))
    assert not kept("Brandl", output)


@pytest.mark.parametrize("key", KEYS)
def test_a_case_cited_again_short_is_the_same_case_law(key: bytes) -> None:
    text = (
        "31. The applicant, Mr Ivo Brandl, complained. The principles were set out in "
        "Olteanu v. Romania ([GC], no. 41077/09, § 52, 4 May 2016).\n\n"
        "32. Those reasons must be specific (see Olteanu, cited above, § 55).\n"
    )
    output = written(run(text, "en", key))
    assert output.count("Olteanu") == 2 and "Romania" in output
    assert not kept("Brandl", output)


def test_a_law_quoted_after_a_courts_words_is_no_law() -> None:
    """A judgment quoted after a reference to an article is the court's reasoning, which
    names the firm it speaks of."""
    text = (
        '6. Having regard to Articles 9 and 14, the Court of Appeal stated that: "Wexcombe '
        'is not a public authority."\n'
    )
    mentions = run(text, "en", KEYS[0]).mentions
    assert any(text[m.start : m.end] == "Wexcombe" for m in mentions)
    assert not kept("Wexcombe", written(run(text, "en", KEYS[0])))


@pytest.mark.parametrize("key", KEYS)
def test_a_nationality_the_model_reads_as_a_place_gets_a_nationality(key: bytes) -> None:
    output = written(run("The two applicants are Slovak nationals living in Trnava.\n", "en", key))
    found = re.search(r"are (\w+) nationals", output)
    assert found is not None and found.group(1) != "Slovak"
    assert found.group(1).lower() in nationalities("en")


def test_a_replaced_job_is_an_ordinary_one() -> None:
    """A film crew's slang names no job a reader knows (`Best boy`); a job whose head
    closes several of the list does (`Probation officer`)."""
    for locale in ("en_US", "en_GB"):
        jobs = job_names(locale)
        assert "Best boy" not in jobs and "Clapper loader" not in jobs and "Copy" not in jobs
        assert "Probation officer" in jobs and "Airline pilot" in jobs
    # (Other lists keep their jobs, the head first or last: German `Pilot`, Czech `Advokát`.)
    assert "Pilot" in job_names("de_DE") and "Advokát" in job_names("cs_CZ")


@pytest.mark.parametrize("original", ["plumber", "teacher", "accountant"])
def test_a_replaced_job_is_as_common_a_word_as_the_original(original: str) -> None:
    # A common job drawn among the list's rarest (`hydrologist`, `herpetologist`) or as two
    # of a slash (`Warden/ranger`) reads as no one's.
    jobs = jobs_like(original, "en_GB")
    assert jobs and not any("/" in job or job.casefold() == original for job in jobs)
    wanted = zipf_frequency(original, "en")
    assert all(abs(zipf_frequency(job.lower(), "en") - wanted) < 1.5 for job in jobs), jobs
    assert all(len(job.split()) == 1 for job in jobs)


def test_a_job_the_lists_language_never_writes_draws_among_every_one() -> None:
    # (A Swedish job before Faker's English list: no register to keep, every job of its length.)
    jobs = jobs_like("snickare", "sv_SE")
    assert len(jobs) > REGISTER_NEIGHBOURS
    assert all(len(job.split()) == 1 for job in jobs)


@pytest.mark.parametrize(
    ("name", "lang", "country"),
    [
        ("Slovak Republic", "en", "Slovak"),
        ("Republic of Moldova", "en", "Moldova"),
        ("Federal Republic of Germany", "en", "Germany"),
        ("Turkey", "en", "Turkey"),
        ("Slovenská republika", "cs", "Slovenská"),
        ("Republika Moldavsko", "cs", "Moldavsko"),
        ("Bundesrepublik Deutschland", "de", "Deutschland"),
        ("Republika Słowacka", "pl", "Słowacka"),
    ],
)
def test_a_states_long_name_is_a_countrys(name: str, lang: str, country: str) -> None:
    found = state_name(name, lang)
    assert found is not None and name[found[0] : found[1]] == country


@pytest.mark.parametrize("name", ["Green Republic", "Banana Republic", "Republic", "Supreme Court"])
def test_a_name_with_no_country_is_no_state(name: str) -> None:
    assert state_name(name, "en") is None


@pytest.mark.parametrize(
    ("text", "lang", "town"),
    [
        ("The school in Moldava nad Bodvou was closed.\n", "en", "Moldava nad Bodvou"),
        ("He moved to Kingston upon Hull in May.\n", "en", "Kingston upon Hull"),
        ("Sie zog nach Frankfurt am Main um.\n", "de", "Frankfurt am Main"),
    ],
)
def test_a_town_of_two_names_is_one_place(text: str, lang: str, town: str) -> None:
    mentions = run(text, lang, KEYS[0]).mentions
    start = text.index(town)
    assert any(
        m.start <= start and start + len(town) <= m.end and m.category is Category.LOCATION
        for m in mentions
    )
