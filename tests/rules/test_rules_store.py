"""Rules files: CSV with a header, errors naming file and line, saving that round-trips."""

from __future__ import annotations

from pathlib import Path

import pytest

from pseudonymizer.rules import Rule, RulesFileError, dumps, load, parse, save

RULES = (
    Rule.of("ne_type", "DATE", 1),
    Rule.of("word", 'Acme, "the" Company', -0.25, "ORGANIZATION"),
    Rule.of("lemma", "nováková", -1.5, "PERSON"),
    Rule.of("user", "Judge Anna Novak", 2),
    Rule.of("word", "Smith", 0.1),
)


def test_saving_and_loading_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "rules.csv"
    save(RULES, path)
    assert load(path) == RULES
    assert dumps(load(path)) == path.read_text(encoding="utf-8")


def test_the_file_is_the_documented_csv() -> None:
    assert dumps(RULES[:2] + RULES[4:]).splitlines() == [
        "type,condition,confidence,label",
        "ne_type,DATE,1,",
        'word,"Acme, ""the"" Company",-0.25,ORGANIZATION',
        "word,Smith,0.1,",
    ]


def test_comments_blank_lines_bom_and_spacing_are_accepted(tmp_path: Path) -> None:
    path = tmp_path / "mine.csv"
    path.write_text(
        "\ufeffType, Condition ,confidence,LABEL\n\n# people we always hide\n"
        "word, Zorblax ,-1,other\r\nne_type,date,+2,\n",
        encoding="utf-8",
    )
    rules = load(path)
    assert rules == (Rule.of("word", "Zorblax", -1, "OTHER"), Rule.of("ne_type", "DATE", 2))
    assert [rule.origin for rule in rules] == ["mine.csv:4", "mine.csv:5"]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("", ":1: no rules: the header type,condition,confidence,label is missing"),
        ("type,condition,weight,label\n", ":1: the first line must be the header"),
        ("# rules\ntype,condition,confidence\n", ":2: the first line must be the header"),
        ("type,condition,confidence,label\nword,x,1\n", ":2: expected 4 fields"),
        (
            "type,condition,confidence,label\n\n# c\nword,x,high,\n",
            ":4: confidence 'high' is not a number",
        ),
        ("type,condition,confidence,label\nword,a,1,\nrule,b,1,\n", ":3: unknown rule type 'rule'"),
        (
            'type,condition,confidence,label\nword,"two\nlines",1,\nne_type,NAME,1,\n',
            ":4: ne_type condition 'NAME' is not a canonical category",
        ),
        ("type,condition,confidence,label\nuser,Anna,0,\n", ":2: a user rule is a decision"),
        ("type,condition,confidence,label\nword,x,nan,\n", ":2: confidence must be a finite"),
        ('type,condition,confidence,label\nword,"x,1,\n', ":2: malformed CSV"),
    ],
)
def test_errors_name_the_file_and_the_line(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.csv"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(RulesFileError) as error:
        load(path)
    assert str(error.value).startswith(f"{path}:")
    assert message in str(error.value)


def test_unreadable_files_are_rules_file_errors(tmp_path: Path) -> None:
    with pytest.raises(RulesFileError, match=r"missing\.csv: cannot read the rules file"):
        load(tmp_path / "missing.csv")
    binary = tmp_path / "latin1.csv"
    binary.write_bytes(b"type,condition,confidence,label\nword,Nov\xe1k,-1,\n")
    with pytest.raises(RulesFileError, match=r"latin1\.csv:2: not valid UTF-8"):
        load(binary)


def test_parse_names_its_source_in_errors() -> None:
    with pytest.raises(RulesFileError, match=r"^form:2: "):
        parse("type,condition,confidence,label\nword,,1,\n", "form")
