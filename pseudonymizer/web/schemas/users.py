"""An account as the API shows it, and what signing in answers."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from pseudonymizer.web.db.models import Role


class UserOut(BaseModel):
    """Never the password hash or the session epoch."""

    model_config = ConfigDict(from_attributes=True)

    id: int
    email: str
    name: str
    role: Role
    window_size: int


class SignedIn(BaseModel):
    """`csrf_token` goes in `X-CSRF-Token` of every later change."""

    user: UserOut
    csrf_token: str


class NewCsrfToken(BaseModel):
    """After a password change the old token is void; this one goes on."""

    csrf_token: str


class SignedOut(BaseModel):
    ok: bool = True
