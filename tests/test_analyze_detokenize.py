"""Tokenized text is detected as written text, and what is found points into the text as read."""

from __future__ import annotations

from pseudonymizer.analyze.detokenize import detokenize
from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.model import Document, Mention
from pseudonymizer.pipeline import Pipeline


def test_the_tokenizers_spaces_are_removed() -> None:
    text = "Podle zákona č . 94 / 1988 Sb . ( viz J . Novák ) a Hitchcock ' s film ."
    detokenized = detokenize(text)
    assert detokenized is not None
    assert detokenized.text == "Podle zákona č. 94/1988 Sb. (viz J. Novák) a Hitchcock's film."


def test_written_text_is_left_alone() -> None:
    assert detokenize("Mr. J. Smith paid 5 , no, 6 dollars. Then he left, happy.") is None
    assert detokenize("No punctuation at all") is None


def test_offsets_map_back_to_the_text_as_read() -> None:
    text = "Přišel J . Novák ( 62 ) ."
    detokenized = detokenize(text)
    assert detokenized is not None
    start = detokenized.text.index("J. Novák")
    mention = Mention(start, start + len("J. Novák"), Category.PERSON, "test")
    mapped = detokenized.to_original(mention)
    assert text[mapped.start : mapped.end] == "J . Novák"


def test_a_tokenized_document_is_rewritten_with_its_own_spacing() -> None:
    text = "Smlouvu podepsal Jan Novák , Praha , dne 5 . května 2021 ."
    document = Document("d", text, "cs")
    [result] = Pipeline(Config(), [Mode.TAG]).run([document])
    found = {m.text_in(text) for m in result.mentions}
    assert "Jan Novák" in found
    assert "5 . května 2021" in found  # the date pattern needs `5. května 2021`
    rewritten = result.rewrites[Mode.TAG].text
    assert "Jan Novák" not in rewritten and "května" not in rewritten
    assert rewritten.startswith("Smlouvu podepsal ") and rewritten.endswith(" , dne [DATE] .")


def test_a_doubled_space_is_one_space() -> None:
    detokenized = detokenize("Napsala I .  Vraníková , Trojanovice .")
    assert detokenized is not None
    assert detokenized.text == "Napsala I. Vraníková, Trojanovice."


def test_a_hyphenated_name_split_by_the_tokenizer_is_joined() -> None:
    detokenized = detokenize("Er wohnt in Mecklenburg- Vorpommern , im Ein- und Ausgang .")
    assert detokenized is not None
    assert detokenized.text == "Er wohnt in Mecklenburg-Vorpommern, im Ein- und Ausgang."
