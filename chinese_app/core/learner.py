"""A learner's own row: their time zone and (admins only) date override, and the lock that makes
each learner's changes happen one at a time."""

from zoneinfo import ZoneInfo, available_timezones

from sqlalchemy import bindparam
from sqlalchemy.dialects import postgresql, sqlite
from sqlmodel import Session, select

from chinese_app.core.errors import BadInput
from chinese_app.db import dialect
from chinese_app.identity import Principal
from chinese_app.models import Learner
from chinese_app.wire import Answer


class LearnerSettings(Answer):
    """When the learner's day begins (an IANA time zone) and whether pinyin shows tone colours."""

    timezone: str
    toneColours: bool


def row(db: Session, uid: str) -> Learner:
    """The learner's settings, read once per transaction (most learners have no row: defaults)."""
    known = db.info.setdefault("learners", {})
    if uid not in known:
        known[uid] = db.get(Learner, uid) or Learner(uid=uid)
    return known[uid]


def _lock_statements(dialect) -> tuple:
    """The lock's two statements, built once per dialect (every change a learner makes runs them)."""
    insert = dialect.insert(Learner).values(uid=bindparam("uid"), timezone="UTC", tone_colours=True)
    locked = select(Learner).where(Learner.uid == bindparam("uid")).with_for_update()
    return insert.on_conflict_do_nothing(index_elements=["uid"]), locked


_LOCK = {postgresql: _lock_statements(postgresql), sqlite: _lock_statements(sqlite)}


def lock(db: Session, uid: str) -> Learner:
    """Serialise this learner's changes: two tabs or a retried request never interleave.

    PostgreSQL locks the learner's row until the transaction ends; on SQLite the insert takes the
    database's write lock at once, before anything is read, which serialises writers as well.
    """
    insert, locked = _LOCK[dialect(db)]
    db.execute(insert, {"uid": uid})
    learner = db.exec(locked, params={"uid": uid}).one()
    db.info.setdefault("learners", {})[uid] = learner
    return learner


def set_timezone(db: Session, user: Principal, timezone: object) -> LearnerSettings:
    """When this learner's days begin: an IANA zone such as Asia/Shanghai."""
    if not isinstance(timezone, str) or timezone not in available_timezones():
        raise BadInput("timezone must be an IANA time zone such as Asia/Shanghai")
    return _save_settings(db, user, timezone=timezone)


def zone(db: Session, uid: str) -> ZoneInfo:
    return ZoneInfo(row(db, uid).timezone)


def set_tone_colours(db: Session, user: Principal, on: object) -> LearnerSettings:
    """Whether pinyin is shown in tone colours for this learner."""
    if not isinstance(on, bool):
        raise BadInput("toneColours must be true or false")
    return _save_settings(db, user, tone_colours=on)


def _save_settings(db: Session, user: Principal, **changes: object) -> LearnerSettings:
    """Store checked settings on the learner's row (under its lock) and answer with all of them."""
    learner = lock(db, user.uid)
    for name, value in changes.items():
        setattr(learner, name, value)
    db.add(learner)
    db.flush()
    return settings(db, user)


def settings(db: Session, user: Principal) -> LearnerSettings:
    learner = row(db, user.uid)
    return LearnerSettings(timezone=learner.timezone, toneColours=learner.tone_colours)
