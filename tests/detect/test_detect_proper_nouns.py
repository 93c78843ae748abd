"""Names by capitalization for documents no NER model read, on the real word and name lists."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.analyze import Analysis, Analyzer
from pseudonymizer.categories import Category
from pseudonymizer.config import Config
from pseudonymizer.detect.proper_nouns import ProperNounRecognizer
from pseudonymizer.model import Document

PERSON, LOCATION, OTHER = Category.PERSON, Category.LOCATION, Category.OTHER
ORG = Category.ORGANIZATION

Found = tuple[str, int, int, Category]


def find(text: str, lang: str) -> list[Found]:
    recognizer = ProperNounRecognizer(lang)
    mentions = recognizer.find(Document("t", text, lang), Analysis(text, lang))
    return [(m.text_in(text), m.start, m.end, m.category) for m in mentions]


def at(text: str, name: str, category: Category) -> Found:
    matches = list(re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", text))
    assert len(matches) == 1, f"{name!r} must occur once in {text!r}"
    return name, matches[0].start(), matches[0].end(), category


@pytest.mark.parametrize(
    ("lang", "text", "name", "category"),
    [
        ("pl", "Na rozprawie zeznawał Qwzbrzyniak.", "Qwzbrzyniak", OTHER),
        ("sv", "Det var kallt när vi träffade Lindqvist i parken.", "Lindqvist", PERSON),
        ("sv", "Vi skrev till Skatteverket igår.", "Skatteverket", OTHER),
        ("hu", "A bíróság elutasította Kovács keresetét.", "Kovács", PERSON),
    ],
)
def test_capitalized_word_inside_a_sentence_is_a_name(
    lang: str, text: str, name: str, category: Category
) -> None:
    assert find(text, lang) == [at(text, name, category)]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("sv", "Det regnade hela dagen."),
        ("sv", "Igår regnade det."),
        ("sv", "Vi kom hem sent. Igår regnade det."),
        ("hu", "Tegnap esett az eső."),
        ("hu", "Ház épült a faluban."),
        ("pl", "Wczoraj padał deszcz."),
        ("de", "Anschließend sprach der Vorsitzende."),
    ],
)
def test_ordinary_word_at_sentence_start_is_no_name(lang: str, text: str) -> None:
    assert find(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [
        ("sv", "Björn kom hem igår.", "Björn"),  # also `björn`, a bear
        ("sv", "Andersson kom hem igår.", "Andersson"),
        ("hu", "Péter megérkezett.", "Péter"),
        ("pl", "Jan przyszedł wczoraj.", "Jan"),
        ("sv", "Det regnade. Björn kom hem.", "Björn"),
    ],
)
def test_known_name_at_sentence_start_is_a_name(lang: str, text: str, name: str) -> None:
    assert find(text, lang) == [at(text, name, PERSON)]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Két unokám van: Sanyika és Bence.", "Sanyika"),
        ("Ő a legkisebb. Sanyikát mindenki szereti.", "Sanyikát"),
    ],
)
def test_a_nicknames_diminutive_opening_a_sentence_is_a_name(text: str, name: str) -> None:
    """`Sanyika` (of `Sanyi`, Sándor) is in a word list: a pet form of a name still."""
    assert at(text, name, PERSON) in find(text, "hu")


def test_a_nickname_written_as_an_ordinary_word_opening_a_sentence_stays_a_word() -> None:
    assert find("Will you come tomorrow?", "en") == []


def test_name_after_sentence_initial_verb_is_not_joined_to_it() -> None:
    text = "Widziałem Jana Kowalskiego wczoraj."
    assert find(text, "pl") == [at(text, "Jana Kowalskiego", PERSON)]


def test_consecutive_capitalized_words_form_one_mention() -> None:
    text = "Vi träffade Karl Gustav Andersson igår."
    assert find(text, "sv") == [at(text, "Karl Gustav Andersson", PERSON)]
    text = "Tegnap Kovács Péter megérkezett."
    assert find(text, "hu") == [at(text, "Kovács Péter", PERSON)]


@pytest.mark.parametrize(
    ("lang", "text", "name", "category"),
    [
        ("sv", "Vi såg Karl Andersson i parken.", "Karl Andersson", PERSON),
        ("sv", "Vi åkte till Göteborg igår.", "Göteborg", LOCATION),
        ("sv", "Han bor i Stockholm nu.", "Stockholm", LOCATION),
        ("sv", "Vi träffade Zlorbq Qwertyx igår.", "Zlorbq Qwertyx", OTHER),
        ("hu", "Tegnap Szabó megérkezett.", "Szabó", PERSON),
        ("de", "Er wohnt seit Jahren in Genf.", "Genf", LOCATION),
        ("de", "Sie reiste nach Deutschland.", "Deutschland", LOCATION),
        ("de", "Der Zeuge Habermas erschien.", "Habermas", OTHER),
        # A main town that only another locale's lists hold as a given name: the city.
        ("de", "Wir fahren morgen nach Jena.", "Jena", LOCATION),
        ("de", "Bei dir in Kiel ist es kalt.", "Kiel", LOCATION),
    ],
)
def test_category_comes_from_the_name_lists(
    lang: str, text: str, name: str, category: Category
) -> None:
    assert find(text, lang) == [at(text, name, category)]


def test_a_given_name_in_a_case_opening_a_full_name_makes_it_a_person() -> None:
    # (The inflector splits no ending off the two words, and no list holds the genitive:
    # the witness was a name of no kind, written as a pseudo-word.)
    text = "Soud vyslechl svědky Matouše Pazderky a Vojtěcha Kavky k průběhu prodeje."
    assert find(text, "cs") == [
        at(text, "Matouše Pazderky", PERSON),
        at(text, "Vojtěcha Kavky", PERSON),
    ]


def test_two_words_both_known_as_names_are_a_person() -> None:
    text = "Vi såg Anna Andersson i Uppsala."
    assert find(text, "sv") == [
        at(text, "Anna Andersson", PERSON),
        at(text, "Uppsala", LOCATION),
    ]


@pytest.mark.parametrize(
    ("lang", "text", "name", "category"),
    [
        # A village of the language's country, as written or in a case (GeoNames' small
        # towns), where the lists of large towns know none.
        ("hu", "Nyáron Tihanyban és Bugacon jártunk.", "Tihanyban", LOCATION),
        ("hu", "Nyáron Tihanyban és Bugacon jártunk.", "Bugacon", LOCATION),
        ("de", "Oberstdorf ist im Winter voll.", "Oberstdorf", LOCATION),
        ("sv", "Han gick på Jokkmokks folkhögskola.", "Jokkmokks", LOCATION),
        # A case that says where, on a name no list knows.
        ("hu", "Vasárnap a Margitszigeten sétáltunk.", "Margitszigeten", LOCATION),
        # A preposition that puts a name in a place.
        ("de", "Nächstes Jahr ziehen wir nach Connewitz.", "Connewitz", LOCATION),
        ("sv", "Vi hyrde en stuga i Abisko förra vintern.", "Abisko", LOCATION),
        ("pl", "Byliśmy w Bzowcu u babci.", "Bzowcu", LOCATION),
        # A place to the language's dictionary, in a case (SGJP: Zawoja).
        ("pl", "Rodzice mieszkają teraz pod Zawoją.", "Zawoją", LOCATION),
        # A person's name in a case stays a person's, in a place's case too.
        ("hu", "Tegnap Szabó Péternél vacsoráztunk.", "Szabó Péternél", PERSON),
        ("hu", "Egész délután Péterre vártunk.", "Péterre", PERSON),
        # A given name or nickname in a case the lists do not hold (`Terka`, `Míša`): a
        # person's, where it follows no place's preposition.
        ("cs", "Pozdravuj ode mě Míši a řekni jí, ať zavolá.", "Míši", PERSON),
        ("cs", "Řekni to prosím Terce, dárek už máme.", "Terce", PERSON),
        # `z`, with as well as from: a name after it may be anyone's.
        ("pl", "Rozmawiałem wczoraj z Wrzosowskim.", "Wrzosowskim", OTHER),
        # An ordinary word in a genitive after `in` is no place.
        ("en", "The Receiver in Liquidation’s letter came.", "Liquidation’s", OTHER),
        # A word that names an organization's kind makes the name an organization's.
        ("hu", "A Tiszai Horgász Egyesületnél dolgozik.", "Tiszai Horgász Egyesületnél", ORG),
        ("sv", "Han jobbar på Nordgren Bygg AB sedan i våras.", "Nordgren Bygg AB", ORG),
        ("de", "Er trainiert beim Turnverein Eichwalde.", "Turnverein Eichwalde", ORG),
    ],
)
def test_a_names_kind_comes_from_its_base_form_its_case_and_its_place(
    lang: str, text: str, name: str, category: Category
) -> None:
    """Names of no list take their kind from what else the language tells: the name without
    its ending, the case it is in, the preposition before it, a kind word inside it. An
    unknown kind (OTHER) made a place a person's given name in the output."""
    assert at(text, name, category) in find(text, lang)


