"""Sessions of a deck: today's cards of a daily deck, and logging attempts (quick sessions: quick.py).

A card moves through the piles remaining -> again (attempt failed) -> done (success). In a daily
deck its first attempt of the day is also an FSRS review; later attempts only move it between piles.
"""

import random
from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy import JSON, bindparam, exists, func, insert, update
from sqlalchemy.dialects import postgresql
from sqlalchemy.orm import aliased
from sqlalchemy.orm.attributes import set_committed_value
from sqlmodel import Session, col, select

from chinese_app.core import checks, clock, learner, srs
from chinese_app.core.checks import whole_number
from chinese_app.core.content import Content, PictureContent, content_from, content_ids, with_content
from chinese_app.core.decks import PILES, Piles, deck_days, own_deck
from chinese_app.core.errors import BadInput, Conflict, NotFound
from chinese_app.core.limits import PERFECT_SCORE
from chinese_app.db import dialect, prebuilt
from chinese_app.identity import Principal
from chinese_app.models import Card, Deck, ReviewLog, SessionCard, StudySession
from chinese_app.utc import utcnow
from chinese_app.wire import Answer

RETRY_WINDOW = timedelta(seconds=30)  # an identical log within this window is a retried request
MAX_FEEDBACK_CHARS = 20_000


class CardView(Answer):
    """A card of a session: its memory status (new, learning, review, relearning), its pile today
    and how it has gone so far."""

    cardId: str
    status: str
    sessionStatus: str
    attempts: int
    firstScore: int | None
    content: Content


class CardsByPile(Answer):
    again: list[CardView]
    done: list[CardView]


class SessionView(Answer):
    """A session as an exercise page starts or resumes it."""

    deckId: str
    deckType: str
    hskLevel: str | None
    cards: list[CardView]
    cardsBySessionStatus: CardsByPile
    isDailySession: bool
    isVirtualDeck: bool

    def next_open(self, after: str | None = None, skipping: Collection[str] = ()) -> CardView | None:
        """The next card not done yet (nor in `skipping`), searching forward from the card `after`
        (from the start when None) and wrapping round; None once every card is done."""
        ids = [c.cardId for c in self.cards]
        start = ids.index(after) + 1 if after in ids else 0
        for step in range(len(self.cards)):
            card = self.cards[(start + step) % len(self.cards)]
            if card.sessionStatus != "done" and card.cardId not in skipping:
                return card
        return None

    @property
    def piles(self) -> Piles:
        return Piles(**{pile: sum(c.sessionStatus == pile for c in self.cards) for pile in PILES})

    @property
    def first_shots(self) -> int:
        """Cards whose first attempt scored full marks."""
        return sum(c.firstScore == PERFECT_SCORE for c in self.cards)

    @property
    def attempts(self) -> int:
        return sum(c.attempts for c in self.cards)


class DescribeSessionView(SessionView):
    """A describe session also lists its pictures."""

    images: list[PictureContent]


class CardMoved(Answer):
    """After an attempt: the card's pile and the session's."""

    cardId: str
    sessionStatus: str
    sessionPiles: Piles
    sessionFullyComplete: bool


class SessionCompleted(Answer):
    deckId: str
    completedToday: bool
    sessionPiles: Piles


# ---------------------------------------------------------------- reading a session


# Statements every session call runs, built once: building them costs more than SQLite's work.
_DECK_SESSIONS = select(StudySession).where(StudySession.deck_id == bindparam("deck"))
_SESSION_OF_DAY = _DECK_SESSIONS.where(StudySession.day == bindparam("day"))
_LATEST_SESSION = _DECK_SESSIONS.order_by(col(StudySession.day).desc()).limit(1)  # one of a year's sessions
_SESSION_CARDS = (
    select(SessionCard, Card)
    .join(Card)
    .where(SessionCard.session_id == bindparam("session"))
    .order_by(SessionCard.position)
)
# ... and with each card's content, in the same statement, per deck type.
_SESSION_CARDS_WITH_CONTENT = {
    deck_type: with_content(_SESSION_CARDS, deck_type, Card.content_id)
    for deck_type in ("translate", "describe", "listen")
}


