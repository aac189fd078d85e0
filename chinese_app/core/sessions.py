"""Sessions: today's cards of a daily deck, one-off quick sessions, and logging attempts.

A card moves through the piles remaining -> again (attempt failed) -> done (success). In a daily
deck its first attempt of the day is also an FSRS review; later attempts only move it between piles.
"""

import random
from datetime import timedelta

from sqlalchemy import func
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, delete, select

from chinese_app.core import clock, srs
from chinese_app.core.content import content_ids, contents, parse_level, parse_type, picture_json
from chinese_app.core.decks import PILES, deck_days, own_deck
from chinese_app.core.errors import BadInput, Conflict, NotFound
from chinese_app.identity import Principal
from chinese_app.models import (
    Card,
    Deck,
    DescriptionLog,
    FlashcardLog,
    Picture,
    ReviewLog,
    SessionCard,
    StudySession,
    TranslateLog,
)

QUICK_SIZES = {"translate": (1, 20, 5), "listen": (1, 20, 5), "describe": (1, 3, 1)}  # min, max, default
DEFAULT_QUICK_LEVEL = "2"
RETRY_WINDOW = timedelta(seconds=30)  # an identical log within this window is a retried request
MAX_FEEDBACK_CHARS = 20_000
ALL_IMAGES_DONE = "You have completed all available images! Check back later for more content."


# ---------------------------------------------------------------- reading a session


def _session_of(db: Session, user: Principal, deck: Deck) -> StudySession | None:
    """A quick session's only session, or a daily deck's session of today."""
    query = select(StudySession).where(StudySession.deck_id == deck.id)
    if not deck.is_virtual:
        query = query.where(StudySession.day == clock.today(db, user.uid))
    return db.exec(query).first()


def _cards(db: Session, session: StudySession) -> list[tuple[SessionCard, Card]]:
    return list(
        db.exec(
            select(SessionCard, Card).join(Card).where(SessionCard.session_id == session.id).order_by(SessionCard.position)
        ).all()
    )


def session_json(db: Session, deck: Deck, session: StudySession) -> dict:
    """The SPEC session response (describe sessions also list their images)."""
    pairs = _cards(db, session)
    content = contents(db, deck.type, [card.content_id for _, card in pairs])
    cards = [
        {
            "cardId": card.id,
            "status": "new" if sc.was_new and not sc.reviewed else srs.status(card),
            "sessionStatus": sc.pile,
            "content": content[card.content_id],
        }
        for sc, card in pairs
        if card.content_id in content  # content withdrawn since the session began is skipped
    ]
    answer = {
        "deckId": deck.id,
        "deckType": deck.type,
        "hskLevel": deck.hsk_level or None,
        "cards": cards,
        "cardsBySessionStatus": {pile: [c for c in cards if c["sessionStatus"] == pile] for pile in ("again", "done")},
        "isDailySession": not deck.is_virtual,
        "isVirtualDeck": deck.is_virtual,
    }
    if deck.type == "describe":
        answer["images"] = [c["content"] for c in cards]
    return answer


def _piles(db: Session, session: StudySession) -> dict[str, int]:
    counts = dict(
        db.exec(
            select(SessionCard.pile, func.count()).where(SessionCard.session_id == session.id).group_by(SessionCard.pile)
        ).all()
    )
    return {pile: counts.get(pile, 0) for pile in PILES}


# ---------------------------------------------------------------- daily sessions


def _add_cards(db: Session, session: StudySession, cards: list[Card], was_new: bool) -> None:
    start = db.exec(select(func.max(SessionCard.position)).where(SessionCard.session_id == session.id)).one()
    for offset, card in enumerate(cards, start=(start or 0) + 1):
        db.add(SessionCard(session_id=session.id, card_id=card.id, position=offset, was_new=was_new))


def _new_cards(db: Session, deck: Deck, count: int, in_session) -> list[Card]:
    """Never-reviewed cards first, then fresh cards for content this deck has not used yet."""
    if count <= 0:
        return []
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


