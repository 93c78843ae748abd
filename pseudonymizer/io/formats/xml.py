"""XML and TEI: the text inside elements is the document, the markup stays as it was.

A file is one document. Its text is the file's text nodes in order (those inside the elements
an XPath option selects, all of them by default): runs of text that only inline markup
separates are joined as they stand (`Jan <hi>Novák</hi>` reads `Jan Novák`), a closed element
followed by another (`<w>Jan</w><w>Novák</w>`) or an empty one (`<lb/>`) reads as a space,
and text not selected between two selected runs as a line break (as a space where it is
white space on one line). A comment is read too, as a line of its own. Attribute values and
processing instructions are not read: what they hold is left as it was.

Written back, only the text nodes a replacement touches change; each is written from its
parsed text with the replacement in it, escaped and encoded in the file's encoding (a
character the encoding lacks as a character reference). A replacement over several text nodes
is spread over them by the rule of tokenized corpora (`io/tokens.py`): each node takes one word,
the last the words left over, one left with none a space. A replacement that is markup
(`--tags tei`: `<gap/>`) is written as an element. A file with nothing replaced is copied
byte for byte.

The elements of a label scheme (TEI's `persName`, `placeName`, `date`, ...; `name` and `rs`
by their `type`; the labels of any scheme in `categories.SCHEMES`) are the file's
annotations, read as mentions with `run --mentions input`; within one, inner ones are parts of
it (`forename` in `persName`).

The file is parsed twice: by defusedxml, which refuses entity declarations and external
references and gives the element tree the XPath is matched on, then, once it is known to be
safe, by expat itself for the byte offsets of each text node, which ElementTree does not keep.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import ElementTree, ParseError
from xml.parsers import expat

from defusedxml import ElementTree as SafeTree
from defusedxml.common import DefusedXmlException

from pseudonymizer.categories import SCHEMES
from pseudonymizer.io.atomic import write_atomic
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import NO_OPTIONS, Format, ReadOptions, SourceFile, register
from pseudonymizer.io.formats.text import document_id
from pseudonymizer.io.tokens import new_forms, spelled
from pseudonymizer.model import Annotation, Document, Edit, Rewrite, apply_edits

# Elements whose `type` names what they hold (`<name type="place">`): their label is `name:place`.
_TYPED = frozenset({"name", "rs"})
_LABELS = frozenset(label for scheme in SCHEMES.values() for label in scheme)
_WORD = re.compile(r"\S")
# What a text node left without a word holds: a space, as one with nothing would vanish and
# change how the text nodes around it join (so the file would not read as the mapping says).
EMPTY = " "
# Stands for a markup replacement while text is escaped; private-use characters no text holds.
_HOLD = "\ue000{}\ue001"
_HELD = re.compile("\ue000(\\d+)\ue001")


@dataclass
class _Run:
    """A text node: where its bytes lie in the file, its parsed text, where it stands in the
    document's text (None: not selected), and its kind: `text`, `cdata` or `comment`."""

    start: int
    end: int = -1
    parts: list[str] = field(default_factory=list)
    offset: int | None = None
    kind: str = "text"

    @property
    def text(self) -> str:
        return "".join(self.parts)

    def extent(self) -> tuple[int, int] | None:
        """Where its words stand in the document's text (its white space left out); None
        for a run that is not selected or holds no word."""
        words = [match.start() for match in _WORD.finditer(self.text)]
        if self.offset is None or not words:
            return None
        return self.offset + words[0], self.offset + words[-1] + 1


@dataclass
class _Open:
    """An element being read: its label if it is an annotation, its line, its first run."""

    label: str | None
    line: int
    first_run: int
    selected: bool


@dataclass
class _Scan:
    """What the expat pass found: the text nodes, the document's text, the annotations."""

    runs: list[_Run] = field(default_factory=list)
    pieces: list[str] = field(default_factory=list)
    length: int = 0
    annotations: list[Annotation] = field(default_factory=list)
    encoding: str = "utf-8"


def read(
    source: SourceFile, lang: str, options: ReadOptions = NO_OPTIONS
) -> tuple[list[Document], list[InputError]]:
    data = source.path.read_bytes()
    selected = _selected(_safe_tree(data, source.path), options.xpath, source.path)
    scan = _scan(data, selected)
    meta = {"data": data, "runs": scan.runs, "encoding": scan.encoding}
    text = "".join(scan.pieces)
    document = Document(document_id(source), text, lang, meta, tuple(scan.annotations))
    return [document], []