def test_a_town_in_a_case_is_no_given_name() -> None:
    """`Poličce` is the town Polička's dative, though its ending is a nickname's."""
    ((name, _, _, category),) = find("Dárek pošleme k Poličce na kraji.", "cs")
    assert name == "Poličce" and category is not PERSON


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [
        ("hu", "A levelet Nagy-Tóth Eszter írta alá.", "Nagy-Tóth Eszter"),
        ("hu", "A kérelmet Kovács-Szabó Zsuzsanna nyújtotta be.", "Kovács-Szabó Zsuzsanna"),
        ("sv", "Brevet skrevs av Karin Lind-Berg i går.", "Karin Lind-Berg"),
        ("pl", "Pismo podpisała Anna Nowak-Kowalska wczoraj.", "Anna Nowak-Kowalska"),
    ],
)
def test_a_double_barrelled_name_or_a_given_name_after_the_family_name_is_a_person(
    lang: str, text: str, name: str
) -> None:
    """A family name of two known names joined by a hyphen is a family name, and where the
    family name comes first the given name closes the name: both are a person, whose given
    name an OTHER mention's replacement would leave as written."""
    assert at(text, name, PERSON) in find(text, lang)


# German: every noun has a capital.


def test_german_common_nouns_are_no_names_but_a_known_place_is_a_location() -> None:
    text = "Das Haus der Regierung steht in Düsseldorf."
    assert find(text, "de") == [at(text, "Düsseldorf", LOCATION)]


