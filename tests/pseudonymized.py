"""The pipeline as `pseudonymizer run -m pseudonymize --key K` builds it, one per key, for the
tests that read what it writes: built once per key, since building it loads the models."""

from __future__ import annotations

from functools import cache

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.surrogates import FakerSurrogates


@cache
def pipeline(key: bytes) -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(key))


def run(text: str, lang: str, key: bytes) -> Result:
    return next(pipeline(key).run([Document("d", text, lang)]))


def written(result: Result) -> str:
    return result.rewrites[Mode.PSEUDONYMIZE].text


def run_written(text: str, lang: str, key: bytes) -> tuple[Result, str]:
    """The run's result and the text it wrote."""
    result = run(text, lang, key)
    return result, written(result)


def persons(result: Result) -> list[list[str]]:
    """Each person's mentions as the input writes them, one list a person."""
    text = result.document.text
    return [
        [m.text_in(text) for m in entity.mentions]
        for entity in result.entities
        if entity.category is Category.PERSON
    ]
