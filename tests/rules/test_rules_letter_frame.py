"""The frame of letters, chats and mails kept as the ordinary words it is, with the real
pipelines: a paragraph wrapped at its margin goes on in its next line, whose first word
stands inside the sentence; the names beside the frame are still replaced."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.platforms import chat_title_word
from pseudonymizer.rules.ordinary.text import opens_sentence
from tests.pseudonymized import run_written

KEY = b"letter frame"

# A paragraph hard-wrapped at about 90 characters, its sentence going on after a comma.
WRAPPED_DE = (
    "Sehr geehrte Frau Lindqvist-Haber,\n\n"
    "nach Durchsicht der Akten zur Liegenschaft am Stadtrand teilen wir Ihnen heute gerne mit,\n"
    "Mietausfallwagnis und Bodenrichtwert sind in dem Gutachten zu niedrig angesetzt worden.\n"
)


def test_a_line_that_goes_on_with_the_sentence_before_opens_none() -> None:
    assert not opens_sentence(WRAPPED_DE, WRAPPED_DE.index("Mietausfallwagnis"))


def test_a_paragraph_ending_a_sentence_still_opens_the_next_line() -> None:
    text = WRAPPED_DE.replace("mit,\n", "mit.\n")
    assert opens_sentence(text, text.index("Mietausfallwagnis"))


def test_an_address_blocks_short_lines_open_a_line_each() -> None:
    text = "Frau Irmgard Seelmann\nBergstraße 4\n12345 Kleinstadt\nDeutschland\n"
    for word in ("Bergstraße", "Deutschland"):
        assert opens_sentence(text, text.index(word))


def test_a_noun_opening_a_wrapped_line_is_kept_the_name_is_replaced() -> None:
    _, out = run_written(WRAPPED_DE, "de", KEY)
    assert "Mietausfallwagnis" in out
    assert "Lindqvist" not in out


# A chat export's title per language: the app's word before the chat's name, then a message.
CHAT_TITLES = {
    "en": ("[Group: Allotment neighbours]", "[02/05/26, 09:14] Priya Sandhu: seeds are here"),
    "de": ("WhatsApp-Chat mit Kegelclub", "[02.05.26, 09:14] Heike Dombrowski: Wer fährt?"),
    "sv": ("Gruppchatt: Kören", "[2026-05-02 09:14] Linnea Bergkvist: Vem tar nycklarna?"),
    "pl": ("Grupa: Sąsiedzi z bloku", "[02.05.26, 09:14] Agnieszka Wróblewska: Kto ma klucz?"),
    "hu": ("Csoport: Kertbarátok", "[2026. 05. 02. 9:14] Szabó Ildikó: Ki hozza a kulcsot?"),
}


@pytest.mark.parametrize("lang", sorted(CHAT_TITLES))
def test_a_chat_exports_title_word_is_kept_its_speaker_replaced(lang: str) -> None:
    title, message = CHAT_TITLES[lang]
    _, out = run_written(f"{title}\n{message}", lang, KEY)
    label = title.lstrip("[").split(":")[0].split()[0]
    assert out.startswith(("[" + label, label))
    speaker = message.split("] ")[1].split(":")[0]
    assert speaker.split()[0] not in out and speaker.split()[-1] not in out


def test_a_chat_word_joins_only_a_platforms_name() -> None:
    assert chat_title_word("WhatsApp-Chat")
    assert chat_title_word("Gruppchatt")
    assert not chat_title_word("Schmidt-Chat")


# A kinship word before a sibling's name in a chat, per language.
KIN = {
    "de": ("[03.05.26, 20:41] Mia Kessler: unser Bruder Roland bringt den Grill mit", "Bruder"),
    "cs": ("[03.05.26 20:41] Eva Horáková: moje sestra Blanka dorazí až večer", "sestra"),
    "pl": ("[03.05.26, 20:41] Ewa Lis: mój brat Grzegorz przyjedzie jutro rano", "brat"),
}


@pytest.mark.parametrize("lang", sorted(KIN))
def test_a_kinship_word_before_a_name_is_kept_the_name_replaced(lang: str) -> None:
    text, kin = KIN[lang]
    _, out = run_written(text, lang, KEY)
    name = text.split(f" {kin} ")[1].split()[0]
    assert f" {kin} " in out
    assert name not in out


# A letter's abbreviated frame words per language, before a file mark or a name.
ABBREVIATED = {
    "de": ("Mit freundlichen Grüßen\ni. A. Konstanze Fehrmann\n", "i. A. ", "Fehrmann"),
    "cs": ("Sp. zn. 7 C 219/2025\nVážená paní Nováková,\n", "Sp. zn. ", "Nováková"),
    "pl": ("Sygn. akt III K 88/24\nSzanowna Pani Ewo Pawlak,\n", "Sygn. akt ", "Pawlak"),
}


@pytest.mark.parametrize("lang", sorted(ABBREVIATED))
def test_a_letters_abbreviated_frame_words_are_kept(lang: str) -> None:
    text, frame, name = ABBREVIATED[lang]
    _, out = run_written(text, lang, KEY)
    assert frame in out
    assert name not in out


def test_a_hungarian_salutations_polite_nouns_are_kept() -> None:
    text = "Tisztelt Hölgyem/Uram!\nKedves Uram, Molnár Ákos levelét továbbítom.\n"
    _, out = run_written(text, "hu", KEY)
    assert out.startswith("Tisztelt Hölgyem/Uram!\nKedves Uram, ")
    assert "Molnár" not in out and "Ákos" not in out


@pytest.mark.parametrize(
    "salutation",
    ["Tisztelt Uram / Hölgyem!", "Kedves Hölgyem / Uram,", "Tisztelt Asszonyom / Uram!"],
)
def test_a_hungarian_salutations_nouns_joined_by_a_spaced_slash_are_kept(salutation: str) -> None:
    text = f"{salutation}\nÍrok Önöknek, mert Szabó Lőrinc nem válaszolt.\n"
    _, out = run_written(text, "hu", KEY)
    assert out.startswith(salutation)
    assert "Szabó" not in out and "Lőrinc" not in out
