"""The language's cues for the words of letters, chats and forum posts that name no one, with
the real pipelines: a sentence's or chat line's first word that the morphology reads as an
ordinary word, a mail program's `Re:` before a subject, a platform's name, a job title after a
person's name. Each is kept as written with its cue shown; the names beside them are still
replaced."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document, Mention, Status
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules.ordinary import SOURCE


@cache
def pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"initial"))


def run(text: str, lang: str) -> Result:
    return next(pipeline().run([Document("d", text, lang)]))


def output(result: Result) -> str:
    return result.rewrites[Mode.PSEUDONYMIZE].text


def found(result: Result, word: str) -> list[Mention]:
    text = result.document.text
    return [m for m in result.mentions if m.text_in(text) == word]


def cues(mention: Mention) -> set[str]:
    return {e.detail for e in mention.decision.evidence if e.source == SOURCE}


def assert_kept(result: Result, word: str, cue: str) -> None:
    """`word` stands in the output as often as in the input, and wherever a recognizer found
    it the language's `cue` kept it."""
    for mention in found(result, word):
        assert mention.decision.status is Status.PUBLIC, (word, cues(mention))
        assert cue in cues(mention), (word, cues(mention))
    assert output(result).count(word) >= result.document.text.count(word) > 0, word


# A sentence-initial ordinary word each language's recognizers take for a name today, and a
# name that opens a sentence of the same text.
OPENING = {
    "cs": (
        "Dobrý den,\nNájemné za březen jsem poslala včera. Pište mi prosím, jestli dorazilo.\n"
        "Petr napsal, že kotel nefunguje.",
        ["Nájemné", "Pište"],
        "Petr",
    ),
    "hu": (
        "Kedves Péter!\nHívjon fel, ha megkapta a pénzt. Tegnap utaltam át a lakbért.\n"
        "Kovács jött ma reggel a szerelővel.",
        ["Hívjon"],
        "Kovács",
    ),
    "pl": ("Kasia: Hej, jesteś w domu?\nMarek: Tak. Przyjdź o siódmej.\n", ["Przyjdź"], "Marek"),
    "sv": (
        "Anna: Hej, är du hemma?\nJohan: Ja. Skicka bilden till mig.\n",
        ["Skicka"],
        "Johan",
    ),
}


@pytest.mark.parametrize("lang", sorted(OPENING))
def test_a_sentences_ordinary_first_word_is_kept_a_name_there_is_not(lang: str) -> None:
    text, words, name = OPENING[lang]
    result = run(text, lang)
    for word in words:
        # The morphology reads it as a form of another word, or the dictionary writes it
        # only in lower case, as it writes no name.
        mentions = found(result, word)
        assert all({"inflected", "lower_case_only"} & cues(m) for m in mentions), word
        assert_kept(result, word, "sentence_start")
    assert name not in output(result)
    assert all(m.decision.status is not Status.PUBLIC for m in found(result, name))


def test_a_quoted_lines_and_a_forum_paths_first_word_open_a_sentence() -> None:
    # (After `> ` and `›` the capital is the line's: the verbs were replaced as names.)
    text = (
        "Båtar › Sälja begagnad segelbåt\n\nJonas_Luleå skrev:\n> Titta alltid på kölen!\n\n"
        "Håller med. Sigrid Ek i Piteå sa samma sak."
    )
    result = run(text, "sv")
    assert_kept(result, "Titta", "sentence_start")
    assert output(result).startswith("Båtar › Sälja begagnad segelbåt\n")
    assert "Sigrid Ek" not in output(result) and "Piteå" not in output(result)


def test_a_czech_imperative_opening_a_chat_line_is_kept() -> None:
    result = run("Petra: Ahoj, jsi doma?\nTomáš: Napiš mi večer.\nPetra: Vyřiď to Lucii.", "cs")
    for word in ("Napiš", "Vyřiď"):
        assert_kept(result, word, "inflected")
    assert "Petra" not in output(result) and "Tomáš" not in output(result)


