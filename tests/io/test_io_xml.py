"""XML and TEI: byte-for-byte round trips, rewrites that keep every element, `<gap/>` written
as markup, annotations from TEI's name elements, and unsafe or broken files refused by line."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path
from xml.etree import ElementTree

import pytest
from conftest import invoke
from hypothesis import given, settings
from hypothesis import strategies as st

from pseudonymizer.io.errors import InputError
from pseudonymizer.io.format import ReadOptions, SourceFile
from pseudonymizer.io.formats import xml
from pseudonymizer.model import Edit, Rewrite, apply_edits

_WORD = st.sampled_from(["Jan", "Nováková", "ß", "漢字", "a&b", "x<y", "1>0", "é"])
_SPACE = st.sampled_from([" ", "\n", "\r\n", "  "])


@st.composite
def _content(draw: st.DrawFn, depth: int = 0) -> str:
    """An element's content: words, entity and character references, CDATA, comments, inline
    and empty elements, nested."""
    out = []
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.integers(0, 6 if depth < 2 else 3))
        if kind <= 1:
            word = draw(_WORD).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            out.append(word + draw(_SPACE))
        elif kind == 2:
            out.append(draw(st.sampled_from(["&#233;", "&#x10D;", "&amp;", "<!-- Jan -->"])))
        elif kind == 3:
            out.append(draw(st.sampled_from(["<![CDATA[Eva <b>]]>", "<lb/>", "<?pi x?>"])))
        else:
            name = draw(st.sampled_from(["w", "hi", "p", "persName"]))
            attrs = draw(st.sampled_from(["", ' n="1"', " who='Jan'"]))
            out.append(f"<{name}{attrs}>{draw(_content(depth + 1))}</{name}>")
    return "".join(out)


@st.composite
def xml_files(draw: st.DrawFn) -> bytes:
    encoding = draw(st.sampled_from(["utf-8", "iso-8859-2", None]))
    declaration = f'<?xml version="1.0" encoding="{encoding}"?>\n' if encoding else ""
    body = f"{declaration}<TEI xmlns='http://www.tei-c.org/ns/1.0'>{draw(_content())}</TEI>\n"
    return body.encode(encoding or "utf-8", errors="xmlcharrefreplace")


def _source(content: bytes, folder: Path, name: str = "doc.xml") -> SourceFile:
    path = folder / name
    path.write_bytes(content)
    return SourceFile(path, Path(name), "xml")


@settings(max_examples=80, deadline=None)
@given(xml_files())
def test_nothing_replaced_gives_the_file_back_byte_for_byte(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        source = _source(content, Path(folder))
        documents, errors = xml.read(source, "en")
        assert errors == [] and len(documents) == 1
        xml.write(source, [(documents[0], Rewrite(documents[0].text, []))], Path(folder) / "o")
        assert (Path(folder) / "o" / "doc.xml").read_bytes() == content


def _shape(content: bytes) -> list[tuple[str, dict[str, str]]]:
    return [(element.tag, element.attrib) for element in ElementTree.fromstring(content).iter()]


@settings(max_examples=80, deadline=None)
@given(xml_files(), st.data())
def test_a_rewrite_keeps_every_element_and_reads_back_as_spelled(
    content: bytes, data: st.DataObject
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        source = _source(content, Path(folder))
        [document], _ = xml.read(source, "en")
        words = [(m.start(), m.end()) for m in re.finditer(r"\S+", document.text)]
        edits = []
        if words:
            first = data.draw(st.integers(0, len(words) - 1))
            last = data.draw(st.integers(first, min(first + 2, len(words) - 1)))
            new = data.draw(st.sampled_from(["Ola", "Ola Nowak-Kowalska", "", "R&D <x>"]))
            edits.append(Edit(words[first][0], words[last][1], new))
        rewrite = apply_edits(document.text, edits)
        xml.write(source, [(document, rewrite)], Path(folder) / "o")
        written = (Path(folder) / "o" / "doc.xml").read_bytes()
        again, errors = xml.read(_source(written, Path(folder), "again.xml"), "en")
    assert errors == []
    assert _shape(written) == _shape(content)  # every element and attribute as it was
    assert again[0].text == xml.spell(document, rewrite).text


TEI = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0">
  <teiHeader><fileDesc><titleStmt><title>Letter</title>
    <author>Margaret Thornton</author></titleStmt></fileDesc></teiHeader>
  <text><body>
    <p>Dear <persName><forename>Margaret</forename> <surname>Thornton</surname></persName>,
    I met <hi rend="bold">George Whitfield</hi> in Manchester &amp; we talked.<lb/>Regards.</p>
    <!-- written by Margaret Thornton -->
    <u who="#A"><w>George</w><w>Whitfield</w> <w>agreed</w></u>
  </body></text>
</TEI>
"""


def _run(tmp_path: Path, *args: object) -> Path:
    (tmp_path / "in").mkdir(exist_ok=True)
    (tmp_path / "in" / "letter.xml").write_text(TEI, encoding="utf-8")
    out = tmp_path / "out"
    result = invoke("run", tmp_path / "in", "--lang", "en", "--out", out, *args)
    assert result.exit_code == 0, result.output
    return out / "letter.xml"


