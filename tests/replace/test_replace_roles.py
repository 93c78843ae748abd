"""Names in their roles: one person gets one surrogate in every form the text writes them in
(cases, suffixes, a line break inside the name), a given name a given name and a family name
a family name, and no line break is lost. Run as `run --mentions input` runs, the persons given
as the input's annotations, so that what is judged is the replacement alone; and on detection
for the letters a user writes."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.audit.consistency import (
    lines_merged,
    persons_with_several_surrogates,
    role_swaps,
)
from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.model import Document, Mention
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.surrogates import FakerSurrogates

KEYS = (b"first key", b"second key", b"third key")


@cache
def _pipeline(key: bytes, mentions: str) -> Pipeline:
    return Pipeline(Config(mentions=mentions), [Mode.PSEUDONYMIZE], FakerSurrogates(key))


def _given(text: str, lang: str, names: list[str], key: bytes) -> Result:
    """`text` pseudonymized with `names` (in order of appearance) as its persons."""
    given, position = [], 0
    for name in names:
        start = text.index(name, position)
        given.append(Mention(start, start + len(name), Category.PERSON, "input"))
        position = start + len(name)
    [result] = _pipeline(key, "input").run([Document("d", text, lang, given=tuple(given))])
    return result


# A person named in full over a line break, then in full on one line and in another case.
PERSONS = {
    "en": (
        "The report was written by Thomas\nHargreaves and checked by Thomas Hargreaves.",
        ["Thomas\nHargreaves", "Thomas Hargreaves"],
    ),
    "cs": (
        "Mluvil jsem s Janou\nSvobodovou. Jana Svobodová Vám zavolá.",
        ["Janou\nSvobodovou", "Jana Svobodová"],
    ),
    "pl": (
        "Rozmawiałem z Anną\nNowak. Anna Nowak zadzwoni do Pana.",
        ["Anną\nNowak", "Anna Nowak"],
    ),
    "de": (
        "Den Bericht schrieb Klaus\nWeber, und Klaus Weber hat ihn geprüft.",
        ["Klaus\nWeber", "Klaus Weber"],
    ),
    "sv": (
        "Rapporten skrevs av Karin\nLindqvist och Karin Lindqvists chef läste den.",
        ["Karin\nLindqvist", "Karin Lindqvists"],
    ),
    "hu": (
        "A jelentést Nagy\nAnna írta, és Nagy Annának küldtem, Nagy Anna válaszolt.",
        ["Nagy\nAnna", "Nagy Annának", "Nagy Anna"],
    ),
}


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("lang", sorted(PERSONS))
def test_one_person_in_every_form_and_over_a_line_break_gets_one_surrogate(
    lang: str, key: bytes
) -> None:
    text, names = PERSONS[lang]
    result = _given(text, lang, names, key)
    edits = result.rewrites[Mode.PSEUDONYMIZE].edits
    out = result.rewrites[Mode.PSEUDONYMIZE].text
    assert out.count("\n") == text.count("\n")
    assert lines_merged(text, edits) == 0
    assert persons_with_several_surrogates(text, edits, result.entities, lang) == 0
    assert role_swaps(text, edits, result.replaced, lang) == 0
    # The name over two lines keeps its break between its two words.
    first = next(edit for edit in edits if "\n" in text[edit.start : edit.end])
    assert len(first.replacement.split("\n")) == 2
    assert all(part and " " not in part for part in first.replacement.split("\n"))
    # Every mention's words are the same person's: the same given and family name, as
    # written in the nominative or with an ending.
    stems = [edit.replacement.split() for edit in edits]
    for words in stems[1:]:
        for word, first_word in zip(words, stems[0], strict=True):
            assert word[:3] == first_word[:3], (out, word, first_word)


# A given name alone, after a title or by itself, and a family name alone after a title.
ROLES = {
    "en": (
        "Dear Mr Hughes, Anna said that Ms Whitfield would call.",
        ["Hughes", "Anna", "Whitfield"],
    ),
    "cs": (
        "Vážený pane Nováku, Anna říkala, že paní Svobodová zavolá.",
        ["Nováku", "Anna", "Svobodová"],
    ),
    "pl": (
        "Szanowny Panie Kowalski, Anna mówiła, że pani Nowak zadzwoni.",
        ["Kowalski", "Anna", "Nowak"],
    ),
    "de": (
        "Sehr geehrter Herr Müller, Anna sagte, Frau Schmidt ruft an.",
        ["Müller", "Anna", "Schmidt"],
    ),
    "sv": ("Hej herr Berg, Karin sa att fru Lindqvist ringer.", ["Berg", "Karin", "Lindqvist"]),
    "hu": (
        "Kedves Kovács úr, Anna mondta, hogy Szabó asszony felhív.",
        ["Kovács", "Anna", "Szabó"],
    ),
}


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("lang", sorted(ROLES))
def test_a_given_name_stays_given_and_a_family_name_family(lang: str, key: bytes) -> None:
    text, names = ROLES[lang]
    result = _given(text, lang, names, key)
    rewrite = result.rewrites[Mode.PSEUDONYMIZE]
    assert role_swaps(text, rewrite.edits, result.replaced, lang) == 0
    given = next(edit for edit in rewrite.edits if text[edit.start : edit.end] in ("Anna", "Karin"))
    assert given.replacement in given_names(), rewrite.text
    assert given.replacement not in family_names() or given.replacement in given_names()


# A given name after a title, with no family name: the title says nothing of its role.
TITLED_GIVEN = {
    "en": ("I met Miss Anna yesterday.", "Anna"),
    "cs": ("Včera přišla paní Anna.", "Anna"),
    "pl": ("Wczoraj przyszła pani Anna.", "Anna"),
    "de": ("Gestern kam Frau Anna vorbei.", "Anna"),
    "sv": ("Jag träffade fru Karin igår.", "Karin"),
}


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("lang", sorted(TITLED_GIVEN))
def test_a_given_name_after_a_title_stays_a_given_name(lang: str, key: bytes) -> None:
    text, name = TITLED_GIVEN[lang]
    result = _given(text, lang, [name], key)
    [edit] = result.rewrites[Mode.PSEUDONYMIZE].edits
    assert edit.replacement != name
    assert (edit.lemma or edit.replacement) in given_names(), result.rewrites[
        Mode.PSEUDONYMIZE
    ].text


@pytest.mark.parametrize("key", KEYS)
def test_a_hungarian_family_name_that_is_an_ordinary_word_is_part_of_the_name(key: bytes) -> None:
    # `Nagy` (big) is a family name; detection finds only the given name after it, in its
    # suffixed forms even as some other thing. One person, one surrogate in every form.
    text = "Beszéltem Nagy Annával tegnap. Nagy Anna felhívja Önt. Nagy Annának írtam."
    [result] = _pipeline(key, "detect").run([Document("d", text, "hu")])
    rewrite = result.rewrites[Mode.PSEUDONYMIZE]
    assert "Nagy" not in rewrite.text and "Ann" not in rewrite.text, rewrite.text
    persons = [e for e in result.entities if e.category is Category.PERSON]
    assert persons_with_several_surrogates(text, rewrite.edits, persons, "hu") == 0
    family = {edit.replacement.split()[0] for edit in rewrite.edits}
    assert len(family) == 1 and family <= family_names(), rewrite.text


def test_only_a_name_word_opens_a_name_found_in_pieces() -> None:
    """A sentence's ordinary word found as a person (`Dom`, house) and a name found whole
    followed by another capitalized word keep their pieces apart."""
    pipeline = Pipeline(Config(), modes=[Mode.TAG])
    texts = {
        "pl": ("Dom Kowalskiego stoi przy drodze.", "Kowalskiego"),
        "en": ("Lives in Krakow with Anna Kowalska Met Krakow twice", "Anna Kowalska"),
    }
    for lang, (text, name) in texts.items():
        result = next(pipeline.run([Document("d", text, lang)]))
        persons = [m.text_in(text) for m in result.mentions if m.category is Category.PERSON]
        assert name in persons, (lang, persons)
