"""BRAT standoff: exact round trips, annotations that follow their text, and bad input."""

from __future__ import annotations

import re
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import SourceFile
from pseudonymizer.io.formats import brat
from pseudonymizer.io.sources import discover
from pseudonymizer.model import Document, Edit, Rewrite, apply_edits

# Characters for texts, notes and replacements: ASCII, accents, CJK, an astral emoji (one code
# point, two UTF-16 units), a tab, and characters `str.splitlines` treats as line breaks but BRAT
# does not.
_ALPHABET = [
    *"abXY z09.,-",
    "\t",
    "é",
    "ř",
    "Ž",
    "ß",
    "漢",
    "😀",
    "\u00a0",
    "\u2028",
    "\x85",
    "\x0c",
]
_CHARS = st.sampled_from(_ALPHABET)
_NEWLINE = st.sampled_from(["\n", "\r\n"])
_LINE_TEXT = st.text(alphabet=_CHARS, min_size=1, max_size=12)
_LABELS = st.sampled_from(["PERSON", "LOC", "Date_1", "org-x"])


@st.composite
def texts(draw: st.DrawFn) -> str:
    """A text with LF and CRLF line breaks, maybe a BOM, and at least one non-empty line."""
    first = draw(_LINE_TEXT)
    rest = draw(st.lists(st.one_of(_LINE_TEXT, _NEWLINE), max_size=8))
    bom = draw(st.sampled_from(["", "\ufeff"]))
    return bom + first + "".join(rest)


@dataclass
class AnnLine:
    """A generated `.ann` line: its kind, id, the ids it points at and how to render it."""

    kind: str
    id: str
    refs: list[str]
    render: Callable[[str, list[str]], str]  # (id, refs) -> line without its ending
    ending: str
    fragments: list[tuple[int, int]] | None = None
    label: str = ""

    def text(self) -> str:
        return self.render(self.id, self.refs)


def _t_render(label: str, fragments: list[tuple[int, int]], text: str):
    offsets = ";".join(f"{start} {end}" for start, end in fragments)
    span_text = " ".join(text[start:end] for start, end in fragments)
    return lambda ann_id, refs: f"{ann_id}\t{label} {offsets}\t{span_text}"


@st.composite
def annotated(draw: st.DrawFn) -> tuple[str, list[AnnLine]]:
    """A text and valid `.ann` lines for it, with arbitrary id numbering and line order."""
    text = draw(texts())
    segments = [(m.start(), m.end()) for m in re.finditer(r"[^\r\n]+", text)]

    def fragment() -> tuple[int, int]:
        seg_start, seg_end = draw(st.sampled_from(segments))
        start = draw(st.integers(seg_start, seg_end - 1))
        return start, draw(st.integers(start + 1, seg_end))

    def numbers(count: int) -> list[int]:
        return draw(st.lists(st.integers(1, 60), min_size=count, max_size=count, unique=True))

    lines: list[AnnLine] = []
    t_count = draw(st.integers(1, 5))
    for number in numbers(t_count):
        fragments = sorted({fragment() for _ in range(draw(st.integers(1, 3)))})
        label = draw(_LABELS)
        render = _t_render(label, fragments, text)
        lines.append(AnnLine("T", f"T{number}", [], render, "", fragments, label))
    t_ids = [line.id for line in lines]
    note_text = st.text(alphabet=_CHARS, max_size=10)

    kinds = draw(st.lists(st.sampled_from(["A", "A=", "#", "R", "N", "blank"]), max_size=6))
    relation_numbers = iter(numbers(len(kinds)))
    other_numbers = {prefix: iter(numbers(len(kinds))) for prefix in "A#N"}
    for kind in kinds:
        if kind == "blank":
            lines.append(AnnLine("blank", "", [], lambda ann_id, refs: "", ""))
        elif kind == "R":
            refs = [draw(st.sampled_from(t_ids)), draw(st.sampled_from(t_ids))]
            render = lambda ann_id, refs: f"{ann_id}\tRel Arg1:{refs[0]} Arg2:{refs[1]}"  # noqa: E731
            lines.append(AnnLine("R", f"R{next(relation_numbers)}", refs, render, ""))
        elif kind.startswith("A"):
            value = " High" if kind == "A=" else ""
            render = lambda ann_id, refs, value=value: f"{ann_id}\tNegated {refs[0]}{value}"  # noqa: E731
            refs = [draw(st.sampled_from(t_ids))]
            lines.append(AnnLine("A", f"A{next(other_numbers['A'])}", refs, render, ""))
        elif kind == "#":
            note = draw(note_text)
            render = lambda ann_id, refs, note=note: f"{ann_id}\tAnnotatorNotes {refs[0]}\t{note}"  # noqa: E731
            refs = [draw(st.sampled_from(t_ids))]
            lines.append(AnnLine("#", f"#{next(other_numbers['#'])}", refs, render, ""))
        else:
            note = draw(note_text)
            render = lambda ann_id, refs, note=note: (  # noqa: E731
                f"{ann_id}\tReference {refs[0]} Wikipedia:534366\t{note}"
            )
            refs = [draw(st.sampled_from(t_ids))]
            lines.append(AnnLine("N", f"N{next(other_numbers['N'])}", refs, render, ""))
    # Notes on relations: dropping a relation must drop these too.
    relation_ids = [line.id for line in lines if line.kind == "R"]
    if relation_ids and draw(st.booleans()):
        render = lambda ann_id, refs: f"{ann_id}\tAnnotatorNotes {refs[0]}\ton a relation"  # noqa: E731
        number = draw(st.integers(61, 99))
        lines.append(AnnLine("#", f"#{number}", [draw(st.sampled_from(relation_ids))], render, ""))

    lines = draw(st.permutations(lines))
    for index, line in enumerate(lines):
        # Only the last line may lack its newline, and a blank line needs one to exist.
        open_end = index == len(lines) - 1 and line.kind != "blank"
        line.ending = draw(st.sampled_from(["\n", "\r\n", ""] if open_end else ["\n", "\r\n"]))
    return text, lines


