"""Write `pseudonymizer/lexicon/data/brands.txt`: the chains of shops, fuel stations, fast food
and pharmacies of the countries the built-in languages are spoken in (and the world's), from
OpenStreetMap's name-suggestion-index (BSD-3-Clause), whose npm package holds them:

    npm install name-suggestion-index
    python tools/brands_from_nsi.py node_modules/name-suggestion-index/dist/json/nsi.json

A brand that is a given or family name of the name lists (`Albert`, `Müller`), or whose
words are all such names (`Tom Ford`), is left out: kept as a brand, it would keep a person
of that name, and so would `Otto's` (a brand one of whose words is no name, `Jack Wolfskin`,
is no one's name); so
is one that
is a place's name too (`Halifax`, a bank and a town), and one of three letters or fewer
(`WE`, `dm`), which may be someone's initials.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from pseudonymizer.languages import BUILT_IN
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import places

# Where the built-in languages are spoken, the world, Europe.
COUNTRIES = {"gb", "ie", "cz", "pl", "de", "at", "ch", "se", "fi", "hu", "001", "150"}
# The kinds of place of business a chat or letter names by its chain (`shop/supermarket`).
KINDS = {
    *("shop/supermarket", "shop/convenience", "shop/department_store", "shop/doityourself"),
    *("shop/hardware", "shop/chemist", "shop/electronics", "shop/furniture", "shop/books"),
    *("shop/variety_store", "shop/discount", "shop/mall", "shop/bakery", "shop/sports"),
    *("shop/clothes", "shop/shoes", "shop/mobile_phone", "shop/optician", "shop/pet"),
    *("shop/toys", "shop/garden_centre", "shop/beverages", "shop/cosmetics", "shop/perfumery"),
    # (The shops of one maker of clothes or watches, `Jack Wolfskin`, `Omega`: the maker's
    # brand is what a text names, of a jacket or a watch.)
    *("shop/outdoor", "shop/watches"),
    # (A state's chain of liquor shops, `Systembolaget`: a shop like any other.)
    "shop/alcohol",
    *("amenity/fast_food", "amenity/fuel", "amenity/pharmacy", "amenity/cafe", "amenity/bank"),
    # (An insurer, `Allianz`, `Kooperativa`: a firm of millions of customers, whose offices
    # the index holds as a chain's; a letter says who is insured with it, no one's name.)
    "office/insurance",
}
# The most letters of a brand left out as perhaps someone's initials.
SHORTEST = 3
OUT = Path(__file__).parent.parent / "pseudonymizer" / "lexicon" / "data" / "brands.txt"


def brands(index: dict) -> list[str]:
    """The brands of `KINDS` sold in `COUNTRIES`, none holding a listed name."""
    names = given_names() | family_names()
    towns = frozenset().union(*(places(lang) for lang in BUILT_IN))
    found = set()
    for tree, entry in index["nsi"].items():
        parts = tree.split("/")
        if parts[0] != "brands" or "/".join(parts[1:3]) not in KINDS:
            continue
        for item in entry["items"]:
            where = {
                p for p in item.get("locationSet", {}).get("include", []) if isinstance(p, str)
            }
            brand = item["tags"].get("brand") or item["displayName"]
            # (The `s` of a possessive, `Otto's`, is no word: `Otto's` is Otto's.)
            words = {word for word in re.findall(r"[^\W\d_]+", brand) if len(word) > 1}
            if not where & COUNTRIES or (words and words <= names) or brand in towns:
                continue
            if sum(char.isalpha() for char in brand) > SHORTEST:
                found.add(brand)
    return sorted(found, key=lambda brand: (brand.casefold(), brand))


def main(path: str) -> None:
    index = json.loads(Path(path).read_text())
    version = index["_meta"].get("version", "")
    header = [
        f"# Chains of shops and services, from name-suggestion-index {version} (BSD-3-Clause),",
        "# written by tools/brands_from_nsi.py; one brand a line.",
    ]
    OUT.write_text("\n".join([*header, *brands(index)]) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
