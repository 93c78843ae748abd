"""Word documents: byte-for-byte round trips, rewrites that keep every run and its formatting,
and nothing left in a header, footer, comment, table, link or property."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import docx
from conftest import invoke
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from hypothesis import given, settings
from hypothesis import strategies as st

from pseudonymizer.io.format import SourceFile
from pseudonymizer.io.formats import docx as word_format
from pseudonymizer.model import Edit, apply_edits

_TEXT = st.sampled_from(["Jan", " Nováková", "ß ", "  ", "漢字", "a&b<c", "No", "vák,"])


def _link(paragraph, text: str, url: str) -> None:
    """A hyperlink run (python-docx has no call that adds one)."""
    r_id = paragraph.part.relate_to(url, RT.HYPERLINK, is_external=True)
    link = OxmlElement("w:hyperlink")
    link.set(qn("r:id"), r_id)
    run = OxmlElement("w:r")
    node = OxmlElement("w:t")
    node.text = text
    run.append(node)
    link.append(run)
    paragraph._p.append(link)


@st.composite
def word_files(draw: st.DrawFn) -> docx.document.Document:
    """A Word document: paragraphs of runs with formatting, tabs and breaks, a table, a
    header, a footer, a comment, a link."""
    word = docx.Document()
    for _ in range(draw(st.integers(1, 4))):
        paragraph = word.add_paragraph()
        for _ in range(draw(st.integers(0, 4))):
            run = paragraph.add_run(draw(_TEXT))
            run.bold = draw(st.booleans())
            if draw(st.integers(0, 5)) == 0:
                run.add_tab()
    if draw(st.booleans()):
        word.add_table(rows=1, cols=2).cell(0, 1).text = draw(_TEXT)
    word.sections[0].header.paragraphs[0].text = draw(_TEXT)
    if draw(st.booleans()):
        word.sections[0].footer.add_paragraph().add_run(draw(_TEXT))
    runs = [run for paragraph in word.paragraphs for run in paragraph.runs]
    if runs and draw(st.booleans()):
        word.add_comment(runs[0], text=draw(_TEXT), author="Eva Malá", initials="EM")
    if draw(st.booleans()):
        _link(word.add_paragraph(), draw(_TEXT), "mailto:jan.novak@example.cz")
    return word


def _source(word: docx.document.Document, folder: Path) -> SourceFile:
    path = folder / "letter.docx"
    word.save(str(path))
    return SourceFile(path, Path("letter.docx"), "docx")


def _runs(path: Path) -> list[tuple[bool | None, int]]:
    """Each body run's boldness and its paragraph: the formatting a rewrite must keep."""
    word = docx.Document(str(path))
    return [(run.bold, number) for number, p in enumerate(word.paragraphs) for run in p.runs]


@settings(max_examples=15, deadline=None)
@given(word_files())
def test_nothing_replaced_gives_the_file_back_byte_for_byte(word) -> None:
    with tempfile.TemporaryDirectory() as folder:
        source = _source(word, Path(folder))
        [document], errors = word_format.read(source, "en")
        assert errors == []
        word_format.write(source, [(document, apply_edits(document.text, []))], Path(folder) / "o")
        assert (Path(folder) / "o" / "letter.docx").read_bytes() == source.path.read_bytes()


@settings(max_examples=15, deadline=None)
@given(word_files(), st.data())
def test_a_rewrite_keeps_every_run_and_reads_back_as_spelled(word, data: st.DataObject) -> None:
    with tempfile.TemporaryDirectory() as folder:
        source = _source(word, Path(folder))
        [document], _ = word_format.read(source, "en")
        words = [(m.start(), m.end()) for m in re.finditer(r"\S+", document.text)]
        first = data.draw(st.integers(0, len(words) - 1))
        last = data.draw(st.integers(first, min(first + 2, len(words) - 1)))
        new = data.draw(st.sampled_from(["Ola", "Ola Nowak-Kowalska", "", "R&D <x>"]))
        rewrite = apply_edits(document.text, [Edit(words[first][0], words[last][1], new)])
        word_format.write(source, [(document, rewrite)], Path(folder) / "o")
        written = Path(folder) / "o" / "letter.docx"
        [again], errors = word_format.read(SourceFile(written, Path("x.docx"), "docx"), "en")
        assert _runs(written) == _runs(source.path)
    assert errors == []
    assert again.text == word_format.spell(document, rewrite).text


def test_names_leave_body_table_header_footer_comment_link_and_properties(tmp_path: Path) -> None:
    word = docx.Document()
    word.core_properties.author = "Margaret Thornton"
    word.core_properties.title = "Letter to George Whitfield"
    body = word.add_paragraph("Dear ")
    body.add_run("George").bold = True
    body.add_run(" ")
    body.add_run("Whitfield").italic = True
    body.add_run(", I met Margaret Thornton in Leeds yesterday.")
    word.add_table(rows=1, cols=2).cell(0, 1).text = "Margaret Thornton"
    word.sections[0].header.paragraphs[0].text = "Confidential: George Whitfield"
    word.sections[0].footer.paragraphs[0].text = "Call Margaret Thornton on 020 7946 0018"
    word.add_comment(body.runs[1], text="Ask George Whitfield", author="Margaret Thornton")
    _link(word.add_paragraph("Write to "), "her", "mailto:margaret.thornton@example.org")
    (tmp_path / "in").mkdir()
    word.save(str(tmp_path / "in" / "letter.docx"))
    out = tmp_path / "out"
    result = invoke("run", tmp_path / "in", "--lang", "en", "--mode", "pseudonymize", "-o", out)
    assert result.exit_code == 0, result.output
    written = out / "letter.docx"
    [document], _ = word_format.read(SourceFile(written, Path("letter.docx"), "docx"), "en")
    for name in ("George", "Whitfield", "Margaret", "Thornton", "thornton", "020 7946"):
        assert name not in document.text
    assert "Dear " in document.text and " yesterday." in document.text
    # The name was spread over its runs: one word in the bold run, one in the italic one.
    runs = docx.Document(str(written)).paragraphs[0].runs
    bold, italic = [r.text for r in runs if r.bold], [r.text for r in runs if r.italic]
    assert len(bold) == len(italic) == 1 and bold[0].isalpha() and italic[0].isalpha()


def test_bad_files_are_named_and_the_rest_written(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    good = docx.Document()
    good.add_paragraph("Jane Smith wrote.")
    good.save(str(folder / "good.docx"))
    (folder / "broken.docx").write_bytes(b"PK\x03\x04 not really a zip")
    (folder / "old.doc").write_bytes(b"\xd0\xcf\x11\xe0 Word 97")
    out = tmp_path / "out"
    result = invoke("run", folder, "--lang", "en", "--mode", "tag", "-o", out)
    assert result.exit_code != 0
    output = " ".join(result.output.split())
    assert "broken.docx: not a Word document (.docx)" in output
    assert "old.doc: a Word 97-2003 (.doc) file cannot be read: convert it to .docx" in output
    [document], _ = word_format.read(SourceFile(out / "good.docx", Path("g.docx"), "docx"), "en")
    assert "[PERSON] wrote." in document.text
    assert not (out / "broken.docx").exists() and not (out / "old.doc").exists()