def write(source: SourceFile, results: list[tuple[Document, Rewrite]], out_dir: Path) -> None:
    [(document, rewrite)] = results
    data: bytes = document.meta["data"]
    runs: list[_Run] = document.meta["runs"]
    if not rewrite.edits:
        write_atomic(out_dir / source.relpath, data)
        return
    markup = [edit.replacement for edit in rewrite.edits if edit.markup]
    edits = _held(rewrite.edits)
    spans, chosen = _spans(runs)
    forms = new_forms(document.text, spans, edits, " ", EMPTY)
    encoding = document.meta["encoding"]
    pieces, position = [], 0
    for run, (first, last), form in zip(chosen, spans, forms, strict=True):
        if form is None or run.offset is None:
            continue
        text = run.text
        new = text[: first - run.offset] + form + text[last - run.offset :]
        pieces += [data[position : run.start], _encoded(new, run.kind, markup, encoding)]
        position = run.end
    pieces.append(data[position:])
    write_atomic(out_dir / source.relpath, b"".join(pieces))


def spell(document: Document, rewrite: Rewrite) -> Rewrite:
    """The rewrite as the written file reads: spread over its text nodes, markup (a `<gap/>`)
    read as no text."""
    edits = [replace(edit, replacement="") if edit.markup else edit for edit in rewrite.edits]
    spans, _ = _spans(document.meta["runs"])
    return apply_edits(document.text, spelled(document.text, spans, edits, " ", EMPTY))


def _safe_tree(data: bytes, path: Path) -> ElementTree:
    """The file's element tree, if it is well-formed and declares no entity and references
    nothing outside it; else an error naming its line."""
    try:
        return ElementTree(SafeTree.fromstring(data))
    except ParseError as error:
        line = error.position[0]
        message = str(error).split(": line", 1)[0]
        raise InputError(path, f"not well-formed XML: {message}", line) from None
    except DefusedXmlException as error:
        line = data[: max(data.find(b"<!ENTITY"), 0)].count(b"\n") + 1
        raise InputError(
            path,
            f"refused: {type(error).__name__} ({error}); entity declarations and external "
            "references are not read, as they can expand without bound or reach outside "
            "the file: remove them (or expand them with a trusted tool) and run again",
            line,
        ) from None


def _selected(tree: ElementTree, xpath: str | None, path: Path) -> set[int] | None:
    """The places in document order of the elements `xpath` selects (None: all text)."""
    if xpath is None:
        return None
    query = "." + xpath if xpath.startswith("//") else xpath
    order = {id(element): index for index, element in enumerate(tree.iter())}
    try:
        return {order[id(element)] for element in tree.getroot().iterfind(query)}
    except (SyntaxError, KeyError, TypeError) as error:  # ElementPath raises all three
        raise InputError(
            path,
            f"cannot use the XPath {xpath!r} ({error}): give a path ElementTree reads, relative "
            "to the root element, such as './/{*}body' or './/{*}u' (`{*}`: any namespace)",
        ) from None


