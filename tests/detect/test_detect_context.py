"""Names found by their context: titles before and after, judges' post-nominals, initials and
lists of one-letter pseudonyms, on plain analyses (no spaCy model, no mocks)."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.detect.context import ContextRecognizer
from pseudonymizer.model import Document, Mention

Span = tuple[str, int, int]


def find(text: str, lang: str) -> list[Mention]:
    recognizer = ContextRecognizer(lang)
    return list(recognizer.find(Document("t", text, lang), Analysis(text, lang)))


def spans(text: str, lang: str) -> list[Span]:
    """Distinct mentions in text order (two patterns may find the same name)."""
    found = {(m.text_in(text), m.start, m.end) for m in find(text, lang)}
    return sorted(found, key=lambda span: (span[1], span[2]))


def at(text: str, name: str) -> Span:
    """`name` where it stands in `text` as whole words; it must stand there once."""
    matches = list(re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", text))
    assert len(matches) == 1, f"{name!r} must occur once in {text!r}"
    return name, matches[0].start(), matches[0].end()


# (language, text, the names the context marks)
POSITIVE = [
    # English titles that only say gender or degree stay out of the mention ...
    ("en", "The applicant, Mr B. Emmerson, appeared in person.", ["B. Emmerson"]),
    ("en", "Dr Smith said nothing.", ["Smith"]),
    ("en", "Mr. John Smith arrived late.", ["John Smith"]),
    ("en", "Ms O'Brien and Mr Jean-Luc Picard arrived.", ["O'Brien", "Jean-Luc Picard"]),
    ("en", "Mrs Smith and Mr Jones agreed.", ["Smith", "Jones"]),
    # ... a given name that is also an ordinary word continues the name (`Will`)
    ("en", "Mr Will Smith went home.", ["Will Smith"]),
    # ... titles that are part of how the person is named stay in it
    ("en", "Sir Nicolas Bratza presided.", ["Sir Nicolas Bratza"]),
    ("en", "Judge Clarke dismissed the claim.", ["Judge Clarke"]),
    ("en", "The Court (Judge Costa) held otherwise.", ["Judge Costa"]),
    # judges' post-nominals
    ("en", "Mummery LJ agreed with him.", ["Mummery LJ"]),
    ("en", "As Tugendhat J held, the claim fails.", ["Tugendhat J"]),
    # initials
    ("en", "J. Smith attended the hearing.", ["J. Smith"]),
    ("en", "Before J.-P. Costa, President, and others.", ["J.-P. Costa"]),
    ("en", "The witness W.K. testified.", ["W.K."]),
    ("en", "W.K. and J.M. were heard.", ["W.K.", "J.M."]),
    # initials opening a line before a name, a title's abbreviation with its period
    ("en", "Yours sincerely,\nJ. Smith", ["J. Smith"]),
    ("en", "The court heard Prof. Jones and his\ncolleague Mr\nBaker.", ["Jones", "Baker"]),
    # Czech inflected titles
    ("cs", "Soud vyslechl paní Nováková jako svědka.", ["Nováková"]),
    ("cs", "Dopis byl doručen panu Novákovi včera.", ["Novákovi"]),
    ("cs", "Svědek pan Jan Novák uvedl, že nic neviděl.", ["Jan Novák"]),
    ("cs", "Rozhodla soudkyně JUDr. Jana Nováková sama.", ["Jana Nováková"]),
    # Polish inflected titles
    ("pl", "Rozmawiałem z panią Nowak wczoraj.", ["Nowak"]),
    ("pl", "Spotkałem się z mecenasem Wiśniewskim w sądzie.", ["Wiśniewskim"]),
    ("pl", "Pan Jan Kowalski zeznał, że nic nie widział.", ["Jan Kowalski"]),
    # German: stacked titles, particles
    ("de", "Wir sprachen mit Frau Dr. Schmidt gestern.", ["Schmidt"]),
    ("de", "Der Brief an Herrn von Weizsäcker kam an.", ["von Weizsäcker"]),
    ("de", "Herr Dr. Müller sagte nichts.", ["Müller"]),
    # Hungarian: titles after the name, `dr.` before it
    ("hu", "Kovács Péter úr megérkezett.", ["Kovács Péter"]),
    ("hu", "Tegnap Szabó úrral beszéltünk.", ["Szabó"]),
    ("hu", "A Kovács úr megérkezett.", ["Kovács"]),
    ("hu", "A tárgyaláson dr. Nagy Anna volt jelen.", ["Nagy Anna"]),
    # Swedish
    ("sv", "Vi träffade fru Andersson igår.", ["Andersson"]),
    ("sv", "Vi träffade fru Anna Andersson igår.", ["Anna Andersson"]),
    # A name ends with its line: the next line's capitalized word (a town, a firm) is no
    # part of it; a line may still break between the title and the name.
    ("de", "Frau Kunigunde Ebersbach\nLüdenscheid, 3. Mai", ["Kunigunde Ebersbach"]),
    ("de", "Bevollmächtigter:\nRechtsanwalt Arnulf Wiegand\nKanzlei Ostwald", ["Arnulf Wiegand"]),
    ("de", "gez. R. Oppermann\nPotsdam", ["R. Oppermann"]),
    ("de", "Wir danken Herrn\nGregor Wiesenthal herzlich.", ["Gregor Wiesenthal"]),
]


@pytest.mark.parametrize(("lang", "text", "names"), POSITIVE)
def test_context_marks_the_name(lang: str, text: str, names: list[str]) -> None:
    assert spans(text, lang) == [at(text, name) for name in names]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "The applicants A, B, H, N and R complained."),
        ("en", "The applicants A, B, H, N, and R complained."),
        ("de", "Die Beschwerdeführer A, B, H, N und R rügten dies."),
        ("pl", "Skarżący A, B, H, N i R wnieśli skargę."),
        ("sv", "Klagandena A, B, H, N och R överklagade."),
        ("hu", "A kérelmezők, A, B, H, N és R panaszt tettek."),
    ],
)
def test_list_of_letters_gives_one_mention_per_letter(lang: str, text: str) -> None:
    start = text.index("A, B")
    letters = [(letter, text.index(letter, start)) for letter in "ABHNR"]
    assert spans(text, lang) == [(letter, i, i + 1) for letter, i in letters]


@pytest.mark.parametrize(
    ("lang", "text", "kind"),
    [
        ("en", "Mr Smith said.", "title"),
        ("en", "Sir Nicolas Bratza presided.", "title_in_name"),
        ("hu", "Kovács Péter úr megérkezett.", "title_after"),
        ("en", "Mummery LJ agreed.", "post_nominal"),
        ("en", "J. Smith attended.", "initials"),
        ("en", "The witness W.K. testified.", "initials_only"),
        ("en", "The applicants A, B and C complained.", "letters"),
    ],
)
def test_mentions_are_persons_and_say_which_context_found_them(
    lang: str, text: str, kind: str
) -> None:
    mentions = find(text, lang)
    assert mentions
    assert {m.category for m in mentions} == {Category.PERSON}
    assert {m.source for m in mentions} == {"context"}
    assert {m.attrs.context for m in mentions} == {kind}


def test_title_before_initials_and_initials_find_the_same_span() -> None:
    text = "The applicant, Mr B. Emmerson, appeared."
    kinds = {(m.start, m.end, m.attrs.context) for m in find(text, "en")}
    assert kinds == {(18, 29, "title"), (18, 29, "initials")}
    assert text[18:29] == "B. Emmerson"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # abbreviations written like initials
        ("en", "The U.S. court dismissed the appeal."),
        ("en", "The hearing began at 10 A.M. sharp."),
        # a heading letter before a sentence
        ("en", "A. The circumstances of the case"),
        # a heading's or list's letter opening a line, before an ordinary word
        ("en", "THE FACTS\n\nA. Proceedings before the District Court\n\n1. On 3 May"),
        ("en", "I. BACKGROUND TO THE CASE"),
        ("en", "The appeal failed.\n\nD. Subsequent events"),
        ("cs", "ODŮVODNĚNÍ\n\nA. Řízení před soudem"),
        ("pl", "UZASADNIENIE\n\nA. Postępowanie przed sądem"),
        ("de", "GRÜNDE\n\nA. Verfahren vor dem Landgericht"),
        ("sv", "DOMSKÄL\n\nA. Förfarandet vid tingsrätten"),
        ("hu", "INDOKOLÁS\n\nA. Eljárás a bíróság előtt"),
        # a title's word ending a sentence, or a paragraph, before the next one's first word
        ("en", "They refused to go with their father. According to the report, nobody came."),
        ("en", "in the presence of a police officer.\nArticle 913 provides that"),
        ("en", "Judge, President\n\nIn the case of the applicant"),
        ("cs", "Věc projednal soudce. Podle spisu nikdo nepřišel."),
        ("pl", "Sprawę rozpoznał sędzia. Według akt nikt nie przyszedł."),
        ("de", "Er sprach mit dem Bürgermeister. Danach ging er heim."),
        ("sv", "Han ringde sin advokat. Enligt henne var allt klart."),
        # a title followed by a lower-case word
        ("en", "Mr smith came in."),
        ("en", "The doctor spoke to Mrs about it."),
        ("cs", "Byl to pan s kloboukem."),
        # a title at the end of the text
        ("en", "He thanked the Mr"),
        ("en", "They all waited for the Judge"),
        ("de", "Sehr geehrte Frau"),
        ("hu", "Köszönöm, úr"),
        # a post-nominal after an ordinary word
        ("en", "As set out in Schedule J below."),
        # two letters without a list
        ("en", "Paragraphs A and B apply."),
    ],
)
def test_no_name_without_context(lang: str, text: str) -> None:
    assert spans(text, lang) == []


def test_name_after_title_stops_before_an_ordinary_word() -> None:
    text = "Dr Smith said that Professor Jones agreed."
    assert spans(text, "en") == [at(text, "Smith"), at(text, "Jones")]


def test_hungarian_title_after_needs_the_title_as_a_word() -> None:
    # `úrral` is a title, `úriember` (gentleman) only starts like one
    assert spans("Kovács Péter úriember volt.", "hu") == []


def test_a_bodys_kind_after_a_judges_title_is_no_name() -> None:
    text = "The trial was listed at the Wakefield Civil Justice Centre before Mr Justice Oakes."
    assert spans(text, "en") == [at(text, "Justice Oakes")]


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [
        ("en", "Name: Chidinma Oyelowo-Barnes\nPhone: 0161 496 0000\n", "Chidinma Oyelowo-Barnes"),
        ("en", "Full name: Tadhg Rourke-Ní Bhaoill, born 1988\n", "Tadhg Rourke-Ní Bhaoill"),
        ("cs", "Jméno a příjmení: Bohuslava Kreiselová\nBydliště: Kolín\n", "Bohuslava Kreiselová"),
        ("de", "Name, Vorname: Yildirim Sevgül\n", "Yildirim Sevgül"),
        ("pl", "Imię i nazwisko: Bożydar Szczęsny\n", "Bożydar Szczęsny"),
        ("sv", "Namn: Liisa Rautiainen\n", "Liisa Rautiainen"),
        ("hu", "Név: Szalontai Bendegúz\n", "Szalontai Bendegúz"),
    ],
)
def test_a_name_fields_value_is_a_person(lang: str, text: str, name: str) -> None:
    """After a form's name field the line holds a person's name, whether or not any list
    knows it: read as something else, a given name became a town."""
    found = [m for m in find(text, lang) if m.attrs.context == "field"]
    assert [(m.text_in(text), m.category) for m in found] == [(name, Category.PERSON)]


@pytest.mark.parametrize(
    "text",
    ["Name: Change of Address Form\n", "Subject: Anna Blake\n", "The Name: Rose was\n"],
)
def test_other_fields_and_words_after_a_name_field_are_no_person(text: str) -> None:
    assert not [m for m in find(text, "en") if m.attrs.context == "field"]


def test_a_hungarian_title_after_the_name_counts_capitalized_in_a_salutation() -> None:
    """(`Tisztelt Szalontai Úr!`: the salutation capitalizes `úr`, and the family name
    before it was left in the letter.)"""
    from tests.pseudonymized import run_written

    text = "Tisztelt Bakonyi Úr!\n\nKöszönjük levelét."
    assert [span[0] for span in spans(text, "hu")] == ["Tisztelt Bakonyi"]  # (cut later)
    _, output = run_written(text, "hu", b"title-after")
    assert output.startswith("Tisztelt ") and " Úr!" in output and "Bakonyi" not in output


def test_a_hungarian_salutations_family_name_is_the_persons_family_surrogate() -> None:
    """(The proper-noun reader took `Szalontai Úr` as one name of no kind, voted it public
    and left the family name in the letter.)"""
    from tests.pseudonymized import run_written

    text = "Bakonyi Zsigmond úr részére\nSzeged\n\nTisztelt Bakonyi Úr!\n\nKöszönjük levelét.\n"
    _, output = run_written(text, "hu", b"title-after")
    assert "Bakonyi" not in output, output
    family = output.split(" ", 1)[0]
    assert f"Tisztelt {family} Úr!" in output, output


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("I phoned Mr Di Marco about the boundary wall.", "Di Marco"),
        ("The report was signed by Ms Pc Hartley.", "Pc Hartley"),
    ],
)
def test_a_ranks_acronym_is_a_title_only_in_capitals(text: str, name: str) -> None:
    # (`Di` read as `DI`, a detective inspector: the particle was cut off the family name.)
    assert spans(text, "en") == [at(text, name)]


def test_a_ranks_acronym_in_capitals_stays_out_of_the_name() -> None:
    text = "The interview was led by DI Hartley and PC Morrow."
    assert spans(text, "en") == [at(text, "Hartley"), at(text, "Morrow")]
