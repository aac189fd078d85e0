"""Decks: creating, listing with today's counts, options, backgrounds, deleting.

A daily deck's counts are per app day: newCount is how many unseen cards today's allowance
(newPerDay) still admits, dueCount how many cards due by the end of today the maxDuePerDay
allowance still admits; cards already in today's session count against both allowances.
All counts for all of a learner's decks come from a fixed number of grouped queries.
"""

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date

from sqlalchemy import case, func
from sqlmodel import Session, col, delete, select

from chinese_app.core import clock
from chinese_app.core.content import parse_level, parse_type, picture_url
from chinese_app.core.errors import BadInput, Conflict, NotFound
from chinese_app.identity import Principal
from chinese_app.models import Card, Clip, Deck, Picture, Sentence, SessionCard, StudySession

NEW_PER_DAY = (1, 20, 5)  # min, max, default
MAX_DUE_PER_DAY = (1, 300, 20)
PILES = ("remaining", "again", "done")


@dataclass
class DeckDay:
    """What one deck looks like on one app day."""

    session: StudySession | None = None
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

    @property
    def in_progress(self) -> bool:
        return self.piles["remaining"] + self.piles["again"] > 0


def bounded(value: object, name: str, limits: tuple[int, int, int]) -> int:
    low, high, default = limits
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BadInput(f"{name} must be a whole number from {low} to {high}")
    return value


def own_deck(db: Session, user: Principal, deck_id: str) -> Deck:
    """The caller's deck; another user's deck is indistinguishable from a missing one (404)."""
    deck = db.get(Deck, deck_id)
    if deck is None or deck.user_id != user.uid:
        raise NotFound("Deck not found")
    return deck


def _content_totals(db: Session) -> dict[tuple[str, str], int]:
    totals = {("translate", level): n for level, n in db.exec(select(Sentence.level, func.count()).group_by(Sentence.level))}
    totals["describe", ""] = db.exec(select(func.count()).select_from(Picture)).one()
    totals["listen", ""] = db.exec(select(func.count()).select_from(Clip)).one()
    return totals


def deck_days(db: Session, decks: list[Deck], day: date, tz) -> dict[str, DeckDay]:
    """Today's view of many decks in a handful of queries."""
    days = {d.id: DeckDay() for d in decks}
    if not decks:
        return days
    ids = list(days)
    virtual = {d.id for d in decks if d.is_virtual}
    # A daily deck's session is today's; a quick session's deck has exactly one session.
    sessions = db.exec(
        select(StudySession).where(
            col(StudySession.deck_id).in_(ids),
            (StudySession.day == day) | col(StudySession.deck_id).in_(virtual or [""]),
        )
    ).all()
    for s in sessions:
        days[s.deck_id].session = s
    by_session = {s.id: s.deck_id for s in sessions}
    if by_session:
        rows = db.exec(
            select(SessionCard.session_id, SessionCard.pile, SessionCard.was_new, func.count())
            .where(col(SessionCard.session_id).in_(list(by_session)))
            .group_by(SessionCard.session_id, SessionCard.pile, SessionCard.was_new)
        ).all()
        for session_id, pile, was_new, n in rows:
            deck_day = days[by_session[session_id]]
            deck_day.piles[pile] += n
            if was_new:
                deck_day.new_in_session += n
            else:
                deck_day.due_in_session += n

    daily = [i for i in ids if i not in virtual]
    if daily:
        in_session = select(SessionCard.card_id).where(col(SessionCard.session_id).in_(list(by_session) or [""]))
        end = clock.day_end(day, tz)
        never = col(Card.last_review).is_(None)
        rows = db.exec(
            select(
                Card.deck_id,
                func.count(),
                func.sum(case((never & col(Card.id).not_in(in_session), 1), else_=0)),
                func.sum(case((~never & (col(Card.due) < end) & col(Card.id).not_in(in_session), 1), else_=0)),
            )
            .where(col(Card.deck_id).in_(daily))
            .group_by(Card.deck_id)
        ).all()
        carded = {}
        for deck_id, total, unseen, due in rows:
            carded[deck_id] = total
            days[deck_id].unseen_cards, days[deck_id].due_cards = unseen or 0, due or 0
        totals = _content_totals(db)
        for deck in decks:
            if not deck.is_virtual:
                days[deck.id].unseen_content = max(0, totals.get((deck.type, deck.hsk_level), 0) - carded.get(deck.id, 0))
    return days


def deck_json(deck: Deck, deck_day: DeckDay, backgrounds: dict[str, Picture]) -> dict:
    done = deck_day.piles["done"]
    total = sum(deck_day.piles.values())
    background = backgrounds.get(deck.background_image or "")
    return {
        "id": deck.id,
        "type": deck.type,
        "hskLevel": deck.hsk_level or None,
        "isVirtual": deck.is_virtual,
        "newCount": 0 if deck.is_virtual else deck_day.new_count(deck),
        "dueCount": 0 if deck.is_virtual else deck_day.due_count(deck),
        "completedToday": bool(deck_day.session and deck_day.session.completed_at),
        "sessionFullyComplete": total > 0 and done == total,
        "cardsCompletedToday": done,
        "hasStartedSessionToday": deck_day.session is not None,
        "backgroundImage": picture_url(background) if background else None,
        "newPerDay": deck.new_per_day,
        "maxDuePerDay": deck.max_due_per_day,
        "sessionPiles": {pile: deck_day.piles[pile] for pile in PILES},
        "inProgress": deck_day.in_progress,
    }