def start_daily_session(db: Session, user: Principal, deck_id: str) -> dict:
    """Today's session of a deck: resumed if it exists, topped up to today's allowances."""
    deck = own_deck(db, user, deck_id)
    if deck.is_virtual:
        session = _session_of(db, user, deck)
        if session is None:
            raise NotFound("Session not found")
        return session_json(db, deck, session)

    day, tz = clock.today(db, user.uid), clock.zone(db, user.uid)
    session = _session_of(db, user, deck)
    if session is None:
        session = StudySession(deck_id=deck.id, day=day)
        db.add(session)
        try:
            db.flush()
        except IntegrityError:  # a second tab started it at the same moment; nothing else is written yet
            db.rollback()
            session = _session_of(db, user, deck)

    deck_day = deck_days(db, [deck], day, tz)[deck.id]
    in_session = select(SessionCard.card_id).where(SessionCard.session_id == session.id)
    due = list(
        db.exec(
            select(Card)
            .where(
                Card.deck_id == deck.id,
                col(Card.last_review).is_not(None),
                col(Card.due) < clock.day_end(day, tz),
                col(Card.id).not_in(in_session),
            )
            .order_by(Card.due, Card.id)
            .limit(deck_day.due_count(deck))
        ).all()
    )
    new = _new_cards(db, deck, deck_day.new_count(deck), in_session)
    _add_cards(db, session, due, was_new=False)
    _add_cards(db, session, new, was_new=True)
    if (due or new) and session.completed_at is not None:
        session.completed_at = None  # a raised allowance reopened the day
        db.add(session)
    db.flush()
    return session_json(db, deck, session)


def complete(db: Session, user: Principal, deck_id: str) -> dict:
    """Mark today's session (or a quick session) complete."""
    deck = own_deck(db, user, deck_id)
    session = _session_of(db, user, deck)
    if session is None:
        raise Conflict("No session has been started today for this deck")
    if session.completed_at is None:
        session.completed_at = clock.utcnow()
        db.add(session)
        db.flush()
    return {"deckId": deck.id, "completedToday": True, "sessionPiles": _piles(db, session)}


# ---------------------------------------------------------------- logging an attempt


def _check_attempt(success: object, score: object, feedback: object) -> None:
    if not isinstance(success, bool):
        raise BadInput("success must be true or false")
    if score is not None and (isinstance(score, bool) or not isinstance(score, int) or not 0 <= score <= 3):
        raise BadInput("score must be a whole number from 0 to 3")
    if feedback is not None and not isinstance(feedback, dict):
        raise BadInput("feedback must be an object")
    if feedback is not None and len(str(feedback)) > MAX_FEEDBACK_CHARS:
        raise BadInput("feedback is too large")


def log_attempt(db: Session, user: Principal, deck_id: str, card_id: object, success: object,
                score: object = None, feedback: object = None) -> dict:
    """Record one attempt: move the card between piles; the day's first attempt is an FSRS review.

    A retried identical request (same outcome within RETRY_WINDOW) changes nothing.
    """
    _check_attempt(success, score, feedback)
    deck = own_deck(db, user, deck_id)
    session = _session_of(db, user, deck)
    pair = (
        db.exec(
            select(SessionCard, Card).join(Card).where(SessionCard.session_id == session.id, SessionCard.card_id == card_id)
        ).first()
        if session and isinstance(card_id, str)
        else None
    )
    if pair is None:
        raise NotFound("Card not found in this deck's current session")
    session_card, card = pair

    last = db.exec(
        select(ReviewLog).where(ReviewLog.session_id == session.id, ReviewLog.card_id == card.id).order_by(col(ReviewLog.id).desc())
    ).first()
    retried = (
        last is not None
        and (last.success, last.score, last.feedback) == (success, score, feedback)
        and clock.utcnow() - last.at < RETRY_WINDOW
    )
    if not retried:
        log = ReviewLog(user_id=user.uid, deck_id=deck.id, session_id=session.id, card_id=card.id,
                        day=clock.today(db, user.uid), success=success, score=score, feedback=feedback)
        if session_card.pile != "done":
            session_card.pile = "done" if success else "again"
        if not deck.is_virtual and not session_card.reviewed:
            rating = srs.rating_for(deck.type, success, score)
            srs.review(card, rating, clock.now(db, user.uid))
            session_card.reviewed, log.rating = True, rating.value
            db.add(card)
        session_card.attempts += 1
        db.add_all([session_card, log])
        db.flush()
    piles = _piles(db, session)
    return {
        "cardId": card.id,
        "sessionStatus": session_card.pile,
        "sessionPiles": piles,
        "sessionFullyComplete": piles["done"] == sum(piles.values()),
    }


