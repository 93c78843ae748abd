"""German capitalized common nouns are no names: simplemma's dictionary lists German nouns with
their capital, so a noun it lists, or a compound of its nouns, found alone is no mention; set
phrases of a noun, office titles and a chat's interjections neither. Names beside a title, a
given name or a postcode, and firms, stay replaced. On the real word lists and pipeline."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.detect.proper_nouns import ProperNounRecognizer
from pseudonymizer.lexicon.vocabulary import capitalized_noun, compound_of_nouns, joined_words
from pseudonymizer.model import Document
from tests.pseudonymized import run_written

KEY = b"de7"


def found(text: str) -> list[str]:
    """The spans the capitalization recognizer finds in German `text`."""
    mentions = ProperNounRecognizer("de").find(Document("t", text, "de"), Analysis(text, "de"))
    return [m.text_in(text) for m in mentions]


@pytest.mark.parametrize(
    "word",
    [
        "Schlüsselkästchen",  # not listed itself: a compound of listed nouns
        "Büchlein",  # a diminutive the dictionary lists, though `-lein` ends names
        "Verzugszinsen",
        "Erbrecht",  # `-recht` ends family names, the dictionary lists its plural
        "Gutachterkosten",  # a plural-only head
        "Versicherungs-Nummer",  # a hyphened compound of nouns
        "Kunden-Identifikationsnummer",
    ],
)
def test_a_noun_of_the_dictionary_or_a_compound_of_its_nouns_is_a_common_noun(word: str) -> None:
    assert capitalized_noun(word, "de")


@pytest.mark.parametrize(
    "word",
    [
        "Jürgensmeier",  # a syllable no dictionary lists before the tail
        "Birkenbach",  # a tail that ends many family names and places
        "Osterfeld",
        "Hagenberg",
        "Schmidt-Wagner",  # a double family name
        "Lisa-Marie",  # a double given name
        "Rhein-Main-Gebiet",  # a region named by its rivers, declined only as towns are
        "Berlin",
    ],
)
def test_a_name_or_a_word_made_like_one_is_no_common_noun(word: str) -> None:
    assert not capitalized_noun(word, "de")


@pytest.mark.parametrize(
    "word",
    [
        "Werkzug",  # a short head after a noun whose plural is `-e` (`Werke`, `Werken`)
        "Schulamt",  # a short head after a noun that drops its final `e` (`Schule`)
        "Schrankbus",
    ],
)
def test_a_short_headed_compound_of_a_noun_with_its_e_plural_or_dropped_e_is_a_noun(
    word: str,
) -> None:
    assert compound_of_nouns(word, "de")


@pytest.mark.parametrize("word", ["Rheinbau", "Mainbus", "Berlinbus"])
def test_a_short_head_after_a_rivers_or_a_towns_name_is_no_compound_of_nouns(word: str) -> None:
    assert not compound_of_nouns(word, "de")


def test_chat_interjections_written_as_one_word_are_joined_words() -> None:
    assert joined_words("Achso", "de")
    assert joined_words("Ohje", "de")
    assert not joined_words("Anna", "de")  # `an` + `na`, but a known given name
    assert not joined_words("Kettner", "de")


@pytest.mark.parametrize(
    "text",
    [
        "Der Vermieter geriet mit der Abnahme in Annahmeverzug, so das Gericht.",
        "Die Beklagte trägt die Gutachterkosten des Verfahrens.",
        "Das gilt nach Familienrecht ohnehin.",
        "Die Quittung fand sich später im Schmuckkästchen wieder.",
        "Zu prüfen bleibt die Versicherungs-Nummer des Fahrzeugs.",
    ],
)
def test_a_common_noun_alone_is_no_mention(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Die Ware ist Zug um Zug gegen Zahlung herauszugeben.", "Zug"),
        ("Wir haben alles Stück für Stück abgetragen.", "Stück"),
    ],
)
def test_a_noun_repeated_around_a_preposition_is_a_set_phrase(text: str, word: str) -> None:
    assert word not in " ".join(found(text))


@pytest.mark.parametrize("office", ["Richter", "Richterin"])
def test_an_adjectival_noun_before_an_office_opens_no_name(office: str) -> None:
    text = f"Den Beschluss unterschrieb der Vorsitzende {office} am Amtsgericht allein."
    assert not any("Vorsitzende" in span for span in found(text))


@pytest.mark.parametrize("opening", ["Achso", "Achja", "Ohje"])
def test_a_chat_interjection_opening_a_message_is_no_mention(opening: str) -> None:
    assert found(f"[18:40] Mara: {opening}, dann eben morgen.") == ["Mara"]


def test_a_known_name_opening_a_message_is_still_one() -> None:
    assert "Anna" in found("Anna, kommst du morgen mit?")


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Die Aussage von Frau Jürgensmeier blieb vage.", ["Jürgensmeier"]),
        ("Geladen wurde Herrn Lüttkeböhmer als Zeugen.", ["Lüttkeböhmer"]),
        ("Als Zeuge erschien Jonas Birkenbach.", ["Jonas Birkenbach"]),
        ("Sie wohnt in 33602 Lindenhorstel seit Jahren.", ["Lindenhorstel"]),
        ("Den Auftrag erhielt die Dachwerk Krümmel GmbH.", ["Krümmel"]),
    ],
)
def test_names_beside_a_title_given_name_or_postcode_are_still_replaced(
    text: str, names: list[str]
) -> None:
    _, written = run_written(text, "de", KEY)
    for name in names:
        assert name not in written


def test_the_common_nouns_of_a_judgment_are_written_as_they_stand() -> None:
    text = (
        "Die Klägerin verlangt Ersatz der Rechtsanwaltskosten. Im Mietrecht ist die Leistung "
        "Zug um Zug zu erbringen. Die Steuer-Identifikationsnummer wurde geschwärzt."
    )
    _, written = run_written(text, "de", KEY)
    for word in ("Rechtsanwaltskosten", "Mietrecht", "Zug um Zug", "Steuer-Identifikationsnummer"):
        assert word in written
    assert re.search(r"\bZug um Zug\b", written)


def test_a_name_after_an_office_title_is_still_replaced() -> None:
    text = "Die Sitzung leitete der Vorsitzende Richter Wiesmann allein."
    _, written = run_written(text, "de", KEY)
    assert "Vorsitzende Richter" in written
    assert "Wiesmann" not in written
