"""The per-account "tokens valid after" stamp: ID tokens issued before it are refused.

Signing out, a new password and a revoked admin claim stamp the account, so a stolen or stale ID
token stops working at once instead of living out its 15 minutes (other devices refresh silently).
Every verified call reads the stamp; a few seconds' cache per worker keeps that off the database
on busy pages, and the worker that stamps forgets its cached value at once.
"""

import math
import threading
import time

from sqlmodel import Session, select

from chinese_app.db import session_scope
from chinese_app.models import Account
from chinese_app.utc import utcnow

CACHE_SECONDS = 5.0
CACHE_ENTRIES = 10_000

_cache: dict[str, tuple[float, float | None]] = {}  # uid -> (read at, monotonic; stamp, epoch seconds)
_lock = threading.Lock()


def valid_after(uid: str) -> float | None:
    """The account's stamp in epoch seconds (None: never revoked; infinity: no such account)."""
    hit = _cache.get(uid)
    if hit is not None and time.monotonic() - hit[0] < CACHE_SECONDS:
        return hit[1]
    with session_scope() as session:
        found = session.exec(select(Account.uid, Account.tokens_valid_after).where(Account.uid == uid)).first()
    stamp = math.inf if found is None else (found[1].timestamp() if found[1] else None)
    with _lock:
        if len(_cache) >= CACHE_ENTRIES:
            _cache.clear()
        _cache[uid] = (time.monotonic(), stamp)
    return stamp


def revoke(session: Session, account: Account) -> None:
    """Refuse every ID token issued to the account until now (in the caller's transaction)."""
    account.tokens_valid_after = utcnow()
    session.add(account)
    forget(account.uid)


def forget(uid: str | None = None) -> None:
    """Drop this worker's cached stamp (of one account, or all): call again once the stamp is committed."""
    with _lock:
        if uid is None:
            _cache.clear()
        else:
            _cache.pop(uid, None)