def test_pseudonymize_replaces_names_in_header_body_and_across_elements(tmp_path: Path) -> None:
    written = _run(tmp_path, "--mode", "pseudonymize").read_text(encoding="utf-8")
    root = ElementTree.fromstring(written.encode())
    text = "".join(root.itertext())
    assert not {"Thornton", "Whitfield", "George"} & set(text.split())
    assert "<!-- written by " in written and "Thornton -->" not in written  # comments too
    assert 'rend="bold"' in written and "&amp; we talked.<lb/>Regards." in written
    words = [w.text for w in root.iter("{http://www.tei-c.org/ns/1.0}w")]
    assert len(words) == 3 and words[2] == "agreed" and all(words)
    assert _shape(written.encode()) == _shape(TEI.encode())


def test_tags_tei_writes_gap_elements(tmp_path: Path) -> None:
    written = _run(tmp_path, "--mode", "tag", "--tags", "tei").read_bytes()
    root = ElementTree.fromstring(written)
    gaps = list(root.iterfind(".//{*}gap"))  # in the TEI namespace, as the file declares it
    assert gaps and all(gap.get("reason") == "anonymization" for gap in gaps)
    assert "name" in {gap.get("desc") for gap in gaps}
    assert b"Thornton" not in written


def test_tags_masked_writes_one_mask_per_word_as_the_hungarian_corpus(tmp_path: Path) -> None:
    written = _run(tmp_path, "--mode", "tag", "--tags", "masked", "--xpath", ".//{*}u")
    assert "<w>MASKED</w><w>MASKED</w> <w>agreed</w>" in written.read_text(encoding="utf-8")


def test_xpath_reads_only_the_selected_elements(tmp_path: Path) -> None:
    written = _run(tmp_path, "--mode", "tag", "--xpath", ".//{*}u").read_text(encoding="utf-8")
    assert "<w>[PERSON]</w><w>_</w>" not in written
    assert "<author>Margaret Thornton</author>" in written  # outside the selection
    assert "George Whitfield</hi>" in written
    assert "<w>[PERSON]</w><w> </w> <w>agreed</w>" in written


def test_mentions_input_replaces_the_name_elements(tmp_path: Path) -> None:
    written = _run(tmp_path, "--mode", "tag", "--mentions", "input").read_text(encoding="utf-8")
    # Only the annotated `persName` is replaced, its parts spread over its inner elements.
    assert "<forename>[PERSON]</forename> <surname> </surname>" in written
    assert "<author>Margaret Thornton</author>" in written
    assert "George Whitfield" in written


def test_reidentify_reads_with_the_runs_xpath(tmp_path: Path) -> None:
    key = tmp_path / "project.key"
    assert invoke("key", "new", key).exit_code == 0
    args = ("--mode", "pseudonymize", "--xpath", "//{*}body", "--key", key)
    written = _run(tmp_path, *args)
    assert "Whitfield" not in written.read_text(encoding="utf-8")
    result = invoke("reidentify", tmp_path / "out", "--key", key, "--to", tmp_path / "back")
    assert result.exit_code == 0, result.output
    back = (tmp_path / "back" / "letter.xml").read_text(encoding="utf-8")
    assert "".join(ElementTree.fromstring(back.encode()).itertext()) == "".join(
        ElementTree.fromstring(TEI.encode()).itertext()
    )


def test_bad_and_unsafe_files_are_refused_by_line_and_the_rest_written(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "good.xml").write_text("<doc>Jane Smith wrote.</doc>\n", encoding="utf-8")
    (folder / "broken.xml").write_text("<doc>\n<p>Jane\n</doc>\n", encoding="utf-8")
    laughs = (
        '<?xml version="1.0"?>\n<!DOCTYPE d [\n<!ENTITY a "ha">\n'
        '<!ENTITY b "&a;&a;&a;&a;">\n]>\n<d>&b;</d>\n'
    )
    (folder / "laughs.xml").write_text(laughs, encoding="utf-8")
    external = '<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY e SYSTEM "file:///etc/passwd">]>'
    (folder / "external.xml").write_text(external + "\n<d>&e;</d>\n", encoding="utf-8")
    out = tmp_path / "out"
    result = invoke("run", folder, "--lang", "en", "--mode", "tag", "--out", out)
    assert result.exit_code != 0
    output = " ".join(result.output.split())
    assert "broken.xml:3: not well-formed XML: mismatched tag" in output
    assert "laughs.xml:3: refused: EntitiesForbidden" in output
    assert "external.xml:2: refused:" in output
    assert (out / "good.xml").read_text(encoding="utf-8") == "<doc>[PERSON] wrote.</doc>\n"
    assert not {"broken.xml", "laughs.xml", "external.xml"} & {p.name for p in out.iterdir()}


def test_a_bad_xpath_is_a_clear_error(tmp_path: Path) -> None:
    source = _source(TEI.encode(), tmp_path)
    with pytest.raises(InputError, match=r"doc.xml: cannot use the XPath '\./p\[@x='"):
        xml.read(source, "en", ReadOptions("./p[@x="))
