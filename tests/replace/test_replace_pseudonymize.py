"""pseudonymize: one surrogate per entity, never shared, never spelling an original."""

from __future__ import annotations

import re

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.languages import BUILT_IN
from pseudonymizer.lexicon.attempts import POLICY
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import country_names
from pseudonymizer.link import link
from pseudonymizer.model import Attributes, Document, Entity, Mention, WordForm
from pseudonymizer.replace import Replacer
from pseudonymizer.replace.ledger import Ledger
from pseudonymizer.replace.pseudonymize import REREAD_TRIES, barred, pseudonymize_edits
from pseudonymizer.replace.surrogates import FakerSurrogates
from tests.pseudonymized import run_written

TEXT = (
    "John Smith met Mary Jones in Prague. Later John Smith wrote to john@example.com "
    "about ID AB-123456 and 21.03.2005 from 192.168.1.1 and +420 603 123 456, "
    "see www.example.org. Mary Jones works for Acme Ltd."
)
ITEMS: list[tuple[str, Category, dict]] = [
    ("John Smith", Category.PERSON, {}),
    ("Mary Jones", Category.PERSON, {}),
    ("Prague", Category.LOCATION, {}),
    ("John Smith", Category.PERSON, {}),
    ("john@example.com", Category.EMAIL, {}),
    ("AB-123456", Category.ID, {"kind": "iban"}),
    ("21.03.2005", Category.DATE, {"form": "numeric"}),
    ("192.168.1.1", Category.IP_ADDRESS, {"kind": "ipv4"}),
    ("+420 603 123 456", Category.PHONE, {}),
    ("www.example.org", Category.URL, {}),
    ("Mary Jones", Category.PERSON, {}),
    ("Acme Ltd", Category.ORGANIZATION, {}),
]


def mentions_of(text: str, items) -> list[Mention]:
    result = []
    cursor = 0
    for surface, category, attrs in items:
        start = text.index(surface, cursor)
        cursor = start + len(surface)
        result.append(
            Mention(start, start + len(surface), category, "test", attrs=Attributes(**attrs))
        )
    return result


def surrogates(
    text: str, items, key: bytes, lang: str = "en"
) -> tuple[list[Mention], list[Entity], dict[int, str], str]:
    """Mentions, entities, the surrogate of each mention (by index) and the new text."""
    mentions = mentions_of(text, items)
    entities = link(text, mentions)
    document = Document("d", text, lang)
    edits = pseudonymize_edits(document, mentions, entities, FakerSurrogates(key), Ledger())
    by_span = {(e.start, e.end): e.replacement for e in edits}
    values = {i: by_span[(m.start, m.end)] for i, m in enumerate(mentions)}
    rewrite = Replacer(Config(), FakerSurrogates(key)).replace(
        document, mentions, entities, Mode.PSEUDONYMIZE
    )
    return mentions, entities, values, rewrite.text


@pytest.mark.parametrize("lang", BUILT_IN)
def test_entity_consistency_and_no_sharing(lang: str) -> None:
    mentions, entities, values, _ = surrogates(TEXT, ITEMS, b"key-1", lang)
    index = {id(m): i for i, m in enumerate(mentions)}
    per_entity = []
    for entity in entities:
        entity_values = {values[index[id(m)]] for m in entity.mentions}
        assert len(entity_values) == 1, entity  # same surrogate for every mention
        per_entity.append(entity_values.pop())
    assert len({v.casefold() for v in per_entity}) == len(entities)  # never shared


@pytest.mark.parametrize("lang", BUILT_IN)
def test_surrogate_never_equals_or_contains_an_original(lang: str) -> None:
    mentions, _, values, new_text = surrogates(TEXT, ITEMS, b"key-2", lang)
    originals = {m.text_in(TEXT) for m in mentions}
    for value in values.values():
        assert value not in originals
        for original in originals:
            assert not re.search(rf"(?<!\w){re.escape(original)}(?!\w)", value)
    for original in originals:
        assert not re.search(rf"(?<!\w){re.escape(original)}(?!\w)", new_text), original


def test_same_key_same_output_different_key_different_surrogates() -> None:
    *_, first = surrogates(TEXT, ITEMS, b"same")
    *_, second = surrogates(TEXT, ITEMS, b"same")
    assert first == second
    _, _, values_a, text_a = surrogates(TEXT, ITEMS, b"key-a")
    _, _, values_b, text_b = surrogates(TEXT, ITEMS, b"key-b")
    assert text_a != text_b
    differing = sum(values_a[i] != values_b[i] for i in values_a)
    assert differing >= len(values_a) - 2  # a chance collision or two at most


def test_without_key_runs_differ() -> None:
    mentions = mentions_of(TEXT, ITEMS)
    entities = link(TEXT, mentions)
    document = Document("d", TEXT, "en")
    texts = {
        Replacer(Config()).replace(document, mentions, entities, Mode.PSEUDONYMIZE).text
        for _ in range(3)
    }
    assert len(texts) > 1