@st.composite
def edit_lists(draw: st.DrawFn, text: str, lines: list[AnnLine]) -> list[Edit]:
    """Sorted, non-overlapping edits: random ones (touching edits, deletions and insertions
    included) and ones that remove or replace an annotation's fragment, so drops are common."""
    replacement = st.text(alphabet=_CHARS, max_size=6)
    candidates = []
    points = sorted(draw(st.lists(st.integers(0, len(text)), max_size=8)))
    for start, end in zip(points[::2], points[1::2], strict=False):
        candidates.append(Edit(start, end, draw(replacement)))
    fragments = [f for line in lines for f in line.fragments or []]
    for start, end in draw(st.lists(st.sampled_from(fragments), max_size=4)):
        start = draw(st.integers(max(0, start - 2), start))
        end = draw(st.integers(end, min(len(text), end + 2)))
        candidates.append(Edit(start, end, draw(st.one_of(st.just(""), replacement))))
    edits: list[Edit] = []
    for edit in sorted(candidates, key=lambda edit: (edit.start, edit.end)):
        if not edits or edit.start >= edits[-1].end:
            edits.append(edit)
    return edits


def _ann_text(lines: list[AnnLine]) -> str:
    return "".join(line.text() + line.ending for line in lines)


def _write_pair(folder: Path, name: str, text: str, ann: str) -> SourceFile:
    (folder / f"{name}.txt").write_bytes(text.encode("utf-8"))
    (folder / f"{name}.ann").write_bytes(ann.encode("utf-8"))
    return SourceFile(folder / f"{name}.txt", Path(f"{name}.txt"), "brat")


def _read_one(source: SourceFile) -> Document:
    documents, errors = brat.read(source, "en")
    assert errors == []
    [document] = documents
    return document


def _split_lines(ann: str) -> list[str]:
    """`.ann` lines with their endings; only LF ends a line (CRLF keeps its CR)."""
    return re.findall(r"[^\n]*\n|[^\n]+\Z", ann)


# --- properties -----------------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(annotated())
def test_unchanged_document_round_trips_byte_for_byte(case: tuple[str, list[AnnLine]]) -> None:
    text, lines = case
    ann = _ann_text(lines)
    with tempfile.TemporaryDirectory() as tmp:
        corpus, out = Path(tmp) / "corpus", Path(tmp) / "out"
        corpus.mkdir()
        _write_pair(corpus, "doc", text, ann)
        sources, errors = discover([corpus])
        assert errors == []
        [source] = sources
        assert source.format == "brat"
        document = _read_one(source)
        assert document.text == text
        brat.write(source, [(document, Rewrite(document.text, []))], out)
        assert (out / "doc.txt").read_bytes() == (corpus / "doc.txt").read_bytes()
        assert (out / "doc.ann").read_bytes() == (corpus / "doc.ann").read_bytes()


