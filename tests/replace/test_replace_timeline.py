"""A document's timeline: one shift for every date, time and weekday of it, in every language
and notation, run through the whole pipeline as a user's letter is; the expected dates are
computed here from the calendar and Babel, not by the code under test."""

from __future__ import annotations

import re
from datetime import date, timedelta

import pytest
from babel.dates import get_day_names, get_month_names

from pseudonymizer.choices import Mode, Scope
from pseudonymizer.config import Config
from pseudonymizer.evaluate.reader import document_shift, impossible_written, on_shift, shifts
from pseudonymizer.lexicon.calendar import clock_hours
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.replace.timeline import FEWEST_DAYS, MOST_DAYS, timeline
from pseudonymizer.run.parts import split
from tests.pseudonymized import run, written

KEYS = (b"first key", b"second key", b"third key")
MONDAY = date(2021, 3, 15)


def _day(lang: str, day: date, context: str = "format") -> str:
    return get_day_names("wide", context, lang)[day.weekday()]


def _month(lang: str, day: date, context: str = "format") -> str:
    return get_month_names("wide", context, lang)[day.month]


# The case each language says "on" a day in, Monday first (Czech `v pondělí`, Polish `we
# wtorek`, Hungarian `hétfőn`), as a grammar lists them.
ON_A_DAY = {
    "cs": ("pondělí", "úterý", "středu", "čtvrtek", "pátek", "sobotu", "neděli"),
    "pl": ("poniedziałek", "wtorek", "środę", "czwartek", "piątek", "sobotę", "niedzielę"),
    "hu": ("hétfőn", "kedden", "szerdán", "csütörtökön", "pénteken", "szombaton", "vasárnap"),
}


def _hungarian_day(day: int) -> str:
    """`15-én`, `2-án`, `1-jén`: the ending `-n` after a day, as its ordinal is said."""
    back = day in {2, 3, 6, 8, 13, 16, 18, 20, 23, 26, 28, 30}
    return f"{day}-{'j' if day == 1 else ''}{'án' if back else 'én'}"


# Each language's letter: its text (with the Monday 15 March 2021 and a time in it), and the
# dated phrase as it must read after the shift (a function of the new date).
LETTERS = {
    "en": (
        "Dear Mr Thompson,\n\nI confirm our meeting on Monday, 15 March 2021 at 11:30 am in "
        "Leeds. The deadline of 2 March 2021 was met.\n\nYours sincerely,\nHelen Marsh\n",
        lambda new: f"{_day('en', new)}, {new.day} {_month('en', new)} {new.year}",
    ),
    "de": (
        "Sehr geehrte Frau Schneider,\n\nich bestätige den Termin am Montag, 15.03.2021 um 14:30 "
        "Uhr. Die Unterlagen kamen am 2. März 2021 an.\n\nMit freundlichen Grüßen\nThomas Weber\n",
        lambda new: f"{_day('de', new)}, {new:%d.%m.%Y}",
    ),
    "cs": (
        "Vážená paní Nováková,\n\npotvrzuji schůzku v pondělí 15. března 2021 v 9.30 v Brně. "
        "Smlouvu jsme podepsali 2. března 2021.\n\nS pozdravem\nPetr Dvořák\n",
        lambda new: f"{ON_A_DAY['cs'][new.weekday()]} {new.day}. {_month('cs', new)} {new.year}",
    ),
    "pl": (
        "Szanowny Panie Kowalski,\n\nspotkanie odbędzie się w poniedziałek, 15.03.2021 o godz. "
        "19:30. Umowę podpisaliśmy 2 marca 2021 r.\n\nZ poważaniem\nJan Nowak\n",
        lambda new: f"{ON_A_DAY['pl'][new.weekday()]}, {new:%d.%m.%Y}",
    ),
    "sv": (
        "Hej Karin!\n\nVi ses på måndag den 15 mars 2021 klockan 19.30 hos Anders Svensson. "
        "Mötet den 2 mars 2021 flyttades.\n\nHälsningar\nErik Lindqvist\n",
        lambda new: f"{_day('sv', new)} den {new.day} {_month('sv', new)} {new.year}",
    ),
    "hu": (
        "Kedves Nagy Ilona!\n\nA megbeszélés 2021. március 15-én, hétfőn 19:30-kor lesz. Az "
        "előző találkozó 2021. március 2-án volt.\n\nÜdvözlettel:\nKovács Péter\n",
        lambda new: (
            f"{new.year}. {_month('hu', new)} {_hungarian_day(new.day)}, "
            f"{ON_A_DAY['hu'][new.weekday()]}"
        ),
    ),
}
# The time each letter writes, and how its hour is found in the output.
TIMES = {"en": "11:30", "de": "14:30", "cs": "9.30", "pl": "19:30", "sv": "19.30", "hu": "19:30"}


