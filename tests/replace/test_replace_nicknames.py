"""Nicknames in chats: a person called by their given name in one line and by its nickname in
another (`Ondřej` and `ondro`, `Helena` and `lenchen`) is one person, and the nickname becomes
the nickname of that person's surrogate (or the surrogate's given name, where the table lists
none for it), in the form and case the message wrote it in, in every language; a handle
spelling the nickname spells the surrogate's."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.grammar import grammar_for
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.nicknames import nicknames_of
from pseudonymizer.lexicon.substitutes import given_gender
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.emails import ascii_word
from pseudonymizer.replace.surrogates import FakerSurrogates

KEY = b"nickname key"

# A chat whose first speaker is named by a given name and called by its nickname by the
# second: the speaker's name, the nickname as written, and the nickname's nominative.
CHATS = {
    "cs": (
        "[10:42] Ondřej: ahoj, jdeme zítra na chatu?\n[10:43] Verča: dobře ondro, jdeme\n",
        "Ondřej",
        "ondro",
        "Ondra",
    ),
    "pl": (
        "[10:42] Katarzyna: cześć, widzimy się jutro?\n[10:43] Tomasz: jasne kasiu, do jutra\n",
        "Katarzyna",
        "kasiu",
        "Kasia",
    ),
    "de": (
        "[10:42] Helena: hallo zusammen, sehen wir uns morgen?\n"
        "[10:43] Markus: klar lenchen, bis morgen\n",
        "Helena",
        "lenchen",
        "Lenchen",
    ),
    "sv": (
        "[10:42] Kristina: hej, ses vi i morgon?\n[10:43] Johan: ja stina, det gör vi\n",
        "Kristina",
        "stina",
        "Stina",
    ),
    "hu": (
        "[10:42] Katalin: sziasztok, holnap találkozunk?\n[10:43] Péter: igen kati, holnap\n",
        "Katalin",
        "kati",
        "Kati",
    ),
    "en": (
        "[10:42] Robert: hi all, meet tomorrow?\n[10:43] Anna: sure robbie, see you\n",
        "Robert",
        "robbie",
        "Robbie",
    ),
}


@cache
def _pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(KEY))


def _run(text: str, lang: str) -> Result:
    [result] = _pipeline().run([Document("chat", text, lang)])
    return result


def _written(result: Result, start: int, end: int) -> str:
    [edit] = [
        e for e in result.rewrites[Mode.PSEUDONYMIZE].edits if (e.start, e.end) == (start, end)
    ]
    return edit.replacement


@pytest.mark.parametrize("lang", sorted(CHATS))
def test_a_nickname_becomes_the_nickname_of_the_speakers_surrogate(lang: str) -> None:
    text, name, nickname, nominative = CHATS[lang]
    result = _run(text, lang)
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    assert f" {nickname}" not in output and name not in output
    speaker = text.index(name)
    surrogate = _written(result, speaker, speaker + len(name))
    called = text.rindex(nickname)
    written = _written(result, called, called + len(nickname))
    assert written.islower() and written != nickname
    # The surrogate's nickname (the one at the original nickname's place in the table), else
    # its given name, in the nickname's form.
    new = nicknames_of(lang, surrogate) or (surrogate,)
    forms = {form.lower() for nick in new for form in {nick, *_forms(lang, nick)}}
    assert written in forms
    if nickname != nominative.lower():  # a vocative, written as the surrogate's vocative
        pairs = dict(grammar_for(lang).inflector.name_forms(nominative, written.capitalize()))
        assert pairs.get(nickname.capitalize(), written.capitalize()).lower() == written


def _forms(lang: str, name: str) -> frozenset[str]:
    return grammar_for(lang).inflector.forms(name)


def test_a_nickname_written_as_a_name_is_the_same_persons() -> None:
    text = "[10:42] Ondřej: ahoj všichni\n[10:43] Verča: Ondra říkal, že přijde\n"
    result = _run(text, "cs")
    surrogate = _written(result, text.index("Ondřej"), text.index("Ondřej") + 6)
    written = _written(result, text.index("Ondra"), text.index("Ondra") + 5)
    assert written in (nicknames_of("cs", surrogate) or (surrogate,))


def test_two_persons_of_the_given_name_leave_the_nickname_apart() -> None:
    """Whose nickname it is, the text does not say: it gets a surrogate of its own."""
    text = "[10:42] Ondřej Novák: ahoj\n[10:43] Ondřej Svoboda: čau\n[10:44] Verča: Ondra přijde\n"
    result = _run(text, "cs")
    written = _written(result, text.index("Ondra"), text.index("Ondra") + 5)
    given = {
        _written(result, text.index(name), text.index(name) + len(name)).split()[0]
        for name in ("Ondřej Novák", "Ondřej Svoboda")
    }
    assert written != "Ondra"
    assert not any(written in (*nicknames_of("cs", g), g) for g in given)


@pytest.mark.parametrize(
    ("lang", "text", "handle"),
    [
        ("cs", "[10:42] Ondřej: napište mi na @ondra_n\n", "@ondra_n"),
        ("en", "[10:42] Robert: ping me at @bob_77\n", "@bob_77"),
    ],
)
def test_a_handle_spelling_a_nickname_spells_the_surrogates(
    lang: str, text: str, handle: str
) -> None:
    result = _run(text, lang)
    name = text.split("] ")[1].split(":")[0]
    surrogate = _written(result, text.index(name), text.index(name) + len(name))
    written = _written(result, text.index(handle), text.index(handle) + len(handle))
    nick = nicknames_of(lang, surrogate)
    assert written.split("_")[0] == "@" + ascii_word(nick[0] if nick else surrogate)


@pytest.mark.parametrize("nickname", ["Verča", "Míša", "Dáša"])
def test_a_czech_nickname_after_a_soft_consonant_is_found_in_the_vocative(nickname: str) -> None:
    vocative = nickname[:-1].lower() + "o"
    text = f"[10:42] {nickname}: ahoj\n[10:43] Tomáš: čau {vocative}, jak je?\n"
    result = _run(text, "cs")
    surrogate = _written(result, text.index(nickname), text.index(nickname) + len(nickname))
    called = text.index(vocative)
    written = _written(result, called, called + len(vocative))
    assert vocative not in result.rewrites[Mode.PSEUDONYMIZE].text
    assert written.islower()
    assert written in {form.lower() for form in _forms("cs", surrogate) | {surrogate}}


@pytest.mark.parametrize(
    ("lang", "text", "name", "handle", "nicknamed"),
    [
        ("cs", "[10:42] Jan Novák: napiš mi na jan.novak99\n", "Jan Novák", "jan.novak99", False),
        (
            "en",
            "[10:42] Robert Smith: I'm rob_smith77 there\n",
            "Robert Smith",
            "rob_smith77",
            True,
        ),
    ],
)
def test_a_user_name_without_its_at_is_built_from_the_persons_surrogate(
    lang: str, text: str, name: str, handle: str, nicknamed: bool
) -> None:
    """`jan.novak99` -> the surrogate's given and family name and two digits; `rob_smith77`,
    of Robert's nickname, -> the surrogate's nickname where the table has one."""
    result = _run(text, lang)
    given, family = _written(result, text.index(name), text.index(name) + len(name)).split()
    written = _written(result, text.index(handle), text.index(handle) + len(handle))
    first = given
    if nicknamed and nicknames_of(lang, given):
        first = nicknames_of(lang, given)[0]
    joiner = "." if "." in handle else "_"
    assert written[:-2] == f"{ascii_word(first)}{joiner}{ascii_word(family)}"
    assert written[-2:].isdigit() and handle not in result.rewrites[Mode.PSEUDONYMIZE].text


# A speaker named by a nickname in full or alone, called in the vocative by another: the
# speaker's name, the vocative as written.
VOCATIVES = {
    "full name, a soft nickname": (
        "[10:42] Zbyňa Kolář: kdo jede v sobotu?\n[10:43] Eliška: Zbyňo, já určitě\n",
        "Zbyňa Kolář",
        "Zbyňo",
    ),
    "full name, a nickname no table holds": (
        "[10:42] Mára Kolář: kdo jede v sobotu?\n[10:43] Eliška: Máro, já určitě\n",
        "Mára Kolář",
        "Máro",
    ),
    "one word": (
        "[10:42] Jarda: kdo jede v sobotu?\n[10:43] Eliška: Jardo, já určitě\n",
        "Jarda",
        "Jardo",
    ),
}


@pytest.mark.parametrize("case", sorted(VOCATIVES))
def test_a_nickname_in_the_vocative_is_the_speakers_given_name_in_the_vocative(
    case: str,
) -> None:
    text, speaker, vocative = VOCATIVES[case]
    result = _run(text, "cs")
    start = text.index(speaker)
    given = _written(result, start, start + len(speaker)).split()[0]
    called = text.index(vocative, start + len(speaker))
    written = _written(result, called, called + len(vocative))
    # The same person's given name, in another case than the speaker's nominative.
    assert written != given
    assert written in grammar_for("cs").inflector.forms(given)


# Two nicknames side by side, the second in the accusative (a man takes a woman along), and
# the woman's nickname alone in an oblique case: each a given name of its own gender.
TWO = "[10:42] Eliška: a bere Standa Verču? nebo jedou zvlášť\n[10:43] Jirka: jedou s Verčou\n"


def test_two_nicknames_in_two_cases_are_two_persons_of_their_genders() -> None:
    result = _run(TWO, "cs")
    edits = {TWO[edit.start : edit.end]: edit for edit in result.rewrites[Mode.PSEUDONYMIZE].edits}
    assert {"Standa", "Verču", "Verčou"} <= set(edits)
    assert given_gender("cs_CZ", edits["Standa"].replacement) == "male"
    for form in ("Verču", "Verčou"):
        lemma = edits[form].lemma or edits[form].replacement
        assert given_gender("cs_CZ", lemma) == "female"
        assert edits[form].replacement != lemma  # in the case the text wrote


# A speaker's nickname longer than the given name it opens with (an English habit): a man's.
@pytest.mark.parametrize("nickname", ["Robbo", "Jonno"])
def test_a_nickname_opening_with_a_given_name_keeps_its_gender(nickname: str) -> None:
    text = f"[10:42] {nickname}: pub later?\n[10:43] Anna: sure\n"
    result = _run(text, "en")
    written = _written(result, text.index(nickname), text.index(nickname) + len(nickname))
    assert given_gender(get_language("en").names_locale, written) == "male"


def test_two_cases_of_one_given_name_alone_keep_their_cases() -> None:
    text = "Spotkałem wczoraj Agnieszkę w parku. Przekaż Agnieszce, że dzwoniłem.\n"
    result = _run(text, "pl")
    edits = {text[edit.start : edit.end]: edit for edit in result.rewrites[Mode.PSEUDONYMIZE].edits}
    accusative, dative = edits["Agnieszkę"], edits["Agnieszce"]
    assert accusative.replacement != dative.replacement
    assert accusative.lemma == dative.lemma  # one person, one surrogate
    assert accusative.replacement != accusative.lemma  # in the case the text wrote


def _entity_words(result: Result, word: str) -> set[str]:
    """The words written of the person one mention `word` is of."""
    text = result.document.text
    [entity] = [
        e for e in result.entities if any(text[m.start : m.end] == word for m in e.mentions)
    ]
    return {text[m.start : m.end] for m in entity.mentions}


def test_a_speakers_nickname_in_a_case_and_her_possessive_are_hers() -> None:
    text = (
        "[09:01] Zuzka Malá: ahoj, jdeme v pátek?\n"
        "[09:02] Petr Dlouhý: jasně, zuzko. Zuzčin bratr taky?\n"
    )
    result = _run(text, "cs")
    assert {"zuzko", "Zuzčin"} <= _entity_words(result, "Zuzka Malá")
    start = text.index("Zuzčin")
    assert _written(result, start, start + len("Zuzčin")).endswith("in")


def test_a_case_of_the_given_name_a_speakers_nickname_is_of_is_the_speakers() -> None:
    text = "[09:01] Venca Dlouhý: ahoj, jdeme v pátek?\n[09:02] Eva Malá: jasně, Václave.\n"
    result = _run(text, "cs")
    assert "Václave" in _entity_words(result, "Venca Dlouhý")
    start = text.index("Václave")
    assert _written(result, start, start + len("Václave")).endswith("e")


def test_a_polish_diminutive_in_the_vocative_is_the_speakers() -> None:
    text = "[09:01] Jan Kos: cześć, idziemy?\n[09:02] Ewa Wilk: tak, Jasiu, idziemy.\n"
    result = _run(text, "pl")
    assert "Jasiu" in _entity_words(result, "Jan Kos")
    assert "Jasiu" not in result.rewrites[Mode.PSEUDONYMIZE].text


def test_two_nicknames_of_one_given_name_are_one_person() -> None:
    text = "[09:01] Janek Kos: cześć, idziemy?\n[09:02] Ewa Wilk: tak, Jasiu, idziemy.\n"
    result = _run(text, "pl")
    assert "Jasiu" in _entity_words(result, "Janek Kos")
    start = text.index("Jasiu")
    surrogate = _written(result, 8, 17)
    assert _written(result, start, start + 5) not in surrogate.split()[1:]


@pytest.mark.parametrize(
    ("text", "wife", "nickname"),
    [
        (
            "A szomszédunk, Bodnár Lászlóné, tanítónő volt.\n\nLaci bácsi mindig horgászott.\n",
            "Bodnár Lászlóné",
            "Laci",
        ),
        (
            "Nagynéném, Kerekes Istvánné, szakácsnő volt.\n\nPisti bácsit a vásáron láttam.\n",
            "Kerekes Istvánné",
            "Pisti",
        ),
    ],
)
def test_a_husbands_nickname_beside_his_wifes_name_is_his_given_names_surrogate(
    text: str, wife: str, nickname: str
) -> None:
    """A Hungarian wife named by her husband's name with `-né`: his nickname alone is the
    surrogate's husband's given name (or its nickname), never the family name's surrogate."""
    result = _run(text, "hu")
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    surrogate = _written(result, text.index(wife), text.index(wife) + len(wife))
    family, marked = surrogate.split()
    assert wife.split()[0] not in output and wife.split()[1] not in output
    husband = grammar_for("hu").inflector.split(marked)[0]
    written = _written(result, text.index(nickname), text.index(nickname) + len(nickname))
    assert written != family
    assert written in (husband, *nicknames_of("hu", husband))