# ---------------------------------------------------------------- quick sessions


def _size(deck_type: str, value: object) -> int:
    low, high, default = QUICK_SIZES[deck_type]
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise BadInput("sessionSize must be a number")
    return max(low, min(high, int(value)))


def _seen(db: Session, user: Principal, deck_type: str) -> set[str]:
    """Content this learner has already practised (quick sessions prefer the rest)."""
    column, table = {
        "translate": (TranslateLog.sentence_id, TranslateLog),
        "listen": (FlashcardLog.clip_id, FlashcardLog),
        "describe": (DescriptionLog.picture_id, DescriptionLog),
    }[deck_type]
    return set(db.exec(select(column).where(table.user_id == user.uid).distinct()).all())


def start_quick_session(db: Session, user: Principal, deck_type: object, size: object = None,
                        level: object = None, force_new: bool = False) -> dict:
    """A one-off session in a virtual deck. While one of the type is in progress, 409 EXISTING_SESSION
    (unless force_new, which abandons it)."""
    deck_type = parse_type(deck_type)
    size = _size(deck_type, size)
    level = parse_level(DEFAULT_QUICK_LEVEL if level is None else level) if deck_type == "translate" else ""

    existing = list(db.exec(select(Deck).where(Deck.user_id == user.uid, Deck.type == deck_type, col(Deck.is_virtual))).all())
    views = deck_days(db, existing, clock.today(db, user.uid), clock.zone(db, user.uid))
    busy = [d for d in existing if views[d.id].in_progress]
    if busy and not force_new:
        raise Conflict(
            f"You already have a {deck_type} session in progress.",
            errorCode="EXISTING_SESSION",
            existingDeckId=busy[0].id,
            existingDeckType=deck_type,
        )
    if existing:  # abandoned or finished quick sessions of this type are dropped
        db.execute(delete(Deck).where(col(Deck.id).in_([d.id for d in existing])))

    pool = content_ids(db, deck_type, level)
    if not pool:
        raise NotFound(f"No {deck_type} content is available yet")
    seen = _seen(db, user, deck_type)
    rng = random.Random()
    unseen = [c for c in pool if c not in seen]
    chosen = rng.sample(unseen, min(size, len(unseen)))
    if len(chosen) < size:
        chosen += rng.sample([c for c in pool if c in seen], min(size - len(chosen), len(pool) - len(unseen)))

    deck = Deck(user_id=user.uid, type=deck_type, hsk_level=level, is_virtual=True)
    session = StudySession(deck_id=deck.id, day=clock.today(db, user.uid))
    cards = [Card(deck_id=deck.id, content_id=c) for c in chosen]
    db.add(deck)
    db.flush()
    db.add(session)
    db.add_all(cards)
    db.flush()
    _add_cards(db, session, cards, was_new=True)
    db.flush()
    return session_json(db, deck, session)


def describe_image(db: Session, user: Principal) -> dict:
    """A single picture the learner has not described yet (the describe page's own start)."""
    done = _seen(db, user, "describe")
    left = [p for p in db.exec(select(Picture).order_by(Picture.id)).all() if p.id not in done]
    if not left:
        raise NotFound(ALL_IMAGES_DONE)
    picture = random.choice(left)
    return {"imageId": picture.id, **picture_json(picture)}