def _run(text: str, lang: str, key: bytes, config: Config | None = None, name: str = "letter"):
    generator = FakerSurrogates(key)
    pipeline = Pipeline(config or Config(default_lang=lang), [Mode.PSEUDONYMIZE], generator)
    result = next(pipeline.run([Document(name, text, lang)]))
    return result, generator


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("lang", sorted(LETTERS))
def test_every_date_time_and_weekday_of_a_letter_moves_by_the_documents_shift(
    lang: str, key: bytes
) -> None:
    text, expected = LETTERS[lang]
    result, generator = _run(text, lang, key)
    shift = generator.for_document("letter", clock_hours(text, lang))
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    new = MONDAY + timedelta(days=shift.days)
    assert expected(new) in output  # the weekday is the new date's, in its case
    rewrite = result.rewrites[Mode.PSEUDONYMIZE]
    moved = shifts([(text[e.start : e.end], e.replacement) for e in rewrite.edits], lang)
    assert len(moved) >= 2 and document_shift(moved) == shift.days
    assert on_shift(moved) == len(moved) and impossible_written(rewrite, lang) == 0
    # The time moved by the document's hours and stayed on its day.
    hour, minutes = re.split(r"[.:]", TIMES[lang])
    later = int(hour) + shift.hours
    assert 0 <= later <= 23
    moved = f"{later}{TIMES[lang][len(hour)]}{minutes}"
    if lang == "en":  # on the 12-hour clock of `11:30 am`
        moved = f"{(later - 1) % 12 + 1}:{minutes} {'pm' if later >= 12 else 'am'}"
    assert re.search(rf"(?<!\d){re.escape(moved)}(?!\d)", output), (lang, moved)


@pytest.mark.parametrize("lang", ["cs", "pl"])
def test_the_preposition_before_a_moved_weekday_follows_its_sound(lang: str) -> None:
    """`v pondělí` -> `ve středu`, `w poniedziałek` -> `we wtorek`: the word before the
    weekday is written for the new one, as before any surrogate."""
    text, _ = LETTERS[lang]
    for key in KEYS:
        result, generator = _run(text, lang, key)
        days = generator.for_document("letter", clock_hours(text, lang)).days
        weekday = ON_A_DAY[lang][(MONDAY + timedelta(days=days)).weekday()]
        vocalized = {"cs": ("středu", "čtvrtek"), "pl": ("wtorek", "środę")}[lang]
        preposition = {"cs": "v", "pl": "w"}[lang] + ("e" if weekday in vocalized else "")
        assert f" {preposition} {weekday}" in result.rewrites[Mode.PSEUDONYMIZE].text


def test_a_shifted_date_equal_to_another_original_date_stays_on_the_shift() -> None:
    """The second date is the first moved by the document's shift: the first becomes the
    second, as the shift says, and does not move a further year."""
    generator = FakerSurrogates(KEYS[0])
    days = generator.for_document("letter", None).days
    first = date(2021, 3, 1)
    second = first + timedelta(days=days)
    text = (
        f"The application was lodged on {first.day} {first:%B %Y}. "
        f"The hearing took place on {second.day} {second:%B %Y}.\n"
    )
    result, _ = _run(text, "en", KEYS[0])
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    third = second + timedelta(days=days)
    assert f"lodged on {second.day} {second:%B %Y}." in output
    assert f"took place on {third.day} {third:%B %Y}." in output


