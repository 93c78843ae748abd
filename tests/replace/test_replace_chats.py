"""Names in chats: the speaker a chat export writes before each message is a person, named by
a given name (`Kuba` is no Cuba), and their name written in lower case in a message (`see you
harriet`, the vocative `radko`) is the same person, given the same surrogate in the form and
case the message writes, in every language. A nickname no list holds is a given name (of the
gender the language reads off it, where it does), never a family name or a place."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.lexicon.names import given_names
from pseudonymizer.lexicon.substitutes import given_gender
from pseudonymizer.model import Document, Mention
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.surrogates import FakerSurrogates

KEY = b"chat key"

# A chat of two speakers, the second calling the first by name in lower case: the speaker's
# name, and the name as the message writes it.
CHATS = {
    "en": (
        "[02.05.2020 08:15] Harriet: morning all\n"
        "[02.05.2020 08:16] Desmond: see you soon harriet\n",
        "Harriet",
        "harriet",
    ),
    "cs": (
        "[02.05.2020 08:15] Radka: ahoj všichni\n[02.05.2020 08:16] Tomáš: díky moc radko\n",
        "Radka",
        "radko",
    ),
    "pl": (
        "[02.05.2020 08:15] Zosia: cześć wszystkim\n[02.05.2020 08:16] Marek: dzięki zosiu\n",
        "Zosia",
        "zosiu",
    ),
    "de": (
        "Wolfgang, 08:15: moin zusammen\nSabine, 08:16: danke dir wolfgang\n",
        "Wolfgang",
        "wolfgang",
    ),
    "sv": (
        "Henrik, 08:15: hej allihopa\nAstrid, 08:16: tack så mycket henrik\n",
        "Henrik",
        "henrik",
    ),
    "hu": (
        "[2020.05.02. 08:15] Ildikó: sziasztok\n[2020.05.02. 08:16] Gábor: köszi ildikó\n",
        "Ildikó",
        "ildikó",
    ),
}


@cache
def _pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(KEY))


def _run(text: str, lang: str) -> Result:
    [result] = _pipeline().run([Document("chat", text, lang)])
    return result


def _written(result: Result, start: int, end: int) -> str:
    """What the output writes for the original's `start:end`."""
    rewrite = result.rewrites[Mode.PSEUDONYMIZE]
    [edit] = [edit for edit in rewrite.edits if edit.start == start and edit.end == end]
    return edit.replacement


@pytest.mark.parametrize("lang", sorted(CHATS))
def test_a_name_in_lower_case_is_the_speaker_in_lower_case(lang: str) -> None:
    text, name, lower = CHATS[lang]
    result = _run(text, lang)
    speaker = text.index(name)
    called = text.rindex(lower)
    surrogate = _written(result, speaker, speaker + len(name))
    written = _written(result, called, called + len(lower))
    assert surrogate != name and written != lower
    assert written.islower()
    # One person: the message's form is the speaker's surrogate (declined where the
    # language declines names: the first letters agree).
    assert written[:2] == surrogate[:2].lower()
    if lower == name.lower():
        assert written == surrogate.lower()


@cache
def _given_pipeline() -> Pipeline:
    return Pipeline(Config(mentions="input"), [Mode.PSEUDONYMIZE], FakerSurrogates(KEY))


# A nickname no list holds (neither a given nor a family name), named alone as the subject;
# Czech reads it as one by its ending (`-a`), as it tells a family name the lists lack
# (`Peškem`) from a nickname.
NICKNAMES = {
    "en": "Yesterday Lolo came to the party.",
    "cs": "Včera přišla Zuzka na oslavu.",
    "pl": "Wczoraj Lolo przyszedł na imprezę.",
    "de": "Gestern kam Lolo zur Party.",
    "sv": "Igår kom Lolo till festen.",
    "hu": "Tegnap Lolo is eljött a buliba.",
}


@pytest.mark.parametrize("lang", sorted(NICKNAMES))
def test_a_nickname_no_list_holds_becomes_a_given_name(lang: str) -> None:
    text = NICKNAMES[lang]
    nickname = "Zuzka" if lang == "cs" else "Lolo"
    start = text.index(nickname)
    end = start + len(nickname)
    person = Mention(start, end, Category.PERSON, "input")
    [result] = _given_pipeline().run([Document("d", text, lang, given=(person,))])
    value = _written(result, start, end)
    assert value != nickname
    assert value in given_names()


@pytest.mark.parametrize(("nickname", "gender"), [("Honza", "male"), ("Zuzka", "female")])
def test_a_czech_nickname_keeps_its_gender(nickname: str, gender: str) -> None:
    text = f"[02.05.2020 08:15] {nickname}: ahoj všichni\n[02.05.2020 08:16] Tomáš: čau\n"
    result = _run(text, "cs")
    start = text.index(nickname)
    value = _written(result, start, start + len(nickname))
    assert given_gender("cs_CZ", value) == gender


