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
        # (Not `Kafka`, `Jenkins`, `Spring` or `R`: someone's name or initial too, a skill
        # only on a line of skills, `skills_line`.)
        *("Microsoft Excel", "Microsoft Word", "Power Query", "VBA", "Spring Boot", "Node.js"),
        *("Hadoop", "Airflow", "Snowflake", "Databricks", "Terraform", "Ansible", "Minitab"),
        *("CATIA", "ArcGIS", "QGIS", "Simulink", "LabVIEW", "EPLAN", "MATLAB/Simulink"),
        # The field of them all, a department's name (`ředitelka IT`, `Dyrektor ds. IT`).
        *("IT", "ICT"),
    }
)
# The levels of the Common European Framework of Reference for languages (`B2`, `C1+`).
LEVEL = re.compile(r"[ABC][12]\+?")
# What separates the items of a list written on one line.
_ITEMS = re.compile(r"\s*(?:[,;/|•·]|\s(?:and|und|a|i|és|och|oraz)\s)\s*")


# The stems (case-folded) of the words a CV's heading or field name over a list of skills is
# written with (`IT SKILLS`, `Počítačové dovednosti`, `EDV-Kenntnisse`, `Umiejętności`,
# `IT-kunskaper`, `Számítógépes ismeretek`), and of its certificates; English ones count in
# every language, as CVs write them. Not German `Kenntnis` alone: `Zur Kenntnis:` lists people.
SKILL_SECTIONS: dict[str, tuple[str, ...]] = {
    "en": ("skill", "software", "competenc", "technolog", "tools", "certif", "expertise"),
    "cs": ("dovednost", "znalost", "kompetenc", "certifikát", "certifikac"),
    "de": ("kenntnisse", "edv", "fähigkeit", "kompetenz", "zertifik", "qualifikation"),
    "pl": ("umiejętnoś", "kompetencj", "znajomoś", "certyfika", "oprogramowani"),
    "sv": ("kunskap", "färdighet", "kompetens", "certifik", "programvar"),
    "hu": ("ismeret", "készség", "kompetenci", "tanúsítvány", "szoftver"),
}
# The most words a section's heading over skills has (`Počítačové dovednosti`, `IT SKILLS`).
_SECTION_WORDS = 4
# How many lines above its items a section's heading may stand.
_SECTION_REACH = 6
# A field name opening a line before its list (`Skills: SQL, Excel`).
_LABEL = re.compile(r"[ \t]*([^\W\d_][^:\n\d]{0,40}):[ \t]")
# One item of a list: up to a comma, semicolon or bracket.
_LIST_ITEM = re.compile(r"[^,;()\n]+")


def software(span: str) -> bool:
    """Whether `span` names software or standards only (`SQL`, `SQL, Excel`, `Power BI`), a
    product with its module's or version's code after it too (`SAP CO-PA`, `CATIA V5`)."""
    items = [item for item in _ITEMS.split(span.strip()) if item]
    return bool(items) and all(_product(item) for item in items)


# A module's or a version's code after a product's name (`CO-PA`, `FI/CO`, `V5`, `2019`).
_CODE = re.compile(r"[A-Z0-9][A-Z0-9/-]*")


def _product(item: str) -> bool:
    """Whether `item` is known software, alone or followed by codes of its modules or
    versions."""
    words = item.split()
    for end in range(len(words), 0, -1):
        if " ".join(words[:end]) in SOFTWARE:
            return all(_CODE.fullmatch(word) for word in words[end:])
    return False


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


def skills_line(text: str, start: int, end: int, lang: str) -> bool:
    """Whether `text[start:end]` stands on a line that lists skills: under a section's heading
    (or after a field name) of skills or certificates (`SKILL_SECTIONS`: `IT SKILLS`,
    `Dovednosti:`), or on a line of a comma's list at least two of whose items are known
    software (`Power BI, SQL, Kafka`). Each item is then a skill (`Spring Boot`, `SAP S/4HANA`,
    `Azure Data Factory`), whatever its spelling, as no list can name them all; a line of
    prose is no list."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    if "\n" in text[start:end]:
        return False
    line = text[line_start:line_end]
    if line.strip() == text[start:end]:
        # A line the mention fills is a heading, not an item: in capitals, it is a skills
        # section's own (`NYELVISMERET`); a heading in ordinary case keeps its own cue.
        words = line.split()
        return len(words) <= _SECTION_WORDS and line.isupper() and _skills_heading(line, lang)
    label = _LABEL.match(line)
    if label is not None:
        # A field of skills under a section of skills (`Kenntnisse` over `CAD: CATIA V5`),
        # its name too, which is a kind of skill.
        if _under_skills_heading(text, line_start, lang):
            return True
        return start >= line_start + label.end() and _skills_heading(label.group(1), lang)
    items = [item.strip(" \t-–—•*·") for item in _LIST_ITEM.findall(line)]
    if sum(item in SOFTWARE for item in items) >= 2:
        return True
    return _under_skills_heading(text, line_start, lang)


def _under_skills_heading(text: str, line_start: int, lang: str) -> bool:
    """Whether the first heading above the line, within its block of lines (no empty line
    between), is a section of skills."""
    end = line_start - 1
    for _ in range(_SECTION_REACH):
        if end <= 0:
            return False
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end].strip()
        if not line:
            return False
        words = line.rstrip(":").split()
        if len(words) <= _SECTION_WORDS and not any(char in line for char in ",;()0123456789"):
            return _skills_heading(line, lang)
        end = start - 1
    return False


def _skills_heading(heading: str, lang: str) -> bool:
    """Whether a heading or field name names skills or certificates (`IT-KUNSKAPER`)."""
    folded = heading.casefold()
    stems = {*SKILL_SECTIONS.get(lang, ()), *SKILL_SECTIONS["en"]}
    return any(stem in folded for stem in stems)
