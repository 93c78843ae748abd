"""CoNLL-U and CoNLL-U Plus: byte-for-byte round trips, rewrites that keep every token and
column, and bad input named by its line."""

from __future__ import annotations

import tempfile
from pathlib import Path

from conftest import invoke
from hypothesis import given, settings
from hypothesis import strategies as st

from pseudonymizer.io.format import SourceFile
from pseudonymizer.io.formats import conllu
from pseudonymizer.model import Edit, Rewrite, apply_edits

_FORM = st.text(
    alphabet=st.sampled_from([*"abcXYZ09.,-", "é", "ř", "ß", "漢", "😀"]), min_size=1, max_size=6
)
_NEWLINE = st.sampled_from(["\n", "\r\n"])


@st.composite
def conllu_files(draw: st.DrawFn) -> str:
    """A CoNLL-U file: documents, comments, multiword tokens, empty nodes, `SpaceAfter=No`,
    LF or CRLF line ends."""
    newline = draw(_NEWLINE)
    out = []
    for doc in range(draw(st.integers(1, 3))):
        if draw(st.booleans()):
            out.append(f"# newdoc id = d{doc}{newline}")
        for sent in range(draw(st.integers(1, 3))):
            out.append(f"# sent_id = {doc}-{sent}{newline}")
            if draw(st.booleans()):
                out.append(f"# text = whatever was there{newline}")
            word = 0
            for _ in range(draw(st.integers(1, 5))):
                misc = draw(st.sampled_from(["_", "SpaceAfter=No", "NE=B-PER", "Gloss=x"]))
                if draw(st.integers(0, 5)) == 0:  # a multiword token of two words
                    out.append(
                        f"{word + 1}-{word + 2}\t{draw(_FORM)}\t_\t_\t_\t_\t_\t_\t_\t"
                        f"{misc}{newline}"
                    )
                    for part in (1, 2):
                        form = draw(_FORM)
                        out.append(f"{word + part}\t{form}\t{form}\tX\t_\t_\t0\tdep\t_\t_{newline}")
                    word += 2
                else:
                    word += 1
                    form = draw(_FORM)
                    out.append(f"{word}\t{form}\t{form}\tX\t_\t_\t0\tdep\t_\t{misc}{newline}")
                if draw(st.integers(0, 6)) == 0:
                    out.append(f"{word}.1\tgone\tgone\tX\t_\t_\t_\t_\t0:dep\t_{newline}")
            out.append(newline)
    return draw(st.sampled_from(["", "\ufeff"])) + "".join(out)  # maybe a BOM


def _source(content: str, folder: Path) -> SourceFile:
    path = folder / "corpus.conllu"
    path.write_bytes(content.encode("utf-8"))
    return SourceFile(path, Path("corpus.conllu"), "conllu")


@settings(max_examples=60, deadline=None)
@given(conllu_files())
def test_nothing_replaced_gives_the_file_back_byte_for_byte(content: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        source = _source(content, Path(folder))
        documents, errors = conllu.read(source, "en")
        assert errors == []
        conllu.write(source, [(d, Rewrite(d.text, [])) for d in documents], Path(folder) / "out")
        assert (Path(folder) / "out" / "corpus.conllu").read_bytes() == content.encode("utf-8")


def _token_rows(content: str) -> list[list[str]]:
    lines = content.removeprefix("\ufeff").splitlines()
    return [line.split("\t") for line in lines if line and not line.startswith("#")]


@settings(max_examples=60, deadline=None)
@given(conllu_files(), st.data())
def test_a_rewrite_keeps_every_token_line_and_column(content: str, data: st.DataObject) -> None:
    with tempfile.TemporaryDirectory() as folder:
        source = _source(content, Path(folder))
        documents, _ = conllu.read(source, "en")
        results = []
        for document in documents:
            spans = document.meta["spans"]
            first = data.draw(st.integers(0, len(spans) - 1))
            last = data.draw(st.integers(first, min(first + 2, len(spans) - 1)))
            if document.text[spans[first][0] : spans[last][1]].count("\n"):
                last = first  # a mention stays within its sentence
            words = data.draw(st.lists(st.sampled_from(["Ola", "Nowak", "Kowalska"]), max_size=3))
            rewrite = apply_edits(
                document.text, [Edit(spans[first][0], spans[last][1], " ".join(words))]
            )
            results.append((document, rewrite))
        conllu.write(source, results, Path(folder) / "out")
        out = SourceFile(Path(folder) / "out" / "corpus.conllu", Path("corpus.conllu"), "conllu")
        written = out.path.read_text(encoding="utf-8")
        again, errors = conllu.read(out, "en")
    assert errors == []
    before, after = _token_rows(content), _token_rows(written)
    assert len(written.splitlines()) == len(content.splitlines())
    assert len(after) == len(before)  # the token count is kept
    for old, new in zip(before, after, strict=True):
        assert old[:1] + old[3:] == new[:1] + new[3:]  # every other column as it was
        assert new[1] and "\t" not in new[1]
    # The file read back is the rewrite as the format spells it (what the mapping records).
    for (document, rewrite), read_back in zip(results, again, strict=True):
        assert read_back.text == conllu.spell(document, rewrite).text
    # Each `# text` comment is as it was or its sentence as now written.
    sentences = {line for document in again for line in document.text.split("\n")}
    olds = {line for line in content.splitlines() if line.startswith("# text")}
    for line in written.splitlines():
        if line.startswith("# text = "):
            assert line in olds or line.removeprefix("# text = ") in sentences


CZECH = (
    "# global.columns = ID FORM LEMMA UPOS XPOS FEATS HEAD DEPREL DEPS MISC NE\n"
    "# sent_id = 1\n"
    "# text = Včera přijel Jan Novák z Brna.\n"
    "1\tVčera\tvčera\tADV\t_\t_\t2\tadvmod\t_\t_\tO\n"
    "2\tpřijel\tpřijet\tVERB\t_\t_\t0\troot\t_\t_\tO\n"
    "3\tJan\tJan\tPROPN\t_\t_\t2\tnsubj\t_\t_\tB-P\n"
    "4\tNovák\tNovák\tPROPN\t_\t_\t3\tflat\t_\t_\tI-P\n"
    "5\tz\tz\tADP\t_\t_\t6\tcase\t_\t_\tO\n"
    "6\tBrna\tBrno\tPROPN\t_\t_\t2\tobl\t_\tSpaceAfter=No\tB-gu\n"
    "7\t.\t.\tPUNCT\t_\t_\t2\tpunct\t_\t_\tO\n"
    "\n"
)


def _run_czech(tmp_path: Path, *args: object) -> Path:
    """`run` on the Czech sentence with its CNEC tags as the mentions; the written file."""
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "news.conllu").write_text(CZECH, encoding="utf-8")
    run = ("run", tmp_path / "in", "--lang", "cs", "--mentions", "input", "--scheme", "cnec")
    result = invoke(*run, *args, "--out", tmp_path / "out")
    assert result.exit_code == 0, result.output
    return tmp_path / "out" / "news.conllu"


