"""Dates with digits and with month names in all six languages; only real calendar dates."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analyzer
from pseudonymizer.categories import Category
from pseudonymizer.config import Config
from pseudonymizer.detect import recognizers_for
from pseudonymizer.detect.dates import DateRecognizer
from pseudonymizer.languages import BUILT_IN
from pseudonymizer.lexicon.calendar import ON_A_DAY
from pseudonymizer.model import Document

_PLAIN = Analyzer(Config(models={}))


def dates(text: str, lang: str) -> list[tuple[int, int, str]]:
    (recognizer,) = [r for r in recognizers_for(lang) if isinstance(r, DateRecognizer)]
    ((document, analysis),) = _PLAIN.analyze([Document("t", text, lang)])
    found = list(recognizer.find(document, analysis))
    assert all(m.category is Category.DATE and m.source == "date" for m in found)
    return [(m.start, m.end, m.text_in(text)) for m in found]


def span(text: str, value: str) -> tuple[int, int, str]:
    start = text.index(value)
    return (start, start + len(value), value)


NUMERIC = [
    ("en", "Born 21.03.2005 in Leeds.", "21.03.2005"),
    ("en", "Born on 2005-03-21 in Leeds.", "2005-03-21"),
    ("en", "Born 03/21/2005 in Leeds.", "03/21/2005"),
    ("en", "Born 21/03/2005 in Leeds.", "21/03/2005"),
    ("en", "Born 3/21/05 in Leeds.", "3/21/05"),
    ("cs", "Dne 5. 5. 2021 jsme se sešli.", "5. 5. 2021"),
    ("cs", "Narozen 21.03.2005 v Brně.", "21.03.2005"),
    ("pl", "Urodzony 21.03.2005 w Łodzi.", "21.03.2005"),
    ("de", "Geboren am 21.03.2005 in Bonn.", "21.03.2005"),
    ("sv", "Född 2005-03-21 i Lund.", "2005-03-21"),
    ("hu", "A 2021. 05. 05. napon történt.", "2021. 05. 05."),
    ("hu", "Született 2005.03.21. Szegeden.", "2005.03.21."),
]


@pytest.mark.parametrize(("lang", "text", "value"), NUMERIC)
def test_numeric_dates(lang: str, text: str, value: str) -> None:
    assert dates(text, lang) == [span(text, value)]


NAMED = [
    ("en", "It was on 21 March 2005 that we met.", "21 March 2005"),
    ("en", "It was on March 21, 2005 that we met.", "March 21, 2005"),
    ("en", "It was in March 2005 that we met.", "March 2005"),
    ("en", "It was on the 21st of March 2005 that we met.", "21st of March 2005"),
    ("en", "See you on 3 Sep 2021 then.", "3 Sep 2021"),
    ("en", "See you on Sep 3rd, 2021 then.", "Sep 3rd, 2021"),
    ("cs", "Dne 5. května 2021 jsme se sešli.", "5. května 2021"),
    ("cs", "Dne 5. května jsme se sešli.", "5. května"),
    ("cs", "Bylo to v září 2019 v Praze.", "září 2019"),
    ("pl", "Dnia 5 maja 2021 r. w Krakowie.", "5 maja 2021 r."),
    ("pl", "Dnia 12 października 2020 w Krakowie.", "12 października 2020"),
    ("de", "Am 5. Mai 2021 in Berlin.", "5. Mai 2021"),
    ("de", "Am 3. März 2021 in Berlin.", "3. März 2021"),
    ("de", "Am 3. Sept. 2021 in Berlin.", "3. Sept. 2021"),
    ("sv", "Den 5 maj 2021 i Lund.", "5 maj 2021"),
    ("sv", "Den 17 december 2019 i Lund.", "17 december 2019"),
    # A calendar's weekday and month cut short without full stops: one date, moved together.
    ("sv", "Bokat till tors 13 feb 2025 i Lund.", "tors 13 feb 2025"),
    ("sv", "Sista dag fre 6 mar i Lund.", "fre 6 mar"),
    ("hu", "Ez 2021. május 5-én történt.", "2021. május 5-én"),
    ("hu", "Ez 2021. május 5. napján történt.", "2021. május 5."),
    ("hu", "A születésnapom március 21-én van.", "március 21-én"),
]


@pytest.mark.parametrize(("lang", "text", "value"), NAMED)
def test_month_name_dates(lang: str, text: str, value: str) -> None:
    result = dates(text, lang)
    assert result == [span(text, value)]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Payment due 31.02.2021 at noon."),
        ("cs", "Splatnost 31.02.2021 v poledne."),
        ("en", "On 13/21/2005 nothing happened."),  # no 13th month in either order
        ("cs", "Born 03/21/2005 here."),  # month-day-year is English only
        ("en", "Not on 30 February either."),
        ("en", "Build 1.2.2021.3 released."),  # a version number
        ("en", "Host 192.168.1.1 is up."),
        ("en", "Pages 1999-2005 are missing."),
    ],
)
def test_invalid_dates_rejected(lang: str, text: str) -> None:
    assert dates(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text", "day"),
    [
        ("en", "Not on 32 March 2005, surely.", "32"),
        ("en", "Not on 31 February 2005, surely.", "31"),
        ("cs", "Ne 32. května 2021, jistě.", "32"),
        ("de", "Nicht am 30. Februar 2021.", "30"),
        ("sv", "Inte den 31 april 2021.", "31"),
    ],
)
def test_impossible_day_never_part_of_a_date(lang: str, text: str, day: str) -> None:
    position = text.index(day)
    for start, end, _ in dates(text, lang):
        assert not start <= position < end


def test_leap_day() -> None:
    assert dates("on 29 February 2004.", "en") == [(3, 19, "29 February 2004")]
    assert (3, 19, "29 February 2005") not in dates("on 29 February 2005.", "en")
    assert dates("on 29.02.2005 and 29.02.2004", "en") == [(18, 28, "29.02.2004")]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "It happened on 21 March 2005.", "21 March 2005"),
        ("en", "It happened on 2005-03-21.", "2005-03-21"),
        ("en", "It happened on 21.03.2005.", "21.03.2005"),
        ("de", "Es geschah am 5. Mai 2021.", "5. Mai 2021"),
        ("cs", "Stalo se to 5. května 2021.", "5. května 2021"),
        ("sv", "Det hände 5 maj 2021.", "5 maj 2021"),
    ],
)
def test_full_stop_ending_the_sentence_not_included(lang: str, text: str, value: str) -> None:
    assert dates(text, lang) == [span(text, value)]
    assert text.endswith(value + ".")


def test_month_names_are_those_of_the_document_language() -> None:
    assert dates("Am 5. Mai 2021.", "en") == []
    assert dates("Dne 5. května 2021.", "pl") == []


def test_form_attribute() -> None:
    text = "On 21 March 2005 and 22.03.2005."
    (recognizer,) = [r for r in recognizers_for("en") if isinstance(r, DateRecognizer)]
    ((document, analysis),) = _PLAIN.analyze([Document("t", text, "en")])
    assert [m.attrs.form for m in recognizer.find(document, analysis)] == ["named", "numeric"]


def test_several_dates_in_one_text() -> None:
    text = "From 1 May 2020 to 2020-06-30 and again in July 2021."
    assert dates(text, "en") == [
        span(text, "1 May 2020"),
        span(text, "July 2021"),
        span(text, "2020-06-30"),
    ]


@pytest.mark.parametrize("lang", BUILT_IN)
def test_every_language_has_a_date_recognizer(lang: str) -> None:
    assert sum(isinstance(r, DateRecognizer) for r in recognizers_for(lang)) == 1


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("cs", "Plán pro 2021 schválila rada."),  # `pro` is Babel's abbreviation of prosinec
        ("cs", "Na led 2020 nikdo nevstoupil."),
        ("pl", "Ten lis 2020 był zepsuty."),
        ("pl", "Mar 2019 to nazwa projektu."),
    ],
)
def test_words_that_are_month_abbreviations_are_not_dates(lang: str, text: str) -> None:
    assert dates(text, lang) == []


def test_abbreviated_months_still_found_where_dates_are_written_so() -> None:
    text = "Rechnung vom 5. Jan. 2021 und 3. März 2021."
    assert [value for _, _, value in dates(text, "de")] == ["5. Jan. 2021", "3. März 2021"]


@pytest.mark.parametrize(
    ("lang", "text", "values"),
    [
        ("en", "On 5 and 15 October 1993 they replied.", ["15 October 1993", "5"]),
        ("en", "Hearings on 2, 3 and 13 June 2006.", ["13 June 2006", "3", "2"]),
        ("cs", "Ve dnech 5. až 7. listopadu 2002 se konal.", ["7. listopadu 2002", "5."]),
        ("de", "Die Messe läuft vom 5.–7. Mai 2003.", ["7. Mai 2003", "5."]),
    ],
)
def test_days_listed_before_a_date_are_dates(lang: str, text: str, values: list[str]) -> None:
    """Each listed day is a date of its own, with its full stop where it has one (`5.`): a
    month its surrogate writes stands after it."""
    assert sorted(value for _, _, value in dates(text, lang)) == sorted(values)


def test_a_number_before_a_date_joined_by_a_preposition_is_no_day() -> None:
    text = "Law no. 12 of 15 October 1990 applies."
    assert [value for _, _, value in dates(text, "en")] == ["15 October 1990"]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("cs", "Stavba byla zahájena v únoru 1982 a skončila.", "únoru 1982"),
        ("cs", "Systém uvedli na trh v říjnu 2001.", "říjnu 2001"),
        ("pl", "Umowę podpisano w maju 2005 r. w Łodzi.", "maju 2005 r."),
    ],
)
def test_month_names_in_the_cases_cldr_lacks(lang: str, text: str, value: str) -> None:
    assert dates(text, lang) == [span(text, value)]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("cs", "[10.04. 19:45] Katka: sejdeme se v pátek 16.3. u Jany?", "10.04."),
        ("cs", "Sejdeme se 16.3. u Jany.", "16.3."),
        ("de", "Ihr Mann rief am 16.3. gegen Abend an.", "16.3."),
        ("pl", "Do zobaczenia 24.12. w domu.", "24.12."),
        ("hu", "A következő találkozó 04. 23-án lesz.", "04. 23-án"),
        ("en", "Please call me before 3/4 if you can.", "3/4"),
        ("sv", "Jag ringer dig den 16/3.", "16/3"),
    ],
)
def test_a_day_and_month_without_a_year(lang: str, text: str, value: str) -> None:
    assert span(text, value) in dates(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("cs", "Podle odst. 3.2. smlouvy platí."),  # a section, not 3 February
        ("de", "Siehe § 16.3. der Satzung."),
        ("en", "Add 3/4 of a cup of flour."),  # a fraction
        ("hu", "A tárgyalás 9.30-kor kezdődik."),  # a time, not 30 September
        ("cs", "Skóre bylo 45.12. v prvním kole."),  # no month 12 has a 45th
    ],
)
def test_a_section_fraction_or_time_is_no_day_and_month(lang: str, text: str) -> None:
    assert dates(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text", "value", "on"),
    [
        ("de", "Termin am Montag, 15.03.2021 um zehn.", "Montag, 15.03.2021", False),
        ("de", "Am Freitag, dem 19. März 2021 bin ich da.", "Freitag, dem 19. März 2021", False),
        ("cs", "Byl jsem tam v pondělí 15. března 2021.", "pondělí 15. března 2021", True),
        ("pl", "Spotkanie w poniedziałek, 15.03.2021 o ósmej.", "poniedziałek, 15.03.2021", True),
        ("sv", "Vi ses på måndag den 15 mars 2021.", "måndag den 15 mars 2021", False),
        ("hu", "2021. március 15-én, hétfőn lesz.", "2021. március 15-én, hétfőn", False),
        ("en", "We met on Monday, 15 March 2021.", "Monday, 15 March 2021", False),
    ],
)
def test_a_weekday_beside_a_date_is_part_of_its_mention(
    lang: str, text: str, value: str, on: bool
) -> None:
    """So it moves with the date; where it stands after a word that puts it in the case said
    "on" a day in (`v pondělí`), the mention says so."""
    (recognizer,) = [r for r in recognizers_for(lang) if isinstance(r, DateRecognizer)]
    ((document, analysis),) = _PLAIN.analyze([Document("t", text, lang)])
    found = {m.text_in(text): m for m in recognizer.find(document, analysis)}
    assert value in found
    assert (found[value].attrs.context == ON_A_DAY) is on


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "a: see you saturday\n12/03/2024, 19:49 - b: ok", "12/03/2024"),
        ("de", "Bis Montag\n15.03.2021 Protokoll", "15.03.2021"),
        ("hu", "2021. március 15.\nhétfő reggel", "2021. március 15."),
    ],
)
def test_a_weekday_on_another_line_is_no_part_of_a_date(lang: str, text: str, value: str) -> None:
    # A chat's message ending in a weekday, the next one's time stamp: one date would merge
    # the two lines' words and move the weekday with a date it does not name.
    (recognizer,) = [r for r in recognizers_for(lang) if isinstance(r, DateRecognizer)]
    ((document, analysis),) = _PLAIN.analyze([Document("t", text, lang)])
    found = [m.text_in(text) for m in recognizer.find(document, analysis)]
    assert any(f.startswith(value) for f in found) and not any("\n" in f for f in found)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Placement: Fall 2022 – Spring 2023, Leeds", ["Fall 2022", "Spring 2023"]),
        ("We moved in the winter of 2017.", ["winter of 2017"]),
    ],
)
def test_a_season_before_its_year_is_a_date(text: str, value: list[str]) -> None:
    # (`Spring` read as a street's suffix and its year as the house's number.)
    assert [found for *_, found in dates(text, "en")] == value


def test_a_season_without_a_year_is_no_date() -> None:
    assert dates("Spring Lane 12 is ours since the summer.", "en") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Can you do next Thu? I'm out till Wed.", ["Thu", "Wed"]),
        ("Drop it round Sun afternoon, or on Mon if that suits.", ["Sun", "Mon"]),
        ("MEETING MOVED TO FRI MORNING", ["FRI"]),
    ],
)
def test_an_abbreviated_weekday_after_a_days_word_or_before_its_part_is_a_day(
    text: str, value: list[str]
) -> None:
    # (A chat's `next Sat` became a town, `on Fri` a given name.)
    assert [found for *_, found in dates(text, "en")] == value


@pytest.mark.parametrize(
    "text",
    [
        "He Sat down and the Sun came out.",  # a verb and a noun with a sentence's capital
        "We sat on Wed Street for an hour.",  # a word after it that names no part of a day
        "I worked on Sat 14th and Tue 3pm.",  # a number after it: a time, or its day's date
    ],
)
def test_an_abbreviated_weekday_elsewhere_is_no_day_of_its_own(text: str) -> None:
    assert [found for *_, found in dates(text, "en") if found in {"Sat", "Sun", "Wed", "Tue"}] == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("hu", "[2023. 02. 04. 17:10:00] Dóri: szia", "2023. 02. 04."),
        ("sv", "2023-02-04 17:10 Elin: hej", "2023-02-04 17:10"),
        ("de", "04.02.23, 17:10 - Lena: hallo", "04.02.23, 17:10"),
    ],
)
def test_a_date_before_its_time_is_read_with_its_year_where_the_year_stands(
    lang: str, text: str, value: str
) -> None:
    # `2023. 02. 04. 17:10` read as 2 April 2017 (the hour as its year) moved into a 16th month.
    assert [found for *_, found in dates(text, lang)] == [value]


MONTHS_AND_YEARS = [
    ("en", "03/2021 – present   Senior Analyst, Leeds", ["03/2021"]),
    (
        "en",
        "09/2018 – 02/2021   Clerk\n2010 – 2013   BA, University",
        ["09/2018", "02/2021", "2010 – 2013"],
    ),
    ("de", "seit 10/2020 Teamleiter in Bonn", ["10/2020"]),
    ("de", "2000–2009 Gymnasium; 04/2016 - 09/2020 Ingenieur", ["2000–2009", "04/2016", "09/2020"]),
    ("cs", "04/2022 – dosud   Analytik, Brno", ["04/2022"]),
    ("cs", "2019 – dosud   Učitel\n2013 – 2017   Univerzita", ["2019", "2013 – 2017"]),
    ("pl", "06.2020 – obecnie   Programista, Gdynia", ["06.2020"]),
    ("pl", "od 09.2019 do 3/2021 pracowałem w Sopocie", ["09.2019", "3/2021"]),
    ("sv", "2021-09 – idag   Analytiker, Malmö", ["2021-09"]),
    ("sv", "2018-01 – 2021-08   Miljöanalytiker", ["2018-01", "2021-08"]),
    ("hu", "2019. 09 – 2022. 03   Mérnök, Győr", ["2019. 09", "2022. 03"]),
    ("hu", "2015–2017   Egyetem, Győr", ["2015–2017"]),
    ("de", "seit 2007            Rotes Kreuz, Ortsverband", ["2007"]),  # a CV's column
    ("cs", "od roku 2007\tDobrovolník, Charita", ["2007"]),
]


@pytest.mark.parametrize(("lang", "text", "values"), MONTHS_AND_YEARS)
def test_months_and_years_of_a_cv(lang: str, text: str, values: list[str]) -> None:
    """A CV's or a form's entries are dated by month and year, or by years: dates, which
    move by the document's shift (a case number's shape would draw a month 88)."""
    assert [value for _, _, value in dates(text, lang)] == values


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("cs", "Usnesení č. 12/2020 nabylo právní moci."),  # a decision's number
        ("cs", "Podle zákona č. 89/2012 Sb. platí."),
        ("de", "Unser Az. 11/2019 bitte angeben."),
        ("en", "Under Regulation (EU) 2016/679 we must."),
        ("en", "See pp. 1999–2005 of the report."),  # pages
        ("en", "In 2019. 10 people came."),  # a dotted year and month only where years lead
        ("sv", "Säsongen 2011-12 var lång."),  # a season, not December
        ("pl", "Wynik 1.2020 jest błędny."),  # one digit before a dot: a decimal
        ("de", "Von 2015–2012 rückwärts?"),  # no span runs backwards
        ("de", "Seit 2007 wohne ich in Bonn."),  # a year in a sentence, no CV's column
    ],
)
def test_numbers_that_are_no_months_and_years(lang: str, text: str) -> None:
    assert dates(text, lang) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Die Raten für Juni bis Oktober 2022 sind offen.", "Juni bis Oktober 2022"),
        ("Er war im März und April 2020 krank.", "März und April 2020"),
    ],
)
def test_months_listed_before_a_month_and_year_are_one_range(text: str, value: str) -> None:
    assert dates(text, "de") == [span(text, value)]


def test_a_month_in_another_sentence_is_no_part_of_the_range() -> None:
    text = "Wir zogen im Juni um. Oktober 2022 kam die Rechnung."
    assert dates(text, "de") == [span(text, "Oktober 2022")]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "We are closed on Easter Monday and open again on Tuesday.", ["Tuesday"]),
        ("en", "Shops shut on Good Friday; the parcel came on Friday.", ["Friday"]),
        ("de", "Am Pfingstmontag zu, am Dienstag wieder offen.", ["Dienstag"]),
    ],
)
def test_a_weekday_in_a_feasts_name_is_no_day_that_moves(
    lang: str, text: str, value: list[str]
) -> None:
    assert [found for *_, found in dates(text, lang)] == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("We met on Tuesday 9th and again on Wed the 17th.", ["Tuesday 9th", "Wed the 17th"]),
        ("Bins go out Monday, 22nd, then Friday.", ["Monday, 22nd", "Friday"]),
    ],
)
def test_a_weekday_and_the_ordinal_day_after_it_are_one_date(text: str, value: list[str]) -> None:
    # (`Saturday 6th` read as a weekday and a day apart moved the weekday alone, or each by
    # itself, where the model missed the day: `Thursday 4th` -> `Wednesday 4th`.)
    assert [found for *_, found in dates(text, "en")] == value


@pytest.mark.parametrize(
    ("text", "weekday"),
    [
        ("Saturday 6 people came.", "Saturday"),
        ("Friday 12 noon it is.", "Friday"),
        ("It was Sunday the 1990s crowd came.", "Sunday"),
        ("Come round on Friday 3rd March.", "Friday 3rd March"),  # the whole date, as before
    ],
)
def test_a_weekday_before_a_number_of_no_day_alone_takes_no_number(text: str, weekday: str) -> None:
    assert next(found for *_, found in dates(text, "en")) == weekday
