"""Plain text: decoding errors name the line, binary files are refused, newlines survive."""

from __future__ import annotations

from pathlib import Path

import pytest

from pseudonymizer.io.decode import decode
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import SourceFile
from pseudonymizer.io.formats import text
from pseudonymizer.model import Edit, Rewrite, apply_edits


def _source(path: Path) -> SourceFile:
    return SourceFile(path, Path(path.name), "text")


@pytest.mark.parametrize(
    ("data", "line"),
    [
        (b"\xffstart", 1),
        (b"one\ntwo\nth\xc3ree\n", 3),
        (b"one\r\ntwo\r\n\r\nfour \xe2\x82\n", 4),
        ("ok ř\nžluť\n".encode() + b"\x80", 3),
    ],
)
def test_invalid_utf8_names_the_line(tmp_path: Path, data: bytes, line: int) -> None:
    path = tmp_path / "bad.txt"
    path.write_bytes(data)
    with pytest.raises(InputError) as caught:
        text.read(_source(path), "en")
    assert caught.value.line == line
    assert caught.value.path == path
    assert str(caught.value).startswith(f"{path}:{line}: ")
    assert "UTF-8" in str(caught.value)


def test_decode_counts_from_the_given_first_line() -> None:
    with pytest.raises(InputError) as caught:
        decode(b'{"text": "a\nb\xff"}', Path("x.jsonl"), first_line=7)
    assert caught.value.line == 8


def test_binary_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "image.txt"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    with pytest.raises(InputError) as caught:
        text.read(_source(path), "en")
    assert caught.value.path == path
    assert "binary" in str(caught.value)


def test_utf16_file_is_refused_as_binary(tmp_path: Path) -> None:
    path = tmp_path / "utf16.txt"
    path.write_bytes("Hello Eva".encode("utf-16"))
    with pytest.raises(InputError):
        text.read(_source(path), "en")


def test_unreadable_path_is_an_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError) as caught:
        text.read(_source(tmp_path / "missing.txt"), "en")
    assert "cannot read" in str(caught.value)


def test_read_keeps_every_character_and_names_the_document(tmp_path: Path) -> None:
    data = "\ufeffDear Eva,\r\nbye\rnow\n\x0c\u2028end".encode()
    (tmp_path / "sub").mkdir()
    path = tmp_path / "sub" / "letter.txt"
    path.write_bytes(data)
    source = SourceFile(path, Path("sub/letter.txt"), "text", "cs")
    documents, errors = text.read(source, "cs")
    assert errors == []
    [document] = documents
    assert document.text.encode() == data
    assert document.id == "sub/letter"
    assert document.lang == "cs"


def test_write_preserves_crlf_and_changes_only_the_edits(tmp_path: Path) -> None:
    original = "\ufeffDear Eva Nováková,\r\nsee you\r\nin Brno.\r\n"
    path = tmp_path / "in" / "letter.txt"
    path.parent.mkdir()
    path.write_bytes(original.encode())
    source = SourceFile(path, Path("deep/letter.txt"), "text")
    [document], _ = text.read(source, "en")
    start = original.index("Eva Nováková")
    rewrite = apply_edits(document.text, [Edit(start, start + len("Eva Nováková"), "[PERSON]")])
    text.write(source, [(document, rewrite)], tmp_path / "out")
    written = (tmp_path / "out" / "deep" / "letter.txt").read_bytes()
    assert written == "\ufeffDear [PERSON],\r\nsee you\r\nin Brno.\r\n".encode()
    assert written.count(b"\r\n") == 3


def test_write_unchanged_is_byte_identical(tmp_path: Path) -> None:
    data = "a\r\nb\nc\rd\u2028é😀".encode()
    path = tmp_path / "a.txt"
    path.write_bytes(data)
    source = _source(path)
    [document], _ = text.read(source, "en")
    text.write(source, [(document, Rewrite(document.text, []))], tmp_path / "out")
    assert (tmp_path / "out" / "a.txt").read_bytes() == data
