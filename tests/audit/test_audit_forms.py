"""The certain leaks: an entity's surface forms left standing in an output, by offset."""

from __future__ import annotations

from pseudonymizer.audit.auditor import Auditor
from pseudonymizer.audit.findings import Finding
from pseudonymizer.categories import Category
from pseudonymizer.lexicon.grammar import grammar_for
from pseudonymizer.model import Document, Edit, Mention, apply_edits


def _mention(
    text: str, surface: str, category: Category = Category.PERSON, nth: int = 0
) -> Mention:
    start = -1
    for _ in range(nth + 1):
        start = text.index(surface, start + 1)
    return Mention(start, start + len(surface), category, "test")


def _audit(
    text: str, lang: str, replaced: dict[str, str], category: Category = Category.PERSON
) -> tuple[str, list[Finding]]:
    """Replace the first occurrence of each key by its value and audit the output."""
    mentions = [_mention(text, surface, category) for surface in replaced]
    mentions.sort(key=lambda m: m.start)
    edits = [Edit(m.start, m.end, replaced[m.text_in(text)]) for m in mentions]
    rewrite = apply_edits(text, edits)
    auditor = Auditor(Document("d", text, lang), mentions, grammar_for(lang))
    return rewrite.text, auditor.audit(rewrite)


def _found(output: str, findings: list[Finding], certain: bool = True) -> list[tuple[str, str]]:
    return [(f.kind, output[f.start : f.end]) for f in findings if f.certain is certain]


def test_the_original_left_elsewhere_is_a_certain_leak_and_the_surrogate_is_not() -> None:
    output, findings = _audit("Jan Novák wrote. Novák signed.", "cs", {"Jan Novák": "Petr Dvořák"})
    assert output == "Petr Dvořák wrote. Novák signed."
    assert _found(output, findings) == [("part", "Novák")]
    assert all(output[f.start : f.end] != "Petr Dvořák" for f in findings)


def test_each_word_of_a_name_in_capitals_lower_case_or_without_diacritics_is_found() -> None:
    text = "Jan Novák came. NOVÁK left, novák stayed, Novak too."
    output, findings = _audit(text, "cs", {"Jan Novák": "Petr Dvořák"})
    assert _found(output, findings) == [("part", "NOVÁK"), ("folded", "Novak")]
    # In lower case a name of the lists may be the word too: suspected (`novák`, a novice).
    assert _found(output, findings, certain=False) == [("part", "novák")]


def test_the_forms_a_language_writes_a_name_in_are_found() -> None:
    german = "Hans Becker kam. Beckers Wohnung ist frei, Familie Becker grüßt."
    output, findings = _audit(german, "de", {"Hans Becker": "Emre Schütz"})
    assert _found(output, findings) == [("form", "Beckers"), ("part", "Becker")]
    czech = "Jaroslav Kučera hraje. Kučerovi nic neřekli, Kučerův pes štěká."
    output, findings = _audit(czech, "cs", {"Jaroslav Kučera": "Miroslav Beneš"})
    assert _found(output, findings) == [("form", "Kučerovi"), ("form", "Kučerův")]
    polish = "Rozmawiałam z Markiem Nowakiem. Marku, dziękuję."
    output, findings = _audit(polish, "pl", {"Markiem Nowakiem": "Jackiem Szramem"})
    assert ("form", "Marku") in _found(output, findings, certain=False)
    hungarian = "Kovács Anna írt. Kovácsnak válaszoltam."
    output, findings = _audit(hungarian, "hu", {"Kovács Anna": "Szalai Gabriella"})
    assert _found(output, findings) == [("form", "Kovácsnak")]


def test_a_name_inside_an_address_or_a_user_name_is_found() -> None:
    text = "Erik Nilsson skrev. Mejla erik.nilsson92@example.se eller eriknilsson92 på chatten."
    output, findings = _audit(text, "sv", {"Erik Nilsson": "Sten Hosseini"})
    assert [kind for kind, _ in _found(output, findings)] == ["inside", "inside"]


