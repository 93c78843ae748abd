"""Which form of a word before a name its first sound asks for (Czech `v Brně` but `ve Zlíně`,
Polish `w Krakowie` but `we Wrocławiu`, English `a Tom` but `an Emma`): the rules the
languages' `Alternation`s are made of, by the written letters, since a surrogate is a name
whose sound is read off its spelling.
"""

from __future__ import annotations

from collections.abc import Callable

_CZECH_CONSONANTS = frozenset("bcčdďfghjklmnňpqrřsštťvwxzž")
_POLISH_CONSONANTS = frozenset("bcćdfghjklłmnńpqrsśtvwxzźż")
_HUNGARIAN_VOWELS = frozenset("aáeéiíoóöőuúüű")
# English words spelt with a vowel that start with a consonant sound (`a European`, `a
# one-off`), and with an `h` that is not said (`an hour`).
_ENGLISH_CONSONANT_VOWELS = ("eu", "ewe", "uni", "use", "usu", "uti", "ura", "ure", "one", "once")
_ENGLISH_SILENT_H = ("hour", "honest", "honor", "honour", "heir")
# Letters whose English name starts with a vowel (`an FBI`, `an MP`).
_ENGLISH_VOWEL_LETTERS = frozenset("aefhilmnorsx")


def czech(first: str, clusters: str = "") -> Callable[[str], bool | None]:
    """Czech vocalized prepositions (`ve`, `se`, `ze`, `ke`) stand before a word starting with
    one of the `first` letters (`ve Vídni`, `se Zdeňkem`, `ke Kolínu`), or with one of the
    `clusters` letters followed by another consonant (`ve Zlíně`, `ze Lvova`)."""

    def wants(word: str) -> bool | None:
        letters = word.casefold()
        if not letters[:1].isalpha():
            return None
        if letters[0] in first:
            return True
        return len(letters) > 1 and letters[0] in clusters and letters[1] in _CZECH_CONSONANTS

    return wants


def polish_w(word: str) -> bool | None:
    """`we` before a `w` or `f` and another consonant (`we Wrocławiu`, `we Francji`) and
    before `mn`, `lw` (`we Lwowie`); `w` else (`w Warszawie`)."""
    letters = word.casefold()
    if not letters[:1].isalpha():
        return None
    if letters.startswith(("mn", "lw")):
        return True
    return len(letters) > 1 and letters[0] in "wf" and letters[1] in _POLISH_CONSONANTS


def polish_z(word: str) -> bool | None:
    """`ze` before a sibilant (`s`, `z`, `sz`, `ś`, `ź`, `ż`) and another consonant (`ze
    Stefanem`, `ze Szczecina`, `ze Zbyszkiem`) and before `mn`, `lw`; `z` else (`z Szymonem`,
    `z Zenonem`)."""
    letters = word.casefold()
    if not letters[:1].isalpha():
        return None
    if letters.startswith(("mn", "lw")):
        return True
    if letters.startswith("sz"):
        rest = letters[2:]
    elif letters[0] in "szśźż":
        rest = letters[1:]
    else:
        return False
    return rest[:1] in _POLISH_CONSONANTS


def english_an(word: str) -> bool | None:
    """`an` before a vowel sound: a vowel letter but in `eu`, `uni` ... (`a European`), a
    silent `h` (`an hour`), an acronym said letter by letter whose first letter's name starts
    with a vowel (`an MP`), and the numbers said with one (`an 8`, `an 11`, `an 18`)."""
    bare = word.lstrip("\"'“‘(")
    letters = bare.casefold()
    if not letters:
        return None
    if letters[0].isdigit():
        digits = letters[: len(letters) - len(letters.lstrip("0123456789"))]
        return digits[0] == "8" or (digits[:2] in ("11", "18") and len(digits) % 3 == 2)
    if not letters[0].isalpha():
        return None
    head = bare.split("-")[0]
    if 1 < len(head) <= 4 and head.isupper() and not set(letters[: len(head)]) & set("aeiou"):
        return letters[0] in _ENGLISH_VOWEL_LETTERS  # `an MP`, `a PC`
    if letters.startswith(_ENGLISH_SILENT_H):
        return True
    if letters.startswith(_ENGLISH_CONSONANT_VOWELS):
        return False
    return letters[0] in "aeiou"


def hungarian_az(word: str) -> bool | None:
    """`az` before a vowel (`az Annával`), `a` before a consonant (`a Dózsa György utca`);
    a number's sound is not read (`az 1`, `a 2`)."""
    letters = word.casefold()
    if not letters[:1].isalpha():
        return None
    return letters[0] in _HUNGARIAN_VOWELS
