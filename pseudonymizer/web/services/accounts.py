"""The admin's side of accounts: who has one, their window size, a password reset, and
deleting an account (GDPR).

A deleted account keeps its row, emptied of everything that names the person: the decisions,
actions and rules it made stay attributed to "deleted user" (they are the team's work and the
audit trail), while its name, e-mail and password are gone and its sessions end. The row is told
apart by its e-mail in the reserved `.invalid` domain, which no login can ever carry.
"""

from __future__ import annotations

import secrets

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from pseudonymizer.web.db.models import Cursor, LoginFailure, Role, User
from pseudonymizer.web.services import Forbidden, ServiceError
from pseudonymizer.web.services.users import create_user, get_user, set_password

DELETED_NAME = "deleted user"
DELETED_DOMAIN = "deleted.invalid"
MIN_WINDOW, MAX_WINDOW = 10, 5000


def is_deleted(user: User) -> bool:
    return user.email.endswith("@" + DELETED_DOMAIN)


def list_users(session: Session) -> list[User]:
    """The accounts people hold (deleted ones are left out)."""
    return [
        user for user in session.scalars(select(User).order_by(User.id)) if not is_deleted(user)
    ]


def add_user(
    session: Session, email: str, name: str, role: str, password: str, window_size: int = 200
) -> User:
    _check_window(window_size)
    return create_user(session, email, name, role, password, window_size)


def reset_password(session: Session, user_id: int, password: str) -> User:
    """A new password the admin gives; every session of that user ends."""
    user = _live(session, user_id)
    set_password(session, user, password)
    return user


def set_window_size(session: Session, user_id: int, window_size: int) -> User:
    """How many tokens the user sees on each side of what is to decide."""
    _check_window(window_size)
    user = _live(session, user_id)
    user.window_size = window_size
    return user


def delete_user(session: Session, admin: User, user_id: int) -> None:
    """Erase what names the person; their decisions stay, attributed to "deleted user"."""
    user = _live(session, user_id)
    if user.id == admin.id:
        raise Forbidden("an admin does not delete their own account; another admin may")
    session.execute(delete(LoginFailure).where(LoginFailure.email == user.email))
    session.execute(delete(Cursor).where(Cursor.user_id == user.id))
    user.email = f"user-{user.id}@{DELETED_DOMAIN}"
    user.name = DELETED_NAME
    user.role = Role.ANNOTATOR
    # No argon2 hash: nothing verifies against it, and the epoch ends every session.
    user.password_hash = "deleted:" + secrets.token_hex(16)
    user.session_epoch += 1


def _live(session: Session, user_id: int) -> User:
    user = get_user(session, user_id)
    if is_deleted(user):
        raise ServiceError(f"user {user_id} was deleted", status=404)
    return user


def _check_window(window_size: int) -> None:
    if not MIN_WINDOW <= window_size <= MAX_WINDOW:
        raise ServiceError(
            f"a window size is between {MIN_WINDOW} and {MAX_WINDOW} tokens, got {window_size}"
        )


def names(session: Session) -> dict[int, str]:
    """Every user's name by id, a deleted one's "deleted user": how logs and lists show them."""
    return {user_id: name for user_id, name in session.execute(select(User.id, User.name))}
