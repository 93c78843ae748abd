"""The closed choices requests name, typed: the schema lists what may be sent, and a wrong
value is refused (422) with the choices named before any handler runs.

Categories and rule types are read as the library reads them (any case, spaces around
ignored); a blank query filter means no filter, as an empty form field sends it.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BeforeValidator

from pseudonymizer.categories import Category
from pseudonymizer.rules import RuleType


def _folding(
    choices: type[StrEnum], what: str, fold: Callable[[str], str], blank: bool = False
) -> BeforeValidator:
    """A validator that folds a string's case before checking it is one of `choices`
    (or, with `blank`, empty), refusing any other with all of them named."""

    def parse(value: object) -> object:
        if not isinstance(value, str):
            return value
        folded = fold(value.strip())
        if folded in set(choices) or (blank and not folded):
            return folded
        named = ", ".join(choices)
        raise ValueError(f"unknown {what} {value!r}; choose one of {named}")

    return BeforeValidator(parse)


def _blank_is_none(value: object) -> object:
    return None if value == "" else value


CategoryName = Annotated[Category, _folding(Category, "category", str.upper)]
RuleTypeName = Annotated[RuleType, _folding(RuleType, "rule type", str.lower)]
# A rule's label: a category, or "" for a rule that creates no span.
RuleLabel = Annotated[Category | Literal[""], _folding(Category, "category", str.upper, True)]
# Marks an optional query filter whose empty value means no filter.
BLANK_IS_NONE = BeforeValidator(_blank_is_none)
