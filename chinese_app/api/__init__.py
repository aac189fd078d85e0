"""The /api door: a FastAPI app mounted into Reflex with api_transformer."""

import logging

from fastapi import FastAPI, HTTPException, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import compile_path

from chinese_app.api import admin, auth, decks, describe, flashcards, learner, media, translate
from chinese_app.api.auth import IdentityErrorAnswer, ProviderError
from chinese_app.api.deps import answer_response, document_errors
from chinese_app.api.docs import add_docs
from chinese_app.body_limits import RefuseLargeBodies
from chinese_app.core.errors import CoreError
from chinese_app.core.pictures import MAX_UPLOAD_BYTES
from chinese_app.core.pictures import TOO_LARGE as IMAGE_TOO_LARGE
from chinese_app.identity import IdentityError
from chinese_app.wire import Answer

log = logging.getLogger(__name__)
MAX_BODY_BYTES = 64 * 1024  # the largest legitimate JSON body, a describe log's feedback, is a few kB
TOO_LARGE = f"The request body is too large (at most {MAX_BODY_BYTES // 1024} kB)"
# A picture upload: the image (at most 10 MB, core.pictures) and its form fields.
UPLOAD_PATH, MAX_UPLOAD_BODY = "/api/admin/pictures", MAX_UPLOAD_BYTES + MAX_BODY_BYTES


def _body_limit(scope: dict) -> tuple[int, str]:
    if scope["path"] == UPLOAD_PATH:
        return MAX_UPLOAD_BODY, IMAGE_TOO_LARGE
    return MAX_BODY_BYTES, TOO_LARGE


class Health(Answer):
    status: str


def _validation_message(exc: RequestValidationError) -> str:
    parts = []
    for err in exc.errors():
        where = ".".join(str(p) for p in err.get("loc", ()) if p != "body")
        parts.append(f"{where}: {err.get('msg')}" if where else str(err.get("msg")))
    return "; ".join(parts) or "Invalid request"


def _route_patterns(api: FastAPI) -> list:
    """The documented routes' path patterns (computed once), to tell 405 from 404."""
    if not hasattr(api.state, "route_patterns"):
        api.state.route_patterns = [compile_path(path)[0] for path in api.openapi()["paths"]]
    return api.state.route_patterns


def create_api() -> FastAPI:
    api = FastAPI(
        title="学中文 API",
        docs_url=None,  # served by docs.add_docs, from the app's own files
        redoc_url=None,
        openapi_url="/api/openapi.json",
        swagger_ui_oauth2_redirect_url=None,
    )

    @api.get("/api/health", tags=["health"], response_model=Health)
    def health():
        """No token needed: the app is up."""
        return answer_response(Health(status="ok"))

    for module in (auth, decks, translate, describe, flashcards, learner, admin, media):
        api.include_router(module.router)
    add_docs(api)

    # Unknown /api paths answer JSON 404 (405 for a known path and another method) instead of
    # falling through to the web pages.
    @api.api_route("/api/{path:path}", methods=["GET", "POST", "PUT", "PATCH", "DELETE"], include_in_schema=False)
    def unknown(path: str, request: Request):
        if any(pattern.match(f"/api/{path}") for pattern in _route_patterns(api)):
            raise HTTPException(405, f"Method {request.method} is not allowed on /api/{path}")
        raise HTTPException(404, f"No such API route: /api/{path}")

    # Firebase's error shape for identity errors: {"error": {"code", "message"}}.
    @api.exception_handler(IdentityError)
    async def _identity_error(_request: Request, exc: IdentityError):
        answer = IdentityErrorAnswer(error=ProviderError(code=exc.status, message=exc.message))
        return answer_response(answer, exc.status)

    @api.exception_handler(CoreError)
    async def _core_error(_request: Request, exc: CoreError):
        return answer_response(exc.answer(), exc.status)

    # Everything else answers {"error": "..."}: a client shows that field to the user as it is.
    @api.exception_handler(StarletteHTTPException)  # FastAPI's and Starlette's own (a body too large)
    async def _http_error(_request: Request, exc: StarletteHTTPException):
        body = exc.detail if isinstance(exc.detail, dict) else {"error": exc.detail}
        return JSONResponse(body, status_code=exc.status_code, headers=exc.headers)

    @api.exception_handler(RequestValidationError)
    async def _validation_error(_request: Request, exc: RequestValidationError):
        if any(err.get("type") == "json_invalid" for err in exc.errors()):  # not JSON at all: a bad request
            return JSONResponse({"error": "Malformed JSON in the request body"}, status_code=400)
        return JSONResponse({"error": _validation_message(exc)}, status_code=422)

    @api.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception):
        log.exception("unhandled error on %s %s", request.method, request.url.path)
        return JSONResponse({"error": "Internal server error"}, status_code=500)

    document_errors(api)
    api.add_middleware(RefuseLargeBodies, limit=_body_limit)
    return api
