"""Decks: creating, listing with today's counts, options, backgrounds, deleting.

A daily deck's counts are per app day: newCount is how many unseen cards today's allowance
(newPerDay) still admits, dueCount how many cards due by the end of today the maxDuePerDay
allowance still admits; cards already in today's session count against both allowances.
All counts for all of a learner's decks come from one statement of grouped queries, and the deck
list reads the decks, their backgrounds and the learner's row in one more (each statement is a
round trip on PostgreSQL).
"""

import time
from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass, field
from datetime import date

from sqlalchemy import and_, bindparam, case, func, literal, null, union_all
from sqlmodel import Session, col, delete, select

from chinese_app.core import clock, learner
from chinese_app.core.catalogue import parse_level, parse_type
from chinese_app.core.content import OFFERED, offered, picture_url
from chinese_app.core.errors import BadInput, DuplicateDeck, NotFound
from chinese_app.core.limits import DEFAULT_NEW_PER_DAY, MAX_DUE_PER_DAY, NEW_PER_DAY
from chinese_app.db import reads_only
from chinese_app.identity import Principal
from chinese_app.models import Card, Clip, Deck, Picture, Sentence, SessionCard, StudySession
from chinese_app.wire import Answer

PILES = ("remaining", "again", "done")


class Piles(Answer):
    """How many of a session's cards are in each pile: remaining -> again (failed) -> done."""

    remaining: int = 0
    again: int = 0
    done: int = 0


class DeckView(Answer):
    """A deck as the home page shows it on one app day."""

    id: str
    type: str
    hskLevel: str | None
    isVirtual: bool
    newCount: int
    dueCount: int
    completedToday: bool
    sessionFullyComplete: bool
    cardsCompletedToday: int
    hasStartedSessionToday: bool
    backgroundImage: str | None
    newPerDay: int
    maxDuePerDay: int
    sessionPiles: Piles
    inProgress: bool

    @property
    def clickable(self) -> bool:
        """A daily deck opens only while it has new or due cards and is not complete today."""
        return (self.newCount > 0 or self.dueCount > 0) and not self.completedToday


class BackgroundImage(Answer):
    id: str
    url: str
    title: str


class Backgrounds(Answer):
    images: list[BackgroundImage]


class DeckDeleted(Answer):
    deleted: str


@dataclass
class DeckDay:
    """What one deck looks like on one app day."""

    session_id: str | None = None  # today's session (a quick session's only one)
    completed: bool = False
    piles: Counter = field(default_factory=Counter)  # pile -> cards of today's session
    new_in_session: int = 0
    due_in_session: int = 0
    unseen_cards: int = 0  # never-reviewed cards not in today's session
    due_cards: int = 0  # reviewed cards due by the end of today, not in today's session
    unseen_content: int = 0  # content not yet carded in this deck

    def new_count(self, deck: Deck) -> int:
        allowance = max(0, deck.new_per_day - self.new_in_session)
        return min(allowance, self.unseen_cards + self.unseen_content)

    def due_count(self, deck: Deck) -> int:
        return min(max(0, deck.max_due_per_day - self.due_in_session), self.due_cards)

    def to_add(self, deck: Deck) -> tuple[int, int]:
        """(due, new): how many cards today's allowances still admit into today's session."""
        return self.due_count(deck), self.new_count(deck)

    @property
    def in_progress(self) -> bool:
        return self.piles["remaining"] + self.piles["again"] > 0


_DECK_BESIDE_LEARNER = learner.beside(Deck).outerjoin(
    Deck, and_(Deck.id == bindparam("deck"), Deck.user_id == learner.ME.c.uid)
)


def own_deck(db: Session, user: Principal, deck_id: str) -> Deck:
    """The caller's deck; another user's deck is indistinguishable from a missing one (404).
    The learner's row comes along if this transaction has not read it yet (every deck call needs it)."""
    if learner.known(db, user.uid) or not isinstance(deck_id, str):
        deck = db.get(Deck, deck_id)  # often no query: the learner's lock read it
    else:
        row, deck = db.exec(_DECK_BESIDE_LEARNER, params={"uid": user.uid, "deck": deck_id}).one()
        learner.remember(db, user.uid, row)
    if deck is None or deck.user_id != user.uid:
        raise NotFound("Deck not found")
    return deck


