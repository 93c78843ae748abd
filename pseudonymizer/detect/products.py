"""A maker and its model (`Toyota Corolla Hybrid`, `Kia EV6 GT-Line`, `Viessmann Vitocal`)
name a product sold to thousands, no one: no part of a mention, whichever recognizer read
them as a person, a place or a firm (`lexicon/products.py` says where a product stands)."""

from __future__ import annotations

from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.products import product_around, product_end
from pseudonymizer.lexicon.vocabulary import ordinary, stop_words

Words = list[tuple[int, int]]


def without_product(words: Words, text: str, lang: str) -> Words:
    """`words` of a mention less a maker and its model among them or that its first word is
    part of (`XC60` after `Volvo`); unchanged where there is none, or where more than
    function words (`the` of `the Makita`) stand before it in the mention: a maker's word
    inside a longer name is that name's (`Wolverhampton Wanderers`). What is left after the
    product goes too where it is only ordinary words."""
    if not words:
        return words
    first = words[0][0]
    around = product_around(text, first, lang)
    inside = ((start, product_end(text, start, lang)) for start, _ in words[1:])
    for start, end in [around] if around is not None else inside:
        if end is None:
            continue
        before = [word for word in words if word[1] <= start]
        after = [word for word in words if word[0] >= end]
        if not all(text[slice(*word)].lower() in stop_words(lang) for word in before):
            return words  # (`Transparency International`: the maker's word is the name's)
        return [] if _ordinary(after, text, lang) else after
    return words


def _ordinary(words: Words, text: str, lang: str) -> bool:
    """Whether `words` are ordinary words, none a name of the lists (Hungarian `Péter` is a
    word too)."""
    names = given_names() | family_names()
    written = [text[slice(*word)] for word in words]
    return all(ordinary(word, lang) and word not in names for word in written)
