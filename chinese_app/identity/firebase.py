"""Firebase Authentication behind the identity port: the mode a deployment gets by setting
FIREBASE_PROJECT_ID, FIREBASE_API_KEY and FIREBASE_AUTH_DOMAIN (settings.py checks they come together).

The browser signs in with Firebase's JS SDK; the server only verifies the ID tokens it is handed, with
firebase-admin (revocation checked, a few seconds of clock skew tolerated), and maps them to the same
Principal local accounts give: uid, e-mail, and the `admin` custom claim. ADMIN_EMAILS grants that claim
at sign-in, but only to an e-mail address Firebase has verified (a Google account, or an e-mail that
was verified): anyone can register an unverified address.

Sign-up, sign-in and password resets happen in the browser (components/firebase_auth.py): here those
local-account calls answer 404. Two calls stay: `refresh` exchanges the SDK's refresh token for a fresh ID
token at Google's token endpoint (a page opened after the hour an ID token lives is verified at once,
without waiting for the SDK), and `sign_out` has nothing to end on the server (the SDK signs out).
firebase-admin is imported only in this mode; it weighs tens of megabytes a worker does not need
otherwise.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from functools import cached_property
from typing import Any

import httpx

from chinese_app.db import outside_transaction
from chinese_app.identity.principal import AccountPage, IdentityError, InvalidToken, Principal, SignedOut, Tokens
from chinese_app.settings import get_settings

log = logging.getLogger(__name__)

NOT_IN_THIS_MODE = "This deployment signs in with Firebase Authentication: local accounts are off."
CLOCK_SKEW_SECONDS = 5  # clocks of the browser, Google and this server may differ by this much
# A page load sends the same token a dozen times; each verification with check_revoked asks Firebase.
# Verified tokens are remembered this long, so a revoked or disabled account is refused within it.
CACHE_SECONDS = 5.0
_CACHE_SIZE = 10_000
_APP_NAME = "xuezhongwen"
TOKEN_URL = "https://securetoken.googleapis.com/v1/token"  # Firebase's refresh-token exchange
REFRESH_TIMEOUT_SECONDS = 10


def _not_here(*_args: object, **_kwargs: object) -> Any:
    raise IdentityError(NOT_IN_THIS_MODE, status=404)


class FirebaseAccounts:
    """The identity provider of Firebase mode (see the module docstring)."""

    def __init__(self) -> None:
        self._cache: dict[str, tuple[float, Principal]] = {}
        self._lock = threading.Lock()

    @cached_property
    def _app(self):
        import firebase_admin
        from firebase_admin import credentials

        settings = get_settings()
        options = {"projectId": settings.firebase_project_id}
        try:  # a provider made again (settings changed) replaces the app of the one before
            firebase_admin.delete_app(firebase_admin.get_app(_APP_NAME))
        except ValueError:
            pass
        if settings.firebase_auth_emulator_host:
            # firebase-admin reads the emulator from the environment; .env settings may not be there.
            os.environ["FIREBASE_AUTH_EMULATOR_HOST"] = settings.firebase_auth_emulator_host
            return firebase_admin.initialize_app(options=options, name=_APP_NAME)
        return firebase_admin.initialize_app(credentials.ApplicationDefault(), options=options, name=_APP_NAME)

    # --- who is calling ---------------------------------------------------------------------------

    @outside_transaction
    def verify(self, id_token: str) -> Principal:
        """The ID token's caller, or InvalidToken: expired, revoked, of another project, tampered with,
        or of a disabled account."""
        if not isinstance(id_token, str) or not id_token:
            raise InvalidToken()
        now = time.monotonic()
        with self._lock:
            cached = self._cache.get(id_token)
        if cached and cached[0] > now:
            return cached[1]
        principal = self._verified(id_token)
        with self._lock:
            if len(self._cache) >= _CACHE_SIZE:
                self._cache = {t: v for t, v in self._cache.items() if v[0] > now}
            self._cache[id_token] = (now + CACHE_SECONDS, principal)
        return principal

    def _verified(self, id_token: str) -> Principal:
        from firebase_admin import auth

        try:
            claims = auth.verify_id_token(
                id_token, app=self._app, check_revoked=True, clock_skew_seconds=CLOCK_SKEW_SECONDS
            )
        except auth.UserDisabledError as error:
            raise InvalidToken("USER_DISABLED") from error
        except auth.RevokedIdTokenError as error:
            raise InvalidToken("TOKEN_REVOKED") from error
        except auth.ExpiredIdTokenError as error:
            raise InvalidToken("TOKEN_EXPIRED") from error
        except (auth.InvalidIdTokenError, ValueError) as error:
            raise InvalidToken() from error
        except auth.CertificateFetchError as error:  # Google unreachable: nobody can be verified now
            log.warning("Firebase certificates could not be fetched: %s", type(error).__name__)
            raise InvalidToken("CERTIFICATE_FETCH_FAILED") from error
        # firebase-admin skips the expiry of the emulator's tokens (and checks it for real ones): check it
        # here for both, so emulator mode does not accept what production would refuse.
        if not isinstance(claims.get("exp"), int) or claims["exp"] + CLOCK_SKEW_SECONDS < time.time():
            raise InvalidToken("TOKEN_EXPIRED")
        return self._principal(claims)

    def _principal(self, claims: dict[str, Any]) -> Principal:
        email = (claims.get("email") or "").strip().lower()
        admin = is_admin(claims.get("admin"), email, _verified_email(claims))
        if admin and claims.get("admin") is not True:
            self._grant(claims["uid"])  # granted by ADMIN_EMAILS: the next token carries it; this call counts
        return Principal(uid=claims["uid"], email=email, is_admin=admin)

    def _grant(self, uid: str) -> None:
        from firebase_admin import auth

        user = auth.get_user(uid, app=self._app)
        auth.set_custom_user_claims(uid, {**(user.custom_claims or {}), "admin": True}, app=self._app)
        log.info("admin claim granted from ADMIN_EMAILS")

    # --- admin claim ------------------------------------------------------------------------------

    @outside_transaction
    def set_admin(self, email: str, is_admin: bool) -> None:
        """Set or clear the admin claim (core.accounts has the rules). Clearing it also revokes the
        account's refresh tokens, so an ID token still claiming admin stops working now."""
        from firebase_admin import auth

        try:
            user = auth.get_user_by_email(email.strip().lower(), app=self._app)
        except auth.UserNotFoundError as error:
            raise IdentityError("EMAIL_NOT_FOUND", status=404) from error
        claims = {k: v for k, v in (user.custom_claims or {}).items() if k != "admin"}
        if is_admin:
            claims["admin"] = True
        auth.set_custom_user_claims(user.uid, claims or None, app=self._app)
        if not is_admin and (user.custom_claims or {}).get("admin"):
            auth.revoke_refresh_tokens(user.uid, app=self._app)
            self.forget(user.uid)

    def forget(self, uid: str) -> None:
        """Drop the cached verifications of one user (their claim or status changed)."""
        with self._lock:
            self._cache = {t: v for t, v in self._cache.items() if v[1].uid != uid}

    @outside_transaction
    def list_accounts(self, page_token: str = "", limit: int = 100) -> AccountPage:
        """A page of Firebase users (in Firebase's order) with their effective admin flags."""
        from firebase_admin import auth

        try:
            page = auth.list_users(page_token=page_token or None, max_results=limit, app=self._app)
        except ValueError as error:
            raise IdentityError("INVALID_PAGE_TOKEN") from error
        except auth.InvalidArgumentError as error:  # Firebase's answer to a token it did not give
            raise IdentityError("INVALID_PAGE_TOKEN") from error
        accounts = [
            Principal(
                uid=u.uid,
                email=(u.email or "").lower(),
                is_admin=is_admin((u.custom_claims or {}).get("admin"), u.email or "", u.email_verified),
            )
            for u in page.users
        ]
        return AccountPage(accounts, page.next_page_token or "")

    # --- the browser's session ----------------------------------------------------------------------

    @staticmethod
    @outside_transaction
    def refresh(refresh_token: str | None) -> Tokens:
        """A fresh ID token (with the account's current claims) for the SDK's refresh token, from Firebase's
        token endpoint; its errors (TOKEN_EXPIRED, USER_DISABLED, INVALID_REFRESH_TOKEN) as IdentityError."""
        if not refresh_token:
            raise IdentityError("MISSING_REFRESH_TOKEN")
        settings = get_settings()
        url = TOKEN_URL
        if settings.firebase_auth_emulator_host:
            url = f"http://{settings.firebase_auth_emulator_host}/securetoken.googleapis.com/v1/token"
        try:
            r = httpx.post(
                url,
                params={"key": settings.firebase_api_key},
                data={"grant_type": "refresh_token", "refresh_token": refresh_token},
                timeout=REFRESH_TIMEOUT_SECONDS,
            )
        except httpx.HTTPError as error:
            log.warning("Firebase token refresh failed: %s", type(error).__name__)
            raise IdentityError("NETWORK_REQUEST_FAILED", status=503) from error
        try:
            body = r.json()
        except ValueError:
            body = {}
        if r.status_code != 200 or "id_token" not in body:
            message = str((body.get("error") or {}).get("message") or "INVALID_REFRESH_TOKEN")
            raise IdentityError(message.split(" ")[0], status=400)
        return Tokens(
            idToken=body["id_token"],
            refreshToken=body["refresh_token"],
            expiresIn=str(body.get("expires_in", "3600")),
            localId=str(body.get("user_id", "")),
            email="",
        )

    @staticmethod
    @outside_transaction
    def sign_out(_refresh_token: str | None) -> SignedOut:
        """Nothing to end here: the browser's SDK signs out, and the page forgets its tokens."""
        return SignedOut()

    # --- local-account calls: not in this mode ------------------------------------------------------

    sign_up = staticmethod(outside_transaction(_not_here))
    sign_in = staticmethod(outside_transaction(_not_here))
    google_sign_in = staticmethod(outside_transaction(_not_here))
    send_password_reset = staticmethod(outside_transaction(_not_here))
    confirm_password_reset = staticmethod(outside_transaction(_not_here))


def is_admin(claim: object, email: str, email_verified: bool) -> bool:
    """The one admin rule of this mode, for ID tokens and user records alike: the `admin` claim, or an
    address in ADMIN_EMAILS that Firebase has verified (anyone can register an unverified one)."""
    return claim is True or (bool(email) and email_verified and get_settings().admin_by_setting(email))


def _verified_email(claims: dict[str, Any]) -> bool:
    """Has Firebase verified that the caller owns the address (a Google sign-in does)?"""
    provider = (claims.get("firebase") or {}).get("sign_in_provider")
    return claims.get("email_verified") is True or provider == "google.com"