_totals_cache: dict[str, tuple[float, dict]] = {}
# Seconds. Content changes when an import runs or an admin adds or withdraws a picture: this worker
# forgets its totals then; another worker's are at most this old.
TOTALS_TTL = 60.0


def forget_content_totals() -> None:
    _totals_cache.clear()


def _content_totals(db: Session) -> dict[tuple[str, str], int]:
    """How much content each kind of deck can draw from. Read at most once a minute per database:
    it changes only on import, and every deck list needs it."""
    key = str(db.get_bind().url)
    cached = _totals_cache.get(key)
    if cached and cached[0] > time.monotonic():
        return cached[1]
    query = union_all(
        select(literal("translate"), Sentence.level, func.count()).group_by(Sentence.level),
        offered(select(literal("describe"), literal(""), func.count()).select_from(Picture)),
        select(literal("listen"), literal(""), func.count()).select_from(Clip),
    )
    totals = {(kind, level): n for kind, level, n in db.execute(query)}
    _totals_cache[key] = (time.monotonic() + TOTALS_TTL, totals)
    return totals


def _deck_day_query():
    """deck_days' statement, built once: only its parameters change from call to call, and
    building SQLAlchemy expressions costs more than running it on SQLite. The decks come as lists
    of ids (PostgreSQL then plans with the learner's own numbers: a generic plan, as for "all decks
    of this learner", hashed every session of every learner)."""
    daily, virtual = (bindparam(name, expanding=True) for name in ("daily", "virtual"))
    never = col(Card.last_review).is_(None)
    due = ~never & (col(Card.due) < bindparam("day_end"))

    def piles(*where, cards: bool):
        """Sessions' piles, with how many of their cards are still unseen or due (subtracted below)."""
        unseen_due = (func.sum(case((never, 1), else_=0)), func.sum(case((due, 1), else_=0)))
        query = select(
            StudySession.deck_id,
            StudySession.id,
            StudySession.completed_at,
            SessionCard.pile,
            SessionCard.was_new,
            func.count(SessionCard.id),
            *(unseen_due if cards else (null(), null())),
        ).outerjoin(SessionCard, SessionCard.session_id == StudySession.id)
        if cards:
            query = query.outerjoin(Card, Card.id == SessionCard.card_id)
        return query.where(*where).group_by(
            StudySession.deck_id, StudySession.id, StudySession.completed_at, SessionCard.pile, SessionCard.was_new
        )

    # Today's sessions of daily decks, and the only session of each quick-session deck (which has
    # no allowances: its piles alone, without its cards). Each a plain lookup on the (deck_id, day)
    # index: an OR of them makes SQLite scan every session ever; an IN of their union made
    # PostgreSQL hash every session ever.
    todays = piles(col(StudySession.deck_id).in_(daily), StudySession.day == bindparam("day"), cards=True)
    quick = piles(col(StudySession.deck_id).in_(virtual), cards=False)
    # Read from the (deck_id, due, last_review) index alone, whatever the length of the history.
    # Its rows have no session (NULL), which tells them from the piles' in the one statement.
    cards = (
        select(
            Card.deck_id,
            *(null() for _ in range(4)),
            func.count(),
            func.sum(case((never, 1), else_=0)),
            func.sum(case((due, 1), else_=0)),
        )
        .where(col(Card.deck_id).in_(daily))
        .group_by(Card.deck_id)
    )
    return union_all(todays, quick, cards)


_DECK_DAY_QUERY = _deck_day_query()


