"""E-mail surrogates: the same shape, and the person's surrogate where the address spells them.

Each word of the local part becomes a word of the same length and case, each number a number of
the same length, the punctuation stays (`jan.novak84@` -> `kpw.zrelt19@`); but a word that is
a replaced person's name becomes that person's surrogate (`jan.kowalski@` -> `piotr.nowak@`
where Jan Kowalski became Piotr Nowak), so the address still belongs to its owner in the
pseudonymized text. In the domain every label but the top-level one and a second-level label
under a country's (`co.uk`, `com.pl`) is replaced the same way; a free mail service's domain
(`gmail.com`, `seznam.cz`) is kept whole, as it names no one.
"""

from __future__ import annotations

import random
import re
import string
import unicodedata
from collections.abc import Mapping

from pseudonymizer.casing import cased_like
from pseudonymizer.lexicon.faker_lists import mail_providers

PIECE = re.compile(r"[^\W\d_]+|\d+")
# A second-level label a country's registry gives out under (`co.uk`, `com.pl`, `org.hu`).
_SECOND_LEVEL = re.compile(r"(?i)co|com|org|net|ac|gov|edu|ltd|plc|sch|nhs|me")
# Letters NFKD does not take apart.
_ASCII = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ß": "ss"})


# German addresses write umlauts as two letters (`Kröger` -> `kroeger`).
_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"})


def ascii_word(word: str) -> str:
    """`word` as an address writes it: `Dvořák` -> `dvorak`, `Łukasz` -> `lukasz`."""
    decomposed = unicodedata.normalize("NFKD", word.translate(_ASCII))
    return "".join(char for char in decomposed if char.isascii() and char.isalnum()).lower()


def address_forms(word: str) -> set[str]:
    """Every way an address may write `word`: `Kröger` -> `kroger`, `kroeger`."""
    return {ascii_word(word), ascii_word(word.translate(_UMLAUTS))} - {""}


def email_surrogate(original: str, names: Mapping[str, str], rng: random.Random) -> str | None:
    """A surrogate address; `names` maps each replaced name word (as `ascii_word` writes it)
    to its surrogate's. None when `original` has no `@`."""
    local, at, domain = original.rpartition("@")
    if not at or not local or "." not in domain:
        return None
    new_local = _RUN.sub(lambda m: _run_like(m.group(), names, rng), local)
    if domain.lower() in mail_providers():
        return f"{new_local}@{domain}"
    labels = domain.split(".")
    kept = 2 if len(labels) > 2 and _SECOND_LEVEL.fullmatch(labels[-2]) else 1
    new_labels = [
        PIECE.sub(lambda m: piece_like(m.group(), {}, rng), label) for label in labels[:-kept]
    ]
    return f"{new_local}@{'.'.join([*new_labels, *labels[-kept:]])}"


# A run of words joined by hyphens, as a double-barrelled name is written in an address
# (`f.oberhauser-lenz@`), or a number.
_RUN = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*|\d+")


def _run_like(run: str, names: Mapping[str, str], rng: random.Random) -> str:
    """The surrogate of a hyphenated name where `run` spells one whole (`oberhauser-lenz` of
    Oberhauser-Lenz, whose surrogate may be one word), else each piece's."""
    surrogate = names.get(ascii_word(run)) if "-" in run else None
    if surrogate is not None:
        return cased_like(run, surrogate, capitalize=True)
    return PIECE.sub(lambda m: piece_like(m.group(), names, rng), run)


def piece_like(piece: str, names: Mapping[str, str], rng: random.Random) -> str:
    """A word or number of `piece`'s length and case; the surrogate's word where `piece` is
    a replaced name's word in `names`."""
    if piece.isdigit():
        return "".join(rng.choice(string.digits) for _ in piece)
    surrogate = names.get(ascii_word(piece))
    if surrogate is None:
        surrogate = "".join(rng.choice(string.ascii_lowercase) for _ in piece)
    return cased_like(piece, surrogate, capitalize=True)