def test_category_appropriate_shapes() -> None:
    mentions, _, values, _ = surrogates(TEXT, ITEMS, b"shape")
    by_surface = {m.text_in(TEXT): values[i] for i, m in enumerate(mentions)}

    ident = by_surface["AB-123456"]
    assert re.fullmatch(r"[A-Z]{2}-\d{6}", ident)
    assert "@" in by_surface["john@example.com"]
    assert re.fullmatch(r"\S+@\S+\.\S+", by_surface["john@example.com"])
    ip = by_surface["192.168.1.1"]
    assert re.fullmatch(r"\d{1,3}(\.\d{1,3}){3}", ip) and ip != "192.168.1.1"
    assert sum(c.isdigit() for c in by_surface["+420 603 123 456"]) >= 7
    assert len(by_surface["John Smith"].split()) == 2  # first and last name for a full name
    assert re.search(r"\d", by_surface["21.03.2005"])  # a numeric date stays numeric
    assert "." in by_surface["www.example.org"]


@pytest.mark.parametrize("original", ["AB-123456", "cz65/0800-x", "736028/5163", "A1b2 C3"])
def test_id_keeps_digit_and_letter_layout(original: str) -> None:
    text = f"Number {original} here."
    _, _, values, _ = surrogates(text, [(original, Category.ID, {})], b"layout")
    value = values[0]
    assert len(value) == len(original)
    assert value != original
    for new, old in zip(value, original, strict=True):
        if old.isdigit():
            assert new.isdigit()
        elif old.isalpha():
            assert new.isalpha() and new.isupper() == old.isupper()
        else:
            assert new == old


def test_ipv6_surrogate_is_ipv6() -> None:
    import ipaddress

    text = "From 2001:db8::1 today"
    _, _, values, _ = surrogates(
        text, [("2001:db8::1", Category.IP_ADDRESS, {"kind": "ipv6"})], b"v6"
    )
    assert isinstance(ipaddress.ip_address(values[0]), ipaddress.IPv6Address)


def test_upper_case_original_gets_upper_case_surrogate() -> None:
    text = "Signed: JOHN SMITH"
    _, _, values, _ = surrogates(text, [("JOHN SMITH", Category.PERSON, {})], b"upper")
    assert values[0].isupper()


def test_lower_case_original_gets_lower_case_surrogate() -> None:
    text = "ok so jan novák said hi, ask the lawyer"
    items = [("jan novák", Category.PERSON, {}), ("lawyer", Category.PROFESSION, {})]
    _, _, values, _ = surrogates(text, items, b"lower")
    assert all(value == value.lower() != value.upper() for value in values.values())


def test_many_entities_of_one_category_all_distinct() -> None:
    names = [f"Person{chr(ord('A') + i)}" for i in range(26)]
    text = " ".join(names)
    items = [(name, Category.PERSON, {}) for name in names]
    _, entities, values, _ = surrogates(text, items, b"many")
    assert len(entities) == 26
    assert len({v.casefold() for v in values.values()}) == 26


class _Scripted:
    """A surrogate generator that proposes collisions first: the original, an original of
    another entity, the value of an earlier entity, then fresh names."""

    def __init__(self, proposals: dict[str, list[str]]) -> None:
        self.proposals = proposals
        self.calls: list[tuple[str, int]] = []

    def surrogate(
        self, entity, mention, original, grammar, attempt, names, forms=(), nominative=False, **_
    ) -> str:
        if not nominative:  # an attempt's dictionary form is no new attempt
            self.calls.append((original, attempt))
        options = self.proposals[original]
        return options[min(attempt, len(options) - 1)]

    def name_key(self, original, grammar, category, forms, family) -> None:
        return None  # no names declined

    def for_document(self, anchor, clock, year=None) -> _Scripted:
        return self  # no dates


def test_collisions_with_originals_and_other_entities_are_retried() -> None:
    text = "Anna met Eva."
    mentions = mentions_of(text, [("Anna", Category.PERSON, {}), ("Eva", Category.PERSON, {})])
    entities = link(text, mentions)
    generator = _Scripted(
        {
            "Anna": ["Anna", "Eva", "Eva Braun", "Zoe"],  # itself, another original, contains it
            "Eva": ["Zoe", "ZOE", "Ida"],  # the surrogate taken by Anna, in any case
        }
    )
    edits = pseudonymize_edits(Document("d", text, "en"), mentions, entities, generator, Ledger())
    assert [e.replacement for e in edits] == ["Zoe", "Ida"]
    assert generator.calls == [
        ("Anna", 0), ("Anna", 1), ("Anna", 2), ("Anna", 3),
        ("Eva", 0), ("Eva", 1), ("Eva", 2),
    ]  # fmt: skip


def test_two_families_never_share_a_family_surrogate() -> None:
    # (A judgment's chargehand took the defendant's surrogate family name: one family of two.)
    text = "Lee Knowsley hired Craig Tansey."
    items = [("Lee Knowsley", Category.PERSON, {}), ("Craig Tansey", Category.PERSON, {})]
    mentions = mentions_of(text, items)
    generator = _Scripted(
        {
            "Lee Knowsley": ["Ricky Vaughan"],
            "Craig Tansey": ["Daniel Vaughan", "Daniel Newman"],
        }
    )
    edits = pseudonymize_edits(
        Document("d", text, "en"), mentions, link(text, mentions), generator, Ledger()
    )
    assert [e.replacement for e in edits] == ["Ricky Vaughan", "Daniel Newman"]


