"""The choices a run is made of, each defined once: `Config` holds them and the CLI offers
them as they are."""

from __future__ import annotations

from enum import StrEnum


class Mode(StrEnum):
    """What becomes of personal data: removed, tagged with its category, or pseudonymized."""

    REMOVE = "remove"
    TAG = "tag"
    PSEUDONYMIZE = "pseudonymize"


class MentionSource(StrEnum):
    """Where the mentions a run replaces come from: the detector, the annotations the input
    carries, or both (a person's annotation winning where they overlap)."""

    DETECT = "detect"
    INPUT = "input"
    BOTH = "both"


class TagStyle(StrEnum):
    """How `tag` mode writes a category: `[PERSON]`, the language's corpus tags (`[OSOBA]`),
    TEI's `<gap/>`, or `MASKED` for every token."""

    CANONICAL = "canonical"
    NATIVE = "native"
    TEI = "tei"
    MASKED = "masked"


class Scope(StrEnum):
    """Where something holds: each document, or the whole corpus of a run."""

    DOCUMENT = "document"
    CORPUS = "corpus"


class AgeStyle(StrEnum):
    """How ages are pseudonymized: moved a year or two, widened to a five-year span, or kept."""

    SHIFT = "shift"
    SPAN = "span"
    KEEP = "keep"


class AmountStyle(StrEnum):
    """What becomes of amounts and measures (`£186.40`, `12 kg`): kept as written, since most
    say nothing of who someone is, or replaced by another amount (OTHER) where a corpus counts
    them as quasi-identifiers (a fine, a plot's area)."""

    KEEP = "keep"
    REPLACE = "replace"


class Candidates(StrEnum):
    """What becomes of mentions no rule or person decided: replaced (fail closed) or kept."""

    REPLACE = "replace"
    KEEP = "keep"


class Rename(StrEnum):
    """What an output file is named: as its input, by its number in the corpus, or as its
    input with the names the document's surrogates replace (file names carry names too)."""

    KEEP = "keep"
    NUMBERED = "numbered"
    PSEUDONYMIZED = "pseudonymized"
