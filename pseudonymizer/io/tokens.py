"""Tokenized corpora (CoNLL-U, CoNLL columns): a document's text made of its tokens, and each
token's new form after the text is rewritten, so that the corpus keeps its token count.

A replacement is spread over the tokens it replaces by one rule: each token takes one word of
it, in order; the last token takes the words left over, joined by `joiner` (a space in
CoNLL-U, where a form may hold one; `_` in whitespace columns, where it may not); a token left
without a word is `_`, the formats' empty value. Where an edit begins or ends inside a token,
the token keeps what lies outside the edit (`Novák,` -> `Dvořák,`).
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import replace

from pseudonymizer.model import Annotation, Edit

EMPTY = "_"
BOM = "\ufeff"


def split_lines(text: str) -> tuple[str, list[str]]:
    """A file's byte order mark (or "") and its lines with their ends, split only at `\n`,
    `\r\n` and `\r` (a form may hold a character `str.splitlines` breaks at)."""
    bom = BOM if text.startswith(BOM) else ""
    return bom, io.StringIO(text.removeprefix(BOM), newline="").readlines()


def joined(forms: Sequence[str], spaces: Sequence[bool]) -> tuple[str, list[tuple[int, int]]]:
    """The text of tokens written with a space after those `spaces` says (none after the
    last: a sentence's text ends with its last token), and where each token stands in it."""
    pieces: list[str] = []
    spans = []
    position = 0
    last = len(forms) - 1
    for index, (form, space) in enumerate(zip(forms, spaces, strict=True)):
        space = space and index < last
        spans.append((position, position + len(form)))
        pieces.append(form + (" " if space else ""))
        position += len(form) + (1 if space else 0)
    return "".join(pieces), spans


def sentences_text(
    sentences: Sequence[Sequence[int]], forms: Sequence[str], spaces: Sequence[bool]
) -> tuple[str, list[tuple[int, int]]]:
    """A document's text, a sentence (token indices into `forms`) a line, and where each
    token stands in it."""
    pieces: list[str] = []
    spans: list[tuple[int, int]] = []
    offset = 0
    for sentence in sentences:
        text, placed = joined([forms[t] for t in sentence], [spaces[t] for t in sentence])
        spans.extend((start + offset, end + offset) for start, end in placed)
        pieces.append(text)
        offset += len(text) + 1
    return "\n".join(pieces), spans


def new_forms(
    text: str,
    spans: Sequence[tuple[int, int]],
    edits: Sequence[Edit],
    joiner: str,
    empty: str = EMPTY,
) -> list[str | None]:
    """Each token's form after `edits` (sorted, in `text`'s offsets), None for a token no edit
    touches; `spans` are the tokens' places in `text`, in order; a token left with nothing is
    `empty`."""
    return _spread(text, spans, edits, joiner, empty)[0]


def spelled(
    text: str,
    spans: Sequence[tuple[int, int]],
    edits: Sequence[Edit],
    joiner: str,
    empty: str = EMPTY,
) -> list[Edit]:
    """`edits` as the tokens spell them once rewritten (`Petra _` for `Petra` over two
    tokens, `Nové_Město` in one): what a reader of the written file reads in their place."""
    return _spread(text, spans, edits, joiner, empty)[1]


def _spread(
    text: str, spans: Sequence[tuple[int, int]], edits: Sequence[Edit], joiner: str, empty: str
) -> tuple[list[str | None], list[Edit]]:
    forms: list[str | None] = [None] * len(spans)
    written: list[Edit] = []
    token = 0
    for edit in edits:
        while token < len(spans) and spans[token][1] <= edit.start:
            token += 1
        touched = []
        at = token
        while at < len(spans) and spans[at][0] < edit.end:
            touched.append(at)
            at += 1
        words = edit.replacement.split()
        shares = []
        for place, index in enumerate(touched):
            start, end = spans[index]
            current = forms[index] if forms[index] is not None else text[start:end]
            if len(touched) == 1:  # within one token: the edit applied where it stands
                cut = len(current) - (end - start)  # what earlier edits in the token added
                share = edit.replacement.replace(" ", joiner)
                before = current[: edit.start - start + cut] if edit.start > start else ""
            else:
                last = place == len(touched) - 1
                share = joiner.join(words[place:]) if last else _nth(words, place)
                before = current[: edit.start - start] if place == 0 and edit.start > start else ""
            after = current[len(current) - (end - edit.end) :] if end > edit.end else ""
            share = share or ("" if before or after else empty)
            forms[index] = before + share + after
            gap = text[end : spans[touched[place + 1]][0]] if place < len(touched) - 1 else ""
            shares.append(share + gap)
        if touched:  # the text between tokens is the file's, whatever the edit said
            first, last = spans[touched[0]][0], spans[touched[-1]][1]
            bounds = {"start": max(edit.start, first), "end": min(edit.end, last)}
            written.append(replace(edit, replacement="".join(shares), **bounds))
    return forms, written


def _nth(words: Sequence[str], place: int) -> str:
    return words[place] if place < len(words) else ""


def tagged_spans(
    tags: Sequence[str], spans: Sequence[tuple[int, int]], lines: Sequence[int | None]
) -> list[Annotation]:
    """The annotations an IOB, BIO or BIOES tag column marks over tokens (`B-PER`, `I-PER`,
    `S-LOC`, `O`; GermEval's `B-PERderiv`): a name begins at `B-`/`S-`, or at `I-` after
    another label, and ends at `E-`/`S-`, an `O` or another label. `lines` are the tokens'
    lines in the input."""
    found: list[Annotation] = []
    label: str | None = None
    start = end = 0
    line: int | None = None
    for tag, (token_start, token_end), token_line in zip(tags, spans, lines, strict=True):
        prefix, _, kind = tag.partition("-")
        if prefix not in ("B", "I", "E", "S") or not kind:
            kind = ""  # `O`, `_`: outside any name
        continues = label == kind and prefix in ("I", "E")
        if label is not None and not continues:
            found.append(Annotation(start, end, label, line))
            label = None
        if kind and not continues:
            label, start, line = kind, token_start, token_line
        if label is not None:
            end = token_end
        if prefix in ("E", "S") and label is not None:
            found.append(Annotation(start, end, label, line))
            label = None
    if label is not None:
        found.append(Annotation(start, end, label, line))
    return found