def test_gives_up_loudly_when_no_fresh_surrogate() -> None:
    text = "Anna"
    mentions = mentions_of(text, [("Anna", Category.PERSON, {})])
    generator = _Scripted({"Anna": ["Anna"]})
    with pytest.raises(RuntimeError, match="no unused surrogate"):
        pseudonymize_edits(
            Document("d", text, "en"), mentions, link(text, mentions), generator, Ledger()
        )
    # (Every draw again once only its own original bars them: none is free.)
    assert len(generator.calls) == 2 * POLICY.tries


def test_a_draw_spelling_only_another_entitys_original_is_taken_rather_than_none() -> None:
    # (A title's year the document's shift moves onto a year the document names made every
    # draw of it spell an original: the whole document failed.)
    text = "Anna met Eva."
    mentions = mentions_of(text, [("Anna", Category.PERSON, {}), ("Eva", Category.PERSON, {})])
    generator = _Scripted({"Anna": ["Eva"], "Eva": ["Zoe"]})
    edits = pseudonymize_edits(
        Document("d", text, "en"), mentions, link(text, mentions), generator, Ledger()
    )
    assert [e.replacement for e in edits] == ["Eva", "Zoe"]


def test_two_entities_never_share_a_surrogate_across_the_corpus() -> None:
    # The generator proposes `Zoe` for everyone first; where the documents share a ledger (the
    # corpus scope) the second document's person (another entity) must take the next value,
    # where each has its own (the document scope) not.
    def run(shared: bool) -> list[str]:
        replacer = Replacer(Config(), _Scripted({"Anna": ["Zoe", "Ida"], "Eva": ["Zoe", "Ida"]}))
        ledger = Ledger() if shared else None
        values = []
        for text in ("Anna came.", "Eva came.", "Anna left."):
            document = Document(text, text, "en")
            mentions = mentions_of(text, [(text.split()[0], Category.PERSON, {})])
            entities = link(text, mentions)
            rewrite = replacer.replace(
                document,
                mentions,
                entities,
                Mode.PSEUDONYMIZE,
                ledger=ledger,
            )
            values.append(rewrite.text.split()[0])
        return values

    assert run(shared=True) == ["Zoe", "Ida", "Zoe"]  # Anna keeps hers in the third document
    assert run(shared=False) == ["Zoe", "Zoe", "Zoe"]


def test_a_corpus_with_more_names_than_the_lists_still_gets_distinct_surrogates() -> None:
    # 600 different Czech family names, one per document, under the corpus scope: Faker's
    # Czech lists hold fewer, so other locales' lists and then pseudo-words take over.
    replacer = Replacer(Config(), FakerSurrogates(b"many"))
    ledger = Ledger()  # one corpus: the documents share it
    values = set()
    for i in range(600):
        name = "Novák" + "".join(chr(ord("a") + int(d)) for d in str(i))
        text = f"Pan {name} přišel."
        mentions = mentions_of(text, [(name, Category.PERSON, {})])
        rewrite = replacer.replace(
            Document(str(i), text, "cs"),
            mentions,
            link(text, mentions),
            Mode.PSEUDONYMIZE,
            ledger=ledger,
        )
        values.add(rewrite.text)
    assert len(values) == 600


def test_a_span_of_symbols_alone_gets_a_numbered_tag_when_nothing_else_differs() -> None:
    replacer = Replacer(Config(), FakerSurrogates(b"sym"))
    ledger = Ledger()  # one corpus: the documents share it
    outputs = []
    for i, text in enumerate(["Paid in € here.", "Paid in $ here."]):
        symbol = text.split()[2]
        mentions = mentions_of(text, [(symbol, Category.OTHER, {})])
        rewrite = replacer.replace(
            Document(str(i), text, "de"),
            mentions,
            link(text, mentions),
            Mode.PSEUDONYMIZE,
            ledger=ledger,
        )
        outputs.append(rewrite.text.split()[2])
    assert all(value.startswith("[OTHER-") for value in outputs)
    assert outputs[0] != outputs[1]


def test_postcodes_and_house_numbers_keep_their_writing() -> None:
    text = "bytem Nádražní 1127/43, 702 00 Ostrava; Invalidenstraße 12a, 10115 Berlin"
    items = [
        ("1127/43", Category.STREET_NUMBER, {}),
        ("702 00", Category.ZIP, {}),
        ("12a", Category.STREET_NUMBER, {}),
        ("10115", Category.ZIP, {}),
    ]
    _, _, values, _ = surrogates(text, items, b"key-zip", "cs")
    assert re.fullmatch(r"[1-9]\d{3}/[1-9]\d", values[0])
    assert re.fullmatch(r"7\d\d \d\d", values[1]) and values[1] != "702 00"
    assert re.fullmatch(r"[1-9]\d[a-z]", values[2])
    assert re.fullmatch(r"1\d{4}", values[3]) and values[3] != "10115"


