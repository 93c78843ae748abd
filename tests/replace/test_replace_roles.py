"""Names in their roles: one person gets one surrogate in every form the text writes them in
(cases, suffixes, a line break inside the name), a given name a given name and a family name
a family name, and no line break is lost. Run as `run --mentions input` runs, the persons given
as the input's annotations, so that what is judged is the replacement alone; and on detection
for the letters a user writes."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.evaluate.reader import (
    Named,
    lines_merged,
    named_persons,
    role_swaps,
    several_names,
)
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


def _persons(text: str, result: Result, lang: str) -> list[list[Named]]:
    rewrite = result.rewrites[Mode.PSEUDONYMIZE]
    return named_persons(text, rewrite, result.entities, result.replaced, lang)


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
    assert lines_merged(text, out, edits) == 0
    persons = _persons(text, result, lang)
    assert not any(several_names(person, lang) for person in persons)
    assert role_swaps(persons, lang) == 0
    # The name over two lines keeps its break between its two words.
    first = next(edit for edit in edits if "\n" in text[edit.start : edit.end])
    assert len(first.replacement.split("\n")) == 2
    assert all(part and " " not in part for part in first.replacement.split("\n"))
    # Every mention's words are the same person's: the same given and family name, as
    # written in the nominative or with an ending.
    stems = [edit.replacement.split() for edit in edits]
    for words in stems[1:]:
        for word, first_word in zip(words, stems[0], strict=True):
            # (The opening letters before any ending: `Ev` of `Eva` and `Evou`.)
            size = min(3, len(word) - 1, len(first_word) - 1)
            assert word[:size] == first_word[:size], (out, word, first_word)


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
    assert role_swaps(_persons(text, result, lang), lang) == 0
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
@pytest.mark.parametrize("lang", sorted(TITLED_GIVEN))
def test_a_given_name_annotated_with_its_title_stays_a_given_name(lang: str, key: bytes) -> None:
    # The title inside the mention says no more of the name's role than the title before it.
    text, name = TITLED_GIVEN[lang]
    start = text.index(name)
    titled = text[text.rindex(" ", 0, start - 1) + 1 : start + len(name)]
    result = _given(text, lang, [titled], key)
    [edit] = result.rewrites[Mode.PSEUDONYMIZE].edits
    assert edit.replacement.rsplit(" ", 1)[0] == titled.rsplit(" ", 1)[0]  # kept as written
    assert (edit.lemma or edit.replacement).split()[-1] in given_names(), edit.replacement
    assert role_swaps(_persons(text, result, lang), lang) == 0


# A title before a word that only some locale's long lists hold as a given name: the title
# makes it a family name, in the mention or before it.
TITLED_FAMILY = {
    "en": ("The court heard Lord Rodger and Ms Rae.", ["Lord Rodger", "Rae"]),
}


@pytest.mark.parametrize("key", KEYS)
def test_a_title_before_a_word_that_is_no_given_name_of_the_language_makes_a_family_name(
    key: bytes,
) -> None:
    text, names = TITLED_FAMILY["en"]
    result = _given(text, "en", names, key)
    edits = result.rewrites[Mode.PSEUDONYMIZE].edits
    assert [e.replacement.split()[-1] in family_names() for e in edits] == [True, True]
    assert role_swaps(_persons(text, result, "en"), "en") == 0


@pytest.mark.parametrize("key", KEYS)
def test_a_post_nominal_title_stays_and_leaves_the_family_name_its_place(key: bytes) -> None:
    # Only English writes post-nominals (`QC`, `LJ`) in the language registry.
    text = "For the applicant, Mr D. Pannick QC, Counsel. Mr Pannick argued."
    result = _given(text, "en", ["Mr D. Pannick QC", "Mr Pannick"], key)
    full, alone = (edit.replacement for edit in result.rewrites[Mode.PSEUDONYMIZE].edits)
    assert full.startswith("Mr ") and full.endswith(" QC") and len(full.split()) == 4, full
    assert full.split()[2] == alone.split()[1] and alone.split()[1] in family_names()
    assert role_swaps(_persons(text, result, "en"), "en") == 0


# A word after initials is the family name, though the lists know it as a given name too
# (Hungarian puts the family name first); one before an initial is a given name.
INITIALS = {
    "en": ("The applicant was represented by Ms C. Oliver and Anna K.", "C. Oliver", "Anna K."),
    "cs": ("Žalobce zastupoval JUDr. J. Martin a Anna K.", "J. Martin", "Anna K."),
    "pl": ("Powoda reprezentował mec. J. Marek oraz Anna K.", "J. Marek", "Anna K."),
    "de": ("Den Kläger vertrat Rechtsanwalt K. Werner mit Anna K.", "K. Werner", "Anna K."),
    "sv": ("Sökanden företräddes av advokat L. Axel och Anna K.", "L. Axel", "Anna K."),
    "hu": ("A felperest dr. Gábor J. és K. Anna képviselte.", "Gábor J.", "K. Anna"),
}


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("lang", sorted(INITIALS))
def test_a_name_word_beside_initials_has_the_role_of_its_place(lang: str, key: bytes) -> None:
    text, family, given = INITIALS[lang]
    result = _given(text, lang, [family, given], key)
    rewrite = result.rewrites[Mode.PSEUDONYMIZE]
    first, second = (edit.lemma or edit.replacement for edit in rewrite.edits)
    word = first.split()[0 if lang == "hu" else -1]
    assert word in family_names() and not (word in given_names() and word not in family_names())
    word = second.split()[-1 if lang == "hu" else 0]
    assert word in given_names(), rewrite.text
    assert role_swaps(_persons(text, result, lang), lang) == 0


@pytest.mark.parametrize("key", KEYS)
def test_a_hungarian_family_name_that_is_an_ordinary_word_is_part_of_the_name(key: bytes) -> None:
    # `Nagy` (big) is a family name; detection finds only the given name after it, in its
    # suffixed forms even as some other thing. One person, one surrogate in every form.
    text = "Beszéltem Nagy Annával tegnap. Nagy Anna felhívja Önt. Nagy Annának írtam."
    [result] = _pipeline(key, "detect").run([Document("d", text, "hu")])
    rewrite = result.rewrites[Mode.PSEUDONYMIZE]
    assert "Nagy" not in rewrite.text and "Ann" not in rewrite.text, rewrite.text
    assert not any(several_names(person, "hu") for person in _persons(text, result, "hu"))
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
