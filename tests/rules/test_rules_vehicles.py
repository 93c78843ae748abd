"""A vehicle named by its maker and model (`Škoda Octavia Combi`, `VW Passat TDI`) is a product
sold by the hundred thousand: the pseudonymized text keeps it, while the people who bought or
drove it and the licence plate are still replaced. Real pipelines."""

from __future__ import annotations

import pytest

from pseudonymizer.lexicon.vehicles import vehicle_model
from tests.pseudonymized import run_written

KEY = b"vehicles"


@pytest.mark.parametrize(
    ("text", "model"),
    [
        (
            "Dne 4. 9. 2020 převzal kupující Radek Šindelář vůz Škoda Superb Combi za cenu.",
            "Škoda Superb Combi",
        ),
        (
            "Prodávající Jiřina Kadlecová předala osobní automobil Opel Insignia i s doklady.",
            "Opel Insignia",
        ),
        ("Svědek Oldřich Mašek uvedl, že řídil Ford Mondeo 2.0 TDCI až do nehody.", "Ford Mondeo"),
        ("Nájemce Vlasta Horká vrátila VW Passat TDI poškozený.", "VW Passat TDI"),
    ],
)
def test_a_vehicles_maker_and_model_are_kept(text: str, model: str) -> None:
    result, written = run_written(text, "cs", KEY)
    assert model in written
    people = [m.text_in(text) for m in result.replaced if m.category.name == "PERSON"]
    assert people, "the person beside the car is still replaced"
    for person in people:
        assert person not in written


def test_a_maker_before_a_given_name_is_a_persons_family_name() -> None:
    """`Škoda Jan` (family name first) has no vehicle's word before it: a person."""
    text = "Na seznamu svědků byl uveden Škoda Jan, bytem Liberec."
    assert not vehicle_model(text, text.index("Škoda"), text.index(","))


@pytest.mark.parametrize(
    ("text", "start", "end", "expected"),
    [
        ("Koupil auto Škoda Fabia loni.", "Škoda", "Fabia", True),
        ("Moje Škoda Fabia přišla pozdě.", "Škoda", "Fabia", False),
        ("Jel vozem VW Golf. Petr Novák zaplatil.", "Golf", "Petr", False),
        ("Zaparkoval Škoda Octavia 1AB 2345 u domu.", "1AB", "2345", False),
        ("Prodal Peugeot 308 SW sousedovi.", "Peugeot", "SW", True),
    ],
)
def test_a_model_ends_where_the_cars_name_does(
    text: str, start: str, end: str, expected: bool
) -> None:
    """A given name after the maker is the model's only after a vehicle's word; a model ends
    before the next sentence and before a licence plate."""
    begin = text.index(start)
    assert vehicle_model(text, begin, text.index(end) + len(end)) is expected
