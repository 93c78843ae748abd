"""Legal forms of companies (`GmbH`, `s.r.o.`, `Sp. z o.o.`, `AB`, `Kft.`, `Ltd`), from Faker's
company providers of every Latin-script locale: a company is named in its own country's form
whatever the language of the text around it."""

from __future__ import annotations

import re
from functools import cache
from importlib import import_module

from faker.config import AVAILABLE_LOCALES

from pseudonymizer.languages import get_language

# Forms Faker does not list but writers use (a British partnership's `LLP`, a law firm's and
# an accountant's form, which Faker's English lists lack).
_MORE = (
    *("spol. s r.o.", "sp. z o.o.", "Corp.", "Corp", "plc", "B.V.", "N.V.", "Ltd.", "Inc."),
    *("LLC.", "LLP"),
    # German forms Faker's lists lack: a company's management (`Verwaltungs mbH`), a charity's
    # `gGmbH`, a sole trader's `e.K.`, a cooperative's `eG`, the entrepreneurs' company, a
    # partnership of professionals and a European company in a limited partnership.
    *("mbH", "gGmbH", "e.K.", "eG", "UG (haftungsbeschränkt)", "PartG mbB", "SE & Co. KG"),
    *("SE & Co. KGaA",),
    # A mutual insurer's form (`Versicherungsverein auf Gegenseitigkeit`, `VVaG`, `a. G.`).
    *("Versicherungsverein auf Gegenseitigkeit", "VVaG", "a. G."),
    # A Swedish limited partnership (`kommanditbolag`), and a firm's partners or company
    # without a form (`Lindahl & Partners`, `Berg & Co`): words of no one's name.
    *("KB", "& Co", "& co", "& Partners", "& Partner", "& partners"),
    # Hungarian forms written out, as a contract or a judgment names a party (`... Korlátolt
    # Felelősségű Társaság`, a Kft.), a general partnership's `Kkt.`, and the forms of a
    # law office (`Ügyvédi Iroda`, `Ügyvédi Társulás`), which Faker's lists lack.
    *("Korlátolt Felelősségű Társaság", "Betéti Társaság", "Közkereseti Társaság", "Kkt."),
    *("Zártkörűen Működő Részvénytársaság", "Nyilvánosan Működő Részvénytársaság"),
    *("Ügyvédi Iroda", "Ügyvédi Társulás"),
)
# Listed forms that are also common words or abbreviations (`CON`, `URL`, `BA`) or no form.
_AMBIGUOUS = frozenset({"", "AD", "BA", "CON", "CV", "EP", "ET", "LOC", "RA", "SD", "URL", "ry"})
_LATIN = re.compile(r"[\sA-Za-zÀ-ÖØ-öø-ſ.&/()-]+")


@cache
def legal_forms() -> frozenset[str]:
    forms: set[str] = set(_MORE)
    for locale in AVAILABLE_LOCALES:
        try:
            provider = import_module(f"faker.providers.company.{locale}").Provider
        except ImportError:
            continue
        forms.update(getattr(provider, "company_suffixes", ()))
    return frozenset(
        form.strip()
        for form in forms
        if form.strip() not in _AMBIGUOUS and _LATIN.fullmatch(form) and len(form.strip()) > 1
    )


def legal_form_of(name: str) -> str | None:
    """The legal form closing the company's `name` as written, with the space or comma before
    it (` s.r.o.`, `, Inc.`, ` Sp. z o.o.`); None where it ends in none."""
    folded = name.casefold()
    found = None
    for form in _folded_forms():
        if folded.endswith(form) and (found is None or len(form) > len(found)):
            before = folded[: -len(form)]
            if before.endswith(" ") and before.strip(" ,"):
                found = form
    if found is None:
        return None
    head = name[: -len(found)].rstrip(" ,")
    return name[len(head) :]


@cache
def _folded_forms() -> tuple[str, ...]:
    return tuple(form.casefold() for form in legal_forms())


def founder_with_partners(name: str, lang: str) -> bool:
    """Whether the firm's `name` opens with one word and then the words that name its
    founder's partners or sons (`Language.firm_partners`: Hungarian `Kun és Társa Ügyvédi
    Iroda`): that word is his family name, whatever else it is."""
    first, _, rest = name.partition(" ")
    partners = get_language(lang).firm_partners
    return bool(first) and any(rest == words or rest.startswith(words + " ") for words in partners)