# A chat naming a friend in full in lower case, then by the family name alone, in lower case
# too: the full name, and the family name as the later line writes it (the nominative).
LOWER_FAMILY = {
    "en": (
        "[03.06.2021 18:01] Priya: is it mike from the gym or mike brennan?\n"
        "[03.06.2021 18:02] Owen: brennan obviously. the other one moved away\n",
        "mike brennan",
        "brennan",
    ),
    "de": (
        "[03.06.2021 18:01] Priya: meinst du jonas oder jonas albrecht?\n"
        "[03.06.2021 18:02] Owen: albrecht natürlich. der andere ist weggezogen\n",
        "jonas albrecht",
        "albrecht",
    ),
    "pl": (
        "[03.06.2021 18:01] Priya: chodzi ci o kubę z pracy czy kuba zieliński?\n"
        "[03.06.2021 18:02] Owen: zieliński oczywiście. tamten się wyprowadził\n",
        "kuba zieliński",
        "zieliński",
    ),
    "cs": (
        "[03.06.2021 18:01] Priya: myslíš ondru z práce nebo ondra kratochvíl?\n"
        "[03.06.2021 18:02] Owen: kratochvíl samozřejmě. ten druhý se odstěhoval\n",
        "ondra kratochvíl",
        "kratochvíl",
    ),
}


@pytest.mark.parametrize("lang", sorted(LOWER_FAMILY))
def test_a_family_name_in_lower_case_after_the_full_name_is_that_person(lang: str) -> None:
    text, full, family = LOWER_FAMILY[lang]
    result = _run(text, lang)
    start = text.index(full)
    surrogate = _written(result, start, start + len(full))
    alone = text.rindex(family)
    written = _written(result, alone, alone + len(family))
    assert written != family and written.islower()
    assert written == surrogate.split()[-1]
    assert family not in result.rewrites[Mode.PSEUDONYMIZE].text


# A chat export's notes in a message's place, as the app writes them in each language (and
# in French, a language no list holds, in the chat of another: the phone's language).
NOTES = {
    "en": ("12/05/2022, 09:10 - ", ("<Media omitted>", "This message was deleted")),
    "cs": ("[12.05.2022 09:10] ", ("<Média vynechána>", "Tato zpráva byla smazána")),
    "pl": ("12.05.2022, 09:10 - ", ("<Pominięto multimedia>", "Ta wiadomość została usunięta")),
    "de": ("12.05.22, 09:10 - ", ("<Medien ausgeschlossen>", "Diese Nachricht wurde gelöscht.")),
    "sv": ("2022-05-12 09:10 - ", ("<Media utelämnad>", "<Media utesluten>", "<Médias omis>")),
    "hu": ("[2022. 05. 12. 09:10:00] ", ("<Média elhagyva>", "Ez az üzenet törölve lett")),
}


@pytest.mark.parametrize("lang", sorted(NOTES))
def test_a_chat_apps_notes_stay_as_written(lang: str) -> None:
    stamp, notes = NOTES[lang]
    text = "".join(f"{stamp}Rowan Ashby: {note}\n" for note in notes)
    text += f"{stamp}Imogen Hartley: \U0001f602\n"
    written = _run(text, lang).rewrites[Mode.PSEUDONYMIZE].text
    assert "Rowan Ashby" not in written and "Imogen Hartley" not in written
    for note in notes:
        assert f": {note}\n" in written


@pytest.mark.parametrize(
    ("lang", "text", "note"),
    [
        (
            "hu",
            "[2022. 05. 12. 09:10:00] Rowan Ashby: Megjöttünk, itt a ház 😅 <Média kihagyva>\n",
            "<Média kihagyva>",
        ),
        (
            "cs",
            "[12.05.2022 09:10] Rowan Ashby: Jsme tu!!! <Média vynechány>\n",
            "<Média vynechány>",
        ),
    ],
)
def test_a_placeholder_after_a_messages_text_stays_as_written(
    lang: str, text: str, note: str
) -> None:
    """A photo sent with its caption: the app's placeholder ends the text, in a wording no
    list holds; it stays, the speaker changes."""
    written = _run(text, lang).rewrites[Mode.PSEUDONYMIZE].text
    assert written.endswith(f" {note}\n") and "Rowan Ashby" not in written


def test_a_name_in_angle_brackets_is_no_note() -> None:
    text = "12/05/2022, 09:10 - Rowan Ashby: <Imogen Hartley>\n"
    written = _run(text, "en").rewrites[Mode.PSEUDONYMIZE].text
    assert "Imogen" not in written and "Hartley" not in written