def _touches(fragment: tuple[int, int], edit: Edit) -> bool:
    """Whether an edit changes the text inside `fragment` (an insertion only strictly inside)."""
    start, end = fragment
    if edit.start == edit.end:
        return start < edit.start < end
    return edit.start < end and start < edit.end


def _survives(fragment: tuple[int, int], edits: list[Edit]) -> bool:
    """Independent oracle: a fragment keeps some text unless every character of it was replaced
    by nothing and no replacement text lands inside it."""
    start, end = fragment
    if any(_touches(fragment, edit) and edit.replacement for edit in edits):
        return True
    covered = set()
    for edit in edits:
        covered.update(range(max(edit.start, start), min(edit.end, end)))
    return len(covered) < end - start


def _expected_lines(lines: list[AnnLine], edits: list[Edit]) -> tuple[list[AnnLine], set[str]]:
    dropped = {
        line.id
        for line in lines
        if line.kind == "T" and not any(_survives(f, edits) for f in line.fragments or [])
    }
    while True:
        more = {line.id for line in lines if set(line.refs) & dropped} - dropped
        if not more:
            break
        dropped |= more
    return [line for line in lines if line.id not in dropped or line.kind == "blank"], dropped


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_annotations_follow_their_text_through_edits(data: st.DataObject) -> None:
    text, lines = data.draw(annotated())
    edits = data.draw(edit_lists(text, lines))
    rewrite = apply_edits(text, edits)
    with tempfile.TemporaryDirectory() as tmp:
        corpus, out = Path(tmp) / "corpus", Path(tmp) / "out"
        corpus.mkdir()
        source = _write_pair(corpus, "doc", text, _ann_text(lines))
        document = _read_one(source)
        brat.write(source, [(document, rewrite)], out)
        assert (out / "doc.txt").read_bytes() == rewrite.text.encode("utf-8")
        out_ann = (out / "doc.ann").read_bytes().decode("utf-8")

    # The output is a valid .ann for the new text (offsets in range, span texts match).
    reparsed = brat.parse(out_ann, rewrite.text, Path("out/doc.ann"))

    kept, dropped = _expected_lines(lines, edits)
    out_lines = _split_lines(out_ann)
    assert len(out_lines) == len(kept) == len(reparsed)

    # Ids: unchanged when nothing is dropped, otherwise consecutive per prefix in file order.
    if dropped:
        counters: dict[str, int] = {}
        renumber = {}
        for line in kept:
            if line.kind != "blank":
                prefix = line.id[0]
                counters[prefix] = counters.get(prefix, 0) + 1
                renumber[line.id] = f"{prefix}{counters[prefix]}"
    else:
        renumber = {line.id: line.id for line in kept}

    for expected, actual in zip(kept, out_lines, strict=True):
        assert actual.endswith(expected.ending)
        content = actual[: len(actual) - len(expected.ending)] if expected.ending else actual
        if expected.kind == "blank":
            assert content == ""
            continue
        ann_id, _, body = content.partition("\t")
        assert ann_id == renumber[expected.id]
        if expected.kind != "T":
            assert content == expected.render(ann_id, [renumber[ref] for ref in expected.refs])
            continue
        head, _, span_text = body.partition("\t")
        label, _, offsets = head.partition(" ")
        assert label == expected.label
        fragments = [tuple(map(int, part.split(" "))) for part in offsets.split(";")]
        assert all(start < end for start, end in fragments)
        assert span_text == " ".join(rewrite.text[start:end] for start, end in fragments)
        surviving = [f for f in expected.fragments or [] if _survives(f, edits)]
        # Fragments that snap into the same replacement come out as one fragment.
        groups: list[list[tuple[int, int]]] = []
        for fragment in surviving:
            mapped = rewrite.map_span(*fragment)
            last = groups[-1][-1] if groups else None
            if last and fragment[0] >= last[1] and mapped[0] < rewrite.map_span(*last)[1]:
                groups[-1].append(fragment)
            else:
                groups.append([fragment])
        assert len(fragments) == len(groups)
        for group, (new_start, new_end) in zip(groups, fragments, strict=True):
            [(old_start, old_end)] = group if len(group) == 1 else [(-1, -1)]
            if old_start >= 0 and not any(_touches((old_start, old_end), e) for e in edits):
                assert rewrite.text[new_start:new_end] == text[old_start:old_end]

    # Nothing left points at a dropped annotation.
    new_ids = set(renumber.values())
    for line in reparsed:
        if line.id and not line.id.startswith("T"):
            head = line.body.partition("\t")[0]
            refs = [token.rpartition(":")[2] for token in head.split(" ")]
            assert all(ref in new_ids for ref in refs if re.fullmatch(r"[TRAN#]\d+", ref))