def test_a_german_noun_after_a_capitalized_fused_article_is_kept() -> None:
    result = run("Im Sommer ziehen wir zu Frau Sommer nach Freiburg.", "de")
    assert output(result).startswith("Im Sommer ziehen wir zu Frau ")
    assert "Frau Sommer" not in output(result) and "Freiburg" not in output(result)
    season = min(found(result, "Sommer"), key=lambda m: m.start)
    assert "after_article" in cues(season)


# A mail program's prefixes before a subject, with a name in the body.
PREFIXES = {
    "en": ("Re: Fwd: Your complaint\n\nDear Mr Thompson,\n", ["Re", "Fwd"], "Thompson"),
    "cs": ("Re: Nájem za březen\n\nDobrý den, pane Dvořáku,\n", ["Re"], "Dvořáku"),
    "pl": ("Odp: Umowa najmu\n\nSzanowna Pani Kowalska,\n", ["Odp"], "Kowalska"),
    "de": ("AW: WG: Ihre Wohnung\n\nSehr geehrte Frau Schneider,\n", ["AW", "WG"], "Schneider"),
    "sv": ("Sv: VS: Hyran för mars\n\nHej Erik!\n", ["Sv", "VS"], "Erik"),
    "hu": ("Vá: Albérlet\n\nKedves Péter!\n", ["Vá"], "Péter"),
}


@pytest.mark.parametrize("lang", sorted(PREFIXES))
def test_a_mail_prefix_before_a_subject_is_kept(lang: str) -> None:
    text, prefixes, name = PREFIXES[lang]
    result = run(text, lang)
    for prefix in prefixes:
        assert_kept(result, prefix, "mail_prefix")
    assert output(result).split("\n")[0] == text.split("\n")[0]
    assert name not in output(result)


# A mail's header with the prefixes after the subject's field name, in any case and
# repeated, and a name in the body.
HEADED = {
    "en": (
        "From: Nigel Pratt\nSubject: RE: fwd: Boiler repair\n\nBest, Fiona Hale\n",
        ["RE", "fwd"],
    ),
    "cs": ("Od: Radek Vlček\nPředmět: RE: Objednávka nábytku\n\nDěkuji, Zdeňka Mrázková\n", ["RE"]),
    "pl": (
        "Od: Beata Sowa\nTemat: Re: Faktura za wrzesień\n\nPozdrawiam, Grzegorz Kubiak\n",
        ["Re"],
    ),
    "de": (
        "Von: Uwe Lorenz\nBetreff: AW: WG: Angebot Dachrinne\n\nGruß, Heike Brandt\n",
        ["AW", "WG"],
    ),
    "sv": ("Från: Olle Sjöberg\nÄmne: SV: Hyresavtal\n\nHälsningar, Maja Ekström\n", ["SV"]),
    "hu": (
        "Feladó: Balogh Tamás\nTárgy: re: Vá: Árajánlat\n\nÜdvözlettel: Farkas Eszter\n",
        ["re", "Vá"],
    ),
}


@pytest.mark.parametrize("lang", sorted(HEADED))
def test_a_mail_prefix_after_the_subjects_field_name_is_kept(lang: str) -> None:
    """`Subject: RE:`, `Betreff: AW: WG:`, `Tárgy: re: Vá:`: the program's prefixes after
    the header's field name are no town's or initials', though spelled as one; the name
    signing the mail is still replaced."""
    text, prefixes = HEADED[lang]
    result = run(text, lang)
    for prefix in prefixes:
        assert_kept(result, prefix, "mail_prefix")
    assert output(result).split("\n")[1] == text.split("\n")[1]
    signature = text.rstrip("\n").rsplit("\n", 1)[1]
    family = signature.split()[-1] if lang != "hu" else signature.split()[1]
    assert family not in output(result)


def test_a_prefix_word_elsewhere_than_before_a_subject_gets_no_cue() -> None:
    """`Re` is a mail prefix only where a line opens with it: a speaker `Sv:` inside a line,
    or `Re` in a sentence, is not one."""
    result = run("Odpověděl jsem mu: Re není moje jméno.\n", "cs")
    assert not any("mail_prefix" in cues(m) for m in found(result, "Re"))


