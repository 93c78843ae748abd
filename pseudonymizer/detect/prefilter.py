"""A lookahead of the characters a pattern can start with, put in front of it.

Python's re scans a text by trying the whole pattern at every position, unless the pattern
starts with a literal or a character class it can skip ahead to. Most of our patterns start
with a lookbehind (`(?<!\\w)`), a word boundary or an alternation, so every position costs a
full attempt. One character class in front rules out most positions at once: a pattern for
numbers then only starts at digits. The class is read off the parsed pattern, so it can never
disagree with it; a pattern that can start with anything (or with nothing) is left as it is.
"""

from __future__ import annotations

import re
from re import _constants as sre  # the parser's vocabulary: stable since Python 2
from re import _parser as sre_parse

# Zero-width items a match can start with: they do not consume the first character.
_ZERO_WIDTH = (sre.AT, sre.ASSERT, sre.ASSERT_NOT)
_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT)


class _AnyStart(Exception):
    """The pattern can start with a character no class short of `.` describes."""


def prefiltered(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """`pattern` with a lookahead of its possible first characters, matching exactly the same
    spans; `pattern` itself when no useful class exists."""
    try:
        parsed = list(sre_parse.parse(pattern.pattern, pattern.flags))
        if parsed and _starts_cheaply(parsed[0]):
            return pattern
        pieces, may_be_empty = _first(parsed, pattern.flags)
    except (_AnyStart, ValueError, TypeError, AttributeError):
        # Anything the parse tree holds that this does not know (the parser is CPython's own,
        # not a public API) leaves the pattern as it was written: slower, never wrong.
        return pattern
    if may_be_empty or not pieces:
        return pattern
    # Pieces read under (?i) are matched that way, so the class agrees on every case fold.
    exact = "".join(sorted(piece for piece, folded in pieces if not folded))
    folded = "".join(sorted(piece for piece, folded in pieces if folded))
    options = ([f"[{exact}]"] if exact else []) + ([f"(?i:[{folded}])"] if folded else [])
    return re.compile(f"(?={'|'.join(options)})(?:{pattern.pattern})", pattern.flags)


def _starts_cheaply(item: tuple) -> bool:
    """A literal or class re skips ahead to by itself, or a lookahead written by hand."""
    op, argument = item
    return op in (sre.LITERAL, sre.IN) or (op is sre.ASSERT and argument[0] == 1)


# A piece of a character class, and whether it is matched ignoring case.
_Piece = tuple[str, bool]


def _first(items: list[tuple], flags: int) -> tuple[set[_Piece], bool]:
    """Character-class pieces that can start a match of the sequence `items`, and whether the
    sequence can match the empty string."""
    pieces: set[_Piece] = set()
    for op, argument in items:
        if op in _ZERO_WIDTH:
            continue
        if op is sre.LITERAL:
            return pieces | {(re.escape(chr(argument)), _folded(flags))}, False
        if op is sre.IN:
            return pieces | {(piece, _folded(flags)) for piece in _charset(argument)}, False
        if op is sre.SUBPATTERN:
            _group, add_flags, del_flags, inner = argument
            found, empty = _first(list(inner), (flags | add_flags) & ~del_flags)
        elif op is sre.BRANCH:
            found, empty = set(), False
            for branch in argument[1]:
                branch_pieces, branch_empty = _first(list(branch), flags)
                found |= branch_pieces
                empty = empty or branch_empty
        elif op in _REPEATS:
            minimum, _maximum, inner = argument
            found, empty = _first(list(inner), flags)
            empty = empty or minimum == 0
        else:
            raise _AnyStart  # `.`, a negated character, a back-reference ...
        pieces |= found
        if not empty:
            return pieces, False
    return pieces, True


def _folded(flags: int) -> bool:
    return bool(flags & re.IGNORECASE)


def _charset(items: list[tuple]) -> set[str]:
    pieces: set[str] = set()
    for op, argument in items:
        if op is sre.LITERAL:
            pieces.add(re.escape(chr(argument)))
        elif op is sre.RANGE:
            pieces.add(f"{re.escape(chr(argument[0]))}-{re.escape(chr(argument[1]))}")
        elif op is sre.CATEGORY and argument is sre.CATEGORY_DIGIT:
            pieces.add(r"\d")
        else:
            raise _AnyStart  # `\w`, `\s`, a negated class: nearly every position
    return pieces