def test_an_entity_keeps_the_surrogate_an_earlier_document_gave_it() -> None:
    # The generator would answer otherwise the second time (a tagger reading the same name
    # differently in another sentence): the scope remembers what the entity was given.
    scope = Ledger()
    first = _Scripted({"Anna": ["Zoe"]})
    second = _Scripted({"Anna": ["Ida"]})
    for generator, expected in ((first, "Zoe"), (second, "Zoe")):
        text = "Anna came."
        mentions = mentions_of(text, [("Anna", Category.PERSON, {})])
        edits = pseudonymize_edits(
            Document("d", text, "en"), mentions, link(text, mentions), generator, scope
        )
        assert [e.replacement for e in edits] == [expected]


def test_known_corpus_originals_keep_an_entity_consistent_across_documents() -> None:
    # `Zoe` is a person of the second document: known in advance, Anna never takes it, so
    # Anna is `Ida` in both documents instead of `Zoe` in the first and `Ida` in the second.
    scope = Ledger()
    replacer = Replacer(Config(), _Scripted({"Anna": ["Zoe", "Ida"], "Zoe": ["Mia"]}))
    replacer.forbid([("Anna", Category.PERSON, "en"), ("Zoe", Category.PERSON, "en")])
    texts = ["Anna came.", "Anna met Zoe."]
    values = []
    for number, text in enumerate(texts):
        items = [("Anna", Category.PERSON, {})]
        if "Zoe" in text:
            items.append(("Zoe", Category.PERSON, {}))
        mentions = mentions_of(text, items)
        document = Document(str(number), text, "en")
        entities = link(text, mentions)
        rewrite = replacer.replace(document, mentions, entities, Mode.PSEUDONYMIZE, ledger=scope)
        values.append(rewrite.text.split()[0])
    assert values == ["Ida", "Ida"]


def test_a_remembered_surrogate_takes_the_case_of_each_writing() -> None:
    scope = Ledger()
    for text, expected in (("RUSKO je velké.", "ŠVÉDSKO"), ("Rusko je velké.", "Švédsko")):
        generator = _Scripted({"RUSKO": ["ŠVÉDSKO"], "Rusko": ["Polsko"]})
        mentions = mentions_of(text, [(text.split()[0], Category.LOCATION, {})])
        edits = pseudonymize_edits(
            Document("d", text, "cs"), mentions, link(text, mentions), generator, scope
        )
        assert [e.replacement for e in edits] == [expected]


@pytest.mark.parametrize(
    ("text", "full", "alone", "lang"),
    [
        ("Jonas Albrecht schrieb. Später kam Albrecht.", "Jonas Albrecht", "Albrecht", "de"),
        ("Anna Marek napisała. Potem przyszedł Marek.", "Anna Marek", "Marek", "pl"),
    ],
)
def test_a_family_name_alone_that_is_also_a_given_name_stays_the_family_name(
    text: str, full: str, alone: str, lang: str
) -> None:
    items = [(full, Category.PERSON, {}), (alone, Category.PERSON, {})]
    for key in (b"one key", b"another key"):
        _, _, values, _ = surrogates(text, items, key, lang)
        assert values[1] == values[0].split()[-1]


def test_a_czech_family_name_alone_that_is_also_a_given_name_is_declined_as_one() -> None:
    text = "Petr Tomáš přišel včera. Potom odešel Tomáš domů."
    mentions = mentions_of(
        text, [("Petr Tomáš", Category.PERSON, {}), ("Tomáš", Category.PERSON, {})]
    )
    document = Document("d", text, "cs")
    rewrite = Replacer(Config(), FakerSurrogates(b"k" * 32)).replace(
        document, mentions, link(text, mentions), Mode.PSEUDONYMIZE
    )
    full, alone = (rewrite.text[slice(*rewrite.map_span(m.start, m.end))] for m in mentions)
    assert alone == full.split()[1] and alone != "Tomáš"


def test_a_persons_name_found_as_another_category_gets_the_persons_surrogate() -> None:
    text = "Helen Marsh chaired. Signed: HELEN MARSH, for Marsh Holdings. Later Helen left."
    items = [
        ("Helen Marsh", Category.PERSON, {}),
        ("HELEN MARSH", Category.OTHER, {}),
        ("Marsh Holdings", Category.ORGANIZATION, {}),
        ("Helen", Category.PERSON, {}),
    ]
    for key in (b"one key", b"another key"):
        _, _, values, rewritten = surrogates(text, items, key)
        given, family = values[0].split()
        # `marsh` is an ordinary English word: it still may not stay in the OTHER or company.
        assert values[1] == f"{given} {family}".upper()
        assert values[2] == f"{family} Holdings" and values[3] == given
        assert "marsh" not in rewritten.casefold() and "helen" not in rewritten.casefold()


def test_every_weekday_of_a_document_moves_by_one_shift() -> None:
    days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    text = " ".join(f"We met on {day}." for day in days)
    items = [(day, Category.DATE, {}) for day in days]
    for key in (b"one key", b"another key"):
        _, _, values, _ = surrogates(text, items, key)
        # A shifted weekday may be another weekday of the document: it names no one.
        offsets = {(days.index(values[i]) - i) % 7 for i in range(7)}
        assert len(offsets) == 1


