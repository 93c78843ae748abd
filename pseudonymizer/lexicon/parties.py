"""The roles of the parties to proceedings (`Claimant`, `the Second Defendant's`, `Third
Party`): a judgment's title block sets one beside each party's name and its text names the
parties by them. A role is held by whoever sues or is sued, no one's name: detection copies
no role found once as a name (`detect/propagate.py`), and the language's cues keep it
(`rules/ordinary/legal.py`).
"""

from __future__ import annotations

import re
from functools import cache

from pseudonymizer.languages import get_language


def party_role_words(span: str, lang: str) -> bool:
    """Whether `span` is all a party's role: the language's `party_roles`, after a number of
    the party (`party_ordinals`: `First`) and the definite article, with the owner's `'s`, in
    any case (`SECOND DEFENDANT`)."""
    pattern = _party_role(lang)
    return pattern is not None and pattern.fullmatch(span) is not None


@cache
def _party_role(lang: str) -> re.Pattern[str] | None:
    """The language's party roles as one pattern over a whole span."""
    language = get_language(lang)
    if not language.party_roles:
        return None
    articles = "|".join(re.escape(article) for article in language.definite_articles)
    opening = rf"(?:(?:{articles})\s+)?" if articles else ""
    ordinals = "|".join(language.party_ordinals)
    numbered = rf"(?:(?:{ordinals})\s+)?" if ordinals else ""
    roles = "|".join(language.party_roles)
    return re.compile(rf"{opening}{numbered}(?:{roles})(?:['’]s?)?", re.IGNORECASE)
