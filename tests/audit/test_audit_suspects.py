"""The suspected leaks: what an output's shapes say may still be someone's."""

from __future__ import annotations

from pseudonymizer.audit.suspects import suspects
from pseudonymizer.categories import Category
from pseudonymizer.model import Mention


def _found(
    output: str, protected=(), detected=(), lang: str = "en", public=()
) -> list[tuple[str, str]]:
    found = suspects(output, list(protected), lang, detected, public)
    assert all(not finding.certain for finding in found)
    return [(f.kind, output[f.start : f.end]) for f in found]


def test_chat_speakers_and_user_names_are_suspected_but_labels_are_not() -> None:
    chat = (
        "[09:14] anna_b88: hey, see you\n"
        "tommy.k: yes\n"
        "Re: Noise from upstairs\n"
        "Subject: the flat\n"
        "Posted by olli_p1987, e.g. yesterday; see report.pdf or v1.2\n"
    )
    assert _found(chat) == [
        ("handle", "anna_b88"),
        ("handle", "tommy.k"),
        ("handle", "olli_p1987"),
    ]


def test_numbers_dates_addresses_and_postcodes_no_one_replaced_are_suspected() -> None:
    text = (
        "Call 07700 900123 or write to jan@example.com (www.example.com/jan). "
        "Since 16.3. and 10.04.2021, at S10 2TN. It costs 148 500 Kč, in 2024."
    )
    assert _found(text) == [
        ("number", "07700 900123"),
        ("email", "jan@example.com"),
        ("url", "www.example.com/jan"),
        ("date", "16.3."),
        ("date", "10.04.2021"),
        ("postcode", "S10 2TN"),
    ]


def test_what_the_run_wrote_and_what_was_decided_public_is_not_suspected() -> None:
    text = "Call 07700 900123 in Brno."
    phone = (5, 17, Category.PHONE)
    detected = [Mention(21, 25, Category.LOCATION, "ner")]
    assert _found(text, [phone], detected, public=["Brno"]) == []
    assert _found(text, [phone], detected) == [("detected", "Brno")]


def test_a_fresh_detection_of_ordinary_words_only_is_not_suspected() -> None:
    text = "FOURTH SECTION\nCASE OF SMITH v. THE UNITED KINGDOM"
    detected = [Mention(0, 14, Category.PERSON, "ner"), Mention(36, 50, Category.LOCATION, "ner")]
    assert _found(text, detected=detected) == []


def test_a_name_beside_a_persons_surrogate_is_suspected() -> None:
    hungarian = "Üdvözlettel:\nNagy Rózsa"
    rose = (18, 23, Category.PERSON)
    assert _found(hungarian, [rose], lang="hu") == [("name", "Nagy")]
    german = "Familie Schütz grüßt Herrn Schütz Becker."
    protected = [(8, 14, Category.PERSON), (27, 33, Category.PERSON)]
    assert _found(german, protected, lang="de") == [("name", "Becker")]


def test_a_profession_is_suspected() -> None:
    assert ("profession", "teacher") in _found("She works as a teacher in Leeds.")


def test_every_speaker_made_like_a_handle_is_suspected_wherever_it_stands() -> None:
    chat = "katka.nov: ahoj\nondra92: čau\nkatka.nov: jdu\nPíšu katka.nov zítra.\n"
    assert [kind for kind, _ in _found(chat, lang="cs")] == ["handle"] * 4
    assert {text for _, text in _found(chat, lang="cs")} == {"katka.nov", "ondra92"}


def test_reference_numbers_slash_dates_and_postcode_halves_are_suspected() -> None:
    text = "Sygn. SM/2023/4471 z 12/5, sprawa [OTHER]/12345/2023."
    tag = text.index("[OTHER]")
    assert _found(text, [(tag, tag + 7, Category.OTHER)], lang="pl") == [
        ("number", "SM/2023/4471"),
        ("date", "12/5"),
        ("number", "/12345/2023"),
    ]
    address = "[STREET], Leeds [ZIP] 4DN."
    at = address.index("[ZIP]")
    assert _found(address, [(0, 8, Category.STREET), (at, at + 5, Category.ZIP)]) == [
        ("postcode", "4DN")
    ]


def test_a_german_compound_noun_beside_a_persons_surrogate_is_no_name() -> None:
    # German capitalizes nouns: a compound such as a role before a name says nothing by its
    # capital; a name beside the surrogate still does.
    german = "Auch Verteidigungsminister Emre Schütz Becker sprach."
    start = german.index("Emre Schütz")
    protected = [(start, start + len("Emre Schütz"), Category.PERSON)]
    assert _found(german, protected, lang="de") == [("name", "Becker")]


def test_a_speaker_after_a_time_written_as_a_tag_is_suspected() -> None:
    chat = "[[OTHER]] katka.nov: ahoj\n[[DATE]] ondra92: čau\n"
    assert [text for _, text in _found(chat, lang="cs")] == ["katka.nov", "ondra92"]


def test_a_number_inside_a_string_decided_public_is_not_suspected() -> None:
    """A court's file number kept whole (`31 Cdo 2716/2018`) holds a number the scan reads on
    its own; another number elsewhere is still suspected."""
    text = "Srov. usnesení sp. zn. 31 Cdo 2716/2018 a 4 Tz 88/2015; účet 2716/2018 zůstal."
    public = ["31 Cdo 2716/2018", "4 Tz 88/2015"]
    found = suspects(text, [], "cs", (), public)
    account = text.index("účet ") + len("účet ")
    assert [(f.kind, f.start, f.end) for f in found] == [("number", account, account + 9)]
    assert len(_found(text, lang="cs")) == 3


def test_a_models_code_after_its_maker_is_no_suspected_handle() -> None:
    text = "Jezdím s Volvo XC60 a vrtám Makita DHP482, píše ondra92 a gabi77."
    assert _found(text, lang="cs") == [("handle", "ondra92"), ("handle", "gabi77")]
