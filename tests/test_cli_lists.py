"""Allow- and deny-lists and corpus propagation from the command line."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import invoke

TEXT_A = "The applicant, Mr Ruslan Kurkaev, lives in Little Pond near the European Court.\n"
TEXT_B = "Kurkaev wrote again.\n"


def _corpus(root: Path) -> Path:
    corpus = root / "corpus"
    corpus.mkdir()
    (corpus / "a.txt").write_text(TEXT_A, encoding="utf-8")
    (corpus / "b.txt").write_text(TEXT_B, encoding="utf-8")
    return corpus


def test_deny_list_terms_are_replaced_and_allow_list_terms_kept(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path)
    deny = tmp_path / "deny.txt"
    deny.write_text("# villages\nLittle Pond\tLOCATION\n", encoding="utf-8")
    allow = tmp_path / "allow.txt"
    allow.write_text("European Court\n", encoding="utf-8")
    out = tmp_path / "out"
    result = invoke(
        "run", corpus / "a.txt", "--out", out, "--mode", "tag", "--deny", deny, "--allow", allow
    )
    assert result.exit_code == 0, result.output
    tagged = (out / "a.txt").read_text(encoding="utf-8")
    assert "Little Pond" not in tagged and "[LOCATION]" in tagged
    assert "European Court" in tagged


def test_a_bad_list_is_a_usage_error_naming_file_and_line(tmp_path: Path) -> None:
    deny = tmp_path / "deny.txt"
    deny.write_text("Kurkaev\tNOBODY\n", encoding="utf-8")
    result = invoke("detect", _corpus(tmp_path), "--out", tmp_path / "x.jsonl", "--deny", deny)
    assert result.exit_code == 2
    assert "deny.txt:1: unknown category 'NOBODY'" in result.output


def test_corpus_propagation_carries_a_name_to_other_documents(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path)
    off = ["--disable", "ner", "--disable", "known_names", "--disable", "proper_nouns"]
    found = {}
    for scope in ("document", "corpus"):
        out = tmp_path / f"{scope}.jsonl"
        result = invoke("detect", corpus, "--out", out, "--propagate", scope, *off)
        assert result.exit_code == 0, result.output
        records = {r["id"]: r for r in map(json.loads, out.read_text().splitlines())}
        found[scope] = [(s["start"], s["end"]) for s in records["b"]["spans"]]
    assert found["document"] == []
    assert found["corpus"] == [(0, 7)]  # "Kurkaev", named with a title only in a.txt


def test_a_name_carried_into_a_tokenized_document_says_where_it_came_from(
    tmp_path: Path,
) -> None:
    # A corpus of tokenized sentences (`Kurkaev wrote , he said .`) is detected without the
    # tokenizer's spaces and mapped back: the offset a name was copied from, in another
    # document, is no offset of this one.
    corpus = _corpus(tmp_path)
    (corpus / "b.txt").write_text("He said , Kurkaev wrote again .\n", encoding="utf-8")
    out = tmp_path / "spans.jsonl"
    off = ["--disable", "ner", "--disable", "known_names", "--disable", "proper_nouns"]
    result = invoke("detect", corpus, "--out", out, "--propagate", "corpus", "--explain", *off)
    assert result.exit_code == 0, result.output
    records = {r["id"]: r for r in map(json.loads, out.read_text().splitlines())}
    [span] = records["b"]["spans"]
    assert (span["start"], span["end"], span["source"]) == (10, 17, "propagate")
    assert span["status"] == "candidate" and "propagated_from" not in span["attrs"]
    assert span["evidence"] == [
        {"source": "propagate", "weight": 0.0, "detail": "from another document"}
    ]


def test_a_name_another_document_names_as_a_person_is_one_here_too(tmp_path: Path) -> None:
    # Alone at a sentence's start, a given name no list knows reads as a proper noun of no
    # kind or a body; the document that names her in full says she is a person.
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "a.txt").write_text("We met Ms Oluwaseun Adebayo-Kwarteng today.\n", encoding="utf-8")
    (corpus / "b.txt").write_text("Oluwaseun phoned at noon.\n", encoding="utf-8")
    labels = {}
    for scope in ("document", "corpus"):
        out = tmp_path / f"{scope}.jsonl"
        result = invoke("detect", corpus, "--out", out, "--propagate", scope, "--lang", "en")
        assert result.exit_code == 0, result.output
        records = {r["id"]: r for r in map(json.loads, out.read_text().splitlines())}
        labels[scope] = [(s["start"], s["end"], s["label"]) for s in records["b"]["spans"]]
    assert [label for *_, label in labels["document"]] != ["PERSON"]
    assert labels["corpus"] == [(0, 9, "PERSON")]