def test_two_documents_move_by_their_own_shifts_or_by_the_corpus_one() -> None:
    text = "The judgment was delivered on 4 September 2006.\n"
    shifts = {}
    for scope in (Scope.DOCUMENT, Scope.CORPUS):
        generator = FakerSurrogates(KEYS[0])
        pipeline = Pipeline(Config(date_shift=scope), [Mode.PSEUDONYMIZE], generator)
        documents = [Document(name, text, "en") for name in ("one", "two", "three")]
        outputs = [r.rewrites[Mode.PSEUDONYMIZE].text for r in pipeline.run(documents)]
        shifts[scope] = len(set(outputs))
    assert shifts[Scope.CORPUS] == 1  # the same date, the same surrogate everywhere
    assert shifts[Scope.DOCUMENT] > 1  # one known date reveals no other document's


def test_the_parts_of_a_long_document_share_the_whole_documents_timeline() -> None:
    paragraph = (
        "On Monday, 15 March 2021 at 11:30 am the applicant was heard. The appeal of "
        "2 March 2021 was dismissed on 30 April 2021 at 9:15 am.\n\n"
    )
    document = Document("long", paragraph * 40 + "The last hearing was at 10:45 pm.\n", "en")
    whole, _ = _run(document.text, "en", KEYS[1], name="long")
    parts = split(document, 2_000)
    assert len(parts) >= 3
    generator = FakerSurrogates(KEYS[1])
    pipeline = Pipeline(Config(), [Mode.PSEUDONYMIZE], generator)
    written = "".join(r.rewrites[Mode.PSEUDONYMIZE].text for r in pipeline.run(parts))
    assert written == whole.rewrites[Mode.PSEUDONYMIZE].text
    # The last part's late time kept the first part's times from moving past midnight too.
    assert clock_hours(parts[0].text, "en") != clock_hours(document.text, "en")


@pytest.mark.parametrize("anchor", [f"document {n}" for n in range(200)])
def test_a_shift_is_half_a_year_to_a_year_and_a_half_and_keeps_times_on_their_day(
    anchor: str,
) -> None:
    generator = FakerSurrogates(KEYS[2])
    shift = timeline(generator.seed, anchor, (6, 21))
    assert FEWEST_DAYS <= abs(shift.days) <= MOST_DAYS
    assert shift.hours != 0 and 6 + shift.hours >= 0 and 21 + shift.hours <= 23
    assert timeline(generator.seed, anchor, (0, 23)).hours == 0  # a whole day of times stays


@pytest.mark.parametrize(
    ("lang", "original"), [("cs", "19:45"), ("cs", "10.04."), ("hu", "9.30"), ("de", "16.3.")]
)
def test_a_time_or_date_found_as_another_category_moves_on_the_timeline(
    lang: str, original: str
) -> None:
    """The model's OTHER for `19:45` or `10.04.`: moved like any time or date, never drawn digit
    by digit into `43:79` or `50.21.`."""
    from pseudonymizer.categories import Category
    from pseudonymizer.link import link
    from pseudonymizer.model import Mention
    from pseudonymizer.replace import Replacer

    text = f"Sraz {original} u nás."
    mention = Mention(5, 5 + len(original), Category.OTHER, "ner")
    generator = FakerSurrogates(KEYS[0])
    replacer = Replacer(Config(default_lang=lang), generator)
    document = Document("chat", text, lang)
    written = replacer.replace(document, [mention], link(text, [mention]), Mode.PSEUDONYMIZE)
    shift = generator.for_document("chat", clock_hours(text, lang))
    value = written.text[5 : len(written.text) - len(" u nás.")]
    numbers = [int(n) for n in re.findall(r"\d+", original)]
    if "." in original[-1:]:  # a day and month, day first in these languages, in a year
        # without a 29 February (the text writes no whole date to take its year from)
        moved = date(2001, numbers[1], numbers[0]) + timedelta(days=shift.days)
        assert [int(n) for n in re.findall(r"\d+", value)] == [moved.day, moved.month]
    else:
        assert [int(n) for n in re.findall(r"\d+", value)] == [numbers[0] + shift.hours, numbers[1]]


