"""URL and user-name surrogates of the original's shape.

In a URL the scheme, `www.`, the top-level domain, a file's type and every punctuation mark
stay; each word of the domain and the path becomes a word of the same length and case, each
number a number of as many digits (`https://www.novak-stavby.cz/kontakt?id=17` ->
`https://www.kpwzt-rbamdw.cz/htlrbcx?vl=52`). A user name keeps its `@` and punctuation the
same way. A word that is a replaced person's name becomes that person's surrogate, as in an
e-mail address (`linkedin.com/in/jan-novak` -> `.../in/petr-dvorak`). A platform's host and
the words of its path before a profile's own part stay (`www.linkedin.com/in/`): the site is
public, only the path names someone. A state's site (`www.gov.uk`) keeps its host, and its
path's ordinary words (`/employment-tribunal-decisions`): the address of a public page; a
name there is replaced as in a user name, any other word shaped.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping

from pseudonymizer.languages import get_language
from pseudonymizer.lexicon.faker_lists import faker_for
from pseudonymizer.lexicon.platforms import ROUTES, government_site, platform_site
from pseudonymizer.replace.emails import spelled_like

_SCHEME = re.compile(r"^(?:[a-z][a-z0-9+.-]*://)?(?:www\d?\.)?", re.IGNORECASE)
_IPV4 = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}")
# A file's type at the end of the path (`.pdf`, `.html`) says no more than a top-level domain;
# only known types count (`/jana.bila` is a name).
_EXTENSION = re.compile(
    r"/[^/?#]*(\.(?:pdf|html?|php|aspx?|jsp|jpe?g|png|gif|svg|docx?|xlsx?|pptx?|txt|csv|xml|"
    r"json|zip|mp[34]|odt|rtf))$",
    re.IGNORECASE,
)


def url_surrogate(
    original: str, names: Mapping[str, str], rng: random.Random, lang: str | None = None
) -> str:
    """A URL of the original's shape, as the module's docstring says; with `lang`, a state's
    site keeps its path's ordinary words of the language."""
    prefix = _SCHEME.match(original)
    start = prefix.end() if prefix else 0
    rest = original[start:]
    host_end = next((i for i, char in enumerate(rest) if char in "/?#:"), len(rest))
    host, tail = rest[:host_end], rest[host_end:]
    if lang is not None and government_site(host):
        return original[: start + host_end] + spelled_like(tail, names, rng, lang)
    if platform_site(host):
        kept = host_end
        while (route := _ROUTE.match(rest, kept)) and route.group(1).casefold() in ROUTES:
            kept = route.end()
        start, new_host, tail = start + kept, "", rest[kept:]
    elif _IPV4.fullmatch(host):
        new_host = ".".join(_octet(len(part), rng) for part in host.split("."))
    elif "." in host:
        *labels, top = host.split(".")
        new_host = ".".join([*(_shaped(label, names, rng) for label in labels), top])
    else:
        new_host = _shaped(host, names, rng)  # `localhost`, an intranet name
    extension = _EXTENSION.search(tail)
    cut = extension.start(1) if extension else len(tail)
    return original[:start] + new_host + _shaped(tail[:cut], names, rng) + tail[cut:]


# A path's first word after its slash (`/in`), before the next slash.
_ROUTE = re.compile(r"/([^/?#]+)(?=/)")


def username_surrogate(
    original: str, names: Mapping[str, str], rng: random.Random, lang: str | None = None
) -> str:
    """A user name of the original's shape, its names and ordinary words as an e-mail
    address's (`emails.spelled_like`): `@jirka_griluje` -> `@pavel_griluje`. Where that
    leaves it as it was (`bluebird`, ordinary words only), or changes only its digits
    (`SvenneBanan88` -> `SvenneBanan60`), a user name of Faker's making for the language:
    kept, the name would still find its owner on the forum."""
    spelled = spelled_like(original, names, rng, lang)
    if _letters(spelled) != _letters(original) or lang is None:
        return spelled
    faker = faker_for(get_language(lang).names_locale.split("+")[0])
    faker.seed_instance(rng.getrandbits(32))
    made = faker.user_name()
    return f"@{made}" if original.startswith("@") else made


def _letters(handle: str) -> str:
    """The letters of a user name, case aside: what a forum's search finds its owner by."""
    return "".join(char for char in handle.casefold() if char.isalpha())


def _octet(digits: int, rng: random.Random) -> str:
    """A number of an address, written with as many digits (1-9, 10-99, 100-255)."""
    low, high = {1: (1, 9), 2: (10, 99)}.get(digits, (100, 255))
    return str(rng.randint(low, high))


def _shaped(text: str, names: Mapping[str, str], rng: random.Random) -> str:
    return spelled_like(text, names, rng)
