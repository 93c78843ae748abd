"""Whitespace columns (CoNLL-2003, GermEval, KPWr): byte-for-byte round trips, rewrites that
keep every token, column and space, and bad input named by its line."""

from __future__ import annotations

import tempfile
from pathlib import Path

from conftest import invoke
from hypothesis import given, settings
from hypothesis import strategies as st

from pseudonymizer.io.format import SourceFile
from pseudonymizer.io.formats import conll
from pseudonymizer.model import Edit, apply_edits

_TOKEN = st.text(
    alphabet=st.sampled_from([*"abcXYZ.,-#", "é", "ř", "ß", "漢"]), min_size=1, max_size=6
)
_TAGS = st.sampled_from(["O", "O", "B-PER", "I-PER", "B-LOC", "S-ORG", "E-ORG"])
_GAP = st.sampled_from(["\t", " ", "  ", " \t"])


@st.composite
def conll_files(draw: st.DrawFn) -> str:
    """A file of token lines (token, part of speech, tag), `-DOCSTART-` lines, comments,
    spaces or tabs between the columns, trailing spaces, LF or CRLF."""
    newline = draw(st.sampled_from(["\n", "\r\n"]))
    out = []
    for _ in range(draw(st.integers(1, 3))):
        if draw(st.booleans()):
            out.append(f"-DOCSTART- -X- O{newline}{newline}")
        for _ in range(draw(st.integers(1, 3))):
            if draw(st.integers(0, 3)) == 0:
                out.append(f"#\tsource{newline}")
            for _ in range(draw(st.integers(1, 5))):
                cells = [draw(_TOKEN), "NN", draw(_TAGS)]
                line = cells[0] + draw(_GAP) + cells[1] + draw(_GAP) + cells[2]
                out.append(line + draw(st.sampled_from(["", " "])) + newline)
            out.append(newline)
    return draw(st.sampled_from(["", "\ufeff"])) + "".join(out)  # maybe a BOM


def _source(content: str, folder: Path) -> SourceFile:
    path = folder / "corpus.conll"
    path.write_bytes(content.encode("utf-8"))
    return SourceFile(path, Path("corpus.conll"), "conll")


@settings(max_examples=60, deadline=None)
@given(conll_files())
def test_nothing_replaced_gives_the_file_back_byte_for_byte(content: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        source = _source(content, Path(folder))
        documents, errors = conll.read(source, "en")
        assert errors == []
        conll.write(source, [(d, apply_edits(d.text, [])) for d in documents], Path(folder) / "out")
        assert (Path(folder) / "out" / "corpus.conll").read_bytes() == content.encode("utf-8")


@settings(max_examples=60, deadline=None)
@given(conll_files(), st.data())
def test_a_rewrite_keeps_every_token_column_and_space(content: str, data: st.DataObject) -> None:
    with tempfile.TemporaryDirectory() as folder:
        source = _source(content, Path(folder))
        documents, _ = conll.read(source, "en")
        results = []
        for document in documents:
            spans = document.meta["spans"]
            first = data.draw(st.integers(0, len(spans) - 1))
            last = data.draw(st.integers(first, min(first + 2, len(spans) - 1)))
            if "\n" in document.text[spans[first][0] : spans[last][1]]:
                last = first
            words = data.draw(st.lists(st.sampled_from(["Ola", "Nowak", "de Vries"]), max_size=3))
            edit = Edit(spans[first][0], spans[last][1], " ".join(words))
            results.append((document, apply_edits(document.text, [edit])))
        conll.write(source, results, Path(folder) / "out")
        out = SourceFile(Path(folder) / "out" / "corpus.conll", Path("corpus.conll"), "conll")
        written = out.path.read_bytes().decode("utf-8")
        again, _ = conll.read(out, "en")
    # The file read back is the rewrite as the format spells it (what the mapping records).
    for (document, rewrite), read_back in zip(results, again, strict=True):
        assert read_back.text == conll.spell(document, rewrite).text
    old_lines, new_lines = content.splitlines(True), written.splitlines(True)
    assert len(new_lines) == len(old_lines)
    for old, new in zip(old_lines, new_lines, strict=True):
        old_cells, new_cells = old.split(), new.split()
        assert len(new_cells) == len(old_cells)  # no cell gained a space
        assert old_cells[1:] == new_cells[1:]
        # The whitespace between the cells and at the end is as it was.
        assert [c for c in old if c.isspace()] == [c for c in new if c.isspace()]


GERMEVAL = (
    "#\thttp://de.wikipedia.org/wiki/Beispiel [2009-10-17]\n"
    "1\tKatrin\tB-PER\tO\n"
    "2\tHoffmann\tI-PER\tO\n"
    "3\tzog\tO\tO\n"
    "4\tnach\tO\tO\n"
    "5\tHamburg\tB-LOC\tO\n"
    "6\t.\tO\tO\n"
    "\n"
)


def _pseudonymized(tmp_path: Path, name: str, content: str, lang: str) -> str:
    """The file `run --mentions input --mode pseudonymize` writes for `content`."""
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / name).write_text(content, encoding="utf-8")
    run = ("run", tmp_path / "in", "--lang", lang, "--mentions", "input")
    result = invoke(*run, "--mode", "pseudonymize", "--out", tmp_path / "out")
    assert result.exit_code == 0, result.output
    return (tmp_path / "out" / name).read_text(encoding="utf-8")


