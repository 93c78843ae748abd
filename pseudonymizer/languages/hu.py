"""Hungarian."""

from pseudonymizer.categories import HUNGARIAN_CORPUS, TagVocabulary
from pseudonymizer.languages.base import Alternation, Language
from pseudonymizer.languages.sounds import hungarian_az

# The Hungarian anonymized corpora's tags (`[#szemelynev]`), which they also read as a scheme.
HUNGARIAN_TAGS = TagVocabulary(
    "hungarian_corpus", {c: tag for tag, c in HUNGARIAN_CORPUS.items() if c}, "#egyeb"
)

LANGUAGE = Language(
    code="hu",
    name="Hungarian",
    inflection="hungarian",
    family_name_first=True,
    faker_locale="hu_HU",
    phone_regions=("HU",),
    town_countries=("HU",),
    numeric_date_orders=("YMD", "DMY"),
    date_templates=(
        r"{Y}\. ?{M} {D}(?:\.|-[^\W\d_]+)?",
        r"{Y}\. ?{M}",
        r"{M} {D}(?:\.|-[^\W\d_]+)",
    ),
    national_ids=("hu_taj",),
    common_word_tables=("hu_lemma_lookup",),
    kin_titles=("néni", "bácsi"),
    female_titles=frozenset(
        {"asszony", "asszonnyal", "asszonynak", "asszonyt", "néni", "doktornő", "tanárnő"}
    ),
    male_titles=frozenset({"úr", "úrral", "úrnak", "urat", "úrtól", "bácsi"}),
    alternations=(Alternation("a", "az", hungarian_az),),
    person_titles=("dr", "Dr", "prof", "Prof", "id", "ifj", "özv"),
    person_titles_after=(
        "úr",
        "úrral",
        "úrnak",
        "urat",
        "úrtól",
        "asszony",
        "asszonnyal",
        "asszonynak",
        "asszonyt",
        "néni",
        "bácsi",
        "doktor",
        "doktornő",
        "tanár",
        "tanárnő",
    ),
    age_patterns=(
        r"{N}\s?(?:éves|esztendős)\w*",
        r"\b{N}\.\s?életévé\w*",
    ),
    native_tags=HUNGARIAN_TAGS,
    list_words=frozenset({"és", "vagy"}),
    time_patterns=(r"{N}\s?(?:órakor|óráig|órától)\b",),
    identity_documents=(
        *(r"személyi igazolvány\w*", r"személyi\w*", r"útlevel\w*", r"útlevél\w*"),
        *(r"jogosítvány\w*", r"vezetői engedély\w*", r"adóazonosító\w*", r"TAJ"),
        *(r"tartózkodási engedély\w*",),
    ),
    number_nouns=(r"szám\w*", r"sz"),
    capitalized_pronouns=frozenset(
        {"Ön", "Önt", "Önnek", "Önnel", "Öntől", "Önről", "Önhöz", "Önben", "Önbe", "Önből"}
        | {"Önnél", "Önért", "Önre", "Önön", "Öné", "Önök", "Önöket", "Önöknek", "Önökkel"}
        | {"Önöktől", "Önökről", "Önökhöz", "Önökben", "Önöknél", "Önökért", "Önöké"}
    ),
    letter_formulas=(
        *(r"tisztelt", r"kedves", r"szia", r"sziasztok", r"jó napot(?: kívánok)?"),
        *(r"(?:baráti |szívélyes |meleg )?üdvözlettel", r"tisztelettel", r"üdv"),
    ),
)
