"""The makers of vehicles, bicycles, electronics, household appliances, heating and building
products and tools (`Volvo`, `Viessmann`, `Specialized`, `Makita`): a maker and the model
named after it (`Volvo XC60`, `Viessmann Vitocal`) are sold to thousands and name no one.

The lists are `data/makers.txt` and `data/makers_named.txt`, written by
`tools/makers_from_packages.py` from two npm packages and a list of its own. A maker whose
word is a given or family name of the lists (`Ford`, `Porsche`), a place's name (`Lincoln`),
or as short as someone's initials (`BMW`) is in `makers_named.txt`: it is a maker only where a
model follows it, which `lexicon/products.py` decides. A product line that a text names
without its maker (`Galaxy`, `ThinkPad`, `iPhone`) is in the lists as a maker: before a model
it stands for one (`Galaxy A35`). The makes of vehicles among them, the words of a model's
trim, the nouns of what makers make and the best-selling models of the makes of cars, which
a text names without their make (`Qashqai`), are this module's too, the one place that knows
them.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

from pseudonymizer.lexicon.brands import word_forms
from pseudonymizer.lexicon.names import family_names, given_names

# The case endings written after a maker (`Škodou`, `Toyotą`, `Volkswagenem`, `Volva`), in
# place of its final vowel too (`Toyoty`), and the fewest letters a maker's stem then keeps:
# Czech and Polish ones, the languages that decline a maker's name. No other letters: `Geo`
# opens `George`, `Seat` `Seattle`, `Dacia` `Dacian`.
_ENDINGS = frozenset(
    {
        *("a", "u", "e", "y", "i", "ě", "í", "ou", "em", "ovi", "ům", "ech", "ích", "ami"),
        *("ą", "ę", "ie", "om", "ów", "owi"),
    }
)
_VOWELS = "aeiouy"
_STEM = 4
_LETTERS = re.compile(r"[^\W\d_]*")
# The letters a maker is looked up by: its first two.
_KEY = 2


def maker_at(
    text: str, start: int, end: int, declined: bool, lang: str = ""
) -> tuple[int, bool] | None:
    """The end of the longest maker that opens `text[start:end]`, as written or, where the
    text's language `declined` names as Czech and Polish do, with a case ending after it,
    or, in `lang`, with a suffix that changes it more (Hungarian `Suzukim`, my Suzuki), and
    whether it is a named one (a maker only before a model); None where none does, or where
    the maker runs on into a longer word (`Infinite` of Hungarian, no `Infiniti`)."""
    found: tuple[int, bool] | None = None
    word = _LETTERS.match(text, start, end)
    if lang and word is not None and not _named(word.group()):
        # (Hungarian `Suzukim`, `Audiját`: a suffix no case ending of the lists is.)
        forms = word_forms(word.group(), lang)
        for maker, named in _by_key().get(text[start : start + _KEY].casefold(), ()):
            if " " not in maker and maker != word.group() and maker in forms:
                found = (word.end(), named)
    for maker, named in _by_key().get(text[start : start + _KEY].casefold(), ()):
        long_enough = declined and maker[-1] in _VOWELS and len(maker) > _STEM
        for stem in (maker, maker[:-1]) if long_enough else (maker,):
            stop = start + len(stem)
            if not text.startswith(stem, start) or stop > end:
                continue
            tail = _LETTERS.match(text, stop, end)
            ending = tail.group() if tail is not None else ""
            if ending and (
                not declined or ending not in _ENDINGS or _named(text[start : stop + len(ending)])
            ):
                continue  # (`Forda`, but not `Georg` of `Geo`, nor `Hondy`, a name too)
            if stem != maker and not ending:
                continue
            if stop + len(ending) < end and text[stop + len(ending)].isalnum():
                continue  # (`Volvo2000`: a word of its own)
            if found is None or stop + len(ending) > found[0]:
                found = (stop + len(ending), named)
    return found


# The makes of cars, vans, lorries and motorcycles sold in the countries of the built-in
# languages, all of them in the lists above too: a model after one is a vehicle's though the
# make is as short as someone's initials (`VW Passat`), and `lexicon/vehicles.py` reads a
# vehicle's words after one (`Ford Mondeo`), where after another maker named like a person a
# word no list holds may be a family name (`Gordon Blakeley`).
_VEHICLE_MAKES = (
    *("Škoda", "Skoda", "Volkswagen", "VW", "Audi", "BMW", "Mercedes-Benz", "Mercedes"),
    *("Opel", "Ford", "Renault", "Peugeot", "Citroën", "Citroen", "Toyota", "Honda", "Mazda"),
    *("Nissan", "Hyundai", "Kia", "Dacia", "Fiat", "Seat", "Cupra", "Volvo", "Suzuki"),
    *("Mitsubishi", "Subaru", "Tesla", "Porsche", "Jeep", "Chevrolet", "Lada", "Tatra"),
    *("Iveco", "Scania", "Jawa", "Yamaha", "Kawasaki", "Ducati", "Lexus", "Alfa Romeo"),
    *("Land Rover", "Range Rover", "Jaguar", "SsangYong", "Chrysler", "Dodge", "Saab", "Zetor"),
    *("Avia", "Karosa", "DAF", "Polski Fiat", "Trabant", "Wartburg", "MG", "BYD", "Vauxhall"),
)
# The most letters of a case ending after a make (`Fordem`, `Škodou`).
_MAKE_ENDING = 3


def vehicle_makes() -> tuple[str, ...]:
    """The makes of vehicles, as written before a model (`Škoda`, `VW`, `Land Rover`)."""
    return _VEHICLE_MAKES


def vehicle_make(written: str) -> bool:
    """Whether `written` is a make of vehicles, or one with a case ending (`Fordem`,
    `Škodou`)."""
    for make in _VEHICLE_MAKES:
        stem = make[:-1] if make[-1] in _VOWELS and len(make) > _STEM else make
        if written == make or (
            written.startswith(stem) and 0 < len(written) - len(stem) <= _MAKE_ENDING
        ):
            return True
    return False


# The nouns of what the makers make, as a text writes them after a maker named like a person
# (`Bosch drill`) or before it, where the language puts a noun first (`vrtačka Bosch`), in the
# languages' lower case: its products, the evidence that the name is a maker's. A compound
# that ends in one names the product too (`Standheizung`, `bergvärmepump`).
_PRODUCT_NOUNS = (
    *("car", "cars", "van", "vans", "truck", "lorry", "bike", "bikes", "motorbike", "phone"),
    *("phones", "laptop", "tools", "engine", "engines", "tyres", "dealer", "dealership"),
    *("hybrid", "auto", "autos", "wagen", "handy", "bil", "bilen", "telefon", "auta", "autem"),
    *("vůz", "vozem", "samochód", "samochodem", "telefonu"),
    # (What a watchmaker, a maker of speakers or of shoes makes: `Omega watch`, `głośnik JBL`.)
    *("watch", "watches", "uhr", "armbanduhr", "klocka", "hodinky", "zegarek", "speaker"),
    *("speakers", "headphones", "lautsprecher", "kopfhörer", "högtalare", "reproduktor"),
    *("głośnik", "słuchawki", "sneakers", "trainers"),
    # (What a maker of drinks and snacks makes: `chipsy Bohemia`, `Bohemia Sekt`.)
    *("chipsy", "chips", "crisps", "sekt", "pivo", "piwo", "beer", "bier", "sör"),
)
# Those of them that a house is fitted or built with, which no one's family name stands
# before as the owner's (`the Pryce van` may be): the evidence that a word no list holds is
# a maker's (`Reflectix foil`, `Protherm boiler`).
_FITTED_NOUNS = (
    *("drill", "drills", "boiler", "boilers", "pump", "pumps", "fridge", "dishwasher"),
    *("heater", "heaters", "board", "boards", "foil", "insulation", "radiator", "radiators"),
    *("bohrmaschine", "kessel", "wärmepumpe", "therme", "heizung", "pumpe", "waschmaschine"),
    *("kühlschrank", "dämmung", "borrmaskin", "värmepump", "panna", "pannan", "tvättmaskin"),
    *("kylskåp", "vrtačka", "vrtačku", "kotel", "kotle", "kotlem", "čerpadlo", "čerpadla"),
    *("čerpadlem", "pračka", "pračku", "lednice", "lednici", "myčka", "myčku", "wiertarka"),
    *("kocioł", "pompa", "pompę", "pralka"),
)
# The fewest letters of a product's noun that ends a compound (`Gas-therme`, not `-bil`),
# and of the word before it (`Gas`; not the `t` of `theater`).
_COMPOUND_NOUN = 5
_COMPOUND_HEAD = 3
# The words of a model's body or trim after its name (`Octavia Combi`, `Golf Variant`,
# `Transit Custom`): the model's, though a list holds some as names (`Combi`, `Comfort`).
_TRIMS = (
    *("Combi", "Kombi", "Sedan", "Limousine", "Liftback", "Hatchback", "Variant", "Touring"),
    *("Avant", "Scout", "Sportline", "Style", "Ambition", "Elegance", "Active", "Classic"),
    *("Comfort", "Coupé", "Coupe", "Cabrio", "Caravan", "Estate", "Sport", "Sportback"),
    *("Tourer", "Hybrid", "Electric", "Plus", "Custom", "Ultra", "Pro", "Max", "Mini"),
)


# The models of the makes above that a text names without their make (`dads Qashqai`,
# `Octavii`, a Škoda Octavia's case, Hungarian `Passatját`), by make: the best-selling cars
# and vans of the countries of the built-in languages. No installed package lists models.
_MODELS = {
    "Škoda": ("Octavia", "Fabia", "Superb", "Kodiaq", "Karoq", "Kamiq", "Scala", "Yeti"),
    "Volkswagen": ("Golf", "Passat", "Polo", "Tiguan", "Touran", "Touareg", "Sharan"),
    "VW": ("Caddy", "Transporter", "Multivan", "Arteon", "Jetta", "Scirocco", "T-Roc"),
    "Ford": ("Fiesta", "Focus", "Mondeo", "Kuga", "Transit", "S-Max", "C-Max", "Ranger"),
    "Toyota": ("Corolla", "Yaris", "Auris", "Avensis", "Prius", "Aygo", "Hilux"),
    "Nissan": ("Qashqai", "Juke", "Micra", "X-Trail", "Navara", "Primera", "Almera"),
    "Renault": ("Clio", "Megane", "Mégane", "Scenic", "Captur", "Kadjar", "Twingo"),
    "Opel": ("Astra", "Corsa", "Insignia", "Zafira", "Vectra", "Meriva", "Vivaro", "Kadett"),
    "Fiat": ("Punto", "Panda", "Tipo", "Doblo", "Ducato", "Multipla", "Seicento"),
    "Hyundai": ("Tucson", "Kona", "Ioniq", "Getz"),
    "Kia": ("Sportage", "Ceed", "Picanto", "Sorento", "Niro", "Stonic"),
    "Dacia": ("Duster", "Sandero", "Logan", "Jogger"),
    "Honda": ("Civic", "Accord", "CR-V", "HR-V"),
    "Suzuki": ("Swift", "Vitara", "Jimny", "Ignis", "Baleno", "SX4"),
    "Seat": ("Ibiza", "Leon", "León", "Ateca", "Arona", "Alhambra"),
    "Citroën": ("Berlingo", "Xsara", "Saxo", "Xantia", "Picasso"),
    "Mercedes": ("Sprinter", "Vito", "Viano"),
    "Mitsubishi": ("Outlander", "Pajero", "Lancer"),
    "Subaru": ("Forester", "Impreza", "Outback"),
    "Land Rover": ("Defender", "Discovery", "Freelander"),
    "Lada": ("Niva", "Samara"),
}


def model_make(word: str) -> str | None:
    """The make whose model `word` is as written (`Qashqai`: Nissan), None for none."""
    return _MAKE_OF.get(word)


_MAKE_OF = {model: make for make, models in _MODELS.items() for model in models}
# The words of a vehicle and of driving one: beside a model whose word is a name, a town or
# an ordinary word too (`Fiesta`, `Octavia`, `Polo`), the evidence that it is the car.
_VEHICLE_WORDS = frozenset(
    {"car", "cars", "van", "drive", "drives", "driving", "drove", "garage", "courtesy"}
    | {"auto", "autos", "wagen", "fahren", "fährt", "fahre", "bil", "bilen", "köra", "kör"}
    | {"auta", "autem", "vůz", "řídí", "řídit", "řídím", "jet", "pojedeme", "samochód"}
    | {"samochodem", "auta", "jechać", "pojedziemy", "kocsi", "kocsival", "autó", "autóval"}
    | {"vezet", "vezetek", "personbil", "personbilen", "registreringsnummer", "rz", "spz"}
)


def vehicle_word(word: str) -> bool:
    """Whether `word` names a vehicle or driving one (`car`, `kocsi`, `řídí`)."""
    return word.lower() in _VEHICLE_WORDS


def product_nouns() -> frozenset[str]:
    """The nouns of what makers make, in lower case, in the built-in languages."""
    return frozenset(_PRODUCT_NOUNS) | frozenset(_FITTED_NOUNS)


def product_noun(word: str, fitted: bool = False) -> bool:
    """Whether `word` names what makers make (`boiler`, `kotel`), or ends in such a noun
    (`Gastherme`, `bergvärmepump`); `fitted`: what a house is fitted with only (`boiler`,
    not `van`)."""
    lower = word.lower()
    nouns = frozenset(_FITTED_NOUNS) if fitted else product_nouns()
    return lower in nouns or any(
        lower.endswith(noun) and len(lower) - len(noun) >= _COMPOUND_HEAD
        for noun in nouns
        if len(noun) >= _COMPOUND_NOUN
    )


def trim_words() -> frozenset[str]:
    """The words of a model's body or trim (`Combi`, `Variant`, `Custom`)."""
    return frozenset(_TRIMS)


def _named(written: str) -> bool:
    return written in given_names() or written in family_names()


@cache
def _by_key() -> dict[str, tuple[tuple[str, bool], ...]]:
    """The makers, each with whether it is named, by their first letters, case-folded."""
    table: dict[str, list[tuple[str, bool]]] = {}
    for name, named in (("makers.txt", False), ("makers_named.txt", True)):
        for maker in _read(name):
            table.setdefault(maker[:_KEY].casefold(), []).append((maker, named))
    return {key: tuple(makers) for key, makers in table.items()}


def _read(name: str) -> tuple[str, ...]:
    lines = (resources.files(__package__) / "data" / name).read_text(encoding="utf-8")
    return tuple(line for line in lines.splitlines() if line.strip() and not line.startswith("#"))
