"""People's annotations as the mentions: `run --mentions input|both`, read by a label scheme."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import ROOT, invoke

from pseudonymizer.lexicon.substitutes import given_names
from pseudonymizer.replace.emails import ascii_word

EDER = ROOT / "examples-annotated"


def _ann(path: Path) -> list[tuple[str, int, int, str]]:
    """The `T` lines of a BRAT file: label, start, end, text."""
    found = []
    for line in path.read_text(encoding="utf-8").splitlines():
        _, head, text = line.split("\t")
        label, start, end = head.split(" ")
        found.append((label, int(start), int(end), text))
    return found


def test_the_german_generators_labels_come_back_on_their_surrogates(tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = invoke(
        "run", EDER, "--mentions", "input", "--mode", "pseudonymize", "--out", out, "--no-mapping"
    )
    assert result.exit_code == 0, result.output
    before = _ann(EDER / "de" / "email.ann")
    after = _ann(out / "de" / "email.ann")
    text = (out / "de" / "email.txt").read_text(encoding="utf-8")
    # The same annotations, with the same labels, each on its surrogate in the output.
    assert [label for label, *_ in after] == [label for label, *_ in before]
    assert all(text[start:end] == written for _, start, end, written in after)
    assert not {written for *_, written in before} & set(re.findall(r"[\w.@]+", text))
    surrogate = {old: new for (_, _, _, old), (*_, new) in zip(before, after, strict=True)}
    # One person, one surrogate; a given name of the gender its label says.
    assert surrogate["Katrin"] in given_names("de_DE+de_AT+de_CH", "female")
    assert surrogate["Thomas"] in given_names("de_DE+de_AT+de_CH", "male")
    family = {
        new for (label, *_), (*_, new) in zip(before, after, strict=True) if label == "FAMILY"
    }
    assert len(family) == 2  # Hoffmann and Weber, each always the same
    # The address that spelled Katrin Hoffmann spells her surrogate.
    local = f"{ascii_word(surrogate['Katrin'])}.{ascii_word(surrogate['Hoffmann'])}@"
    assert surrogate["katrin.hoffmann@example.de"].startswith(local)
    # Nothing the person did not mark changes: `Montag` stays.
    assert "ab Montag wieder" in text


def _corpus(root: Path, records: list[dict]) -> Path:
    path = root / "letters.jsonl"
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records))
    return path


LETTER = "Anna Berg called from +44 20 7946 0958 about Leeds."


def test_input_replaces_exactly_the_annotations_and_both_adds_the_detectors(
    tmp_path: Path,
) -> None:
    record = {"id": "a", "text": LETTER, "spans": [{"start": 0, "end": 9, "label": "PERSON"}]}
    path = _corpus(tmp_path, [record])
    texts = {}
    for source in ("input", "both", "detect"):
        out = tmp_path / source
        result = invoke("run", path, "--mentions", source, "--mode", "tag", "--out", out)
        assert result.exit_code == 0, result.output
        texts[source] = json.loads((out / "letters.jsonl").read_text())["text"]
    assert texts["input"] == "[PERSON] called from +44 20 7946 0958 about Leeds."
    assert texts["both"] == "[PERSON] called from [PHONE] about [LOCATION]."


def test_a_persons_annotation_wins_where_the_detector_finds_otherwise(tmp_path: Path) -> None:
    # The person says `Leeds` is someone's name; the detector finds a place.
    spans = [{"start": 45, "end": 50, "label": "PERSON"}]
    path = _corpus(tmp_path, [{"id": "a", "text": LETTER, "spans": spans}])
    result = invoke("run", path, "--mentions", "both", "--mode", "tag", "--out", tmp_path / "o")
    assert result.exit_code == 0, result.output
    text = json.loads((tmp_path / "o" / "letters.jsonl").read_text())["text"]
    assert text.endswith("about [PERSON].")


def test_labels_no_scheme_knows_are_an_error_naming_the_file(tmp_path: Path) -> None:
    spans = [{"start": 0, "end": 9, "label": "SOMEBODY"}]
    path = _corpus(tmp_path, [{"id": "a", "text": LETTER, "spans": spans}])
    out = tmp_path / "o"
    result = invoke("run", path, "--mentions", "input", "--mode", "tag", "--out", out)
    assert result.exit_code == 1
    assert "letters.jsonl: no label scheme knows" in result.output and "--scheme" in result.output
    assert not (out / "letters.jsonl").exists()
    result = invoke(
        "run", path, "--mentions", "input", "--scheme", "eder", "--mode", "tag", "--out", out
    )
    assert result.exit_code == 1 and "letters.jsonl:1: label 'SOMEBODY'" in result.output


def test_a_span_outside_its_text_is_an_error_and_the_other_files_are_written(
    tmp_path: Path,
) -> None:
    bad = tmp_path / "in" / "bad.jsonl"
    bad.parent.mkdir()
    bad.write_text(
        json.dumps(
            {"id": "b", "text": "Anna", "spans": [{"start": 0, "end": 40, "label": "PERSON"}]}
        )
        + "\n"
    )
    _corpus(tmp_path / "in", [{"id": "a", "text": LETTER, "spans": []}])
    out = tmp_path / "o"
    result = invoke("run", tmp_path / "in", "--mentions", "input", "--mode", "tag", "--out", out)
    assert result.exit_code == 1
    assert "bad.jsonl:1: span 0-40 falls outside the text (4 characters)" in result.output
    assert (out / "letters.jsonl").exists() and not (out / "bad.jsonl").exists()


def test_an_unknown_scheme_is_a_usage_error(tmp_path: Path) -> None:
    path = _corpus(tmp_path, [{"id": "a", "text": LETTER}])
    result = invoke("run", path, "--scheme", "klingon", "--mode", "tag", "--out", tmp_path / "o")
    assert result.exit_code == 2 and "unknown label scheme 'klingon'" in result.output


# A letter per language: an address marked LOCATION with its postcode marked ZIP inside it,
# and a person marked twice, crossing (`Dr. Anna` and `Anna Webster`): the title, the
# postcode, the address.
OVERLAPPING = {
    "en": ("Dr.", "LS1 4AP", "12 Elm Street, Leeds LS1 4AP", "Dr. Anna Webster lives at {}."),
    "de": ("Dr.", "10115", "Hauptstraße 5, 10115 Berlin", "Dr. Anna Webster wohnt in der {}."),
    "cs": ("JUDr.", "110 00", "Dlouhá 5, 110 00 Praha", "JUDr. Anna Webster bydlí na adrese {}."),
    "pl": ("dr", "00-001", "ul. Długa 5, 00-001 Warszawa", "dr Anna Webster mieszka przy {}."),
    "sv": ("Dr.", "111 22", "Storgatan 5, 111 22 Stockholm", "Dr. Anna Webster bor på {}."),
    "hu": ("Dr.", "1011", "Fő utca 5, 1011 Budapest", "Dr. Anna Webster a {} címen lakik."),
}


@pytest.mark.parametrize("lang", sorted(OVERLAPPING))
def test_overlapping_annotations_are_warned_of_by_line_and_tagged_by_the_winner(
    tmp_path: Path, lang: str
) -> None:
    title, postcode, address, letter = OVERLAPPING[lang]
    text = letter.format(address)
    marks = [("PERSON", f"{title} Anna"), ("PERSON", "Anna Webster"), ("LOCATION", address)]
    marks.append(("ZIP", postcode))
    lines = []
    for number, (label, part) in enumerate(marks, start=1):
        start = text.index(part)
        lines.append(f"T{number}\t{label} {start} {start + len(part)}\t{part}\n")
    folder = tmp_path / lang
    folder.mkdir()
    (folder / "letter.txt").write_text(text + "\n", encoding="utf-8")
    (folder / "letter.ann").write_text("".join(lines), encoding="utf-8")
    out = tmp_path / "out"
    result = invoke(
        "run", folder, "--lang", lang, "--mentions", "input", "--mode", "tag", "--out", out
    )
    assert result.exit_code == 0, result.output
    assert "letter.ann:1: annotation PERSON" in result.output  # `Dr. Anna` gives way
    assert "letter.ann:4: annotation ZIP" in result.output  # inside the address
    assert not {"Anna", "Webster", postcode} & set(re.findall(r"[\w-]+", result.output))
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["totals"]["overlapping_annotations"] == 2
    assert [w.split(": ")[0] for w in report["warnings"]] == [
        str(folder / "letter.ann:1"),
        str(folder / "letter.ann:4"),
    ]
    written = (out / "letter.txt").read_text(encoding="utf-8")
    # The title is kept as written; the address is tagged as the annotation says.
    assert written == text.replace("Anna Webster", "[PERSON]").replace(address, "[LOCATION]") + "\n"
    # Only the resolved annotations are written: the person and the address, each over its tag
    # and with its label; the title's piece and the postcode inside the address are gone.
    assert _ann(out / "letter.ann") == [
        ("PERSON", written.index("[PERSON]"), written.index("[PERSON]") + 8, "[PERSON]"),
        ("LOCATION", written.index("[LOCATION]"), written.index("[LOCATION]") + 10, "[LOCATION]"),
    ]


@pytest.mark.parametrize("lang", sorted(OVERLAPPING))
def test_a_records_overlapping_spans_are_written_back_resolved(tmp_path: Path, lang: str) -> None:
    title, postcode, address, letter = OVERLAPPING[lang]
    text = letter.format(address)
    street = address.split(",")[0]
    # The person crossed by a longer span from their family name to the street (the family
    # name is the longer's, `Anna` stays the person's), the postcode inside the address, and
    # the address marked twice alike.
    crossing = text[text.index("Webster") : text.index(street) + len(street)]
    marks = [("PERSON", "Anna Webster"), ("OTHER", crossing), ("LOCATION", address)]
    marks += [("ZIP", postcode), ("LOCATION", address)]
    spans = []
    for label, part in marks:
        start = text.index(part)
        spans.append({"start": start, "end": start + len(part), "label": label, "note": label})
    path = _corpus(tmp_path, [{"id": "a", "text": text, "lang": lang, "spans": spans}])
    out = tmp_path / "out"
    result = invoke("run", path, "--mentions", "input", "--mode", "tag", "--out", out)
    assert result.exit_code == 0, result.output
    [record] = [json.loads(line) for line in (out / "letters.jsonl").read_text().splitlines()]
    written = record["text"]
    assert written.startswith(f"{title} [PERSON] [OTHER]"), written
    tagged = [(span["label"], written[span["start"] : span["end"]]) for span in record["spans"]]
    # Each stretch once, with the label that won it; other fields of a span kept.
    assert tagged == [("PERSON", "[PERSON]"), ("OTHER", "[OTHER]"), ("LOCATION", "[LOCATION]")]
    assert [span["note"] for span in record["spans"]] == ["PERSON", "OTHER", "LOCATION"]
