"""propagate: every other whole-word occurrence of a found string becomes a mention."""

from __future__ import annotations

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.propagate import SOURCE, propagate
from pseudonymizer.merge import merge
from pseudonymizer.model import Attributes, Mention


def found_at(text: str, value: str, category: Category, occurrence: int = 0, **attrs) -> Mention:
    start = -1
    for _ in range(occurrence + 1):
        start = text.index(value, start + 1)
    return Mention(start, start + len(value), category, "ner", 0.8, Attributes(**attrs))


def spread(text: str, mentions: list[Mention], lang: str = "en") -> list[Mention]:
    return propagate(text, Analysis(text, lang), mentions)


def spans(mentions: list[Mention], text: str) -> list[tuple[int, int, str]]:
    return sorted((m.start, m.end, m.text_in(text)) for m in mentions)


def test_other_whole_word_occurrences_found() -> None:
    text = "Anna met Annabel. Later Anna left (Anna's bag stayed), said Anna."
    original = found_at(text, "Anna", Category.PERSON, ner_label="PERSON")
    new = spread(text, [original])
    positions = [i for i in range(len(text)) if text.startswith("Anna", i)]
    # Annabel (index 9) is a longer word; the first occurrence is the original.
    expected = [(i, i + 4, "Anna") for i in positions if i not in (0, 9)]
    assert spans(new, text) == expected
    assert len(expected) == 3
    for mention in new:
        assert mention.category is Category.PERSON
        assert mention.source == SOURCE
        assert mention.score == pytest.approx(0.8 * 0.9)
        assert mention.attrs == Attributes(ner_label="PERSON", propagated_from=0)


def test_not_inside_longer_words() -> None:
    text = "Jan Janek Jana Jan2 bJan óJan Janů Jan"
    new = spread(text, [found_at(text, "Jan", Category.PERSON)])
    assert spans(new, text) == [(len(text) - 3, len(text), "Jan")]


def test_no_duplicates_of_the_originals() -> None:
    text = "Eva and Eva and Eva"
    first = found_at(text, "Eva", Category.PERSON, 0)
    second = found_at(text, "Eva", Category.PERSON, 1)
    new = spread(text, [first, second])
    assert spans(new, text) == [(16, 19, "Eva")]


def test_all_occurrences_already_found_gives_nothing() -> None:
    text = "Eva and Eva"
    assert spread(text, [found_at(text, "Eva", Category.PERSON, i) for i in (0, 1)]) == []


def test_several_strings_and_categories() -> None:
    text = "Petr Novák, Praha. Novák lives in Praha; petr@example.com wrote petr@example.com"
    mentions = [
        found_at(text, "Novák", Category.PERSON),
        found_at(text, "Praha", Category.LOCATION),
        found_at(text, "petr@example.com", Category.EMAIL),
    ]
    new = spread(text, mentions)
    result = sorted((m.start, m.end, m.text_in(text), m.category) for m in new)
    assert result == [
        (19, 24, "Novák", Category.PERSON),
        (34, 39, "Praha", Category.LOCATION),
        (64, 80, "petr@example.com", Category.EMAIL),
    ]


def test_multi_word_string() -> None:
    text = "John Smith came. Later, John Smith left; John Smithers stayed."
    new = spread(text, [found_at(text, "John Smith", Category.PERSON)])
    # (The given name is copied too; the merge keeps the longer name where both stand.)
    assert spans(merge(new, text), text) == [(24, 34, "John Smith"), (41, 45, "John")]


def test_empty() -> None:
    assert spread("nothing here", []) == []


def test_propagated_mentions_lose_to_direct_detections_in_merge() -> None:
    text = "Paris Hilton visited Paris."
    person = Mention(0, 12, Category.PERSON, "ner", 0.7)
    city = Mention(21, 26, Category.LOCATION, "ner", 0.7)
    new = spread(text, [person, city])
    merged = merge([person, city, *new], text)
    assert [(m.start, m.end, m.category) for m in merged] == [
        (0, 12, Category.PERSON),
        (21, 26, Category.LOCATION),
    ]


def test_underscore_joins_words() -> None:
    text = "Jan wrote to Jan_x and to x_Jan, then Jan left."
    new = spread(text, [found_at(text, "Jan", Category.PERSON)])
    assert [m.start for m in new] == [text.rindex("Jan")]


