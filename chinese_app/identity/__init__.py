"""Identity: who the caller is. Local accounts are the embedded default (local.py)."""

from chinese_app.identity import local
from chinese_app.identity.principal import IdentityError, InvalidToken, Principal, Tokens

__all__ = ["IdentityError", "InvalidToken", "Principal", "Tokens", "verify_token"]


def verify_token(id_token: str) -> Principal:
    """The one check both doors make before touching private data."""
    return local.verify(id_token)
