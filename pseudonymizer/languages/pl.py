"""Polish."""

from pseudonymizer.languages.base import Language

LANGUAGE = Language(
    code="pl",
    name="Polish",
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
    native_tags="polish_corpus",
)
