"""The promise users rely on: no string detected as private survives in any output mode
(what the vote kept, a heading or a field name, and amounts kept by default, are not)."""

from __future__ import annotations

import re

import pytest
from conftest import EXAMPLES, MODES

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.io.formats import get_format
from pseudonymizer.io.sources import discover
from pseudonymizer.languages import get_language
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.titles import titles_only


@pytest.fixture(scope="module")
def results() -> list[Result]:
    sources, errors = discover([EXAMPLES])
    assert not errors
    documents = [
        document
        for source in sources
        for document in get_format(source.format).read(source, source.folder_lang or "en")[0]
    ]
    return list(Pipeline(Config(), [Mode(mode) for mode in MODES]).run(documents))


def test_every_example_has_detections(results: list[Result]) -> None:
    assert len(results) == 24
    assert all(result.mentions for result in results)


@pytest.mark.parametrize("mode", [Mode(mode) for mode in MODES])
def test_no_private_string_survives(results: list[Result], mode: Mode) -> None:
    for result in results:
        output = result.rewrites[mode].text
        # A date's surrogate may be another original date, or hold an original number (an
        # age `23` in `2023-05-23`): it is where the document's shift puts the date
        # (`replace/timeline.py`) and spells nothing else, so originals are looked for
        # outside them.
        dates = _dates_written(result, mode)
        for mention in result.replaced:
            surface = mention.text_in(result.document.text)
            if mode is Mode.PSEUDONYMIZE and titles_only(
                surface, get_language(result.document.lang)
            ):
                continue  # a title (`Oma`, `Mr`) keeps its writing beside a surrogate name
            if re.fullmatch(r"\d{1,2}", surface):
                # A house's `6` says nothing alone: it must change where it stands, and the
                # same number elsewhere (`6 § räntelagen`) is the text's own.
                start, end = result.rewrites[mode].map_span(mention.start, mention.end)
                assert output[start:end] != surface, f"{result.document.id} [{mode}]"
                continue
            survivors = re.finditer(rf"(?<!\w){re.escape(surface)}(?!\w)", output)
            survivor = next(
                (
                    found
                    for found in survivors
                    if not any(s <= found.start() and found.end() <= e for s, e in dates)
                ),
                None,
            )
            assert survivor is None, (
                f"{result.document.id} [{mode}]: {mention.category} at "
                f"{mention.start}-{mention.end} survives"
            )
        # The audit agrees: no replaced string as written stands in the output.
        assert not [f for f in result.findings[mode] if f.certain and f.kind == "original"]


def _dates_written(result: Result, mode: Mode) -> list[tuple[int, int]]:
    """Where the output holds the surrogate of a date the run moved."""
    dated = {(m.start, m.end) for m in result.mentions if m.category is Category.DATE}
    spans, offset = [], 0
    for edit in result.rewrites[mode].edits:
        start = edit.start + offset
        if (edit.start, edit.end) in dated and mode is Mode.PSEUDONYMIZE:
            spans.append((start, start + len(edit.replacement)))
        offset += len(edit.replacement) - (edit.end - edit.start)
    return spans


def test_corpus_propagation_finds_a_name_in_every_document() -> None:
    from pseudonymizer.model import Document

    documents = [
        Document("a", "The applicant, Mr Ruslan Kurkaev, was arrested.", "en"),
        Document("b", "Kurkaev later wrote to the prosecutor.", "en"),
    ]
    names = {"ner", "known_names", "proper_nouns"}  # only the title context finds the name
    for scope, expected in (("document", False), ("corpus", True)):
        config = Config(propagation=scope, disabled_recognizers=frozenset(names))
        second = list(Pipeline(config).run(documents))[1]
        found = {m.text_in(second.document.text) for m in second.mentions}
        assert ("Kurkaev" in found) is expected, scope