# Platforms named as the channel a message goes through, with the user's handle after one.
PLATFORMS = {
    "en": ("Contact us on WhatsApp or Zoom. I'm @karen_reid83 on Instagram.", "@karen_reid83"),
    "cs": ("Napiš mi na WhatsApp, Zoom nefunguje. Jsem tam jako @tomas_kral88.", "@tomas_kral88"),
    "pl": ("Napisz na WhatsApp, Zoom nie działa. Jestem tam jako @marek_zielinski.", "@marek_"),
    "de": ("Schreib mir auf Instagram oder über Zoom, ich bin @lena.weber93.", "@lena.weber93"),
    "sv": ("Skriv på WhatsApp, Zoom funkar inte. Jag heter @johan.berg där.", "@johan.berg"),
    "hu": ("Írj nekem, a Zoom nem megy. Küldd Instagramra, ott @bence.toth vagyok.", "@bence"),
}


@pytest.mark.parametrize("lang", sorted(PLATFORMS))
def test_a_platforms_name_is_kept_the_handle_is_not(lang: str) -> None:
    text, handle = PLATFORMS[lang]
    result = run(text, lang)
    names = [w for w in ("WhatsApp", "Zoom", "Instagram", "Instagramra") if w in text]
    for name in names:
        assert_kept(result, name, "platform")
    assert handle not in output(result)


def test_a_marketplace_bought_from_or_paid_through_is_kept() -> None:
    text = "Bought the loco on eBay from Gavin Tullett, paid by PayPal, sent via Vinted.\n"
    result = run(text, "en")
    for name in ("eBay", "PayPal", "Vinted"):
        assert name in output(result)
    assert "Tullett" not in output(result)


def test_an_english_job_title_after_a_name_is_kept_the_name_is_replaced() -> None:
    text = (
        "Ms Karen Reid, Legal Adviser, will handle the case.\n"
        "The meeting was chaired by Dr Sarah Mills, Senior Lecturer.\n"
    )
    result = run(text, "en")
    # (A job title of ordinary words before a role's noun is a post wherever it stands.)
    assert_kept(result, "Legal Adviser", "role_title")
    assert "Lecturer." in output(result)
    for name in ("Karen", "Reid", "Sarah", "Mills"):
        assert name not in output(result)


def test_a_second_person_after_a_comma_is_no_apposition() -> None:
    result = run("The letter was signed by Ms Karen Reid, Mark Baker and others.", "en")
    assert "Mark Baker" not in output(result)
    assert not any("apposition" in cues(m) for m in result.mentions)


def test_a_german_signatures_profession_is_no_part_of_the_firm_below() -> None:
    text = "Mit freundlichen Grüßen\nThomas Wagner, Rechtsanwalt\nKanzlei Wagner & Partner\n"
    result = run(text, "de")
    assert ", Rechtsanwalt\n" in output(result)
    assert "Wagner" not in output(result)
    firm = [m for m in result.mentions if "Kanzlei" in m.text_in(text)]
    assert firm and all(m.text_in(text).startswith("Kanzlei") for m in firm)


@pytest.mark.parametrize(
    ("text", "lang", "profession", "name"),
    [
        ("Schůzku vede Jan Novák, ředitel školy, v pondělí.", "cs", "ředitel školy", "Novák"),
        ("Anna Kowalska, dyrektor, podpisała umowę.", "pl", "dyrektor", "Kowalska"),
        ("Mötet leddes av Per Olsson, ekonomichef, i Malmö.", "sv", "ekonomichef", "Olsson"),
    ],
)
def test_a_lower_case_profession_after_a_name_is_kept(
    text: str, lang: str, profession: str, name: str
) -> None:
    """Where a profession is written in lower case it is no name's part: one person, the
    profession as written."""
    result = run(text, lang)
    assert f", {profession}," in output(result)
    assert name not in output(result)
