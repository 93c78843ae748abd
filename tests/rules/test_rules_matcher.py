"""Matcher: which rules apply to a mention (NE type, exact words, lemmas) and where creating
rules occur, on real analyses (the plain tokenizer, Morfeusz's lemmas and a spaCy Doc)."""

from __future__ import annotations

import spacy
from spacy.tokens import Doc

from pseudonymizer.analyze import Analysis
from pseudonymizer.categories import Category
from pseudonymizer.model import Mention
from pseudonymizer.rules import Rule
from pseudonymizer.rules.matcher import Matcher, Tokens


def plain(text: str) -> Tokens:
    return Tokens.of(Analysis(text, "en"))


def lemmatized(words: list[str], lemmas: list[str]) -> tuple[str, Tokens]:
    """A Doc as a lemmatizing pipeline leaves it: its tokens are the rules', not its lemmas
    (detection never runs a lemmatizer, so it finds the same whatever the run replaces)."""
    doc = Doc(spacy.blank("cs").vocab, words=words, lemmas=lemmas)
    return doc.text, Tokens.of(Analysis(doc.text, "cs", doc))


def at(text: str, surface: str, category: Category = Category.PERSON) -> Mention:
    start = text.index(surface)
    return Mention(start, start + len(surface), category, "ner")


def test_ne_type_rules_match_the_mentions_category() -> None:
    text = "Anna came on Monday."
    date, person = Rule.of("ne_type", "DATE", 1), Rule.of("ne_type", "PERSON", -1)
    matcher = Matcher([date, person])
    assert matcher.votes(at(text, "Monday", Category.DATE), plain(text)) == [date]
    assert matcher.votes(at(text, "Anna"), plain(text)) == [person]
    assert matcher.votes(at(text, "came", Category.OTHER), plain(text)) == []


def test_word_rules_need_the_exact_case_sensitive_token_sequence() -> None:
    text = "Dr. John Smith met john smith and John Smithson."
    rule = Rule.of("word", "John Smith", -1)
    matcher = Matcher([rule])
    tokens = plain(text)
    assert matcher.votes(at(text, "John Smith"), tokens) == [rule]
    assert matcher.votes(at(text, "john smith"), tokens) == []
    assert matcher.votes(at(text, "John Smithson"), tokens) == []
    assert matcher.votes(at(text, "Dr. John Smith"), tokens) == []


def test_line_breaks_and_runs_of_space_are_single_separators() -> None:
    text = "Signed:\n\nJohn  \n Smith"
    rule = Rule.of("word", "John Smith", -1)
    assert Matcher([rule]).votes(at(text, "John  \n Smith"), plain(text)) == [rule]
    words = ["Signed", ":", "\n\n", "John", "Smith"]
    _, tokens = lemmatized(words, ["sign", ":", "\n\n", "john", "smith"])
    assert tokens.words == ["Signed", ":", "John", "Smith"]


def test_a_token_cut_by_the_mention_counts_with_its_part_inside() -> None:
    text, tokens = lemmatized(
        ["Write", "mail:Anna@example.org"], ["write", "mail:anna@example.org"]
    )
    start = text.index("Anna")
    assert tokens.within(start, len(text)) == (("Anna@example.org",), ("anna@example.org",))
    rule = Rule.of("word", "Anna@example.org", -1)
    assert Matcher([rule]).votes(Mention(start, len(text), Category.EMAIL, "email"), tokens) == [
        rule
    ]


def test_lemma_rules_match_any_form_of_the_sequence_ignoring_case() -> None:
    # Polish lemmas come from Morfeusz's dictionary: `Janem Kowalskim` is `jan kowalski`.
    text = "Rozmawiałem z Janem Kowalskim i z JANEM KOWALSKIM."
    tokens = Tokens.of(Analysis(text, "pl"))
    rule = Rule.of("lemma", "Jan Kowalski", -1)
    matcher = Matcher([rule])
    assert matcher.votes(at(text, "Janem Kowalskim"), tokens) == [rule]
    assert matcher.votes(at(text, "JANEM KOWALSKIM"), tokens) == [rule]
    assert matcher.votes(at(text, "Kowalskim"), tokens) == []
    words = Matcher([Rule.of("word", "Jan Kowalski", -1)])
    assert words.votes(at(text, "Janem Kowalskim"), tokens) == []


def test_without_a_lemmatizer_lemmas_are_the_lower_cased_tokens() -> None:
    text = "ZORBLAX and Zorblax"
    rule = Rule.of("lemma", "zorblax", -1)
    assert Matcher([rule]).votes(at(text, "ZORBLAX", Category.OTHER), plain(text)) == [rule]


def test_user_rules_are_decisions_not_votes() -> None:
    text = "Judge Anna Novak"
    user = Rule.of("user", "Anna Novak", 1)
    matcher = Matcher([user, Rule.of("user", "anna novak", -1)])
    assert matcher.votes(at(text, "Anna Novak"), plain(text)) == []
    assert matcher.user(at(text, "Anna Novak"), plain(text)) == [user]


def test_rules_with_the_same_condition_all_apply() -> None:
    text = "Anna"
    first, second = Rule.of("word", "Anna", -0.5), Rule.of("word", "Anna", -0.5)
    assert len(Matcher([first, second]).votes(at(text, "Anna"), plain(text))) == 2


def test_occurrences_of_creating_rules_in_one_pass() -> None:
    text = "Zorblax met Blue Falcon; the zorblax team and Blue Falcon Two. Blue falcon."
    word = Rule.of("word", "Blue Falcon", -1, "OTHER")
    lemma = Rule.of("lemma", "ZORBLAX", -1, "OTHER")
    longer = Rule.of("word", "Blue Falcon Two", -1, "OTHER")
    voting_only = Rule.of("word", "team", -1)
    found = [
        (o.start, o.end, text[o.start : o.end], o.rules)
        for o in Matcher([word, lemma, longer, voting_only]).occurrences(plain(text))
    ]
    falcons = [i for i in range(len(text)) if text.startswith("Blue Falcon", i)]
    assert found == [
        (0, 7, "Zorblax", (lemma,)),
        (falcons[0], falcons[0] + 11, "Blue Falcon", (word,)),
        (text.index("zorblax"), text.index("zorblax") + 7, "zorblax", (lemma,)),
        (falcons[1], falcons[1] + 11, "Blue Falcon", (word,)),
        (falcons[1], falcons[1] + 15, "Blue Falcon Two", (longer,)),
    ]


def test_no_rules_means_an_empty_matcher() -> None:
    assert not Matcher([])
    assert Matcher([Rule.of("ne_type", "DATE", 0)])
