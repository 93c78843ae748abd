"""Labels as the admin manages them: replacement, rename, merge, delete, the key as CSV.

The annotation page's own label calls (pick, create, auto) are the annotation API's.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Response
from pydantic import BaseModel

from pseudonymizer.web.auth import DB, Admin
from pseudonymizer.web.schemas.labels import LabelOut, Unlabelled
from pseudonymizer.web.services import label_admin

router = APIRouter(tags=["labels"])
# What the key's download is, for the schema: a file, not JSON.
CSV: dict[int | str, dict[str, Any]] = {
    200: {"description": "The pseudonymization key.", "content": {"text/csv": {}}}
}


class LabelChange(BaseModel):
    name: str | None = None
    replacement: str | None = None


class Merge(BaseModel):
    into: int


@router.get("/api/labels")
def list_labels(session: DB, user: Admin) -> list[LabelOut]:
    """Every label with its category, spans and replacement (admins only: replacements)."""
    return [
        LabelOut.of(row.label, row.spans, row.documents) for row in label_admin.list_labels(session)
    ]


@router.patch("/api/labels/{label_id}")
def change(label_id: int, body: LabelChange, session: DB, user: Admin) -> LabelOut:
    """Rename (`name`) and/or set the fixed replacement (`replacement`, "" or null: none)."""
    label = label_admin.get_label(session, label_id)
    if body.name is not None:
        label_admin.rename(session, label_id, body.name)
    if "replacement" in body.model_fields_set:
        label_admin.set_replacement(session, label_id, body.replacement)
    return LabelOut.of(label)


@router.post("/api/labels/{label_id}/merge")
def merge(label_id: int, body: Merge, session: DB, user: Admin) -> LabelOut:
    """The label's spans move to `into`; the label is gone."""
    return LabelOut.of(label_admin.merge(session, label_id, body.into))


@router.delete("/api/labels/{label_id}")
def delete(label_id: int, session: DB, user: Admin) -> Unlabelled:
    """Delete the label: its spans stay private, without a label (to be labelled again)."""
    return Unlabelled(unlabelled_spans=label_admin.delete_label(session, label_id))


@router.get("/api/labels/key.csv", response_class=Response, responses=CSV)
def key(session: DB, user: Admin) -> Response:
    """The pseudonymization key: label, category, replacement."""
    return Response(
        label_admin.key_csv(session),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": 'attachment; filename="pseudonymization-key.csv"'},
    )