def test_an_ordinary_word_that_was_a_name_is_a_leak_only_where_written_as_one() -> None:
    text = "Rose Bramble wrote. The bramble grew. Bramble agreed. Ask Bramble, she said."
    output, findings = _audit(text, "en", {"Rose Bramble": "Ann Cole"})
    # `bramble` in lower case is the word; `Bramble` opening a sentence may be either.
    assert _found(output, findings) == [("part", "Bramble")]
    assert _found(output, findings, certain=False) == [("part", "Bramble")]
    # A name of the language's lists is read as the name wherever it is capitalized.
    text = "Rose Marsh wrote. The marsh was wet. Marsh agreed."
    output, findings = _audit(text, "en", {"Rose Marsh": "Ann Cole"})
    assert _found(output, findings) == [("part", "Marsh")]


def test_a_word_right_beside_a_persons_surrogate_is_a_certain_leak_though_ordinary() -> None:
    text = "Nagy Mária elnök. Mária és Nagy Mária jöttek."
    mentions = [_mention(text, "Nagy Mária"), _mention(text, "Mária", nth=1)]
    mentions.append(_mention(text, "Mária", nth=2))
    rewrite = apply_edits(text, [Edit(m.start, m.end, "Ilona") for m in mentions])
    findings = Auditor(Document("d", text, "hu"), mentions, grammar_for("hu")).audit(rewrite)
    assert _found(rewrite.text, findings) == [("part", "Nagy")]


def test_a_lower_case_word_the_run_once_took_for_a_name_is_only_suspected() -> None:
    text = "It's late. They said it's fine."
    output, findings = _audit(text, "en", {"It's": "[OTHER]"}, Category.OTHER)
    assert _found(output, findings) == []
    assert _found(output, findings, certain=False) == [("original", "it's")]


def test_strings_that_name_no_one_and_strings_kept_public_are_no_forms() -> None:
    text = "Mr A had two children. Brno is big. Brno and Mr A again, two of them."
    mentions = [_mention(text, "A", Category.PERSON), _mention(text, "two", Category.AGE)]
    rewrite = apply_edits(text, [Edit(m.start, m.end, "X") for m in mentions])
    auditor = Auditor(Document("d", text, "en"), mentions, grammar_for("en"), public=["Brno"])
    assert [f for f in auditor.audit(rewrite) if f.certain] == []


def test_a_file_name_holding_a_name_is_found() -> None:
    text = "Liebe Frau Müller, danke."
    mention = _mention(text, "Müller")
    auditor = Auditor(Document("d", text, "de"), [mention], grammar_for("de"))
    path = "briefe/Brief an Frau Müller – 16.3..txt"
    found = [(f.kind, f.where, path[f.start : f.end]) for f in auditor.name(path)]
    assert ("original", "name", "Müller") in found
    assert ("date", "name", "16.3.") in found


def test_a_name_word_its_own_surrogate_still_holds_is_a_certain_leak() -> None:
    output, findings = _audit("Pozdravuj Petra a Honzu.", "cs", {"Pozdravuj Petra": "Kovář Petra"})
    assert _found(output, findings) == [("kept", "Petra")]
    output, findings = _audit(
        "Klinikum Großhadern", "de", {"Klinikum Großhadern": "Klinikum Nord"}, Category.ORGANIZATION
    )
    assert _found(output, findings) == []  # the ordinary word of a company's name may stay


def test_a_listed_name_kept_by_its_surrogate_is_found_though_also_a_word() -> None:
    output, findings = _audit(
        "Üdvözlettel:\nKovács Zsuzsa\n", "hu", {"Kovács Zsuzsa": "Major Zsuzsa"}, Category.OTHER
    )
    assert _found(output, findings) == [("kept", "Zsuzsa")]
    output, findings = _audit(
        "The Leeds City Council's plan.",
        "en",
        {"Leeds City Council's": "Bath City Council's"},
        Category.ORGANIZATION,
    )
    assert _found(output, findings) == []


