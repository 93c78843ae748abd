"""What a CV writes of a qualification: the degree's name (`Master of Science`, `BSc (Hons)`,
`Dipl.-Ing.`, `mgr inż.`), its grade (`Distinction`), a certificate or an exam (`DALF C1`,
`Cambridge CAE`, `Goethe-Zertifikat`, `CIPS Level 4`, `Lean Six Sigma Green Belt`), a
programme (`Erasmus`), a standard it works to with its number (`ISO 9001`, `VDE-AR-N 4105`),
letters after a name and their bodies (`lexicon/post_nominals.py`) and the CV's own
headings (`CURRICULUM VITAE`, `REFERENCE`). Thousands hold each; no one is singled out by
them, and a CV whose degrees became surrogates (`Trüb of Gabi`, `FAULKNER-KING`) cannot be
read.

No library installed lists them, so the list is the project's own: the international names
CVs in every language write, none of them someone's name but where another word says it is
the exam's (`Cambridge` before `CAE`).
"""

from __future__ import annotations

import re

from pseudonymizer.lexicon.post_nominals import LETTERS_PATTERN

# The subjects of Britain's school curriculum, as its qualifications name them.
_SUBJECT = (
    r"(?:English(?: Language| Literature)?|Math(?:ematic)?s|Further Math(?:ematic)?s|Biology"
    r"|Chemistry|Physics|(?:Combined|Computer) Science|History|Geography|Religious (?:Studies"
    r"|Education)|Physical Education|Design and Technology|Art(?: and Design)?|Music|Drama"
    r"|Psychology|Sociology|Economics|Politics|Law|Philosophy|Statistics|Computing"
    r"|(?:Business|Media|Film|Classical) Studies|Classical Civilisation|French|German|Spanish"
    r"|Italian|Latin|Welsh|Irish|Gaelic)"
)
_SCHOOL_QUALIFICATION = (
    r"(?:GCSE|IGCSE|A[- ][Ll]evel|AS[- ][Ll]evel|BTEC|NVQ|SVQ|HNC|HND)s?(?: Level(?: \d)?)?"
)
# Each a regular expression of a qualification's name as written (case-sensitive where an
# acronym is also a word or a name), matched whole words.
_TERMS = (
    # Degrees and their parts.
    r"(?:Master|Bachelor|Doctor)s?(?: of| in)? (?:Science|Arts|Engineering|Laws|Philosophy"
    r"|Business Administration|Education|Fine Arts|Technology)",
    r"(?:[BM]Sc|[BM]Eng|MBA|LLB|LLM|MPhil|Ph\.? ?D)\.?",
    r"(?:[Hh]ons|Honours|Distinction|Merit)",
    # German degrees with their subject cut short (`Dipl.-Ing. (FH)`, `Dipl.-Kfm.`,
    # `Dipl.-Psych.`, `Dr.-Ing.`), and dotted ones (`M.Sc.`, `B.Eng.`, `LL.M.`); `B.A.` and
    # `M.A.` only after a name's comma, where they are no one's initials.
    r"(?:Dipl|Dr)\.-[A-ZÄÖÜ][a-zäöü]{1,11}\.?(?: \((?:FH|TU|Univ\.?|BA)\))?",
    r"(?:[BM]\.(?:Sc|Eng|Ed|Mus)|LL\.[BM])\.?",
    r"(?<=, )[BM]\.A\.?",
    r"(?:Diplom|Magister|Licencjat|Inż|inż|Mgr|mgr)\.?(?: inż\.?)?",
    r"Civilingenjörsexamen|Civilingenjör|Högskoleingenjör|Kandidatexamen|Masterexamen",
    # School-leaving and vocational qualifications (`GCSEs`, `A-levels`, `BTEC`, `NVQ Level 3`),
    # first with the school subjects they are taken in (`GCSE English Literature and Maths`,
    # `A Levels in History, French`): the curriculum's subjects, which a name list reads as
    # someone's (`English`, a family name too) beside a qualification only.
    rf"{_SCHOOL_QUALIFICATION}(?: in)? {_SUBJECT}(?:(?:, | and | & ){_SUBJECT})*",
    _SCHOOL_QUALIFICATION,
    # A subject of two words the curriculum names alike wherever it stands.
    r"English (?:Language|Literature)|Religious (?:Studies|Education)|Further Math(?:ematic)?s",
    r"(?:Scottish )?Highers|International Baccalaureate|Abitur|Matura|Maturita",
    # Language exams and certificates.
    r"(?:DALF|DELF|DELE|CAE|FCE|CPE|BEC|IELTS|TOEFL|TOEIC|ECL|TELC|telc|TestDaF|CILS)"
    r"(?: [ABC][12])?",
    r"Goethe-Zertifikat(?: [ABC][12])?",
    r"Cambridge(?= (?:CAE|FCE|CPE|BEC|English|Certificate|Advanced|Proficiency|First)\b)",
    r"Cambridge (?:CAE|FCE|CPE|BEC|English|Certificate|Advanced|Proficiency|First)",
    # Professional certificates and methods.
    r"(?:CIPS|PMP|PRINCE2|ISTQB|CCNA|ACCA|CIMA|CFA|IPMA|PMI|CISSP)(?: Level(?: \d)?)?",
    r"(?:Lean )?Six Sigma(?: (?:Green|Black|Yellow) Belt)?",
    r"(?:Green|Black|Yellow) Belt",
    r"Lean",
    r"Scrum Master",
    r"Erasmus\+?",
    # Driving licences (`B-körkort`, `Führerschein Klasse B`).
    r"[A-E]{1,2}-(?:körkort|Führerschein)",
    # Standards with their number (`ISO 9001:2015`, `VDE-AR-N 4105`, `BS EN 1090-2`, `BS
    # 7671`): the number is the standard's, no one's.
    r"(?:(?:DIN|ČSN|PN|MSZ|SS|BS|NF|ÖNORM)(?: EN)?(?: ISO)?|ISO(?:/IEC)?|IEC|EN"
    r"|VDE(?:-AR-N)?)(?: ?\d{1,6}(?:[-:.]\d{1,4})*(?:\+A\d{1,2})?)(?!\d)",
    # The paper sizes of the German standard (`DIN A4`, `DIN-C5`): every office's paper.
    r"DIN[- ]?[ABC](?:10|\d)",
    # Letters after a name and the bodies that award them (`CEng`, `FRCS`, `RIBA`).
    LETTERS_PATTERN,
    r"(?:CSRD|GDPR|RODO|DSGVO|GDPR|IFRS|GAAP)",
    # The British workplace's regulations by their acronyms (`reported under RIDDOR`, `a COSHH
    # assessment`), and the safety schemes and training its workers hold (`CSCS card`, `IOSH
    # Managing Safely`, `Mental Health First Aider`): every site's, no one's.
    r"(?:RIDDOR|COSHH|PUWER|LOLER|DSEAR|TUPE|CDM(?: 20\d\d)?)",
    r"(?:CSCS|CPCS|NPORS|IPAF|PASMA|SMSTS|SSSTS|NEBOSH|IOSH)(?: Managing Safely| General"
    r" Certificate| Card| Certificate)?",
    r"(?:(?:Mental Health|Emergency) )?First Aid(?:ers?| at Work)?",
    # The German building trade's contract and fee rules by their acronyms (`VOB/B`, `HOAI`)
    # and the bodies whose technical rules it works to (`ZVDH`, the roofers'; `VDI`, `DIBt`,
    # `VdS`): every site's, no one's.
    r"(?:VOB(?:/[ABC])?|HOAI|ZVDH|VDI|DIBt|VdS)",
    # The CV's own headings.
    r"(?:Curriculum|CURRICULUM) (?:Vitae|VITAE)|Vitae|VITAE",
    # (In title case too: a CV's `Reference` heading or its `Reference:` field, which no
    # word table of Czech lists, became a given name and a town. Hungarian `Referenciák` the
    # dictionary knows, and a heading's cue keeps.)
    r"REFEREN(?:CES?|ZEN|CJE|SER|CIÁK)|Referen(?:ces?|zen|cje|ser)",
)
_TERM = re.compile(rf"(?<![\w-])(?:{'|'.join(_TERMS)})(?![\w-])")