def test_annotations_in_a_plus_column_are_replaced_with_forms_lemmas_and_text(
    tmp_path: Path,
) -> None:
    lines = _run_czech(tmp_path, "--mode", "pseudonymize").read_text(encoding="utf-8").splitlines()
    rows = _token_rows("\n".join(lines))
    assert [rows[0][1], rows[1][1]] == ["Včera", "přijel"]
    assert rows[4][1] in ("z", "ze")  # the preposition agrees with the surrogate's sound
    assert {row[1] for row in rows} & {"Jan", "Novák", "Brna"} == set()
    assert {row[2] for row in rows} & {"Jan", "Novák", "Brno"} == set()
    # The place keeps its genitive after `z`; its lemma is the surrogate's nominative.
    place = rows[5]
    assert place[1] != place[2] and place[9] == "SpaceAfter=No" and place[10] == "B-gu"
    # The sentence's text is its tokens as now written.
    forms = [row[1] for row in rows]
    assert lines[2] == f"# text = {' '.join(forms[:5])} {forms[5]}{forms[6]}"


def test_tags_masked_keeps_one_token_a_token(tmp_path: Path) -> None:
    written = _run_czech(tmp_path, "--mode", "tag", "--tags", "masked")
    forms = [row[1] for row in _token_rows(written.read_text(encoding="utf-8"))]
    assert forms == ["Včera", "přijel", "MASKED", "MASKED", "z", "MASKED", "."]


def test_a_bad_line_is_named_and_the_other_files_are_written(tmp_path: Path) -> None:
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "good.conllu").write_text(CZECH, encoding="utf-8")
    bad = CZECH.replace("5\tz\tz\tADP\t_\t_\t6\tcase\t_\t_\tO\n", "5 z z ADP\n")
    bad = bad.replace("2\tpřijel", "two\tpřijel")
    (tmp_path / "in" / "bad.conllu").write_text(bad, encoding="utf-8")
    out = tmp_path / "out"
    result = invoke(
        "run",
        tmp_path / "in",
        "--lang",
        "cs",
        "--mentions",
        "input",
        "--scheme",
        "cnec",
        "--mode",
        "tag",
        "--out",
        out,
    )
    assert result.exit_code != 0
    assert "bad.conllu:5: malformed token ID 'two'" in result.output
    assert "bad.conllu:8: expected 11 tab-separated columns, found 1" in result.output
    assert (out / "good.conllu").exists()
    assert not (out / "bad.conllu").exists()


def test_reidentify_gives_the_forms_back_where_tokens_were_joined(tmp_path: Path) -> None:
    # `[PERSON]` stands for two tokens: the second is `_`, and the mapping records that.
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "news.conllu").write_text(CZECH, encoding="utf-8")
    out, key = tmp_path / "out", tmp_path / "project.key"
    assert invoke("key", "new", key).exit_code == 0
    run = ("run", tmp_path / "in", "--lang", "cs", "--mentions", "input", "--scheme", "cnec")
    result = invoke(*run, "--mode", "tag", "--out", out, "--key", key)
    assert result.exit_code == 0, result.output
    tagged = _token_rows((out / "news.conllu").read_text(encoding="utf-8"))
    assert [row[1] for row in tagged][2:4] == ["[PERSON]", "_"]
    result = invoke("reidentify", out, "--key", key, "--to", tmp_path / "back")
    assert result.exit_code == 0, result.output
    back = (tmp_path / "back" / "news.conllu").read_text(encoding="utf-8")
    assert [row[1] for row in _token_rows(back)] == [row[1] for row in _token_rows(CZECH)]
    assert back.splitlines()[2] == CZECH.splitlines()[2]  # `# text =` as it was
