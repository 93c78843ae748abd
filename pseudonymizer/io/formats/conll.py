"""Whitespace columns (CoNLL-2003, GermEval, KPWr's IOB export): a token a line, its columns
separated by spaces or tabs, sentences between blank lines.

A `-DOCSTART-` line or a `# newdoc` comment opens a document (the whole file is one where there
is neither); other lines beginning with `#` that are no token line are comments. A document's
text is its tokens with a space between them, a sentence a line (the pipeline reads such text
as written text, see `analyze.detokenize`). The columns are found from the file: the token is
the first column that is not all numbers (GermEval numbers its tokens), the tag column the
first whose every cell is an IOB, BIO or BIOES tag (`O`, `B-PER`), and a lemma column one that
repeats the token in at least half of its lines (KPWr's) — it would spell the names, so it is
rewritten with the token. Written back, only those cells change, with the whitespace around
them as it was; a replacement of several words over fewer tokens is joined by `_`, since a cell
holds no space.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from pseudonymizer.io.atomic import write_atomic
from pseudonymizer.io.decode import read_text
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import NO_OPTIONS, Format, ReadOptions, SourceFile, register
from pseudonymizer.io.tokens import new_forms, sentences_text, spelled, split_lines, tagged_spans
from pseudonymizer.model import Document, Edit, Rewrite, apply_edits

JOINER = "_"
_TAG = re.compile(r"O|[BIES]-\S+")
_NUMBER = re.compile(r"\d+")
_SPACES = re.compile(r"(\s+)")


@dataclass
class _Part:
    """A document's part of the file: its token lines, grouped by sentence."""

    lines: list[int] = field(default_factory=list)
    sentences: list[list[int]] = field(default_factory=list)  # indices into `lines`


@dataclass(frozen=True)
class _Layout:
    """Which columns hold the token, its lemma and its tag (None: there is none)."""

    token: int
    lemma: int | None
    tag: int | None


def read(
    source: SourceFile, lang: str, options: ReadOptions = NO_OPTIONS
) -> tuple[list[Document], list[InputError]]:
    bom, lines = split_lines(read_text(source.path))
    parts, rows, errors = _parts(lines, source.path)
    if errors:
        return [], errors  # the file cannot be written whole: nothing of it is read
    layout = _layout(rows)
    documents = []
    for number, (doc_id, part) in enumerate(parts):
        cells = [lines[line].split() for line in part.lines]
        forms = [row[layout.token] for row in cells]
        text, spans = sentences_text(part.sentences, forms, [True] * len(forms))
        marked: tuple = ()
        if layout.tag is not None:
            tags = [row[layout.tag] for row in cells]
            marked = tuple(tagged_spans(tags, spans, [line + 1 for line in part.lines]))
        name = doc_id or (
            source.relpath.with_suffix("").as_posix() + (f"-{number}" if number else "")
        )
        meta = {"bom": bom, "lines": lines, "part": part, "spans": spans, "layout": layout}
        documents.append(Document(name, text, lang, meta, marked))
    return documents, []


def write(source: SourceFile, results: list[tuple[Document, Rewrite]], out_dir: Path) -> None:
    if not results:  # no token in the file: nothing to rewrite
        write_atomic(out_dir / source.relpath, read_text(source.path))
        return
    meta = results[0][0].meta
    lines = list(meta["lines"])
    for document, rewrite in results:
        part: _Part = document.meta["part"]
        layout: _Layout = document.meta["layout"]
        spans = document.meta["spans"]
        forms = new_forms(document.text, spans, rewrite.edits, JOINER)
        by_lemma = [Edit(e.start, e.end, e.lemma or e.replacement) for e in rewrite.edits]
        lemmas = new_forms(document.text, spans, by_lemma, JOINER)
        for line, form, lemma in zip(part.lines, forms, lemmas, strict=True):
            if form is None:
                continue
            new = {layout.token: form}
            if layout.lemma is not None:
                new[layout.lemma] = lemma or form
            lines[line] = _with_cells(lines[line], new)
    write_atomic(out_dir / source.relpath, meta["bom"] + "".join(lines))


def spell(document: Document, rewrite: Rewrite) -> Rewrite:
    edits = spelled(document.text, document.meta["spans"], rewrite.edits, JOINER)
    return apply_edits(document.text, edits)


def _parts(
    lines: list[str], path: Path
) -> tuple[list[tuple[str | None, _Part]], list[list[str]], list[InputError]]:
    """The file's documents, the cells of every token line, and an error for each token line
    with another number of columns than the first."""
    parts: list[tuple[str | None, _Part]] = []
    rows: list[list[str]] = []
    errors: list[InputError] = []
    current: _Part | None = None
    in_sentence = False
    count: int | None = None
    doc_id: str | None = None
    for index, line in enumerate(lines):
        cells = line.split()
        if not cells:
            in_sentence = False
            continue
        if cells[0] == "-DOCSTART-" or line.startswith("# newdoc"):
            current, in_sentence = None, False
            doc_id = line.split("=", 1)[1].strip() if line.startswith("# newdoc id") else None
            continue
        if line.startswith("#") and (count is None or len(cells) != count or cells[0] != "#"):
            continue  # a comment, not the token `#`
        if count is None:
            count = len(cells)
        if len(cells) != count:
            message = f"expected {count} whitespace-separated columns, found {len(cells)}"
            errors.append(InputError(path, message, index + 1))
            continue
        if current is None:
            current = _Part()
            parts.append((doc_id, current))
        if not in_sentence:
            current.sentences.append([])
            in_sentence = True
        current.sentences[-1].append(len(current.lines))
        current.lines.append(index)
        rows.append(cells)
    return parts, rows, errors


def _layout(rows: list[list[str]]) -> _Layout:
    columns = list(zip(*rows, strict=True)) if rows else [()]
    token = next(
        (i for i, column in enumerate(columns) if not all(map(_NUMBER.fullmatch, column))), 0
    )
    tag = next(
        (
            i
            for i, column in enumerate(columns)
            if i != token and column and all(map(_TAG.fullmatch, column))
        ),
        None,
    )
    forms = columns[token]
    lemma = next(
        (
            i
            for i, column in enumerate(columns)
            if i not in (token, tag)
            and forms
            and 2 * sum(a.casefold() == b.casefold() for a, b in zip(column, forms, strict=True))
            >= len(forms)
        ),
        None,
    )
    return _Layout(token, lemma, tag)


def _with_cells(line: str, new: dict[int, str]) -> str:
    """The line with some cells replaced, the whitespace between them and its end as read."""
    pieces = _SPACES.split(line)
    cell = -1
    for index, piece in enumerate(pieces):
        if piece and not piece.isspace():
            cell += 1
            if cell in new:
                pieces[index] = new[cell]
    return "".join(pieces)


SUFFIXES = (".conll", ".iob", ".bio", ".tsv")
register(Format("conll", SUFFIXES, read, write, ".conll/.iob/.tsv", spell=spell))