def deck_days(db: Session, decks: list[Deck], day: date, tz) -> dict[str, DeckDay]:
    """Today's view of many decks in one statement, whatever the number of decks or the history
    (and the content totals, cached)."""
    days = {d.id: DeckDay() for d in decks}
    if not decks:
        return days
    end = clock.day_end(day, tz)
    daily = [d.id for d in decks if not d.is_virtual]
    virtual = [d.id for d in decks if d.is_virtual]
    rows = db.execute(_DECK_DAY_QUERY, {"daily": daily, "virtual": virtual, "day": day, "day_end": end})
    carded = {}
    for deck_id, session_id, completed_at, pile, was_new, n, unseen, due_now in rows:
        deck_day = days[deck_id]
        if session_id is None:  # the deck's cards
            carded[deck_id] = n
            deck_day.unseen_cards += unseen or 0
            deck_day.due_cards += due_now or 0
            continue
        deck_day.session_id, deck_day.completed = session_id, completed_at is not None
        if pile is not None:
            deck_day.piles[pile] += n
            deck_day.unseen_cards -= unseen or 0
            deck_day.due_cards -= due_now or 0
            if was_new:
                deck_day.new_in_session += n
            else:
                deck_day.due_in_session += n

    if daily:
        totals = _content_totals(db)
        for deck in decks:
            if not deck.is_virtual:
                days[deck.id].unseen_content = max(
                    0, totals.get((deck.type, deck.hsk_level), 0) - carded.get(deck.id, 0)
                )
    return days


def deck_view(deck: Deck, deck_day: DeckDay, backgrounds: dict[str, Picture]) -> DeckView:
    done = deck_day.piles["done"]
    total = sum(deck_day.piles.values())
    new_count = 0 if deck.is_virtual else deck_day.new_count(deck)
    due_count = 0 if deck.is_virtual else deck_day.due_count(deck)
    background = backgrounds.get(deck.background_image or "")
    return DeckView(
        id=deck.id,
        type=deck.type,
        hskLevel=deck.hsk_level or None,
        isVirtual=deck.is_virtual,
        newCount=new_count,
        dueCount=due_count,
        # Complete, unless a raised allowance has added work to the day since.
        completedToday=deck_day.completed and new_count == due_count == 0,
        sessionFullyComplete=total > 0 and done == total,
        cardsCompletedToday=done,
        hasStartedSessionToday=deck_day.session_id is not None,
        backgroundImage=picture_url(background) if background else None,
        newPerDay=deck.new_per_day,
        maxDuePerDay=deck.max_due_per_day,
        sessionPiles=Piles(**{pile: deck_day.piles[pile] for pile in PILES}),
        inProgress=deck_day.in_progress,
    )


def _backgrounds(db: Session, decks: list[Deck]) -> dict[str, Picture]:
    ids = {d.background_image for d in decks if d.background_image}
    return {p.id: p for p in db.exec(offered(select(Picture).where(col(Picture.id).in_(ids))))} if ids else {}


def describe_decks(
    db: Session, user: Principal, decks: list[Deck], backgrounds: dict[str, Picture] | None = None
) -> list[DeckView]:
    """Decks as the home page shows them today (with their background pictures, if already read)."""
    deck_day = deck_days(db, decks, clock.today(db, user), learner.zone(db, user.uid))
    if backgrounds is None:
        backgrounds = _backgrounds(db, decks)
    return [deck_view(d, deck_day[d.id], backgrounds) for d in decks]


# The deck list's first statement: the learner's row, their decks in order and each deck's
# background picture (if still offered); a learner with no decks gets one row of None.
_DECKS_BESIDE_LEARNER = (
    learner.beside(Deck, Picture)
    .outerjoin(Deck, Deck.user_id == learner.ME.c.uid)
    .outerjoin(Picture, and_(Picture.id == Deck.background_image, OFFERED))
    .order_by(col(Deck.is_virtual), Deck.created_at, Deck.id)
)


@reads_only
def list_decks(db: Session, user: Principal) -> list[DeckView]:
    """The learner's daily decks, then quick sessions still in progress (finished ones are history)."""
    decks, backgrounds = [], {}
    for row, deck, background in db.exec(_DECKS_BESIDE_LEARNER, params={"uid": user.uid}):
        learner.remember(db, user.uid, row)
        if deck is not None:
            decks.append(deck)
        if background is not None:
            backgrounds[background.id] = background
    views = describe_decks(db, user, decks, backgrounds)
    return [d for d in views if not d.isVirtual or d.inProgress]


def slot(deck_type: str, level: str | None) -> str:
    """What makes a daily deck one of a kind for its learner: its type, and its HSK level for translate."""
    return f"{deck_type}:{level}" if deck_type == "translate" else deck_type


