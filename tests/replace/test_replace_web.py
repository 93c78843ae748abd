"""URL and user-name surrogates: the shape kept, the scheme, www and top-level domain too."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.substitutes import given_names
from pseudonymizer.replace.emails import ascii_word
from pseudonymizer.replace.places import real_towns
from pseudonymizer.replace.web import url_surrogate, username_surrogate

NAMES = {"jan": "petr", "novak": "dvorak"}


def _classes(text: str) -> list[str]:
    return ["d" if c.isdigit() else "u" if c.isupper() else "l" if c.isalpha() else c for c in text]


def test_scheme_www_top_level_domain_and_punctuation_stay() -> None:
    new = url_surrogate("https://www.stavby-kraus.cz/kontakt?id=17", {}, random.Random(1))
    assert new.startswith("https://www.") and ".cz/" in new
    assert _classes(new) == _classes("https://www.stavby-kraus.cz/kontakt?id=17")
    assert "stavby" not in new and "kraus" not in new and "kontakt" not in new


def test_a_name_in_a_url_becomes_the_persons_surrogate() -> None:
    # (A platform's site and its route are public: only the profile's path is someone's.)
    new = url_surrogate("linkedin.com/in/jan-novak", NAMES, random.Random(1))
    assert new == "linkedin.com/in/petr-dvorak"
    new = url_surrogate("https://www.novak.cz/jan-novak", NAMES, random.Random(1))
    assert new.endswith(".cz/petr-dvorak") and "novak" not in new


def test_an_address_host_stays_an_address_and_a_file_keeps_its_type() -> None:
    new = url_surrogate("http://192.168.1.10/report.pdf", {}, random.Random(1))
    host = new.removeprefix("http://").split("/")[0]
    assert all(0 < int(part) < 256 for part in host.split(".")) and host != "192.168.1.10"
    assert new.endswith(".pdf") and "report" not in new


def test_a_handle_keeps_its_at_and_its_shape() -> None:
    new = username_surrogate("@zuzia.gdynia", {}, random.Random(1))
    assert new.startswith("@") and _classes(new) == _classes("@zuzia.gdynia")
    assert username_surrogate("@jan_novak84", NAMES, random.Random(1)).startswith("@petr_dvorak")


def test_a_double_barrelled_name_in_a_path_becomes_the_persons_surrogate() -> None:
    names = {"martha": "olive", "okonkwoblake": "reid"}
    new = url_surrogate("linkedin.com/in/martha-okonkwo-blake", names, random.Random(1))
    assert new == "linkedin.com/in/olive-reid"


@given(
    st.from_regex(r"https?://(www\.)?[a-z]{3,10}\.(cz|de|com)(/[a-z0-9]{1,8}){0,3}", fullmatch=True)
)
def test_a_url_keeps_its_length_class_and_is_deterministic(url: str) -> None:
    new = url_surrogate(url, {}, random.Random(7))
    assert _classes(new) == _classes(url)
    assert url_surrogate(url, {}, random.Random(7)) == new


def test_a_name_after_a_dot_in_a_path_is_no_file_type() -> None:
    new = url_surrogate("https://www.facebook.com/jana.bila", {"bila": "novak"}, random.Random(1))
    assert new.endswith(".novak") and "jana" not in new


# User names of a name and ordinary words of the language: the name becomes a name of the
# language, the ordinary words stay, the rest keeps its shape.
HANDLES = {
    "en": ("@oliver_cooks", "oliver", "cooks"),
    "cs": ("@ondra_jede", "ondra", "jede"),
    "pl": ("@michal.na.rowerze", "michal", "na.rowerze"),
    "de": ("@florian_kocht", "florian", "kocht"),
    "sv": ("@erik_bakar", "erik", "bakar"),
    "hu": ("@gabor_fut", "gabor", "fut"),
}


@pytest.mark.parametrize("lang", sorted(HANDLES))
def test_a_user_name_keeps_its_ordinary_words_and_names_someone_else(lang: str) -> None:
    original, name, kept = HANDLES[lang]
    new = username_surrogate(original, {}, random.Random(3), lang)
    assert new.endswith(kept) and new.startswith("@")
    drawn = new[1 : -len(kept) - 1]
    given = get_language(lang).names_locale
    assert drawn != name and drawn.isalpha() and drawn.islower()
    assert drawn in {
        ascii_word(listed) for gender in ("male", "female") for listed in given_names(given, gender)
    }


def test_an_unknown_word_after_a_name_in_a_user_name_keeps_its_shape_only() -> None:
    new = username_surrogate("@ondra_zxqvbn", {}, random.Random(3), "cs")
    assert new[new.index("_") :] != "_zxqvbn" and len(new) == len("@") + len(new[1:])


def test_a_user_with_and_without_the_at_is_one_user_each_written_as_it_was() -> None:
    from pseudonymizer.choices import Mode
    from pseudonymizer.config import Config
    from pseudonymizer.model import Document
    from pseudonymizer.pipeline import Pipeline
    from pseudonymizer.replace.surrogates import FakerSurrogates

    text = "#2  BlueHarbourFox  ·  Member since 2011\n\n@BlueHarbourFox thanks, that helped.\n"
    pipeline = Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"forum"))
    result = next(pipeline.run([Document("forum", text, "en")]))
    out = result.rewrites[Mode.PSEUDONYMIZE].text
    bare = out.split("  ·")[0].removeprefix("#2  ")
    assert "BlueHarbourFox" not in out and f"@{bare} thanks" in out


def test_words_run_together_in_a_user_name_are_read_one_by_one() -> None:
    # An ordinary word and a given name run together: the word stays, the name is another.
    new = username_surrogate("hikingmaria", {}, random.Random(3), "en")
    assert new.startswith("hiking") and new != "hikingmaria" and new.isalpha()
    # A replaced person's name inside it becomes their surrogate's.
    assert username_surrogate("jannovak", NAMES, random.Random(3), "cs") == "petrdvorak"


def test_a_user_name_of_ordinary_words_alone_is_not_kept() -> None:
    # Kept, it would still find its owner on the forum: a user name of the language instead.
    new = username_surrogate("rainyharbour", {}, random.Random(3), "en")
    assert new != "rainyharbour" and new[:1].isalpha() and " " not in new
    assert username_surrogate("@rainyharbour", {}, random.Random(3), "en").startswith("@")


@pytest.mark.parametrize("seed", [1, 5, 9])
def test_a_camel_case_user_name_keeps_its_capitals_and_its_name_becomes_a_name(seed: int) -> None:
    # `Megan` is drawn as a given name, the capital of its initial stays a capital.
    new = username_surrogate("MeganT_Kettering", {}, random.Random(seed), "en")
    first, _, town = new.partition("_")
    assert first[:1].isupper() and first[1:-1].islower() and first[-1].isupper()
    assert first[:-1] in given_names("en_GB", "female") + given_names("en_GB", "male")
    assert town[:1].isupper() and town[1:].islower() and town != "Kettering"


def test_a_town_inside_a_user_name_becomes_another_town_of_the_language() -> None:
    towns = real_towns(get_language("en").town_countries, "en")
    for seed in range(5):
        new = username_surrogate("gary_from_leicester", {}, random.Random(seed), "en")
        _, middle, town = new.split("_")
        assert middle == "from" and town.islower() and town != "leicester"
        assert town in {ascii_word(name) for name in towns}


@pytest.mark.parametrize("handle", ["Zosia.Kielce", "Kasia.Lublin", "Basia_z_Opola"])
def test_a_polish_nickname_in_a_user_name_keeps_its_gender(handle: str) -> None:
    # (Faker's Polish lists lack the given names these are nicknames of, Zofia, Katarzyna,
    # Barbara: the dictionary tells the women's names.)
    female = {ascii_word(name) for name in given_names("pl_PL", "female")}
    for seed in range(6):
        new = username_surrogate(handle, {}, random.Random(seed), "pl")
        drawn = ascii_word(new.split("." if "." in new else "_")[0])
        assert drawn in female, drawn


def test_a_polish_mans_nickname_in_a_user_name_stays_a_mans() -> None:
    male = {ascii_word(name) for name in given_names("pl_PL", "male")}
    new = username_surrogate("Staszek_Radom", {}, random.Random(2), "pl")
    assert ascii_word(new.split("_")[0]) in male


@pytest.mark.parametrize(
    ("url", "lang"),
    [
        ("https://www.gov.uk/apply-for-a-blue-badge", "en"),
        ("www.justice.gov.pl/sprawy-rodzinne", "pl"),
        ("https://www.census.gov/housing/data", "en"),
    ],
)
def test_a_states_site_keeps_its_host_and_its_paths_ordinary_words(url: str, lang: str) -> None:
    assert url_surrogate(url, {}, random.Random(1), lang) == url


def test_a_name_in_a_states_site_is_still_replaced() -> None:
    url = "https://www.gov.uk/appeals/jan-novak-v-kraus-holdings"
    new = url_surrogate(url, NAMES, random.Random(1), "en")
    assert new.startswith("https://www.gov.uk/appeals/petr-dvorak-")
    assert "kraus" not in new


def test_a_private_sites_path_is_still_shaped_with_a_language() -> None:
    new = url_surrogate("https://www.stavby-kraus.cz/kontakt", {}, random.Random(1), "cs")
    assert "stavby" not in new and "kontakt" not in new


@pytest.mark.parametrize("original", ["SvenneBanan88", "rainyharbour_1987"])
def test_a_user_name_whose_words_stay_does_not_change_its_digits_only(original: str) -> None:
    # Its words kept and only its number drawn anew (`SvenneBanan60`), the name would still
    # find its owner on the forum: a user name of the language instead.
    new = username_surrogate(original, {}, random.Random(3), "sv")
    letters = "".join(char for char in original.casefold() if char.isalpha())
    assert letters not in new.casefold(), new


def test_a_user_names_digits_change_with_its_name() -> None:
    new = username_surrogate("@jan_novak84", NAMES, random.Random(1), "cs")
    assert new.startswith("@petr_dvorak")
