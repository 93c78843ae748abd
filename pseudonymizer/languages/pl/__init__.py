"""Polish."""

from pseudonymizer.categories import Category, TagVocabulary
from pseudonymizer.detect.registry import register
from pseudonymizer.languages.base import Alternation, Language
from pseudonymizer.languages.pl.inflector import PolishInflector
from pseudonymizer.languages.pl.lexicon import LexiconRecognizer
from pseudonymizer.languages.pl.morfeusz import Morfeusz
from pseudonymizer.languages.sounds import polish_w, polish_z

C = Category
# The Polish corpus's tags, which it also reads as a scheme (`categories.POLISH_CORPUS`).
POLISH_TAGS = TagVocabulary(
    "polish_corpus",
    {
        C.PERSON: "OSOBA",
        C.LOCATION: "MIEJSCE",
        C.STREET: "MIEJSCE",
        C.STREET_NUMBER: "MIEJSCE",
        C.ZIP: "MIEJSCE",
        C.EMAIL: "MAIL",
        C.USERNAME: "USER",
        C.URL: "WWW",
    },
    "INNE",
)

LANGUAGE = Language(
    code="pl",
    name="Polish",
    dictionary=Morfeusz(),
    inflector=PolishInflector(),
    weekdays_decline=True,
    faker_locale="pl_PL",
    phone_regions=("PL",),
    numeric_date_orders=("DMY", "YMD"),
    date_templates=(
        r"{D} {M} {Y}(?: r\.)?",
        r"{D} {M}",
        r"{M} {Y}(?: r\.)?",
    ),
    month_abbreviations=False,
    national_ids=("pl_pesel", "pl_nip"),
    female_titles=frozenset({"pani", "panią", "panna", "panny", "pannie", "panną"}),
    male_titles=frozenset({"pan", "pana", "panu", "panem"}),
    alternations=(Alternation("w", "we", polish_w), Alternation("z", "ze", polish_z)),
    person_titles=(
        "pan",
        "pana",
        "panu",
        "panem",
        "panie",
        "pani",
        "panią",
        "państwo",
        "państwa",
        "doktor",
        "doktora",
        "doktorem",
        "doktorowi",
        "dr",
        "prof",
        "mgr",
        "inż",
        "mecenas",
        "mecenasa",
        "mecenasem",
        "sędzia",
        "sędziego",
        "sędzią",
        "sędzi",
        "kolega",
        "kolegi",
        "koleżanka",
        "koleżanki",
        "ksiądz",
        "księdza",
        # Judges of the district, regional, appeal and supreme courts (`SSR Anna Nowak`).
        "SSR",
        "SSO",
        "SSA",
        "SSN",
    ),
    age_patterns=(
        r"\bw wieku\s{N}\b",
        r"\bma\s{N}\s(?:lat|lata|rok)\b",
        r"{N}-(?:letni|letnia|letniego|letniej|letnią|latek|latka)\b",
    ),
    demonym_forms=("i", "", ("i",)),
    # Name ending -> adjective ending: Rzym, Izrael; Cypr; Szczecin; Poznań; Japonia; Kolumbia;
    # Syria; Bułgaria; Rosja; Grecja; Warszawa; Ameryka; Kanada; Gwinea; Legnica; Katowice;
    # Kielce; Opole; Zabrze; Chile; Żory; Kosowo; Maroko; Monako; Mali; Haiti; Kraków;
    # Włocławek; Gródek; Irak; Lębork; Płock; Gdańsk; Paryż; Łódź.
    place_adjectives=(
        ("", "ski"),
        ("", "yjski"),
        ("n", "ński"),
        ("ń", "ński"),
        ("nia", "ński"),
        ("ia", "ijski"),
        ("ia", "yjski"),
        ("ia", "ski"),
        ("ja", "yjski"),
        ("cja", "cki"),
        ("a", "ski"),
        ("a", "ański"),
        ("a", "yjski"),
        ("ea", "ejski"),
        ("ca", "cki"),
        ("ce", "cki"),
        ("ce", "ecki"),
        ("e", "ski"),
        ("e", "ański"),
        ("e", "ijski"),
        ("y", "ski"),
        ("o", "ski"),
        ("o", "ański"),
        ("o", "ijski"),
        ("i", "ijski"),
        ("i", "ański"),
        ("ów", "owski"),
        ("ek", "ski"),
        ("ek", "ecki"),
        ("k", "cki"),
        ("k", "ski"),
        ("ck", "cki"),
        ("sk", "ski"),
        ("ż", "ski"),
        ("dź", "dzki"),
    ),
    city_adjectives=True,
    native_tags=POLISH_TAGS,
    adjective_after_noun=True,
    institution_nouns=(
        *("sąd", "urząd", "urzęd", "unia", "unii", "uni", "parti", "szkoł", "szkol", "uczelni"),
        *("uniwersytet", "bank", "ministerstw", "spółk", "stowarzyszeni", "szpital", "teatr"),
        *("muze", "rad", "komisj", "komitet", "fundacj", "kościół", "kościoł", "kościel"),
        *("instytut", "akademi", "agencj", "inspekcj", "policj", "straż", "wojsk", "sejmik"),
        *("bibliotek", "liceum", "gimnazjum", "politechnik", "izb", "związek", "związk"),
        *("klub", "federacj", "zjednoczeni", "centrum", "zakład", "spółdzielni", "trybunał"),
        *("prokuratur", "przedsiębiorstw", "organizacj", "towarzystw"),
    ),
    noun_endings=(
        *("", "a", "u", "y", "i", "ie", "ę", "ą", "em", "om", "ach", "ami", "ów", "owi"),
        *("zie", "ii", "ją", "ję", "cie", "um"),
    ),
    number_after_street=True,
    name_joiners=("nad", "pod"),
    list_words=frozenset({"i", "a", "do", "lub", "oraz"}),
    time_patterns=(r"\b(?:o|od|do|około|po)\s(?:godz\.|godzinie|godziny)\s?{N}",),
    more_month_forms=(
        *(("styczniu", 1), ("lutym", 2), ("marcu", 3), ("kwietniu", 4), ("maju", 5)),
        *(("czerwcu", 6), ("lipcu", 7), ("sierpniu", 8), ("wrześniu", 9), ("październiku", 10)),
        *(("listopadzie", 11), ("grudniu", 12)),
    ),
    identity_documents=(
        *(r"dow[oó]d\w* osobist\w*", r"dowod\w*", r"paszport\w*", r"praw\w* jazdy"),
        *(r"legitymacj\w*", r"kart\w* pobytu"),
    ),
    number_nouns=(r"numer\w*", r"nr"),
    letter_formulas=(
        *(r"szanown[yaie]", r"szanowni", r"drog[iaie]", r"drodzy", r"kochan[yaie]"),
        *(r"dzień dobry", r"witam", r"cześć", r"z poważaniem", r"z wyrazami szacunku"),
        *(r"(?:serdecznie )?pozdrawiam(?: serdecznie)?", r"(?:serdeczne )?pozdrowienia"),
        r"łączę (?:wyrazy szacunku|pozdrowienia)",
    ),
)

# Polish names in any case, from SGJP: beside the recognizers of every language, before the
# capitalized words of `proper_nouns` (70).
register(LexiconRecognizer(), 60, languages=("pl",))