def todays_session(db: Session, user: Principal, deck: Deck) -> StudySession | None:
    """A quick session's only session, or a daily deck's session of today."""
    if deck.is_virtual:
        return db.exec(_DECK_SESSIONS, params={"deck": deck.id}).first()
    return db.exec(_SESSION_OF_DAY, params={"deck": deck.id, "day": clock.today(db, user)}).first()


def _latest_session(db: Session, deck: Deck) -> StudySession | None:
    """The deck's most recent session: a session begun before midnight can still be finished after it."""
    return db.exec(_LATEST_SESSION, params={"deck": deck.id}).first()


def session_view(db: Session, deck: Deck, session: StudySession | str) -> SessionView:
    """A session (or a session's id) with its cards in order (a describe session also lists its
    pictures); the cards and their content come in one statement."""
    session_id = session if isinstance(session, str) else session.id
    rows = db.exec(_SESSION_CARDS_WITH_CONTENT[deck.type], params={"session": session_id}).all()
    cards = []
    for sc, card, *joined in rows:
        content = content_from(deck.type, joined)
        if content is None:  # content withdrawn since the session began is skipped
            continue
        cards.append(
            CardView(
                cardId=card.id,
                status="new" if sc.was_new and not sc.reviewed else srs.status(card),
                sessionStatus=sc.pile,
                attempts=sc.attempts,
                firstScore=sc.first_score,
                content=content,
            )
        )
    fields = {
        "deckId": deck.id,
        "deckType": deck.type,
        "hskLevel": deck.hsk_level or None,
        "cards": cards,
        "cardsBySessionStatus": CardsByPile(
            again=[c for c in cards if c.sessionStatus == "again"], done=[c for c in cards if c.sessionStatus == "done"]
        ),
        "isDailySession": not deck.is_virtual,
        "isVirtualDeck": deck.is_virtual,
    }
    if deck.type == "describe":
        return DescribeSessionView(**fields, images=[c.content for c in cards])
    return SessionView(**fields)


def session_of(db: Session, user: Principal, deck_id: str) -> SessionView:
    """The deck's latest session as it stands, without adding anything (a page moving to its next card)."""
    deck = own_deck(db, user, deck_id)
    session = _latest_session(db, deck)
    if session is None:
        raise NotFound("Session not found")
    return session_view(db, deck, session)


# The statements every logged attempt runs, built once (building them costs more than SQLite's work).
_PILES = (
    select(SessionCard.pile, func.count())
    .where(SessionCard.session_id == bindparam("session"))
    .group_by(SessionCard.pile)
)


def _attempt_lookup():
    """What an attempt needs to know, in one statement (each is a round trip on PostgreSQL): the
    newest session holding the card (one begun before midnight can be finished after it), the card,
    the session's piles before this attempt, the last log of the card in that session, and whether
    the attempt id was recorded already (a retry)."""
    other = aliased(SessionCard)
    logged = aliased(ReviewLog)

    def pile_count(pile: str):
        return (
            select(func.count()).where(other.session_id == SessionCard.session_id, other.pile == pile).scalar_subquery()
        )

    last_id = (  # the id of the card's latest log: one index lookup, however many attempts there were
        select(func.max(logged.id))
        .where(logged.session_id == SessionCard.session_id, logged.card_id == SessionCard.card_id)
        .scalar_subquery()
    )
    same_attempt = exists().where(ReviewLog.user_id == bindparam("user"), ReviewLog.attempt_id == bindparam("attempt"))
    last = aliased(ReviewLog, name="last_log")
    newest = (  # the card's row in the deck's newest session holding it, found first: the rest is read for it alone
        select(SessionCard.id)
        .join(StudySession, col(StudySession.id) == SessionCard.session_id)
        .where(StudySession.deck_id == bindparam("deck"), SessionCard.card_id == bindparam("card"))
        .order_by(col(StudySession.day).desc())
        .limit(1)
        .scalar_subquery()
    )
    return (
        select(
            SessionCard,
            Card,
            StudySession,
            *(pile_count(pile) for pile in PILES),
            same_attempt,
            last.id,  # the last log's fields a retry is told by (NULL: no log yet)
            last.success,
            last.score,
            last.feedback,
            last.at,
        )
        .join(Card, col(Card.id) == SessionCard.card_id)
        .join(StudySession, col(StudySession.id) == SessionCard.session_id)
        .outerjoin(last, last.id == last_id)
        .where(SessionCard.id == newest)
    )


