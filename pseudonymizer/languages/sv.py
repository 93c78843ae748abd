"""Swedish."""

from pseudonymizer.languages.base import Language

LANGUAGE = Language(
    code="sv",
    name="Swedish",
    faker_locale="sv_SE",
    phone_regions=("SE",),
    numeric_date_orders=("YMD", "DMY"),
    date_templates=(
        r"{D} {M},? {Y}",
        r"{D} {M}",
        r"{M} {Y}",
    ),
    national_ids=("se_personnummer",),
    native_tags=None,
)
