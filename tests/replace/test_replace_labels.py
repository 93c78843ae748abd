"""A person's entities (the review tool's labels) in the output: one surrogate and one tag
number for all of an entity's mentions whatever their text, and a replacement a person fixed
written as it is by `pseudonymize` and ignored by `tag` and `remove`."""

from __future__ import annotations

import re

from pseudonymizer.categories import Category
from pseudonymizer.choices import Mode
from pseudonymizer.config import Config
from pseudonymizer.link import link
from pseudonymizer.model import Attributes, Document, Mention
from pseudonymizer.replace import Replacer
from pseudonymizer.replace.surrogates import FakerSurrogates

TEXT = "Jan Novák met Mary Jones. Honza said Novák was late; Mary Jones laughed."


def mention(surface: str, entity: str | None, after: int = 0, **attrs: str) -> Mention:
    start = TEXT.index(surface, after)
    found = Attributes(entity=entity, **attrs)
    return Mention(start, start + len(surface), Category.PERSON, "user", attrs=found)


def rewritten(mentions: list[Mention], mode: Mode, **config: object) -> str:
    document = Document("d", TEXT, "en")
    replacer = Replacer(Config(**config), FakerSurrogates(b"labels key"))
    return replacer.replace(document, mentions, link(TEXT, mentions, "en"), mode).text


def test_tag_numbers_an_entity_once_whatever_its_texts() -> None:
    mentions = [
        mention("Jan Novák", "PERSON-1"),
        mention("Mary Jones", None),
        mention("Honza", "PERSON-1"),
        mention("Novák", "PERSON-1", after=10),
        mention("Mary Jones", None, after=30),
    ]
    assert rewritten(mentions, Mode.TAG, numbered=True) == (
        "[PERSON-1] met [PERSON-2]. [PERSON-1] said [PERSON-1] was late; [PERSON-2] laughed."
    )
    # Without the label, Honza is someone else.
    plain = [mention(TEXT[m.start : m.end], None, after=m.start) for m in mentions]
    assert rewritten(plain, Mode.TAG, numbered=True).startswith(
        "[PERSON-1] met [PERSON-2]. [PERSON-3] said"
    )


def test_pseudonymize_gives_an_entity_one_surrogate_and_its_family_name_alone_its_own() -> None:
    mentions = [
        mention("Jan Novák", "PERSON-1"),
        mention("Mary Jones", None),
        mention("Honza", "PERSON-1"),
        mention("Novák", "PERSON-1", after=10),
        mention("Mary Jones", None, after=30),
    ]
    out = rewritten(mentions, Mode.PSEUDONYMIZE)
    for original in ("Jan", "Novák", "Honza", "Mary", "Jones"):
        assert original not in re.findall(r"\w+", out)  # (a surrogate may be `Janda`)
    # `Jan Novák` -> `A B`: `Honza` is the person's whole surrogate, `Novák` alone its B.
    full = out[: out.index(" met ")]
    said = out[out.index(". ") + 2 : out.index(" said ")]
    alone = out[out.index(" said ") + 6 : out.index(" was late")]
    assert said == full
    assert alone == full.split()[-1]


def test_pseudonymize_writes_a_fixed_replacement_verbatim_and_tag_ignores_it() -> None:
    fixed = "Mr. X"
    mentions = [
        mention("Jan Novák", "PERSON-1", replacement=fixed),
        mention("Honza", "PERSON-1", replacement=fixed),
        mention("Novák", "PERSON-1", after=10, replacement=fixed),
    ]
    assert rewritten(mentions, Mode.PSEUDONYMIZE) == (
        "Mr. X met Mary Jones. Mr. X said Mr. X was late; Mary Jones laughed."
    )
    assert rewritten(mentions, Mode.TAG) == (
        "[PERSON] met Mary Jones. [PERSON] said [PERSON] was late; Mary Jones laughed."
    )
    assert rewritten(mentions, Mode.REMOVE) == "met Mary Jones. said was late; Mary Jones laughed."


def test_no_other_entity_is_drawn_a_fixed_replacement() -> None:
    # Mary Jones's surrogate under this key, made the fixed replacement of Jan Novák's entity.
    mary = [mention("Mary Jones", None)]
    drawn = rewritten(mary, Mode.PSEUDONYMIZE).split(" met ")[1].split(".")[0]
    mentions = [mention("Jan Novák", "PERSON-1", replacement=drawn), mention("Mary Jones", None)]
    out = rewritten(mentions, Mode.PSEUDONYMIZE)
    assert out.startswith(f"{drawn} met ")
    assert not out.startswith(f"{drawn} met {drawn}.")
    assert " met Mary Jones." not in out