def test_german_given_name_and_surname_are_one_person() -> None:
    text = "Wir trafen Hans Müller im Gericht."
    assert find(text, "de") == [at(text, "Hans Müller", PERSON)]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Auch die Eheleute Wolfgang und Gisela Brandl haben geschrieben.", "Wolfgang"),
        ("Gestern kam mein Nachbar Jens vorbei.", "Jens"),
    ],
)
def test_a_german_noun_before_a_given_name_is_no_part_of_it(text: str, name: str) -> None:
    """What the person is to the writer stands before the name: replaced with it, the
    sentence loses its noun (`die Eheleute Wolfgang` became two pseudo-words)."""
    found = find(text, "de")
    assert at(text, name, PERSON) in found
    assert not any(name in span and span != name for span, *_ in found)


def test_german_surname_that_is_a_noun_counts_before_a_given_name() -> None:
    # `Müller` (miller) is an ordinary noun; next to the given name it is a name.
    text = "Als Zeuge wurde Müller Hans vernommen."
    assert find(text, "de") == [at(text, "Müller Hans", PERSON)]


def test_german_surname_that_is_a_noun_counts_only_beside_a_name() -> None:
    assert find("Der Mann kam.", "de") == []
    text = "Wir sahen Thomas Mann gestern."
    assert find(text, "de") == [at(text, "Thomas Mann", PERSON)]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Beim Umzug half uns Lukas Hochkirchen mit dem Anhänger.", "Lukas Hochkirchen"),
        ("Gestern schrieb mir Greta Eisenkammer einen langen Brief.", "Greta Eisenkammer"),
    ],
)
def test_a_family_name_ending_in_an_organizations_noun_after_a_given_name_is_a_person(
    text: str, name: str
) -> None:
    """A family name built as a town's (`-kirchen`, `-kammer`) ends in a church's or a
    chamber's noun: after a given name it is the person's, who became an organization."""
    assert find(text, "de") == [at(text, name, PERSON)]


