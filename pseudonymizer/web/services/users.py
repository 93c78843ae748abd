"""Accounts: creating them, signing in (throttled), passwords, and the first admin's token.

Unknown e-mail and wrong password give the same message and take the same time, so the login
form does not tell who has an account. After `MAX_FAILURES` failures for one e-mail (or
`MAX_ADDRESS_FAILURES` from one address) within `THROTTLE_WINDOW`, logins are refused until
the window passes, right password or not.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import timedelta

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from pseudonymizer.web.auth import hash_password, verify_password
from pseudonymizer.web.db.models import LoginFailure, Role, SetupToken, User, now
from pseudonymizer.web.services import Conflict, NotFound, ServiceError
from pseudonymizer.web.services.audit import record

MAX_FAILURES = 5
MAX_ADDRESS_FAILURES = 30
THROTTLE_WINDOW = timedelta(minutes=15)
SETUP_TOKEN_LIFETIME = timedelta(minutes=15)
MIN_PASSWORD = 8
WRONG = "unknown e-mail or wrong password"


class LoginThrottled(ServiceError):
    status = 429


def create_user(
    session: Session, email: str, name: str, role: str, password: str, window_size: int = 200
) -> User:
    email = email.strip().lower()
    if "@" not in email:
        raise ServiceError(f"{email!r} is not an e-mail address")
    if role not in set(Role):
        raise ServiceError(f"role must be one of {', '.join(Role)}, got {role!r}")
    _check_password(password)
    if session.scalar(select(User).where(User.email == email)) is not None:
        raise Conflict(f"a user with the e-mail {email} exists already")
    user = User(
        email=email,
        name=name.strip() or email,
        role=role,
        password_hash=hash_password(password),
        window_size=window_size,
    )
    session.add(user)
    session.flush()
    return user


def authenticate(session: Session, email: str, password: str, address: str) -> User:
    email = email.strip().lower()
    since = now() - THROTTLE_WINDOW
    failures = session.scalar(
        select(func.count()).where(LoginFailure.email == email, LoginFailure.at >= since)
    )
    from_address = session.scalar(
        select(func.count()).where(LoginFailure.address == address, LoginFailure.at >= since)
    )
    if (failures or 0) >= MAX_FAILURES or (from_address or 0) >= MAX_ADDRESS_FAILURES:
        raise LoginThrottled("too many failed logins: wait 15 minutes and try again")
    user = session.scalar(select(User).where(User.email == email))
    if not verify_password(user.password_hash if user else None, password) or user is None:
        session.add(LoginFailure(email=email, address=address))
        record(session, "login_failed", None, address=address)
        # Kept although the request fails (which rolls its session back): throttling counts it.
        session.commit()
        raise ServiceError(WRONG, status=401)
    session.execute(delete(LoginFailure).where(LoginFailure.email == email))
    record(session, "login", user.id, address=address)
    return user


def change_password(session: Session, user: User, old: str, new: str) -> None:
    if not verify_password(user.password_hash, old):
        raise ServiceError("the current password is wrong", status=400)
    set_password(session, user, new)


def set_password(session: Session, user: User, new: str) -> None:
    """A new password; every session of the user signed before it ends."""
    _check_password(new)
    user.password_hash = hash_password(new)
    user.session_epoch += 1


def get_user(session: Session, user_id: int) -> User:
    user = session.get(User, user_id)
    if user is None:
        raise NotFound(f"no user {user_id}")
    return user


def has_admin(session: Session) -> bool:
    return session.scalar(select(User.id).where(User.role == Role.ADMIN).limit(1)) is not None


def new_setup_token(session: Session) -> str:
    """A one-time token that lets whoever holds it register the first admin, valid 15 minutes."""
    token = secrets.token_urlsafe(24)
    session.add(SetupToken(token_hash=_digest(token), expires_at=now() + SETUP_TOKEN_LIFETIME))
    return token


def register_admin(session: Session, token: str, email: str, name: str, password: str) -> User:
    found = session.scalar(select(SetupToken).where(SetupToken.token_hash == _digest(token)))
    if found is None or found.used or found.expires_at < now() or has_admin(session):
        raise ServiceError("this registration token is unknown, used or expired", status=403)
    found.used = True
    return create_user(session, email, name, Role.ADMIN, password)


def _check_password(password: str) -> None:
    if len(password) < MIN_PASSWORD:
        raise ServiceError(f"a password needs at least {MIN_PASSWORD} characters")


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