@pytest.mark.parametrize("key", KEYS)
def test_a_listing_of_times_found_as_other_moves_even_onto_its_own_times(key: bytes) -> None:
    """A TV listing whose every hour is some programme's: a time found as OTHER moved by the
    document's hours equals another original time, which is allowed (it is where the timeline
    puts it), not a reason to draw again until no surrogate is left."""
    from pseudonymizer.categories import Category
    from pseudonymizer.link import link
    from pseudonymizer.model import Mention
    from pseudonymizer.replace import Replacer

    times = [f"{hour}.{minute:02d}" for hour in range(6, 23) for minute in (0, 5, 30, 35)]
    text = " ".join(f"{time} Zprávy" for time in times)
    mentions, position = [], 0
    for time in times:
        mentions.append(Mention(position, position + len(time), Category.OTHER, "ner"))
        position += len(time) + len(" Zprávy ")
    generator = FakerSurrogates(key)
    replacer = Replacer(Config(default_lang="cs"), generator)
    document = Document("listing", text, "cs")
    written = replacer.replace(document, mentions, link(text, mentions), Mode.PSEUDONYMIZE)
    hours = generator.for_document("listing", clock_hours(text, "cs")).hours
    moved = [f"{int(t.split('.')[0]) + hours}.{t.split('.')[1]}" for t in times]
    assert re.findall(r"\d+\.\d\d", written.text) == moved


@pytest.mark.parametrize(
    ("lang", "original", "expected"),
    [
        ("de", "15.03.2021 14:30", "25.03.2021 16:30"),
        ("sv", "2021-03-15T21:30", "2021-03-25T23:30"),
        ("sv", "2021-03-15 21:30:15", "2021-03-25 23:30:15"),
        ("cs", "15.03.2021, 9:05", "25.03.2021, 11:05"),  # the time is no day and month
    ],
)
def test_a_time_written_with_its_date_moves_with_it(
    lang: str, original: str, expected: str
) -> None:
    from pseudonymizer.replace.dates import shift_date

    assert shift_date(original, lang, 10, hours=2) == expected


# Each language's letter with a whole date of 2021 and a day and month without a year, and how
# that day and month is written (the text's notation: `15.1.`, Swedish `den 15/1`, Hungarian
# `01. 15.`).
PARTIAL = {
    "en": ("The claim of 15 March 2021 was heard on {}.", lambda d: f"{d.day} {d:%B}"),
    "de": ("Der Antrag vom 15.03.2021 wurde am {} verhandelt.", lambda d: f"{d.day}.{d.month}."),
    "cs": ("Žádost z 15. 3. 2021 projednal soud {} ráno.", lambda d: f"{d.day}.{d.month}."),
    "pl": ("Wniosek z 15.03.2021 rozpatrzono {} rano.", lambda d: f"{d.day}.{d.month}."),
    "sv": ("Ansökan av 2021-03-15 prövades den {} i rätten.", lambda d: f"{d.day}/{d.month}"),
    "hu": ("A 2021. 03. 15. kérelmet {} tárgyalták.", lambda d: f"{d.month:02d}. {d.day:02d}."),
}


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("lang", sorted(PARTIAL))
def test_a_day_and_month_without_a_year_is_read_in_the_documents_year(
    lang: str, key: bytes
) -> None:
    """A letter of 2021 that writes a day and month alone means a day of 2021: moved across
    what would be 29 February 2000, it must land where the calendar of 2021 puts it, not a
    day off (the partial date is chosen so that the shift crosses the end of February)."""
    template, written = PARTIAL[lang]
    days = FakerSurrogates(key).for_document("letter", None).days
    partial = date(2021, 1, 15) if days > 0 else date(2021, 3, 1)
    text = template.format(written(partial))
    result, _ = _run(text, lang, key)
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    assert written(partial + timedelta(days=days)) in output, (days, output)
    assert impossible_written(result.rewrites[Mode.PSEUDONYMIZE], lang) == 0


