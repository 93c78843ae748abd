"""A Hungarian association or society named by ordinary words (`... Egyesülete`, `...
Szövetség`), compounds the language builds of ordinary words among them (`Bélyeggyűjtők`,
`Sárkányhajózó`), is a body that points at no one: kept as written, never a firm drawn in its
place; a name in it is replaced and the body's words stay."""

from __future__ import annotations

import pytest

from pseudonymizer.rules.ordinary.institutions import body_by_what_it_does
from tests.pseudonymized import run_written

KEYS = (b"assoc-a", b"assoc-b", b"assoc-c")


def test_an_association_of_ordinary_and_built_words_is_a_body() -> None:
    assert body_by_what_it_does(["Magyar", "Sárkányhajózó", "Szövetség"], "hu")
    assert body_by_what_it_does(["Országos", "Bélyeggyűjtők", "Egyesülete"], "hu")
    assert not body_by_what_it_does(["Szegedi", "Bélyeggyűjtők", "Egyesülete"], "hu")


TEXT = (
    "Nagyapám évtizedekig az Országos Bélyeggyűjtők Egyesülete titkára volt.\n"
    "A versenyt a Magyar Sárkányhajózó Szövetség rendezte a tavon.\n"
    "Később a Fehér Galambászok Egyesületébe is belépett.\n"
)


@pytest.mark.parametrize("key", KEYS)
def test_an_association_of_ordinary_words_is_kept(key: bytes) -> None:
    _, output = run_written(TEXT, "hu", key)
    assert "az Országos Bélyeggyűjtők Egyesülete titkára" in output, output
    assert "a Magyar Sárkányhajózó Szövetség rendezte" in output, output
    # A name in a body's name changes; the body's words stay.
    assert "Galambászok Egyesületébe" in output, output
    assert "Fehér Galambászok" not in output


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize(
    ("text", "body", "kept"),
    [
        (
            "Évekig a Soproni Hagyományőrző és Kulturális Egyesületnél segítettem.",
            "Soproni Hagyományőrző és Kulturális Egyesületnél",
            " Hagyományőrző és Kulturális Egyesületnél segítettem.",
        ),
        (
            "A Pécsi Tudományegyetem Orvos- és Egészségtudományi Karán tanultam.",
            "Pécsi Tudományegyetem Orvos- és Egészségtudományi Karán",
            " Tudományegyetem Orvos- és Egészségtudományi Karán tanultam.",
        ),
    ],
)
def test_a_body_named_across_its_and_keeps_its_words_on_both_sides(
    key: bytes, text: str, body: str, kept: str
) -> None:
    result, output = run_written(text, "hu", key)
    assert output.endswith(kept), output
    assert body in [m.text_in(text) for m in result.mentions]  # one name, not two
