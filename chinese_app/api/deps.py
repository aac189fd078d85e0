"""What every /api route shares: the verified caller, the admin check, one transaction per call."""

from collections.abc import Callable
from typing import Annotated, TypeVar

from fastapi import Depends, HTTPException
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from chinese_app.db import session_scope
from chinese_app.identity import InvalidToken, Principal, verify_token

_bearer = HTTPBearer(auto_error=False, description="Authorization: Bearer <idToken>")
T = TypeVar("T")


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


CurrentUser = Annotated[Principal, Depends(current_user)]
AdminUser = Annotated[Principal, Depends(admin_user)]


def call(core_function: Callable[..., T], *args, **kwargs) -> T:
    """Run one core function in one transaction: committed before the answer leaves, or rolled back."""
    with session_scope() as db:
        return core_function(db, *args, **kwargs)
