"""Identity endpoints of the identity provider in use, shaped like Firebase's REST answers
(idToken, refreshToken, ...; errors as {"error": {"code", "message"}})."""

from fastapi import APIRouter, Request
from fastapi.responses import Response

from chinese_app.api.deps import Body, CurrentUser, answer_response, call, errors
from chinese_app.identity import (
    IdentityError,
    IdentityProvider,
    ResetRequested,
    SignedIn,
    SignedOut,
    Tokens,
    get_identity,
)
from chinese_app.identity.firebase import NOT_IN_THIS_MODE
from chinese_app.settings import get_settings
from chinese_app.wire import Answer

router = APIRouter(prefix="/api/auth", tags=["auth"])


class ProviderError(Answer):
    code: int
    message: str  # EMAIL_EXISTS, INVALID_LOGIN_CREDENTIALS, WEAK_PASSWORD : ..., shown to users as it is


class IdentityErrorAnswer(Answer):
    error: ProviderError


class Me(Answer):
    localId: str
    email: str
    admin: bool


def identity_errors(*statuses: int) -> dict[int | str, dict]:
    """The provider's errors, in Firebase's shape."""
    descriptions = {
        400: "The provider's error, e.g. EMAIL_EXISTS or INVALID_LOGIN_CREDENTIALS",
        429: "TOO_MANY_ATTEMPTS_TRY_LATER : ...",
    }
    return {status: {"model": IdentityErrorAnswer, "description": descriptions[status]} for status in statuses}


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


def local_accounts() -> IdentityProvider:
    """The provider, for the account calls of local mode. In Firebase mode the browser's SDK talks to
    Firebase itself; the Firebase adapter refreshes tokens only for the pages' own session."""
    if get_settings().firebase_mode:
        raise IdentityError(NOT_IN_THIS_MODE, status=404)
    return get_identity()


@router.post("/signup", response_model=Tokens, responses=identity_errors(400, 429))
def signup(body: Credentials, request: Request) -> Response:
    return call(get_identity().sign_up, body.email, body.password, client_ip(request))


@router.post("/login", response_model=SignedIn, responses=identity_errors(400, 429))
def login(body: Credentials, request: Request) -> Response:
    return call(get_identity().sign_in, body.email, body.password, client_ip(request))


@router.post("/refresh", response_model=Tokens, responses=identity_errors(400))
def refresh(body: RefreshRequest) -> Response:
    """A fresh ID token carrying the account's current admin claim, and a new refresh token in place
    of this one (which stops working; shown again later, it revokes its family)."""
    return call(local_accounts().refresh, body.refreshToken)


@router.post("/logout", response_model=SignedOut)
def logout(body: RefreshRequest) -> Response:
    """Revokes the refresh token's family and every ID token issued to the account so far (other
    devices refresh theirs)."""
    return call(local_accounts().sign_out, body.refreshToken)


@router.post("/password-reset", response_model=ResetRequested, responses=identity_errors(400))
def password_reset(body: ResetRequest) -> Response:
    """Mails a one-hour, one-time link when the account exists; answers the same either way."""
    return call(get_identity().send_password_reset, body.email)


@router.post("/password-reset/confirm", response_model=ResetRequested, responses=identity_errors(400))
def password_reset_confirm(body: ResetConfirm) -> Response:
    """Sets the new password; every device is signed out."""
    return call(get_identity().confirm_password_reset, body.oobCode, body.newPassword)


@router.get("/me", response_model=Me, responses=errors(401))
def me(user: CurrentUser) -> Response:
    return answer_response(Me(localId=user.uid, email=user.email, admin=user.is_admin))