def qualification_spans(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The stretches of `text[start:end]`, widened to the line around it, that are a
    qualification's name, as offsets into `text`, touching the stretch (`Master` of `Master
    of Science`, which a recognizer found alone)."""
    # (Within a qualification's reach of it: a long document of one line, read to its ends
    # for each mention, took minutes.)
    line_start = max(text.rfind("\n", 0, start) + 1, start - _REACH)
    line_end = text.find("\n", end)
    line_end = min(len(text) if line_end < 0 else line_end, end + _REACH)
    return [
        match.span()
        for match in _TERM.finditer(text, line_start, line_end)
        if match.start() < end and match.end() > start
    ]


# The longest stretch a qualification's name runs beyond the mention it touches.
_REACH = 120


# The words a CV's role is written with beside the language's own job titles (`professions`),
# case-folded: its rank (`Senior`, `Starszy`, `Młodszy`), its head (`Head of`, `Lead`,
# `vedoucí`, `Teamleiter`) and the common nouns of office and engineering jobs that Faker's
# job lists lack (`analytik`, `Ingenieur`, `programista`, `analytiker`, `mérnök`). English
# ones count in every language, as CVs write roles in English (`Tech Lead`).
ROLE_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset(
        {
            *("senior", "junior", "lead", "head", "chief", "principal", "trainee", "intern"),
            *("tech", "deputy", "assistant", "manager", "engineer", "developer", "analyst"),
            *("consultant", "specialist", "officer", "director", "architect", "programmer"),
            *("coordinator", "administrator", "team", "leader", "graduate", "associate"),
            *("executive", "of", "and", "operations", "data", "software", "project"),
            # An office named with `General` after it (`Prosecutor General`, `Attorney
            # General`, `Director General`): a post of the State, which many hold in turn.
            *("general", "prosecutor", "attorney", "solicitor", "auditor", "registrar"),
            # The Crown's and the police's offices (`Chief Constable`, `Senior Coroner`,
            # `Her Majesty's Inspector`), held by one after another, and the chair of a
            # board or panel.
            *("constable", "coroner", "sergeant", "inspector", "superintendent"),
            *("commissioner", "majesty's", "majesty", "chair", "chairman", "chairwoman"),
            # The offices of a court, a commission or a ministry a judgment lists its
            # participants by (`Mr S. Brown, Delegate`, `Assistant Under-Secretary`, `the
            # President's decision`), held by one after another.
            *("president", "vice", "secretary", "under", "delegate", "agent", "adviser"),
            *("advisers", "counsel", "advocate", "clerk", "judge", "rapporteur", "minister"),
        }
    ),
    "cs": frozenset(
        {
            *("vedoucí", "ředitel", "ředitelka", "analytik", "analytička", "stážista"),
            *("stážistka", "programátor", "programátorka", "vývojář", "vývojářka"),
            *("konzultant", "konzultantka", "specialista", "specialistka", "manažer"),
            *("manažerka", "inženýr", "inženýrka", "technik", "technička", "referent"),
            *("referentka", "asistent", "asistentka", "datový", "datová", "projektový"),
        }
    ),
    "de": frozenset(
        {
            *("leiter", "leiterin", "werkstudent", "werkstudentin", "ingenieur"),
            *("ingenieurin", "entwickler", "entwicklerin", "berater", "beraterin"),
            *("referent", "referentin", "sachbearbeiter", "sachbearbeiterin", "praktikant"),
            *("praktikantin", "geschäftsführer", "geschäftsführerin", "später"),
        }
    ),
    "pl": frozenset(
        {
            *("starszy", "starsza", "młodszy", "młodsza", "główny", "główna", "programista"),
            *("programistka", "inżynier", "analityk", "kierownik", "kierowniczka"),
            *("dyrektor", "dyrektorka", "specjalista", "specjalistka", "konsultant"),
            *("stażysta", "stażystka", "praktykant", "architekt", "lider", "tester"),
        }
    ),
    "sv": frozenset(
        {
            *("ansvarig", "analytiker", "ingenjör", "chef", "projektledare", "handläggare"),
            *("utvecklare", "konsult", "praktikant", "samordnare", "specialist", "ledare"),
        }
    ),
    "hu": frozenset(
        {
            *("vezető", "mérnök", "elemző", "szakember", "gyakornok", "igazgató"),
            *("fejlesztő", "tanácsadó", "munkatárs", "ügyintéző", "programozó"),
        }
    ),
}
# The shortest role word that may end a compound (`Miljöanalytiker`, `Teamleiter`,
# `folyamatmérnök`, `Hållbarhetsansvarig`).
_ROLE_HEAD = 5


