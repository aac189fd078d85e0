"""Local accounts, the embedded identity provider: argon2id passwords, JWT ID tokens,
hashed revocable refresh tokens, e-mailed reset codes and sign-in rate limits.

Errors are Firebase-style strings (EMAIL_EXISTS, INVALID_LOGIN_CREDENTIALS, ...) because the
UI shows the provider's message verbatim and clients should treat both providers alike.
"""

import hashlib
import logging
import re
import secrets
import threading
import uuid
from datetime import timedelta

from pwdlib import PasswordHash
from pwdlib.hashers.argon2 import Argon2Hasher
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, func, select, update

from chinese_app.db import outside_transaction, session_scope
from chinese_app.identity import revocation, throttle
from chinese_app.identity.principal import (
    AccountPage,
    IdentityError,
    Principal,
    ResetRequested,
    SignedIn,
    SignedOut,
    Tokens,
)
from chinese_app.identity.tokens import issue_id_token, verify_id_token
from chinese_app.mail import send_mail
from chinese_app.models import Account, PasswordReset, RefreshToken
from chinese_app.settings import get_settings
from chinese_app.utc import utcnow

MIN_PASSWORD = 6
MAX_PASSWORD = 4096  # argon2 would hash megabytes; refuse them before hashing
RESET_CODE_TTL = timedelta(hours=1)
MAX_RESET_MAILS_PER_HOUR = 3
REFRESH_IDLE = timedelta(days=30)  # a refresh token unused this long has expired
# Two tabs of one browser may present the same refresh token at once: the later one within this
# grace gets a sibling token instead of being taken for a thief (Auth0's "reuse interval").
REUSE_GRACE = timedelta(seconds=30)

WEAK_PASSWORD = f"WEAK_PASSWORD : Password should be at least {MIN_PASSWORD} characters"
TOO_MANY_SIGN_UPS = "TOO_MANY_ATTEMPTS_TRY_LATER : Too many accounts were created from this address. Try again later."
GOOGLE_DISABLED = (
    "OPERATION_NOT_ALLOWED : Google sign-in is not enabled on this server. Sign in with your e-mail and password."
)

log = logging.getLogger(__name__)
_EMAIL = re.compile(r"[^@\s\x00-\x1f\x7f]+@[^@\s\x00-\x1f\x7f]+\.[^@\s\x00-\x1f\x7f]+")
# argon2id with OWASP's recommended setting (19 MiB, 2 passes, 1 lane): about 30 ms of one core per hash here.
# The library's default (64 MiB, 3 passes, 4 lanes) took about 210 ms of CPU, so a morning's sign-ins starved
# every other learner's events (bench/load.py). Hashes stored under the old setting still verify: argon2 reads
# its parameters from the hash.
_hasher = PasswordHash((Argon2Hasher(time_cost=2, memory_cost=19456, parallelism=1),))
# A few hashes at a time per worker, whatever the traffic, so sign-ins never take every core.
_hashing = threading.BoundedSemaphore(2)
# Verified against when the e-mail is unknown, so a miss costs as long as a wrong password.
_DUMMY_HASH = _hasher.hash(secrets.token_hex(8))


def _hash(password: str) -> str:
    with _hashing:
        return _hasher.hash(password)


def _verify(password: str, password_hash: str) -> bool:
    with _hashing:
        return _hasher.verify(password, password_hash)


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _clean_email(email: object) -> str:
    email = email.strip().lower() if isinstance(email, str) else ""
    if not email:
        raise IdentityError("MISSING_EMAIL")
    if len(email) > 320 or not _EMAIL.fullmatch(email):
        raise IdentityError("INVALID_EMAIL")
    return email


def _check_password_policy(password: object) -> str:
    if not isinstance(password, str) or not password:
        raise IdentityError("MISSING_PASSWORD")
    if len(password) < MIN_PASSWORD:
        raise IdentityError(WEAK_PASSWORD)
    if len(password) > MAX_PASSWORD:
        raise IdentityError(f"PASSWORD_DOES_NOT_MEET_REQUIREMENTS : Password must be at most {MAX_PASSWORD} characters")
    return password


def _principal(account: Account) -> Principal:
    admin = account.is_admin or get_settings().admin_by_setting(account.email)
    return Principal(uid=account.uid, email=account.email, is_admin=admin)


def _issue(session: Session, account: Account, family: str | None = None, answer: type[Tokens] = Tokens):
    """An ID token and a new refresh token (of `family`, or of a new family: a new sign-in)."""
    settings = get_settings()
    refresh_token = secrets.token_urlsafe(32)
    session.add(RefreshToken(token_hash=_digest(refresh_token), uid=account.uid, family=family or uuid.uuid4().hex))
    id_token = issue_id_token(_principal(account), settings.secret_key_effective, settings.id_token_ttl_seconds)
    return answer(
        idToken=id_token,
        refreshToken=refresh_token,
        expiresIn=str(settings.id_token_ttl_seconds),
        localId=account.uid,
        email=account.email,
    )


