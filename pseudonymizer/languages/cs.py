"""Czech."""

from pseudonymizer.languages.base import Language

LANGUAGE = Language(
    code="cs",
    name="Czech",
    faker_locale="cs_CZ",
    phone_regions=("CZ", "SK"),
    numeric_date_orders=("DMY", "YMD"),
    date_templates=(
        r"{D}\. ?{M} {Y}",
        r"{D}\. ?{M}",
        r"{M} {Y}",
    ),
    month_abbreviations=False,
    national_ids=("cz_birth_number",),
    native_tags=None,
)
