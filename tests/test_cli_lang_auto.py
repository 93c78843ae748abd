"""`--lang auto`: each document of a mixed corpus in the language identified in its text (a
record's own `lang` wins), reported per document and processed with that language's models."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from conftest import invoke

# One letter per language, each naming one person (given and family name).
LETTERS = {
    "en": (
        "letter.txt",
        "Dear colleagues,\nyesterday Margaret Thornbury presented the results of the survey "
        "to the board.\nShe will send the slides to everyone by the end of the week.\n",
        ("Margaret", "Thornbury"),
    ),
    "cs": (
        "dopis.txt",
        "Milí kolegové,\nvčera paní Jitka Procházková představila vedení školy výsledky "
        "průzkumu.\nDo konce týdne nám pošle i své poznámky.\n",
        ("Jitka", "Procházková"),
    ),
    "pl": (
        "list.txt",
        "Drodzy koledzy,\nwczoraj pani Agnieszka Wiśniewska przedstawiła zarządowi wyniki "
        "ankiety.\nDo końca tygodnia wyśle wszystkim prezentację.\n",
        ("Agnieszka", "Wiśniewska"),
    ),
    "de": (
        "brief.txt",
        "Liebe Kolleginnen und Kollegen,\ngestern hat Frau Sabine Hartmann dem Vorstand die "
        "Ergebnisse der Umfrage vorgestellt.\nSie schickt allen die Folien bis Ende der Woche.\n",
        ("Sabine", "Hartmann"),
    ),
}
RECORDS = [
    {"id": "en", "text": "Last Tuesday Robert Ellison signed the lease for the new office."},
    {"id": "cs", "text": "Minulé úterý podepsal Tomáš Dvořák nájemní smlouvu na novou kancelář."},
    {
        "id": "de",
        "text": "Am Dienstag hat Jürgen Köhler den Mietvertrag für das Büro unterschrieben.",
    },
    # Named by the record itself: kept, though the text reads as English.
    {"id": "own", "text": "The meeting with the auditors was moved to Friday.", "lang": "sv"},
    # No word to tell a language by: the run's default.
    {"id": "digits", "text": "2024 / 15 / 7"},
]


def _report(out: Path) -> dict[str, dict[str, Any]]:
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    return {document["id"]: document for document in report["documents"]}


@pytest.fixture(scope="module")
def letters_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    corpus = tmp_path_factory.mktemp("mixed")
    for name, text, _ in LETTERS.values():
        (corpus / name).write_text(text, encoding="utf-8")
    out = tmp_path_factory.mktemp("mixed-out")
    result = invoke("run", corpus, "--lang", "auto", "--mode", "tag", "--no-mapping", "-o", out)
    assert result.exit_code == 0, result.output
    return out


def test_each_text_file_is_reported_in_its_language(letters_run: Path) -> None:
    report = _report(letters_run)
    assert {name: report[Path(name).stem]["lang"] for name, _, _ in LETTERS.values()} == {
        name: lang for lang, (name, _, _) in LETTERS.items()
    }


@pytest.mark.parametrize("lang", sorted(LETTERS))
def test_each_text_file_has_its_person_tagged(letters_run: Path, lang: str) -> None:
    name, _, person = LETTERS[lang]
    written = (letters_run / name).read_text(encoding="utf-8")
    assert _report(letters_run)[Path(name).stem]["mentions"].get("PERSON", 0) >= 1
    assert "[PERSON]" in written and not any(word in written for word in person)


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("records") / "mixed.jsonl"
    lines = (json.dumps(record, ensure_ascii=False) + "\n" for record in RECORDS)
    path.write_text("".join(lines), encoding="utf-8")
    return path


def test_jsonl_records_are_identified_one_by_one(records: Path, tmp_path: Path) -> None:
    result = invoke(
        "run", records, "--lang", "auto", "--mode", "tag", "--no-mapping", "-o", tmp_path
    )
    assert result.exit_code == 0, result.output
    report = _report(tmp_path)
    assert {id_: document["lang"] for id_, document in report.items()} == {
        "en": "en",
        "cs": "cs",
        "de": "de",
        "own": "sv",
        "digits": "en",
    }
    written = [json.loads(line) for line in (tmp_path / records.name).open(encoding="utf-8")]
    assert [record.get("lang") for record in written] == [None, None, None, "sv", None]
    for record in written[:3]:
        assert "[PERSON]" in record["text"]


def test_detect_finds_the_person_of_each_record(records: Path, tmp_path: Path) -> None:
    out = tmp_path / "spans.jsonl"
    result = invoke("detect", records, "--lang", "auto", "--out", out)
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in out.open(encoding="utf-8")]
    people = {
        line["id"]: [
            RECORDS[number]["text"][span["start"] : span["end"]]
            for span in line["spans"]
            if span["label"] == "PERSON"
        ]
        for number, line in enumerate(lines)
    }
    assert people["en"] == ["Robert Ellison"]
    assert people["cs"] == ["Tomáš Dvořák"]
    assert people["de"] == ["Jürgen Köhler"]


def test_an_unknown_language_still_names_the_choices(tmp_path: Path) -> None:
    result = invoke("run", tmp_path, "--lang", "xx", "--mode", "tag", "-o", tmp_path / "out")
    assert result.exit_code == 2
    assert "language 'xx' is not supported" in result.output and "auto" in result.output


def test_with_no_language_anywhere_each_document_is_identified_and_the_summary_says_so(
    tmp_path: Path,
) -> None:
    corpus = tmp_path / "letters"  # no folder named after a language, no --lang
    corpus.mkdir()
    name, text, person = LETTERS["de"]
    (corpus / name).write_text(text + "\nMit freundlichen Grüßen\n", encoding="utf-8")
    out = tmp_path / "out"
    result = invoke("run", corpus, "--mode", "tag", "--no-mapping", "-o", out)
    assert result.exit_code == 0, result.output
    document = _report(out)[Path(name).stem]
    assert document["lang"] == "de" and document["lang_identified"] is True
    totals = json.loads((out / "report.json").read_text(encoding="utf-8"))["totals"]
    assert totals["languages"] == {"de": 1} and totals["identified"] == 1
    assert "languages: de 1 (1 identified in the text" in " ".join(result.output.split())
    written = (out / name).read_text(encoding="utf-8")
    assert "Mit freundlichen Grüßen" in written  # a German closing, not names
    assert not any(word in written for word in person)


def test_a_given_language_is_not_reported_as_identified(records: Path, tmp_path: Path) -> None:
    result = invoke("run", records, "--lang", "en", "--mode", "tag", "--no-mapping", "-o", tmp_path)
    assert result.exit_code == 0, result.output
    assert not any("lang_identified" in document for document in _report(tmp_path).values())
