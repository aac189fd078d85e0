"""Local-account endpoints, shaped like Firebase's REST answers (idToken, refreshToken, ...)."""

from fastapi import APIRouter, Request

from chinese_app.api.deps import Body, CurrentUser
from chinese_app.identity import local
from chinese_app.settings import get_settings

router = APIRouter(prefix="/api/auth", tags=["auth"])


class Credentials(Body):
    email: str | None = None
    password: str | None = None
    returnSecureToken: bool = True  # accepted for Firebase compatibility; tokens are always returned


class RefreshRequest(Body):
    refreshToken: str | None = None


class ResetRequest(Body):
    email: str | None = None
    requestType: str = "PASSWORD_RESET"


class ResetConfirm(Body):
    oobCode: str | None = None
    newPassword: str | None = None


def client_ip(request: Request) -> str:
    """The caller's address behind TRUSTED_PROXY_HOPS reverse proxies: the rule Reflex applies to its
    websocket (rxconfig passes the same setting), so both doors limit the same address."""
    address = request.client.host if request.client else ""
    hops = get_settings().trusted_proxy_hops
    if hops:
        forwarded = [ip.strip() for ip in request.headers.get("x-forwarded-for", "").split(",") if ip.strip()]
        if len(forwarded) >= hops:
            address = forwarded[-hops]
    return address


@router.post("/signup")
def signup(body: Credentials, request: Request) -> dict:
    return local.sign_up(body.email, body.password, ip=client_ip(request)).as_firebase()


@router.post("/login")
def login(body: Credentials, request: Request) -> dict:
    return {**local.sign_in(body.email, body.password, ip=client_ip(request)).as_firebase(), "registered": True}


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
