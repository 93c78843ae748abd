"""Free-text metadata cells (a title, a comment) through the text pipeline, each cell a document.

One `Pipeline` per mode is built on first use and kept, so a column of a thousand titles loads
spaCy once; the cells go through it as one corpus, against one ledger kept with it, so one
name gets one surrogate in every cell of every column.
"""

from __future__ import annotations

from collections.abc import Sequence

from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline
from pseudonymizer.replace.keys import ProjectKey
from pseudonymizer.replace.ledger import Ledger
from pseudonymizer.replace.surrogates import FakerSurrogates


class FreeTextError(ValueError):
    """Free text that cannot be processed as asked; the message says what to pass."""


class TextCleaner:
    def __init__(self, key: ProjectKey | None = None, config: Config | None = None) -> None:
        """`key` makes the surrogates of pseudonymize mode (the project's key file)."""
        self.key = key
        self.config = config or Config()
        self._pipelines: dict[Mode, Pipeline] = {}
        self._ledger = Ledger()

    def clean(self, texts: Sequence[str], mode: Mode, lang: str) -> list[str]:
        """Each text with its personal data removed, tagged or pseudonymized."""
        documents = [Document(f"cell-{index}", text, lang) for index, text in enumerate(texts)]
        results = self._pipeline(mode).run(documents, self._ledger)
        return [result.rewrites[mode].text for result in results]

    def _pipeline(self, mode: Mode) -> Pipeline:
        if mode not in self._pipelines:
            surrogates = None
            if mode is Mode.PSEUDONYMIZE:
                if self.key is None:
                    raise FreeTextError(
                        "free text in pseudonymize mode needs the project key: pass --key FILE "
                        "(make one with `pseudonymizer key new FILE`)"
                    )
                surrogates = FakerSurrogates(
                    self.key.derive("surrogates"),
                    ages=self.config.ages,
                    valid_ids=self.config.valid_ids,
                )
            self._pipelines[mode] = Pipeline(self.config, (mode,), surrogates)
        return self._pipelines[mode]
