"""Names of a kind the lists do not know: a place found by its case, its preposition or a
village's name becomes a town in its form, and a name of unknown kind (OTHER) no person's
name where nothing in the text makes it someone's."""

from __future__ import annotations

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.dictionaries import dictionary_for
from pseudonymizer.lexicon.grammar import grammar_for
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.model import Document, Entity, Mention
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.places import real_towns
from pseudonymizer.replace.surrogates import FakerSurrogates

KEYS = (b"first key", b"second key", b"third key")


def replaced(text: str, lang: str, key: bytes) -> dict[str, tuple[Category, str]]:
    """Each replaced mention's text -> its category and the text that replaced it."""
    [result] = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(key)).run(
        [Document("d", text, lang)]
    )
    edits = {(e.start, e.end): e.replacement for e in result.rewrites[Mode.PSEUDONYMIZE].edits}
    return {
        m.text_in(text): (m.category, edits[m.start, m.end])
        for m in result.replaced
        if (m.start, m.end) in edits
    }


def town_in_form(original: str, new: str, lang: str) -> bool:
    """Whether `new` is a town of the language's countries in the form `original` is in: with
    the ending the language's inflector reads off the original (a Hungarian case, a genitive)
    put on as the inflector puts it; in Polish, a place SGJP knows."""
    if lang == "pl":
        return dictionary_for(lang).place_name(new)
    inflector = grammar_for(lang).inflector
    ending = inflector.split_place(original)[1]
    towns = real_towns(get_language(lang).town_countries, lang)
    return any(
        stem in towns and (stem if ending is None else inflector.attach(stem, ending)) == new
        for stem in (new, inflector.split_place(new)[0])
    )


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize(
    ("lang", "text", "place"),
    [
        ("hu", "Nyáron Tihanyban laktunk, onnan jártunk át Bugacra is.", "Tihanyban"),
        ("hu", "Nyáron Tihanyban laktunk, onnan jártunk át Bugacra is.", "Bugacra"),
        ("hu", "Vasárnap a Margitszigeten sétáltunk a gyerekekkel.", "Margitszigeten"),
        ("de", "Nächstes Jahr ziehen wir nach Connewitz um.", "Connewitz"),
        ("de", "Oberstdorf ist im Winter immer voll.", "Oberstdorf"),
        ("sv", "Vi hyrde en stuga i Abisko förra vintern.", "Abisko"),
        ("sv", "Han gick två år på Jokkmokks folkhögskola.", "Jokkmokks"),
        ("pl", "Latem byliśmy w Bzowcu u babci.", "Bzowcu"),
        ("pl", "Rodzice mieszkają teraz pod Zawoją.", "Zawoją"),
    ],
)
def test_a_place_the_lists_do_not_know_becomes_a_town_in_its_form(
    lang: str, text: str, place: str, key: bytes
) -> None:
    """`Tihanyban` became `Veronika`: a village, a case of place or a preposition of place
    says what the name is, and its surrogate is a town, with the case suffix or genitive the
    original has."""
    found = replaced(text, lang, key)
    assert place in found, found
    category, new = found[place]
    assert category is Category.LOCATION
    assert new != place and town_in_form(place, new, lang), new


@pytest.mark.parametrize(
    ("lang", "original"),
    [
        ("hu", "Rózsadombról"),
        ("de", "Kesselbrunn"),
        ("sv", "Kvarnbyns"),
        ("pl", "Zgrzebłowo"),
    ],
)
def test_a_name_of_unknown_kind_becomes_a_town_not_a_persons_name(
    lang: str, original: str, surrogate_of
) -> None:
    """A name no list knows and nothing makes a person's (a station, a district, a brand)
    is no one: a given name there makes it someone, a town names anything of a place."""
    new = surrogate_of(original, lang, Category.OTHER)
    stem = grammar_for(lang).inflector.split_place(new)[0]
    assert new != original
    assert stem not in given_names() and stem not in family_names()
    assert town_in_form(original, new, lang), new


@pytest.mark.parametrize(
    ("lang", "original"), [("de", "Henrike Wendtlandt"), ("sv", "Astrid Fjällgren")]
)
def test_a_word_after_a_given_name_stays_a_persons_in_a_name_of_unknown_kind(
    lang: str, original: str, surrogate_of
) -> None:
    """A given name says who the next word is: a person's, whatever the name of unknown kind
    it stands in, and no town."""
    last = surrogate_of(original, lang, Category.OTHER).split()[-1]
    assert last != original.split()[-1]
    assert last in family_names() or last in given_names(), last
    assert last not in real_towns(get_language(lang).town_countries, lang)


@pytest.mark.parametrize(
    ("lang", "original"), [("sv", "Bengt Wernersson"), ("en", "Grace Wyndlow")]
)
def test_a_given_name_before_another_name_is_replaced_in_a_name_of_unknown_kind(
    lang: str, original: str, surrogate_of
) -> None:
    """A given name the word tables also list (Swedish `bengt`) is still a person's before
    another name: kept, it leaked."""
    first = surrogate_of(original, lang, Category.OTHER).split()[0]
    assert first != original.split()[0]


@pytest.mark.parametrize(
    ("lang", "original", "person", "expected"),
    [
        ("hu", "Bogival", ("bogi", "Réka"), "Rékával"),
        ("sv", "Tissans", ("tissan", "Maja"), "Majas"),
    ],
)
def test_a_form_of_a_persons_name_the_lists_lack_is_that_persons_surrogate_in_it(
    lang: str, original: str, person: tuple[str, str], expected: str
) -> None:
    """`Bogival` (with Bogi), found as a name of unknown kind in a chat whose speaker is Bogi,
    is Bogi's surrogate in the same case: not a stranger's name, nor a town."""
    name, surrogate = person
    entity = Entity("E1", Category.OTHER, original.casefold())
    mention = Mention(0, len(original), Category.OTHER, "test")
    new = FakerSurrogates(b"test key").surrogate(
        entity, mention, original, grammar_for(lang), 0, {}, person_words={name: surrogate}
    )
    assert new == expected


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize(
    ("text", "word"),
    [
        # (Ordinary words too, the tables say: a rose garden, an earthwork, a metal.)
        ("I somras bodde vi i Rosenlund hos mormor.", "Rosenlund"),
        ("Efter lunchen gick vi till Skansen med barnen.", "Skansen"),
        ("Min pappa var med i Metall i trettio år.", "Metall"),
    ],
)
def test_a_name_of_unknown_kind_that_is_an_ordinary_word_becomes_a_town(
    key: bytes, text: str, word: str
) -> None:
    # (Each became a pseudo-word, which reads as a typo: kept as the word it is, or a town.)
    found = replaced(text, "sv", key)
    if word in found and found[word][0] is Category.OTHER:
        assert found[word][1] in real_towns(get_language("sv").town_countries, "sv"), found


@pytest.mark.parametrize("key", KEYS)
def test_an_acronym_of_unknown_kind_keeps_its_shape(key: bytes) -> None:
    found = replaced("Vi tog tåget med SJ Regional till Gävle.", "sv", key)
    for original, (_, new) in found.items():
        if original.startswith("SJ"):
            assert new[:2].isupper(), new
