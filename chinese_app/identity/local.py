"""Local accounts, the embedded identity provider: argon2id passwords, JWT ID tokens,
hashed revocable refresh tokens, e-mailed reset codes and sign-in rate limits.

Errors are Firebase-style strings (EMAIL_EXISTS, INVALID_LOGIN_CREDENTIALS, ...) because the
UI shows the provider's message verbatim and clients should treat both providers alike.
"""

import hashlib
import re
import secrets
import threading
from datetime import timedelta

from pwdlib import PasswordHash
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, delete, func, select, update

from chinese_app.db import outside_transaction, session_scope
from chinese_app.identity.principal import IdentityError, Principal, ResetRequested, SignedIn, SignedOut, Tokens
from chinese_app.identity.tokens import issue_id_token, verify_id_token
from chinese_app.mail import send_mail
from chinese_app.models import Account, AuthAttempt, PasswordReset, RefreshToken
from chinese_app.settings import get_settings
from chinese_app.utc import utcnow

MIN_PASSWORD = 6
MAX_PASSWORD = 4096  # argon2 would hash megabytes; refuse them before hashing
FAILURE_WINDOW = timedelta(minutes=15)
MAX_FAILURES_PER_EMAIL = 5
MAX_FAILURES_PER_IP = 50  # a classroom behind one address mistypes too
RESET_CODE_TTL = timedelta(hours=1)
ATTEMPTS_KEPT = timedelta(days=1)  # older attempt rows no longer count and are purged
MAX_RESET_MAILS_PER_HOUR = 3

WEAK_PASSWORD = f"WEAK_PASSWORD : Password should be at least {MIN_PASSWORD} characters"
TOO_MANY_SIGN_UPS = "TOO_MANY_ATTEMPTS_TRY_LATER : Too many accounts were created from this address. Try again later."
TOO_MANY_ATTEMPTS = (
    "TOO_MANY_ATTEMPTS_TRY_LATER : Too many unsuccessful sign-in attempts. "
    "Please try again later or reset your password."
)
GOOGLE_DISABLED = (
    "OPERATION_NOT_ALLOWED : Google sign-in is not enabled on this server. Sign in with your e-mail and password."
)

_EMAIL = re.compile(r"[^@\s\x00-\x1f\x7f]+@[^@\s\x00-\x1f\x7f]+\.[^@\s\x00-\x1f\x7f]+")
_hasher = PasswordHash.recommended()  # argon2id
# Each argon2 hash takes 64 MiB and ~80 ms of a core: a few at a time, whatever the traffic.
_hashing = threading.BoundedSemaphore(4)
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


def _issue(session: Session, account: Account, refresh_token: str | None = None, answer: type[Tokens] = Tokens):
    settings = get_settings()
    if refresh_token is None:
        refresh_token = secrets.token_urlsafe(32)
        session.add(RefreshToken(token_hash=_digest(refresh_token), uid=account.uid))
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
    """ID token -> Principal, or InvalidToken (401)."""
    return verify_id_token(id_token, get_settings().secret_key_effective)


def _attempts(session: Session, kind: str, column, value: str, window: timedelta) -> int:
    since = utcnow() - window
    query = select(func.count()).select_from(AuthAttempt).where(AuthAttempt.kind == kind, column == value)
    return session.exec(query.where(AuthAttempt.at >= since)).one()


def _record_attempt(kind: str, email: str, ip: str) -> None:
    """Write (and commit) an attempt before any password work, so parallel requests all see it."""
    with session_scope() as session:
        session.execute(delete(AuthAttempt).where(col(AuthAttempt.at) < utcnow() - ATTEMPTS_KEPT))
        session.add(AuthAttempt(kind=kind, email=email, ip=ip))


@outside_transaction
def sign_up(email: object, password: object, ip: str = "") -> Tokens:
    email = _clean_email(email)
    password = _check_password_policy(password)
    ip = (ip or "unknown")[:64]
    _record_attempt("signup", email, ip)
    with session_scope() as session:
        limit = get_settings().signups_per_ip_per_hour
        if _attempts(session, "signup", AuthAttempt.ip, ip, timedelta(hours=1)) > limit:
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
    """E-mail + password sign-in, limited per e-mail and per client address."""
    email = _clean_email(email)
    if not isinstance(password, str) or not password:
        raise IdentityError("MISSING_PASSWORD")
    ip = (ip or "unknown")[:64]
    _record_attempt("signin", email, ip)  # counts as a failure until the password proves right
    with session_scope() as session:
        if (
            _attempts(session, "signin", AuthAttempt.email, email, FAILURE_WINDOW) > MAX_FAILURES_PER_EMAIL
            or _attempts(session, "signin", AuthAttempt.ip, ip, FAILURE_WINDOW) > MAX_FAILURES_PER_IP
        ):
            raise IdentityError(TOO_MANY_ATTEMPTS, status=429)
        account = session.exec(select(Account).where(Account.email == email)).first()
        ok = _verify(password[:MAX_PASSWORD], account.password_hash if account else _DUMMY_HASH)
        if not (account and ok):
            raise IdentityError("INVALID_LOGIN_CREDENTIALS")
        session.execute(delete(AuthAttempt).where(AuthAttempt.kind == "signin", col(AuthAttempt.email) == email))
        return _issue(session, account, answer=SignedIn)


@outside_transaction
def refresh(refresh_token: str | None) -> Tokens:
    """A fresh ID token (with the current admin claim) for a live refresh token."""
    if not refresh_token:
        raise IdentityError("MISSING_REFRESH_TOKEN")
    with session_scope() as session:
        stored = session.get(RefreshToken, _digest(refresh_token))
        if stored is None or stored.revoked_at is not None:
            raise IdentityError("INVALID_REFRESH_TOKEN")
        account = session.get(Account, stored.uid)
        if account is None:
            raise IdentityError("USER_NOT_FOUND")
        return _issue(session, account, refresh_token=refresh_token)


@outside_transaction
def sign_out(refresh_token: str | None) -> SignedOut:
    """Revoke one refresh token (the ID token simply expires)."""
    if not refresh_token:
        return SignedOut()
    with session_scope() as session:
        stored = session.get(RefreshToken, _digest(refresh_token))
        if stored and stored.revoked_at is None:
            stored.revoked_at = utcnow()
            session.add(stored)
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
        session.execute(
            delete(AuthAttempt).where(AuthAttempt.kind == "signin", col(AuthAttempt.email) == account.email)
        )
        return ResetRequested(email=account.email)


@outside_transaction
def set_admin(email: str, is_admin: bool) -> None:
    """Store the admin claim (the rules are core.accounts'); it reaches the user's token at the next refresh."""
    with session_scope() as session:
        account = session.exec(select(Account).where(Account.email == email.strip().lower())).first()
        if account is None:
            raise IdentityError("EMAIL_NOT_FOUND", status=404)
        account.is_admin = is_admin
        session.add(account)


@outside_transaction
def list_accounts() -> list[Principal]:
    """Every local account with its effective admin flag, oldest first."""
    with session_scope() as session:
        return [_principal(a) for a in session.exec(select(Account).order_by(Account.created_at)).all()]


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
