"""Whether a pseudonymized text treats its persons as a careful writer would: one person, one
surrogate (in whatever form the sentence needs); a given name for a given name and a family
name for a family name; and every line break of the input still there.

These are figures for a corpus (the bench counts them), read off the input, the run's edits
and its entities, never off the surrogates' strings alone: an output can only be judged
against what it replaced. They name no original, only counts.

- `persons_with_several_surrogates`: persons some of whose name words were given two
  different surrogates (`Nagy Annával` -> `Nagy Dudással` beside `Nagy Anna` -> `Nagy
  Etelka`; `pane Nováku` -> `pane Poláku` beside `pan Novák` -> `pan Zeman`). Two forms of
  one word are one word where one is the other with a case ending (`Annával`, `Anna`;
  `Nováku`, `Novák`); a surrogate's forms likewise, or by the nominative the run recorded.
- `role_swaps`: name words whose role the lists tell (a given name only, or a family name
  only) replaced by a word of the other role (`Anna` -> `Dudás`).
- `lines_merged`: line breaks inside replaced text that the replacement dropped.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Literal

from pseudonymizer.categories import Category
from pseudonymizer.lexicon.grammar import grammar_for
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.substitutes import is_initials
from pseudonymizer.lexicon.titles import leading_titles, title_words
from pseudonymizer.model import Edit, Entity, Mention

Role = Literal["given", "family"]
# The longest case ending or suffix two forms of one name may differ by (`-nak`, `-ával`,
# `-owi`): `Annával` and `Anna` share all but it.
_ENDING = 4
_WORD = re.compile(r"\S+")


def lines_merged(text: str, edits: Iterable[Edit]) -> int:
    """How many line breaks of `text` inside the edited spans the replacements lost (a name
    written over two lines must stay on two lines)."""
    lost = 0
    for edit in edits:
        lost += max(0, text.count("\n", edit.start, edit.end) - edit.replacement.count("\n"))
    return lost


def role_swaps(text: str, edits: Sequence[Edit], mentions: Iterable[Mention], lang: str) -> int:
    """How many words of replaced persons' names that are only a given name (or only a family
    name) in the lists, as written or less a case ending, were replaced by a word that is only
    a family name (or only a given name) there. Where the lists do not tell an original word's
    role, its place in a name of several words does (the family name last, or first where the
    language puts it first); a surrogate word whose role the lists do not tell is not
    counted."""
    swaps = 0
    family_first = grammar_for(lang).language.family_name_first
    for pairs in _aligned_names(text, edits, mentions, lang).values():
        family_at = 0 if family_first else len(pairs) - 1
        for position, (original, surrogate, lemma) in enumerate(pairs):
            was = _role(original, None, lang)
            if was is None and len(pairs) > 1:  # `Janou Svobodovou`: the place tells
                was = "family" if position == family_at else "given"
            now = _role(surrogate, lemma, lang)
            swaps += was is not None and now is not None and was != now
    return swaps


def persons_with_several_surrogates(
    text: str, edits: Sequence[Edit], entities: Iterable[Entity], lang: str
) -> int:
    """How many persons had one word of their name replaced by two different surrogates.
    A person is the run's entity, joined with every other entity that shares a word of its
    name (forms of one word count as one: `Annával`, `Anna`), so a form the run failed to
    link is still counted against its person."""
    entities = [e for e in entities if e.category is Category.PERSON]
    mentions = [m for entity in entities for m in entity.mentions]
    aligned = _aligned_names(text, edits, mentions, lang)
    parent: dict[str, str] = {}

    def find(node: str) -> str:
        while parent.setdefault(node, node) != node:
            node = parent[node]
        return node

    def join(a: str, b: str) -> None:
        parent[find(a)] = find(b)

    originals: list[str] = []  # every original word seen, to fold forms of one word together
    surrogates_of: dict[str, set[str]] = {}
    for entity in entities:
        anchor = f"entity:{entity.id}:{entity.key}"
        find(anchor)
        for mention in entity.mentions:
            for original, surrogate, lemma in aligned.get((mention.start, mention.end), ()):
                word = _same_word(original.casefold(), originals, lang)
                join(f"word:{word}", anchor)
                surrogates_of.setdefault(word, set()).add((lemma or surrogate).casefold())
    flagged = set()
    for word, surrogates in surrogates_of.items():
        if len(_classes(surrogates, lang)) > 1:
            flagged.add(find(f"word:{word}"))
    return len(flagged)


def _aligned_names(
    text: str, edits: Sequence[Edit], mentions: Iterable[Mention], lang: str
) -> dict[tuple[int, int], list[tuple[str, str, str | None]]]:
    """For each replaced person mention (by span) that one edit replaced whole: its name
    words, titles and initials aside, paired with the surrogate's words at the same places
    (and the surrogate word's nominative where the run recorded one); a mention whose
    surrogate has another number of words is left out."""
    by_span = {(edit.start, edit.end): edit for edit in edits}
    titles = title_words(lang)
    aligned = {}
    for mention in mentions:
        if mention.category is not Category.PERSON:
            continue
        edit = by_span.get((mention.start, mention.end))
        if edit is None:
            continue
        words = _WORD.findall(text[mention.start : mention.end])
        new = _WORD.findall(edit.replacement)
        lemmas = _WORD.findall(edit.lemma) if edit.lemma else []
        if len(words) != len(new):
            continue
        lemmas = lemmas if len(lemmas) == len(new) else [None] * len(new)  # type: ignore[list-item]
        lead = leading_titles(words, titles)
        aligned[(mention.start, mention.end)] = [
            (word.strip(",.;:"), surrogate.strip(",.;:"), lemma)
            for word, surrogate, lemma in list(zip(words, new, lemmas, strict=True))[lead:]
            if not is_initials(word) and any(c.isalpha() for c in word)
        ]
    return aligned


def _role(word: str, lemma: str | None, lang: str) -> Role | None:
    """`given` for a word that is only a given name in the lists (as written, as its
    nominative, or less a case ending), `family` for only a family name, else None."""
    inflector = grammar_for(lang).inflector
    stem = inflector.split(word)[0]
    candidates = {word, stem, *([lemma] if lemma else [])}
    candidates |= {c.capitalize() for c in candidates}
    given = any(c in given_names() for c in candidates)
    family = any(c in family_names() for c in candidates)
    if given == family:
        return None
    return "given" if given else "family"


def _same_word(word: str, seen: list[str], lang: str) -> str:
    """The word of `seen` that `word` is a form of (itself, added, where none is)."""
    for other in seen:
        if _forms_of_one(word, other, lang):
            return other
    seen.append(word)
    return word


def _classes(words: Iterable[str], lang: str) -> list[str]:
    """`words` with forms of one word counted once."""
    seen: list[str] = []
    for word in words:
        _same_word(word, seen, lang)
    return seen


def _forms_of_one(a: str, b: str, lang: str) -> bool:
    """Whether `a` and `b` (case-folded) are forms of one name: the same less the language's
    ending (Hungarian suffixes, a genitive `s`), or the same but for a case ending of up to
    four letters after a shared stem of three or more (`nováku`, `novák`; `annával`,
    `anna`)."""
    if a == b:
        return True
    split = grammar_for(lang).inflector.split
    if split(a)[0].casefold() == split(b)[0].casefold():
        return True
    shared = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        shared += 1
    return (
        shared >= 3
        and max(len(a), len(b)) - shared <= _ENDING
        and min(len(a), len(b)) - shared <= 1
    )
