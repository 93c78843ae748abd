"""Write `pseudonymizer/lexicon/data/makers.txt` and `makers_named.txt`: the makers of vehicles,
bicycles, electronics, household appliances, heating and building products and tools, whose
names a letter or forum writes before a product's model (`Volvo XC60`, `Viessmann Vitocal`).

The makers come from two npm packages, read where npm installed them, and a list of this
module's own for the trades neither package covers:

    npm install name-suggestion-index @avto-dev/vehicle-logotypes
    python tools/makers_from_packages.py node_modules

- OpenStreetMap's name-suggestion-index (BSD-3-Clause): the brands of the shops that sell one
  maker's products (`shop/car` `Toyota`, `shop/bicycle` `Specialized`, `shop/vacuum_cleaner`
  `Dyson`);
- `@avto-dev/vehicle-logotypes` (MIT): the makes of cars, lorries and buses;
- `HAND_PICKED` below: the makers of heat pumps, boilers, insulation, windows, household
  appliances, tools and bicycles, which no shop's brand names in the index.

A maker one of whose words is a given or family name of the name lists (`Ford`, `Porsche`),
a place's name too (`Lincoln`), or of three letters or fewer (`BMW`, `KTM`: perhaps someone's
initials) goes to `makers_named.txt`: it is a maker only before a model's name or code
(`Ford Focus`, `BMW X5`), never alone, where it may be a person (`Mr Ford`).
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from pathlib import Path

from pseudonymizer.languages import BUILT_IN
from pseudonymizer.lexicon.names import family_names, given_names
from pseudonymizer.lexicon.places import places

# The trees of the index whose brands are makers, whose shops sell one maker's products.
KINDS = {
    *("shop/car", "shop/motorcycle", "shop/bicycle", "shop/truck", "shop/tractor"),
    *("shop/appliance", "shop/vacuum_cleaner", "shop/hifi", "shop/power_tools"),
    *("shop/groundskeeping", "shop/camera"),
    # (A watchmaker's own shops: its models follow its name, `Omega Seamaster`.)
    "shop/watches",
}
# The makers of the trades the packages lack, by trade.
HAND_PICKED = (
    # heat pumps, boilers, ventilation and heaters
    *("Viessmann", "Vaillant", "Buderus", "Stiebel Eltron", "Daikin", "Panasonic", "Fujitsu"),
    *("Toshiba", "Nibe", "Thermia", "Ochsner", "Weishaupt", "Remeha", "Baxi", "Ariston"),
    *("Immergas", "Protherm", "Viadrus", "Grundfos", "Danfoss", "Honeywell", "Webasto"),
    *("Eberspächer", "Truma", "Carrier", "Kermi", "Purmo", "Zehnder", "Nilan", "Systemair"),
    *("Hoval", "Windhager", "Fröling", "Hargassner", "Kospel", "Termet", "Galmet", "Glow-worm"),
    *("Worcester Bosch", "Mitsubishi Electric", "Atlantic", "Sonnen"),
    # insulation, roofs, windows, walls
    *("Celotex", "Kingspan", "Knauf", "Rockwool", "Isover", "Velux", "Fakro", "Schüco"),
    *("Internorm", "Rigips", "Ytong", "Porotherm", "Wienerberger", "Baumit", "Ceresit"),
    *("Tyvek", "Hörmann", "Braas", "Bramac", "Rehau", "Uponor", "Geberit", "Grohe", "Hansgrohe"),
    # household appliances
    *("Miele", "Bosch", "Siemens", "AEG", "Electrolux", "Whirlpool", "Gorenje", "Zanussi"),
    *("Hotpoint", "Indesit", "Smeg", "Liebherr", "Neff", "Haier", "Hisense", "Philips"),
    *("Tefal", "Rowenta", "Krups", "De'Longhi", "Kenwood", "Nespresso", "Vorwerk", "Hoover"),
    # electronics
    *("Apple", "Samsung", "Sony", "Xiaomi", "Huawei", "Lenovo", "Dell", "Asus", "Acer"),
    *("OnePlus", "Nokia", "Motorola", "Garmin", "Canon", "Nikon", "Fujifilm", "GoPro"),
    *("Logitech", "Nintendo", "Sennheiser", "Sonos", "Fitbit", "Realme", "Bose"),
    # shoes and sportswear, whose models follow their name (`Nike Air Max`)
    *("Nike", "Adidas", "Asics", "New Balance", "Reebok", "Salomon"),
    # tools and garden machines
    *("Makita", "DeWalt", "Hilti", "Festool", "Metabo", "Ryobi", "Einhell", "Black+Decker"),
    *("Hikoki", "Parkside", "Kärcher"),
    # bicycles and their parts
    *("Cannondale", "Cube", "Canyon", "Merida", "Kellys", "Kross", "Bianchi", "Pinarello"),
    *("Cervélo", "Orbea", "Brompton", "Batavus", "Haibike", "Shimano", "SRAM", "Kalkhoff"),
    *("Romet", "Lapierre", "Ribble", "Boardman", "Raleigh", "Monark", "Crescent"),
    # vehicles the packages lack
    *("Zetor", "Cupra", "Polestar", "MG Motor", "VW", "Mercedes", "Avia", "Karosa", "Polski Fiat"),
    # product lines a text names without their maker, which stand for it before a model
    # (`Galaxy S22 Ultra`, `ThinkPad X1 Carbon`, `iPhone 13 mini`)
    *("Galaxy", "iPhone", "iPad", "MacBook", "iMac", "ThinkPad", "IdeaPad", "ThinkCentre"),
    *("Pixel", "Xperia", "PlayStation", "Xbox", "Kindle", "Chromebook", "Redmi", "Vivobook"),
    *("Zenbook", "Inspiron", "Latitude", "EliteBook", "ProBook", "Pavilion", "Aspire"),
    *("Surface", "Lumia", "OptiPlex"),
)
# The makers named like a land no list of towns holds, a maker only beside a model or its
# product's noun (`chipsy Bohemia`, `Bohemia Sekt`; not `Bohemia` the land).
NAMED_BY_HAND = ("Bohemia",)
# The most letters of a maker left out alone as perhaps someone's initials.
SHORTEST = 3
DATA = Path(__file__).parent.parent / "pseudonymizer" / "lexicon" / "data"


def makers(modules: Path) -> tuple[list[str], list[str]]:
    """The makers of the packages under `modules` and `HAND_PICKED`: those kept alone, and
    those named like a person or place or as short as initials."""
    index = json.loads((modules / "name-suggestion-index/dist/json/nsi.json").read_text())
    found = set(HAND_PICKED) | set(NAMED_BY_HAND)
    for tree, entry in index["nsi"].items():
        if "/".join(tree.split("/")[1:3]) in KINDS:
            found |= {item["tags"].get("brand") or item["displayName"] for item in entry["items"]}
    makes = json.loads(
        (modules / "@avto-dev/vehicle-logotypes/src/vehicle-logotypes.json").read_text()
    )
    found |= {make["name"] for make in makes.values()}
    names = given_names() | family_names()
    towns = frozenset().union(*(places(lang) for lang in BUILT_IN))
    alone, named = [], []
    for maker in found:
        words = re.findall(r"[^\W\d_]+", maker)
        if not words or not all(word.isascii() or _latin(word) for word in words):
            continue  # (`トヨタ`: a script no built-in language writes)
        if maker[:1].islower() and maker.islower():
            continue  # (`tokyobike`, `m-way`: a shop's lower-case style, no maker's name)
        short = sum(char.isalpha() for char in maker) <= SHORTEST
        placed = maker in towns or set(words) & towns or maker in NAMED_BY_HAND
        if short or set(words) & names or placed:
            named.append(maker)
        else:
            alone.append(maker)
    key = lambda maker: (maker.casefold(), maker)  # noqa: E731
    return sorted(alone, key=key), sorted(named, key=key)


def _latin(word: str) -> bool:
    """Whether `word` is written in Latin letters, as the built-in languages write."""
    return all("LATIN" in unicodedata.name(char, "") for char in word)


def main(modules: str) -> None:
    root = Path(modules)
    nsi = json.loads((root / "name-suggestion-index/package.json").read_text())["version"]
    logos = json.loads((root / "@avto-dev/vehicle-logotypes/package.json").read_text())["version"]
    source = (
        f"# from name-suggestion-index {nsi} (BSD-3-Clause), @avto-dev/vehicle-logotypes "
        f"{logos} (MIT)\n# and tools/makers_from_packages.py's own list; one maker a line."
    )
    alone, named = makers(root)
    (DATA / "makers.txt").write_text(
        "\n".join(["# Makers of vehicles, appliances, heating, tools, bicycles, lines,", source])
        + "\n"
        + "\n".join(alone)
        + "\n"
    )
    (DATA / "makers_named.txt").write_text(
        "\n".join(
            [
                "# Makers named like a person or a place, or as short as initials: a maker",
                "# only before a model's name or code (`Ford Focus`, `BMW X5`),",
                source,
            ]
        )
        + "\n"
        + "\n".join(named)
        + "\n"
    )


if __name__ == "__main__":
    main(sys.argv[1])
