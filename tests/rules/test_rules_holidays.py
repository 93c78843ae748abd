"""Holiday names in running text, through the real pipelines: a detector may take one for a
place or a name (`na Vánoce` read as a town), the language's `holiday` cue keeps it as
written; a person's name beside it is still replaced."""

from __future__ import annotations

from functools import cache

import pytest

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document
from pseudonymizer.pipeline import Pipeline, Result
from pseudonymizer.replace.surrogates import FakerSurrogates
from pseudonymizer.rules.ordinary import SOURCE

# (A date a model finds in a holiday's name stays as written: the timeline has no day for it.)
DATE = Category.DATE


@cache
def pipeline() -> Pipeline:
    return Pipeline(Config(), [Mode.PSEUDONYMIZE], FakerSurrogates(b"holidays"))


def run(text: str, lang: str) -> Result:
    return next(pipeline().run([Document("d", text, lang)]))


@pytest.mark.parametrize(
    ("lang", "text", "holidays", "name"),
    [
        (
            "en",
            "Margaret Holloway promised to visit us at Christmas and again at Easter.",
            ["Christmas", "Easter"],
            "Holloway",
        ),
        ("en", "im stuck at my moms til christmas, ask Derek Finch", ["christmas"], "Finch"),
        (
            "cs",
            "Paní Jarmila Doležalová slíbila, že dluh splatí do Vánoc. O Vánocích byla u dcery.",
            ["Vánoc", "Vánocích"],
            "Doležalová",
        ),
        (
            "cs",
            "Na Velikonoce přijede strýc Bohuslav Kratochvíl, po Velikonocích odjede do Tábora.",
            ["Velikonoce", "Velikonocích"],
            "Kratochvíl",
        ),
        (
            "pl",
            "Pani Grażyna Wróblewska wróci przed Bożym Narodzeniem, a na Wielkanoc wyjedzie.",
            ["Wielkanoc"],
            "Wróblewska",
        ),
        (
            "de",
            "Frau Hildegard Brunnhuber kommt zu Weihnachten, zu Ostern bleibt sie daheim.",
            ["Weihnachten", "Ostern"],
            "Brunnhuber",
        ),
        (
            "sv",
            "Till midsommar åker Birgitta Lindqvist till stugan, och till jul kommer hon hem.",
            ["midsommar", "jul"],
            "Lindqvist",
        ),
        (
            "hu",
            "Karácsony előtt Szabó Erzsébet hazajön, a Húsvétot pedig a nagymamánál tölti.",
            ["Karácsony", "Húsvétot"],
            "Szabó",
        ),
    ],
)
def test_a_holiday_in_running_text_is_kept_a_name_beside_it_is_not(
    lang: str, text: str, holidays: list[str], name: str
) -> None:
    result = run(text, lang)
    output = result.rewrites[Mode.PSEUDONYMIZE].text
    for word in holidays:
        assert word in output
    assert name not in output
    found = [m for m in result.mentions if m.text_in(text) in holidays and m.category is not DATE]
    for mention in found:  # what a detector found as a name is kept by the cue
        cues = {e.detail for e in mention.decision.evidence if e.source == SOURCE}
        assert "holiday" in cues or "calendar" in cues