def test_no_surrogate_names_a_family_name_inside_another_original() -> None:
    text = "Firma Hájek a Vlček s.r.o. platí. Jednatel Petr Hájek podepsal."
    items = [
        ("Hájek a Vlček s.r.o.", Category.ORGANIZATION, {}),
        ("Petr Hájek", Category.PERSON, {}),
    ]
    for key in (bytes([i]) * 32 for i in range(30)):
        *_, rewritten = surrogates(text, items, key, "cs")
        # `Vlček` is a real partner: no one else's surrogate may bear his name.
        assert "vlček" not in rewritten.casefold() and "hájek" not in rewritten.casefold()


@pytest.mark.parametrize(
    ("text", "name", "kept", "category", "lang"),
    [
        ("Judge Ingrid Solberg ruled.", "Judge Ingrid Solberg", "Judge", Category.PERSON, "en"),
        ("Richter Weber entschied.", "Richter Weber", "Richter", Category.PERSON, "de"),
        (
            "Walt Disney Company sued.",
            "Walt Disney Company",
            "Company",
            Category.ORGANIZATION,
            "en",
        ),
    ],
)
def test_a_title_or_ordinary_word_the_surrogate_keeps_does_not_bar_it(
    text: str, name: str, kept: str, category: Category, lang: str
) -> None:
    # The kept word (`Judge`, `Richter`, `Company`) is a family name of some list too.
    for key in (b"a", b"k1", b"k2"):
        _, _, values, _ = surrogates(text, [(name, category, {})], key, lang)
        assert kept in values[0].split() and values[0] != name


def test_a_person_named_like_a_month_still_bars_their_name() -> None:
    text = "May wrote. Paul Brown, Lisa Green, Mark Hill and Sara Wood replied."
    items = [(n, Category.PERSON, {}) for n in ("May", "Paul Brown", "Lisa Green")]
    items += [(n, Category.PERSON, {}) for n in ("Mark Hill", "Sara Wood")]
    for key in (bytes([i]) * 8 for i in range(12)):
        *_, rewritten = surrogates(text, items, key)
        assert not re.search(r"\bMay\b", rewritten)


def test_a_czech_family_surrogate_is_no_given_name_of_the_document() -> None:
    text = "Napsal jsem Marku Hájkovi. Marek Hájek odpověděl."
    names = [("Marku Hájkovi", Category.PERSON, {}), ("Marek Hájek", Category.PERSON, {})]
    mentions = mentions_of(text, names)
    for key in (b"k2" * 16, b"k3" * 16, b"k4" * 16):
        rewrite = Replacer(Config(), FakerSurrogates(key)).replace(
            Document("d", text, "cs"), mentions, link(text, mentions), Mode.PSEUDONYMIZE
        )
        dative, nominative = (
            rewrite.text[slice(*rewrite.map_span(m.start, m.end))] for m in mentions
        )
        assert "Mar" not in dative + nominative  # neither Marek nor a surrogate built on him
        assert dative.split()[1][:3] == nominative.split()[1][:3]  # one family name


def test_an_initial_found_alone_does_not_bar_initials_of_its_letter() -> None:
    # `D.` names no one, and barring it would bar every surrogate initial `D.` of the corpus
    # (`O Henryho` -> `D Konečného`); an age of `7` is still barred, and so is a name.
    found = [("D.", Category.PERSON), ("D", Category.PERSON), ("7", Category.AGE)]
    found.append(("Dan", Category.PERSON))
    assert barred((text, category, "cs") for text, category in found) == {"7", "Dan"}


def test_a_legal_form_or_an_ordinary_word_found_alone_bars_no_surrogate_firm() -> None:
    # `LLP` cut from a cited firm, or `Junction` read as a body, names no one: barred, every
    # surrogate firm of that form (or holding that word) would spell it and the draw fail.
    # A family name found as an organization, and a person's name, are still barred.
    found = [("LLP", Category.OTHER), ("Ltd", Category.ORGANIZATION)]
    found += [("Junction", Category.ORGANIZATION), ("Smith", Category.ORGANIZATION)]
    found.append(("Harriet Quennell", Category.PERSON))
    assert barred((text, category, "en") for text, category in found) == {
        "Smith",
        "Harriet Quennell",
    }


def test_firms_surrogates_stay_firms_where_a_legal_form_was_found_alone() -> None:
    text = (
        "The claimant instructed Pemberton Greaves Solicitors LLP. The defendant instructed "
        "Ashcombe Farrant LLP. Counsel cited Lacey v Mordaunt (Freight) LLP on costs.\n"
    )
    firms = ["Pemberton Greaves Solicitors LLP", "Ashcombe Farrant LLP"]
    mentions = [
        Mention(text.index(firm), text.index(firm) + len(firm), Category.ORGANIZATION, "t")
        for firm in firms
    ]
    start = text.rindex("LLP")
    mentions.append(Mention(start, start + 3, Category.OTHER, "t"))
    rewrite = Replacer(Config(), FakerSurrogates(b"k5" * 16)).replace(
        Document("d", text, "en"), mentions, link(text, mentions), Mode.PSEUDONYMIZE
    )
    for mention in mentions[:2]:
        surrogate = rewrite.text[slice(*rewrite.map_span(mention.start, mention.end))]
        assert surrogate.endswith(" LLP")  # a firm of the same form, no pseudo-word
        assert all(word[:1].isupper() and word[1:].islower() for word in surrogate.split()[:-1])


