"""`run --metadata RULES`: the documents' own metadata generalized by the rules of
`pseudonymizer metadata`, in the files `run` writes.

Each format that carries metadata says where (a registry by format name, as formats register
themselves):

- JSONL: a record's `meta` object's fields, and its fields other than `id`, `text`, `lang`,
  `spans` and `meta`. These are the columns; the rules' `unlisted` says what becomes of a
  field they do not name (dropped by default: fail closed).
- XML/TEI: in the `teiHeader`, an element named like a column (`age`, `nationality`) stands
  for its text (its children's included), `element@attribute` (`birth@when`) for an
  attribute. Only named ones change: a header holds the title, the licence and the encoding
  description besides metadata. A dropped element is removed with all it holds, a dropped
  attribute too; a generalized element's content becomes the generalized text. A kept one
  stays as `run` wrote it (its text is the document's, already rewritten). Only encodings
  that write markup in ASCII are edited (UTF-8, Latin ones); a UTF-16 file is refused.

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
from pseudonymizer.metadata.rules import Drop, Keep, MetadataRules

RESERVED = ("id", "text", "lang", "spans")
HEADER = "teiHeader"
_ENCODING = re.compile(rb"""^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']""")


class HeaderError(ValueError):
    """A file whose metadata cannot be generalized; the message names it and says why."""


@dataclass
class DocumentMetadata:
    """The rules, and the text pipelines of their free-text columns, kept between files."""

    rules: MetadataRules
    cleaner: TextCleaner = field(default_factory=TextCleaner)
    # The columns of the rules some document had: a name no document has is likely misspelt.
    seen: set[str] = field(default_factory=set)

    def unseen(self) -> list[str]:
        return sorted(set(self.rules.columns) - self.seen)

    def apply(self, fmt: str, source: Path, written: Path, lang: str) -> None:
        """Generalize the metadata of `written`, the output `run` wrote for `source`, in place
        (whole or not at all); a format without metadata is left as it is."""
        generalize = _FORMATS.get(fmt)
        if generalize is not None:
            generalize(self, source, written, lang)

    def fields(self, values: dict[str, Any], lang: str) -> dict[str, Any]:
        self.seen.update(values)
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
        reserved = RESERVED + (("meta",) if isinstance(original.get("meta"), dict) else ())
        others = {k: v for k, v in original.items() if k not in reserved}
        record = {k: v for k, v in record.items() if k in reserved}
        if "meta" in reserved:
            record["meta"] = metadata.fields(original["meta"], own)
        record.update(metadata.fields(others, own))
        lines[index] = json.dumps(record, ensure_ascii=False).encode("utf-8") + ending
    write_atomic(written, b"".join(lines))


@dataclass
class _Place:
    """A named element of a header: its column, its bytes, its inner bytes (None for an
    empty element, `<age/>`) and all the text within it, and its start tag's bytes."""

    column: str
    start: int
    end: int = 0
    inner: tuple[int, int] | None = None
    text: str = ""
    tag: tuple[int, int] = (0, 0)
    attributes: dict[str, str] = field(default_factory=dict)


def _tei(metadata: DocumentMetadata, source: Path, written: Path, lang: str) -> None:
    names = set(metadata.rules.columns)
    data = written.read_bytes()
    _check_encoding(data, written)
    before = _places(source.read_bytes(), names)
    after = _places(data, names)
    if len(before) != len(after):
        raise HeaderError(f"{written}: its header no longer matches its input's")
    encoding = _encoding(data)
    edits: list[tuple[int, int, bytes]] = []
    for old, new in zip(before, after, strict=True):
        edits += _header_edits(metadata, old, new, data, encoding, lang)
    if not edits:
        return
    pieces, position = [], 0
    for start, end, replacement in sorted(edits):
        if start < position:
            continue  # inside an element already removed or replaced whole
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
    """The byte edits of one named element: its content, then its named attributes. A kept
    value is not written: the output already holds it as `run` rewrote it."""
    rules = metadata.rules
    element = old.column
    metadata.seen.update({element} | {f"{element}@{a.rsplit(':', 1)[-1]}" for a in old.attributes})
    if element in rules.columns:
        if isinstance(rules.rule(element), Drop):
            return [(new.start, new.end, b"")]
        if not isinstance(rules.rule(element), Keep) and new.inner is not None:
            value = metadata.fields({element: old.text}, lang)[element]
            return [(*new.inner, _escaped(str(value), encoding))]
    edits: list[tuple[int, int, bytes]] = []
    found = _attributes(data[new.tag[0] : new.tag[1]])
    for written_name, value in old.attributes.items():
        attribute = written_name.rsplit(":", 1)[-1]
        column = f"{element}@{attribute}"
        rule = rules.columns.get(column)
        if rule is None or isinstance(rule, Keep) or attribute not in found:
            continue
        whole, inside = found[attribute]
        if isinstance(rule, Drop):  # the attribute goes, with the space before it
            edits.append((new.tag[0] + whole[0], new.tag[0] + whole[1], b""))
        else:
            generalized = metadata.fields({column: value}, lang)[column]
            replacement = _escaped(str(generalized), encoding, quote=True)
            edits.append((new.tag[0] + inside[0], new.tag[0] + inside[1], replacement))
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
        for _, place in stack:
            if place is not None:
                place.text += content

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


_ATTRIBUTE = re.compile(rb"""(\s+)([^\s=/>]+)\s*=\s*(["'])(.*?)\3""", re.S)


def _attributes(tag: bytes) -> dict[str, tuple[tuple[int, int], tuple[int, int]]]:
    """Each attribute of a start tag, by name: its bytes (the space before it included) and
    its value's bytes (inside the quotes). Read one after another from the element's name
    on, so a name inside another attribute's value is never taken for an attribute."""
    found = {}
    position = re.match(rb"<[^\s/>]+", tag).end()  # type: ignore[union-attr]
    while (match := _ATTRIBUTE.match(tag, position)) is not None:
        name = match.group(2).decode("ascii", "replace").rsplit(":", 1)[-1]
        found[name] = ((match.start(), match.end()), (match.start(4), match.end(4)))
        position = match.end()
    return found


def _check_encoding(data: bytes, path: Path) -> None:
    """Refuse a file whose markup is not written in ASCII bytes (UTF-16, UTF-32)."""
    if data[:2] in (b"\xff\xfe", b"\xfe\xff") or b"\x00" in data[:4]:
        raise HeaderError(
            f"{path}: UTF-16 or UTF-32; --metadata edits headers in UTF-8 or a Latin "
            "encoding: convert it (`iconv -f UTF-16 -t UTF-8`)"
        )


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
