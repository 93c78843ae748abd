"""Czech surrogates take the case, number and gender the Czech pipeline reads in the original."""

from __future__ import annotations

import re
import zlib

import pytest

from pseudonymizer.analyze.morphology import read, word_forms
from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config, default_models
from pseudonymizer.lexicon.grammar import grammar_for
from pseudonymizer.lexicon.inflection import inflector_for
from pseudonymizer.lexicon.inflection.cs.declension import CASES, decline, paradigm, person_paradigm
from pseudonymizer.lexicon.inflection.cs.inflector import declined_name
from pseudonymizer.lexicon.inflection.cs.lists import (
    FAMILY,
    GIVEN,
    TOWN,
    continents,
    countries,
    declinable,
    listed_names,
)
from pseudonymizer.link import link
from pseudonymizer.model import Document, Entity, Mention, WordForm
from pseudonymizer.replace import Replacer
from pseudonymizer.replace.ledger import Ledger
from pseudonymizer.replace.readback import agree, head_morph
from pseudonymizer.replace.surrogates import FakerSurrogates

MODEL = default_models()["cs"]
FORMS = inflector_for("cs").components


def _seed(text: str) -> int:
    return zlib.crc32(text.encode())


def _surrogate(sentence: str, name: str, place: bool = False) -> str | None:
    start = sentence.index(name)
    forms = word_forms(read(sentence, MODEL, FORMS), [(start, start + len(name))])
    return declined_name(name, forms[(start, start + len(name))], place, _seed)


def _cases(word: str, gender: str) -> set[str]:
    name = person_paradigm(word, gender)
    return {case for case in CASES if name and decline(word, name, case) == word}


# The endings of masculine names in each case, over the paradigms surrogates are drawn from
# (a given name before the family name takes the short dative: `Janu Novákovi`).
ENDINGS = {
    "Ins": ("em", "ým", "ím"),
    "Dat": ("ovi", "u", "i", "ému", "ímu"),
    "Gen": ("a", "e", "ého", "ího"),
}


@pytest.mark.parametrize(
    ("sentence", "name", "case"),
    [
        ("Včera jsem mluvil s Janem Novákem o práci.", "Janem Novákem", "Ins"),
        ("Dopis poslali Janu Novákovi do kanceláře.", "Janu Novákovi", "Dat"),
        ("Bez Jana Nováka by to nešlo.", "Jana Nováka", "Gen"),
    ],
)
def test_a_mans_name_is_declined_into_the_originals_case(
    sentence: str, name: str, case: str
) -> None:
    surrogate = _surrogate(sentence, name)
    assert surrogate is not None and surrogate != name
    given, family = surrogate.split()
    assert given.endswith(ENDINGS[case]) and family.endswith(ENDINGS[case])
    assert given[:-1] != "Jan" and not family.startswith("Novák")


def test_every_case_of_a_name_becomes_the_same_surrogate() -> None:
    nominative = _surrogate("Jan Novák přišel domů.", "Jan Novák")
    instrumental = _surrogate("Mluvil jsem s Janem Novákem.", "Janem Novákem")
    assert nominative is not None and instrumental is not None
    given, family = nominative.split()
    new_given, new_family = instrumental.split()
    assert new_family == decline(family, person_paradigm(family, "Masc"), "Ins")
    assert new_given == decline(given, person_paradigm(given, "Masc"), "Ins")


def test_a_woman_keeps_a_feminine_family_name() -> None:
    surrogate = _surrogate("Mluvil jsem s paní Evou Novákovou.", "Evou Novákovou")
    assert surrogate is not None
    given, family = surrogate.split()
    assert family.endswith("ou") and given.endswith("ou")


def test_a_town_becomes_a_town_in_the_same_case() -> None:
    surrogate = _surrogate("Bydlím v Chomutově už léta.", "Chomutově", place=True)
    assert surrogate is not None and surrogate != "Chomutově"
    lemma = next(
        lemma
        for lemma in _towns_of("Masc")
        if decline(lemma, paradigm(lemma, place=True), "Loc") == surrogate
    )
    assert lemma


def _towns_of(gender: str) -> list[str]:

    return [lemma for lemma, _, _ in declinable(TOWN, gender, False)]


def test_a_country_becomes_a_country() -> None:
    surrogate = _surrogate("Jezdíme často do Německa na výlety.", "Německa", place=True)
    assert surrogate is not None and surrogate.endswith("ska")


