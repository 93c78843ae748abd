"""Wines named by their place and their grape or kind (`Tokaji Furmint`, `Egri Bikavér`,
`Villányi Cabernet Franc`, `Badacsonyi Kéknyelű`): a product every shop sells, no one's place.

A recognizer sees a place's adjective (`Tokaji`, of Tokaj) and a capitalized word after it,
and reads a place or a person; a careful writer keeps the wine as the label writes it. The
grapes and kinds are the ones wine labels of the languages here write after the place; the
place is read as the language forms an adjective of a place (`lexicon.word_forms`).
"""

from __future__ import annotations

from pseudonymizer.lexicon.word_forms import PLACE_ADJECTIVES, town_of_adjective

# Grape varieties and kinds of wine written after a wine's place, each word of them (`Cabernet
# Franc`, `Pinot Noir`): Hungarian (`Hárslevelű`, `Kéknyelű`, `Bikavér` the blend, `Aszú`
# and `Szamorodni` Tokaj's kinds) and the international ones on Central European labels.
VARIETIES = frozenset(
    {"Furmint", "Hárslevelű", "Kadarka", "Kéknyelű", "Juhfark", "Kékfrankos", "Olaszrizling"}
    | {"Ezerjó", "Cirfandli", "Leányka", "Királyleányka", "Szürkebarát", "Zenit", "Kövidinka"}
    | {"Muskotály", "Portugieser", "Kékoportó", "Bikavér", "Aszú", "Szamorodni", "Fordítás"}
    | {"Rizlingszilváni", "Cserszegi", "Fűszeres", "Siller", "Rozé", "Pezsgő"}
    | {"Cabernet", "Franc", "Sauvignon", "Merlot", "Pinot", "Noir", "Blanc", "Gris", "Grigio"}
    | {"Chardonnay", "Riesling", "Rizling", "Syrah", "Shiraz", "Zweigelt", "Tramini"}
    | {"Traminer", "Blaufränkisch", "Veltliner", "Zöldveltelíni", "Muscat", "Rosé"}
)

# The fewest letters of a place's adjective before its ending (`Egr-i`, of Eger).
_SHORTEST = 3


def wine_name(span: str, lang: str) -> bool:
    """Whether `span` is a wine by its place and grape or kind: a place's adjective in the
    language's form for one (Hungarian `-i`: `Tokaji`, `Badacsonyi`, though no town list
    holds the hill) and then grapes or kinds of wine only (`Furmint`, `Cabernet Franc`)."""
    words = span.split()
    if len(words) < 2 or not all(word in VARIETIES for word in words[1:]):
        return False
    place = words[0]
    ending = PLACE_ADJECTIVES.get(lang)
    if town_of_adjective(place, lang) is not None:
        return True
    if not ending or not place[:1].isupper() or not place.endswith(ending):
        return False
    return len(place) - len(ending) >= _SHORTEST
