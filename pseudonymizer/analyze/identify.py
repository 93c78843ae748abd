"""Which supported language a document is in, for `--lang auto`: lingua's detector, whose
n-gram models ship inside its wheel (nothing is downloaded), asked to choose among the
languages pseudonymizer supports only.

Choosing among the supported languages only means every decided text gets a language the
pipeline can process: a text in another language gets the closest supported one (Slovak reads
as Czech), never a code no module knows. A supported code lingua does not know (a language
package's own code outside ISO 639-1) is never chosen; its documents need their own `lang`.

The detector is built once per process and set of languages, in high-accuracy mode. It loads
its models as its answers need them, and a text of plain Latin letters needs every language's:
3.3 s and 260 MB resident for the six built-in languages on the development machine, against
0.2 s and 20 MB in low-accuracy mode. Over the development corpora's records both modes choose
the same share right from 60 characters up (0.99 to 1.00), but under 60 characters high
accuracy is right more often (0.93 against 0.90), and a wrong language costs a record its
detection, so the seconds are spent (`python bench/language_id.py` measures both).
"""

from __future__ import annotations

from functools import cache

from lingua import IsoCode639_1, Language, LanguageDetector, LanguageDetectorBuilder

from pseudonymizer.languages import supported

# A document's language is told from its first this many characters: a long one's opening
# says it as surely as the whole, at a fraction of the time.
SAMPLE_CHARS = 5_000

# The value of `--lang` (and of a reader's default language) that asks for each document's
# language to be identified.
AUTO = "auto"


def identify(text: str, default: str) -> str:
    """The code of the supported language `text` is written in; `default` (the run's default
    language) where the detector cannot decide: an empty text, or one of digits, punctuation or
    other characters of no language's alphabet."""
    detector, codes = _detector(supported())
    found = detector.detect_language_of(text[:SAMPLE_CHARS])
    return codes[found] if found is not None else default


@cache
def _detector(codes: tuple[str, ...]) -> tuple[LanguageDetector, dict[Language, str]]:
    """A detector of the languages of `codes` that lingua knows, and the code of each.
    Cached by `codes`, so a language registered later gets a detector that knows it."""
    known = lingua_languages(codes)
    return LanguageDetectorBuilder.from_languages(*known).build(), known


def lingua_languages(codes: tuple[str, ...]) -> dict[Language, str]:
    """lingua's language of each code it has models for, with the code."""
    known = {}
    for code in codes:
        try:
            known[Language.from_iso_code_639_1(IsoCode639_1.from_str(code))] = code
        except ValueError:  # no ISO 639-1 code of a language lingua has models for
            continue
    return known