def test_an_adjective_and_noun_place_stays_one_and_agrees() -> None:
    surrogate = _surrogate("Narodil se v Uherském Hradišti roku 1950.", "Uherském Hradišti", True)
    # Hradiště is neuter: an adjective in -ém (-ím if soft: `Dolním`) and a noun of a neuter
    # town in the locative.
    assert surrogate is not None and surrogate.split()[0].endswith(("ém", "ím"))


def test_initials_stay_initials() -> None:
    surrogate = _surrogate("Podle J. Nováka je to jinak.", "J. Nováka")
    assert surrogate is not None
    initial, family = surrogate.split()
    assert len(initial) == 2 and initial.endswith(".") and family != "Nováka"


def test_a_foreign_name_the_tagger_cannot_read_is_left_to_the_undeclined_lists() -> None:
    assert _surrogate("Hrál tam Paul Gascoigne za Lazio.", "Paul Gascoigne") is None


def test_the_replacer_declines_czech_names_in_a_document() -> None:

    text = "Jan Novák přišel. Včera jsem mluvil s Janem Novákem v Chomutově."
    spans = [("Jan Novák", Category.PERSON), ("Janem Novákem", Category.PERSON)]
    spans.append(("Chomutově", Category.LOCATION))
    mentions = []
    for name, category in spans:
        start = text.index(name)
        mentions.append(Mention(start, start + len(name), category, "test", 0.9))
    replacer = Replacer(Config(), FakerSurrogates(b"k" * 32))
    rewrite = replacer.replace(
        Document("d", text, "cs"), mentions, link(text, mentions), Mode.PSEUDONYMIZE
    )
    first = rewrite.text[slice(*rewrite.map_span(mentions[0].start, mentions[0].end))]
    second = rewrite.text[slice(*rewrite.map_span(mentions[1].start, mentions[1].end))]
    given, family = first.split()
    assert second.split() == [
        decline(given, person_paradigm(given, "Masc"), "Ins"),
        decline(family, person_paradigm(family, "Masc"), "Ins"),
    ]
    town = rewrite.text[slice(*rewrite.map_span(mentions[2].start, mentions[2].end))]
    assert town.endswith("ě") and town != "Chomutově"


def test_a_given_name_before_the_family_name_takes_the_short_dative() -> None:
    surrogate = _surrogate("Dopis poslali žalovanému Radku Pospíšilovi včera.", "Radku Pospíšilovi")
    assert surrogate is not None
    given, family = surrogate.split()
    assert family.endswith("ovi") and given.endswith(("u", "i")) and not given.endswith("ovi")


def test_a_vocative_the_tagger_misreads_is_read_as_the_listed_name() -> None:
    surrogate = _surrogate("Dobře. Jano, jak to vypadá s novou kolegyní?", "Jano")
    # Jana's vocative (the tagger's lemma is `jano`, a man): a woman's name in the vocative.
    assert surrogate is not None and surrogate.endswith("o") and surrogate != "Jano"


def test_a_town_by_a_river_becomes_another_in_the_same_case() -> None:
    surrogate = _surrogate("Bydlí v Ústí nad Labem už léta.", "Ústí nad Labem", place=True)
    # Ústí is neuter, in the locative: a neuter town `X nad/pod Y` with X in the locative.
    assert surrogate is not None and surrogate != "Ústí nad Labem"
    head, joiner, _tail = surrogate.split(" ")
    assert joiner in ("nad", "pod") and head.endswith(("u", "ě", "e"))


def test_titles_and_punctuation_inside_a_name_stay() -> None:
    surrogate = _surrogate("Přišel Ing. Petr Kudrnovský včera.", "Ing. Petr Kudrnovský")
    assert surrogate is not None and surrogate.startswith("Ing. ") and "Petr" not in surrogate
    surrogate = _surrogate("Kontakt: Pavel Koubek, DiS, ředitel.", "Pavel Koubek, DiS")
    assert surrogate is not None and surrogate.endswith(", DiS") and "Koubek" not in surrogate