@pytest.mark.parametrize(
    ("text", "nickname"),
    [
        ("Mesélő: Kiss Andrásné, 1950.\nAz Andris bácsit a bálban ismertem meg.\n", "Andris"),
        ("Mesélő: Kiss Andrásné, 1950.\nAz esküvőn Andris is táncolt.\n", "Andris"),
    ],
)
def test_a_husbands_nickname_joined_to_his_wifes_married_name_is_his_given_names(
    text: str, nickname: str
) -> None:
    """`Kiss Andrásné` (Mrs András Kiss) names a wife by her husband's name; his nickname,
    joined to her, gets the surrogate husband's given name or its nickname, no family name."""
    result = _run(text, "hu")
    married = _written(result, text.index("Kiss"), text.index("Kiss") + len("Kiss Andrásné"))
    family, husband = married.split(" ")
    start = text.rindex(nickname)
    written = _written(result, start, start + len(nickname))
    stem, _ = grammar_for("hu").inflector.split(husband)
    assert written in {stem, *nicknames_of("hu", stem)}
    assert written != family


def test_a_family_name_alone_beside_a_married_name_is_still_the_family_names() -> None:
    text = "Mesélő: Kiss Andrásné, 1950.\nA Kiss család a faluban élt.\n"
    result = _run(text, "hu")
    married = _written(result, text.index("Kiss"), text.index("Kiss") + len("Kiss Andrásné"))
    start = text.rindex("Kiss")
    assert _written(result, start, start + 4) == married.split(" ")[0]


@pytest.mark.parametrize(
    ("text", "nickname"),
    [("Apám akkor még Palkó volt.", "Palkó"), ("Tegnap Jankó is eljött a bálba.", "Jankó")],
)
def test_a_diminutive_no_table_lists_alone_gets_a_given_name(text: str, nickname: str) -> None:
    result = _run(text, "hu")
    start = text.index(nickname)
    written = _written(result, start, start + len(nickname))
    assert written in given_names() and written not in family_names()
