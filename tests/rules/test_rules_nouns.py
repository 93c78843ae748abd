"""Common nouns of a language that capitalizes them (German), with the real pipelines: the
dictionary's nouns and compounds of ordinary words are kept as written, each with the cues that
kept it; names, places, nationalities and compounds made like names are still replaced; the
other languages' decisions get none of these cues."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.lexicon.vocabulary import compound_of_nouns, dictionary_noun
from pseudonymizer.model import Document, Mention, Status
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules.ordinary import SOURCE, no_mention
from tests.pseudonymized import run_written

NOUN_CUES = {
    "noun",
    "compound_noun",
    "noun_suffix",
    "after_determiner",
    "after_attribute",
}

LETTER = (
    "Sehr geehrte Frau Albrecht,\n\n"
    "nach der Erstellung des Gutachtens durch die Polizei gab es keinen Anlass zur Beschwerde. "
    "Die Baustelle in Husum ist seit dem Jahrestag geschlossen, und die Bücherei hat wieder "
    "geöffnet.\nMeine Anwältin hat mit Herrn Okonkwo gesprochen. Sein Sohn Jannik spielt bei "
    "der Kammermusik im Konservatorium; nach dem Motorsport-Wochenende braucht er Erholung.\n"
    "Die Überlastung der Fischerei war sein Thema. Herr Brandl, der als Hausmeister tätig ist, "
    "hat Belegeinsicht gewährt.\n\nMit freundlichen Grüßen\nTobias Wendland\n"
)
NOUNS = [
    "Erstellung",
    "Polizei",
    "Anlass",
    "Baustelle",
    "Jahrestag",
    "Bücherei",
    "Anwältin",
    "Kammermusik",
    "Konservatorium",
    "Motorsport-Wochenende",
    "Erholung",
    "Überlastung",
    "Fischerei",
    # Inside a sentence with no article before them: a noun the dictionary knows and a
    # compound of its nouns.
    "Hausmeister",
    "Belegeinsicht",
]
NAMES = ["Albrecht", "Husum", "Okonkwo", "Jannik", "Brandl", "Tobias Wendland"]


@cache
def pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"nouns"))


def run(text: str, lang: str) -> Result:
    return next(pipeline().run([Document("d", text, lang)]))


def mentions(result: Result, word: str) -> list[Mention]:
    text = result.document.text
    return [m for m in result.mentions if m.text_in(text) == word]


def cues(found: Mention) -> set[str]:
    return {e.detail for e in found.decision.evidence if e.source == SOURCE}


def test_german_common_nouns_are_kept_with_their_cues() -> None:
    result = run(LETTER, "de")
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    for noun in NOUNS:
        for found in mentions(result, noun):
            assert found.decision.status is Status.PUBLIC, noun
            assert {"noun", "compound_noun"} & cues(found), noun
            assert no_mention(found), noun  # and `detect` leaves it out
        assert noun in output, noun
    # The letter's sentences are as written up to the names.
    assert "nach der Erstellung des Gutachtens durch die Polizei gab es keinen Anlass" in output
    assert "bei der Kammermusik im Konservatorium; nach dem Motorsport-Wochenende" in output


def test_the_names_beside_the_nouns_are_still_replaced() -> None:
    output = run(LETTER, "de").rewrites[Mode.PSEUDONYMIZE].text
    for name in NAMES:
        assert name not in output, name


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # A family name that is also a noun (`Vogel`), after a title.
        ("Gestern hat Herr Vogel die Rechnung bezahlt.", "Vogel"),
        # A family name the dictionary also lists as a noun opens the sentence, no article.
        ("Heinze sagte am Montag, er komme später.", "Heinze"),
        # A nationality: personal data, although the dictionary lists the noun.
        ("In der Wohnung lebte ein Argentinier mit seiner Familie.", "Argentinier"),
        # Compounds made like names: a known name before the noun, an end of many places.
        ("Wir besuchten die Nikolauskapelle am Sonntag.", "Nikolauskapelle"),
        ("Die Wanderung führte auf den Schlossberg hinauf.", "Schlossberg"),
    ],
)
def test_names_nationalities_and_name_like_compounds_are_still_replaced(
    text: str, word: str
) -> None:
    result = run(text, "de")
    found = mentions(result, word)
    assert found, word
    for mention in found:
        assert mention.decision.status is not Status.PUBLIC, word
        if word != "Heinze":
            assert not {"noun", "compound_noun"} & cues(mention), word
        else:  # the noun's cue without the sentence start's
            assert "sentence_start" not in cues(mention)
    assert word not in result.rewrites[Mode.PSEUDONYMIZE].text


def test_the_dictionary_tells_nouns_from_names() -> None:
    # A noun has a plural or a case form no name takes (`Polizeien`, `Banken`).
    assert dictionary_noun("Polizei", "de") == "inflected"
    assert dictionary_noun("Erstellung", "de") == "inflected"
    # Known names and places, acronyms and mixed case are never read as nouns.
    for word in ("Müller", "Sommer", "Berlin", "Berlins", "ADAC", "McLaren"):
        assert dictionary_noun(word, "de") is None, word
    assert compound_of_nouns("Motorsport-Wochenendes", "de")
    assert compound_of_nouns("Kriegsende", "de")
    # A name or an acronym before the hyphen: a name's compound.
    assert not compound_of_nouns("EU-Budget", "de")
    assert not compound_of_nouns("SPD-Genossen", "de")
    # A single letter or a verb's stem before the hyphen is no name's.
    assert compound_of_nouns("U-Bahn", "de")
    assert compound_of_nouns("Brumm-Geräusch", "de")
    assert not compound_of_nouns("Koch-Rezept", "de")  # `Koch` is a family name too


def test_a_noun_only_another_languages_name_lists_hold_opens_a_compound() -> None:
    # `Kinder` is an English family name and a county's other name: before a noun it is the
    # plural of `Kind`. A German family name there stays a name's (`Nikolauskapelle`).
    assert compound_of_nouns("Kinderpsychiatrie", "de")
    assert compound_of_nouns("Kinder-Spielplatz", "de")
    assert not compound_of_nouns("Nikolauskapelle", "de")
    text = "Nach der Operation lag Jannik drei Tage auf der Kinderpsychiatrie in Hameln."
    written = run(text, "de").rewrites[Mode.PSEUDONYMIZE].text
    assert "auf der Kinderpsychiatrie in" in written and "Jannik" not in written


def test_a_letter_or_a_verb_before_a_hyphen_keeps_the_noun() -> None:
    text = "Die Anlage hat ein Brumm-Geräusch, schreiben Sie bitte per E-Mail an Herrn Obermaier."
    written = run(text, "de").rewrites[Mode.PSEUDONYMIZE].text
    assert "Brumm-Geräusch" in written and "per E-Mail an Herrn" in written
    assert "Obermaier" not in written


# Texts of languages that write nouns in lower case, with capitals inside sentences.
OTHERS = {
    "en": "Yesterday the Police met Dr Okonkwo at the Library in Leeds.",
    "sv": "Igår träffade Polisen Bertil Lindqvist vid Konserthuset i Göteborg.",
    "cs": "Včera se Policie setkala s Petrem Dvořákem v Knihovně v Brně.",
    "pl": "Wczoraj Policja spotkała Jana Nowaka w Bibliotece w Krakowie.",
    "hu": "Tegnap a Rendőrség találkozott Kovács Annával a Könyvtárban.",
}


@pytest.mark.parametrize("lang", sorted(OTHERS))
def test_languages_that_write_nouns_in_lower_case_get_no_noun_cue(lang: str) -> None:
    result = run(OTHERS[lang], lang)
    for found in result.mentions:
        assert not NOUN_CUES & cues(found), (lang, found.text_in(result.document.text))
    assert dictionary_noun("Polizei", lang) is None
    assert not compound_of_nouns("Motorsport-Wochenendes", lang)


def test_a_department_named_by_nouns_alone_is_kept() -> None:
    # (Two nouns of the dictionary, no known name or place: a department, not a name.)
    text = (
        "Kreiswerke Sonnenfeld GmbH\nKundendienst Wasserversorgung\n\n"
        "Sehr geehrte Frau Drechsler,\nIhr Antrag ist eingegangen.\n"
    )
    written = run(text, "de").rewrites[Mode.PSEUDONYMIZE].text
    assert "\nKundendienst Wasserversorgung\n" in written
    assert "Drechsler" not in written


def test_an_end_far_more_nouns_than_names_take_is_a_nouns() -> None:
    # Some thirty places end in `-lage`, near nine hundred nouns: `Sachlage` is no place.
    assert dictionary_noun("Grundlage", "de") is not None
    assert compound_of_nouns("Verrechnungslage", "de")
    # Ends of many names stay a name's.
    assert not compound_of_nouns("Schlossberg", "de")
    assert not compound_of_nouns("Lindenhausen", "de")


def test_a_linking_s_may_stand_for_the_first_nouns_final_e() -> None:
    # `Geschichts-lehrerin` of `Geschichte`.
    assert compound_of_nouns("Urkundsbotin", "de")
    assert compound_of_nouns("Geschichtslehrerin", "de")


def test_an_abbreviation_heads_a_compound_of_ordinary_nouns() -> None:
    assert compound_of_nouns("Knie-OP", "de")
    assert compound_of_nouns("Kunden-PIN", "de")
    assert not compound_of_nouns("Bau-GmbH", "de")  # a company's name
    assert not compound_of_nouns("Meier-OP", "de")  # a name's


def test_german_compounds_of_ordinary_nouns_in_a_judgment_are_kept() -> None:
    text = (
        "Die Kosten der Verrechnungslage trägt der Beklagte nach der Knie-OP des Klägers.\n"
        "Ausgefertigt: Frau Kessler, Urkundsbotin der Geschäftsstelle\n"
    )
    output = run(text, "de").rewrites[Mode.PSEUDONYMIZE].text
    for word in ("Verrechnungslage", "Knie-OP", "Urkundsbotin"):
        assert word in output, word
    assert "Kessler" not in output


def test_a_compound_cut_short_before_its_joining_word_is_no_name() -> None:
    # `Sach-` of `Sach- und Personenschäden` was replaced by a town; the person is replaced.
    text = (
        "Die Police deckt Glas- und Leitungswasserschäden sowie Hagel- oder Sturmschäden. "
        "Ihre Ansprechpartnerin ist Frau Ulrike Brandstetter."
    )
    _, out = run_written(text, "de", b"truncated compounds")
    assert "Glas- und Leitungswasserschäden sowie Hagel- oder Sturmschäden" in out
    assert "Brandstetter" not in out


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # A numeral or a quantifier before the noun counts it, as a determiner would.
        ("Meine Schwester hat vier Kinder und einen Hund.", "Kinder"),
        ("Im Haus wohnen 2 Kinder im Dachgeschoss.", "Kinder"),
        # A noun only other languages' lists or a place abroad hold, wherever it stands.
        ("Freizeit: Chor, Gartenarbeit und Wandern.", "Chor"),
        # An adjective made a noun: declined as one, as no name is.
        ("Seit 2021 ist Frau Albrecht dort Vorsitzende, ihr Mann Angestellter.", "Angestellter"),
        # Nouns joined by a function word, opening a CV's item: a task, not a name.
        ("Aufgaben:\n- Überwachung von Produktionsanlagen\n", "Überwachung von Produktionsanlagen"),
    ],
)
def test_german_nouns_read_by_their_place_and_form_are_kept(text: str, word: str) -> None:
    result = run(text, "de")
    for mention in mentions(result, word):
        assert mention.decision.status is Status.PUBLIC, (word, cues(mention))
    assert word in result.rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    "text",
    [
        "Danke an alle, vor allem Sabine und Torsten.",
        "Gestern hat die Sabine angerufen, sagt Torsten.",
    ],
)
def test_a_given_name_after_a_quantifier_or_an_article_is_still_a_name(text: str) -> None:
    # (`allem` counts a noun as a determiner does; the name after it leaked as a noun.)
    assert "Sabine" not in run(text, "de").rewrites[Mode.PSEUDONYMIZE].text


def test_an_adjective_made_a_noun_is_read_as_an_inflected_noun() -> None:
    for word in ("Vorsitzender", "Angestellte", "Reisenden"):
        assert dictionary_noun(word, "de") == "inflected", word


def test_a_postcode_before_a_town_is_no_count() -> None:
    """Five digits before a town are its postcode: the town is replaced."""
    result = run("Unsere Adresse: Gartenweg 4, 94032 Passau.", "de")
    assert "Passau" not in result.rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("text", "run_of_nouns"),
    [
        ("Aufgaben:\n– Netzplanung Hochspannung, Angebote\n", "Netzplanung Hochspannung"),
        ("Schwerpunkte: Betriebsführung Kläranlage\n", "Betriebsführung Kläranlage"),
    ],
)
def test_a_run_of_nouns_opening_a_line_with_a_nouns_ending_is_kept(
    text: str, run_of_nouns: str
) -> None:
    # (A task on a CV's line; `-ung` makes nouns and ends no name.)
    result = run(text, "de")
    for found in mentions(result, run_of_nouns):
        assert found.decision.status is Status.PUBLIC, cues(found)
    assert run_of_nouns in result.rewrites[Mode.PSEUDONYMIZE].text


def test_a_name_opening_a_line_before_a_noun_is_still_replaced() -> None:
    text = "Ansprechpartner:\n– Hildegard Pfannkuch, Abteilung Vermessung\n"
    assert "Pfannkuch" not in run(text, "de").rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("text", "adjective"),
    [
        ("Bring uns bitte was Leckeres vom Bäcker mit.", "Leckeres"),
        ("Von der Baustelle gibt es nichts Neues, schreibt Ortrud.", "Neues"),
    ],
)
def test_an_adjective_made_a_noun_after_its_quantifier_is_kept(text: str, adjective: str) -> None:
    result = run(text, "de")
    for found in mentions(result, adjective):
        assert found.decision.status is Status.PUBLIC, cues(found)
    assert adjective in result.rewrites[Mode.PSEUDONYMIZE].text


def test_a_family_name_after_was_is_still_replaced() -> None:
    text = "Ich weiß nicht, was Kraushaar dazu meint."
    assert "Kraushaar" not in run(text, "de").rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("text", "noun"),
    [
        # A plural whose singular a family name list holds too (`Mandel`, `Vogel`): a
        # form no name takes.
        ("Zum Nachtisch gab es eine Schale Mandeln und Kekse.", "Mandeln"),
        ("Im Garten sitzen morgens viele Vögel auf dem Zaun.", "Vögel"),
    ],
)
def test_a_plural_of_a_noun_a_name_list_holds_is_kept(text: str, noun: str) -> None:
    result = run(text, "de")
    for found in mentions(result, noun):
        assert found.decision.status is Status.PUBLIC, cues(found)
    assert noun in result.rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("text", "noun"),
    [
        # After a compound adjective no table lists (`eis-kalte`, `hell-blauen`): the noun
        # only other languages' name lists hold (`Mate`, the drink; `Kinder`).
        ("Nach dem Training tranken wir eiskalte Mate auf der Terrasse.", "Mate"),
        ("Auf dem Foto sieht man zwei hellblonde Kinder am Strand.", "Kinder"),
    ],
)
def test_a_noun_after_a_compound_adjective_is_kept(text: str, noun: str) -> None:
    result = run(text, "de")
    for found in mentions(result, noun):
        assert found.decision.status is Status.PUBLIC, cues(found)
    assert noun in result.rewrites[Mode.PSEUDONYMIZE].text


def test_a_singular_family_name_and_its_genitive_are_still_replaced() -> None:
    # (`Mandel` and `Mandels`: the name and its genitive, no plural.)
    text = "Gestern rief Herr Mandel an. Frau Mandels Auto stand vor der Tür."
    output = run(text, "de").rewrites[Mode.PSEUDONYMIZE].text
    assert "Mandel" not in output, output


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Im Sommer wandern wir jedes Jahr am Wilden Kaiser in Tirol.", "Wilden Kaiser"),
        ("Nach dem Sturm half das Rote Kreuz bei der Räumung.", "Rote Kreuz"),
        ("Die Fähre fuhr über das Schwarze Meer nach Odessa.", "Schwarze Meer"),
    ],
)
def test_a_name_opening_with_a_declined_adjective_is_kept(text: str, name: str) -> None:
    # A place's or a body's name: no person's opens with an adjective's case ending.
    result = run(text, "de")
    for found in mentions(result, name):
        assert found.decision.status is Status.PUBLIC, cues(found)
        assert "adjective_name" in cues(found), cues(found)
    assert name in result.rewrites[Mode.PSEUDONYMIZE].text


def test_a_given_name_after_an_adjective_is_still_replaced() -> None:
    text = "Beim Fasching kam die Kleine Annegret als Prinzessin verkleidet."
    assert "Annegret" not in run(text, "de").rewrites[Mode.PSEUDONYMIZE].text


@pytest.mark.parametrize(
    ("text", "noun", "name"),
    [
        ("Am Sonntag trinken wir Kaffee bei Renate im Garten.\n", "Kaffee", "Renate"),
        ("Leider lag das Handy im Auto von Gerlinde.\n", "Handy", "Gerlinde"),
    ],
)
def test_a_common_noun_listed_without_plural_is_kept_inside_a_sentence(
    text: str, noun: str, name: str
) -> None:
    _, written = run_written(text, "de", b"nouns key")
    assert noun in written and name not in written, written


def test_a_family_name_that_is_a_frequent_noun_is_still_replaced() -> None:
    _, written = run_written("Gestern rief Herr Koch wegen der Miete an.\n", "de", b"nouns key")
    assert "Koch" not in written and "Herr " in written, written


@pytest.mark.parametrize(
    "text",
    [
        "Rechtsanwälte Brandl & Partner, Domplatz 4, 93047 Regensburg, Gz.: 0451/22 BR\n",
        "Stadtwerke Passau, Kundenservice, Az.: 17/3318-K\n",
    ],
)
def test_a_field_cut_short_with_its_colon_inside_a_line_is_kept(text: str) -> None:
    _, written = run_written(text, "de", b"nouns key")
    label = "Gz.:" if "Gz." in text else "Az.:"
    assert label in written, written


def test_a_family_name_that_is_a_noun_opens_a_closed_compound() -> None:
    # `Herbst` and `Schuster` are family names and nouns with a plural (`Herbste`,
    # `Schustern`): before a closed compound's head they are the noun. Before a hyphen, and
    # a given name before a head (`Nikolauskapelle`), still name someone.
    assert compound_of_nouns("Herbstspaziergang", "de")
    assert compound_of_nouns("Schusterladen", "de")
    assert dictionary_noun("Herbstnebel", "de") == "inflected"
    assert not compound_of_nouns("Koch-Rezept", "de")
    assert not compound_of_nouns("Nikolauskapelle", "de")
    text = "Beim Herbstspaziergang traf ich Frau Quandtberg vor dem Schusterladen."
    _, written = run_written(text, "de", b"nouns key")
    assert "Beim Herbstspaziergang traf" in written and "vor dem Schusterladen." in written
    assert "Quandtberg" not in written


@pytest.mark.parametrize(
    ("text", "body", "town"),
    [
        (
            "Nach dem Sturz kam ich ins Städtische Klinikum Celle. Ich wohne in Celle.",
            "ins Städtische Klinikum ",
            "Celle",
        ),
        (
            "Er lag im Krankenhaus Barmherzige Schwestern Passau, nahe Passau.",
            "im Krankenhaus Barmherzige Schwestern ",
            "Passau",
        ),
    ],
)
def test_a_town_after_a_bodys_adjective_and_noun_is_replaced_as_the_town(
    text: str, body: str, town: str
) -> None:
    _, written = run_written(text, "de", b"nouns key")
    assert town not in written
    surrogate = written.split(body, 1)[1].split()[0].rstrip(".,")
    assert surrogate != town and written.count(surrogate) == 2


def test_a_name_of_an_adjective_and_nouns_alone_is_kept() -> None:
    text = "Frau Quandtberg spendete dem Roten Kreuz und reiste ans Schwarze Meer."
    _, written = run_written(text, "de", b"nouns key")
    assert "dem Roten Kreuz und reiste ans Schwarze Meer." in written
    assert "Quandtberg" not in written