def test_each_attempt_draws_a_candidate_not_drawn_before() -> None:
    sentence = "Bydlím v Chomutově už léta."
    start = sentence.index("Chomutově")
    forms = word_forms(read(sentence, MODEL, FORMS), [(start, start + 9)])[(start, start + 9)]
    drawn = [declined_name("Chomutově", forms, True, _seed, attempt) for attempt in range(30)]
    assert None not in drawn and len(set(drawn)) == 30
    # Every masculine town in -ov/-ín is tried once; after the last there is none to give.
    every = len(_towns_of("Masc")) - 1  # Chomutov itself is none
    assert declined_name("Chomutově", forms, True, _seed, every - 1) is not None
    assert declined_name("Chomutově", forms, True, _seed, every + 5) is None


def test_a_country_is_never_a_continent_or_a_grouping() -> None:

    assert {"Antarktida", "eurozóna"}.isdisjoint(countries(pool=True))
    assert "Itálie" in countries(pool=True)


def test_a_possessive_of_a_name_becomes_the_possessive_of_a_surrogate() -> None:
    surrogate = _surrogate("Saudek fotografoval pro obal Müllerova nového alba.", "Müllerova")
    assert surrogate is not None and surrogate.endswith("ova") and "Müller" not in surrogate
    # The possessive is made of the surrogate the name gets alone (`Müller` -> `X`, `Xova`).
    alone = _surrogate("Včera přišel Müller domů.", "Müller")
    assert alone is not None and surrogate == f"{alone}ova"


def test_an_adjective_and_a_common_noun_keep_the_noun() -> None:
    surrogate = _surrogate("Prezident České republiky přijel.", "České republiky", place=True)
    assert surrogate is not None and surrogate.endswith("é republiky")
    assert not surrogate.startswith("České")


def test_an_ordinary_word_before_a_name_stays_and_a_lower_case_name_part_does_not() -> None:
    surrogate = _surrogate("Kostel svatého Václava stojí.", "svatého Václava")
    assert surrogate is not None and surrogate.startswith("svatého ")
    assert surrogate.endswith("a") and "Václav" not in surrogate
    assert _surrogate("Přišel Jan novák domů.", "Jan novák") is None


def test_a_man_the_tagger_reads_as_neuter_is_still_declined() -> None:
    surrogate = _surrogate("Mluvil s Novákem.", "Novákem")
    assert surrogate is not None and surrogate.endswith("em") and surrogate != "Novákem"


def test_a_country_the_lemmatizer_misses_is_still_a_country() -> None:
    sentence = "Šampionát se uchází s Rakouskem , Maďarskem a Portugalskem ."
    surrogate = _surrogate(sentence, "Portugalskem", place=True)
    assert surrogate is not None and surrogate.endswith("skem") and surrogate != "Portugalskem"


def test_a_continent_becomes_a_continent() -> None:

    surrogate = _surrogate("Jezdí často do Evropy na výlety.", "Evropy", place=True)
    assert surrogate is not None and surrogate != "Evropy"
    assert any(surrogate == decline(c, paradigm(c, True, True), "Gen") for c in continents())


def test_a_foreign_given_name_takes_the_family_names_gender_and_case() -> None:
    surrogate = _surrogate("Kromě úcty k Otto Wagnerovi nemohla nic.", "Otto Wagnerovi")
    assert surrogate is not None
    given, family = surrogate.split()
    assert family.endswith("ovi") and given.endswith(("u", "i")) and "Wagner" not in family


def test_an_adjective_the_lemmatizer_misses_still_agrees() -> None:
    surrogate = _surrogate("Dovolená v Bílých Karpatech na úpatí.", "Bílých Karpatech", True)
    # (The locative plural of a hard adjective or of a soft one: `Bílých`, `Horních`.)
    assert surrogate is not None and surrogate.split()[0].endswith(("ých", "ích"))
    assert surrogate.endswith(("ích", "ech"))


def test_a_town_by_a_river_in_capitals_stays_in_capitals() -> None:
    surrogate = _surrogate("TÝNIŠTĚ NAD ORLICÍ - Za advokátem přišli.", "TÝNIŠTĚ NAD ORLICÍ", True)
    assert surrogate is not None and surrogate.isupper()
    assert surrogate.split()[1] in ("NAD", "POD") and "TÝNIŠTĚ" not in surrogate


def test_a_vocative_family_name_is_read_as_the_listed_name() -> None:
    full = _surrogate("Komu: Petr Svoboda, Brno.", "Petr Svoboda")
    vocative = _surrogate("Dobrý den, pane Svobodo, děkuji.", "Svobodo")
    assert full is not None and vocative is not None
    family = full.split()[1]
    # Svoboda's vocative becomes the vocative of Svoboda's surrogate.
    assert vocative == decline(family, person_paradigm(family, "Masc"), "Voc")


