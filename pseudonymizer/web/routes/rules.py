"""The team's rules for the admin: search, add (NE-type rules are the admin's), change a
confidence, delete, and the library's rules CSV both ways."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, File, Response, UploadFile
from pydantic import BaseModel

from pseudonymizer.rules import RuleType
from pseudonymizer.web.auth import DB, Admin
from pseudonymizer.web.schemas.fields import BLANK_IS_NONE, RuleLabel, RuleTypeName
from pseudonymizer.web.schemas.rules import ImportCounts, RuleOut
from pseudonymizer.web.services import ServiceError, rule_admin

router = APIRouter(tags=["rules"])
# What the CSV download is, for the schema: a file, not JSON.
CSV: dict[int | str, dict[str, Any]] = {
    200: {"description": "The rules file.", "content": {"text/csv": {}}}
}


class NewRule(BaseModel):
    type: RuleTypeName
    condition: str
    confidence: float
    label: RuleLabel = ""


class ConfidenceChange(BaseModel):
    confidence: float


@router.get("/api/rules")
def search(
    session: DB,
    user: Admin,
    q: str = "",
    type: Annotated[RuleType | None, BLANK_IS_NONE] = None,
) -> list[RuleOut]:
    """Rules whose condition holds `q` (any case), of `type` if given, with the spans each made."""
    found = rule_admin.search(session, q, type or "")
    return [RuleOut.of(row.rule, row.spans) for row in found]


@router.post("/api/rules", status_code=201)
def add(body: NewRule, session: DB, user: Admin) -> RuleOut:
    """A rule for the whole corpus (any type, `ne_type` included): a word or lemma rule is
    applied to every document in the background, an NE-type rule to documents analyzed next."""
    return RuleOut.of(
        rule_admin.add(session, user, body.type, body.condition, body.confidence, body.label)
    )


@router.patch("/api/rules/{rule_id}")
def change(rule_id: int, body: ConfidenceChange, session: DB, user: Admin) -> RuleOut:
    """A new confidence; the spans the rule votes on that nobody decided are voted again."""
    return RuleOut.of(rule_admin.set_confidence(session, rule_id, body.confidence))


@router.delete("/api/rules/{rule_id}", status_code=204)
def delete(rule_id: int, session: DB, user: Admin) -> Response:
    """Delete the rule and the candidates it made that nobody decided."""
    rule_admin.delete(session, rule_id)
    return Response(status_code=204)


@router.get("/api/rules/export.csv", response_class=Response, responses=CSV)
def export(session: DB, user: Admin) -> Response:
    """Every rule as `type,condition,confidence,label`: `pseudonymizer run --rules` reads it."""
    return Response(
        rule_admin.export_csv(session),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": 'attachment; filename="rules.csv"'},
    )


@router.post("/api/rules/import")
def import_rules(session: DB, user: Admin, file: Annotated[UploadFile, File()]) -> ImportCounts:
    """Add the rules of a library rules file (a bad line refuses the file, naming the line)."""
    try:
        text = file.file.read().decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ServiceError(f"{file.filename}: not UTF-8 text") from None
    done = rule_admin.import_csv(session, user, text, file.filename or "upload")
    return ImportCounts(created=done.created, existing=done.existing)
