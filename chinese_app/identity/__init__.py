"""Identity: who the caller is, behind one port (`get_identity()`), the only way the doors reach a
provider.

Local accounts (local.py) are the embedded default; Firebase Authentication (firebase.py) when the
FIREBASE_ settings are there. A provider keeps
its own storage, so every one of its methods is marked `outside_transaction` (checked by a test).
"""

from functools import lru_cache
from typing import Protocol

from chinese_app.db import outside_transaction
from chinese_app.identity.principal import (
    AccountPage,
    IdentityError,
    InvalidToken,
    Principal,
    ResetRequested,
    SignedIn,
    SignedOut,
    Tokens,
)

__all__ = [
    "AccountPage",
    "IdentityError",
    "IdentityProvider",
    "InvalidToken",
    "Principal",
    "ResetRequested",
    "SignedIn",
    "SignedOut",
    "Tokens",
    "get_identity",
    "verify_token",
]


class IdentityProvider(Protocol):
    """What the app needs of an identity provider. Errors are IdentityError with the provider's
    message (EMAIL_EXISTS, INVALID_LOGIN_CREDENTIALS, ...), shown to users as they are."""

    def verify(self, id_token: str) -> Principal:
        """ID token -> the verified caller, or InvalidToken (401)."""

    def sign_up(self, email: object, password: object, ip: str = "") -> Tokens: ...

    def sign_in(self, email: object, password: object, ip: str = "") -> SignedIn: ...

    def google_sign_in(self) -> Tokens: ...

    def refresh(self, refresh_token: str | None) -> Tokens:
        """A fresh ID token carrying the current admin claim."""

    def sign_out(self, refresh_token: str | None) -> SignedOut: ...

    def send_password_reset(self, email: object) -> ResetRequested:
        """Mails a reset link if the account exists; answers the same either way."""

    def confirm_password_reset(self, code: object, new_password: object) -> ResetRequested:
        """Sets the new password and signs every device out; answers the account's e-mail."""

    def set_admin(self, email: str, is_admin: bool) -> None:
        """Store the admin claim (no rules here: core.accounts has them); IdentityError if no such account."""

    def list_accounts(self, page_token: str = "", limit: int = 100) -> AccountPage:
        """A page of accounts with their effective admin flags, from `page_token` (a token a page before
        gave; "" for the first). IdentityError(INVALID_PAGE_TOKEN) for one it did not give."""


@lru_cache
def get_identity() -> IdentityProvider:
    """Firebase Authentication when its settings are there, else the embedded local accounts."""
    from chinese_app.settings import get_settings

    if get_settings().firebase_mode:
        from chinese_app.identity.firebase import FirebaseAccounts

        return FirebaseAccounts()
    from chinese_app.identity.local import LocalAccounts

    return LocalAccounts()


@outside_transaction  # the provider keeps its own storage (and Firebase's is over the network)
def verify_token(id_token: str) -> Principal:
    """The one check both doors make before touching private data."""
    return get_identity().verify(id_token)