# A chat naming a chain's shop as the place to meet, by its brand and the branch's district:
# the brand's forms as written (kept), and the district's (replaced).
BRANDS = {
    "cs": (
        "[04.02.2023 17:10] Eliška Dvořáková: sejdeme se u Kauflandu v Líšni?\n"
        "[04.02.2023 17:11] Radek: jo, Kaufland Líšeň v osm\n",
        ("Kauflandu", "Kaufland"),
        ("Líšni", "Líšeň"),
    ),
    "pl": (
        "[04.02.2023 17:10] Ola Wróbel: spotkajmy się przed Biedronką na Mokotowie\n"
        "[04.02.2023 17:11] Kuba: ok, Biedronka Mokotów o ósmej\n",
        ("Biedronką", "Biedronka"),
        ("Mokotowie", "Mokotów"),
    ),
    "de": (
        "04.02.23, 17:10 - Lena Krause: treffen wir uns vorm Rewe in Connewitz?\n"
        "04.02.23, 17:11 - Jonas: ja, Rewe Connewitz um acht\n",
        ("Rewe",),
        ("Connewitz",),
    ),
    "en": (
        "04/02/2023, 17:10 - Priya Shah: meet outside Tesco in Didsbury?\n"
        "04/02/2023, 17:11 - Owen: yeah Tesco Didsbury at eight\n",
        ("Tesco",),
        ("Didsbury",),
    ),
    "sv": (
        "2023-02-04 17:10 - Elin Berg: ses vi utanför Hemköp i Haninge?\n"
        "2023-02-04 17:11 - Johan: ja, Hemköp Haninge kl åtta\n",
        ("Hemköp",),
        ("Haninge",),
    ),
    "hu": (
        "[2023. 02. 04. 17:10:00] Dóra Kiss: találkozzunk a Tesconál Budaörsön?\n"
        "[2023. 02. 04. 17:11:00] Bence: oké, Tesco Budaörs nyolckor\n",
        ("Tesconál", "Tesco"),
        ("Budaörsön", "Budaörs"),
    ),
}


@pytest.mark.parametrize("lang", sorted(BRANDS))
def test_a_chains_brand_stays_and_its_branchs_place_is_replaced(lang: str) -> None:
    text, brands, places = BRANDS[lang]
    written = _run(text, lang).rewrites[Mode.PSEUDONYMIZE].text
    for brand in brands:
        assert brand in written
    for place in places:
        assert place not in written
    # The speakers are persons, whatever brand a name's letters open (`Benu`, `Bence`).
    speakers = [
        line.split(": ")[0].rsplit("] ", 1)[-1].rsplit(" - ", 1)[-1] for line in text.splitlines()
    ]
    for speaker in speakers:
        assert f"{speaker}:" not in written


def test_a_chains_name_that_is_a_towns_too_is_a_town() -> None:
    text = "04/02/2023, 17:10 - Priya Shah: my gran still lives in Halifax, near the market\n"
    written = _run(text, "en").rewrites[Mode.PSEUDONYMIZE].text
    assert "Halifax" not in written


def test_a_possessive_after_a_name_first_written_in_capitals_keeps_its_s_in_lower_case() -> None:
    # `ref TOBY` first, `Toby's` later: the surrogate came back `Wayne'S`.
    text = (
        "12/03/2024, 19:04 - Mia Thornbury: so toby turns 30 in may\n"
        "12/03/2024, 19:27 - Mia Thornbury: M Thornbury 30-94-12 48213377, ref TOBY pls\n"
        "13/03/2024, 12:40 - Kit Ashdown: quick one - Toby's mum wants to come too\n"
    )
    output = _run(text, "en").rewrites[Mode.PSEUDONYMIZE].text
    possessive = output.splitlines()[2].split(" - ", 1)[1].split(": ", 1)[1].split()[3]
    assert possessive.endswith("'s") and possessive[0].isupper()
    assert "Toby" not in output and "TOBY" not in output


def test_a_speakers_given_name_a_model_reads_as_a_town_is_the_speakers() -> None:
    # `Basti` is also a town's name: found as one, it got a town's surrogate.
    from tests.pseudonymized import run_written

    text = (
        "[07.05.25, 17:48] Sabine Moosgruber: Wer kommt am Samstag mit zum Flohmarkt?\n"
        "[07.05.25, 17:49] Basti Rauchensteiner: ich bin dabei\n"
        "[07.05.25, 17:50] Sabine Moosgruber: Basti, bringst du deinen Bruder mit? Basti?\n"
    )
    _, out = run_written(text, "de", b"chat speakers")
    given = out.splitlines()[1].split("] ")[1].split()[0]
    assert given != "Basti"
    assert f": {given}, bringst du deinen Bruder mit? {given}?" in out


