"""Who is calling: the verified identity both doors hand to the core, and identity errors."""

from dataclasses import dataclass

from chinese_app.wire import Answer


@dataclass(frozen=True)
class Principal:
    """A user whose ID token has been verified on the server."""

    uid: str
    email: str
    is_admin: bool = False


@dataclass(frozen=True)
class AccountPage:
    """One page of a provider's accounts, and the token of the next ("" after the last)."""

    accounts: list[Principal]
    next_page_token: str = ""


class Tokens(Answer):
    """A sign-in result, named like Firebase's REST answers so clients treat both modes alike."""

    idToken: str
    refreshToken: str
    expiresIn: str  # seconds, as text (as Firebase sends it)
    localId: str
    email: str


class SignedIn(Tokens):
    """Signing in to an existing account (Firebase's signInWithPassword answer)."""

    registered: bool = True


class SignedOut(Answer):
    """Signing out answers nothing more (Firebase's empty answer)."""


class ResetRequested(Answer):
    """A password-reset step, named like Firebase's answers: the account's e-mail and the request."""

    email: str
    requestType: str = "PASSWORD_RESET"


class IdentityError(Exception):
    """A provider-style error (EMAIL_EXISTS, ...); `message` is shown to the user as it is, in the red box."""

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.message = message
        self.status = status


class InvalidToken(IdentityError):
    def __init__(self, message: str = "INVALID_ID_TOKEN"):
        super().__init__(message, status=401)
