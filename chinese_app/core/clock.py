"""Time as the app sees it: the real clock, and each learner's "today" (an admin may override it)."""

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from sqlmodel import Session

from chinese_app.core.errors import BadInput


def utcnow() -> datetime:
    """Now, timezone-aware in UTC (SQLModel's UTCDateTime columns refuse naive values)."""
    return datetime.now(UTC)


def _learner(db: Session, uid: str):
    from chinese_app.models import Learner  # models import this module for utcnow

    return db.get(Learner, uid) or Learner(uid=uid)


def zone(db: Session, uid: str) -> ZoneInfo:
    try:
        return ZoneInfo(_learner(db, uid).timezone)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


def real_today(db: Session, uid: str) -> date:
    return utcnow().astimezone(zone(db, uid)).date()


def today(db: Session, uid: str) -> date:
    """The learner's app day: the admin's own override if set, else the real date in their zone."""
    return _learner(db, uid).date_override or real_today(db, uid)


def now(db: Session, uid: str) -> datetime:
    """The moment reviews are scheduled from: today's app date at the real time of day (UTC)."""
    tz = zone(db, uid)
    local = utcnow().astimezone(tz)
    return datetime.combine(today(db, uid), local.timetz()).astimezone(UTC)


def day_end(day: date, tz: ZoneInfo) -> datetime:
    """The first instant after `day` in zone `tz`, in UTC: a card due before it is due on `day`."""
    return datetime.combine(day + timedelta(days=1), time(0), tz).astimezone(UTC)


def date_info(db: Session, uid: str) -> dict:
    override = _learner(db, uid).date_override
    return {
        "currentDate": today(db, uid).isoformat(),
        "overrideDate": override.isoformat() if override else None,
        "realDate": real_today(db, uid).isoformat(),
    }


def parse_day(value: object) -> date:
    """A strict YYYY-MM-DD date, or BadInput."""
    if not isinstance(value, str) or len(value) != 10:
        raise BadInput("Invalid date: use the format YYYY-MM-DD")
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise BadInput("Invalid date: use the format YYYY-MM-DD") from None


def set_override(db: Session, uid: str, day: date | None) -> dict:
    """Move (or, with None, restore) this account's own "today"; nobody else's day changes."""
    learner = _learner(db, uid)
    learner.date_override = day
    db.add(learner)
    db.flush()
    return date_info(db, uid)