def test_a_womans_family_name_alone_gets_the_surrogate_of_her_full_name() -> None:
    full = _surrogate("Žalobkyně Simony Kratochvílové se domáhala.", "Simony Kratochvílové")
    alone = _surrogate("Kratochvílová mu ji předala v jeho bytě.", "Kratochvílová")
    assert full is not None and alone is not None
    family = full.split()[1]
    assert family.endswith("é") and alone == family[:-1] + "á"


def test_a_company_form_makes_a_name_no_persons() -> None:
    assert _surrogate("Napsala firma Stavby Moravec s.r.o. včera.", "Stavby Moravec s.r.o.") is None


def test_a_name_in_an_organizations_name_is_declined_as_the_persons() -> None:

    generator = FakerSurrogates(b"k" * 32)

    def surrogate(sentence: str, name: str, category: Category) -> str:
        start = sentence.index(name)
        span = (start, start + len(name))
        forms = word_forms(read(sentence, MODEL, FORMS), [span])[span]
        entity = Entity("E", category, name.casefold())
        mention = Mention(*span, category, "test")
        return generator.surrogate(entity, mention, name, grammar_for("cs"), 0, {}, forms)

    person = surrogate("Tomáš Beneš přišel včera.", "Tomáš Beneš", Category.PERSON)
    other = surrogate("Ahoj Tomáši, jak se máš?", "Tomáši", Category.ORGANIZATION)
    given = person.split()[0]
    assert other == decline(given, person_paradigm(given, "Masc"), "Voc")


@pytest.mark.parametrize(
    ("possessive", "name"), [("Hájkův", "Hájek"), ("Markův", "Marek"), ("Kučerův", "Kučera")]
)
def test_a_possessive_whose_stem_changes_matches_the_names_surrogate(
    possessive: str, name: str
) -> None:
    of = _surrogate(f"Byl to {possessive} nápad.", possessive)
    alone = _surrogate(f"Přišel {name} domů.", name)
    assert of is not None and alone is not None and of.endswith("ův")
    # The possessive is made of the genitive's stem of the name's surrogate.
    genitive = decline(alone, person_paradigm(alone, "Masc"), "Gen")
    assert of == genitive[:-1] + "ův"


def test_a_given_name_in_the_short_dative_keeps_the_persons_surrogate() -> None:
    full = _surrogate("Přišel Marek Hájek domů.", "Marek Hájek")
    dative = _surrogate("Mluvili jsme o Marku Hájkovi včera.", "Marku Hájkovi")
    assert full is not None and dative is not None
    given, family = full.split()
    # `Marku` is Marek's short dative here (and Marka's accusative elsewhere).
    assert dative.split() == [
        decline(given, person_paradigm(given, "Masc"), "Dat", before_family=True),
        decline(family, person_paradigm(family, "Masc"), "Dat"),
    ]


def test_a_corpus_of_more_men_than_the_commonest_names_still_gets_listed_names() -> None:

    # As many men as the lists hold names declined alike (`Kovář`, `Kovářem`), which come
    # first: each later one walks past the taken ones to another listed name, never to a
    # pseudo-word.
    pool = declinable(FAMILY, "Masc", False)
    listed = {lemma for lemma, _, _ in pool}
    originals = sorted(lemma for lemma, paradigm, _ in pool if paradigm == "muž")
    assert len(originals) > 90
    replacer = Replacer(Config(), FakerSurrogates(b"k" * 32))
    ledger = Ledger()  # one corpus: the documents share it
    surrogates = []
    for number, name in enumerate(originals):  # one document each, one corpus
        text = f"Včera přišel pan {name} do kanceláře."
        start = text.index(name)
        mentions = [Mention(start, start + len(name), Category.PERSON, "test", 0.9)]
        rewrite = replacer.replace(
            Document(str(number), text, "cs"),
            mentions,
            link(text, mentions),
            Mode.PSEUDONYMIZE,
            ledger=ledger,
        )
        surrogates.append(rewrite.text[slice(*rewrite.map_span(start, start + len(name)))])
    assert set(surrogates) <= listed
    assert len(set(surrogates)) == len(originals)
    assert all(new != old for new, old in zip(surrogates, originals, strict=True))


