"""Names written in lower case in a case of theirs (`s martinou`, `z justyną`, `zsuzsival`), never
written with a capital in the document: a person, and a lower-case town after a preposition of
place a place; each replaced in the form and in the lower case it was written in."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.detect.lower_names import KinNameRecognizer, LowerNameRecognizer
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.nicknames import diminutive_lemma, name_gender
from pseudonymizer.model import Document
from tests.pseudonymized import run_written

KEY = b"lower names key"


def _found(text: str, lang: str) -> list[tuple[str, Category]]:
    mentions = LowerNameRecognizer().find(Document("d", text, lang), None)  # type: ignore[arg-type]
    return [(text[m.start : m.end], m.category) for m in mentions]


@pytest.mark.parametrize(
    ("text", "lang", "name"),
    [
        ("včera jsem šla do kina s martinou a bylo to fajn.", "cs", "martinou"),
        ("zítra zavolám vojtovi, ať přijde.", "cs", "vojtovi"),
        ("spotkałem się wczoraj z justyną na kawie.", "pl", "justyną"),
        ("pozdrów ode mnie jacka, dobrze?", "pl", "jacka"),
        ("tegnap zsuzsival voltam a moziban.", "hu", "zsuzsival"),
    ],
)
def test_a_given_name_in_a_case_in_lower_case_is_a_person(text: str, lang: str, name: str) -> None:
    assert _found(text, lang) == [(name, Category.PERSON)]


@pytest.mark.parametrize(
    ("text", "lang", "place"),
    [
        ("o víkendu jsme byli v olomouci u babičky.", "cs", None),  # an ordinary word's form too
        ("o víkendu jsme byli v kolíně na výletě.", "cs", "kolíně"),
        ("w weekend byliśmy w rzeszowie u rodziny.", "pl", "rzeszowie"),
    ],
)
def test_a_town_after_a_preposition_of_place_in_lower_case(
    text: str, lang: str, place: str | None
) -> None:
    found = [(word, category) for word, category in _found(text, lang)]
    assert found == ([(place, Category.LOCATION)] if place else [])


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("ta míra rizika je vysoká a ruda se těží v dolech.", "cs"),  # words, no names
        ("kupiłem nową różę i markę samochodu.", "pl"),
        ("ezt a kovács mondta, nagy a baj.", "hu"),
        ("jsem v teto situaci do konce.", "cs"),  # a word without accents: no village
    ],
)
def test_ordinary_words_in_lower_case_are_no_names(text: str, lang: str) -> None:
    assert _found(text, lang) == []


def test_english_runs_no_lower_case_names() -> None:
    from pseudonymizer.detect.registry import recognizers_for

    assert "lower_names" not in {r.name for r in recognizers_for("en")}
    assert "lower_names" in {r.name for r in recognizers_for("cs")}


@pytest.mark.parametrize(
    ("text", "lang", "original", "after"),
    [
        ("Ahoj, včera jsem byla s martinou v kině.", "cs", "martinou", "ou"),
        ("Hej, wczoraj byłam z justyną w kinie.", "pl", "justyną", "ą"),
    ],
)
def test_the_surrogate_keeps_the_case_and_the_lower_case(
    text: str, lang: str, original: str, after: str
) -> None:
    _, written = run_written(text, lang, KEY)
    assert original not in written
    start = text.index(original)
    new = written[start:].split()[0].rstrip(".,")
    assert new.islower() and new.endswith(after), new


def test_a_lower_case_town_keeps_its_lower_case() -> None:
    text = "Byli jsme o víkendu v kolíně a pak doma."
    _, written = run_written(text, "cs", KEY)
    assert "kolín" not in written
    new = written[text.index("kolíně") :].split()[0]
    assert new.islower(), new


def test_a_hungarian_given_name_alone_gets_the_surrogates_given_name() -> None:
    """Where the family name comes first, a given name alone of a person named in full is the
    surrogate's given name, never its family name."""
    text = (
        "[2024. 05. 10. 18:00] Fodor Csongor: sziasztok, ma este jövök\n"
        "[2024. 05. 10. 18:01] Szűcs Emese: Csongornak mindig van ideje\n"
        "[2024. 05. 10. 18:02] Szűcs Emese: látom Csongor, integetek\n"
    )
    _, written = run_written(text, "hu", KEY)
    lines = written.splitlines()
    speaker = lines[0].split("] ")[1].split(":")[0].split()
    family, given = speaker
    alone = lines[2].split("látom ")[1].split(",")[0]
    assert alone == given and alone != family, (speaker, alone)
    # (`Vincének` of `Vince`: a stem's last vowel lengthens before the ending.)
    assert lines[1].split(": ")[1].startswith(given[:-1]), lines[1]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("zítra jdu na pivo s honzíkem a pak domů.", "honzíkem"),
        ("půjdu tam s lucinkou, ona ví kde.", "lucinkou"),
        ("bára a verunka přijdou pozdě.", "verunka"),
    ],
)
def test_a_czech_diminutive_no_table_lists_in_lower_case_is_a_person(text: str, name: str) -> None:
    assert (name, Category.PERSON) in _found(text, "cs")