def creation_blocked(existing_slots: Collection[str], deck_type: str, level: str | None) -> str:
    """Why a daily deck of this type (and level) cannot be created, or "": a learner has one daily
    deck per type, and per HSK level for translate."""
    if slot(deck_type, level) not in existing_slots:
        return ""
    where = f" for HSK level {level}" if deck_type == "translate" else ""
    return f"You already have daily {deck_type} exercises{where}"


def _background_id(db: Session, value: object) -> str | None:
    """A background given as a picture id or as a URL of one (as GET /decks/backgrounds lists)."""
    if value is None or value == "":
        return None
    if not isinstance(value, str) or len(value) > 2000:
        raise BadInput("backgroundImage must be a picture id or URL")
    if db.exec(offered(select(Picture.id).where(Picture.id == value))).first() is not None:
        return value
    path = value.split("?", 1)[0]
    key = path.split("/api/media/", 1)[-1]  # a signed URL names the picture's media key
    picture = db.exec(offered(select(Picture).where(Picture.media_key == key))).first()
    if picture is None:
        raise BadInput("Unknown background image")
    return picture.id


def create_deck(
    db: Session,
    user: Principal,
    deck_type: object,
    new_per_day: object = None,
    hsk_level: object = None,
    background_image: object = None,
) -> DeckView:
    """One daily deck per type, and per HSK level for translate (409 otherwise)."""
    deck_type = parse_type(deck_type)
    level = parse_level(hsk_level) if deck_type == "translate" else ""
    learner.lock(db, user.uid)  # two clicks at once: the second finds the first deck
    deck = Deck(
        user_id=user.uid,
        type=deck_type,
        hsk_level=level,
        new_per_day=NEW_PER_DAY.check(new_per_day, default=DEFAULT_NEW_PER_DAY),
        background_image=_background_id(db, background_image),
    )
    daily = db.exec(
        select(Deck.id, Deck.type, Deck.hsk_level).where(Deck.user_id == user.uid, ~col(Deck.is_virtual))
    ).all()
    slots = {slot(kind, at_level): deck_id for deck_id, kind, at_level in daily}
    blocked = creation_blocked(slots, deck_type, level)
    if blocked:
        raise DuplicateDeck(blocked, slots[slot(deck_type, level)])
    db.add(deck)
    db.flush()
    return describe_decks(db, user, [deck])[0]


def set_options(db: Session, user: Principal, deck_id: str, new_per_day: object, max_due_per_day: object) -> DeckView:
    """Today's allowances: newPerDay 1-20, maxDuePerDay 1-300 (no value leaves one as it is)."""
    deck = own_deck(db, user, deck_id)
    deck.new_per_day = NEW_PER_DAY.check(new_per_day, default=deck.new_per_day)
    deck.max_due_per_day = MAX_DUE_PER_DAY.check(max_due_per_day, default=deck.max_due_per_day)
    db.add(deck)
    db.flush()
    return describe_decks(db, user, [deck])[0]


def set_background(db: Session, user: Principal, deck_id: str, background_image: object) -> DeckView:
    deck = own_deck(db, user, deck_id)
    deck.background_image = _background_id(db, background_image)
    db.add(deck)
    db.flush()
    return describe_decks(db, user, [deck])[0]


def delete_deck(db: Session, user: Principal, deck_id: str) -> DeckDeleted:
    """Delete a daily deck or abandon a quick session, with its cards, sessions and logs."""
    learner.lock(db, user.uid, deck_id)  # reads the deck too
    deck = own_deck(db, user, deck_id)
    db.execute(delete(Deck).where(col(Deck.id) == deck.id))  # the database cascades to the rest
    return DeckDeleted(deleted=deck.id)


def backgrounds(db: Session, deck_type: object) -> Backgrounds:
    """The pictures a deck of this type may show as its background (all of them if none suits it)."""
    deck_type = parse_type(deck_type)
    pictures = db.exec(offered(select(Picture)).order_by(Picture.id)).all()
    suited = [p for p in pictures if deck_type in p.backgrounds] or list(pictures)
    return Backgrounds(images=[BackgroundImage(id=p.id, url=picture_url(p), title=p.title_en) for p in suited])
