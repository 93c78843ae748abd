"""The words a phone number is introduced by, in every language here (`Phone`, `Mobil`,
`Tfn`, `telefon`, `komórka`, `mobilszám`): the phone recognizer reads the number after one,
and the language's cues read the word itself as a contact's field name, not a town's name
(`Mobil 0171 ...`, `Tfn 08-...`)."""

from __future__ import annotations

import re

# Alternatives of a regular expression, case-insensitive.
PHONE_WORDS = (
    "phone|telephone|tel|fax|mobile|mob|cell|desk|office|home|work|"
    "telefon|telefonu|telefonní|mobil|číslo|numer|nr\\s?tel|komórka|"
    "telefonnummer|handy|rufnummer|telefonszám|mobilszám|tfn|mobilnummer"
)
_PHONE_WORD = re.compile(rf"(?i:{PHONE_WORDS})")


def phone_word(word: str) -> bool:
    """Whether `word` is one a phone number is introduced by."""
    return _PHONE_WORD.fullmatch(word) is not None