def _town_lemma(form: str, case: str) -> tuple[str, str]:
    """The listed town (and its paradigm) whose `case` is `form`."""

    for town in listed_names(TOWN, "", more=True):
        name = paradigm(town, place=True)
        if name is not None and decline(town, name, case) == form:  # type: ignore[arg-type]
            return town, name
    raise AssertionError(f"{form} is no listed town's {case}")


@pytest.mark.parametrize("one_document", [False, True])
def test_a_name_read_in_another_case_gets_its_surrogate_in_that_case(one_document: bool) -> None:

    # `Hamburku` is a genitive after `z` and a locative after `v`: one town, in each case.
    texts = ["Vrátil se z Hamburku včera večer.", "Žil dlouho v Hamburku a pak odjel."]
    if one_document:
        texts = [" ".join(texts)]
    replacer = Replacer(Config(), FakerSurrogates(b"k" * 32))
    ledger = Ledger()  # one corpus: the documents share it
    out = []
    for number, text in enumerate(texts):
        mentions = []
        for found in re.finditer("Hamburku", text):
            mentions.append(Mention(found.start(), found.end(), Category.LOCATION, "test", 0.9))
        rewrite = replacer.replace(
            Document(str(number), text, "cs"),
            mentions,
            link(text, mentions),
            Mode.PSEUDONYMIZE,
            ledger=ledger,
        )
        out += [rewrite.text[slice(*rewrite.map_span(m.start, m.end))] for m in mentions]
    town, name = _town_lemma(out[0], "Gen")
    assert out[1] == decline(town, name, "Loc") != out[0]


def test_two_towns_never_share_a_surrogate_in_different_cases() -> None:

    # Towns in -ov, each in a document of one corpus, half in the genitive and half in the
    # locative: no two get one town (`Rousínova` and `Rousínově`).
    towns = [t for t in listed_names(TOWN, "Masc") if t.endswith("ov") and " " not in t][:40]
    replacer = Replacer(Config(), FakerSurrogates(b"towns"))
    ledger = Ledger()  # one corpus: the documents share it
    lemmas = []
    for number, town in enumerate(towns):
        case = ("Gen", "Loc")[number % 2]
        form = decline(town, "hrad", case)
        text = f"Vrátil se z {form} včera." if case == "Gen" else f"Žil dlouho v {form} sám."
        start = text.index(form)
        mentions = [Mention(start, start + len(form), Category.LOCATION, "test", 0.9)]
        rewrite = replacer.replace(
            Document(str(number), text, "cs"),
            mentions,
            link(text, mentions),
            Mode.PSEUDONYMIZE,
            ledger=ledger,
        )
        new = rewrite.text[slice(*rewrite.map_span(start, start + len(form)))]
        lemmas.append(_town_lemma(new, case)[0])
    assert len(set(lemmas)) == len(towns)


def test_a_town_declined_as_a_noun_becomes_one_so_declined_and_an_adjective_an_adjective() -> None:
    sentence = "Bydlela dlouho v Plzni a pak v Rudné."
    spans = {
        name: (sentence.index(name), sentence.index(name) + len(name))
        for name in ("Plzni", "Rudné")
    }
    forms = word_forms(read(sentence, MODEL, FORMS), spans.values())
    for key in range(30):
        seed = lambda text, key=key: zlib.crc32(f"{key}:{text}".encode())  # noqa: E731
        noun = declined_name("Plzni", forms[spans["Plzni"]], True, seed)
        adjective = declined_name("Rudné", forms[spans["Rudné"]], True, seed)
        # Plzeň, a feminine noun, in the locative: no `Rudné`; Rudná, an adjective: `-é`.
        assert noun is not None and not noun.endswith("é")
        assert adjective is not None and adjective.endswith("é")


@pytest.mark.parametrize(
    ("sentence", "name", "endings"),
    [
        # A feminine plural in the nominative (the singular `Karavanka` would read `Karavanky`
        # as its genitive): a plural town in the nominative.
        ("Nad jezerem Wörther See objevily Karavanky , hraniční hory .", "Karavanky", ("ice",)),
        # Read as a masculine nominative, which no form of a feminine `Kopista` is.
        (
            "Výsledky : Meziboří - Všebořice 2 : 2 , Kopisty - Střekov 2 : 1 .",
            "Kopisty",
            ("ov", "ín"),
        ),
    ],
)
def test_a_town_is_declined_into_the_case_read_where_its_lemma_cannot_be_in_it(
    sentence: str, name: str, endings: tuple[str, ...]
) -> None:
    surrogate = _surrogate(sentence, name, place=True)
    assert surrogate is not None and surrogate.endswith(endings)


