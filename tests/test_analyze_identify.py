"""Language identification among the supported languages, with lingua's real models."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze.identify import identify

SENTENCES = {
    "en": "The parcel was left with the neighbour because nobody answered the door.",
    "cs": "Balík nechal kurýr u sousedů, protože mu nikdo neotevřel dveře.",
    "pl": "Paczkę zostawiono u sąsiadów, bo nikt nie otworzył drzwi.",
    "de": "Das Paket wurde beim Nachbarn abgegeben, weil niemand die Tür geöffnet hat.",
    "sv": "Paketet lämnades hos grannen eftersom ingen öppnade dörren.",
    "hu": "A csomagot a szomszédnál hagyták, mert senki sem nyitott ajtót.",
}


@pytest.mark.parametrize("lang", sorted(SENTENCES))
def test_a_sentence_gets_its_language(lang: str) -> None:
    assert identify(SENTENCES[lang], default="en") == lang


def test_another_language_gets_the_closest_supported_one() -> None:
    slovak = "Balík nechal kuriér u susedov, pretože mu nikto neotvoril dvere."
    assert identify(slovak, default="en") == "cs"


@pytest.mark.parametrize("text", ["", "   \n", "2024-05-17 / 15:30", "+420 601 234 567"])
def test_a_text_without_words_gets_the_default(text: str) -> None:
    assert identify(text, default="pl") == "pl"
