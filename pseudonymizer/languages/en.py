"""English."""

from pseudonymizer.languages.base import Language

LANGUAGE = Language(
    code="en",
    name="English",
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
    native_tags=None,
)
