"""`run --metadata RULES`: the documents' own metadata generalized by the rules of
`pseudonymizer metadata`, in the files `run` writes.

Each format that carries metadata says where (a registry by format name, as formats register
themselves):

- JSONL: a record's `meta` object where it has one, else its fields other than `id`, `text`,
  `lang` and `spans`. These are the columns; the rules' `unlisted` says what becomes of a
  field they do not name (dropped by default: fail closed).
- XML/TEI: in the `teiHeader`, an element named like a column (`age`, `nationality`) stands
  for its text, `element@attribute` (`birth@when`) for an attribute. Only named ones change:
  a header holds the title, the licence and the encoding description besides metadata. A
  dropped element is removed, a dropped attribute too.

The values generalized are the input's, never the output's: a header's text is also text of
the document, which `run` may have rewritten (an age pseudonymized), and generalizing the
surrogate would publish a span around a made-up value. The output's places are found by
reading it the same way, the n-th named element of the output being the n-th of the input.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.parsers import expat

from pseudonymizer.io.atomic import write_atomic
from pseudonymizer.metadata.freetext import TextCleaner
from pseudonymizer.metadata.generalize import generalize_fields
from pseudonymizer.metadata.rules import MetadataRules

RESERVED = ("id", "text", "lang", "spans")
HEADER = "teiHeader"
_ENCODING = re.compile(rb"""^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']""")


@dataclass
class DocumentMetadata:
    """The rules, and the text pipelines of their free-text columns, kept between files."""

    rules: MetadataRules
    cleaner: TextCleaner = field(default_factory=TextCleaner)

    def apply(self, fmt: str, source: Path, written: Path, lang: str) -> None:
        """Generalize the metadata of `written`, the output `run` wrote for `source`, in place
        (whole or not at all); a format without metadata is left as it is."""
        generalize = _FORMATS.get(fmt)
        if generalize is not None:
            generalize(self, source, written, lang)

    def fields(self, values: dict[str, Any], lang: str) -> dict[str, Any]:
        return generalize_fields(values, self.rules, self.cleaner, lang)


def _jsonl(metadata: DocumentMetadata, source: Path, written: Path, lang: str) -> None:
    """Each record's fields; its text and spans are the output's (already rewritten), its
    fields the input's, the same line of the input (a run writes one line for each)."""
    originals = source.read_bytes().splitlines(keepends=True)
    lines = written.read_bytes().splitlines(keepends=True)
    for index, line in enumerate(lines):
        if not line.strip():
            continue
        record = json.loads(line.decode("utf-8-sig"))
        original = json.loads(originals[index].decode("utf-8-sig"))
        ending = line[len(line.rstrip(b"\r\n")) :]
        own = record.get("lang", lang)
        if isinstance(original.get("meta"), dict):
            record["meta"] = metadata.fields(original["meta"], own)
        else:
            others = {k: v for k, v in original.items() if k not in RESERVED}
            record = {k: v for k, v in record.items() if k in RESERVED}
            record.update(metadata.fields(others, own))
        lines[index] = json.dumps(record, ensure_ascii=False).encode("utf-8") + ending
    write_atomic(written, b"".join(lines))


@dataclass
class _Place:
    """A named element of a header: its column, its bytes, its inner bytes (None for an
    element with children or an empty one) and text, and the bytes of its start tag."""

    column: str
    start: int
    end: int = 0
    inner: tuple[int, int] | None = None
    text: str = ""
    tag: tuple[int, int] = (0, 0)
    attributes: dict[str, str] = field(default_factory=dict)
    children: bool = False


def _tei(metadata: DocumentMetadata, source: Path, written: Path, lang: str) -> None:
    names = set(metadata.rules.columns)
    before = _places(source.read_bytes(), names)
    data = written.read_bytes()
    after = _places(data, names)
    if len(before) != len(after):
        raise ValueError(f"{written}: its header no longer matches its input's")
    encoding = _encoding(data)
    edits: list[tuple[int, int, bytes]] = []
    for old, new in zip(before, after, strict=True):
        edits += _header_edits(metadata, old, new, data, encoding, lang)
    if not edits:
        return
    pieces, position = [], 0
    for start, end, replacement in sorted(edits):
        pieces += [data[position:start], replacement]
        position = end
    pieces.append(data[position:])
    write_atomic(written, b"".join(pieces))