def _scan(data: bytes, selected: set[int] | None) -> _Scan:
    """Read the (safe) file with expat, noting every text node's bytes and every annotation."""
    scan = _Scan()
    parser = expat.ParserCreate()
    parser.buffer_text = False
    stack: list[_Open] = []
    # The open run; elements seen; whether the last event closed an element, and what lies
    # between the last selected run and the next: an element boundary, unselected text.
    state: dict[str, Any] = {"run": None, "elements": 0, "ended": False, "cdata": False}
    state |= {"boundary": False, "gap": ""}

    def close() -> None:
        run = state["run"]
        if run is not None:
            run.end = parser.CurrentByteIndex
            state["run"] = None
            if run.offset is None and state["gap"] != "\n":
                state["gap"] = "\n" if "\n" in run.text or _WORD.search(run.text) else " "

    def start(name: str, attributes: dict[str, str]) -> None:
        close()
        index = state["elements"]
        state["elements"] += 1
        inside = bool(stack) and stack[-1].selected
        chosen = selected is None or inside or index in selected
        if state["ended"]:
            state["boundary"] = True
        state["ended"] = False
        local = name.rsplit(":", 1)[-1]
        if local in _TYPED and "type" in attributes:
            local = f"{local}:{attributes['type']}"
        labelled = any(element.label is not None for element in stack)
        label = local if local in _LABELS and not labelled and chosen else None
        stack.append(_Open(label, parser.CurrentLineNumber, len(scan.runs), chosen))

    def end(name: str) -> None:
        empty = state["run"] is None and stack[-1].first_run == len(scan.runs)
        close()
        element = stack.pop()
        state["ended"] = True
        if empty:
            state["boundary"] = True
        if element.label is None:
            return
        extents = [run.extent() for run in scan.runs[element.first_run :]]
        found = [extent for extent in extents if extent is not None]
        if found:
            scan.annotations.append(
                Annotation(found[0][0], found[-1][1], element.label, element.line)
            )

    def text(content: str) -> None:
        run = state["run"]
        if run is None:
            run = _Run(parser.CurrentByteIndex, kind="cdata" if state["cdata"] else "text")
            if stack[-1].selected:
                _place(scan, run, state)
            state["run"] = run
            scan.runs.append(run)
            state["ended"] = False
        run.parts.append(content)
        if run.offset is not None:
            scan.pieces.append(content)
            scan.length += len(content)

    def comment(content: str) -> None:
        close()
        start = parser.CurrentByteIndex + len("<!--".encode(scan.encoding))
        run = _Run(start, start + len(content.encode(scan.encoding)), [content], kind="comment")
        scan.runs.append(run)
        if stack[-1].selected if stack else selected is None:
            state["gap"] = "\n"  # a comment is a line of its own
            _place(scan, run, state)
            scan.pieces.append(content)
            scan.length += len(content)
            state["gap"] = "\n"

    def cdata(opened: bool) -> None:
        close()
        state["cdata"] = opened

    def declaration(version: str, encoding: str | None, standalone: int) -> None:
        scan.encoding = encoding or "utf-8"

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = text
    parser.StartCdataSectionHandler = lambda: cdata(True)
    parser.EndCdataSectionHandler = lambda: cdata(False)
    parser.CommentHandler = comment
    parser.ProcessingInstructionHandler = lambda target, content: close()
    parser.XmlDeclHandler = declaration
    parser.Parse(data, True)
    return scan


def _place(scan: _Scan, run: _Run, state: dict[str, Any]) -> None:
    """Give a selected run its place in the document's text, after what separates it from
    the selected run before: a line break where unselected text lay between, a space where
    an element closed and another opened. Unselected text between reads as a line break, or
    as a space where it is white space without one."""
    if scan.length:
        separator = state["gap"] or (" " if state["boundary"] else "")
        scan.pieces.append(separator)
        scan.length += len(separator)
    run.offset = scan.length
    state["gap"], state["boundary"] = "", False


def _spans(runs: list[_Run]) -> tuple[list[tuple[int, int]], list[_Run]]:
    """The selected runs that hold a word, and where their words stand in the text."""
    chosen = [run for run in runs if run.extent() is not None]
    return [run.extent() for run in chosen], chosen  # type: ignore[misc]


def _held(edits: list[Edit]) -> list[Edit]:
    """The edits with each markup replacement held by a placeholder of one word."""
    held, number = [], 0
    for edit in edits:
        if edit.markup:
            edit = replace(edit, replacement=_HOLD.format(number))
            number += 1
        held.append(edit)
    return held


def _encoded(text: str, kind: str, markup: list[str], encoding: str) -> bytes:
    """A run's new text as the file holds it: escaped (in a CDATA section, its `]]>` split;
    in a comment, its `--` parted), markup put back in place of its placeholders (in a
    comment, as its text), in the file's encoding."""
    if kind == "comment":
        text = _HELD.sub(lambda found: markup[int(found[1])], text).replace("--", "- -")
        text = text + " " if text.endswith("-") else text
    elif kind == "cdata":
        text = text.replace("]]>", "]]]]><![CDATA[>")
        text = _HELD.sub(lambda found: "]]>" + markup[int(found[1])] + "<![CDATA[", text)
    else:
        text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        text = _HELD.sub(lambda found: markup[int(found[1])], text)
    return text.encode(encoding, errors="xmlcharrefreplace")


register(Format("xml", (".xml", ".tei"), read, write, ".xml (TEI and any XML)", spell=spell))