def test_a_title_and_the_kind_words_after_a_firms_name_are_no_kept_names() -> None:
    """`Lord` is a title, `Trading Estate` and `Property Law LLP` say what the name names: a
    surrogate keeping them shows no one; its founder's name kept is still found."""
    output, findings = _audit(
        "Lord Rodger of Earlsferry agreed.", "en", {"Lord Rodger": "Lord Faulkner"}
    )
    assert _found(output, findings) == []
    output, findings = _audit(
        "Unit 4, Marlpit Trading Estate, and Brackwell Property Law LLP.",
        "en",
        {
            "Marlpit Trading Estate": "Joyce Trading Estate",
            "Brackwell Property Law LLP": "Emily Property Law LLP",
        },
        Category.OTHER,
    )
    assert _found(output, findings) == []
    output, findings = _audit(
        "Kiss Kft. ajánlata", "hu", {"Kiss Kft.": "Kiss Bt."}, Category.ORGANIZATION
    )
    assert _found(output, findings) == [("kept", "Kiss")]


def test_a_place_of_one_word_that_is_also_a_word_is_found_in_its_other_forms() -> None:
    # `Italien` is a word of the German tables; a place's name of one word is still the name,
    # so its genitive is looked for too (suspected: a German noun's capital says nothing).
    text = "Sie lebt in Italien. Italiens Küste ist lang."
    output, findings = _audit(text, "de", {"Italien": "Norwegen"}, Category.LOCATION)
    assert _found(output, findings, certain=False) == [("form", "Italiens")]


def test_a_name_in_lower_case_that_is_no_word_so_written_is_suspected() -> None:
    # German tables keep the capital of nouns: `italien` is no German word, it is the name
    # written in lower case (a chat's); `weiß` is a word, and stays one.
    text = "Sie lebt in Italien. Er schrieb: ich war in italien. Herr Weiß weiß es."
    mentions = [_mention(text, "Italien", Category.LOCATION), _mention(text, "Weiß")]
    rewrite = apply_edits(text, [Edit(m.start, m.end, "X") for m in mentions])
    findings = Auditor(Document("d", text, "de"), mentions, grammar_for("de")).audit(rewrite)
    assert _found(rewrite.text, findings, certain=False) == [("original", "italien")]
    english = "Rose Bramble wrote. The bramble grew."
    _, findings = _audit(english, "en", {"Rose Bramble": "Ann Cole"})
    assert findings == []


def test_a_word_of_an_organizations_name_in_lower_case_is_the_word() -> None:
    # An organization's name is made of words; one of them in lower case is the word
    # (`administrative`), though the whole name in lower case is still suspected.
    text = "The Supreme Administrative Court ruled. An administrative fee was paid."
    text += " The supreme administrative court agreed."
    output, findings = _audit(
        text, "en", {"Supreme Administrative Court": "Acme Board"}, Category.ORGANIZATION
    )
    assert _found(output, findings) == []
    assert _found(output, findings, certain=False) == [("original", "supreme administrative court")]


def test_a_fresh_finding_where_this_output_wrote_nothing_is_passed_over() -> None:
    # What a fresh detection found in the pseudonymized output lies, in the removed one,
    # where nothing was written: it is no finding there, and no error.
    text = "Call Bob Jones now."
    mention = _mention(text, "Bob Jones")
    removed = apply_edits(text, [Edit(mention.start, mention.end, "")])
    auditor = Auditor(Document("d", text, "en"), [mention], grammar_for("en"))
    detected = Mention(mention.start, mention.end, Category.PERSON, "ner")
    assert auditor.audit(removed, [detected]) == []


def test_a_surrogate_keeping_a_legal_form_a_lower_case_word_or_an_acronym_keeps_no_name() -> None:
    output, findings = _audit(
        "Sold by Acme Widgets LLC today.", "en", {"Acme Widgets LLC": "Bolt Tools LLC"},
        Category.ORGANIZATION,
    )  # fmt: skip
    assert _found(output, findings) == []
    output, findings = _audit(
        "Na náměstí svatého Václava.", "cs", {"náměstí svatého Václava": "náměstí svatého Jiří"},
        Category.LOCATION,
    )  # fmt: skip
    assert _found(output, findings) == []
