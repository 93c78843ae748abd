"""A firm's surrogate reads as a firm: the words it is named by become family names (a firm is
named after families, not after someone's first name), a partnership's form stays, each
partner's name changes, and each mention keeps its own capitals."""

from __future__ import annotations

from pseudonymizer.categories import Category
from pseudonymizer.lexicon.names import family_names
from pseudonymizer.lexicon.substitutes import given_names
from tests.pseudonymized import run_written

KEY = b"firms key"
ORG = Category.ORGANIZATION


def test_a_word_of_no_list_naming_a_firm_becomes_a_family_name(surrogate_of) -> None:
    """`Wickenden` of a joinery's name is no one's first name: a given name drawn for it
    (`Abdul Carpentry Ltd`) reads as a man known by his first name."""
    for original in ("Wickenden Carpentry Ltd", "Ostlecombe Roofing Ltd"):
        new = surrogate_of(original, "en", ORG)
        first = new.split()[0]
        assert new.endswith(" Ltd") and first != original.split()[0], new
        assert first in family_names(), new
        assert first not in given_names("en_GB", "male") + given_names("en_GB", "female"), new


def test_a_partners_family_name_after_the_founders_changes(surrogate_of) -> None:
    """`Marsh` of `Cradwick Marsh LLP` is a partner's family name, though an ordinary word
    too; the partnership's form stays."""
    new = surrogate_of("Cradwick Marsh LLP", "en", ORG)
    assert new.endswith(" LLP") and "Cradwick" not in new and "Marsh" not in new, new


def test_a_firm_keeps_its_partners_and_each_mention_its_capitals() -> None:
    text = (
        "LANGFORD & QUILLER SOLICITORS\n12 Market Street\n\nDear Mr Ambrose,\n\n"
        "Our client has spoken to Thornbury Vane LLP about the matter.\n"
        "Please contact Mrs Alice Langford at Langford & Quiller Solicitors if you need help.\n\n"
        "Yours sincerely,\nAlice Langford\nLangford & Quiller Solicitors\n"
    )
    _, out = run_written(text, "en", KEY)
    lines = out.splitlines()
    for word in ("Langford", "Quiller", "LANGFORD", "QUILLER", "Thornbury"):
        assert word not in out, out
    heading, signature = lines[0], lines[-1]
    assert heading.isupper(), out
    partners = heading.split(" & ")
    assert len(partners) == 2 and partners[1].endswith(" SOLICITORS"), out
    # The signature's firm: the heading's, in its own capitals.
    assert signature == heading.title(), out
    assert " LLP " in out, out


def test_a_legal_form_of_several_words_stays_whole(surrogate_of) -> None:
    """`Co` of `GmbH & Co. KG` is the form's, not a partner's name: the surrogate keeps the
    whole form, and the firm's own words change."""
    for original, form in (
        ("Lechfeld Holzbau GmbH & Co. KG", " GmbH & Co. KG"),
        ("Saale Chemie Werke Halle GmbH & Co. OHG", " GmbH & Co. OHG"),
    ):
        new = surrogate_of(original, "de", ORG)
        assert new.endswith(form), new
        assert original.split()[0] not in new, new


def test_a_german_firm_named_after_its_owner_keeps_its_word_and_changes_the_name() -> None:
    """`Firma` or `Fa.` before a family name says a firm: the word stays (it was drawn as a
    town before the name, `Fa.`), and the name changes, as an organization's."""
    text = (
        "Das Gerüst stellte die Firma Dreesbach auf.\n"
        "Bei der Fa. Kowalczyk gab es die Fliesen billiger.\n"
        "Gestern rief Frau Helga Tornow an.\n"
    )
    result, written = run_written(text, "de", KEY)
    assert "die Firma " in written and "der Fa. " in written, written
    assert "Dreesbach" not in written and "Kowalczyk" not in written, written
    assert "Tornow" not in written, written
    firms = {m.text_in(text): m.category for m in result.mentions}
    assert firms["Firma Dreesbach"] is ORG and firms["Fa. Kowalczyk"] is ORG, firms


