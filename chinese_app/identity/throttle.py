"""Sign-in limits that slow guessing down without letting a stranger lock a learner out.

Wrong passwords are counted per (e-mail, client address), per address across e-mails, and per
e-mail across addresses. Past a few free failures each further try must wait twice as long as the
last (30 s, 1 min, 2 min ... at most the window), counted from the latest failure. The per-e-mail count
only slows addresses that have themselves guessed wrong for that e-mail, so the right password
from an address that has not been guessing always goes through. Counts live in the database, so
they hold across workers.
"""

from datetime import datetime, timedelta

from sqlmodel import Session, col, delete, func, select

from chinese_app.db import session_scope
from chinese_app.identity.principal import IdentityError
from chinese_app.models import AuthAttempt
from chinese_app.utc import utcnow

WINDOW = timedelta(minutes=15)  # failures older than this no longer count
FREE_PER_PAIR = 5  # one learner mistyping on one device
FREE_PER_ADDRESS = 50  # a classroom behind one address mistypes too
FREE_PER_EMAIL = 100  # many addresses guessing at one account
FIRST_WAIT = timedelta(seconds=30)
KEPT = timedelta(days=1)  # older attempt rows are purged

TOO_MANY_ATTEMPTS = (
    "TOO_MANY_ATTEMPTS_TRY_LATER : Too many unsuccessful sign-in attempts. "
    "Please try again later or reset your password."
)


def wait_after(failures: int, free: int) -> timedelta:
    """How long the next try waits after `failures` recent failures, of which `free` cost nothing."""
    if failures < free:
        return timedelta(0)
    return min(FIRST_WAIT * 2 ** min(failures - free, 10), WINDOW)


def _failures(session: Session, *where) -> tuple[int, datetime | None]:
    since = utcnow() - WINDOW
    query = select(func.count(), func.max(AuthAttempt.at)).where(AuthAttempt.kind == "signin", AuthAttempt.at >= since)
    count, latest = session.exec(query.where(*where)).one()
    return count, latest


def record(kind: str, email: str, ip: str) -> int:
    """Write (and commit) an attempt before any password work, so parallel requests all see it."""
    with session_scope() as session:
        session.execute(delete(AuthAttempt).where(col(AuthAttempt.at) < utcnow() - KEPT))
        attempt = AuthAttempt(kind=kind, email=email, ip=ip)
        session.add(attempt)
        session.flush()
        return attempt.id


def check_sign_in(email: str, ip: str, attempt_id: int) -> None:
    """Refuse (429) a sign-in that comes too soon after this pair's, address's or e-mail's failures.
    The caller recorded `attempt_id` first; a refused try is forgotten (no password was checked)."""
    with session_scope() as session:
        others = col(AuthAttempt.id) != attempt_id
        pair, pair_at = _failures(session, others, AuthAttempt.email == email, AuthAttempt.ip == ip)
        address, address_at = _failures(session, others, AuthAttempt.ip == ip)
        waits = [(wait_after(pair, FREE_PER_PAIR), pair_at), (wait_after(address, FREE_PER_ADDRESS), address_at)]
        if pair:  # only an address that has guessed wrong for this e-mail is slowed by the e-mail's count
            account, account_at = _failures(session, others, AuthAttempt.email == email)
            waits.append((wait_after(account, FREE_PER_EMAIL), account_at))
        now = utcnow()
        refused = any(latest is not None and now < latest + wait for wait, latest in waits)
        if refused:
            session.execute(delete(AuthAttempt).where(col(AuthAttempt.id) == attempt_id))
    if refused:
        raise IdentityError(TOO_MANY_ATTEMPTS, status=429)


def signed_in(session: Session, email: str, ip: str) -> None:
    """The right password: this address's failures for the e-mail are forgotten (others' stay)."""
    session.execute(
        delete(AuthAttempt).where(AuthAttempt.kind == "signin", AuthAttempt.email == email, AuthAttempt.ip == ip)
    )


def forget(session: Session, email: str) -> None:
    """A new password: earlier failures for the e-mail no longer slow anyone."""
    session.execute(delete(AuthAttempt).where(AuthAttempt.kind == "signin", col(AuthAttempt.email) == email))


def sign_ups_since(session: Session, ip: str, since: datetime) -> int:
    query = select(func.count()).select_from(AuthAttempt)
    return session.exec(query.where(AuthAttempt.kind == "signup", AuthAttempt.ip == ip, AuthAttempt.at >= since)).one()
