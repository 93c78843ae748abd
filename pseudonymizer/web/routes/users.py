"""Accounts, as the admin manages them: list, create, reset a password, window size, delete."""

from __future__ import annotations

from fastapi import APIRouter, Response
from pydantic import BaseModel

from pseudonymizer.web.auth import DB, Admin
from pseudonymizer.web.db.models import Role
from pseudonymizer.web.schemas.users import UserOut
from pseudonymizer.web.services import accounts

router = APIRouter(tags=["users"])


class NewUser(BaseModel):
    email: str
    name: str = ""
    role: Role = Role.ANNOTATOR
    password: str
    window_size: int = 200


class PasswordReset(BaseModel):
    password: str


class UserChange(BaseModel):
    window_size: int


@router.get("/api/users")
def list_users(session: DB, user: Admin) -> list[UserOut]:
    return [UserOut.model_validate(found) for found in accounts.list_users(session)]


@router.post("/api/users", status_code=201)
def create(body: NewUser, session: DB, user: Admin) -> UserOut:
    made = accounts.add_user(
        session, body.email, body.name, body.role, body.password, body.window_size
    )
    return UserOut.model_validate(made)


@router.patch("/api/users/{user_id}")
def change(user_id: int, body: UserChange, session: DB, user: Admin) -> UserOut:
    """The user's window size: tokens on each side of what is to decide (default 200)."""
    return UserOut.model_validate(accounts.set_window_size(session, user_id, body.window_size))


@router.post("/api/users/{user_id}/password")
def reset_password(user_id: int, body: PasswordReset, session: DB, user: Admin) -> UserOut:
    """A new password for the user; every session they had ends."""
    return UserOut.model_validate(accounts.reset_password(session, user_id, body.password))


@router.delete("/api/users/{user_id}", status_code=204)
def delete(user_id: int, session: DB, user: Admin) -> Response:
    """Delete the account (GDPR): name and e-mail gone, decisions kept as "deleted user"."""
    accounts.delete_user(session, user, user_id)
    return Response(status_code=204)