def test_a_family_name_alone_is_found_after_the_full_name() -> None:
    text = "Ruslan Kurkaev applied. Later Kurkaev appealed; Ruslan stayed."
    new = spread(text, [found_at(text, "Ruslan Kurkaev", Category.PERSON)])
    assert spans(new, text) == [(30, 37, "Kurkaev"), (48, 54, "Ruslan")]
    assert new[0].category is Category.PERSON and new[0].attrs.part is True


def test_an_ordinary_word_is_no_family_name_part() -> None:
    text = "Mary Brown wore brown shoes. Brown is a colour."
    new = spread(text, [found_at(text, "Mary Brown", Category.PERSON)])
    assert new == []  # `brown` is an ordinary English word


def test_polish_inflected_forms_are_found_by_their_lemma() -> None:
    from pseudonymizer.analyze import Analyzer
    from pseudonymizer.config import Config
    from pseudonymizer.model import Document

    text = "Jan Kowalski przyszedł. Rozmawiałem z Janem Kowalskim o Kowalskiego sprawie."
    [(_, analysis)] = Analyzer(Config()).analyze([Document("d", text, "pl")])
    new = propagate(text, analysis, [found_at(text, "Jan Kowalski", Category.PERSON)])
    found = {m.text_in(text) for m in new}
    assert "Janem Kowalskim" in found
    assert "Kowalskiego" in found  # the family name part, in another case
    assert all(m.category is Category.PERSON for m in new)


def test_english_has_no_lemma_propagation() -> None:
    text = "Mr Will Smith left. His will was read."
    new = spread(text, [found_at(text, "Will Smith", Category.PERSON)])
    assert "will" not in {m.text_in(text) for m in new}


def test_a_function_word_is_not_copied() -> None:
    # `A` names a co-accused here; copied, it would mark every sentence's article.
    text = "The co-accused A was heard. A hearing followed."
    new = spread(text, [found_at(text, "A", Category.PERSON)])
    assert new == []


@pytest.mark.parametrize(
    ("lang", "text", "word"),
    [
        (
            "en",
            "Article 913 provides that the child returns. Under Article 914 it may not.",
            "Article",
        ),
        ("en", "According to the report, he came. According to her, he did not.", "According"),
        ("cs", "Soud rozhodl včas. Podle zprávy Soud nikoho nevyslechl.", "Soud"),
        ("pl", "Według akt nikt nie przyszedł. Według sądu też nie.", "Według"),
        ("de", "Laut Bericht kam niemand. Laut Akte auch nicht.", "Laut"),
        ("sv", "Enligt rapporten kom ingen. Enligt akten inte heller.", "Enligt"),
        ("hu", "Szerinte senki sem jött. Szerinte ez így van.", "Szerinte"),
    ],
)
def test_an_ordinary_word_taken_for_a_name_once_is_not_copied(
    lang: str, text: str, word: str
) -> None:
    new = spread(text, [found_at(text, word, Category.PERSON)], lang)
    assert word not in {m.text_in(text) for m in new}


def test_an_ordinary_word_a_title_vouched_for_is_copied() -> None:
    # `Mr Mason` names someone; the title's vouching goes with the word wherever it stands.
    text = "Mr Banner was heard. Later Banner left."
    new = spread(text, [found_at(text, "Banner", Category.PERSON, context="title")])
    assert spans(new, text) == [(27, 33, "Banner")]


def test_a_known_name_that_is_also_a_word_is_copied() -> None:
    text = "Rose wrote first. Then Rose left."
    new = spread(text, [found_at(text, "Rose", Category.PERSON)])
    assert spans(new, text) == [(23, 27, "Rose")]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("The union UNISON objected. Later UNISON appealed.", "UNISON"),  # an acronym
        ("The Crown Court sat. Later the Crown Court rose.", "Crown Court"),  # several names
        ("Mr M. was heard. Then M. left.", "M."),  # an initial
    ],
)
def test_a_name_of_ordinary_words_is_still_copied(text: str, found: str) -> None:
    new = spread(text, [found_at(text, found, Category.ORGANIZATION)])
    assert found in {m.text_in(text) for m in new}


def test_an_institutions_word_taken_for_an_organization_is_copied_for_its_vote() -> None:
    text = "The Court decided. Later the Court adjourned."
    new = spread(text, [found_at(text, "Court", Category.ORGANIZATION)])
    assert spans(new, text) == [(29, 34, "Court")]