def role_word(word: str, lang: str) -> bool:
    """Whether `word` is a word of a role (`ROLE_WORDS`), alone, as the head of a compound
    (`Miljöanalytiker`), or its parts joined by a hyphen (`Junior-Ingenieur`)."""
    words = {*ROLE_WORDS.get(lang, ()), *ROLE_WORDS["en"]}
    folded = word.casefold()
    if folded in words:
        return True
    if "-" in folded:
        return all(part in words for part in folded.split("-"))
    return any(folded.endswith(head) and len(head) >= _ROLE_HEAD for head in words)


# The stems (case-folded) of the nouns that name a school's, university's or faculty's kind,
# alone or ending a compound (`Katedralskolan`, `Ignaz-Günther-Gymnasium`); English ones count
# in every language, as CVs write them.
EDUCATION_NOUNS: dict[str, tuple[str, ...]] = {
    # (And Welsh `Ysgol`, `Prifysgol`, `Coleg`, which British texts write in schools' names:
    # `Ysgol Gyfun ...`.)
    "en": (
        *("universit", "college", "school", "institute", "academy", "polytechnic", "faculty"),
        "ysgol",
    ),
    "cs": ("univerzit", "fakult", "škol", "gymnázi", "učení", "institut", "akademi", "lyce"),
    "de": ("universität", "hochschule", "gymnasium", "schule", "institut", "akademie"),
    "pl": ("uniwersytet", "politechnik", "wydział", "szkoł", "szkol", "liceum", "akademi"),
    "sv": ("universitet", "högskol", "skola", "skolan", "gymnasi", "institut", "akademi"),
    "hu": ("egyetem", "főiskol", "gimnázium", "iskol", "intézet", "akadémi"),
}
# Words of a kind too short to be looked for as a stem (Hungarian `Kar`, a faculty; `Karel`
# is a name; Welsh `Coleg`, a college, inside `Colegate`).
_EDUCATION_WORDS = frozenset({"kar", "kara", "karán", "karon", "coleg"})
# The shortest stem that may stand inside a compound (`Katedralskolan`,
# `Ignaz-Günther-Gymnasium`); a shorter one (`škol`) only opens its word, with a case
# ending of a few letters after it (`školy`, `školou`).
_EDUCATION_HEAD = 5
_ENDING = 3


