"""speakers: the name a chat export writes before each message, with the message's time, is a
person named by a given name; a line's label without a time (`Re:`, `Subject:`) is none."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.speakers import ChatNameRecognizer, SpeakerRecognizer
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.nicknames import name_gender
from pseudonymizer.model import Document

# One message line per language and export style, and its speaker's name.
LINES = {
    "en": ("[02.05.2020 08:15] Harriet: morning all", "Harriet"),
    "cs": ("02.05.2020, 08:15 - Radka: ahoj všichni", "Radka"),
    "pl": ("[02.05.2020 08:15] Zosia: cześć wszystkim", "Zosia"),
    "de": ("Wolfgang, 08:15: moin zusammen", "Wolfgang"),
    "sv": ("Henrik, 08:15: hej allihopa", "Henrik"),
    "hu": ("[2020.05.02. 08:15] Ildikó: sziasztok", "Ildikó"),
}
# Lines that open with a word and a colon but carry no message time.
LABELS = {
    "en": "Re: the deposit\nSubject: flat\nHarriet: hello",
    "cs": "Re: kauce\nPředmět: byt\nRadka: ahoj",
    "pl": "Re: kaucja\nTemat: mieszkanie\nZosia: cześć",
    "de": "Re: Kaution\nBetreff: Wohnung\nWolfgang: moin",
    "sv": "Re: depositionen\nÄmne: lägenheten\nHenrik: hej",
    "hu": "Re: kaució\nTárgy: lakás\nIldikó: szia",
}


def _found(text: str, lang: str) -> list[tuple[str, Category, str | None]]:
    document = Document("chat", text, lang)
    found = SpeakerRecognizer(lang).find(document, Analysis(text, lang))
    return [(m.text_in(text), m.category, m.attrs.kind) for m in found]


@pytest.mark.parametrize("lang", sorted(LINES))
def test_a_speaker_before_a_message_is_a_person_named_by_a_given_name(lang: str) -> None:
    line, name = LINES[lang]
    assert _found(line, lang) == [(name, Category.PERSON, "given")]


@pytest.mark.parametrize("lang", sorted(LABELS))
def test_a_label_without_a_message_time_is_no_speaker(lang: str) -> None:
    assert _found(LABELS[lang], lang) == []


def test_a_czech_nickname_speaker_has_the_gender_its_ending_tells() -> None:
    text = "[02.05.2020 08:15] Zuzka: ahoj\n[02.05.2020 08:16] Honza: čau\n"
    found = SpeakerRecognizer("cs").find(Document("c", text, "cs"), Analysis(text, "cs"))
    assert [(m.text_in(text), m.attrs.gender) for m in found] == [("Zuzka", "f"), ("Honza", "m")]


# A speaker whose family name is joined by a hyphen or an apostrophe, per language.
JOINED = {
    "en": ("12/05/2021, 08:15 - Rory O'Neill: on my way", "Rory O'Neill"),
    "cs": ("12.05.2021, 08:15 - Radka Malá-Horová: jdu", "Radka Malá-Horová"),
    "pl": ("[12.05.2021 08:15] Zosia Kępa-Nowak: idę", "Zosia Kępa-Nowak"),
    "de": ("[12.05.2021 08:15] Ulla Berger-Lenz: komme", "Ulla Berger-Lenz"),
    "sv": ("[2021-05-12 08:15] Maja Lind-Berg: kommer", "Maja Lind-Berg"),
    "hu": ("[2021.05.12. 08:15] Kiss-Szabó Ildikó: megyek", "Kiss-Szabó Ildikó"),
}


@pytest.mark.parametrize("lang", sorted(JOINED))
def test_a_speaker_with_a_hyphenated_or_apostrophe_family_name_is_found_whole(
    lang: str,
) -> None:
    # Left to the model, `Lottie Brennan-Hale:` was read as a date and kept as written.
    line, name = JOINED[lang]
    assert _found(line, lang) == [(name, Category.PERSON, None)]


def test_a_speaker_of_two_words_is_no_given_name_alone() -> None:
    text = "[02.05.2020 08:15] Harriet Lane: morning all"
    assert _found(text, "en") == [("Harriet Lane", Category.PERSON, None)]


# Chats write speakers in lower case too; the time stamp still says a name follows.
LOWER = {
    "en": ("[14/11/2026, 08:40:45] fergus lindqvist: I'm alive", "fergus lindqvist"),
    "cs": ("13.07.25 14:22 - míša: já bych se přidala", "míša"),
    "pl": ("[02.05.2020 08:15] zosia: cześć wszystkim", "zosia"),
    "de": ("[14.05.28, 22:05:19] steffi kalinowski: sorry", "steffi kalinowski"),
    "sv": ("2027-10-30 21:47 - jonny åkerblom: swishat", "jonny åkerblom"),
    "hu": ("[2020.05.02. 08:15] ildikó: sziasztok", "ildikó"),
}


@pytest.mark.parametrize("lang", sorted(LOWER))
def test_a_speaker_written_in_lower_case_is_found(lang: str) -> None:
    line, name = LOWER[lang]
    assert [(text, category) for text, category, _ in _found(line, lang)] == [
        (name, Category.PERSON)
    ]


# A chat copied by hand: a bare time before some messages, none before the rest; the speaker
# names (lower case, one also an ordinary word) and a label no speaker has.
BARE = {
    "en": (
        "08:02 rosie: anyone up\nbird: barely\nrosie: coffee?\n08:10 bird: yes\nNote: x\n",
        ["rosie", "bird", "rosie", "bird"],
    ),
    "cs": (
        "20:15 verča: jdem?\nondra: jo\n20:16 verča: super\nondra: tak v osm\n",
        ["verča", "ondra", "verča", "ondra"],
    ),
    "pl": (
        "19:02 zosia: hej\nmarek: siema\nzosia: idziemy?\n19:05 marek: jasne\n",
        ["zosia", "marek", "zosia", "marek"],
    ),
    "de": (
        "17:48 lena: steht samstag?\nbasti: klar\n17:50 lena: super\nbasti: bis dann\n",
        ["lena", "basti", "lena", "basti"],
    ),
    "sv": (
        "16:40 kalle: kommer ni?\nlotta: ja\n16:41 kalle: bra\nlotta: ses\n",
        ["kalle", "lotta", "kalle", "lotta"],
    ),
    "hu": (
        "21:06 pisti: jöttök?\nzsofi: igen\n21:07 pisti: szuper\nzsofi: ott leszek\n",
        ["pisti", "zsofi", "pisti", "zsofi"],
    ),
}


@pytest.mark.parametrize("lang", sorted(BARE))
def test_a_hand_copied_chat_names_its_speakers_with_and_without_a_time(lang: str) -> None:
    text, names = BARE[lang]
    found = _found(text, lang)
    assert sorted(name for name, _, _ in found) == sorted(names)
    assert {(category, kind) for _, category, kind in found} == {(Category.PERSON, "given")}


def test_a_single_timed_label_is_no_speaker() -> None:
    text = "Programme\n09:00 Registration: main hall\n09:30 Welcome: the dean\n"
    assert _found(text, "en") == []


# A chat whose message calls someone by a given name or nickname in lower case (the word
# after `|`), in every language.
CALLED = {
    "en": "08:02 rosie: is oliver coming\nbird: ask him\n08:03 rosie: ok\nbird: yes\n",
    "cs": "20:15 verča: vezme to ondra?\nmíša: jo\n20:16 verča: super\nmíša: dobře\n",
    "pl": "19:02 zosia: a michał?\nmarek: nie wiem\nzosia: ok\n19:05 marek: jasne\n",
    "de": "17:48 lena: kommt florian?\nbasti: klar\n17:50 lena: super\nbasti: bis dann\n",
    "sv": "16:40 kalle: kommer micke?\nlotta: ja\n16:41 kalle: bra\nlotta: ses\n",
    "hu": "21:06 gabi: pisti jön?\nzsofi: igen\n21:07 gabi: szuper\nzsofi: ott leszek\n",
}
CALLED_NAMES = {
    "en": "oliver",
    "cs": "ondra",
    "pl": "michał",
    "de": "florian",
    "sv": "micke",
    "hu": "pisti",
}


def _chat_names(text: str, lang: str) -> list[tuple[str, str | None]]:
    document = Document("chat", text, lang)
    found = ChatNameRecognizer(lang).find(document, Analysis(text, lang))
    return [(m.text_in(text), m.attrs.kind) for m in found]


@pytest.mark.parametrize("lang", sorted(CALLED))
def test_a_given_name_in_lower_case_in_a_chat_is_a_person(lang: str) -> None:
    assert (CALLED_NAMES[lang], "given") in _chat_names(CALLED[lang], lang)


@pytest.mark.parametrize("lang", sorted(CALLED))
def test_a_given_name_in_lower_case_outside_a_chat_is_left_to_other_cues(lang: str) -> None:
    prose = CALLED[lang].replace("\n", " ").replace(":", "")
    assert _chat_names(prose, lang) == []


def test_an_ordinary_word_that_is_also_a_name_is_none_in_a_chat() -> None:
    text = "08:02 rosie: will you bring a rose\nbird: sure\n08:03 rosie: ok\nbird: yes\n"
    assert {"will", "rose"}.isdisjoint(name for name, _ in _chat_names(text, "en"))


# A chat whose speakers have full names, and a message that calls one by the given name in
# lower case, an ordinary word too (`tom`, `jan`: a tom cat, John the apostle's `jan`), or by
# its opening letters (`flo`, `kuba`... of Florian): after a greeting or opening a sentence,
# before a comma. (The word after `|` is the one called.)
ADDRESSED = {
    "en": (
        "[14:02] Tom Baxter: hey flo, ok?\n[14:03] Florian Weiss: great. tom, yes!\n",
        "flo tom",
    ),
    "de": ("[14:02] Tom Weber: hallo flo, ok?\n[14:03] Florian Roth: super. tom, ja!\n", "flo tom"),
    "sv": ("[14:02] Max Ek: hej flo, ok?\n[14:03] Florian Berg: bra. max, ja!\n", "flo max"),
}


@pytest.mark.parametrize("lang", sorted(ADDRESSED))
def test_a_speaker_called_by_the_given_name_or_its_opening_in_lower_case_is_that_person(
    lang: str,
) -> None:
    text, called = ADDRESSED[lang]
    found = {name: kind for name, kind in _chat_names(text, lang)}
    assert {name: found.get(name) for name in called.split()} == dict.fromkeys(
        called.split(), "given"
    )
    flo = next(
        m
        for m in ChatNameRecognizer(lang).find(Document("c", text, lang), Analysis(text, lang))
        if m.text_in(text) == "flo"
    )
    assert flo.attrs.normalized == "florian" and flo.attrs.gender == "m"


# A chat calling its speakers by their names' opening letters with a pet ending, or by four
# letters or more, anywhere in a message: no ordinary word, so the speaker's.
CLIPPED = {
    "de": (
        "[12.03.24, 10:00] Ruprecht Sommer: wer holt die getränke?\n"
        "[12.03.24, 10:01] Valentina: rupi macht das, oder valchen?\n"
        "[12.03.24, 10:02] Ruprecht Sommer: ok, danke valen\n",
        {"rupi": "ruprecht", "valchen": "valentina", "valen": "valentina"},
    ),
    "sv": (
        "12/03/2024, 10:00 - Torbjörn Ek: vem tar grillen?\n"
        "12/03/2024, 10:01 - Gunnel: torbis tar den, Gunnis tar ölen\n"
        "12/03/2024, 10:02 - Torbjörn Ek: okej gunnan\n",
        {"torbis": "torbjörn", "Gunnis": "gunnel", "gunnan": "gunnel"},
    ),
}


@pytest.mark.parametrize("lang", sorted(CLIPPED))
def test_a_speakers_shortened_name_with_or_without_a_pet_ending_is_that_speaker(
    lang: str,
) -> None:
    text, called = CLIPPED[lang]
    document = Document("c", text, lang)
    found = ChatNameRecognizer(lang).find(document, Analysis(text, lang))
    assert {m.text_in(text): m.attrs.normalized for m in found} == called


def test_an_ordinary_word_opening_a_speakers_name_is_none() -> None:
    # `malte` (painted), `Malta` (a place) and `mal` open Malte's name and are words.
    text = (
        "[12.03.24, 10:00] Malte Brandt: sie malte das bild\n"
        "[12.03.24, 10:01] Jolanda: schön, wie in Malta, mal sehen\n"
    )
    assert _chat_names(text, "de") == []


def test_a_speakers_name_as_an_ordinary_word_mid_sentence_is_none() -> None:
    # `tom` the cat, and `flo` inside a sentence, call no one.
    text = "[14:02] Tom Baxter: our tom is ill\n[14:03] Florian Weiss: the flo of it, sad\n"
    assert _chat_names(text, "en") == []


@pytest.mark.parametrize(
    ("lang", "word", "gender"),
    [("de", "basti", "m"), ("hu", "pisti", "m"), ("de", "steffi", "f"), ("cs", "Zuzka", "f")],
)
def test_a_nickname_has_the_gender_of_the_given_name_it_is_of(
    lang: str, word: str, gender: str
) -> None:
    assert name_gender(word, get_language(lang)) == gender


@pytest.mark.parametrize(
    ("lang", "word", "gender"),
    [
        ("hu", "Zsuzsika", "f"),  # Zsuzsanna's, with -ka
        ("hu", "Dórika", "f"),  # another locale's lists call `Dóri` a man
        ("hu", "Benőke", "m"),
        ("sv", "Pelle", "m"),
        ("sv", "Nisse", "m"),
        ("sv", "Tove", "f"),
    ],
)
def test_a_diminutive_or_nickname_no_list_holds_has_the_gender_its_language_gives_it(
    lang: str, word: str, gender: str
) -> None:
    # Hungarian diminutives are the opening of a given name and an ending; Swedish men's
    # nicknames double a consonant before -e. Drawn by chance, `Osse` became `Wilma`.
    assert name_gender(word, get_language(lang)) == gender


# A chat whose message names someone by a title and a family name in lower case.
TITLED = {
    "en": ("08:02 rosie: mr thwaite rang\nbird: ok\n08:03 rosie: ok\nbird: yes\n", "thwaite"),
    "cs": ("20:15 verča: pan navratil volal\nmíša: jo\n20:16 verča: ok\nmíša: dobře\n", "navratil"),
    "pl": (
        "19:02 zosia: pani wilczynska dzwoni\nmarek: ok\nzosia: ok\n19:05 marek: ok\n",
        "wilczynska",
    ),
    "de": (
        "17:48 lena: herr kampmann rief an\nbasti: ok\n17:50 lena: ok\nbasti: gut\n",
        "kampmann",
    ),
    "sv": (
        "16:40 kalle: fru lindqvist ringde\nlotta: ok\n16:41 kalle: ok\nlotta: ja\n",
        "lindqvist",
    ),
    "hu": ("21:06 gabi: dr kovacs hívott\nzsofi: ok\n21:07 gabi: ok\nzsofi: igen\n", "kovacs"),
}


@pytest.mark.parametrize("lang", sorted(TITLED))
def test_a_word_after_a_title_in_a_chat_is_a_family_name(lang: str) -> None:
    text, name = TITLED[lang]
    assert (name, "family") in _chat_names(text, lang)


def test_an_ordinary_word_after_a_title_is_none() -> None:
    text = "08:02 rosie: my brother said hi\nbird: ok\n08:03 rosie: ok\nbird: yes\n"
    assert "said" not in {name for name, _ in _chat_names(text, "en")}


# A chat in which a name in lower case is joined by `and` to a name found before it, the
# second one also an ordinary word of the language (`lisa`, relief; `rosa`, pink).
COORDINATED = {
    "sv": ("[09:10] Greta: hälsa till ebbe och lisa\n[09:11] Nils: absolut\n", "lisa"),
    "de": ("[09:10] Greta: grüß den jonas und rosa\n[09:11] Nils: mach ich\n", "rosa"),
}


@pytest.mark.parametrize("lang", sorted(COORDINATED))
def test_a_name_joined_to_a_name_in_a_chat_is_a_person_though_an_ordinary_word(
    lang: str,
) -> None:
    text, name = COORDINATED[lang]
    assert (name, "given") in _chat_names(text, lang)


def test_an_ordinary_word_joined_to_a_word_is_no_name() -> None:
    text = "[09:10] Greta: jag köpte kaffe och lisa\n[09:11] Nils: ok\n"
    assert "lisa" not in [name for name, _ in _chat_names(text, "sv")]


def test_a_name_the_tables_list_only_with_its_capital_is_a_name_in_a_chat() -> None:
    # (Swedish writes nouns in lower case: `Ingvar`, `Sixten` in the lemma table are names.)
    text = "[09:10] Greta: ingvar kommer inte, sixten kanske\n[09:11] Nils: synd\n"
    assert [name for name, _ in _chat_names(text, "sv")] == ["ingvar", "sixten"]


@pytest.mark.parametrize(
    "text",
    [
        "[17:40] Megan: on the bus from beverley now\n[17:41] Kieran: ok\n",
        "[17:40] Megan: still stuck in stanley, traffic\n[17:41] Kieran: ugh\n",
    ],
)
def test_a_given_name_that_is_a_home_town_after_a_towns_preposition_is_no_person(
    text: str,
) -> None:
    # (`from beverley` drew a woman's name for a town a bus comes from.)
    assert _chat_names(text, "en") == []


def test_a_given_name_that_is_a_home_town_elsewhere_stays_a_person() -> None:
    text = "[17:40] Megan: tell beverley the bus is late\n[17:41] Kieran: ok\n"
    assert _chat_names(text, "en") == [("beverley", "given")]


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [
        ("cs", "[28.11.25, 17:03] Hanka 🌷: ja a tomas taky 😊\n", "Hanka"),
        ("en", "[02/05/2025, 18:10] Dan 🏉: might be late\n", "Dan"),
        ("de", "[12.12.25, 19:22] Gabi ❤️: bin gleich da\n", "Gabi"),
    ],
)
def test_a_speaker_with_emoji_after_the_name_is_a_person(lang: str, text: str, name: str) -> None:
    assert _found(text, lang) == [(name, Category.PERSON, "given")]


def test_an_emoji_alone_before_a_colon_is_no_speaker() -> None:
    assert _found("[28.11.25, 17:03] 🌷: ok\n", "cs") == []


def test_a_verb_after_a_kin_word_in_a_chat_is_no_name_a_name_there_is() -> None:
    text = (
        "[03.12.25, 21:30] Teta Jarka: babička plakala štěstím\n"
        "[03.12.25, 21:31] Pavel: a teta navratilova přijde?\n"
    )
    found = _chat_names(text, "cs")
    assert not any(word == "plakala" for word, _ in found)
    assert any(word == "navratilova" for word, _ in found)


def test_a_speakers_name_in_another_case_is_that_speaker_though_a_town_is_spelled_so() -> None:
    text = (
        "[28.11.25, 17:03] Hanka: ahoj vsichni\n"
        "[28.11.25, 17:09] Jarka: Hanko ty jsi drzá ale dobře\n"
        "[28.11.25, 17:21] Martin: jarko ja nevim\n"
        "[28.11.25, 17:22] Martin: byli jsme v Hanko ve Finsku\n"
    )
    found = _chat_names(text, "cs")
    assert found.count(("Hanko", "given")) == 1
    assert ("jarko", "given") in found


def test_the_vocative_of_a_speaker_is_replaced_by_the_vocative_of_their_surrogate() -> None:
    from tests.pseudonymized import persons, run

    text = (
        "[28.11.25, 17:03] Hanka: ahoj vsichni\n"
        "[28.11.25, 17:09] Jarka: Hanko ty jsi drzá ale dobře\n"
        "[28.11.25, 17:21] Martin: jarko ja nevim\n"
    )
    result = run(text, "cs", b"vocatives")
    groups = persons(result)
    assert ["Hanka", "Hanko"] in [sorted(group) for group in groups], groups
    assert any({"Jarka", "jarko"} <= set(group) for group in groups), groups
