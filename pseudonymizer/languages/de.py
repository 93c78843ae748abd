"""German."""

from pseudonymizer.languages.base import Language

LANGUAGE = Language(
    code="de",
    name="German",
    faker_locale="de_DE",
    phone_regions=("DE", "AT", "CH"),
    numeric_date_orders=("DMY", "YMD"),
    date_templates=(
        r"{D}\. ?{M},? {Y}",
        r"{D}\. ?{M}",
        r"{M} {Y}",
    ),
    national_ids=("de_tax_id",),
    native_tags=None,
)