def education_word(word: str, lang: str) -> bool:
    """Whether `word` names a school's, university's or faculty's kind (`Universität`,
    `univerzity`, `Politechnika`, `Wydział`, `Katedralskolan`, `Egyetem`), in any form."""
    folded = word.casefold()
    if folded in _EDUCATION_WORDS:
        return True
    stems = (*EDUCATION_NOUNS.get(lang, ()), *EDUCATION_NOUNS["en"])
    return any(
        stem in folded
        if len(stem) >= _EDUCATION_HEAD
        else folded.startswith(stem) and len(folded) - len(stem) <= _ENDING
        for stem in stems
    )


# The words that introduce a field of study the way a degree does (`obor Informatika`,
# `kierunek Informatyka`, `Studiengang Elektrotechnik`, `major in Physics`), case-folded: an
# ordinary word after one is the subject, no name.
STUDY_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset({"major", "minor", "programme", "program"}),
    "cs": frozenset({"obor", "oboru", "program", "programu", "specializace"}),
    "de": frozenset({"studiengang", "fach", "studienfach", "schwerpunkt"}),
    "pl": frozenset({"kierunek", "kierunku", "specjalność", "specjalności"}),
    "sv": frozenset({"inriktning", "programmet", "program"}),
    "hu": frozenset({"szak", "szakon", "szakirány"}),
}


def study_words(lang: str) -> frozenset[str]:
    """The words of `lang` and English that introduce a field of study (`STUDY_WORDS`)."""
    return STUDY_WORDS.get(lang, frozenset()) | STUDY_WORDS["en"]


# A level of the Common European Framework of Reference for Languages (`B1`, `A2.1`, `C1+`).
_LANGUAGE_LEVEL = re.compile(r"[ABC][12](?:\.[1-3])?\+?")


def language_level(word: str) -> bool:
    """Whether `word` is a level of the common European framework (`B1`, `C1.2`): a learner's
    or a course's, which thousands share, no name nor a firm's."""
    return bool(_LANGUAGE_LEVEL.fullmatch(word))