@pytest.mark.parametrize(("lang", "countries"), [("de", ("DE", "AT", "CH")), ("sv", ("SE",))])
def test_a_corpus_naming_more_towns_than_fakers_lists_gets_real_towns_of_the_language(
    lang: str, countries: tuple[str, ...]
) -> None:
    from pseudonymizer.replace.places import real_towns

    # More towns than Faker lists for the language (German 392, Swedish 45), one per
    # document of one corpus: each becomes a real town where the language is spoken, not a
    # town of another language's lists. (A town in -s may read as a genitive: not here.)
    towns = real_towns(countries, lang)
    originals = [town for town in towns if " " not in town and town[-1] not in "sßxz"]
    originals = originals[: 450 if lang == "de" else 120]
    replacer = Replacer(Config(), FakerSurrogates(b"towns"))
    replacer.forbid((town, Category.LOCATION, lang) for town in originals)
    for number, town in enumerate(originals):
        text = f"{town} liegt im Norden."
        mentions = mentions_of(text, [(town, Category.LOCATION, {})])
        rewrite = replacer.replace(
            Document(str(number), text, lang), mentions, link(text, mentions), Mode.PSEUDONYMIZE
        )
        new = rewrite.text.removesuffix(" liegt im Norden.")
        assert new in towns and new not in originals


def test_a_german_corpus_naming_more_people_than_germanys_list_gets_german_names() -> None:
    from pseudonymizer.lexicon.substitutes import family_names

    # A corpus naming every family name of Faker's German list (406), each after `Herr`: none
    # is left for a surrogate, and Austria's and Switzerland's lists serve, not another
    # language's. (A name in -s may read as a genitive: not here.)
    originals = [name for name in family_names("de_DE", "male") if name[-1] not in "sßxz"]
    german = family_names("de_DE+de_AT+de_CH", "male")
    replacer = Replacer(Config(), FakerSurrogates(b"names"))
    replacer.forbid((f"Herr {name}", Category.PERSON, "de") for name in originals)
    for number, name in enumerate(originals):
        text = f"Gestern kam Herr {name} ins Büro."
        mentions = mentions_of(text, [(f"Herr {name}", Category.PERSON, {})])
        rewrite = replacer.replace(
            Document(str(number), text, "de"), mentions, link(text, mentions), Mode.PSEUDONYMIZE
        )
        new = rewrite.text.removeprefix("Gestern kam ").removesuffix(" ins Büro.")
        assert new.startswith("Herr ") and new.split()[-1] in german


NAMES = ["Zoe", "Ida", "Ema", "Ela", "Ina", "Iva", "Ola", "Uma", "Ava"]


class _Reader:
    """A pipeline that reads a feminine nominative where the original stands, and reads only
    the names of `alike` so in its place; what it is given to read goes to `asked`."""

    FEMININE = (frozenset({"Nom"}), frozenset({"Sing"}), frozenset({"Fem"}))
    MASCULINE = (frozenset({"Nom"}), frozenset({"Sing"}), frozenset({"Masc"}))

    def __init__(self, alike: set[str], asked: list[list[str]]) -> None:
        self.alike, self.asked = alike, asked

    def before(self, start: int, end: int):
        return self.FEMININE

    def heads(self, text: str, spans):
        values = [text[start:end] for start, end in spans]
        self.asked.append(values)
        return [self.FEMININE if value in self.alike else self.MASCULINE for value in values]


def _read_back(text: str, alike: set[str], asked: list[list[str]], scope: Ledger) -> str:
    """The surrogate of the one name of `text`, read back by a pipeline that reads only the
    names of `alike` in the original's form."""
    name = text.split()[0]
    mentions = mentions_of(text, [(name, Category.PERSON, {})])
    forms = {(0, len(name)): (WordForm(name, "Nom", "Sing", "Fem"),)}
    edits = pseudonymize_edits(
        Document("d", text, "cs"),
        mentions,
        link(text, mentions),
        _Scripted({name: NAMES}),
        scope,
        forms=forms,
        read_back=_Reader(alike, asked),  # type: ignore[arg-type]
    )
    return edits[0].replacement


def test_a_declined_surrogate_read_in_another_form_gives_way_to_one_read_alike() -> None:
    asked: list[list[str]] = []
    assert _read_back("Anna came.", {"Ema"}, asked, Ledger()) == "Ema"
    # The first in the rewritten text, then the next free ones, one a round, until one reads
    # alike.
    assert asked == [["Zoe"], ["Ida"], ["Ema"]]


def test_the_first_free_surrogate_stays_when_none_reads_alike() -> None:
    asked: list[list[str]] = []
    assert _read_back("Anna came.", set(), asked, Ledger()) == "Zoe"
    assert sum(len(values) for values in asked) == REREAD_TRIES


def test_a_surrogate_given_before_is_not_read_again() -> None:
    scope = Ledger()
    assert _read_back("Anna came.", {"Ida"}, [], scope) == "Ida"
    asked: list[list[str]] = []
    assert _read_back("Anna left.", set(), asked, scope) == "Ida"  # the corpus's, kept
    assert asked == []


