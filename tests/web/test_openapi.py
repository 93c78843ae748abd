"""The schema a client reads at /openapi.json: every JSON answer of the API typed (no bare
object or any), closed choices listed as enums in requests, query parameters and answers,
and a span's evidence a union told apart by `kind`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.web.conftest import Site

# Properties and query parameters that name a closed choice, wherever they appear.
CHOICES = {"status", "scope", "mode", "category", "role", "state", "rule_type"}
# Query parameters only: elsewhere `kind` and `format` are free text (a job's handler ...).
PARAMETER_CHOICES = CHOICES | {"kind", "type", "format", "tags", "candidates"}
# Properties only: a rule's type (FastAPI's own ValidationError has a free-text `type`).
PROPERTY_CHOICES = {("NewRule", "type"), ("RuleOut", "type"), ("NewRule", "label")}
# FastAPI's own schemas, not the tool's.
FRAMEWORK = {"HTTPValidationError", "ValidationError"}
# Free-form by design: what a job's handler is given.
FREE_FORM = {("JobOut", "payload")}


@pytest.fixture
def spec(site: Site) -> dict[str, Any]:
    answer = site.anonymous().get("/openapi.json")
    assert answer.status_code == 200
    return answer.json()


def _resolve(spec: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = spec["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    return schema


def _operations(spec: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, operations in spec["paths"].items():
        if path.startswith("/api"):
            for method, operation in operations.items():
                yield method.upper(), path, operation


def _typed(spec: dict[str, Any], schema: dict[str, Any]) -> bool:
    """A reference, a union of references or an array of either: never a bare object or
    an empty schema that admits anything."""
    if "$ref" in schema:
        return "properties" in _resolve(spec, schema)
    if "anyOf" in schema or "oneOf" in schema:
        return all(_typed(spec, member) for member in schema.get("anyOf", schema.get("oneOf")))
    if schema.get("type") == "array":
        return _typed(spec, schema["items"])
    return False


def _is_choice(spec: dict[str, Any], schema: dict[str, Any]) -> bool:
    """An enum or a constant, or a union of them (null allowed for an optional one)."""
    schema = _resolve(spec, schema)
    members = schema.get("anyOf") or schema.get("oneOf")
    if members:
        return all(m.get("type") == "null" or _is_choice(spec, m) for m in members)
    return "enum" in schema or "const" in schema


def test_every_json_answer_of_the_api_has_a_typed_schema(spec: dict[str, Any]) -> None:
    json_answers, untyped, undocumented = 0, [], []
    for method, path, operation in _operations(spec):
        answers = {code: a for code, a in operation["responses"].items() if code.startswith("2")}
        if not answers:
            undocumented.append(f"{method} {path}")
        for code, answer in answers.items():
            content = answer.get("content", {})
            if code == "204":
                assert not content, f"{method} {path} answers 204 with a body"
                continue
            if "application/json" not in content:
                assert content, f"{method} {path}: {code} says nothing of what it sends"
                continue
            json_answers += 1
            if not _typed(spec, content["application/json"]["schema"]):
                untyped.append(f"{method} {path}")
    assert untyped == [] and undocumented == []
    assert json_answers >= 40


def test_what_answers_hold_is_typed_all_the_way_down(spec: dict[str, Any]) -> None:
    loose = []
    for name, schema in spec["components"]["schemas"].items():
        for field, value in schema.get("properties", {}).items():
            shape = _resolve(spec, value)
            bare = shape == {"title": shape.get("title")} or (
                shape.get("type") == "object" and "properties" not in shape
            )
            if bare and name not in FRAMEWORK and (name, field) not in FREE_FORM:
                loose.append(f"{name}.{field}")
    assert loose == []


def test_closed_choices_are_enums_in_parameters_bodies_and_answers(spec: dict[str, Any]) -> None:
    checked, open_choices = set(), []
    for method, path, operation in _operations(spec):
        for parameter in operation.get("parameters", []):
            if parameter["in"] == "query" and parameter["name"] in PARAMETER_CHOICES:
                checked.add(f"query {parameter['name']}")
                if not _is_choice(spec, parameter["schema"]):
                    open_choices.append(f"{method} {path} ?{parameter['name']}")
    for name, schema in spec["components"]["schemas"].items():
        if name in FRAMEWORK:
            continue
        for field, value in schema.get("properties", {}).items():
            if field in CHOICES or (name, field) in PROPERTY_CHOICES:
                checked.add(f"{name}.{field}")
                if not _is_choice(spec, value):
                    open_choices.append(f"{name}.{field}")
    assert open_choices == []
    # The choices the tool takes and answers are all among those checked.
    assert {
        "query mode",
        "query kind",
        "query type",
        "query state",
        "SpanDecision.status",
        "SpanDecision.scope",
        "SpanDecision.category",
        "Preview.scope",
        "ItemDecision.status",
        "Marking.category",
        "NewRule.type",
        "NewRule.label",
        "NewUser.role",
        "SpanOut.status",
        "SpanOut.category",
        "DocumentOut.status",
        "RuleOut.type",
        "JobOut.state",
        "UserOut.role",
        "RuleVote.rule_type",
    } <= checked


def test_a_span_s_evidence_is_a_union_told_apart_by_kind(spec: dict[str, Any]) -> None:
    evidence = spec["components"]["schemas"]["SpanDetail"]["properties"]["evidence"]["items"]
    assert evidence["discriminator"]["propertyName"] == "kind"
    variants = {
        kind: _resolve(spec, {"$ref": ref})
        for kind, ref in evidence["discriminator"]["mapping"].items()
    }
    assert set(variants) == {"recognizer", "rule", "created", "person", "input"}
    for variant in variants.values():
        assert {"source", "weight", "detail", "kind"} <= set(variant["properties"])
    assert {"rule_type", "condition", "confidence", "rule_id"} <= set(
        variants["rule"]["properties"]
    )
