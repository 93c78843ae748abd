"""Classes of detection errors a new user meets in short letters, in every language: words that
open a sentence, the names and acronyms of identifiers, what a name swallows after it, relative
dates, digits that are no date, document numbers and titles, a letter's salutation and closing,
a possessive ending, pronouns of polite address, words that are professions only in a longer
title. Through the whole detection (recognizers, merge, propagation, decisions) with the real
models and word lists."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.config import Config
from pseudonymizer.model import Document, Mention, Status
from pseudonymizer.pipeline import Pipeline

PERSON, ID, DATE = Category.PERSON, Category.ID, Category.DATE


@pytest.fixture(scope="module")
def pipeline() -> Pipeline:
    return Pipeline(Config())


def detect(pipeline: Pipeline, text: str, lang: str) -> list[Mention]:
    [result] = pipeline.run([Document("t", text, lang)])
    return result.mentions


def span(text: str, words: str) -> tuple[int, int]:
    matches = [m.span() for m in re.finditer(rf"(?<!\w){re.escape(words)}(?!\w)", text)]
    assert len(matches) == 1, f"{words!r} must occur once in {text!r}"
    return matches[0]


def covered(mentions: list[Mention], text: str, words: str) -> bool:
    start, end = span(text, words)
    return any(m.start < end and start < m.end for m in mentions)


def found(mentions: list[Mention], text: str, words: str, category: Category) -> bool:
    start, end = span(text, words)
    return any((m.start, m.end, m.category) == (start, end, category) for m in mentions)


@pytest.mark.parametrize(
    ("lang", "text", "opener", "name"),
    [
        ("en", "Dear Mr Johnson,\nYesterday I called Peter Morgan.", "Yesterday", "Peter Morgan"),
        ("en", "Tomorrow Mrs Clarke will call you.", "Tomorrow", "Clarke"),
        ("cs", "Vážený pane Nováku,\nVčera jsem mluvil s Petrem Svobodou.", "Včera", "Nováku"),
        ("cs", "Proto vám píšu. Jednak nemám čas, řekl Petr Svoboda.", "Jednak", "Petr Svoboda"),
        ("cs", "Zítra přijede paní Dvořáková.", "Zítra", "Dvořáková"),
        ("pl", "Szanowny Panie Kowalski,\nWczoraj rozmawiałem z Nowakiem.", "Wczoraj", "Kowalski"),
        ("pl", "Dlatego napisałem do pana Nowaka.", "Dlatego", "Nowaka"),
        (
            "de",
            "Sehr geehrter Herr Müller,\nGestern sprach ich mit Anna Schmidt.",
            "Gestern",
            "Müller",
        ),
        ("de", "Trotzdem schreibe ich Frau Weber.", "Trotzdem", "Weber"),
        # An adverb no lemma table lists (it takes no ending), after a blank line.
        ("en", "Dear Ms Reid,\n\nRegrettably, Tom Baker never wrote.", "Regrettably", "Tom Baker"),
        # A verb opening a sentence, which the Czech pipeline tags.
        ("cs", "Posílám dopis, který napsal Petr Svoboda.", "Posílám", "Petr Svoboda"),
        ("sv", "Hej Anna,\nIgår träffade jag Erik Johansson.", "Igår", "Erik Johansson"),
        ("sv", "Därför ringde jag Maria.", "Därför", "Maria"),
        # Adverbs that take no ending, which no lemma table lists (simplemma's dictionary does).
        ("sv", "Dessutom ringde Karin Lindberg igår.", "Dessutom", "Karin Lindberg"),
        ("sv", "Hej Olof,\nTyvärr kan jag inte komma, skrev Sara Nilsson.", "Tyvärr", "Olof"),
        ("sv", "Vi väntade länge. Emellertid svarade Lars aldrig.", "Emellertid", "Lars"),
        ("sv", "Naturligtvis hjälper jag Eva Berg.", "Naturligtvis", "Eva Berg"),
        ("hu", "Kedves Kovács úr!\nTegnap beszéltem Szabó Annával.", "Tegnap", "Kovács"),
    ],
)
def test_a_word_opening_a_sentence_or_line_is_no_name(
    pipeline: Pipeline, lang: str, text: str, opener: str, name: str
) -> None:
    mentions = detect(pipeline, text, lang)
    assert not covered(mentions, text, opener)
    assert found(mentions, text, name, PERSON)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Soud zjistil tento stav: Dne 9. 8. 2023 převzal Karel Hudec klíče.", "Karel Hudec"),
        ("Svědek k tomu uvedl: Dne 2. 9. 2023 volala paní Šimková.", "Šimková"),
    ],
)
def test_a_word_opening_a_sentence_before_a_date_is_no_name(
    pipeline: Pipeline, text: str, name: str
) -> None:
    # (The date right after the opener is no second piece of a name, as `Budějovice` is.)
    mentions = detect(pipeline, text, "cs")
    kept = [m for m in mentions if m.decision.status is not Status.PUBLIC]
    assert not covered(kept, text, "Dne")
    assert found(mentions, text, name, PERSON)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Vi åt middag. Agnes kom sent.", "Agnes"),  # also a word simplemma lists in lower case
        ("Vi åt middag. Birgitta Holm kom sent.", "Birgitta Holm"),
    ],
)
def test_a_swedish_name_opening_a_sentence_is_still_a_name(
    pipeline: Pipeline, text: str, name: str
) -> None:
    assert found(detect(pipeline, text, "sv"), text, name, PERSON)


@pytest.mark.parametrize(
    ("lang", "text", "words"),
    [
        ("en", "His national insurance number is AB123456C.", "national insurance number"),
        ("cs", "Moje rodné číslo je 736028/5163.", "rodné číslo"),
        ("cs", "Číslo občanského průkazu je 204689512.", "občanského průkazu"),
        ("pl", "Mój PESEL to 44051401359.", "PESEL"),
        ("pl", "Zgubiłem dowód osobisty ABA300000.", "dowód osobisty"),
        ("de", "Meine Personalausweisnummer ist L01X00T47.", "Personalausweisnummer"),
        ("de", "Der Reisepass Nr. C01X00T47 ist weg.", "Reisepass Nr"),
        ("sv", "Mitt personnummer är 811218-9876.", "personnummer"),
        ("sv", "Jag tappade mitt körkort nummer 123456789.", "körkort nummer"),
        ("hu", "A személyi igazolvány száma 123456AB.", "személyi igazolvány száma"),
        ("hu", "Az útlevelem száma BA1234567.", "útlevelem száma"),
        ("hu", "Elküldöm az adóazonosító jelemet: 8394161235.", "adóazonosító jelemet"),
    ],
)
def test_the_name_of_an_identifier_stays_and_its_number_is_an_id(
    pipeline: Pipeline, lang: str, text: str, words: str
) -> None:
    mentions = detect(pipeline, text, lang)
    assert not covered(mentions, text, words)
    [number] = [m for m in mentions if m.category is ID]
    assert number.start > span(text, words)[1]


@pytest.mark.parametrize(
    ("lang", "text", "acronyms"),
    [
        ("en", "Please send her IBAN and the IP address of the server.", ("IBAN", "IP")),
        ("en", "The NHS wrote about her SSN.", ("NHS", "SSN")),
        ("cs", "Firma uvedla své IČO i DIČ na faktuře.", ("IČO", "DIČ")),
        ("pl", "Proszę podać NIP oraz REGON firmy.", ("NIP", "REGON")),
        ("de", "Bitte senden Sie uns Ihre IBAN und Ihre IdNr.", ("IBAN", "IdNr")),
        ("sv", "Skicka ditt IBAN och din PIN till banken.", ("IBAN", "PIN")),
        ("hu", "Kérem, adja meg a TAJ és az IBAN adatait.", ("TAJ", "IBAN")),
    ],
)
def test_an_identifiers_acronym_is_no_organization(
    pipeline: Pipeline, lang: str, text: str, acronyms: tuple[str, ...]
) -> None:
    mentions = detect(pipeline, text, lang)
    assert not any(covered(mentions, text, acronym) for acronym in acronyms)


@pytest.mark.parametrize(
    ("lang", "text", "name", "after"),
    [
        ("en", "Peter's NHS number is 943 476 5919.", "Peter", "NHS"),
        ("en", "Yesterday Tom's IP address changed.", "Tom", "IP"),
        ("cs", "Včera mi Petr Svoboda IČO neposlal.", "Petr Svoboda", "IČO"),
        ("pl", "Jana NIP jest nieważny.", "Jana", "NIP"),
        ("de", "Gestern kam Anna Schmidts IBAN an.", "Anna Schmidts", "IBAN"),
        ("sv", "Igår kom Erik Johanssons IBAN.", "Erik Johanssons", "IBAN"),
        ("hu", "Tegnap Szabó Anna TAJ száma megjött.", "Szabó Anna", "TAJ"),
    ],
)
def test_a_name_swallows_no_acronym_after_it(
    pipeline: Pipeline, lang: str, text: str, name: str, after: str
) -> None:
    mentions = detect(pipeline, text, lang)
    start, end = span(text, name)
    # The name, with or without its possessive ending (the model's `Tom's`).
    assert any(m.category is PERSON and m.start == start and m.end >= end for m in mentions)
    assert not covered(mentions, text, after)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "I was ill yesterday and last week; tomorrow I will be back."),
        ("cs", "Byl jsem nemocný včera i minulý týden, zítra se vrátím."),
        ("pl", "Byłem chory wczoraj i w zeszłym tygodniu, jutro wrócę."),
        ("de", "Ich war gestern und letzte Woche krank, morgen komme ich."),
        ("sv", "Jag var sjuk igår och förra veckan, imorgon kommer jag."),
        ("hu", "Tegnap és múlt héten beteg voltam, holnap visszajövök."),
    ],
)
def test_a_relative_date_is_no_mention(pipeline: Pipeline, lang: str, text: str) -> None:
    assert detect(pipeline, text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text", "date"),
    [
        ("en", "I was ill yesterday, on 5 March 2021.", "5 March 2021"),
        ("cs", "Včera, 5. března 2021, jsem byl nemocný.", "5. března 2021"),
        ("de", "Gestern, am 05.03.2021, war ich krank.", "05.03.2021"),
    ],
)
def test_a_calendar_date_beside_a_relative_one_is_a_date(
    pipeline: Pipeline, lang: str, text: str, date: str
) -> None:
    mentions = detect(pipeline, text, lang)
    assert found(mentions, text, date, DATE)
    assert [m.category for m in mentions] == [DATE]


@pytest.mark.parametrize(
    ("lang", "text", "digits"),
    [
        ("en", "The server at 999.300.1.1 failed.", "999.300.1.1"),
        ("en", "Card 4111 1111 1111 1112 was refused.", "4111 1111 1111 1112"),
        ("cs", "Kód zásilky je 25596641 a platí.", "25596641"),
        ("cs", "Server 999.300.1.1 neodpovídá.", "999.300.1.1"),
        ("pl", "Serwer 999.300.1.1 nie działa.", "999.300.1.1"),
        ("de", "Die Karte 4111 1111 1111 1112 wurde abgelehnt.", "4111 1111 1111 1112"),
        ("sv", "Servern 999.300.1.1 svarar inte.", "999.300.1.1"),
        ("hu", "A 999.300.1.1 szerver nem válaszol.", "999.300.1.1"),
    ],
)
def test_digits_that_are_no_date_are_no_date(
    pipeline: Pipeline, lang: str, text: str, digits: str
) -> None:
    mentions = detect(pipeline, text, lang)
    start, end = span(text, digits)
    assert not any(m.category is DATE and m.start < end and start < m.end for m in mentions)


@pytest.mark.parametrize(
    ("lang", "text", "number"),
    [
        ("en", "Her passport number is X48213.", "X48213"),
        ("en", "My driving licence number: MORGA753116SM9IJ.", "MORGA753116SM9IJ"),
        ("cs", "Cestovní pas číslo 41237890 platí.", "41237890"),
        ("cs", "Řidičský průkaz č. EK123456 ztratil.", "EK123456"),
        ("pl", "Paszport numer EA1234567 zaginął.", "EA1234567"),
        ("pl", "Prawo jazdy nr 01234/12/1234 jest ważne.", "01234/12/1234"),
        ("de", "Sein Führerschein Nr. B072RRE2I55 ist weg.", "B072RRE2I55"),
        ("sv", "Passet nr 12345678 gick ut.", "12345678"),
        ("hu", "A jogosítvány száma CD123456, lejárt.", "CD123456"),
        # A tax number after its mark's name, its check digit wrong (a typo is still hers).
        ("hu", "Adóazonosító jelem: 8394161236, kérem rögzíteni.", "8394161236"),
        ("hu", "Az adóazonosító jele 8400005550 volt.", "8400005550"),
        ("hu", "TAJ számom: 204 318 556, lakcímem változott.", "204 318 556"),
    ],
)
def test_a_number_after_its_documents_name_is_an_id(
    pipeline: Pipeline, lang: str, text: str, number: str
) -> None:
    mentions = detect(pipeline, text, lang)
    assert found(mentions, text, number, ID)


@pytest.mark.parametrize(
    ("lang", "text", "number"),
    [
        ("cs", "Zákaznické číslo: 3307 5512 90\nProsím o vyřízení.", "3307 5512 90"),
        ("cs", "Číslo pojistné smlouvy 6120 447 318 uvádím níže.", "6120 447 318"),
        ("de", "Ihre Kundennummer: 4471 2203 85\nBitte angeben.", "4471 2203 85"),
        ("en", "Your account number: 7702 118 934\nThank you.", "7702 118 934"),
    ],
)
def test_a_number_after_a_customers_or_contracts_label_is_an_id_not_a_phone(
    pipeline: Pipeline, lang: str, text: str, number: str
) -> None:
    mentions = detect(pipeline, text, lang)
    assert found(mentions, text, number, ID)


def test_a_phone_after_its_own_label_is_still_a_phone(pipeline: Pipeline) -> None:
    text = "Zákaznické číslo: 3307 5512 90\nTelefon: 604 221 873"
    assert found(detect(pipeline, text, "cs"), text, "604 221 873", Category.PHONE)


@pytest.mark.parametrize(
    ("text", "item"),
    [
        ("Požaduji:\n1. prověření vyúčtování za zimu,\n2. vrácení přeplatku.", "1. prověření"),
        ("Navrhuji tyto kroky:\n1. výměnu radiátorů v bytě\n2. opravu okapu", "1. výměnu"),
    ],
)
def test_a_lists_number_before_an_ordinary_word_is_no_date(
    pipeline: Pipeline, text: str, item: str
) -> None:
    mentions = detect(pipeline, text, "cs")
    start, end = span(text, item)
    assert not any(m.category is DATE and m.start < end and start < m.end for m in mentions)


def test_a_days_ordinal_before_its_month_is_still_a_date(pipeline: Pipeline) -> None:
    text = "Požaduji:\n1. vrácení přeplatku do 14. března 2025."
    assert covered(detect(pipeline, text, "cs"), text, "14. března 2025")


def test_a_passports_validity_is_no_number(pipeline: Pipeline) -> None:
    text = "The passport is valid for 10 years, until 2030."
    mentions = detect(pipeline, text, "en")
    assert all(m.category is not ID for m in mentions)


@pytest.mark.parametrize(
    ("lang", "text", "title", "name"),
    [
        ("en", "Dear Mrs Clarke, thank you.", "Mrs", "Clarke"),
        ("en", "Yesterday Dr Helen Fraser moved.", "Dr", "Helen Fraser"),
        ("cs", "Dnes volala paní Dvořáková.", "paní", "Dvořáková"),
        ("pl", "Szanowny Panie Kowalski, dziękuję.", "Panie", "Kowalski"),
        ("de", "Heute rief Frau Weber an.", "Frau", "Weber"),
        ("sv", "Idag ringde fru Berg.", "fru", "Berg"),
        ("hu", "Ma dr. Kovács Anna telefonált.", "dr", "Kovács Anna"),
    ],
)
def test_a_title_stays_outside_the_name(
    pipeline: Pipeline, lang: str, text: str, title: str, name: str
) -> None:
    mentions = detect(pipeline, text, lang)
    assert found(mentions, text, name, PERSON)
    assert not covered(mentions, text, title)


@pytest.mark.parametrize(
    ("text", "title", "name"),
    [
        ("The motion from Cllr Rosa Pemberton was carried.", "Cllr", "Rosa Pemberton"),
        ("The costs were assessed by DJ Okonkwo last week.", "DJ", "Okonkwo"),
        ("At the hearing HHJ Faraday refused permission.", "HHJ", "Faraday"),
        ("Cllr. Idris Vaughan chaired the meeting.", "Cllr", "Idris Vaughan"),
    ],
)
def test_a_british_title_of_office_is_kept_before_the_name(
    pipeline: Pipeline, text: str, title: str, name: str
) -> None:
    # A councillor's or judge's abbreviation a model read as a body (`HHJ`) or as a given
    # name (`DJ Patel` became a person of two names) is no one's: it stays as written.
    [result] = pipeline.run([Document("t", text, "en")])
    assert found(result.replaced, text, name, PERSON)
    assert not covered(result.replaced, text, title)


def test_a_family_name_in_capitals_is_no_acronym(pipeline: Pipeline) -> None:
    text = "Za firmu podepsal Tomáš NOVOTNÝ."
    assert found(detect(pipeline, text, "cs"), text, "Tomáš NOVOTNÝ", PERSON)


def test_a_title_that_is_part_of_the_name_stays_in_it(pipeline: Pipeline) -> None:
    text = "The application was heard by Sir Nicolas Bratza."
    assert found(detect(pipeline, text, "en"), text, "Sir Nicolas Bratza", PERSON)


@pytest.mark.parametrize(
    ("lang", "text", "formulas", "name"),
    [
        (
            "en",
            "Dear Ms Fletcher,\n\nSadly, the parcel never came.\n\nKind regards,\nGeorge Hamilton",
            ("Dear", "Sadly", "Kind regards"),
            "George Hamilton",
        ),
        (
            "en",
            "Hello Rebecca,\nthanks for the photos.\nBest wishes,\nOliver Grant",
            ("Hello", "Best wishes"),
            "Oliver Grant",
        ),
        (
            "en",
            "Hi Nora,\nsee you soon.\nBest,\nAlan Whitby",
            ("Best",),
            "Alan Whitby",
        ),
        (
            "cs",
            "Vážená paní Horáková,\n\nděkuji za dopis.\n\nS pozdravem\nMarie Novotná",
            ("Vážená", "S pozdravem"),
            "Marie Novotná",
        ),
        (
            "cs",
            "Milý Tomáši,\nposílám fotky.\nS přátelským pozdravem\nEva Svobodová",
            ("Milý", "S přátelským pozdravem"),
            "Eva Svobodová",
        ),
        (
            "pl",
            "Droga Pani Anno,\n\ndziękuję za list.\n\nZ poważaniem\nKatarzyna Wójcik",
            ("Droga", "Z poważaniem"),
            "Katarzyna Wójcik",
        ),
        (
            "de",
            "Liebe Frau Becker,\n\nleider kann ich nicht kommen.\n\nMit freundlichen Grüßen\n"
            "Jonas Weber",
            ("Liebe", "Mit freundlichen Grüßen"),
            "Jonas Weber",
        ),
        (
            "sv",
            "Kära Lisa,\n\ntack för brevet.\n\nMed vänliga hälsningar\nKarin Lindqvist",
            ("Kära", "Med vänliga hälsningar"),
            "Karin Lindqvist",
        ),
        (
            "hu",
            "Kedves Anna!\n\nKöszönöm a levelét.\n\nÜdvözlettel\nKovács Péter",
            ("Kedves", "Üdvözlettel"),
            "Kovács Péter",
        ),
    ],
)
def test_a_letters_salutation_and_closing_are_no_name(
    pipeline: Pipeline, lang: str, text: str, formulas: tuple[str, ...], name: str
) -> None:
    mentions = detect(pipeline, text, lang)
    assert not any(covered(mentions, text, formula) for formula in formulas)
    assert found(mentions, text, name, PERSON)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Yesterday I borrowed Margaret's bicycle.", "Margaret"),
        ("We stayed in Gregory’s flat in Leeds.", "Gregory"),
        ("The keys are Margaret's.", "Margaret"),
    ],
)
def test_a_possessive_ending_is_no_mention(pipeline: Pipeline, text: str, name: str) -> None:
    mentions = detect(pipeline, text, "en")
    start, end = span(text, name)
    assert any((m.start, m.end) == (start, end) for m in mentions)  # the model's category
    assert not any(m.start < end + 2 and end < m.end for m in mentions)


@pytest.mark.parametrize(
    ("lang", "text", "pronouns"),
    [
        (
            "cs",
            "Děkuji Vám za Vaši odpověď. Posílám Vašemu otci pozdrav.",
            ("Vám", "Vaši odpověď", "Vašemu otci"),
        ),
        ("de", "Wir danken Ihnen für Ihre Anfrage vom Montag.", ("Ihnen", "Ihre Anfrage")),
        ("sv", "Vi tackar Er för Ert brev och Era frågor.", ("Er", "Ert brev", "Era frågor")),
        ("hu", "Köszönjük Önnek a levelét, és várjuk Önöket.", ("Önnek", "Önöket")),
        ("pl", "Dziękuję Pani za list i proszę Pana o odpowiedź.", ("Pani", "Pana")),
    ],
)
def test_a_pronoun_of_polite_address_is_no_name(
    pipeline: Pipeline, lang: str, text: str, pronouns: tuple[str, ...]
) -> None:
    mentions = detect(pipeline, text, lang)
    assert not any(covered(mentions, text, pronoun) for pronoun in pronouns)


def test_a_name_after_a_polite_pronoun_is_found(pipeline: Pipeline) -> None:
    text = "Včera jsem potkal Vašeho bratra Petra Svobodu."
    mentions = detect(pipeline, text, "cs")
    assert found(mentions, text, "Petra Svobodu", PERSON)
    assert not covered(mentions, text, "Vašeho")


@pytest.mark.parametrize(
    ("lang", "text", "word"),
    [
        ("en", "Please send a copy of the contract.", "copy"),
        ("en", "The plane will land at noon.", "land"),
        ("en", "They make bread every morning.", "make"),
        ("de", "Das Land hat gewählt.", "Land"),
    ],
)
def test_a_word_that_is_a_profession_only_in_a_longer_title_is_none_alone(
    pipeline: Pipeline, lang: str, text: str, word: str
) -> None:
    assert not covered(detect(pipeline, text, lang), text, word)


@pytest.mark.parametrize("word", ["nurse", "pilot", "dentist"])
def test_a_profession_that_is_also_a_verb_is_still_one(pipeline: Pipeline, word: str) -> None:
    text = f"My neighbour works as a {word} in Leeds."
    assert found(detect(pipeline, text, "en"), text, word, Category.PROFESSION)
