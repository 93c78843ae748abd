"""What a CV lists as someone's skills: languages (`English`, `angličtina`, `Deutsch`), their
levels (`C1`), software and technical standards (`SQL`, `Excel`, `SAP`, `Power BI`). They say
what a person can do, as thousands of others can; no one is singled out by them, and a reader
of a CV whose skills became surrogates (`Vincent (native)`, `UQO, Isgsl`) cannot trust the
rest of it.

Language names come from CLDR (Babel), in the document's language and in English, as the
language writes them (Czech and Swedish in lower case, German and English capitalized). No
library installed lists software, so that list is the project's own, kept to names CVs and
job letters write as skills, none of them someone's name.
"""

from __future__ import annotations

import re
from functools import cache

from babel import Locale
from babel.localedata import locale_identifiers

SOFTWARE = frozenset(
    {
        *("Excel", "Word", "PowerPoint", "Access", "OneNote", "Visio", "SharePoint"),
        *("MS Office", "Microsoft Office", "Office 365", "Microsoft 365", "MS Excel"),
        *("SQL", "MySQL", "PostgreSQL", "SQLite", "MongoDB", "NoSQL", "T-SQL"),
        *("SAP", "SAP ERP", "Power BI", "Tableau", "SPSS", "Stata", "SAS", "MATLAB"),
        *("Python", "Java", "JavaScript", "TypeScript", "C++", "C#", "PHP", "Kotlin"),
        *("HTML", "CSS", "XML", "JSON", "Linux", "Unix", "Windows", "macOS", "Git"),
        *("GitHub", "GitLab", "Docker", "Kubernetes", "AWS", "Azure", "Jira"),
        *("Confluence", "Salesforce", "AutoCAD", "SolidWorks", "Revit", "Photoshop"),
        *("Illustrator", "InDesign", "Figma", "WordPress", "LaTeX", "Scrum", "Kanban"),
        *("ITIL", "PRINCE2", "CRM", "ERP", "Pohoda", "DATEV", "Lotus Notes"),
    }
)
# The levels of the Common European Framework of Reference for languages (`B2`, `C1+`).
LEVEL = re.compile(r"[ABC][12]\+?")
# What separates the items of a list written on one line.
_ITEMS = re.compile(r"\s*(?:[,;/|•·]|\s(?:and|und|a|i|és|och|oraz)\s)\s*")


def software(span: str) -> bool:
    """Whether `span` names software or standards only (`SQL`, `SQL, Excel`, `Power BI`)."""
    items = [item for item in _ITEMS.split(span.strip()) if item]
    return bool(items) and all(item in SOFTWARE for item in items)


@cache
def language_names(lang: str) -> frozenset[str]:
    """CLDR's names of languages that have a locale of their own, in `lang` and in English,
    as written (`angličtina`, `Deutsch`, `English`); names of one word only."""
    codes = {identifier.split("_")[0] for identifier in locale_identifiers()}
    names: set[str] = set()
    for code in dict.fromkeys((lang, "en")):
        known = Locale.parse(code).languages
        names.update(known[c] for c in codes if c in known and " " not in known[c])
    return frozenset(names)


def language_name(word: str, lang: str) -> bool:
    """Whether `word` is a language's name in `lang` or English, as written there or with a
    capital opening a line (`Angličtina`)."""
    names = language_names(lang)
    return word in names or (word[:1].isupper() and word[:1].lower() + word[1:] in names)
