"""Allow-lists and deny-lists: the simplest rules a data steward writes, one term per line.

An allow-list names public terms (`European Court of Human Rights`): a mention that is exactly
such a term is kept. A deny-list names private terms the detectors may miss (a nickname, a
village), optionally with a category after a tab (`Kurkaev<TAB>PERSON`, default OTHER): they
are replaced wherever they stand. Both become word rules of confidence +1 / -1, so they vote
like any rule and `--explain` shows them.
"""

from __future__ import annotations

from pathlib import Path

from pseudonymizer.analyze import plain
from pseudonymizer.categories import Category
from pseudonymizer.model import Rule, RuleError, RuleType


def load_list(path: Path, *, public: bool) -> tuple[Rule, ...]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise RuleError(f"{path}: cannot read the list: {error}") from None
    rules = []
    for number, line in enumerate(text.splitlines(), start=1):
        term, _, label = line.strip().partition("\t")
        if not term or term.startswith("#"):
            continue
        if public and label:
            raise RuleError(f"{path}:{number}: an allow-list term takes no category")
        words = " ".join(term[start:end] for start, end in plain.tokenize(term))
        origin = f"{path.name}:{number}"
        try:
            category = None if public else Category(label.strip() or "OTHER")
        except ValueError:
            raise RuleError(f"{path}:{number}: unknown category {label.strip()!r}") from None
        rules.append(Rule(RuleType.WORD, words, 1.0 if public else -1.0, category, origin))
    return tuple(rules)
