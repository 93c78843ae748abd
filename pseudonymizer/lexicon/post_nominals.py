"""The letters written after a name for what the person holds or belongs to (`CEng
MIStructE`, `BSc (Hons)`, `FRCS`, `MRCP`, `OBE`) and the professional bodies that award them
(`RIBA`, `RICS`, `CIPD`). Thousands hold each: the letters single no one out, and a surrogate in
their place (`Peter Lindqvist CEng` -> four names; `FRCS` -> a town) reads as nonsense and
changes what the text says of the person's trade. They are kept; the name before them is not.

No library installed lists them, so the list is the project's own: the letters British and
Commonwealth letters, CVs, reports and judgments write after names, as written (case matters:
`ICE` is a body, `ice` a word). A body's letters in a word's shape (`ACE`) are left out.
"""

from __future__ import annotations

import re
from functools import cache

# Degrees and diplomas written after a name (the two-letter ones that are words or places
# too, `MA`, `BA`, `MD`, only right after a name: `letters_after_name`).
_DEGREES = (
    *("BSc", "MSc", "BEng", "MEng", "MBA", "PhD", "DPhil", "MPhil", "LLB", "LLM", "MBBS"),
    *("MBChB", "ChB", "BChir", "BCh", "DSc", "BDS", "BVSc", "MRes", "PGCE", "PGDip"),
    *("PGCert", "HND", "HNC", "DipHE", "BEd", "MEd", "FdA", "FdSc", "BArch", "MArch"),
    *("BPharm", "MPharm", "BTech", "MTech", "MChem", "MPhys", "MMath", "EdD", "DClinPsy"),
    *("RGN", "RMN", "DRCOG", "DCH", "Hons", "Cantab", "Oxon"),
)
# Chartered status and membership or fellowship of a professional body.
_MEMBERSHIPS = (
    *("CEng", "IEng", "EngTech", "CEnv", "CSci", "CPhys", "CChem", "CMgr", "CITP", "CWEM"),
    *("MIStructE", "FIStructE", "AMIStructE", "MICE", "FICE", "MIMechE", "FIMechE", "MIET"),
    *("FIET", "MCIBSE", "FCIBSE", "MCIOB", "FCIOB", "MRICS", "FRICS", "AssocRICS", "MRTPI"),
    *("FRTPI", "MCIPD", "FCIPD", "ACA", "FCA", "FCCA", "ACMA", "FCMA", "CGMA", "CTA"),
    *("MRCP", "FRCP", "FRCS", "MRCS", "FRCSEd", "MRCGP", "FRCGP", "FRCA", "FRCPath"),
    *("MRCPsych", "FRCPsych", "FRCOG", "MRCOG", "FRCR", "FRCPCH", "MRCPCH", "MFPH", "FFPH"),
    *("FRIBA", "MCIArb", "FCIArb", "MCIM", "FCIM", "MCMI", "FCMI", "MIoD", "FIoD", "FRSA"),
    *("FRS", "FBA", "FREng", "FMedSci", "FHEA", "SFHEA", "PFHEA", "AFHEA", "MBCS", "FBCS"),
    *("MCIWEM", "MIEMA", "FIEMA", "MInstP", "FInstP", "MRSC", "FRSC", "MRPharmS", "MCSP"),
    *("MBPsS", "CPsychol", "AFBPsS", "FBPsS", "MIOSH", "CMIOSH", "GradIOSH", "TechIOSH"),
    *("MAPM", "FAPM", "ChPP", "FCILEx", "CILEx", "TEP", "MCIEH", "MCIHT", "FCIHT", "MIHT"),
    *("MCILT", "FCILT", "MCIPS", "FCIPS", "MCIfA", "MRTPI", "ARB", "AMRSC", "MIEEE"),
)
# Honours and offices written after a name.
_HONOURS = (
    *("OBE", "MBE", "CBE", "KBE", "DBE", "GBE", "CMG", "KCMG", "CVO", "LVO", "MVO"),
    *("BEM", "KCB", "DSO", "QPM", "KPM", "JP", "DL", "MP", "MSP", "MEP"),
)
# The bodies themselves, named by their letters.
BODIES = (
    *("RIBA", "RICS", "CIPD", "IStructE", "IMechE", "IET", "CIBSE", "CIOB", "RTPI"),
    *("ICAEW", "ICAS", "CIM", "CMI", "IoD", "BCS", "CIEH", "IOSH", "NEBOSH", "CITB"),
    *("CSCS", "RCGP", "RCN", "BMA", "GMC", "NMC", "HCPC", "SRA", "BSB", "IEMA", "CIArb"),
    *("CIHT", "CILT", "RCPsych", "RCOG", "RCVS", "GDC", "GPhC", "ICO", "CQC", "Ofsted"),
    *("ICE", "RSC", "APM", "CIfA", "NHBC", "TrustMark", "FMB", "ACAS", "Acas"),
)
# Letters that are also ordinary words, places or common abbreviations (`MA`, `MD`, `BA`,
# `BS`, `RN`, `KC`): only a run of letters right after a name makes them a name's letters.
_AFTER_NAME_ONLY = ("BA", "MA", "MB", "MD", "BS", "BM", "RN", "MS", "DM", "QC", "KC", "AM")

POST_NOMINALS = frozenset((*_DEGREES, *_MEMBERSHIPS, *_HONOURS))


def _alternation(words: tuple[str, ...] | frozenset[str]) -> str:
    return "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))


# A post-nominal or a body's letters as a regular expression (for `qualifications`).
LETTERS_PATTERN = _alternation(POST_NOMINALS | frozenset(BODIES))


@cache
def _after_name() -> frozenset[str]:
    return POST_NOMINALS | frozenset(_AFTER_NAME_ONLY)


def letters_after_name(word: str) -> bool:
    """Whether `word` (without a full stop or comma round it) is a name's letters when it
    follows a name (`CEng`, `FRCS`, `OBE`, `MA`), not part of the name."""
    return word.strip(".,()") in _after_name()
