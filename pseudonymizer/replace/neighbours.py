"""The words around a replaced name that depend on it, though they stand outside its mention.

A surrogate changes what the text around it must say: a possessive ending written after the
mention (`James' car`) is the original's, and is written again as the surrogate takes it
(`Tom's car`), never left to stick to a name it does not fit (`Tom' car`, `Klauss`); a word
before it whose form follows the name's first sound (Czech `v`/`ve`, Polish `w`/`we`, English
`a`/`an`, the language's `Alternation`s) is written again for the surrogate (`ve Zlíně` ->
`v Kolíně`); and a demonstrative or adjective before a weekday moved to another gender agrees
with it again (Czech `ta sobota` -> `to pondělí`, `minulou sobotu` -> `minulé pondělí`, Polish
`w tę sobotę` -> `w ten poniedziałek`), never left to disagree.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from pseudonymizer.casing import cased_like
from pseudonymizer.languages import get_language
from pseudonymizer.languages.base import Language
from pseudonymizer.lexicon.calendar import weekday_readings
from pseudonymizer.lexicon.grammar import Grammar
from pseudonymizer.lexicon.inflection.base import Inflector
from pseudonymizer.model import Edit

# What may stick to a name's end as its ending: an apostrophe, letters, or both (`'s`, `s`).
_TAIL = re.compile(r"['’]?[^\W\d_]*")
# The word right before a name, one space or tab away (a line break ends the sentence's flow).
_WORD_BEFORE = re.compile(r"(?<![\w'’-])([^\W\d_]+)[ \t\u00a0]\Z")
_SIBILANTS = ("s", "x", "z", "ß")


def agreeing(
    text: str, edits: list[Edit], named: Collection[tuple[int, int]], grammar: Grammar
) -> list[Edit]:
    """`edits` (sorted, not overlapping) with what the words around them need: the ending
    written after a name of `named` (spans) written as the surrogate takes it, by an edit of
    its own so that the name's edit still maps to the name alone (an edit of that ending, a
    piece a merge cut off the name, gives way to it), and an edit of each word before a
    surrogate whose form follows its sound."""
    result: list[Edit] = []
    taken = 0  # where the last name's ending ends
    for edit in edits:
        if edit.start < taken:
            continue
        ending = None
        if (edit.start, edit.end) in named:
            edit, ending, taken = _with_ending(text, edit, grammar.inflector)
        floor = result[-1].end if result else 0
        word = _alternated(text, edit, floor, grammar.language)
        word = word or _agreeing_weekday(text, edit, floor, grammar.code)
        result += [e for e in (word, edit, ending) if e is not None]
    return result


def _with_ending(text: str, edit: Edit, inflector: Inflector) -> tuple[Edit, Edit | None, int]:
    """`edit`, and an edit of the ending written right after its name, as the language's
    inflector splits it off (`James'`, `Peter's`, `Müllers`), to the ending the surrogate
    takes (`'` -> `'s` after `Tom`; None where it is the original's), the name's edit taking
    the ending in where the surrogate itself changes with it; and where the ending ends, which
    no other edit may touch. An apostrophe alone is a genitive only after a sibilant (`'Anna'`
    is a quotation)."""
    tail = _TAIL.match(text, edit.end)
    if tail is None or not tail.group():
        return edit, None, edit.end
    original = text[edit.start : edit.end]
    ending = tail.group()
    if ending in ("'", "’") and not original.endswith(_SIBILANTS):
        return edit, None, edit.end
    stem, split = inflector.split(original + ending)
    if split is None or stem != original:
        return edit, None, edit.end
    value = inflector.attach(edit.replacement, split)
    if not value.startswith(edit.replacement):  # `Anna` + `val`: `Annával`
        return Edit(edit.start, tail.end(), value, edit.lemma, edit.markup), None, tail.end()
    written = value[len(edit.replacement) :]  # the name's edit stays the name's alone
    same = written == ending
    return edit, None if same else Edit(edit.end, tail.end(), written), tail.end()


def _alternated(text: str, edit: Edit, floor: int, language: Language) -> Edit | None:
    """An edit of the word before `edit` (after `floor`, where the edit before ends) where it
    is one of an alternation's forms and the surrogate asks for the other. The word is left as
    written where the rule does not read the original as the writer did (`v Třebíči` written
    `ve Třebíči`): the writer's usage wins over the rule's."""
    match = _WORD_BEFORE.search(text, max(floor, edit.start - 20), edit.start)
    if match is None or not language.alternations:
        return None
    written = match.group(1)
    for alternation in language.alternations:
        if written.casefold() not in (alternation.plain, alternation.other):
            continue
        was = alternation.wants_other(text[edit.start : edit.end])
        now = alternation.wants_other(edit.replacement)
        if was is None or now is None or was == now:
            return None
        if (written.casefold() == alternation.other) != was:
            return None
        wanted = alternation.other if now else alternation.plain
        return Edit(match.start(1), match.end(1), cased_like(written, wanted, capitalize=True))
    return None


def _agreeing_weekday(text: str, edit: Edit, floor: int, lang: str) -> Edit | None:
    """An edit of the demonstrative or hard adjective right before a weekday `edit` moves to
    another gender, into that gender in the case both weekdays' forms and the word share;
    None where the word is neither, or the genders are alike."""
    language = get_language(lang)
    genders = language.weekday_genders
    match = _WORD_BEFORE.search(text, max(floor, edit.start - 20), edit.start)
    if not genders or match is None:
        return None
    was = weekday_readings(lang).get(text[edit.start : edit.end].lower(), ())
    now = weekday_readings(lang).get(edit.replacement.lower(), ())
    if not was or not now:
        return None
    old, new = "mfn".index(genders[was[0][0]]), "mfn".index(genders[now[0][0]])
    cases = {key for _, key in was} & {key for _, key in now}
    written = match.group(1)
    word = written.lower()
    if old == new:
        return None
    wanted = None
    for key, forms in language.weekday_agreement:
        if key in cases and forms[old] == word:
            wanted = forms[new]
            break
    for key, endings in language.weekday_adjectives if wanted is None else ():
        stem = word[: len(word) - len(endings[old])]
        if key in cases and word.endswith(endings[old]) and len(stem) > 2 and stem[-1] != "i":
            wanted = stem + endings[new]
            break
    if wanted is None or wanted == word:
        return None
    return Edit(match.start(1), match.end(1), cased_like(written, wanted, capitalize=True))