# A person named by one word, and the name as a chat writes it again: in lower case, and in
# the languages that decline names in another case (the vocative `radko` of `Radka`).
LOWER_FORMS = {
    "en": ("Harriet said so. see you harriet", "Harriet", "harriet"),
    "cs": ("Radka to říkala. díky radko", "Radka", "radko"),
    "pl": ("Zosia tak mówi. dzięki zosiu", "Zosia", "zosiu"),
    "de": ("Wolfgang sagt das. danke wolfgang", "Wolfgang", "wolfgang"),
    "sv": ("Henrik säger det. tack henrik", "Henrik", "henrik"),
    "hu": ("Ildikó mondta. köszi ildikó", "Ildikó", "ildikó"),
}


@pytest.mark.parametrize("lang", sorted(LOWER_FORMS))
def test_a_name_in_lower_case_is_the_same_person(lang: str) -> None:
    text, name, lower = LOWER_FORMS[lang]
    original = found_at(text, name, Category.PERSON)
    new = spread(text, [original], lang)
    start = text.rindex(lower)
    # (Polish finds it by its lemmas too: the same stretch twice, which the merge makes one.)
    assert {(m.start, m.end, m.category) for m in new} == {
        (start, start + len(lower), Category.PERSON)
    }
    # Linked to the name it is a form of: by its text, or (Polish) found by its lemma.
    assert all(m.attrs.normalized == name.casefold() or m.attrs.by_lemma for m in new)


# A family name no list holds, found after a title, and written again in lower case as
# chats write it (`der quappendorf`); its lower case that is a word (`crumpet`) is not.
TITLED_LOWER = {
    "de": ("Herr Quappendorf ruft an. der quappendorf schon wieder", "Quappendorf"),
    "sv": ("Fru Trulsgård ringde. trulsgård igen!", "Trulsgård"),
    "en": ("Mr Pettigrove called. pettigrove again", "Pettigrove"),
}


@pytest.mark.parametrize("lang", sorted(TITLED_LOWER))
def test_a_family_name_a_title_vouched_for_is_the_same_person_in_lower_case(lang: str) -> None:
    text, name = TITLED_LOWER[lang]
    original = found_at(text, name, Category.PERSON, context="title")
    lower = name.lower()
    start = text.rindex(lower)
    new = spread(text, [original], lang)
    assert [(m.start, m.end, m.attrs.normalized) for m in new] == [
        (start, start + len(lower), lower)
    ]


def test_a_titled_name_whose_lower_case_is_a_word_is_not_copied_in_lower_case() -> None:
    text = "Mr Crumpet called. a crumpet and tea"
    original = found_at(text, "Crumpet", Category.PERSON, context="title")
    assert spread(text, [original], "en") == []


def test_a_name_whose_lower_case_is_a_word_is_not_copied_in_lower_case() -> None:
    text = "Will wrote it. we will see. Rose came, the rose wilted."
    mentions = [found_at(text, "Will", Category.PERSON), found_at(text, "Rose", Category.PERSON)]
    assert spread(text, mentions) == []


def test_a_person_takes_a_stretch_found_only_as_other() -> None:
    text = "Radka to říkala. Radko, pojď sem. Radko!"
    person = found_at(text, "Radka", Category.PERSON)
    other = Mention(text.index("Radko"), text.index("Radko") + 5, Category.OTHER, "x", 0.5)
    new = spread(text, [person, other], "cs")
    merged = merge([person, other, *new], text, "cs")
    assert [(m.text_in(text), m.category) for m in merged] == [
        ("Radka", Category.PERSON),
        ("Radko", Category.PERSON),
        ("Radko", Category.PERSON),
    ]


@pytest.mark.parametrize(
    ("text", "number", "lang"),
    [
        ("basti: um 6?? freiwillig\nsteffi: war um 6 morgens da, 6 Brötchen", "6", "de"),
        ("zápis je 9. a 10. dubna, přijde 9 dětí", "9", "cs"),
        ("we met at 7 and left at 7 sharp with 7 bags", "7", "en"),
    ],
)
def test_a_time_or_day_written_as_a_number_alone_is_not_copied(
    text: str, number: str, lang: str
) -> None:
    """A bare number is a time (`um 6`) or a day (`9. a 10. dubna`) only by its context:
    copied to every other `6`, a count of rolls would move as a date (and an hour as a day of
    the month, `um 26`)."""
    new = spread(text, [found_at(text, number, Category.DATE)], lang)
    assert new == []


