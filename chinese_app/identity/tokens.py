"""Short-lived signed ID tokens (HS256 JWTs) for local accounts."""

import time

import jwt

from chinese_app.identity.principal import InvalidToken, Principal

ISSUER = "chinese-app"
AUDIENCE = "chinese-app"
ALGORITHM = "HS256"


def issue_id_token(principal: Principal, secret: str, ttl_seconds: int, now: float | None = None) -> str:
    iat = int(now if now is not None else time.time())
    claims = {
        "iss": ISSUER,
        "aud": AUDIENCE,
        "sub": principal.uid,
        "user_id": principal.uid,  # Firebase's name for the same thing
        "email": principal.email,
        "admin": principal.is_admin,
        "iat": iat,
        "exp": iat + ttl_seconds,
    }
    return jwt.encode(claims, secret, algorithm=ALGORITHM)


def verify_id_token(token: str, secret: str) -> Principal:
    """Check signature, issuer, audience and expiry; raise InvalidToken otherwise."""
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
    return Principal(uid=claims["sub"], email=claims["email"], is_admin=claims.get("admin") is True)
