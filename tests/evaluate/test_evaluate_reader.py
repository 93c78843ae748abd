"""The reader's counts (`evaluate/reader.py`) on hand-made (original, output) pairs: each
counts what it says, and nothing where the output is right."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.evaluate import reader
from pseudonymizer.evaluate.reader import Named, impossible_written, role_swaps, shifts
from pseudonymizer.model import Edit, Entity, Mention, apply_edits


@pytest.mark.parametrize(
    ("lang", "pairs", "moved"),
    [
        ("en", [("1 March 2021", "11 March 2021"), ("3 May 2021", "13 May 2021")], [10, 10]),
        ("de", [("15.03.2021", "25.03.2021"), ("1. April 2021", "1. April 2022")], [10, 365]),
        ("cs", [("5. května 2020", "7. května 2020"), ("březen", "duben")], [2]),
        ("cs", [("10.04.2021", "50.21.2021"), ("1.–3. 5. 2020", "2.–4. 5. 2020")], [None, 1]),
        ("pl", [("5 maja 2020", "4 maja 2020")], [-1]),
        ("sv", [("den 3 mars 2021", "den 4 mars 2021")], [1]),
        ("hu", [("2021. március 3.", "2021. március 5.")], [2]),
        ("en", [("1 March 2021 and 5 May 2021", "0 Xyvo 0107 and 9 May 2021")], [None, None]),
        ("en", [("1 Mar 2021, 5 May 2021", "3 Mar 2021, 7 May 2021")], [2, 2]),
    ],
)
def test_each_whole_date_moves_by_days_read_in_its_language(
    lang: str, pairs: list[tuple[str, str]], moved: list[int | None]
) -> None:
    assert reader.shifts(pairs, lang) == moved  # a month alone is no whole date


def test_dates_on_the_documents_shift_are_those_moved_by_the_most_common_shift() -> None:
    assert reader.on_shift([10, 10, 375, 10]) == 3
    assert reader.on_shift([7]) == 1
    assert reader.on_shift([None, None, 7]) == 1  # dates that became something else
    assert reader.on_shift([None]) == reader.on_shift([]) == 0


def test_a_line_break_a_surrogate_swallows_is_a_line_merged() -> None:
    text = "Jan\nNovák wrote.\nBye"
    start = text.index("Jan")
    name = (start, start + len("Jan\nNovák"))
    merged = [Edit(*name, "Petr Svoboda")]
    assert reader.lines_merged(text, "Petr Svoboda wrote.\nBye", merged, True) == 1
    kept = [Edit(*name, "Petr\nSvoboda")]
    assert reader.lines_merged(text, "Petr\nSvoboda wrote.\nBye", kept, True) == 0
    assert reader.lines_merged(text, "Petr Svoboda wrote. Bye", [], False) == 2


def test_one_person_with_two_names_is_counted_and_the_forms_of_one_name_are_not() -> None:
    forms = [("Jan Novák", "Petr Svoboda"), ("Nováka", "Svobody"), ("J. Novák", "P. Svoboda")]
    assert not reader.several_names(forms, "cs")
    hungarian = [("Kovács Anna", "Nagy Éva"), ("Kovácsnak", "Nagynak")]
    assert not reader.several_names(hungarian, "hu")
    assert reader.several_names([("Kovács Anna", "Nagy Éva"), ("Kovácsnak", "Szabónak")], "hu")
    suffixed = [("Nagy Annával", "Virág Rózával"), ("Nagy Annának", "Virág Rózának")]
    assert not reader.several_names(suffixed, "hu")  # two suffixes of one `Róza`
    titled = [("Dr. Weber", "Dr. Schulz"), ("Weber", "Schulz")]
    assert not reader.several_names(titled, "de")  # the title was kept as written
    assert reader.several_names([("Dr. Weber", "Dr. Schulz"), ("Weber", "Wagner")], "de")


def test_a_given_name_replaced_by_a_family_name_is_a_role_swap() -> None:
    assert reader.role("Jennifer", "en") == "given" and reader.role("Gonzalez", "en") == "family"
    assert role_swaps([[Named("Jennifer Gonzalez", "Patricia Hernandez")]], "en") == 0
    assert role_swaps([[Named("Jennifer Gonzalez", "Hernandez Patricia")]], "en") == 2
    assert role_swaps([[Named("Jennifer", "Patricia Hernandez")]], "en") == 0  # not word for word
    # The family name stands last, and first in Hungarian, whatever the lists say of it.
    assert role_swaps([[Named("Gordon Sumner", "Patricia Hernandez")]], "en") == 0
    assert role_swaps([[Named("Kovács Anna", "Patricia Hernandez")]], "hu") == 2
    # A title before a given name only leaves it a given name; before another, a family name.
    assert role_swaps([[Named("fru Karin", "fru Hernandez", titled=True)]], "sv") == 1
    assert role_swaps([[Named("Karin", "Hernandez", titled=True)]], "sv") == 1
    assert role_swaps([[Named("Lord Rodger", "Lord Peacock", titled=True)]], "en") == 0
    assert role_swaps([[Named("Lord Rodger", "Lord Patricia", titled=True)]], "en") == 1


@pytest.mark.parametrize(
    ("original", "lang", "titled"),
    [
        ("Mrs Grace", "en", True),
        ("Dr. Weber", "de", True),
        ("Aunt Grace", "en", False),
        ("AUNTIE Bev", "en", False),
        ("Tante Grete", "de", False),
    ],
)
def test_a_kinships_title_inside_a_name_says_nothing_of_its_role(
    original: str, lang: str, titled: bool
) -> None:
    assert reader._titled_inside(original, lang) is titled


@pytest.mark.parametrize(
    ("lang", "named", "swaps"),
    [
        # A word after initials is the family name: `Oliver` alone would be a given name.
        ("en", [Named("C. Oliver", "J. Yvonne")], 1),
        ("en", [Named("C. Oliver", "J. Hernandez")], 0),
        # Swedish writes two family names unjoined: the first is no middle given name.
        ("sv", [Named("Karin Lundqvist Berg", "Eva Sjöholm Nyberg")], 0),
        ("en", [Named("Karin Lundqvist Berg", "Eva Sjöholm Nyberg")], 1),
        # A peer's seat is no part of the name: `Rodger` alone is his family name there.
        (
            "en",
            [Named("Rodger of Earlsferry", "Peacock of Earlsferry"), Named("Rodger", "Peacock")],
            0,
        ),
        # A possessive or genitive ending is no word of the name.
        ("en", [Named("Anders Fredin", "Sture Modig"), Named("Fredin’s", "Modig’s")], 0),
        ("sv", [Named("Karin Lindqvist", "Eva Svensson"), Named("Karins", "Hernandez")], 1),
        # A word alone has the role the document's longer names give it.
        ("en", [Named("Bryan Stanford", "Keith Hewitt"), Named("Stanford", "Hewitt")], 0),
        ("en", [Named("Bryan Stanford", "Keith Hewitt"), Named("Stanford", "Patricia")], 1),
        # A post-nominal title is no word of the name: `Pannick` is the family name.
        ("en", [Named("Mr D. Pannick QC", "Mr G. Farmer QC"), Named("Mr Pannick", "Mr Farmer")], 0),
        ("en", [Named("Mr D. Pannick QC", "Mr G. Farmer QC"), Named("Mr Pannick", "Mr Fiona")], 1),
        # A title found alone and kept as written has kept its role, whatever the lists say.
        ("en", [Named("Lord Justice", "Lord Justice", titled=True)], 0),
        # A number is no word of a name (`Articles 2` found as a person).
        ("en", [Named("Articles 2", "Pritchard 2")], 0),
        # A suffixed form of a given name read by its nominative.
        ("hu", [Named("Nagy Annának", "Halász Biankának", "Halász Bianka")], 0),
        ("hu", [Named("Nagy Annának", "Biankának Halász", "Bianka Halász")], 2),
    ],
)
def test_the_role_a_word_has_is_the_one_the_text_tells(
    lang: str, named: list[Named], swaps: int
) -> None:
    assert role_swaps([named], lang) == swaps


def test_a_given_name_replaced_by_a_family_name_is_counted_per_word_in_the_document() -> None:
    anna = [Named("Anna", "Maria")]
    karin = [Named("Karin Lindqvist", "Eva Svensson")]
    assert role_swaps([anna, karin], "sv") == 0
    bad = [[Named("Anna", "Johansson")], [Named("Karin Lindqvist", "Svensson Eva")]]
    assert role_swaps(bad, "sv") == 3


def test_the_timeline_is_read_from_the_dates_and_impossible_values_are_those_written() -> None:
    """The share of dates on the document's shift (read from the dates themselves) and the
    impossible values the run wrote into the output."""
    original = "Filed on 1 March 2021, heard on 8 March 2021, decided on 15 March 2021 at 25:10."
    dates = ["1 March 2021", "8 March 2021", "15 March 2021"]
    spans = [(original.index(d), original.index(d) + len(d)) for d in dates]
    kept = ["11 June 2021", "18 June 2021", "25 June 2021"]  # 102 days on, all of them
    moved = shifts(zip(dates, kept, strict=True), "en")
    assert (reader.document_shift(moved), reader.on_shift(moved)) == (102, 3)
    rewrite = apply_edits(
        original, [Edit(s, e, new) for (s, e), new in zip(spans, kept, strict=True)]
    )
    assert impossible_written(rewrite, "en") == 0  # `25:10` was the original's
    later = ["11 June 2021", "19 June 2022", "25 June 2021"]  # one moved a further year
    assert reader.on_shift(shifts(zip(dates, later, strict=True), "en")) == 2
    broken = apply_edits(original, [Edit(*spans[0], "50.21.")])
    assert impossible_written(broken, "en") == 1


def test_the_persons_are_read_off_the_text_and_the_output_with_their_titles() -> None:
    text = "Dear Mr Stanford, Bryan Stanford wrote."
    mr, full = text.index("Stanford"), text.index("Bryan Stanford")
    first = Mention(mr, mr + len("Stanford"), Category.PERSON, "test")
    second = Mention(full, full + len("Bryan Stanford"), Category.PERSON, "test")
    entity = Entity("E1", Category.PERSON, "bryan stanford", [first, second])
    edits = [
        Edit(first.start, first.end, "Hewitt"),
        Edit(second.start, second.end, "Keith Hewitt"),
    ]
    rewrite = apply_edits(text, edits)
    [person] = reader.named_persons(text, rewrite, [entity], [first, second], "en")
    assert person == [
        Named("Stanford", "Hewitt", None, True),
        Named("Bryan Stanford", "Keith Hewitt"),
    ]
    assert not reader.several_names(person, "en") and role_swaps([person], "en") == 0
