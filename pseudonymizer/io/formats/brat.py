"""BRAT standoff: `name.txt` with `name.ann` beside it.

Annotations are kept line by line so an unchanged document is written back byte for byte.
After a rewrite, text-bound annotations (`T`) follow their text to the new offsets (including
discontinuous fragments, `T1 PERSON 0 5;10 15`); an annotation whose text was removed entirely is
dropped with the notes, attributes and relations that point at it, and the rest are renumbered.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from dataclasses import replace as dc_replace
from pathlib import Path

from pseudonymizer.io.atomic import write_atomic
from pseudonymizer.io.decode import read_text
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import NO_OPTIONS, Format, ReadOptions, SourceFile, register
from pseudonymizer.io.formats.text import document_id
from pseudonymizer.model import Annotation, Document, Rewrite

_ID = re.compile(r"^([TRAEMN#])(\d+)$")
_FRAGMENTS = re.compile(r"^\d+ \d+(;\d+ \d+)*$")


@dataclass
class TextBound:
    label: str
    fragments: list[tuple[int, int]]
    text: str


@dataclass
class Line:
    """One `.ann` line: its id (`T3`, `#1`, `*` ...), the text after the id, and for `T` lines
    the parsed span. `raw` is the line exactly as read, newline included."""

    id: str
    body: str
    raw: str
    span: TextBound | None = None


def ann_path(source: SourceFile) -> Path:
    """The `.ann` of a BRAT source."""
    return source.path.with_suffix(".ann")


def read(
    source: SourceFile, lang: str, options: ReadOptions = NO_OPTIONS
) -> tuple[list[Document], list[InputError]]:
    text = read_text(source.path)
    annotations = ann_path(source)
    lines = parse(read_text(annotations), text, annotations) if annotations.exists() else []
    marked = tuple(
        Annotation(start, end, line.span.label, number)
        for number, line in enumerate(lines, start=1)
        if line.span is not None
        for start, end in line.span.fragments
        if start < end
    )
    return [Document(document_id(source), text, lang, {"brat": lines}, marked)], []


def parse(ann: str, text: str, path: Path) -> list[Line]:
    """Parse and check an `.ann` against its text; errors name the line."""
    lines = []
    # Only \n, \r\n and \r end a line; `str.splitlines` would also split at characters such as
    # a form feed or U+2028 that may occur inside an annotation's text.
    for number, raw in enumerate(io.StringIO(ann, newline="").readlines(), start=1):
        content = raw.rstrip("\r\n")
        ann_id, _, body = content.partition("\t")
        line = Line(ann_id, body, raw)
        if ann_id.startswith("T") and content.strip():
            line.span = _text_bound(body, text, path, number)
        lines.append(line)
    return lines


def _text_bound(body: str, text: str, path: Path, number: int) -> TextBound:
    head, _, span_text = body.partition("\t")
    label, _, offsets = head.partition(" ")
    if not _FRAGMENTS.match(offsets):
        raise InputError(path, f"malformed text-bound annotation offsets {offsets!r}", number)
    fragments = [
        (int(start), int(end)) for start, end in (part.split(" ") for part in offsets.split(";"))
    ]
    for start, end in fragments:
        if not 0 <= start <= end <= len(text):
            raise InputError(
                path,
                f"offsets {start}-{end} fall outside the text ({len(text)} characters)",
                number,
            )
    if " ".join(text[start:end] for start, end in fragments) != span_text:
        raise InputError(path, "annotation text does not match the text at its offsets", number)
    return TextBound(label, fragments, span_text)


def write(source: SourceFile, results: list[tuple[Document, Rewrite]], out_dir: Path) -> None:
    [(document, rewrite)] = results
    target = out_dir / source.relpath
    read = document.meta["brat"]
    lines = _as_marked(read, document.annotations)
    write_atomic(target.with_suffix(".ann"), render(lines, rewrite, resolved=lines != read))
    write_atomic(target, rewrite.text)


def _as_marked(lines: list[Line], annotations: tuple[Annotation, ...]) -> list[Line]:
    """The `.ann` lines as the document's annotations now mark the text: a run that read them
    as mentions resolved their overlaps (`annotations.written_annotations`), and a `T` line
    whose annotation lost its stretch to another keeps only the fragments it kept (none: the
    line is dropped, with what points at it). Any other line stays as read."""
    fragments: dict[int, list[tuple[int, int]]] = {}
    for annotation in annotations:
        if annotation.line is not None:
            fragments.setdefault(annotation.line, []).append((annotation.start, annotation.end))
    out = []
    for number, line in enumerate(lines, start=1):
        span = line.span
        marked = sorted(fragments.get(number, []))
        read = [(start, end) for start, end in span.fragments if start < end] if span else []
        if span is None or not read or marked == read:
            out.append(line)  # as read; a line marking nothing stands for no annotation
        else:
            out.append(dc_replace(line, span=TextBound(span.label, marked, "")))
    return out


def render(lines: list[Line], rewrite: Rewrite, resolved: bool = False) -> str:
    """The `.ann` text for the rewritten document (the original when nothing was edited and
    no line was `resolved`)."""
    if not rewrite.edits and not resolved:
        return "".join(line.raw for line in lines)
    kept: list[tuple[Line, TextBound | None]] = []
    dropped: set[str] = set()
    for line in lines:
        moved = _moved(line.span, rewrite) if line.span else None
        if line.span and moved is None:
            dropped.add(line.id)
        else:
            kept.append((line, moved))
    kept = _without_references_to(kept, dropped)
    renumber = _renumbering([line for line, _ in kept]) if dropped else {}
    return "".join(_render_line(line, moved, renumber) for line, moved in kept)


def _moved(span: TextBound, rewrite: Rewrite) -> TextBound | None:
    fragments: list[tuple[int, int]] = []
    previous_end = None  # original end of the last kept fragment
    for old_start, old_end in span.fragments:
        start, end = rewrite.map_span(old_start, old_end)
        if start >= end:
            continue
        snapped = previous_end is not None and old_start >= previous_end
        if snapped and start < fragments[-1][1]:  # disjoint fragments now in one replacement
            fragments[-1] = (fragments[-1][0], max(end, fragments[-1][1]))
        else:
            fragments.append((start, end))
        previous_end = old_end
    fragments = [piece for fragment in fragments for piece in _lines(rewrite.text, *fragment)]
    if not fragments:
        return None
    text = " ".join(rewrite.text[start:end] for start, end in fragments)
    return TextBound(span.label, fragments, text)


def _lines(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """A fragment split at line breaks, as BRAT itself stores a span over several lines: an
    `.ann` line cannot hold a newline."""
    pieces = []
    for match in re.finditer(r"[^\r\n]+", text[start:end]):
        pieces.append((start + match.start(), start + match.end()))
    return pieces


def _references(line: Line) -> list[str]:
    """Ids this line points at (`Arg1:T3`, `AnnotatorNotes T3`, `Equiv T1 T2`)."""
    head = line.body.partition("\t")[0]
    refs = [token.rpartition(":")[2] for token in head.split(" ")]
    return [ref for ref in refs if _ID.match(ref) and ref != line.id]


def _without_references_to(
    kept: list[tuple[Line, TextBound | None]], dropped: set[str]
) -> list[tuple[Line, TextBound | None]]:
    """Drop lines pointing at dropped annotations, repeating for chains (a note on a relation)."""
    while True:
        survivors = [(line, moved) for line, moved in kept if not set(_references(line)) & dropped]
        if len(survivors) == len(kept):
            return survivors
        dropped |= {line.id for line, _ in kept} - {line.id for line, _ in survivors}
        kept = survivors


def _renumbering(lines: list[Line]) -> dict[str, str]:
    counters: dict[str, int] = {}
    mapping = {}
    for line in lines:
        if match := _ID.match(line.id):
            prefix = match.group(1)
            counters[prefix] = counters.get(prefix, 0) + 1
            mapping[line.id] = f"{prefix}{counters[prefix]}"
    return mapping


def _render_line(line: Line, moved: TextBound | None, renumber: dict[str, str]) -> str:
    if moved is None and (not renumber or "\t" not in line.raw):
        return line.raw  # unchanged, or a line without fields (blank) that names no annotation
    ending = line.raw[len(line.raw.rstrip("\r\n")) :]
    if moved is not None:
        fragments = ";".join(f"{start} {end}" for start, end in moved.fragments)
        body = f"{moved.label} {fragments}\t{moved.text}"
    else:
        head, tab, rest = line.body.partition("\t")
        tokens = [_renumbered_token(token, renumber) for token in head.split(" ")]
        body = " ".join(tokens) + tab + rest
    return f"{renumber.get(line.id, line.id)}\t{body}{ending}"


def _renumbered_token(token: str, renumber: dict[str, str]) -> str:
    role, colon, ref = token.rpartition(":")
    return f"{role}{colon}{renumber.get(ref, ref)}"


register(
    Format(
        "brat",
        (".txt",),
        read,
        write,
        "BRAT .txt + .ann",
        companion=".ann",
        companion_label="BRAT annotations",
    )
)