# --- examples -------------------------------------------------------------------------------

_TEXT = "Dear Jan Novák,\r\nplease call Eva.\nBye\n"


def _edit(text: str, old: str, new: str) -> Edit:
    start = text.index(old)
    return Edit(start, start + len(old), new)


def _rewrite_pair(tmp_path: Path, text: str, ann: str, edits: list[Edit]) -> tuple[str, str]:
    corpus, out = tmp_path / "corpus", tmp_path / "out"
    corpus.mkdir()
    source = _write_pair(corpus, "letter", text, ann)
    document = _read_one(source)
    rewrite = apply_edits(text, edits)
    brat.write(source, [(document, rewrite)], out)
    new_text = (out / "letter.txt").read_bytes().decode("utf-8")
    new_ann = (out / "letter.ann").read_bytes().decode("utf-8")
    assert new_text == rewrite.text
    brat.parse(new_ann, new_text, out / "letter.ann")
    return new_text, new_ann


def test_removed_person_is_dropped_with_its_note_and_attribute(tmp_path: Path) -> None:
    ann = (
        "T1\tPERSON 5 14\tJan Novák\n"
        "T2\tPERSON 29 32\tEva\n"
        "A1\tNegated T1\n"
        "#1\tAnnotatorNotes T1\tthe addressee\n"
        "R1\tKnows Arg1:T1 Arg2:T2\n"
        "A2\tCertain T2\n"
        "#2\tAnnotatorNotes T2\tthe colleague\n"
    )
    new_text, new_ann = _rewrite_pair(tmp_path, _TEXT, ann, [_edit(_TEXT, "Jan Novák", "")])
    assert new_text == "Dear ,\r\nplease call Eva.\nBye\n"
    assert new_ann == (
        "T1\tPERSON 20 23\tEva\nA1\tCertain T1\n#1\tAnnotatorNotes T1\tthe colleague\n"
    )


def test_longer_replacement_shifts_later_offsets(tmp_path: Path) -> None:
    ann = "T1\tPERSON 5 14\tJan Novák\r\nT2\tPERSON 29 32\tEva\r\n#1\tAnnotatorNotes T2\tok\r\n"
    edits = [_edit(_TEXT, "Jan Novák", "Bartholomew Smithson")]
    new_text, new_ann = _rewrite_pair(tmp_path, _TEXT, ann, edits)
    eva = new_text.index("Eva")
    assert eva == 29 + len("Bartholomew Smithson") - len("Jan Novák")
    assert new_ann == (
        "T1\tPERSON 5 25\tBartholomew Smithson\r\n"
        f"T2\tPERSON {eva} {eva + 3}\tEva\r\n"
        "#1\tAnnotatorNotes T2\tok\r\n"
    )


def test_discontinuous_fragments_survive(tmp_path: Path) -> None:
    # "Jan" and "Eva" as one discontinuous annotation; a name between them grows.
    text = "Jan met Karel and Eva.\n"
    ann = "T1\tGROUP 0 3;18 21\tJan Eva\nT2\tPERSON 8 13\tKarel\n"
    new_text, new_ann = _rewrite_pair(tmp_path, text, ann, [_edit(text, "Karel", "Maximilian")])
    assert new_text == "Jan met Maximilian and Eva.\n"
    assert new_ann == "T1\tGROUP 0 3;23 26\tJan Eva\nT2\tPERSON 8 18\tMaximilian\n"


def test_discontinuous_annotation_loses_only_its_removed_fragment(tmp_path: Path) -> None:
    text = "Jan met Karel and Eva.\n"
    ann = "T1\tGROUP 0 3;18 21\tJan Eva\nT2\tPERSON 8 13\tKarel\n"
    _, new_ann = _rewrite_pair(tmp_path, text, ann, [_edit(text, "Jan", "")])
    assert new_ann == "T1\tGROUP 15 18\tEva\nT2\tPERSON 5 10\tKarel\n"


def test_partially_replaced_annotation_covers_the_whole_replacement(tmp_path: Path) -> None:
    text = "Call Jan Novák now.\n"
    ann = "T1\tSURNAME 9 14\tNovák\n"
    _, new_ann = _rewrite_pair(tmp_path, text, ann, [_edit(text, "Jan Nov", "[PERSON]")])
    assert new_ann == "T1\tSURNAME 5 15\t[PERSON]ák\n"