def _header_edits(
    metadata: DocumentMetadata,
    old: _Place,
    new: _Place,
    data: bytes,
    encoding: str,
    lang: str,
) -> list[tuple[int, int, bytes]]:
    """The byte edits of one named element: its text, then its named attributes."""
    rules = metadata.rules
    edits: list[tuple[int, int, bytes]] = []
    element = old.column
    if element in rules.columns and not old.children and new.inner is not None:
        values = metadata.fields({element: old.text}, lang)
        if element not in values:
            return [(new.start, new.end, b"")]
        edits.append((*new.inner, _escaped(str(values[element]), encoding)))
    tag = data[new.tag[0] : new.tag[1]]
    for attribute, value in old.attributes.items():
        column = f"{element}@{attribute}"
        found = _attribute(tag, attribute)
        if column not in rules.columns or found is None:
            continue
        values = metadata.fields({column: value}, lang)
        if column in values:
            replacement = _escaped(str(values[column]), encoding, quote=True)
            edits.append((new.tag[0] + found.start(3), new.tag[0] + found.end(3), replacement))
        else:  # dropped: the attribute goes, with the space before it
            edits.append((new.tag[0] + found.start(), new.tag[0] + found.end(), b""))
    return edits


def _places(data: bytes, names: set[str]) -> list[_Place]:
    """The elements of the header named by a column (as `element` or `element@attribute`),
    in document order."""
    wanted = {name.split("@", 1)[0] for name in names}
    parser = expat.ParserCreate()
    stack: list[tuple[str, _Place | None]] = []
    places: list[_Place] = []
    depth = {"header": 0}

    def start(name: str, attributes: dict[str, str]) -> None:
        local = name.rsplit(":", 1)[-1]
        if local == HEADER:
            depth["header"] += 1
        for _, place in stack:
            if place is not None:
                place.children = True
        place = None
        if depth["header"] and local in wanted:
            at = parser.CurrentByteIndex
            tag_end = _tag_end(data, at)
            place = _Place(local, at, tag=(at, tag_end), attributes=dict(attributes))
            if not data[at:tag_end].endswith(b"/>"):
                place.inner = (tag_end, tag_end)
            places.append(place)
        stack.append((local, place))

    def text(content: str) -> None:
        if stack and stack[-1][1] is not None:
            stack[-1][1].text += content

    def end(name: str) -> None:
        local, place = stack.pop()
        if local == HEADER:
            depth["header"] -= 1
        if place is None:
            return
        at = parser.CurrentByteIndex
        if place.inner is None:  # <x/>: the end is the start tag's
            place.end = place.tag[1]
        else:
            place.inner = (place.inner[0], at)
            place.end = _tag_end(data, at)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = text
    parser.Parse(data, True)
    return places


def _tag_end(data: bytes, start: int) -> int:
    """The byte after the `>` that closes the tag opening at `start` (quotes respected)."""
    quote = None
    for position in range(start, len(data)):
        byte = data[position : position + 1]
        if quote is not None:
            if byte == quote:
                quote = None
        elif byte in (b'"', b"'"):
            quote = byte
        elif byte == b">":
            return position + 1
    return len(data)


def _attribute(tag: bytes, name: str) -> re.Match[bytes] | None:
    """Attribute `name` within a start tag, the space before it included; group 3 is its
    value, inside the quotes."""
    pattern = rb"(\s+)" + re.escape(name.encode()) + rb"""\s*=\s*(["'])(.*?)\2"""
    return re.search(pattern, tag, re.S)


def _escaped(value: str, encoding: str, quote: bool = False) -> bytes:
    value = value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if quote:
        value = value.replace('"', "&quot;").replace("'", "&apos;")
    return value.encode(encoding, errors="xmlcharrefreplace")


def _encoding(data: bytes) -> str:
    found = _ENCODING.match(data)
    return found.group(1).decode("ascii") if found else "utf-8"


_FORMATS: dict[str, Callable[[DocumentMetadata, Path, Path, str], None]] = {
    "jsonl": _jsonl,
    "xml": _tei,
}
