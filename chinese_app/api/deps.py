"""What every /api route shares: the verified caller, the admin check, one way to call the core,
and the documented error answers."""

from collections.abc import Callable
from typing import Annotated

from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import Response
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel, ConfigDict, Field

from chinese_app import db
from chinese_app.core.accounts import ADMIN_REQUIRED
from chinese_app.core.errors import ErrorAnswer
from chinese_app.core.limits import QUICK_DEFAULT_SIZES, QUICK_SIZES, Bounds
from chinese_app.identity import InvalidToken, Principal, verify_token

_bearer = HTTPBearer(auto_error=False, description="Authorization: Bearer <idToken>")


def current_user(credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]) -> Principal:
    if credentials is None:
        raise HTTPException(401, "Missing bearer token", headers={"WWW-Authenticate": "Bearer"})
    try:
        return verify_token(credentials.credentials)
    except InvalidToken as e:
        raise HTTPException(401, e.message, headers={"WWW-Authenticate": "Bearer"}) from None


def admin_user(user: Annotated[Principal, Depends(current_user)]) -> Principal:
    if not user.is_admin:
        raise HTTPException(403, ADMIN_REQUIRED)
    return user


class Body(BaseModel):
    """Request bodies: JSON types as sent, never coerced ("yes" is not true, "3" is not 3), so a
    value the core would refuse from the Reflex door is refused here too."""

    model_config = ConfigDict(strict=True)


def clamped_size(deck_type: str):
    """A quick session's sessionSize field, documented from core.limits (the core clamps it)."""
    size = QUICK_SIZES[deck_type]
    default = QUICK_DEFAULT_SIZES[deck_type]
    return Field(None, description=f"brought into {size.low}-{size.high}; none: {default}")


def in_range(bounds: Bounds, default: int | None = None):
    """A whole-number field documented from core.limits (the core refuses other values with a 400)."""
    return Field(default, description=f"{bounds.low}-{bounds.high}")


def attempt_key():
    """The optional attemptId of an attempt log, the client's idempotency key."""
    return Field(None, description="the client's key for this attempt (a UUID): sent again, nothing changes twice")


CurrentUser = Annotated[Principal, Depends(current_user)]
AdminUser = Annotated[Principal, Depends(admin_user)]


def call(core_function: Callable[..., object], *args, status_code: int = 200, **kwargs) -> Response:
    """Call the core as every door does (`db.call`: one transaction, committed before the answer
    leaves) and send its typed answer as JSON. The route declares the answer's model, which
    documents it; it is not validated again, which would cost more than the query behind a deck list."""
    return answer_response(db.call(core_function, *args, **kwargs), status_code)


def answer_response(answer: object, status_code: int = 200) -> Response:
    """A typed answer (or a list of them) as JSON, serialised by pydantic-core."""
    if isinstance(answer, BaseModel):
        body = answer.model_dump_json()
    elif isinstance(answer, list):
        body = "[" + ",".join(item.model_dump_json() for item in answer) + "]"
    else:
        raise TypeError(f"the core answered {type(answer).__name__}, not a typed answer")
    return Response(body, status_code=status_code, media_type="application/json")


_ERRORS = {
    400: "Bad input: `error` says what is wrong, as the app shows it (also a body that is not JSON)",
    401: "No valid bearer token: missing, forged, expired or revoked",
    403: "Forbidden: admin access required, an action nobody may take, or an invalid media link",
    404: "Not found (another learner's deck is not found either)",
    409: "In conflict with what exists already",
    413: "The request body is larger than the API accepts",
    422: "A field is missing or of the wrong JSON type (values are never coerced)",
    429: "Too many requests: a limit per learner is reached for now (`error` says which)",
}
_ERROR_ANSWER = {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorAnswer"}}}


def errors(*statuses: int, conflict: type[ErrorAnswer] = ErrorAnswer) -> dict[int | str, dict]:
    """The error answers a route documents in /api/openapi.json: `{"error": "..."}`, or for 409 the
    given shape (EXISTING_SESSION, a duplicate deck). The errors of any route that takes input
    (400, 413, 422) are documented for all of them at once (document_errors)."""
    return {
        status: {"model": conflict if status == 409 else ErrorAnswer, "description": _ERRORS[status]}
        for status in statuses
    }


def document_errors(api: FastAPI) -> None:
    """Document what the request handling in create_api answers for every route that takes input:
    FastAPI's own 422 `{"detail": [...]}` becomes the `{"error": "..."}` this app sends, a route with
    path or query values answers 400 for one holding NUL and 404 for one naming nothing, and a route
    with a body also answers 400 for a body that is not JSON and 413 for one too large (beside an
    identity route's own 400, Firebase-shaped)."""
    build = api.openapi

    def openapi() -> dict:
        if api.openapi_schema is None:
            schema = build()
            schemas = schema.setdefault("components", {}).setdefault("schemas", {})
            schemas.setdefault("ErrorAnswer", ErrorAnswer.model_json_schema())
            for operations in schema["paths"].values():
                for operation in operations.values():
                    responses = operation.get("responses", {})
                    if "422" in responses:
                        responses["422"] = {"description": _ERRORS[422], "content": _ERROR_ANSWER}
                    if operation.get("parameters"):  # a NUL in a path or query value: 400; no such id: 404
                        for status in (400, 404):
                            responses.setdefault(
                                str(status), {"description": _ERRORS[status], "content": _ERROR_ANSWER}
                            )
                    if "requestBody" not in operation:
                        continue
                    responses["413"] = {"description": _ERRORS[413], "content": _ERROR_ANSWER}
                    own = responses.get("400", {}).get("content", {}).get("application/json", {}).get("schema")
                    if own is None or own == _ERROR_ANSWER["application/json"]["schema"]:
                        responses["400"] = {"description": _ERRORS[400], "content": _ERROR_ANSWER}
                    else:
                        either = {"anyOf": [own, _ERROR_ANSWER["application/json"]["schema"]]}
                        description = responses["400"]["description"] + "; or a body that is not JSON"
                        responses["400"] = {
                            "description": description,
                            "content": {"application/json": {"schema": either}},
                        }
            for unused in ("HTTPValidationError", "ValidationError"):
                schemas.pop(unused, None)
            api.openapi_schema = schema
        return api.openapi_schema

    api.openapi = openapi