def test_blank_lines_survive_renumbering(tmp_path: Path) -> None:
    ann = "T3\tPERSON 5 14\tJan Novák\n\nT7\tPERSON 29 32\tEva\n\n"
    _, new_ann = _rewrite_pair(tmp_path, _TEXT, ann, [_edit(_TEXT, "Jan Novák", "")])
    assert new_ann == "\nT1\tPERSON 20 23\tEva\n\n"


def test_text_with_unicode_line_separators_in_a_span(tmp_path: Path) -> None:
    # U+2028 and NEL are ordinary characters in BRAT; only \n (or \r\n) ends an .ann line.
    text = "Ann\u2028Lee and Bo\x85b\n"
    ann = "T1\tPERSON 0 7\tAnn\u2028Lee\nT2\tPERSON 12 16\tBo\x85b\n"
    new_text, new_ann = _rewrite_pair(tmp_path, text, ann, [_edit(text, "and", "&")])
    assert new_text == "Ann\u2028Lee & Bo\x85b\n"
    assert new_ann == "T1\tPERSON 0 7\tAnn\u2028Lee\nT2\tPERSON 10 14\tBo\x85b\n"


def test_txt_without_ann_reads_as_unannotated(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("Hello Eva\n", encoding="utf-8")
    document = _read_one(SourceFile(tmp_path / "a.txt", Path("a.txt"), "brat"))
    assert document.text == "Hello Eva\n"
    assert document.meta["brat"] == []


# --- bad input ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("T2\tPERSON 29 99\tEva", "outside the text"),
        ("T2\tPERSON 29 32\tEve", "does not match"),
        ("T2\tPERSON 29 32;40 41\tEva x", "outside the text"),
        ("T2\tPERSON 29 32;20\tEva", "malformed"),
        ("T2\tPERSON 29-32\tEva", "malformed"),
        ("T2\tPERSON\tEva", "malformed"),
        ("T2\tPERSON 32 29\t", "outside the text"),
    ],
)
def test_bad_text_bound_annotation_names_file_and_line(
    tmp_path: Path, line: str, message: str
) -> None:
    ann = f"T1\tPERSON 5 14\tJan Novák\r\n#1\tAnnotatorNotes T1\tx\r\n{line}\r\n"
    source = _write_pair(tmp_path, "letter", _TEXT, ann)
    with pytest.raises(InputError) as caught:
        brat.read(source, "en")
    assert caught.value.line == 3
    assert caught.value.path == tmp_path / "letter.ann"
    assert f"{tmp_path / 'letter.ann'}:3" in str(caught.value)
    assert message in str(caught.value)


def test_bad_line_number_counts_lines_not_unicode_separators(tmp_path: Path) -> None:
    ann = "#1\tAnnotatorNotes T9\tnote\u2028with\x85breaks\nT1\tPERSON 0 3\tnope\n"
    source = _write_pair(tmp_path, "letter", _TEXT, ann)
    with pytest.raises(InputError) as caught:
        brat.read(source, "en")
    assert caught.value.line == 2


def test_invalid_utf8_in_ann_names_the_ann_line(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_bytes(b"Eva\n")
    (tmp_path / "a.ann").write_bytes(b"T1\tPERSON 0 3\tEva\n#1\tAnnotatorNotes T1\t\xff\n")
    with pytest.raises(InputError) as caught:
        brat.read(SourceFile(tmp_path / "a.txt", Path("a.txt"), "brat"), "en")
    assert f"{tmp_path / 'a.ann'}:2" in str(caught.value)


def test_ann_named_directly_without_its_txt_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "lonely.ann").write_text("T1\tPERSON 0 3\tEva\n", encoding="utf-8")
    sources, errors = discover([tmp_path / "lonely.ann"])
    assert sources == []
    [error] = errors
    assert error.path == tmp_path / "lonely.ann"
    assert "lonely.txt" in str(error)


def test_ann_named_directly_stands_for_the_pair(tmp_path: Path) -> None:
    _write_pair(tmp_path, "pair", "Eva\n", "T1\tPERSON 0 3\tEva\n")
    sources, errors = discover([tmp_path / "pair.ann"])
    assert errors == []
    assert sources == [SourceFile(tmp_path / "pair.txt", Path("pair.txt"), "brat")]
