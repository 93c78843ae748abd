"""A few words of a document around some characters, as the admin's search and review see
them."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class SnippetOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    start: int  # where the snippet begins in the document
    end: int
    before: str
    text: str  # the characters asked for
    after: str