def test_an_organizations_noun_alone_after_a_place_still_makes_an_organization() -> None:
    text = "Wir trainieren beim Turnverein Eichwalde."
    assert find(text, "de") == [at(text, "Turnverein Eichwalde", ORG)]


def test_german_von_joins_given_name_and_surname() -> None:
    text = "Wir trafen Claus von Stauffenberg gestern."
    assert find(text, "de") == [at(text, "Claus von Stauffenberg", PERSON)]


def test_trailing_particle_is_left_out() -> None:
    text = "Wir trafen Claus von gestern."
    assert find(text, "de") == [at(text, "Claus", PERSON)]


def test_beside_a_ner_model_english_capitals_of_ordinary_words_are_no_names() -> None:
    text = "The Court heard Mr Kurkaev. The Government replied to Kurkaev."
    document = Document("t", text, "en")
    ((_, analysis),) = Analyzer(Config()).analyze([document])
    assert analysis.doc is not None  # the recognizer also runs beside a model
    names = [m.text_in(text) for m in ProperNounRecognizer("en").find(document, analysis)]
    assert names == ["Kurkaev", "Kurkaev"]


def test_german_compound_noun_alone_is_no_name() -> None:
    # No table lists `Finanzkrise`, but it ends in the noun `Krise`.
    assert find("Die Finanzkrise traf alle Länder.", "de") == []


def test_german_compound_beside_a_name_stays_part_of_it() -> None:
    text = "Er sprach vor der SPD-Fraktion in Düsseldorf."
    assert at(text, "SPD-Fraktion", OTHER) in find(text, "de")


def test_german_word_ending_in_a_name_forming_noun_is_still_a_name() -> None:
    # `-berg` ends many known names and places, so `Qwertzberg` is not taken for a noun.
    text = "Wir wanderten gestern zum Qwertzberg hinauf."
    assert find(text, "de") == [at(text, "Qwertzberg", OTHER)]


def test_german_genitive_of_a_known_place_is_a_location() -> None:
    text = "Die Regierung Kanadas entschied anders."
    assert find(text, "de") == [at(text, "Kanadas", LOCATION)]


def test_german_acronym_is_a_name_even_when_the_table_lists_it() -> None:
    text = "Laut ADAC stiegen die Preise."
    assert find(text, "de") == [at(text, "ADAC", OTHER)]


def test_german_capitalized_adjective_of_a_known_place_is_a_name() -> None:
    # The table lists `Berliner` as a noun, but it is made from the place `Berlin`.
    text = "Das sagte er der Berliner Zeitung gestern."
    assert find(text, "de") == [at(text, "Berliner", LOCATION)]


def test_czech_place_name_with_nad_is_one_location() -> None:
    text = "Sešli se v obci Týniště nad Orlicí včera."
    assert find(text, "cs") == [at(text, "Týniště nad Orlicí", OTHER)]
    known = "Bydlí v Ústí nad Labem od roku 1990."
    assert find(known, "cs") == [at(known, "Ústí nad Labem", LOCATION)]


