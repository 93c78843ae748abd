"""Holiday names read off the `holidays` package: a holiday's name, the word for its feast
and the forms a declined language gives them are calendar words; names, places and ordinary
adjectives of holiday names are not."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.calendar_words import calendar_word
from pseudonymizer.lexicon.holidays import holiday


@pytest.mark.parametrize(
    ("lang", "word"),
    [
        ("en", "Christmas"),
        ("en", "christmas"),
        ("en", "Easter"),
        ("en", "Good Friday"),
        ("en", "Boxing Day"),
        ("cs", "Vánoce"),
        ("cs", "Vánocích"),  # o Vánocích
        ("cs", "Vánocům"),  # ke Vánocům
        ("cs", "Velikonoce"),  # from `Velikonoční pondělí`, a noun no word table lists
        ("cs", "Velikonocím"),  # k Velikonocím
        ("cs", "Velikonočním pondělí"),
        ("cs", "Štědrý den"),
        ("cs", "Štědrého dne"),
        ("cs", "Nový rok"),
        ("pl", "Boże Narodzenie"),
        ("pl", "Bożego Narodzenia"),  # przed świętami Bożego Narodzenia
        ("pl", "Wielkanoc"),  # from `Niedziela Wielkanocna`
        ("pl", "Wielkanocy"),
        ("pl", "Nowego Roku"),
        ("de", "Weihnachten"),
        ("de", "Ostern"),
        ("de", "Pfingsten"),
        ("de", "Silvester"),
        ("sv", "midsommar"),  # from `Midsommarafton` and `Midsommardagen`
        ("sv", "Midsommar"),
        ("sv", "jul"),
        ("sv", "julen"),
        ("sv", "påsk"),
        ("hu", "Karácsony"),
        ("hu", "karácsonykor"),
        ("hu", "Húsvét"),
        ("hu", "Pünkösd"),
    ],
)
def test_a_holiday_is_a_calendar_word_in_every_form(lang: str, word: str) -> None:
    assert holiday(word, lang)
    assert calendar_word(word, lang)


@pytest.mark.parametrize(
    ("lang", "word"),
    [
        ("en", "Good"),  # of `Good Friday` alone: an ordinary word, and a family name
        ("en", "Columbus"),  # of `Columbus Day`: the day is someone's, the word no feast
        ("en", "National"),  # `National Day`, but also `National Heroes Day`
        ("en", "King's"),  # `King's Birthday`: someone's day
        ("en", "Smith"),
        ("cs", "Novák"),
        ("cs", "Hořovice"),
        ("cs", "Velký"),  # of `Velký pátek`
        ("cs", "Velikonoční"),  # the adjective alone: an Easter thing, no feast
        ("cs", "Mezinárod"),  # the stem of `mezinárodní`, an adjective of its own
        ("pl", "Pan"),  # of `Najświętszej Marii Panny`
        ("pl", "Kowalski"),
        ("de", "Müller"),
        ("de", "Tag"),
        ("sv", "Olafs"),  # `Olafsdagen`: a given name's day
        ("sv", "national"),
        ("hu", "Kovács"),
    ],
)
def test_a_word_of_a_holiday_name_is_no_holiday(lang: str, word: str) -> None:
    assert not holiday(word, lang)
