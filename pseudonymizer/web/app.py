"""The application factory: settings, database, middleware and routers.

Every router is listed in `ROUTERS`: a new resource is a new module of `routes/` added there.
Errors a service raises (`ServiceError`) answer with their status and a message; an API client
gets JSON, a person in a browser a page (or the login page where they must sign in first).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import APIRouter, FastAPI, HTTPException, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates

from pseudonymizer import __version__
from pseudonymizer.web import jobs
from pseudonymizer.web.auth import Signer
from pseudonymizer.web.background import HANDLERS
from pseudonymizer.web.db.session import Database
from pseudonymizer.web.routes import (
    admin_pages,
    annotate,
    audit,
    auth,
    document_admin,
    documents,
    labels,
    output,
    pages,
    review,
    rules,
    search,
    users,
)
from pseudonymizer.web.routes import jobs as job_routes
from pseudonymizer.web.services import Conflict, ServiceError
from pseudonymizer.web.settings import ServerSettings

HERE = Path(__file__).parent
log = logging.getLogger(__name__)
# Every router the application serves, in the order their routes are matched.
ROUTERS: tuple[APIRouter, ...] = (
    admin_pages.router,
    annotate.router,
    audit.router,
    auth.router,
    document_admin.router,
    documents.router,
    job_routes.router,
    labels.router,
    output.router,
    pages.router,
    review.router,
    rules.router,
    search.router,
    users.router,
)


def create_app(settings: ServerSettings, *, run_workers: bool = True) -> FastAPI:
    """The application; with `run_workers`, `settings.workers` job workers run in threads
    while it serves (tests drain the job table themselves instead)."""
    db = Database(settings.db_url)
    db.migrate()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        stop = threading.Event()
        threads = [
            threading.Thread(
                target=jobs.work, args=(db, stop, HANDLERS), daemon=True, name=f"worker-{i}"
            )
            for i in range(settings.workers if run_workers else 0)
        ]
        for thread in threads:
            thread.start()
        yield
        stop.set()
        for thread in threads:
            thread.join(timeout=10)
        db.engine.dispose()

    app = FastAPI(
        title="pseudonymizer review tool",
        version=__version__,
        lifespan=lifespan,
        description="People decide what the machine found: windows, decisions, rules, labels.",
    )
    app.state.settings = settings
    app.state.db = db
    app.state.signer = Signer(settings.secret())
    app.state.templates = Jinja2Templates(directory=HERE / "templates")
    app.mount("/static", StaticFiles(directory=HERE / "static"), name="static")
    for router in ROUTERS:
        app.include_router(router)
    _errors(app)
    jobs.settle()
    return app


def _wants_page(request: Request) -> bool:
    return not request.url.path.startswith("/api") and "text/html" in request.headers.get(
        "accept", ""
    )


def _errors(app: FastAPI) -> None:
    @app.exception_handler(ServiceError)
    async def service_error(request: Request, error: ServiceError) -> Response:
        body: dict[str, object] = {"detail": str(error)}
        if isinstance(error, Conflict):
            body["current"] = jsonable_encoder(error.current)
        if _wants_page(request):
            return _page_error(request, error.status, str(error))
        return JSONResponse(body, status_code=error.status)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, error: HTTPException) -> Response:
        if _wants_page(request):
            if error.status_code == 401:
                return RedirectResponse(f"/login?next={request.url.path}", status_code=303)
            return _page_error(request, error.status_code, str(error.detail))
        return JSONResponse(
            {"detail": error.detail}, status_code=error.status_code, headers=error.headers
        )

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, error: RequestValidationError) -> Response:
        problems = [
            f"{'.'.join(str(part) for part in item['loc'])}: {item['msg']}"
            for item in error.errors()
        ]
        return JSONResponse({"detail": "; ".join(problems)}, status_code=422)


def _page_error(request: Request, status: int, message: str) -> Response:
    templates: Jinja2Templates = request.app.state.templates
    return templates.TemplateResponse(
        request,
        "error.html",
        {"status": status, "message": message, "user": getattr(request.state, "user", None)},
        status_code=status,
    )
