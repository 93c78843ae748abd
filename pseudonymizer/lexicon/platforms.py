"""The names of well-known online platforms and messaging services (`Instagram`, `WhatsApp`,
`Zoom`): a company's product everyone uses, no one's personal data; the handle written after one
is. No library installed lists them, so the list is the project's own, kept to services a
letter, chat or forum post names as the channel it is sent through."""

from __future__ import annotations

PLATFORMS = frozenset(
    {
        *("Instagram", "Facebook", "Messenger", "WhatsApp", "Telegram", "Signal", "Viber"),
        *("Skype", "Zoom", "Teams", "Slack", "Discord", "Snapchat", "TikTok", "Twitter"),
        *("LinkedIn", "YouTube", "Reddit", "Pinterest", "Gmail", "Outlook", "Threads"),
    }
)
# The longest case ending written after a platform's name (Czech `na Facebooku`, Hungarian
# `Instagramra`, `WhatsAppon`, `Zoomon`).
_ENDING = 5


def platform(word: str) -> bool:
    """Whether `word` is a platform's name as written (its capitals too), bare or with a case
    ending of a few lower-case letters, hyphenated or not."""
    for name in PLATFORMS:
        if word.startswith(name):
            ending = word[len(name) :].removeprefix("-")
            if not ending or (ending.isalpha() and ending.islower() and len(ending) <= _ENDING):
                return True
    return False