@outside_transaction
def verify(id_token: str) -> Principal:
    """ID token -> Principal, or InvalidToken (401), also for a token issued before the account's
    last revocation (sign-out, new password, admin revoked)."""
    return verify_id_token(id_token, get_settings().secret_key_effective, revocation.valid_after)


@outside_transaction
def sign_up(email: object, password: object, ip: str = "") -> Tokens:
    email = _clean_email(email)
    password = _check_password_policy(password)
    ip = (ip or "unknown")[:64]
    throttle.record("signup", email, ip)
    with session_scope() as session:
        limit = get_settings().signups_per_ip_per_hour
        if throttle.sign_ups_since(session, ip, utcnow() - timedelta(hours=1)) > limit:
            raise IdentityError(TOO_MANY_SIGN_UPS, status=429)
        if session.exec(select(Account).where(Account.email == email)).first():
            raise IdentityError("EMAIL_EXISTS")
        # 28 characters like a Firebase localId; no meaning, no ordering to guess from.
        account = Account(uid=secrets.token_urlsafe(21), email=email, password_hash=_hash(password))
        session.add(account)
        try:
            session.flush()  # the unique index catches a racing duplicate here
        except IntegrityError:
            raise IdentityError("EMAIL_EXISTS") from None
        return _issue(session, account)


@outside_transaction
def sign_in(email: object, password: object, ip: str = "") -> SignedIn:
    """E-mail + password sign-in, slowed down after wrong guesses (throttle.py)."""
    email = _clean_email(email)
    if not isinstance(password, str) or not password:
        raise IdentityError("MISSING_PASSWORD")
    ip = (ip or "unknown")[:64]
    attempt = throttle.record("signin", email, ip)  # a failure until the password proves right
    throttle.check_sign_in(email, ip, attempt)
    with session_scope() as session:
        account = session.exec(select(Account).where(Account.email == email)).first()
        ok = _verify(password[:MAX_PASSWORD], account.password_hash if account else _DUMMY_HASH)
        if not (account and ok):
            raise IdentityError("INVALID_LOGIN_CREDENTIALS")
        throttle.signed_in(session, email, ip)
        return _issue(session, account, answer=SignedIn)


@outside_transaction
def refresh(refresh_token: str | None) -> Tokens:
    """A fresh ID token (with the current admin claim) and a new refresh token in place of this one.

    Rotation as OAuth 2.0 security best practice has it: the old token stops working, and showing
    a replaced token again (after REUSE_GRACE) means it was stolen, so its whole family is revoked.
    A token unused for REFRESH_IDLE has expired."""
    if not refresh_token:
        raise IdentityError("MISSING_REFRESH_TOKEN")
    now = utcnow()
    reused = False
    with session_scope() as session:
        stored = session.get(RefreshToken, _digest(refresh_token))
        if stored is None or stored.revoked_at is not None:
            raise IdentityError("INVALID_REFRESH_TOKEN")
        if stored.last_used_at < now - REFRESH_IDLE:
            raise IdentityError("TOKEN_EXPIRED")
        # Claim the token atomically: of two parallel refreshes only one replaces it.
        claimed = session.execute(
            update(RefreshToken)
            .where(col(RefreshToken.token_hash) == stored.token_hash, col(RefreshToken.replaced_at).is_(None))
            .values(replaced_at=now, last_used_at=now)
        ).rowcount
        if claimed != 1:
            session.refresh(stored)
            reused = stored.replaced_at is None or stored.replaced_at < now - REUSE_GRACE
            if reused:
                session.execute(
                    update(RefreshToken)
                    .where(col(RefreshToken.family) == stored.family, col(RefreshToken.revoked_at).is_(None))
                    .values(revoked_at=now)
                )
        if not reused:
            account = session.get(Account, stored.uid)
            if account is None:
                raise IdentityError("USER_NOT_FOUND")
            return _issue(session, account, family=stored.family)
    log.warning("a replaced refresh token was presented again: its family is revoked")
    raise IdentityError("INVALID_REFRESH_TOKEN")


@outside_transaction
def sign_out(refresh_token: str | None) -> SignedOut:
    """End this sign-in: its refresh-token family is revoked and the account's ID tokens issued so
    far are refused (other devices refresh theirs silently)."""
    if not refresh_token:
        return SignedOut()
    with session_scope() as session:
        stored = session.get(RefreshToken, _digest(refresh_token))
        if stored is None or stored.revoked_at is not None:
            return SignedOut()
        session.execute(
            update(RefreshToken)
            .where(col(RefreshToken.family) == stored.family, col(RefreshToken.revoked_at).is_(None))
            .values(revoked_at=utcnow())
        )
        account = session.get(Account, stored.uid)
        if account is not None:
            revocation.revoke(session, account)
    revocation.forget(stored.uid)
    return SignedOut()


