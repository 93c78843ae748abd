"""bench/end_to_end.py's token counts on hand-made inputs and outputs: what it calls leaked,
damaged, changed and lost (the bench itself runs the pipeline on the corpora; these only
check its arithmetic)."""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

from conftest import ROOT

from pseudonymizer.model import Edit


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("end_to_end", ROOT / "bench" / "end_to_end.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while being made
    spec.loader.exec_module(module)
    return module


bench = _bench()


def _span(text: str, part: str) -> tuple[int, int]:
    start = text.index(part)
    return start, start + len(part)


def test_a_dropped_possessive_ending_is_lost_and_the_name_is_not() -> None:
    text = "Anna's car is red."
    output = "Berta car is red."
    anna = _span(text, "Anna")
    edits = [Edit(0, len("Anna's"), "Berta")]  # the ending went with the name
    counts = bench.score(text, output, edits, [(anna, "PERSON")], [anna], [anna])
    assert (counts.gold_words, counts.leaked) == (1, 0)
    assert counts.fates == {("dropped", "punctuation"): 1, ("dropped", "word"): 1}
    assert counts.lost == 2
    assert counts.outside == 6  # ' s car is red .
    assert (counts.other_words, counts.damaged, counts.damaged_outside) == (4, 1, 1)
    assert counts.unexplained == 0


def test_an_article_that_agrees_with_its_surrogate_is_changed_not_lost() -> None:
    text = "She is an Italian, born in Rome."
    output = "She is a Swiss, born in Bern."
    italian, rome = _span(text, "Italian"), _span(text, "Rome")
    edits = [Edit(*_span(text, "an "), "a "), Edit(*italian, "Swiss"), Edit(*rome, "Bern")]
    counts = bench.score(text, output, edits, [(rome, "LOC")], [italian, rome], [italian])
    assert (counts.gold_words, counts.leaked, counts.person_words) == (1, 0, 0)
    assert counts.fates == {("changed", "word"): 1}
    assert counts.lost == 0
    # She is an Italian born in: `an` agrees with the surrogate, no damage; `Italian` is a
    # false positive (of a group the corpus annotates), and its damage the detector's.
    assert (counts.other_words, counts.damaged, counts.damaged_outside) == (6, 1, 0)
    assert counts.false_positive == counts.false_positive_annotated == 1


def test_a_full_stop_that_loses_its_space_is_glued() -> None:
    text = "Ask Anna . Then go"
    output = "Ask Berta. Then go"
    anna = _span(text, "Anna")
    edits = [Edit(anna[0], anna[1] + 1, "Berta")]  # the space went with the name
    counts = bench.score(text, output, edits, [(anna, "PERSON")], [anna], [anna])
    assert counts.fates == {("glued", "punctuation"): 1}
    assert (counts.person_words, counts.person_leaked) == (1, 0)


def test_a_kept_name_word_leaks_and_a_list_of_numbers_keeps_its_commas() -> None:
    text = "Files 111/96, 222/96 and 333/96 of Jan Novak."
    output = "Files 484/12, 919/33 and 707/45 of Jan Dvorak."
    numbers = [_span(text, n) for n in ("111/96", "222/96", "333/96")]
    name = _span(text, "Jan Novak")
    surrogates = ("484/12", "919/33", "707/45")
    edits = [Edit(*span, new) for span, new in zip(numbers, surrogates, strict=True)]
    edits.append(Edit(*name, "Jan Dvorak"))  # a surrogate that keeps the given name
    gold = [(span, "CODE") for span in numbers] + [(name, "PERSON")]
    counts = bench.score(text, output, edits, gold, [*numbers, name], [])
    assert (counts.gold_words, counts.leaked) == (8, 1)  # `Jan` kept
    assert (counts.person_words, counts.person_leaked) == (2, 1)
    assert counts.group_leaked == {"PERSON": 1, "CODE": 0}
    assert counts.group_words == {"CODE": 6, "PERSON": 2}
    assert counts.fates == {}


def test_an_output_the_edits_do_not_make_is_aligned_alone_and_counted() -> None:
    text = "Call Anna now."
    output = "Call Berta now"  # the full stop is gone, and no edit says so
    anna = _span(text, "Anna")
    counts = bench.score(text, output, [Edit(*anna, "Berta")], [(anna, "PERSON")], [anna], [])
    assert counts.unexplained == 1
    assert counts.fates == {("dropped", "punctuation"): 1}


def test_an_ending_written_again_for_the_surrogate_loses_nothing() -> None:
    text = "It rejected the Industries’ claims."
    output = "It rejected the Webb’s claims."
    industries = _span(text, "Industries")
    edits = [Edit(industries[0], industries[1] + 1, "Webb’s")]  # the ending, as Webb takes it
    counts = bench.score(text, output, edits, [(industries, "ORG")], [industries], [industries])
    assert counts.fates == {}
    assert (counts.damaged, counts.leaked) == (0, 0)


def test_an_ordinary_word_replaced_outside_gold_is_counted_and_a_name_is_not() -> None:
    text = "Subject: Anna is here."
    output = "Leeds: Berta is here."
    subject, anna = _span(text, "Subject"), _span(text, "Anna")
    edits = [Edit(*subject, "Leeds"), Edit(*anna, "Berta")]
    counts = bench.score(text, output, edits, [(anna, "PERSON")], [subject, anna], [], "en")
    assert (counts.words, counts.ordinary) == (4, 1)  # `Subject`; `Anna` is gold
    kept = bench.score(text, text, [], [(anna, "PERSON")], [], [], "en")
    assert kept.ordinary == 0


def test_the_worst_key_is_shown_per_figure() -> None:
    calm, rough = bench.Figures(), bench.Figures()
    calm.dates, calm.dates_on_shift, calm.role_swaps = 10, 10, 4
    rough.dates, rough.dates_on_shift, rough.role_swaps = 10, 8, 1
    cells = dict(zip(bench.HEADER, bench.row("tab", "detect", [calm, rough]), strict=True))
    assert cells["dates on shift"] == "0.800 (10)"
    assert cells["role swaps"] == "4"
