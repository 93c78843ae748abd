"""Signing in and out, the first admin's registration, and one's own password."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Form, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from pydantic import BaseModel

from pseudonymizer.web.auth import COOKIE, DB, SESSION_SECONDS, CurrentUser
from pseudonymizer.web.db.models import User
from pseudonymizer.web.schemas.users import NewCsrfToken, SignedIn, SignedOut, UserOut
from pseudonymizer.web.services import ServiceError, users

router = APIRouter()


class Login(BaseModel):
    email: str
    password: str


class Registration(BaseModel):
    token: str
    email: str
    name: str = ""
    password: str


class PasswordChange(BaseModel):
    old_password: str
    new_password: str


def _signed_in(request: Request, response: Response, user: User) -> None:
    response.set_cookie(
        COOKIE,
        request.app.state.signer.session_cookie(user),
        max_age=SESSION_SECONDS,
        httponly=True,
        samesite="lax",
        secure=request.app.state.settings.secure_cookies,
    )


def _address(request: Request) -> str:
    return request.client.host if request.client else "unknown"


def _session_of(request: Request, user: User) -> SignedIn:
    return SignedIn(
        user=UserOut.model_validate(user), csrf_token=request.app.state.signer.csrf_token(user)
    )


@router.post("/api/auth/login", tags=["auth"])
def login(body: Login, request: Request, response: Response, session: DB) -> SignedIn:
    """Sign in; the answer's `csrf_token` goes in `X-CSRF-Token` of every later change."""
    user = users.authenticate(session, body.email, body.password, _address(request))
    _signed_in(request, response, user)
    return _session_of(request, user)


@router.post("/api/auth/logout", tags=["auth"])
def logout(user: CurrentUser, response: Response) -> SignedOut:
    response.delete_cookie(COOKIE)
    return SignedOut()


@router.get("/api/auth/me", tags=["auth"])
def me(user: CurrentUser, request: Request) -> SignedIn:
    return _session_of(request, user)


@router.post("/api/auth/password", tags=["auth"])
def change_password(
    body: PasswordChange, user: CurrentUser, request: Request, response: Response, session: DB
) -> NewCsrfToken:
    """A new password for oneself; other sessions end, this one goes on with a new cookie."""
    user = session.merge(user)
    users.change_password(session, user, body.old_password, body.new_password)
    _signed_in(request, response, user)
    return NewCsrfToken(csrf_token=request.app.state.signer.csrf_token(user))


@router.post("/api/auth/register", tags=["auth"], status_code=201)
def register(body: Registration, request: Request, response: Response, session: DB) -> SignedIn:
    """Register the first admin with the one-time token `serve` printed."""
    user = users.register_admin(session, body.token, body.email, body.name, body.password)
    _signed_in(request, response, user)
    return _session_of(request, user)


# Pages.


@router.get("/login", response_class=HTMLResponse, include_in_schema=False)
def login_page(request: Request, next: str = "/") -> Response:
    return request.app.state.templates.TemplateResponse(
        request, "login.html", {"next": _local(next), "error": None, "user": None}
    )


@router.post("/login", include_in_schema=False)
def login_form(
    request: Request,
    session: DB,
    email: Annotated[str, Form()],
    password: Annotated[str, Form()],
    next: Annotated[str, Form()] = "/",
) -> Response:
    try:
        user = users.authenticate(session, email, password, _address(request))
    except ServiceError as error:
        return request.app.state.templates.TemplateResponse(
            request,
            "login.html",
            {"next": _local(next), "error": str(error), "user": None},
            status_code=error.status,
        )
    response = RedirectResponse(_local(next), status_code=303)
    _signed_in(request, response, user)
    return response


@router.post("/logout", include_in_schema=False)
def logout_form(user: CurrentUser) -> Response:
    response = RedirectResponse("/login", status_code=303)
    response.delete_cookie(COOKIE)
    return response


@router.get("/register", response_class=HTMLResponse, include_in_schema=False)
def register_page(request: Request, token: str = "") -> Response:
    return request.app.state.templates.TemplateResponse(
        request, "register.html", {"token": token, "error": None, "user": None}
    )


@router.post("/register", include_in_schema=False)
def register_form(
    request: Request,
    session: DB,
    token: Annotated[str, Form()],
    email: Annotated[str, Form()],
    password: Annotated[str, Form()],
    name: Annotated[str, Form()] = "",
) -> Response:
    try:
        user = users.register_admin(session, token, email, name, password)
    except ServiceError as error:
        return request.app.state.templates.TemplateResponse(
            request,
            "register.html",
            {"token": token, "error": str(error), "user": None},
            status_code=error.status,
        )
    response = RedirectResponse("/", status_code=303)
    _signed_in(request, response, user)
    return response


def _local(target: str) -> str:
    """Only a path on this server is a place to go after signing in (no open redirect)."""
    return target if target.startswith("/") and not target.startswith("//") else "/"
