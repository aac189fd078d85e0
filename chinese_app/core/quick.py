"""Quick sessions: one-off virtual decks, at most one in progress per exercise type, and the
describe page's single picture."""

import random

from sqlmodel import Session, col, delete, select

from chinese_app.core import clock, learner
from chinese_app.core.content import content_ids, parse_level, parse_type, picture_json
from chinese_app.core.decks import deck_days
from chinese_app.core.errors import BadInput, Conflict, NotFound
from chinese_app.core.sessions import add_cards, session_json
from chinese_app.identity import Principal
from chinese_app.models import Card, Deck, DescriptionLog, FlashcardLog, Picture, StudySession, TranslateLog

SIZES = {"translate": (1, 20, 5), "listen": (1, 20, 5), "describe": (1, 3, 1)}  # min, max, default
DEFAULT_LEVEL = "2"
ALL_IMAGES_DONE = "You have completed all available images! Check back later for more content."


def _size(deck_type: str, value: object) -> int:
    """Sizes are clamped to the type's range (SPEC §5); only whole numbers are accepted."""
    low, high, default = SIZES[deck_type]
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadInput("sessionSize must be a whole number")
    return max(low, min(high, value))


def _seen(db: Session, user: Principal, deck_type: str) -> set[str]:
    """Content this learner has already practised (quick sessions prefer the rest)."""
    column, table = {
        "translate": (TranslateLog.sentence_id, TranslateLog),
        "listen": (FlashcardLog.clip_id, FlashcardLog),
        "describe": (DescriptionLog.picture_id, DescriptionLog),
    }[deck_type]
    return set(db.exec(select(column).where(table.user_id == user.uid).distinct()).all())


def start_quick_session(
    db: Session,
    user: Principal,
    deck_type: object,
    size: object = None,
    level: object = None,
    force_new: bool = False,
) -> dict:
    """A one-off session in a virtual deck. While one of the type is in progress, 409 EXISTING_SESSION
    (unless force_new, which abandons it)."""
    deck_type = parse_type(deck_type)
    size = _size(deck_type, size)
    level = parse_level(DEFAULT_LEVEL if level is None else level) if deck_type == "translate" else ""
    learner.lock(db, user.uid)  # two tabs starting at once: the second sees the first's session

    existing = list(
        db.exec(select(Deck).where(Deck.user_id == user.uid, Deck.type == deck_type, col(Deck.is_virtual))).all()
    )
    views = deck_days(db, existing, clock.today(db, user), learner.zone(db, user.uid))
    busy = [d for d in existing if views[d.id].in_progress]
    if busy and not force_new:
        raise Conflict(
            f"You already have a {deck_type} session in progress.",
            errorCode="EXISTING_SESSION",
            existingDeckId=busy[0].id,
            existingDeckType=deck_type,
        )

    pool = content_ids(db, deck_type, level)
    if not pool:
        raise NotFound(f"No {deck_type} content is available yet")
    if existing:  # abandoned or finished quick sessions of this type are dropped
        db.execute(delete(Deck).where(col(Deck.id).in_([d.id for d in existing])))
    seen = _seen(db, user, deck_type)
    rng = random.Random()
    unseen = [c for c in pool if c not in seen]
    chosen = rng.sample(unseen, min(size, len(unseen)))
    if len(chosen) < size:
        chosen += rng.sample([c for c in pool if c in seen], min(size - len(chosen), len(pool) - len(unseen)))

    deck = Deck(user_id=user.uid, type=deck_type, hsk_level=level, is_virtual=True)
    session = StudySession(deck_id=deck.id, day=clock.today(db, user))
    cards = [Card(deck_id=deck.id, content_id=c) for c in chosen]
    db.add(deck)
    db.flush()
    db.add(session)
    db.add_all(cards)
    db.flush()
    add_cards(db, session, cards, was_new=True)
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
