"""Short-lived signed ID tokens (HS256 JWTs) for local accounts."""

import time
from collections.abc import Callable

import jwt

from chinese_app.identity.principal import InvalidToken, Principal

ISSUER = "chinese-app"
AUDIENCE = "chinese-app"
ALGORITHM = "HS256"


def issue_id_token(principal: Principal, secret: str, ttl_seconds: int, now: float | None = None) -> str:
    issued = now if now is not None else time.time()
    iat = int(issued)
    claims = {
        "iss": ISSUER,
        "aud": AUDIENCE,
        "sub": principal.uid,
        "user_id": principal.uid,  # Firebase's name for the same thing
        "email": principal.email,
        "admin": principal.is_admin,
        "iat": iat,
        # iat has whole seconds; a sign-out must also end tokens issued earlier in its second
        "iat_ms": int(issued * 1000),
        "exp": iat + ttl_seconds,
    }
    return jwt.encode(claims, secret, algorithm=ALGORITHM)


def verify_id_token(token: str, secret: str, valid_after: Callable[[str], float | None] | None = None) -> Principal:
    """Check signature, issuer, audience and expiry, and with `valid_after(uid)` (epoch seconds) that
    the token was issued after the account's last revocation; raise InvalidToken otherwise."""
    if not token:
        raise InvalidToken("MISSING_ID_TOKEN")
    try:
        claims = jwt.decode(
            token,
            secret,
            algorithms=[ALGORITHM],  # never trust the token's own "alg"
            audience=AUDIENCE,
            issuer=ISSUER,
            options={"require": ["exp", "iat", "sub", "email"]},
        )
    except jwt.ExpiredSignatureError:
        raise InvalidToken("TOKEN_EXPIRED") from None
    except jwt.InvalidTokenError:
        raise InvalidToken("INVALID_ID_TOKEN") from None
    if valid_after is not None:
        cutoff = valid_after(claims["sub"])
        issued = claims["iat_ms"] / 1000 if isinstance(claims.get("iat_ms"), int) else claims["iat"]
        if cutoff is not None and issued < cutoff:
            raise InvalidToken("TOKEN_REVOKED")
    return Principal(uid=claims["sub"], email=claims["email"], is_admin=claims.get("admin") is True)
