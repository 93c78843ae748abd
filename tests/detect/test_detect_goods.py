"""Brands of goods, chains and models named as a text inflects or compounds them stay as
written (`Tescóban`, `Suzukim`, `Kofolu`, `Żabce`, `WhatsApp-Nachricht`, `Qashqai`): no one's
name; the persons beside them are still replaced, and a brand's word after a title, or a
model's that is a name with no car in sight, is still someone's."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.brands import brand_end, chain_format_end
from pseudonymizer.lexicon.platforms import platform
from pseudonymizer.lexicon.products import product_end
from tests.pseudonymized import run_written

KEY = b"goods key"

# Per class: language, text, what stays as written, what is replaced.
CASES = {
    # brands of goods: drinks, sweets, games, medicines, tyres
    "goods_en": (
        "en",
        "Fergus Whitlock brought Haribo and a crate of Red Bull for the drive.",
        ("Haribo", "Red Bull"),
        ("Fergus Whitlock",),
    ),
    "goods_pl": (
        "pl",
        "Marzena Góral kupiła Okocim, a Witold Sroka przyniósł Catan i Dixit.",
        ("Okocim", "Catan", "Dixit"),
        ("Marzena Góral", "Witold Sroka"),
    ),
    "goods_sv": (
        "sv",
        "Gunnel Strand tar Bricanyl och dricker Red Bull varje morgon.",
        ("Bricanyl", "Red Bull"),
        ("Gunnel Strand",),
    ),
    "goods_title": (
        "de",
        "Frau Radeberger aus der Nachbarschaft trinkt gern Bitburger.",
        ("Bitburger",),
        ("Radeberger",),
    ),
    # a maker named like a land beside its product's noun
    "maker_by_noun_cs": (
        "cs",
        "Jarmila Horká přinesla chipsy Bohemia a láhev Bohemia Sekt.",
        ("chipsy Bohemia", "Bohemia Sekt"),
        ("Jarmila Horká",),
    ),
    # a brand named for a town before a street's noun is the street's word
    "street_de": (
        "de",
        "Herr Anselm Kürten wohnt in der Radeberger Straße 14 und trinkt Bitburger.",
        ("Bitburger",),
        ("Radeberger Straße", "Anselm Kürten"),
    ),
    # Hungarian brands, makers and models with case and possessive suffixes
    "hu_suffixes": (
        "hu",
        "Szűcs Ilona a Tescóban vett három Túró Rudit és egy üveg Unicumot.",
        ("Tescóban", "Túró Rudit", "Unicumot"),
        ("Szűcs Ilona",),
    ),
    "hu_possessive": (
        "hu",
        "Nekem csak a Suzukim van, de Berki Zoltán elhozza a Passatját.",
        ("Suzukim", "Passatját"),
        ("Berki Zoltán",),
    ),
    "hu_person": (
        "hu",
        "Holnap Vadász Annának és Pintér Gézának is szólok.",
        (),
        ("Annának", "Gézának"),
    ),
    # a Czech brand's case and two brands in a row; a Polish chain's locative
    "cs_cases": (
        "cs",
        "Radka Šebestová koupila v Albertu Kofolu a láhev Becherovky.",
        ("Albertu", "Kofolu", "Becherovky"),
        ("Radka Šebestová",),
    ),
    "pl_locative": (
        "pl",
        "Zdzisław Pietrzak czeka w Żabce na rogu, a głośnik JBL ma Edyta Socha.",
        ("Żabce", "JBL"),
        ("Zdzisław Pietrzak", "Edyta Socha"),
    ),
    # models without their make; one that is a name needs a car in sight
    "model_alone_en": (
        "en",
        "Rhona Kilbride can borrow her dad's Qashqai, and our courtesy car (a Fiesta) is free.",
        ("Qashqai", "Fiesta"),
        ("Rhona Kilbride",),
    ),
    "model_alone_cs": (
        "cs",
        "Kdo řídí? Já, mám tátovu Octavii, odpověděl Vojtěch Kadlec.",
        ("Octavii",),
        ("Vojtěch Kadlec",),
    ),
    "model_name_person": (
        "cs",
        "Na schůzi přišla Octavia Hrušková se sestrou.",
        (),
        ("Octavia Hrušková",),
    ),
    # a maker's model before its noun, a shoe's model
    "watch_and_shoes": (
        "en",
        "Imogen Latchford lost an Omega De Ville watch and a pair of Nike Air Max trainers.",
        ("Omega De Ville", "Nike Air Max"),
        ("Imogen Latchford",),
    ),
    # compounds of a platform and of an app; payment apps and portals
    "compounds_de": (
        "de",
        "Konrad Weidinger schickte eine WhatsApp-Nachricht, und die Wetter-App sagt Sturm.",
        ("WhatsApp-Nachricht", "Wetter-App"),
        ("Konrad Weidinger",),
    ),
    "compound_name_de": (
        "de",
        "Die Mieterin Frau Ortrud Kessler-Brandt hat angerufen.",
        (),
        ("Kessler-Brandt",),
    ),
    # a chain of initials as a chat writes it in small letters; a Hungarian nickname so spelled
    "chain_spelled_sv": (
        "sv",
        "Birgitta Sandell jobbar på Ica till åtta, sedan träffar hon Nils Ek på Ica igen.",
        ("på Ica till", "på Ica igen"),
        ("Birgitta Sandell",),
    ),
    "nickname_hu": (
        "hu",
        "Tegnap Ica néni sütött pogácsát Balogh Ferencnek.",
        (),
        ("Ica néni",),
    ),
    "payments_sv": (
        "sv",
        "Vi betalar via Swish, skriver Torbjörn Lindqvist, och annonsen ligger på Hemnet.",
        ("Swish", "Hemnet"),
        ("Torbjörn Lindqvist",),
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_goods_and_models_stay_and_the_persons_beside_them_do_not(case: str) -> None:
    lang, text, kept, replaced = CASES[case]
    _, written = run_written(text, lang, KEY)
    for word in kept:
        assert word in written, written
    for word in replaced:
        assert word not in written, written


# Per language: a text, the word at which a product (a maker's, a model's) opens, and whether
# it does: a model that is a name or a word needs a car in sight or its make in the text.
PRODUCTS = (
    ("en", "Our courtesy car (a Fiesta) is free.", "Fiesta", True),
    ("en", "We threw a Fiesta for the whole street.", "Fiesta", False),
    ("sv", "Han körde en Volkswagen. Sedan stod en röd Polo vid torget.", "Polo", True),
    ("sv", "Barnen spelar Polo på sommaren.", "Polo", False),
    ("cs", "Kdo řídí? Mám tátovu Octavii.", "Octavii", True),
    ("cs", "Škoda jede, ale Octavia Hrušková nepřišla.", "Octavia", False),
    ("hu", "Nekem csak a Suzukim van.", "Suzukim", True),
    ("hu", "Elhozom apám Passatját.", "Passatját", True),
    ("cs", "Koupili jsme chipsy Bohemia.", "Bohemia", True),
    ("cs", "Bohemia je krásná země.", "Bohemia", False),
    ("en", "She wore an Omega De Ville watch.", "Omega", True),
    ("en", "Park at Alpine Road car park.", "Alpine", False),
    ("sv", "Hon jobbar på Volvo i Göteborg.", "Volvo", True),
    ("sv", "Han köpte en begagnad Volkswagen förra året.", "Volkswagen", True),
    ("en", "Mind the Seat, it is wet.", "Seat", False),
)


@pytest.mark.parametrize(("lang", "text", "word", "found"), PRODUCTS)
def test_a_product_opens_only_with_its_evidence(
    lang: str, text: str, word: str, found: bool
) -> None:
    start = text.index(word)
    assert (product_end(text, start, lang) is not None) is found


# Per language: a text, a brand's form in it, whether it is the brand.
BRANDS = (
    ("hu", "Voltunk a Tescóban.", "Tescóban", True),
    ("hu", "Hoztam két Túró Rudit.", "Túró Rudit", True),
    ("hu", "Szóltam Rudinak is.", "Rudinak", False),
    ("pl", "Czekam w Żabce.", "Żabce", True),
    ("pl", "Dałem to pani Żabce.", "Żabce", False),
    ("sv", "Hon jobbar på Ica.", "Ica", True),
    ("hu", "Ica néni sütött.", "Ica", False),
)


@pytest.mark.parametrize(("lang", "text", "word", "found"), BRANDS)
def test_a_brand_is_read_in_its_forms(lang: str, text: str, word: str, found: bool) -> None:
    start = text.index(word)
    inside = text[:start].endswith("w ")
    end = brand_end(text, start, start + len(word), inside=inside, lang=lang)
    assert (end == start + len(word)) is found


def test_a_chain_of_initials_opens_its_format_in_small_letters() -> None:
    assert chain_format_end("Ica Maxi i stan", 0, 8, "sv") == len("Ica Maxi")
    assert chain_format_end("Ica Kovács", 0, 10, "hu") is None


@pytest.mark.parametrize(
    ("word", "found"),
    [("WhatsApp-Nachricht", True), ("Wetter-App", True), ("Müller-Lüdenscheidt", False)],
)
def test_a_compound_of_a_platform_or_an_app_is_a_platform(word: str, found: bool) -> None:
    assert platform(word) is found