_ATTEMPT_LOOKUP = prebuilt(_attempt_lookup())


def _piles(db: Session, session: StudySession) -> Piles:
    counts = dict(db.exec(_PILES, params={"session": session.id}).all())
    return Piles(**{pile: counts.get(pile, 0) for pile in PILES})


# ---------------------------------------------------------------- daily sessions


def add_cards(db: Session, session: StudySession, cards: list[Card], was_new: bool) -> None:
    if not cards:
        return
    start = db.exec(select(func.max(SessionCard.position)).where(SessionCard.session_id == session.id)).one()
    for offset, card in enumerate(cards, start=(start or 0) + 1):
        db.add(SessionCard(session_id=session.id, card_id=card.id, position=offset, was_new=was_new))


def _new_cards(db: Session, deck: Deck, count: int, in_session) -> list[Card]:
    """Never-reviewed cards first, then fresh cards for content this deck has not used yet."""
    cards = list(
        db.exec(
            select(Card)
            .where(Card.deck_id == deck.id, col(Card.last_review).is_(None), col(Card.id).not_in(in_session))
            .order_by(Card.created_at, Card.id)
            .limit(count)
        ).all()
    )
    if len(cards) < count:
        used = set(db.exec(select(Card.content_id).where(Card.deck_id == deck.id)).all())
        fresh = [c for c in content_ids(db, deck.type, deck.hsk_level) if c not in used]
        random.Random(deck.id).shuffle(fresh)  # each deck its own order, stable between days
        for content_id in fresh[: count - len(cards)]:
            card = Card(deck_id=deck.id, content_id=content_id)
            db.add(card)
            cards.append(card)
        db.flush()
    return cards


def start_daily_session(db: Session, user: Principal, deck_id: str) -> SessionView:
    """Today's session of a deck: resumed if it exists, topped up to today's allowances."""
    deck = own_deck(db, user, deck_id)
    if deck.is_virtual:
        session = todays_session(db, user, deck)
        if session is None:
            raise NotFound("Session not found")
        return session_view(db, deck, session)

    day, tz = clock.today(db, user), learner.zone(db, user.uid)
    today = deck_days(db, [deck], day, tz)[deck.id]  # its session is today's session, if there is one
    if today.session_id is not None and today.to_add(deck) == (0, 0):
        return session_view(db, deck, today.session_id)  # resuming with nothing to add, the common case: no lock
    learner.lock(db, user.uid)  # creating or topping up: look again under the lock (another tab may have)
    session = todays_session(db, user, deck)
    if session is None:
        session = StudySession(deck_id=deck.id, day=day)
        db.add(session)
        db.flush()
    due_count, new_count = deck_days(db, [deck], day, tz)[deck.id].to_add(deck)  # again, under the lock
    if due_count == new_count == 0:
        return session_view(db, deck, session)
    in_session = select(SessionCard.card_id).where(SessionCard.session_id == session.id)
    due = db.exec(
        select(Card)
        .where(
            Card.deck_id == deck.id,
            col(Card.last_review).is_not(None),
            col(Card.due) < clock.day_end(day, tz),
            col(Card.id).not_in(in_session),
        )
        .order_by(Card.due, Card.id)
        .limit(due_count)
    ).all()
    new = _new_cards(db, deck, new_count, in_session) if new_count else []
    add_cards(db, session, list(due), was_new=False)
    add_cards(db, session, new, was_new=True)
    if session.completed_at is not None:
        session.completed_at = None  # a raised allowance reopened the day
        db.add(session)
    db.flush()
    return session_view(db, deck, session)