def _backgrounds(db: Session, decks: list[Deck]) -> dict[str, Picture]:
    ids = {d.background_image for d in decks if d.background_image}
    return {p.id: p for p in db.exec(select(Picture).where(col(Picture.id).in_(ids)))} if ids else {}


def describe_decks(db: Session, user: Principal, decks: list[Deck]) -> list[dict]:
    deck_day = deck_days(db, decks, clock.today(db, user.uid), clock.zone(db, user.uid))
    backgrounds = _backgrounds(db, decks)
    return [deck_json(d, deck_day[d.id], backgrounds) for d in decks]


def list_decks(db: Session, user: Principal) -> list[dict]:
    """The learner's daily decks, then quick sessions still in progress (finished ones are history)."""
    decks = db.exec(
        select(Deck).where(Deck.user_id == user.uid).order_by(col(Deck.is_virtual), Deck.created_at, Deck.id)
    ).all()
    return [d for d in describe_decks(db, user, list(decks)) if not d["isVirtual"] or d["inProgress"]]


def _background_id(db: Session, value: object) -> str | None:
    """A background given as a picture id or as a URL of one (as GET /decks/backgrounds lists)."""
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise BadInput("backgroundImage must be a picture id or URL")
    candidate = value.split("?", 1)[0].rstrip("/").rsplit("/", 1)[-1].removesuffix(".jpg")
    if db.get(Picture, candidate) is None:
        raise BadInput("Unknown background image")
    return candidate


def create_deck(db: Session, user: Principal, deck_type: object, new_per_day: object = None,
                hsk_level: object = None, background_image: object = None) -> dict:
    """One daily deck per type, and per HSK level for translate (409 otherwise)."""
    deck_type = parse_type(deck_type)
    level = parse_level(hsk_level) if deck_type == "translate" else ""
    deck = Deck(
        user_id=user.uid,
        type=deck_type,
        hsk_level=level,
        new_per_day=bounded(new_per_day, "newPerDay", NEW_PER_DAY),
        background_image=_background_id(db, background_image),
    )
    existing = db.exec(
        select(Deck.id).where(Deck.user_id == user.uid, Deck.type == deck_type, Deck.hsk_level == level, ~col(Deck.is_virtual))
    ).first()
    if existing:
        where = f" for HSK level {level}" if level else ""
        raise Conflict(f"You already have daily {deck_type} exercises{where}", existingDeckId=existing)
    db.add(deck)
    db.flush()
    return describe_decks(db, user, [deck])[0]


def set_options(db: Session, user: Principal, deck_id: str, new_per_day: object, max_due_per_day: object) -> dict:
    deck = own_deck(db, user, deck_id)
    if new_per_day is not None:
        deck.new_per_day = bounded(new_per_day, "newPerDay", NEW_PER_DAY)
    if max_due_per_day is not None:
        deck.max_due_per_day = bounded(max_due_per_day, "maxDuePerDay", MAX_DUE_PER_DAY)
    db.add(deck)
    db.flush()
    return describe_decks(db, user, [deck])[0]


def set_background(db: Session, user: Principal, deck_id: str, background_image: object) -> dict:
    deck = own_deck(db, user, deck_id)
    deck.background_image = _background_id(db, background_image)
    db.add(deck)
    db.flush()
    return describe_decks(db, user, [deck])[0]


def delete_deck(db: Session, user: Principal, deck_id: str) -> dict:
    """Delete a daily deck or abandon a quick session, with its cards, sessions and logs."""
    deck = own_deck(db, user, deck_id)
    db.execute(delete(Deck).where(col(Deck.id) == deck.id))  # the database cascades to the rest
    return {"deleted": deck.id}


def backgrounds(db: Session, deck_type: object) -> dict:
    deck_type = parse_type(deck_type)
    pictures = db.exec(select(Picture).order_by(Picture.id)).all()
    suited = [p for p in pictures if deck_type in p.backgrounds] or list(pictures)
    return {"images": [{"id": p.id, "url": picture_url(p), "title": p.title_en} for p in suited]}


def user_decks(db: Session, user: Principal, **filters) -> list[Deck]:
    query = select(Deck).where(Deck.user_id == user.uid)
    for name, value in filters.items():
        query = query.where(getattr(Deck, name) == value)
    return list(db.exec(query).all())


def group_by_deck(rows) -> dict[str, list]:
    grouped = defaultdict(list)
    for row in rows:
        grouped[row.deck_id].append(row)
    return grouped
