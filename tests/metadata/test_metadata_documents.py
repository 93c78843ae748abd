"""`run --metadata RULES`: a document's own metadata (a JSONL record's fields, a TEI header)
generalized in the files `run` writes, from the input's values."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import invoke

RULES = """
unlisted = "keep"
[columns]
age = { age = 5 }
country = { map = { Poland = "Europe", Vietnam = "Asia" } }
arrival = { date = "year" }
learner = "drop"
"birth@when" = { date = "year" }
"residence@since" = "drop"
nationality = { map = { Polish = "European" } }
note = "drop"
"""

TEI = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt>\
<title>An interview</title></titleStmt></fileDesc><profileDesc><particDesc><person><age>23</age>\
<birth when="1990-05-02"/><residence since="2014-01-01" type="city">Uppsala</residence>\
<nationality>Polish</nationality><note>Came from Kraków with her sister Ewa.</note></person>\
</particDesc></profileDesc></teiHeader>
<text><body><p>Anna Kowalska came to Uppsala in 2014.</p></body></text></TEI>
"""


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    (tmp_path / "rules.toml").write_text(RULES)
    folder = tmp_path / "corpus"
    folder.mkdir()
    records = [
        {
            "id": "e1",
            "text": "I live in Uppsala.",
            "meta": {
                "learner": "L017",
                "age": 23,
                "country": "Poland",
                "arrival": "2014-05-03",
                "level": "B1",
            },
        },
        {"id": "e2", "text": "I like Sweden.", "age": 37, "country": "Vietnam", "learner": "L9"},
    ]
    (folder / "essays.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    (folder / "interview.xml").write_text(TEI, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("mode", ["tag", "pseudonymize"])
def test_jsonl_fields_and_tei_headers_are_generalized(corpus: Path, mode: str) -> None:
    out = corpus / "out"
    result = invoke(
        "run", corpus / "corpus", "--out", out, "--mode", mode, "--metadata", corpus / "rules.toml"
    )
    assert result.exit_code == 0, result.output
    first, second = (json.loads(line) for line in (out / "essays.jsonl").read_text().splitlines())
    assert first["meta"] == {"age": "20-24", "country": "Europe", "arrival": "2014", "level": "B1"}
    assert "Uppsala" not in first["text"]
    assert {k: v for k, v in second.items() if k != "text"} == {
        "id": "e2",
        "age": "35-39",
        "country": "Asia",
    }
    header = (out / "interview.xml").read_text(encoding="utf-8").split("</teiHeader>")[0]
    # From the input's 23, whatever the run made of the header's text.
    assert "<age>20-24</age>" in header
    assert '<birth when="1990"/>' in header
    assert '<residence type="city">' in header  # the dropped attribute is gone, its neighbour kept
    assert "<nationality>European</nationality>" in header
    assert "<note>" not in header and "Ewa" not in header
    assert "<title>An interview</title>" in header  # what no rule names stays


def test_without_metadata_rules_the_fields_stay(corpus: Path) -> None:
    out = corpus / "out"
    assert invoke("run", corpus / "corpus", "--out", out, "--mode", "tag").exit_code == 0
    first = json.loads((out / "essays.jsonl").read_text().splitlines()[0])
    assert first["meta"]["learner"] == "L017"


def test_bad_rules_stop_the_run_before_it_starts(corpus: Path) -> None:
    (corpus / "bad.toml").write_text('[columns]\nage = { age = "five" }\n')
    result = invoke(
        "run",
        corpus / "corpus",
        "--out",
        corpus / "out",
        "--mode",
        "tag",
        "--metadata",
        corpus / "bad.toml",
    )
    assert result.exit_code == 2
    assert "bad.toml: columns.age" in " ".join(result.output.split())
    assert not (corpus / "out" / "essays.jsonl").exists()


def _run(tmp_path: Path, rules: str, files: dict[str, bytes], *more: str) -> tuple[int, str, Path]:
    (tmp_path / "in").mkdir()
    for name, content in files.items():
        (tmp_path / "in" / name).write_bytes(content)
    (tmp_path / "rules.toml").write_text(rules)
    result = invoke(
        "run",
        tmp_path / "in",
        "--out",
        tmp_path / "out",
        "--mode",
        "tag",
        "--metadata",
        tmp_path / "rules.toml",
        *more,
    )
    return result.exit_code, " ".join(result.output.split()), tmp_path / "out"


HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<TEI><teiHeader><profileDesc><person><age><num>23</num></age>{more}</person></profileDesc>\
</teiHeader><text><body><p>She came to Uppsala.</p></body></text></TEI>
"""


def test_tei_elements_with_children_and_tricky_attributes(tmp_path: Path) -> None:
    more = (
        "<residence>Lives in Krakow with Anna Kowalska</residence>"
        "<note>Met <placeName>Krakow</placeName> twice</note>"
        '<birth note=" when=\'x\'" when="1990-05-03"/>'
    )
    rules = (
        '[columns]\nage = { age = 5 }\nresidence = "keep"\nnote = "drop"\n'
        '"birth@when" = { date = "year" }\n'
    )
    code, said, out = _run(tmp_path, rules, {"a.xml": HEADER.format(more=more).encode()})
    assert code == 0, said
    header = (out / "a.xml").read_text().split("</teiHeader>")[0]
    assert "<age>20-24</age>" in header  # the child's text generalized, the child gone
    assert "Krakow" not in header and "Kowalska" not in header  # kept: as run rewrote it
    assert "<residence>Lives in [LOCATION] with [PERSON]</residence>" in header
    assert "<note" not in header
    assert '<birth note=" when=\'x\'" when="1990"/>' in header


def test_a_utf16_tei_file_is_refused_and_not_written(tmp_path: Path) -> None:
    content = HEADER.format(more="").replace("UTF-8", "UTF-16").encode("utf-16")
    files = {"a.xml": content, "b.txt": b"Nothing here."}
    rules = "unlisted = 'keep'\n[columns]\nage = { age = 5 }\n"
    code, said, out = _run(tmp_path, rules, files, "--mode", "remove")
    assert code == 1
    assert "a.xml: UTF-16 or UTF-32" in said and "a.xml: not written" in said
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*.*") if p.is_file()) == [
        ".pseudonymizer/manifest.jsonl",
        ".pseudonymizer/run.lock",
        "mapping.enc",
        "remove/b.txt",
        "report.json",
        "tag/b.txt",
    ]  # neither mode's a.xml


def test_free_text_to_pseudonymize_without_a_key_stops_before_the_run(tmp_path: Path) -> None:
    rules = '[columns]\ntitle = { text = "pseudonymize" }\n'
    code, said, out = _run(tmp_path, rules, {"b.txt": b"Hello."}, "--no-mapping")
    assert code == 2 and "needs the project key: --key FILE" in said
    assert not (out / "tag").exists() and not (out / "b.txt").exists()


def test_jsonl_fields_beside_meta_follow_the_rules_too(tmp_path: Path) -> None:
    record = {"id": "c", "text": "Hello.", "author": "Anna Kowalska", "meta": {"age": 23}}
    code, said, out = _run(
        tmp_path, "[columns]\nage = { age = 5 }\n", {"c.jsonl": json.dumps(record).encode()}
    )
    assert code == 0, said
    assert json.loads((out / "c.jsonl").read_text()) == {
        "id": "c",
        "text": "Hello.",
        "meta": {"age": "20-24"},
    }


def test_a_rule_no_document_has_is_named(tmp_path: Path) -> None:
    code, said, out = _run(
        tmp_path, "[columns]\nagee = { age = 5 }\n", {"a.xml": HEADER.format(more="").encode()}
    )
    assert code == 0, said
    assert "rules.toml: no document written has agee (misspelt?)" in said
    assert "<age><num>23</num></age>" in (out / "a.xml").read_text()  # nothing generalized it
