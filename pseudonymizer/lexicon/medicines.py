"""Medicines by their international non-proprietary names (`Zopiclone`, `Diazepam`,
`Atorvastatin`): a drug that thousands take names no one, though a record writes it with a
capital as it writes a name.

The WHO gives the names of a class of substances a common stem (`-pam` the benzodiazepines,
`-olol` the beta blockers, `-statin`, `-cillin`, `-prazole`): a word ending in one of the stems
below is a medicine's name, unless a name list holds it as someone's. A dose after a word
(`Sertraline 50 mg`) says the same of a word no stem ends.
"""

from __future__ import annotations

import re

from pseudonymizer.lexicon.names import family_names, given_names

# The stems of the WHO's classes of substances that end a medicine's name, long enough that
# no English word and few names end in them.
_STEMS = (
    "azepam",
    "azolam",
    "clone",
    "pidem",
    "olol",
    "statin",
    "cillin",
    "cycline",
    "mycin",
    "floxacin",
    "prazole",
    "sartan",
    "dipine",
    "opril",
    "april",
    "ipril",
    "tidine",
    "oxetine",
    "aline",
    "triptan",
    "dronate",
    "gliptin",
    "gliflozin",
    "formin",
    "setron",
    "lukast",
    "afil",
    "parin",
    "xaban",
    "gatran",
    "semide",
    "thiazide",
    "azole",
    "vudine",
    "ciclovir",
    "navir",
    "tinib",
    "zumab",
    "ximab",
    "mumab",
    "profen",
    "coxib",
    "codone",
    "morphone",
    "adol",
    "apine",
    "idone",
    "oxine",
    "amine",
    "sone",
    "olone",
)
_STEM = re.compile(rf"[A-Za-z]{{2,}}(?:{'|'.join(_STEMS)})")
# A dose right after a word (`3.75 mg`, `50mg`, `10 ml`, `2 x 500 mg`).
_DOSE = re.compile(r"[ \u00a0]+\d+(?:[.,]\d+)?[ \u00a0]?(?:mg|mcg|µg|g|ml|mL|iu|IU|units?)\b")


def medicine(word: str, text: str = "", end: int = -1) -> bool:
    """Whether `word` is a medicine's name: it ends in a stem of the WHO's classes, or a dose
    follows it in `text` at `end`; and no name list holds it as someone's."""
    named = word.capitalize()
    if not word[:1].isalpha() or named in given_names() or named in family_names():
        return False
    if _STEM.fullmatch(word.lower()):
        return True
    return end >= 0 and _DOSE.match(text, end) is not None
