"""Polish capitalized words SGJP reads only as common words (`common_words`, `common_noun`),
with the real pipeline: offices, units and kinds of firms written with a capital are kept with
the cue that kept them, the names around them are still replaced, and offices after a title
of address are no one's name."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.lexicon.morfeusz import common_head, common_reading
from pseudonymizer.model import Document, Mention, Status
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules.ordinary import SOURCE

LETTER = (
    "Szanowna Pani Dyrektor,\n\n"
    "w imieniu Katedry Fizyki Jądrowej zapraszam Panią na seminarium. Mój kolega z Instytutu "
    "pracuje teraz w Pracowni Spektroskopii, a jego żona prowadzi Biuro Rachunkowe przy "
    "ul. Lipowej 4 w Toruniu. Wydział Matematyki przyjął też pana Witolda Kowala, "
    "absolwenta Szkoły Podstawowej nr 5.\n"
    "Panie Doktorze, proszę o odpowiedź do piątku.\n\n"
    "Z poważaniem\nMarianna Zielińska\n"
)
KEPT = [
    "Dyrektor",
    "Katedry Fizyki Jądrowej",
    "Instytutu",
    "Pracowni Spektroskopii",
    "Biuro Rachunkowe",
    "Wydział Matematyki",
    # SGJP lists a family name `Szkoła` too; the adjective agreeing with it makes a phrase.
    "Szkoły Podstawowej",
    "Doktorze",
]
NAMES = ["Witolda Kowala", "Marianna Zielińska", "Toruniu"]


@cache
def pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"common-pl"))


def run(text: str) -> Result:
    return next(pipeline().run([Document("d", text, "pl")]))


def covering(result: Result, phrase: str) -> list[Mention]:
    text = result.document.text
    start = text.index(phrase)
    end = start + len(phrase)
    return [m for m in result.mentions if m.start < end and start < m.end]


def cues(found: Mention) -> set[str]:
    return {e.detail for e in found.decision.evidence if e.source == SOURCE}


@pytest.fixture(scope="module")
def letter() -> Result:
    return run(LETTER)


@pytest.mark.parametrize("phrase", KEPT)
def test_offices_and_units_written_with_a_capital_are_kept(letter: Result, phrase: str) -> None:
    assert phrase in letter.rewrites[Mode.PSEUDONYMIZE].text
    for found in covering(letter, phrase):
        assert found.decision.status is Status.PUBLIC
        # (SGJP's reading, the CV's and letter's own cue for an office or a school, or a
        # unit named by its kind's noun, `Katedry`, `Pracowni`.)
        kept = {"common_words", "common_noun", "role_title", "school", "body_by_kind"}
        assert cues(found) & kept


@pytest.mark.parametrize("name", NAMES)
def test_the_names_around_them_are_still_replaced(letter: Result, name: str) -> None:
    assert name not in letter.rewrites[Mode.PSEUDONYMIZE].text


def test_a_name_in_quotation_marks_gets_no_cue() -> None:
    # A firm named by ordinary words in quotation marks is a name given, not a description.
    result = run("Kupiłam meble w sklepie „Zielony Kącik” w Toruniu.")
    for found in covering(result, "Zielony Kącik"):
        assert not cues(found) & {"common_words", "common_noun"}


def test_a_column_of_a_cv_opens_like_a_sentence() -> None:
    # (The profession after it is replaced as a profession is: it may single someone out.)
    result = run("2018 – obecnie   Młodszy księgowy, Biuro Rachunkowe Kowalczyk, Toruń\n")
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    assert "– obecnie   Młodszy " in output
    assert "Kowalczyk" not in output


def test_the_office_after_a_title_of_address_is_no_name() -> None:
    result = run("Szanowny Panie Prezesie, pani Mecenas Joanna Wrona przesłała pismo.")
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    assert "Panie Prezesie" in output
    assert "Mecenas" in output
    assert "Joanna Wrona" not in output


@pytest.mark.parametrize(
    ("word", "reading"),
    [
        ("Wydział", "noun"),
        ("Prezesie", "noun"),
        ("Stomatologicznego", "other"),
        ("Wilk", None),  # a family name too
        ("Kowal", None),
        ("Opole", None),  # a town too
        ("Szkoła", None),  # a family name too
        ("Xqzvw", None),  # unknown
    ],
)
def test_sgjp_common_reading(word: str, reading: str | None) -> None:
    assert common_reading(word) == reading


def test_the_patron_an_institution_is_named_after_is_kept() -> None:
    result = run(
        "Syn studiuje na Uniwersytecie im. Mikołaja Kopernika, a córka chodzi do liceum "
        "imienia Stefana Żeromskiego. Jej wychowawcą jest pan Tomasz Wrona."
    )
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    for patron in ("Mikołaja Kopernika", "Stefana Żeromskiego"):
        assert patron in output
        assert all("patron" in cues(found) for found in covering(result, patron))
    assert "Tomasz Wrona" not in output


def test_a_patrons_name_someone_in_the_text_bears_is_replaced() -> None:
    # Kept after `im.`, the name would show the teacher's, which is replaced.
    result = run(
        "Córka chodzi do szkoły im. Janusza Korczaka. Uczy ją pani Anna Korczak, "
        "a wychowawcą jest Janusz Korczak."
    )
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    assert "Korczak" not in output


@pytest.mark.parametrize(
    ("noun", "adjective", "phrase"),
    [
        ("Szkoła", "Podstawowa", True),
        ("Szkoły", "Podstawowej", True),
        ("Szkoła", "Podstawowej", False),  # no agreement
        ("Dąbrowa", "Górnicza", False),  # a town
        ("Jan", "Kowalski", False),
    ],
)
def test_a_noun_with_its_adjective_is_a_phrase(noun: str, adjective: str, phrase: bool) -> None:
    assert common_head(noun, adjective) is phrase


def test_a_things_noun_after_a_title_stays_a_name() -> None:
    # `Biedronka` is a common noun only, but no person's: someone may be called so.
    result = run("Wczoraj dzwoniła pani Biedronka z sąsiedniego bloku.")
    assert "Biedronka" not in result.rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("text", "lang", "family"),
    [
        ("Rozmawiałam z Ewą Wróbelek o umowie. Ewa Wróbelek ją podpisała.\n", "pl", "Wróbelek"),
        ("Dzwoniłam wczoraj do Ewy Wróbelek i do jej męża.\n", "pl", "Wróbelek"),
    ],
)
def test_a_family_name_that_is_a_common_noun_after_a_given_name_is_replaced(
    text: str, lang: str, family: str
) -> None:
    # A little sparrow is a bird and a family: after the given name it is the family name,
    # every time (found apart from its given name, it was kept as a common noun and leaked).
    for key in (b"a", b"b", b"c"):
        pipeline = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(key))
        result = next(pipeline.run([Document("d", text, lang)]))
        assert family not in result.rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("Na budowie pracowało kilkunastu Litwinów i dwóch Szwedów.\n", ["Litwinów", "Szwedów"]),
        ("Sąsiedzi grali w karty z Francuzami do północy.\n", ["Francuzami"]),
        ("Przez lata mieszkała w Lublinie, ale jest Czeszką.\n", ["Czeszką"]),
        ("Mój szwagier od urodzenia jest Węgrem.\n", ["Węgrem"]),
    ],
)
def test_a_peoples_noun_is_kept_though_a_family_is_named_so(text: str, people: list[str]) -> None:
    # SGJP lists a family name `Szwed`, `Francuz`, `Węgier` too: a group of them, or what
    # someone is after a form of being, became a family's surrogate.
    result = run(text)
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    for word in people:
        assert word in output
        assert all(
            found.decision.status is Status.PUBLIC and "common_noun" in cues(found)
            for found in covering(result, word)
        )


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Umowę podpisał wczoraj pan Węgier z działu kadr.\n", "Węgier"),
        ("Rozmawiałam z Krystyną Czech o rachunkach.\n", "Czech"),
        ("Fakturę wystawił nam Polak, nasz księgowy z Radomia.\n", "Polak"),
    ],
)
def test_a_family_name_a_people_is_named_by_stays_someones(text: str, name: str) -> None:
    # After a title or a given name, or alone in the singular where the lists hold the
    # family name, it is someone's.
    assert name not in run(text).rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Córka chodzi do Gimnazjum nr 2 im. Jana Pawła II w naszej gminie.\n", "Jana Pawła II"),
        ("Mama leczyła się w Szpitalu im. Jana Pawła II w Bełchatowie.\n", "Pawła II w"),
    ],
)
def test_a_patrons_regnal_number_stays_with_the_patron(text: str, kept: str) -> None:
    # (The number after the pope's given names was read as his family name: `Pawła LEON`.)
    assert kept in run(text).rewrites[Mode.PSEUDONYMIZE].text


def test_a_numeral_after_someone_still_leaves_the_persons_name_replaced() -> None:
    output = run("W sprawie zeznawała Ewa Pstrążek II, córka powoda.\n").rewrites
    assert "Pstrążek" not in output[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # A greeting, a thing's noun and a verb opening a sentence, though SGJP lists a
        # family name or a village of the same spelling, which no name list holds.
        ("Hejka! Ktoś jedzie jutro na rowerach nad jezioro?\n", "Hejka"),
        ("Załączniki:\n1. Kopia aktu notarialnego z 2019 r.\n", "Kopia"),
        ("Wszystko już opłacone 🎉 Bus podjedzie pod kościół o drugiej.\n", "Bus"),
        ("Mamy salę na sobotę 🙂 Zbieram pieniądze do końca tygodnia.\n", "Zbieram"),
    ],
)
def test_an_ordinary_word_opening_a_sentence_is_kept(text: str, kept: str) -> None:
    assert kept in run(text).rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # A family name the lists hold, though a common noun too, opening a sentence; and one
        # after an emoji, which opens the sentence as a full stop does.
        ("Dzięki za wszystko 👍 Wróbel odbierze nas ze stacji.\n", "Wróbel"),
        ("Kowalski, proszę podejść do okienka numer trzy.\n", "Kowalski"),
    ],
)
def test_a_listed_family_name_opening_a_sentence_is_still_replaced(text: str, name: str) -> None:
    assert name not in run(text).rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # An adjective opening an office's name before the nouns it qualifies.
        (
            "Skargę wysłałem do Wojewódzkiego Inspektora Ochrony Środowiska w zeszłym tygodniu.\n",
            "Wojewódzkiego Inspektora Ochrony Środowiska",
        ),
        (
            "Wniosek rozpatrzył Miejski Rzecznik Konsumentów po dwóch miesiącach.\n",
            "Miejski Rzecznik Konsumentów",
        ),
        # A church's dedication: `Królowej` is listed as a part of places' names besides.
        (
            "Ślub wzięli w kościele Matki Bożej Królowej Polski na naszym osiedlu.\n",
            "Matki Bożej Królowej",
        ),
    ],
)
def test_an_institution_of_ordinary_words_is_kept_whole(text: str, kept: str) -> None:
    assert kept in run(text).rewrites[Mode.PSEUDONYMIZE].text


def test_an_adjective_before_a_family_name_leaves_the_name_replaced() -> None:
    text = "Wczoraj dzwonił do mnie Młodszy Nowakowski z sąsiedniej klatki.\n"
    assert "Nowakowski" not in run(text).rewrites[Mode.PSEUDONYMIZE].text
