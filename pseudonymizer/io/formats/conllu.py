"""CoNLL-U and CoNLL-U Plus (Universal Dependencies, NerKor): one token a line, sentences
between blank lines, comments before them.

A document is what a `# newdoc` comment opens (the whole file where there is none); its text is
its sentences' surface tokens (a multiword token's range line, not its syntactic words),
written with a space unless MISC says `SpaceAfter=No`, a sentence a line. Names a person
marked come from a tag column: a CoNLL-U Plus column `NE` or `NER`, or a MISC `NE=`/`NER=` key,
in IOB, BIO or BIOES (`B-PER`). Written back, a token the rewrite touched gets its new form in
FORM and in LEMMA (the original lemma would spell the name), a multiword token's words too,
and its sentence's `# text =` is rewritten; every other line is copied as it was read, so a
file with nothing replaced comes back byte for byte. Parsed line by line here rather than with
the `conllu` package, which writes its own layout back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from pseudonymizer.io.atomic import write_atomic
from pseudonymizer.io.decode import read_text
from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import NO_OPTIONS, Format, ReadOptions, SourceFile, register
from pseudonymizer.io.tokens import (
    joined,
    new_forms,
    sentences_text,
    spelled,
    split_lines,
    tagged_spans,
)
from pseudonymizer.model import Document, Edit, Rewrite, apply_edits

COLUMNS = ("ID", "FORM", "LEMMA", "UPOS", "XPOS", "FEATS", "HEAD", "DEPREL", "DEPS", "MISC")
_ID = re.compile(r"[1-9]\d*|0|[1-9]\d*-[1-9]\d*|\d+\.[1-9]\d*")
_TAG_COLUMNS = ("NE", "NER")


@dataclass
class _Token:
    """A surface token: its line, the lines of the syntactic words it is made of (a multiword
    token's), and its sentence."""

    line: int
    words: list[int]
    sentence: int


@dataclass
class _Sentence:
    text_line: int | None = None  # the `# text =` comment's line, where there is one
    tokens: list[int] = field(default_factory=list)  # indices into the document's tokens


@dataclass
class _Parsed:
    """A document's part of the file: its tokens and sentences, by line index."""

    tokens: list[_Token] = field(default_factory=list)
    sentences: list[_Sentence] = field(default_factory=list)


def read(
    source: SourceFile, lang: str, options: ReadOptions = NO_OPTIONS
) -> tuple[list[Document], list[InputError]]:
    bom, lines = split_lines(read_text(source.path))
    columns = _columns(lines)
    if "FORM" not in columns or "ID" not in columns:
        raise InputError(source.path, "the `# global.columns` line names no ID or no FORM", 1)
    form, misc = columns.index("FORM"), columns.get_index("MISC")
    tag = next((columns.index(name) for name in _TAG_COLUMNS if name in columns), None)
    found, errors = _documents(lines, columns, source.path)
    if errors:
        return [], errors  # the file cannot be written whole: nothing of it is read
    documents = []
    for number, (doc_id, parsed) in enumerate(found):
        cells = [lines[token.line].rstrip("\r\n").split("\t") for token in parsed.tokens]
        forms = [row[form] for row in cells]
        spaces = [_space_after(row, misc) for row in cells]
        text, spans = sentences_text([s.tokens for s in parsed.sentences], forms, spaces)
        tags = [_tag(row, tag, misc) for row in cells]
        lines_of = [token.line + 1 for token in parsed.tokens]
        marked = tuple(tagged_spans(tags, spans, lines_of))
        name = doc_id or (
            source.relpath.with_suffix("").as_posix() + (f"-{number}" if number else "")
        )
        meta = {
            "bom": bom,
            "lines": lines,
            "parsed": parsed,
            "spans": spans,
            "form": form,
            "lemma": columns.get_index("LEMMA"),
            "misc": misc,
        }
        documents.append(Document(name, text, lang, meta, marked))
    return documents, errors


def write(source: SourceFile, results: list[tuple[Document, Rewrite]], out_dir: Path) -> None:
    if not results:  # no token in the file: nothing to rewrite
        write_atomic(out_dir / source.relpath, read_text(source.path))
        return
    meta = results[0][0].meta
    lines = list(meta["lines"])
    for document, rewrite in results:
        _rewrite(lines, document, rewrite)
    write_atomic(out_dir / source.relpath, meta["bom"] + "".join(lines))


def spell(document: Document, rewrite: Rewrite) -> Rewrite:
    edits = spelled(document.text, document.meta["spans"], rewrite.edits, " ")
    return apply_edits(document.text, edits)


def _rewrite(lines: list[str], document: Document, rewrite: Rewrite) -> None:
    """Put the rewrite's forms into the document's token lines and `# text` comments."""
    parsed: _Parsed = document.meta["parsed"]
    form: int = document.meta["form"]
    spans = document.meta["spans"]
    forms = new_forms(document.text, spans, rewrite.edits, " ")
    lemmas = new_forms(document.text, spans, [_by_lemma(edit) for edit in rewrite.edits], " ")
    changed = set()
    for token, new, lemma in zip(parsed.tokens, forms, lemmas, strict=True):
        if new is None:
            continue
        changed.add(token.sentence)
        for line in (token.line, *token.words):
            lines[line] = _with_form(lines[line], form, new, document.meta["lemma"], lemma or new)
    for index in sorted(changed):
        sentence = parsed.sentences[index]
        if sentence.text_line is None:
            continue
        rows = [lines[parsed.tokens[t].line].rstrip("\r\n").split("\t") for t in sentence.tokens]
        spaces = [_space_after(row, document.meta["misc"]) for row in rows]
        text, _ = joined([row[form] for row in rows], spaces)
        old = lines[sentence.text_line]
        ending = old[len(old.rstrip("\r\n")) :]
        lines[sentence.text_line] = f"# text = {text}{ending}"


def _by_lemma(edit: Edit) -> Edit:
    """The edit writing the surrogate's lemma, where known (else its form: the original
    lemma would spell the name)."""
    return Edit(edit.start, edit.end, edit.lemma or edit.replacement)


def _with_form(line: str, form: int, new: str, column: int | None, lemma: str) -> str:
    ending = line[len(line.rstrip("\r\n")) :]
    cells = line.rstrip("\r\n").split("\t")
    cells[form] = new
    if column is not None:
        cells[column] = lemma
    return "\t".join(cells) + ending


class _Columns(list[str]):
    def get_index(self, name: str) -> int | None:
        return self.index(name) if name in self else None


def _columns(lines: list[str]) -> _Columns:
    """The columns: CoNLL-U's ten, or those a CoNLL-U Plus file names on its first line."""
    if lines and lines[0].startswith("# global.columns ="):
        return _Columns(lines[0].split("=", 1)[1].split())
    return _Columns(COLUMNS)


def _documents(
    lines: list[str], columns: _Columns, path: Path
) -> tuple[list[tuple[str | None, _Parsed]], list[InputError]]:
    """The file's documents (an id where `# newdoc id =` gives one), and an error for each
    line that is no token line."""
    documents: list[tuple[str | None, _Parsed]] = []
    errors: list[InputError] = []
    current: _Parsed | None = None
    sentence: _Sentence | None = None
    doc_id: str | None = None
    covered = 0  # the last word a multiword token's range covers
    for index, line in enumerate(lines):
        content = line.rstrip("\r\n")
        if content.startswith("# newdoc"):
            current, sentence = None, None
            doc_id = content.split("=", 1)[1].strip() if "=" in content else None
            continue
        if not content.strip():
            sentence = None
            continue
        if current is None:
            current = _Parsed()
            documents.append((doc_id, current))
        if sentence is None:
            sentence = _Sentence()
            current.sentences.append(sentence)
            covered = 0
        if content.startswith("#"):
            if content.startswith("# text =") or content.startswith("# text="):
                sentence.text_line = index
            continue
        cells = content.split("\t")
        token_id = cells[columns.index("ID")] if len(cells) == len(columns) else ""
        if len(cells) != len(columns):
            message = f"expected {len(columns)} tab-separated columns, found {len(cells)}"
            errors.append(InputError(path, message, index + 1))
        elif not _ID.fullmatch(token_id):
            errors.append(InputError(path, f"malformed token ID {token_id!r}", index + 1))
        elif "." in token_id:
            continue  # an empty node: no surface token
        elif "-" in token_id:
            covered = int(token_id.split("-")[1])
            sentence.tokens.append(len(current.tokens))
            current.tokens.append(_Token(index, [], len(current.sentences) - 1))
        elif int(token_id) <= covered:
            current.tokens[-1].words.append(index)  # a word of the multiword token before
        else:
            sentence.tokens.append(len(current.tokens))
            current.tokens.append(_Token(index, [], len(current.sentences) - 1))
    return documents, errors


def _space_after(cells: list[str], misc: int | None) -> bool:
    return "SpaceAfter=No" not in _misc(cells, misc).split("|")


def _misc(cells: list[str], misc: int | None) -> str:
    return cells[misc] if misc is not None and misc < len(cells) else ""


def _tag(cells: list[str], column: int | None, misc: int | None) -> str:
    """The token's name tag: its tag column's, else its MISC `NE=`/`NER=` value, else `O`."""
    if column is not None:
        return cells[column]
    for item in _misc(cells, misc).split("|"):
        key, _, value = item.partition("=")
        if key in _TAG_COLUMNS:
            return value
    return "O"


register(Format("conllu", (".conllu",), read, write, ".conllu", spell=spell))
