"""Word documents (`.docx`): the text of every part a reader can see, replaced run by run with
each run's formatting kept.

A file is one document. Its text, a paragraph a line: the document's properties (title,
subject, author, last editor, keywords, comments, category; the company and manager), then
the body (tables and text boxes included), the headers and footers, the comments and their
authors, the footnotes and endnotes, each part followed by the addresses its links point to
(`mailto:jan.novak@...`). Deleted text of tracked changes and field codes are read too, as
they stay in the file; the authors of tracked changes are read as lines of their own. Runs
within a paragraph join as they stand (Word often cuts a word in two runs), a tab reads as a
tab and a line break as a line break.

Written back, only the runs a replacement touches change: a replacement over several runs is
spread over them by the rule of tokenized corpora (`io/tokens.py`), each run taking one word
and the last the words left over, so each word keeps its run's formatting. A file with nothing
replaced is copied byte for byte; otherwise python-docx writes the package again.
"""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import docx
from docx.opc.constants import CONTENT_TYPE as CT
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.opc.exceptions import PackageNotFoundError
from docx.opc.part import PartFactory, XmlPart
from docx.oxml.ns import qn
from lxml import etree

from pseudonymizer.io.atomic import write_atomic
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import NO_OPTIONS, Format, ReadOptions, SourceFile, register
from pseudonymizer.io.formats.text import document_id
from pseudonymizer.io.tokens import new_forms, spelled
from pseudonymizer.model import Document, Rewrite, apply_edits

# python-docx keeps parts it has no class for as bytes; these hold text a reader sees, so they
# are read as XML (python-docx's own way to add a part type).
for _type in (CT.WML_FOOTNOTES, CT.WML_ENDNOTES, CT.OFC_EXTENDED_PROPERTIES):
    PartFactory.part_type_for.setdefault(_type, XmlPart)

_TEXT_PARTS = frozenset(
    {CT.WML_DOCUMENT_MAIN, CT.WML_HEADER, CT.WML_FOOTER, CT.WML_COMMENTS}
    | {CT.WML_FOOTNOTES, CT.WML_ENDNOTES}
)
_PROPERTIES = ("title", "subject", "author", "last_modified_by", "keywords", "comments")
_PROPERTIES += ("category",)
_EXTENDED = ("Company", "Manager")
_EXTENDED_NS = "http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"
# In document order: a paragraph opens a line; text, deleted text and field codes are text;
# tabs and breaks separate words.
_IN_ORDER = ".//w:p | .//w:t | .//w:delText | .//w:instrText | .//w:tab | .//w:br | .//w:cr"
_SEPARATORS = {qn("w:tab"): "\t", qn("w:br"): "\n", qn("w:cr"): "\n"}
_AUTHORS = ".//w:ins[@w:author] | .//w:del[@w:author] | .//w:comment[@w:author]"
_WORD = re.compile(r"\S")


@dataclass
class _Piece:
    """A stretch of the document's text: a run's text, a property, a link's address, or a
    separator of no run (`put` None)."""

    text: str
    put: Callable[[str], None] | None = None


def read(
    source: SourceFile, lang: str, options: ReadOptions = NO_OPTIONS
) -> tuple[list[Document], list[InputError]]:
    text, spans, _ = _layout(_pieces(_open(source.path)))
    return [Document(document_id(source), text, lang, {"spans": spans})], []


def write(source: SourceFile, results: list[tuple[Document, Rewrite]], out_dir: Path) -> None:
    [(_, rewrite)] = results
    target = out_dir / source.relpath
    target.parent.mkdir(parents=True, exist_ok=True)
    if not rewrite.edits:
        _copy_atomic(source.path, target)
        return
    word = _open(source.path)  # afresh: each mode writes its own rewrite
    text, spans, editable = _layout(_pieces(word))
    forms = new_forms(text, spans, rewrite.edits, " ", "")
    for piece, (first, last), offset, form in zip(
        editable, spans, _offsets(text, spans, editable), forms, strict=True
    ):
        if form is not None and piece.put is not None:
            piece.put(piece.text[: first - offset] + form + piece.text[last - offset :])
    written = io.BytesIO()
    word.save(written)
    write_atomic(target, written.getvalue())


def spell(document: Document, rewrite: Rewrite) -> Rewrite:
    """The rewrite spread over the runs, as the written file reads."""
    spans = document.meta["spans"]
    return apply_edits(document.text, spelled(document.text, spans, rewrite.edits, " ", ""))