def test_nad_between_lower_case_words_joins_nothing() -> None:
    assert find("Letadlo letělo nad městem.", "cs") == []


def test_german_adjective_with_a_capital_opens_a_name_with_its_noun() -> None:
    text = "Er studierte an der Medizinischen Hochschule in Hannover."
    assert at(text, "Medizinischen Hochschule", ORG) in find(text, "de")


def test_german_adjective_in_lower_case_opens_no_name() -> None:
    assert find("Er studierte an der medizinischen Hochschule dort.", "de") == []


def test_german_known_place_opening_a_sentence_is_a_location() -> None:
    text = "Nürnberg ( dpa ) Der Torjäger traf zweimal."
    assert find(text, "de") == [at(text, "Nürnberg", LOCATION)]


def test_german_name_opening_a_quotation_keeps_its_adjective() -> None:
    text = "Er hörte den „ Hessischen Rundfunk “ am Morgen."
    assert at(text, "Hessischen Rundfunk", ORG) in find(text, "de")


def test_german_ordinal_with_a_capital_opens_a_name() -> None:
    text = "Er kämpfte im Zweiten Weltkrieg als Soldat."
    assert find(text, "de") == [at(text, "Zweiten Weltkrieg", OTHER)]


def test_german_polite_pronoun_opens_no_name() -> None:
    assert find("Ich schicke Ihnen Unterlagen morgen.", "de") == []


@pytest.mark.parametrize(
    ("text", "firm"),
    [
        ("We rang Dunmore Lettings twice.", "Dunmore Lettings"),
        ("The quote from Ravelston Kitchens was high.", "Ravelston Kitchens"),
    ],
)
def test_a_name_with_a_trade_word_is_a_firm(text: str, firm: str) -> None:
    # (Of unknown kind, its surrogate made a pseudo-word of the trade too.)
    assert at(text, firm, ORG) in find(text, "en")


def test_a_person_before_an_ordinary_word_is_still_a_person() -> None:
    text = "We rang Harriet Pettifer twice."
    assert at(text, "Harriet Pettifer", PERSON) in find(text, "en")


@pytest.mark.parametrize(
    "text", ["Won't fix the leak though.", "Didn't work for us.", "Can't say I agree.", "We'd go."]
)
def test_a_contraction_opening_a_sentence_is_no_name(text: str) -> None:
    """(`Won't` at a forum post's sentence start became a town.)"""
    from tests.pseudonymized import run_written

    _, output = run_written(text + "\n", "en", b"contractions")
    assert output == text + "\n"


def test_a_double_given_name_joined_by_a_hyphen_opens_a_persons_name() -> None:
    """(`Karl-Johan Edenius Wästfelt` under a judgment was a name of no kind, and its given
    name stayed in the output.)"""
    from tests.pseudonymized import run_written

    text = "Göteborgs tingsrätt\n\nPer-Olof Lindeskog Ahlqvist\nrådman\n"
    result, output = run_written(text, "sv", b"double-given")
    found = [m for m in result.mentions if m.text_in(text).startswith("Per-Olof")]
    assert found and found[0].category is Category.PERSON, found
    assert "Per-Olof" not in output and "Lindeskog" not in output, output


@pytest.mark.parametrize(
    ("text", "name", "category"),
    [
        # A given name no list holds before a family name one does: a person from abroad.
        ("Jag ringde Almedin Jovanović om bilen.", "Almedin Jovanović", PERSON),
        ("Igår kom Elvedin Kowalczyk hem till oss.", "Elvedin Kowalczyk", PERSON),
        ("Efteråt pratade vi med Mersiha Hussain.", "Mersiha Hussain", PERSON),
        # A place before the family name is no given name; an organization's kind is none.
        ("Sen åkte vi till Kungsbacka Bergman visste inget.", "Kungsbacka Bergman", OTHER),
    ],
)
def test_an_unlisted_given_name_before_a_listed_family_name_is_a_person(
    text: str, name: str, category: Category
) -> None:
    assert at(text, name, category) in find(text, "sv")


