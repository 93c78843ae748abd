"""Places drawn whole: the same town for the same key in every process."""

from __future__ import annotations

import os
import subprocess
import sys

DRAW = """
from pseudonymizer.lexicon.faker_lists import faker_for
from pseudonymizer.replace.places import place_like
faker = faker_for("it_IT")
faker.seed_instance(7)
print(place_like(faker, "Vitoria", "cs"))
"""


def test_a_town_of_fakers_lists_is_the_same_in_every_process() -> None:
    # Faker lists its Italian towns in the order of a set, which Python's hash randomization
    # changes from process to process: a surrogate must not.
    towns = {
        subprocess.run(
            [sys.executable, "-c", DRAW],
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in (1, 2)
    }
    assert len(towns) == 1 and towns.pop().strip()