def test_a_family_name_read_in_a_case_its_given_name_cannot_be_in_takes_the_given_names() -> None:

    # In a judgment's sentence the tagger reads `Galuška` as Galušek's genitive; `Vladimír`
    # is a nominative only, and `Galuška` may be one too: the whole name is a nominative.
    forms = (
        WordForm("Vladimír", "Nom", "Sing", "Masc"),
        WordForm("Galušek", "Gen", "Sing", "Masc"),
    )

    surrogate = declined_name("Vladimír Galuška", forms, False, _seed)
    assert surrogate is not None
    given, family = surrogate.split()
    # Each word is its listed lemma, the nominative.
    assert given in {lemma for lemma, _, _ in declinable(GIVEN, "Masc", False)}
    assert family in {lemma for lemma, _, _ in declinable(FAMILY, "Masc", False)}


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # The tagger lemmatizes `Horákem` as `Horáek`; a title is kept; `Jano` is read as a
        # nominative though it is Jana's vocative: none may make two people share a surrogate
        # in different cases.
        ("Mluvil jsem s panem Horákem včera. Bez pana Haláka to nešlo.", ("Horákem", "Haláka")),
        (
            "Mluvil jsem s Ing. Bošňákem včera. Bez pana Andrášika to nešlo.",
            ("Ing. Bošňákem", "Andrášika"),
        ),
        ("Dobře. Jano, jak to vypadá? Včera volala Jiřina.", ("Jano", "Jiřina")),
    ],
)
def test_two_people_never_share_a_surrogate_in_different_cases(
    text: str, names: tuple[str, str]
) -> None:

    mentions = []
    for name in names:
        start = text.index(name)
        mentions.append(Mention(start, start + len(name), Category.PERSON, "test", 0.9))
    for key in (b"k" * 32, b"other key", b"third key"):
        rewrite = Replacer(Config(), FakerSurrogates(key)).replace(
            Document("d", text, "cs"), mentions, link(text, mentions), Mode.PSEUDONYMIZE
        )
        first, second = (rewrite.text[slice(*rewrite.map_span(m.start, m.end))] for m in mentions)
        assert first.split()[-1][:4] != second.split()[-1][:4]


def test_a_name_in_lower_case_keeps_the_surrogate_of_its_capitalized_writing() -> None:

    replacer = Replacer(Config(), FakerSurrogates(b"k" * 32))

    ledger = Ledger()  # one corpus: the documents share it
    out = []
    for number, (text, name) in enumerate(
        [("Vrátil se z Brna včera.", "Brna"), ("Vrátil se z brna včera.", "brna")]
    ):
        start = text.index(name)
        mentions = [Mention(start, start + len(name), Category.LOCATION, "test", 0.9)]
        rewrite = replacer.replace(
            Document(str(number), text, "cs"),
            mentions,
            link(text, mentions),
            Mode.PSEUDONYMIZE,
            ledger=ledger,
        )
        out.append(rewrite.text[slice(*rewrite.map_span(start, start + len(name)))])
    assert out[1] == out[0].lower()


def test_a_family_name_read_as_a_form_of_a_listed_one_keeps_its_case() -> None:

    # `od Jiří Nováka` (a learner's `Jiří` for `Jiřího`): Nováka is Novák's genitive.
    forms = (WordForm("Jiří", "Nom", "Sing", "Masc"), WordForm("Novák", "Gen", "Sing", "Masc"))

    surrogate = declined_name("Jiří Nováka", forms, False, _seed)
    assert surrogate is not None
    family = surrogate.split()[1]
    lemmas = {lemma: name for lemma, name, _ in declinable(FAMILY, "Masc", False)}
    assert family not in lemmas  # no nominative, but a listed name's genitive
    assert any(decline(lemma, name, "Gen") == family for lemma, name in lemmas.items())


