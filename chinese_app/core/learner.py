"""A learner's own row: their time zone and (admins only) date override, and the lock that makes
each learner's changes happen one at a time."""

from zoneinfo import ZoneInfo, available_timezones

from sqlalchemy import String, and_, bindparam
from sqlalchemy.dialects import postgresql, sqlite
from sqlmodel import Session, select

from chinese_app.core.errors import BadInput
from chinese_app.db import dialect, reads_only
from chinese_app.identity import Principal
from chinese_app.models import Deck, Learner
from chinese_app.wire import Answer


class LearnerSettings(Answer):
    """When the learner's day begins (an IANA time zone) and whether pinyin shows tone colours."""

    timezone: str
    toneColours: bool


def row(db: Session, uid: str) -> Learner:
    """The learner's settings, read once per transaction (most learners have no row: defaults).
    Hot paths read it along with their first query instead (`beside`, `lock`): one round trip less."""
    known = db.info.setdefault("learners", {})
    if uid not in known:
        known[uid] = db.get(Learner, uid) or Learner(uid=uid)
    return known[uid]


def known(db: Session, uid: str) -> bool:
    """Whether this transaction has the learner's row already."""
    return uid in db.info.get("learners", {})


def remember(db: Session, uid: str, learner: Learner | None) -> Learner:
    """Keep a learner row read along with something else (None: they have none, defaults) for the
    rest of the transaction; a row read earlier (a locked one) stays."""
    return db.info.setdefault("learners", {}).setdefault(uid, learner or Learner(uid=uid))


# The caller as a one-row table: `beside` outer-joins the learner's row (if any) and what a query
# reads onto it, so a learner with no row, or no decks, still gets one row back.
ME = select(bindparam("uid", type_=String).label("uid")).subquery("me")


def beside(*entities):
    """A select of the learner's row (None if they have none) and `entities`, which the caller
    outer-joins on ME.c.uid; run it with params {"uid": ...} and hand the row to `remember`."""
    return select(Learner, *entities).select_from(ME).outerjoin(Learner, Learner.uid == ME.c.uid)


def _lock_statements(dialect) -> tuple:
    """The lock's two statements, built once per dialect (every change a learner makes runs them).
    The locking read also reads one deck of theirs (the one the change is about) into the session,
    so that own_deck finds it there instead of asking the database again."""
    insert = dialect.insert(Learner).values(uid=bindparam("uid"), timezone="UTC", tone_colours=True)
    deck = and_(Deck.id == bindparam("deck"), Deck.user_id == Learner.uid)
    locked = (
        select(Learner, Deck)
        .outerjoin(Deck, deck)
        .where(Learner.uid == bindparam("uid"))
        .with_for_update(of=Learner)  # PostgreSQL; SQLite has no FOR UPDATE (the insert locks)
    )
    return insert.on_conflict_do_nothing(index_elements=["uid"]), locked


_LOCK = {postgresql: _lock_statements(postgresql), sqlite: _lock_statements(sqlite)}


def lock(db: Session, uid: str, deck_id: object = None) -> Learner:
    """Serialise this learner's changes: two tabs or a retried request never interleave. With a
    deck id, that deck (if it is theirs) is read in the same statement.

    PostgreSQL locks the learner's row until the transaction ends: the locking read comes first
    (one round trip, as the row exists after a learner's first change) and only a learner with no
    row yet inserts it and reads again. On SQLite the insert takes the database's write lock at
    once, before anything is read, which serialises writers as well.
    """
    if uid in db.info.get("locked", ()) and not isinstance(deck_id, str):
        return row(db, uid)  # locked already in this transaction, which holds the lock until it ends
    the_dialect = dialect(db)
    insert, locked = _LOCK[the_dialect]
    params = {"uid": uid, "deck": deck_id if isinstance(deck_id, str) else None}
    found = db.exec(locked, params=params).first() if the_dialect is postgresql else None
    if found is None:
        db.execute(insert, {"uid": uid})
        found = db.exec(locked, params=params).one()
    learner, deck = found
    db.info.setdefault("learners", {})[uid] = learner
    db.info.setdefault("locked", set()).add(uid)
    if deck is not None:  # held for the transaction: the session's identity map holds objects weakly
        db.info.setdefault("read_along", []).append(deck)
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


@reads_only
def settings(db: Session, user: Principal) -> LearnerSettings:
    learner = row(db, user.uid)
    return LearnerSettings(timezone=learner.timezone, toneColours=learner.tone_colours)