@outside_transaction
def send_password_reset(email: object) -> ResetRequested:
    """Mail a reset link if the account exists. Answers the same either way (no account probing)."""
    email = _clean_email(email)
    now = utcnow()
    with session_scope() as session:
        account = session.exec(select(Account).where(Account.email == email)).first()
        if account is None:
            return ResetRequested(email=email)
        recent = session.exec(
            select(func.count())
            .select_from(PasswordReset)
            .where(PasswordReset.uid == account.uid, PasswordReset.created_at >= now - timedelta(hours=1))
        ).one()
        if recent >= MAX_RESET_MAILS_PER_HOUR:
            return ResetRequested(email=email)  # earlier links still work; do not let anyone flood an inbox
        code = secrets.token_urlsafe(32)
        session.add(PasswordReset(code_hash=_digest(code), uid=account.uid, expires_at=now + RESET_CODE_TTL))
    link = f"{get_settings().app_url_effective}/reset-password?oobCode={code}"
    send_mail(
        email,
        "Reset your password for 学中文",
        f"Hello,\n\nFollow this link to reset your 学中文 password for {email}:\n\n{link}\n\n"
        f"The link works once, for one hour. If you didn't ask to reset your password, ignore this mail.\n",
    )
    return ResetRequested(email=email)


@outside_transaction
def confirm_password_reset(code: object, new_password: object) -> ResetRequested:
    """Set a new password from an e-mailed code; every other reset link and every device's session
    end with it."""
    if not isinstance(code, str) or not code:
        raise IdentityError("MISSING_OOB_CODE")
    password = _check_password_policy(new_password)
    now = utcnow()
    with session_scope() as session:
        reset = session.get(PasswordReset, _digest(code))
        if reset is None or reset.used_at is not None:
            raise IdentityError("INVALID_OOB_CODE")
        if reset.expires_at < now:
            raise IdentityError("EXPIRED_OOB_CODE")
        # Claim the code atomically: of two parallel confirmations only one updates the row.
        claimed = session.execute(
            update(PasswordReset)
            .where(col(PasswordReset.code_hash) == reset.code_hash, col(PasswordReset.used_at).is_(None))
            .values(used_at=now)
        ).rowcount
        if claimed != 1:
            raise IdentityError("INVALID_OOB_CODE")
        account = session.get(Account, reset.uid)
        account.password_hash = _hash(password)
        session.add(account)
        session.execute(
            update(PasswordReset)
            .where(col(PasswordReset.uid) == account.uid, col(PasswordReset.used_at).is_(None))
            .values(used_at=now)
        )
        session.execute(
            update(RefreshToken)
            .where(col(RefreshToken.uid) == account.uid, col(RefreshToken.revoked_at).is_(None))
            .values(revoked_at=now)
        )
        revocation.revoke(session, account)
        throttle.forget(session, account.email)
        email, uid = account.email, account.uid
    revocation.forget(uid)
    return ResetRequested(email=email)


@outside_transaction
def set_admin(email: str, is_admin: bool) -> None:
    """Store the admin claim (the rules are core.accounts'); it reaches the user's token at the next refresh."""
    with session_scope() as session:
        account = session.exec(select(Account).where(Account.email == email.strip().lower())).first()
        if account is None:
            raise IdentityError("EMAIL_NOT_FOUND", status=404)
        revoked = account.is_admin and not is_admin
        account.is_admin = is_admin
        session.add(account)
        if revoked:  # an ID token still claiming admin must stop working now, not at its expiry
            revocation.revoke(session, account)
    if revoked:
        revocation.forget(account.uid)


@outside_transaction
def list_accounts(page_token: str = "", limit: int = 100) -> AccountPage:
    """A page of local accounts with their effective admin flags, oldest first; the token is the offset."""
    if page_token and not (page_token.isdigit() and len(page_token) < 12):
        raise IdentityError("INVALID_PAGE_TOKEN")
    offset = int(page_token or 0)
    with session_scope() as session:
        query = select(Account).order_by(Account.created_at, Account.uid).offset(offset).limit(limit + 1)
        rows = session.exec(query).all()
    more = len(rows) > limit
    return AccountPage([_principal(a) for a in rows[:limit]], str(offset + limit) if more else "")


@outside_transaction
def google_sign_in() -> Tokens:
    """The embedded provider has no Google accounts."""
    raise IdentityError(GOOGLE_DISABLED)


class LocalAccounts:
    """The embedded identity provider (the functions above) behind the identity port."""

    verify = staticmethod(verify)
    sign_up = staticmethod(sign_up)
    sign_in = staticmethod(sign_in)
    google_sign_in = staticmethod(google_sign_in)
    refresh = staticmethod(refresh)
    sign_out = staticmethod(sign_out)
    send_password_reset = staticmethod(send_password_reset)
    confirm_password_reset = staticmethod(confirm_password_reset)
    set_admin = staticmethod(set_admin)
    list_accounts = staticmethod(list_accounts)