@pytest.mark.parametrize("lang", sorted(LETTERS))
@pytest.mark.parametrize("category", ["OTHER", "TRANSPORT"])
@pytest.mark.parametrize(
    "original", ["(2012–2015)", "2012-2015", "Expo 2015", "Interrail 1999/2000 Europa"]
)
def test_years_inside_another_categorys_mention_move_on_the_timeline(
    lang: str, category: str, original: str
) -> None:
    """`Acme Consulting (2012–2015)` found as OTHER: its years move as a year alone moves
    (one year, the shift's way), never drawn digit by digit into `6054–4088`; the words
    around them are drawn as before."""
    from pseudonymizer.categories import Category
    from pseudonymizer.link import link
    from pseudonymizer.model import Mention
    from pseudonymizer.replace import Replacer

    text = f"Text {original} here."
    mention = Mention(5, 5 + len(original), Category(category), "ner")
    generator = FakerSurrogates(KEYS[0])
    replacer = Replacer(Config(default_lang=lang), generator)
    written = replacer.replace(
        Document("cv", text, lang), [mention], link(text, [mention]), Mode.PSEUDONYMIZE
    )
    value = written.text[5 : len(written.text) - len(" here.")]
    step = 1 if generator.for_document("cv", None).days > 0 else -1
    years = [int(year) for year in re.findall(r"\d{4}", original)]
    assert [int(year) for year in re.findall(r"\d{4}", value)] == [y + step for y in years]
    assert value != original


NAMED_WITH_YEARS = {
    "en": ("Acme Consulting (2012–2015)", "Consulting"),
    "de": ("Stadtwerke Köln (2012–2015)", "Stadtwerke"),
    "cs": ("Krajský soud v Ostravě (2012–2015)", "Krajský soud v"),
    "pl": ("Sąd Okręgowy w Krakowie (2012–2015)", "Sąd Okręgowy w"),
    "sv": ("Lunds universitet (2012–2015)", "universitet"),
    "hu": ("Debreceni Egyetem (2012–2015)", "Egyetem"),
}


@pytest.mark.parametrize("lang", sorted(NAMED_WITH_YEARS))
@pytest.mark.parametrize("category", ["ORGANIZATION", "OTHER"])
def test_a_named_thing_with_years_keeps_its_words_and_moves_its_years(
    lang: str, category: str
) -> None:
    """An organization's or other name found with the years after it keeps its kind (only
    its names change) and its years move on the timeline, never dropped nor drawn."""
    from pseudonymizer.categories import Category
    from pseudonymizer.link import link
    from pseudonymizer.model import Mention
    from pseudonymizer.replace import Replacer

    original, kept = NAMED_WITH_YEARS[lang]
    text = f"{original}\n"
    mention = Mention(0, len(original), Category(category), "ner")
    generator = FakerSurrogates(KEYS[1])
    replacer = Replacer(Config(default_lang=lang), generator)
    written = replacer.replace(
        Document("cv", text, lang), [mention], link(text, [mention]), Mode.PSEUDONYMIZE
    )
    step = 1 if generator.for_document("cv", None).days > 0 else -1
    assert written.text.endswith(f" ({2012 + step}–{2015 + step})\n"), written.text
    assert kept in written.text


