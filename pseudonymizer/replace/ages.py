"""Age surrogates: an age moved by a year or two (as SweLL does) or widened to a five-year span.

Either keeps what a corpus needs an age for (a learner's age group, a patient's decade) while
the exact age, which with a place and a date can single a person out, is gone. Ages over 89 are
so rare that any of them identifies: they all become 90, or the span `90+`.
"""

from __future__ import annotations

from pseudonymizer.choices import AgeStyle

# The offsets an age moves by, in the order further attempts take them.
_OFFSETS = (-2, -1, 1, 2, -3, 3, -4, 4)
OLDEST = 90


def age_surrogate(original: str, style: AgeStyle, seed: int, attempt: int) -> str | None:
    """The age `original` (digits) as `style` writes it; None when it is no number. `seed`
    (from the key and the entity) picks the offset, so an entity moves the same way in every
    document."""
    if not original.isdigit():
        return None
    age = int(original)
    if age >= OLDEST:
        return f"{OLDEST}+" if style == "span" else str(OLDEST + attempt)
    if style == "span":
        low = age - age % 5
        return f"{low}-{low + 4}"
    if attempt < len(_OFFSETS):
        offset = _OFFSETS[(seed % 4 + attempt) % len(_OFFSETS)]  # first a year or two
    else:
        # A document listing many ages (`aged 7 to 15`) can take all the near ones.
        offset = (attempt - 3) * (1 if attempt % 2 else -1)
    return str(max(0, age + offset))
