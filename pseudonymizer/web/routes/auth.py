"""Signing in and out, the first admin's registration, and one's own password."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Form, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from pydantic import BaseModel

from pseudonymizer.web.auth import COOKIE, DB, SESSION_SECONDS, CurrentUser
from pseudonymizer.web.db.models import User
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


def user_json(user: User) -> dict[str, object]:
    return {
        "id": user.id,
        "email": user.email,
        "name": user.name,
        "role": user.role,
        "window_size": user.window_size,
    }


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


@router.post("/api/auth/login", tags=["auth"])
def login(body: Login, request: Request, session: DB) -> JSONResponse:
    """Sign in; the answer's `csrf_token` goes in `X-CSRF-Token` of every later change."""
    user = users.authenticate(session, body.email, body.password, _address(request))
    response = JSONResponse(
        {"user": user_json(user), "csrf_token": request.app.state.signer.csrf_token(user)}
    )
    _signed_in(request, response, user)
    return response


@router.post("/api/auth/logout", tags=["auth"])
def logout(user: CurrentUser) -> JSONResponse:
    response = JSONResponse({"ok": True})
    response.delete_cookie(COOKIE)
    return response


@router.get("/api/auth/me", tags=["auth"])
def me(user: CurrentUser, request: Request) -> dict[str, object]:
    return {"user": user_json(user), "csrf_token": request.app.state.signer.csrf_token(user)}


@router.post("/api/auth/password", tags=["auth"])
def change_password(
    body: PasswordChange, user: CurrentUser, request: Request, session: DB
) -> JSONResponse:
    """A new password for oneself; other sessions end, this one goes on with a new cookie."""
    user = session.merge(user)
    users.change_password(session, user, body.old_password, body.new_password)
    response = JSONResponse({"csrf_token": request.app.state.signer.csrf_token(user)})
    _signed_in(request, response, user)
    return response


@router.post("/api/auth/register", tags=["auth"], status_code=201)
def register(body: Registration, request: Request, session: DB) -> JSONResponse:
    """Register the first admin with the one-time token `serve` printed."""
    user = users.register_admin(session, body.token, body.email, body.name, body.password)
    response = JSONResponse(
        {"user": user_json(user), "csrf_token": request.app.state.signer.csrf_token(user)},
        status_code=201,
    )
    _signed_in(request, response, user)
    return response


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