@pytest.mark.parametrize(
    ("word", "lemma", "gender"),
    [("honzíkem", "Honzík", "m"), ("vojtíškovi", "Vojtíšek", "m"), ("lucinko", "Lucinka", "f")],
)
def test_a_czech_diminutive_has_its_nominative_and_a_gender(
    word: str, lemma: str, gender: str
) -> None:
    assert diminutive_lemma(word, "cs") == lemma
    assert name_gender(word, get_language("cs")) == gender


def test_an_ordinary_word_with_a_diminutive_ending_is_no_name() -> None:
    assert _found("v obchodě byla jen malá stránka a kočka.", "cs") == []


@pytest.mark.parametrize(
    ("text", "name", "gender"),
    [
        # (Not in a chat export: no speaker makes it a chat, the kinship says a person.)
        ("we popped round to see nana maureen after tea.", "maureen", "f"),
        ("my auntie jen made the cake again lol", "jen", "f"),
        ("fixing the shed at grandad terry's this weekend", "terry", "m"),
    ],
)
def test_a_lower_case_name_after_a_kinship_is_a_given_name_of_its_gender(
    text: str, name: str, gender: str
) -> None:
    [mention] = KinNameRecognizer().find(Document("d", text, "en"), None)  # type: ignore[arg-type]
    assert text[mention.start : mention.end] == name
    assert mention.attrs.kind == "given" and mention.attrs.gender == gender
    result, output = run_written(text, "en", KEY)
    assert [m.category for m in result.mentions] == [Category.PERSON]
    word = output[mention.start :].split()[0].removesuffix("'s")
    assert word != name and word.islower() and word.isalpha(), output


def test_an_ordinary_word_after_a_kinship_is_no_name() -> None:
    text = "my nana said the bus was late, and auntie made soup.\n"
    result, output = run_written(text, "en", KEY)
    assert not [m for m in result.mentions if m.category is Category.PERSON]
    assert output == text


def test_a_lower_case_town_without_a_preposition_or_of_two_words_is_a_place() -> None:
    # (`going sittingbourne` leaked; `herne` of `herne bay` became a person.)
    text = (
        "[07:40] shaz: heading maidstone first then broadstairs\n"
        "[07:41] kev: ok ill be in herne bay till four, then whitley bay\n"
        "[07:42] shaz: cool, the station is ace\n"
    )
    result, output = run_written(text, "en", KEY)
    places = [m.text_in(text) for m in result.mentions if m.category is Category.LOCATION]
    assert sorted(places) == ["broadstairs", "herne bay", "maidstone", "whitley bay"]
    for town in ("maidstone", "broadstairs", "herne", "whitley"):
        assert town not in output, output
    assert "the station is ace" in output and "shaz" not in output, output


