"""Who is calling: the verified identity both doors hand to the core, and identity errors."""

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class Principal:
    """A user whose ID token has been verified on the server."""

    uid: str
    email: str
    is_admin: bool = False


@dataclass(frozen=True)
class Tokens:
    """A sign-in result, named like Firebase's REST answers so clients treat both modes alike."""

    id_token: str
    refresh_token: str
    expires_in: int
    uid: str
    email: str

    def as_firebase(self) -> dict[str, str]:
        return {
            "idToken": self.id_token,
            "refreshToken": self.refresh_token,
            "expiresIn": str(self.expires_in),
            "localId": self.uid,
            "email": self.email,
        }


class IdentityError(Exception):
    """A provider-style error; `message` is shown to the user verbatim (SPEC §8)."""

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.message = message
        self.status = status


class InvalidToken(IdentityError):
    def __init__(self, message: str = "INVALID_ID_TOKEN"):
        super().__init__(message, status=401)


class TokenVerifier(Protocol):
    """The part of an identity provider every request needs: ID token -> Principal."""

    def verify(self, id_token: str) -> Principal: ...