def _read_back_two(proposals: dict[str, list[str]], alike: set[str]) -> list[str]:
    """The surrogates of `Anna` and `Bara`, read back by a pipeline that reads only the names
    of `alike` in the originals' form."""
    text = "Anna a Bara přišly."
    mentions = mentions_of(text, [(name, Category.PERSON, {}) for name in proposals])
    forms = {(m.start, m.end): (WordForm(m.text_in(text), "Nom", "Sing", "Fem"),) for m in mentions}
    edits = pseudonymize_edits(
        Document("d", text, "cs"),
        mentions,
        link(text, mentions),
        _Scripted(proposals),
        Ledger(),
        forms=forms,
        read_back=_Reader(alike, []),  # type: ignore[arg-type]
    )
    return [edit.replacement for edit in edits]


def test_a_name_read_alike_keeps_its_surrogate_when_another_gives_one_up() -> None:
    # Anna's `Xena` reads otherwise and gives way to `Pia`; Bara, read alike with `Yva`, must
    # not take the `Xena` Anna gave up, which was never read in her place.
    proposals = {"Anna": ["Xena", "Pia", "Zoe"], "Bara": ["Xena", "Yva", "Ola"]}
    assert _read_back_two(proposals, {"Pia", "Yva"}) == ["Pia", "Yva"]


def test_the_surrogate_read_alike_is_the_one_given_whatever_came_between() -> None:
    # Anna's seventh further surrogate reads alike; Bara's `Yva`, which Anna's list also holds,
    # stands before it in the list but not in the text.
    filler = [f"Ca{i}" for i in range(1, 7)]
    proposals = {"Anna": ["Xena", *filler, "Yva", "Pia", "Zed"], "Bara": ["Yva", "Ola"]}
    assert _read_back_two(proposals, {"Pia", "Yva"}) == ["Pia", "Yva"]


def test_two_names_never_take_the_same_surrogate_read_alike() -> None:
    proposals = {"Anna": ["Xena", "Pia"], "Bara": ["Yva", "Pia", "Ola"]}
    assert _read_back_two(proposals, {"Pia", "Ola"}) == ["Pia", "Ola"]


@pytest.mark.parametrize("key", (b"short-1", b"short-2", b"short-3"))
@pytest.mark.parametrize("lang", BUILT_IN)
def test_short_numbers_of_a_long_document_stay_numbers_of_their_kind(lang: str, key: bytes) -> None:
    # Every one-digit house and flat number is an original of the document: checked against
    # every original, their draws would all collide and fall to pseudo-words (`Flat 3` ->
    # `Ywcg 0`, `1` -> `0`). Only its own value bars a short number; two house numbers still
    # never share one.
    lines = [f"Witness at {n} Mill Lane, Flat {n % 9 + 1}, for {n} days." for n in range(1, 41)]
    text = "\n".join(lines)
    items = []
    for n in range(1, 41):
        items += [
            (str(n), Category.STREET_NUMBER, {}),
            (f"Flat {n % 9 + 1}", Category.STREET_NUMBER, {}),
            (str(n), Category.OTHER, {}),
        ]
    mentions, _, values, _ = surrogates(text, items, key, lang)
    given: dict[str, set[str]] = {}
    for i, mention in enumerate(mentions):
        if mention.category is Category.STREET_NUMBER:
            given.setdefault(mention.text_in(text), set()).add(values[i])
    assert len(given) == 49
    for original, value in given.items():
        assert len(value) == 1, original  # every mention of one number alike
        [new] = value
        unit = "Flat " if original.startswith("Flat") else ""
        assert re.fullmatch(rf"{unit}[1-9]\d*", new), (original, new)  # never `0`, `00`
        assert new != original
    assert len({value.pop() for value in given.values()}) == len(given)  # never shared


def test_a_house_number_may_share_an_ages_surrogate_never_another_house_numbers() -> None:
    text = "House 3, aged 6, house 4."
    items = [
        ("3", Category.STREET_NUMBER, {}),
        ("6", Category.AGE, {}),
        ("4", Category.STREET_NUMBER, {}),
    ]
    mentions = mentions_of(text, items)
    generator = _Scripted({"3": ["3", "5"], "6": ["5"], "4": ["4", "5", "6"]})
    edits = pseudonymize_edits(
        Document("d", text, "en"), mentions, link(text, mentions), generator, Ledger()
    )
    # Its own value bars each; the age may be `5`, a house number's surrogate; the second
    # house number may not, but may be `6`, another original.
    assert [e.replacement for e in edits] == ["5", "5", "6"]


# A profession in a sentence of each language whose job list writes some titles as a head and
# its kind after a comma (`Engineer, production`); Swedish has no list of its own, Faker's
# English one serves.
PROFESSIONS = {
    "en": ("She was represented by a lawyer practising in Leeds.", "lawyer"),
    "cs": ("Zastupoval ho psycholog z Brna.", "psycholog"),
    "hu": ("A gépíró Budapesten dolgozik.", "gépíró"),
    "sv": ("Hon arbetar som accountant i Lund.", "accountant"),
    # Polish lists `Doradca podatkowy w Polsce`: a country in a job, which is no plain name.
    "pl": ("Lokal obejrzał niezależny rzeczoznawca z Torunia.", "rzeczoznawca"),
}


