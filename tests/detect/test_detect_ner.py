"""NER through the real English spaCy model, and the Detector wiring every recognizer together."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from spacy.tokens import Doc, Span

from pseudonymizer.analyze import COMPONENTS, Analysis, Analyzer
from pseudonymizer.categories import Category
from pseudonymizer.config import Config, ConfigError, default_models
from pseudonymizer.detect import Detector, recognizer_names, recognizers_for
from pseudonymizer.detect.edges import apart
from pseudonymizer.detect.ner import NerRecognizer, _person, _without_trailing_lower_words
from pseudonymizer.languages import BUILT_IN
from pseudonymizer.model import Document, Mention


@pytest.fixture(scope="session")
def en_nlp():
    """The real English pipeline, loaded once (`load` caches it for the Analyzer too)."""
    from pseudonymizer.analyze.spacy_pipeline import reader

    return reader(default_models()["en"], COMPONENTS)


@pytest.fixture(scope="session")
def analyze_en(en_nlp) -> Callable[[str], tuple[Document, Analysis]]:
    analyzer = Analyzer(Config())

    def run(text: str) -> tuple[Document, Analysis]:
        ((document, analysis),) = analyzer.analyze([Document("t", text, "en")])
        assert analysis.doc is not None
        return document, analysis

    return run


def ner(document, analysis) -> list[tuple[int, int, str, Category]]:
    text = document.text
    return [
        (m.start, m.end, m.text_in(text), m.category)
        for m in NerRecognizer().find(document, analysis)
    ]


def test_person_city_organization(analyze_en) -> None:
    text = "Angela Merkel met the board of Siemens in Berlin on Monday."
    found = ner(*analyze_en(text))
    assert (0, 13, "Angela Merkel", Category.PERSON) in found
    assert (31, 38, "Siemens", Category.ORGANIZATION) in found
    assert (42, 48, "Berlin", Category.LOCATION) in found


def test_second_sentence(analyze_en) -> None:
    text = "John Smith works for Microsoft in London and owns 3 cars."
    found = ner(*analyze_en(text))
    assert found == [
        (0, 10, "John Smith", Category.PERSON),
        (21, 30, "Microsoft", Category.ORGANIZATION),
        (34, 40, "London", Category.LOCATION),
    ]


def test_cardinal_numbers_not_reported(analyze_en) -> None:
    text = "Angela Merkel met the board of Siemens in Berlin on Monday. She bought 42 apples."
    document, analysis = analyze_en(text)
    assert "CARDINAL" in {entity.label_ for entity in analysis.doc.ents}  # the model saw it
    number = text.index("42")
    assert all(not (start <= number < end) for start, end, _, _ in ner(document, analysis))


def test_ner_attrs_and_score(analyze_en) -> None:
    document, analysis = analyze_en("Barack Obama visited Google headquarters in California.")
    mentions = list(NerRecognizer().find(document, analysis))
    assert [m.attrs.ner_label for m in mentions] == ["PERSON", "ORG", "GPE"]
    assert all(m.source == "ner" and m.score == pytest.approx(0.7) for m in mentions)


def test_no_doc_no_mentions() -> None:
    ((document, analysis),) = Analyzer(Config(models={})).analyze(
        [Document("t", "Angela Merkel lives in Berlin.", "en")]
    )
    assert analysis.doc is None
    assert list(NerRecognizer().find(document, analysis)) == []


def test_entity_edges_trimmed_and_unmapped_labels_skipped(en_nlp, analyze_en) -> None:
    words = ['"', "Anna", "Novak", '"', ",", "paid", "5", "to", "Acme", ",", "Inc", "xx"]
    spaces = [False, True, False, False, True, True, True, True, False, True, True, False]
    doc = Doc(en_nlp.nlp.vocab, words=words, spaces=spaces)
    text = doc.text
    assert text == '"Anna Novak", paid 5 to Acme, Inc xx'
    doc.ents = [
        Span(doc, 0, 5, label="PERSON"),  # '"Anna Novak",' -> 'Anna Novak'
        Span(doc, 6, 7, label="CARDINAL"),  # not personal data
        Span(doc, 8, 10, label="ORG"),  # 'Acme,' -> 'Acme'
        Span(doc, 11, 12, label="NOT_A_LABEL"),  # unknown to the scheme: skipped
    ]
    document, analysis = analyze_en(text)
    analysis = dataclasses.replace(analysis, doc=doc)
    assert ner(document, analysis) == [
        (1, 11, "Anna Novak", Category.PERSON),
        (24, 28, "Acme", Category.ORGANIZATION),
    ]


def test_an_entity_over_a_line_break_is_cut_at_it(en_nlp, analyze_en) -> None:
    # The model sometimes runs one name on into the next line's; `&` joins, it ends nothing.
    words = ["by", "Margaret", "Thornton", "\n\n", "George", "Whitfield", "in", "Leeds", "&", "co"]
    spaces = [True, True, False, False, True, True, True, True, True, False]
    doc = Doc(en_nlp.nlp.vocab, words=words, spaces=spaces)
    text = doc.text
    doc.ents = [Span(doc, 1, 6, label="PERSON"), Span(doc, 7, 9, label="GPE")]
    document, analysis = analyze_en(text)
    analysis = dataclasses.replace(analysis, doc=doc)
    assert [found[2] for found in ner(document, analysis)] == [
        "Margaret Thornton",
        "George Whitfield",
        "Leeds",
    ]


def test_an_entity_of_no_letter_or_digit_is_no_mention(en_nlp, analyze_en) -> None:
    # (The Czech model read a forum's line of dashes as an address: it became a town.)
    words = ["----------", "\n", "#2", "Jan", "Hruby", "\n", "----------"]
    spaces = [False, False, True, True, False, False, False]
    doc = Doc(en_nlp.nlp.vocab, words=words, spaces=spaces)
    doc.ents = [Span(doc, 0, 1, label="GPE"), Span(doc, 3, 5, label="PERSON")]
    document, analysis = analyze_en(doc.text)
    analysis = dataclasses.replace(analysis, doc=doc)
    assert [found[2] for found in ner(document, analysis)] == ["Jan Hruby"]


def test_a_person_trimmed_to_nothing_is_no_mention(en_nlp, analyze_en) -> None:
    # (A quotation mark read as a person failed the whole document of a long judgment.)
    words = ["by", "\u201c", "Claimant", "Alan", "Pettifer"]
    doc = Doc(en_nlp.nlp.vocab, words=words, spaces=[True] * 4 + [False])
    doc.ents = [Span(doc, 1, 2, label="PERSON"), Span(doc, 3, 5, label="PERSON")]
    document, analysis = analyze_en(doc.text)
    analysis = dataclasses.replace(analysis, doc=doc)
    assert [found[2] for found in ner(document, analysis)] == ["Alan Pettifer"]


def test_a_person_of_a_place_and_ordinary_words_is_an_organization(en_nlp, analyze_en) -> None:
    # (Drawn as a person, the city became a given name wherever else the text named it.)
    words = ["Norwich", "Cycling", "Club", "met", "Alan", "Pettifer", "in", "Norwich"]
    doc = Doc(en_nlp.nlp.vocab, words=words, spaces=[True] * 7 + [False])
    doc.ents = [Span(doc, 0, 3, label="PERSON"), Span(doc, 4, 6, label="PERSON")]
    document, analysis = analyze_en(doc.text)
    analysis = dataclasses.replace(analysis, doc=doc)
    assert [(found[2], found[3]) for found in ner(document, analysis)] == [
        ("Norwich Cycling Club", Category.ORGANIZATION),
        ("Alan Pettifer", Category.PERSON),
    ]


@pytest.mark.parametrize(
    ("words", "label"),
    [
        (["We", "rowed", "along", "the", "Wkra", "all", "morning"], "NORP"),
        (["The", "ferry", "goes", "across", "the", "Dnieper", "twice", "daily"], "PRODUCT"),
        (["They", "camped", "near", "the", "Narew", "in", "June"], "PERSON"),
        # (A people of no list's after the article alone.)
        (["They", "crossed", "the", "Bzura", "at", "dawn"], "NORP"),
    ],
)
def test_a_name_after_a_preposition_and_the_article_is_a_place(
    en_nlp, analyze_en, words: list[str], label: str
) -> None:
    # (A river read as a people or a product became a pseudo-word, or a person's name.)
    doc = Doc(en_nlp.nlp.vocab, words=words, spaces=[True] * (len(words) - 1) + [False])
    start = words.index("the") + 1
    doc.ents = [Span(doc, start, start + 1, label=label)]
    document, analysis = analyze_en(doc.text)
    analysis = dataclasses.replace(analysis, doc=doc)
    [(_, _, _, category)] = ner(document, analysis)
    assert category is Category.LOCATION


@pytest.mark.parametrize(
    ("words", "label", "category"),
    [
        # A family's plural and a people after the article stay what the model read.
        (["A", "card", "came", "from", "the", "Pickerings"], "PERSON", Category.PERSON),
        (["They", "sold", "it", "to", "the", "Danes"], "NORP", Category.DEMOGRAPHIC),
    ],
)
def test_a_familys_plural_or_a_people_after_the_article_is_no_place(
    en_nlp, analyze_en, words: list[str], label: str, category: Category
) -> None:
    doc = Doc(en_nlp.nlp.vocab, words=words, spaces=[True] * (len(words) - 1) + [False])
    doc.ents = [Span(doc, len(words) - 1, len(words), label=label)]
    document, analysis = analyze_en(doc.text)
    analysis = dataclasses.replace(analysis, doc=doc)
    [(_, _, _, found)] = ner(document, analysis)
    assert found is category


@pytest.mark.parametrize("county", ["DORSET", "Lincolnshire"])
def test_a_county_read_as_a_body_is_a_place(en_nlp, analyze_en, county: str) -> None:
    words = ["She", "moved", "here", "from", county, "in", "May"]
    doc = Doc(en_nlp.nlp.vocab, words=words, spaces=[True] * 6 + [False])
    doc.ents = [Span(doc, 4, 5, label="ORG")]
    document, analysis = analyze_en(doc.text)
    analysis = dataclasses.replace(analysis, doc=doc)
    assert [(found[2], found[3]) for found in ner(document, analysis)] == [
        (county, Category.LOCATION)
    ]


def test_a_given_name_that_is_a_village_too_before_a_word_is_a_person(en_nlp, analyze_en) -> None:
    # (`Martin` is a village as well, `kohoutek` a cockerel: the witness became a firm, and
    # his surrogate a woman's family name alone.)
    words = ["Svědek", "Martin", "Kohoutek", "vypověděl", "u", "soudu"]
    doc = Doc(en_nlp.nlp.vocab, words=words, spaces=[True] * 5 + [False])
    doc.ents = [Span(doc, 1, 3, label="PERSON")]
    document, analysis = analyze_en(doc.text)
    document = dataclasses.replace(document, lang="cs")
    analysis = dataclasses.replace(analysis, doc=doc)
    assert [(found[2], found[3]) for found in ner(document, analysis)] == [
        ("Martin Kohoutek", Category.PERSON)
    ]


def test_a_school_read_as_a_place_or_a_person_is_an_organization(en_nlp, analyze_en) -> None:
    # A Welsh school's name opens with its kind word (`Ysgol`, `Coleg`).
    words = ["at", "Ysgol", "Gyfun", "Llanhari", "and", "Coleg", "Powys", "since", "2019"]
    doc = Doc(en_nlp.nlp.vocab, words=words, spaces=[True] * 8 + [False])
    doc.ents = [Span(doc, 1, 4, label="FAC"), Span(doc, 5, 7, label="PERSON")]
    document, analysis = analyze_en(doc.text)
    analysis = dataclasses.replace(analysis, doc=doc)
    assert [(found[2], found[3]) for found in ner(document, analysis)] == [
        ("Ysgol Gyfun Llanhari", Category.ORGANIZATION),
        ("Coleg Powys", Category.ORGANIZATION),
    ]


@pytest.mark.parametrize(
    ("heading", "category"),
    [
        ("MARTHA OKONKWO-BLAKE", Category.PERSON),  # a CV's name over its contact lines
        ("NORTHBANK HOUSING", Category.ORGANIZATION),  # no given name: a company still
    ],
)
def test_a_name_in_capitals_alone_on_its_line_read_as_a_company_is_a_person(
    en_nlp, analyze_en, heading: str, category: Category
) -> None:
    # The model reads a CV's heading in capitals as an organization (what it did with one);
    # drawn as a company, the person's name became another person's given name.
    first, last = heading.split()
    words = [first, last, "\n", "Email", ":", "x@example.com"]
    spaces = [True, False, False, False, True, False]
    doc = Doc(en_nlp.nlp.vocab, words=words, spaces=spaces)
    doc.ents = [Span(doc, 0, 2, label="ORG")]
    document, analysis = analyze_en(doc.text)
    analysis = dataclasses.replace(analysis, doc=doc)
    assert ner(document, analysis) == [(0, len(heading), heading, category)]


# --- Detector -----------------------------------------------------------------------------------


def test_a_town_of_place_words_on_its_own_line_read_as_a_person_is_a_place(analyze_en) -> None:
    """The model runs a sender's name on into the address block's next lines (one PERSON):
    cut at the break, the line whose words are all places the lists know, none a name, is a
    town (it became a person's full name); the name above it stays a person."""
    text = "Owen Pritchard\nBurnham Market\nNorfolk\n\nDear Sir,\nI write about my flat."
    found = {(value, category) for _, _, value, category in ner(*analyze_en(text))}
    assert ("Owen Pritchard", Category.PERSON) in found
    assert ("Burnham Market", Category.LOCATION) in found


def test_detector_merges_all_recognizers(analyze_en) -> None:
    text = "Contact John Smith at john.smith@example.com or +44 20 7946 0958 before 21 March 2005."
    document, analysis = analyze_en(text)
    found = [
        (m.start, m.end, m.text_in(text), m.category)
        for m in Detector(Config()).detect(document, analysis)
    ]
    assert found == [
        (8, 18, "John Smith", Category.PERSON),
        (22, 44, "john.smith@example.com", Category.EMAIL),  # the e-mail beats NER's ORG
        (48, 64, "+44 20 7946 0958", Category.PHONE),
        (72, 85, "21 March 2005", Category.DATE),
    ]


def test_detector_disabled_recognizers(analyze_en) -> None:
    text = "Contact John Smith at john.smith@example.com today."
    document, analysis = analyze_en(text)
    names = {"ner", "email", "known_names", "proper_nouns"}
    detector = Detector(Config(disabled_recognizers=frozenset(names)))
    assert detector.detect(document, analysis) == []
    only_ner_off = Detector(Config(disabled_recognizers=frozenset({"ner"})))
    assert {m.source for m in only_ner_off.detect(document, analysis)} >= {"email"}


def test_detector_rejects_unknown_recognizer() -> None:
    with pytest.raises(ConfigError, match="no_such_recognizer"):
        Detector(Config(disabled_recognizers=frozenset({"no_such_recognizer"})))


def test_recognizer_names_cover_every_language() -> None:
    names = recognizer_names()
    for lang in BUILT_IN:
        assert {r.name for r in recognizers_for(lang)} <= names
    assert {"ner", "phone", "date", "email", "hu_taj", "us_ssn"} <= names


def test_detector_drops_what_is_function_words_only(analyze_en) -> None:
    # spaCy tags `19 and 20 August 1995` as one DATE; the date recognizers find the two dates.
    # The `and` left between them is no one's data and must not become a mention (nor a seed
    # that propagation copies to every `and`).
    text = "On 19 and 20 August 1995 respectively the applicants were arrested."
    document, analysis = analyze_en(text)
    found = [m.text_in(text) for m in Detector(Config()).detect(document, analysis)]
    assert "and" not in found and "On" not in found
    assert "20 August 1995" in found


def test_an_entity_over_a_break_in_prose_wrapped_at_a_margin_stays_whole(
    en_nlp, analyze_en
) -> None:
    # A line as long as prose wrapped at a margin, the ministry's name broken at its end.
    words = [
        "The",
        "Agent",
        "was",
        "Ms",
        "Simona",
        "Teodor",
        ",",
        "a",
        "senior",
        "official",
        "of",
        "the",
        "Ministry",
        "of",
        "Foreign",
        "\n",
        "Affairs",
        ",",
        "until",
        "2020",
        ".",
    ]
    spaces = [
        True,
        True,
        True,
        True,
        True,
        False,
        True,
        True,
        True,
        True,
        True,
        True,
        True,
        True,
        False,
        False,
        False,
        True,
        True,
        False,
        False,
    ]
    doc = Doc(en_nlp.nlp.vocab, words=words, spaces=spaces)
    doc.ents = [Span(doc, 12, 17, label="ORG")]
    document, analysis = analyze_en(doc.text)
    analysis = dataclasses.replace(analysis, doc=doc)
    assert [found[2] for found in ner(document, analysis)] == ["Ministry of Foreign\nAffairs"]


@pytest.mark.parametrize(
    ("words", "category"),
    [
        # A town the model did not know and labelled a nationality: after `in`, before no noun.
        (["He", "lives", "in", "Beclean", ",", "a", "village", "."], Category.LOCATION),
        (["He", "moved", "to", "Beclean", "in", "2001", "."], Category.LOCATION),
        # A nationality before its noun, a language after `in`, a word after no preposition.
        (["He", "sued", "in", "Beclean", "courts", "."], Category.DEMOGRAPHIC),
        (["It", "is", "written", "in", "Romanian", "."], Category.DEMOGRAPHIC),
        (["The", "Beclean", "applicant", "left", "."], Category.DEMOGRAPHIC),
    ],
)
def test_a_word_labelled_a_nationality_where_a_town_stands_is_a_place(
    words: list[str], category: Category, en_nlp
) -> None:
    spaces = [words[i + 1] not in ",." for i in range(len(words) - 1)] + [False]
    doc = Doc(en_nlp.nlp.vocab, words=words, spaces=spaces)
    at = next(i for i, word in enumerate(words) if word in ("Beclean", "Romanian"))
    doc.ents = [Span(doc, at, at + 1, label="NORP")]
    text = doc.text
    analysis = Analysis(text, "en", doc=doc)
    (mention,) = NerRecognizer().find(Document("t", text, "en"), analysis)
    assert mention.text_in(text) == words[at] and mention.category is category


def test_a_given_name_the_model_reads_as_a_nationality_is_a_person(analyze_en) -> None:
    """The model reads names of another language as peoples (`Sorin` NORP); a given name no
    list knows as a nationality is a person, and `Romanian` stays a nationality."""
    text = 'A witness had seen an officer "hit Sorin in the face". The Romanian courts agreed.'
    document, analysis = analyze_en(text)
    labels = {entity.text: entity.label_ for entity in analysis.doc.ents}
    assert labels == {"Sorin": "NORP", "Romanian": "NORP"}
    found = {span: category for _, _, span, category in ner(document, analysis)}
    assert found == {"Sorin": Category.PERSON, "Romanian": Category.DEMOGRAPHIC}


@pytest.mark.parametrize(
    ("words", "name", "category"),
    [
        # A given name or nickname in a case, which the Czech model reads as a place now and
        # then: a person; a town in a case, or a name after a place's preposition, a place.
        (["Pozdravuj", "Míši", "a", "Terce", "."], "Míši", Category.PERSON),
        (["Pozdravuj", "Míši", "a", "Terce", "."], "Terce", Category.PERSON),
        (["Jedeme", "k", "Poličce", "."], "Poličce", Category.LOCATION),
        (["Bydlí", "v", "Terce", "."], "Terce", Category.LOCATION),
    ],
)
def test_a_given_name_in_a_case_the_model_reads_as_a_place_is_a_person(
    words: list[str], name: str, category: Category, en_nlp
) -> None:
    spaces = [words[i + 1] not in ",." for i in range(len(words) - 1)] + [False]
    doc = Doc(en_nlp.nlp.vocab, words=words, spaces=spaces)
    at = words.index(name)
    doc.ents = [Span(doc, at, at + 1, label="GPE")]
    text = doc.text
    analysis = Analysis(text, "cs", doc=doc)
    (mention,) = NerRecognizer().find(Document("t", text, "cs"), analysis)
    assert mention.text_in(text) == name and mention.category is category


@pytest.mark.parametrize(
    ("span", "name"),
    [
        ("ricky boy", "ricky"),
        # A family name in lower case is the name's.
        ("owen baker", "owen baker"),
        ("ricky pratley", "ricky pratley"),
    ],
)
def test_a_word_the_writer_calls_someone_after_the_name_is_no_part_of_it(
    span: str, name: str
) -> None:
    """`danny boy` in a chat: `boy` became a family name."""
    text = f"so {span} returns"
    end = _without_trailing_lower_words(text, 3, 3 + len(span), "en")
    assert text[3:end] == name


def test_a_firm_named_with_its_trade_is_an_organization(analyze_en) -> None:
    text = "Her manager, Ruth Calloway, works for Ashdown Harrow Systems in Bristol."
    found = {span: category for _, _, span, category in ner(*analyze_en(text))}
    assert found.get("Ruth Calloway") is Category.PERSON
    assert found.get("Ashdown Harrow Systems") is Category.ORGANIZATION


def test_makers_before_their_products_are_no_persons(analyze_en) -> None:
    text = "He uses Makita and DeWalt tools in his workshop, and Mr Bramwell trains on Sundays."
    found = {span: category for _, _, span, category in ner(*analyze_en(text))}
    for maker in ("Makita", "DeWalt"):
        assert found.get(maker, Category.ORGANIZATION) is not Category.PERSON, found
    assert found.get("Mr Bramwell") is Category.PERSON, found


def test_a_given_and_an_unknown_word_read_as_an_organization_is_a_person(
    en_nlp, analyze_en
) -> None:
    # (Drawn as a firm, the woman became `Johnson Ingram` and her e-mail no longer followed.)
    words = ["Folake", "Adebayo", "met", "Yasmin", "Okonkwo", "at", "Harlow", "Sailing", "Club"]
    doc = Doc(en_nlp.nlp.vocab, words=words, spaces=[True] * 8 + [False])
    doc.ents = [
        Span(doc, 0, 2, label="ORG"),
        Span(doc, 3, 5, label="ORG"),
        Span(doc, 6, 9, label="ORG"),
    ]
    document, analysis = analyze_en(doc.text)
    analysis = dataclasses.replace(analysis, doc=doc)
    assert [(found[2], found[3]) for found in ner(document, analysis)] == [
        ("Folake Adebayo", Category.ORGANIZATION),  # (no given name of the lists)
        ("Yasmin Okonkwo", Category.PERSON),
        ("Harlow Sailing Club", Category.ORGANIZATION),
    ]


@pytest.mark.parametrize(
    ("span", "person"),
    [
        ("Pieter Van Dam", True),
        ("Joost van der Mill", True),
        ("Clara De Bank", True),
        ("Clara Dam", False),
        ("Oxford Van Depot", False),
    ],
)
def test_a_particle_after_a_given_name_opens_a_family_name(span: str, person: bool) -> None:
    # (`Later Pieter Van Dam` read as a firm: its words became a firm's, `Dam` kept as an
    # ordinary word and a town's name.)
    assert _person(span, "en") is person


@pytest.mark.parametrize(
    ("words", "name", "label", "category"),
    [
        # A nickname after `with` the model reads as a firm or a place: someone's, though a
        # town far away shares its letters; a country after `with` stays a place.
        (["Přišla", "Verča", "s", "Ondrou", "."], "Ondrou", "ORG", Category.PERSON),
        (["Přišla", "Verča", "s", "Pepou", "."], "Pepou", "GPE", Category.PERSON),
        (["Obchod", "s", "Kubou", "roste", "."], "Kubou", "GPE", Category.LOCATION),
    ],
)
def test_a_nickname_after_with_the_model_reads_as_a_firm_or_place_is_a_person(
    words: list[str], name: str, label: str, category: Category, en_nlp
) -> None:
    spaces = [words[i + 1] not in ",." for i in range(len(words) - 1)] + [False]
    doc = Doc(en_nlp.nlp.vocab, words=words, spaces=spaces)
    at = words.index(name)
    doc.ents = [Span(doc, at, at + 1, label=label)]
    text = doc.text
    analysis = Analysis(text, "cs", doc=doc)
    (mention,) = NerRecognizer().find(Document("t", text, "cs"), analysis)
    assert mention.text_in(text) == name and mention.category is category


@pytest.mark.parametrize(
    ("text", "span", "names"),
    [
        # Two persons joined by `with` or `and`, read as one title or firm: two given names.
        ("Včera byla Verča s Tomášem u nás.", "Verča s Tomášem", ["Verča", "Tomášem"]),
        ("Pozdrav od Báry a Kuby.", "Báry a Kuby", ["Báry", "Kuby"]),
        # A given name and a family name's case after `with` is no pair of given names.
        ("Včera byla Verča s Novákem u nás.", "Verča s Novákem", []),
    ],
)
@pytest.mark.parametrize("category", [Category.OTHER, Category.ORGANIZATION])
def test_two_given_names_joined_by_with_are_two_persons(
    text: str, span: str, names: list[str], category: Category
) -> None:
    start = text.index(span)
    mention = Mention(start, start + len(span), category, "ner")
    pieces = apart(mention, Document("t", text, "cs"))
    if not names:
        assert pieces == [mention]
        return
    assert [piece.text_in(text) for piece in pieces] == names
    assert all(piece.category is Category.PERSON for piece in pieces)
    assert all(piece.attrs.kind == "given" for piece in pieces)
