"""Finding source files: recursion, hidden files, format and language detection, and errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from pseudonymizer.io.format import SourceFile
from pseudonymizer.io.formats import brat
from pseudonymizer.io.sources import discover


def _touch(root: Path, *names: str) -> None:
    for name in names:
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("Eva\n", encoding="utf-8")


def _summary(sources: list[SourceFile]) -> list[tuple[str, str, str | None]]:
    return [(source.relpath.as_posix(), source.format, source.folder_lang) for source in sources]


def test_folder_is_searched_recursively(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    _touch(
        corpus,
        "a.txt",
        "b.txt",
        "b.ann",
        "sub/c.jsonl",
        "sub/deeper/d.txt",
        "cs/e.txt",
        "cs/deeper/f.txt",
        "cs/de/g.txt",
        "cs/records.jsonl",
        "notes.md",
        "data.csv",
        "Makefile",
        ".hidden.txt",
        ".git/objects/h.txt",
        "sub/.cache/i.jsonl",
    )
    sources, errors = discover([corpus])
    assert errors == []
    assert sorted(_summary(sources)) == [
        ("a.txt", "text", None),
        ("b.txt", "brat", None),
        ("cs/de/g.txt", "text", "de"),
        ("cs/deeper/f.txt", "text", "cs"),
        ("cs/e.txt", "text", "cs"),
        ("cs/records.jsonl", "jsonl", "cs"),
        ("sub/c.jsonl", "jsonl", None),
        ("sub/deeper/d.txt", "text", None),
    ]
    for source in sources:
        assert source.path == corpus / source.relpath


def test_ann_inside_a_folder_stands_with_its_txt(tmp_path: Path) -> None:
    _touch(tmp_path / "corpus", "x.ann", "x.txt")
    sources, errors = discover([tmp_path / "corpus"])
    assert errors == []
    assert _summary(sources) == [("x.txt", "brat", None)]
    assert brat.ann_path(sources[0]) == tmp_path / "corpus" / "x.ann"


def test_hidden_parent_of_the_given_folder_does_not_hide_it(tmp_path: Path) -> None:
    _touch(tmp_path / ".work" / "corpus", "a.txt")
    sources, errors = discover([tmp_path / ".work" / "corpus"])
    assert errors == []
    assert _summary(sources) == [("a.txt", "text", None)]


def test_language_from_the_given_folder_name(tmp_path: Path) -> None:
    _touch(tmp_path / "pl", "a.txt", "deep/b.txt", "sv/c.txt")
    sources, _ = discover([tmp_path / "pl"])
    assert sorted(_summary(sources)) == [
        ("a.txt", "text", "pl"),
        ("deep/b.txt", "text", "pl"),
        ("sv/c.txt", "text", "sv"),
    ]


def test_language_from_the_folder_of_a_file_named_directly(tmp_path: Path) -> None:
    _touch(tmp_path, "hu/a.txt", "other/b.jsonl")
    sources, errors = discover([tmp_path / "hu" / "a.txt", tmp_path / "other" / "b.jsonl"])
    assert errors == []
    assert _summary(sources) == [("a.txt", "text", "hu"), ("b.jsonl", "jsonl", None)]


def test_missing_path_is_an_error(tmp_path: Path) -> None:
    _touch(tmp_path, "a.txt")
    sources, errors = discover([tmp_path / "nope", tmp_path / "a.txt"])
    assert _summary(sources) == [("a.txt", "text", None)]
    [error] = errors
    assert error.path == tmp_path / "nope"
    assert "no such file" in str(error)


@pytest.mark.parametrize("names", [(), ("README.md", "data.csv", ".hidden.txt", ".x/y.jsonl")])
def test_folder_without_supported_files_is_an_error(tmp_path: Path, names: tuple[str]) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    _touch(corpus, *names)
    sources, errors = discover([corpus])
    assert sources == []
    [error] = errors
    assert error.path == corpus
    assert "no supported files" in str(error)


def test_unsupported_extension_named_directly_mentions_format(tmp_path: Path) -> None:
    _touch(tmp_path, "data.csv", "README")
    sources, errors = discover([tmp_path / "data.csv", tmp_path / "README"])
    assert sources == []
    assert [error.path for error in errors] == [tmp_path / "data.csv", tmp_path / "README"]
    for error in errors:
        assert "--format" in str(error)
    assert "'.csv'" in str(errors[0])


def test_format_option_overrides_detection(tmp_path: Path) -> None:
    _touch(tmp_path, "data.csv", "pair.txt", "pair.ann", "lone.txt", "records.txt")
    sources, errors = discover([tmp_path / "data.csv"], "text")
    assert errors == []
    assert _summary(sources) == [("data.csv", "text", None)]

    sources, errors = discover([tmp_path / "pair.txt", tmp_path / "pair.ann"], "text")
    assert _summary(sources) == [("pair.txt", "text", None)]
    assert len(errors) == 1  # the same output twice: the second one clashes
    assert "clashes" in str(errors[0])

    sources, errors = discover([tmp_path / "lone.txt"], "brat")
    assert (errors, _summary(sources)) == ([], [("lone.txt", "brat", None)])

    sources, errors = discover([tmp_path / "records.txt"], "jsonl")
    assert (errors, _summary(sources)) == ([], [("records.txt", "jsonl", None)])


def test_format_option_applies_inside_folders(tmp_path: Path) -> None:
    _touch(tmp_path / "corpus", "a.txt", "a.ann", "b.txt")
    sources, errors = discover([tmp_path / "corpus"], "text")
    assert errors == []
    assert _summary(sources) == [("a.txt", "text", None), ("b.txt", "text", None)]


def test_unknown_format_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown format"):
        discover([tmp_path], "pdf")


def test_same_output_twice_is_reported_not_overwritten(tmp_path: Path) -> None:
    _touch(tmp_path, "one/corpus/a.txt", "two/corpus/a.txt")
    sources, errors = discover([tmp_path / "one" / "corpus", tmp_path / "two" / "corpus"])
    assert [source.path for source in sources] == [tmp_path / "one" / "corpus" / "a.txt"]
    [error] = errors
    assert error.path == tmp_path / "two" / "corpus" / "a.txt"
    assert "clashes" in str(error)


def test_lone_ann_in_a_folder_is_reported_and_the_rest_still_found(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    _touch(corpus, "a.txt", "orphan.ann", "z.jsonl")
    sources, errors = discover([corpus])
    assert _summary(sources) == [("a.txt", "text", None), ("z.jsonl", "jsonl", None)]
    [error] = errors
    assert error.path == corpus / "orphan.ann"
    assert "orphan.txt" in str(error)


def test_folder_with_only_a_lone_ann_reports_that_file(tmp_path: Path) -> None:
    _touch(tmp_path / "corpus", "orphan.ann", "README.md")
    sources, errors = discover([tmp_path / "corpus"])
    assert sources == []
    assert [error.path for error in errors] == [tmp_path / "corpus" / "orphan.ann"]