@pytest.mark.parametrize("lang", sorted(PROFESSIONS))
def test_a_profession_surrogate_is_a_plain_job_name(lang: str) -> None:
    text, job = PROFESSIONS[lang]
    for key in range(40):
        _, _, values, rewritten = surrogates(
            text, [(job, Category.PROFESSION, {})], f"job-{key}".encode(), lang
        )
        assert "," not in values[0] and "(" not in values[0], values[0]
        # No name inside the job, and one word for one where the list has one-word jobs.
        assert not any(word[:1].isupper() for word in values[0].split()[1:]), values[0]
        assert len(values[0].split()) == len(job.split()), values[0]
        if lang == "en":  # `a` or `an` as the new job's sound asks
            article = re.search(r"\b(an?) (\w)", rewritten[text.index(" a ") :])
            assert article is not None
            assert (article[1] == "an") is (article[2].lower() in "aeiou"), rewritten


# A country in each language, as a case's title writes it (capitals) and as a sentence does.
COUNTRIES = {
    "en": "Romania",
    "cs": "Rumunsko",
    "pl": "Rumunia",
    "de": "Rumänien",
    "sv": "Rumänien",
    "hu": "Románia",
}


@pytest.mark.parametrize("lang", sorted(COUNTRIES))
@pytest.mark.parametrize("category", [Category.LOCATION, Category.ORGANIZATION, Category.OTHER])
def test_a_country_is_replaced_by_a_country_in_its_case(lang: str, category: Category) -> None:
    countries = {country.casefold() for country in country_names(lang)}
    for written in (COUNTRIES[lang], COUNTRIES[lang].upper()):
        text = f"CASE v. {written}"
        for key in range(5):
            _, _, values, _ = surrogates(
                text, [(written, category, {})], f"country-{key}".encode(), lang
            )
            value = values[0]
            assert value.casefold() in countries and value.casefold() != written.casefold()
            assert value.isupper() is written.isupper(), value


# A company at a sentence's end in each language whose legal forms end in a period: the
# sentence's period is the form's too, outside the mention.
COMPANIES = {
    "cs": ("Pracuji jako vedoucí logistiky, Moravské pivovary a.s.", "Moravské pivovary a.s"),
    "pl": ("Pracuję w firmie Browary Polskie sp. z o.o.", "Browary Polskie sp. z o.o"),
    "hu": ("A kárt a Duna Biztosító Zrt.", "Duna Biztosító Zrt"),
    "en": ("She works for Acme Widgets Inc.", "Acme Widgets Inc"),
}


@pytest.mark.parametrize("lang", sorted(COMPANIES))
def test_a_surrogate_ending_in_a_period_shares_the_texts_period(lang: str) -> None:
    text, company = COMPANIES[lang]
    for key in range(30):
        _, _, values, rewritten = surrogates(
            text, [(company, Category.ORGANIZATION, {})], f"company-{key}".encode(), lang
        )
        assert not rewritten.endswith(".."), rewritten
        assert rewritten.endswith(".") and values[0] in rewritten


def test_a_short_number_never_spells_another_kinds_original() -> None:
    # An age of the document is someone's data: a house number drawn as `70` next to the age
    # `70` would show it, so the house number takes its next draw.
    text = "House 3, aged 70, house 4."
    items = [
        ("3", Category.STREET_NUMBER, {}),
        ("70", Category.AGE, {}),
        ("4", Category.STREET_NUMBER, {}),
    ]
    mentions = mentions_of(text, items)
    generator = _Scripted({"3": ["70", "5"], "70": ["71"], "4": ["3", "6"]})
    edits = pseudonymize_edits(
        Document("d", text, "en"), mentions, link(text, mentions), generator, Ledger()
    )
    # `4` may still take `3`, another house number's original: short numbers bar only each other's
    # surrogates, not one another's originals.
    assert [e.replacement for e in edits] == ["5", "71", "3"]


def test_a_particle_of_a_name_bars_no_surrogate() -> None:
    # (`De` of `Anne De Vries` is a family name of the lists: barred, every surrogate of
    # `Maria de Souza`, which keeps its `de`, spelled it, and the name became a pseudo-word.)
    found = barred(
        [("Anne De Vries", Category.PERSON, "en"), ("Pieter Van Dam", Category.PERSON, "en")]
    )
    assert "Anne De Vries" in found and "De" not in found and "Van" not in found


@pytest.mark.parametrize("key", [b"first key", b"second key", b"third key"])
def test_names_with_particles_keep_them_beside_real_names(key: bytes) -> None:
    text = (
        "Anne De Vries and Maria de Souza met Mr Di Marco.\n"
        "The lease passed to Pieter Van Dam, who wrote to Ms Van der Berg and to J. De Meyer."
    )
    _, output = run_written(text, "en", key)
    words = output.split()
    for particle in ("De", "de", "Di", "Van", "der"):
        assert words.count(particle) == text.split().count(particle)
    for original in ("Anne", "Vries", "Maria", "Souza", "Marco", "Pieter", "Dam", "Berg", "Meyer"):
        assert original not in re.findall(r"\w+", output)
    # Each name's words are names of the lists, no pseudo-word among them.
    names = [w for w in re.findall(r"[A-Z][a-z]+", output) if w not in ("De", "Di", "Van")]
    listed = family_names() | given_names()
    assert all(name in listed for name in names if name not in ("The", "Mr", "Ms"))