def _open(path: Path) -> docx.document.Document:
    if path.suffix.lower() == ".doc":
        raise InputError(
            path,
            "a Word 97-2003 (.doc) file cannot be read: convert it to .docx first, e.g. "
            "`libreoffice --headless --convert-to docx FILE`",
        )
    try:
        return docx.Document(str(path))
    except (PackageNotFoundError, zipfile.BadZipFile, KeyError, ValueError) as error:
        raise InputError(path, f"not a Word document (.docx): {error}") from None
    except etree.XMLSyntaxError as error:
        raise InputError(path, f"a part of the Word document is broken XML: {error}") from None


def _pieces(word: docx.document.Document) -> Iterator[list[_Piece]]:
    """The document's lines, each a list of pieces, always in the same order for the same
    file (write finds the runs read found by their places)."""
    core = word.core_properties
    for name in _PROPERTIES:  # a line each, even empty: a line replaced away stays a line
        yield [_Piece(getattr(core, name) or "", _setter(core, name))]
    for part in word.part.package.iter_parts():
        if part.content_type == CT.OFC_EXTENDED_PROPERTIES and isinstance(part, XmlPart):
            for name in _EXTENDED:
                for element in part.element.iter(f"{{{_EXTENDED_NS}}}{name}"):
                    yield [_Piece(element.text or "", _text_setter(element))]
    for part in word.part.package.iter_parts():
        if part.content_type not in _TEXT_PARTS or not isinstance(part, XmlPart):
            continue
        yield from _paragraphs(part.element)
        for element in part.element.xpath(_AUTHORS):
            yield [_Piece(element.get(qn("w:author")), _attribute_setter(element, "w:author"))]
            if (initials := element.get(qn("w:initials"))) is not None:
                yield [_Piece(initials, _attribute_setter(element, "w:initials"))]
        for relationship in part.rels.values():
            if relationship.reltype == RT.HYPERLINK and relationship.is_external:
                yield [_Piece(relationship.target_ref, _link_setter(relationship))]


def _paragraphs(root: etree._Element) -> Iterator[list[_Piece]]:
    line: list[_Piece] | None = None
    for element in root.xpath(_IN_ORDER):
        if element.tag == qn("w:p"):
            if line is not None:
                yield line
            line = []
            continue
        if line is None:
            line = []
        if element.tag in _SEPARATORS:
            line.append(_Piece(_SEPARATORS[element.tag]))
        else:
            line.append(_Piece(element.text or "", _text_setter(element)))
    if line is not None:
        yield line


def _layout(
    lines: Iterator[list[_Piece]],
) -> tuple[str, list[tuple[int, int]], list[_Piece]]:
    """The document's text, where the words of each piece that holds some stand in it, and
    those pieces."""
    pieces: list[str] = []
    spans: list[tuple[int, int]] = []
    editable: list[_Piece] = []
    offset = 0
    for number, line in enumerate(lines):
        if number:
            pieces.append("\n")
            offset += 1
        for piece in line:
            words = [match.start() for match in _WORD.finditer(piece.text)]
            if piece.put is not None and words:
                spans.append((offset + words[0], offset + words[-1] + 1))
                editable.append(piece)
            pieces.append(piece.text)
            offset += len(piece.text)
    return "".join(pieces), spans, editable


def _offsets(text: str, spans: list[tuple[int, int]], editable: list[_Piece]) -> list[int]:
    """Where each editable piece begins in the text (its words begin after its white space)."""
    return [
        first - (len(piece.text) - len(piece.text.lstrip()))
        for piece, (first, _) in zip(editable, spans, strict=True)
    ]


def _setter(target: object, name: str) -> Callable[[str], None]:
    return lambda value: setattr(target, name, value)


def _text_setter(element: etree._Element) -> Callable[[str], None]:
    def put(value: str) -> None:
        element.text = value
        if element.tag == qn("w:t") or element.tag == qn("w:delText"):
            # Word drops a run's edge spaces unless told to keep them.
            element.set(qn("xml:space"), "preserve")

    return put


def _attribute_setter(element: etree._Element, name: str) -> Callable[[str], None]:
    return lambda value: element.set(qn(name), value)


def _link_setter(relationship: object) -> Callable[[str], None]:
    # python-docx gives no setter for an external link's address; its target is the address.
    return lambda value: setattr(relationship, "_target", value)


def _copy_atomic(source: Path, target: Path) -> None:
    write_atomic(target, source.read_bytes())


register(Format("docx", (".docx", ".doc"), read, write, ".docx (Word)", spell=spell))
