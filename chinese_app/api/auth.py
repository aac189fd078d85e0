"""Local-account endpoints, shaped like Firebase's REST answers (idToken, refreshToken, ...)."""

from fastapi import APIRouter, Request
from pydantic import BaseModel

from chinese_app.api.deps import CurrentUser
from chinese_app.identity import local

router = APIRouter(prefix="/api/auth", tags=["auth"])


class Credentials(BaseModel):
    email: str | None = None
    password: str | None = None
    returnSecureToken: bool = True  # accepted for Firebase compatibility; tokens are always returned


class RefreshRequest(BaseModel):
    refreshToken: str | None = None


class ResetRequest(BaseModel):
    email: str | None = None
    requestType: str = "PASSWORD_RESET"


class ResetConfirm(BaseModel):
    oobCode: str | None = None
    newPassword: str | None = None


def _ip(request: Request) -> str:
    return request.client.host if request.client else ""


@router.post("/signup")
def signup(body: Credentials) -> dict:
    return local.sign_up(body.email, body.password).as_firebase()


@router.post("/login")
def login(body: Credentials, request: Request) -> dict:
    return {**local.sign_in(body.email, body.password, ip=_ip(request)).as_firebase(), "registered": True}


@router.post("/refresh")
def refresh(body: RefreshRequest) -> dict:
    return local.refresh(body.refreshToken).as_firebase()


@router.post("/logout")
def logout(body: RefreshRequest) -> dict:
    local.sign_out(body.refreshToken)
    return {}


@router.post("/password-reset")
def password_reset(body: ResetRequest) -> dict:
    local.send_password_reset(body.email)
    return {"email": (body.email or "").strip().lower(), "requestType": "PASSWORD_RESET"}


@router.post("/password-reset/confirm")
def password_reset_confirm(body: ResetConfirm) -> dict:
    email = local.confirm_password_reset(body.oobCode, body.newPassword)
    return {"email": email, "requestType": "PASSWORD_RESET"}


@router.get("/me")
def me(user: CurrentUser) -> dict:
    return {"localId": user.uid, "email": user.email, "admin": user.is_admin}