def test_a_house_number_alone_is_not_copied_to_a_legal_reference() -> None:
    """`1` of `Str. Lungă 1` names no one by itself: copied, it changed `Article 6 § 1`."""
    text = "He lived at Str. Lungă 1. There was a breach of Article 6 § 1 of the Convention."
    new = spread(text, [found_at(text, "1", Category.STREET_NUMBER)], "en")
    assert new == []


def test_a_year_alone_is_still_copied() -> None:
    """A year alone is a year wherever the text writes it: `Vánoce 2021` moves with the
    `2021` found before it."""
    text = "Smlouva z roku 2021. Dluh měl vrátit na Vánoce 2021."
    new = spread(text, [found_at(text, "2021", Category.DATE)], "cs")
    assert spans(new, text) == [(text.rindex("2021"), len(text) - 1, "2021")]


def test_a_number_the_model_read_as_an_id_is_the_phone_a_pattern_found_elsewhere() -> None:
    text = "Phone: 0161 555 0192\n\nCall me on 0161 555 0192 after six."
    phone = Mention(7, 20, Category.PHONE, "phone_introduced", 0.75)
    guessed = Mention(text.rindex("0161"), text.rindex("0192") + 4, Category.ID, "ner", 0.7)
    kept = merge([phone, guessed, *spread(text, [phone, guessed])], text)
    assert [(m.category, m.text_in(text)) for m in kept] == [
        (Category.PHONE, "0161 555 0192"),
        (Category.PHONE, "0161 555 0192"),
    ]
    # A name the model found stays as it was: only its reading of numbers yields.
    name = Mention(text.index("Call"), text.index("Call") + 4, Category.PERSON, "ner", 0.7)
    assert spread(text, [name, Mention(0, 5, Category.OTHER, "x", 0.9)]) == []


@pytest.mark.parametrize(
    ("lang", "full", "given"),
    [("en", "Oyelaran Bankole", "Oyelaran"), ("hu", "Szűcs Boglárka", "Boglárka")],
)
def test_the_given_name_of_a_full_name_is_the_person_alone_too(
    lang: str, full: str, given: str
) -> None:
    text = f"{full} signed it. Later {given} left, and {given} stayed away."
    person = Mention(0, len(full), Category.PERSON, "ner", 0.8)
    other = Mention(text.index(f"Later {given}") + 6, text.index(" left"), Category.OTHER, "x", 0.5)
    kept = merge([person, other, *spread(text, [person, other], lang)], text)
    assert [(m.category, m.text_in(text)) for m in kept] == [
        (Category.PERSON, full),
        (Category.PERSON, given),
        (Category.PERSON, given),
    ]


def test_a_given_name_that_is_an_ordinary_word_is_not_copied() -> None:
    text = "Will Oyelaran signed it. I will leave, and Will knows."
    person = Mention(0, 13, Category.PERSON, "ner", 0.8)
    assert spans(spread(text, [person]), text) == []


def test_a_user_name_with_its_at_is_found_without_it_too() -> None:
    text = "bramble_fox\nPosted: today\n\n@bramble_fox thanks, and @cat too."
    handle = Mention(
        text.index("@bramble"), text.index(" thanks"), Category.USERNAME, "handle", 0.9
    )
    short = Mention(text.index("@cat"), text.index(" too"), Category.USERNAME, "handle", 0.9)
    new = spread(text, [handle, short])
    assert spans(new, text) == [(0, 11, "bramble_fox")]  # `cat`: a plain word
    assert new[0].category is Category.USERNAME


@pytest.mark.parametrize("lang", ["en", "cs", "pl", "de", "sv", "hu"])
def test_a_user_name_found_with_its_at_is_found_without_it(lang: str) -> None:
    # A forum heads each post with its user's name bare; a reply writes it with its `@`.
    text = "moss_gardener\nPosted: 02.02.2024\nFence.\n\n@moss_gardener ok\nmoss_gardener99 no"
    handle = found_at(text, "@moss_gardener", Category.USERNAME)
    new = spread(text, [handle], lang)
    assert spans(new, text) == [(0, 13, "moss_gardener")]
    assert new[0].category is Category.USERNAME