def test_a_start_of_a_speakers_given_name_gets_the_speakers_given_surrogate() -> None:
    from tests.pseudonymized import run_written

    text = (
        "[07.05.25, 17:48] Sabine Moosgruber: Wer kommt am Samstag mit zum Flohmarkt?\n"
        "[07.05.25, 17:49] Ferd Rauchensteiner: ich bin dabei, wann geht es los?\n"
        "[07.05.25, 17:50] Sabine Moosgruber: Ferdi du bist immer der Letzte\n"
        "[07.05.25, 18:02] Sabine Moosgruber: Ferdinand Rauchensteiner, du schuldest mir was\n"
    )
    _, out = run_written(text, "de", b"chat speakers")
    lines = out.splitlines()
    given, family = lines[1].split("] ")[1].split(":")[0].split()
    assert lines[2].split(": ", 1)[1] == f"{given} du bist immer der Letzte"
    assert f"{given} {family}, du schuldest" in lines[3]


def test_a_chats_short_words_in_capitals_and_short_closings_stay() -> None:
    # `WE` (Wochenende), `OK` and the closings `LG`, `VG`, `HDL` came back as letters drawn at
    # random, read as someone's initials; the names beside them are still replaced.
    text = (
        "11.06.24, 19:02 - Marlene Gutjahr: Hey Ruben, fahrt ihr am WE zu Oskar? OK?\n"
        "11.06.24, 19:05 - Ruben Strasser: Klar! LG Ruben\n"
        "11.06.24, 19:06 - Marlene Gutjahr: Super, VG und HDL\n"
    )
    written = _run(text, "de").rewrites[Mode.PSEUDONYMIZE].text
    for word in (" WE ", " OK?", "LG ", "VG ", "HDL\n", "Hey "):
        assert word in written
    for name in ("Ruben", "Oskar", "Gutjahr", "Strasser"):
        assert name not in written


def test_a_chats_short_words_opening_a_sentence_stay() -> None:
    # `Btw` opening a forum post's sentence became a town; a name opening one is replaced.
    text = (
        "Posted by wren_74: Great tip. Btw the car park is free after six.\n"
        "Posted by kite_runner: Tbh I never pay. Fyi the gate shuts at ten. Mabel says hi.\n"
        "Posted by wren_74: BTW thanks.\n"
    )
    written = _run(text, "en").rewrites[Mode.PSEUDONYMIZE].text
    for word in (". Btw the", ": Tbh I", ". Fyi the", ": BTW thanks"):
        assert word in written
    assert "Mabel" not in written


def test_a_chains_format_and_a_states_liquor_chain_stay() -> None:
    # `ICA Maxi` (a format of a chain the list holds other formats of) and `Systembolaget`
    # were replaced; the district after a chain is a place, replaced.
    text = (
        "2024-06-11 18:40 - Linnea Holmgren: köpte du vin på Systembolaget?\n"
        "2024-06-11 18:41 - Viktor Ek: ja, och mat på ICA Maxi, sen Coop Haninge\n"
    )
    written = _run(text, "sv").rewrites[Mode.PSEUDONYMIZE].text
    for brand in ("Systembolaget", "ICA Maxi", "Coop"):
        assert brand in written
    assert "Haninge" not in written


def test_an_english_chats_towns_in_lower_case_change_and_a_name_asked_after_stays_a_name() -> None:
    text = (
        "[18:02] kez: heading to sheffield tmrw for the footy\n"
        "[18:03] dom: nice, im stuck in leeds all week\n"
        "[18:04] kez: Bethany?\n"
        "[18:05] dom: shes back from york on friday\n"
    )
    result = _run(text, "en")
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    for town in ("sheffield", "leeds", "york"):
        assert town not in output, output
    asked = next(m for m in result.mentions if text[m.start : m.end] == "Bethany")
    assert asked.category is Category.PERSON
    new = _written(result, asked.start, asked.end)
    assert new in given_names(), output


def test_a_name_drawn_out_in_capitals_is_the_same_person_drawn_out() -> None:
    # (`JOSHHH` got a pseudo-word of its own, `ELLIEEE` a surrogate without the drawl.)
    text = (
        "[09:10] ruby: LIAMMM where are u\n"
        "[09:11] liam: on the bus\n"
        "[09:12] HOLLYYY: omg same\n"
        "[09:13] ruby: hollyyy wait for me\n"
    )
    [result] = _pipeline().run([Document("chat", text, "en")])
    lines = result.rewrites[Mode.PSEUDONYMIZE].text.splitlines()
    liam = lines[1].split("] ")[1].split(":")[0]
    called = lines[0].split(": ")[1].split()[0]
    assert liam != "liam" and called == (liam + liam[-1] * 2).upper(), lines
    holly = lines[2].split("] ")[1].split(":")[0]
    assert holly.isupper() and holly.endswith(holly[-1] * 3) and "HOLLY" not in holly, lines
    assert lines[3].split(": ")[1].split()[0] == holly.lower(), lines