@pytest.mark.parametrize(
    ("text", "name", "category", "key"),
    [
        # The tagger reads many a masculine name in `-em` as a neuter (`Ševčíkem`).
        ("Ten výstup s Gordonem se povedl.", "Gordonem", Category.PERSON, b"k" * 32),
        ("Ten výstup s Gordonem se povedl.", "Gordonem", Category.PERSON, b"towns"),
        ("Zápas s Peškem skončil remízou.", "Peškem", Category.PERSON, b"k" * 32),
        # ... and some a country in `-ie` as a genitive (`Sýrie`).
        ("Nejvýrazněji je zastoupena Francie a Itálie.", "Francie", Category.LOCATION, b"c"),
    ],
)
def test_the_pipeline_reads_the_surrogate_in_the_originals_form(
    text: str, name: str, category: Category, key: bytes
) -> None:
    start = text.index(name)
    mentions = [Mention(start, start + len(name), category, "test", 0.9)]
    rewrite = Replacer(Config(), FakerSurrogates(key)).replace(
        Document("d", text, "cs"), mentions, link(text, mentions), Mode.PSEUDONYMIZE
    )
    new_start, new_end = rewrite.map_span(start, start + len(name))
    assert rewrite.text[new_start:new_end] != name
    before = head_morph(read(text, MODEL, FORMS), start, start + len(name))
    assert agree(before, head_morph(read(rewrite.text, MODEL, FORMS), new_start, new_end))


def test_without_read_back_the_first_surrogate_drawn_stays() -> None:
    text = "Ten výstup s Gordonem se povedl."
    start = text.index("Gordonem")
    mentions = [Mention(start, start + len("Gordonem"), Category.PERSON, "test", 0.9)]
    values = []
    for read_back in (True, False):
        rewrite = Replacer(Config(read_back=read_back), FakerSurrogates(b"k" * 32)).replace(
            Document("d", text, "cs"), mentions, link(text, mentions), Mode.PSEUDONYMIZE
        )
        new_start, new_end = rewrite.map_span(start, start + len("Gordonem"))
        values.append(rewrite.text[new_start:new_end])
        after = head_morph(read(rewrite.text, MODEL, FORMS), new_start, new_end)
        assert agree(head_morph(read(text, MODEL, FORMS), start, start + 8), after) is read_back
    assert values[0] != values[1]


def test_a_keyed_order_puts_the_best_fitting_first_and_the_key_shuffles_it() -> None:
    from pseudonymizer.lexicon.inflection.cs.orders import order_for, shape_of

    shape = shape_of("Novák", "pán")
    orders = [order_for(FAMILY, "Masc", False, "novák", "", shape, seed) for seed in (1, 2)]
    assert orders[0] != orders[1] and sorted(orders[0]) == sorted(orders[1])
    assert all(lemma != "Novák" for lemma, _, _ in orders[0])
    fits = [shape_of(lemma, name) == shape for lemma, name, _ in orders[0]]
    assert fits.index(False) > 20 and not any(fits[fits.index(False) :])
    # A given name keeps its initial's letter first (`M.` and `Marek` get one letter).
    given = order_for(GIVEN, "Masc", False, "marek", "K", shape_of("Marek", "pán"), 3)
    letters = [lemma.startswith("K") for lemma, _, _ in given]
    assert letters[0] and not any(letters[letters.index(False) :])


def test_a_name_after_a_title_in_the_vocative_takes_its_case_and_gender() -> None:
    # The model reads `Vrbečku` alone as a woman's accusative; after `pane`, it is his
    # vocative, and every case of the name is then one lemma.
    sentence = "Vážený pane Vrbečku, děkuji za dopis."
    start = sentence.index("Vrbečku")
    span = (start, start + len("Vrbečku"))
    (form,) = word_forms(read(sentence, MODEL, FORMS), [span])[span]
    assert form is not None and (form.case, form.gender) == ("Voc", "Masc")
    assert inflector_for("cs").lemmas("Vrbečku", (form,)) == "Vrbeček"


@pytest.mark.parametrize(
    ("name", "possessive"), [("Olga", "Olžin"), ("Věrka", "Věrčina"), ("Mirka", "Mirčiných")]
)
def test_a_womans_name_has_its_possessive_adjective(name: str, possessive: str) -> None:
    assert possessive in inflector_for("cs").forms(name)


def test_a_nickname_a_family_name_also_is_is_declined_as_its_surrogate_a_womans() -> None:
    pairs = dict(inflector_for("cs").name_forms("Věrka", "Olga"))
    assert pairs["Věrce"] == "Olze" and pairs["Věrčin"] == "Olžin"