def complete(db: Session, user: Principal, deck_id: str) -> SessionCompleted:
    """Mark the deck's latest session complete (today's, or one begun before midnight)."""
    learner.lock(db, user.uid, deck_id)  # reads the deck too
    deck = own_deck(db, user, deck_id)
    session = _latest_session(db, deck)
    if session is None:
        raise Conflict("No session has been started for this deck")
    _mark_complete(db, session)
    return SessionCompleted(deckId=deck.id, completedToday=True, sessionPiles=_piles(db, session))


def _mark_complete(db: Session, session: StudySession) -> None:
    if session.completed_at is None:
        session.completed_at = utcnow()
        db.add(session)
        db.flush()


# ---------------------------------------------------------------- logging an attempt


def _outcome(deck: Deck, success: object, score: object, feedback: object) -> tuple[bool, int | None]:
    """Check an attempt. For translate the score decides: only full marks (3) complete a sentence
    (so a translate attempt call leaves `success` to it, as None)."""
    if success is not None and not isinstance(success, bool):
        raise BadInput("success must be true or false")
    if score is not None:
        score = whole_number(score, "score", 0, PERFECT_SCORE)
    if feedback is not None and not isinstance(feedback, dict):
        raise BadInput("feedback must be an object")
    if feedback is not None and len(str(feedback)) > MAX_FEEDBACK_CHARS:
        raise BadInput("feedback is too large")
    if deck.type == "translate" and score is not None:
        success = score == PERFECT_SCORE
    if success is None:
        raise BadInput("success must be true or false")
    return success, score


@dataclass
class Attempt:
    """An attempt as the core recorded it: the answer for the page, and what an exercise's own
    attempt call builds on (the card's content, the session, and whether this was a retried request)."""

    moved: CardMoved
    deck: Deck
    card: Card
    session: StudySession
    retried: bool


def log_attempt(
    db: Session,
    user: Principal,
    deck_id: str,
    card_id: object,
    success: object,
    score: object = None,
    feedback: object = None,
    attempt_id: object = None,
) -> CardMoved:
    """Record one attempt at a card of any deck (the exercises' own attempt calls add their logs)."""
    return record_attempt(db, user, deck_id, card_id, success, score, feedback, attempt_id=attempt_id).moved


def record_attempt(
    db: Session,
    user: Principal,
    deck_id: str,
    card_id: object,
    success: object,
    score: object = None,
    feedback: object = None,
    kind: str | None = None,
    attempt_id: object = None,
) -> Attempt:
    """Record one attempt: move the card between piles; its first attempt of the day is an FSRS review.

    The attempt goes to the newest session holding the card, so a session begun before midnight can
    be finished after it. A retried request changes nothing: one carrying an attempt id already
    recorded (the client's idempotency key), or, from a client that sends none, the same outcome
    again within RETRY_WINDOW. With `kind`, the deck must be of that type (an exercise's own call).
    """
    attempt_id = checks.attempt_id(attempt_id)
    # Two tabs or a retried request: one after the other, never interleaved (the lock reads the deck).
    learner.lock(db, user.uid, deck_id)
    deck = own_deck(db, user, deck_id)
    if kind is not None and deck.type != kind:
        raise BadInput(f"This is a {deck.type} deck, not a {kind} deck")
    success, score = _outcome(deck, success, score, feedback)
    found = (
        db.exec(
            _ATTEMPT_LOOKUP, params={"deck": deck.id, "card": card_id, "user": user.uid, "attempt": attempt_id}
        ).first()
        if isinstance(card_id, str)
        else None
    )
    if found is None:
        raise NotFound("Card not found in this deck's sessions")
    session_card, card, session, remaining, again, done, same_attempt, last_id, *last = found
    # The piles as they were: this learner's lock keeps them so until the attempt below moves its card.
    piles = Counter(remaining=remaining, again=again, done=done)
    pile_before = session_card.pile

    if attempt_id is not None:
        retried = bool(same_attempt)
    else:
        retried = (
            last_id is not None and tuple(last[:3]) == (success, score, feedback) and utcnow() - last[3] < RETRY_WINDOW
        )
    if not retried:
        log = ReviewLog(
            user_id=user.uid,
            deck_id=deck.id,
            session_id=session.id,
            card_id=card.id,
            day=clock.today(db, user),
            success=success,
            score=score,
            feedback=feedback,
            attempt_id=attempt_id,
        )
        changed = {"attempts": session_card.attempts + 1}
        if session_card.pile != "done":
            changed["pile"] = "done" if success else "again"
        if session_card.attempts == 0:
            changed["first_score"] = score
        at = clock.now(db, user)
        reviewed = {}
        # An admin who moved their day back must not review a card before its last review.
        if not deck.is_virtual and not session_card.reviewed and (card.last_review is None or at >= card.last_review):
            rating = srs.rating_for(deck.type, success, score)
            reviewed = srs.review(card, rating, at)
            changed["reviewed"], log.rating = True, rating.value
        _write_attempt(db, log, session_card, changed, card, reviewed)
        piles[pile_before] -= 1
        piles[session_card.pile] += 1
    moved = CardMoved(
        cardId=card.id,
        sessionStatus=session_card.pile,
        sessionPiles=Piles(**piles),
        sessionFullyComplete=piles["remaining"] + piles["again"] == 0,
    )
    return Attempt(moved=moved, deck=deck, card=card, session=session, retried=retried)


