"""What every /api route shares: the verified caller, the admin check, one transaction per call."""

from collections.abc import Callable
from typing import Annotated

from fastapi import Depends, HTTPException
from fastapi.responses import JSONResponse
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel, ConfigDict

from chinese_app.db import in_transaction
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
        raise HTTPException(403, "Admin access required")
    return user


class Body(BaseModel):
    """Request bodies: JSON types as sent, never coerced ("yes" is not true, "3" is not 3), so a
    value the core would refuse from the Reflex door is refused here too."""

    model_config = ConfigDict(strict=True)


CurrentUser = Annotated[Principal, Depends(current_user)]
AdminUser = Annotated[Principal, Depends(admin_user)]


def call(core_function: Callable[..., object], *args, **kwargs) -> JSONResponse:
    """Run one core function in one transaction (committed before the answer leaves, or rolled back)
    and send its answer as JSON. The core already shapes answers in SPEC's field names, so they are
    not validated again: that would cost more than the query behind a deck list."""
    return JSONResponse(in_transaction(core_function, *args, **kwargs))