def _places(text: str, lang: str) -> list[tuple[str, Category]]:
    recognizer = LowerNameRecognizer("lower_places", persons=False, place_letters=4)
    mentions = recognizer.find(Document("d", text, lang), None)  # type: ignore[arg-type]
    return [(text[m.start : m.end], m.category) for m in mentions]


@pytest.mark.parametrize(
    ("text", "place"),
    [
        # A Swedish town or district in a chat's lower case after a preposition of place, one
        # the lexicon knows as a lemma too (`lund`, a grove; `falun`).
        ("vi flyttade till rinkeby förra året", "rinkeby"),
        ("hon pluggar i lund nu, trivs jättebra", "lund"),
        ("kommer du från falun eller?", "falun"),
    ],
)
def test_a_swedish_town_in_lower_case_after_a_preposition_is_a_place(text: str, place: str) -> None:
    assert _places(text, "sv") == [(place, Category.LOCATION)]
    assert "lower_places" in get_language("sv").recognizers


@pytest.mark.parametrize(
    "text",
    [
        # Forms of ordinary words that villages are also called (`handen`, `kista`).
        "jag har ont i handen sen igår",
        "vi bar in blommorna till kista och sen hem",
        "vi ses i stan imorgon",
    ],
)
def test_a_swedish_word_after_a_preposition_that_a_village_shares_is_no_place(text: str) -> None:
    assert _places(text, "sv") == []


@pytest.mark.parametrize(
    "text",
    [
        "you could hardly see across the valley for smoke, some winters\n",
        "we walked along the valley to the next village\n",
        "they all went down to the bay after dark\n",
    ],
)
def test_a_common_noun_after_its_article_in_lower_case_is_no_town(text: str) -> None:
    # (`the valley` is a town's name too, Anguilla's: in lower case, the common noun.)
    places = [
        m
        for m in LowerNameRecognizer("lower_places", persons=False).find(
            Document("d", text, "en"),
            None,  # type: ignore[arg-type]
        )
    ]
    assert places == []


def _english_places(text: str) -> list[str]:
    recognizer = LowerNameRecognizer("lower_places", persons=False, place_letters=4)
    found = recognizer.find(Document("d", text, "en"), None)  # type: ignore[arg-type]
    return [text[m.start : m.end] for m in found]


@pytest.mark.parametrize(
    "text",
    [
        # Words the index lists that villages of the lists are named too: in lower case after
        # a preposition, the words (`in spring` became `in millbury`).
        "the allotment floods every year in spring and dries out by june\n",
        "we only ever swim in summer, the lake is freezing otherwise\n",
    ],
)
def test_an_english_word_after_a_preposition_that_a_village_shares_is_no_place(text: str) -> None:
    assert _english_places(text) == []


def test_an_english_town_in_lower_case_after_a_preposition_is_still_a_place() -> None:
    assert _english_places("we stayed in bath for the whole weekend\n") == ["bath"]


def test_a_town_of_two_words_in_lower_case_is_still_a_place() -> None:
    text = "ok ill be in herne bay till four\n"
    places = LowerNameRecognizer("lower_places", persons=False).find(
        Document("d", text, "en"),
        None,  # type: ignore[arg-type]
    )
    assert [text[m.start : m.end] for m in places] == ["herne bay"]


@pytest.mark.parametrize(("word", "lemma"), [("Jankó", "Jankó"), ("Miskó", "Miskó")])
def test_a_hungarian_ko_diminutive_has_its_nominative(word: str, lemma: str) -> None:
    """`-kó` after a given name's opening letters (`Jan-kó` of János) is a pet form."""
    assert diminutive_lemma(word, "hu") == lemma


@pytest.mark.parametrize("word", ["Bakó", "Darabkó"])
def test_a_word_ending_in_ko_after_no_names_opening_is_no_diminutive(word: str) -> None:
    assert diminutive_lemma(word, "hu") is None