def _write_attempt(
    db: Session, log: ReviewLog, session_card: SessionCard, changed: dict, card: Card, reviewed: dict
) -> None:
    """Write one attempt: its log, the session card moved and, if this was its review, the card's new memory
    state. On PostgreSQL in one statement (the updates as WITH clauses of the log's insert): each statement
    is a round trip, and logging is the busiest write there is (issue 14). SQLite runs them one by one."""
    changed = {column: getattr(session_card, column) for column in _MOVED} | changed
    params = {f"log_{c}": getattr(log, c) for c in _LOGGED} | {f"new_{c}": v for c, v in changed.items()}
    params |= {"session_card": session_card.id, "card": card.id} | {f"new_{c}": v for c, v in reviewed.items()}
    if dialect(db) is postgresql:
        db.connection().execute(_WRITE_ATTEMPT[bool(reviewed)], params)  # Core: the ORM adds nothing here
    else:
        for statement in _ATTEMPT_WRITES[: 3 if reviewed else 2]:
            db.execute(statement, params)
    # The objects as written, and clean: nothing left for a flush to write again.
    for row, values in ((session_card, changed), (card, reviewed)):
        for column, value in values.items():
            set_committed_value(row, column, value)


# The attempt's writes, built once (building a statement costs about what PostgreSQL takes to run it).
_MOVED = ("pile", "attempts", "first_score", "reviewed")
_LOGGED = tuple(c for c in ReviewLog.model_fields if c != "id")
_ATTEMPT_WRITES = (
    insert(ReviewLog).values(
        {c: bindparam(f"log_{c}", type_=JSON(none_as_null=True) if c == "feedback" else None) for c in _LOGGED}
    ),
    update(SessionCard)
    .where(col(SessionCard.id) == bindparam("session_card"))
    .values({c: bindparam(f"new_{c}") for c in _MOVED}),
    update(Card).where(col(Card.id) == bindparam("card")).values({c: bindparam(f"new_{c}") for c in srs.REVIEWED}),
)
_WRITE_ATTEMPT = {
    reviewed: prebuilt(
        _ATTEMPT_WRITES[0].add_cte(
            *(w.cte(f"write{n}") for n, w in enumerate(_ATTEMPT_WRITES[1 : 3 if reviewed else 2]))
        )
    )
    for reviewed in (False, True)
}


def complete_daily_session(db: Session, attempt: Attempt) -> bool:
    """A daily session is complete once its last card is done: mark it so (the deck shows complete
    today). Answers whether the session is complete now; quick sessions are never marked."""
    if attempt.deck.is_virtual or not attempt.moved.sessionFullyComplete:
        return False
    _mark_complete(db, attempt.session)
    return True