def test_a_plain_name_after_an_at_is_left_to_the_name_cues() -> None:
    # `@Kieran` is a name; copied bare as a user name, every `Kieran` would lose its kind.
    text = "@Kieran you in? Kieran said yes."
    new = spread(text, [found_at(text, "@Kieran", Category.USERNAME)])
    assert [m for m in new if m.category is Category.USERNAME] == []


@pytest.mark.parametrize(
    ("lang", "text", "word"),
    [
        ("en", "Mia Thornbury sent it. Pay J Thornbury today.", "Thornbury"),
        ("cs", "Jana Vrbová to poslala. Plaťte na účet Vrbová.", "Vrbová"),
        ("de", "Ulla Brandtner hat es geschickt. Zahlung an Brandtner bitte.", "Brandtner"),
    ],
)
def test_a_persons_name_outweighs_the_models_place_on_the_same_word(
    lang: str, text: str, word: str
) -> None:
    # Read as a town once, the person got a town's surrogate (`J Layhill`).
    person = Mention(0, text.index(" ", text.index(" ") + 1), Category.PERSON, "speaker", 0.9)
    place = found_at(text, word, Category.LOCATION, occurrence=1)
    new = spread(text, [person, place], lang)
    assert [(m.text_in(text), m.category) for m in new] == [(word, Category.PERSON)]
    merged = merge([person, place, *new], text, lang)
    assert [m.category for m in merged if m.text_in(text) == word] == [Category.PERSON]


def test_a_place_the_model_read_keeps_a_weaker_copy_out() -> None:
    text = "Jan Bristol wrote. I live in Bristol."
    person = found_at(text, "Jan Bristol", Category.PERSON)
    place = found_at(text, "Bristol", Category.LOCATION, occurrence=1)
    place = Mention(place.start, place.end, place.category, "ner", 0.9)
    assert spread(text, [person, place]) == []


def test_the_strongest_reading_of_a_word_is_copied_whichever_comes_first() -> None:
    # A chat's system line names `Bex` (read as a place) before her first message as speaker.
    text = "Tom added Bex and Ann\n12/03/2024, 19:06 - Bex: hi all\n"
    place = Mention(10, 13, Category.LOCATION, "ner", 0.7)
    speaker = found_at(text, "Bex", Category.PERSON, occurrence=1, context="speaker")
    speaker = Mention(speaker.start, speaker.end, Category.PERSON, "speaker", 0.9, speaker.attrs)
    new = spread(text, [place, speaker])
    assert [(m.start, m.category) for m in new] == [(10, Category.PERSON)]


def test_a_heading_in_capitals_names_the_same_people() -> None:
    text = (
        "Judges Ines Varga and Pavel Lorinc sat.\nDISSENTING OPINION OF JUDGES VARGA AND LORINC\n"
    )
    mentions = [
        found_at(text, "Ines Varga", Category.PERSON),
        found_at(text, "Pavel Lorinc", Category.PERSON),
        # The model read a capitals heading's name as a nationality, as surely as the names.
        Mention(
            text.index("VARGA"),
            text.index("VARGA") + 5,
            Category.DEMOGRAPHIC,
            "ner",
            0.9,
            Attributes(ner_label="NORP"),
        ),
    ]
    merged = merge(mentions + spread(text, mentions), text, "en")
    heading = {m.text_in(text): m.category for m in merged if m.start > text.index("\n")}
    assert heading == {"VARGA": Category.PERSON, "LORINC": Category.PERSON}


def test_a_family_name_alone_outweighs_the_models_town_however_sure() -> None:
    text = "Ms Agata Dobrowolna spoke. The judges, Ravel and Dobrowolna, agreed."
    person = found_at(text, "Agata Dobrowolna", Category.PERSON)
    end = text.rindex("Dobrowolna") + len("Dobrowolna")
    town = Mention(
        end - len("Dobrowolna"), end, Category.LOCATION, "ner", 0.95, Attributes(ner_label="GPE")
    )
    merged = merge([person, town, *spread(text, [person, town])], text, "en")
    alone = next(m for m in merged if m.start == town.start)
    assert alone.category is Category.PERSON and alone.end == town.end
