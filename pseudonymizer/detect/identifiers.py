"""National identifiers, each a pattern confirmed by its official check digits (python-stdnum).

Which run for a document is decided by its language module (`Language.national_ids`): a random
9-digit number passes a one-digit checksum one time in ten, so the countries' numbers are only
looked for where they are expected.
"""

from __future__ import annotations

import re

from pseudonymizer.categories import Category
from pseudonymizer.detect.recognizer import PatternRecognizer
from pseudonymizer.detect.registry import Make, register
from pseudonymizer.lexicon.identifiers import NATIONAL_IDS as FORMATS
from pseudonymizer.lexicon.identifiers import IdFormat
from pseudonymizer.model import Attributes


def _recognizer(found: IdFormat) -> PatternRecognizer:
    regex = re.compile(rf"(?<![\w/.-]){found.pattern}(?![\w/-]|\.\d)")
    return PatternRecognizer(
        found.kind, Category.ID, regex, found.validate, 0.9, Attributes(kind=found.kind)
    )


NATIONAL_IDS = {kind: _recognizer(found) for kind, found in FORMATS.items()}


def _for_languages_listing(recognizer: PatternRecognizer) -> Make:
    """Runs for a language whose `national_ids` name it."""
    return lambda language: recognizer if recognizer.name in language.national_ids else None


for _recognizer in NATIONAL_IDS.values():
    register(_for_languages_listing(_recognizer), 50)
