"""Time as the app sees it: the real clock, and each learner's "today" (an admin may move their own)."""

from datetime import UTC, date, datetime, time, timedelta

from sqlmodel import Session

from chinese_app.core import learner
from chinese_app.core.accounts import require_admin
from chinese_app.core.errors import BadInput
from chinese_app.identity import Principal
from chinese_app.utc import utcnow
from chinese_app.wire import Answer

OVERRIDE_RANGE = (date(2000, 1, 1), date(2099, 12, 31))


class DateInfo(Answer):
    """An admin's app day: the date in use, their override (if any) and the real date."""

    currentDate: str
    overrideDate: str | None
    realDate: str


def real_today(db: Session, user: Principal) -> date:
    return utcnow().astimezone(learner.zone(db, user.uid)).date()


def today(db: Session, user: Principal) -> date:
    """The learner's app day: an admin's own override while they are admin, else the real date in
    their time zone."""
    override = learner.row(db, user.uid).date_override
    return override if override and user.is_admin else real_today(db, user)


def now(db: Session, user: Principal) -> datetime:
    """The moment reviews are scheduled from: today's app date at the real time of day (UTC)."""
    local = utcnow().astimezone(learner.zone(db, user.uid))
    return datetime.combine(today(db, user), local.timetz()).astimezone(UTC)


def day_end(day: date, tz) -> datetime:
    """The first instant after `day` in zone `tz`, in UTC: a card due before it is due on `day`."""
    return datetime.combine(day + timedelta(days=1), time(0), tz).astimezone(UTC)


def date_info(db: Session, user: Principal) -> DateInfo:
    override = learner.row(db, user.uid).date_override
    return DateInfo(
        currentDate=today(db, user).isoformat(),
        overrideDate=override.isoformat() if override else None,
        realDate=real_today(db, user).isoformat(),
    )


def parse_day(value: object) -> date:
    """A date (or its strict YYYY-MM-DD text) in 2000-2099, or BadInput."""
    if isinstance(value, date) and not isinstance(value, datetime):
        day = value
    elif not isinstance(value, str) or len(value) != 10:
        raise BadInput("Invalid date: use the format YYYY-MM-DD")
    else:
        try:
            day = date.fromisoformat(value)
        except ValueError:
            raise BadInput("Invalid date: use the format YYYY-MM-DD") from None
    low, high = OVERRIDE_RANGE
    if not low <= day <= high:
        raise BadInput(f"Invalid date: choose a day from {low} to {high}")
    return day


def set_override(db: Session, user: Principal, day: object) -> DateInfo:
    """Move this account's own "today" to `day` (YYYY-MM-DD), or with None restore the real date;
    nobody else's day changes. Admins only: a learner's "today" is always the real one."""
    require_admin(user)
    day = parse_day(day) if day is not None else None
    row = learner.lock(db, user.uid)
    row.date_override = day
    db.add(row)
    db.flush()
    return date_info(db, user)
