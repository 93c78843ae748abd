"""The sealed mapping: output spans that undo a rewrite, and encryption only the key opens."""

from __future__ import annotations

import base64
import zlib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pseudonymizer.model import Edit, apply_edits
from pseudonymizer.replace.keys import new_key_file
from pseudonymizer.replace.mapping import Mapping, MappingError, digest, output_spans


def test_output_spans_point_at_the_replacements() -> None:
    text = "Jan Novák met Eva in Brno."
    rewrite = apply_edits(text, [Edit(0, 9, "Petr Dvořák"), Edit(14, 17, ""), Edit(21, 25, "X")])
    assert rewrite.text == "Petr Dvořák met  in X."
    spans = output_spans(text, rewrite)
    assert spans == [(0, 11, "Jan Novák"), (16, 16, "Eva"), (20, 21, "Brno")]
    assert [rewrite.text[s:e] for s, e, _ in spans] == ["Petr Dvořák", "", "X"]


@st.composite
def _text_and_edits(draw: st.DrawFn) -> tuple[str, list[Edit]]:
    text = draw(st.text(alphabet="ab č\n", max_size=30))
    cuts = sorted(draw(st.lists(st.integers(0, len(text)), max_size=8)))
    edits = []
    for start, end in zip(cuts[::2], cuts[1::2], strict=False):
        edits.append(Edit(start, end, draw(st.text(alphabet="XYZ", max_size=5))))
    return text, edits


@given(_text_and_edits())
def test_putting_the_originals_back_undoes_any_rewrite(case: tuple[str, list[Edit]]) -> None:
    text, edits = case
    rewrite = apply_edits(text, edits)
    back = [Edit(start, end, original) for start, end, original in output_spans(text, rewrite)]
    assert apply_edits(rewrite.text, back).text == text


def test_only_the_key_opens_the_mapping_and_it_shows_nothing(tmp_path: Path) -> None:
    key = new_key_file(tmp_path / "a.key")
    mapping = Mapping()
    mapping.add("pseudonymize", "a.txt", "text", "a", digest("Petr met"), [(0, 4, "Jan Novák")])
    sealed = mapping.seal(key)
    header, body = sealed.splitlines()
    assert not any(word in header for word in ("Novák", "Jan", "a.txt"))
    raw = base64.b64decode(body)
    # A compressed but unencrypted mapping would still decompress and spell the names.
    assert "Jan Novák".encode() not in raw and b"a.txt" not in raw
    with pytest.raises(zlib.error):
        zlib.decompress(raw[12:])
    assert Mapping.open(sealed, key).files == mapping.files
    with pytest.raises(MappingError, match="key does not open it"):
        Mapping.open(sealed, new_key_file(tmp_path / "b.key"))
    lines = sealed.splitlines()
    changed = lines[1][:-6] + ("AAAA" if lines[1][-6:-2] != "AAAA" else "BBBB") + lines[1][-2:]
    with pytest.raises(MappingError, match="key does not open it"):
        Mapping.open(f"{lines[0]}\n{changed}\n", key)
    with pytest.raises(MappingError, match="not a pseudonymizer mapping"):
        Mapping.open("hello", key)
