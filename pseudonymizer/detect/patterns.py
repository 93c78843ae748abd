"""Language-independent identifiers: e-mail, URL, user handle (with its `@`, or spelling a name
without one), IP address, IBAN, payment card."""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Callable
from functools import cache

from pseudonymizer.categories import Category
from pseudonymizer.detect.recognizer import PatternRecognizer
from pseudonymizer.detect.registry import register
from pseudonymizer.languages import get_language, supported
from pseudonymizer.lexicon.identifiers import iban_shaped, is_payment_card
from pseudonymizer.lexicon.names import name_spellings, plain_letters
from pseudonymizer.model import Attributes
from pseudonymizer.words import UPPER

# Punctuation that ends a sentence rather than a URL.
_URL_TAIL = ".,;:!?)]}'\"»”’"
_TLDS = "com|org|net|edu|gov|int|info|biz|io|eu|uk|us|de|at|ch|cz|sk|pl|se|hu|fr|it|nl|no|dk|fi"


def _address_of(
    kind: type[ipaddress.IPv4Address] | type[ipaddress.IPv6Address],
) -> Callable[[str], bool]:
    """A validator: does the text parse as an address of `kind`?"""

    def valid(value: str) -> bool:
        try:
            kind(value)
        except ValueError:
            return False
        return True

    return valid


EMAIL = PatternRecognizer(
    "email",
    Category.EMAIL,
    re.compile(r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[^\W\d_]{2,}\b"),
    score=0.95,
)
URL = PatternRecognizer(
    "url",
    Category.URL,
    re.compile(
        r"\b(?:(?:https?|ftp)://|www\.)[^\s<>\"]+"
        rf"|(?<![@\w.-])(?:[a-z0-9-]+\.)+(?:{_TLDS})\b(?!@)(?:/[^\s<>\"]*)?",
        re.IGNORECASE,
    ),
    score=0.9,
    trim_end=_URL_TAIL,
)
# `@zuzia.gdynia`, `@jan_novak84`: a handle on a social network names its owner as a name does.
HANDLE = PatternRecognizer(
    "handle",
    Category.USERNAME,
    re.compile(r"(?<![\w.@/+-])@[^\W_](?:[\w.]*\w)?"),
    score=0.9,
)


def _named_handle(value: str) -> bool:
    """Whether words joined by `.` or `_` spell a person's user name: one of them a known name
    (`jana.novak99`, `ondra_n`, `anna_b88`) beside a number, another name or an initial, or a
    kinship's word beside a word with its capital (`ciocia.Hela`, `wujek_Staszek`: what the
    family calls her, and her name, which no list need hold); not `max_value`, which only
    happens to hold a name."""
    pieces = re.findall(r"[^\W\d_]+|\d+", value)
    if any(piece.casefold() in _kin_words() for piece in pieces) and any(
        piece[:1].isupper() and piece[1:].islower() and piece.casefold() not in _kin_words()
        for piece in pieces
    ):
        return True
    names = [piece for piece in pieces if plain_letters(piece) in name_spellings()]
    others = [piece for piece in pieces if piece.isdigit() or len(piece) == 1]
    return bool(names) and (len(names) > 1 or bool(others))


@cache
def _kin_words() -> frozenset[str]:
    """What a family calls its own in every language (`ciocia`, `wujek`, `mum`, `Oma`; the
    languages' `kin_words` and `kin_titles`), case-folded: a user name holds them whatever
    the text's language."""
    return frozenset(
        kin.casefold()
        for code in supported()
        for kin in (*get_language(code).kin_words, *get_language(code).kin_titles)
    )


# `jana.novak99`, `ondra_n`: a user name written without its `@` (a chat's, a login's).
NAMED_HANDLE = PatternRecognizer(
    "named_handle",
    Category.USERNAME,
    re.compile(r"(?<![\w.@/+-])[^\W\d_][^\W_]*(?:[._][^\W_]+)+(?![\w@/-]|\.\w)"),
    _named_handle,
    score=0.85,
)


def _handle_shaped(value: str) -> bool:
    """Whether a word is written as only user names are: words joined by `_` one of which has
    its capital (`Kakel_Kalle`, `Rafał_biegacz`; a program's `max_value` and `MAX_VALUE` have
    none), three or more capitalized words run together (`OldGreyCat`; two are a brand's,
    `PowerPoint`, or a family name's, `MacLeod`), or a word with a year or number run on
    (`Marika62`, `Ole1979`)."""
    pieces = value.split("_")
    if len(pieces) > 1:
        return any(piece[:1].isupper() and not piece.isupper() for piece in pieces)
    if value[-1].isdigit():
        return True
    return len(_CAPITALIZED.findall(value)) >= _RUN_TOGETHER


# The fewest capitalized words run together that only a user name writes.
_RUN_TOGETHER = 3
_CAPITALIZED = re.compile(rf"[{UPPER}][^\W\d_{UPPER}]+")
# `Kakel_Kalle`, `OldGreyCat`, `Mirek58`: a forum's or chat's user name without its `@`.
SHAPED_HANDLE = PatternRecognizer(
    "shaped_handle",
    Category.USERNAME,
    re.compile(
        r"(?<![\w.@/+-])(?:[^\W\d_]+(?:_[^\W_]+)+"
        rf"|[{UPPER}][^\W\d_]*[{UPPER}][^\W\d_]*[{UPPER}][^\W\d_]*|[^\W\d_]{{3,}}\d{{2,4}})"
        r"(?![\w@/-]|\.\w)"
    ),
    _handle_shaped,
    score=0.85,
)
IPV4 = PatternRecognizer(
    "ip_address",
    Category.IP_ADDRESS,
    re.compile(r"(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w.]\d)"),
    _address_of(ipaddress.IPv4Address),
    score=0.9,
    attrs=Attributes(kind="ipv4"),
)
IPV6 = PatternRecognizer(
    "ipv6_address",
    Category.IP_ADDRESS,
    re.compile(r"(?<![\w:])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?![\w:])"),
    _address_of(ipaddress.IPv6Address),
    score=0.9,
    attrs=Attributes(kind="ipv6"),
)
IBAN = PatternRecognizer(
    "iban",
    Category.ID,
    re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b"),
    iban_shaped,
    score=0.95,
    attrs=Attributes(kind="iban"),
)
PAYMENT_CARD = PatternRecognizer(
    "payment_card",
    Category.ID,
    re.compile(r"(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])"),
    is_payment_card,
    score=0.9,
    attrs=Attributes(kind="payment_card"),
)

# `40-11-62 71450938`: a sort code and an account number written together, as a chat or an
# e-mail gives bank details with no `Sort code:` before them; no date nor amount is written
# so. Without its word the pair was left to the model, which found nothing in it.
BANK_ACCOUNT = PatternRecognizer(
    "bank_account",
    Category.ID,
    re.compile(r"(?<![\w/.-])\d{2}-\d{2}-\d{2}[ \t]+\d{8}(?![\w/-]|\.\d)"),
    score=0.9,
    attrs=Attributes(kind="bank_account"),
)

RECOGNIZERS = (
    *(EMAIL, URL, HANDLE, NAMED_HANDLE, SHAPED_HANDLE, IPV4, IPV6, IBAN, PAYMENT_CARD),
    BANK_ACCOUNT,
)


for _recognizer in RECOGNIZERS:
    register(_recognizer, 20)