def test_a_swedish_firms_generic_words_stay_and_its_partners_names_change() -> None:
    """A partnership's form (`KB`), its partners or company without a form (`& Partners`,
    `& Co`), its trade (`Revision`) and a law firm's word (`Advokatbyrå`) are no one's:
    they became pseudo-words and given names; the partners' names change."""
    text = (
        "Årsredovisningen granskades av Tornberg & Vik Revision KB i Västerås.\n"
        "Bolaget anlitade Sjödahl & Partners och Ekman & Co för rådgivning.\n"
        "Advokatbyrå Rydell Mörk företräder svaranden.\n"
    )
    result, written = run_written(text, "sv", KEY)
    for kept in (" & ", " Revision KB ", " & Partners ", " & Co ", "Advokatbyrå "):
        assert kept in written, (kept, written)
    for name in ("Tornberg", "Vik ", "Sjödahl", "Ekman", "Rydell", "Mörk"):
        assert name not in written, (name, written)
    firms = {m.text_in(text): m.category for m in result.mentions}
    assert firms["Tornberg & Vik Revision KB"] is ORG, firms
    assert firms["Sjödahl & Partners"] is ORG and firms["Ekman & Co"] is ORG, firms


def test_a_partners_family_name_that_a_village_shares_stays_a_family_name() -> None:
    """(`Marchetti Hale LLP` became `Carroll Wotton-under-Edge LLP`: `Hale` is a village too.)"""
    from pseudonymizer.lexicon.names import family_names

    text = "Mr Quigley (instructed by Bertolini Hale LLP) appeared for the Claimant.\n"
    _, output = run_written(text, "en", KEY)
    firm = output.split("instructed by ", 1)[1].split(" LLP", 1)[0].split()
    assert len(firm) == 2 and "Hale" not in firm and "Bertolini" not in firm, output
    assert firm[1] in family_names(), output


def test_a_czech_firm_named_by_its_trade_and_founder_keeps_the_trade(surrogate_of) -> None:
    """`REALITY` of a firm in capitals is its trade's word (real estate) and `KOPECKÝ`,
    `Mráz` the founders' family names, though `mráz` is an ordinary word too: the trade
    became a pseudo-word and the founder's name stayed."""
    for original, trade, founder in (
        ("REALITY KOPECKÝ", "REALITY", "KOPECKÝ"),
        ("Stavby Mráz s.r.o.", "Stavby", "Mráz"),
        ("DOPRAVA MRÁZ s.r.o.", "DOPRAVA", "MRÁZ"),
    ):
        new = surrogate_of(original, "cs", ORG)
        assert new.startswith(f"{trade} ") and founder not in new, new


def test_a_czech_firm_of_ordinary_words_alone_still_changes(surrogate_of) -> None:
    new = surrogate_of("Zelená louka s.r.o.", "cs", ORG)
    assert new != "Zelená louka s.r.o." and new.endswith(" s.r.o."), new


def test_the_founder_before_his_sons_or_partners_changes_whatever_his_name_reads_as(
    surrogate_of,
) -> None:
    """`Fuchsbein` of `Dachdeckerei Fuchsbein & Söhne` reads as a compound of `Fuchs` and
    `Bein`: before the form that names his sons it is the founder's family name. Kept, the
    firm's kind word changed in its place and the name leaked."""
    for original in ("Firma Dachdeckerei Fuchsbein & Söhne", "Holzbau Rabenfuß & Co. KG"):
        new = surrogate_of(original, "de", ORG)
        founder = original.split()[-3] if original.endswith("Söhne") else original.split()[1]
        assert founder not in new, new
        assert new.startswith(original.split()[0]), new


def test_a_firm_of_ordinary_words_before_its_form_still_changes(surrogate_of) -> None:
    new = surrogate_of("Sonnenschein Reinigung GmbH", "de", ORG)
    assert new.endswith(" GmbH") and new != "Sonnenschein Reinigung GmbH", new
