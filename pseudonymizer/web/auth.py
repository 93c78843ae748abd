"""Who is asking, and may they: passwords, session cookies, CSRF tokens, roles.

Passwords are hashed with argon2. A session is a signed, HttpOnly, SameSite=Lax cookie holding
the user's id and the epoch of their password (changing it ends every other session). Every
state-changing request carries a CSRF token (header `X-CSRF-Token` or form field `csrf_token`)
signed for that user, so a page elsewhere cannot act with the cookie. The checks here are the
only place roles are decided; routes declare them with the dependencies at the bottom.
"""

from __future__ import annotations

from typing import Annotated

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from fastapi import Depends, HTTPException, Request, status
from itsdangerous import BadSignature, URLSafeTimedSerializer
from sqlalchemy.orm import Session

from pseudonymizer.web.db.models import Role, User
from pseudonymizer.web.schemas.users import UserOut

COOKIE = "pseudonymizer_session"
CSRF_HEADER = "X-CSRF-Token"
SESSION_SECONDS = 12 * 3600
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
_hasher = PasswordHasher()
# Verified when the e-mail is unknown, so an unknown user takes as long as a wrong password.
_DUMMY_HASH = _hasher.hash("not a password of anyone")


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    try:
        return _hasher.verify(password_hash or _DUMMY_HASH, password) and password_hash is not None
    except (VerificationError, InvalidHashError):
        return False


class Signer:
    """Signs and reads session cookies and CSRF tokens with the server's secret."""

    def __init__(self, secret: str) -> None:
        self._sessions = URLSafeTimedSerializer(secret, salt="session")
        self._csrf = URLSafeTimedSerializer(secret, salt="csrf")

    def session_cookie(self, user: User) -> str:
        return self._sessions.dumps({"uid": user.id, "epoch": user.session_epoch})

    def session_of(self, cookie: str) -> tuple[int, int] | None:
        try:
            data = self._sessions.loads(cookie, max_age=SESSION_SECONDS)
        except BadSignature:
            return None
        return int(data["uid"]), int(data["epoch"])

    def csrf_token(self, user: User) -> str:
        return self._csrf.dumps({"uid": user.id, "epoch": user.session_epoch})

    def csrf_valid(self, token: str, user: User) -> bool:
        try:
            data = self._csrf.loads(token, max_age=SESSION_SECONDS)
        except BadSignature:
            return False
        return data == {"uid": user.id, "epoch": user.session_epoch}


def db_session(request: Request):
    """One database session per request, committed when the handler returns without error."""
    with request.app.state.db.session() as session:
        yield session


# Committed before the answer is sent ("function" scope), so a client that hears "done" finds
# it done in its next request, and a failed commit is a failed request.
DB = Annotated[Session, Depends(db_session, scope="function")]


async def sent_csrf_token(request: Request) -> str | None:
    """The CSRF token a state-changing request carries, in its header or its form. Only this
    is read on the event loop (a form is read asynchronously); the database is asked in a
    worker thread, so a slow query never stalls every other request."""
    if request.method in SAFE_METHODS:
        return None
    token = request.headers.get(CSRF_HEADER)
    if token is None and request.headers.get("content-type", "").startswith(
        ("application/x-www-form-urlencoded", "multipart/form-data")
    ):
        token = str((await request.form()).get("csrf_token") or "")
    return token or ""


def current_user(
    request: Request, session: DB, token: Annotated[str | None, Depends(sent_csrf_token)]
) -> User:
    """The signed-in user; 401 without a valid session, 403 for a state-changing request
    without its CSRF token."""
    signer: Signer = request.app.state.signer
    cookie = request.cookies.get(COOKIE)
    found = signer.session_of(cookie) if cookie else None
    user = session.get(User, found[0]) if found else None
    if user is None or found is None or user.session_epoch != found[1]:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "sign in first")
    if token is not None and (not token or not signer.csrf_valid(token, user)):
        raise HTTPException(
            status.HTTP_403_FORBIDDEN,
            f"missing or invalid CSRF token: send the one login gave in {CSRF_HEADER}",
        )
    # What an error page shows of them, read now: a failed request's session is rolled back
    # and closed before its page is drawn, and the user's row with it.
    request.state.user = UserOut.model_validate(user)
    return user


CurrentUser = Annotated[User, Depends(current_user)]


def admin(user: CurrentUser) -> User:
    if user.role != Role.ADMIN:
        raise HTTPException(status.HTTP_403_FORBIDDEN, "only an admin may do this")
    return user


Admin = Annotated[User, Depends(admin)]