def test_germeval_names_are_replaced_in_their_column(tmp_path: Path) -> None:
    lines = _pseudonymized(tmp_path, "dev.tsv", GERMEVAL, "de").splitlines()
    assert lines[0] == GERMEVAL.splitlines()[0]
    rows = [line.split("\t") for line in lines[1:] if line]
    assert [rows[2][1], rows[3][1], rows[5][1]] == ["zog", "nach", "."]
    assert {row[1] for row in rows} & {"Katrin", "Hoffmann", "Hamburg"} == set()
    assert all(row[1] and row[1] != "_" for row in rows)
    assert [row[2] for row in rows] == [line.split("\t")[2] for line in GERMEVAL.splitlines()[1:7]]


KPWR = (
    "Jan jan subst:sg:nom:m1 B-nam_liv_person\n"
    "Kowalski kowalski subst:sg:nom:m1 I-nam_liv_person\n"
    "mieszka mieszkać fin:sg:ter:imperf O\n"
    "w w prep:loc:nwok O\n"
    "Gdańsku gdańsk subst:sg:loc:m3 B-nam_loc_gpe_city\n"
    ". . interp O\n"
    "\n"
)


def test_a_lemma_column_is_rewritten_with_the_surrogates_lemma(tmp_path: Path) -> None:
    written = _pseudonymized(tmp_path, "doc.iob", KPWR, "pl")
    rows = [line.split(" ") for line in written.splitlines() if line]
    lemmas = {row[1].casefold() for row in rows}
    assert not lemmas & {"jan", "kowalski", "gdańsk"}
    # The place is in the locative after `w`, its lemma the nominative.
    assert rows[4][0] != rows[4][1] and rows[4][2:] == ["subst:sg:loc:m3", "B-nam_loc_gpe_city"]


def test_a_line_with_other_columns_is_named_and_the_rest_written(tmp_path: Path) -> None:
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "good.tsv").write_text(GERMEVAL, encoding="utf-8")
    (tmp_path / "in" / "bad.tsv").write_text(GERMEVAL.replace("3\tzog\tO\tO", "3\tzog"))
    out = tmp_path / "out"
    result = invoke("run", tmp_path / "in", "--lang", "de", "--mode", "tag", "--out", out)
    assert result.exit_code != 0
    assert "bad.tsv:4: expected 4 whitespace-separated columns, found 2" in result.output
    assert (out / "good.tsv").exists() and not (out / "bad.tsv").exists()