# Weekdays alone in the forms a grammar of each language gives them, Monday first.
WEEKDAY_FORMS = {
    ("cs", "gen"): ("pondělí", "úterý", "středy", "čtvrtka", "pátku", "soboty", "neděle"),
    ("cs", "ins"): ("pondělím", "úterým", "středou", "čtvrtkem", "pátkem", "sobotou", "nedělí"),
    ("pl", "gen"): (
        *("poniedziałku", "wtorku", "środy", "czwartku"),
        *("piątku", "soboty", "niedzieli"),
    ),
    ("de", "s"): (
        *("montags", "dienstags", "mittwochs", "donnerstags"),
        *("freitags", "samstags", "sonntags"),
    ),
    ("sv", "definite"): (
        *("måndagen", "tisdagen", "onsdagen", "torsdagen"),
        *("fredagen", "lördagen", "söndagen"),
    ),
    ("hu", "from"): (
        *("hétfőtől", "keddtől", "szerdától", "csütörtöktől"),
        *("péntektől", "szombattól", "vasárnaptól"),
    ),
    ("hu", "until"): (
        "hétfőig",
        "keddig",
        "szerdáig",
        "csütörtökig",
        "péntekig",
        "szombatig",
        "vasárnapig",
    ),
    ("en", "plural"): (
        *("Mondays", "Tuesdays", "Wednesdays", "Thursdays"),
        *("Fridays", "Saturdays", "Sundays"),
    ),
}
# Each language's sentence with weekdays alone (Monday 0 ... Sunday 6), and what it must read
# after a shift of `d` days (`f(form, n)`: weekday n + d in the form).
WEEKDAYS_ALONE = {
    "cs": (
        "Kancelář je zavřená od pondělí do pátku, otevřeno bude před nedělí.",
        lambda f: f"od {f('gen', 0)} do {f('gen', 4)}, otevřeno bude před {f('ins', 6)}.",
    ),
    "pl": (
        "Biuro jest zamknięte od poniedziałku do piątku.",
        lambda f: f"od {f('gen', 0)} do {f('gen', 4)}.",
    ),
    "de": (
        "Das Büro ist montags geschlossen, am Freitag offen.",
        lambda f: f"ist {f('s', 0)} geschlossen, am {f('named', 4)} offen.",
    ),
    "sv": (
        "Vi ses på fredagen, men på måndag är kontoret stängt.",
        lambda f: f"på {f('definite', 4)}, men på {f('named', 0)} är",
    ),
    "hu": (
        "Az iroda hétfőtől péntekig zárva van.",
        lambda f: f"iroda {f('from', 0)} {f('until', 4)} zárva",
    ),
    "en": (
        "The office is closed on Mondays and opens on Friday.",
        lambda f: f"closed on {f('plural', 0)} and opens on {f('named', 4)}.",
    ),
}


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("lang", sorted(WEEKDAYS_ALONE))
def test_a_weekday_alone_moves_by_the_shift_in_its_own_form(lang: str, key: bytes) -> None:
    """`do pátku`, `od poniedziałku`, `montags`, `fredagen`, `hétfőtől`: a weekday in any case
    or form is found and written as the shift's weekday in the same form (the case the word
    before it governs: `od pondělí` -> `od středy`, not `od středa`)."""
    text, expected = WEEKDAYS_ALONE[lang]
    result, generator = _run(text, lang, key)
    days = generator.for_document("letter", None).days

    def form(name: str, number: int) -> str:
        new = (number + days) % 7
        if name == "named":
            return get_day_names("wide", "format", lang)[new]
        return WEEKDAY_FORMS[lang, name][new]

    output = result.rewrites[Mode.PSEUDONYMIZE].text
    # A Czech preposition before a weekday takes its sound (`v` -> `ve středu`).
    assert re.sub(r"\b(od|před)e\b", r"\1", expected(form)) in re.sub(
        r"\b(od|před)e\b", r"\1", output
    ), output
    assert impossible_written(result.rewrites[Mode.PSEUDONYMIZE], lang) == 0


@pytest.mark.parametrize("key", [b"caps-a", b"caps-b"])
def test_a_date_in_a_heading_and_in_a_sentence_each_keep_their_capitals(key: bytes) -> None:
    # The heading's surrogate was written in the sentence: `On 26 MAY 2015, ...`.
    text = "A. EVENTS OF 19 NOVEMBER 2014\n\nOn 19 November 2014 Mr Tom Hadley was arrested.\n"
    output = written(run(text, "en", key))
    heading, sentence = output.splitlines()[0], output.splitlines()[2]
    new = heading.removeprefix("A. EVENTS OF ")
    assert new.isupper() and new != "19 NOVEMBER 2014"
    assert sentence.startswith(f"On {new.title()} Mr ")
