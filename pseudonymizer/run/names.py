"""What an output file is called. A file name carries personal data as often as its text
(`Brief an Frau Becker – 16.3..txt`): `--rename numbered` names each output by its number in
the corpus, `--rename pseudonymized` writes in its name the surrogates its document got for
what the name shares with the text. The input's name stays in the sealed mapping, where
`reidentify` finds it.
"""

from __future__ import annotations

import re
from pathlib import Path

from pseudonymizer.choices import Rename
from pseudonymizer.model import Rewrite

# Replacements a file name is rewritten with, at most: a long document's are many, and a
# file name holds a few words.
_PAIRS = 10_000


def surrogate_pairs(text: str, rewrite: Rewrite) -> dict[str, str]:
    """Each original the pseudonymized `rewrite` of `text` replaced, with its surrogate, and
    word by word where both have as many words (`Ulrike Becker` -> `Petra Hansen` gives
    `Becker` -> `Hansen` too)."""
    pairs: dict[str, str] = {}
    for edit in rewrite.edits:
        original, surrogate = text[edit.start : edit.end], edit.replacement
        if edit.markup or not original.strip() or len(pairs) >= _PAIRS:
            continue
        pairs.setdefault(original, surrogate)
        words, new = original.split(), surrogate.split()
        if len(words) == len(new) > 1:
            for word, replacement in zip(words, new, strict=True):
                pairs.setdefault(word, replacement)
    return pairs


def output_relpath(
    relpath: Path, index: int, rename: Rename, pairs: dict[str, str] | None = None
) -> Path:
    """The relative path an input's outputs are written under."""
    suffix = relpath.suffix
    if rename is Rename.NUMBERED:
        return Path(f"{index + 1:06d}{suffix}")
    if rename is Rename.PSEUDONYMIZED:
        parts = [*relpath.parent.parts, relpath.name[: len(relpath.name) - len(suffix)]]
        renamed = [_pseudonymized(part, pairs or {}) for part in parts]
        return Path(*renamed[:-1], renamed[-1] + suffix)
    return relpath


def _pseudonymized(name: str, pairs: dict[str, str]) -> str:
    """`name` with every whole-word occurrence of an original (any case) replaced by its
    surrogate, the longest first; `/` never written (a surrogate stays one path part)."""
    originals = sorted((o for o in pairs if o.strip()), key=len, reverse=True)
    if not originals:
        return name
    pattern = re.compile(
        r"(?<!\w)(" + "|".join(re.escape(o) for o in originals) + r")(?!\w)", re.IGNORECASE
    )
    folded = {original.casefold(): surrogate for original, surrogate in pairs.items()}

    def surrogate(match: re.Match[str]) -> str:
        return folded[match.group().casefold()].replace("/", "-").replace("\0", "")

    return pattern.sub(surrogate, name)
