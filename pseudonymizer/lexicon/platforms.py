"""The names of well-known online platforms, messaging services and marketplaces (`Instagram`,
`WhatsApp`, `Zoom`, `eBay`, the payment app `Swish`, the property portal `Sreality`): a
company's product everyone uses, no one's personal data; the handle written after one is. No
library installed lists them, so the list is the project's own, kept to services a letter,
chat or forum post names as the channel it is sent through or the place something was bought
or paid (the shops of a street are `lexicon/brands.py`'s)."""

from __future__ import annotations

PLATFORMS = frozenset(
    {
        *("Instagram", "Facebook", "Messenger", "WhatsApp", "Telegram", "Signal", "Viber"),
        *("Skype", "Zoom", "Teams", "Slack", "Discord", "Snapchat", "TikTok", "Twitter"),
        *("LinkedIn", "YouTube", "Reddit", "Pinterest", "Gmail", "Outlook", "Threads"),
        *("eBay", "PayPal", "Amazon", "Etsy", "Vinted", "Airbnb", "Uber", "Revolut"),
        *("Allegro", "OLX", "Blocket", "Kleinanzeigen", "Flashback", "Spotify", "Netflix"),
        # (Payment apps and property portals: `via Swish`, `inzerát na Sreality`.)
        *("Swish", "Vipps", "MobilePay", "Twint", "Sreality", "Bezrealitky", "Otodom"),
        *("Hemnet", "Rightmove", "Zoopla", "ImmoScout24", "Willhaben"),
    }
)
# The words a chat app writes in the title of an export it makes, before the chat's or
# group's name (`[Group: ...]`, `WhatsApp-Chat mit ...`, Swedish `Gruppchatt:`, Polish
# `Grupa:`, Hungarian `Csoport:`, Czech `Skupina:`), case-folded: an app writes them in its
# phone's language, which need not be the chat's, so every language's are read.
CHAT_TITLE_WORDS = frozenset(
    {"chat", "group", "groupchat", "conversation"}
    | {"gruppe", "gruppenchat", "unterhaltung"}
    | {"chatt", "grupp", "gruppchatt", "konversation"}
    | {"czat", "grupa", "rozmowa", "konwersacja"}
    | {"csoport", "csevegés", "beszélgetés"}
    | {"skupina", "konverzace", "skupinový"}
)
# Sites whose address is a platform's beside the `PLATFORMS` (`github.com/<user>`).
_SITES = frozenset({"github", "gitlab", "xing", "x", "medium", "behance", "dribbble"})
# The words of a platform's address before a profile's own part (`linkedin.com/in/`,
# `facebook.com/groups/`, `youtube.com/channel/`): the site's, the same for everyone.
ROUTES = frozenset(
    {"in", "pub", "company", "school", "profile", "people", "user", "users", "u", "channel"}
    | {"c", "groups", "status", "p", "posts", "pages"}
)
# The longest case ending written after a platform's name (Czech `na Facebooku`, Hungarian
# `Instagramra`, `WhatsAppon`, `Zoomon`).
_ENDING = 5


def platform(word: str) -> bool:
    """Whether `word` is a platform's name as written (its capitals too), bare or with a case
    ending of a few lower-case letters, hyphenated or not, or before a hyphen and a noun it
    makes a compound with (German `WhatsApp-Nachricht`); or a compound that ends in `App`
    (`Wetter-App`)."""
    head, hyphen, last = word.rpartition("-")
    if hyphen and head and last in _APP_WORDS:
        return True  # (`Wetter-App`, `DB-App`: an app, whatever it is named for)
    for name in PLATFORMS:
        if word.startswith(name):
            ending = word[len(name) :].removeprefix("-")
            if not ending or (ending.isalpha() and ending.islower() and len(ending) <= _ENDING):
                return True
            if word[len(name)] == "-" and ending.isalpha() and ending[1:].islower():
                return True  # (German `WhatsApp-Nachricht`: the platform's message)
    return False


# The words that end a compound naming an app (`Wetter-App`, `Bank-App`).
_APP_WORDS = frozenset({"App", "Apps", "app", "appen", "aplikace", "aplikacja", "alkalmazás"})


def platform_site(host: str) -> bool:
    """Whether a web address's host is a platform's (`www.linkedin.com`, `de.linkedin.com`,
    `github.com`): the site is public, only the path after it names someone."""
    labels = host.casefold().split(".")
    if len(labels) < 2:
        return False
    site = labels[-2]
    return site in _SITES or any(site == name.casefold() for name in PLATFORMS)


# The labels a state gives its own sites under its country's domain (`gov.uk`, `gov.pl`,
# `gouv.fr`, `gob.es`, `govt.nz`, `gv.at`, `gc.ca`), and the top-level domains of states and
# treaty bodies only (`.gov`, `.mil`, `.int`): registries hand them to public bodies alone.
_GOVERNMENT_LABELS = frozenset({"gov", "gouv", "gob", "govt", "gv", "gc"})
_GOVERNMENT_DOMAINS = frozenset({"gov", "mil", "int"})
# A country's top-level domain: two letters.
_COUNTRY_DOMAIN = 2


def government_site(host: str) -> bool:
    """Whether a web address's host is a state's (`www.gov.uk`, `assets.publishing.service.
    gov.uk`, `www.irs.gov`): a public body's site, whose address names its pages, no one's
    (a person's name in its path is still the path's words to read)."""
    labels = host.casefold().split(".")
    if len(labels) < 2:
        return False
    if labels[-1] in _GOVERNMENT_DOMAINS:
        return True
    return len(labels[-1]) == _COUNTRY_DOMAIN and labels[-2] in _GOVERNMENT_LABELS


def chat_title_word(word: str) -> bool:
    """Whether `word` names a chat in an export's title: a chat's word (`CHAT_TITLE_WORDS`),
    or one joined by hyphens to a platform's name (`WhatsApp-Chat`, `Messenger-Gruppe`)."""
    parts = word.split("-")
    return parts[-1].casefold() in CHAT_TITLE_WORDS and all(platform(p) for p in parts[:-1])