@pytest.mark.parametrize(
    "text",
    [
        "Die Abrechnung für Mai fehlt noch.",  # a given name and a place too
        "Seit August wohnt sie allein.",
        "Die Miete für Juni kam spät.",
    ],
)
def test_a_month_that_is_a_name_too_is_the_month(text: str) -> None:
    assert find(text, "de") == []


def test_a_month_beside_a_name_is_a_given_name() -> None:
    text = "Gestern rief Mai Nguyen an."
    assert find(text, "de") == [at(text, "Mai Nguyen", PERSON)]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Gestern kam mein Mann Jonas spät heim.", "Jonas"),  # a family name too
        ("Nun ruft ihr König Ludwig zum Fest.", "Ludwig"),
    ],
)
def test_a_noun_after_a_possessive_is_no_part_of_the_name(text: str, name: str) -> None:
    assert find(text, "de") == [at(text, name, PERSON)]


def test_a_family_name_that_is_a_noun_beside_a_given_name_stays_one() -> None:
    text = "Abends las sie Thomas Mann."
    assert find(text, "de") == [at(text, "Thomas Mann", PERSON)]


@pytest.mark.parametrize(
    ("text", "code"),
    [("Ich besuche den Kurs K7 am Abend.", "K7"), ("Wir treffen uns in Raum B12 morgen.", "B12")],
)
def test_a_noun_before_a_code_is_no_part_of_a_name(text: str, code: str) -> None:
    assert find(text, "de") == [at(text, code, OTHER)]


@pytest.mark.parametrize(
    ("text", "office", "name"),
    [
        ("Föredragande: Förvaltningschef Annika Brodin\n", "Förvaltningschef", "Annika Brodin"),
        ("Bereddes av Socialsekreterare Jonas Vikner.", "Socialsekreterare", "Jonas Vikner"),
        ("Kontakt: Överläkare Britta Holmgren, avdelning 12.", "Överläkare", "Britta Holmgren"),
    ],
)
def test_a_swedish_office_compound_before_a_name_is_no_part_of_it(
    text: str, office: str, name: str
) -> None:
    # `Samhällsbyggnadschef Peter Blomdahl` was one name of unknown kind, and the office
    # became a district's name in the output.
    found = find(text, "sv")
    assert at(text, name, PERSON) in found
    assert not [f for f in found if office in f[0]]


def test_a_swedish_family_name_alone_after_an_office_word_is_still_found() -> None:
    text = "Beslutet fattades av Kommunchef Lindqvist i går."
    assert at(text, "Lindqvist", PERSON) in find(text, "sv")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "Tagja lettem a Soproni Borbarát és Hegyközségi Egyesületnek.",
            "Soproni Borbarát és Hegyközségi Egyesületnek",
        ),
        ("Munkahely: Tiszai Gép Ipari és Szolgáltató Kft", "Tiszai Gép Ipari és Szolgáltató Kft"),
        # (The first word shortened, its end the next word's: `Orvos- és Egészségtudományi`.)
        (
            "A Pécsi Orvos- és Egészségtudományi Karon tanult.",
            "Pécsi Orvos- és Egészségtudományi Karon",
        ),
    ],
)
def test_an_organizations_name_is_one_across_its_and(text: str, name: str) -> None:
    assert at(text, name, ORG) in find(text, "hu")


def test_two_people_joined_by_and_stay_two() -> None:
    text = "Tegnap Kovács Anna és Szabó Péter is eljött."
    assert find(text, "hu") == [
        at(text, "Kovács Anna", PERSON),
        at(text, "Szabó Péter", PERSON),
    ]
